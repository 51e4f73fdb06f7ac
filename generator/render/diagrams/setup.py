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

from ...model import Game, Map
from ...palette import PALETTE, colour_hex
from .svg import MUTED, RULE, Svg, text_width

WIDTH = 150.0                 # mm: fits the rulebook's text block on A4 and Letter
PILE_W, PILE_H = 24.0, 20.0   # one pile's cell: glyph and two lines of label
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


def _draw_pile(svg: Svg, x: float, y: float, pile: Pile, index: int) -> None:
    cx = x + PILE_W / 2
    if pile.kind == "cards":
        for k in range(3):
            svg.rect(cx - 4.5 + k * 0.8, y + 1.2 - k * 0.8, 7, 9.8, fill=pile.colour if k == 2 else "#ffffff",
                     stroke="#1f1a17", width=0.25, r=0.6)
    elif pile.kind == "die":
        svg.rect(cx - 4, y + 1.5, 8, 8, fill="#ffffff", width=0.35, r=1.2)
        for dx, dy in ((-2, -2), (0, 0), (2, 2)):
            svg.circle(cx + dx, y + 5.5 + dy, 0.6, fill="#1f1a17", stroke="none")
    elif pile.kind == "other":
        svg.rect(cx - 6, y + 2, 12, 8, fill="#efe6d8", width=0.3, r=0.5)
    else:
        colour = _hex(PALETTE.get(PLAYER_COLOURS[index % len(PLAYER_COLOURS)])) if pile.kind == "piece" else "#d8c7a6"
        for k in range(3):
            svg.circle(cx - 2.5 + k * 2.5, y + 7.5 - k * 1.2, 2.6, fill=colour, width=0.25)
    name = pile.name if text_width(pile.name, 2.3) <= PILE_W - 1 else pile.name[: int((PILE_W - 2) / 1.2)] + "\u2026"
    svg.text(cx, y + 14.2, name, size=2.3, anchor="middle")
    svg.text(cx, y + 17.4, f"\u00d7 {pile.count}", size=2.5, anchor="middle", bold=True, fill="#7a2e1f")


def _board(svg: Svg, game: Game, m: Map, top: float, players: int) -> float:
    """Draw a board of places and routes scaled to WIDTH; return its height in the figure."""
    scale = WIDTH / float(m.width)
    height = float(m.height) * scale
    svg.rect(0, top, WIDTH, height, fill="#fbf7ec", stroke=MUTED, width=0.4, r=1)
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
            inside = box[0] >= 1 and box[2] <= WIDTH - 1 and box[1] >= top + 1 and box[3] <= top + height - 1
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
        label_x = x + 8 if x < WIDTH - 30 else x - 8
        svg.text(label_x, y + 1, f"Start: {start}", size=2.6, bold=True, fill="#7a2e1f",
                 anchor="start" if x < WIDTH - 30 else "end")
    for track in m.tracks:
        if track.shape == "border":
            svg.rect(2, top + 2, WIDTH - 4, height - 4, stroke=RULE, width=1.2, dash="1 0.6", r=1)
    return height


def _tiles(svg: Svg, game: Game, m: Map, needs: dict[str, int], top: float) -> float:
    """The field of tiles the setup takes, kinds dealt in turn, as hexagons or squares."""
    order = []
    left = {str(t.component): needs.get(str(t.component), 0) for t in m.tiles}
    while any(v > 0 for v in left.values()):
        for t in m.tiles:
            if left[str(t.component)] > 0:
                order.append(t)
                left[str(t.component)] -= 1
    if not order:
        return 0.0
    cols = max(1, math.ceil(math.sqrt(len(order) * 2)))
    size = min(14.0, WIDTH / (cols * 0.75 + 0.5))
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
        if x + 8 + text_width(label, 2.4) > WIDTH:
            x, legend_y = 0.0, legend_y + 5
        svg.rect(x, legend_y - 2.6, 3.2, 3.2, fill=_hex(tile.colour), width=0.25)
        svg.text(x + 4.4, legend_y, label, size=2.4)
        x += 8 + text_width(label, 2.4)
    return legend_y + 2 - top


def setup_figure(game: Game, needs: dict[str, int], players: int, board: Map | None) -> Svg:
    """The whole figure: the board (or tile field), then the piles in rows."""
    probe = Svg(WIDTH, 0)
    top = 0.0
    if board is not None and board.tiles:
        top += _tiles(probe, game, board, needs, 0.0) + 4
    elif board is not None:
        top += _board(probe, game, board, 0.0, players) + 4
    piles = setup_piles(game, needs, board)
    per_row = int(WIDTH // PILE_W)
    rows = math.ceil(len(piles) / per_row)
    svg = Svg(WIDTH, top + rows * PILE_H + 1)
    svg.items = probe.items
    for i, pile in enumerate(piles):
        _draw_pile(svg, (i % per_row) * PILE_W, top + (i // per_row) * PILE_H, pile, i)
    return svg
