"""TXT009: a sum printed with its result adds up (generator/check/sums.py).

Expected values are worked out by hand in the cases; the place is found by plain string search in the
edited file.
"""
from __future__ import annotations

from pathlib import Path

import pytest

from conftest import assert_fires, run_check
from generator.check import check_game
from generator.check.sums import evaluate
from generator.load import load_game
from gamecopy import _copy, _edit, _position


@pytest.mark.parametrize("expression, value", [
    ("1 - 1 + 2", 2), ("1 - 6 + 2", -3), ("3 + 2", 5), ("3 x 2 + 1", 7), ("1 + 3 x 2", 7),
    ("2 \u00d7 3 \u00d7 4", 24), ("10 \u2212 3", 7), ("-2 + 5", 3), ("4 * 0 - 1", -1), ("7", 7), ("3 +", None),
    ("x 3", None), ("3 3", None), ("3 x", None), ("2 + 3 \u00d7", None),   # an operator last: no sum
])
def test_a_sum_is_worked_out_with_multiplication_first(expression: str, value) -> None:
    assert evaluate(expression) == value


def test_a_wrong_result_in_an_example_is_reported_at_the_result(tmp_path: Path) -> None:
    folder = _copy("commerce", tmp_path)
    old = "costs 3 + 2 = 5 Money a turn."
    edited = _edit(folder, "game.yaml", old, "costs 3 + 2 = 6 Money a turn.")
    line = _position(edited, edited.index("costs 3 + 2 = 6"))[0]
    run = run_check(content=tmp_path)
    found = assert_fires(run, "TXT009", folder / "game.yaml", line, "6 Money", "'3 + 2 = 6' does not add up")
    assert (found["expected"], found["actual"]) == (5, "6")


def test_a_wrong_operand_is_reported_too(tmp_path: Path) -> None:
    # 'The margin is 1 - 3 + 2 = 0' with the attacker's level typed as 4: the sum gives -1
    folder = _copy("commerce", tmp_path)
    edited = _edit(folder, "game.yaml", "The margin is 1 - 3 + 2 = 0,", "The margin is 1 - 4 + 2 = 0,")
    line, col = _position(edited, edited.index("1 - 4 + 2 = 0") + len("1 - 4 + 2 = "))
    found = [(f.rule, f.loc.line, f.loc.col, f.expected) for f in check_game(load_game(folder))]
    assert ("TXT009", line, col, -1) in found


@pytest.mark.parametrize("file, old, new, at, value", [
    ("rulebook.md", "Roll the weather die first", "Roll the weather die first (2 x 3 = 5 rolls at most)", "5 rolls", 6),
    ("cards/market.csv", "Take one Stone.", "Take 2 + 2 = 5 Stone.", "5 Stone", 4),
    # a minus sign (U+2212) in the sum and the result
    ("rulebook.md", "Roll the weather die first", "Roll the weather die first (1 \u2212 3 = \u22121 rolls)", "\u22121 rolls",
     -2),
])
def test_any_printed_text_is_read(tmp_path: Path, file: str, old: str, new: str, at: str, value: int) -> None:
    folder = _copy("docgame", tmp_path)
    edited = _edit(folder, file, old, new)
    line, col = _position(edited, edited.index(new) + new.index(at))
    found = [(f.rule, f.loc.line, f.loc.col, f.expected) for f in check_game(load_game(folder))
             if f.loc.file.endswith("/" + file)]
    assert ("TXT009", line, col, value) in found, found


@pytest.mark.parametrize("text", [
    "Add them: 1 + 2 = 3 + 0 in all.",            # a chain of sums: left alone
    "Rolls of 2-4 = 3 steps.",                     # a range typed without spaces, not a subtraction
    "Acts 2:4 + 1 = 5 verses.",                     # a chapter and verse
    "Pay 3 + {{ players }} = 5 coins.",             # a placeholder in the sum
    "Half: 3 + 2 = 2.5 each.",                      # a result that is not a whole number
    "Score 2 + 3 = 5 points.",                      # right
    "Pay 6,000 + 1,000 + 4,000 = 11,000 in all.",   # right, its thousands set apart
    "Take cards 1,2 + 3 = 6 from the pile.",        # a list, no thousands
])
def test_sums_that_are_right_or_not_sums_stay_silent(tmp_path: Path, text: str) -> None:
    folder = _copy("docgame", tmp_path)
    _edit(folder, "rulebook.md", "", "\n" + text + "\n")
    assert [f for f in check_game(load_game(folder)) if f.rule == "TXT009"] == []


def test_each_sum_of_a_passage_is_read_and_the_finding_names_the_sum(tmp_path: Path) -> None:
    # a right sum first, then a wrong one in the same sentence: 2 + 2 gives 4, not 5
    folder = _copy("docgame", tmp_path)
    text = "Score 2 + 3 = 5 points, then 2 + 2 = 5 more."
    edited = _edit(folder, "rulebook.md", "", "\n" + text + "\n")
    line, col = _position(edited, edited.index(text) + text.index("5 more"))
    found = [(f.loc.line, f.loc.col, f.message, f.hint, f.subject, f.expected, f.actual)
             for f in check_game(load_game(folder)) if f.rule == "TXT009"]
    assert found == [(line, col, "'2 + 2 = 5' does not add up: the sum gives 4",
                      "write 4, or correct the numbers of the sum", "sum/2 + 2 = 5", 4, "5")]


def test_a_sum_of_thousands_written_with_separators_is_read(tmp_path: Path) -> None:
    # million-auction: money in thousands ("6,000 + 1,000 + 4,000 = 12,000") was left unread, the same sum
    # without separators caught
    folder = _copy("docgame", tmp_path)
    text = "Rent is 6,000 + 1,000 + 4,000 = 12,000 this round."
    edited = _edit(folder, "rulebook.md", "", "\n" + text + "\n")
    line, col = _position(edited, edited.index(text) + text.index("12,000"))
    found = [(f.loc.line, f.loc.col, f.message, f.expected, f.actual)
             for f in check_game(load_game(folder)) if f.rule == "TXT009"]
    assert found == [(line, col, "'6,000 + 1,000 + 4,000 = 12,000' does not add up: the sum gives 11,000", 11000,
                      "12,000")]
