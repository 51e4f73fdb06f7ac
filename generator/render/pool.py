"""Render units: in this process, or in a pool of processes sized to the cores.

Each unit writes its files straight into the build's staging folder through a
UnitWriter and hands back their manifest entries; the build's OutputWriter
then adopts them and commits the whole game at once. A file whose new bytes
equal the previous build's is carried over (hard link) instead of rewritten,
so its modification time says when its content last changed.

Output does not depend on where a unit ran: every renderer is deterministic
per file (fixed epochs, invariant PDFs), so a parallel build is byte-identical
to a serial one (tests/test_incremental.py).
"""
from __future__ import annotations

import hashlib
import os
import shutil
import signal
import traceback
from concurrent.futures import FIRST_COMPLETED, ProcessPoolExecutor, wait
from dataclasses import dataclass
from functools import lru_cache
from multiprocessing import get_context
from pathlib import Path
from typing import Any, Callable, Optional

from ..errors import GeneratorError, os_error
from ..load import LoadedGame, load_game
from ..write import KINDS, MANIFEST, WriteError, count_pages
from . import BuildOptions, RenderJob, load_builtin_renderers
from .units import Unit


class UnitFailed(GeneratorError):
    """A unit failed in a worker process: its error, as the worker would have printed it."""

    def __init__(self, text: str, exit_code: int, debug: str = "") -> None:
        super().__init__(text)
        self.text, self.exit_code, self.debug = text, exit_code, debug

    def render(self) -> str:
        return self.text


class WorkerBug(RuntimeError):
    """An exception that is not a GeneratorError (a bug in pnp) raised while a worker rendered a unit."""


class _RemoteTraceback(Exception):
    def __str__(self) -> str:
        return f"\n\"\"\"\n{self.args[0]}\"\"\""


@dataclass
class UnitWriter:
    """The writer one unit renders through: stages files, records entries tagged with the unit."""

    stage: Path
    final: Path
    previous: dict[str, dict[str, Any]]     # the previous manifest's entries by path
    unit: Unit

    def __post_init__(self) -> None:
        self.entries: list[dict[str, Any]] = []

    def _target(self, rel: str) -> Path:
        if not self.stage.is_dir():   # a killed build's worker that outlived it: the next build cleaned up
            raise WriteError(f"refusing to write '{rel}': this build's staging folder is gone")
        target = (self.stage / rel).resolve()
        if self.stage.resolve() not in target.parents or rel == MANIFEST:
            raise WriteError(f"refusing to write '{rel}': outside output/ or reserved")
        if any(e["path"] == Path(rel).as_posix() for e in self.entries):
            raise WriteError(f"refusing to write '{rel}' twice in one build")
        try:
            target.parent.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            raise os_error(exc, self.final / rel) from None
        return target

    def _entry(self, rel: str, data: bytes, kind: str, meta: dict[str, Any]) -> dict[str, Any]:
        return {"path": Path(rel).as_posix(), "kind": kind, "bytes": len(data), "sha256": hashlib.sha256(data).hexdigest(),
                "pages": count_pages(rel, data), **meta, "unit": self.unit.name, "inputs": self.unit.inputs}

    def write(self, rel: str, data: bytes, kind: str, **meta: Any) -> Path:
        """Stage one file; identical bytes to the previous build's file carry that file over instead."""
        if kind not in KINDS:
            raise WriteError(f"unknown output kind '{kind}'")
        target = self._target(rel)
        entry = self._entry(rel, data, kind, meta)
        try:
            if not self._link_previous(rel, entry["sha256"], target):
                target.write_bytes(data)
        except OSError as exc:
            raise os_error(exc, self.final / rel) from None
        self.entries.append(entry)
        return self.final / rel

    def staged(self, rel: str) -> Path:
        return self._target(rel)

    def record(self, rel: str, kind: str, **meta: Any) -> None:
        self.entries.append(self._entry(rel, (self.stage / rel).read_bytes(), kind, meta))

    def previous_entry(self, rel: str) -> Optional[dict[str, Any]]:
        return self.previous.get(Path(rel).as_posix())

    def keep(self, rel: str, **meta: Any) -> bool:
        """Carry the previous build's file over unchanged when it is intact; meta updates its entry."""
        old = self.previous_entry(rel)
        try:
            if old is None or not self._link_previous(rel, old.get("sha256"), self._target(rel)):
                return False
        except OSError as exc:
            raise os_error(exc, self.final / rel) from None
        self.entries.append({**old, **meta, "unit": self.unit.name, "inputs": self.unit.inputs})
        return True

    def _link_previous(self, rel: str, sha: object, target: Path) -> bool:
        old, source = self.previous_entry(rel), self.final / rel
        if old is None or old.get("sha256") != sha or not source.is_file() or source.is_symlink():
            return False
        if source.stat().st_size != old.get("bytes") or hashlib.sha256(source.read_bytes()).hexdigest() != sha:
            return False
        try:
            os.link(source, target)
        except OSError:
            shutil.copy2(source, target)
        return True


@dataclass(frozen=True)
class UnitTask:
    """What a worker needs to render one unit (all picklable)."""

    folder: Path
    options: BuildOptions
    unit: Unit
    stage: Path
    final: Path
    previous: dict[str, dict[str, Any]]
    built: tuple[dict[str, Any], ...] = ()   # entries of the files earlier phases made (documents read them)


@lru_cache(maxsize=2)
def _game_in_worker(folder: Path, options: BuildOptions) -> LoadedGame:
    """The game as the build saw it, print-shop preset applied: loaded once per worker (a worker lives for
    one phase of one game's build, so the folder cannot have been read for another build)."""
    from .exports.shops import with_preset

    return with_preset(load_game(folder), options)[0]


def render_unit(task: UnitTask, loaded: Optional[LoadedGame] = None) -> list[dict[str, Any]]:
    """Render one unit into the staging folder; the manifest entries of the files it made."""
    if loaded is None:   # in a worker
        loaded = _game_in_worker(task.folder, task.options)
    renderers = load_builtin_renderers()
    render = dict(zip(renderers.names(), renderers.values()))[task.unit.renderer]
    writer = UnitWriter(task.stage, task.final, task.previous, task.unit)
    render(RenderJob(loaded, task.options, writer, part=task.unit.part,   # type: ignore[arg-type]
                     digest=task.unit.inputs[:8], built=task.built))
    return writer.entries


def _in_worker(task: UnitTask) -> tuple[str, Any]:
    try:
        return "ok", render_unit(task)
    except GeneratorError as exc:
        return "error", (exc.render(), exc.exit_code, traceback.format_exc())
    except Exception as exc:   # a bug: carried back with its traceback for --debug
        return "bug", (f"{type(exc).__name__}: {exc}", traceback.format_exc())


def _quiet_worker() -> None:
    signal.signal(signal.SIGINT, signal.SIG_IGN)   # Ctrl-C is the parent's to handle; it stops the pool


def _heavy(unit: Unit, loaded: LoadedGame, options: BuildOptions) -> bool:
    """Whether a unit is worth a process of its own: starting a worker costs more than a small deck takes to
    draw, or a renderer that finds nothing to draw for this game. (An estimate: it only decides how many
    processes a phase gets, never what they make.)"""
    game = loaded.game
    amount = {"rulebook": (loaded.folder / "rulebook.md").is_file(), "quickref": (loaded.folder / "quickref.md").is_file(),
              "maps": bool(game.maps), "grids": bool(game.grids), "boards": bool(game.boards), "pads": bool(game.pads),
              "tokens": True, "png": True, "tts": True, "shop": options.preset is not None}
    if unit.renderer == "cards":
        return sum(c.count for d in game.decks if d.id == unit.part for c in d.cards) > 200
    return bool(amount.get(unit.renderer, True))


def workers_for(units: list[Unit], loaded: LoadedGame, options: BuildOptions) -> int:
    """Processes to use: one per core, no more than there are heavy units; 1 means render in this process
    (a phase with one heavy unit, such as one edited deck beside its documents, finishes sooner here)."""
    heavy = sum(1 for u in units if _heavy(u, loaded, options))
    return max(1, min(os.cpu_count() or 1, heavy if heavy > 1 else 1))


def _context() -> Any:
    """Workers fork from a server that has imported the renderers once (preload.py)."""
    context = get_context("forkserver")
    context.set_forkserver_preload(["generator.render.preload"])
    return context


def run_units(tasks: list[UnitTask], loaded: LoadedGame, *, workers: int,
              on_done: Callable[[Unit], None] = lambda unit: None) -> list[dict[str, Any]]:
    """Render every task; entries in task order whatever order they finished in."""
    if workers <= 1 or len(tasks) <= 1:
        out: list[dict[str, Any]] = []
        for task in tasks:
            out += render_unit(task, loaded)
            on_done(task.unit)
        return out
    pool = ProcessPoolExecutor(max_workers=workers, mp_context=_context(),
                               initializer=_quiet_worker)
    try:
        futures = [pool.submit(_in_worker, task) for task in tasks]
        pending = set(futures)
        while pending:
            done, pending = wait(pending, return_when=FIRST_COMPLETED)
            for future in done:
                status, value = future.result()
                if status == "error":
                    raise UnitFailed(value[0], value[1], value[2])
                if status == "bug":   # the worker's traceback is the cause, shown with --debug
                    raise WorkerBug(f"{value[0]} (in a build worker)") from _RemoteTraceback(value[1])
                on_done(tasks[futures.index(future)].unit)
        return [entry for future in futures for entry in future.result()[1]]
    except BaseException:   # an error or Ctrl-C: stop the other units now rather than let them finish
        for process in list(getattr(pool, "_processes", {}).values()):
            process.terminate()
        raise
    finally:
        pool.shutdown(wait=True, cancel_futures=True)
