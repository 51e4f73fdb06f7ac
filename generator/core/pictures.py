"""Whether a picture pnp would print decodes whole: a truncated or corrupt PNG or JPEG is refused, never printed.

A copy that stopped half way leaves a PNG whose header is fine and whose
lower half is missing; WeasyPrint tells Pillow to load such files anyway (it
sets ImageFile.LOAD_TRUNCATED_IMAGES), and the missing rows print black. So
`pnp check` decodes every picture a game prints (layout pictures, pictures a
rulebook or quick reference shows, PNG icons) with Pillow's verify() and
load(), truncated files refused whatever that setting says, within the
pixel limit below; the renderers ask again before drawing. Pillow is
imported only when there is a picture to judge, and each file's verdict is
kept per version (path, size, modification time) for the rest of the run.
The check judges the bytes the load stage kept (`data`: load/sources.py)
instead of the file, with the same answers.

A picture found whole is also remembered across runs, in the check cache's
folder (generator/app/check_cache.py; not with `--no-cache` or PNP_CACHE_DIR
set to nothing): one empty file named by the sha256 of the picture's bytes,
pnp's version, the pixel limit and the installed Pillow, so the next cold
check hashes the file instead of decoding it, and a changed byte is judged
again. Only a whole picture is remembered; a damaged one is decoded each
time, for its message.
"""
from __future__ import annotations

import io
import warnings
from functools import lru_cache
from pathlib import Path
from typing import Any, Optional

from .limits import MAX_PICTURE_PIXELS

RASTER_SUFFIXES = (".png", ".jpg", ".jpeg", ".gif", ".webp")


def picture_problem(path: Path, data: Optional[bytes] = None) -> Optional[str]:
    """Why the picture at `path` cannot be printed whole ('' or None when it can); a file that cannot be
    read at all is for the caller's own 'missing' message, so it is None here. `data`: the file's bytes as
    the load stage read them, judged instead of the file."""
    if data is not None:
        return _judged_data(str(path), data)
    try:
        stat = path.stat()
    except OSError:
        return None
    return _judged(str(path), stat.st_size, stat.st_mtime_ns)


REMEMBER = True   # the CLI turns it off for `pnp check --no-cache`
_STORE = "pictures-1"


def _stamp() -> str:
    """What a verdict also depends on besides the bytes: pnp, the limit, Pillow's version (from its dist-info
    folder's name, without importing it)."""
    from .. import __version__
    from .cache import installed_distributions

    pillow = [name for name in installed_distributions() if name.lower().startswith("pillow-")]
    return f"pnp {__version__}\0pixels {MAX_PICTURE_PIXELS}\0{','.join(pillow)}\0"


def _remembered(path: str, data: Optional[bytes] = None) -> tuple[Optional[Path], bool]:
    """(the file that marks this picture's bytes as whole, whether it exists); (None, False) without a store."""
    if not REMEMBER:
        return None, False
    from .cache import cache_dir

    root = cache_dir()
    if root is None:
        return None, False
    import hashlib   # here, not at the top: importing it loads OpenSSL (about 2 ms), which a check without a
    # store of pictures never needs

    try:
        digest = hashlib.sha256(_stamp().encode() + (data if data is not None else Path(path).read_bytes())).hexdigest()
    except OSError:
        return None, False
    mark = root / _STORE / digest[:2] / digest
    return mark, mark.exists()


@lru_cache(maxsize=4096)
def _judged(path: str, size: int, _mtime: int) -> Optional[str]:
    return _verdict(path, size, None)


@lru_cache(maxsize=4096)
def _judged_data(path: str, data: bytes) -> Optional[str]:
    return _verdict(path, len(data), data)


def _verdict(path: str, size: int, data: Optional[bytes]) -> Optional[str]:
    if size == 0:
        return "the picture is damaged: the file is empty"
    mark, whole = _remembered(path, data)
    if whole:
        return None
    problem = _decoded(path) if data is None else _decoded(path, data)
    if problem is None and mark is not None:
        try:
            mark.parent.mkdir(parents=True, exist_ok=True)
            mark.touch()
        except OSError:
            pass   # a cache that cannot be written is simply not used
    return problem


class _Kept(io.BytesIO):
    """A picture's kept bytes, named in Pillow's messages as its file would be."""

    def __init__(self, data: bytes, path: str) -> None:
        super().__init__(data)
        self._path = path

    def __repr__(self) -> str:
        return repr(self._path)


def _decoded(path: str, data: Optional[bytes] = None) -> Optional[str]:
    from PIL import Image, ImageFile

    def source() -> _Kept | str:
        return _Kept(data, path) if data is not None else path

    truncated, ImageFile.LOAD_TRUNCATED_IMAGES = ImageFile.LOAD_TRUNCATED_IMAGES, False
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore", Image.DecompressionBombWarning)
            with Image.open(source()) as image:
                width, height = image.size
                if width * height > MAX_PICTURE_PIXELS:
                    return (f"the picture is {width:,} x {height:,} px ({width * height:,} pixels); pnp allows at "
                            f"most {MAX_PICTURE_PIXELS:,}: save it at print resolution (300 dpi is plenty)")
                image.verify()   # PNG: every chunk's checksum; the decoder itself is load()'s
            with Image.open(source()) as image:
                image.load()
    except Image.DecompressionBombError:
        return f"the picture has more pixels than the {MAX_PICTURE_PIXELS:,} pnp allows"
    except Exception as exc:  # noqa: BLE001 - Pillow's decoders raise OSError, SyntaxError, ValueError...
        detail = str(exc).strip() or type(exc).__name__
        return f"the picture is damaged or cut short ({detail})"
    finally:
        ImageFile.LOAD_TRUNCATED_IMAGES = truncated
    return None


HINT = "save or copy the picture again (a copy that stopped half way prints with a black band) and check it opens"


def file_problem(folder: Path, rel: str, sources: Any = None) -> Optional[tuple[str, str]]:
    """Why the picture `rel` (a path the check has confined to the game folder) cannot be printed, with what to
    do, or None: missing, not a PNG or JPEG (by its first bytes), or damaged (picture_problem). With the game's
    `sources` (load/sources.py), the bytes the load kept are judged, not the file."""
    path = folder / rel
    kept = sources.get(path) if sources is not None else None
    try:
        if sources is not None:
            if kept is None or kept.data is None:
                raise FileNotFoundError(rel)
            head = kept.data[:8]
        else:
            with path.open("rb") as f:
                head = f.read(8)
    except OSError:
        return "does not exist", f"put the picture at {rel} in the game's folder, or correct the path"
    if head != b"\x89PNG\r\n\x1a\n" and head[:2] != b"\xff\xd8":
        return "is not a PNG or JPEG picture", "save it as PNG or JPEG (a photo as JPEG)"
    damaged = picture_problem(path, kept.data if kept is not None else None)
    return (damaged, HINT) if damaged else None
