"""Every finding of the shipped games (and with --strict), the fixture games and the corpus is the one in
tests/snapshots/findings.json: a change to the checker that changes a finding shows here, finding by finding,
and is written into the snapshot on purpose (tools/findings_snapshot.py) in the commit that makes it."""
from __future__ import annotations

import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tools"))

import findings_snapshot  # noqa: E402


def _key(f: dict) -> str:
    return f"{f['file']}:{f['line']}:{f['column']}: {f['severity']}[{f['rule']}] {f['message']}"


def test_every_finding_is_the_snapshots() -> None:
    kept = json.loads(findings_snapshot.SNAPSHOT.read_text(encoding="utf-8"))
    now = findings_snapshot.current()
    assert sorted(now) == sorted(kept), "the snapshot's folders changed: run tools/findings_snapshot.py"
    lines = []
    for folder in sorted(now):
        before, after = kept[folder], now[folder]
        gone = [_key(f) for f in before if f not in after]
        new = [_key(f) for f in after if f not in before]
        lines += [f"{folder}: - {k}" for k in gone] + [f"{folder}: + {k}" for k in new]
        if not gone and not new and before != after:
            lines.append(f"{folder}: the same findings in another order")
    assert not lines, ("findings changed (run tools/findings_snapshot.py if meant, and say why in the commit):\n"
                       + "\n".join(lines[:60]))
