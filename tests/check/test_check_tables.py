"""TBL004 (check/tables.py): a table row's `format` must print every one of its cells as the documents print
them (load/templating.py cell_text), so the build cannot stop at a document's line on it."""
from __future__ import annotations

from pathlib import Path

from conftest import FIXTURES, edited_copy, run_check

ROW = "      - {label: Cards dealt, rule: cards_dealt, values: [3, 2, 1]}\n"


def _tbl004(tmp_path: Path, row: str) -> list[tuple]:
    folder = edited_copy(FIXTURES / "clean", tmp_path / "clean", [("game.yaml", ROW, row)])
    run = run_check(content=folder.parent)
    lines = (folder / "game.yaml").read_text(encoding="utf-8").splitlines()
    line = next(i for i, text in enumerate(lines, 1) if "label: Cards dealt" in text)
    return [(f["line"] == line, f["message"], f["hint"]) for f in run.findings if f["rule"] == "TBL004"]


def test_a_format_every_cell_takes_is_fine(tmp_path: Path) -> None:
    # pitch-tactics (blind writer, set 37) wrote "{:+d}" over numbers and an empty cell: it prints +1, +0, -1, a dash
    assert _tbl004(tmp_path, ROW.replace("values: [3, 2, 1]}", "values: [3, 2, 1], format: \"{:+d}\"}")) == []


def test_a_format_a_cell_cannot_take_is_reported_at_the_row(tmp_path: Path) -> None:
    row = ROW.replace("values: [3, 2, 1]}", "values: [3, 2, many], format: \"{:+d}\"}")
    assert _tbl004(tmp_path, row) == [
        (True, "table 'setup_by_players' row 'Cards dealt': format '{:+d}' cannot print the cell 'many' (column 4): "
               "Unknown format code 'd' for object of type 'str'",
         "write a format every cell of the row takes, e.g. '{}' for text, '{:+}' for signed numbers; an empty "
         "(null) cell prints a dash and is never formatted")]


def _tbl001(tmp_path: Path, row: str) -> list[str]:
    folder = edited_copy(FIXTURES / "clean", tmp_path / "clean", [("game.yaml", ROW, row)])
    return [f["message"] for f in run_check(content=folder.parent).findings if f["rule"] == "TBL001"]


def test_a_cell_with_a_footnote_mark_after_its_number_prints_that_number(tmp_path: Path) -> None:
    # footnote-fleet (written outside the project) marked cells '5†', '5*', '1‡', '3¹' for the notes under its tables
    marked = ROW.replace("values: [3, 2, 1]}", "values: [\"3*\", \"2\u2020\", \"1\u00b9\"]}")
    assert _tbl001(tmp_path / "marked", marked) == []


def test_a_marked_cell_of_another_number_still_differs(tmp_path: Path) -> None:
    wrong = ROW.replace("values: [3, 2, 1]}", "values: [\"3*\", \"4\u2020\", 1]}")
    assert _tbl001(tmp_path, wrong) == [
        "table 'setup_by_players', row 'Cards dealt', Players 3: the table prints '4\u2020' but cards_dealt() gives 2"]
