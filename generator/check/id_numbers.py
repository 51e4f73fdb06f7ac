"""TXT012: a printed name states the number its id does.

Designers number things in both: a card `clay-5` named "Clay 5", a deck
`faith-4` named "4-Faith miracle cards", an example `seven-make-a-church`
titled "Seven Cell Groups make a Church". When the name holds numbers (digits
or number words) and one of the id's numbers is not among them, the printed
name and the id have drifted apart (a digit slipped in one of them). A name
with no number ("Word Has Spread" for `word-has-spread-3`, numbered copies) is
left alone, and so is a name with more numbers than its id.

Read for the cards of every deck (id and name columns) and the ids and names
of game.yaml: decks, costs, inventory, categories, variants, dice, examples
(their titles), map locations, regions and tracks.
"""
from __future__ import annotations

import re
from pathlib import Path
from typing import Any, Iterator, Optional

from ..errors import Loc
from .findings import Context
from .printed import _passage, _yaml_anchors
from .registry import family
from .words import NUMBER_WORDS

_NOT_COUNTS = {"once", "twice", "thrice", "single", "both", "dozen", "hundred"}
_NUMBER = re.compile(r"(?<![\w.])(\d+|[A-Za-z]+)(?![\w.]\d)")


def numbers(text: str) -> list[tuple[int, int]]:
    """(value, offset) of each whole number in `text`: digits, or a number word standing as a word."""
    out = []
    for m in _NUMBER.finditer(text.replace("-", " ").replace("_", " ")):
        word = m.group(1)
        if word.isdigit():
            out.append((int(word), m.start()))
        elif word.lower() in NUMBER_WORDS and word.lower() not in _NOT_COUNTS:
            out.append((NUMBER_WORDS[word.lower()], m.start()))
    return out


def _named(game: Any) -> Iterator[tuple[str, str, str, tuple]]:
    """(what, id, name, YAML path of the name) for each named thing of game.yaml."""
    for i, d in enumerate(game.decks):
        yield "deck", d.id, d.name, ("decks", i, "name")
    for key in ("costs", "inventory", "categories", "variants", "dice"):
        for i, x in enumerate(getattr(game, key)):
            yield key.rstrip("s") if key != "dice" else "die", x.id, x.name, (key, i, "name")
    for i, e in enumerate(game.examples):
        yield "example", e.id, e.title, ("examples", i, "title")
    for i, m in enumerate(game.maps):
        for key in ("locations", "regions", "tracks"):
            for j, x in enumerate(getattr(m, key)):
                yield key[:-1], x.id, x.name, ("maps", i, key, j, "name")


def _drift(ident: str, name: str) -> Optional[tuple[int, int, int]]:
    """(the id's number missing from the name, the name's number that stands for it, its offset), or None."""
    mine = numbers(ident)
    printed = numbers(name)
    if not mine or not printed:
        return None
    values = {v for v, _ in printed}
    missing = [v for v, _ in mine if v not in values]
    if not missing:
        return None
    ids = {v for v, _ in mine}
    stray = [(v, at) for v, at in printed if v not in ids]
    v, at = stray[0] if stray else printed[0]
    return missing[0], v, at


@family("id numbers")
def check_id_numbers(ctx: Context) -> None:
    game = ctx.game
    raw: Optional[list[str]] = None
    for what, ident, name, path in _named(game):
        drift = _drift(ident, name or "")
        if drift is None:
            continue
        if raw is None:
            try:
                raw = (Path(ctx.loaded.folder) / "game.yaml").read_text(encoding="utf-8-sig").splitlines()
            except (OSError, UnicodeDecodeError):
                raw = []
        key = game.where(*path)
        at = _passage(name, key.file, "name", _yaml_anchors(raw, key, name)).loc(drift[2])
        _report(ctx, at, what, ident, name, drift)
    for deck in game.decks:
        for card in deck.cards:
            drift = _drift(card.id, card.name)
            if drift is None:
                continue
            cell = card.cells.get("name", card.loc)
            _report(ctx, Loc(cell.file, cell.line, cell.col + _quote(ctx, deck, cell) + drift[2]), "card",
                    card.id, card.name, drift, deck=deck.id)


def _quote(ctx: Context, deck: Any, cell: Loc) -> int:
    """1 when the CSV cell at `cell` opens with a quote (the text starts a column later), else 0."""
    try:
        line = (Path(ctx.loaded.folder) / deck.csv_path).read_text(encoding="utf-8-sig").splitlines()[cell.line - 1]
    except (OSError, UnicodeDecodeError, IndexError):
        return 0
    return int(line[cell.col - 1:cell.col] == '"')


def _report(ctx: Context, at: Loc, what: str, ident: str, name: str, drift: tuple[int, int, int],
            deck: str = "") -> None:
    want, got, _ = drift
    whose = f"deck '{deck}', card '{ident}'" if deck else f"{what} '{ident}'"
    ctx.report("TXT012", at, f"{whose} is named '{name}': the id says {want}, the name {got}", expected=want,
               actual=got, hint=f"print {want} in the name, or fix the id if the name is right",
               subject=f"{deck or what}/{ident}/{got}")
