"""The named spaces and rows a region box prints are printed text: a misspelled one is TXT005.

the-acts' region boxes print the actions (name set 'actions': Preach, Pray, ...) and a row named
'Churches' (the inventory's Churches), read off game.yaml by hand.
"""
from __future__ import annotations

from pathlib import Path

from conftest import assert_fires, run_check
from gamecopy import _copy, _edit

JUDEA = "spaces: [Staging area, Pray, Preach, Plant a church, Gain a disciple, Write, Perform a miracle],\n" \
        "         wide: [Staging area, Pray], columns: 3, rows: [{name: Churches, count: 3}]}\n      - {id: cilicia"


def test_a_misspelled_row_name_is_reported_at_its_place(tmp_path: Path) -> None:
    folder = _copy("the-acts", tmp_path)
    edited = _edit(folder, "game.yaml", JUDEA, JUDEA.replace("name: Churches", "name: Churhes"))
    line = edited.count("\n", 0, edited.index("name: Churhes")) + 1
    run = run_check("the-acts", content=tmp_path)
    found = assert_fires(run, "TXT005", folder / "game.yaml", line, "Churhes", "'Churhes' is not a name of this game")
    assert "Churches" in found["hint"]


def test_a_misspelled_space_name_is_reported_at_its_place(tmp_path: Path) -> None:
    folder = _copy("the-acts", tmp_path)
    edited = _edit(folder, "game.yaml", JUDEA, JUDEA.replace("Pray, Preach, Plant", "Pray, Praech, Plant"))
    line = edited.count("\n", 0, edited.index("Praech")) + 1
    run = run_check("the-acts", content=tmp_path)
    assert_fires(run, "TXT005", folder / "game.yaml", line, "Praech", "'Praech' is not a name of this game")
