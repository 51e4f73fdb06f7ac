"""SVG icons for the card pipeline: read with svglib into a ReportLab drawing, drawn as vectors.

A game's icons/ may hold `<code>.svg` (game-icons.net's icons, or a designer's
own). svglib turns the file into ReportLab shapes (paths, strokes, text),
so the icon stays vector on cards and boards; the
documents show the same file through WeasyPrint, also as vectors.
What svglib cannot draw is refused with the file, line and element, never
dropped silently: filters (blur, shadows), masks, gradients, embedded HTML,
scripts and animation. Converting such an icon to plain paths in the editor
(Inkscape: Path > Object to Path, then remove the filter) fixes it.
"""
from __future__ import annotations

import logging
import re
from pathlib import Path

from ...core.errors import LoadError, Loc, Problem
from ...load import shown_path
from ...load.svg_icons import HINT, svg_problems
from .icon_files import Icon

HARMLESS = {"title", "desc", "metadata", "namedview", "defs", "style", "comment"}
_IGNORED = re.compile(r"Ignoring node: (\S+)")


class _Ignored(logging.Handler):
    """Collects the elements svglib skips (it logs them at debug level)."""

    def __init__(self) -> None:
        super().__init__(logging.DEBUG)
        self.names: list[str] = []

    def emit(self, record: logging.LogRecord) -> None:
        found = _IGNORED.match(record.getMessage())
        if found and found[1].split("}")[-1] not in HARMLESS:
            self.names.append(found[1].split("}")[-1])


def load_svg(code: str, path: Path) -> Icon:
    """An SVG icon as a ReportLab drawing; anything svglib would drop is an error with its line."""
    from svglib.svglib import svg2rlg

    shown = shown_path(path)
    problems = svg_problems(path, shown)
    if problems:
        raise LoadError(problems)
    logger = logging.getLogger("svglib.svglib")
    ignored, level = _Ignored(), logger.level
    logger.addHandler(ignored)
    logger.setLevel(logging.DEBUG)
    try:
        drawing = svg2rlg(str(path))
    except Exception as exc:   # svglib raises assorted errors on input it cannot follow
        raise LoadError([Problem("SVG001", Loc(shown, 1, 1), f"the icon cannot be read as SVG: {exc}", HINT)]) from None
    finally:
        logger.removeHandler(ignored)
        logger.setLevel(level)
    if ignored.names:
        raise LoadError([Problem("SVG001", Loc(shown, 1, 1),
                                 f"pnp cannot draw the SVG element <{ignored.names[0]}>", HINT)])
    if drawing is None or not drawing.width or not drawing.height:
        raise LoadError([Problem("SVG001", Loc(shown, 1, 1), "the icon has no size",
                                 "give the <svg> element a viewBox (and width and height)")])
    return Icon(code, shown, (float(drawing.width), float(drawing.height)), svg=drawing)
