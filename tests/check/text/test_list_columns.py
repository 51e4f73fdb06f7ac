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
from gamecopy import _copy, _edit

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


def _market_with_sources(tmp_path: Path, lists: tuple[str, str, str], text: str):
    """The clean game whose market cards list sources (a `refs:` column, raw_sources), Woodcutter in category
    Grinders, and `text` as the Duel variant's printed text: (folder, TXT001 findings about the column)."""
    from conftest import FIXTURES, edited_copy

    wood, quarry, mill = lists
    folder = edited_copy(FIXTURES / "clean", tmp_path / "clean", [
        ("game.yaml", 'fields: {cost: int, resource: "ref:resources", text: text}',
         'fields: {cost: int, resource: "ref:resources", text: text, raw_sources: "refs:resources"}'),
        ("game.yaml", "  - {id: food, name: Food, of: resources, members: [Grain]}\n",
         "  - {id: food, name: Food, of: resources, members: [Grain]}\n"
         "  - {id: grinders, name: Grinders, of: \"deck:market\", members: [Woodcutter]}\n"),
        ("game.yaml", "text: Two players only.}", f"text: \"{text}\"}}"),
        ("cards/market.csv", "id,name,count,cost,resource,text\n", "id,name,count,cost,resource,text,raw_sources\n"),
        ("cards/market.csv", "Take one Wood.\n", f"Take one Wood.,{wood}\n"),
        ("cards/market.csv", "Take one Stone.\n", f"Take one Stone.,{quarry}\n"),
        ("cards/market.csv", '"Take one Grain, then pass."\n', f'"Take one Grain, then pass.",{mill}\n')])
    findings = [f for f in check_game(load_game(folder)) if f.rule == "TXT001" and "column" in f.message]
    return folder, findings


def _full(f) -> tuple:
    return (f.loc.line, f.loc.col, f.message, f.expected, f.actual, f.subject, f.hint,
            (f.related.line, f.related.col) if f.related else None)


def test_each_naming_of_the_cards_in_full(tmp_path: Path) -> None:
    # Woodcutter lists Wood; Stone (2), Quarry Stone; Grain (2), Mill nothing (left out). The counts: a card
    # named (at the sentence's end too), its category (through a glossary-less sentence), the deck, and a
    # second wrong count in the same text still read after the first
    text = ("Two players only. The Woodcutter lists 4 sources. 5 sources are listed by the Quarry. Grinders list "
            "3 sources. Market cards list 6 sources. The Woodcutter lists 2 sources.")
    folder, found = _market_with_sources(tmp_path, ("Wood; Stone", "Stone; Grain", ""), text)
    line = [i + 1 for i, s in enumerate((folder / "game.yaml").read_text(encoding="utf-8").splitlines())
            if "Two players only." in s][0]
    col = (folder / "game.yaml").read_text(encoding="utf-8").splitlines()[line - 1].index("Two players") + 1
    cell = (2, len("woodcutter,Woodcutter,2,1,Wood,Take one Wood.,") + 1)   # Woodcutter's raw_sources cell
    hint = "write 2, or change the cards' 'raw_sources' lists"

    def at(words: str) -> int:
        return col + text.index(words)

    assert sorted(_full(f) for f in found) == sorted([
        (line, at("4 sources"), "'4' sources for 'Woodcutter', but its cards list 2 in column 'raw_sources' of deck "
         "'market'", 2, "4", "market/raw_sources/4", hint, cell),
        (line, at("5 sources"), "'5' sources for 'Quarry', but its cards list 2 in column 'raw_sources' of deck "
         "'market'", 2, "5", "market/raw_sources/5", hint, cell),
        (line, at("3 sources"), "'3' sources for category 'Grinders', but its cards list 2 in column 'raw_sources' "
         "of deck 'market'", 2, "3", "market/raw_sources/3", hint, cell),
        (line, at("6 sources"), "'6' sources for deck 'Market', but its cards list 2 in column 'raw_sources' of deck "
         "'market'", 2, "6", "market/raw_sources/6", hint, cell)])


@pytest.mark.parametrize("text", [
    "The Woodcutter and the Quarry list 4 sources.",   # two cards named alike, of 2 and 3: no one number
    "Market cards list 2 sources.",                     # the deck's cards list 2 and 3: no one number
    "The Woodcutter takes 5 Source cards.",             # the singular names other cards
    "The Woodcutter lists 5 rare old sources; it lists 2 sources.",   # two words between: not its count
    "The Woodcutter takes 5 Source cards; it lists 2 sources.",   # the singular names other cards
    "Grinders, like the Market, list 2 sources.",       # the category (of one size) before the deck
])
def test_counts_no_one_number_answers_stay_silent(tmp_path: Path, text: str) -> None:
    _, found = _market_with_sources(tmp_path, ("Wood; Stone", "Stone; Grain; Wood", ""), text)
    assert found == []


def test_a_count_in_emphasis_or_opening_its_text_and_a_category_among_the_deck(tmp_path: Path) -> None:
    # Woodcutter 2 sources, Quarry 3: the category Grinders (Woodcutter) is named more particularly than the
    # deck, whose cards list no one number; a count in emphasis, and one opening the text, are read
    text = "3 sources for each Grinder. Grinders among the Market cards list 4 sources. Woodcutter: *five* sources."
    _, found = _market_with_sources(tmp_path, ("Wood; Stone", "Stone; Grain; Wood", ""), text)
    assert sorted(f.message for f in found) == sorted([
        "'3' sources for category 'Grinders', but its cards list 2 in column 'raw_sources' of deck 'market'",
        "'4' sources for category 'Grinders', but its cards list 2 in column 'raw_sources' of deck 'market'",
        "'five' sources for 'Woodcutter', but its cards list 2 in column 'raw_sources' of deck 'market'"])


def test_a_list_column_no_card_fills_is_no_count(tmp_path: Path) -> None:
    _, found = _market_with_sources(tmp_path, ("", "", ""), "The Woodcutter lists 4 sources.")
    assert found == []


@pytest.mark.parametrize("text, count", [("3 sources for each Grinder.", "'3' sources for category 'Grinders'"),
                                         ("Woodcutter: *five* sources.", "'five' sources for 'Woodcutter'")])
def test_the_only_count_of_a_text_opening_it_or_in_emphasis_is_read(tmp_path: Path, text: str, count: str) -> None:
    _, found = _market_with_sources(tmp_path, ("Wood; Stone", "Stone; Grain; Wood", ""), text)
    assert [f.message for f in found] == [f"{count}, but its cards list 2 in column 'raw_sources' of deck 'market'"]


def test_a_capital_noun_is_read_and_a_cards_own_text_is_left_to_its_row(tmp_path: Path) -> None:
    # 'Sources' capitalised is the column's noun; the Woodcutter's own text 'The Woodcutter names 4 sources.'
    # is its row's business (TXT003), not this check's
    folder, found = _market_with_sources(tmp_path, ("Wood; Stone", "Stone; Grain; Wood", ""),
                                         "The Woodcutter lists 4 Sources.")
    assert [f.message for f in found] == ["'4' Sources for 'Woodcutter', but its cards list 2 in column "
                                          "'raw_sources' of deck 'market'"]
    csv = folder / "cards" / "market.csv"
    csv.write_text(csv.read_text(encoding="utf-8").replace("Take one Wood.", "The Woodcutter names 4 sources."),
                   encoding="utf-8")
    assert [f.message for f in check_game(load_game(folder)) if f.rule == "TXT001" and "column" in f.message
            and "Sources" not in f.message] == []
