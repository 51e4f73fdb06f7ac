"""TXT010: a sentence that announces a list by its length is followed by that many items.

The four games announce six lists this way (commerce 'Four things matter most:', 'four phases in this
order:'; journeys 'two moments:' (a list nested in a list item), 'two ways:', 'three changes:'; the-acts
'Two limits apply:'); each case below edits one, and the counts are read off the files by hand.
"""
from __future__ import annotations

from pathlib import Path

import pytest

from conftest import assert_fires, run_check
from generator.check import check_game
from generator.check.list_counts import announced
from generator.load import load_game
from gamecopy import _copy, _edit, _position

# (game, file, old, new, at, items in the list)
SEEDED = [
    ("commerce", "rulebook.md", "you go through four phases in this order:",
     "you go through five phases in this order:", "five", 4),
    ("commerce", "rulebook.md", "Four things matter most:", "Three things matter most:", "Three", 4),
    ("journeys-of-paul", "rulebook.md", "only at one of\n  two moments:", "only at one of\n  three moments:",
     "three", 2),
    ("journeys-of-paul", "rulebook.md", "You can lose Cell Groups in two ways:",
     "You can lose Cell Groups in 3 ways:", "3 ways", 2),
    ("the-acts", "rulebook.md", "Two limits apply:", "Three limits apply:", "Three", 2),
]


@pytest.mark.parametrize("game, file, old, new, at, items", SEEDED, ids=[f"{c[0]}-{c[4]}" for c in SEEDED])
def test_an_announced_count_must_match_the_list(tmp_path: Path, game: str, file: str, old: str, new: str, at: str,
                                                items: int) -> None:
    folder = _copy(game, tmp_path)
    edited = _edit(folder, file, old, new)
    line, col = _position(edited, edited.index(new) + new.index(at))
    found = [(f.rule, f.loc.line, f.loc.col, f.expected) for f in check_game(load_game(folder))]
    assert ("TXT010", line, col, items) in found, found


def test_a_list_grown_without_its_count_is_reported(tmp_path: Path) -> None:
    # journeys' solitaire 'three changes:' with a fourth item added
    folder = _copy("journeys-of-paul", tmp_path)
    edited = _edit(folder, "rulebook.md", "1. There are no Trading Sessions.\n",
                   "1. There are no Trading Sessions.\n1. There is no Event deck shuffle.\n")
    line = _position(edited, edited.index("with three changes:"))[0]
    run = run_check(content=tmp_path)
    found = assert_fires(run, "TXT010", folder / "rulebook.md", line, "three changes",
                         "'three' announces the list that follows, but it has 4 items")
    assert found["expected"] == 4


@pytest.mark.parametrize("text", [
    "Play goes like this with 3 players:\n\n- one\n- two\n",              # a player count
    "Pick up to three of these:\n\n- one\n- two\n",                         # a limit
    "Take {{ players }} cards:\n\n- one\n- two\n",                          # a placeholder
    "There are two kinds, the first of three parts:\n\n- one\n- two\n",     # two counts: which one is unknown
    "Two things matter:\n\nFirst, this.\n\n- one\n",                        # no list right after
    "Two things matter:\n\n- one\n    - a\n    - b\n    - c\n- two\n",      # nested items are not counted
    "Three rules: see below.\n\n- one\n",                                   # the sentence does not end the colon
    "With {{ players }} players, note three things:\n\n- one\n- two\n",  # a placeholder beside the count
    "Do one of these:\n\n- one\n- two\n",                                  # 'one' is an article as often as a count
])
def test_sentences_that_announce_no_list_length_stay_silent(tmp_path: Path, text: str) -> None:
    folder = _copy("docgame", tmp_path)
    _edit(folder, "rulebook.md", "", "\n" + text)
    assert [f for f in check_game(load_game(folder)) if f.rule == "TXT010"] == []


@pytest.mark.parametrize("text, count", [
    ("Three things matter:", "Three"),                       # the count opens the text
    ("Three things matter: ", "Three"),                      # space after the colon
    ("Roll 2. Three things matter:", "Three"),               # an earlier sentence's number is not the count
    ("Three things (all of them) matter:", "Three"),         # brackets do not end the sentence
    ("Roll 2. Things matter:", None),                         # the last sentence has no count
    ("The parts are 3:", None),                              # no word after the count: it counts nothing named
    ("Pay 3 :coin:", None),                                  # an icon code's colons are no colon: nothing after 3
    ("Most boxes are dry. Ten of them are not, and their cards say so:", None),   # a part of the boxes said
    # before, not the list's length (container-port: ten cards of three kinds)
    ("Ten of the cards are special:", "Ten"),                # 'of the cards' still names what the list counts
])
def test_the_count_is_the_one_of_the_last_sentence(text: str, count) -> None:
    found = announced(text)
    assert (found.text if found else None) == count


def test_the_list_counted_ends_with_its_document(tmp_path: Path) -> None:
    # rulebook.md's only list has 2 items; quickref.md opens with a list of 3, the first list of its file too
    folder = _copy("docgame", tmp_path)
    (folder / "rulebook.md").write_text("Three things matter:\n\n- one\n- two\n", encoding="utf-8")
    (folder / "quickref.md").write_text("- a\n- b\n- c\n", encoding="utf-8")
    found = [(f.loc.file.split("/")[-1], f.loc.line, f.loc.col, f.message, f.expected)
             for f in check_game(load_game(folder)) if f.rule == "TXT010"]
    assert found == [("rulebook.md", 1, 1, "'Three' announces the list that follows, but it has 2 items", 2)]


def test_a_list_items_sentence_and_the_last_list_of_the_documents_are_counted(tmp_path: Path) -> None:
    # an announcement with no list after it, then a list item announcing its nested list of 3; quickref.md's
    # one-item list is the last passage of all
    folder = _copy("docgame", tmp_path)
    (folder / "rulebook.md").write_text("Two things matter:\n\nFirst, this.\n\n- Two things matter:\n    - a\n"
                                        "    - b\n    - c\n", encoding="utf-8")
    (folder / "quickref.md").write_text("Two things matter:\n\n- one\n", encoding="utf-8")
    found = sorted((f.loc.file.split("/")[-1], f.loc.line, f.loc.col, f.message, f.expected, f.actual, f.hint, f.subject)
                   for f in check_game(load_game(folder)) if f.rule == "TXT010")
    assert found == [("quickref.md", 1, 1, "'Two' announces the list that follows, but it has 1 item", 1, "Two",
                      "write 1, or add or remove items so the list has 2", "quickref.md/list/Two"),
                     ("rulebook.md", 5, 3, "'Two' announces the list that follows, but it has 3 items", 3, "Two",
                      "write 3, or add or remove items so the list has 2", "rulebook.md/list/Two")]


def test_a_list_that_groups_the_things_counted_is_read_by_the_names_it_holds(tmp_path: Path) -> None:
    # two items naming the four sites count four; naming five names in two items against 'four' is a guess (a
    # warning); two items naming nothing are still an error
    folder = _copy("docgame", tmp_path)
    _edit(folder, "game.yaml", "  resources: [Wood, Stone, Grain]\n",
          "  resources: [Wood, Stone, Grain]\n  sites: [Shore, Spring, Woods, Jungle, Cave]\n")
    (folder / "rulebook.md").write_text(
        "Send each pawn to one of the four work sites:\n\n- **Shore** and **Spring** give water.\n"
        "- **Woods** and **Jungle** give wood.\n\nThen:\n\n"
        "Send each pawn to one of the four work sites:\n\n- **Shore** and **Spring** give water.\n"
        "- **Woods**, **Cave** and **Jungle** give wood.\n\nThen:\n\n"
        "Send each pawn to one of the four work sites:\n\n- the near ones.\n- the far ones.\n", encoding="utf-8")
    found = [(f.loc.line, f.severity) for f in check_game(load_game(folder)) if f.rule == "TXT010"]
    assert found == [(8, "warning"), (15, "error")]



def test_a_count_in_a_condition_before_the_colon_announces_no_list() -> None:
    # poker-hands (written outside the project): "When two hands share a name, compare the faces that make it:"
    # then a tie-break per kind of hand; a count the main clause says still announces its list
    assert announced("**Breaking ties.** When two hands share a name, compare the faces that make it:") is None
    assert announced("If two players tie, they share the win:") is None
    assert announced("When the round ends, do three things:").text == "three"
    assert announced("When it ends, two things happen:").text == "two"


def test_a_measure_before_the_colon_announces_no_list() -> None:
    # night-script (written outside the project): "After about five minutes the moderator calls for nominations:"
    # then four steps; 'five minutes' is how long the talk lasts. A count of things still announces its list
    assert announced("After about five minutes the moderator calls for nominations:") is None
    assert announced("Wait 30 seconds, then:") is None
    assert announced("After five minutes the moderator calls three things:").text == "three"
