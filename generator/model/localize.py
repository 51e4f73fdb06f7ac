"""A game's model in one of its editions: every printed string replaced by its translation.

`localize(game, lang)` is pure: the same model with names translated through
the edition's names table, other printed strings through its text table (whole
string for whole string), and card text from the `<col>@<lang>` columns; ids,
engine rules and their arguments, numbers, colours, layouts and file names stay
the source's, so the engine and every lookup by id work unchanged. A name is
translated the same everywhere it appears (a names-set member, a category's
members, a card's ref column, a map's start, a board's `texts` key), so lookups
by name inside the model still agree.

The renderers then draw the localised model as they draw any other;
`printed_strings` walks the same fields to list what an edition must translate
(the TRN check family).
"""
from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from types import MappingProxyType
from typing import Any, Callable, Iterator, Mapping, Optional, TypeGuard

from ..core.errors import Loc
from .base import ID_RE, Id
from .content import Amount, Amounts, Card, Deck
from .edition import Translated, Translation

# fields that hold no printed text: ids and references to them, engine bindings, files, colours, fonts, settings
NOT_PRINTED = frozenset({
    "id", "path", "loc", "source", "root", "file", "layout", "back_layout", "rule", "args", "expect", "format",
    "refs", "colour", "colours", "color", "shape", "kind", "flags", "fill", "stroke", "icon", "back_icon", "image",
    "between", "waivers", "check", "print", "tts", "style", "translations", "languages", "edition", "cells",
    "translated", "copies_by", "component", "variant", "deck", "set", "column", "on", "each", "region",
    "preset", "url", "palette", "title_font", "body_font", "board_title_font", "board_text_font", "date", "version", "supply", "size", "engine_timeout",
    "trusted_templates", "terrain", "at", "group", "era", "fields"})
# mappings whose keys are names too (a board's or pad's text per design name)
NAMED_KEYS = frozenset({"texts"})
# dataclass fields that are engine parameters, whatever they are called
ENGINE_FIELDS = {("Axis", "name")}
TEXT_TYPES = ("str", "text")


def _is_text(value: Any) -> TypeGuard[str]:
    return type(value) is str


@dataclass(frozen=True)
class Printed:
    """One printed string of the source model, where it is written, and whether it is a name or other text."""

    text: str
    loc: Loc
    section: str          # 'names' or 'text': the table of translations/<lang>.yaml it belongs in


def localize(game: Any, lang: str) -> Any:
    """The game as its `lang` edition prints it (the game itself for the source language or an unknown one)."""
    translation: Optional[Translation] = game.translations.get(lang)
    if translation is None or game.edition:
        return game

    def text(value: str) -> str:
        found = translation.printed(value)
        return Translated(found, value) if found is not None else value

    def name(value: str) -> str:
        found = translation.name(value)
        return Translated(found, value) if found is not None else text(value)

    def walk(value: Any, owner: str = "", field: str = "") -> Any:
        if isinstance(value, Id) or (owner, field) in ENGINE_FIELDS:
            return value
        if _is_text(value):
            return text(value)
        if isinstance(value, Amounts):
            return Amounts(Amount(a.amount, name(a.name)) for a in value)
        if isinstance(value, tuple) and type(value) is tuple:
            return tuple(walk(v, owner, field) for v in value)
        if type(value) is list:   # a table cell that lists names ("Order, top first": [Dark, Light, Dark])
            return [walk(v, owner, field) for v in value]
        if isinstance(value, Mapping):
            keyed = name if field in NAMED_KEYS else (lambda k: k)
            return MappingProxyType({keyed(k) if _is_text(k) else k: walk(v, owner, field) for k, v in value.items()})
        if isinstance(value, Deck):
            return dataclasses.replace(_walk_fields(value, walk), cards=tuple(_card(c, lang, walk, name)
                                                                             for c in value.cards))
        if dataclasses.is_dataclass(value) and not isinstance(value, type):
            return _walk_fields(value, walk)
        return value

    localized = _walk_fields(game, walk)
    localized = dataclasses.replace(localized, dice=tuple(_stickers(d, text) for d in localized.dice))
    return dataclasses.replace(localized, edition=lang)


def _walk_fields(obj: Any, walk: Callable[..., Any]) -> Any:
    owner = type(obj).__name__
    changes = {}
    for f in dataclasses.fields(obj):
        if f.name in NOT_PRINTED or f.name == "cards":
            continue
        value = getattr(obj, f.name)
        new = walk(value, owner, f.name)
        if new is not value:   # identity: a Translated equals its source string
            changes[f.name] = new
    return dataclasses.replace(obj, **changes) if changes else obj


def _card(card: Card, lang: str, walk: Callable[..., Any], name: Callable[[str], str]) -> Card:
    """A card in an edition: its `@lang` cells where written, names through the names table."""
    own = card.translated.get(lang, {})
    fields = {}
    for column, value in card.fields.items():
        if column in own:
            fields[column] = Translated(own[column], value) if _is_text(value) else own[column]
        elif _is_text(value):
            fields[column] = name(value)
        else:
            fields[column] = walk(value, "Card", column)
    return dataclasses.replace(card, name=Translated(own["name"], card.name) if own.get("name") else name(card.name),
                               fields=MappingProxyType(fields))


def _stickers(die: Any, text: Callable[[str], str]) -> Any:
    """A die result prints its id, capitalised, when it has no sticker text: an edition translates that too."""
    def result(r: Any) -> Any:
        sticker = r.sticker or text(str(r.id).capitalize())
        return dataclasses.replace(r, sticker=sticker if sticker != str(r.id).capitalize() else r.sticker,
                                   reroll=tuple(result(x) for x in r.reroll))
    return dataclasses.replace(die, results=tuple(result(r) for r in die.results))


# --- what an edition must translate ---------------------------------------------------------------

NAME_FIELDS = frozenset({"name", "term", "members", "start", "names", "of"})


def _worth_translating(value: str) -> bool:
    """Text a reader reads: letters, and not an id-shaped word (a reference such as 'coast' or 'sun')."""
    return any(ch.isalpha() for ch in value) and not ID_RE.match(value)


def printed_strings(game: Any) -> Iterator[Printed]:
    """Every printed string of the source model outside the decks' cards, each at the first place it is written.

    The same fields `localize` translates; a string written in several places is listed once."""
    seen: set[str] = set()

    def visit(value: Any, path: tuple, owner: str, field: str) -> Iterator[Printed]:
        if isinstance(value, Id) or (owner, field) in ENGINE_FIELDS:
            return
        if _is_text(value):
            if value not in seen and _worth_translating(value):
                seen.add(value)
                yield Printed(value, game.where(*path), "names" if field in NAME_FIELDS else "text")
            return
        if isinstance(value, Amounts):
            for a in value:
                yield from visit(a.name, path, owner, "names")
            return
        if type(value) in (tuple, list):
            for i, item in enumerate(value):
                yield from visit(item, (*path, i), owner, field)
            return
        if isinstance(value, Mapping):
            for key, item in value.items():
                if field in NAMED_KEYS and _is_text(key):
                    yield from visit(key, (*path, key), owner, "names")
                yield from visit(item, (*path, key), owner, "names" if field == "names" else field)
            return
        if dataclasses.is_dataclass(value) and not isinstance(value, type):
            base = getattr(value, "path", path)
            for f in dataclasses.fields(value):
                if f.name in NOT_PRINTED or f.name == "cards":
                    continue
                yield from visit(getattr(value, f.name), (*base, f.name), type(value).__name__, f.name)

    yield from visit(game, (), "Game", "")


def card_strings(deck: Deck, card: Card) -> Iterator[tuple[str, str, Loc]]:
    """A card's printed text cells: (column, source text, where), name first; numbers and yes/no left out."""
    types = {"name": "str", **deck.fields}
    for column, tp in types.items():
        value = card.name if column == "name" else card.fields.get(column)
        if _is_text(value) and tp in TEXT_TYPES and _worth_translating(value):
            yield column, value, card.cells.get(column, card.loc)
