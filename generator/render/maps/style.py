"""The map's shared style and pen: ink and sea colours, marker sizes, fonts, and drawing in board mm.

Every map module (draw, places, legend, tracks) draws with these, so they live
here rather than in any one of them.
"""
from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Callable, Optional

from reportlab.lib.colors import Color, HexColor
from reportlab.pdfgen.canvas import Canvas

from ...model import Location, Map
from ...core.palette import colour_hex
from ...core.units import PT_PER_MM
from ..shared.board_fonts import PNP_FONTS, BoardFonts

INK = Color(0.17, 0.15, 0.13)
PAPER = HexColor("#fbf7ec")
LAND = HexColor("#8a6a45")
SEA = HexColor("#3a78b5")
CROSSING = HexColor("#2f7f7a")
SEA_FILL = HexColor("#cfe3ef")      # open water
LAND_FILL = HexColor("#f3ead3")     # land between the regions' colours
COAST = HexColor("#9fb9c9")         # the line where land meets the sea
CITY_R = 3.2           # mm, radius of a city marker
STEP_R = 1.5           # mm, radius of a step space on a route
CASING = 2.4           # pt, the white line under an outlined space's outline (outlines are 0.6-1.4 pt)


def tint(colour: str, amount: float) -> Color:
    """The colour mixed with white: amount 0 keeps it, 1 gives white."""
    hexed = colour_hex(colour) or "#b8b8b8"
    r, g, b = (int(hexed[i:i + 2], 16) / 255 for i in (1, 3, 5))
    return Color(r + (1 - r) * amount, g + (1 - g) * amount, b + (1 - b) * amount)


def shade(colour: str, amount: float) -> Color:
    """The colour mixed with black."""
    hexed = colour_hex(colour) or "#b8b8b8"
    r, g, b = (int(hexed[i:i + 2], 16) / 255 for i in (1, 3, 5))
    return Color(r * (1 - amount), g * (1 - amount), b * (1 - amount))


@dataclass(frozen=True)
class Said:
    """A text the board would print, kept instead of drawn (a quiet pen, for the overview: overview.py): its
    baseline point in board mm (y down), words, face, size in pt, alignment, and what it names (`role`: title,
    subtitle, region, place, box, track, action, mark: a track mark's or a start tag's word; '' for numbers, the key
    and other small print). A place's name carries
    its marker (x, y, radius in board mm), which the overview sets it beside; a word inside a space its `room`,
    the width (board mm) it may take there."""

    x: float
    y: float
    text: str
    font: str
    size: float
    align: str
    role: str = ""
    marker: Optional[tuple[float, float, float]] = None
    room: Optional[float] = None


class Pen:
    """ReportLab drawing in board mm with y down, its words in the game's board fonts (render/shared/board_fonts.py);
    `outline` (a map over its own art that says so) draws the spaces without their fill. A pen given `said` (a
    list) is quiet: it draws every shape but no word, keeping each text there instead, and leaves out the white
    panels and coloured pills behind words (the overview draws the board so and prints the names it has room for
    at 6 pt or more)."""

    def __init__(self, c: Canvas, height: float, fonts: BoardFonts = PNP_FONTS, outline: bool = False,
                 said: Optional[list[Said]] = None) -> None:
        self.c, self.h, self.fonts, self.outline, self.said = c, height, fonts, outline, said

    @property
    def quiet(self) -> bool:
        return self.said is not None

    def p(self, x: float, y: float) -> tuple[float, float]:
        return x * PT_PER_MM, (self.h - y) * PT_PER_MM

    def rect(self, x: float, y: float, w: float, h: float, r: float = 0, stroke: int = 1, fill: int = 0) -> None:
        px, py = self.p(x, y + h)
        if r:
            self.c.roundRect(px, py, w * PT_PER_MM, h * PT_PER_MM, r * PT_PER_MM, stroke=stroke, fill=fill)
        else:
            self.c.rect(px, py, w * PT_PER_MM, h * PT_PER_MM, stroke=stroke, fill=fill)

    def circle(self, x: float, y: float, r: float, stroke: int = 1, fill: int = 1) -> None:
        self.c.circle(*self.p(x, y), r * PT_PER_MM, stroke=stroke, fill=fill)

    def poly(self, points: list[tuple[float, float]], stroke: int = 1, fill: int = 1, close: bool = True) -> None:
        path = self.c.beginPath()
        path.moveTo(*self.p(*points[0]))
        for pt in points[1:]:
            path.lineTo(*self.p(*pt))
        if close:
            path.close()
        self.c.drawPath(path, stroke=stroke, fill=fill)

    def arrow_head(self, tip: tuple[float, float], tail: tuple[float, float], size: float) -> None:
        """A filled triangle `size` mm long at `tip`, pointing away from `tail`, in the fill colour."""
        dx, dy = tip[0] - tail[0], tip[1] - tail[1]
        n = math.hypot(dx, dy) or 1.0
        ux, uy = dx / n, dy / n
        base = (tip[0] - ux * size, tip[1] - uy * size)
        self.poly([tip, (base[0] - uy * size * 0.45, base[1] + ux * size * 0.45),
                   (base[0] + uy * size * 0.45, base[1] - ux * size * 0.45)], stroke=0, fill=1)

    def line(self, a: tuple[float, float], b: tuple[float, float]) -> None:
        self.c.line(*self.p(*a), *self.p(*b))

    def text(self, x: float, y: float, s: str, font: str, size: float, align: str = "left", role: str = "",
             marker: Optional[tuple[float, float, float]] = None, room: Optional[float] = None) -> None:
        """Text whose baseline is at board y; a quiet pen keeps it (with its `role`, `marker` and `room`) instead."""
        if self.said is not None:
            if s:
                self.said.append(Said(x, y, s, font, size, align, role, marker, room))
            return
        px, py = self.p(x, y)
        self.fonts.draw(self.c, px, py, s, font, size, align)

    def width(self, s: str, font: str, size: float) -> float:
        """The text's width in mm."""
        return self.fonts.width(s, font, size) / PT_PER_MM

    def space_rect(self, x: float, y: float, w: float, h: float, r: float = 0) -> None:
        """A space (a box, a track's cell, a travel space) in the current colours, or its outline alone."""
        if not self.outline:
            self.rect(x, y, w, h, r=r, stroke=1, fill=1)
            return
        self._cased(lambda: self.rect(x, y, w, h, r=r, stroke=1, fill=0))

    def space_circle(self, x: float, y: float, r: float) -> None:
        """A round space (a city, a step, a ship's or a stack's place) in the current colours, or its outline."""
        if not self.outline:
            self.circle(x, y, r)
            return
        self._cased(lambda: self.circle(x, y, r, stroke=1, fill=0))

    def _cased(self, draw: Callable[[], None]) -> None:
        """An outline over a white casing (2.4 pt, wider than any space's outline), so it shows on a dark picture as
        on a light one."""
        c = self.c
        c.saveState()
        c.setStrokeColor(Color(1, 1, 1))
        c.setLineWidth(CASING)
        c.setDash()
        draw()
        c.restoreState()
        draw()

    def panel_text(self, x: float, y: float, s: str, font: str, size: float, align: str = "center",
                   role: str = "", room: Optional[float] = None) -> None:
        """Text whose baseline is at board y; over an outlined space (art under it) on a small white panel round
        its letters, so it reads on any picture. The fill colour is the text's."""
        if self.outline and s and not self.quiet:
            w, h = self.width(s, font, size) + 1.2, size / PT_PER_MM * 1.05
            left = x - {"left": 0.6, "center": w / 2, "right": w - 0.6}[align]
            self.c.saveState()   # the text's colour back after the panel
            self.c.setFillColor(Color(1, 1, 1))
            self.rect(left, y - h * 0.76, w, h, r=0.6, stroke=0, fill=1)
            self.c.restoreState()
        self.text(x, y, s, font, size, align, role, room=room)


def region_colour(m: Map, loc: Location) -> str:
    region = next((r for r in m.regions if loc.region in (r.id, r.name)), None)
    return region.colour if region else "grey"


def titled(game_title: str, name: str) -> str:
    """A page's title: the game's and the board's ('Commerce: Island of Trade'), the game's once when the board
    is named after it (ticket-lines printed 'Ticket Lines: Ticket Lines')."""
    return game_title if name.strip().casefold() == game_title.strip().casefold() else f"{game_title}: {name}"
