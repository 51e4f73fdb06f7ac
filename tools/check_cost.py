"""What a cold `pnp check` pays for: the CPU time of each load step, each check family and each shared index, per
game, and the import time of each module, so the largest cost is found by reading a table instead of guessing.

    .venv/bin/python tools/check_cost.py                     # the shipped games (content/) and tests/corpus
    .venv/bin/python tools/check_cost.py content --top 25    # one content folder; 25 rows of each table
    .venv/bin/python tools/check_cost.py --runs 5            # each row's fastest of 5 runs (3 by default)

Each content folder is measured in a new process, cold (nothing remembered: no check cache, no picture verdicts),
its games checked one after another as `pnp check --jobs 1` checks them. Time is CPU time (time.process_time), not
wall time, so a busy machine moves it less; still it moves, so each row shows its fastest of --runs runs.

How it measures: the functions named in LOAD_STEPS and SHARED_STEPS, and every registered check family, are wrapped
by a timer that charges each moment to the innermost wrapped call running (exclusive time: the family that first
asks for the printed-text index is not charged for building it; the index's row is). Whatever a family computes
inside itself, engine calls included, is the family's. The rows then add up to the whole load and check.

Import times come from `python -X importtime` running the real check (`pnp check --jobs 1`, cold): the modules
with the largest self time, pnp's and libraries', and the total.
"""
from __future__ import annotations

import argparse
import json
import os
import re
import subprocess
import sys
import time
from collections import defaultdict
from pathlib import Path
from typing import Any, Callable

ROOT = Path(__file__).resolve().parent.parent
FOLDERS = ("content", "tests/corpus")

# (row, module, name): the steps of load_game, by the names load/game.py calls them by
LOAD_STEPS = (
    ("load: symlinks walk", "generator.load.game", "outside_links"),
    ("load: read files", "generator.load.game", "read_source"),
    ("load: parse YAML (game.yaml, editions, layouts)", "generator.load.game", "parse_yaml"),
    ("load: palette", "generator.load.game", "own_colours"),
    ("load: engine.py", "generator.load.game", "load_engine"),
    ("load: validate", "generator.load.game", "_validate"),
    ("load: limits", "generator.load.game", "limit_problems"),
    ("load: languages", "generator.load.game", "language_problems"),
    ("load: editions", "generator.load.game", "load_editions"),
    ("load: decks (CSV, sheets)", "generator.load.game", "_load_decks"),
    ("load: deck problems", "generator.load.game", "deck_problems"),
    ("load: icons folder", "generator.load.game", "_keep_folder"),
    ("load: assets walk", "generator.load.game", "_keep_assets"),
)
# (row, module, name): work several families share, wherever it is first asked for
SHARED_STEPS = (
    ("index: Markdown passages", "generator.check.printed", "markdown_passages"),
    ("index: game.yaml passages", "generator.check.printed", "yaml_passages"),
    ("index: CSV cell passages", "generator.check.printed_cells", "csv_passages"),
    ("index: layout text passages", "generator.check.printed_cells", "layout_passages"),
    ("layouts: parse", "generator.load.layout", "_parsed_layout"),
    ("icon YAML: parse", "generator.load.documents", "_parsed_text"),
    ("documents: placeholders", "generator.load.documents", "placeholder_calls"),
    ("words: tokens", "generator.check.words", "tokens"),
)
GENERATORS = {"markdown_passages", "yaml_passages", "csv_passages", "layout_passages"}


class Clock:
    """Exclusive CPU time per row: every moment is charged to the innermost timed call running."""

    def __init__(self) -> None:
        self.totals: dict[str, float] = defaultdict(float)
        self.stack: list[str] = []
        self.last = time.process_time()

    def _charge(self) -> None:
        now = time.process_time()
        if self.stack:
            self.totals[self.stack[-1]] += now - self.last
        self.last = now

    def timed(self, row: str, fn: Callable[..., Any], generator: bool = False) -> Callable[..., Any]:
        def run(*args: Any, **kwargs: Any) -> Any:
            if self.stack and self.stack[-1] == row:   # a recursive call: already charged to this row
                return fn(*args, **kwargs)
            self._charge()
            self.stack.append(row)
            try:
                out = fn(*args, **kwargs)
                return iter(list(out)) if generator else out   # a generator's work happens as it is read
            finally:
                self._charge()
                self.stack.pop()

        run.__wrapped__ = fn  # type: ignore[attr-defined]
        return run

    def around(self, row: str) -> "_Span":
        return _Span(self, row)


class _Span:
    def __init__(self, clock: Clock, row: str) -> None:
        self.clock, self.row = clock, row

    def __enter__(self) -> None:
        self.clock._charge()
        self.clock.stack.append(self.row)

    def __exit__(self, *_: Any) -> None:
        self.clock._charge()
        self.clock.stack.pop()


def _instrument(clock: Clock, row: str, module: str, name: str) -> None:
    """Time `module.name` wherever pnp's modules hold it by that name (`from x import name` makes copies)."""
    import importlib

    original = getattr(importlib.import_module(module), name)
    wrapper = clock.timed(row, original, generator=name in GENERATORS)
    for mod in list(sys.modules.values()):
        if getattr(mod, "__name__", "").startswith("generator") and getattr(mod, name, None) is original:
            setattr(mod, name, wrapper)


def child(folder: str) -> dict[str, Any]:
    """{game: {row: CPU seconds}} and the import row, for one content folder, measured in this (new) process."""
    os.environ["PNP_CACHE_DIR"] = ""
    start = time.process_time()
    import generator.app.cli  # noqa: F401  (what `pnp` imports first)
    from generator.app import check_pool
    from generator.core import pictures

    for name in check_pool.PRELOAD:   # what `pnp check` imports before checking (check_pool.py)
        __import__(name)
    from generator.load.discover import find_project, select

    folders = select(find_project(ROOT / folder), [])
    for name in check_pool.libraries_for(list(folders.items())):
        __import__(name)
    imports = time.process_time() - start
    pictures.REMEMBER = False
    clock = Clock()
    for row, module, name in LOAD_STEPS + SHARED_STEPS:
        _instrument(clock, row, module, name)
    from generator.check import FAMILIES, check_game
    from generator.core.errors import LoadError
    from generator.load import load_game

    for name in list(FAMILIES):
        FAMILIES._items[name] = clock.timed(f"family: {name}", FAMILIES[name])
    out: dict[str, Any] = {"imports": imports}
    with check_pool.few_collections():
        for game, path in folders.items():
            clock.totals.clear()
            begin = time.process_time()
            with clock.around("load: other (schema build, checks)"):
                try:
                    loaded = load_game(path)
                except LoadError:
                    loaded = None
            if loaded is not None:
                with clock.around("check: other (waivers, sorting)"):
                    check_game(loaded)
            rows = dict(clock.totals)
            rows["total"] = time.process_time() - begin
            out[game] = rows
    return out


def imports(top: int, runs: int) -> tuple[float, list[tuple[float, float, str]]]:
    """(total seconds, [(self s, cumulative s, module)]) of the imports of a cold `pnp check --jobs 1`, each
    number the fastest of `runs` runs."""
    probe = ("import sys\nfrom generator.app.cli import app\n"
             "try:\n    app(['check', '--jobs', '1', '--no-cache'])\nexcept SystemExit:\n    pass\n")
    best: dict[str, tuple[float, float, int]] = {}
    for _ in range(runs):
        run = subprocess.run([sys.executable, "-X", "importtime", "-c", probe], cwd=ROOT, capture_output=True,
                             text=True, env={**os.environ, "PNP_CACHE_DIR": ""})
        for line in run.stderr.splitlines():
            m = re.match(r"import time:\s+(\d+) \|\s+(\d+) \|( *)(\S+)", line)
            if m:
                own, cumulative, name = int(m[1]) / 1e6, int(m[2]) / 1e6, m[4]
                was = best.get(name, (own, cumulative, len(m[3])))
                best[name] = (min(own, was[0]), min(cumulative, was[1]), len(m[3]))
    total = sum(r[1] for r in best.values() if r[2] == 1)   # the top-level imports' cumulative times
    rows = sorted(((own, cumulative, name) for name, (own, cumulative, _) in best.items()), key=lambda r: -r[0])
    return total, rows[:top]


def bare() -> float:
    """CPU seconds of a bare `python -c pass`: the unit bench/check_cold.py's gate counts in (fastest of 5)."""
    import resource

    best = float("inf")
    for _ in range(5):
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        subprocess.run([sys.executable, "-c", "pass"], check=True)
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        best = min(best, after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime)
    return best


def table(results: dict[str, dict[str, Any]], top: int) -> list[str]:
    """Rows by their cost over every game measured, largest first, one column per shipped game and one per folder."""
    columns: list[tuple[str, dict[str, float]]] = []
    for folder, result in results.items():
        games = {g: r for g, r in result.items() if g != "imports"}
        if folder == "content":
            columns += [(g, r) for g, r in games.items()]
        total: dict[str, float] = defaultdict(float)
        for r in games.values():
            for row, t in r.items():
                total[row] += t
        columns.append((f"{folder} ({len(games)})", total))
    rows = sorted({row for _, c in columns for row in c if row != "total"},
                  key=lambda row: -sum(c.get(row, 0.0) for name, c in columns if "(" in name))
    width = max(len(r) for r in rows) + 1
    head = f"{'CPU ms':<{width}}" + "".join(f"{name[:16]:>17}" for name, _ in columns)
    out = [head, "-" * len(head)]
    for row in rows[:top] + ["total"]:
        out.append(f"{row:<{width}}" + "".join(f"{c.get(row, 0.0) * 1000:>17.1f}" for _, c in columns))
    left = len(rows) - top
    if left > 0:
        out.insert(-1, f"({left} smaller rows left out)")
    return out


def _fastest(known: Any, new: dict[str, Any]) -> dict[str, Any]:
    """Two runs' results as one: each number the smaller of the two."""
    if known is None:
        return new
    if isinstance(new, dict):
        return {k: _fastest(known.get(k), v) for k, v in new.items()}
    return min(known, new)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("folders", nargs="*", default=list(FOLDERS), help="content folders (default: %(default)s)")
    parser.add_argument("--top", type=int, default=30, help="rows of each table")
    parser.add_argument("--runs", type=int, default=3, help="runs of each folder; each row's fastest is shown")
    parser.add_argument("--child", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        json.dump(child(args.child), sys.stdout)
        return 0
    results: dict[str, dict[str, Any]] = {}
    for _ in range(args.runs):   # each row's fastest run: noise only ever adds time
        for folder in args.folders:
            run = subprocess.run([sys.executable, __file__, "--child", folder], cwd=ROOT, capture_output=True,
                                 text=True, env={**os.environ, "PNP_CACHE_DIR": ""})
            if run.returncode:
                print(run.stderr, file=sys.stderr)
                return 1
            results[folder] = _fastest(results.get(folder), json.loads(run.stdout))
    unit = bare()
    print(f"Cold check, CPU per row (exclusive time; the fastest of {args.runs} runs), games one after another; "
          f"bare `python -c pass`: {unit * 1000:.0f} ms")
    for folder, result in results.items():
        games = [g for g in result if g != "imports"]
        spent = sum(result[g]["total"] for g in games)
        print(f"  {folder}: imports before the first game {result['imports'] * 1000:.0f} ms, {len(games)} game(s) "
              f"{spent * 1000:.0f} ms")
    print()
    print("\n".join(table(results, args.top)))
    total, rows = imports(args.top, args.runs)
    print()
    print(f"Imports of a cold `pnp check --jobs 1` (python -X importtime): {total * 1000:.0f} ms in all "
          f"(importtime's own cost included)")
    print(f"{'self ms':>8} {'cumul. ms':>10}  module")
    for own, cumulative, name in rows:
        print(f"{own * 1000:>8.1f} {cumulative * 1000:>10.1f}  {name}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
