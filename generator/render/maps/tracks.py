"""Tracks on a board: a row or column of spaces, or a score track round the board's edge.

Drawing over the pure geometry of model/spaces.py (``track_cells``). A space shows its number, its
label, or the name of the card of `deck` it stands for; a marked space is
tinted and its label printed beside it, inside the board.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from reportlab.lib.colors import Color, HexColor
from reportlab.lib.utils import simpleSplit

from ...model import Game, Track
from ...model.spaces import NUMERAL as _NUMERAL, track_cells, track_texts
from ...core.units import PT_PER_MM
from .labels import Box

if TYPE_CHECKING:
    from .style import Pen

MARK = HexColor("#f2cf4a")
CELL = Color(1, 1, 1)


def track_boxes(t: Track, width: float, height: float) -> list[Box]:
    return [box for box, _ in track_cells(t, width, height)] if (t.shape == "border" or len(t.at) == 2) else []


def draw_track(pen: "Pen", t: Track, game: Game, width: float, height: float, placer, panel: bool = False) -> None:
    """The track's spaces, its name and its marks' labels; `panel` (a board over art) puts the name on white."""
    from .style import INK

    c = pen.c
    cells = track_cells(t, width, height)
    texts = track_texts(t, game)
    marks: dict[int, list] = {}
    for m in t.marks:   # two marks on one space both print (tide-pools' rounds 2 and 4 at one height: one vanished)
        marks.setdefault(m.at, []).append(m)
    c.saveState()
    c.setLineWidth(0.6)
    c.setStrokeColor(INK)
    for i, ((x, y, w, h), side) in enumerate(cells):
        value = t.start + i
        c.setFillColor(MARK if value in marks else CELL)
        pen.space_rect(x, y, w, h)
        text = texts[i] if i < len(texts) else ""
        c.setFillColor(INK)
        if t.shape == "border":
            size = 7.0 if value % 5 == 0 else 6.0   # never below 6 pt
            pen.panel_text(x + w / 2, y + h / 2 + size * 0.12, text, pen.fonts.bold if value % 5 == 0 else
                           pen.fonts.regular, size, "center")
            continue
        size = 11.0 if _NUMERAL.fullmatch(text) else 7.0   # a space's number, signed or not, at one size
        lines = simpleSplit(text, pen.fonts.bold, size, (w - 3) * PT_PER_MM)
        while len(lines) * size * 1.1 / PT_PER_MM > h - 3 and size > 6:
            size -= 0.5
            lines = simpleSplit(text, pen.fonts.bold, size, (w - 3) * PT_PER_MM)
        lead = size * 1.15 / PT_PER_MM
        y0 = y + h / 2 - (len(lines) - 1) * lead / 2 + size * 0.12
        for k, line in enumerate(lines):
            pen.panel_text(x + w / 2, y0 + k * lead, line, pen.fonts.bold, size, "center")
    # the track's name and its marks' labels, inside the board, where they cover nothing
    name_size = 9.0
    first = cells[0][0]
    name_w = pen.width(t.name, pen.fonts.title, name_size) + 2
    if t.shape == "border":
        box = placer.place(first[0] + first[2], first[1] + first[3], 1.0, name_w, 4.2)
    else:
        box = placer.place(first[0] + name_w / 2, first[1] - 3.0, 0.5, name_w, 4.2)
    if panel:
        c.setFillColor(CELL)
        pen.rect(box[0], box[1], box[2], box[3], r=0.8, stroke=0, fill=1)
        c.setFillColor(INK)
    pen.text(box[0] + 1, box[1] + 3.2, t.name, pen.fonts.title, name_size, role="track")
    for i, ((x, y, w, h), side) in enumerate(cells):
        here = marks.get(t.start + i)
        if not here:
            continue
        label = " / ".join(dict.fromkeys(m.label for m in here))
        lw, lh = pen.width(label, pen.fonts.bold, 7) + 2.4, 4.0
        cx, cy = x + w / 2, y + h / 2
        r = max(w, h) / 2
        box = placer.place(cx, cy, r, lw, lh, gap=1.0)
        if not pen.quiet:   # the overview sets the word on its own plate, or leaves both to the tiles
            c.setFillColor(MARK)
            pen.rect(box[0], box[1], box[2], box[3], r=1, stroke=0, fill=1)
        c.setFillColor(INK)
        pen.text(box[0] + lw / 2, box[1] + 2.9, label, pen.fonts.bold, 7, "center", role="mark")
    c.restoreState()
