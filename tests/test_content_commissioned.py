"""Commissioned: the shipped content checks clean, its engine rules compute what the
rulebook prints, and every contradiction in content/commissioned/ERRATA.md is caught
by `pnp check` when it is put back into a copy of the game."""
from __future__ import annotations

import importlib.util
import json
import shutil
import sys
from pathlib import Path

import pytest
from typer.testing import CliRunner

from generator.cli import app

GAME = "commissioned"
SHIPPED = Path(__file__).resolve().parent.parent / "content" / GAME


# --- helpers -------------------------------------------------------------------
def put_back(path: Path, old: str, new: str, *, count: int = 1) -> int:
    """Replace `old` by `new` (`count` times, all of them when 0); return the line of the first edit."""
    text = path.read_text(encoding="utf-8")
    found = text.count(old)
    assert found >= 1, f"{old!r} not in {path.name}"
    if count:
        assert found == count, f"{old!r} occurs {found} times in {path.name}, expected {count}"
    at = text.index(old)
    edited = text.replace(old, new)
    path.write_text(edited, encoding="utf-8")
    return edited.count("\n", 0, at) + 1


def line_of(path: Path, needle: str) -> int:
    text = path.read_text(encoding="utf-8")
    assert text.count(needle) == 1, f"{needle!r} must occur once in {path.name}"
    return text.count("\n", 0, text.index(needle)) + 1


def def_line(engine_py: Path, func: str) -> int:
    """Line of `def func(`: where the checker points for an engine function."""
    return line_of(engine_py, f"\ndef {func}(") + 1


def run_check(content: Path) -> tuple[int, dict]:
    result = CliRunner().invoke(app, ["check", GAME, "--content", str(content), "--format", "json"])
    try:
        report = json.loads(result.stdout)
    except json.JSONDecodeError:
        pytest.fail(f"pnp check did not print JSON (exit {result.exit_code}):\n{result.output}")
    return result.exit_code, report


def assert_finding(code: int, report: dict, rule: str, file_end: str, line: int) -> None:
    assert code == 1, f"exit {code}; findings: {report['findings']}"
    hits = [f for f in report["findings"] if f["rule"] == rule and f["file"].endswith(file_end)]
    assert any(f["line"] == line and f["severity"] == "error" for f in hits), (
        f"no {rule} at {file_end}:{line}; findings: "
        + json.dumps([(f["rule"], f["file"], f["line"], f["message"]) for f in report["findings"]], indent=1))


@pytest.fixture()
def game(tmp_path: Path) -> Path:
    target = tmp_path / "content" / GAME
    shutil.copytree(SHIPPED, target)
    return target


@pytest.fixture(scope="module")
def engine():
    name = "commissioned_engine_under_test"
    spec = importlib.util.spec_from_file_location(name, SHIPPED / "engine.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    spec.loader.exec_module(module)
    yield module
    sys.modules.pop(name, None)


# --- the shipped game ------------------------------------------------------------
def test_shipped_game_checks_clean():
    code, report = run_check(SHIPPED.parent)
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
    assert six["faith-2"] == 12 and six["apostle"] == 36 and six["missionaries"] == 0 and six["trial"] == 18
    assert "roman-legion-token" not in six
    assert engine.setup(2, variant="adversary")["roman-legion-token"] == 1


# --- every contradiction of ERRATA.md, put back -------------------------------------
def test_errata_1_adversary_three_to_seven(game: Path):
    yaml = game / "game.yaml"
    line = put_back(yaml, "so 3-7 at the table (ERRATA 1).\n    players: 2-6",
                    "so 3-7 at the table (ERRATA 1).\n    players: 3-7") + 1
    code, report = run_check(game.parent)
    assert_finding(code, report, "PLR001", "commissioned/game.yaml", line)
    axis = line_of(yaml, 'axis: {name: players, label: Apostles, values: ["2-3", "4-5", 6]}')
    assert_finding(code, report, "PLR002", "commissioned/game.yaml", axis)


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
    code, report = run_check(game.parent)
    assert_finding(code, report, "DIE002", "commissioned/game.yaml", line_of(yaml, "        rolls: 1-4\n"))


def test_errata_3_only_nine_word_cards(game: Path):
    csv = game / "cards" / "faith-2.csv"
    text = csv.read_text(encoding="utf-8")
    assert text.count(",2,2,") == 9
    put_back(csv, ",2,2,", ",1,2,", count=9)
    code, report = run_check(game.parent)
    assert_finding(code, report, "CMP002", "commissioned/game.yaml", line_of(game / "game.yaml", "  - id: faith-2\n"))
    assert_finding(code, report, "CMP001", "commissioned/game.yaml", line_of(game / "game.yaml", "    count: 96\n"))


def test_errata_4_player_boards(game: Path):
    put_back(game / "game.yaml", "  - id: apostle-boards\n", "  - id: player-boards\n")
    code, report = run_check(game.parent)
    assert_finding(code, report, "REF001", "commissioned/engine.py", line_of(game / "engine.py", "def setup("))


def test_errata_5_prune_card_only_johns(game: Path):
    csv = game / "cards" / "apostle.csv"
    lines = csv.read_text(encoding="utf-8").splitlines(keepends=True)
    others = [ln for ln in lines if ",Prune," in ln and not ln.startswith("john-")]
    assert len(others) == 5
    for ln in others:
        put_back(csv, ln, "")
    code, report = run_check(game.parent)
    assert_finding(code, report, "CMP001", "commissioned/game.yaml", line_of(game / "game.yaml", "    count: 96\n"))
    assert_finding(code, report, "INV001", "commissioned/engine.py",
                   def_line(game / "engine.py", "apostle_sets_complete"))


def test_errata_6_word_shortfall_counted_in_books(game: Path):
    line = put_back(game / "game.yaml",
                    "{rule: word_shortfall_extinguished, args: {required: 2, on_board: 1}, expect: 1}",
                    "{rule: word_shortfall_extinguished, args: {required: 2, on_board: 1}, expect: 3}")
    code, report = run_check(game.parent)
    assert_finding(code, report, "EXM001", "commissioned/game.yaml", line)


def test_errata_7_elder_staff_spelled_two_ways(game: Path):
    line = put_back(game / "game.yaml", "markers: [Elder's staff, Extinguished token",
                    "markers: [Elder's staff, Elder staff, Extinguished token")
    code, report = run_check(game.parent)
    assert_finding(code, report, "REF002", "commissioned/game.yaml", line)


def test_errata_8_trial_split_broken(game: Path):
    put_back(game / "cards" / "trial.csv", "neglected-widows,Neglected Widows,1,Disciple,",
             "neglected-widows,Neglected Widows,1,Disciple;Martyr,")
    code, report = run_check(game.parent)
    assert_finding(code, report, "INV001", "commissioned/engine.py",
                   def_line(game / "engine.py", "trial_piles_sort"))


def test_errata_8_trial_count_not_27(game: Path):
    put_back(game / "cards" / "trial.csv", "shipwrecked,Shipwrecked,1,", "shipwrecked,Shipwrecked,2,")
    code, report = run_check(game.parent)
    assert_finding(code, report, "CMP001", "commissioned/game.yaml", line_of(game / "game.yaml", "    count: 27\n"))


# --- one place per fact: the engine reads the box, cards and costs from the game ---------
# A number edited only in a card file or only in game.yaml, with the engine's rule
# left alone, fails INV001 at the invariant relating them.
def test_scenario_card_members_changed_only_in_the_csv(game: Path):
    put_back(game / "cards" / "scenario.csv", "acts-of-the-apostles,Acts of the Apostles,1,1,Side A,Jerusalem,6,",
             "acts-of-the-apostles,Acts of the Apostles,1,1,Side A,Jerusalem,7,")
    code, report = run_check(game.parent)
    assert_finding(code, report, "INV001", "commissioned/engine.py", def_line(game / "engine.py", "scenario_members_match"))


def test_market_cost_changed_only_in_game_yaml(game: Path):
    put_back(game / "game.yaml", "items: [{amount: 3, of: Faith points}]", "items: [{amount: 2, of: Faith points}]")
    code, report = run_check(game.parent)
    assert_finding(code, report, "INV001", "commissioned/engine.py", def_line(game / "engine.py", "market_tiers"))


def test_market_card_value_changed_only_in_the_csv(game: Path):
    csv = game / "cards" / "faith-4.csv"
    row = csv.read_text(encoding="utf-8").splitlines()[1]
    card_id, name, count, faith = row.split(",")[:4]
    assert faith == "4"
    put_back(csv, f"{card_id},{name},{count},4,", f"{card_id},{name},{count},3,")
    code, report = run_check(game.parent)
    assert_finding(code, report, "INV001", "commissioned/engine.py", def_line(game / "engine.py", "market_tiers"))


def test_extinguished_tokens_changed_only_in_the_box(game: Path):
    put_back(game / "game.yaml", "    name: Extinguished tokens\n    count: 5\n", "    name: Extinguished tokens\n    count: 6\n")
    code, report = run_check(game.parent)
    assert_finding(code, report, "INV001", "commissioned/engine.py", def_line(game / "engine.py", "extinguished_track"))


def test_missionaries_missing_from_the_box(game: Path):
    put_back(game / "game.yaml", "    name: Missionary meeples\n    count: 4\n", "    name: Missionary meeples\n    count: 3\n")
    code, report = run_check(game.parent)
    assert_finding(code, report, "INV001", "commissioned/engine.py", def_line(game / "engine.py", "leaders_fill_six"))


def test_engine_reads_no_files():
    source = (SHIPPED / "engine.py").read_text(encoding="utf-8")
    for banned in ("csv", "open(", "read_text", "Path("):
        assert banned not in source, f"engine.py uses {banned!r}: read the loaded game instead"
