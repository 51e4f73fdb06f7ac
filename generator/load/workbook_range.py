"""How far a workbook sheet's cells reach, found from the file's XML before python-calamine reads it.

calamine builds a sheet as one dense grid from A1 (or the first filled cell) to the farthest filled
cell, so a 1 kB .xlsx whose only stray value sits at XFD1048576 asks for 17 billion cells and ends the
process with a Rust allocation failure (no Python exception to catch). This module streams the
sheet's XML through expat, counting positions only (no grid, no tree), and stops at the first filled
cell past pnp's sheet limits, so the caller can refuse the file (LIM001) before calamine is asked.

A cell counts as filled when calamine could give it a value: in an .xlsx any <c> element with
content (a value, an inline string, a formula), in an .ods any cell with a value type or content
(repeats counted). Cells that only carry a style, as far-away formatting leaves them, do not count:
calamine skips them too. .xls (binary BIFF) is not read here: its format caps a sheet at 65,536 rows
and 256 columns, so calamine's grid for it is bounded anyway.
"""
from __future__ import annotations

import posixpath
import re
import zipfile
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Optional
from xml.parsers import expat

from ..core.limits import MAX_SHEET_COLUMNS, MAX_SHEET_ROWS

MAX_UNPACKED_BYTES = 200 * 1024 * 1024   # every part of a workbook together, as the zip declares them
_CHUNK = 1 << 16
_REF = re.compile(r"\$?([A-Za-z]{1,4})\$?(\d{1,9})$")
_OFFICE_DOCUMENT = "/officeDocument"
_WORKSHEET = "/worksheet"


class WorkbookUnreadable(Exception):
    """The workbook's zip or XML is damaged: calamine could not read it either."""


@dataclass(frozen=True)
class Reach:
    """The farthest filled cell seen (1-based), and whether it lies past the limits (the scan stopped there,
    in the sheet named `sheet`)."""

    row: int = 0
    col: int = 0
    past: bool = False
    unpacked: int = 0          # > 0: the workbook's parts unpack to this many bytes, past MAX_UNPACKED_BYTES
    sheet: str = ""


class _Past(Exception):
    pass


def sheet_reach(path: Path, sheet: str = "") -> Optional[Reach]:
    """How far the sheet named `sheet` reaches (every sheet, for an .ods), or None for a format not read here
    (.xls). For an .ods this must be asked before calamine opens the file, which reads every sheet at once."""
    suffix = path.suffix.lower()
    if suffix not in (".xlsx", ".xlsm", ".ods"):
        return None
    try:
        with zipfile.ZipFile(path) as z:
            unpacked = sum(info.file_size for info in z.infolist())
            if unpacked > MAX_UNPACKED_BYTES:
                return Reach(unpacked=unpacked, past=True)
            if suffix == ".ods":
                return _scan(z, ["content.xml"], _OdsCells())
            return _scan(z, _xlsx_sheet_parts(z, sheet), None)
    except (zipfile.BadZipFile, zipfile.LargeZipFile, KeyError, OSError, EOFError, expat.ExpatError,
            ValueError, NotImplementedError, RuntimeError) as exc:
        raise WorkbookUnreadable(str(exc) or type(exc).__name__) from None


def _local(name: str) -> str:
    return name.rsplit(" ", 1)[-1]


def _attr(attrs: dict[str, str], local: str) -> Optional[str]:
    for key, value in attrs.items():
        if _local(key) == local:
            return value
    return None


def _small_xml(z: zipfile.ZipFile, name: str) -> list[tuple[str, dict[str, str]]]:
    """(local tag, attributes) of every element of a small part (workbook.xml, a .rels file)."""
    if z.getinfo(name).file_size > 16 * 1024 * 1024:
        raise ValueError(f"{name} is too large")
    found: list[tuple[str, dict[str, str]]] = []
    parser = expat.ParserCreate(namespace_separator=" ")
    parser.StartElementHandler = lambda tag, attrs: found.append((_local(tag), attrs))
    parser.Parse(z.read(name), True)
    return found


def _relations(z: zipfile.ZipFile, part: str) -> dict[str, tuple[str, str]]:
    """Id -> (type, target part) of a part's relationships file."""
    folder, base = posixpath.split(part)
    rels = posixpath.join(folder, "_rels", base + ".rels")
    if rels not in z.NameToInfo:
        return {}
    out = {}
    for tag, attrs in _small_xml(z, rels):
        if tag == "Relationship" and "Id" in attrs and "Target" in attrs:
            target = attrs["Target"]
            where = target.lstrip("/") if target.startswith("/") else posixpath.join(folder, target)
            out[attrs["Id"]] = (attrs.get("Type", ""), posixpath.normpath(where))
    return out


def _xlsx_sheet_parts(z: zipfile.ZipFile, sheet: str) -> list[str]:
    """The worksheet part that holds `sheet`; every worksheet part when the workbook's links do not say."""
    workbook = next((target for kind, target in _relations(z, "").values() if kind.endswith(_OFFICE_DOCUMENT)),
                    "xl/workbook.xml")
    if workbook in z.NameToInfo:
        links = _relations(z, workbook)
        for tag, attrs in _small_xml(z, workbook):
            if tag == "sheet" and attrs.get("name") == sheet:
                rid = next((v for k, v in attrs.items() if " " in k and _local(k) == "id"), None)
                if rid in links and links[rid][1] in z.NameToInfo:
                    return [links[rid][1]]
    return [n for n in z.namelist() if "worksheets/" in n and n.endswith(".xml")]


def _scan(z: zipfile.ZipFile, parts: list[str], ods: Optional["_OdsCells"]) -> Reach:
    """Feed each part to expat in chunks; the farthest filled cell over all of them. XML that expat refuses but
    calamine may still read (a NUL byte in a cell, which pnp then reports as CHR001 at its cell) is scanned
    again tag by tag."""
    best = Reach()
    for part in parts:
        cells: Any = ods if ods is not None else _XlsxCells()
        try:
            try:
                _parse(z, part, cells)
            except expat.ExpatError:
                cells = _OdsCells() if ods is not None else _XlsxCells()
                _tags(z, part, cells)
        except _Past:
            return Reach(cells.row_seen, cells.col_seen, True, sheet=getattr(cells, "sheet", ""))
        best = Reach(max(best.row, cells.max_row), max(best.col, cells.max_col))
    return best


def _parse(z: zipfile.ZipFile, part: str, cells: Any) -> None:
    parser = expat.ParserCreate(namespace_separator=" ")
    parser.StartElementHandler, parser.EndElementHandler = cells.start, cells.end
    with z.open(part) as stream:
        while True:
            chunk = stream.read(_CHUNK)
            parser.Parse(chunk, not chunk)
            if not chunk:
                return


_TAG = re.compile(rb"<(/?)([A-Za-z_][\w.:-]*)([^<>]*?)(/?)>")
_ATTRIBUTE = re.compile(rb"""([A-Za-z_][\w.:-]*)\s*=\s*(?:"([^"]*)"|'([^']*)')""")


def _tags(z: zipfile.ZipFile, part: str, cells: Any) -> None:
    """The lenient reading: every start and end tag in order, whatever lies between them."""
    def name(raw: bytes) -> str:
        return raw.decode("utf-8", "replace").replace(":", " ")

    rest = b""
    with z.open(part) as stream:
        while True:
            chunk = stream.read(_CHUNK)
            data = rest + chunk
            cut = data.rfind(b">") + 1 if chunk else len(data)
            for m in _TAG.finditer(data, 0, cut):
                closing, tag, attrs, empty = m.groups()
                if closing:
                    cells.end(name(tag))
                    continue
                cells.start(name(tag), {name(k): (v if v is not None else w).decode("utf-8", "replace")
                                        for k, v, w in _ATTRIBUTE.findall(attrs)})
                if empty:
                    cells.end(name(tag))
            rest = data[cut:]
            if not chunk:
                return


class _Cells:
    """What the handlers share: the farthest filled cell, and a stop at the first one past the limits."""

    def __init__(self) -> None:
        self.max_row = self.max_col = 0
        self.row_seen = self.col_seen = 0

    def filled(self, row: int, col: int) -> None:
        if row > MAX_SHEET_ROWS or col > MAX_SHEET_COLUMNS:
            self.row_seen, self.col_seen = row, col
            raise _Past()
        self.max_row, self.max_col = max(self.max_row, row), max(self.max_col, col)


def column_number(letters: str) -> int:
    n = 0
    for ch in letters.upper():
        n = n * 26 + ord(ch) - 64
    return n


class _XlsxCells(_Cells):
    """<row r="..."> and <c r="..."> (both optional: a missing r is the one after the last)."""

    def __init__(self) -> None:
        super().__init__()
        self.row = self.col = 0
        self.cell: Optional[tuple[int, int]] = None
        self.content = False

    def start(self, tag: str, attrs: dict[str, str]) -> None:
        name = _local(tag)
        if self.cell is not None:
            self.content = True   # any element inside a cell: a value, an inline string, a formula
        elif name == "row":
            given = attrs.get("r")
            self.row = int(given) if given and given.isdigit() else self.row + 1
            self.col = 0
        elif name == "c":
            match = _REF.match(attrs.get("r", ""))
            if match:
                self.row, self.col = int(match.group(2)), column_number(match.group(1))
            else:
                self.col += 1
            self.cell, self.content = (self.row, self.col), False

    def end(self, tag: str) -> None:
        if self.cell is not None and _local(tag) == "c":
            if self.content:
                self.filled(*self.cell)
            self.cell = None


class _OdsCells(_Cells):
    """The rows and cells of every table, with their repeat counts (calamine reads every table of an .ods
    when it opens the file, so each one is bounded)."""

    def __init__(self) -> None:
        super().__init__()
        self.depth = 0              # table elements open; 1 = inside a sheet itself (2+: a table in a cell)
        self.sheet = ""
        self.row = self.col = 0
        self.repeat_rows = 1
        self.cell: Optional[tuple[int, int]] = None   # (first column, repeats) of the open cell
        self.content = False
        self.row_filled = 0

    def start(self, tag: str, attrs: dict[str, str]) -> None:
        name = _local(tag)
        if name == "table":
            self.depth += 1
            if self.depth == 1:
                self.sheet, self.row = _attr(attrs, "name") or "", 0
            return
        if self.depth != 1:
            return
        if self.cell is not None:
            self.content = True
        elif name == "table-row":
            self.repeat_rows = _count(_attr(attrs, "number-rows-repeated"))
            self.col, self.row_filled = 0, 0
        elif name in ("table-cell", "covered-table-cell"):
            repeats = _count(_attr(attrs, "number-columns-repeated"))
            self.cell = (self.col + 1, repeats)
            self.col += repeats
            self.content = _attr(attrs, "value-type") is not None

    def end(self, tag: str) -> None:
        name = _local(tag)
        if name == "table" and self.depth:
            self.depth -= 1
            return
        if self.depth != 1:
            return
        if self.cell is not None and name in ("table-cell", "covered-table-cell"):
            if self.content:
                self.row_filled = self.col
                self.filled(self.row + 1, self.col)
            self.cell = None
        elif name == "table-row" and self.cell is None:
            if self.row_filled:
                self.filled(self.row + self.repeat_rows, self.row_filled)
            self.row += self.repeat_rows


def _count(value: Optional[str]) -> int:
    return int(value) if value and value.isdigit() and int(value) > 0 else 1
