"""What a game prints of its pieces, worked out from the model: one answer shared by the check and the renderers.

The names a set of player boards or a pad is printed for, the one-card deck a
board or pad is drawn as (its size, bleed and safe zone), and the stickers a
die's table gives. The check compares them with the box (BRD, PAD, TOK003);
the renderers draw them, so the two cannot disagree.
"""
from __future__ import annotations

from collections import Counter
from types import MappingProxyType
from typing import Optional

from . import Component, Deck, DieResult, DieTable, Game, Length, Pad, PlayerBoard, TokenFace

BOARD_FIELDS = MappingProxyType({"colour": "str", "colour_ink": "str", "board": "str", "text": "str", "art": "str"})
PAD_FIELDS = MappingProxyType({"colour": "str", "text": "str", "pad": "str"})
# What every layout's templates see besides a card's columns (or a board's, a pad's fields); the renderer
# builds its template context from these names and the check (LAY003) allows exactly them.
CARD_NAMES = ("id", "name", "count", "card")
BASE_NAMES = ("deck", "game", "palette", "style", "copy", "categories")
BOARD_HELPERS = ("table", "costs", "cards", "names", "engine")   # board and pad layouts only (boards/data.py)
PIECE_SAFE = Length(5.0)   # the safe zone (S) of a board's or pad's layout


def _set_members(game: Game, each: str) -> list[str]:
    cat = next((c for c in game.categories if each in (c.id, c.name)), None)
    return list(cat.members) if cat is not None else list(game.names.get(each, ()))


def board_names(game: Game, board: PlayerBoard) -> list[str]:
    """The names the boards are printed for: a set's names, the colours, or the board's own name."""
    if board.each is not None:
        return _set_members(game, board.each)
    if board.colours:
        return [str(c).capitalize() for c in board.colours]
    return [board.name]


def pad_designs(game: Game, pad: Pad) -> list[str]:
    """The names the pad is printed for: a set's names (one design each), or the pad's own name."""
    return [pad.name] if pad.each is None else _set_members(game, pad.each)


def board_deck(board: PlayerBoard) -> Deck:
    """The board as a one-card deck of its size, so the card layout engine (and the check) can bind it."""
    return Deck(id=board.id, name=board.name, size=board.size, fields=BOARD_FIELDS, bleed=board.bleed,
                safe=PIECE_SAFE, layout=board.layout, loc=board.loc, path=board.path)


def pad_deck(pad: Pad) -> Deck:
    """The pad as a one-card deck of its size, so the card layout engine (and the check) can bind it."""
    return Deck(id=pad.id, name=pad.name, size=pad.size, fields=PAD_FIELDS, bleed=pad.bleed, safe=PIECE_SAFE,
                layout=pad.layout, loc=pad.loc, path=pad.path)


def sticker_text(result: DieResult) -> str:
    return result.sticker or result.id.replace("-", " ").replace("_", " ").capitalize()


def die_table_for(game: Game, component: Component) -> Optional[DieTable]:
    return next((d for d in game.dice if d.component == component.id), None)


def die_faces(game: Game, component: Component) -> Optional[int]:
    """A die's faces: its inventory line's, else its die table's (None for neither)."""
    if component.faces is not None:
        return component.faces
    table = die_table_for(game, component)
    return table.faces if table is not None else None


def face_texts(table: DieTable) -> list[str]:
    """The sticker of every face, face 1 first."""
    texts = []
    for face in range(1, table.faces + 1):
        result = next((r for r in table.results if r.rolls.low <= face <= r.rolls.high), None)
        texts.append(sticker_text(result) if result is not None else "")
    return texts


def die_stickers(game: Game, component: Component) -> Optional[tuple[TokenFace, ...]]:
    """The sticker designs of a die from its die table (each face's text, per die), or None without a table."""
    table = die_table_for(game, component)
    if table is None or table.faces != die_faces(game, component):
        return None
    counts = Counter(face_texts(table))
    return tuple(TokenFace(front=text, count=n * component.count) for text, n in counts.items())
