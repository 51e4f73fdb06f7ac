"""One game's output folder as a unit: a lock per game, fresh staging, an atomic swap, stale clean-up.

A build stages everything in its own `output/.<game>.stage-XXXX/`, then swaps
that folder with `output/<game>/` in one step (Linux renameat2 with
RENAME_EXCHANGE), so a reader sees the old build or the new one, never a mix.
Where the exchange is not available the swap is two renames, and a run killed
between them is repaired by the next build (the old folder is put back).
"""
from __future__ import annotations

import errno
import os
import shutil
import tempfile
from dataclasses import dataclass
from pathlib import Path
from typing import Optional

from ..core.errors import GeneratorError, OutputError, os_error

STAGE_INFIX = ".stage-"
OLD_INFIX = ".old-"
LEGACY_STAGE = ".partial"   # the single staging folder of earlier versions


class BuildLockedError(GeneratorError):
    """Another process is building the same game into the same output folder."""


@dataclass
class GameLock:
    """An exclusive fcntl lock on output/.<game>.lock, held from staging to commit.

    The kernel drops it when the process dies, however it dies, so a killed
    build never blocks the next one. The file is removed on release; a locker
    that finds its file replaced meanwhile locks the new one instead, so two
    builds can never both hold the lock.
    """

    path: Path
    game: str
    fd: Optional[int] = None

    def acquire(self) -> None:
        import fcntl

        while True:
            try:
                fd = os.open(self.path, os.O_RDWR | os.O_CREAT | os.O_CLOEXEC, 0o644)
            except OSError as exc:
                raise os_error(exc, self.path, "create the build lock") from None
            try:
                fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
            except OSError as exc:
                os.close(fd)
                if exc.errno in (errno.EWOULDBLOCK, errno.EAGAIN, errno.EACCES):
                    raise BuildLockedError(f"another build of {self.game} is running (it holds {self.path})",
                                           "wait for it to finish and run again, or build into another --out DIR"
                                           ) from None
                raise os_error(exc, self.path, "lock") from None
            try:
                same = os.stat(self.path).st_ino == os.fstat(fd).st_ino
            except FileNotFoundError:
                same = False
            if same:
                self.fd = fd
                return
            os.close(fd)   # the holder removed the file as we locked it: lock the current one

    def release(self) -> None:
        if self.fd is not None:
            try:
                os.unlink(self.path)
            except OSError:
                pass
            os.close(self.fd)   # closing the descriptor releases the flock
            self.fd = None


def remove_tree(path: Path) -> None:
    """Delete a folder pnp made (a stage, or a previous build swapped out), read-only parts included.

    A folder without write permission keeps its files from being unlinked: it
    is made writable (pnp owns what it deletes here) and the removal retried.
    Raises OSError naming what still could not be removed.
    """
    def retry(func, target, _info) -> None:
        parent = os.path.dirname(target)
        for folder in (parent, target):
            try:
                if os.path.isdir(folder) and not os.path.islink(folder):
                    os.chmod(folder, os.stat(folder).st_mode | 0o700)
            except OSError:
                pass
        func(target)

    if not os.path.lexists(path):
        return
    if path.is_symlink() or not path.is_dir():
        path.unlink()
        return
    shutil.rmtree(path, onerror=retry)


def read_only_folder(final: Path) -> Optional[Path]:
    """The first folder of a previous build pnp may not change (so could not remove once swapped out), or None."""
    if not final.is_dir() or final.is_symlink():
        return None
    for folder in (final, *sorted(p for p in final.rglob("*") if p.is_dir() and not p.is_symlink())):
        if not os.access(folder, os.W_OK | os.X_OK):
            return folder
    return None


def clean_stale(out_root: Path, game: str) -> None:
    """Remove what killed builds of this game left behind; call only while holding its lock.

    A `.old-` folder with no `<game>/` beside it is a swap cut short between
    its two renames: the old build is put back rather than lost.
    """
    final = out_root / game
    leftovers = sorted(p for p in out_root.glob(f".{game}.*")
                       if p.name.startswith((f".{game}{STAGE_INFIX}", f".{game}{OLD_INFIX}"))
                       or p.name == f".{game}{LEGACY_STAGE}")
    for path in leftovers:
        if path.name.startswith(f".{game}{OLD_INFIX}") and not final.exists() and not final.is_symlink():
            os.rename(path, final)
            continue
        try:
            remove_tree(path)
        except OSError as exc:
            raise os_error(exc, path, "remove the staging folder an earlier build left,") from None


def settle(out_root: Path, game: str) -> None:
    """For a build with nothing to render: refuse while another build of the game runs (as a build that
    renders would), and clear what killed builds left behind."""
    lock = GameLock(Path(out_root) / f".{game}.lock", game)
    lock.acquire()
    try:
        clean_stale(Path(out_root), game)
    finally:
        lock.release()


def new_stage(out_root: Path, game: str) -> Path:
    """A fresh, empty staging folder beside the output, on the same file system (so the swap is a rename)."""
    stage = Path(tempfile.mkdtemp(prefix=f".{game}{STAGE_INFIX}", dir=out_root))
    umask = os.umask(0o022)
    os.umask(umask)
    os.chmod(stage, 0o777 & ~umask)   # mkdtemp makes it private; the output folder is an ordinary one
    return stage


def _exchange(a: Path, b: Path) -> bool:
    """Swap two paths atomically (renameat2 RENAME_EXCHANGE); False when the system cannot."""
    import ctypes

    try:
        libc = ctypes.CDLL(None, use_errno=True)
        renameat2 = libc.renameat2
    except (OSError, AttributeError):
        return False
    at_fdcwd, rename_exchange = -100, 2
    if renameat2(at_fdcwd, os.fsencode(a), at_fdcwd, os.fsencode(b), rename_exchange) == 0:
        return True
    code = ctypes.get_errno()
    if code in (errno.ENOSYS, errno.EINVAL, errno.ENOTSUP, errno.EOPNOTSUPP, errno.EXDEV):
        return False
    raise OSError(code, os.strerror(code), str(b))


def swap_into_place(stage: Path, final: Path) -> None:
    """Make `stage` the new `final`; the previous build is deleted afterwards.

    Readers see the old folder or the new one: the exchange is one system
    call, and the fallback's gap (no folder for an instant) is repaired by
    clean_stale() if the process dies inside it.
    """
    if final.is_symlink() or (final.exists() and not final.is_dir()):
        raise os_error(OSError(errno.ENOTDIR, "not a folder", str(final)), final, "replace")
    locked = read_only_folder(final)
    if locked is not None:   # the swap would work, but the old build could never be deleted: refuse before it
        which = "the folder is" if locked == final else f"{locked} inside it is"
        raise OutputError(f"cannot replace {final}: {which} read-only, so the previous build could not be "
                          "removed (EACCES)", f"make it writable (chmod -R u+w {final}) and run again, or build "
                          "elsewhere with --out DIR; the previous build is untouched")
    if not final.exists():
        os.rename(stage, final)
        return
    if _exchange(stage, final):
        _drop_previous(stage)   # stage now holds the previous build
        return
    old = stage.with_name(stage.name.replace(STAGE_INFIX, OLD_INFIX, 1))
    os.rename(final, old)
    os.rename(stage, final)
    _drop_previous(old)


def _drop_previous(folder: Path) -> None:
    """Delete the previous build once the new one is in place; what cannot go now the next build removes."""
    try:
        remove_tree(folder)
    except OSError:
        pass   # clean_stale() retries it, and names it if it still cannot
