"""Paths the data names stay inside the game folder: no absolute paths, no '..', no symlink that leads out.

A deck's `file:`, a layout name, an icon or a picture is a path the game's
data chooses; pnp only ever opens it when its real location (symlinks
followed) lies inside the game folder (or pnp's own templates/ and fonts/).
Refusals are PATH001 at the line that named the path, and never show any
content of the file outside.
"""
from __future__ import annotations

import errno
import re
from pathlib import Path, PurePosixPath
from typing import Optional

NAME_RE = re.compile(r"^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}\Z")   # a layout name: one file name, no folders
HINT = "name a file inside the game's folder, with a relative path and no '..' (see docs/safety.md)"


def inside(root: Path, path: Path) -> bool:
    """True when path's real location (symlinks followed) is root or lies under it."""
    try:
        real, top = path.resolve(), root.resolve()
    except (OSError, RuntimeError):   # a symlink loop
        return False
    return real == top or top in real.parents


def is_loop(path: Path) -> bool:
    """True when following `path`'s symlinks never ends (a -> b -> a): resolve() raises RuntimeError before
    Python 3.13, OSError (ELOOP) from 3.13."""
    try:
        path.resolve(strict=False)
    except RuntimeError:
        return True
    except OSError as exc:
        return exc.errno == errno.ELOOP
    return False


def link_problem(root: Path, path: Path) -> Optional[str]:
    """Why the symlink `path` may not be followed ('is a symlink loop...', '...leads outside...'), or None."""
    if is_loop(path):
        return "is a symlink loop (following it leads back to itself, never to a file)"
    if not inside(root, path):
        return "is a symlink that leads outside the game's folder"
    return None


def path_problem(folder: Path, rel: str) -> Optional[str]:
    """Why `rel` may not be used as a path inside the game folder, or None when it may."""
    text = str(rel)
    if not text.strip() or "\0" in text:
        return "the path is empty"
    posix = PurePosixPath(text.replace("\\", "/"))
    if posix.is_absolute() or re.match(r"^[A-Za-z]:", text) or text.startswith("~"):
        return f"'{text}' is an absolute path"
    if ".." in posix.parts:
        return f"'{text}' climbs out with '..'"
    target = folder / Path(*posix.parts)
    if target.is_symlink() and is_loop(target):
        return f"'{text}' is a symlink loop (following it leads back to itself, never to a file)"
    if (target.exists() or target.is_symlink()) and not inside(folder, target):
        return f"'{text}' leads outside the game's folder (through a symlink)"
    return None


def layout_name_problem(name: str) -> Optional[str]:
    """Why a layout name is not a plain file name (layouts are looked up by name, never by path)."""
    if NAME_RE.match(name) and ".." not in name:
        return None
    return f"layout name '{name[:60]}' is not a plain name: use letters, digits, '-', '_' (no '/' or '..')"


def outside_links(folder: Path, limit: int = 20) -> list[tuple[str, str]]:
    """(path relative and posix, why) of each symlink in the game folder that leads outside it or loops."""
    found: list[tuple[str, str]] = []
    top = folder.resolve()
    stack = [folder]
    while stack and len(found) < limit:
        current = stack.pop()
        try:
            entries = sorted(current.iterdir())
        except OSError:
            continue
        for entry in entries:
            if entry.name in ("__pycache__", ".git"):
                continue
            if entry.is_symlink():
                why = link_problem(top, entry)
                if why:
                    found.append((entry.relative_to(folder).as_posix(), why))
            elif entry.is_dir():
                stack.append(entry)
    return sorted(found)
