"""The map's shared style and pen: ink and sea colours, marker sizes, fonts, and drawing in board mm.

Every map module (draw, places, legend, tracks) draws with these, so they live
here rather than in any one of them.
"""
from __future__ import annotations

from reportlab.lib.colors import Color, HexColor
from reportlab.pdfbase.pdfmetrics import stringWidth
from reportlab.pdfgen.canvas import Canvas

from ...model import Location, Map
from ...palette import colour_hex
from ...units import PT_PER_MM

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
BOLD, REGULAR, ITALIC, TITLE = "Lato-Bold", "Lato-Regular", "Lato-Italic", "Vollkorn-SemiBold"


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


class Pen:
    """ReportLab drawing in board mm with y down."""

    def __init__(self, c: Canvas, height: float) -> None:
        self.c, self.h = c, height

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

    def line(self, a: tuple[float, float], b: tuple[float, float]) -> None:
        self.c.line(*self.p(*a), *self.p(*b))

    def text(self, x: float, y: float, s: str, font: str, size: float, align: str = "left") -> None:
        """Text whose baseline is at board y."""
        self.c.setFont(font, size)
        px, py = self.p(x, y)
        {"left": self.c.drawString, "center": self.c.drawCentredString, "right": self.c.drawRightString}[align](px, py, s)


def text_w(s: str, font: str, size: float) -> float:
    return stringWidth(s, font, size) / PT_PER_MM


def region_colour(m: Map, loc: Location) -> str:
    region = next((r for r in m.regions if loc.region in (r.id, r.name)), None)
    return region.colour if region else "grey"
