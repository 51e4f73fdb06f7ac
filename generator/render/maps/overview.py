"""The words of a tiled board's overview: only what reads at 6 pt or more.

The overview shows the whole board reduced (a 560 mm board on A4 at 36-42%),
so the board's own 7.5 pt names would print at about 3 pt. When any word of
the board would print under 6 pt there, the overview draws the board quiet
(draw.draw_board with a `said` list: every shape, no word, no key) and then
sets, on small white plates, the words it has room for at 6 pt (or at their
reduced size when that is larger): the board's title and name first, then
region box names, place names beside their markers, space and track names,
the names of a region box's spaces, and last the words of a track's marks and
a region's start tag (whose coloured pills the quiet board leaves out, so no
pill prints without its word), each only where it meets no
other word, tile label or place marker and stays on the board (a word of a
space or box only in its place, and only when it fits the space's width). Numbers, a
track's marks and the small print are left to the tiles, which print every
word at full size. The key, at 6 pt, goes beside the board where the page
has room for it (the board moves to the left margin when only that makes
room), else it too is left to the tiles. See docs/boards.md,
Tiling.
"""
from __future__ import annotations

import math
from dataclasses import dataclass
from pathlib import Path
from typing import Callable, Optional

from reportlab.lib.colors import Color
from reportlab.pdfgen.canvas import Canvas

from ...load.languages import Wording
from ...model import Game, Map
from ...core.units import PT_PER_MM
from ..shared.board_fonts import BoardFonts
from .draw import draw_board
from .legend import draw_legend, legend_size
from .style import INK, Pen, Said

K = PT_PER_MM
MIN_PT = 6.0                      # no word on an overview prints smaller
KEY_PT = 7.5                      # the key's words at full size (legend.py)
ROLES = ("title", "subtitle", "region", "place", "box", "track", "action", "mark")   # what the overview names, in turn
PLATE = Color(1, 1, 1, alpha=0.85)   # under each word: INK reads at over 9:1 on it whatever lies below
PAD = 0.4                         # mm of plate round a word's letters
Box = tuple[float, float, float, float]   # page mm: x, y (bottom), w, h


@dataclass(frozen=True)
class OverviewWords:
    """A board drawn quiet (its form's name), the words it would print, and how to draw its key at a scale."""

    form: str
    said: tuple[Said, ...]
    fonts: BoardFonts
    width: float                                          # the board's size in mm
    height: float
    key_size: Optional[tuple[float, float]]               # the key at full size, mm (None: no key)
    key: Callable[[Canvas, float, float, float], None]    # draws the key: its top-left corner (page mm), scale

    def needed(self, scale: float) -> bool:
        """Whether some word of the board, drawn at `scale`, would print under 6 pt."""
        sizes = [s.size for s in self.said] + ([KEY_PT] if self.key_size else [])
        return any(size * scale < MIN_PT - 1e-6 for size in sizes)

    def draw(self, c: Canvas, scale: float, origin: tuple[float, float], page: tuple[float, float],
             taken: list[Box], margin: float) -> None:
        """The key beside the board (room permitting) and every name that fits, over the quiet board placed at
        `origin` (page mm of its bottom-left corner) and `scale`; `taken` holds the tile labels' boxes."""
        bounds = (origin[0], origin[1], self.width * scale, self.height * scale)
        self._key(c, scale, bounds, page, margin)
        markers = [_circle_box(origin, self.height, scale, s.marker) for s in self.said if s.marker]
        kept: list[Box] = list(taken)
        for role in ROLES:
            for s in (s for s in self.said if s.role == role):
                spot = _spot(s, self.fonts, scale, origin, self.height, bounds, kept, markers)
                if spot is None:
                    continue
                box, size = spot
                kept.append(box)
                _print(c, s, self.fonts, box, size)

    def board_left(self, centred: float, width: float, page_width: float, margin: float) -> float:
        """Where the reduced board's left edge goes: centred, unless only moving it to the left margin makes
        room for the key on its right (a 680 mm board on A4 leaves 19 mm each side, 39 mm on one)."""
        if self.key_size is None:
            return centred
        need = self.key_size[0] * MIN_PT / KEY_PT + 2
        if page_width - margin - (centred + width) >= need or centred - margin >= need:
            return centred
        return margin if page_width - 2 * margin - width >= need else centred

    def _key(self, c: Canvas, scale: float, bounds: Box, page: tuple[float, float], margin: float) -> None:
        if self.key_size is None:
            return
        k = MIN_PT / KEY_PT
        w, h = self.key_size[0] * k, self.key_size[1] * k
        top = bounds[1] + bounds[3]
        right_room = page[0] - margin - (bounds[0] + bounds[2]) - 2
        left_room = bounds[0] - margin - 2
        if h > bounds[3]:
            return
        if right_room >= w:
            self.key(c, bounds[0] + bounds[2] + 2, top, k)
        elif left_room >= w:
            self.key(c, bounds[0] - 2 - w, top, k)


def overview_words(c: Canvas, game: Game, m: Map, folder: Path, fonts: BoardFonts, form: str) -> OverviewWords:
    """Draw map `m` quiet into a form named `form` + '_quiet' and gather what the overview needs."""
    from .art import art_file

    art = art_file(game, folder, m) if m.art is not None else None
    said: list[Said] = []
    name = form + "_quiet"
    c.beginForm(name, 0, 0, float(m.width) * K, float(m.height) * K)
    draw_board(c, game, m, art, fonts, said=said)
    c.endForm()
    outline = art is not None and m.art is not None and m.art.outline
    words = Wording(game).frame
    size = legend_size(Pen(c, 0.0, fonts, outline=outline), m, game.location_kinds, words, terrain=art is None)

    def key(canvas: Canvas, left: float, top: float, k: float) -> None:
        assert size is not None
        canvas.saveState()
        canvas.translate(left * K, (top - size[1] * k) * K)
        canvas.scale(k, k)
        draw_legend(Pen(canvas, size[1], fonts, outline=outline), m, None, game.location_kinds, words,
                    terrain=art is None)
        canvas.restoreState()

    return OverviewWords(name, tuple(said), fonts, float(m.width), float(m.height), size, key)


def _circle_box(origin: tuple[float, float], height: float, scale: float,
                marker: tuple[float, float, float]) -> Box:
    x, y, r = marker
    cx, cy = origin[0] + x * scale, origin[1] + (height - y) * scale
    return cx - r * scale, cy - r * scale, 2 * r * scale, 2 * r * scale


def _meets(a: Box, b: Box) -> bool:
    return a[0] < b[0] + b[2] and b[0] < a[0] + a[2] and a[1] < b[1] + b[3] and b[1] < a[1] + a[3]


def _spot(s: Said, fonts: BoardFonts, scale: float, origin: tuple[float, float], height: float, bounds: Box,
          kept: list[Box], markers: list[Box]) -> Optional[tuple[Box, float]]:
    """Where the word goes on the page (its plate's box) and its size, or None when it fits nowhere near its
    place on the board."""
    size = max(MIN_PT, s.size * scale)
    if s.room is not None and fonts.width(s.text, s.font, size) / K > s.room * scale:
        return None   # wider than its space: left to the tiles
    w = fonts.width(s.text, s.font, size) / K + 2 * PAD
    h = size / K * 1.05 + 2 * PAD
    # the word's middle where the board prints it, its left (right) end kept where the board aligns it so
    full = fonts.width(s.text, s.font, s.size) / K
    left = s.x - {"left": 0.0, "center": full / 2, "right": full}.get(s.align, 0.0)
    mx = origin[0] + (left + full / 2) * scale
    if s.align == "left":
        mx = origin[0] + left * scale + w / 2 - PAD
    elif s.align == "right":
        mx = origin[0] + (left + full) * scale - w / 2 + PAD
    my = origin[1] + (height - (s.y - s.size / K * 0.3)) * scale
    if s.marker is not None:
        x, y, r = s.marker
        cx, cy, rr = origin[0] + x * scale, origin[1] + (height - y) * scale, r * scale + 0.3
        spots = [(cx + dx * (rr + w / 2), cy + dy * (rr + h / 2)) for dx, dy in
                 ((0, -1), (1, 0), (0, 1), (-1, 0), (0.8, -0.8), (-0.8, -0.8), (0.8, 0.8), (-0.8, 0.8))]
        # the side the board itself chose first
        spots.sort(key=lambda p: math.hypot(p[0] - mx, p[1] - my))
    elif s.room is not None:   # a word inside a space stays where the space has it
        spots = [(mx, my)]
    else:
        spots = [(mx, my)] + [(mx, my + d * h * f) for f in (0.5, 1.0) for d in (1, -1)]
    for px, py in spots:
        box = (px - w / 2, py - h / 2, w, h)
        if not (box[0] >= bounds[0] and box[1] >= bounds[1] and box[0] + w <= bounds[0] + bounds[2]
                and box[1] + h <= bounds[1] + bounds[3]):
            continue
        if any(_meets(box, other) for other in kept):
            continue
        if any(_meets(box, marker) for marker in markers):
            continue
        return box, size
    return None


def _print(c: Canvas, s: Said, fonts: BoardFonts, box: Box, size: float) -> None:
    x, y, w, h = box
    c.saveState()
    c.setFillColor(PLATE)
    c.roundRect(x * K, y * K, w * K, h * K, 0.8 * K, stroke=0, fill=1)
    c.setFillColor(INK)
    fonts.draw(c, (x + w / 2) * K, (y + PAD + size / K * 0.26) * K, s.text, s.font, size, "center")
    c.restoreState()
