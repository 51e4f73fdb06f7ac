"""TXT008 on lists Markdown numbers itself: the printed number of an item that opens with a step's name.

content/commerce/game.yaml line 21 orders the round: phases [Workers, Resources, Trade, Build], and
rulebook.md lines 186-189 list them as a Markdown list "1. **Workers**: ...". Markdown prints a list's
start and then one more per item, whatever number was typed, so those printed numbers are what a
player reads.
"""
from __future__ import annotations

import shutil
from pathlib import Path

from generator.check import check_game
from generator.load import load_game

COMMERCE = Path(__file__).resolve().parent.parent / "content" / "commerce"
RESOURCES = "2. **Resources**: every player's workers collect ({{ ref(\"resource-phase\") }}).\n"
TRADE = "3. **Trade**: everyone may make deals ({{ ref(\"trade-phase\") }}).\n"


def _steps(tmp_path: Path, old: str, new: str) -> list:
    folder = tmp_path / "commerce"
    shutil.copytree(COMMERCE, folder, ignore=shutil.ignore_patterns("__pycache__"))
    rulebook = folder / "rulebook.md"
    text = rulebook.read_text(encoding="utf-8")
    assert old in text
    rulebook.write_text(text.replace(old, new, 1) if old else text + new, encoding="utf-8")   # "": append
    return [f for f in check_game(load_game(folder)) if f.rule == "TXT008"]


def test_two_steps_listed_out_of_order_are_each_reported_at_their_name(tmp_path: Path) -> None:
    found = _steps(tmp_path, RESOURCES + TRADE, TRADE.replace("3.", "2.") + RESOURCES.replace("2.", "3."))
    assert [(f.loc.line, f.loc.col, f.message) for f in found] == [
        (187, 6, "list item 2 is 'Trade', but it is step 3 of 4 in 'phases'"),
        (188, 6, "list item 3 is 'Resources', but it is step 2 of 4 in 'phases'")]
    assert found[0].related is not None and found[0].related.line == 21


def test_the_printed_number_counts_not_the_typed_one(tmp_path: Path) -> None:
    # typed 1, 1, 1, 1 (a common Markdown habit): printed 1-4, the right order
    assert _steps(tmp_path, RESOURCES + TRADE, RESOURCES.replace("2.", "1.") + TRADE.replace("3.", "1.")) == []
    # a list that starts at 3 prints 3, 4: Trade then Build are steps 3 and 4
    assert _steps(tmp_path / "b", "", "\n\n3. **Trade**: a deal.\n4. **Build**: a road.\n") == []


def test_a_list_that_starts_later_is_numbered_from_its_start(tmp_path: Path) -> None:
    found = _steps(tmp_path, "", "\n\n3. **Build**: a road.\n4. **Trade**: a deal.\n")
    assert [(f.actual, f.expected) for f in found] == [("3", "4"), ("4", "3")]


def test_one_item_that_opens_with_a_step_name_is_not_a_list_of_steps(tmp_path: Path) -> None:
    assert _steps(tmp_path, "", "\n\n1. Build a road on your own tile.\n2. Pass the die.\n") == []
