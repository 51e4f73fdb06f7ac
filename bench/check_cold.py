"""Benchmark: `pnp check` over every built-in game, cold (a new process each run).

Two kinds of run: cold with nothing remembered (PNP_CACHE_DIR set to nothing: every game loaded and
checked, the work a first check or an edited game costs; Python's bytecode of pnp and of each engine.py is
there, as after any run on a user's machine), and remembered (generator/app/check_cache.py: the
games unchanged since the last check, their findings printed again). The budgets below are the cold
run's; the remembered run is held to issue 14's 3x `python -c "import typer"`.

Targets: under 0.5 s wall on the 2-core dev machine (issue 2; issue 14 asks
0.35 s on a quiet machine), at most 3x `python -c "import typer"` in CPU time
(issue 14: start-up is imports, and typer is the floor), and checking imports
no renderer. Prints the fastest of several interleaved runs next to a bare
`python -c pass` start-up, and exits 1 when over budget.

The gate CI uses (--quick) is a ratio, not a time: the CPU time `pnp check`
takes (user + system, of the child process) over the CPU time of a bare
`python -c pass`. Both scale with the machine, and CPU time barely moves when
other work shares the cores, where wall time would. The full run also holds
the wall-clock target.

    .venv/bin/python bench/check_cold.py [--runs N] [--quick]
"""
from __future__ import annotations

import argparse
import os
import resource
import tempfile
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
BUDGET_S = 0.5
# `pnp check` of the four shipped games cost about 24x a bare interpreter's start-up in CPU time (0.8 s
# against 0.034 s on the dev machine, December 2026), and about 43x once the printed-text families
# (printed, misspelled) landed: over issue 2's 0.5 s, which is an open problem, not this gate's answer.
# The budget holds today's cost with room for noise so that a further regression (a renderer's library
# imported, a family gone quadratic) fails CI; lower it as the check gets faster.
# December 2026, session 8: 36-37x on a quiet machine, after the board-fit and set-size families and with the
# games checked side by side (about 12% more CPU in all for a quarter less wall time); 45x keeps the
# same room for noise over today's cost.
# Issue 27, speed only (the same findings): the collector quiet while checking, markdown-it imported once before
# forking, the prefilters of the steps and printed families, each layout template judged once: 0.86x the CPU of the
# tree before in paired whole-process runs (35.6-38.5x against 41.3-47.3x on a busy machine). 45x stays: on a busy
# machine today's figure leaves it under a quarter of room.
# Session 12: the four games now hold a fifth edition, The Acts in German (3,500 words of documents, 224 table
# entries, 21 cards' translations), and every check pays its TRN family, its documents' text families and its glyph
# pass (the-acts alone: 0.43 s -> 0.56 s CPU); the TRN name search was then halved (one masking per string, one
# pattern per name). Measured 42.6x and 44.3x on a quiet machine (load < 1): 52x keeps about a sixth of room.
# The regression this gate exists for is still caught; issue 27's 25x stays open (text index built once at load).
# Session 13: every check module imported by the rule catalogue, LAY014's overlap pass, MAP014, 21 new icons of The
# Acts (one per miracle and gift) and the checker's new readings: 41.3x and 51.0x in two fresh-clone CI runs of
# nearly the same tree, 42.0x, 45.6x and 49.9x idle between them (one-process timings per game unchanged within
# noise). With 5 runs the spread reached the 52x gate; --quick now takes the fastest of 7, which still measured
# 44.8x and 54.0x minutes apart (whole spells of the shared machine run a fifth slower). The gate is 64x: what it
# exists for, a heavy library imported or a family gone quadratic, doubles the figure; a tenth is noise here.
# Session 15, speed only (the same findings): gc.freeze at exit, a map's spaces and the layout targets shared by the
# families that read them, the TRN name search, the tokeniser and two document scans without per-call overhead:
# 36.0-36.7x against 39.9-41.0x for the tree before, interleaved on a busy machine (0.87-0.93x the CPU in paired
# runs). The gate follows with room to spare: what it exists for still doubles the figure, and CI's spread (a
# fifth) stays inside.
# Session 16, speed only (the same findings): the methods dataclass() writes and re's pattern programs compiled once
# and kept beside pnp's bytecode (generator/core/start_code.py: imports 163 -> 87 ms), and `pnp check` read without
# typer (generator/app/main.py): 30.6x with this bench on a busy machine (0.875x the CPU of the tree before in paired
# whole-process runs, 31.5x against 35.6x). 48x keeps about the same room over today's figure as 58x did.
# Session 17, speed only (the same findings): no young collection while checking, typing's annotations kept by
# start_code, no OpenSSL imported, and four families' repeated work cut: 0.94x the CPU of the tree before in paired
# whole-process runs; this bench 29.0-30.2x against 29.9-30.9x for the tree before, interleaved on a busy machine.
# A 6% move is inside CI's spread (a fresh clone moves by about 15%): the gate stays.
# Session 18, speed only (the same findings): 30.1x at the start and 28.8x after on a busy machine (load 4); the hottest
# inline patterns compiled once and one markdown-it parser per process, 0.99x the CPU in paired whole-process runs
# (noise). The profile is flat: no function of the check above 3.5% of its own time (YAML's walk, the tokeniser,
# markdown-it's block parse, each family's own scan); issue 27's 25x needs its step 3 (one text index at load, one
# pass of the rules over it), not more trimming. The gate stays.
# Session 28: no speed work; the tree checks 1.01x the CPU of the session's start in paired whole-process runs
# (farm-bench, 10 pairs, 0.93-1.21), yet this machine's spread grew: a fresh-clone CI run measured 51.0x and the same
# clone 37.0x, 37.8x and 45.1x minutes later, idle (32.1x at the session's start); a second fresh-clone CI run 50.3x.
# Right after the suite's 15 minutes on both cores the figure runs a third above the idle one. 64x, the gate of
# session 13, keeps what the gate exists for (a heavy library imported or a family gone quadratic doubles the idle
# figure) and that spread.
RATIO_BUDGET = 64.0
TYPER_BUDGET = 3.0   # CPU time of `pnp check` over `python -c "import typer"` (issue 14)
PROBE = (
    "import sys\n"
    "from generator.app.cli import app\n"
    "try:\n    app(['check', '--jobs', '1'])\nexcept SystemExit as e:\n    code = e.code\n"
    "heavy = sorted({m.split('.')[0] for m in sys.modules} & {'reportlab', 'weasyprint', 'PIL'})\n"
    "print('EXIT', code, 'HEAVY', ','.join(heavy) or 'none', file=sys.stderr)\n"
)


def timed(cmd: list[str], cache: str = "") -> tuple[float, float]:
    """(wall seconds, CPU seconds) of one run of cmd in a new process; `cache`: PNP_CACHE_DIR ("" for none)."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    subprocess.run(cmd, cwd=ROOT, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=False,
                   env={**os.environ, "PNP_CACHE_DIR": cache})
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return wall, (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--quick", action="store_true", help="CI gate: 7 runs, the CPU ratio and the probe only")
    args = parser.parse_args()
    runs = 7 if args.quick else args.runs
    pnp = str(Path(sys.executable).with_name("pnp"))
    remembered = tempfile.mkdtemp(prefix="pnp-check-cache-")
    # Warm the OS file cache, and let Python write its bytecode (.pyc, and engine.py's cache) as it does on a
    # user's machine: a shell with PYTHONDONTWRITEBYTECODE set would otherwise time the compiling of every
    # module edited since the install. Nothing of pnp's own is remembered: every timed run is a new process.
    subprocess.run([pnp, "check"], cwd=ROOT, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=False,
                   env={k: v for k, v in {**os.environ, "PNP_CACHE_DIR": ""}.items() if k != "PYTHONDONTWRITEBYTECODE"})
    timed([pnp, "check"], remembered)   # and remember the four games' checks
    checks, bares, typers, recalls, serials = [], [], [], [], []
    for _ in range(runs):   # interleaved, so a busy spell slows all four alike
        checks.append(timed([pnp, "check"]))
        if not args.quick:   # the same check in one process: what checking the games side by side saves
            serials.append(timed([pnp, "check", "--jobs", "1"]))
        bares.append(timed([sys.executable, "-c", "pass"]))
        typers.append(timed([sys.executable, "-c", "import typer"]))
        recalls.append(timed([pnp, "check"], remembered))
    # The fastest run of each: noise only ever adds time, so the minimum is the steadiest estimate of the work.
    typer_cpu = min(t[1] for t in typers)
    check, check_cpu = (min(t[i] for t in checks) for i in (0, 1))
    bare, bare_cpu = (min(t[i] for t in bares) for i in (0, 1))
    ratio = check_cpu / bare_cpu
    probe = subprocess.run([sys.executable, "-c", PROBE], cwd=ROOT, capture_output=True, text=True,
                           env={**os.environ, "PNP_CACHE_DIR": ""})   # a real check: no renderer imported
    status = probe.stderr.strip().splitlines()[-1] if probe.stderr.strip() else "no output"
    games = sorted(p.parent.name for p in (ROOT / "content").glob("*/game.yaml"))
    print(f"pnp check, {len(games)} games, cold, fastest of {runs} runs: wall {check * 1000:.0f} ms "
          f"(bare python {bare * 1000:.0f} ms), CPU {check_cpu * 1000:.0f} ms (bare {bare_cpu * 1000:.0f} ms)")
    print(f"CPU ratio {ratio:.1f}x (budget {RATIO_BUDGET:.0f}x)"
          + ("" if args.quick else f"; wall budget {BUDGET_S * 1000:.0f} ms"))
    if serials:
        print(f"the same check in one process (--jobs 1): wall {min(t[0] for t in serials) * 1000:.0f} ms, "
              f"CPU {min(t[1] for t in serials) * 1000:.0f} ms")
    recall, recall_cpu = (min(t[i] for t in recalls) for i in (0, 1))
    print(f"python -c 'import typer': CPU {typer_cpu * 1000:.0f} ms; pnp check cold is {check_cpu / typer_cpu:.1f}x")
    print(f"pnp check remembered (games unchanged since their last check): wall {recall * 1000:.0f} ms, "
          f"CPU {recall_cpu * 1000:.0f} ms, {recall_cpu / typer_cpu:.1f}x import typer (budget {TYPER_BUDGET:.0f}x)")
    print(f"probe: {status}")
    ok = ratio <= RATIO_BUDGET and "HEAVY none" in status and status.startswith("EXIT 0")
    ok = ok and recall_cpu / typer_cpu <= TYPER_BUDGET
    if not args.quick:
        ok = ok and check < BUDGET_S
    print("OK" if ok else "OVER BUDGET OR FAILED")
    import shutil

    shutil.rmtree(remembered, ignore_errors=True)
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
