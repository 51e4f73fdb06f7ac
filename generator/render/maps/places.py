"""The places of a map: city and ship markers, boxes for regions and supplies, and the names beside them."""
from __future__ import annotations


from reportlab.lib.colors import Color, HexColor
from reportlab.lib.utils import simpleSplit

from ...load.languages import Wording
from ...model import Game, Location, Map
from ...model.spaces import RegionLayout, city_diameter, region_layout
from ...core.units import PT_PER_MM
from .labels import Placer
from .style import INK, SEA, Pen, region_colour, shade, tint


def draw_city(pen: Pen, m: Map, loc: Location) -> float:
    """Draw a city space at its size (model/spaces.py); returns its radius for label placement.

    The space is always a circle pieces can stand in; a marked city
    carries a triangle inside it, a start or finish city a double ring.
    """
    c = pen.c
    x, y = float(loc.at[0]), float(loc.at[1])
    r = city_diameter(m, loc) / 2
    region = region_colour(m, loc)
    c.setStrokeColor(INK)
    c.setFillColor(Color(1, 1, 1))
    if "start" in loc.flags or "finish" in loc.flags:
        c.setLineWidth(1.4)
        pen.space_circle(x, y, r)
        c.setLineWidth(0.6)
        c.setFillColor(tint(region, 0.35))
        pen.space_circle(x, y, r - 1.2)
        return r
    c.setLineWidth(1.0)
    pen.space_circle(x, y, r)
    if not pen.outline:   # outlined over art: the picture shows through, not the region's colour
        c.setFillColor(tint(region, 0.45))
        pen.circle(x, y, r * 0.72, stroke=0)
    if "marked" in loc.flags:
        s = r * 0.62
        c.setFillColor(shade(region, 0.2))
        pen.poly([(x, y - s), (x + s * 0.95, y + s * 0.6), (x - s * 0.95, y + s * 0.6)], stroke=0)
    return r


def draw_ship(pen: Pen, m: Map, loc: Location) -> float:
    """A ship: a dashed sea-blue space at the city size, with a small ship inside."""
    c = pen.c
    x, y = float(loc.at[0]), float(loc.at[1])
    r = city_diameter(m, loc) / 2
    k = min(1.0, r / 5.0)
    c.setStrokeColor(SEA)
    c.setLineWidth(0.8)
    c.setDash(2, 1.2)
    c.setFillColor(Color(1, 1, 1))
    pen.space_circle(x, y, r)
    c.setDash()
    c.setStrokeColor(INK)
    c.setLineWidth(0.7)
    c.setFillColor(HexColor("#8a5a34"))
    pen.poly([(x - 4.2 * k, y + 0.4 * k), (x + 4.2 * k, y + 0.4 * k), (x + 2.8 * k, y + 2.6 * k),
              (x - 2.8 * k, y + 2.6 * k)])
    c.setFillColor(Color(1, 1, 1))
    pen.poly([(x - 0.2 * k, y - 4.6 * k), (x - 0.2 * k, y - 0.1 * k), (x - 3.4 * k, y - 0.1 * k)])
    pen.poly([(x + 0.4 * k, y - 3.8 * k), (x + 0.4 * k, y - 0.1 * k), (x + 3.0 * k, y - 0.1 * k)])
    return r


def draw_box(pen: Pen, game: Game, m: Map, loc: Location, placer: Placer) -> None:
    """A space (board furniture) or a region box with its named action spaces."""
    c = pen.c
    x, y = float(loc.at[0]), float(loc.at[1])
    w, h = (float(loc.size[0]), float(loc.size[1])) if len(loc.size) == 2 else (
        max(30.0, pen.width(loc.name, pen.fonts.bold, 9) + 8), 20.0)
    left, top = x - w / 2, y - h / 2
    placer.take((left, top, w, h))
    c.setStrokeColor(INK)
    c.setLineWidth(0.9)
    if loc.kind == "space":
        c.setFillColor(Color(1, 1, 1))
        c.setDash(2.5, 1.5)
        pen.space_rect(left, top, w, h, r=2.5)
        c.setDash()
        c.setFillColor(INK)
        lines = simpleSplit(loc.name, pen.fonts.bold, 9, (w - 4) * PT_PER_MM)
        y0 = y - (len(lines) - 1) * 4.0 / 2 + 1.2
        for i, line in enumerate(lines):
            pen.panel_text(x, y0 + i * 4.0, line, pen.fonts.bold, 9, "center", role="box", room=w - 2)
        return
    colour = region_colour(m, loc)
    c.setFillColor(tint(colour, 0.55))
    pen.space_rect(left, top, w, h, r=4)
    c.setFillColor(shade(colour, 0.05))
    pen.rect(left, top, w, 13, r=4, stroke=0, fill=1)
    pen.rect(left, top + 6, w, 7, stroke=0, fill=1)
    c.setFillColor(INK)
    pen.text(x, top + 9.6, loc.name, pen.fonts.title, 16, "center", role="region", room=w - 4)
    for k, flag in enumerate(f for f in loc.flags if f in ("start", "finish")):
        tag = Wording(game).frame(flag.capitalize()).upper()
        tw = pen.width(tag, pen.fonts.bold, 7) + 4
        if not pen.quiet:   # the overview sets the word on its own plate, or leaves both to the tiles
            c.setFillColor(Color(1, 1, 1))
            pen.rect(left + w - tw - 3, top + 3 + k * 6, tw, 5.5, r=1.5, stroke=0, fill=1)
        c.setFillColor(INK)
        pen.text(left + w - tw / 2 - 3, top + 7.2 + k * 6, tag, pen.fonts.bold, 7, "center", role="mark")
    layout = region_layout(m, loc)
    if layout is None:
        return
    _action_spaces(pen, layout)
    _space_rows(pen, layout)
    _stack(pen, game, m, loc, layout)


def _space_rows(pen: Pen, layout: RegionLayout) -> None:
    """Rows of spaces at the foot of a region box, each after its name."""
    c = pen.c
    for name, (lx, ly, lw, lh), cells in layout.rows:
        c.setFillColor(INK)
        size = 8.0
        while size > 6 and pen.width(name, pen.fonts.bold, size) > lw - 1:
            size -= 0.5
        pen.panel_text(lx, ly + lh / 2 + size * 0.13, name, pen.fonts.bold, size, "left")
        for bx, by, bw, bh in cells:
            c.setFillColor(Color(1, 1, 1))
            c.setStrokeColor(INK)
            c.setLineWidth(0.6)
            c.setDash(1.5, 1)
            pen.space_rect(bx, by, bw, bh, r=1.5)
            c.setDash()


def stack_order(game: Game, m: Map, loc: Location) -> list[str]:
    """A region's setup stack, top first: the column for this region of the map's stack table row."""
    if m.stacks is None:
        return []
    table = next((t for t in game.tables if t.id == m.stacks.table), None)
    row = next((r for r in table.rows if r.label == m.stacks.row), None) if table else None
    if table is None or row is None:
        return []
    for value, cell in zip(table.axis.values, row.values):
        if str(value) in (loc.name, loc.id) and isinstance(cell, (list, tuple)):
            return [str(v) for v in cell]
    return []


def _piece_colour(game: Game, name: str) -> Color:
    """The colour of the token whose design is called `name`, else grey."""
    from ...core.palette import colour_hex

    for sheet in game.tokens:
        for face in sheet.faces:
            if face.front == name:
                colour = face.colour or (sheet.colours[0] if sheet.colours else None)
                if colour is not None:
                    return HexColor(colour_hex(colour) or "#b8b8b8")
    return HexColor("#b8b8b8")


def _stack(pen: Pen, game: Game, m: Map, loc: Location, layout: RegionLayout) -> None:
    """The space the region's stack stands on, and the order to build it in, top piece first."""
    if layout.stack is None:
        return
    c = pen.c
    x, y, d = layout.stack
    c.setFillColor(Color(1, 1, 1))
    c.setStrokeColor(INK)
    c.setLineWidth(0.8)
    c.setDash(2, 1.2)
    pen.space_circle(x, y, d / 2)
    c.setDash()
    c.setFillColor(INK)
    words = Wording(game).frame   # pnp's own words, in the edition's language
    pen.panel_text(x, y - d / 2 - 1.2, words("Stack"), pen.fonts.bold, 6.5, "center")
    order = stack_order(game, m, loc)
    if not order or layout.order is None:
        return
    ox, oy, ow, oh = layout.order
    dot = min(5.0, (oh - 5) / max(len(order), 1) - 0.8)
    pen.panel_text(x, oy + 2.6, words("top"), pen.fonts.bold, 6.0, "center")
    for i, name in enumerate(order):
        cy = oy + 5 + i * (dot + 0.8) + dot / 2
        c.setFillColor(_piece_colour(game, name))
        c.setStrokeColor(INK)
        c.setLineWidth(0.5)
        pen.circle(x, cy, dot / 2)


def _action_spaces(pen: Pen, layout: RegionLayout) -> None:
    """The region's named spaces where model/spaces.py lays them (its wide ones across the box)."""
    c = pen.c
    for name, (bx, by, bw, cell_h) in layout.actions:
        c.setFillColor(Color(1, 1, 1))
        c.setStrokeColor(INK)
        c.setLineWidth(0.6)
        pen.space_rect(bx, by, bw, cell_h, r=2)
        c.setFillColor(INK)
        size = 8.5
        while size > 6 and pen.width(name, pen.fonts.bold, size) > bw - 3:
            size -= 0.5
        pen.panel_text(bx + bw / 2, by + cell_h / 2 + size * 0.13, name, pen.fonts.bold, size, "center",
                       role="action", room=bw - 1)


def draw_label(pen: Pen, loc: Location, r: float, placer: Placer, pad: float = 0.0) -> None:
    """A place's name on a white panel beside it; `pad` (mm) widens the panel round the letters, so they keep
    clear of a dark picture under the board."""
    c = pen.c
    ship = loc.kind == "ship"
    font, size = (pen.fonts.italic, 6.0) if ship else (pen.fonts.bold, 8.0 if loc.flags else 7.5)
    name = loc.name.upper() if ("start" in loc.flags or "finish" in loc.flags) else loc.name
    w, h = pen.width(name, font, size) + 1.6, size / PT_PER_MM * 1.05
    bx, by, bw, bh = placer.place(float(loc.at[0]), float(loc.at[1]), r, w + 2 * pad, h + 2 * pad)
    if not pen.quiet:   # the overview sets the name on its own plate
        c.setFillColor(Color(1, 1, 1))
        pen.rect(bx, by, bw, bh, r=0.8 + pad, stroke=0, fill=1)
    c.setFillColor(SEA if ship else INK)
    pen.text(bx + bw / 2, by + pad + h * 0.76, name, font, size, "center", role="place",
             marker=(float(loc.at[0]), float(loc.at[1]), r))
