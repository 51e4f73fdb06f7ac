"""Builds that every test process of one run shares: under pytest-xdist (`make test` runs the suite on every
core) each worker would otherwise render the same shipped documents and boards again.

`once(root, key, build)` runs `build(folder)` the first time any worker asks for `key` and hands every later
caller, in any worker, the same folder. A lock file serialises the first build; a marker written after it
says the folder is whole. `root` is shared by the workers of one run only (`shared_root`), never across runs.
"""
from __future__ import annotations

import os
from pathlib import Path
from typing import Callable

try:
    import fcntl
except ImportError:   # not on Windows: each process builds its own
    fcntl = None  # type: ignore[assignment]


def shared_root(tmp_path_factory) -> Path:
    """A folder all workers of this run see (the parent of each worker's base temp under xdist), else this
    process's own."""
    base = tmp_path_factory.getbasetemp()
    shared = os.environ.get("PYTEST_XDIST_WORKER") and fcntl is not None
    root = (base.parent if shared else base) / "shared-builds"
    root.mkdir(parents=True, exist_ok=True)
    return root


def once(root: Path, key: str, build: Callable[[Path], None]) -> Path:
    """The folder `build` filled for `key`, built by whichever process asked first."""
    folder = root / key
    done = root / f"{key}.done"
    if done.exists():
        return folder
    root.mkdir(parents=True, exist_ok=True)
    with open(root / f"{key}.lock", "w") as lock:
        if fcntl is not None:
            fcntl.flock(lock, fcntl.LOCK_EX)
        try:
            if not done.exists():
                folder.mkdir(parents=True, exist_ok=True)
                build(folder)
                done.write_text("whole\n")
        finally:
            if fcntl is not None:
                fcntl.flock(lock, fcntl.LOCK_UN)
    return folder
