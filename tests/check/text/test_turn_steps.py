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

from conftest import edited_copy

COMMERCE = Path(__file__).resolve().parents[3] / "content" / "commerce"
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


# The clean fixture game with a turn of its own: game.yaml line 9 (after `names:` and `resources:`) holds the
# set, rulebook.md is written whole; each expected place is counted by hand in the text written below.
CLEAN = Path(__file__).resolve().parents[2] / "fixtures" / "games" / "clean"
EVENT_TURN = "[Draw an Event card, Move, Trade, Draw]"


def _turn(tmp_path: Path, steps: str, rulebook: str) -> tuple[Path, list]:
    folder = edited_copy(CLEAN, tmp_path / "clean",
                         [("game.yaml", "  resources: [Wood, Stone, Grain]\n",
                           f"  resources: [Wood, Stone, Grain]\n  turn-steps: {steps}\n")],
                         {"rulebook.md": rulebook})
    return folder, [f for f in check_game(load_game(folder)) if f.rule == "TXT008"]


def _where(found: list) -> list:
    return [(f.loc.line, f.loc.col, f.message) for f in found]


def test_a_steps_longest_name_is_read_before_a_shorter_step_it_begins_with(tmp_path: Path) -> None:
    """'Draw an Event card' is step 1 and 'Draw' step 4: "**1 Draw an Event card**" and a list item opening
    with it are step 1, not a 'Draw' numbered 1; the list's two swapped items are reported, each in full."""
    folder, found = _turn(tmp_path, EVENT_TURN,
                          "# Turn {#turn}\n\n"
                          "**1 Draw an Event card** and read it out. Last, **4 Draw** back up to five cards.\n\n"
                          "1. **Draw an Event card**: read it out.\n"
                          "2. **Trade**: swap one good with a neighbour.\n"
                          "3. **Move**: one space.\n"
                          "4. **Draw**: back up to five cards.\n")
    assert _where(found) == [(6, 6, "list item 2 is 'Trade', but it is step 3 of 4 in 'turn-steps'"),
                             (7, 6, "list item 3 is 'Move', but it is step 2 of 4 in 'turn-steps'")]
    trade = found[0]
    assert (trade.severity, trade.loc.file, trade.expected, trade.actual) == (
        "error", str(folder / "rulebook.md"), "3", "2")
    assert (trade.related.file, trade.related.line, trade.related.col) == (str(folder / "game.yaml"), 9, 3)
    assert trade.subject == "step/turn-steps/item-2"
    assert trade.hint == ('put the items in the order of names.turn-steps, or print the steps from the data '
                          'with {% for s in names("turn-steps") %}')
    assert (found[1].subject, found[1].expected, found[1].actual) == ("step/turn-steps/item-3", "2", "3")


def test_a_step_is_numbered_in_each_form_whatever_the_capitals(tmp_path: Path) -> None:
    """The data's names in title case, the text's in lower or sentence case: "2) trade" inline (`)` after
    the number), "Step 2 Trade" after the word step, "**2 Draw an event card**" in emphasis, and a
    Markdown list of the four in their order (silent)."""
    _, found = _turn(tmp_path, EVENT_TURN,
                     "# Turn {#turn}\n\n"
                     "The turn in short: 1) draw an event card, 2) trade, 3) move, 4) draw.\n\n"
                     "Goods change hands only in Step 2 Trade.\n\n"
                     "Shuffle the discards when **2 Draw an event card** finds the deck empty.\n\n"
                     "1. **Draw an event card**: read it out.\n"
                     "2. **Move**: one space.\n"
                     "3. **Trade**: swap one good.\n"
                     "4. **Draw**: back up to five cards.\n")
    assert _where(found) == [
        (3, 43, "'2' numbers 'Trade', but it is step 3 of 4 in 'turn-steps'"),
        (3, 53, "'3' numbers 'Move', but it is step 2 of 4 in 'turn-steps'"),
        (5, 33, "'2' numbers 'Trade', but it is step 3 of 4 in 'turn-steps'"),
        (7, 29, "'2' numbers 'Draw an Event card', but it is step 1 of 4 in 'turn-steps'")]


def test_a_name_read_across_emphasis_or_a_line_break_is_the_whole_step(tmp_path: Path) -> None:
    """"**2 Draw** an Event card" (the emphasis closes inside the name) and a name wrapped over two source
    lines are 'Draw an Event card', step 1, not 'Draw' (step 4)."""
    _, found = _turn(tmp_path, EVENT_TURN,
                     "# Turn {#turn}\n\n"
                     "**2 Draw** an Event card, then move.\n\n"
                     "Before anything else, **3 Draw an\nEvent card**.\n")
    assert _where(found) == [
        (3, 3, "'2' numbers 'Draw an Event card', but it is step 1 of 4 in 'turn-steps'"),
        (5, 25, "'3' numbers 'Draw an Event card', but it is step 1 of 4 in 'turn-steps'")]


def test_the_longest_name_wins_whatever_the_capitals_of_the_data(tmp_path: Path) -> None:
    """The set [draw, play, Draw again] (lower case but for one): "**2 Draw again**" is step 3 misnumbered,
    not step 1 'draw' numbered 2; "**1 Draw**" and "**2 Play**" are right."""
    _, found = _turn(tmp_path, "[draw, play, Draw again]",
                     "# Turn {#turn}\n\n**1 Draw** two cards, **2 Play** one, **2 Draw again** after a pair.\n")
    assert _where(found) == [(3, 41, "'2' numbers 'Draw again', but it is step 3 of 3 in 'turn-steps'")]


def test_a_step_named_twice_but_for_capitals_is_not_judged(tmp_path: Path) -> None:
    """A turn that rolls twice, written Roll and roll (the set cannot hold the same name twice): a number
    before 'Roll' could be either step, in a line or in a list, so only 'Move' is judged."""
    _, found = _turn(tmp_path, "[Roll, Move, roll]",
                     "# Turn {#turn}\n\n**3 Roll** again after a move; **3 Move** first.\n\n"
                     "1. **Roll** the dice.\n"
                     "2. **Move** a pawn.\n"
                     "3. **Roll** again.\n")
    assert _where(found) == [(3, 34, "'3' numbers 'Move', but it is step 2 of 3 in 'turn-steps'")]


def test_a_step_name_typed_with_two_spaces_is_still_read(tmp_path: Path) -> None:
    """"Move  a pawn" in the data (a typo of spacing): the text's "**3 Move a pawn**" is that step,
    misnumbered."""
    _, found = _turn(tmp_path, '[Roll, "Move  a pawn", Trade]', "# Turn {#turn}\n\nThen **3 Move a pawn** on.\n")
    assert _where(found) == [(3, 8, "'3' numbers 'Move  a pawn', but it is step 2 of 3 in 'turn-steps'")]


def test_a_bare_number_opening_a_line_counts_things_not_a_step(tmp_path: Path) -> None:
    """faction-forge (tests/corpus, first contact): the note "20 Forge Militia and 20 Spark Shards" beside a step
    Forge was read as numbering it. A line that opens with a number and a step's name numbers it only with `.`,
    `)` or `:` after the number ("3. Trade"), after 'step' or 'phase', or in emphasis."""
    _, found = _turn(tmp_path, "[Move, Trade, Draw]",
                     "# Turn {#turn}\n\n20 Trade goods and 20 Draw tokens are in the box.\n\n"
                     "2 Draw cards each, then pass.\n\n3: Trade\n")
    assert _where(found) == [(7, 1, "'3' numbers 'Trade', but it is step 2 of 3 in 'turn-steps'")]


def test_a_number_whose_bracket_closes_numbers_no_step(tmp_path: Path) -> None:
    """modular-track (written outside the project, steps Play, Move, ...): "- **Speed cards** (Speed 2 up to Speed
    8) move your car" was read as '8)' numbering Move. A ')' that closes a bracket opened before it ends the
    bracket; '3: Trade' still numbers a step."""
    _, found = _turn(tmp_path, "[Move, Trade, Draw]",
                     "# Turn {#turn}\n\n- **Speed cards** (Speed 2 up to Speed 8) move your car.\n\n3: Trade\n")
    assert _where(found) == [(5, 1, "'3' numbers 'Trade', but it is step 2 of 3 in 'turn-steps'")]


def test_lettered_steps_are_held_to_their_place(tmp_path: Path) -> None:
    """lettered-phases (written outside the project) letters its phases A to E; a slip there went unread where the
    same slip in digits is TXT008. A letter (A for the first) before a step's whole name, opening a line or after
    'phase' or 'step', is its place; I, V and X, which may be Roman numerals, are left alone."""
    _, found = _turn(tmp_path, "[Move, Trade, Draw]",
                     "# Turn {#turn}\n\n- **A. Move**: go.\n- **C. Trade**: deal.\n\n"
                     "Trade in Phase B, draw in Phase C.\n\nPhase A: Move.\n\nI. Trade\n")
    assert _where(found) == [(4, 5, "'C' letters 'Trade', but it is step 2 of 3 in 'turn-steps'")]


def test_the_steps_in_order_after_items_of_the_lists_own_are_one_place_on(tmp_path: Path) -> None:
    # heist-dice (written outside the project): "1. **Getaway?** ... 2. **Case a vault** ... 3. **Roll** ..." for the
    # steps Case a vault, Roll, Push or stop, Raise the alarm: a check before the first step, each step one place on
    steps = "[Draw an Event card, Move, Trade]"
    book = "## Turn\n\n1. **Check the goal** first.\n2. **Draw an Event card**.\n3. **Move** a pawn.\n4. **Trade** once.\n"
    assert _where(_turn(tmp_path, steps, book)[1]) == []
    # a shift with no item of the list's own before the steps is still each step's wrong place (a warning, in order)
    book = "## Turn\n\n2. **Draw an Event card**.\n3. **Move** a pawn.\n4. **Trade** once.\n"
    assert [(f.severity, f.actual, f.expected) for f in _turn(tmp_path / "b", steps, book)[1]] == [
        ("warning", "2", "1"), ("warning", "3", "2"), ("warning", "4", "3")]
    # and a step out of order after an item of the list's own is an error
    book = "## Turn\n\n1. **Check the goal** first.\n2. **Move** a pawn.\n3. **Draw an Event card**.\n4. **Trade** once.\n"
    assert [(f.severity, f.actual, f.expected) for f in _turn(tmp_path / "c", steps, book)[1]] == [
        ("error", "3", "1"), ("error", "4", "3")]
