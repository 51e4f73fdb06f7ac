"""What `pnp build` shows while it works: per game, the units done out of those to render.

On an interactive terminal (and not in CI), a live display: one bar per game with done/total and the unit
that has been running longest. When the output is piped or captured, or in CI, one plain line per finished
unit (`commissioned: 3/12 cards-faith-1`), so a log shows what is happening and what is left. `--progress
plain|none|auto` chooses; `-q` is none. Progress goes to stderr: stdout keeps one result line per game.
"""
from __future__ import annotations

import os
import sys
import time
from types import TracebackType
from typing import TYPE_CHECKING, Callable, Optional, TextIO

if TYPE_CHECKING:   # rich is imported only when a live display is shown
    from rich.progress import TaskID

MODES = ("auto", "plain", "none")
DONE = " done"   # the suffix of the step the build reports when a unit has finished (render/pool.py)


def choose(mode: str, quiet: bool = False, stream: Optional[TextIO] = None,
           environ: Optional[dict[str, str]] = None) -> str:
    """The display to use: 'none' when quiet, 'plain' when asked or when auto finds no terminal or finds CI."""
    if quiet or mode == "none":
        return "none"
    if mode == "plain":
        return "plain"
    stream = stream if stream is not None else sys.stderr
    env = os.environ if environ is None else environ
    interactive = hasattr(stream, "isatty") and stream.isatty() and env.get("TERM") != "dumb"
    return "live" if interactive and not env.get("CI") else "plain"


class Counter:
    """Per game: units to render, units done, and the units running with the time each started."""

    def __init__(self, clock: Callable[[], float] = time.monotonic) -> None:
        self.total: dict[str, int] = {}
        self.done: dict[str, int] = {}
        self.running: dict[str, dict[str, float]] = {}
        self.clock = clock

    def plan(self, game: str, total: int) -> None:
        self.total[game], self.done[game], self.running[game] = total, 0, {}

    def step(self, game: str, name: str) -> Optional[str]:
        """Record a step; the unit's name when it is a unit that has just finished."""
        if game not in self.total:
            return None   # loading, checking, planning: before the game's units are known
        running = self.running[game]
        if name.endswith(DONE) and name[:-len(DONE)] in running:
            unit = name[:-len(DONE)]
            del running[unit]
            self.done[game] += 1
            return unit
        if name != "write":
            running.setdefault(name, self.clock())
        return None

    def slowest(self, game: str) -> str:
        """The unit of the game that has been running longest, or ''."""
        running = self.running.get(game, {})
        return min(running, key=running.__getitem__) if running else ""


class Lines:
    """One line per finished unit, for logs."""

    def __init__(self, echo: Callable[[str], None]) -> None:
        self.counter, self.echo = Counter(), echo

    def plan(self, game: str, total: int) -> None:
        self.counter.plan(game, total)

    def step(self, game: str, name: str) -> None:
        unit = self.counter.step(game, name)
        if unit is not None:
            self.echo(f"{game}: {self.counter.done[game]}/{self.counter.total[game]} {unit}")

    def result(self, game: str) -> None:
        pass

    def __enter__(self) -> "Lines":
        return self

    def __exit__(self, kind: Optional[type[BaseException]], error: Optional[BaseException],
                 tb: Optional[TracebackType]) -> None:
        pass


class Silent(Lines):
    def __init__(self) -> None:
        super().__init__(lambda text: None)


class Live(Lines):
    """A bar per game on the terminal: done/total, and the unit running longest."""

    def __init__(self) -> None:
        from rich.console import Console
        from rich.progress import BarColumn, MofNCompleteColumn, Progress, SpinnerColumn, TextColumn, \
            TimeElapsedColumn

        super().__init__(lambda text: None)
        self.progress = Progress(SpinnerColumn(), TextColumn("{task.description}"), BarColumn(),
                                 MofNCompleteColumn(), TimeElapsedColumn(), console=Console(stderr=True),
                                 transient=True)
        self.bars: dict[str, TaskID] = {}

    def _bar(self, game: str) -> TaskID:
        if game not in self.bars:
            self.bars[game] = self.progress.add_task(game, total=None)
        return self.bars[game]

    def plan(self, game: str, total: int) -> None:
        super().plan(game, total)
        self.progress.update(self._bar(game), total=total, completed=0)

    def step(self, game: str, name: str) -> None:
        super().step(game, name)
        running = self.counter.slowest(game) if game in self.counter.total else name   # else a stage: check...
        self.progress.update(self._bar(game), completed=self.counter.done.get(game, 0),
                             description=f"{game}: {running}" if running else game)

    def result(self, game: str) -> None:
        if game in self.bars:
            self.progress.remove_task(self.bars.pop(game))

    def __enter__(self) -> "Live":
        self.progress.__enter__()
        return self

    def __exit__(self, kind: Optional[type[BaseException]], error: Optional[BaseException],
                 tb: Optional[TracebackType]) -> None:
        self.progress.__exit__(kind, error, tb)


def display(mode: str, quiet: bool, echo: Callable[[str], None]) -> Lines:
    kind = choose(mode, quiet)
    return Live() if kind == "live" else Lines(echo) if kind == "plain" else Silent()
