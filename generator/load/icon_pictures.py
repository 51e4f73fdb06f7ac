"""Which files in a game's icons/ pnp can use as icons, found without decoding a picture.

`pnp check` (check/icons.py) and the card pipeline (render/shared/icons.py)
both ask, so a `.png` that is not a PNG (a web page or a JPEG saved under the
wrong name) is refused with the same words before a build starts, and a
picture in a format pnp does not read is pointed out rather than ignored.
"""
from __future__ import annotations

from pathlib import Path
from typing import Any, Optional

from ..core.errors import Loc, Problem
from ..core.pictures import picture_problem

PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"
ICON_SUFFIXES = (".yaml", ".svg", ".png")
# pictures a designer may drop into icons/ that pnp does not read (notes and licence files are fine there)
OTHER_PICTURES = (".jpg", ".jpeg", ".gif", ".webp", ".bmp", ".tif", ".tiff", ".svgz", ".eps", ".ai", ".pdf", ".ico")
PNG_HINT = "export the icon again as PNG (or as SVG), and name the file after what it is"


def png_problem(path: Path, shown: str, kept: Any = None) -> Optional[Problem]:
    """ICO001 when a .png icon does not start with the PNG signature (or cannot be read). `kept`: the file as
    the load stage read it (a `SourceText`, load/sources.py), judged instead of the disk."""
    if kept is not None and kept.data is None:
        why = kept.problems[0].message if kept.problems else "it could not be read"
        return Problem("ICO001", Loc(shown, 1, 1), f"cannot read the icon: {why}")
    try:
        if kept is not None:
            head = kept.data[:len(PNG_SIGNATURE)]
        else:
            with path.open("rb") as handle:
                head = handle.read(len(PNG_SIGNATURE))
    except OSError as exc:
        return Problem("ICO001", Loc(shown, 1, 1), f"cannot read the icon: {exc.strerror}")
    if head != PNG_SIGNATURE:
        return Problem("ICO001", Loc(shown, 1, 1), "the file is not a PNG picture, though its name ends in .png",
                       PNG_HINT)
    # decoded whole: an icon cut short would print with a black band
    damaged = picture_problem(path, kept.data if kept is not None else None)
    if damaged:
        return Problem("ICO001", Loc(shown, 1, 1), damaged, PNG_HINT)
    return None
