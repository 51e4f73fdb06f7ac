"""The components spread: one of each printed thing, side by side, labelled.

One card of every deck (its deck's name in its band), every player board or aid, every board side
drawn from a map and one token of every token sheet (its first design's text on it), each at its real
size times a scale, so a reader sees how big things are next to each other. Boards and maps come first
at 1:n, the smallest whole n at which they fit the width and LARGE_HEIGHT; cards, tokens and anything
else no larger than LARGE mm follow in the same flow at their own, larger scale 1:m (at 1:8 a token
would be a dot), the smallest m from 1 at which the whole spread fits MAX_HEIGHT. Each piece is labelled with its name, its real
size and how many the box holds; the caption names both scales.
"""
from __future__ import annotations

import math
from dataclasses import dataclass

from ....model import Game
from ....palette import colour_hex
from ..views import card_size_mm
from .svg import INK, MUTED, RULE, Svg, text_extent, text_width

WIDTH = 150.0
GAP = 4.0
LABEL_H = 8.0
LARGE_HEIGHT = 45.0    # mm: the most the boards alone may take
MAX_HEIGHT = 100.0     # mm: the most the whole spread may take
LARGE = 110.0          # mm: a piece larger than this on its longer side is drawn with the boards


@dataclass(frozen=True)
class Piece:
    name: str
    size_mm: tuple[float, float]
    shape: str            # card, board, round, square, hex, bar
    colour: str
    note: str             # "63 x 88 mm, 96 in the box"
    mark: str = ""        # what is printed on it: a deck's name, a token's first text


def _size(value: object) -> tuple[float, float]:
    mm = getattr(value, "mm", None)
    return (float(mm[0]), float(mm[1])) if mm else card_size_mm(str(value))


def spread_pieces(game: Game) -> list[Piece]:
    from ....languages import Wording

    w_ = Wording(game).frame   # pnp's own words, in the edition's language
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
                            f"{float(m.width):g} \u00d7 {float(m.height):g} mm" + (w_(", two sides") if len(sides) > 1 else "")))
    for board in game.boards:
        w, h = _size(board.size)
        count = inventory[str(board.component)].count if board.component and str(board.component) in inventory else None
        pieces.append(Piece(board.name, (w, h), "board", "#efe6d8",
                            f"{w:g} \u00d7 {h:g} mm" + (w_(", {count} in the box", count=count) if count else "")))
    for deck in game.decks:
        w, h = _size(deck.size)
        colour = colour_hex(str(game.style.palette.get(f"deck-{deck.id}", ""))) or "#7a4b2a"
        copies = sum(c.count for c in deck.cards)
        pieces.append(Piece(deck.name, (w, h), "card", colour, f"{w:g} \u00d7 {h:g} mm" + w_(", {copies} cards", copies=copies),
                            mark=deck.name))
    for sheet in game.tokens:
        part = inventory.get(str(sheet.component))
        size = float(sheet.size)
        dims = (size, size / 3) if sheet.shape == "bar" else (size, size)
        colour = colour_hex(sheet.colours[0]) if sheet.colours else None
        first = sheet.faces[0] if sheet.faces else None
        colour = colour or (colour_hex(first.colour) if first is not None and first.colour else None)
        pieces.append(Piece(part.name if part else str(sheet.component), dims, sheet.shape, colour or "#d8c7a6",
                            f"{size:g} mm" + (w_(", {count} in the box", count=part.count) if part else ""),
                            mark=first.front.strip() if first is not None else ""))
    return pieces


def _ink_on(colour: str) -> str:
    """Near-black or white, whichever reads on the colour."""
    from ....palette import ink_on, rgb

    try:
        return ink_on(rgb(colour))
    except ValueError:
        return INK


def _mark(svg: Svg, cx: float, cy: float, text: str, room_w: float, room_h: float, fill: str) -> None:
    """The piece's own text, centred, as large as its room allows up to 3 mm, or nothing below 1.2 mm."""
    if not text:
        return
    size = min(3.0, room_h * 0.6, room_w / max(text_extent(text, 1.0, bold=True), 0.1))
    if size >= 1.2:
        svg.text(cx, cy + size * 0.35, text, size=size, anchor="middle", bold=True, fill=fill)


def _draw(svg: Svg, x: float, y: float, piece: Piece, scale: float) -> None:
    w, h = piece.size_mm[0] * scale, piece.size_mm[1] * scale
    if piece.shape == "card":
        svg.rect(x, y, w, h, fill="#ffffff", width=0.3, r=min(1.2 * scale * 2, 1.5))
        svg.rect(x + w * 0.08, y + h * 0.06, w * 0.84, h * 0.16, fill=piece.colour, stroke="none")
        _mark(svg, x + w / 2, y + h * 0.14, piece.mark, w * 0.78, h * 0.16, _ink_on(piece.colour))
        for k in range(3):   # lines of card text, suggested
            ly = y + h * (0.55 + 0.09 * k)
            svg.line((x + w * 0.18, ly), (x + w * (0.82 if k < 2 else 0.6), ly), stroke=RULE, width=0.35)
        return
    if piece.shape == "board":
        svg.rect(x, y, w, h, fill=piece.colour, stroke=MUTED, width=0.35, r=0.8)
        return
    if piece.shape == "round":
        svg.circle(x + w / 2, y + h / 2, w / 2, fill=piece.colour, width=0.3)
        room = w * 0.68
    elif piece.shape == "hex":
        r = w / 2
        svg.polygon([(x + r + r * math.cos(math.radians(a)), y + h / 2 + r * math.sin(math.radians(a)))
                     for a in range(0, 360, 60)], fill=piece.colour, width=0.3)
        room = w * 0.6
    else:  # square, bar
        svg.rect(x, y, w, h, fill=piece.colour, width=0.3, r=0.4)
        room = w * 0.82
    _mark(svg, x + w / 2, y + h / 2, piece.mark, room, h * 0.7, _ink_on(piece.colour))


def _scale_for(pieces: list[Piece], height: float, least: int = 1) -> int:
    """The smallest whole n (from `least`) at which the pieces fit the width and `height` mm, or 12."""
    widest = max((p.size_mm[0] for p in pieces), default=1.0)
    n = max(least, math.ceil(widest / (WIDTH * 0.98)))
    while _layout([(p, 1 / n) for p in pieces])[1] > height and n < 12:
        n += 1
    return n


def _scales(pieces: list[Piece]) -> tuple[int, int]:
    """(n, m): the boards at 1:n, the smallest n at which they alone take at most LARGE_HEIGHT; the small
    pieces at 1:m, the smallest m (never above n) at which the whole spread, in one flow, takes at most
    MAX_HEIGHT. Both grow together past that, to 1:12 at most."""
    large = [p for p in pieces if max(p.size_mm) > LARGE]
    n = _scale_for(large, LARGE_HEIGHT, least=2) if large else 0
    while True:
        for m in range(1, (n or 12) + 1):
            if _layout(_scaled(pieces, n, m))[1] <= MAX_HEIGHT:
                return n, m
        if n in (0, 12):
            return n, n or 12
        n += 1


def _scaled(pieces: list[Piece], n: int, m: int) -> list[tuple[Piece, float]]:
    return [(p, 1 / (n if max(p.size_mm) > LARGE else m)) for p in pieces]


def components_figure(game: Game) -> tuple[Svg, str]:
    """The spread and its caption, which names the scales: boards at 1:n and the small pieces at 1:m, so
    the whole spread never needs more than part of a page."""
    pieces = spread_pieces(game)
    n, m = _scales(pieces)
    placed, height = _layout(_scaled(pieces, n, m))
    svg = Svg(WIDTH, height)
    for x, y, piece, scale in placed:
        _draw(svg, x, y, piece, scale)
        base = y + piece.size_mm[1] * scale
        svg.text(x, base + 3.2, piece.name, size=2.2, bold=True)
        for k, line in enumerate(_note_lines(piece)):
            svg.text(x, base + 6.2 + 2.6 * k, line, size=2.0, fill=MUTED)
    from ....languages import Wording

    frame = Wording(game).frame
    if not n or n == m:
        caption = frame("One of each card, board and token, drawn at 1:{scale} (real sizes in the labels).",
                        scale=n or m)
    else:
        scale_m = frame("real size") if m == 1 else f"1:{m}"
        caption = frame("One of each card, board and token: boards drawn at 1:{boards}, the cards and smaller "
                        "pieces at {pieces} (real sizes in the labels).", boards=n, pieces=scale_m)
    return svg, caption


def _note_lines(piece: Piece) -> list[str]:
    """The note under a piece's name, its size and its count on lines of their own when the name is the
    shorter ('63 x 88 mm,' over '18 cards'), so labels do not set the spacing of small pieces."""
    head, sep, tail = piece.note.partition(", ")
    if not sep or text_width(piece.note, 2.0) <= max(text_width(piece.name, 2.2, bold=True), 0.0):
        return [piece.note]
    return [head + ",", tail]


def _layout(pieces: list[tuple[Piece, float]]) -> tuple[list[tuple[float, float, Piece, float]], float]:
    """Left to right in rows, each piece at its own scale, with its label lines under it."""
    probe: list[tuple[float, float, Piece, float]] = []
    x = y = row_h = 0.0
    for piece, scale in pieces:
        notes = _note_lines(piece)
        w = max(piece.size_mm[0] * scale, text_width(piece.name, 2.2, bold=True),
                *(text_width(line, 2.0) for line in notes))
        h = piece.size_mm[1] * scale + LABEL_H + 2.6 * (len(notes) - 1)
        if x and x + w > WIDTH:
            x, y, row_h = 0.0, y + row_h + GAP, 0.0
        probe.append((x, y, piece, scale))
        x += w + GAP
        row_h = max(row_h, h)
    return probe, y + row_h + 1
