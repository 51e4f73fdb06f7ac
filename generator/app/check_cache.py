"""A remembered check: `pnp check` of a game whose files, pnp and options have not changed since its last
check prints that check's findings again without loading the game.

The key of a game's entry is the sha256 of everything its findings are made from: the game folder
(every file's name and bytes, engine.py included), pnp itself (its version and the size and
modification time of every file of generator/, templates/ and fonts/, so an edited or reinstalled pnp
misses), every installed library's version (a PyYAML upgrade may read a file differently), the
Python version, `--strict`, and the folder as
messages show it (findings name files relative to where pnp runs). A changed input changes the key,
and the check runs again; nothing is ever served from a different input.

The key is made before the game is loaded and the findings are stored after its check, so a file
written in between (an editor saving twice, an undo, a `git checkout` during the check) would store
another content's findings under it. So the folder's state (every file's size, inode and times) is taken
before the key and compared, with the key made again, once the check is done: any write in between,
even one that put the same bytes back, and the entry is not stored (the next check runs afresh).

What the key cannot see: an engine.py that reads files outside its game folder, the clock or the
network. Such an engine makes the check itself depend on more than the game; `pnp check --no-cache`
(or PNP_CACHE_DIR set to nothing) always runs it.

Entries live in $PNP_CACHE_DIR, else $XDG_CACHE_HOME/pnp, else ~/.cache/pnp: one small JSON file per
game folder and mode, replaced whole (a reader never sees half of one). A cache that cannot be read
or written is simply not used.
"""
from __future__ import annotations

import json
import os
import stat
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Optional

from .. import __version__
from ..core.cache import files_stamp, installed_distributions
from ..core.errors import Finding, Fix, Loc


def _sha256(data: bytes) -> Any:
    """hashlib.sha256, imported when a key is first made: importing hashlib loads OpenSSL (about 2 ms), which a
    check that remembers nothing (PNP_CACHE_DIR set to nothing) never needs."""
    import hashlib

    return hashlib.sha256(data)


FORMAT = 1
_PACKAGE_ROOT = Path(__file__).resolve().parent.parent   # generator/


@dataclass(frozen=True)
class Remembered:
    findings: list[Finding]
    unusable: bool          # the game could not be loaded (its findings are the load problems)


def _data_roots() -> list[Path]:
    """generator/ and pnp's templates/ and fonts/ (top-level in a checkout, generator/_data in a wheel)."""
    roots = [_PACKAGE_ROOT]
    for name in ("templates", "fonts"):
        for where in (_PACKAGE_ROOT.parent / name, _PACKAGE_ROOT / "_data" / name):
            if where.is_dir():
                roots.append(where)
                break
    return roots


def toolchain_stamp() -> str:
    """pnp's version and files (by size and modification time: an edit or a reinstall changes them),
    the installed libraries' versions and Python."""
    h = _sha256(f"pnp {__version__}\0python {sys.version}\0format {FORMAT}\0".encode())
    for name in installed_distributions():
        h.update(f"{name}\0".encode())
    for line in files_stamp(_data_roots()):
        h.update(line.encode())
    return h.hexdigest()


def game_key(toolchain: str, folder: Path, shown: str, strict: bool) -> str:
    """The key of a game's check: pnp, the mode, where messages say the game is, and its files' bytes."""
    from ..write.manifest import content_hash

    h = _sha256(f"{toolchain}\0strict={strict}\0{shown}\0{os.getcwd()}\0".encode())
    h.update(content_hash(folder).encode())
    return h.hexdigest()


def folder_state(folder: Path) -> tuple[tuple[str, int, int, int, int], ...]:
    """Every file of the game folder with its size, inode and modification and change times (ns): any write
    into the folder changes it, even one that puts the very same bytes back (an undo)."""
    state = []
    for path in sorted(p for p in folder.rglob("*") if "__pycache__" not in p.parts):
        try:
            st = path.stat()
        except OSError:
            continue
        if stat.S_ISREG(st.st_mode):
            state.append((path.relative_to(folder).as_posix(), st.st_size, st.st_ino, st.st_mtime_ns, st.st_ctime_ns))
    return tuple(state)


def unchanged(folder: Path, before: tuple[tuple[str, int, int, int, int], ...], key: str, toolchain: str,
              shown: str, strict: bool) -> bool:
    """Whether the folder still holds what the key was made from once its check is done: the same files, not
    written since (by their times), and the same bytes (for a file system whose times are too coarse to tell).
    A check that read anything else must not be stored under that key."""
    return folder_state(folder) == before and game_key(toolchain, folder, shown, strict) == key


def _entry_path(root: Path, folder: Path, strict: bool) -> Path:
    name = _sha256(f"{folder.resolve()}\0{strict}".encode()).hexdigest()[:32]
    return root / "check" / f"{name}.json"


def _loc(value: Any) -> Optional[Loc]:
    if not isinstance(value, dict):
        return None
    return Loc(str(value["file"]), int(value["line"]), int(value["col"]), str(value.get("cell", "")))


def recall(root: Path, folder: Path, strict: bool, key: str) -> Optional[Remembered]:
    """The findings stored under this key, or None (no entry, another key, or an unreadable file)."""
    try:
        data = json.loads(_entry_path(root, folder, strict).read_text(encoding="utf-8"))
        if data.get("key") != key:
            return None
        findings = [Finding(f["rule"], f["severity"], f["game"], _loc(f["loc"]) or Loc(""), f["message"],
                            f.get("expected"), f.get("actual"), f.get("hint") or "", f.get("subject") or "",
                            _loc(f.get("related")), _fix(f.get("fix"))) for f in data["findings"]]
        return Remembered(findings, bool(data.get("unusable")))
    except (OSError, ValueError, KeyError, TypeError, AttributeError):   # ('[]' for an entry: no mapping)
        return None


def _fix(value: Any) -> Optional[Fix]:
    if not isinstance(value, dict):
        return None
    return Fix(_loc(value["loc"]) or Loc(""), str(value["old"]), str(value["new"]), str(value["kind"]),
               str(value.get("refused", "")))


def _plain_fix(fix: Optional[Fix]) -> Optional[dict[str, Any]]:
    return None if fix is None else {"loc": _plain_loc(fix.loc), "old": fix.old, "new": fix.new, "kind": fix.kind,
                                     "refused": fix.refused}


def _plain_loc(loc: Optional[Loc]) -> Optional[dict[str, Any]]:
    return None if loc is None else {"file": loc.file, "line": loc.line, "col": loc.col, "cell": loc.cell}


def _plain(value: Any) -> Any:
    if isinstance(value, (list, tuple)):
        return [_plain(v) for v in value]
    if value is None or isinstance(value, (str, int, float, bool)):
        return value
    return str(value)


def remember(root: Path, folder: Path, strict: bool, key: str, findings: list[Any], unusable: bool) -> None:
    """Store a game's findings under its key (replacing its last entry); a failure to write is ignored."""
    entry = {"key": key, "unusable": unusable, "findings": [
        {"rule": f.rule, "severity": f.severity, "game": f.game, "loc": _plain_loc(f.loc), "message": f.message,
         "expected": _plain(f.expected), "actual": _plain(f.actual), "hint": f.hint,
         "related": _plain_loc(f.related), "subject": f.subject, "fix": _plain_fix(f.fix)} for f in findings]}
    path = _entry_path(root, folder, strict)
    tmp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        tmp.write_text(json.dumps(entry, ensure_ascii=False), encoding="utf-8")
        os.replace(tmp, path)
    except OSError:
        try:
            tmp.unlink()
        except OSError:
            pass
