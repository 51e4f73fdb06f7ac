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
"""
from __future__ import annotations

import warnings
from functools import lru_cache
from pathlib import Path
from typing import Optional

from .limits import MAX_PICTURE_PIXELS

RASTER_SUFFIXES = (".png", ".jpg", ".jpeg", ".gif", ".webp")


def picture_problem(path: Path) -> Optional[str]:
    """Why the picture at `path` cannot be printed whole ('' or None when it can); a file that cannot be
    read at all is for the caller's own 'missing' message, so it is None here."""
    try:
        stat = path.stat()
    except OSError:
        return None
    return _judged(str(path), stat.st_size, stat.st_mtime_ns)


@lru_cache(maxsize=4096)
def _judged(path: str, size: int, _mtime: int) -> Optional[str]:
    if size == 0:
        return "the picture is damaged: the file is empty"
    from PIL import Image, ImageFile

    truncated, ImageFile.LOAD_TRUNCATED_IMAGES = ImageFile.LOAD_TRUNCATED_IMAGES, False
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore", Image.DecompressionBombWarning)
            with Image.open(path) as image:
                width, height = image.size
                if width * height > MAX_PICTURE_PIXELS:
                    return (f"the picture is {width:,} x {height:,} px ({width * height:,} pixels); pnp allows at "
                            f"most {MAX_PICTURE_PIXELS:,}: save it at print resolution (300 dpi is plenty)")
                image.verify()   # PNG: every chunk's checksum; the decoder itself is load()'s
            with Image.open(path) as image:
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
