"""A small SVG writer for the documents' figures: shapes and text in millimetres, y down.

WeasyPrint draws an SVG image as vectors, with the document's own fonts (Lato is declared by
templates/docs/fonts.css.j2), so a figure is sharp at any zoom and adds no raster to the PDF.
Output is deterministic: numbers are rounded to 0.01 mm and nothing depends on time or order
of a set.
"""
from __future__ import annotations

import base64
from dataclasses import dataclass, field
from typing import Iterable
from xml.sax.saxutils import escape, quoteattr

from .outlines import label_path, needs_outlines

FONT = "Lato"
INK = "#1f1a17"
MUTED = "#5d5247"
RULE = "#cbbfae"
ACCENT = "#7a2e1f"


def _n(value: float) -> str:
    text = f"{value:.2f}".rstrip("0").rstrip(".")
    return "0" if text in ("-0", "") else text


def _attrs(**attrs: object) -> str:
    parts = []
    for key, value in attrs.items():
        if value is None or value is False:
            continue
        name = key.rstrip("_").replace("_", "-")
        shown = _n(value) if isinstance(value, float) else str(value)
        parts.append(f"{name}={quoteattr(shown)}")
    return " ".join(parts)


@dataclass
class Svg:
    """One drawing, width x height mm; shapes are appended in painting order."""

    width: float
    height: float
    items: list[str] = field(default_factory=list)

    def rect(self, x: float, y: float, w: float, h: float, *, fill: str = "none", stroke: str = INK,
             width: float = 0.3, r: float = 0.0, dash: str = "", cls: str = "") -> None:
        self.items.append(f"<rect {_attrs(class_=cls or None, x=float(x), y=float(y), width=float(w), height=float(h), rx=float(r) or None, fill=fill, stroke=stroke, stroke_width=float(width), stroke_dasharray=dash or None)}/>")

    def circle(self, x: float, y: float, r: float, *, fill: str = "none", stroke: str = INK,
               width: float = 0.3, cls: str = "") -> None:
        self.items.append(f"<circle {_attrs(class_=cls or None, cx=float(x), cy=float(y), r=float(r), fill=fill, stroke=stroke, stroke_width=float(width))}/>")

    def line(self, a: tuple[float, float], b: tuple[float, float], *, stroke: str = INK, width: float = 0.3,
             dash: str = "", cls: str = "") -> None:
        self.items.append(f"<line {_attrs(class_=cls or None, x1=float(a[0]), y1=float(a[1]), x2=float(b[0]), y2=float(b[1]), stroke=stroke, stroke_width=float(width), stroke_dasharray=dash or None)}/>")

    def polygon(self, points: Iterable[tuple[float, float]], *, fill: str = "none", stroke: str = INK,
                width: float = 0.3, cls: str = "") -> None:
        shown = " ".join(f"{_n(x)},{_n(y)}" for x, y in points)
        self.items.append(f"<polygon {_attrs(class_=cls or None, points=shown, fill=fill, stroke=stroke, stroke_width=float(width))}/>")

    def text(self, x: float, y: float, text: str, *, size: float = 2.6, anchor: str = "start", bold: bool = False,
             fill: str = INK, italic: bool = False, cls: str = "") -> None:
        """Text whose baseline is at y; size is the font size in mm. `cls` names what it is for tests and
        stylesheets (label, place, route, pawn, board). A label WeasyPrint cannot print as SVG text (Devanagari,
        Thai, Arabic, Hebrew...) is drawn as its shaped glyphs' outlines (outlines.py), when a document's font has
        its letters."""
        if needs_outlines(text):
            shape = label_path(text, float(x), float(y), float(size), anchor)
            if shape is not None:
                self.items.append(f"<path {_attrs(class_=cls or None, d=shape, fill=fill)}/>")
                return
        self.items.append(
            f"<text {_attrs(class_=cls or None, x=float(x), y=float(y), font_family=FONT, font_size=float(size), text_anchor=anchor, font_weight='bold' if bold else None, font_style='italic' if italic else None, fill=fill)}>"
            f"{escape(text)}</text>")

    def image(self, x: float, y: float, w: float, h: float, href: str, *, cls: str = "") -> None:
        """A raster picture (a data: URI) stretched to the box x, y, w, h (its proportions are the box's)."""
        self.items.append(f"<image {_attrs(class_=cls or None, x=float(x), y=float(y), width=float(w), height=float(h), preserveAspectRatio='none')} href={quoteattr(href)}/>")

    def arrow(self, a: tuple[float, float], b: tuple[float, float], *, stroke: str = ACCENT, width: float = 0.5,
              head: float = 1.8) -> None:
        """A line from a to b with a filled head at b."""
        self.line(a, b, stroke=stroke, width=width)
        dx, dy = b[0] - a[0], b[1] - a[1]
        length = (dx * dx + dy * dy) ** 0.5 or 1.0
        ux, uy = dx / length, dy / length
        base = (b[0] - ux * head, b[1] - uy * head)
        left = (base[0] - uy * head * 0.55, base[1] + ux * head * 0.55)
        right = (base[0] + uy * head * 0.55, base[1] - ux * head * 0.55)
        self.polygon([b, left, right], fill=stroke, stroke=stroke, width=0.1)

    def group(self, cls: str, *, shape: str = "", colour: str = "", box: tuple[float, float, float, float],
              picture: str = "", front: tuple[float, float, float, float] | None = None) -> None:
        """Start a group of shapes that draw one thing (a piece): its class, what it is and its box (x y w h),
        the printed thing it shows a picture of ('map:world', 'deck:trial') and, for a fan of cards, the box
        of the face in front, so that a test or a stylesheet finds it whole. end_group() closes it."""
        shown = " ".join(_n(v) for v in box)
        ahead = " ".join(_n(v) for v in front) if front is not None else None
        self.items.append(f"<g {_attrs(class_=cls, data_shape=shape or None, data_colour=colour or None, data_box=shown, data_picture=picture or None, data_front=ahead)}>")

    def end_group(self) -> None:
        self.items.append("</g>")

    def markup(self) -> str:
        return (f'<svg xmlns="http://www.w3.org/2000/svg" width="{_n(self.width)}mm" height="{_n(self.height)}mm" '
                f'viewBox="0 0 {_n(self.width)} {_n(self.height)}">' + "".join(self.items) + "</svg>")

    def data_uri(self) -> str:
        return "data:image/svg+xml;base64," + base64.b64encode(self.markup().encode("utf-8")).decode("ascii")


def text_width(text: str, size: float, bold: bool = False) -> float:
    """An estimate of Lato's width for a label, in mm, good enough to keep labels apart."""
    return len(text) * size * (0.56 if bold else 0.52)


# Lato's advance widths in em, rounded up per class of letters, so that a box computed from them is never
# narrower than the printed text (labels that must not touch their neighbours are measured with these).
_EM_CLASSES = (("ijlI.,:;'!| ", 0.26), ("frt-()/", 0.38), ("csz", 0.47), ("mw", 0.84), ("MW", 1.04),
               ("ABCDEFGHJKLNOPQRSTUVXYZ&", 0.80))
_EM = {ch: em for chars, em in _EM_CLASSES for ch in chars}


def text_extent(text: str, size: float, bold: bool = False) -> float:
    """An upper bound of a label's printed width in mm (lower case, digits and the rest at 0.6 em)."""
    return sum(_EM.get(ch, 0.6) for ch in text) * size * (1.06 if bold else 1.0)
