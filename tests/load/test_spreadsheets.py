"""Decks read from .xlsx and .ods as from CSV; CSV separated by commas, semicolons or tabs.

The fixture workbooks are written by tests/fixtures/make_spreadsheets.py from the clean game's CSV;
the expected cards below are that CSV read by eye.
"""
from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest
from typer.testing import CliRunner

from conftest import assert_fires, run_check
from generator.app.cli import app
from generator.load import load_game
from generator.load.sheets import sniff_delimiter

FIXTURES = Path(__file__).parents[1] / "fixtures" / "games"
MARKET = [
    ("woodcutter", "Woodcutter", 2, {"cost": 1, "resource": "Wood", "text": "Take one Wood."}),
    ("quarry", "Quarry", 2, {"cost": 2, "resource": "Stone", "text": "Take one Stone."}),
    ("mill", "Mill", 2, {"cost": 1, "resource": "Grain", "text": "Take one Grain, then pass."}),
]


def _cards(game_id: str, deck_id: str = "market") -> list:
    deck = load_game(FIXTURES / game_id).game.deck(deck_id)
    return [(c.id, c.name, c.count, dict(c.fields)) for c in deck.cards]


@pytest.mark.parametrize("deck_id", ["market", "market-xlsx", "market-ods"])
def test_xlsx_and_ods_twins_load_the_csvs_cards(deck_id: str) -> None:
    assert _cards("spreadsheet-decks", deck_id) == MARKET


@pytest.mark.parametrize("game_id", ["csv-semicolon", "csv-tab"])
def test_semicolon_and_tab_csv_load_the_same_cards(game_id: str) -> None:
    assert _cards(game_id) == MARKET


def test_spreadsheet_card_locations_name_sheet_and_row(tmp_path: Path) -> None:
    deck = load_game(FIXTURES / "spreadsheet-decks").game.deck("market-xlsx")
    assert [str(c.loc).rsplit("/", 1)[1] for c in deck.cards] == \
        ["market-xlsx.xlsx:Sheet1!A2", "market-xlsx.xlsx:Sheet1!A3", "market-xlsx.xlsx:Sheet1!A4"]


def test_a_wrong_cell_is_reported_at_its_sheet_and_cell() -> None:
    result = CliRunner().invoke(app, ["check", "spreadsheet-bad-cell", "--content", str(FIXTURES)])
    assert result.exit_code == 2
    where = f"{FIXTURES.relative_to(Path.cwd()) if FIXTURES.is_relative_to(Path.cwd()) else FIXTURES}"
    assert result.output.splitlines()[0] == (
        f"{where}/spreadsheet-bad-cell/cards/market.xlsx:'Market cards'!C3: error[SCH002] "
        "column 'count': 'two' is not a whole number")
    result = CliRunner().invoke(app, ["check", "spreadsheet-bad-cell", "--content", str(FIXTURES), "--format", "json"])
    (finding,) = json.loads(result.output)["findings"]
    assert (finding["line"], finding["column"]) == (3, 3)     # row 3, column C
    assert finding["file"].endswith("cards/market.xlsx")


def test_sniffing_picks_the_delimiter_the_header_uses() -> None:
    assert sniff_delimiter("id;name;count;text") == ";"
    assert sniff_delimiter("id\tname\tcount") == "\t"
    assert sniff_delimiter("id,name,count") == ","
    assert sniff_delimiter('id;"name, long";count') == ";"     # a comma inside quotes does not count
    assert sniff_delimiter("id") == ","


@pytest.mark.parametrize("line, delimiter, starts", [
    ("id,name,count", ",", [1, 4, 9]),
    ('id,"Hut, small",2', ",", [1, 4, 17]),          # a delimiter inside quotes starts no field
    ('a;"say ""hi"";";b', ";", [1, 3, 17]),           # '""' inside quotes leaves them open
    ('a\t"x\ty"\tz', "\t", [1, 3, 9]),
    ('"open, never closed', ",", [1]),
    ("", ",", [1]),
])
def test_each_field_of_a_csv_line_starts_where_the_reader_splits_it(line: str, delimiter: str, starts: list[int]) -> None:
    """_columns reads a line a quoted stretch at a time: each start is the column after a delimiter outside
    quotes, as a character-by-character reading gives it."""
    from generator.load.sheets import _columns

    assert _columns(line, delimiter) == starts


def test_a_mixed_header_gets_a_hint_naming_the_other_delimiter(tmp_path: Path) -> None:
    game = tmp_path / "clean"
    shutil.copytree(FIXTURES / "clean", game)
    csv_file = game / "cards" / "market.csv"
    text = csv_file.read_text(encoding="utf-8")
    csv_file.write_text(text.replace("id,name,count,", "id;name;count,", 1), encoding="utf-8")
    result = CliRunner().invoke(app, ["check", "--content", str(tmp_path)])
    assert result.exit_code == 2
    assert f"{csv_file}:1:1: error[CSV001] unknown column 'id;name;count' in deck 'market'" in result.output
    assert ("hint: the header is split at each comma, but this name holds a semicolon: separate every cell "
            "with one kind of delimiter (comma, semicolon or tab)") in result.output


def test_two_card_files_for_one_deck_are_refused(tmp_path: Path) -> None:
    game = tmp_path / "spreadsheet-decks"
    shutil.copytree(FIXTURES / "spreadsheet-decks", game)
    shutil.copy(game / "cards" / "market-xlsx.xlsx", game / "cards" / "market.xlsx")
    result = CliRunner().invoke(app, ["check", "--content", str(tmp_path)])
    assert result.exit_code == 2
    assert f"error[FILE001] deck 'market' has two card files: {game}/cards/market.csv and " \
           f"{game}/cards/market.xlsx" in result.output


def test_a_damaged_workbook_is_a_clear_error(tmp_path: Path) -> None:
    game = tmp_path / "spreadsheet-decks"
    shutil.copytree(FIXTURES / "spreadsheet-decks", game)
    (game / "cards" / "market-ods.ods").write_bytes(b"this is not a zip file")
    run = run_check(content=tmp_path)
    assert run.exit_code == 2
    assert_fires(run, "FILE002", game / "cards" / "market-ods.ods", 1, "this", "cannot read the spreadsheet")
    result = CliRunner().invoke(app, ["check", "--content", str(tmp_path)])
    assert result.exit_code == 2
    assert f"{game}/cards/market-ods.ods:1:1: error[FILE002] cannot read the spreadsheet:" in result.output
    assert "Traceback" not in result.output


def _writers():
    """tests/fixtures/make_spreadsheets.py's workbook writers (no spreadsheet library needed)."""
    import importlib.util

    spec = importlib.util.spec_from_file_location("make_spreadsheets", FIXTURES.parent / "make_spreadsheets.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _write_xlsx():
    return _writers().write_xlsx


def test_a_wrong_ods_cell_is_reported_at_its_sheet_and_cell_in_every_format(tmp_path: Path) -> None:
    """The .ods twin with the quarry's count typed as 'two' (row 3, column C) on a sheet named 'Market
    deck': text names the cell as the spreadsheet does; JSON and SARIF give row/column and the cell."""
    game = tmp_path / "spreadsheet-decks"
    shutil.copytree(FIXTURES / "spreadsheet-decks", game)
    rows = [["id", "name", "count", "cost", "resource", "text"], *[list(map(str, (i, n, c, f["cost"], f["resource"],
            f["text"]))) for i, n, c, f in MARKET]]
    rows[2][2] = "two"
    _writers().write_ods(game / "cards" / "market-ods.ods", rows, sheet="Market deck")
    result = CliRunner().invoke(app, ["check", "--content", str(tmp_path)])
    assert result.exit_code == 2
    assert result.output.splitlines()[0] == (f"{game}/cards/market-ods.ods:'Market deck'!C3: error[SCH002] "
                                             "column 'count': 'two' is not a whole number")
    result = CliRunner().invoke(app, ["check", "--content", str(tmp_path), "--format", "json"])
    (finding,) = json.loads(result.output)["findings"]
    assert (finding["line"], finding["column"], finding["cell"]) == (3, 3, "'Market deck'!C3")
    result = CliRunner().invoke(app, ["check", "--content", str(tmp_path), "--format", "sarif"])
    (sarif,) = json.loads(result.output)["runs"][0]["results"]
    location = sarif["locations"][0]["physicalLocation"]
    assert (location["region"]["startLine"], location["region"]["startColumn"]) == (3, 3)
    assert sarif["properties"]["cell"] == "'Market deck'!C3"


def test_a_bad_name_is_reported_at_its_own_cell_not_the_rows_first(tmp_path: Path) -> None:
    game = tmp_path / "spreadsheet-decks"
    shutil.copytree(FIXTURES / "spreadsheet-decks", game)
    rows = [["id", "name", "count", "cost", "resource", "text"], *[list(map(str, (i, n, c, f["cost"], f["resource"],
            f["text"]))) for i, n, c, f in MARKET]]
    rows[3][4] = "Grian"                                  # the mill's resource, row 4, column E
    _write_xlsx()(game / "cards" / "market-xlsx.xlsx", rows)
    csv_file = game / "cards" / "market.csv"
    csv_file.write_text(csv_file.read_text(encoding="utf-8").replace("2,1,Grain,", "2,1,Grian,"), encoding="utf-8")
    run = run_check(content=tmp_path)
    assert_fires(run, "REF001", csv_file, 4, "Grian", "deck 'market', card 'Mill', column 'resource': 'Grian' is not "
                                                      "in resources")
    result = CliRunner().invoke(app, ["check", "--content", str(tmp_path)])
    assert (f"{game}/cards/market-xlsx.xlsx:Sheet1!E4: error[REF001] deck 'market-xlsx', card 'Mill', column "
            "'resource': 'Grian' is not in resources") in result.output
    assert "hint: did you mean 'Grain'?" in result.output


def test_a_control_character_in_a_spreadsheet_cell_is_refused_at_its_cell(tmp_path: Path) -> None:
    """What a CSV refuses at load (CHR001) a workbook's cell cannot slip in: here a NUL and a bidi override."""
    game = tmp_path / "spreadsheet-decks"
    shutil.copytree(FIXTURES / "spreadsheet-decks", game)
    rows = [["id", "name", "count", "cost", "resource", "text"], *[list(map(str, (i, n, c, f["cost"], f["resource"],
            f["text"]))) for i, n, c, f in MARKET]]
    rows[2][5] = "Take one\0Stone."                        # the quarry's text, row 3, column F
    rows[3][1] = "Mi\u202ell"                              # the mill's name, row 4, column B
    _write_xlsx()(game / "cards" / "market-xlsx.xlsx", rows)
    result = CliRunner().invoke(app, ["check", "--content", str(tmp_path)])
    assert result.exit_code == 2
    assert (f"{game}/cards/market-xlsx.xlsx:Sheet1!F3: error[CHR001] control character U+0000 NULL in the text"
            in result.output)
    assert (f"{game}/cards/market-xlsx.xlsx:Sheet1!B4: error[CHR001] bidirectional control character U+202E "
            "RIGHT-TO-LEFT OVERRIDE in the text") in result.output


# A workbook's sheet is bounded before python-calamine reads it (generator/load/workbook_range.py): calamine
# builds a sheet as one grid from A1 to its farthest filled cell, so one stray value at XFD1048576 asked for
# 549 GB and ended pnp with a Rust allocation failure (exit 134). The workbooks below are the clean game's
# market deck with one extra cell added to the sheet's XML.

def _market_rows() -> list[list[str]]:
    return [["id", "name", "count", "cost", "resource", "text"],
            *[list(map(str, (i, n, c, f["cost"], f["resource"], f["text"]))) for i, n, c, f in MARKET]]


def _with_extra(path: Path, part: str, closing: str, extra: str) -> None:
    """Rewrite one XML part of a workbook with `extra` put just before its `closing` tag."""
    import zipfile

    with zipfile.ZipFile(path) as z:
        parts = [(info, z.read(info)) for info in z.infolist()]
    with zipfile.ZipFile(path, "w") as z:
        for info, data in parts:
            if info.filename == part:
                data = data.replace(closing.encode(), extra.encode() + closing.encode(), 1)
            z.writestr(info, data, compress_type=info.compress_type)


def _stray_game(tmp_path: Path, suffix: str, extra: str) -> Path:
    game = tmp_path / "clean"
    shutil.copytree(FIXTURES / "clean", game, ignore=shutil.ignore_patterns("__pycache__"))
    (game / "cards" / "market.csv").unlink()
    book = game / "cards" / f"market{suffix}"
    if suffix == ".ods":
        _writers().write_ods(book, _market_rows())
        _with_extra(book, "content.xml", "</table:table>", extra)
    else:
        _writers().write_xlsx(book, _market_rows())
        _with_extra(book, "xl/worksheets/sheet1.xml", "</sheetData>", extra)
    return book


FAR_XLSX = '<row r="1048576"><c r="XFD1048576"><v>1</v></c></row>'
FAR_ODS = ('<table:table-row table:number-rows-repeated="1048571"><table:table-cell/></table:table-row>'
           '<table:table-row><table:table-cell table:number-columns-repeated="16383"/>'
           '<table:table-cell office:value-type="float" office:value="1"><text:p>1</text:p></table:table-cell>'
           '</table:table-row>')


@pytest.mark.parametrize("command", ["check", "build"])
@pytest.mark.parametrize("suffix, extra", [(".xlsx", FAR_XLSX), (".ods", FAR_ODS)], ids=["xlsx", "ods"])
def test_a_stray_cell_at_the_last_cell_of_a_sheet_is_lim001_at_the_file_not_an_abort(
        tmp_path: Path, command: str, suffix: str, extra: str) -> None:
    import resource
    import subprocess
    import sys

    book = _stray_game(tmp_path, suffix, extra)
    assert book.stat().st_size < 4096

    def cap_memory() -> None:   # were the grid built, the allocation fails at once rather than swapping
        resource.setrlimit(resource.RLIMIT_AS, (4 << 30, 4 << 30))

    done = subprocess.run([sys.executable, "-m", "generator.app.cli", command, "--content", str(tmp_path),
                           *(["--out", str(tmp_path / "out")] if command == "build" else [])],
                          capture_output=True, text=True, timeout=120, preexec_fn=cap_memory,
                          cwd=Path(__file__).resolve().parents[2])
    assert done.returncode == 2, done.stdout + done.stderr
    text = done.stdout + done.stderr
    assert f"{book}:1:1: error[LIM001] sheet Sheet1 has a value in cell XFD1048576, past the 20,001 rows and " \
           "256 columns (A to IV) pnp reads of a sheet" in text
    assert "hint: delete that cell (or the rows and columns after the card table)" in text
    assert "panicked" not in text and "memory allocation" not in text and "Traceback" not in text
    assert not (tmp_path / "out" / "clean").exists()


def test_a_sheet_one_row_longer_than_the_limit_is_refused_and_one_within_it_is_read(tmp_path: Path) -> None:
    from generator.load.sheets import read_workbook_table

    book = _stray_game(tmp_path / "long", ".xlsx", '<row r="20002"><c r="A20002" t="inlineStr"><is><t>x</t>'
                                                   '</is></c></row>')
    table, problems = read_workbook_table(book, "market.xlsx", "market")
    assert table is None
    assert [(p.rule, str(p.loc)) for p in problems] == [("LIM001", "market.xlsx:1:1")]
    assert "has a value in cell A20002" in problems[0].message
    book = _stray_game(tmp_path / "wide", ".ods", '<table:table-row><table:table-cell table:number-columns-'
                                                  'repeated="256" office:value-type="string"><text:p>x</text:p>'
                                                  '</table:table-cell></table:table-row>')
    table, problems = read_workbook_table(book, "market.ods", "market")
    assert problems == [] and len(table.rows) == 4 and len(table.rows[-1].cells) == 256
    book = _stray_game(tmp_path / "wider", ".ods", '<table:table-row><table:table-cell table:number-columns-'
                                                   'repeated="257" office:value-type="string"><text:p>x</text:p>'
                                                   '</table:table-cell></table:table-row>')
    table, problems = read_workbook_table(book, "market.ods", "market")
    assert table is None and "has a value in cell IW5" in problems[0].message


def test_far_away_formatting_without_values_is_not_a_stray_cell(tmp_path: Path) -> None:
    """Precision: a styled but empty cell (what formatting a whole column leaves) and LibreOffice's trailing
    repeated empty rows hold no value: the deck loads as the CSV does."""
    from generator.load.sheets import read_workbook_table

    styled = _stray_game(tmp_path / "x", ".xlsx", '<row r="1048576"><c r="XFD1048576" s="1"/></row>')
    trailing = _stray_game(tmp_path / "o", ".ods", '<table:table-row table:number-rows-repeated="1048572">'
                                                   '<table:table-cell table:number-columns-repeated="16384"/>'
                                                   '</table:table-row>')
    for book in (styled, trailing):
        table, problems = read_workbook_table(book, book.name, "market")
        assert problems == []
        assert [r.cells[:3] for r in table.rows] == [(i, n, str(c)) for i, n, c, _ in MARKET]


def test_cells_without_a_reference_are_placed_after_the_one_before() -> None:
    """An .xlsx may leave out <row r> and <c r>: each is the one after the last, as calamine reads them."""
    from generator.load.workbook_range import _XlsxCells

    cells = _XlsxCells()
    for tag, attrs, content in (("row", {}, False), ("c", {}, True), ("c", {}, True), ("row", {"r": "7"}, False),
                                ("c", {"r": "C7"}, True), ("c", {}, True), ("c", {}, False)):
        cells.start(tag, attrs)
        if tag == "c":
            if content:
                cells.start("v", {})
                cells.end("v")
            cells.end("c")
    assert (cells.max_row, cells.max_col) == (7, 4)


def test_a_formula_saved_without_its_value_says_so_and_how_to_fix_it(tmp_path: Path) -> None:
    """A workbook written by a script holds `=B3*2` with no saved result: calamine reads an empty cell, which
    used to be "'' is not a whole number". Now: which cell, the formula, and that saving it in the spreadsheet
    program stores the value."""
    import zipfile

    game = tmp_path / "spreadsheet-decks"
    shutil.copytree(FIXTURES / "spreadsheet-decks", game)
    rows = [["id", "name", "count", "cost", "resource", "text"], *[list(map(str, (i, n, c, f["cost"], f["resource"],
            f["text"]))) for i, n, c, f in MARKET]]
    rows[2][2] = "FORMULA"
    book = game / "cards" / "market-xlsx.xlsx"
    _writers().write_xlsx(book, rows)
    parts = {n: zipfile.ZipFile(book).read(n) for n in zipfile.ZipFile(book).namelist()}
    sheet = parts["xl/worksheets/sheet1.xml"].decode()
    cell = '<c r="C3" t="inlineStr"><is><t>FORMULA</t></is></c>'
    assert sheet.count(cell) == 1
    parts["xl/worksheets/sheet1.xml"] = sheet.replace(cell, '<c r="C3"><f>D3*2</f></c>').encode()
    with zipfile.ZipFile(book, "w") as z:
        for name, data in parts.items():
            z.writestr(name, data)
    result = CliRunner().invoke(app, ["check", "--content", str(tmp_path)])
    assert result.exit_code == 2
    assert result.output.splitlines()[:2] == [
        f"{game}/cards/market-xlsx.xlsx:Sheet1!C3: error[SCH002] the cell holds the formula '=D3*2' but no value "
        "saved with it",
        "    hint: open the workbook in your spreadsheet program and save it: pnp reads the value the program saves "
        "with each formula, and a file written by a script often has none"]
    assert "is not a whole number" not in result.output


def test_a_formula_with_its_saved_value_reads_as_the_value(tmp_path: Path) -> None:
    import zipfile

    from generator.load.sheets import read_workbook_table, uncached_formulas

    book = tmp_path / "deck.xlsx"
    _writers().write_xlsx(book, [["id", "count"], ["a", "FORMULA"]])

    parts = {n: zipfile.ZipFile(book).read(n) for n in zipfile.ZipFile(book).namelist()}
    parts["xl/worksheets/sheet1.xml"] = parts["xl/worksheets/sheet1.xml"].replace(
        b'<c r="B2" t="inlineStr"><is><t>FORMULA</t></is></c>', b'<c r="B2"><f>1+1</f><v>2</v></c>')
    with zipfile.ZipFile(book, "w") as z:
        for name, data in parts.items():
            z.writestr(name, data)
    assert uncached_formulas(book, "Sheet1") == {}
    table, problems = read_workbook_table(book, "deck.xlsx", "x")
    assert not problems and table.rows[0].cells == ("a", "2")
