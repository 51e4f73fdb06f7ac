"""A glossary entry's numbers are read with its term as their label, as a table cell is read with its row's.

"Church: One counter worth seven Cell Groups" states cell_groups_per_church() although the entry's text
never says "Church"; the term completes the words the number is said of, it does not stand in for them:
"Faith points: the two cards kept" counts cards, not Faith points. Expected places are found by plain string
search in the edited file, values read off the data by hand.
"""
from __future__ import annotations

from pathlib import Path

import pytest

from generator.check import check_game
from generator.load import load_game
from gamecopy import _copy, _edit, _position

# (game, old text, new text, at, expected value)
SEEDED = [
    # journeys-of-paul: cell_groups_per_church() is 7 (engine.py), the rule-sets row says 7 too
    ("journeys-of-paul", "One counter worth seven Cell Groups", "One counter worth eight Cell Groups", "eight", 7),
    # docgame: cards_dealt(4) is 1 (engine.py: 5 - players)
    ("docgame", "{term: Hut, text: A small building.}",
     "{term: Cards dealt, text: At 4 players each player takes 5 cards.}", "5 cards", 1),
]

SILENT = [
    # the number counts something the term is not: no word of the term follows it
    ("docgame", "{term: Hut, text: A small building.}",
     "{term: Cards dealt, text: The nine piles are shuffled together first.}"),
    ("docgame", "{term: Hut, text: A small building.}",
     "{term: Cards dealt, text: At 4 players each player takes one card.}"),
]


@pytest.mark.parametrize("game, old, new, at, value", SEEDED, ids=[c[0] for c in SEEDED])
def test_a_glossary_number_is_held_to_the_fact_its_term_completes(tmp_path: Path, game: str, old: str, new: str,
                                                                   at: str, value: int) -> None:
    folder = _copy(game, tmp_path)
    edited = _edit(folder, "game.yaml", old, new)
    line, col = _position(edited, edited.index(new) + new.index(at))
    found = [(f.rule, f.loc.line, f.loc.col, f.expected) for f in check_game(load_game(folder))
             if f.loc.file.endswith("/game.yaml")]
    assert ("TXT001", line, col, value) in found, found


@pytest.mark.parametrize("game, old, new", SILENT, ids=[str(i) for i in range(len(SILENT))])
def test_a_glossary_number_of_something_else_stays_silent(tmp_path: Path, game: str, old: str, new: str) -> None:
    folder = _copy(game, tmp_path)
    edited = _edit(folder, "game.yaml", old, new)
    line = _position(edited, edited.index(new))[0]
    found = [(f.rule, f.loc.line, f.message) for f in check_game(load_game(folder))
             if f.loc.file.endswith("/game.yaml") and f.loc.line == line and f.severity != "note"]
    assert found == []
