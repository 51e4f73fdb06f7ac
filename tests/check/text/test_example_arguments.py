"""TXT004: an argument's name printed right before a number states that argument ('a level 1 worker' for
level=1). Values are read off commerce's game.yaml by hand; places by plain string search."""
from __future__ import annotations

from pathlib import Path

from generator.check import check_game
from generator.load import load_game
from gamecopy import _copy, _edit, _position


def _findings(folder: Path) -> list[tuple]:
    return [(f.rule, f.loc.line, f.loc.col, f.expected) for f in check_game(load_game(folder))
            if f.loc.file.endswith("/game.yaml") and f.severity != "note"]


def test_an_argument_printed_before_its_number_must_be_the_checks_value(tmp_path: Path) -> None:
    # wages-at-town checks maintenance(level=1, distance=0)
    folder = _copy("commerce", tmp_path)
    new = "A level 2 worker standing on a town tile costs 1 Money a turn."
    edited = _edit(folder, "game.yaml", "A level 1 worker standing on a town tile costs 1 Money a turn.", new)
    line, col = _position(edited, edited.index(new) + new.index("2 worker"))
    assert ("TXT004", line, col, [1]) in _findings(folder)


def test_the_value_of_any_of_the_checks_agrees(tmp_path: Path) -> None:
    # attacker-survives checks level_after_attacking(level=3) and (level=1): 'level 3' and 'level 1' both agree
    folder = _copy("commerce", tmp_path)
    _edit(folder, "game.yaml", "but a level 1\n      attacker stays at level 1:",
          "but a level 3\n      attacker drops to level 2, and one at level 1 stays at level 1:")
    assert [f for f in _findings(folder) if f[0] == "TXT004"] == []


def test_an_outcome_after_a_result_verb_is_the_one_checks_result(tmp_path: Path) -> None:
    # wages-one-tile-out has one check, maintenance(level=1, distance=1) == 2: 'costs 1 Money' states 1
    folder = _copy("commerce", tmp_path)
    new = "The same level 1 worker one tile away from the town costs 1 Money a turn."
    edited = _edit(folder, "game.yaml", "The same level 1 worker one tile away from the town costs 2 Money a turn.",
                   new)
    line, col = _position(edited, edited.index(new) + new.index("1 Money"))
    found = [f for f in check_game(load_game(folder)) if f.rule == "TXT004"]
    assert [(f.loc.line, f.loc.col, f.message) for f in found] == [
        (line, col, "example 'Wages: level 1 worker one tile out' says '1' as the result of maintenance(), but "
                    "its checks state 2")]


def test_a_result_verb_in_an_example_of_several_checks_or_a_sum_stays_silent(tmp_path: Path) -> None:
    # wages-two-tiles-out (one check, 5) prints 'costs 3 + 2 = 5': the 3 opens a sum, not the result;
    # combat-far-stronger-attacker has two checks: 'needs 0 or more' says nothing of one of them
    folder = _copy("commerce", tmp_path)
    _edit(folder, "game.yaml", "costs 3 + 2 = 5 Money a turn.", "costs 3 + 2 = 5 Money a turn, or pays 5.")
    assert [f for f in _findings(folder) if f[0] == "TXT004"] == []


def test_a_number_after_the_last_word_of_several_arguments_is_one_of_theirs(tmp_path: Path) -> None:
    # combat-stronger-attacker checks attacker_level=3, defender_level=1: 'level 2' is neither
    folder = _copy("commerce", tmp_path)
    new = "A level 2 worker attacks a level 1 worker. The margin is 1 - 3 + 2 = 0,"
    edited = _edit(folder, "game.yaml", "A level 3 worker attacks a level 1 worker. The margin is 1 - 3 + 2 = 0,", new)
    line, col = _position(edited, edited.index(new) + new.index("2 worker"))
    found = [f for f in check_game(load_game(folder)) if f.rule == "TXT004"]
    assert [(f.loc.line, f.loc.col, f.message) for f in found] == [
        (line, col, "example 'Fight: level 3 attacks level 1' says '2' for attacker_level or defender_level, but "
                    "its checks state one of 1, 3")]


def test_an_examples_printed_title_is_read_too(tmp_path: Path) -> None:
    # the title prints above the example: 'level 2' for wages-one-tile-out's level=1
    folder = _copy("commerce", tmp_path)
    new = 'title: "Wages: level 2 worker one tile out"'
    edited = _edit(folder, "game.yaml", 'title: "Wages: level 1 worker one tile out"', new)
    line, col = _position(edited, edited.index(new) + new.index("2 worker"))
    assert ("TXT004", line, col, [1]) in _findings(folder)


def test_a_noun_that_labels_a_number_counts_nothing(tmp_path: Path) -> None:
    # 'two level 1 workers' (the shipped title of combat-equal-levels): 'level' names the 1; 'two' is no level
    folder = _copy("commerce", tmp_path)
    _edit(folder, "game.yaml", "A level 1 worker attacks a level 1 worker. The margin is 1 - 1 + 2 = 2.",
          "Two level 1 workers fight. The margin is 1 - 1 + 2 = 2.")
    assert [f for f in _findings(folder) if f[0] == "TXT004"] == []
