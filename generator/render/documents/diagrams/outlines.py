"""Figure labels in scripts that print only shaped, drawn as the outlines of their glyphs.

WeasyPrint draws an SVG `<text>` one character at a time, unshaped: a Devanagari vowel sign stood on a dotted
circle, Thai marks floated alone, and Arabic and Hebrew ran left to right, unjoined (mela-bazaar, talat-nam,
suq-attarin and shuk-hacarmel, written outside the project, each dropped their setup and turn figures for it).
A label with such letters is shaped by HarfBuzz in the first of the document's fonts that has every letter of
it, and drawn as one path, in the order a reader reads it: a run of right-to-left letters right to left, digits
and Latin words inside it left to right. Every other label stays a `<text>`, as before.

The fonts come from the document being rendered (`figure_fonts`, a context the figure placeholder sets), so a
figure drawn outside a document keeps its `<text>` labels.
"""
from __future__ import annotations

import re
from contextlib import contextmanager
from contextvars import ContextVar
from functools import lru_cache
from pathlib import Path
from typing import Any, Iterator, Optional

from ....core.scripts import RIGHT_TO_LEFT
from ...shared.fallback_fonts import needs_shaping

_FONTS: ContextVar[tuple[Path, ...]] = ContextVar("figure_fonts", default=())
# the right-to-left scripts: Hebrew, Arabic and its supplements, Syriac, Thaana, N'Ko, and their presentation forms
_RTL = RIGHT_TO_LEFT
# a run read right to left: right-to-left letters, with the spaces and marks between them
_RTL_RUN = re.compile(f"[{_RTL}](?:[{_RTL}\\s\\u200c\\u200d]*[{_RTL}])?")


@contextmanager
def figure_fonts(paths: tuple[Path, ...]) -> Iterator[None]:
    """The fonts a figure's shaped labels are drawn in while the block runs, in the order they are tried."""
    token = _FONTS.set(paths)
    try:
        yield
    finally:
        _FONTS.reset(token)


def needs_outlines(text: str) -> bool:
    """Whether a label holds letters WeasyPrint's SVG text cannot print (shaped or right-to-left scripts)."""
    return needs_shaping(text)   # which takes in the right-to-left scripts


def label_path(text: str, x: float, y: float, size: float, anchor: str) -> Optional[str]:
    """The SVG path data (mm, y down) of the label shaped, its baseline at y and its start, middle or end at x;
    None when no figure font has all of its letters (the label is then written as text, as before)."""
    font = _font_for(text)
    if font is None:
        return None
    runs = _visual_runs(text)
    shaped = [_shape(font, run, rtl) for run, rtl in runs]
    scale = size / _face(font)[2]
    width = sum(advance for _, advance in shaped) * scale
    pen_x = x - {"start": 0.0, "middle": width / 2, "end": width}.get(anchor, 0.0)
    out: list[str] = []
    for glyphs, advance in shaped:
        for gid, dx, dy, ax in glyphs:
            out.append(_outline(font, gid, pen_x + dx * scale, y - dy * scale, scale))
            pen_x += ax * scale
    return " ".join(part for part in out if part)


def _font_for(text: str) -> Optional[Path]:
    from ....load.glyphs import FontFileError, needs_glyph

    letters = {ch for ch in text if needs_glyph(ch) and not ch.isspace()}
    for path in _FONTS.get():
        try:
            cover = _coverage(path)
        except (FontFileError, OSError):   # a font the check reports (GLY002): not one to draw with
            continue
        if all(cover.covers(ch) for ch in letters):
            return path
    return None


@lru_cache(maxsize=16)
def _coverage(path: Path) -> Any:
    from ....load.glyphs import Coverage

    return Coverage.read(path)


def _visual_runs(text: str) -> list[tuple[str, bool]]:
    """The label cut into runs (text, right to left), in the order they print from left to right: a label whose
    first strong letter is right to left lists its runs from the last, each run of those letters shaped right to
    left and every other run (digits, Latin words) left to right."""
    runs: list[tuple[str, bool]] = []
    at = 0
    for m in _RTL_RUN.finditer(text):
        if m.start() > at:
            runs.append((text[at:m.start()], False))
        runs.append((m.group(0), True))
        at = m.end()
    if at < len(text):
        runs.append((text[at:], False))
    first_strong = next((rtl for run, rtl in runs if rtl or re.search(r"[^\W\d_]", run)), False)
    if first_strong:   # the spaces round a left-to-right run change sides with it ('40 ' before a word reads ' 40')
        runs = [(run if rtl else _mirrored_spaces(run), rtl) for run, rtl in reversed(runs)]
    return runs


def _mirrored_spaces(run: str) -> str:
    core = run.strip()
    if not core:
        return run
    lead, trail = run[:len(run) - len(run.lstrip())], run[len(run.rstrip()):]
    return trail + core + lead


@lru_cache(maxsize=16)
def _face(path: Path) -> tuple[Any, Any, int]:
    import uharfbuzz as hb

    face = hb.Face(hb.Blob.from_file_path(str(path)))
    return face, hb.Font(face), face.upem


def _shape(path: Path, text: str, rtl: bool) -> tuple[list[tuple[int, int, int, int]], int]:
    """(glyph id, x offset, y offset, x advance) of the run as HarfBuzz shapes it, in the order they print, and
    the run's advance, in font units."""
    import uharfbuzz as hb

    _, font, _ = _face(path)
    buf = hb.Buffer()
    buf.add_str(text)
    buf.guess_segment_properties()
    buf.direction = "rtl" if rtl else "ltr"
    hb.shape(font, buf, {})
    glyphs = [(info.codepoint, pos.x_offset, pos.y_offset, pos.x_advance)
              for info, pos in zip(buf.glyph_infos, buf.glyph_positions)]
    return glyphs, sum(g[3] for g in glyphs)


class _Pen:
    """A fontTools-style pen that writes SVG path data, font units scaled to mm and turned y down."""

    def __init__(self, x: float, y: float, scale: float) -> None:
        self.x, self.y, self.scale = x, y, scale
        self.parts: list[str] = []
        self.last = (0.0, 0.0)

    def _p(self, pt: tuple[float, float]) -> str:
        return f"{self.x + pt[0] * self.scale:.2f} {self.y - pt[1] * self.scale:.2f}"

    def moveTo(self, pt: tuple[float, float]) -> None:  # noqa: N802 - the pen protocol's names
        self.parts.append("M" + self._p(pt))
        self.last = pt

    def lineTo(self, pt: tuple[float, float]) -> None:  # noqa: N802
        self.parts.append("L" + self._p(pt))
        self.last = pt

    def qCurveTo(self, *pts: tuple[float, float]) -> None:  # noqa: N802
        # TrueType's implied on-curve points between two off-curve ones
        *controls, end = pts
        for k, c in enumerate(controls):
            to = end if k == len(controls) - 1 else ((c[0] + controls[k + 1][0]) / 2, (c[1] + controls[k + 1][1]) / 2)
            self.parts.append("Q" + self._p(c) + " " + self._p(to))
        self.last = end

    def curveTo(self, *pts: tuple[float, float]) -> None:  # noqa: N802
        self.parts.append("C" + " ".join(self._p(pt) for pt in pts))
        self.last = pts[-1]

    def closePath(self) -> None:  # noqa: N802
        self.parts.append("Z")

    def endPath(self) -> None:  # noqa: N802
        pass


def _outline(path: Path, gid: int, x: float, y: float, scale: float) -> str:
    _, font, _ = _face(path)
    pen = _Pen(x, y, scale)
    font.draw_glyph_with_pen(gid, pen)
    return "".join(pen.parts)
