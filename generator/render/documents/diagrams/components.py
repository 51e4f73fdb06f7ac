"""The components spread: one of each printed thing, side by side at one scale, labelled.

One card of every deck (its first card's name on it), every player board or aid, every board side
drawn from a map and one token of every token sheet, each at its real size times one scale, so a
reader sees how big things are next to each other. The scale is 1:n, the smallest whole n that fits
the largest piece into the figure's width. Each piece is labelled with its name, its real size and
how many the box holds.
"""
from __future__ import annotations

import math
from dataclasses import dataclass

from ....model import Game
from ....palette import colour_hex
from ..views import card_size_mm
from .svg import MUTED, Svg, text_width

WIDTH = 150.0
GAP = 4.0
LABEL_H = 8.0
MAX_HEIGHT = 100.0


@dataclass(frozen=True)
class Piece:
    name: str
    size_mm: tuple[float, float]
    shape: str            # card, board, round, square, hex, bar
    colour: str
    note: str             # "63 x 88 mm, 96 in the box"


def _size(value: object) -> tuple[float, float]:
    mm = getattr(value, "mm", None)
    return (float(mm[0]), float(mm[1])) if mm else card_size_mm(str(value))


def spread_pieces(game: Game) -> list[Piece]:
    inventory = {str(c.id): c for c in game.inventory}
    pieces: list[Piece] = []
    seen_boards: set[str] = set()
    for m in game.maps:
        key = str(m.component or m.id)
        if m.tiles or key in seen_boards:
            continue
        seen_boards.add(key)
        sides = [x.name for x in game.maps if str(x.component or x.id) == key]
        pieces.append(Piece(m.name.split(",")[0], (float(m.width), float(m.height)), "board", "#fbf7ec",
                            f"{float(m.width):g} \u00d7 {float(m.height):g} mm" + (", two sides" if len(sides) > 1 else "")))
    for board in game.boards:
        w, h = _size(board.size)
        count = inventory[str(board.component)].count if board.component and str(board.component) in inventory else None
        pieces.append(Piece(board.name, (w, h), "board", "#efe6d8",
                            f"{w:g} \u00d7 {h:g} mm" + (f", {count} in the box" if count else "")))
    for deck in game.decks:
        w, h = _size(deck.size)
        colour = colour_hex(str(game.style.palette.get(f"deck-{deck.id}", ""))) or "#7a4b2a"
        copies = sum(c.count for c in deck.cards)
        pieces.append(Piece(deck.name, (w, h), "card", colour, f"{w:g} \u00d7 {h:g} mm, {copies} cards"))
    for sheet in game.tokens:
        part = inventory.get(str(sheet.component))
        size = float(sheet.size)
        dims = (size, size / 3) if sheet.shape == "bar" else (size, size)
        colour = colour_hex(str(sheet.colours[0])) if sheet.colours else None
        pieces.append(Piece(part.name if part else str(sheet.component), dims, sheet.shape, colour or "#d8c7a6",
                            f"{size:g} mm" + (f", {part.count} in the box" if part else "")))
    return pieces


def _draw(svg: Svg, x: float, y: float, piece: Piece, scale: float) -> None:
    w, h = piece.size_mm[0] * scale, piece.size_mm[1] * scale
    if piece.shape == "card":
        svg.rect(x, y, w, h, fill="#ffffff", width=0.3, r=1.2 * scale * 2)
        svg.rect(x + w * 0.08, y + h * 0.06, w * 0.84, h * 0.16, fill=piece.colour, stroke="none")
    elif piece.shape == "board":
        svg.rect(x, y, w, h, fill=piece.colour, stroke=MUTED, width=0.35, r=0.8)
    elif piece.shape == "round":
        svg.circle(x + w / 2, y + h / 2, w / 2, fill=piece.colour, width=0.3)
    elif piece.shape == "hex":
        r = w / 2
        svg.polygon([(x + r + r * math.cos(math.radians(a)), y + r + r * math.sin(math.radians(a)))
                     for a in range(30, 390, 60)], fill=piece.colour, width=0.3)
    else:  # square, bar
        svg.rect(x, y, w, h, fill=piece.colour, width=0.3, r=0.4)


def components_figure(game: Game) -> tuple[Svg, int]:
    """The spread and its scale's n (drawn at 1:n): the smallest n at which the widest piece fits the
    width and the whole spread is at most MAX_HEIGHT tall, so it never needs more than a page."""
    pieces = spread_pieces(game)
    widest = max((p.size_mm[0] for p in pieces), default=1.0)
    n = max(2, math.ceil(widest / (WIDTH * 0.98)))
    while True:
        placed, height = _layout(pieces, 1 / n)
        if height <= MAX_HEIGHT or n >= 12:
            break
        n += 1
    scale = 1 / n
    svg = Svg(WIDTH, height)
    for x, y, piece in placed:
        _draw(svg, x, y, piece, scale)
        base = y + piece.size_mm[1] * scale
        svg.text(x, base + 3.2, piece.name, size=2.2, bold=True)
        svg.text(x, base + 6.2, piece.note, size=2.0, fill=MUTED)
    return svg, n


def _layout(pieces: list[Piece], scale: float) -> tuple[list[tuple[float, float, Piece]], float]:
    probe: list[tuple[float, float, Piece]] = []
    x = y = row_h = 0.0
    for piece in pieces:
        w = max(piece.size_mm[0] * scale, text_width(piece.name, 2.2, bold=True), text_width(piece.note, 2.0))
        h = piece.size_mm[1] * scale + LABEL_H
        if x and x + w > WIDTH:
            x, y, row_h = 0.0, y + row_h + GAP, 0.0
        probe.append((x, y, piece))
        x += w + GAP
        row_h = max(row_h, h)
    return probe, y + row_h + 1
