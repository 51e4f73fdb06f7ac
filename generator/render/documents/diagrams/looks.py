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
from .svg import INK, Svg, text_extent

PLAYER_COLOURS = ("red", "blue", "green", "yellow", "purple", "orange", "teal", "pink")
NEUTRAL = "#d8c7a6"
_SHEET_SHAPES = {"round": "disc", "square": "square", "hex": "hex", "bar": "bar"}


@dataclass(frozen=True)
class Look:
    shape: str                  # cube, disc, meeple, pawn, bead, house, stick, square, hex, bar, die, dN, pad, card, board
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
        shape = {"die": "die", "cards": "card", "board": "board", "tile": "hex", "pad": "pad"}.get(str(part.kind), "disc")
        if shape == "die":
            shape = die_shape(_faces_of(game, part))
    per_player = bool(part.per_player) and not part.colour
    if part.colour:
        colours: tuple[str, ...] = (_hex(part.colour) or NEUTRAL,)
    elif sheet_colours:
        colours = sheet_colours
    elif per_player:
        colours = tuple(player_colour(i) for i in range(len(PLAYER_COLOURS)))
    else:
        colours = ("#ffffff",) if is_die(shape) or shape == "pad" else (NEUTRAL,)
    return Look(shape, colours, per_player and len(colours) > 1)


MARK_FLOOR = 2.2       # mm: a piece's own text (a deck's name on its card, a die's 'd8') prints at this size or not at all


def _faces_of(game: Game, part: Component) -> int:
    """A die's faces: its inventory line's, else its die table's, else six."""
    if part.faces:
        return int(part.faces)
    table = next((d for d in game.dice if d.component is not None and str(d.component) == str(part.id)), None)
    return table.faces if table is not None else 6


def die_shape(faces: int) -> str:
    """The shape a die of so many faces is drawn as: 'die' (a cube showing three pips) for six, else 'dN'."""
    return "die" if faces == 6 else f"d{faces}"


def is_die(shape: str) -> bool:
    return shape == "die" or shape[:1] == "d" and shape[1:].isdigit()


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
    elif is_die(shape):
        _polyhedron(svg, cx, cy, size, int(shape[1:]), colour, line)
    elif shape == "pad":   # a sheet of a pad: a page, portrait, ruled
        w = size * 0.74
        svg.rect(cx - w / 2, cy - r, w, size, fill=colour, width=line, r=size * 0.03, cls=cls)
        for k in range(1, 5):
            y = cy - r + size * (0.18 + 0.17 * k)
            svg.line((cx - w * 0.32, y), (cx + w * 0.32, y), stroke=INK, width=line * 0.5, cls="rule")
    else:   # disc
        svg.circle(cx, cy, r, fill=colour, width=line, cls=cls)


# the outline a die of N faces shows lying on the table, as corners round its centre (degrees, 0 = up): a d4's
# triangle, a d8's and d10's diamond and kite, a d12's pentagon, a d20's hexagon; any other die is a round one
_OUTLINES = {4: (0, 120, 240), 8: (0, 90, 180, 270), 10: (0, 72, 180, 288), 12: (0, 72, 144, 216, 288),
             20: (0, 60, 120, 180, 240, 300)}


def _polyhedron(svg: Svg, cx: float, cy: float, size: float, faces: int, colour: str, line: float) -> None:
    """A die of `faces` faces (not six): its outline and 'dN' across its middle, so a d10 never reads as the d6 a
    player would bring."""
    r = size / 2
    angles = _OUTLINES.get(faces)
    if angles is None:
        svg.circle(cx, cy, r, fill=colour, width=line)
        corners: list[tuple[float, float]] = []
    else:
        squash = 0.9 if faces == 10 else 1.0   # a d10 is a little taller than wide
        corners = [(cx + r * squash * math.sin(math.radians(a)), cy - r * math.cos(math.radians(a))) for a in angles]
        if faces == 4:   # a triangle's centre sits low: lift its corners to fill the box
            corners = [(x, y + r * 0.2) for x, y in corners]
        svg.polygon(corners, fill=colour, width=line)
    label = f"d{faces}"
    type_size = size * (0.36 if len(label) <= 2 else 0.3 if len(label) == 3 else 0.24)
    placed = _label_inside(corners, cx, cy, label, type_size, r) if corners else (type_size, cy + type_size * 0.36)
    if placed is not None and placed[0] >= MARK_FLOOR:   # too small to print at 6 pt: the outline alone
        svg.text(cx, placed[1], label, size=placed[0], anchor="middle", bold=True, fill=ink_for(colour), cls="faces")


_CAP = 0.76      # the height of a digit or an ascender, in em
_INSET = 0.16    # of the label's size: the room kept between the label and the outline on every side


def _label_inside(corners: list[tuple[float, float]], cx: float, cy: float, label: str,
                  size: float, r: float) -> Optional[tuple[float, float]]:
    """The largest size (up to `size`, in steps of a twentieth) and baseline at which a label centred on cx lies
    wholly inside a convex outline, its box kept a little off the edges: a d10's kite is widest above its middle
    and narrow below, where a label centred on the die ran across the outline."""
    for step in range(20):
        s = size * (1 - step / 20)
        half = text_extent(label, s, bold=True) / 2 + s * _INSET
        height = s * (_CAP + 2 * _INSET)
        for shift in (0.0, -0.1, 0.1, -0.2, -0.3, -0.4, 0.2):   # the label's centre below the die's, in radii
            top = cy + shift * r - height / 2
            box = ((cx - half, top), (cx + half, top), (cx + half, top + height), (cx - half, top + height))
            if all(_inside(corners, x, y) for x, y in box):
                return s, top + height - s * _INSET
    return None


def _inside(corners: list[tuple[float, float]], x: float, y: float) -> bool:
    """Whether a point lies inside (or on) a convex polygon, its corners in either winding order."""
    sides = [(bx - ax) * (y - ay) - (by - ay) * (x - ax)
             for (ax, ay), (bx, by) in zip(corners, corners[1:] + corners[:1])]
    return all(v >= 0 for v in sides) or all(v <= 0 for v in sides)


def ink_for(colour: str) -> str:
    """Near-black or white, whichever reads on the colour (a black die's label in white)."""
    from ....core.palette import ink_on, rgb

    try:
        return ink_on(rgb(colour))
    except ValueError:
        return INK


def _shade(colour: str, amount: float) -> str:
    """The colour made lighter (amount > 0, towards white) or darker (< 0, towards black)."""
    hexed = colour_hex(colour) or NEUTRAL
    rgb = [int(hexed[i:i + 2], 16) for i in (1, 3, 5)]
    if amount >= 0:
        out = [round(c + (255 - c) * amount) for c in rgb]
    else:
        out = [round(c * (1 + amount)) for c in rgb]
    return "#%02x%02x%02x" % tuple(out)
