"""Recall on plain restatements, class by class (issue 28, "Recall on plain restatements").

Each class of plain restatement a designer writes has here (a) a fixture: the document fixture game (copied as
tests/check/text/test_check_certainty.py does) with a wrong restatement of that class, held to its exact rule, severity,
file:line:col and message, and a correct restatement of the same sentence, held to silence (or to the DOC001
warning a correct number typed by hand gets); and (b) a corpus case: one game of tests/corpus/ whose own text
has a sentence of that class, copied with one number of that sentence made wrong, the finding held to its exact
line:col (the game as written has no error on that line).

A class, or a form of it, that pnp does not catch today is an xfail(strict=True) test whose reason says what is
missed: it starts failing (and must be turned into a plain test) the day pnp catches it. RECALL, at the foot,
names per class the fixture test and the corpus case (docs/testing.md, "Recall by class", prints it).
"""
from __future__ import annotations

import shutil
from pathlib import Path
from typing import Optional

import pytest

from generator.check import check_game
from generator.load import load_game

ROOT = Path(__file__).resolve().parents[3]
DOCGAME = ROOT / "tests" / "fixtures" / "docs" / "docgame"
CORPUS = ROOT / "tests" / "corpus"
BOOK_LINES = (DOCGAME / "rulebook.md").read_text(encoding="utf-8").count("\n")
RULE_LINE = (DOCGAME / "engine.py").read_text(encoding="utf-8").count("\n") + 3   # an appended rule's def
RULES = ("TXT", "DOC001")
CARDS_ROW = "      - {label: Cards dealt, rule: cards_dealt, values: [3, 2, 1]}\n"


def _docgame(tmp_path: Path, lines: list[str] = (), engine: str = "", edits: list[tuple[str, str, str]] = (),
             files: Optional[dict[str, str]] = None) -> Path:
    """A copy of the document fixture game with `lines` appended to its rulebook (one paragraph each, under a
    heading of their own), `engine` appended to engine.py, the edits (file, old, new) made and `files` written."""
    folder = tmp_path / "docgame"
    shutil.copytree(DOCGAME, folder, ignore=shutil.ignore_patterns("__pycache__"))
    (folder / "engine.py").write_text((DOCGAME / "engine.py").read_text(encoding="utf-8") + engine, encoding="utf-8")
    for file, old, new in edits:
        path = folder / file
        text = path.read_text(encoding="utf-8")
        assert text.count(old) == 1, old
        path.write_text(text.replace(old, new), encoding="utf-8")
    for file, text in (files or {}).items():
        (folder / file).parent.mkdir(parents=True, exist_ok=True)
        (folder / file).write_text(text, encoding="utf-8")
    if lines:
        book = folder / "rulebook.md"
        book.write_text(book.read_text(encoding="utf-8") + "\n## Harbour {#harbour}\n\n" + "\n\n".join(lines) + "\n",
                        encoding="utf-8")
    return folder


def _found(folder: Path, file: str) -> list[tuple[str, str, int, int, str]]:
    """(rule, severity, line, col, message) of the printed-text findings of one file of the game."""
    return [(f.rule, f.severity, f.loc.line, f.loc.col, f.message) for f in check_game(load_game(folder))
            if f.rule.startswith(RULES) and f.severity != "note" and f.loc.file.endswith(f"/{file}")]


def _at(lines: list[str], k: int, word: str) -> tuple[int, int]:
    """The rulebook line and column of `word` in the k-th appended paragraph."""
    return BOOK_LINES + 4 + 2 * k, lines[k].index(word) + 1


def _on(found: list[tuple[str, str, int, int, str]], line: int) -> list[tuple[str, str, int, int, str]]:
    return [f for f in found if f[2] == line]


def _typed(word: str, term: str, fact: str) -> str:
    return f"'{word}' is typed by hand next to '{term}', which {fact} covers"


# --- (1) a term named by part of its label, or by a synonym the data declares ---------------------------------------

BOATS_ROW = (CARDS_ROW, CARDS_ROW + "      - {label: Boats launched each round, values: [2, 3, 4]}\n")
BOATS = "row 'Boats launched each round' of table 'setup_by_players'"


def test_1_a_rows_label_said_in_its_own_words_in_another_form(tmp_path: Path) -> None:
    # 'launch ... boats each round' for the row 'Boats launched each round' (3 at three players)
    lines = ["At three players, launch 4 boats each round.", "At three players, launch 3 boats each round."]
    found = _found(_docgame(tmp_path, lines, edits=[("game.yaml", *BOATS_ROW)]), "rulebook.md")
    assert found == [
        ("TXT001", "error", *_at(lines, 0, "4"), f"'4' next to 'Boats launched each round' at 3 players, but {BOATS} "
                                                 "gives 3"),
        ("DOC001", "warning", *_at(lines, 1, "3"), _typed("3", "Boats launched each round", f"{BOATS} (game.yaml:25)"))]


def test_1_a_rows_label_said_in_part(tmp_path: Path) -> None:
    # 'in a round', 'every round', 'per round' say the label's 'each round' (after the number only: "A pit with
    # 13 seeds" is one pit's, not 'Seeds in each pit': tests/corpus/seed-sow stays clean)
    lines = ["At three players, you launch 4 boats in a round.", "At three players, you launch 3 boats in a round."]
    found = _found(_docgame(tmp_path, lines, edits=[("game.yaml", *BOATS_ROW)]), "rulebook.md")
    assert _on(found, _at(lines, 0, "4")[0]) == [
        ("TXT001", "error", *_at(lines, 0, "4"), f"'4' next to 'Boats launched each round' at 3 players, but {BOATS} "
                                                 "gives 3")]
    assert [f for f in _on(found, _at(lines, 1, "3")[0]) if f[1] == "error"] == []


VICTORY = "\n\n@rule\ndef victory_points_to_win() -> int:\n    return 10\n"
VP_TERM = ("game.yaml", "{term: Hut, text: A small building.}", "{term: VP, text: Victory points.}")


def test_1_a_synonym_the_glossary_declares(tmp_path: Path) -> None:
    # the glossary's 'VP: Victory points.' makes 'VP' stand for those words in every fact holding them
    lines = ["The first player with 12 VP wins.", "The first player with 10 VP wins."]
    found = _found(_docgame(tmp_path, lines, VICTORY, [VP_TERM]), "rulebook.md")
    assert [f for f in _on(found, _at(lines, 1, "10")[0]) if f[1] == "error"] == []
    assert _on(found, _at(lines, 0, "12")[0]) == [
        ("TXT001", "error", *_at(lines, 0, "12"), "'12' next to 'victory_points_to_win()', but victory_points_to_win() "
                                                  "gives 10")]


# --- (2) a name in any letter case ----------------------------------------------------------------------------------


def test_2_a_components_name_in_any_letter_case(tmp_path: Path) -> None:
    lines = ["The box holds 7 market cards.", "The box holds 7 MARKET CARDS.", "The box holds 6 market cards."]
    found = _found(_docgame(tmp_path, lines), "rulebook.md")
    wrong = "'7' next to 'Market cards', but inventory 'Market cards' gives 6"
    assert found == [("TXT001", "error", *_at(lines, 0, "7"), wrong), ("TXT001", "error", *_at(lines, 1, "7"), wrong),
                     ("DOC001", "warning", *_at(lines, 2, "6"),
                      _typed("6", "Market cards", "inventory 'Market cards' (game.yaml:12)"))]


def test_2_a_sentence_in_capitals(tmp_path: Path) -> None:
    # in a sentence set in capitals throughout, 'HOLDS 7' is no name and its number ('Acts 2'): read as lower case
    lines = ["THE BOX HOLDS 7 MARKET CARDS.", "THE BOX HOLDS 6 MARKET CARDS."]
    found = _found(_docgame(tmp_path, lines), "rulebook.md")
    assert [f for f in found if f[1] == "error"] == [
        ("TXT001", "error", *_at(lines, 0, "7"), "'7' next to 'Market cards', but inventory 'Market cards' gives 6")]


def test_2_a_cards_name_in_lower_case(tmp_path: Path) -> None:
    # 'the quarry' right before a verb of having or worth names the card Quarry, whatever its capitals
    lines = ["The quarry has cost 3.", "The quarry has cost 2."]
    found = _found(_docgame(tmp_path, lines), "rulebook.md")
    assert [f for f in found if f[1] == "error"] == [
        ("TXT003", "error", *_at(lines, 0, "3"), "'3' next to 'cost', but column 'cost' of card 'Quarry' gives 2")]


def test_2_a_costs_name_in_lower_case(tmp_path: Path) -> None:
    lines = ["A hut costs 3 Wood.", "A hut costs 2 Wood."]
    found = _found(_docgame(tmp_path, lines), "rulebook.md")
    assert [f for f in found if f[1] == "error"] == [
        ("TXT001", "error", *_at(lines, 0, "3"), "'3' next to 'Wood', but the cost of 'Hut' gives 2")]


# --- (3) rates: "per <thing>" ---------------------------------------------------------------------------------------

PER_HUT = "\n\n@rule\ndef points_per_hut() -> int:\n    return 2\n"


def test_3_a_rate_per_thing(tmp_path: Path) -> None:
    lines = ["You get 3 points per hut.", "You get 2 points per hut."]
    found = _found(_docgame(tmp_path, lines, PER_HUT), "rulebook.md")
    assert found == [
        ("TXT001", "error", *_at(lines, 0, "3"), "'3' next to 'points_per_hut()', but points_per_hut() gives 2"),
        ("DOC001", "warning", *_at(lines, 1, "2"),
         _typed("2", "points_per_hut()", f"points_per_hut() (engine.py:{RULE_LINE})"))]


def test_3_a_rate_after_score(tmp_path: Path) -> None:
    # 'score' before points said per the rate's own thing is a rate of scoring; another verb of doing before a
    # number per a time ('take two huts each round', 'costs 1 point per turn') stays an amount moved, silent
    rates = PER_HUT + "\n\n@rule\ndef huts_each_round() -> int:\n    return 3\n"
    lines = ["Score 3 points per hut.", "Score 2 points per hut.", "You take two huts each round."]
    found = _found(_docgame(tmp_path, lines, rates), "rulebook.md")
    assert [f for f in found if f[1] == "error"] == [
        ("TXT001", "error", *_at(lines, 0, "3"), "'3' next to 'points_per_hut()', but points_per_hut() gives 2")]


# --- (4) thresholds: "at least N", "N or more", "fewer than N" ------------------------------------------------------

TO_WIN = "\n\n@rule\ndef huts_to_win() -> int:\n    return 3\n"


def test_4_thresholds(tmp_path: Path) -> None:
    # huts_to_win() is 3: each bound said wrong is an error, the same bound said right is a number typed by hand
    wrong = ["You need at least 4 huts to win.", "You need 4 or more huts to win.",
             "A player with fewer than 4 huts cannot win."]
    lines = wrong + [line.replace("4", "3") for line in wrong]
    found = _found(_docgame(tmp_path, lines, TO_WIN), "rulebook.md")
    assert found == [("TXT001", "error", *_at(lines, k, "4"), "'4' next to 'huts_to_win()', but huts_to_win() gives 3")
                     for k in range(3)] + [
        ("DOC001", "warning", *_at(lines, k, "3"),
         _typed("3", "huts_to_win()", f"huts_to_win() (engine.py:{RULE_LINE})"))
        for k in range(3, 6)]


# --- (5) directions and orders ----------------------------------------------------------------------------------------

PASSING = (CARDS_ROW, CARDS_ROW + "  - id: passing\n    title: Passing\n    axis: {name: round, label: Round, values: "
                                  "[1, 2, 3]}\n    rows:\n      - {label: Pass your hand to the, values: [left, right, "
                                  "left]}\n")


def test_5_the_way_play_passes(tmp_path: Path) -> None:
    lines = ["In round 2, pass your hand to the left.", "In round 2, pass your hand to the right."]
    found = _found(_docgame(tmp_path, lines, edits=[("game.yaml", *PASSING)]), "rulebook.md")
    assert [f for f in _on(found, _at(lines, 1, "right")[0]) if f[1] == "error"] == []
    hits = [f for f in _on(found, _at(lines, 0, "left")[0]) if f[1] == "error"]
    assert [f[:4] for f in hits] == [("TXT001", "error", *_at(lines, 0, "left"))]
    assert "Pass your hand to the" in hits[0][4] and "right" in hits[0][4]


# --- (6) a derived value told in words: what remains after a loss or a gain -----------------------------------------
# caught: tests/check/text/test_check_certainty.py::test_the_noun_a_rule_counts_before_its_change_is_an_argument ("had 5
# health ... so it has 4 health" for health_after(health=5, damage=3) == 2: TXT004 error at its column; "is left
# with 2 health" silent)


def test_6_a_value_after_a_loss_said_with_drops_to(tmp_path: Path) -> None:
    from test_check_certainty import COL, HARVEST, _story

    checks = ["{rule: health_after, args: {health: 5, damage: 3}, expect: 2}"]
    right = "The Tortoise had 5 health. The Lancer deals 3 damage, so it drops to 2 health."
    assert _story(tmp_path / "right", HARVEST, right, checks) == []
    wrong = right.replace("to 2", "to 4")
    assert _story(tmp_path / "wrong", HARVEST, wrong, checks) == [
        ("TXT004", "error", COL + wrong.index("4 health"), "example 'Story' says '4' health (health_after()), but its "
                                                          "checks state 2")]


def test_6_a_value_after_a_loss_with_its_noun_left_out(tmp_path: Path) -> None:
    from test_check_certainty import COL, HARVEST, _story

    checks = ["{rule: health_after, args: {health: 5, damage: 3}, expect: 2}"]
    right = "The Lancer deals 3 damage to the Tortoise, which had 5 health and is left with 2."
    assert _story(tmp_path / "right", HARVEST, right, checks) == []
    wrong = right.replace("with 2", "with 4")
    assert _story(tmp_path / "wrong", HARVEST, wrong, checks) == [
        ("TXT004", "error", COL + wrong.index("4."), "example 'Story' says '4' health (health_after(), the noun left "
                                                     "out after 'left with'), but its checks state 2")]
    # the left-out noun is a guess where another count stands between ('3 damage'), or the number is one the checks
    # give another name (3 is the damage): silent, or a warning
    between = "The Tortoise had 5 health, takes 3 damage and is left with 4."
    assert _story(tmp_path / "between", HARVEST, between, checks) == []
    other = right.replace("with 2", "with 3")
    assert [f[:2] for f in _story(tmp_path / "other", HARVEST, other, checks)] == [("TXT004", "warning")]


# --- (7) the size of a name set said of the whole -------------------------------------------------------------------


def test_7_the_size_of_a_name_set(tmp_path: Path) -> None:
    lines = ["There are four resources.", "There are three resources."]
    found = _found(_docgame(tmp_path, lines), "rulebook.md")
    assert found == [
        ("TXT001", "error", *_at(lines, 0, "four"), "'four' next to 'resources', but name set 'resources' gives 3"),
        ("DOC001", "warning", *_at(lines, 1, "three"),
         _typed("three", "resources", "name set 'resources' (game.yaml:8)"))]


# --- (8) a die result in prose when two die tables share one die ----------------------------------------------------

WIND = ("dice:\n", "dice:\n  - id: wind\n    name: Wind die\n    faces: 6\n    component: die\n    results:\n"
                   "      - {id: gale, rolls: 1-2, text: A gale.}\n      - {id: breeze, rolls: 3-6, text: A breeze.}\n")


def test_8_a_result_of_one_of_two_tables_on_one_die(tmp_path: Path) -> None:
    # the Weather and Wind tables are both read off the one die of the box: 'it rains' names the Weather table's
    # 'rain' (rolled on 2), 'a gale' the Wind table's (1-2), though no sentence names a die
    lines = ["On a 3 it rains.", "On a 2 it rains.", "On a 3 a gale blows.", "On a 1 or 2 a gale blows."]
    found = _found(_docgame(tmp_path, lines, edits=[("game.yaml", *WIND)]), "rulebook.md")
    assert found == [("TXT007", "error", *_at(lines, 0, "3"), "'3' on the Weather die, but 'rain' is rolled on 2"),
                     ("TXT007", "error", *_at(lines, 2, "3"), "'3' on the Wind die, but 'gale' is rolled on 1-2")]


# --- (9) a number in a layout's static text beside placeholders -----------------------------------------------------

MARKET_LAYOUT = ("elements:\n  - text: {box: [S, S, W - 2*S, 9], text: \"{{ name }}\"}\n"
                 "  - text: {box: [S, 12, W - 2*S, 9], text: \"Cost {{ cost }}. At 4 players, %s dealt.\"}\n")
USES_LAYOUT = ("game.yaml", "    fields: {cost: int, resource: \"ref:resources\", text: text}\n",
               "    fields: {cost: int, resource: \"ref:resources\", text: text}\n    layout: market\n")


@pytest.mark.parametrize("said, finding", [
    ("2 cards", ("TXT001", "error", "'2' next to 'Cards dealt' at 4 players, but row 'Cards dealt' of table "
                                    "'setup_by_players' gives 1")),
    ("1 card", None)])
def test_9_a_number_in_a_layouts_static_text(tmp_path: Path, said: str,
                                             finding: Optional[tuple[str, str, str]]) -> None:
    layout = MARKET_LAYOUT % said
    found = _found(_docgame(tmp_path, edits=[USES_LAYOUT], files={"layouts/market.yaml": layout}),
                   "layouts/market.yaml")
    line = layout.split("\n")[2]
    assert found == ([(finding[0], finding[1], 3, line.index(said) + 1, finding[2])] if finding else [])


RATES = ("\n\n@rule\ndef shop_points(houses: int) -> int:\n    return houses\n\n\n"
         "@rule\ndef park_points(trees: int) -> int:\n    return 1 + 2 * trees\n")


def test_9_a_rate_a_rule_of_one_count_gives(tmp_path: Path) -> None:
    # shop_points(houses) gives 0, 1, 2, ...: 1 for each House; park_points has a base (1 + 2 a tree): silent
    lines = ["A Shop scores 2 for each House next to it.", "A Shop scores 1 for each House next to it.",
             "A Park scores 3 points for each Tree."]
    found = _found(_docgame(tmp_path, lines, RATES), "rulebook.md")
    assert found == [("TXT001", "error", *_at(lines, 0, "2"),
                      "'2' for each House next to 'Shop', but shop_points() gives 1 for each")]


# --- (10) a cost's own effect text -----------------------------------------------------------------------------------

FOOD_ITEM = "      - {amount: 1, of: food}\n"


@pytest.mark.parametrize("wood, finding", [
    ("3", ("TXT001", "error", "'3' next to 'Wood', but the cost of 'Hut' gives 2")), ("2", None)])
def test_10_a_costs_own_effect_text(tmp_path: Path, wood: str, finding: Optional[tuple[str, str, str]]) -> None:
    effect = f"    effect: Pay {wood} Wood and 1 Food to build it.\n"
    folder = _docgame(tmp_path, edits=[("game.yaml", FOOD_ITEM, FOOD_ITEM + effect)])
    line = (folder / "game.yaml").read_text(encoding="utf-8").split("\n").index(effect.rstrip("\n")) + 1
    assert _found(folder, "game.yaml") == ([(finding[0], finding[1], line, effect.index(wood) + 1, finding[2])]
                                           if finding else [])


# --- (11) typed numbers (DOC001) in the quick reference and the rulebook --------------------------------------------


def test_11_a_number_typed_by_hand_in_the_rulebook_and_the_quick_reference(tmp_path: Path) -> None:
    # right but typed: a warning at its place; printed by its placeholder: nothing
    lines = ["At three players each is dealt 2 cards.",
             'At three players each is dealt {{ engine.cards_dealt(3) | counted("card") }}.']
    quick = "With 4 players, deal 1 card to each player."
    folder = _docgame(tmp_path, lines)
    path = folder / "quickref.md"
    before = path.read_text(encoding="utf-8")
    assert before.endswith("\n")
    path.write_text(f"{before}\n{quick}\n", encoding="utf-8")   # a paragraph of its own after the last line
    row = "row 'Cards dealt' of table 'setup_by_players' (game.yaml:24)"
    assert _found(folder, "rulebook.md") == [("DOC001", "warning", *_at(lines, 0, "2"),
                                              _typed("2", "Cards dealt", row))]
    assert _found(folder, "quickref.md") == [("DOC001", "warning", before.count("\n") + 2, quick.index("1") + 1,
                                              _typed("1", "Cards dealt", row))]


# --- (b) the corpus: one number of a sentence of each class made wrong in a copy of the game ------------------------



class Part(str):
    """A part of the expected message, for a finding pnp does not make yet (its wording is not known)."""


# (class, game, file, old, new, at, rule, severity, message): `at` is the first characters of the wrong number in
# `new`; the expected place is found by plain string search in the edited file
CORPUS_CASES = [
    ("1", "foundry-row", "rulebook.md", "18 Money and five tiles\nare face up in the Factory Market",
     "18 Money and six tiles\nare face up in the Factory Market", "six", "TXT001", "error",
     "'six' next to 'Factory tiles in the market' at 3 players, but row 'Factory tiles in the market' of table "
     "'setup_by_players' gives 5"),
    ("2", "bluff-court", "rulebook.md", "pay 7 silver and choose", "pay 8 silver and choose", "8", "TXT001", "error",
     "'8' next to 'Silver', but the cost of 'Coup' gives 7"),
    ("3", "spice-caravan", "quickref.md", "one point per three coins", "one point per four coins", "four", "TXT001",
     "error", "'four' next to 'coins_per_point()', but coins_per_point() gives 3"),
    # a warning since mech-arena: a glossary entry's "N heat or more" bound through its term's words may be a
    # threshold of another rule ("Running hot: firing with 7 heat or more" beside run_heat(), the heat running
    # costs), which no sentence tells apart from "an expedition of 9 or more cards" beside bonus_cards()
    ("4", "expedition-duel", "game.yaml", "an expedition of 8 or more cards", "an expedition of 9 or more cards", "9",
     "TXT001", "warning", "'9' next to 'bonus_cards()', but bonus_cards() gives 8"),
    ("5", "age-draft", "rulebook.md", "to the left in Ages I and III, to the right in Age II.",
     "to the left in Ages I and III, to the left in Age II.", "left in Age II", "TXT001", "error",
     Part("Pass your hand to the")),
    ("6", "duel-of-crowns", "game.yaml", "which had 5 health and is left with 2.",
     "which had 5 health and is left with 4.", "4.", "TXT004", "error",
     "example 'A Flame Lancer meets a Mossback Tortoise' says '4' health (health_after(), the noun left out after "
     "'left with'), but its checks state one of 1, 2"),
    ("7", "iron-pact", "rulebook.md", "With all seven powers in play", "With all eight powers in play", "eight",
     "TXT001", "error", "'eight' next to 'powers', but name set 'powers' gives 7"),
    ("8", "sail-winds", "rulebook.md", "The Sky die shows 5, so the Levante blows",
     "The Sky die shows 6, so the Levante blows", "6, so", "TXT007", "error",
     "'6' on the Wind table, but 'levante' is rolled on 4-5"),
    ("9", "tiny-townsfolk", "layouts/town-board.yaml", "A Shop scores 1 for each House next to it.",
     "A Shop scores 2 for each House next to it.", "2 for", "TXT001", "error",
     "'2' for each House next to 'Shop', but shop_points() gives 1 for each"),
    ("10", "mill-and-meadow", "game.yaml", "effect: Pay two of one resource", "effect: Pay three of one resource",
     "three", "TXT001", "error", Part("the cost of 'One resource at the Market' gives 2")),
    ("11", "lantern-market", "rulebook.md", "reveal 6 Landmarks", "reveal 7 Landmarks", "7", "TXT001", "error",
     "'7' next to 'Landmarks revealed' at 3 players, but row 'Landmarks revealed' of table 'setup_by_players' gives 6"),
    ("11", "cargo-bid", "quickref.md", "each of the four contracts", "each of the five contracts", "five", "TXT001",
     "error", "'five' next to 'Contracts in the row', but row 'Contracts in the row' of table 'constants' gives 4"),
]


def _case_id(case) -> str:
    values = case.values if hasattr(case, "values") else case
    return f"{values[0]}-{values[1]}-{values[2].split('/')[-1]}"


@pytest.mark.parametrize("klass, game, file, old, new, at, rule, severity, message", CORPUS_CASES,
                         ids=[_case_id(c) for c in CORPUS_CASES])
def test_a_corpus_sentence_of_the_class_made_wrong_is_caught(tmp_path: Path, klass: str, game: str, file: str,
                                                            old: str, new: str, at: str, rule: str, severity: str,
                                                            message: str) -> None:
    text = (CORPUS / game / file).read_text(encoding="utf-8")
    assert text.count(old) == 1, old
    offset = text.index(old) + new.index(at)      # old and new differ after `at` starts, never before
    assert new[:new.index(at)] == old[:new.index(at)]
    line, col = text.count("\n", 0, offset) + 1, offset - (text.rfind("\n", 0, offset) + 1) + 1
    assert [f for f in _found(CORPUS / game, file) if f[2] == line and f[1] == "error"] == []   # as written
    folder = tmp_path / game
    shutil.copytree(CORPUS / game, folder, ignore=shutil.ignore_patterns("__pycache__"))
    (folder / file).write_text(text.replace(old, new), encoding="utf-8")
    hits = [f for f in _found(folder, file) if f[2:4] == (line, col) and f[1] == severity]
    assert [f[:4] for f in hits] == [(rule, severity, line, col)], _found(folder, file)
    assert message in hits[0][4] if isinstance(message, Part) else hits[0][4] == message


# --- the table -------------------------------------------------------------------------------------------------------

# (class, what, fixture test(s), corpus case, caught): "caught" is what pnp does today; a form not caught is an
# xfail(strict=True) test above, named in the fixture or corpus column
RECALL = [
    ("1", "a term named by part of its label or by a synonym the data declares",
     "test_1_a_rows_label_said_in_its_own_words_in_another_form, test_1_a_rows_label_said_in_part, "
     "test_1_a_synonym_the_glossary_declares", "1-foundry-row-rulebook.md",
     "yes: the label's own words, its 'each round' as 'in a round'/'every round', a short form the glossary gives"),
    ("2", "a name in any letter case", "test_2_a_components_name_in_any_letter_case, "
     "test_2_a_costs_name_in_lower_case, test_2_a_cards_name_in_lower_case, test_2_a_sentence_in_capitals",
     "2-bluff-court-rulebook.md",
     "yes: components, name-set members, a cost priced in lower case ('A hut costs'), a card's name in lower "
     "case before a verb of having or worth ('the quarry has cost 3'), a sentence in capitals"),
    ("3", "rates ('per <thing>')", "test_3_a_rate_per_thing, test_3_a_rate_after_score",
     "3-spice-caravan-quickref.md", "yes ('Score 3 points per hut' since session 17)"),
    ("4", "thresholds ('at least N', 'N or more', 'fewer than N')", "test_4_thresholds",
     "4-expedition-duel-game.yaml", "yes"),
    ("5", "directions and orders", "test_5_the_way_play_passes", "5-age-draft-rulebook.md",
     "yes for a table row of ways at the axis values named (generator/check/directions.py); not who starts next"),
    ("6", "a derived value told in words (what remains after a loss or a gain)",
     "test_check_certainty.py::test_the_noun_a_rule_counts_before_its_change_is_an_argument, "
     "test_6_a_value_after_a_loss_said_with_drops_to, test_6_a_value_after_a_loss_with_its_noun_left_out",
     "6-duel-of-crowns-game.yaml",
     "in an example's story: with its noun ('so it has 4 health', 'drops to 4 health') or the noun of the count "
     "just before left out ('had 5 health and is left with 2'); not in rulebook prose"),
    ("7", "the size of a name set said of the whole", "test_7_the_size_of_a_name_set", "7-iron-pact-rulebook.md",
     "yes"),
    ("8", "a die result in prose when two die tables share one die",
     "test_8_a_result_of_one_of_two_tables_on_one_die", "8-sail-winds-rulebook.md", "yes"),
    ("9", "a number in a layout's static text beside placeholders", "test_9_a_number_in_a_layouts_static_text, "
     "test_9_a_rate_a_rule_of_one_count_gives", "9-tiny-townsfolk-town-board.yaml",
     "yes: a fact's own words, and a rate a rule of one count gives (generator/check/rates.py)"),
    ("10", "a cost's own effect text", "test_10_a_costs_own_effect_text", "10-mill-and-meadow-game.yaml",
     "yes, the cost's item named by its own word or, for a category, by the set it is drawn from"),
    ("11", "typed numbers (DOC001) in the quick reference and rulebook",
     "test_11_a_number_typed_by_hand_in_the_rulebook_and_the_quick_reference",
     "11-lantern-market-rulebook.md, 11-cargo-bid-quickref.md", "yes"),
]


def test_the_table_names_every_class_and_tests_that_exist() -> None:
    import test_check_certainty

    assert [r[0] for r in RECALL] == [str(k) for k in range(1, 12)]
    here = globals()
    ids = {_case_id(c) for c in CORPUS_CASES}
    for klass, _, fixtures, corpus, _ in RECALL:
        for name in fixtures.replace("not caught:", "").replace(";", ",").split(","):
            name = name.strip()
            module, _, test = name.rpartition("::")
            assert callable((vars(test_check_certainty) if module else here).get(test)), name
            assert test.startswith("test_") and (module or test.startswith(f"test_{klass}_")), name
        named = [c.strip() for c in corpus.replace("not caught:", "").split(",")]
        assert corpus.startswith("none:") or all(c in ids and c.startswith(f"{klass}-") for c in named), corpus
