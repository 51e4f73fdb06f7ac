"""What a build worker's parent process (the forkserver) imports once, so that every worker forked from it
starts with the renderers and their libraries loaded instead of importing them again (about half a
second each). Imported only by the forkserver (pool.py); nothing here runs in `pnp check`."""
from __future__ import annotations

import contextlib
import signal

# First of all: Ctrl-C and SIGTERM are pnp's to handle (it stops the pool); a forkserver interrupted while it
# imports would print a traceback after pnp's own message. pnp starts it with both blocked (pool._context),
# so one sent before this line is discarded here, not raised. The workers inherit these settings.
for _sig in (signal.SIGINT, signal.SIGTERM):
    signal.signal(_sig, signal.SIG_IGN)
signal.pthread_sigmask(signal.SIG_UNBLOCK, {signal.SIGINT, signal.SIGTERM})

from ..core.lifeline import forkserver_started  # noqa: E402

forkserver_started()   # the forkserver ends with pnp, even when pnp is killed while this imports

from . import load_builtin_renderers  # noqa: E402
from . import pool  # noqa: F401,E402  (what a worker runs)

load_builtin_renderers()
with contextlib.suppress(Exception):   # a machine without Pango: the document unit reports it when it runs
    import weasyprint  # noqa: F401
