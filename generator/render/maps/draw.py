"""Draw one schematic board from map data: regions, routes with their spaces, locations, tracks, labels.

Everything is drawn in board mm (origin top-left, y down, as the data is
written) through ``Pen``, which flips y for ReportLab. Text never overlaps
text: labels, the title and the legend are placed by labels.Placer.
"""
from __future__ import annotations

import math
from collections import defaultdict

from reportlab.lib.colors import Color
from reportlab.pdfgen.canvas import Canvas

from ...model import Game, Location, Map, Route
from ...units import PT_PER_MM
from .labels import Placer
from .legend import draw_legend, draw_title
from .places import draw_box, draw_city, draw_label, draw_ship
from .style import BOLD, CITY_R, CROSSING, INK, LAND, PAPER, SEA, STEP_R, Pen, tint
from .tracks import draw_track, track_boxes

def draw_regions(pen: Pen, m: Map) -> None:
    """Each region as a soft patch: a disc round each of its cities, joined along its own land routes.

    Regions of boxes (The Acts) and of ships are shown by their places instead.
    """
    c = pen.c
    c.saveState()
    c.setLineCap(1)
    c.setLineJoin(1)
    for region in m.regions:
        places = {x.id: (float(x.at[0]), float(x.at[1])) for x in m.locations
                  if x.region in (region.id, region.name) and x.kind in ("city", "land")}
        if not places:
            continue
        tone = tint(region.colour, 0.6)
        c.setFillColor(tone)
        c.setStrokeColor(tone)
        c.setLineWidth(2 * 7.5 * PT_PER_MM)
        for r in m.routes:
            a, b = m.location(r.between[0]), m.location(r.between[1])
            if r.kind in ("land", "crossing") and a is not None and b is not None and a.id in places \
                    and b.id in places:
                pen.line(places[a.id], places[b.id])
        for x, y in places.values():
            pen.circle(x, y, 9.0, stroke=0, fill=1)
    c.restoreState()


def _edge_point(loc: Location, toward: tuple[float, float]) -> tuple[float, float]:
    """Where a route leaves a location: the border of its box, or its marker's rim."""
    x, y = float(loc.at[0]), float(loc.at[1])
    dx, dy = toward[0] - x, toward[1] - y
    dist = math.hypot(dx, dy) or 1.0
    if loc.kind in ("region", "space") and len(loc.size) == 2:
        hw, hh = loc.size[0] / 2, loc.size[1] / 2
        t = min(hw / abs(dx) if dx else math.inf, hh / abs(dy) if dy else math.inf)
        return x + dx * t, y + dy * t
    r = CITY_R + 0.6
    return x + dx / dist * r, y + dy / dist * r


def route_geometry(m: Map) -> list[tuple[Route, tuple[float, float], tuple[float, float]]]:
    """Each route's two end points; parallel routes between one pair are spread apart."""
    groups: dict[frozenset, list[Route]] = defaultdict(list)
    for r in m.routes:
        a, b = m.location(r.between[0]), m.location(r.between[1])
        if a is not None and b is not None:
            groups[frozenset((a.id, b.id))].append(r)
    out = []
    for routes in groups.values():
        for k, r in enumerate(routes):
            a, b = m.location(r.between[0]), m.location(r.between[1])
            pa = _edge_point(a, (float(b.at[0]), float(b.at[1])))
            pb = _edge_point(b, (float(a.at[0]), float(a.at[1])))
            spread = 11.0 if r.kind == "travel" else 3.2
            off = (k - (len(routes) - 1) / 2) * spread
            if r.kind == "travel" and a.id > b.id:
                off = -off  # the two directions of a link keep to their own side whatever the order
            dx, dy = pb[0] - pa[0], pb[1] - pa[1]
            n = math.hypot(dx, dy) or 1.0
            nx, ny = -dy / n * off, dx / n * off
            out.append((r, (pa[0] + nx, pa[1] + ny), (pb[0] + nx, pb[1] + ny)))
    return out


def draw_routes(pen: Pen, m: Map, placer: Placer) -> None:
    c = pen.c
    for r, a, b in route_geometry(m):
        c.saveState()
        if r.kind == "travel":
            _travel_row(pen, r, a, b, placer)
            c.restoreState()
            continue
        colour = {"land": LAND, "sea": SEA, "crossing": CROSSING}[r.kind]
        c.setStrokeColor(colour)
        c.setLineWidth(1.1 if r.kind == "land" else 1.0)
        if r.kind == "sea":
            c.setDash(4, 2.5)
        elif r.kind == "crossing":
            c.setDash(1, 1.6)
        pen.line(a, b)
        placer.take_line(a, b)
        c.setDash()
        if r.kind == "crossing":
            c.setFillColor(colour)
            for tip, tail in ((a, b), (b, a)):
                _arrow_head(pen, tip, tail, 2.4)
        for i in range(1, r.cost):
            t = i / r.cost
            x, y = a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t
            c.setFillColor(Color(1, 1, 1))
            c.setLineWidth(0.8)
            pen.circle(x, y, STEP_R, stroke=1, fill=1)
            placer.take((x - STEP_R, y - STEP_R, 2 * STEP_R, 2 * STEP_R))
        c.restoreState()


def _arrow_head(pen: Pen, tip: tuple[float, float], tail: tuple[float, float], size: float) -> None:
    dx, dy = tip[0] - tail[0], tip[1] - tail[1]
    n = math.hypot(dx, dy) or 1.0
    ux, uy = dx / n, dy / n
    base = (tip[0] - ux * size, tip[1] - uy * size)
    pen.poly([tip, (base[0] - uy * size * 0.45, base[1] + ux * size * 0.45),
              (base[0] + uy * size * 0.45, base[1] - ux * size * 0.45)], stroke=0, fill=1)


def _travel_row(pen: Pen, r: Route, a: tuple[float, float], b: tuple[float, float], placer: Placer) -> None:
    """A row of travel spaces across the gap between two region boxes, with an arrow to the destination."""
    c = pen.c
    n = max(len(r.spaces), 1)
    side = 8.0
    dx, dy = b[0] - a[0], b[1] - a[1]
    length = math.hypot(dx, dy) or 1.0
    ux, uy = dx / length, dy / length
    span = n * side + (n - 1) * 1.2 + 4.0
    start = max(0.0, (length - span) / 2)
    c.setStrokeColor(INK)
    c.setLineWidth(0.7)
    for i in range(n):
        t = start + i * (side + 1.2) + side / 2
        x, y = a[0] + ux * t, a[1] + uy * t
        c.setFillColor(Color(1, 1, 1))
        pen.rect(x - side / 2, y - side / 2, side, side, r=1.2, stroke=1, fill=1)
        placer.take((x - side / 2, y - side / 2, side, side))
        price = r.spaces[i] if i < len(r.spaces) else 0
        if price:
            c.setFillColor(INK)
            pen.text(x, y + 1.5, str(price), BOLD, 9, "center")
    tip_t = start + span
    tip = (a[0] + ux * tip_t, a[1] + uy * tip_t)
    c.setFillColor(INK)
    _arrow_head(pen, tip, a, 3.0)


def draw_board(c: Canvas, game: Game, m: Map) -> None:
    """The whole board, in board mm on a canvas whose origin is the board's bottom-left."""

    width, height = float(m.width), float(m.height)
    pen = Pen(c, height)
    placer = Placer((2.0, 2.0, width - 4, height - 4))
    c.saveState()
    c.setFillColor(PAPER)
    c.rect(0, 0, width * PT_PER_MM, height * PT_PER_MM, stroke=0, fill=1)
    for t in m.tracks:
        placer.take_all(track_boxes(t, width, height))
    draw_regions(pen, m)
    boxes = [x for x in m.locations if x.kind in ("region", "space")]
    for loc in boxes:
        draw_box(pen, m, loc, placer)
    draw_routes(pen, m, placer)
    markers: list[tuple[Location, float]] = []
    for loc in m.locations:
        if loc.kind in ("region", "space"):
            continue
        r = draw_ship(pen, loc) if loc.kind == "ship" else draw_city(pen, m, loc)
        markers.append((loc, r))
        placer.take((float(loc.at[0]) - r, float(loc.at[1]) - r, 2 * r, 2 * r))
    for loc, r in markers:
        draw_label(pen, loc, r, placer)
    for t in m.tracks:
        draw_track(pen, t, game, width, height, placer)

    draw_title(pen, game, m, placer)
    draw_legend(pen, m, placer)
    c.restoreState()
