"""Checking several games side by side: forked processes, one per core, each checking its share.

`pnp check` of several games spends a quarter of a second starting (Python, typer, pnp's modules) and
then about a tenth of a second per game loading and checking it. The games are independent, so on a
machine with two cores or more their checks run at once: the process imports what a check needs,
forks a worker per extra core, checks its own share of the games, and reads the workers' findings back
through pipes (pickled).

Nothing a user sees depends on where a game was checked:

- findings are gathered in the games' order, as a serial check gives them;
- a worker never reports an error of its own: when a game's check raises (an engine that must stop the
  whole command, a bug in pnp) or a worker dies without answering (killed, out of memory), the games it
  did not answer for are checked again in this process, in order, so the error is raised here exactly as
  a serial check would raise it;
- where fork is missing or unsafe (Windows, macOS, a process that already runs threads, such as
  `pnp watch`), or one core or one game is all there is, every game is checked in this process.

Engine code runs in the workers as it would here (its guards, time limit and output capture are set up
per check, inside the process that checks).
"""
from __future__ import annotations

import gc
import os
import pickle
import sys
import threading
from contextlib import contextmanager
from importlib import import_module
from pathlib import Path
from typing import Any, Callable, Iterator, Optional, TypeVar

Result = TypeVar("Result")
Job = tuple[str, Path]

# pnp's own modules every check needs, imported once before forking so no worker imports them again. The
# libraries a check imports only for some games are imported before forking only when the games to check
# need them (libraries_for: markdown-it for documents); a check that never needs them never loads them
# (tests/meta/test_meta.py). jinja2 is left to each process that meets a template only Jinja can judge.
PRELOAD = ("generator.check", "generator.load", "generator.load.discover", "generator.model.supply",
           "generator.app.report")


def libraries_for(jobs: list[Job]) -> tuple[str, ...]:
    """The libraries some process will import for these games, imported once before forking so that no two
    processes import them each (about 25 ms of CPU apiece): markdown-it when a game has a rulebook.md or
    quickref.md (the printed-text index reads every one). Jinja, which only a template the scanner cannot
    vouch for needs, is left to the process that meets one."""
    from ..load.documents import DOCUMENTS, document_path

    has_document = any(document_path(folder, name).is_file() for _, folder in jobs for name in DOCUMENTS)
    return ("markdown_it",) if has_document else ()   # the answer for a game no worker checked: this process checks it, in order


def workers_for(games: int, jobs: Optional[int] = None) -> int:
    """How many processes check `games` games: `jobs` when given, else one per usable core; 1 when forking is unsafe."""
    if games < 2 or not _can_fork():
        return 1
    if jobs is None:
        try:
            jobs = len(os.sched_getaffinity(0))
        except AttributeError:   # not on every system
            jobs = os.cpu_count() or 1
    return max(1, min(jobs, games))


def _can_fork() -> bool:
    # macOS forbids many system libraries after fork without exec; threads do not survive a fork.
    return hasattr(os, "fork") and sys.platform.startswith("linux") and threading.active_count() == 1


def shares(weights: list[int], workers: int) -> list[list[int]]:
    """The job indexes split into `workers` shares of about equal weight (heaviest first to the lightest share)."""
    out: list[list[int]] = [[] for _ in range(workers)]
    load = [0] * workers
    for i in sorted(range(len(weights)), key=lambda k: (-weights[k], k)):
        w = min(range(workers), key=lambda k: (load[k], len(out[k]), k))
        out[w].append(i)
        load[w] += weights[i]
    return [sorted(s) for s in out if s]


_UNREAD = {"__pycache__", "icons", "art", "output"}   # pictures: the check reads their names, not their bytes


def folder_weight(folder: Path) -> int:
    """The bytes of what a check reads of a game (its data, documents, decks, layouts and engine): a fair
    guess at how long its check takes."""
    total = 0
    for root, dirs, files in os.walk(folder):
        dirs[:] = [d for d in dirs if d not in _UNREAD]
        for name in files:
            try:
                total += os.stat(os.path.join(root, name)).st_size
            except OSError:
                pass
    return total


# A check allocates a few hundred thousand objects (the model, tokens, passages, findings) that live until the
# game is done, and almost no reference cycles: with Python's default threshold (a young collection every 700
# allocations, older ones in turn) the collector ran about 260 times in a cold check of the four shipped games
# and cost about a tenth of its CPU time, walking objects that were never garbage. A young collection walks every
# young object still alive, so each one still cost about 0.3 us a live object: at 50,000 it came once a game or two,
# mid-check, about 16 ms in each process (600 to 1,600 objects freed), and once more as the thresholds were given
# back, walking what the check left alive (the caches, the findings). 200,000 lets a shipped game's check (about
# 35,000 to 60,000 new objects alive at its end) run without one, and a cycle made in a loop (an engine rule's) is
# still collected.
_YOUNG_THRESHOLD = 200_000
# Objects moved to the oldest generation that way are not counted by the collector's own measure of when a full
# collection is due, so a process that checks again and again (`pnp watch`, a test run) collects fully itself once
# about this many have been moved since it last did: the cycles among them (600 to 9,000 objects a check) are
# freed, never left to pile up.
_FULL_AFTER = 1_000_000
_MOVED = [0]


@contextmanager
def few_collections() -> Iterator[None]:
    """While checking: the objects alive now (pnp's and its libraries' modules) are set aside for good
    (gc.freeze), and a young collection waits for 200,000 new objects instead of 700. Cycles are still
    collected, only less often. After: the objects the check made that are still alive join the oldest
    generation without a walk (freeze, then unfreeze, move whole lists), so giving the thresholds back does not
    set off a young collection of all of them at once (a `pnp check` ends soon after); a full collection, when
    one comes or once a million objects have been moved so (_FULL_AFTER), frees any cycle among them."""
    old = gc.get_threshold()
    gc.freeze()
    gc.set_threshold(max(old[0], _YOUNG_THRESHOLD), *old[1:])
    try:
        yield
    finally:
        _MOVED[0] += gc.get_count()[0]
        gc.freeze()
        gc.set_threshold(*old)
        gc.unfreeze()
        if _MOVED[0] > _FULL_AFTER:
            _MOVED[0] = 0
            gc.collect()


_FREEZE_AT_EXIT: list[bool] = []


def freeze_at_exit() -> None:
    """When the process ends, set aside every object still alive (gc.freeze) before the interpreter's last
    collections run: they walk every object tracked (the modules, the games' data, what the caches hold), all of
    which reference counting frees anyway, which cost about 35 ms of CPU at the end of a cold `pnp check` of the
    four shipped games (4% of it). Only at exit: a long-lived process (`pnp watch`, a test run) collects as
    usual until then. Registered once per process."""
    if not _FREEZE_AT_EXIT:
        import atexit

        atexit.register(gc.freeze)
        _FREEZE_AT_EXIT.append(True)


def check_all(jobs: list[Job], check: Callable[[str, Path], Result], workers: int) -> list[Result]:
    """check(game_id, folder) for every job, in the jobs' order; `workers` processes share the work."""
    freeze_at_exit()
    with few_collections():
        return _check_all(jobs, check, workers)


def _check_all(jobs: list[Job], check: Callable[[str, Path], Result], workers: int) -> list[Result]:
    if workers < 2 or len(jobs) < 2:
        return [check(*job) for job in jobs]
    libraries = libraries_for(jobs)
    for name in PRELOAD + libraries:
        import_module(name)
    if "markdown_it" in libraries:   # and its parser made once, not once per process (about 1 ms apiece)
        from ..check.printed import block_parser

        block_parser()
    parts = shares([folder_weight(folder) for _, folder in jobs], workers)
    children: list[tuple[int, int, list[int]]] = []
    answers: dict[int, Result] = {}   # a game missing here (a worker's error or death) is checked again below
    try:
        for part in parts[1:]:
            children.append(_fork(jobs, part, check))
        for i in parts[0]:
            try:
                answers[i] = check(*jobs[i])
            except Exception:
                break   # checked again below, in order, so an earlier game's error still comes first
        for pid, fd, part in children:
            got = _collect(pid, fd)
            answers.update((i, got[i]) for i in part if i in got)
        children = []
    finally:
        for pid, fd, _ in children:   # this process was interrupted: stop the workers, leave no zombie
            _stop(pid, fd)
    out: list[Result] = []
    for i, job in enumerate(jobs):
        out.append(answers[i] if i in answers else check(*job))
    return out


def _fork(jobs: list[Job], part: list[int], check: Callable[[str, Path], Result]) -> tuple[int, int, list[int]]:
    read, write = os.pipe()
    parent = os.getpid()
    pid = os.fork()
    if pid == 0:   # the worker: check its share, send what it found, and leave without running any cleanup
        code = 0
        try:
            from ..core.lifeline import die_with_parent

            die_with_parent(parent)   # a check killed with kill -9 takes its workers with it (lifeline.py)
            os.close(read)
            answers: dict[int, object] = {}
            for i in part:
                try:
                    answers[i] = check(*jobs[i])
                except Exception:
                    break   # the parent checks this game and the rest again, and raises the error itself
            data = pickle.dumps(answers, protocol=pickle.HIGHEST_PROTOCOL)
            with os.fdopen(write, "wb") as pipe:
                pipe.write(data)
        except BaseException:   # Ctrl-C, a failed pickle or write: the parent redoes what is missing
            code = 1
        finally:
            os._exit(code)
    os.close(write)
    return pid, read, part


def _collect(pid: int, fd: int) -> dict[int, Any]:
    """A worker's answers (unpickled: the check's results); {} when it died or sent something unreadable."""
    chunks = []
    try:
        with os.fdopen(fd, "rb") as pipe:
            while True:
                chunk = pipe.read(1 << 16)
                if not chunk:
                    break
                chunks.append(chunk)
    finally:
        _, status = os.waitpid(pid, 0)
    if not os.WIFEXITED(status) or os.WEXITSTATUS(status) != 0:
        return {}
    try:
        answers = pickle.loads(b"".join(chunks))
    except Exception:
        return {}
    return answers if isinstance(answers, dict) else {}


def _stop(pid: int, fd: int) -> None:
    import signal

    try:
        os.kill(pid, signal.SIGKILL)
    except OSError:
        pass
    try:
        os.close(fd)
    except OSError:
        pass
    try:
        os.waitpid(pid, 0)
    except OSError:
        pass
