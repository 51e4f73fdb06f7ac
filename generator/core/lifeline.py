"""Processes pnp starts end when the process that started them ends, however it ended (kill -9 included).

A build renders in workers forked from a forkserver (render/pool.py) and `pnp check` forks workers of its
own (check_pool.py). Python stops such a worker only when it next talks to its parent, so a worker in the
middle of a long unit went on rendering into the staging folder for many seconds after `kill -9` of pnp,
and a forkserver could outlive it. Each of them calls die_with_parent() as it starts:

- on Linux, prctl(PR_SET_PDEATHSIG, SIGKILL): the kernel kills the process the moment its parent ends;
- elsewhere, a daemon thread that notices the parent is gone (the process is handed to another parent)
  within half a second and ends the process.

Either way a parent that died before the call was made is caught too: the process compares its parent
with the one it was started by and ends at once if they differ.

The resource tracker multiprocessing starts needs nothing: it ends by itself when the last process holding
its pipe (pnp, the forkserver, the workers) is gone.
"""
from __future__ import annotations

import os
import sys
import threading
import time
from typing import Optional

PARENT_ENV = "PNP_FORKSERVER_PARENT"   # pnp's pid, set before its forkserver starts (render/pool.py)
_PR_SET_PDEATHSIG = 1
_WATCH_SECONDS = 0.5


def die_with_parent(parent: Optional[int] = None) -> str:
    """End this process when `parent` (default: its parent now) ends; how it is done ('signal' or 'watch')."""
    expected = os.getppid() if parent is None else parent
    how = "watch"
    if sys.platform.startswith("linux") and _death_signal():
        how = "signal"
    else:
        threading.Thread(target=_watch, args=(expected,), name="pnp-parent-watch", daemon=True).start()
    if os.getppid() != expected:   # the parent died before the signal or the watch was in place
        os._exit(1)
    return how


def _death_signal() -> bool:
    import ctypes
    import signal

    try:
        libc = ctypes.CDLL(None, use_errno=True)
        return libc.prctl(_PR_SET_PDEATHSIG, int(signal.SIGKILL), 0, 0, 0) == 0
    except (OSError, AttributeError):
        return False


def _watch(parent: int) -> None:
    while True:
        time.sleep(_WATCH_SECONDS)
        if os.getppid() != parent:
            os._exit(1)


_FORKSERVER: list[int] = []


def forkserver_started() -> None:
    """Called as the forkserver imports its preload: tie it to pnp, and remember its pid for the workers."""
    parent = os.environ.get(PARENT_ENV, "")
    if parent.isdigit() and int(parent) != os.getpid():
        die_with_parent(int(parent))
        _FORKSERVER[:] = [os.getpid()]


def worker_started() -> None:
    """Called as a build worker starts (forked by the forkserver): tie it to the forkserver, which is tied to pnp."""
    die_with_parent(_FORKSERVER[0] if _FORKSERVER else None)
