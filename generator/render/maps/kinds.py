"""The game's own location kinds (game.yaml `location_kinds`): each drawn as its shape, filled with its colour.

A declared kind is a place pieces stand on, like a city: the same size
(the map's city_size or the location's `size: [d]`), its name placed the same
way. Only its look differs, so a reef or a marsh reads apart from a city on
the board and in the key.
"""
from __future__ import annotations


from ...model import Location, LocationKind, Map
from ...model.spaces import city_diameter, kind_outline
from ...core.palette import is_dark
from .style import INK, Pen, shade, tint


def kind_shape(pen: Pen, shape: str, x: float, y: float, r: float) -> None:
    """Stroke and fill one shape of radius r (mm) centred on x, y, with the pen's current colours.

    Every shape spans about the same area as the circle of radius r, so no kind looks bigger than a city."""
    outline = kind_outline(shape, x, y, r)
    if outline:
        pen.poly(outline)
    else:
        pen.circle(x, y, r)


def draw_kind_place(pen: Pen, m: Map, loc: Location, kind: LocationKind) -> float:
    """A location of a declared kind; returns its radius for label placement. Its flags are drawn as on a city,
    in the kind's shape: a start or finish gets a second outline inside the first (the key's double ring), a
    marked place a triangle inside (the key's 'marked' entry), dark on a light colour and light on a dark one."""
    c = pen.c
    x, y = float(loc.at[0]), float(loc.at[1])
    r = city_diameter(m, loc) / 2
    c.setStrokeColor(INK)
    c.setFillColor(tint(kind.colour, 0.0))
    ends = bool({"start", "finish"} & set(loc.flags))
    c.setLineWidth(1.4 if ends else 0.8)
    kind_shape(pen, kind.shape, x, y, r)
    if ends:
        c.setLineWidth(0.6)
        c.setFillColor(tint(kind.colour, 0.0))
        kind_shape(pen, kind.shape, x, y, r - 1.2)
    if "marked" in loc.flags:
        s = r * 0.5
        c.setFillColor(tint(kind.colour, 0.85) if is_dark(kind.colour) else shade(kind.colour, 0.55))
        pen.poly([(x, y - s), (x + s * 0.95, y + s * 0.6), (x - s * 0.95, y + s * 0.6)], stroke=0)
    return r
