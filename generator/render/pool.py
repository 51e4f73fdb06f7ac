"""Render units: in this process, or in a pool of processes sized to the cores.

Each unit writes its files straight into the build's staging folder through a
UnitWriter and hands back their manifest entries; the build's OutputWriter
then adopts them and commits the whole game at once. A file whose new bytes
equal the previous build's is carried over (hard link) instead of rewritten,
so its modification time says when its content last changed.

Output does not depend on where a unit ran: every renderer is deterministic
per file (fixed epochs, invariant PDFs), so a parallel build is byte-identical
to a serial one (tests/render/test_incremental.py).
"""
from __future__ import annotations

import dataclasses
import errno
import hashlib
import os
import shutil
import signal
import traceback
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import TYPE_CHECKING, Any, Callable, Optional

from ..core.errors import GeneratorError, os_error
from ..load import LoadedGame, load_game
from ..write.manifest import KINDS, MANIFEST, count_pages
from ..write.writer import WriteError
from . import BuildOptions, RenderJob, load_builtin_renderers
from .units import Unit
from ..model.edition import document_file

if TYPE_CHECKING:   # the process machinery (about 10 ms to import) only when a build renders in a pool
    from concurrent.futures import ProcessPoolExecutor


class UnitFailed(GeneratorError):
    """A unit failed in a worker process: its error, as the worker would have printed it."""

    def __init__(self, text: str, exit_code: int, debug: str = "") -> None:
        super().__init__(text)
        self.text, self.exit_code, self.debug = text, exit_code, debug

    def render(self) -> str:
        return self.text


class WorkerDied(GeneratorError):
    """A worker process ended abruptly (the kernel's OOM killer, a signal)."""


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
    content: str = ""                        # the game folder's content hash when the build planned it
    findings: tuple[Any, ...] = ()           # the build's check findings (units that read outputs: the gallery)
    check: str = "build"
    language: str = ""                       # an edition's language ('': the source)


class GameChanged(GeneratorError):
    """A game's files changed while it was being built: its units would mix two versions."""


@lru_cache(maxsize=8)
def _game_in_worker(folder: Path, options: BuildOptions, content: str, language: str = "") -> LoadedGame:
    """The game as the build saw it, print-shop preset applied, loaded once per worker (a worker lives for
    one build). A folder that no longer hashes as the build planned it was edited meanwhile: stop."""
    from ..write.manifest import content_hash
    from .exports.shops import with_preset

    if content and content_hash(folder) != content:
        raise GameChanged(f"{folder.name}: its files changed while it was being built; nothing of this build "
                          "was written for it", "run the build again (pnp watch rebuilds on every save)")
    loaded = with_preset(load_game(folder), options)[0]
    if language:
        from ..model.localize import localize

        loaded = dataclasses.replace(loaded, game=localize(loaded.game, language))
    return loaded


def render_unit(task: UnitTask, loaded: Optional[LoadedGame] = None) -> list[dict[str, Any]]:
    """Render one unit into the staging folder; the manifest entries of the files it made.

    An OSError a renderer meets (a full disk, a file-size limit, often in a temporary file WeasyPrint writes)
    becomes the same located exit-2 error in this process and in a worker."""
    try:
        return _render_unit(task, loaded)
    except OSError as exc:
        raise unit_os_error(exc, task.unit.name) from None


def unit_os_error(exc: OSError, unit: str) -> GeneratorError:
    full = exc.errno in (errno.ENOSPC, errno.EDQUOT, errno.EFBIG, errno.EROFS)
    return os_error(exc, None, "write" if full or exc.filename is None else "use", during=f"rendering {unit}")


def _render_unit(task: UnitTask, loaded: Optional[LoadedGame]) -> list[dict[str, Any]]:
    if loaded is None:   # in a worker
        loaded = _game_in_worker(task.folder, task.options, task.content, task.language)
    renderers = load_builtin_renderers()
    render = dict(zip(renderers.names(), renderers.values()))[task.unit.renderer]
    writer = UnitWriter(task.stage, task.final, task.previous, task.unit)
    render(RenderJob(loaded, task.options, writer, part=task.unit.part,
                     digest=task.unit.inputs[:8], built=task.built, findings=task.findings,
                     check=task.check))
    return writer.entries


def _in_worker(task: UnitTask) -> tuple[str, Any]:
    try:
        return "ok", render_unit(task)
    except GeneratorError as exc:
        return "error", (exc.render(), exc.exit_code, traceback.format_exc())
    except Exception as exc:   # a bug: carried back with its traceback for --debug
        return "bug", (f"{type(exc).__name__}: {exc}", traceback.format_exc())


def _quiet_worker(scratch: str = "") -> None:
    from ..core.lifeline import worker_started

    if scratch:   # the worker's temporary files (WeasyPrint's font copies, about 6 MB a worker) go where the
        import tempfile   # build removes them: a worker ends without running their cleanup, and they piled up

        tempfile.tempdir = scratch
    worker_started()   # a worker ends with its build, even a build killed with kill -9 (lifeline.py)
    for sig in (signal.SIGINT, signal.SIGTERM):   # the parent's to handle: it stops the pool (SIGKILL)
        signal.signal(sig, signal.SIG_IGN)


def _heavy(unit: Unit, loaded: LoadedGame, options: BuildOptions) -> bool:
    """Whether a unit is worth a process of its own: starting a worker costs more than a small deck takes to
    draw, or a renderer that finds nothing to draw for this game. (An estimate: it only decides how many
    processes a phase gets, never what they make.)"""
    game = loaded.game
    amount = {"rulebook": (loaded.folder / document_file("rulebook", game.edition)).is_file(),
              "quickref": (loaded.folder / document_file("quickref", game.edition)).is_file(),
              "maps": bool(game.maps), "grids": bool(game.grids), "boards": bool(game.boards), "pads": bool(game.pads),
              "tokens": True, "png": True, "tts": True, "shop": options.preset is not None,
              "report": False}   # the designer's report: hundredths of a second, never worth a process
    if unit.renderer == "cards" or unit.renderer == "gallery" and unit.part:
        return sum(c.count for d in game.decks if d.id == unit.part for c in d.cards) > 200
    return bool(amount.get(unit.renderer, True))


def workers_for(units: list[Unit], loaded: LoadedGame, options: BuildOptions) -> int:
    """Processes to use: one per core, no more than there are heavy units; 1 means render in this process
    (a phase with one heavy unit, such as one edited deck beside its documents, finishes sooner here)."""
    heavy = sum(1 for u in units if _heavy(u, loaded, options))
    return max(1, min(os.cpu_count() or 1, heavy if heavy > 1 else 1))


def _context() -> Any:
    """Workers fork from a server that has imported the renderers once (preload.py)."""
    from multiprocessing import forkserver, get_context, resource_tracker

    from ..core.lifeline import PARENT_ENV

    os.environ[PARENT_ENV] = str(os.getpid())   # the forkserver ties itself to this process (lifeline.py)
    context = get_context("forkserver")
    context.set_forkserver_preload(["generator.render.preload"])
    # started here with SIGINT and SIGTERM blocked, which it inherits: one that reaches it (a terminal's Ctrl-C
    # goes to the whole process group) before its preload ignores them is dropped, not a traceback; here a
    # signal sent meanwhile is only held back until the unblock
    stop = {signal.SIGINT, signal.SIGTERM}
    resource_tracker.ensure_running()   # first: starting it unblocks both signals again
    old = signal.pthread_sigmask(signal.SIG_BLOCK, stop)
    try:
        forkserver.ensure_running()
    finally:
        signal.pthread_sigmask(signal.SIG_SETMASK, old)
    return context


@dataclass
class GameWork:
    """One game's rendering: its units in phases (each phase may start once the one before is done, since
    a document of a later phase reads the files of the earlier ones), the writer they stage into, and what
    to call when the last phase is done (the game's commit)."""

    loaded: LoadedGame
    options: BuildOptions
    writer: Any                          # the game's OutputWriter
    previous: dict[str, dict[str, Any]]  # the previous manifest's entries by path
    phases: list[list[Unit]]
    finish: Callable[["GameWork"], None]
    on_step: Callable[[str], None] = lambda name: None
    adopt: Callable[[Any, list[dict[str, Any]]], None] = lambda writer, entries: writer.entries.extend(entries)
    content: str = ""                    # the game folder's content hash as planned
    findings: tuple[Any, ...] = ()       # the check's findings, for the units that read outputs (the gallery)
    check: str = "build"                 # which check the findings are of (RenderJob.check)
    language: str = ""                   # an edition's language ('': the source)

    def task(self, unit: Unit) -> UnitTask:
        built = tuple(self.writer.entries) if unit.reads_outputs else ()
        findings = self.findings if unit.reads_outputs else ()
        return UnitTask(self.loaded.folder, self.options, unit, self.writer.stage, self.writer.final,
                        self.previous, built, self.content, findings, self.check, self.language)


def run_games(works: list[GameWork], *, workers: int) -> None:
    """Render every game's phases, each game finished (committed) as soon as its last phase is done.

    With one worker everything renders here, game after game. With more, one pool serves every game:
    while a game's documents wait for its other files, the next game's units keep the other cores busy.
    """
    if workers <= 1:
        for work in works:
            for group in work.phases:
                for unit in group:
                    work.on_step(unit.name)
                    work.adopt(work.writer, render_unit(work.task(unit), work.loaded))
                    work.on_step(f"{unit.name} done")
            work.finish(work)
        return
    import shutil
    import tempfile
    from concurrent.futures import ProcessPoolExecutor
    from concurrent.futures.process import BrokenProcessPool

    scratch = tempfile.mkdtemp(prefix="pnpw-")   # short: a socket path under it must stay within AF_UNIX's 108
    pool = ProcessPoolExecutor(max_workers=workers, mp_context=_context(), initializer=_quiet_worker,
                               initargs=(scratch,))
    try:
        _schedule(pool, works, workers)
    except BrokenProcessPool:
        raise WorkerDied("a build worker stopped without a word (killed, or out of memory); nothing of the "
                         "unfinished games was written", "run again; with --jobs 1 pnp renders in its own "
                         "process, which uses less memory") from None
    except BaseException:   # an error or Ctrl-C: stop the other units now rather than let them finish
        for process in list(getattr(pool, "_processes", {}).values()):
            process.kill()   # workers ignore SIGTERM (a signal to the process group is pnp's to handle)
        raise
    finally:
        pool.shutdown(wait=True, cancel_futures=True)
        shutil.rmtree(scratch, ignore_errors=True)


# The order ready units are handed to free workers: the long poles first, so that no document is left to
# render alone on one core at the end while the other cores idle.
FIRST = ("rulebook", "quickref", "maps", "grids", "tokens", "boards", "pads")


def _priority(unit: Unit) -> int:
    return FIRST.index(unit.renderer) if unit.renderer in FIRST else len(FIRST)


def _schedule(pool: ProcessPoolExecutor, works: list[GameWork], slots: int) -> None:
    from concurrent.futures import FIRST_COMPLETED, wait

    running: dict[Any, tuple[GameWork, Unit]] = {}
    ready: list[tuple[int, int, int, GameWork, Unit]] = []   # (priority, game order, unit order, ...)
    done_units: dict[int, dict[str, list[dict[str, Any]]]] = {}
    phase_of = {id(w): 0 for w in works}
    order = {id(w): i for i, w in enumerate(works)}

    def start(work: GameWork) -> None:
        while phase_of[id(work)] < len(work.phases) and not work.phases[phase_of[id(work)]]:
            phase_of[id(work)] += 1
        if phase_of[id(work)] == len(work.phases):
            work.finish(work)
            return
        done_units[id(work)] = {}
        for n, unit in enumerate(work.phases[phase_of[id(work)]]):
            ready.append((_priority(unit), order[id(work)], n, work, unit))
        ready.sort(key=lambda r: r[:3])

    def hand_out() -> None:   # one task per free worker, so a unit made ready later can still go first
        while ready and len(running) < slots:
            _, _, _, work, unit = ready.pop(0)
            work.on_step(unit.name)
            running[pool.submit(_in_worker, work.task(unit))] = (work, unit)

    for work in works:
        start(work)
    hand_out()
    while running:
        finished, _ = wait(list(running), return_when=FIRST_COMPLETED)
        for future in finished:
            work, unit = running.pop(future)
            status, value = future.result()
            if status == "error":
                raise UnitFailed(value[0], value[1], value[2])
            if status == "bug":   # the worker's traceback is the cause, shown with --debug
                raise WorkerBug(f"{value[0]} (in a build worker)") from _RemoteTraceback(value[1])
            work.on_step(f"{unit.name} done")
            results = done_units[id(work)]
            results[unit.name] = value
            group = work.phases[phase_of[id(work)]]
            if len(results) == len(group):   # the phase is done: its files in plan order, then the next phase
                for member in group:
                    work.adopt(work.writer, results[member.name])
                phase_of[id(work)] += 1
                start(work)
        hand_out()
