"""Game-wide limits the schema's per-value bounds cannot see (player ranges, die faces, table ranges, deck sizes).

The limits themselves are in generator/core/limits.py and docs/content-format.md#limits.
"""
from __future__ import annotations

import re

from ..core.errors import Problem
from ..core.limits import MAX_DECK_CARDS, MAX_FACES, MAX_PLAYERS, too_big
from ..model import Game, IntRange


def limit_problems(game: Game) -> list[Problem]:
    """Game-wide limits the schema's per-value bounds cannot see: player ranges, die faces, table ranges."""
    problems: list[Problem] = []
    where = game.where
    ranges = [(("players",), game.players)]
    ranges += [((*v.path, "players"), v.players) for v in game.variants]
    for path, players in ranges:
        if players.high > MAX_PLAYERS:
            problems.append(too_big(where(*path), "the player range's top", players.high, MAX_PLAYERS))
    faces = [((*c.path, "faces"), c.faces) for c in game.inventory if c.faces is not None]
    faces += [((*d.path, "faces"), d.faces) for d in game.dice]
    for path, n in faces:
        if n > MAX_FACES:
            problems.append(too_big(where(*path), "a die's number of faces", f"{n:,}", f"{MAX_FACES:,}"))
        elif n < 1:
            problems.append(Problem("SCH002", where(*path), f"a die needs at least 1 face, not {n}"))
    if game.players.low < 1:
        problems.append(Problem("SCH002", where("players"), f"a game needs at least 1 player, not "
                                f"{game.players.low}"))
    files: dict[str, str] = {}
    for deck in game.decks:
        for name in (f"cards-{deck.id}.pdf", f"cards-{deck.id}-backs.pdf"):
            if name in files and files[name] != deck.id:
                problems.append(Problem("DUP001", deck.loc, f"deck '{deck.id}' would write {name}, which deck "
                                        f"'{files[name]}' writes too", "rename one of the two decks"))
            files.setdefault(name, deck.id)
    for table in game.tables:
        for i, value in enumerate(table.axis.values):
            if isinstance(value, str) and _RANGE.match(value):
                try:
                    IntRange.from_yaml(value)
                except ValueError as exc:
                    problems.append(Problem("SCH002", where(*table.path, "axis", "values", i),
                                            f"table '{table.id}': {exc}", "write the lower number first, e.g. '2-3'"))
    return problems


def deck_problems(game: Game) -> list[Problem]:
    """Decks whose cards add up past MAX_DECK_CARDS physical cards."""
    problems = []
    for deck in game.decks:
        total = sum(card.count for card in deck.cards)
        if total > MAX_DECK_CARDS:
            problems.append(too_big(deck.loc, f"deck '{deck.id}''s number of cards", f"{total:,}",
                                    f"{MAX_DECK_CARDS:,}"))
    return problems


_RANGE = re.compile(r"^\s*\d+\s*[-\u2010-\u2013]\s*\d+\s*$")
