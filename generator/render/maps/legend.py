"""A board's title and its legend, each put where it covers nothing."""
from __future__ import annotations

import math

from typing import TYPE_CHECKING, Callable, Optional

from reportlab.lib.colors import Color

from ...load.languages import english
from ...model import Game, LocationKind, Map
from ...core.palette import colour_hex
from .labels import Placer

if TYPE_CHECKING:
    from .style import Pen


def draw_title(pen: "Pen", game: Game, m: Map, placer: Placer) -> None:
    from .style import INK

    # the title at its size where a free spot takes it, else smaller; a small board with no room for it even so (a
    # turn track's: hex-counters' 190 x 45 mm one had its title over two of the track's spaces) goes without, the
    # page printing its name above it; a larger one keeps its title where it covers least, as before
    first = 28.0 if min(m.width, m.height) >= 300 else 20.0

    def spot(size: float, sub: float) -> tuple[float, float, tuple[float, float, float, float]]:
        w = max(pen.width(game.title, pen.fonts.title, size), pen.width(m.name, pen.fonts.regular, sub)) + 8
        h = size / 2.83 * 1.3 + sub     # room below the title's descenders for the subtitle's capitals
        return w, h, placer.free_spot(w, h, step=8.0, take=False)

    for size, sub in ((first, 10.0), (14.0, 8.0), (11.0, 7.0)):
        w, h, box = spot(size, sub)
        if placer.cost(box, math.inf) == 0:
            break
    else:
        if min(m.width, m.height) < 100:
            return
        size, sub = first, 10.0
        w, h, box = spot(size, sub)
    x, y = box[0], box[1]
    placer.take(box)
    c = pen.c
    c.setFillColor(Color(1, 1, 1))
    pen.rect(x, y, w, h, r=2, stroke=0, fill=1)
    c.setFillColor(INK)
    pen.text(x + 4, y + size / 2.83 + 2.2, game.title, pen.fonts.title, size, role="title")
    pen.text(x + 4, y + h - 2.5 * sub / 10, m.name, pen.fonts.regular, sub, role="subtitle")


# The key's plain words; a map's `legend:` replaces any of them with the game's own.
PLAIN_WORDS = {"city": "City", "marked": "Marked place", "ship": "Ship", "land": "Land route",
               "sea": "Sea route", "crossing": "Crossing, no ship needed", "step": "Space along a route",
               "travel": "Travel space", "oneway": "One way only"}


def _entries(m: Map, own_kinds: tuple[LocationKind, ...] = (), words: Callable[..., str] = english,
             terrain: bool = True, regions: bool = True) -> list[tuple[str, str]]:
    """(symbol, meaning) for what this map shows; the game's own location kinds under their names; Land and Sea
    only where pnp draws them (`terrain`: not over the map's own art), and the regions only where a city's centre
    shows its region's colour (`regions`: not when the spaces are outlined over art)."""
    kinds = {x.kind for x in m.locations}
    flags = {f for x in m.locations if x.kind not in ("region", "space") for f in x.flags}
    routes = {r.kind for r in m.routes}
    shown = ["city"] if "city" in kinds else []
    shown += ["marked"] if "marked" in flags else []
    shown += ["start"] if flags & {"start", "finish"} else []
    shown += ["ship"] if "ship" in kinds else []
    own: dict[str, LocationKind] = {k.id: k for k in own_kinds}
    shown += [f"kind:{k.id}" for k in own_kinds if k.id in kinds]   # in the order game.yaml declares them
    shown += [kind for kind in ("land", "sea", "crossing") if kind in routes]
    shown += ["oneway"] if any(r.oneway and r.kind != "travel" for r in m.routes) else []
    shown += ["step"] if any(r.cost > 1 for r in m.routes) else []
    shown += ["travel"] if "travel" in routes else []
    start = " / ".join(words(f.capitalize()) for f in ("start", "finish") if f in flags)
    out = [(symbol, m.legend.get(symbol.removeprefix("kind:")) or
             (own[symbol[5:]].name if symbol.startswith("kind:") else
              words(PLAIN_WORDS[symbol]) if symbol in PLAIN_WORDS else start))
           for symbol in shown]
    from ...model.spaces import has_sea, is_land

    if terrain and has_sea(m):
        out += [("area:land", words("Land")), ("area:sea", words("Sea"))]
    for region in m.regions if regions else ():   # every region drawn as an area, under its own name
        if any(x.region in (region.id, region.name) and is_land(x) for x in m.locations):
            out.append((f"region:{colour_hex(region.colour) or region.colour}", region.name))   # a style name's hex
    return out


def legend_size(pen: "Pen", m: Map, kinds: tuple[LocationKind, ...] = (), words: Callable[..., str] = english,
                terrain: bool = True) -> Optional[tuple[float, float]]:
    """The key's width and height in mm at full size, None when the map has no key (fewer than two entries)."""
    entries = _entries(m, kinds, words, terrain, regions=not pen.outline)
    if len(entries) < 2:
        return None
    return max(pen.width(t, pen.fonts.regular, 7.5) for _, t in entries) + 20, len(entries) * 6.0 + 9


def draw_legend(pen: "Pen", m: Map, placer: Optional[Placer], kinds: tuple[LocationKind, ...] = (),
                words: Callable[..., str] = english, terrain: bool = True,
                at: tuple[float, float] = (0.0, 0.0)) -> None:
    """The key where it covers least of the board (`placer`), or with its top-left corner `at` when there is no
    placer (the overview prints it beside the board)."""
    from .kinds import kind_shape
    from .style import CITY_R, CROSSING, INK, LAND, LAND_FILL, SEA, SEA_FILL, STEP_R, tint

    entries = _entries(m, kinds, words, terrain, regions=not pen.outline)
    own: dict[str, LocationKind] = {k.id: k for k in kinds}
    size = legend_size(pen, m, kinds, words, terrain)
    if size is None:
        return
    row = 6.0
    w, h = size
    x, y = placer.free_spot(w, h, step=8.0, prefer=(m.width, m.height))[:2] if placer is not None else at
    c = pen.c
    c.saveState()
    c.setFillColor(Color(1, 1, 1))
    c.setStrokeColor(INK)
    c.setLineWidth(0.5)
    pen.rect(x, y, w, h, r=2, stroke=1, fill=1)
    c.setFillColor(INK)
    pen.text(x + 3, y + 5.5, words("Key"), pen.fonts.bold, 8)
    for i, (symbol, text) in enumerate(entries):
        cy = y + 9 + i * row + row / 2
        sx = x + 8
        c.setStrokeColor(INK)
        c.setFillColor(Color(1, 1, 1))
        c.setLineWidth(0.9)
        if symbol == "city":
            pen.circle(sx, cy, CITY_R * 0.8)
        elif symbol == "marked":   # a space with the triangle inside it, as the board marks one
            pen.circle(sx, cy, CITY_R * 0.8)
            s = CITY_R * 0.8 * 0.62
            c.setFillColor(Color(0.3, 0.3, 0.3))
            pen.poly([(sx, cy - s), (sx + s * 0.95, cy + s * 0.6), (sx - s * 0.95, cy + s * 0.6)], stroke=0)
        elif symbol == "start":   # the double ring a start or finish space has on the board
            c.setLineWidth(1.2)
            pen.circle(sx, cy, CITY_R * 0.95)
            c.setLineWidth(0.5)
            pen.circle(sx, cy, CITY_R * 0.95 - 0.9)
        elif symbol == "ship":
            c.setFillColor(Color(0.54, 0.35, 0.2))
            pen.poly([(sx - 3, cy + 0.3), (sx + 3, cy + 0.3), (sx + 2, cy + 2), (sx - 2, cy + 2)])
            c.setFillColor(Color(1, 1, 1))
            pen.poly([(sx, cy - 3.2), (sx, cy), (sx - 2.4, cy)])
        elif symbol.startswith("kind:"):
            kind = own[symbol[5:]]
            c.setFillColor(tint(kind.colour, 0.0))
            c.setLineWidth(0.8)
            kind_shape(pen, kind.shape, sx, cy, CITY_R * 0.8)
        elif symbol in ("land", "sea", "crossing"):
            c.setStrokeColor({"land": LAND, "sea": SEA, "crossing": CROSSING}[symbol])
            if symbol == "sea":
                c.setDash(4, 2.5)
            elif symbol == "crossing":
                c.setDash(1, 1.6)
            pen.line((sx - 5, cy), (sx + 5, cy))
            c.setDash()
        elif symbol == "oneway":
            c.setStrokeColor(INK)
            c.setFillColor(INK)
            c.setLineWidth(1.0)
            pen.line((sx - 4.5, cy), (sx + 2.5, cy))
            pen.arrow_head((sx + 4.5, cy), (sx - 4.5, cy), 3.0)
        elif symbol == "step":
            c.setStrokeColor(LAND)
            c.setLineWidth(0.8)
            pen.circle(sx, cy, STEP_R)
        elif symbol == "travel":
            pen.rect(sx - 3, cy - 3, 6, 6, r=1)
        elif symbol.startswith(("area:", "region:")):
            group, colour = symbol.split(":", 1)   # only area:land and area:sea are shown (above)
            fill = (LAND_FILL if colour == "land" else SEA_FILL) if group == "area" else tint(colour, 0.5)
            c.setFillColor(fill)
            c.setLineWidth(0.4)
            pen.rect(sx - 4, cy - 2.2, 8, 4.4, r=1, stroke=1, fill=1)
        c.setFillColor(INK)
        pen.text(x + 15, cy + 1.2, text, pen.fonts.regular, 7.5)
    c.restoreState()
