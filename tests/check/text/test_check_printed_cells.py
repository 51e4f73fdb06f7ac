"""A card's text cell read from its CSV keeps each character's own line and column (check/printed_cells.py):
quoted cells over several lines, doubled quotes (two characters in the file, one in the text) and CRLF line
ends, with TXT003 (a number against the row's own column) and ICO003 (an unknown icon code) at the places
found here by searching the file's lines."""
from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from generator.check import check_game
from generator.load import load_game

ROOT = Path(__file__).resolve().parents[3]
DOCGAME = ROOT / "tests" / "fixtures" / "docs" / "docgame"
# cards/market.csv of the fixture: costs woodcutter 1, quarry 2, mill 1
ROWS = [
    'id,name,count,cost,resource,text',
    'woodcutter,Woodcutter,2,1,Wood,"Say ""hi"", then costs 4 cost :wod:."',
    'quarry,Quarry,2,2,Stone,"Say ""hi"" first.',
    'Costs 3 cost :stnoe: then ""a""."',            # a second line's place, before any doubled quote on it
    'mill,Mill of Xanadu,2,1,Grain,"Costs 5 cost :gran:."',   # a quoted cell last: the file may end on its quote
]


@pytest.mark.parametrize("newline, last", [("\n", "\n"), ("\r\n", "\r\n"), ("\n", "")],
                         ids=["lf", "crlf", "no-final-newline"])   # (read as text, CRLF ends are '\n')
def test_claims_and_icons_in_quoted_multiline_cells_are_found_where_written(tmp_path: Path, newline: str,
                                                                            last: str) -> None:
    folder = tmp_path / "docgame"
    shutil.copytree(DOCGAME, folder, ignore=shutil.ignore_patterns("__pycache__"))
    (folder / "cards" / "market.csv").write_bytes((newline.join(ROWS) + last).encode("utf-8"))
    found = [(f.rule, f.loc.line, f.loc.col, f.actual) for f in check_game(load_game(folder))
             if f.rule in ("TXT003", "ICO003")]

    def at(line: int, anchor: str) -> tuple[int, int]:
        assert ROWS[line - 1].count(anchor) == 1
        return line, ROWS[line - 1].index(anchor) + 1

    assert found == [("TXT003", *at(2, "4 cost"), "4"), ("ICO003", *at(2, ":wod:"), "wod"),
                     ("TXT003", *at(4, "3 cost"), "3"), ("ICO003", *at(4, ":stnoe:"), "stnoe"),
                     ("TXT003", *at(5, "5 cost"), "5"), ("ICO003", *at(5, ":gran:"), "gran")]


def test_a_deck_without_text_columns_listed_first_leaves_the_next_decks_text_read(tmp_path: Path) -> None:
    folder = tmp_path / "docgame"
    shutil.copytree(DOCGAME, folder, ignore=shutil.ignore_patterns("__pycache__"))
    yaml = folder / "game.yaml"
    yaml.write_text(yaml.read_text(encoding="utf-8").replace("decks:\n", "decks:\n  - {id: chits, name: Chits, "
                                                             "fields: {worth: int}}\n", 1), encoding="utf-8")
    (folder / "cards" / "chits.csv").write_text("id,name,count,worth\nchit,Chit,1,2\n", encoding="utf-8")
    (folder / "cards" / "market.csv").write_text("\n".join(ROWS) + "\n", encoding="utf-8")
    found = [(f.rule, f.loc.line) for f in check_game(load_game(folder)) if f.rule in ("TXT003", "ICO003")]
    assert found == [("TXT003", 2), ("ICO003", 2), ("TXT003", 4), ("ICO003", 4), ("TXT003", 5), ("ICO003", 5)]


def test_a_quoted_cell_left_open_at_the_end_of_the_file_is_read_to_its_end(tmp_path: Path) -> None:
    folder = tmp_path / "docgame"
    shutil.copytree(DOCGAME, folder, ignore=shutil.ignore_patterns("__pycache__"))
    last = 'mill,Mill,2,1,Grain,"Costs 5 cost :gran:.'          # no closing quote, no final newline
    (folder / "cards" / "market.csv").write_text("id,name,count,cost,resource,text\nwoodcutter,Woodcutter,2,1,Wood,"
                                                 "Take one Wood.\nquarry,Quarry,2,2,Stone,Take one Stone.\n" + last,
                                                 encoding="utf-8")
    found = [(f.rule, f.loc.line, f.loc.col) for f in check_game(load_game(folder)) if f.rule in ("TXT003", "ICO003")]
    assert found == [("TXT003", 4, last.index("5") + 1), ("ICO003", 4, last.index(":gran:") + 1)]


def test_a_last_row_ending_in_an_empty_cell_at_the_end_of_the_file_is_read(tmp_path: Path) -> None:
    folder = tmp_path / "docgame"
    shutil.copytree(DOCGAME, folder, ignore=shutil.ignore_patterns("__pycache__"))
    yaml = folder / "game.yaml"
    yaml.write_text(yaml.read_text(encoding="utf-8").replace("text: text}", "text: text, note: text}"), encoding="utf-8")
    last = "mill,Mill,2,1,Grain,Costs 5 cost :gran:.,"          # an empty note, then the end of the file
    (folder / "cards" / "market.csv").write_text("id,name,count,cost,resource,text,note\nwoodcutter,Woodcutter,2,1,"
                                                 "Wood,Take one Wood.,\nquarry,Quarry,2,2,Stone,Take one Stone.,\n" + last,
                                                 encoding="utf-8")
    found = [(f.rule, f.loc.line, f.loc.col) for f in check_game(load_game(folder)) if f.rule in ("TXT003", "ICO003")]
    assert found == [("TXT003", 4, last.index("5") + 1), ("ICO003", 4, last.index(":gran:") + 1)]
