"""`pnp watch`: check and rebuild on every save, rendering only what changed.

Watches each game's folder, and pnp's own templates/ and fonts/ (an edit
there concerns every game). On a change it checks the games the change
concerns, prints the findings as `pnp check` does, and when there is no
error rebuilds them incrementally (only the units whose inputs changed). A
status line after each round says what happened and that it is waiting.

While a game builds, its progress goes to stderr as `pnp build` shows it (generator/app/progress.py:
`--progress`, `-q`). With `--serve`, output/ is also served on 127.0.0.1 (generator/app/serve.py) and each round
that wrote a game counts one more rebuild, which the served pages reload on.

Ctrl-C stops it. A build interrupted half way leaves output/<game>/ exactly as
the last complete build left it (the writer stages everything and commits a
game at once), so output/ is always whole.
"""
from __future__ import annotations

import time
from itertools import chain
from dataclasses import dataclass, replace
from pathlib import Path
from typing import AbstractSet, Callable, Iterable, Iterator, Optional

from .build import BuildSettings, build_games
from ..core.errors import GeneratorError, LoadError
from .progress import Lines, Silent
from ..load.discover import PACKAGE_ROOT
from ..render import BuildOptions
from ..render.inputs import toolchain_digest

SHARED = ("templates", "fonts")   # pnp's own folders: a change there concerns every game


@dataclass(frozen=True)
class Round:
    """What one round of checking and building did for one game."""

    game: str
    errors: int
    warnings: int
    summary: str          # 'built (1 rendered, 11 unchanged)', 'up to date', 'not built: 2 error(s)'
    seconds: float
    wrote: bool = False   # the build committed new files to output/<game>/


def affected(changes: Iterable[str], folders: dict[str, Path]) -> list[str]:
    """The games a set of changed paths concerns, in the order given (all of them for pnp's own folders)."""
    shared = [(PACKAGE_ROOT / name).resolve() for name in SHARED]
    hit: set[str] = set()
    for change in changes:
        path = Path(change).resolve()
        if any(path == root or root in path.parents for root in shared):
            return list(folders)
        hit |= {g for g, folder in folders.items() if folder.resolve() in path.parents}
    return [g for g in folders if g in hit]


def check_and_build(game: str, folder: Path, out_root: Path, options: BuildOptions, settings: BuildSettings,
                    echo: Callable[[str], None], progress: Callable[[], Lines] = Silent) -> Round:
    """Check one game, print its findings, and build it when the check finds no error (its progress shown on a
    display progress() makes, as `pnp build` shows it)."""
    from ..check import check_game
    from ..load import load_game
    from .report import as_text, problem_findings

    start = time.perf_counter()
    try:
        findings = check_game(load_game(folder)) if settings.run_check else []
    except LoadError as exc:
        findings = problem_findings(game, exc.problems)
    errors = sum(1 for f in findings if f.severity == "error")
    warnings = sum(1 for f in findings if f.severity == "warning")
    if findings:
        echo(as_text([game], findings))
    if errors:
        return Round(game, errors, warnings, f"not built: {errors} error(s)", time.perf_counter() - start)
    try:
        with progress() as shown:   # only while it builds: the findings above are printed without a live bar
            (result,) = build_games([folder], out_root, options, settings, on_step=shown.step, on_plan=shown.plan)
            shown.result(game)
    except GeneratorError as exc:
        echo(exc.render())
        return Round(game, errors, warnings, "build failed", time.perf_counter() - start)
    return Round(game, errors, warnings, result.summary, time.perf_counter() - start, result.manifest_written)


def status_line(rounds: list[Round]) -> str:
    """One line per round: each game's result and that pnp waits for the next save."""
    parts = [f"{r.game}: {r.summary} in {r.seconds:.1f} s" for r in rounds]
    stamp = time.strftime("%H:%M:%S")
    return f"[{stamp}] " + "; ".join(parts) + " | watching for changes (Ctrl-C to stop)"


def watch_paths(folders: dict[str, Path]) -> list[Path]:
    return [*folders.values(), *(PACKAGE_ROOT / name for name in SHARED if (PACKAGE_ROOT / name).is_dir())]


def watch_games(folders: dict[str, Path], out_root: Path, options: BuildOptions, settings: BuildSettings,
                echo: Callable[[str], None], changes: Optional[Iterator[AbstractSet[tuple[object, str]]]] = None, *,
                progress: Callable[[], Lines] = Silent, quiet: bool = False,
                on_round: Callable[[list[Round]], None] = lambda rounds: None) -> None:
    """Check and build every game once, then again for each batch of changes, until interrupted.

    progress() makes the display of one round's builds; quiet leaves out the status line (findings and build
    errors are still printed); on_round(rounds) is called after each round, once its files are in place."""
    if changes is None:
        from watchfiles import DefaultFilter, watch

        # watching starts before the first round (the first next() below), so a save made while it runs
        # is seen; yield_on_timeout makes that first next() return once the watcher is up
        stream: Iterator[AbstractSet[tuple[object, str]]] = watch(
            *watch_paths(folders), debounce=400, step=100, yield_on_timeout=True, rust_timeout=500,
            watch_filter=DefaultFilter(ignore_paths=[str(out_root.resolve())]))
        pending = next(stream)
    else:
        stream, pending = changes, set()

    def round_of(games: list[str]) -> None:
        fresh = replace(settings, toolchain=toolchain_digest())   # an edited template changes pnp's inputs too
        rounds = [check_and_build(g, folders[g], out_root, options, fresh, echo, progress) for g in games]
        on_round(rounds)
        if not quiet:
            echo(status_line(rounds))

    round_of(list(folders))
    for batch in chain([pending], stream):
        games = affected((path for _, path in batch), folders)
        if games:
            round_of(games)
