"""TXT012 and TXT005: a printed name states the number its id does ('clay-5' named 'Clay 5'), and spells
it as the id does ('paphos' named 'Paphos').

Each shipped case edits one name of a shipped game; the line and the column of the edited number or word
are worked out from the edited file, and the id's number or word is read off the file by hand.
"""
from __future__ import annotations

from pathlib import Path

import pytest

from conftest import FIXTURES, assert_fires, edited_copy, run_check
from generator.check.id_names import _drift, _slip
from gamecopy import _copy, _edit

# (game, file, old, new, the changed number in new, message)
SHIPPED = [
    ("commerce", "cards/resources.csv", "wheat-5,Wheat 5,", "wheat-5,Wheat 4,", "4,",
     "deck 'resources', card 'wheat-5' is named 'Wheat 4': the id says 5, the name 4"),
    ("commissioned", "game.yaml", "name: 4-Faith miracle cards", "name: 6-Faith miracle cards", "6-Faith",
     "deck 'faith-4' is named '6-Faith miracle cards': the id says 4, the name 6"),
    ("commissioned", "game.yaml", "name: 4-Faith cards,", "name: 5-Faith cards,", "5-Faith",
     "location 'faith-4-pile' is named '5-Faith cards': the id says 4, the name 5"),
    ("commerce", "game.yaml", "name: Worker to level 3", "name: Worker to level 4", "4",
     "cost 'worker-level-3' is named 'Worker to level 4': the id says 3, the name 4"),
    ("journeys-of-paul", "game.yaml", "title: Seven Cell Groups", "title: Eight Cell Groups", "Eight",
     "example 'seven-make-a-church' is named 'Eight Cell Groups make a Church': the id says 7, the name 8"),
]


@pytest.mark.parametrize("game, file, old, new, at, words", SHIPPED, ids=[f"{c[0]}-{c[1]}-{c[4]}" for c in SHIPPED])
def test_a_name_whose_number_left_its_id_is_reported(tmp_path: Path, game: str, file: str, old: str, new: str,
                                                     at: str, words: str) -> None:
    folder = _copy(game, tmp_path)
    edited = _edit(folder, file, old, new)
    line = edited.count("\n", 0, edited.index(new)) + 1
    # the anchor: the changed number inside the edited text, once on its line
    text = edited.splitlines()[line - 1]
    anchor = text[text.index(new) + new.index(at):][:len(at) + 6]
    run = run_check(game, content=tmp_path)
    assert_fires(run, "TXT012", folder / file, line, anchor, words)
    assert run.exit_code == 1


def test_a_quoted_csv_name_is_read_after_its_quote(tmp_path: Path) -> None:
    folder = edited_copy(FIXTURES / "clean", tmp_path / "clean", [
        ("cards/market.csv", 'mill,Mill,2,1,Grain,', 'mill-2,"Mill, 3",2,1,Grain,')])
    run = run_check(content=tmp_path)
    assert_fires(run, "TXT012", folder / "cards/market.csv", 4, '3",',
                 "deck 'market', card 'mill-2' is named 'Mill, 3': the id says 2, the name 3")


@pytest.mark.parametrize("ident, name", [
    ("word-has-spread-3", "Word Has Spread"),        # numbered copies of one card: the name has no number
    ("wages-one-tile-out", "Wages: level 1 worker one tile out"),   # more numbers in the name than the id
    ("setup-three-players", "Setting up for 3"),     # a word and a digit are one number
    ("two-by-two", "Two by Two"),
    ("acts-13", "Acts 13:2"),                        # the id's number is in the name
    ("market", "3 Market cards"),                    # no number in the id
    ("two-for-one", "Turning two"),                  # fewer of the id's numbers, none of its own: no drift
    ("bea-runs-the-0815", "Bea runs the 08:15 from Ashford"),   # a time without its colon (timetable-rails)
    ("route-15", "Route 1.5"),                       # a number without its point
    ("bonus-1000", "Bonus 1,000"),                   # thousands set apart (farkle-hundreds)
    ("trump-15", "The Horned One"),                  # a person so called, no count (tarot-trumps)
    ("hero-2", "The Chosen One."),
    ("hack-4", "Zero Day"),                          # a title of its own, no word of the id (heist-alarm)
    ("event-3", "Apollo 13"),
])
def test_names_that_keep_their_ids_numbers_stay_silent(ident: str, name: str) -> None:
    assert _drift(ident, name) is None


def test_the_stray_number_is_the_one_reported() -> None:
    # (the id's number the name lacks, the name's number not in the id, its offset in the name)
    assert _drift("faith-4-pile", "6-Faith cards") == (4, 6, 0)
    assert _drift("clay-5", "Clay 7") == (5, 7, 5)
    assert _drift("the-0815", "The 08:20") == (815, 8, 4)   # a time the id joins is read whole, and may drift
    assert _drift("bonus-1000", "Bonus 2,000") == (1000, 2000, 6)   # thousands set apart, read as one number
    assert _drift("ring-2", "One Ring") == (2, 1, 0)     # 'One' opening a name counts
    assert _drift("trump-15", "One of Fourteen") == (15, 1, 0)


# TXT005: a name misspelled where it is defined, against the id that spells it
SLIPS = [
    ("commissioned", "game.yaml", "{id: paphos, name: Paphos,", "{id: paphos, name: Pahos,", "Pahos",
     "the name 'Pahos' of location 'paphos' is not spelled as the id's 'paphos'"),
    ("the-acts", "game.yaml", "{id: galatia, name: Galatia, colour", "{id: galatia, name: Galati, colour", "Galati",
     "the name 'Galati' of region 'galatia' is not spelled as the id's 'galatia'"),
    ("commissioned", "cards/faith-4.csv", "peters-shadow,Peter's Shadow,", "peters-shadow,Peter's Shadwo,", "Shadwo",
     "'Shadwo' in the name 'Peter's Shadwo' of deck 'faith-4', card 'peters-shadow' is not spelled as the id's "
     "'shadow'"),
]


@pytest.mark.parametrize("game, file, old, new, at, words", SLIPS, ids=[c[4] for c in SLIPS])
def test_a_name_misspelled_against_its_id_is_reported(tmp_path: Path, game: str, file: str, old: str, new: str,
                                                     at: str, words: str) -> None:
    folder = _copy(game, tmp_path)
    edited = _edit(folder, file, old, new)
    line = edited.count("\n", 0, edited.index(new)) + 1
    run = run_check(game, content=tmp_path)
    found = assert_fires(run, "TXT005", folder / file, line, at, words)
    assert found["hint"].startswith("did you mean '") and run.exit_code == 1


@pytest.mark.parametrize("ident, name", [
    ("peters-shadow", "Peter's Shadow"),             # an apostrophe the id drops
    ("rulebook", "Rule book"),                       # one word of the id is two of the name
    ("resources", "Resource cards"),                 # an inflection
    ("pisidian-antioch", "Antioch in Pisidia"),
    ("starting-disciples", "Sharing the twelve disciples"),   # two edits in a short word: another word
    ("worker-level-2", "Worker to level 3"),         # a number is TXT012's
    ("open-door", "An Open Door"),
    ("board", "Game board"),
    ("board2", "Board two"),                         # a number joined to a word: the word is spelled right
    ("p2-mat", "Player two mat"),
    ("militiaman", "Militiamen"),                    # an irregular plural
    ("armour-token", "Armor token"),                 # the other side of the ocean's spelling
    ("grey-wolf", "Gray Wolf"),
    ("fortify", "Fortifys"),                         # (an inflection, however it is spelt)
    ("tied-vote", "Vote with ties"),                 # two forms of one word: 'tie' tied and ties
    ("carried-goods", "Goods one carries"),          # 'carry'
    ("baked-bread", "Bread she bakes"),
    # a word made from the other (timeline-years: an event's id names it by its noun)
    ("india-independence", "India and Pakistan become independent"),
    ("royal-arrival", "The queen arrives"),
    ("great-discovery", "They discover gold"),
    ("elegance-card", "An elegant move"),
    ("cafe-owner", "Café Owner"),                    # an id is ASCII: an accent folded (bakery-rush)
    ("toepfermarkt", "Töpfermarkt"),                 # or an umlaut spelled out, as German writes it (hof-werkstatt)
    ("topfermarkt", "Töpfermarkt"),
    ("strassenfest", "Straßenfest"),
    ("uber-knight", "Über Knight"),
    ("iphone", "A Phone in Your Pocket"),            # a word the id joins to another (numeric-trivia)
    ("ebook-reader", "Book Reader"),
])
def test_names_that_spell_their_ids_stay_silent(ident: str, name: str) -> None:
    assert _slip(ident, name) is None


def test_a_deck_whose_ids_count_the_cards_and_names_count_something_else_is_left_alone(tmp_path: Path) -> None:
    # coin-1..coin-4 number the cards; their names give each coin's value: three of four differ, none is a slip
    coins = ("id,name,count,cost,resource,text\ncoin-1,1 Coin,2,1,Wood,Take it.\ncoin-2,3 Coins,2,1,Wood,Take it.\n"
             "coin-3,5 Coins,1,1,Wood,Take it.\ncoin-4,10 Coins,1,1,Wood,Take it.\n")
    folder = edited_copy(FIXTURES / "clean", tmp_path / "clean", files={"cards/market.csv": coins})
    run = run_check(content=tmp_path)
    assert [f for f in run.findings if f["rule"] == "TXT012"] == []
    # one slip among agreeing names is still one: coin-1..coin-4 named 1, 2, 3 and 5 Coins
    slip = coins.replace("3 Coins", "2 Coins").replace("5 Coins", "3 Coins").replace("10 Coins", "5 Coins")
    (folder / "cards/market.csv").write_text(slip, encoding="utf-8")
    run = run_check(content=tmp_path)
    assert_fires(run, "TXT012", folder / "cards/market.csv", 5, "5 Coins",
                 "deck 'market', card 'coin-4' is named '5 Coins': the id says 4, the name 5")


def test_a_group_apart_is_two_or_more_differing_and_under_three_agreeing_for_each() -> None:
    from generator.check.id_names import _numbered_apart

    right = [(f"c-{n}", f"C {n}") for n in range(1, 7)]
    assert not _numbered_apart(right + [("c-7", "C 8")])                   # one slip
    assert not _numbered_apart(right + [("c-7", "C 8"), ("c-8", "C 9")])   # two among six agreeing
    assert _numbered_apart(right[:5] + [("c-7", "C 8"), ("c-8", "C 9")])   # two among five
    assert _numbered_apart([("c-1", "C 3"), ("c-2", "C 5")])
    assert not _numbered_apart([("c-1", "C 3"), ("market", "3 Markets"), ("c-2", "Coin")])   # one with both


def test_id_findings_in_full_in_a_sheet_and_in_game_yaml(tmp_path: Path) -> None:
    # the clean game: card 'mill' made 'mill-2' named "Mill, 3"; 'quarry' named 'Quary'; the Duel variant made
    # 'duel-2' named 'Duel for 3'; region 'hills' named 'Green Hils'
    folder = edited_copy(FIXTURES / "clean", tmp_path / "clean", [
        ("cards/market.csv", "mill,Mill,2,1,Grain,", 'mill-2,"Mill, 3",2,1,Grain,'),
        ("cards/market.csv", "quarry,Quarry,", "quarry,Quary,"),
        ("game.yaml", "{id: duel, name: Duel,", "{id: duel-2, name: Duel for 3,"),
        ("game.yaml", "{id: hills, name: Hills,", "{id: hills, name: Green Hils,")])
    run = run_check(content=tmp_path)
    csv, yaml = (folder / "cards/market.csv").read_text().splitlines(), (folder / "game.yaml").read_text().splitlines()

    def at(lines: list[str], anchor: str) -> tuple[int, int]:
        (hit,) = [(n, text.index(anchor) + 1) for n, text in enumerate(lines, 1) if anchor in text]
        return hit

    assert sorted((f["rule"], f["line"], f["column"], f["message"], f["expected"], f["actual"], f["subject"],
                   f["hint"]) for f in run.findings if f["rule"] in ("TXT012", "TXT005")) == sorted([
        ("TXT012", *at(csv, '3",'), "deck 'market', card 'mill-2' is named 'Mill, 3': the id says 2, the name 3", 2,
         3, "market/mill-2/3", "print 2 in the name, or fix the id if the name is right"),
        ("TXT005", *at(csv, "Quary,"), "the name 'Quary' of deck 'market', card 'quarry' is not spelled as the "
         "id's 'quarry'", "quarry", "quary", "market/quarry/quary",
         "did you mean 'quarry'? (or fix the id if the name is right)"),
        ("TXT012", *at(yaml, "3, players"), "variant 'duel-2' is named 'Duel for 3': the id says 2, the name 3", 2,
         3, "variant/duel-2/3", "print 2 in the name, or fix the id if the name is right"),
        ("TXT005", *at(yaml, "Hils,"), "'Hils' in the name 'Green Hils' of region 'hills' is not spelled as the "
         "id's 'hills'", "hills", "hils", "region/hills/hils",
         "did you mean 'hills'? (or fix the id if the name is right)")])


def test_a_die_is_named_as_a_die_and_game_yaml_numbering_apart_is_left_alone(tmp_path: Path) -> None:
    # the weather die table made 'weather-6' named 'Weather die of 8': one drift among game.yaml's names (the
    # example 'three-players' titled 'Dealing for three' agrees) is reported, as a die's
    edited_copy(FIXTURES / "clean", tmp_path / "one" / "clean", [
        ("game.yaml", "  - id: weather\n    name: Weather die\n", "  - id: weather-6\n    name: Weather die of 8\n")])
    run = run_check(content=tmp_path / "one")
    assert [f["message"] for f in run.findings if f["rule"] == "TXT012"] == [
        "die 'weather-6' is named 'Weather die of 8': the id says 6, the name 8"]
    # and the Duel variant made 'duel-2' named 'Duel for 3' besides: two of three differ, so game.yaml's ids
    # number something else than its names, and neither is judged
    edited_copy(FIXTURES / "clean", tmp_path / "two" / "clean", [
        ("game.yaml", "  - id: weather\n    name: Weather die\n", "  - id: weather-6\n    name: Weather die of 8\n"),
        ("game.yaml", "{id: duel, name: Duel,", "{id: duel-2, name: Duel for 3,")])
    run = run_check(content=tmp_path / "two")
    assert [f["message"] for f in run.findings if f["rule"] == "TXT012"] == []


def test_two_forms_of_one_word_are_no_slip_but_another_word_a_letter_off_is(tmp_path: Path) -> None:
    # the clean game's example 'three-players' given the id 'tied-deal' and titled 'Dealing with ties': the id is
    # a slug of the name, and 'tied' and 'ties' are two forms of 'tie'
    example = "  - id: three-players\n    title: Dealing for three\n"
    folder = edited_copy(FIXTURES / "clean", tmp_path / "ties" / "clean", [
        ("game.yaml", example, "  - id: tied-deal\n    title: Dealing with ties\n")])
    run = run_check(content=tmp_path / "ties")
    assert [f for f in run.findings if f["rule"] == "TXT005"] == []
    # the id 'tier-deal' titled 'Dealing by ties': 'tier' and 'ties' are a letter apart and no form of one word;
    # an example's title is a sentence and its id a shorthand no one reads, so there it is a guess (a warning)
    folder = edited_copy(FIXTURES / "clean", tmp_path / "tier" / "clean", [
        ("game.yaml", example, "  - id: tier-deal\n    title: Dealing by ties\n")])
    run = run_check(content=tmp_path / "tier")
    line = (folder / "game.yaml").read_text().splitlines().index("    title: Dealing by ties") + 1
    found = assert_fires(run, "TXT005", folder / "game.yaml", line, "ties", "'ties' in the name 'Dealing by ties' "
                         "of example 'tier-deal' is not spelled as the id's 'tier'")
    assert found["hint"] == "did you mean 'tier'? (or fix the id if the name is right)"
    assert found["severity"] == "warning" and run.exit_code == 0
    # a variant's name is printed where players choose it: the same slip there is an error
    folder = edited_copy(FIXTURES / "clean", tmp_path / "duel" / "clean", [
        ("game.yaml", "{id: duel, name: Duel,", "{id: tier-duel, name: Ties Duel,")])
    run = run_check(content=tmp_path / "duel")
    line = next(n for n, text in enumerate((folder / "game.yaml").read_text().splitlines(), 1) if "Ties Duel" in text)
    found = assert_fires(run, "TXT005", folder / "game.yaml", line, "Ties", "'Ties' in the name 'Ties Duel' of "
                         "variant 'tier-duel' is not spelled as the id's 'tier'")
    assert found["severity"] == "error" and run.exit_code == 1


def test_an_umlaut_spelled_out_still_shows_a_slip_of_another_letter() -> None:
    assert _slip("toepfermarkt", "Töpfermakt") == ("toepfermarkt", "topfermakt", 0)


def test_a_number_word_of_another_of_the_games_names_in_an_id_counts_nothing(tmp_path: Path) -> None:
    # party-teams (written outside the project): the example `blue-one-word` plays the clue style 'One Word' in
    # round 2 ("Blue's turn in round 2"); the id's 'one' is the style's name. A number the id says itself still is
    # held to the title
    from generator.check import check_game
    from generator.load import load_game

    source = Path(__file__).resolve().parents[3] / "tests" / "corpus" / "party-teams"
    folder = edited_copy(source, tmp_path / "as-written" / "party-teams", [])
    assert [f for f in check_game(load_game(folder)) if f.rule == "TXT012"] == []
    folder = edited_copy(source, tmp_path / "drifted" / "party-teams",
                         [("game.yaml", "id: blue-one-word", "id: blue-one-word-round-3")])
    assert [f.message for f in check_game(load_game(folder)) if f.rule == "TXT012"] == [
        "example 'blue-one-word-round-3' is named 'Blue's turn in round 2': the id says 3, the name 2"]


def test_a_letter_with_a_stroke_is_its_plain_letter_in_an_id() -> None:
    # polski-rynek: 'Łapówka dla rajcy' for `lapowka` was read as 'apówka', a slip of the id
    assert _slip("lapowka", "\u0141ap\u00f3wka dla rajcy") is None
    assert _slip("lapowka", "\u0141apuwka dla rajcy") is not None   # a slip of another letter still is
    assert _slip("iphone", "A Phone in Your Pocket") is None and _slip("phone", "A Phne in Your Pocket") is not None


def test_in_a_language_of_case_endings_a_names_form_is_no_slip() -> None:
    # polski-rynek (languages: [pl]): the card `wenecja` named 'Poselstwo z Wenecji' ('from Venice')
    assert _slip("wenecja", "Poselstwo z Wenecji", inflects=True) is None
    assert _slip("wenecja", "Poselstwo z Wenecji") is not None            # in English, a slip
    assert _slip("wenecja", "Poselstwo z Wanecja", inflects=True) is not None   # another letter, still a slip
