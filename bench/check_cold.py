"""Benchmark: `pnp check` over every built-in game, cold (a new process each run).

Target (issue 2): under 0.5 s wall on the 2-core dev machine, and checking
imports neither ReportLab nor WeasyPrint. Prints the median of several runs
next to a bare `python -c pass` start-up, and exits 1 when over budget.

    .venv/bin/python bench/check_cold.py [--runs N]
"""
from __future__ import annotations

import argparse
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
BUDGET_S = 0.5
PROBE = (
    "import sys\n"
    "from generator.cli import app\n"
    "try:\n    app(['check'])\nexcept SystemExit as e:\n    code = e.code\n"
    "heavy = sorted({m.split('.')[0] for m in sys.modules} & {'reportlab', 'weasyprint'})\n"
    "print('EXIT', code, 'HEAVY', ','.join(heavy) or 'none', file=sys.stderr)\n"
)


def wall(cmd: list[str]) -> float:
    start = time.perf_counter()
    subprocess.run(cmd, cwd=ROOT, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=False)
    return time.perf_counter() - start


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=7)
    runs = parser.parse_args().runs
    pnp = str(Path(sys.executable).with_name("pnp"))
    wall([pnp, "check"])  # warm the OS file cache, not Python: every timed run is a new process
    check = statistics.median(wall([pnp, "check"]) for _ in range(runs))
    bare = statistics.median(wall([sys.executable, "-c", "pass"]) for _ in range(runs))
    probe = subprocess.run([sys.executable, "-c", PROBE], cwd=ROOT, capture_output=True, text=True)
    status = probe.stderr.strip().splitlines()[-1] if probe.stderr.strip() else "no output"
    print(f"pnp check, all games, cold: median {check * 1000:.0f} ms over {runs} runs "
          f"(bare python start-up {bare * 1000:.0f} ms; ratio {check / bare:.1f}x); budget {BUDGET_S * 1000:.0f} ms")
    print(f"probe: {status}")
    ok = check < BUDGET_S and "HEAVY none" in status and status.startswith("EXIT 0")
    print("OK" if ok else "OVER BUDGET OR FAILED")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
