"""Ways said in prose held to a table row whose cells are ways (generator/check/directions.py, TXT001)."""
from __future__ import annotations

from pathlib import Path

from test_recall_classes import PASSING, _at, _docgame, _found

ALIKE = (PASSING[0], PASSING[1].replace("values: [left, right, left]", "values: [left, left, left]"))


def test_a_way_is_held_only_where_the_sentence_names_the_row_and_an_axis_value(tmp_path: Path) -> None:
    # the row 'Pass your hand to the' gives left, right, left by round: a sentence naming no round, one without the
    # row's words, 'cards left' and 'on her left' say nothing; "rounds 1 and 3 ... to the right" is wrong at 1
    lines = ["Pass your hand to the right.", "In round 2, play to the left.", "Pass your hand with the cards left.",
             "In round 1, Ana, on her left, passes her hand first.",
             "In rounds 1 and 3 pass your hand to the right, in round 2 to the right."]
    found = [f for f in _found(_docgame(tmp_path, lines, edits=[("game.yaml", *PASSING)]), "rulebook.md")
             if f[0] == "TXT001"]
    assert [f[:4] for f in found] == [("TXT001", "error", *_at(lines, 4, "right"))]
    assert found[0][4] == "'right' next to 'Pass your hand to the' at 1, but row 'Pass your hand to the' of table " \
                          "'passing' gives left"


def test_a_row_whose_ways_all_agree_holds_a_sentence_that_names_no_value(tmp_path: Path) -> None:
    # to the left is clockwise, round a table seen from above
    lines = ["Pass your hand to the left.", "Pass your hand clockwise.", "Pass your hand to your right."]
    found = [f[:4] for f in _found(_docgame(tmp_path, lines, edits=[("game.yaml", *ALIKE)]), "rulebook.md")
             if f[0] == "TXT001"]
    assert found == [("TXT001", "error", *_at(lines, 2, "right"))]


def test_a_seat_and_a_row_named_by_an_argument_are_no_way(tmp_path: Path) -> None:
    # "two seats to their left" is where a player sits; a row 'Hand 2' (right at every round) names an argument,
    # its one word 'hand' too loose to bind "pass this hand to the left"
    hand = (PASSING[0], PASSING[1] + "      - {label: Hand 2, values: [right, right, right]}\n")
    lines = ["In round 2, pass your hand to the player two seats to their left.", "In round 1, pass this hand to the left."]
    found = [f for f in _found(_docgame(tmp_path, lines, edits=[("game.yaml", *hand)]), "rulebook.md")
             if f[0] == "TXT001"]
    assert found == []
