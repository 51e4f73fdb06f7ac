"""Read a deck's card table from a CSV file or a spreadsheet (.xlsx, .xlsm, .xls, .ods) into located rows.

CSV: the delimiter is the one of comma, semicolon and tab that the header
line uses most (many European spreadsheet programs save with semicolons);
every cell is located by line and character column. Spreadsheets are read
with python-calamine: the sheet named after the deck if there is one, else
the first sheet; the first row is the header, and every cell is located by
its sheet and cell name (`cards/faith.xlsx:Sheet1!C7`). Numbers a
spreadsheet stores as 2.0 read as 2; booleans as true/false.
"""
from __future__ import annotations

import csv
import datetime
import io
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Optional

from ..core.errors import Loc, Problem
from ..core.limits import MAX_SHEET_COLUMNS, MAX_SHEET_ROWS, MAX_TEXT, control_char, control_problem

SPREADSHEETS = (".xlsx", ".xlsm", ".xls", ".ods")
CARD_FILE_SUFFIXES = (".csv", *SPREADSHEETS)
DELIMITERS = {",": "comma", ";": "semicolon", "\t": "tab"}


@dataclass(frozen=True)
class SheetRow:
    """One row of a card table: where it is, its cells as text and where each cell is."""

    loc: Loc
    cells: tuple[str, ...]
    locs: tuple[Loc, ...]

    def at(self, index: int) -> Loc:
        return self.locs[index] if index < len(self.locs) else self.loc


@dataclass(frozen=True)
class CardTable:
    """A card file's header row and data rows, and how its cells are separated (for hints)."""

    header: Optional[SheetRow]
    rows: tuple[SheetRow, ...]
    separator: str = ""          # 'comma', 'semicolon', 'tab' for CSV; '' for spreadsheets


def card_file(folder: Path, deck_id: str, file: Optional[str]) -> tuple[str, list[str]]:
    """The deck's card file relative to the game folder, and the others that would also match.

    `file:` in game.yaml wins; else cards/<id>.csv, .xlsx, ... whichever exists (the first when none does).
    """
    if file:
        return file, []
    found = [f"cards/{deck_id}{suffix}" for suffix in CARD_FILE_SUFFIXES if (folder / "cards" / f"{deck_id}{suffix}").is_file()]
    return (found[0], found[1:]) if found else (f"cards/{deck_id}.csv", [])


def sniff_delimiter(line: str) -> str:
    """The delimiter (comma, semicolon or tab) a header line uses most outside quotes; comma on a tie."""
    counts = dict.fromkeys(DELIMITERS, 0)
    quoted = False
    for ch in line:
        if ch == '"':
            quoted = not quoted
        elif ch in counts and not quoted:
            counts[ch] += 1
    return max(counts, key=lambda d: (counts[d], d == ","))


def _columns(line: str, delimiter: str) -> list[int]:
    """1-based character column where each field of a single physical line starts: after each delimiter outside
    quotes (each '"' opens or closes a quoted stretch, so '""' inside one leaves it open). Read a stretch between
    quotes at a time with str.find, not a character at a time: every row of every deck goes through here."""
    starts, quoted, offset = [1], False, 0
    for stretch in line.split('"'):
        if not quoted:
            at = stretch.find(delimiter)
            while at >= 0:
                starts.append(offset + at + 2)
                at = stretch.find(delimiter, at + 1)
        offset += len(stretch) + 1   # the stretch and the quote after it
        quoted = not quoted
    return starts


TOO_LONG_HINT = "shorten the text or split it over columns; see docs/content-format.md#limits"


def too_long(length: int) -> str:
    """The one message for a cell past the text limit, whether the CSV reader or the cell typing finds it."""
    return f"the cell holds {length:,} characters; pnp allows at most {MAX_TEXT:,}"


def _long_cell(text: str, line: int, delimiter: str) -> Optional[tuple[int, int, int, int]]:
    """(line, col, field index, length) of the first cell past MAX_TEXT in the record starting at `line`.

    Python's csv module stops at its own field limit (131,072 characters) with a message that names
    neither the cell nor pnp's limit; this finds the cell, following quotes across lines."""
    at = 0
    for _ in range(line - 1):
        at = text.index("\n", at) + 1
    index, start, length, quoted, row, col = 0, (line, 1), 0, False, line, 1
    i = at
    while i < len(text):
        ch = text[i]
        if ch == '"':
            if quoted and text.startswith('""', i):
                length, i, col = length + 1, i + 2, col + 2
                continue
            quoted = not quoted
        elif not quoted and ch in (delimiter, "\n"):
            if length > MAX_TEXT:
                break
            if ch == "\n":
                return None
            index, start, length = index + 1, (row, col + 1), 0
        elif ch != "\r" or quoted:
            length += 1
        if ch == "\n":
            row, col = row + 1, 1
        else:
            col += 1
        i += 1
    return (*start, index, length) if length > MAX_TEXT else None


def read_csv_table(text: str, shown: str) -> tuple[Optional[CardTable], list[Problem]]:
    """A CSV card table with every cell located by line and column."""
    lines = text.splitlines()
    delimiter = sniff_delimiter(lines[0]) if lines else ","
    reader = csv.reader(io.StringIO(text), delimiter=delimiter)
    rows: list[SheetRow] = []
    try:
        start = 1
        for cells in reader:
            line_text = lines[start - 1] if start - 1 < len(lines) else ""
            cols = _columns(line_text, delimiter)
            rows.append(SheetRow(Loc(shown, start, 1), tuple(cells),
                                 tuple(Loc(shown, start, cols[i] if i < len(cols) else 1) for i in range(len(cells)))))
            start = reader.line_num + 1
    except csv.Error as exc:
        found = _long_cell(text, start, delimiter) if "field limit" in str(exc) else None
        if found:
            line, col, index, length = found
            names = rows[0].cells if rows else ()
            named = f"column '{names[index].strip()}': " if rows and index < len(names) else ""
            return None, [Problem("LIM001", Loc(shown, line, col), named + too_long(length), TOO_LONG_HINT)]
        return None, [Problem("CSV001", Loc(shown, reader.line_num, 1), f"cannot read the CSV: {exc}")]
    opened = _open_quote(text, rows[-1].loc.line, delimiter) if rows else None
    if opened and any(rest.strip() for rest in lines[opened[0]:]):   # it swallowed lines (on the last, nothing)
        line, col = opened
        last = len(lines)
        swallowed = f"line {line}" if last == line else f"lines {line}-{last}"
        return None, [Problem("CSV001", Loc(shown, line, col),
                              f"a quote opened here is never closed: the rest of the file ({swallowed}) became one "
                              "cell", 'close it after the cell\'s text ("Take one Wood.") or, for a quote mark '
                              'inside the text, write it twice ("a ""big"" card")')]
    header = rows[0] if rows else None
    return CardTable(header, tuple(rows[1:]), DELIMITERS[delimiter]), []


def _open_quote(text: str, line: int, delimiter: str) -> Optional[tuple[int, int]]:
    """(line, col) of a quote that opens a cell of the record starting at `line` and is still open at the end of
    the file, or None. Python's csv reader (not strict) reads such a cell to the end of the file without a word, so
    every card after it vanishes into one cell. A quote opens a cell only as its first character; one inside an
    unquoted cell (5" ruler) is text, as the reader takes it."""
    at = 0
    for _ in range(line - 1):
        at = text.index("\n", at) + 1
    i, size = at, len(text)
    while i < size:
        if text[i] == '"':
            j = i + 1
            while True:
                close = text.find('"', j)
                if close < 0:
                    return line + text.count("\n", at, i), i - text.rfind("\n", 0, i)
                if not text.startswith('""', close):
                    break
                j = close + 2
            i = close + 1
        ends = [end for end in (text.find(delimiter, i), text.find("\n", i)) if end >= 0]
        if not ends:
            return None
        i = min(ends) + 1
    return None


def _cell_name(sheet: str, row: int, col: int) -> str:
    letters = ""
    while col:
        col, rest = divmod(col - 1, 26)
        letters = chr(65 + rest) + letters
    quoted = sheet if sheet.replace("_", "").isalnum() else "'" + sheet.replace("'", "''") + "'"
    return f"{quoted}!{letters}{row}"


def _cell_text(value: Any) -> str:
    """A spreadsheet value as the text a CSV would hold."""
    if value is None:
        return ""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, float) and value.is_integer():
        return str(int(value))
    if isinstance(value, (datetime.date, datetime.time)):
        return value.isoformat()
    return str(value)


def _too_wide(shown: str, sheet: str, reach: Any) -> Problem:
    """LIM001 at the file for a sheet that reaches past the sheet limits (or a workbook that unpacks too large)."""
    from .workbook_range import MAX_UNPACKED_BYTES

    if reach.unpacked:
        return Problem("LIM001", Loc(shown, 1, 1), f"the workbook unpacks to {reach.unpacked:,} bytes; pnp reads "
                       f"at most {MAX_UNPACKED_BYTES:,}", "save the deck's sheet in a workbook of its own, or "
                       "export it as a CSV; see docs/content-format.md#limits")
    named, cell = _cell_name(sheet, reach.row, reach.col).rsplit("!", 1)
    return Problem("LIM001", Loc(shown, 1, 1),
                   f"sheet {named} has a value in cell {cell}, past the {MAX_SHEET_ROWS:,} rows and "
                   f"{MAX_SHEET_COLUMNS} columns (A to IV) pnp reads of a sheet",
                   "delete that cell (or the rows and columns after the card table) in your spreadsheet program; "
                   "a deck's sheet holds a header row and at most one row per card. See "
                   "docs/content-format.md#limits")


_MAIN = "{http://schemas.openxmlformats.org/spreadsheetml/2006/main}"
_REL = "{http://schemas.openxmlformats.org/officeDocument/2006/relationships}id"
_CELL_REF = re.compile(r"([A-Z]+)(\d+)")


def _column_number(letters: str) -> int:
    number = 0
    for letter in letters:
        number = number * 26 + ord(letter) - 64
    return number


def uncached_formulas(path: Path, sheet: str) -> dict[tuple[int, int], str]:
    """The formula cells of an .xlsx/.xlsm sheet saved without a value, as {(row, column): formula}.

    A spreadsheet program saves each formula's result beside it, and that result is what pnp (through calamine)
    reads; a workbook written by a script (openpyxl, for one) often holds the formulas alone, which read as
    empty cells. An unreadable part is no finding here: calamine has read the file already."""
    import zipfile
    from xml.etree import ElementTree

    try:
        with zipfile.ZipFile(path) as z:
            book = ElementTree.fromstring(z.read("xl/workbook.xml"))
            rid = next((s.get(_REL) for s in book.iter(f"{_MAIN}sheet") if s.get("name") == sheet), None)
            rels = ElementTree.fromstring(z.read("xl/_rels/workbook.xml.rels"))
            target = next((r.get("Target", "") for r in rels if r.get("Id") == rid), "")
            part = target.lstrip("/") if target.startswith("/") else f"xl/{target}"
            found: dict[tuple[int, int], str] = {}
            with z.open(part) as xml:
                for _, cell in ElementTree.iterparse(xml):
                    if cell.tag != f"{_MAIN}c":
                        continue
                    formula, value = cell.find(f"{_MAIN}f"), cell.find(f"{_MAIN}v")
                    ref = _CELL_REF.fullmatch(cell.get("r", ""))
                    if formula is not None and (value is None or not (value.text or "")) and ref:
                        found[(int(ref[2]), _column_number(ref[1]))] = formula.text or ""
                    cell.clear()
            return found
    except (KeyError, OSError, ValueError, zipfile.BadZipFile, ElementTree.ParseError):
        return {}


def read_workbook_table(path: Path, shown: str, deck_id: str) -> tuple[Optional[CardTable], list[Problem]]:
    """A spreadsheet card table: the deck's sheet (else the first), each cell located by sheet and cell name."""
    from python_calamine import CalamineWorkbook

    from .workbook_range import sheet_reach

    resave = f"save it again as {path.suffix} from your spreadsheet program, or export a CSV"
    try:
        # calamine builds a sheet as one grid up to its farthest cell: bounded first, or a stray cell far away
        # asks for gigabytes and aborts the process (an .ods has every sheet read when it is opened)
        ods = path.suffix.lower() == ".ods"
        reach = sheet_reach(path) if ods else None
        if reach is not None and reach.past:
            return None, [_too_wide(shown, reach.sheet, reach)]
        workbook = CalamineWorkbook.from_path(str(path))
        names = list(workbook.sheet_names)
        if not names:
            return None, [Problem("CSV001", Loc(shown, 1, 1), "the workbook has no sheets")]
        sheet = deck_id if deck_id in names else names[0]
        reach = None if ods else sheet_reach(path, sheet)
        if reach is not None and reach.past:
            return None, [_too_wide(shown, sheet, reach)]
        values = workbook.get_sheet_by_name(sheet).to_python(skip_empty_area=False)
    except Exception as exc:   # calamine raises its own errors for damaged or mislabelled files; WorkbookUnreadable
        return None, [Problem("FILE002", Loc(shown, 1, 1, cell=""), f"cannot read the spreadsheet: {exc}", resave)]
    if path.suffix.lower() in (".xlsx", ".xlsm"):
        blank = uncached_formulas(path, sheet)
        if blank:
            return None, [Problem("SCH002", Loc(shown, r, c, cell=_cell_name(sheet, r, c)),
                                  f"the cell holds the formula '={formula}' but no value saved with it"
                                  if formula else "the cell holds a formula but no value saved with it",
                                  "open the workbook in your spreadsheet program and save it: pnp reads the value "
                                  "the program saves with each formula, and a file written by a script often has "
                                  "none") for (r, c), formula in sorted(blank.items())[:20]]
    rows = []
    refused: list[Problem] = []
    for r, raw in enumerate(values, start=1):
        cells = [_cell_text(v) for v in raw]
        while cells and not cells[-1].strip():
            cells.pop()
        for c, cell in enumerate(cells, start=1):   # what read_text refuses in a CSV, refused in a cell
            at = control_char(cell)
            if at is not None and len(refused) < 20:
                refused.append(control_problem(Loc(shown, r, c, cell=_cell_name(sheet, r, c)), cell[at]))
        rows.append(SheetRow(Loc(shown, r, 1, cell=_cell_name(sheet, r, 1)), tuple(cells),
                             tuple(Loc(shown, r, c, cell=_cell_name(sheet, r, c)) for c in range(1, len(cells) + 1))))
    if refused:
        return None, refused
    header = rows[0] if rows else None
    return CardTable(header, tuple(rows[1:])), []
