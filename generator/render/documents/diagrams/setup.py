"""The setup figure: a game's board as its data draws it, where play starts, and the piles a game at a
chosen player count takes out of the box (the engine's `setup(players)`).

A board of places and routes is drawn to the column's width: routes by kind (land solid, sea dashed,
crossing dotted), places as dots or boxes tinted by region, each start place ringed with one pawn per
player. A board laid out from tiles is drawn as the field of tiles the setup takes. Below it, every
pile of the setup: cards as a stack, pieces and tokens as counters, dice as a die, each labelled
with its name and how many.
"""
from __future__ import annotations

import math
from dataclasses import dataclass

from ....model import Game, Map
from ....palette import PALETTE, colour_hex
from .svg import MUTED, RULE, Svg, text_width

WIDTH = 150.0                 # mm: fits the rulebook's text block on A4 and Letter
BOARD_W = 102.0               # the board's width; the piles are listed beside it
PILE_H = 6.0                  # one pile's line: a small glyph, its name and its count
BELOW_W = 37.0                # a pile's cell in the rows under the board (four to a row)
PLAYER_COLOURS = ("red", "blue", "green", "yellow", "purple", "orange", "teal", "pink")
ROUTE_STYLE = {"land": ("#8a6a45", ""), "sea": ("#3a78b5", "1.6 1"), "crossing": ("#2f7f7a", "0.4 0.8"),
               "travel": ("#8a7f73", "")}


@dataclass(frozen=True)
class Pile:
    name: str
    count: int
    kind: str      # cards, piece, token, die, tile, other
    colour: str


def _hex(value: object, fallback: str = "#b8b8b8") -> str:
    return colour_hex(str(value)) or fallback


def _tint(value: object, amount: float) -> str:
    hexed = _hex(value)
    r, g, b = (int(hexed[i:i + 2], 16) for i in (1, 3, 5))
    return "#%02x%02x%02x" % tuple(round(c + (255 - c) * amount) for c in (r, g, b))


def setup_piles(game: Game, needs: dict[str, int], drawn_map: Map | None) -> list[Pile]:
    """The setup's piles by name, in the order the engine gives them: a deck once (not also its
    inventory line), the board drawn above left out, per-card entries ("deck/card") folded into their deck."""
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
            if part.kind in ("board", "booklet") and count == 1:
                kind = "other"
            else:
                kind = part.kind if part.kind in ("cards", "piece", "token", "die", "tile", "marker") else "other"
            piles.append(Pile(part.name, count, kind, "#b08d57"))
    return piles


def _draw_pile(svg: Svg, x: float, y: float, pile: Pile, index: int, width: float) -> None:
    """One pile as a line: a small glyph of its kind, then its name and how many (y is the line's top)."""
    gx, gy = x + 2.6, y + PILE_H / 2
    if pile.kind == "cards":
        for k in range(2):
            svg.rect(gx - 1.9 + k * 0.7, gy - 2.3 - k * 0.7, 3.2, 4.4, fill=pile.colour if k else "#ffffff",
                     stroke="#1f1a17", width=0.2, r=0.3)
    elif pile.kind == "die":
        svg.rect(gx - 1.9, gy - 1.9, 3.8, 3.8, fill="#ffffff", width=0.25, r=0.6)
        svg.circle(gx, gy, 0.45, fill="#1f1a17", stroke="none")
    elif pile.kind == "other":
        svg.rect(gx - 2.4, gy - 1.6, 4.8, 3.2, fill="#efe6d8", width=0.25, r=0.3)
    else:
        colour = _hex(PALETTE.get(PLAYER_COLOURS[index % len(PLAYER_COLOURS)])) if pile.kind == "piece" else "#d8c7a6"
        svg.circle(gx - 0.8, gy + 0.4, 1.5, fill=colour, width=0.2)
        svg.circle(gx + 0.8, gy - 0.4, 1.5, fill=colour, width=0.2)
    count = f"\u00d7 {pile.count}"
    room = width - 7 - text_width(count, 2.4, bold=True) - 1.5
    name = pile.name
    while name and text_width(name, 2.4) > room:
        name = name[:-2] + "\u2026" if len(name) > 2 else ""
    svg.text(x + 6, gy + 0.9, name, size=2.4)
    svg.text(x + width - 1, gy + 0.9, count, size=2.4, bold=True, fill="#7a2e1f", anchor="end")


def _board(svg: Svg, game: Game, m: Map, top: float, players: int, width: float) -> float:
    """Draw a board of places and routes scaled to `width`; return its height in the figure."""
    scale = width / float(m.width)
    height = float(m.height) * scale
    svg.rect(0, top, width, height, fill="#fbf7ec", stroke=MUTED, width=0.4, r=1)
    regions = {str(r.id): r for r in m.regions}
    where = {}
    placed: list[tuple[float, float, float, float]] = []   # label boxes and printed areas, kept apart
    for loc in m.locations:
        where[str(loc.id)] = where[loc.name] = (float(loc.at[0]) * scale, top + float(loc.at[1]) * scale)
    for route in m.routes:
        a, b = (where.get(str(e)) for e in route.between)
        if a and b:
            colour, dash = ROUTE_STYLE.get(route.kind, ROUTE_STYLE["land"])
            svg.line(a, b, stroke=colour, width=0.45, dash=dash)
    for loc in m.locations:
        x, y = where[str(loc.id)]
        region = regions.get(str(loc.region)) if loc.region else None
        fill = _tint(region.colour, 0.35) if region else "#e8dcc6"
        if loc.kind in ("region", "space"):
            # `at` is the box's centre; a box without a size is fitted to its name, as the map renderer does
            w, h = ((float(loc.size[0]), float(loc.size[1])) if len(loc.size) == 2
                    else (max(30.0, len(loc.name) * 2.2 + 8), 20.0))
            w, h = w * scale, h * scale
            left, upper = x - w / 2, y - h / 2
            dash = "1 0.6" if loc.kind == "space" else ""
            svg.rect(left, upper, w, h, fill=_tint(region.colour if region else "grey", 0.7), stroke=MUTED,
                     width=0.3, r=0.8, dash=dash)
            placed.append((left, upper, left + w, upper + h))
            svg.text(left + 1, upper + 3, loc.name, size=2.2, fill=MUTED)
        else:
            svg.circle(x, y, 1.3 if loc.kind != "ship" else 0.9, fill=fill, stroke="#1f1a17", width=0.25)
    starts = [s for s in m.start if s in where]
    for start in starts:   # the start's label and pawns come first; names go where they fit
        x, y = where[start]
        placed.append((x - 8, y - 8, x + 40, y + 8))
    for loc in m.locations:
        if loc.kind in ("region", "space") or loc.name in starts or str(loc.id) in starts:
            continue
        x, y = where[str(loc.id)]
        w, h = text_width(loc.name, 1.9), 2.2
        for bx, by, anchor in ((x + 2, y + 0.7, "start"), (x - 2, y + 0.7, "end"), (x, y - 2, "middle"),
                               (x, y + 3.6, "middle")):
            left = bx if anchor == "start" else bx - w if anchor == "end" else bx - w / 2
            box = (left, by - h, left + w, by + 0.4)
            inside = box[0] >= 1 and box[2] <= width - 1 and box[1] >= top + 1 and box[3] <= top + height - 1
            if inside and not any(box[0] < q[2] and q[0] < box[2] and box[1] < q[3] and q[1] < box[3]
                                  for q in placed):
                placed.append(box)
                svg.text(bx, by, loc.name, size=1.9, anchor=anchor, fill=MUTED)
                break
    for start in starts:
        x, y = where[start]
        svg.circle(x, y, 2.6, stroke="#7a2e1f", width=0.6)
        for k in range(players):
            angle = math.radians(-90 + 360 * k / max(players, 1))
            px, py = x + 5 * math.cos(angle), y + 5 * math.sin(angle)
            svg.circle(px, py, 1.5, fill=_hex(PALETTE.get(PLAYER_COLOURS[k % len(PLAYER_COLOURS)])),
                       stroke="#1f1a17", width=0.25)
        label_x = x + 8 if x < width - 30 else x - 8
        svg.text(label_x, y + 1, f"Start: {start}", size=2.6, bold=True, fill="#7a2e1f",
                 anchor="start" if x < width - 30 else "end")
    for track in m.tracks:
        if track.shape == "border":
            svg.rect(2, top + 2, width - 4, height - 4, stroke=RULE, width=1.2, dash="1 0.6", r=1)
    return height


def _tiles(svg: Svg, game: Game, m: Map, needs: dict[str, int], top: float, width: float) -> float:
    """The field of tiles the setup takes, kinds dealt in turn, as hexagons or squares, `width` wide."""
    order = []
    left = {str(t.component): needs.get(str(t.component), 0) for t in m.tiles}
    while any(v > 0 for v in left.values()):
        for t in m.tiles:
            if left[str(t.component)] > 0:
                order.append(t)
                left[str(t.component)] -= 1
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
    for tile in m.tiles:   # which colour is which terrain, and how many of each the setup takes
        label = f"{tile.name} × {needs.get(str(tile.component), 0)}"
        if x + 8 + text_width(label, 2.4) > width:
            x, legend_y = 0.0, legend_y + 5
        svg.rect(x, legend_y - 2.6, 3.2, 3.2, fill=_hex(tile.colour), width=0.25)
        svg.text(x + 4.4, legend_y, label, size=2.4)
        x += 8 + text_width(label, 2.4)
    return legend_y + 2 - top


def setup_figure(game: Game, needs: dict[str, int], players: int, board: Map | None) -> Svg:
    """The whole figure: the board (or tile field) on the left, the piles listed beside it, and below it
    when they outnumber its height. Kept compact so that a figure moved to the next page leaves little
    behind it."""
    probe = Svg(WIDTH, 0)
    height = 0.0
    if board is not None and board.tiles:
        height = _tiles(probe, game, board, needs, 0.0, BOARD_W)
    elif board is not None:
        height = _board(probe, game, board, 0.0, players, BOARD_W)
    piles = setup_piles(game, needs, board)
    side_x = BOARD_W + 3 if board is not None else 0.0
    side_w = WIDTH - side_x
    beside = int(height // PILE_H) if board is not None else 0
    below = piles[beside:]
    per_row = max(1, int(WIDTH // BELOW_W))
    rows_below = math.ceil(len(below) / per_row)
    top_below = max(height, min(len(piles), beside) * PILE_H) + (2 if below else 0)
    svg = Svg(WIDTH, top_below + rows_below * PILE_H + 1)
    svg.items = probe.items
    for i, pile in enumerate(piles[:beside]):
        _draw_pile(svg, side_x, i * PILE_H, pile, i, side_w)
    cell = WIDTH / per_row
    for j, pile in enumerate(below):
        _draw_pile(svg, (j % per_row) * cell, top_below + (j // per_row) * PILE_H, pile, beside + j, cell - 2)
    return svg
