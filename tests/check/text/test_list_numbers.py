"""TXT011: the number typed before a numbered list's item is the one Markdown prints there.

Markdown prints a numbered list from its first number, counting up, whatever the other items say. The
shipped games' lists all count 1, 2, 3...; each case below edits one typed number of a shipped list (the
line and the printed number read off the file by hand) or appends a small list to the document fixture.
"""
from __future__ import annotations

from pathlib import Path

import pytest

from conftest import FIXTURES, assert_fires, edited_copy, run_check
from generator.check import check_game
from generator.load import load_game
from gamecopy import _copy, _edit


# (game, file, old, new, message): the edited item is always at column 1 of the line that holds `new`
SHIPPED = [
    # the third of commerce's four phases typed '4': Markdown prints 3 there
    ("commerce", "rulebook.md", "3. **Trade**: everyone", "4. **Trade**: everyone",
     "item 3 of a numbered list is typed '4', but the list counts 1, 2, 3, 4; Markdown prints 3 there"),
    # the-acts' setup, step 3 of the list typed '2'
    ("the-acts", "rulebook.md", "3. Together, place", "2. Together, place",
     "item 3 of a numbered list is typed '2', but the list counts"),
    # journeys' solitaire changes: a first item typed '2' makes Markdown print 2, 3, 4
    ("journeys-of-paul", "rulebook.md", "1. There are no Trading Sessions.", "2. There are no Trading Sessions.",
     "item 1 of a numbered list is typed '2', but the list counts 1, 2, 3; Markdown prints the whole list from 2"),
]


@pytest.mark.parametrize("game, file, old, new, words", SHIPPED, ids=[c[0] for c in SHIPPED])
def test_a_typed_number_out_of_its_list_is_reported(tmp_path: Path, game: str, file: str, old: str, new: str,
                                                    words: str) -> None:
    folder = _copy(game, tmp_path)
    edited = _edit(folder, file, old, new)
    line = edited.count("\n", 0, edited.index(new)) + 1
    run = run_check(game, content=tmp_path)
    found = assert_fires(run, "TXT011", folder / file, line, new[:2], words)
    assert found["severity"] == "error" and run.exit_code == 1


def test_a_list_that_starts_past_one_must_take_up_a_list_before_it(tmp_path: Path) -> None:
    folder = _copy("docgame", tmp_path)
    edited = _edit(folder, "rulebook.md", "", "\nThen:\n\n5. Build.\n6. Score.\n")
    line = edited.count("\n", 0, edited.index("5. Build.")) + 1
    run = run_check(content=tmp_path)
    assert_fires(run, "TXT011", folder / "rulebook.md", line, "5. Build",
                 "the numbered list counts from 5, but no numbered list before it in rulebook.md ends at 4")


def test_a_list_in_an_indented_item_is_read_at_its_number(tmp_path: Path) -> None:
    folder = _copy("docgame", tmp_path)
    edited = _edit(folder, "rulebook.md", "", "\n- Steps:\n\n   1. Draw.\n   2. Play.\n   4. Discard.\n")
    line = edited.count("\n", 0, edited.index("4. Discard.")) + 1
    run = run_check(content=tmp_path)
    assert_fires(run, "TXT011", folder / "rulebook.md", line, "4. Discard",
                 "item 3 of a numbered list is typed '4', but the list counts 1, 2, 3; Markdown prints 3 there")


@pytest.mark.parametrize("text", [
    "1. Draw.\n1. Play.\n1. Discard.\n",                          # every item '1.': Markdown counts
    "1. Draw.\n1. Play.\n",                                       # two items '1.' too
    "1. Draw.\n2. Play.\n\nA picture here.\n\n3. Discard.\n4. Score.\n",   # a list taken up after a paragraph
    "1) Draw.\n2) Play.\n",                                       # the other delimiter
    "- Draw.\n- Play.\n",                                          # bullets number nothing
    "0. Nothing.\n1. Draw.\n",                                     # counting from 0 is a choice
    "Then:\n\n3. Build.\n4. Score.\n",                            # takes up the fixture's setup list (1., 2.)
])
def test_lists_typed_as_they_print_stay_silent(tmp_path: Path, text: str) -> None:
    folder = _copy("docgame", tmp_path)
    _edit(folder, "rulebook.md", "", "\n" + text)
    assert [f for f in check_game(load_game(folder)) if f.rule == "TXT011"] == []


def test_a_mistake_in_a_list_typed_all_ones_is_the_odd_item(tmp_path: Path) -> None:
    folder = _copy("docgame", tmp_path)
    _edit(folder, "rulebook.md", "", "\n1. Draw.\n1. Play.\n2. Trade.\n1. Discard.\n")
    found = [(f.rule, f.expected, f.actual) for f in check_game(load_game(folder)) if f.rule == "TXT011"]
    assert found == [("TXT011", 1, 2)]


def test_a_layout_label_out_of_its_column_count_is_reported(tmp_path: Path) -> None:
    # commerce's player board prints the worker levels 1-6 down one column (box x 10, 12 x 15 mm)
    folder = _copy("commerce", tmp_path)
    edited = _edit(folder, "layouts/player-board.yaml", 'text: "3", font', 'text: "4", font')
    line = edited.count("\n", 0, edited.index('text: "4", font')) + 1
    run = run_check("commerce", content=tmp_path)
    assert_fires(run, "TXT011", folder / "layouts/player-board.yaml", line, '4", font',
                 "'4' is out of step with the 6 number labels lined up with it: they run 1-6")


def test_number_labels_that_do_not_line_up_stay_silent(tmp_path: Path) -> None:
    # the six labels spread over three columns, two in each, numbered anyhow: no three line up
    folder = _copy("commerce", tmp_path)
    for old, new in [('[10, 75, 12, 15], text: "3"', '[11, 75, 12, 15], text: "9"'),
                     ('[10, 90, 12, 15], text: "4"', '[11, 90, 12, 15], text: "4"'),
                     ('[10, 105, 12, 15], text: "5"', '[12, 105, 12, 15], text: "7"'),
                     ('[10, 120, 12, 15], text: "6"', '[12, 120, 12, 15], text: "2"')]:
        _edit(folder, "layouts/player-board.yaml", old, new)
    assert [f for f in check_game(load_game(folder)) if f.rule == "TXT011"] == []


def test_a_token_face_out_of_its_sheets_count_is_reported(tmp_path: Path) -> None:
    # commissioned's Extinguished tokens: fronts 'Side A, candle 1' .. 'candle 5', backs 'Side B, candle N'
    folder = _copy("commissioned", tmp_path)
    old = '{front: "Side A, candle 3", back: "Side B, candle 3"}'
    new = '{front: "Side A, candle 3", back: "Side B, candle 2"}'
    edited = _edit(folder, "game.yaml", old, new)
    line = edited.count("\n", 0, edited.index(new)) + 1
    run = run_check("commissioned", content=tmp_path)
    assert_fires(run, "TXT011", folder / "game.yaml", line, '2"}',
                 "'2' is out of step with the 5 'Side B, candle N' faces of its sheet: they run 1-5")


def test_labels_that_count_no_run_stay_silent(tmp_path: Path) -> None:
    # commerce's money tokens print '1', '5', '10' (values, not a count); two candles off is no single slip
    folder = _copy("commissioned", tmp_path)
    _edit(folder, "game.yaml", '{front: "Side A, candle 2", back', '{front: "Side A, candle 7", back')
    _edit(folder, "game.yaml", '{front: "Side A, candle 4", back', '{front: "Side A, candle 9", back')
    assert [f for f in check_game(load_game(folder)) if f.rule == "TXT011"] == []
    assert [f for f in check_game(load_game(_copy("commerce", tmp_path))) if f.rule == "TXT011"] == []


def test_a_die_result_out_of_step_with_the_others_is_reported(tmp_path: Path) -> None:
    # commerce's event-length die: results 2-6 read 'Lasts N rounds, or lands N seats clockwise from Player 1.'
    folder = _copy("commerce", tmp_path)
    new = 'text: "Lasts 6 rounds, or lands 6 seats clockwise from Player 2."'
    edited = _edit(folder, "game.yaml", 'text: "Lasts 6 rounds, or lands 6 seats clockwise from Player 1."', new)
    line = edited.count("\n", 0, edited.index(new)) + 1
    run = run_check("commerce", content=tmp_path)
    assert_fires(run, "TXT011", folder / "game.yaml", line, '2."',
                 "'2' is out of step with the 5 'Lasts N rounds, or lands N seats cloc...' results of its die: "
                 "they all read 1")


def test_a_list_that_breaks_into_a_paragraph_past_1_is_reported(tmp_path: Path) -> None:
    # journeys' 'two moments:' list sits right under its sentence: typed from 2, Markdown prints it as text
    folder = _copy("journeys-of-paul", tmp_path)
    edited = _edit(folder, "rulebook.md", "    1. when a sea move brings", "    2. when a sea move brings")
    line = edited.count("\n", 0, edited.index("    2. when a sea move brings")) + 1
    run = run_check("journeys-of-paul", content=tmp_path)
    assert_fires(run, "TXT011", folder / "rulebook.md", line, "2. when a sea",
                 "'2.' opens a line of a paragraph: a numbered list may break into a paragraph only from 1, so "
                 "Markdown prints this item as text")


def test_short_series_that_a_design_may_mean_stay_silent(tmp_path: Path) -> None:
    # coins of 1, 2 and 5 (three faces, one off a run) and a die reading 'Gain 1 Food' twice and 'Gain 2 Food'
    # once (three results, one off the rest): as often a design as a slip, so neither is judged
    folder = edited_copy(FIXTURES / "clean", tmp_path / "clean", [
        ("game.yaml", "  - {id: pawns, name: Pawns, count: 4, kind: piece, per_player: 1}\n",
         "  - {id: pawns, name: Pawns, count: 4, kind: piece, per_player: 1}\n"
         "  - {id: coins, name: Coins, count: 3, kind: token}\n"),
        ("game.yaml", "      - {id: sun, rolls: 3-6, text: Sunny.}\n      - {id: rain, rolls: 2, text: Rain.}\n",
         "      - {id: sun, rolls: 3-6, text: Gain 1 Food.}\n      - {id: rain, rolls: 2, text: Gain 1 Food.}\n"),
        ("game.yaml", "        text: Storm; roll again.\n", "        text: Gain 2 Food.\n"),
        ("game.yaml", "tokens:\n", "tokens:\n  - {component: coins, shape: round, size: 16, faces: [{front: '1'}, "
                                   "{front: '2'}, {front: '5'}]}\n")])
    assert [f for f in check_game(load_game(folder)) if f.rule == "TXT011"] == []


def test_a_series_finding_in_full(tmp_path: Path) -> None:
    # five candle tokens 'Candle 1' .. 'Candle 5', the fourth typed 'Candle 6': the run is 1-5, it should be 4
    faces = ", ".join(f"{{front: 'Candle {n}'}}" for n in (1, 2, 3, 6, 5))
    folder = edited_copy(FIXTURES / "clean", tmp_path / "clean", [
        ("game.yaml", "  - {id: pawns, name: Pawns, count: 4, kind: piece, per_player: 1}\n",
         "  - {id: pawns, name: Pawns, count: 4, kind: piece, per_player: 1}\n"
         "  - {id: candles, name: Candles, count: 5, kind: token}\n"),
        ("game.yaml", "tokens:\n", f"tokens:\n  - {{component: candles, shape: round, size: 16, faces: [{faces}]}}\n")])
    text = (folder / "game.yaml").read_text(encoding="utf-8").splitlines()
    (line,) = [n for n, s in enumerate(text, 1) if "Candle 6" in s]
    found = [(f.loc.line, f.loc.col, f.message, f.expected, f.actual, f.hint, f.subject)
             for f in check_game(load_game(folder)) if f.rule == "TXT011"]
    assert found == [(line, text[line - 1].index("Candle 6") + len("Candle ") + 1, "'6' is out of step with the 5 "
                      "'Candle N' faces of its sheet: they run 1-5", 4, 6, "print 4", "label/6")]


@pytest.mark.parametrize("typed, run", [
    ([1, 2, 3], (1, False)), ([2, 3, 4], (2, False)), ([1], (1, False)),
    ([1, 1, 1], (1, True)), ([1, 1], (1, True)),           # every item '1.': Markdown counts
    ([1, 1, 5], (1, True)),                                # more ones than any run fits
    ([1, 2, 1], (1, False)),                               # as many ones as the run 1-3 fits: the run
    ([0, 2], (1, False)),                                  # a tie: 1 is preferred to any other start
    ([2, 4], (2, False)),                                  # a tie without 1: the lowest start
])
def test_the_run_a_list_means(typed: list[int], run: tuple[int, bool]) -> None:
    from generator.check.list_numbers import _run

    assert _run(typed) == run


def test_list_number_findings_in_full(tmp_path: Path) -> None:
    # docgame's rulebook ends with these lists (its setup list before them ends at 2)
    text = ("\nSteps:\n\n1. Draw.\n2. Play.\n4. Trade.\n4. Score.\n5. Rest.\n"          # run 1-5, item 3 off
            "\nThen:\n\n1. Wake.\n1. Eat.\n2. Work.\n1. Sleep.\n"                         # typed all ones but one
            "\nNext:\n\n5. Up.\n2. Down.\n3. Left.\n4. Right.\n"                          # run 1-4, the first off
            "\nLater:\n\n2. Go.\n3. Stop.\n"                                            # from 2: no list ends at 1
            "\nA paragraph ends here:\n2. That breaks.\n"                               # prints as text
            "\nShe buys five houses and pays\n500. She spreads them.\n")                 # a wrapped sentence
    folder = _copy("docgame", tmp_path)
    _edit(folder, "rulebook.md", "", text)
    lines = (folder / "rulebook.md").read_text(encoding="utf-8").splitlines()

    def at(line_text: str) -> tuple[int, int]:
        (n,) = [k for k, s in enumerate(lines, 1) if s == line_text]
        return n, 1

    def row(line_text: str, message: str, expected: int, actual: int, hint: str, subject: str) -> tuple:
        return (*at(line_text), message, expected, actual, hint, subject)

    found = sorted((f.loc.line, f.loc.col, f.message, f.expected, f.actual, f.hint, f.subject)
                   for f in check_game(load_game(folder)) if f.rule == "TXT011")
    assert found == sorted([
        row("4. Trade.", "item 3 of a numbered list is typed '4', but the list counts 1, 2, 3, 4...; Markdown prints 3 "
            "there", 3, 4, "type 3, or renumber the list", "rulebook.md/list-number/4"),
        row("2. Work.", "item 3 of a numbered list is typed '2', but the list's other items are typed '1.'; Markdown "
            "prints 3 there", 1, 2, "type 1, or renumber the list", "rulebook.md/list-number/2"),
        row("5. Up.", "item 1 of a numbered list is typed '5', but the list counts 1, 2, 3, 4; Markdown prints the "
            "whole list from 5", 1, 5, "type 1, or renumber the list", "rulebook.md/list-number/5"),
        row("2. Go.", "the numbered list counts from 2, but no numbered list before it in rulebook.md ends at 1", 1, 2,
            "number the first item 1, or take up the list it goes on from", "rulebook.md/list-number/2"),
        row("2. That breaks.", "'2.' opens a line of a paragraph: a numbered list may break into a paragraph only "
            "from 1, so Markdown prints this item as text", 1, 2, "number the list from 1",
            "rulebook.md/list-number/2")])


def test_a_row_of_four_number_labels_is_a_series(tmp_path: Path) -> None:
    # a mat printing 1-4 along one row (y 10, 8 x 8 mm), the third typed 5; a second row of three labels, one off,
    # is too short to judge
    mat = ("elements:\n" + "".join(f'  - text: {{box: [{10 + 10 * k}, 10, 8, 8], text: "{n}"}}\n'
                                   for k, n in enumerate((1, 2, 5, 4)))
           + "".join(f'  - text: {{box: [{10 + 10 * k}, 30, 8, 8], text: "{n}"}}\n' for k, n in enumerate((1, 2, 5))))
    folder = edited_copy(FIXTURES / "clean", tmp_path / "clean", [
        ("game.yaml", "{id: mat, name: Player mat, size: 180x120mm,", "{id: mat, name: Player mat, size: 180x120mm, "
                                                                      "layout: mat,")], {"layouts/mat.yaml": mat})
    found = [(f.loc.line, f.message, f.expected, f.actual) for f in check_game(load_game(folder)) if f.rule == "TXT011"]
    assert found == [(4, "'5' is out of step with the 4 number labels lined up with it: they run 1-4", 3, 5)]
