"""TXT001 for a card's list column: a number before the column's noun, in a sentence naming the cards, is how
many each of those cards lists.

journeys-of-paul: every Word Has Spread card (opportunity.csv) lists 3 cities, and so does every disaster
(event.csv, category 'Disasters'); counted by hand in the CSVs.
"""
from __future__ import annotations

from pathlib import Path

import pytest

from conftest import assert_fires, run_check
from generator.check import check_game
from generator.load import load_game
from test_printed_claims import _copy, _edit

CASES = [
    ("rulebook.md", "names three cities at the bottom", "names two cities at the bottom", "two cities",
     "'two' cities for 'Word Has Spread', but its cards list 3 in column 'cities' of deck 'opportunity'"),
    ("rulebook.md", "each list three different", "each list four different", "four different",
     "'four' cities for category 'Disasters', but its cards list 3 in column 'cities' of deck 'event'"),
    # the glossary entry's term 'Disaster' names the cards
    ("game.yaml", "Event cards that list three cities", "Event cards that list four cities", "four cities",
     "'four' cities for category 'Disasters', but its cards list 3 in column 'cities' of deck 'event'"),
]


@pytest.mark.parametrize("file, old, new, at, words", CASES, ids=[c[3] for c in CASES])
def test_a_count_of_a_list_column_must_be_what_the_cards_list(tmp_path: Path, file: str, old: str, new: str,
                                                              at: str, words: str) -> None:
    folder = _copy("journeys-of-paul", tmp_path)
    edited = _edit(folder, file, old, new)
    line = edited.count("\n", 0, edited.index(new)) + 1
    run = run_check("journeys-of-paul", content=tmp_path)
    found = assert_fires(run, "TXT001", folder / file, line, at, words)
    assert found["related"]["file"].endswith(("opportunity.csv", "event.csv"))


@pytest.mark.parametrize("text", [
    "Deal five City cards to each player.",           # 'City cards' is a deck, not the cities a card lists
    "Move up to two cities with Word Has Spread.",    # a limit
    "Two cities are close to each other.",            # names no card
    "Word Has Spread names 3 cities.",                # agrees
])
def test_counts_that_agree_or_name_no_cards_stay_silent(tmp_path: Path, text: str) -> None:
    folder = _copy("journeys-of-paul", tmp_path)
    _edit(folder, "rulebook.md", "", f"\n\n{text}\n")
    found = [f for f in check_game(load_game(folder)) if f.rule == "TXT001" and "column" in f.message]
    assert found == []
