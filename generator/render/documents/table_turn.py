"""A table turned round: its columns become rows, its rows columns.

A table of many columns and few rows (an army of twelve pieces, each a column, three rows of rank, count and
move) is too wide for a quick reference's column even in the tightest type, where the same table turned (twelve
rows of four cells) fits in its own type. table_fit.py asks for it between hyphenated words and words broken
anywhere. The markup is pnp's own (templates/docs/blocks/table.html.j2) or markdown-it's: rows of `th`/`td`
cells in a `thead` and a `tbody`, a cell spanning columns with `colspan`. A table of any other shape (a `tfoot`,
a row of its own class such as a row of totals, a table inside a cell, two header rows, cells that do not make a
full grid) is not turned.
"""
from __future__ import annotations

import re
from typing import Optional

_ROW = re.compile(r"<tr>(.*?)</tr>", re.S)
_CELL = re.compile(r"<(th|td)\b([^>]*)>(.*?)</\1>", re.S)
_SPAN = re.compile(r"""\s(colspan|rowspan)\s*=\s*["']?(\d+)["']?""", re.I)
_SCOPE = re.compile(r"""\sscope\s*=\s*["']?\w+["']?""", re.I)
_SECTIONS = re.compile(r"\s*<thead>(.*?)</thead>\s*<tbody>(.*?)</tbody>\s*", re.S)


class _Cell:
    __slots__ = ("attrs", "body", "rows", "cols")

    def __init__(self, attrs: str, body: str, rows: int, cols: int) -> None:
        self.attrs, self.body, self.rows, self.cols = attrs, body, rows, cols


def _grid(rows: list[str]) -> Optional[list[list[_Cell]]]:
    """Each row's cells, a spanning cell standing in every place it covers; None when they make no full grid."""
    grid: list[list[Optional[_Cell]]] = [[] for _ in rows]
    for r, row in enumerate(rows):
        if _CELL.sub("", row).strip():
            return None   # something between the cells
        c = 0
        for m in _CELL.finditer(row):
            while c < len(grid[r]) and grid[r][c] is not None:
                c += 1
            spans = {k.lower(): int(v) for k, v in _SPAN.findall(m.group(2))}
            cell = _Cell(_SPAN.sub("", _SCOPE.sub("", m.group(2))), m.group(3), spans.get("rowspan", 1),
                         spans.get("colspan", 1))
            if r + cell.rows > len(rows) or cell.rows < 1 or cell.cols < 1:
                return None
            for dr in range(cell.rows):
                line = grid[r + dr]
                while len(line) < c + cell.cols:
                    line.append(None)
                for dc in range(cell.cols):
                    if line[c + dc] is not None:
                        return None
                    line[c + dc] = cell
            c += cell.cols
    width = len(grid[0]) if grid else 0
    if width < 2 or any(len(line) != width or None in line for line in grid):
        return None
    return grid   # type: ignore[return-value]  # (no None left: checked above)


def turned(html: str, start: int) -> Optional[tuple[str, int]]:
    """The table whose opening tag starts at `start`, turned round, and where the table ended in `html`; None
    when it is no table to turn or turning would not make it narrower."""
    tag_end = html.find(">", start) + 1
    end = html.find("</table>", tag_end)
    if tag_end <= 0 or end < 0 or "<table" in html[tag_end:end]:
        return None
    sections = _SECTIONS.fullmatch(html, tag_end, end)
    if sections is None:
        return None
    head, body = _ROW.findall(sections.group(1)), _ROW.findall(sections.group(2))
    rows = head + body
    # one header row, every row a plain <tr> (a row with a class, a total, keeps its place)
    if len(head) != 1 or not body or len(rows) != sections.group(0).count("<tr"):
        return None
    grid = _grid(rows)
    if grid is None or len(grid) >= len(grid[0]):
        return None
    out, seen = [], set()
    for c in range(len(grid[0])):
        cells = []
        for r in range(len(grid)):
            cell = grid[r][c]
            if id(cell) in seen:
                continue
            seen.add(id(cell))
            tag = "th" if c == 0 or r == 0 else "td"
            scope = ' scope="row"' if r == 0 and c > 0 else ""
            spans = (f' colspan="{cell.rows}"' if cell.rows > 1 else "") + \
                (f' rowspan="{cell.cols}"' if cell.cols > 1 else "")
            cells.append(f"<{tag}{cell.attrs}{scope}{spans}>{cell.body}</{tag}>")
        out.append("<tr>" + "".join(cells) + "</tr>")
    markup = html[start:tag_end] + "<thead>" + out[0] + "</thead><tbody>" + "".join(out[1:]) + "</tbody>"
    return markup, end
