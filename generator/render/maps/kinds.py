"""The game's own location kinds (game.yaml `location_kinds`): each drawn as its shape, filled with its colour.

A declared kind is a place pieces stand on, like a city: the same size
(the map's city_size or the location's `size: [d]`), its name placed the same
way. Only its look differs, so a reef or a marsh reads apart from a city on
the board and in the key.
"""
from __future__ import annotations

import math

from ...model import Location, LocationKind, Map
from ...model.spaces import SQUARE_OF_CIRCLE, city_diameter
from .style import INK, Pen, tint


def kind_shape(pen: Pen, shape: str, x: float, y: float, r: float) -> None:
    """Stroke and fill one shape of radius r (mm) centred on x, y, with the pen's current colours.

    Every shape spans about the same area as the circle of radius r, so no kind looks bigger than a city."""
    if shape == "circle":
        pen.circle(x, y, r)
        return
    if shape == "square":
        half = r * SQUARE_OF_CIRCLE        # a square of the circle's area
        pen.rect(x - half, y - half, 2 * half, 2 * half, fill=1)
        return
    corners, turn, reach = {"diamond": (4, 0.0, 1.25), "triangle": (3, 0.0, 1.55),
                            "hex": (6, math.pi / 6, 1.1)}[shape]
    # y grows downwards on the board, so the first corner (angle 0 from 'up') is the top one
    pen.poly([(x + r * reach * math.sin(turn + 2 * math.pi * i / corners),
               y - r * reach * math.cos(turn + 2 * math.pi * i / corners)) for i in range(corners)])


def draw_kind_place(pen: Pen, m: Map, loc: Location, kind: LocationKind) -> float:
    """A location of a declared kind; returns its radius for label placement. A start or finish gets a
    heavier outline, as a city's double ring says the same."""
    c = pen.c
    x, y = float(loc.at[0]), float(loc.at[1])
    r = city_diameter(m, loc) / 2
    c.setStrokeColor(INK)
    c.setFillColor(tint(kind.colour, 0.0))
    c.setLineWidth(1.4 if {"start", "finish"} & set(loc.flags) else 0.8)
    kind_shape(pen, kind.shape, x, y, r)
    return r
