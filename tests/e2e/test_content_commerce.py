"""Commerce: the shipped content checks clean, a few engine rules compute what the
rulebook states, and every contradiction recorded in content/commerce/ERRATA.md
is caught by `pnp check` when it is put back into a copy of the game."""
from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Optional

import pytest

from contenttools import CONTENT, assert_finding, copy_game, def_line, engine_fixture, line_of, put_back, run_check

GAME = "commerce"
SHIPPED = CONTENT / GAME
engine = engine_fixture(GAME)


# --- the shipped game ------------------------------------------------------------
def test_shipped_game_checks_clean():
    code, report = run_check(SHIPPED.parent, GAME)
    errors = [f for f in report["findings"] if f["severity"] == "error"]
    assert code == 0, errors
    assert errors == []
    assert report["games"] == [GAME]


# --- engine rules ------------------------------------------------------------------
def test_era_thresholds_follow_player_count(engine):
    assert [engine.era_threshold(e, 4) for e in engine.ERAS] == [0, 12, 32, 40, 60, 80]
    assert engine.tech_victory_points(5) == 100


def test_combat_examples(engine):
    assert engine.attack_target(1, 1, 3) == 5
    assert engine.attack_target(3, 1, 3) == 3
    assert engine.attack_target(1, 3, 3) == 7
    assert engine.attack_target(6, 1, 3) == 0
    assert engine.attack_target(1, 1, 3, brandenburg_gate=True) == 4
    assert engine.attack_wins(1, 1, 3, attacker_roll=5)
    assert not engine.attack_wins(1, 1, 3, attacker_roll=4)


def test_maintenance_examples(engine):
    assert engine.maintenance(1, 0) == 1
    assert engine.maintenance(1, 1) == 2
    assert engine.maintenance(3, 2) == 5
    assert engine.maintenance(3, 2, sistine_chapel=True) == 3
    with pytest.raises(ValueError):
        engine.maintenance(7, 0)


def test_resources_and_eras(engine):
    assert engine.resource("Farmland", "Modern") == "Bananas"
    assert engine.resource("Ocean", "Ancient") is None
    assert engine.available("Mountains", "Medieval") == ["Stone", "Iron", "Gold"]
    assert len({r for t in engine.TERRAINS for r in engine.available(t, "Modern")}) == 31


def test_dice_and_bandits(engine):
    assert [engine.event_kind(r) for r in range(1, 7)] == list(engine.EVENT_KINDS)
    assert [engine.bandit_roll(r) for r in range(1, 7)] == ["robbed"] * 2 + ["safe"] * 4
    assert engine.bandit_outcome([1, 2]) == "all-goods-to-bank"
    assert engine.bandit_outcome([1, 5]) == "robbed-goods-to-pot"
    assert engine.bandit_outcome([3, 6]) == "trade-stands"
    assert engine.social_event_player(3, 6) == 4


def test_setup_takes_full_colour_sets(engine):
    s = engine.setup(4)
    assert s["workers"] == 24 and s["capitals"] == 4
    assert s["resources"] == 1860  # the whole bank: 31 resources x 3 values x 20 cards (game.yaml's deck)
    assert s["money-tokens"] == 240 and s["world-wonders"] == 6
    assert s["desert-tiles"] == 6
    with pytest.raises(ValueError):
        engine.setup(7)


# --- contradictions put back ----------------------------------------------------------
@dataclass(frozen=True)
class PutBack:
    errata: int
    file: str              # the file edited, relative to the game folder
    old: str
    new: str
    rule: str
    at_file: Optional[str] = None     # where the finding is expected (default: the edited file)
    at_needle: Optional[str] = None   # a text in at_file whose line is expected (default: the edit's line)
    at_def: Optional[str] = None      # or: the engine function whose def line is expected

    @property
    def id(self) -> str:
        return f"E{self.errata}-{self.rule}"


CASES = [
    # 1: the player range is the engine's (2, 6) and the tables' 2..6
    PutBack(1, "game.yaml", "players: 2-6 ", "players: 6   ", "PLR003"),
    # 2: the box lists 60 Oil cards twice: 32 x 60 = 1,920
    PutBack(2, "game.yaml", "count: 1860,", "count: 1920,", "CMP001"),
    PutBack(2, "game.yaml", "  - {id: money-tokens,",
            "  - {id: oil-cards-again, name: Oil cards, count: 60, kind: cards}\n"
            "  - {id: oil-cards, name: Oil cards, count: 60, kind: cards}\n"
            "  - {id: money-tokens,", "CMP003", at_needle="{id: oil-cards, name: Oil cards"),
    # 3: Aluminium in the building materials list
    PutBack(3, "game.yaml", "members: [Wood, Hardwood, Iron, Stone, Aluminum, Clay]",
            "members: [Wood, Hardwood, Iron, Stone, Aluminium, Clay]", "REF001"),
    PutBack(3, "game.yaml", "Silicon,\n              Wood,", "Silicon, Aluminium,\n              Wood,", "REF002"),
    # 4: Artifact in the Chemistry cost
    PutBack(4, "game.yaml", '{amount: 1, of: Artifacts}', '{amount: 1, of: Artifact}', "REF001"),
    # 5: Shell in the Printing Press cost
    PutBack(5, "game.yaml", '{amount: 1, of: Shells}', '{amount: 1, of: Shell}', "REF001"),
    # 6: Pisa Tower as the Renaissance wonder
    PutBack(6, "game.yaml", "Notre Dame, Sistine Chapel, Brandenburg", "Notre Dame, Pisa Tower, Brandenburg", "TBL001"),
    PutBack(6, "game.yaml", "Notre Dame, Sistine Chapel, Brandenburg", "Notre Dame, Pisa Tower, Brandenburg", "REF001"),
    # 7: the card spelled Colloseum
    PutBack(7, "cards/world-wonders.csv", "colosseum,Colosseum,", "colosseum,Colloseum,", "REF001",
            at_file="game.yaml", at_needle="values: [Pyramid, Colosseum,"),
    # 8: Rare Mineral / Rare Minerals
    PutBack(8, "game.yaml", "members: [Minerals, Silicon]", "members: [Rare Mineral, Silicon]", "REF001"),
    PutBack(8, "game.yaml", '{amount: 10, of: Minerals}', '{amount: 10, of: Rare Minerals}', "REF001"),
    # 9: Meat in the food list
    PutBack(9, "game.yaml", "members: [Fish, Cow, Egg,", "members: [Fish, Meat, Egg,", "REF001"),
    # 10: a tech point paid in "gold"
    PutBack(10, "game.yaml", "{amount: 100, of: Money}", "{amount: 100, of: gold}", "REF001"),
    # 11: animal products used but not defined
    PutBack(11, "game.yaml",
            "  - id: animal-products\n    name: Animal products\n    of: resources\n"
            "    members: [Cow, Wool, Egg, Sausage]\n", "", "REF001",
            at_needle="{amount: 1, of: animal-products}"),
    # 12: Streets and Boats in the box, Road and Ship in the rules
    PutBack(12, "game.yaml", "{id: roads, name: Roads,", "{id: streets, name: Streets,", "REF001",
            at_file="engine.py", at_def="setup"),
    PutBack(12, "game.yaml", "{id: ships, name: Ships,", "{id: boats, name: Boats,", "REF001",
            at_file="engine.py", at_def="setup"),
    # 13: Tech Good for tech materials
    PutBack(13, "game.yaml", "{amount: 1, of: tech-materials}", "{amount: 1, of: Tech Good}", "REF001"),
    # 19: only Player 1 places a town at setup
    PutBack(19, "engine.py", "    return players\n\n\n@rule\ndef starting_money",
            "    return 1\n\n\n@rule\ndef starting_money", "TBL001",
            at_file="game.yaml", at_needle="{label: Capitals placed"),
    PutBack(19, "engine.py", "    return players\n\n\n@rule\ndef starting_money",
            "    return 1\n\n\n@rule\ndef starting_money", "INV001", at_def="everyone_has_a_town"),
    # 20: 100 points for buying with money
    PutBack(20, "game.yaml", "values: [1, 2, 1, 2, per card, 1]", "values: [1, 2, 1, 2, per card, 100]", "TBL001"),
    # 23: Whale Oil read as one resource of the Ocean
    PutBack(23, "game.yaml", "values: [null, null, Whale, null, Oil, null]",
            "values: [null, null, Whale Oil, null, null, null]", "REF001"),
    # 24: "higher than" read strictly
    PutBack(24, "engine.py", "return defender_roll + attack_margin(", "return defender_roll + 1 + attack_margin(",
            "EXM001", at_file="game.yaml",
            at_needle="{rule: attack_target, args: {attacker_level: 1, defender_level: 1, defender_roll: 3}, expect: 5}"),
    # 25: an attacker at level 1 dies ("level 0")
    PutBack(25, "engine.py", "return max(MIN_WORKER_LEVEL, level - 1)", "return max(0, level - 1)",
            "EXM001", at_file="game.yaml", at_needle="{rule: level_after_attacking, args: {level: 1}, expect: 1}"),
    # gap guards: 14 tiles, 15 pieces, 16 money, 18 eras
    PutBack(14, "game.yaml", "{id: desert-tiles, name: Desert tiles, count: 8,",
            "{id: desert-tiles, name: Desert tiles, count: 6,", "CMP002"),
    PutBack(15, "game.yaml", "{id: workers, name: Workers, count: 36,", "{id: workers, name: Workers, count: 30,", "PLR004"),
    PutBack(16, "game.yaml", "{id: money-tokens, name: Money tokens, count: 240,",
            "{id: money-tokens, name: Money tokens, count: 200,", "CMP002"),
    PutBack(18, "engine.py", '"Coal",    "Minerals", None),', 'None,      "Coal",     "Minerals"),', "INV001",
            at_def="technologies_buildable_in_era"),
]


@pytest.mark.parametrize("case", CASES, ids=lambda c: c.id)
def test_contradiction_is_caught(tmp_path: Path, case: PutBack):
    folder = copy_game(tmp_path, GAME)
    edited = folder / case.file
    line = put_back(edited, case.old, case.new, count=None)
    at_file = case.at_file or case.file
    if case.at_def:
        line = def_line(folder / at_file, case.at_def)
    elif case.at_needle:
        line = line_of(folder / at_file, case.at_needle)
    code, report = run_check(folder.parent, GAME)
    assert code == 1, report
    assert_finding(report, case.rule, at_file, line)


def test_every_contradiction_in_errata_is_tested():
    text = (SHIPPED / "ERRATA.md").read_text(encoding="utf-8")
    contradictions = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 19, 20, 23, 24, 25}
    for n in contradictions:
        assert f"\n{n}. **" in text, f"ERRATA entry {n} missing"
    assert contradictions <= {c.errata for c in CASES}


# --- one place per fact: a cost or card edited on one side only ------------------------
# The engine keeps no copy of the costs: its invariants read game.costs and the
# card decks from the loaded game, so changing a cost, a card or a count in one
# place only fails `pnp check` with INV001 at the invariant that relates them.
@dataclass(frozen=True)
class OnePlace:
    name: str
    file: str              # the file edited, relative to the game folder
    old: str
    new: str
    invariant: str         # the engine invariant whose def line carries INV001


ONE_PLACE = [
    OnePlace("technology-cost-only", "game.yaml", "{amount: 10, of: Oil}", "{amount: 9, of: Oil}",
             "cards_match_costs"),
    OnePlace("technology-card-points-only", "cards/technologies.csv", "penicillin,Penicillin,1,Industrial,3,no,",
             "penicillin,Penicillin,1,Industrial,4,no,", "cards_match_costs"),
    OnePlace("wonder-card-materials-only", "cards/world-wonders.csv", "Classical,10 Stone; 10 Clay,",
             "Classical,10 Stone; 10 Iron,", "cards_match_costs"),
    OnePlace("technology-before-its-era", "game.yaml", "{amount: 1, of: Minerals}", "{amount: 1, of: Silicon}",
             "technologies_buildable_in_era"),
    OnePlace("wonder-before-its-era", "game.yaml", "{amount: 10, of: Stone}\n      - {amount: 1, of: Iron}",
             "{amount: 10, of: Stone}\n      - {amount: 1, of: Aluminum}", "wonders_buildable_in_era"),
    OnePlace("new-worker-needs-iron", "game.yaml", "      - {amount: 1, of: Stone}\n  - id: worker-level-2",
             "      - {amount: 1, of: Iron}\n  - id: worker-level-2", "worker_levels_payable"),
    # level 4 asking no more kinds of food than level 3 (the climb was read as 'never fewer' before)
    OnePlace("worker-level-food-repeats", "game.yaml", "{amount: 4, of: food, different: true}",
             "{amount: 3, of: food, different: true}", "worker_levels_climb"),
    OnePlace("worker-level-too-many-foods", "game.yaml", "{amount: 5, of: food, different: true}",
             "{amount: 12, of: food, different: true}", "different_costs_payable"),
    OnePlace("tech-point-price-only", "game.yaml", "{amount: 100, of: Money}", "{amount: 50, of: Money}",
             "cost_points_match_rules"),
    OnePlace("wonder-points-only", "game.yaml", "    era: Ancient\n    points: 2\n", "    era: Ancient\n    points: 3\n",
             "cost_points_match_rules"),
    OnePlace("money-tokens-only", "game.yaml", '{front: "5", count: 80, colour: sea}',
             '{front: "5", count: 70, colour: sea}', "money_tokens_agree"),
    OnePlace("colour-set-only", "game.yaml", "{id: roads, name: Roads, count: 90, kind: piece, per_player: 15}",
             "{id: roads, name: Roads, count: 72, kind: piece, per_player: 12}", "colour_sets_agree"),
]


@pytest.mark.parametrize("case", ONE_PLACE, ids=lambda c: c.name)
def test_change_in_one_place_is_caught(tmp_path: Path, case: OnePlace):
    folder = copy_game(tmp_path, GAME)
    text = (folder / case.file).read_text(encoding="utf-8")
    assert text.count(case.old) == 1, f"{case.old!r} must occur once in {case.file}"
    put_back(folder / case.file, case.old, case.new)
    code, report = run_check(folder.parent, GAME)
    assert code == 1, report
    assert_finding(report, "INV001", "engine.py", def_line(folder / "engine.py", case.invariant))


def test_engine_reads_no_files_and_keeps_no_costs():
    source = (SHIPPED / "engine.py").read_text(encoding="utf-8")
    for banned in ("csv", "open(", "read_text", "Path("):
        assert banned not in source, f"engine.py uses {banned!r}: read the loaded game instead"
    for cost in ("Colony Ship\": (", "\"Wheel\"", "WORKER_LEVELS", "TECHNOLOGIES"):
        assert cost not in source, f"engine.py keeps a copy of game.yaml's costs ({cost})"


# --- the amounts the event cards state ----------------------------------------------------
# A number in a card's text is held to an int? column of its own row (TXT003); a column that
# restates a rule of the game is held to the engine (INV001 at cards_restate_rules).
TEXT_NUMBERS = [
    ("cards/local-events.csv", "Take :money: 10 Money from the bank.", "Take :money: 11 Money from the bank."),
    ("cards/world-wonders.csv", "take :money: 10 Money from the bank, once", "take :money: 12 Money from the bank, once"),
    ("cards/natural-bad.csv", "Every road costs 2 Money of upkeep", "Every road costs 3 Money of upkeep"),
    ("cards/natural-bad.csv", "instead of the usual 1 while", "instead of the usual 2 while"),
    ("cards/economy-bad.csv", "pays the bank :money: 1 Money for each settlement",
     "pays the bank :money: 2 Money for each settlement"),
    ("cards/economy-good.csv", "each still costs :money: 1 Money per level", "each still costs :money: 2 Money per level"),
    ("cards/natural-bad.csv", "Each worker costs 1 Money more", "Each worker costs 2 Money more"),
    ("cards/social-bad.csv", "if they have fewer than 6 workers", "if they have fewer than 5 workers"),
    ("cards/social-good.csv", "gains 1 :tech-point: tech point.", "gains 2 :tech-point: tech points."),
    ("cards/local-events.csv", "may move two extra tiles", "may move three extra tiles"),
]


@pytest.mark.parametrize("file, old, new", TEXT_NUMBERS, ids=[c[2] for c in TEXT_NUMBERS])
def test_a_wrong_number_in_a_card_text_is_caught(tmp_path: Path, file: str, old: str, new: str):
    folder = copy_game(tmp_path, GAME)
    line = put_back(folder / file, old, new)
    code, report = run_check(folder.parent, GAME)
    assert_finding(report, "TXT003", f"{GAME}/{file}", line, code=code)


RESTATED = [
    # text and column agree with each other, not with the rules
    ("cards/economy-bad.csv", "instead of the usual 1 while this event lasts.,2,1,",
     "instead of the usual 2 while this event lasts.,2,2,"),
    ("cards/social-good.csv", "fewer than 6 workers.\",,1,6,", "fewer than 7 workers.\",,1,7,"),
    # "level 1" names a level, which TXT003 leaves alone: the invariant reads it
    ("cards/local-events.csv", "Take on a new level 1 worker", "Take on a new level 2 worker"),
    ("cards/economy-good.csv", "each still costs :money: 1 Money per level.,1",
     "each still costs :money: 2 Money per level.,2"),
]


@pytest.mark.parametrize("file, old, new", RESTATED, ids=[c[2][:40] for c in RESTATED])
def test_a_card_restating_a_rule_is_held_to_the_engine(tmp_path: Path, file: str, old: str, new: str):
    folder = copy_game(tmp_path, GAME)
    line = put_back(folder / file, old, new)
    code, report = run_check(folder.parent, GAME)
    assert_finding(report, "INV001", f"{GAME}/{file}", line, code=code)
    assert_finding(report, "INV001", "engine.py", def_line(folder / "engine.py", "cards_restate_rules"))


def test_a_rule_changed_only_in_the_engine_is_caught_at_the_cards(tmp_path: Path):
    folder = copy_game(tmp_path, GAME)
    put_back(folder / "engine.py", '    """Money a player\'s roads cost per player turn."""\n    return roads\n',
             '    """Money a player\'s roads cost per player turn."""\n    return 2 * roads\n')
    code, report = run_check(folder.parent, GAME)
    line = line_of(folder / "cards" / "natural-bad.csv", "earthquake,")   # the first card it names
    assert_finding(report, "INV001", f"{GAME}/cards/natural-bad.csv", line, code=code)
