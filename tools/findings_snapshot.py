"""The findings snapshot: every finding of the shipped games, the fixture games and the corpus, as `pnp check
--format json` reports them, kept in tests/snapshots/findings.json. tests/check/test_findings_snapshot.py compares a
fresh check with it, so a change to the checker that changes any finding shows up as a diff; a change meant
is written into the snapshot by running this script, and said in the commit that changes it:

    .venv/bin/python tools/findings_snapshot.py          # rewrite tests/snapshots/findings.json
"""
from __future__ import annotations

import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SNAPSHOT = ROOT / "tests" / "snapshots" / "findings.json"
# the content folders held to the snapshot (the hostile engines are left out: they loop and time out on purpose)
FOLDERS = ("content", "content --strict", "tests/fixtures/games", "tests/fixtures/docs", "tests/corpus")


def current() -> dict[str, list[dict]]:
    """{content folder: its findings, in report order}, with a `pnp check --no-cache --format json` per folder."""
    from typer.testing import CliRunner

    from generator.app.cli import app

    out: dict[str, list[dict]] = {}
    for folder in FOLDERS:
        path, *options = folder.split()
        result = CliRunner().invoke(app, ["check", "--content", str(ROOT / path), "--no-cache", "--jobs", "1",
                                          "--format", "json", *options])
        findings = json.loads(result.stdout)["findings"]
        for f in findings:
            f["file"] = _relative(f["file"])
            if isinstance(f.get("related"), dict) and f["related"].get("file"):
                f["related"]["file"] = _relative(f["related"]["file"])
        out[folder] = findings
    return out


def _relative(path: str) -> str:
    """A finding's file, from the repository's root (the same on every machine)."""
    try:
        return str(Path(path).resolve().relative_to(ROOT))
    except ValueError:
        return path


def main() -> None:
    SNAPSHOT.parent.mkdir(parents=True, exist_ok=True)
    SNAPSHOT.write_text(json.dumps(current(), indent=1, ensure_ascii=False, sort_keys=True) + "\n", encoding="utf-8")
    print(f"wrote {SNAPSHOT.relative_to(ROOT)}", file=sys.stderr)


if __name__ == "__main__":
    main()
