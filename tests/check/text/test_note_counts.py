"""TXT001 in inventory notes: the counts a component's note gives add up to its line's count.

The fixture game's inventory: 'Market cards' count 6, 'Pawns' count 4 with per_player 1 (read off
tests/fixtures/games/clean/game.yaml); journeys' Cell Group counters count 84 ('14 on each of the 6 counter
panels', per_player 14).
"""
from __future__ import annotations

from pathlib import Path

import pytest

from conftest import FIXTURES, assert_fires, edited_copy, run_check
from generator.check import check_game
from generator.load import load_game
from gamecopy import _copy, _edit

MARKET = "{id: market-cards, name: Market cards, count: 6, kind: cards, decks: [market]}"
PAWNS = "{id: pawns, name: Pawns, count: 4, kind: piece, per_player: 1}"


def _noted(tmp_path: Path, line: str, note: str) -> Path:
    return edited_copy(FIXTURES / "clean", tmp_path / "clean",
                       [("game.yaml", line, line[:-1] + f', note: "{note}"}}')])


@pytest.mark.parametrize("line, note, anchor, words", [
    (MARKET, "3 cheap, 2 dear", "3 cheap", "'3 + 2' in the note of 'Market cards' makes 5, but the box holds 6"),
    (MARKET, "2 of cost 1, 2 of cost 2, 1 of cost 3: 10 Wood in all", "2 of cost 1",
     "'2 + 2 + 1' in the note of 'Market cards' makes 5, but the box holds 6"),
    (PAWNS, "1 in each of the 3 colours", "1 in each",
     "'1 in each of the 3' in the note of 'Pawns' makes 3, but the box holds 4"),
    (MARKET, "2 in each of the 2 colours, 1 wild", "2 in each",
     "'2 in each of the 2' in the note of 'Market cards' makes 4, but the box holds 6"),
    # coin-grades (written outside the project): 'three of each of the 12 grades' planted where the box holds 48
    (MARKET, "three of each of the 3 kinds", "three of each",
     "'three of each of the 3' in the note of 'Market cards' makes 9, but the box holds 6"),
    (PAWNS, "Wood. Two per player colour.", "Two per",
     "'Two per player' in the note of 'Pawns', but its line gives 1 per player (per_player)"),
])
def test_a_note_that_miscounts_its_line_is_reported(tmp_path: Path, line: str, note: str, anchor: str,
                                                    words: str) -> None:
    folder = _noted(tmp_path, line, note)
    n = next(k for k, text in enumerate((folder / "game.yaml").read_text().splitlines(), 1) if note in text)
    run = run_check(content=tmp_path)
    found = assert_fires(run, "TXT001", folder / "game.yaml", n, anchor, words)
    assert found["severity"] == "error" and run.exit_code == 1


def test_the_per_panel_count_of_a_shipped_line_is_read(tmp_path: Path) -> None:
    folder = _copy("journeys-of-paul", tmp_path)
    edited = _edit(folder, "game.yaml", '"14 on each of the 6 counter panels"', '"13 on each of the 6 counter panels"')
    line = edited.count("\n", 0, edited.index('"13 on each')) + 1
    run = run_check("journeys-of-paul", content=tmp_path)
    assert_fires(run, "TXT001", folder / "game.yaml", line, "13 on each",
                 "'13 on each of the 6' in the note of 'Cell Group counters' makes 78, but the box holds 84")


@pytest.mark.parametrize("line, note", [
    (MARKET, "3 cheap, 2 dear, 1 free"),              # the parts make the count
    (MARKET, "2 cheap, then the rest"),               # a part that opens with no number: not a breakdown
    (MARKET, "One card per resource, 2 of them dear"),   # 'per' on a line with no per_player
    (PAWNS, "Wood, one colour per player"),           # counts colours, not pawns
    (PAWNS, "2 on each of the 2 boards"),             # 2 x 2 is the count
    (PAWNS, "One per player; spares in 3 colours"),
    (MARKET, "Two Rows for early play, Three Fields later"),   # names ('Two Rows': the glossary's), not parts
    (MARKET, "one starter and two plain cards for each of the two colours"),   # (1 + 2) x 2: the list is of each
    (MARKET, "2 in each of the 2 colours, 2 wild"),  # 2 x 2 + 2, the part after it added (ticket-lines)
    (PAWNS, "3 worth one pawn, 1 worth five pawns"),
    (MARKET, "2 of each of the 3 kinds"),            # 2 x 3
    (MARKET, "3 labels of each beer, 10\u00b0 to 14\u00b0"),   # a measure, no part: 3 x 2 beers (pivovar's 'od 10\u00b0')
    (MARKET, "2 Copper and 1 of each of the 4 kinds"),   # 2 + 1 x 4, the parts before it added (hollow-bag)   # what one is worth, no count (twenty-one-duel's chips)
])
def test_notes_that_agree_or_count_other_things_stay_silent(tmp_path: Path, line: str, note: str) -> None:
    folder = _noted(tmp_path, line, note)
    if "Two Rows" in note:   # the names are the game's: glossary terms, one with a note in brackets
        path = folder / "game.yaml"
        path.write_text(path.read_text(encoding="utf-8").replace(
            "glossary:\n", "glossary:\n  - {term: Two Rows (front), text: One side.}\n"
                            "  - {term: Three Fields, text: The other side.}\n", 1), encoding="utf-8")
    assert [f for f in check_game(load_game(folder)) if f.rule == "TXT001"] == []


def test_a_per_player_count_may_name_the_card_a_cards_line_counts(tmp_path: Path) -> None:
    # a cards line's own word is 'card' (its kind), as 'pawn' is the Pawns' (its name): 'Two cards per player'
    # is the line's count per player, read against per_player 1; 'Two Wood per player' counts something else
    market = MARKET[:-1] + ", per_player: 1}"
    folder = edited_copy(FIXTURES / "clean", tmp_path / "clean", [
        ("game.yaml", MARKET, market[:-1] + ', note: "Wood. Two cards per player."}'),
        ("game.yaml", PAWNS, PAWNS[:-1] + ', note: "Wood. Two Wood per player."}')])
    found = [(f.loc.line, f.loc.col, f.message, f.expected, f.actual) for f in check_game(load_game(folder))
             if f.rule == "TXT001"]
    text = (folder / "game.yaml").read_text(encoding="utf-8").splitlines()
    (line,) = [n for n, s in enumerate(text, 1) if "Two cards per" in s]
    assert found == [(line, text[line - 1].index("Two cards") + 1, "'Two cards per player' in the note of 'Market cards', "
                      "but its line gives 1 per player (per_player)", 1, 2)]


def test_a_per_player_count_may_name_the_lines_own_things(tmp_path: Path) -> None:
    # 'Two pawns per player' on the Pawns' line (per_player 1): the pawns are its own things
    folder = _noted(tmp_path, PAWNS, "Wood. Two pawns per player.")
    found = [(f.message, f.expected, f.actual) for f in check_game(load_game(folder))
             if f.rule == "TXT001" and "in the note" in f.message]
    assert found == [("'Two pawns per player' in the note of 'Pawns', but its line gives 1 per player (per_player)",
                      1, 2)]


@pytest.mark.parametrize("note, parts", [
    ("3 cheap, 2 dear", [(3, 0, "3"), (2, 9, "2")]),
    ("2 red, 2 red", [(2, 0, "2"), (2, 7, "2")]),             # a part written twice is read at each place
    ("3 cheap, , 2 dear", [(3, 0, "3"), (2, 11, "2")]),       # an empty part between is passed over
    ("3 cheap, 2", [(3, 0, "3"), (2, 9, "2")]),               # a bare digit is a part
    ("two cheap, three dear", [(2, 0, "two"), (3, 11, "three")]),
    ("3 cheap, two", None),                                   # a bare number word is not ('one', 'a single')
    ("3 cheap, 2 of them dear", None),                        # a share
    ("3 cheap", None),                                        # one part is no breakdown
    # a product is no part: the types before it, counted again (times-tiles' '24 types, four glazes × six numbers')
    ("24 types, four glazes \u00d7 six numbers", None), ("24 types, 4 x 6", None),
])
def test_the_parts_of_a_note_are_read_where_they_are_written(note: str, parts) -> None:
    from generator.check.note_counts import _parts

    assert _parts(note) == parts


@pytest.mark.parametrize("line, note, anchor, message, expected, actual, subject, hint", [
    (MARKET, "3 cheap, 2 dear", "3 cheap", "'3 + 2' in the note of 'Market cards' makes 5, but the box holds 6", 6, 5,
     "inventory/market-cards/note/5", "fix the part that is wrong, or the line's count (6)"),
    (PAWNS, "1 in each of the 3 colours", "1 in each", "'1 in each of the 3' in the note of 'Pawns' makes 3, but "
     "the box holds 4", 4, 3, "inventory/pawns/note/1", "fix the number that is wrong, or the line's count (4)"),
    # the first 'per' counts colours, not pawns: the second is read
    (PAWNS, "Wood. One colour per player; Two pawns per player.", "Two pawns", "'Two pawns per player' in the note "
     "of 'Pawns', but its line gives 1 per player (per_player)", 1, 2, "inventory/pawns/note/Two",
     "write 1, or fix per_player"),
])
def test_a_note_finding_in_full(tmp_path: Path, line: str, note: str, anchor: str, message: str, expected: int,
                                actual: int, subject: str, hint: str) -> None:
    folder = _noted(tmp_path, line, note)
    text = (folder / "game.yaml").read_text(encoding="utf-8").splitlines()
    (n,) = [k for k, s in enumerate(text, 1) if note in s]
    (data,) = [k for k, s in enumerate(text, 1) if line[:-1] in s]   # the inventory line itself
    found = [(f.loc.line, f.loc.col, f.message, f.expected, f.actual, f.subject, f.hint,
              (f.related.line, f.related.col)) for f in check_game(load_game(folder))
             if f.rule == "TXT001" and "in the note" in f.message]
    assert found == [(n, text[n - 1].index(anchor) + 1, message, expected, actual, subject, hint,
                      (data, text[data - 1].index("{") + 1))]


DIE = "{id: die, name: Weather die, count: 1, kind: die, faces: 6}"


def test_a_note_of_one_thing_tells_its_features_and_other_things_are_a_guess(tmp_path: Path) -> None:
    """inland-sea (blind writer, set 32): a board's note "eight coastal ports and two islands" is what the one
    board shows, not two parts of a count of 1 (an error until 'The Inland Sea:' before it hid the clause). One
    thing is never two parts: silent. On a line of several, parts that each count a plural noun of their own,
    none the line's word, may still be features: a warning; parts naming the line's things stay an error."""
    folder = _noted(tmp_path / "one", DIE, "Four suns and two clouds")
    assert [f for f in check_game(load_game(folder)) if f.rule == "TXT001"] == []
    folder = _noted(tmp_path / "two", MARKET, "Eight coastal ports and two islands")
    (found,) = [f for f in check_game(load_game(folder)) if f.rule == "TXT001"]
    assert found.severity == "warning" and found.message == ("'Eight + two' in the note of 'Market cards' makes 10, "
                                                            "but the box holds 6")
    folder = _noted(tmp_path / "own", MARKET, "Four cheap cards and three dear cards")
    (found,) = [f for f in check_game(load_game(folder)) if f.rule == "TXT001"]
    assert found.severity == "error"


def test_a_note_that_states_the_per_player_count_may_go_on_to_other_rates(tmp_path: Path) -> None:
    """grand-circuit (blind writer, set 35): 'six per colour, one for each gear' on a line of 6 per player read
    'one for each gear' as a second per-player count. A note that states per_player somewhere tells with its other
    rates what each share holds; a note whose only rate is wrong is still an error."""
    line = "{id: pawns, name: Pawns, count: 4, kind: piece, per_player: 1}"
    folder = _noted(tmp_path / "ok", line, "one per colour, three for each seat")
    assert [f for f in check_game(load_game(folder)) if f.rule == "TXT001"] == []
    folder = _noted(tmp_path / "wrong", line, "Wood. Two per colour, three for each seat.")
    assert [(f.rule, f.severity) for f in check_game(load_game(folder)) if f.rule == "TXT001"] == [("TXT001", "error")]
