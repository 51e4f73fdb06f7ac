"""Commissioned: the shipped content checks clean, its engine rules compute what the
rulebook prints, and every contradiction in content/commissioned/ERRATA.md is caught
by `pnp check` when it is put back into a copy of the game."""
from __future__ import annotations

from pathlib import Path

import pytest

from contenttools import (CONTENT, assert_finding, def_line, engine_fixture, game_fixture, line_of, put_back,
                          run_check)

GAME = "commissioned"
SHIPPED = CONTENT / GAME
game = game_fixture(GAME)
engine = engine_fixture(GAME)


# --- the shipped game ------------------------------------------------------------
def test_shipped_game_checks_clean():
    code, report = run_check(SHIPPED.parent, GAME)
    errors = [f for f in report["findings"] if f["game"] == GAME and f["severity"] == "error"]
    assert errors == []
    warnings = [f for f in report["findings"] if f["game"] == GAME and f["severity"] == "warning"]
    assert warnings == []
    assert code == 0


# --- engine rules ----------------------------------------------------------------
def test_player_count_rules(engine):
    assert [engine.missionaries(n) for n in range(2, 7)] == [4, 3, 2, 1, 0]
    assert [engine.removed_trial_cards(n) for n in range(2, 7)] == [0, 0, 1, 2, 3]
    assert [engine.cards_drawn(n) for n in range(2, 7)] == [6, 6, 5, 5, 6]
    assert [engine.live_repetitions(n) for n in range(2, 7)] == [2, 2, 3, 3, 4]
    assert [engine.cards_prayed(n) for n in range(2, 7)] == [2, 2, 1, 1, 1]
    assert [engine.adversary_trial_cards(n) for n in range(2, 7)] == [2, 2, 3, 3, 4]


def test_message_die(engine):
    assert [engine.message_die(r) for r in range(1, 9)] == (
        ["spies-infiltrate", "messages-intercepted", "messages-lost"] + ["messages-arrive"] * 5)
    assert {engine.message_die(2, r) for r in range(1, 5)} == {"intercepted-mission-stop"}
    assert {engine.message_die(2, r) for r in range(5, 9)} == {"intercepted-growth-stop"}


def test_movement_growth_and_loss(engine):
    assert engine.can_mission_move(4) and not engine.can_mission_move(3)
    assert not engine.can_mission_move(9, leaders_moving=0)
    assert engine.can_grow(3) and not engine.can_grow(2) and not engine.can_grow(8, growth_stop=True)
    assert engine.game_lost(5) and not engine.game_lost(4)
    assert engine.persecution_losses(9, apostles=0) == 4


def test_purchases(engine):
    assert len(engine.purchase_options(3)) == 7
    assert [4] in engine.purchase_options(4)
    assert not engine.can_buy(3, [4]) and not engine.can_buy(5, [5])
    assert engine.cards_revealed_when_buying(1) == 2 and engine.cards_revealed_when_buying(3) == 3


def test_setup_fits_the_box(engine):
    six = engine.setup(6)
    assert six["faith-2"] == 18 and six["apostle"] == 36 and six["missionaries"] == 0 and six["trial"] == 18
    assert "roman-legion-token" not in six
    assert engine.setup(2, variant="adversary")["roman-legion-token"] == 1


# --- every contradiction of ERRATA.md, put back -------------------------------------
def test_errata_1_adversary_three_to_seven(game: Path):
    yaml = game / "game.yaml"
    line = put_back(yaml, "so 3-7 at the table (ERRATA 1).\n    players: 2-6",
                    "so 3-7 at the table (ERRATA 1).\n    players: 3-7") + 1
    code, report = run_check(game.parent, GAME)
    assert_finding(report, "PLR001", "commissioned/game.yaml", line, code=code)
    axis = line_of(yaml, 'axis: {name: players, label: Apostles, values: ["2-3", "4-5", 6]}', once=True)
    assert_finding(report, "PLR002", "commissioned/game.yaml", axis, code=code)


def test_errata_2_message_die_flat_chart(game: Path):
    yaml = game / "game.yaml"
    flat = (
        "        text: The messages are seized. Nobody talks during Share, Move and Grow, and the Elder rolls again.\n"
        "      - id: intercepted-mission-stop\n"
        "        rolls: 1-4\n"
        "        text: A Mission stop goes on the Elder's Church.\n"
        "      - id: intercepted-growth-stop\n"
        "        rolls: 5-8\n"
        "        text: A Growth stop goes on the Elder's Church.\n")
    nested = (
        "        text: The messages are seized. Nobody talks during Share, Move and Grow, and the Elder rolls again.\n"
        "        reroll:\n"
        "          - id: intercepted-mission-stop\n"
        "            rolls: 1-4\n"
        "            text: A Mission stop goes on the Elder's Church.\n"
        "          - id: intercepted-growth-stop\n"
        "            rolls: 5-8\n"
        "            text: A Growth stop goes on the Elder's Church.\n")
    put_back(yaml, nested, flat)
    code, report = run_check(game.parent, GAME)
    assert_finding(report, "DIE002", "commissioned/game.yaml",
                   line_of(yaml, "        rolls: 1-4\n", once=True), code=code)


def test_errata_3_only_nine_word_cards(game: Path):
    csv = game / "cards" / "faith-2.csv"
    text = csv.read_text(encoding="utf-8")
    assert text.count(",2,2,") == 9
    put_back(csv, ",2,2,", ",1,2,", count=9)
    code, report = run_check(game.parent, GAME)
    assert_finding(report, "CMP002", "commissioned/game.yaml",
                   line_of(game / "game.yaml", "  - id: faith-2\n", once=True), code=code)
    assert_finding(report, "CMP001", "commissioned/game.yaml",
                   line_of(game / "game.yaml", "    count: 96\n", once=True), code=code)


def test_errata_4_player_boards(game: Path):
    put_back(game / "game.yaml", "  - id: apostle-boards\n", "  - id: player-boards\n")
    code, report = run_check(game.parent, GAME)
    assert_finding(report, "REF001", "commissioned/engine.py",
                   line_of(game / "engine.py", "def setup(", once=True), code=code)


def test_errata_5_prune_card_only_johns(game: Path):
    csv = game / "cards" / "apostle.csv"
    lines = csv.read_text(encoding="utf-8").splitlines(keepends=True)
    others = [ln for ln in lines if ",Prune," in ln and not ln.startswith("john-")]
    assert len(others) == 5
    for ln in others:
        put_back(csv, ln, "")
    code, report = run_check(game.parent, GAME)
    assert_finding(report, "CMP001", "commissioned/game.yaml",
                   line_of(game / "game.yaml", "    count: 96\n", once=True), code=code)
    assert_finding(report, "INV001", "commissioned/engine.py",
                   def_line(game / "engine.py", "apostle_sets_complete", once=True), code=code)


def test_errata_6_word_shortfall_counted_in_books(game: Path):
    line = put_back(game / "game.yaml",
                    "{rule: word_shortfall_extinguished, args: {required: 2, on_board: 1}, expect: 1}",
                    "{rule: word_shortfall_extinguished, args: {required: 2, on_board: 1}, expect: 3}")
    code, report = run_check(game.parent, GAME)
    assert_finding(report, "EXM001", "commissioned/game.yaml", line, code=code)


def test_errata_7_elder_staff_spelled_two_ways(game: Path):
    line = put_back(game / "game.yaml", "markers: [Elder's staff, Extinguished token",
                    "markers: [Elder's staff, Elder staff, Extinguished token")
    code, report = run_check(game.parent, GAME)
    assert_finding(report, "REF002", "commissioned/game.yaml", line, code=code)


def test_errata_8_trial_split_broken(game: Path):
    put_back(game / "cards" / "trial.csv", "neglected-widows,Neglected Widows,1,Disciple,",
             "neglected-widows,Neglected Widows,1,Disciple;Martyr,")
    code, report = run_check(game.parent, GAME)
    assert_finding(report, "INV001", "commissioned/engine.py",
                   def_line(game / "engine.py", "trial_piles_sort", once=True), code=code)


def test_errata_8_trial_count_not_27(game: Path):
    put_back(game / "cards" / "trial.csv", "shipwrecked,Shipwrecked,1,", "shipwrecked,Shipwrecked,2,")
    code, report = run_check(game.parent, GAME)
    assert_finding(report, "CMP001", "commissioned/game.yaml",
                   line_of(game / "game.yaml", "    count: 27\n", once=True), code=code)


# --- one place per fact: the engine reads the box, cards and costs from the game ---------
# A number edited only in a card file or only in game.yaml, with the engine's rule
# left alone, fails INV001 at the invariant relating them.
# name -> (file edited, old text, new text, the invariant whose def line carries INV001)
ONE_PLACE = {
    "scenario_card_members_changed_only_in_the_csv": (
        "cards/scenario.csv", "acts-of-the-apostles,Acts of the Apostles,1,1,Side A,Jerusalem,6,",
        "acts-of-the-apostles,Acts of the Apostles,1,1,Side A,Jerusalem,7,", "scenario_members_match"),
    "market_cost_changed_only_in_game_yaml": (
        "game.yaml", "items: [{amount: 3, of: Faith points}]", "items: [{amount: 2, of: Faith points}]",
        "market_tiers"),
    "extinguished_tokens_changed_only_in_the_box": (
        "game.yaml", "    name: Extinguished tokens\n    count: 5\n", "    name: Extinguished tokens\n    count: 6\n",
        "extinguished_track"),
    "missionaries_missing_from_the_box": (
        "game.yaml", "    name: Missionary meeples\n    count: 4\n", "    name: Missionary meeples\n    count: 3\n",
        "leaders_fill_six"),
}


@pytest.mark.parametrize("file, old, new, invariant", ONE_PLACE.values(), ids=ONE_PLACE)
def test_a_number_changed_in_one_place_only_fails_its_invariant(game: Path, file: str, old: str, new: str,
                                                                 invariant: str):
    put_back(game / file, old, new)
    code, report = run_check(game.parent, GAME)
    assert_finding(report, "INV001", "commissioned/engine.py",
                   def_line(game / "engine.py", invariant, once=True), code=code)


def test_market_card_value_changed_only_in_the_csv(game: Path):
    csv = game / "cards" / "faith-4.csv"
    row = csv.read_text(encoding="utf-8").splitlines()[1]
    card_id, name, count, faith = row.split(",")[:4]
    assert faith == "4"
    put_back(csv, f"{card_id},{name},{count},4,", f"{card_id},{name},{count},3,")
    code, report = run_check(game.parent, GAME)
    assert_finding(report, "INV001", "commissioned/engine.py",
                   def_line(game / "engine.py", "market_tiers", once=True), code=code)


def test_engine_reads_no_files():
    source = (SHIPPED / "engine.py").read_text(encoding="utf-8")
    for banned in ("csv", "open(", "read_text", "Path("):
        assert banned not in source, f"engine.py uses {banned!r}: read the loaded game instead"


# ERRATA 9: the seed's Apostle card values and The Day of Pentecost's number are
# printed from the engine; a card file that says otherwise fails the check.
def test_errata_9_steadfast_card_worth_one(game: Path):
    put_back(game / "cards" / "apostle.csv", "andrew-steadfast,First Called,1,Andrew,Steadfast,2,",
             "andrew-steadfast,First Called,1,Andrew,Steadfast,1,")
    code, report = run_check(game.parent, GAME)
    assert_finding(report, "INV001", "commissioned/engine.py",
                   def_line(game / "engine.py", "apostle_card_values", once=True), code=code)


def test_errata_9_pentecost_card_says_three(game: Path):
    put_back(game / "cards" / "faith-4.csv", "on the board, put two :member:", "on the board, put three :member:")
    code, report = run_check(game.parent, GAME)
    assert_finding(report, "INV001", "commissioned/engine.py",
                   def_line(game / "engine.py", "pentecost_card_matches", once=True), code=code)


def test_seed_card_values(engine):
    # the seed's "Apostle Cards" list: five effects worth 1 Faith point, the one without a board effect 2
    assert [engine.apostle_card_faith(e) for e in ("Add Member", "Remove Growth Stop", "Extra Move", "Prune",
                                                   "Remove Mission Stop", "Steadfast")] == [1, 1, 1, 1, 1, 2]
    assert engine.pentecost_members() == 2


# --- amounts the Prune cards' text states: columns of the row (TXT003), held to the rules (INV001) ----
def test_prune_bought_tier_changed_in_the_apostle_column_only(game: Path):
    line = put_back(game / "cards" / "apostle.csv", "Matthew 4:20,2,2,", "Matthew 4:20,3,2,")
    code, report = run_check(game.parent, GAME)
    assert_finding(report, "TXT003", "commissioned/cards/apostle.csv", line, code=code)
    assert_finding(report, "INV001", "commissioned/engine.py",
                   def_line(game / "engine.py", "prune_texts_state_the_rules", once=True))


def test_pruned_cards_changed_in_the_engine_only(game: Path):
    # the rulebook prints engine.pruned_cards(); the Prune cards and Divine Pruning type 'up to two'
    put_back(game / "engine.py", "PRUNED_CARDS = 2 ", "PRUNED_CARDS = 3 ")
    code, report = run_check(game.parent, GAME)
    assert_finding(report, "INV001", "commissioned/engine.py",
                   def_line(game / "engine.py", "prune_texts_state_the_rules", once=True), code=code)


# --- spelled-out amounts: 'Put one Church Member', 'two LIVE phases', 'nine Word cards' (TXT003, INV001) ----
def test_apostle_effect_changed_in_the_column_only(game: Path):
    # Andrew's Add Member card still says 'Put one Church Member'; its column now says 2
    line = put_back(game / "cards" / "apostle.csv", "John 1:41,,,1,,,\n", "John 1:41,,,2,,,\n")
    code, report = run_check(game.parent, GAME)
    assert_finding(report, "TXT003", "commissioned/cards/apostle.csv", line, code=code)
    assert_finding(report, "INV001", "commissioned/engine.py",
                   def_line(game / "engine.py", "apostle_texts_state_the_rules", once=True))


def test_apostle_effect_amount_changed_in_the_engine_only(game: Path):
    # the rules' Apostle cards now add two; every card's text and column still say one
    put_back(game / "engine.py", "APOSTLE_EFFECT_AMOUNT = 1\n", "APOSTLE_EFFECT_AMOUNT = 2\n")
    code, report = run_check(game.parent, GAME)
    assert_finding(report, "INV001", "commissioned/engine.py",
                   def_line(game / "engine.py", "apostle_texts_state_the_rules", once=True), code=code)


def test_scenario_asking_for_all_word_cards_is_held_to_the_spaces(game: Path):
    # text and column agree on 'all eight Word cards'; the board has nine New Testament spaces
    put_back(game / "cards" / "scenario.csv", "all nine Word cards", "all eight Word cards")
    put_back(game / "cards" / "scenario.csv", "one book.\",,9,,1,1\n", "one book.\",,8,,1,1\n")
    code, report = run_check(game.parent, GAME)
    assert_finding(report, "INV001", "commissioned/engine.py",
                   def_line(game / "engine.py", "scenario_texts_state_the_rules", once=True), code=code)
    assert not [f for f in report["findings"] if f["rule"] == "TXT003"]
