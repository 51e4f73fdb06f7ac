"""The Journeys of Paul: the shipped content checks clean, and every contradiction
recorded in content/journeys-of-paul/ERRATA.md is caught by `pnp check` when it
is put back into a copy of the game."""
from __future__ import annotations

from pathlib import Path

import pytest

from contenttools import (CONTENT, assert_finding, def_line, engine_fixture, game_fixture, line_of, put_back,
                          run_check)

GAME = "journeys-of-paul"
SHIPPED = CONTENT / GAME
game = game_fixture(GAME)
engine = engine_fixture(GAME)


# --- the shipped game ------------------------------------------------------------
def test_shipped_game_checks_clean(game: Path) -> None:
    code, report = run_check(game.parent, GAME)
    errors = [f for f in report["findings"] if f["severity"] == "error"]
    assert code == 0, errors
    assert errors == []
    assert report["games"] == [GAME]


# --- ERRATA 1: Reference cards are not part of the 60 Opportunity cards ------------
def test_errata_1_reference_cards_inside_opportunity_deck(game: Path) -> None:
    yaml = game / "game.yaml"
    line = put_back(yaml, "count: 60, kind: cards, sides: 2, decks: [opportunity]}",
                    "count: 60, kind: cards, sides: 2, decks: [opportunity, reference]}", count=None)
    code, report = run_check(game.parent, GAME)
    assert code == 1
    assert_finding(report, "CMP001", "game.yaml", line)
    assert_finding(report, "CMP003", "game.yaml", line_of(yaml, "id: reference-cards"))


# --- ERRATA 2: a move covers 0-3 spaces, not 1-3 -------------------------------------
def test_errata_2_move_of_one_to_three(game: Path) -> None:
    yaml = game / "game.yaml"
    line = put_back(yaml, "{label: Fewest, rule: move_spaces_min, values: [0, 0]}",
                    "{label: Fewest, rule: move_spaces_min, values: [1, 1]}", count=None)
    code, report = run_check(game.parent, GAME)
    assert code == 1
    assert_finding(report, "TBL001", "game.yaml", line)


# --- ERRATA 3: the game is 1-6, not the basic rules' 2-6 --------------------------------
def test_errata_3_game_range_from_basic_rules(game: Path) -> None:
    yaml = game / "game.yaml"
    players_line = put_back(yaml, "\nplayers: 1-6\n", "\nplayers: 2-6\n", count=None) + 1
    code, report = run_check(game.parent, GAME)
    assert code == 1
    solitaire_line = line_of(yaml, "  - id: solitaire\n") + 2
    assert "players: 1" in yaml.read_text(encoding="utf-8").splitlines()[solitaire_line - 1]
    assert_finding(report, "PLR001", "game.yaml", solitaire_line)
    assert_finding(report, "PLR003", "game.yaml", players_line)


# --- ERRATA 4: a longer advanced race runs out of City cards at six players ------------
def test_errata_4_goal_raised_beyond_the_city_deck(game: Path) -> None:
    engine_py = game / "engine.py"
    put_back(engine_py, '"advanced": 5,', '"advanced": 6,', count=None)
    code, report = run_check(game.parent, GAME)
    assert code == 1
    assert_finding(report, "CMP002", "game.yaml", line_of(game / "game.yaml", "  - id: city\n"))
    assert_finding(report, "INV001", "engine.py", def_line(engine_py, "city_cards_fit"))


# --- ERRATA 5: the traded card does not help a fifth Church ---------------------------
def test_errata_5_trade_said_to_help_fifth_church(game: Path) -> None:
    yaml = game / "game.yaml"
    line = put_back(yaml, "expect: 4", "expect: 5",
                    after="city_cards: [Alexandria, Thapsus, Sinope, Gaza, Leptis Magna]\n"
                          "          word_has_spread: [Byzantium, Brundisium, Leptis Magna]\n", count=None)
    code, report = run_check(game.parent, GAME)
    assert code == 1
    assert_finding(report, "EXM001", "game.yaml", line)


# --- ERRATA 6: Jerusalem is a city space but no church site -----------------------------
def test_errata_6_city_card_for_jerusalem(game: Path) -> None:
    csv_path = game / "cards" / "city.csv"
    line = put_back(csv_path, "tyre,Tyre,", "jerusalem,Jerusalem,1,Jerusalem,Judaea,3,"
                    "Play while you BUILD CHURCH in Jerusalem: place 3 more Cell Groups there.\ntyre,Tyre,", count=None)
    code, report = run_check(game.parent, GAME)
    assert code == 1
    assert_finding(report, "REF001", "cards/city.csv", line)
    assert_finding(report, "CMP001", "game.yaml", line_of(game / "game.yaml", "id: city-cards"))


# --- ERRATA 7: a Church is worth exactly seven Cell Groups --------------------------------
def test_errata_7_church_keeps_surplus_cell_groups(game: Path) -> None:
    yaml = game / "game.yaml"
    line = put_back(yaml, "{rule: cell_groups_after_build, args: {cell_groups: 6}, expect: 7}",
                    "{rule: cell_groups_after_build, args: {cell_groups: 6}, expect: 8}", count=None)
    code, report = run_check(game.parent, GAME)
    assert code == 1
    assert_finding(report, "EXM001", "game.yaml", line)


# --- checked and consistent: the ten disasters stay ten ---------------------------------
def test_dropping_a_disaster_breaks_the_invariant(game: Path) -> None:
    csv_path = game / "cards" / "event.csv"
    put_back(csv_path, "flood,Flood,1,disaster,", "flood,Flood,2,disaster,", count=None)
    code, report = run_check(game.parent, GAME)
    assert code == 1
    assert_finding(report, "INV001", "engine.py", def_line(game / "engine.py", "disasters_list_three_cities"))
    assert_finding(report, "CMP001", "game.yaml", line_of(game / "game.yaml", "id: event-cards"))


# --- engine rules directly ---------------------------------------------------------------
def test_rule_sets(engine) -> None:
    assert [engine.churches_to_win(v) for v in ("basic", "advanced", "solitaire")] == [3, 5, 10]
    assert [engine.city_cards_dealt(v) for v in ("basic", "advanced", "solitaire")] == [3, 5, 10]
    assert engine.opportunity_hand_limit("advanced") == 7
    assert engine.opportunity_hand_limit("basic") is None
    assert engine.hand_after_turn(9, "advanced") == 7
    assert engine.hand_after_turn(9, "solitaire") == 9


def test_building_and_disasters(engine) -> None:
    assert engine.build_turns() == 4
    assert engine.build_turns(bonus=3) == 2
    assert engine.cell_groups_after_build(5, bonus=3) == 7
    assert engine.cell_groups_after_build(1, event_change=-2) == 0
    assert engine.cell_groups_after_disaster(7) == 6
    assert engine.cell_groups_after_disaster(0) == 0
    assert engine.cell_groups_after_disaster(3, deacon=True) == 3
    assert engine.disaster_target(["Tyre", "Brundisium", "Apulum"], ["Genua"]) is None


def test_movement(engine) -> None:
    assert engine.best_single_move("sea") == 5
    assert engine.travel_turns(0) == 0
    assert engine.travel_turns(6) == 2
    assert engine.travel_turns(9, good_weather=1, full_moon=1) == 2
    assert engine.travel_turns(8, full_moon=2) == 2
    assert engine.travel_turns(9, full_moon=2) == 3


def test_setup(engine) -> None:
    basic = engine.setup(4)
    assert basic["city"] == 12 and basic["glass-beads"] == 4
    assert basic["city/leptis-magna"] == 1 and "city/byzantium" not in basic
    assert engine.setup(6, "advanced")["city"] == 30
    solo = engine.setup(1)
    assert solo["city"] == 10 and solo["church-counters"] == 12 and solo["event"] == 50
    assert engine.setup(1, "solitaire-challenge")["event"] == 40
    with pytest.raises(ValueError):
        engine.setup(1, "basic")


# --- one place per fact: the engine reads places, cards, the box and costs from the game ----
# A number edited only in a card file or only in game.yaml, with the engine's rule
# left alone, fails INV001 at the invariant relating them.
# name -> (file edited, old text, new text, the invariant whose def line carries INV001)
ONE_PLACE = {
    "move_bonus_changed_only_in_the_csv": (
        "cards/opportunity.csv", "full-moon,Full Moon,4,movement,0,1,", "full-moon,Full Moon,4,movement,0,2,",
        "movement_card_bonuses_match"),
    "cell_group_bonus_changed_only_in_the_csv": (
        "cards/opportunity.csv", "persecution,Persecution,8,build,1,", "persecution,Persecution,8,build,2,",
        "build_card_bonuses_match"),
    "church_cost_changed_only_in_game_yaml": (
        "game.yaml", "{amount: 7, of: Cell Group}", "{amount: 6, of: Cell Group}", "church_cost_matches"),
    "counter_panel_changed_only_in_the_box": (
        "game.yaml", "count: 24, kind: token, per_player: 4,", "count: 30, kind: token, per_player: 5,",
        "box_matches_rules"),
    "variant_range_changed_only_in_game_yaml": (
        "game.yaml", "name: Harder solitaire\n    players: 1\n", "name: Harder solitaire\n    players: 1-2\n",
        "variant_ranges_agree"),
}


@pytest.mark.parametrize("file, old, new, invariant", ONE_PLACE.values(), ids=ONE_PLACE)
def test_a_number_changed_in_one_place_only_fails_its_invariant(game: Path, file: str, old: str, new: str,
                                                                 invariant: str) -> None:
    put_back(game / file, old, new, count=None)
    code, report = run_check(game.parent, GAME)
    assert code == 1
    assert_finding(report, "INV001", "engine.py", def_line(game / "engine.py", invariant))


def test_engine_reads_no_files() -> None:
    source = (SHIPPED / "engine.py").read_text(encoding="utf-8")
    for banned in ("csv", "open(", "read_text", "Path("):
        assert banned not in source, f"engine.py uses {banned!r}: read the loaded game instead"


# --- amounts the card texts state: a column of the row (TXT003), held to the rules (INV001) ----
def test_struck_church_changed_in_the_event_column_only(game: Path) -> None:
    # the ten disasters say 'drops back to 6 Cell Groups'; their column now says 5: the text
    # disagrees with its row, and the row with cell_groups_after_disaster(7)
    line = put_back(game / "cards" / "event.csv", ",2,6,,3,1,1,\n", ",2,5,,3,1,1,\n", count=10)
    code, report = run_check(game.parent, GAME)
    assert_finding(report, "TXT003", "journeys-of-paul/cards/event.csv", line, code=code)
    assert_finding(report, "INV001", "engine.py", def_line(game / "engine.py", "event_texts_state_the_rules"))


def test_automatic_cell_groups_changed_in_the_engine_only(game: Path) -> None:
    # the engine's automatic Cell Groups rise to 3; the Event cards and the Turn Reference still say 2
    put_back(game / "engine.py", "AUTOMATIC_CELL_GROUPS = 2\n", "AUTOMATIC_CELL_GROUPS = 3\n")
    code, report = run_check(game.parent, GAME)
    assert_finding(report, "INV001", "engine.py", def_line(game / "engine.py", "event_texts_state_the_rules"),
                   code=code)
    assert_finding(report, "INV001", "engine.py", def_line(game / "engine.py", "reference_card_states_the_rules"))


# --- spelled-out amounts: 'loses one Cell Group', 'remove two Cell Groups you own' (TXT003, INV001) ----
def test_false_teachers_loss_changed_in_the_event_column_only(game: Path) -> None:
    # the text still says 'remove two Cell Groups you own'; the column says 3, build_cell_groups -2
    line = put_back(game / "cards" / "event.csv", "Galatians 1:7,,,,,2,,\n", "Galatians 1:7,,,,,3,,\n")
    code, report = run_check(game.parent, GAME)
    assert_finding(report, "TXT003", "journeys-of-paul/cards/event.csv", line, code=code)
    assert_finding(report, "INV001", "engine.py", def_line(game / "engine.py", "event_texts_state_the_rules"))


def test_arrest_changed_in_the_engine_only(game: Path) -> None:
    # Roman Soldiers now take two Deacons by the rules; the card still says 'Take one Deacon of yours'
    put_back(game / "engine.py", "return max(0, deacons - 1)", "return max(0, deacons - 2)")
    code, report = run_check(game.parent, GAME)
    assert_finding(report, "INV001", "engine.py", def_line(game / "engine.py", "event_texts_state_the_rules"),
                   code=code)


def test_the_player_reference_says_how_far_a_move_goes_in_a_sentence(engine, tmp_path) -> None:
    """Its 'Moving' box printed the movement table as lines of data ('Fewest: 0 by land, 0 by sea / Most: 3 by land,
    3 by sea', issue 29's review); read from the built boards.pdf, it is one sentence with the engine's numbers."""
    import pdfplumber
    from typer.testing import CliRunner

    from generator.app.cli import app

    out = tmp_path / "out"
    result = CliRunner().invoke(app, ["build", GAME, "--content", str(SHIPPED.parent), "--only", "boards",
                                      "--out", str(out), "--no-check", "-q"])
    assert result.exit_code == 0, result.output
    with pdfplumber.open(out / GAME / "boards.pdf") as pdf:   # the right column of the first board, where Moving is
        page = pdf.pages[0]
        text = " ".join((page.crop((page.width / 2, 0, page.width, page.height / 2)).extract_text() or "").split())
    low, high = engine.move_spaces_min("land"), engine.move_spaces_max("land")
    assert (low, high) == (engine.move_spaces_min("sea"), engine.move_spaces_max("sea"))
    assert f"Move {low} to {high} spaces by land or by sea." in text, text
    assert (f"Good Weather adds {engine.good_weather_bonus('land')} spaces, Full Moon "
            f"{engine.full_moon_bonus('land')}: at most {engine.best_single_move('land')} with one card.") in text, text
    assert "Fewest:" not in text and "by sea Most" not in text
