"""The components spread: one of each printed thing and of each piece, side by side, labelled.

Every deck (a fan of up to FAN_MOST of its own card faces as its sheets print them, when the card
renderer draws them: pictures.py; else one plain card, its deck's name in its band), every player board or
aid, every board side drawn from a map or a grid, one of every token sheet's tokens and one of every piece the box
holds (a Church Member cube, a glass bead, a die), each at its real size times a scale, so a reader sees
how big things are next to each other. Three groups, three scales, all named in the caption: boards and
maps at 1:n, the smallest whole n at which they share one row no taller than BOARD_HEIGHT; cards at 1:c
and tokens and pieces at 1:t (real size when there is room), the largest sizes at which the whole spread
stays under MAX_HEIGHT (card faces: see _scales).
Pieces are drawn as the data says they look (looks.py: shape and colour from the inventory, else from
the token sheet).

Every piece stands over its own label, centred on it: its name (LABEL_NAME mm, bold) then its real size
and how many the box holds (LABEL_NOTE mm), the label's top LABEL_GAP below the piece. No label is
smaller than 6 pt, and each column is as wide as the wider of its piece and its label, so labels never
meet. tests/render/documents/test_documents_figure_labels.py measures this in the shipped rulebooks.
"""
from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Optional

from ....model import Game
from ....core.palette import colour_hex
from ..views import card_size_mm
from .looks import MARK_FLOOR, glyph, ink_for, look_of
from .pictures import Pictures
from ...deck_fan import FAN_MOST, fanned_faces
from .svg import MUTED, RULE, Svg, text_extent

WIDTH = 150.0
GAP = 4.0              # mm between columns
ROW_GAP = 3.0          # mm between rows
LABEL_NAME = 2.4       # mm (6.8 pt): a piece's name
LABEL_NOTE = 2.2       # mm (6.2 pt): its size and count; never smaller (figures keep labels at 6 pt)
LABEL_GAP = 1.2        # mm from the foot of a piece to the top of its label
LINE = 1.2             # line height, in font sizes
BOARD_HEIGHT = 45.0    # mm: the most the row of boards may take
MAX_HEIGHT = 170.0     # mm: the most the whole spread may take (the page may break between its rows)
READ_HEIGHT = 210.0    # mm: the most it may take to show cards drawn from their faces at a scale where they read
CARD_SCALES = (2, 3, 4, 5, 6)
READ_SCALES = (2, 3)   # a card's own face, as it prints, still reads as itself at these (its title 3-5 pt)
DECK_WORDS = {"cards": (", {count} card", ", {count} cards"), "token": (", {count} token", ", {count} tokens"),
              "tile": (", {count} tile", ", {count} tiles")}   # a deck's count by its inventory line's kind
FAN_STEP = (0.16, 0.12)   # each face behind another is offset up and left by these shares of a card's size
PIECE_SCALES = (1, 2, 3)


@dataclass(frozen=True)
class Piece:
    name: str
    size_mm: tuple[float, float]
    shape: str            # card, board, or a look's shape (disc, cube, meeple, ...)
    colour: str
    note: str             # "63 x 88 mm, 96 in the box"
    mark: str = ""        # what is printed on it: a deck's name, a token's first text
    group: str = "piece"  # board, card or piece: which of the three scales it is drawn at
    ref: str = ""         # a board's picture: 'map:<id>' or 'board:<id>'; a deck's: 'deck:<id>' (pictures.py)
    faces: tuple[str, ...] = ()   # a deck's cards to show, front first (ids; up to FAN_MOST)
    fan: int = 1          # how many of them are drawn: the one in front and the rest behind it, up and left

    @property
    def extent(self) -> tuple[float, float]:
        """The real size of what is drawn: the piece, or a fan of `fan` cards offset by FAN_STEP."""
        w, h = self.size_mm
        return w * (1 + (self.fan - 1) * FAN_STEP[0]), h * (1 + (self.fan - 1) * FAN_STEP[1])


def _size(value: object) -> tuple[float, float]:
    mm = getattr(value, "mm", None)
    return (float(mm[0]), float(mm[1])) if mm else card_size_mm(str(value))


def spread_pieces(game: Game) -> list[Piece]:
    from ....load.languages import Wording

    wording = Wording(game)
    w_ = wording.frame   # pnp's own words, in the edition's language
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
                            f"{float(m.width):g} \u00d7 {float(m.height):g} mm" + (w_(", two sides") if len(sides) > 1 else ""),
                            ref=f"map:{m.id}"))
    if game.grids:   # grid maps (hexes or squares) are boards too, at the size they print (pnp's board fonts
        from ...maps.grid import grid_board_size   # size its key; a game's own only change where it wraps)
        from ...shared.fonts import register_fonts

        register_fonts()
        for grid in game.grids:
            key = str(grid.component or grid.id)
            if key in seen_boards:
                continue
            seen_boards.add(key)
            w, h = (round(v, 1) for v in grid_board_size(grid))
            pieces.append(Piece(grid.name, (w, h), "board", "#fbf7ec", f"{w:g} \u00d7 {h:g} mm", ref=f"grid:{grid.id}"))
    for board in game.boards:
        w, h = _size(board.size)
        count = inventory[str(board.component)].count if board.component and str(board.component) in inventory else None
        pieces.append(Piece(board.name, (w, h), "board", "#efe6d8",
                            f"{w:g} \u00d7 {h:g} mm" + (w_(", {count} in the box", count=count) if count else ""),
                            ref=f"board:{board.id}"))
    for pad in game.pads:   # a sheet to write on, at the boards' scale: a page with its band and ruled lines
        w, h = _size(pad.size)
        part = inventory.get(str(pad.component)) if pad.component else None
        colour = colour_hex(str(pad.colour)) if pad.colour else None
        pieces.append(Piece(part.name if part else pad.name, (w, h), "pad",
                            colour or colour_hex(str(game.style.palette.get("frame", ""))) or "#3c5a78",
                            f"{w:g} \u00d7 {h:g} mm"))
    for deck in game.decks:
        w, h = _size(deck.size)
        colour = colour_hex(str(game.style.palette.get(f"deck-{deck.id}", ""))) or "#7a4b2a"
        copies = sum(c.count for c in deck.cards)
        # a deck printed as counters or tiles (its inventory line's kind) is counted as what it is
        kind = next((c.kind for c in game.inventory if deck.id in c.decks), "cards")
        one, many = DECK_WORDS.get(kind, DECK_WORDS["cards"])
        pieces.append(Piece(deck.name, (w, h), "card", colour, f"{w:g} \u00d7 {h:g} mm" + wording.count(copies, one, many),
                            mark=deck.name, ref=f"deck:{deck.id}", faces=fanned_faces(deck)))
    printed = set()
    for sheet in game.tokens:
        part = inventory.get(str(sheet.component))
        printed.add(str(sheet.component))
        size = float(sheet.size)
        look = look_of(game, part) if part is not None else None
        shape = look.shape if look is not None else {"round": "disc"}.get(str(sheet.shape), str(sheet.shape))
        colour = look.colour(0) if look is not None else "#d8c7a6"
        first = sheet.faces[0] if sheet.faces else None
        flat = shape in ("disc", "square", "hex", "bar")     # a counter shows its text; a cube or meeple does not
        pieces.append(Piece(part.name if part else str(sheet.component), _dims(shape, size), shape, colour,
                            f"{size:g} mm" + (w_(", {count} in the box", count=part.count) if part else ""),
                            mark=first.front.strip() if first is not None and flat else "",
                            ref=f"token:{sheet.component}" if flat else ""))
    for part in game.inventory:   # pieces no sheet prints: bought or gathered (beads, dice, wooden cubes)
        if str(part.id) in printed or part.kind not in ("piece", "marker", "die"):
            continue
        look = look_of(game, part)
        w, h = part.size.mm if part.size else ((16.0, 16.0) if part.kind == "die" else (12.0, 12.0))
        shown = f"{w:g} mm" if part.size is None or part.size.round else f"{w:g} \u00d7 {h:g} mm"
        pieces.append(Piece(part.name, _dims(look.shape, max(w, h)), look.shape, look.colour(0),
                            shown + w_(", {count} in the box", count=part.count)))
    return [replace(p, group=_group(p)) for p in pieces]


def _dims(shape: str, size: float) -> tuple[float, float]:
    return (size, size / 3) if shape in ("bar", "stick") else (size, size)


def _group(piece: Piece) -> str:
    return {"board": "board", "pad": "board", "card": "card"}.get(piece.shape, "piece")


def _mark(svg: Svg, cx: float, cy: float, text: str, room_w: float, room_h: float, fill: str) -> None:
    """The piece's own text, centred, as large as its room allows up to 3 mm, or nothing below MARK_FLOOR."""
    if not text:
        return
    size = min(3.0, room_h * 0.6, room_w / max(text_extent(text, 1.0, bold=True), 0.1))
    if size >= MARK_FLOOR:
        svg.text(cx, cy + size * 0.35, text, size=size, anchor="middle", bold=True, fill=fill, cls="mark")


def _draw(svg: Svg, x: float, y: float, piece: Piece, scale: float, pictures: Optional[Pictures] = None) -> None:
    """The piece with its top left corner at (x, y), as one group of class `item`; a board as its picture
    (pictures.py: the board as it prints, scaled down) and a deck as its own card faces, fanned, when
    `pictures` draws them, else each as a plain panel or card."""
    w, h = piece.extent[0] * scale, piece.extent[1] * scale
    if piece.shape == "pad":
        _pad(svg, x, y, w, h, piece.colour)
        return
    if piece.shape not in ("card", "board"):
        size = max(w, h)
        kind, _, item_id = piece.ref.partition(":")
        picture = pictures(kind, item_id, w, h) if pictures is not None and kind == "token" else None
        glyph(svg, x + w / 2, y + h / 2, size, piece.shape, piece.colour, cls="item")   # the item a test measures
        if picture:   # over it, the printed token as tokens.pdf draws it: its rim, plate, icon and text
            svg.image(x, y, w, h, picture, cls="picture")
            return
        room = {"disc": 0.68, "hex": 0.6}.get(piece.shape, 0.82) * w
        _mark(svg, x + w / 2, y + h / 2, piece.mark, room, h * 0.7, ink_for(piece.colour))
        return
    if piece.shape == "card" and pictures is not None and _fan(svg, x, y, piece, scale, pictures):
        return
    kind, _, item_id = piece.ref.partition(":")
    picture = pictures(kind, item_id, w, h) if pictures is not None and piece.shape == "board" and piece.ref else None
    svg.group("item", shape=piece.shape, colour=piece.colour, box=(x, y, w, h), picture=piece.ref if picture else "")
    if picture:
        svg.rect(x, y, w, h, fill=piece.colour, stroke="none")   # under the picture: the item a test measures
        svg.image(x, y, w, h, picture, cls="picture")
        svg.rect(x, y, w, h, stroke=MUTED, width=0.25)             # its trim, as a hairline
    elif piece.shape == "card":
        svg.rect(x, y, w, h, fill="#ffffff", width=0.3, r=min(1.2 * scale * 2, 1.5))
        svg.rect(x + w * 0.08, y + h * 0.06, w * 0.84, h * 0.16, fill=piece.colour, stroke="none")
        for k in range(3):   # lines of card text, suggested
            ly = y + h * (0.55 + 0.09 * k)
            svg.line((x + w * 0.18, ly), (x + w * (0.82 if k < 2 else 0.6), ly), stroke=RULE, width=0.35)
    else:
        svg.rect(x, y, w, h, fill=piece.colour, stroke=MUTED, width=0.35, r=0.8)
    svg.end_group()
    if piece.shape == "card":
        _mark(svg, x + w / 2, y + h * 0.14, piece.mark, w * 0.78, h * 0.16, ink_for(piece.colour))


def _pad(svg: Svg, x: float, y: float, w: float, h: float, colour: str) -> None:
    """A pad's sheet as a page: white, a band in its colour at the top, lines to write on below."""
    svg.group("item", shape="pad", colour=colour, box=(x, y, w, h))
    svg.rect(x, y, w, h, fill="#ffffff", stroke=MUTED, width=0.3, r=0.5)
    svg.rect(x + w * 0.06, y + h * 0.05, w * 0.88, h * 0.1, fill=colour, stroke="none")
    lines = max(3, min(10, int(h / 4)))
    for k in range(lines):
        ly = y + h * (0.24 + 0.7 * k / lines)
        svg.line((x + w * 0.08, ly), (x + w * 0.92, ly), stroke=RULE, width=0.3, cls="rule")
    svg.end_group()


def _fan(svg: Svg, x: float, y: float, piece: Piece, scale: float, pictures: Pictures) -> bool:
    """A deck as `piece.fan` of its own faces, rasterised from the card renderer (pictures.py): the first in
    front at the bottom right of the piece's box, each next one behind it FAN_STEP up and left, each on white
    with its trim as a hairline. False (nothing drawn) when a face cannot be had."""
    cw, ch = piece.size_mm[0] * scale, piece.size_mm[1] * scale
    deck_id = piece.ref.partition(":")[2]
    shown = piece.faces[:piece.fan]
    drawn = [pictures("card", f"{deck_id}/{card}", cw, ch) for card in shown]
    if not shown or any(d is None for d in drawn):
        return False
    dx, dy = cw * FAN_STEP[0], ch * FAN_STEP[1]
    back = len(shown) - 1
    front = (x + back * dx, y + back * dy, cw, ch)
    svg.group("item", shape="card", colour=piece.colour, box=(x, y, piece.extent[0] * scale, piece.extent[1] * scale),
              picture=piece.ref, front=front)
    for k in range(back, -1, -1):    # the farthest behind first, the front face last
        fx, fy = x + (back - k) * dx, y + (back - k) * dy
        svg.rect(fx, fy, cw, ch, fill="#ffffff", stroke="none")   # under the picture: the item a test measures
        svg.image(fx, fy, cw, ch, str(drawn[k]), cls="picture")
        svg.rect(fx, fy, cw, ch, stroke=MUTED, width=0.25)        # its trim, as a hairline
    svg.end_group()
    return True


NAME_ROOM = 24.0       # mm: a name wider than this and than its piece takes two lines


def _name_lines(piece: Piece, scale: float) -> list[str]:
    """The piece's name, on two lines (split where they are most even) when it is wider than both its
    piece and NAME_ROOM, so that long names do not set the spacing of small pieces."""
    room = max(piece.extent[0] * scale, NAME_ROOM)
    words = piece.name.split()
    if text_extent(piece.name, LABEL_NAME, bold=True) <= room or len(words) < 2:
        return [piece.name]
    splits = [(" ".join(words[:k]), " ".join(words[k:])) for k in range(1, len(words))]
    return list(min(splits, key=lambda ab: max(text_extent(x, LABEL_NAME, bold=True) for x in ab)))


def _note_lines(piece: Piece, scale: float) -> list[str]:
    """The note under a piece's name: its size and its count on lines of their own when the whole note is
    wider than the name ('63 x 88 mm,' over '18 cards')."""
    head, sep, tail = piece.note.partition(", ")
    room = max(piece.extent[0] * scale, *(text_extent(n, LABEL_NAME, bold=True) for n in _name_lines(piece, scale)))
    if not sep or text_extent(piece.note, LABEL_NOTE) <= room:
        return [piece.note]
    return [head + ",", tail]


def _label_size(piece: Piece, scale: float) -> tuple[float, float]:
    """(width, height) of a piece's label: its name's lines and its note's."""
    names, notes = _name_lines(piece, scale), _note_lines(piece, scale)
    w = max(*(text_extent(n, LABEL_NAME, bold=True) for n in names), *(text_extent(n, LABEL_NOTE) for n in notes))
    return w, len(names) * LABEL_NAME * LINE + len(notes) * LABEL_NOTE * LINE


Placed = tuple[float, float, Piece, float]   # the piece's top left corner, the piece, its scale


def _layout(pieces: list[tuple[Piece, float]]) -> tuple[list[list[Placed]], float]:
    """Rows, left to right, each piece at its own scale over its label, in a column as wide as the wider of
    the two; a new row for each group (boards, cards, tokens and pieces) and when the width is full. The
    pieces of a row stand on one line, so their labels start level. Each row's y is from its own top (each
    row is an image of its own, so the page may break between rows); the height is the rows' sum."""
    rows: list[list[tuple[Piece, float, float]]] = []     # (piece, scale, column width)
    x, group = 0.0, None
    for piece, scale in pieces:
        column = max(piece.extent[0] * scale, _label_size(piece, scale)[0])
        if not rows or piece.group != group or x + column > WIDTH:
            rows.append([])
            x, group = 0.0, piece.group
        rows[-1].append((piece, scale, column))
        x += column + GAP
    placed: list[list[Placed]] = []
    total = 0.0
    for row in rows:
        used = sum(c for _, _, c in row) + GAP * (len(row) - 1)
        x = max(0.0, (WIDTH - used) / 2)          # each row centred in the figure
        tallest = max(p.extent[1] * s for p, s, _ in row)
        placed.append([])
        for piece, scale, column in row:
            w, h = piece.extent[0] * scale, piece.extent[1] * scale
            placed[-1].append((x + (column - w) / 2, 0.5 + tallest - h, piece, scale))
            x += column + GAP
        total += _row_height(row)
    return placed, total


def _row_height(row: list) -> float:
    tallest = max(p.extent[1] * s for p, s, *_ in row)
    return 0.5 + tallest + LABEL_GAP + max(_label_size(p, s)[1] for p, s, *_ in row) + ROW_GAP


def _board_scale(boards: list[Piece]) -> int:
    """The smallest whole n at which the boards share one row no taller than BOARD_HEIGHT."""
    if not boards:
        return 0
    n = 1
    while n < 40:
        width = sum(max(p.size_mm[0] / n, _label_size(p, 1 / n)[0]) for p in boards) + GAP * (len(boards) - 1)
        if width <= WIDTH and max(p.size_mm[1] for p in boards) / n <= BOARD_HEIGHT:
            return n
        n += 1
    return n


def _scaled(pieces: list[Piece], n: int, c: int, t: int, fan: int = 1) -> list[tuple[Piece, float]]:
    scale = {"board": 1 / n if n else 1.0, "card": 1 / c, "piece": 1 / t}
    return [(replace(p, fan=max(1, min(fan, len(p.faces)))) if p.group == "card" else p, scale[p.group])
            for p in pieces]


def _scales(pieces: list[Piece], fans: bool = False) -> tuple[int, int, int, int]:
    """(n, c, t, fan): boards at 1:n, cards at 1:c, tokens and pieces at 1:t, each deck a fan of up to `fan`
    cards. Cards and pieces as large as the whole spread allows under MAX_HEIGHT, cards first (a card's text
    is what a reader looks for). With `fans` (cards drawn from their own faces) a card is first shown at a
    scale where its face reads (READ_SCALES), a fan of FAN_MOST before a single card, under MAX_HEIGHT, else
    under READ_HEIGHT with tokens and pieces at 1:2 or smaller (Commerce's ten decks and Commissioned's
    seven: a spread 15-35 mm taller, not cards at 1:4); then smaller, one card a deck; then the smallest of
    each when nothing fits."""
    n = _board_scale([p for p in pieces if p.group == "board"])
    reading = [(c, fan) for c in READ_SCALES for fan in (FAN_MOST, 1)] if fans else []
    tries: list[tuple[int, int, float, tuple[int, ...]]] = [(c, fan, MAX_HEIGHT, PIECE_SCALES) for c, fan in reading]
    # the spread grows past MAX_HEIGHT for the cards only: tokens and pieces then at 1:2 or smaller
    tries += [(c, fan, READ_HEIGHT, PIECE_SCALES[1:]) for c, fan in reading]
    tries += [(c, 1, MAX_HEIGHT, PIECE_SCALES) for c in CARD_SCALES]
    for c, fan, most, piece_scales in tries:
        for t in piece_scales:
            if _layout(_scaled(pieces, n, c, t, fan))[1] <= most:
                return n, c, t, fan
    return n, CARD_SCALES[-1], PIECE_SCALES[-1], 1


def components_figure(game: Game, pictures: Optional[Pictures] = None) -> tuple[list[Svg], str]:
    """The spread, one Svg per row, and its caption, which names each group's scale. `pictures` draws each
    map and player board as it prints and each deck as a fan of its own card faces (pictures.board_pictures);
    without it they are plain panels and cards."""
    pieces = spread_pieces(game)
    n, c, t, fan = _scales(pieces, fans=pictures is not None)
    rows, _ = _layout(_scaled(pieces, n, c, t, fan))
    expect = getattr(pictures, "expect", None)
    if expect is not None:   # every face the figure shows, drawn in one go when the first is asked for
        expect([f"{p.ref.partition(':')[2]}/{card}" for row in rows for _, _, p, _ in row if p.group == "card"
                for card in p.faces[:p.fan]])
    svgs = []
    for row in rows:
        svg = Svg(WIDTH, _row_height([(p, s) for _, _, p, s in row]))
        for x, y, piece, scale in row:
            _draw(svg, x, y, piece, scale, pictures)
            _label(svg, x, y, piece, scale)
        svgs.append(svg)
    return svgs, _caption(game, pieces, n, c, t, max((p.fan for row in rows for _, _, p, _ in row), default=1))


def _label(svg: Svg, x: float, y: float, piece: Piece, scale: float) -> None:
    """The piece's name and note, centred under it, LABEL_GAP below its foot."""
    w, h = piece.extent[0] * scale, piece.extent[1] * scale
    cx, top = x + w / 2, y + h + LABEL_GAP
    names = _name_lines(piece, scale)
    for k, line in enumerate(names):
        svg.text(cx, top + LABEL_NAME * (0.8 + LINE * k), line, size=LABEL_NAME, bold=True, anchor="middle",
                 cls="label")
    top += len(names) * LABEL_NAME * LINE
    for k, line in enumerate(_note_lines(piece, scale)):
        svg.text(cx, top + LABEL_NOTE * (0.8 + LINE * k), line, size=LABEL_NOTE, fill=MUTED, anchor="middle",
                 cls="label")


def _caption(game: Game, pieces: list[Piece], n: int, c: int, t: int, fan: int = 1) -> str:
    from ....load.languages import Wording

    frame = Wording(game).frame
    groups = {p.group for p in pieces}

    def scale(k: int) -> str:
        return frame("real size") if k == 1 else f"1:{k}"

    parts = []
    if "board" in groups:
        parts.append(frame("boards at {scale}", scale=scale(n)))
    if "card" in groups:
        parts.append(frame("cards at {scale} (up to three of each deck's cards)" if fan > 1 else "cards at {scale}",
                           scale=scale(c)))
    if "piece" in groups:
        parts.append(frame("tokens and pieces at {scale}", scale=scale(t)))
    return frame("One of each board, card, token and piece in the box, drawn to scale: {scales} (real sizes "
                 "in the labels).", scales=", ".join(parts))
