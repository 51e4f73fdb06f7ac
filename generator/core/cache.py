"""Where pnp remembers things between runs, and what is installed beside it.

A remembered check (app/check_cache.py), a picture already judged whole (core/pictures.py) and the hash of pnp's
own files a build starts from (render/inputs.py) are kept in
$PNP_CACHE_DIR, else $XDG_CACHE_HOME/pnp, else ~/.cache/pnp; PNP_CACHE_DIR set to nothing turns remembering
off. Each keys what it keeps on the installed libraries' versions, listed here without importing
importlib.metadata.
"""
from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import Iterable, Iterator, Optional

CACHE_ENV = "PNP_CACHE_DIR"


def cache_dir() -> Optional[Path]:
    """Where entries live; None when PNP_CACHE_DIR is set to nothing (no cache)."""
    value = os.environ.get(CACHE_ENV)
    if value is not None:
        return Path(value) if value.strip() else None
    base = os.environ.get("XDG_CACHE_HOME", "").strip()
    return (Path(base) if base else Path.home() / ".cache") / "pnp"


def installed_distributions() -> list[str]:
    """Every installed distribution with its version, as site-packages names them (PyYAML-6.0.2.dist-info):
    one directory listing, where asking importlib.metadata for each library costs a scan each."""
    names: list[str] = []
    for entry in sys.path:
        if os.path.basename(entry) in ("site-packages", "dist-packages") and os.path.isdir(entry):
            try:
                names += sorted(n for n in os.listdir(entry) if n.endswith((".dist-info", ".egg-info")))
            except OSError:
                continue
    return names


_SKIPPED_DIRS = {"__pycache__", ".git"}


def files_stamp(roots: Iterable[Path]) -> Iterator[str]:
    """Every file under the roots (caches, VCS data and .pyc left out) as "path from its root's parent\0size\0
    modification time (ns)\0", in a fixed order: what an edit or a reinstall of pnp changes, read without opening a
    file (the remembered check's key, app/check_cache.py, and the remembered toolchain digest, render/inputs.py)."""
    for root in roots:
        for dirpath, dirnames, filenames in os.walk(root):
            dirnames[:] = sorted(d for d in dirnames if d not in _SKIPPED_DIRS)
            for name in sorted(filenames):
                if not name.endswith(".pyc"):
                    path = os.path.join(dirpath, name)
                    st = os.stat(path)
                    yield f"{os.path.relpath(path, root.parent)}\0{st.st_size}\0{st.st_mtime_ns}\0"
