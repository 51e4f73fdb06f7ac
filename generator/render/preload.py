"""What a build worker's parent process (the forkserver) imports once, so that every worker forked from it
starts with the renderers and their libraries loaded instead of importing them again (about half a
second each). Imported only by the forkserver (pool.py); nothing here runs in `pnp check`."""
from __future__ import annotations

import contextlib

from ..lifeline import forkserver_started

forkserver_started()   # first: the forkserver ends with pnp, even when pnp is killed while this imports

from . import load_builtin_renderers  # noqa: E402
from . import pool  # noqa: F401,E402  (what a worker runs)

load_builtin_renderers()
with contextlib.suppress(Exception):   # a machine without Pango: the document unit reports it when it runs
    import weasyprint  # noqa: F401
