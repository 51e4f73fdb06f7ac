"""How a game's own pieces look in its figures: each inventory line's shape and colours, from the data.

A piece is drawn as the inventory says it looks (`shape: cube`, `colour: white`: Commissioned's Church
Member cubes; `shape: bead`: Journeys' glass beads), else as its token sheet prints it (the sheet's shape
and colours), else as a plain counter. A piece every player has (`per_player`) without a colour of its
own is drawn in the players' colours: the sheet's colours when it has them, else pnp's player colours.
`glyph` draws one piece of a look, centred on a point and `size` mm across, in a figure's Svg.
"""
from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Optional

from ....model import Component, Game
from ....core.palette import PALETTE, colour_hex
from .svg import INK, Svg

PLAYER_COLOURS = ("red", "blue", "green", "yellow", "purple", "orange", "teal", "pink")
NEUTRAL = "#d8c7a6"
_SHEET_SHAPES = {"round": "disc", "square": "square", "hex": "hex", "bar": "bar"}


@dataclass(frozen=True)
class Look:
    shape: str                  # cube, disc, meeple, pawn, bead, house, stick, square, hex, bar, die, card, board
    colours: tuple[str, ...]    # #rrggbb, one per player colour for a player's piece, else one
    per_player: bool            # drawn once per player, in the players' colours

    def colour(self, index: int = 0) -> str:
        return self.colours[index % len(self.colours)]


def _hex(value: object) -> Optional[str]:
    """A colour of the data as #rrggbb: a palette name of pnp's, or of the game's style.palette (its own hex:
    Lapidary's gem-ruby), or #rrggbb itself."""
    if not value:
        return None
    return getattr(value, "own_hex", None) or colour_hex(str(value))


def player_colour(index: int) -> str:
    return colour_hex(PALETTE[PLAYER_COLOURS[index % len(PLAYER_COLOURS)]]) or NEUTRAL


def look_of(game: Game, part: Component) -> Look:
    """The look of one inventory line, from the data (see the module's docstring)."""
    sheet = next((s for s in game.tokens if str(s.component) == str(part.id)), None)
    sheet_colours = tuple(c for c in (_hex(x) for x in (sheet.colours if sheet else ())) if c)
    if sheet is not None and not sheet_colours:   # a sheet whose designs carry their own colours
        sheet_colours = tuple(dict.fromkeys(c for c in (_hex(f.colour) for f in sheet.faces) if c))
    if part.shape:
        shape = str(part.shape)
    elif sheet is not None:
        shape = _SHEET_SHAPES.get(str(sheet.shape), "disc")
    else:
        shape = {"die": "die", "cards": "card", "board": "board", "tile": "hex"}.get(str(part.kind), "disc")
    per_player = bool(part.per_player) and not part.colour
    if part.colour:
        colours: tuple[str, ...] = (_hex(part.colour) or NEUTRAL,)
    elif sheet_colours:
        colours = sheet_colours
    elif per_player:
        colours = tuple(player_colour(i) for i in range(len(PLAYER_COLOURS)))
    else:
        colours = ("#ffffff",) if shape == "die" else (NEUTRAL,)
    return Look(shape, colours, per_player and len(colours) > 1)


def glyph(svg: Svg, cx: float, cy: float, size: float, shape: str, colour: str, cls: str = "piece") -> None:
    """One piece `size` mm across centred on (cx, cy), outlined in ink: a cube in three faces, a meeple's
    outline, a pawn (head on a cone), a bead with its shine, a house, a stick, or a counter's cut shape."""
    r = size / 2
    line = max(0.2, min(0.35, size * 0.04))
    svg.group(cls, shape=shape, colour=colour, box=(cx - r, cy - r, size, size))
    _shape(svg, cx, cy, size, shape, colour, line)
    svg.end_group()


def _shape(svg: Svg, cx: float, cy: float, size: float, shape: str, colour: str, line: float) -> None:
    r = size / 2
    cls = ""
    if shape == "cube":
        d = size * 0.28                                  # the depth of the top and side faces
        s = size - d
        x0, y0 = cx - r, cy - r + d
        svg.polygon([(x0, y0), (x0 + d, y0 - d), (x0 + d + s, y0 - d), (x0 + s, y0)], fill=_shade(colour, 0.12),
                    width=line, cls=cls)
        svg.polygon([(x0 + s, y0), (x0 + d + s, y0 - d), (x0 + d + s, y0 + s - d), (x0 + s, y0 + s)],
                    fill=_shade(colour, -0.18), width=line, cls=cls)
        svg.rect(x0, y0, s, s, fill=colour, width=line, cls=cls)
    elif shape == "meeple":
        u = size / 10.0
        pts = [(0, -5), (1.5, -4.4), (2, -3), (1.6, -1.8), (4.6, -1.2), (5, 0), (4.4, 0.6), (2.2, 0.6), (3.6, 5),
               (1, 5), (0, 2.6), (-1, 5), (-3.6, 5), (-2.2, 0.6), (-4.4, 0.6), (-5, 0), (-4.6, -1.2), (-1.6, -1.8),
               (-2, -3), (-1.5, -4.4)]
        svg.polygon([(cx + x * u, cy + y * u) for x, y in pts], fill=colour, width=line, cls=cls)
    elif shape == "pawn":
        head = size * 0.2
        svg.polygon([(cx - r * 0.75, cy + r), (cx + r * 0.75, cy + r), (cx + r * 0.22, cy - r * 0.2),
                     (cx - r * 0.22, cy - r * 0.2)], fill=colour, width=line, cls=cls)
        svg.circle(cx, cy - r + head, head, fill=colour, width=line, cls=cls)
    elif shape == "bead":
        svg.circle(cx, cy, r, fill=colour, width=line, cls=cls)
        svg.circle(cx - r * 0.35, cy - r * 0.35, r * 0.22, fill="#ffffff", stroke="none", cls="shine")
    elif shape == "house":
        svg.polygon([(cx - r, cy + r), (cx + r, cy + r), (cx + r, cy - r * 0.1), (cx, cy - r), (cx - r, cy - r * 0.1)],
                    fill=colour, width=line, cls=cls)
    elif shape in ("stick", "bar"):
        svg.rect(cx - r, cy - size / 6, size, size / 3, fill=colour, width=line, r=size * 0.04, cls=cls)
    elif shape == "square":
        svg.rect(cx - r, cy - r, size, size, fill=colour, width=line, r=size * 0.05, cls=cls)
    elif shape == "hex":
        svg.polygon([(cx + r * math.cos(math.radians(a)), cy + r * math.sin(math.radians(a)))
                     for a in range(0, 360, 60)], fill=colour, width=line, cls=cls)
    elif shape == "die":
        svg.rect(cx - r, cy - r, size, size, fill=colour, width=line, r=size * 0.16, cls=cls)
        for px, py in ((-0.25, -0.25), (0, 0), (0.25, 0.25)):
            svg.circle(cx + px * size, cy + py * size, size * 0.07, fill=INK, stroke="none", cls="pip")
    else:   # disc
        svg.circle(cx, cy, r, fill=colour, width=line, cls=cls)


def _shade(colour: str, amount: float) -> str:
    """The colour made lighter (amount > 0, towards white) or darker (< 0, towards black)."""
    hexed = colour_hex(colour) or NEUTRAL
    rgb = [int(hexed[i:i + 2], 16) for i in (1, 3, 5)]
    if amount >= 0:
        out = [round(c + (255 - c) * amount) for c in rgb]
    else:
        out = [round(c * (1 + amount)) for c in rgb]
    return "#%02x%02x%02x" % tuple(out)
