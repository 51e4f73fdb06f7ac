"""The setup figure: a game's board as its data draws it, where play starts, and the piles a game at a
chosen player count takes out of the box (the engine's `setup(players)`).

A board of places and routes is drawn to the column's width: routes by kind (land solid, sea dashed,
crossing dotted), places as dots or boxes tinted by region, each start place ringed with one pawn per
player. A board laid out from tiles is drawn as the field of tiles the setup takes. Below it, every
pile of the setup: cards as a stack, pieces and tokens as counters, dice as a die, each labelled
with its name and how many.
"""
from __future__ import annotations

from collections import Counter

import math
from dataclasses import dataclass

from typing import Optional

from ....model import Game, Map
from ....core.palette import colour_hex
from .looks import Look, glyph, is_die, look_of
from .setup_board import draw_board
from .svg import Svg, text_extent

WIDTH = 150.0                 # mm: fits the rulebook's text block on A4 and Letter
BOARD_W = 102.0               # the board's width; the piles are listed beside it
LARGER_BOARD_W = (125.0, 137.5, WIDTH)   # a crowded board's widths, tried in turn, with the piles below
PILE_H = 6.0                  # one pile's line: a small glyph, its name and its count
BELOW_W = 37.0                # a pile's cell in the rows under the board (four to a row)
LABEL = 2.4                   # mm (6.8 pt): a pile's name and count
LABEL_SMALL = 2.2             # mm (6.2 pt): a long name on two lines; never smaller (figures keep 6 pt)


@dataclass(frozen=True)
class Pile:
    name: str
    count: int
    kind: str      # cards, piece, token, die, tile, other
    colour: str
    look: Optional[Look] = None   # how a piece, token or die looks (looks.py), from the data


def _hex(value: object, fallback: str = "#b8b8b8") -> str:
    return colour_hex(value if isinstance(value, str) else str(value)) or fallback


def setup_piles(game: Game, needs: dict[str, int], drawn_map: Map | None) -> list[Pile]:
    """The setup's piles by name, in the order the engine gives them: a deck once (not also its
    inventory line), the board drawn above and booklets (a rulebook is read, not set out) left out, per-card
    entries ("deck/card") folded into their deck."""
    inventory = {str(c.id): c for c in game.inventory}
    decks = {str(d.id): d for d in game.decks}
    covered = {str(d) for c in game.inventory for d in c.decks if str(d) in needs}
    shown_board = {str(drawn_map.component)} if drawn_map and drawn_map.component else set()
    tiles = {str(t.component) for m in game.maps for t in m.tiles if t.component}
    piles: list[Pile] = []
    for key, count in needs.items():
        if "/" in key or count <= 0 or key in shown_board or (drawn_map is not None and key in tiles):
            continue
        if key in decks:
            colour = game.style.palette.get(f"deck-{key}")
            piles.append(Pile(decks[key].name, count, "cards", _hex(colour or "#7a4b2a")))
        elif key in inventory:
            part = inventory[key]
            if part.kind == "cards" and any(str(d) in covered for d in part.decks):
                continue
            if part.kind == "booklet":   # read, not set out on the table
                continue
            if part.kind == "board" and count == 1:
                kind = "other"
            else:
                kind = part.kind if part.kind in ("cards", "piece", "token", "die", "tile", "marker") else "other"
            piles.append(Pile(part.name, count, kind, "#b08d57", look_of(game, part)))
    return piles


def _draw_pile(svg: Svg, x: float, y: float, pile: Pile, index: int, width: float) -> None:
    """One pile as a line: a small glyph of its kind, then its name and how many (y is the line's top)."""
    gx, gy = x + 2.6, y + PILE_H / 2
    if pile.kind == "cards":
        for k in range(2):
            svg.rect(gx - 1.9 + k * 0.7, gy - 2.3 - k * 0.7, 3.2, 4.4, fill=pile.colour if k else "#ffffff",
                     stroke="#1f1a17", width=0.2, r=0.3)
    elif pile.kind == "other" and pile.look is None:
        svg.rect(gx - 2.4, gy - 1.6, 4.8, 3.2, fill="#efe6d8", width=0.25, r=0.3)
    elif pile.look is not None and pile.look.shape == "board":
        svg.rect(gx - 2.4, gy - 1.6, 4.8, 3.2, fill="#efe6d8", width=0.25, r=0.3, cls="piece")
    elif pile.look is not None:
        # the piece as the data says it looks: a player's pieces in two player colours, others in their own
        look = pile.look
        if is_die(look.shape) or (not look.per_player and pile.count == 1):
            glyph(svg, gx, gy, 3.8, look.shape, look.colour(0))
        else:
            glyph(svg, gx - 0.8, gy + 0.35, 3.3, look.shape, look.colour(0))
            glyph(svg, gx + 0.8, gy - 0.35, 3.3, look.shape, look.colour(1 if look.per_player else 0))
    else:
        svg.circle(gx - 0.8, gy + 0.4, 1.5, fill=pile.colour, width=0.2)
        svg.circle(gx + 0.8, gy - 0.4, 1.5, fill=pile.colour, width=0.2)
    count = f"\u00d7 {pile.count}"
    room = width - 7 - text_extent(count, LABEL, bold=True) - 1.5
    svg.text(x + width - 1, gy + 0.9, count, size=LABEL, bold=True, fill="#7a2e1f", anchor="end", cls="label")
    if text_extent(pile.name, LABEL) <= room:
        svg.text(x + 6, gy + 0.9, pile.name, size=LABEL, cls="label")
        return
    words = pile.name.split()   # a long name takes two smaller lines before it is cut short
    for k in range(len(words) - 1, 0, -1):
        first, second = " ".join(words[:k]), " ".join(words[k:])
        if max(text_extent(first, LABEL_SMALL), text_extent(second, LABEL_SMALL)) <= room:
            svg.text(x + 6, gy - 0.4, first, size=LABEL_SMALL, cls="label")
            svg.text(x + 6, gy + 2.1, second, size=LABEL_SMALL, cls="label")
            return
    name = pile.name
    while name and text_extent(name, LABEL) > room:
        name = name[:-2] + "\u2026" if len(name) > 2 else ""
    svg.text(x + 6, gy + 0.9, name, size=LABEL, cls="label")


def _tiles(svg: Svg, game: Game, m: Map, needs: dict[str, int], top: float, width: float) -> float:
    """The field of tiles the setup takes, kinds dealt in turn, as hexagons or squares, `width` wide."""
    order = []
    share = _kind_shares(m, needs)
    left = dict(share)
    while any(v > 0 for v in left.values()):
        for i, t in enumerate(m.tiles):
            if left.get(i, 0) > 0:
                order.append(t)
                left[i] -= 1
    if not order:
        return 0.0
    cols = max(1, math.ceil(math.sqrt(len(order) * 3)))  # a wide, low field: the figure stays short
    # columns of hexagons (corner radius r, flat side to flat side `size`) step 1.5 r, so the field is
    # r * (1.5 cols + 0.5) wide; it must end inside `width`, where the list of piles begins
    size = min(14.0, math.sqrt(3) * width / (1.5 * cols + 0.5))
    r = size / math.sqrt(3)
    step_x, step_y = r * 1.5, size
    rows = math.ceil(len(order) / cols)
    for i, tile in enumerate(order):
        c, row = i % cols, i // cols
        cx, cy = r + c * step_x, top + size / 2 + row * step_y + (size / 2 if c % 2 else 0)
        if m.tile_shape == "hex":
            pts = [(cx + r * math.cos(math.radians(a)), cy + r * math.sin(math.radians(a))) for a in range(0, 360, 60)]
            svg.polygon(pts, fill=_hex(tile.colour), stroke="#1f1a17", width=0.25)
        else:
            svg.rect(cx - size / 2, cy - size / 2, size, size, fill=_hex(tile.colour), width=0.25)
    legend_y = top + rows * step_y + size / 2 + 5
    x = 0.0
    kinds = Counter(str(t.component) for t in m.tiles)
    # which colour is which terrain, and how many of each the setup takes; kinds that share one component
    # (drawn at random from one stack) are named, and the stack's count said once after them
    labels: list[tuple[Optional[object], str]] = [
        (tile.colour, tile.name if kinds[str(tile.component)] > 1 else
         f"{tile.name} × {needs.get(str(tile.component), 0)}") for tile in m.tiles]
    names: dict[str, str] = {str(c.id): c.name for c in game.inventory}
    labels += [(None, f"{names.get(comp, comp)} × {needs.get(comp, 0)}, mixed") for comp, n in kinds.items() if n > 1]
    for colour, label in labels:
        box = 4.4 if colour is not None else 0.0
        if x + box + 3.6 + text_extent(label, 2.4) > width:
            x, legend_y = 0.0, legend_y + 5
        if colour is not None:
            svg.rect(x, legend_y - 2.6, 3.2, 3.2, fill=_hex(colour), width=0.25)
        svg.text(x + box, legend_y, label, size=2.4, cls="label")
        x += box + 3.6 + text_extent(label, 2.4)
    return legend_y + 2 - top


def _kind_shares(m: Map, needs: dict[str, int]) -> dict[int, int]:
    """How many of each tile kind (by its index in the map) the figure draws: a component's need, shared among
    the kinds that count it in proportion to their counts (largest remainder), none above its own count."""
    out: dict[int, int] = {}
    groups: dict[str, list[int]] = {}
    for i, t in enumerate(m.tiles):
        groups.setdefault(str(t.component), []).append(i)
    for comp, members in groups.items():
        need = needs.get(comp, 0)
        total = sum(m.tiles[i].count for i in members) or 1
        exact = {i: need * m.tiles[i].count / total for i in members}
        share = {i: min(m.tiles[i].count, int(exact[i])) for i in members}
        for i in sorted(members, key=lambda k: exact[k] - int(exact[k]), reverse=True):
            if sum(share.values()) >= need:
                break
            if share[i] < m.tiles[i].count:
                share[i] += 1
        out.update(share)
    return out


def setup_figure(game: Game, needs: dict[str, int], players: int, board: Map | None) -> Svg:
    """The whole figure: the board (or tile field) on the left, the piles listed beside it, and below it
    when they outnumber its height. Kept compact so that a figure moved to the next page leaves little
    behind it."""
    probe = Svg(WIDTH, 0)
    height, board_w = 0.0, BOARD_W
    if board is not None and board.tiles:
        height = _tiles(probe, game, board, needs, 0.0, BOARD_W)
    elif board is not None:
        # beside the piles when every name finds a free spot there, else larger with the piles below
        # (the smallest size at which none is left over, so the figure stays short)
        for board_w in (BOARD_W, *LARGER_BOARD_W):
            probe = Svg(WIDTH, 0)
            height, clashes = draw_board(probe, game, board, 0.0, players, board_w, needs)
            if not clashes:
                break
    piles = setup_piles(game, needs, board)
    side_by_side = board is not None and board_w == BOARD_W
    side_x = board_w + 3 if side_by_side else 0.0
    side_w = WIDTH - side_x
    beside = int(height // PILE_H) if side_by_side else 0
    below = piles[beside:]
    per_row = max(1, int(WIDTH // BELOW_W))
    rows_below = math.ceil(len(below) / per_row)
    top_below = max(height, min(len(piles), beside) * PILE_H) + (3 if below else 0)
    svg = Svg(WIDTH, top_below + rows_below * PILE_H + 1)
    svg.items = probe.items
    for i, pile in enumerate(piles[:beside]):
        _draw_pile(svg, side_x, i * PILE_H, pile, i, side_w)
    cell = WIDTH / per_row
    for j, pile in enumerate(below):
        _draw_pile(svg, (j % per_row) * cell, top_below + (j // per_row) * PILE_H, pile, beside + j, cell - 2)
    return svg
