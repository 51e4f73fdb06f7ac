"""Draw one schematic board from map data: regions, routes with their spaces, locations, tracks, labels.

Everything is drawn in board mm (origin top-left, y down, as the data is
written) through ``Pen``, which flips y for ReportLab. Text never overlaps
text: labels, the title and the legend are placed by labels.Placer.
"""
from __future__ import annotations

import math
from pathlib import Path
from typing import Optional

from reportlab.lib.colors import Color, HexColor
from reportlab.pdfgen.canvas import Canvas

from ...load.languages import Wording
from ...model import Game, Location, Map, Route
from ...model.spaces import has_sea, is_land, land_reach, route_lines, shore, step_points, travel_points
from ...core.palette import colour_hex
from ...core.units import PT_PER_MM
from .art import draw_art
from .labels import Placer
from .legend import draw_legend, draw_title
from .kinds import draw_kind_place
from .places import draw_box, draw_city, draw_label, draw_ship
from ..shared.board_fonts import PNP_FONTS, BoardFonts
from .style import COAST, CROSSING, INK, LAND, LAND_FILL, PAPER, SEA, SEA_FILL, Pen, Said, shade, tint
from .tracks import draw_track, track_boxes


def draw_land_and_sea(pen: Pen, m: Map) -> None:
    """The sea over the whole board, then the land: a coast round every city and along every land route.

    Crossings and sea routes cross the water, so they make no land. A map whose `ground` is land (an inland
    sea) is land all over, with the water only in the areas its land routes ring (sea_areas), and the coast
    only where land meets that water.
    """
    if not has_sea(m):
        return
    c = pen.c
    c.saveState()
    land = shore(m)
    places, seas = land.places, land.seas
    inland = m.ground == "land"
    c.setFillColor(LAND_FILL if inland else SEA_FILL)
    c.rect(0, 0, float(m.width) * PT_PER_MM, float(m.height) * PT_PER_MM, stroke=0, fill=1)
    c.setFillColor(SEA_FILL)
    for area in seas:
        pen.poly(area, stroke=0, fill=1)
    reach = land_reach(m)
    c.setLineCap(1)
    c.setLineJoin(1)
    for colour, grow in ((COAST, 1.2), (LAND_FILL, 0.0)):   # a darker coastline, then the land over it
        if inland and grow and not seas:
            continue                 # land all over: no water, so no coast
        c.saveState()
        if inland and grow:          # on land ground, the coastline only where the land meets the water
            water = c.beginPath()
            for area in seas:
                water.moveTo(*pen.p(*area[0]))
                for point in area[1:]:
                    water.lineTo(*pen.p(*point))
                water.close()
            c.clipPath(water, stroke=0, fill=0)
        c.setFillColor(colour)
        c.setStrokeColor(colour)
        if grow == 0.0:
            for face in land.faces:
                pen.poly(face, stroke=0, fill=1)
        c.setLineWidth(2 * (reach + grow) * PT_PER_MM)
        for a, b in land.lines:
            pen.line(a, b)
        for x, y in places.values():
            pen.circle(x, y, reach + grow, stroke=0, fill=1)
        c.restoreState()
    c.restoreState()


def draw_regions(pen: Pen, m: Map) -> None:
    """Each region as a filled area: a patch round each of its cities, joined along its own land routes.

    Regions of boxes and of ships are shown by their places instead.
    """
    c = pen.c
    c.saveState()
    c.setLineCap(1)
    c.setLineJoin(1)
    patch = float(m.city_size) / 2 + 5.5
    for region in m.regions:
        places = {x.id: (float(x.at[0]), float(x.at[1])) for x in m.locations
                  if x.region in (region.id, region.name) and is_land(x)}
        if not places:
            continue
        tone = tint(region.colour, 0.5)
        c.setFillColor(tone)
        c.setStrokeColor(tone)
        c.setLineWidth(2 * patch * PT_PER_MM)
        for r in m.routes:
            a, b = m.location(r.between[0]), m.location(r.between[1])
            if r.kind == "land" and a is not None and b is not None and a.id in places \
                    and b.id in places:
                pen.line(places[a.id], places[b.id])
        for x, y in places.values():
            pen.circle(x, y, patch, stroke=0, fill=1)
    c.restoreState()


def draw_routes(pen: Pen, m: Map, placer: Placer, cased: bool = False) -> None:
    """Every route with its spaces; `cased` (a board over art) runs a white casing under each line."""
    c = pen.c
    step_r = float(m.step_size) / 2
    for r, path in route_lines(m):
        a, b = (path[0], path[-1]) if len(path) == 2 else (path[1], path[2])   # where its spaces are set out
        c.saveState()
        if r.kind == "travel":
            _travel_row(pen, m, r, a, b, placer)
            c.restoreState()
            continue
        colour = {"land": LAND, "sea": SEA, "crossing": CROSSING}[r.kind]
        own = None
        if r.colour is not None:   # a coloured route: its line in a darker shade, its spaces filled with the colour
            own, colour = HexColor(colour_hex(r.colour) or "#b8b8b8"), shade(r.colour, 0.35)
        legs = list(zip(path, path[1:]))
        if cased:
            c.setStrokeColor(PAPER)
            c.setLineWidth(2.6)
            for one, other in legs:
                pen.line(one, other)
        c.setStrokeColor(colour)
        c.setLineWidth(1.1 if r.kind == "land" else 1.0)
        if r.kind == "sea":
            c.setDash(4, 2.5)
        elif r.kind == "crossing":
            c.setDash(1, 1.6)
        for one, other in legs:
            pen.line(one, other)
            placer.take_line(one, other)
        c.setDash()
        if r.kind == "crossing":
            c.setFillColor(colour)
            for tip, tail in ((b, a),) if r.oneway else ((a, b), (b, a)):
                pen.arrow_head(tip, tail, 2.4)
        steps = step_points(r, a, b)
        for x, y in steps:
            c.setFillColor(own or Color(1, 1, 1))
            c.setStrokeColor(colour)
            c.setLineWidth(0.8)
            pen.space_circle(x, y, step_r)
            placer.take((x - step_r, y - step_r, 2 * step_r, 2 * step_r))
        if r.oneway:
            _oneway_arrow(pen, a, b, step_r if steps else 0.6, placer)
        c.restoreState()


ONEWAY_SHAFT = 10.0   # mm: the arrow beside a one-way route, from its first place towards its second


def _oneway_arrow(pen: Pen, a: tuple[float, float], b: tuple[float, float], half_width: float,
                  placer: Placer) -> None:
    """A short arrow beside the middle of a one-way route, pointing from its first place to its second, on the side
    that covers less of what is drawn already (a track's inside, a label's room); the key says what it means."""
    dx, dy = b[0] - a[0], b[1] - a[1]
    n = math.hypot(dx, dy) or 1.0
    ux, uy = dx / n, dy / n
    mx, my = (a[0] + b[0]) / 2, (a[1] + b[1]) / 2
    off = half_width + 2.6
    half = ONEWAY_SHAFT / 2

    def arrow(side: float) -> tuple[tuple[float, float], tuple[float, float], tuple[float, float, float, float]]:
        cx, cy = mx - uy * off * side, my + ux * off * side
        tail, tip = (cx - ux * half, cy - uy * half), (cx + ux * half, cy + uy * half)
        box = (min(tail[0], tip[0]) - 1.5, min(tail[1], tip[1]) - 1.5,
               abs(tip[0] - tail[0]) + 3.0, abs(tip[1] - tail[1]) + 3.0)
        return tail, tip, box

    tail, tip, box = min((arrow(side) for side in (1.0, -1.0)), key=lambda t: placer.cost(t[2]))
    c = pen.c
    c.setStrokeColor(INK)
    c.setFillColor(INK)
    c.setLineWidth(1.0)
    c.setDash()
    pen.line(tail, (tip[0] - ux * 2.0, tip[1] - uy * 2.0))
    pen.arrow_head(tip, tail, 3.0)
    placer.take(box)


def _travel_row(pen: Pen, m: Map, r: Route, a: tuple[float, float], b: tuple[float, float], placer: Placer) -> None:
    """A row of travel spaces across the gap between two region boxes, with an arrow to the destination."""
    c = pen.c
    side = float(m.travel_size)
    points = travel_points(m, r, a, b)
    c.setStrokeColor(INK)
    c.setLineWidth(0.7)
    for i, (x, y) in enumerate(points):
        c.setFillColor(Color(1, 1, 1))
        pen.space_rect(x - side / 2, y - side / 2, side, side, r=1.2)
        placer.take((x - side / 2, y - side / 2, side, side))
        price = r.spaces[i] if i < len(r.spaces) else 0
        if price:
            c.setFillColor(INK)
            pen.panel_text(x, y + 1.5, str(price), pen.fonts.bold, 9, "center")
    dx, dy = b[0] - a[0], b[1] - a[1]
    length = math.hypot(dx, dy) or 1.0
    last = points[-1]
    reach = side / 2 + 4.0
    tip = (last[0] + dx / length * reach, last[1] + dy / length * reach)
    c.setFillColor(INK)
    pen.arrow_head(tip, a, 3.0)
    # the arrow says which way the row leads: names and the tiles' crosshairs keep off it too
    placer.take((tip[0] - 3.0, tip[1] - 3.0, 6.0, 6.0))


def draw_board(c: Canvas, game: Game, m: Map, art: Optional[Path] = None,
               fonts: BoardFonts = PNP_FONTS, said: Optional[list[Said]] = None) -> list[tuple[float, float, float, float]]:
    """The whole board, in board mm on a canvas whose origin is the board's bottom-left, over the picture `art`
    when the map has one (art.py: then without the generated land, sea and regions, and its spaces outlined only
    when the art says `outline`), its words in `fonts`; returns the boxes (board mm, y down) of everything the
    Placer took: spaces, markers, labels, tracks, title and key, routes. Given `said` (a list), the board is drawn
    quiet for the overview: every shape in its place, no word and no key, each text kept in `said` (style.Said)."""

    width, height = float(m.width), float(m.height)
    pen = Pen(c, height, fonts, outline=art is not None and m.art is not None and m.art.outline, said=said)
    placer = Placer((2.0, 2.0, width - 4, height - 4))
    c.saveState()
    c.setFillColor(PAPER)
    c.rect(0, 0, width * PT_PER_MM, height * PT_PER_MM, stroke=0, fill=1)
    for t in m.tracks:
        placer.take_all(track_boxes(t, width, height))
    if art is not None:
        draw_art(c, art, m)
    else:
        draw_land_and_sea(pen, m)
        draw_regions(pen, m)
    boxes = [x for x in m.locations if x.kind in ("region", "space")]
    for loc in boxes:
        draw_box(pen, game, m, loc, placer)
    draw_routes(pen, m, placer, cased=art is not None)
    markers: list[tuple[Location, float]] = []
    for loc in m.locations:
        if loc.kind in ("region", "space"):
            continue
        own = game.location_kind(loc.kind)
        r = (draw_ship(pen, m, loc) if loc.kind == "ship" else
             draw_kind_place(pen, m, loc, own) if own is not None else draw_city(pen, m, loc))
        markers.append((loc, r))
        placer.take((float(loc.at[0]) - r, float(loc.at[1]) - r, 2 * r, 2 * r))
    for loc, r in markers:
        draw_label(pen, loc, r, placer, pad=0.5 if art is not None else 0.0)
    for t in m.tracks:
        draw_track(pen, t, game, width, height, placer, panel=art is not None)

    draw_title(pen, game, m, placer)
    if not pen.quiet:   # the overview prints the key beside the board where there is room (overview.py)
        draw_legend(pen, m, placer, game.location_kinds, Wording(game).frame, terrain=art is None)
    c.restoreState()
    return list(placer.taken)
