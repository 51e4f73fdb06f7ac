"""The places of a map: city and ship markers, boxes for regions and supplies, and the names beside them."""
from __future__ import annotations

import math

from reportlab.lib.colors import Color, HexColor
from reportlab.lib.utils import simpleSplit

from ...model import Location, Map
from ...units import PT_PER_MM
from .style import BOLD, CITY_R, INK, ITALIC, SEA, TITLE, Pen, region_colour, shade, text_w, tint
from .labels import Placer


def draw_city(pen: Pen, m: Map, loc: Location) -> float:
    """Draw a city marker; returns its radius for label placement."""
    c = pen.c
    x, y = float(loc.at[0]), float(loc.at[1])
    region = region_colour(m, loc)
    c.setStrokeColor(INK)
    if "marked" in loc.flags:
        s = CITY_R * 1.45
        c.setFillColor(shade(region, 0.1))
        c.setLineWidth(0.9)
        pen.poly([(x, y - s), (x + s * 0.95, y + s * 0.6), (x - s * 0.95, y + s * 0.6)])
        return s
    if "start" in loc.flags or "finish" in loc.flags:
        c.setFillColor(Color(1, 1, 1))
        c.setLineWidth(1.4)
        pen.circle(x, y, CITY_R + 1.4)
        c.setFillColor(shade(region, 0.25))
        pen.circle(x, y, CITY_R - 0.6, stroke=0)
        return CITY_R + 1.4
    c.setFillColor(Color(1, 1, 1))
    c.setLineWidth(1.0)
    pen.circle(x, y, CITY_R)
    c.setFillColor(shade(region, 0.15))
    pen.circle(x, y, CITY_R * 0.45, stroke=0)
    return CITY_R


def draw_ship(pen: Pen, loc: Location) -> float:
    c = pen.c
    x, y = float(loc.at[0]), float(loc.at[1])
    c.setStrokeColor(INK)
    c.setLineWidth(0.7)
    c.setFillColor(HexColor("#8a5a34"))
    pen.poly([(x - 4.2, y + 0.4), (x + 4.2, y + 0.4), (x + 2.8, y + 2.6), (x - 2.8, y + 2.6)])
    c.setFillColor(Color(1, 1, 1))
    pen.poly([(x - 0.2, y - 4.6), (x - 0.2, y - 0.1), (x - 3.4, y - 0.1)])
    pen.poly([(x + 0.4, y - 3.8), (x + 0.4, y - 0.1), (x + 3.0, y - 0.1)])
    return 4.6


def draw_box(pen: Pen, m: Map, loc: Location, placer: Placer) -> None:
    """A space (board furniture) or a region box with its named action spaces."""
    c = pen.c
    x, y = float(loc.at[0]), float(loc.at[1])
    w, h = (float(loc.size[0]), float(loc.size[1])) if len(loc.size) == 2 else (
        max(30.0, text_w(loc.name, BOLD, 9) + 8), 20.0)
    left, top = x - w / 2, y - h / 2
    placer.take((left, top, w, h))
    c.setStrokeColor(INK)
    c.setLineWidth(0.9)
    if loc.kind == "space":
        c.setFillColor(Color(1, 1, 1))
        c.setDash(2.5, 1.5)
        pen.rect(left, top, w, h, r=2.5, stroke=1, fill=1)
        c.setDash()
        c.setFillColor(INK)
        lines = simpleSplit(loc.name, BOLD, 9, (w - 4) * PT_PER_MM)
        y0 = y - (len(lines) - 1) * 4.0 / 2 + 1.2
        for i, line in enumerate(lines):
            pen.text(x, y0 + i * 4.0, line, BOLD, 9, "center")
        return
    colour = region_colour(m, loc)
    c.setFillColor(tint(colour, 0.55))
    pen.rect(left, top, w, h, r=4, stroke=1, fill=1)
    c.setFillColor(shade(colour, 0.05))
    pen.rect(left, top, w, 13, r=4, stroke=0, fill=1)
    pen.rect(left, top + 6, w, 7, stroke=0, fill=1)
    c.setFillColor(INK)
    pen.text(x, top + 9.6, loc.name, TITLE, 16, "center")
    for k, flag in enumerate(f for f in loc.flags if f in ("start", "finish")):
        tag = flag.upper()
        tw = text_w(tag, BOLD, 7) + 4
        c.setFillColor(Color(1, 1, 1))
        pen.rect(left + w - tw - 3, top + 3 + k * 6, tw, 5.5, r=1.5, stroke=0, fill=1)
        c.setFillColor(INK)
        pen.text(left + w - tw / 2 - 3, top + 7.2 + k * 6, tag, BOLD, 7, "center")
    _action_spaces(pen, loc.spaces, left + 4, top + 17, w - 8, h - 21)


def _action_spaces(pen: Pen, names: tuple[str, ...], x: float, y: float, w: float, h: float) -> None:
    """Lay the named spaces out two to a row; the first (a staging area) spans the whole width."""
    if not names:
        return
    c = pen.c
    rows = 1 + math.ceil((len(names) - 1) / 2)
    gap = 2.5
    cell_h = (h - gap * (rows - 1)) / rows
    for i, name in enumerate(names):
        if i == 0:
            bx, by, bw = x, y, w
        else:
            row, col = 1 + (i - 1) // 2, (i - 1) % 2
            bw = (w - gap) / 2
            bx, by = x + col * (bw + gap), y + row * (cell_h + gap)
        c.setFillColor(Color(1, 1, 1))
        c.setStrokeColor(INK)
        c.setLineWidth(0.6)
        pen.rect(bx, by, bw, cell_h, r=2, stroke=1, fill=1)
        c.setFillColor(INK)
        size = 8.5
        while size > 6 and text_w(name, BOLD, size) > bw - 3:
            size -= 0.5
        pen.text(bx + bw / 2, by + cell_h / 2 + size * 0.13, name, BOLD, size, "center")


def draw_label(pen: Pen, loc: Location, r: float, placer: Placer) -> None:
    c = pen.c
    ship = loc.kind == "ship"
    font, size = (ITALIC, 6.0) if ship else (BOLD, 8.0 if loc.flags else 7.5)
    name = loc.name.upper() if ("start" in loc.flags or "finish" in loc.flags) else loc.name
    w, h = text_w(name, font, size) + 1.6, size / PT_PER_MM * 1.05
    bx, by, bw, bh = placer.place(float(loc.at[0]), float(loc.at[1]), r, w, h)
    c.setFillColor(Color(1, 1, 1))
    pen.rect(bx, by, bw, bh, r=0.8, stroke=0, fill=1)
    c.setFillColor(SEA if ship else INK)
    pen.text(bx + bw / 2, by + bh * 0.76, name, font, size, "center")
