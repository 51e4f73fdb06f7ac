"""Tables that say what the data says: a game.yaml table shaped before it is printed.

A table is a grid of rows (engine rules) by columns (values of one axis).
Printed as it stands, a grid whose values do not change says the same number
over and over. Four rules, applied in this order, make it say it once:

1. **One value**: a single row whose cells are all equal (one column, or
   every column the same) is a sentence, not a table, worded as a person
   would say it: "Cards kept: 5 for 2–4 players.", "Trial cards after
   sorting: 21 for Disciple and Martyr alike." (the caller words the columns:
   `across`).
2. **Repeated rows**: three or four rows whose cells are the same, column
   for column, and whose labels name things of one kind (a word each, or
   their last words alike) are one row whose label names them all ("Farmland tiles,
   Forest tiles, Desert tiles: 4 5 6"). Rows of different things that happen
   to agree stay apart ("Ingredient cards taken when you shop", "Points lost
   per unfinished recipe", both 2, in recipe-fractions' kitchen rules), as do
   two rows that agree: two
   different rules that happen to give the same numbers read better apart;
   so do five or more, whose names would make a label a paragraph long
   (views.each_of first makes such rows one "Tiles of each terrain" row when
   they are one rule called for each value of one argument).
3. **Equal columns**: neighbouring columns of a numeric axis whose cells are
   the same in every row are one column headed by their span ("2–3").
   Columns of named values (a card, a difficulty) are never merged: a reader
   looks them up by name.
4. **Constant rows**: in a table that still has two or more columns, a row
   whose cells are all equal prints its value once, in a cell spanning every
   column.

When every row is constant, rules 3 and 4 together leave one column: the
table prints as label and value under the axis' whole span.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Callable, Sequence

from ...core.scripts import UNSPACED
from ...load.languages import english

REPEATED_ROWS = 3   # this many equal rows are one row
MERGED_NAMES = 4    # ... and at most this many: a row label names no more rows than this
_NUMERIC = re.compile(r"^\d+(?:\u2013\d+)?$")


@dataclass(frozen=True)
class CellView:
    text: str
    span: int = 1


@dataclass(frozen=True)
class ShapedRow:
    label: str
    cells: tuple[CellView, ...]


@dataclass(frozen=True)
class ShapedTable:
    """What a table template prints: header columns and rows, or one sentence instead of both."""

    columns: tuple[str, ...]
    rows: tuple[ShapedRow, ...]
    sentence: str


def _bounds(header: str) -> tuple[int, int]:
    low, _, high = header.partition("\u2013")
    return int(low), int(high or low)


def numeric(headers: Sequence[str]) -> bool:
    """Whether column headers are numbers or ranges of them (a player count), not names."""
    return all(_NUMERIC.match(h) for h in headers)


def _span(headers: Sequence[str]) -> str:
    """Headers of merged columns as one: consecutive numbers as a range, anything else listed."""
    if all(_NUMERIC.match(h) for h in headers):
        bounds = [_bounds(h) for h in headers]
        if all(bounds[i][1] + 1 == bounds[i + 1][0] for i in range(len(bounds) - 1)):
            low, high = bounds[0][0], bounds[-1][1]
            return str(low) if low == high else f"{low}\u2013{high}"
    return ", ".join(headers)


# scripts written without spaces between words (Han, kana, Thai, Lao, Myanmar, Khmer): a label in one is one
# "word" however many words it holds
_UNSPACED = re.compile(f"[{UNSPACED}]")


def _one_kind(labels: Sequence[str]) -> bool:
    """Whether the labels name things of one kind: names of a word each ('Wood', 'Stone', 'Grain'), or their
    last words alike, a plural's s aside ('Farmland tiles', 'Forest tile'). A label in a script written without
    spaces is no word of its own: sakura-ichiba's (written outside the project, in Japanese) '1日に仕入れる品物カード',
    '仕入れを休んだときの銭（文）' and '1日に迎えるお客', three rules of 2, printed as one row."""
    words = [label.split() for label in labels]
    if all(len(w) == 1 for w in words) and not any(_UNSPACED.search(label) for label in labels):
        return True
    return len({(w or [""])[-1].lower().rstrip(".:").removesuffix("s") for w in words}) == 1


def _merge_rows(labels: Sequence[str], grid: Sequence[tuple[str, ...]]) -> tuple[list[str], list[tuple[str, ...]]]:
    names: dict[tuple[str, ...], list[str]] = {}
    for label, cells in zip(labels, grid):
        names.setdefault(cells, []).append(label)
    out_labels: list[str] = []
    out_rows: list[tuple[str, ...]] = []
    for label, cells in zip(labels, grid):
        group = names[cells]
        if not REPEATED_ROWS <= len(group) <= MERGED_NAMES or not _one_kind(group):
            out_labels.append(label)
            out_rows.append(cells)
        elif label == group[0]:
            out_labels.append(", ".join(group))
            out_rows.append(cells)
    return out_labels, out_rows


def _merge_columns(headers: Sequence[str], grid: Sequence[tuple[str, ...]]) -> tuple[list[str], list[tuple[str, ...]]]:
    if not all(_NUMERIC.match(h) for h in headers):
        return list(headers), list(grid)
    groups: list[list[int]] = []
    for i in range(len(headers)):
        if groups and all(row[i] == row[groups[-1][0]] for row in grid):
            groups[-1].append(i)
        else:
            groups.append([i])
    merged_headers = [_span([headers[i] for i in g]) for g in groups]
    return merged_headers, [tuple(row[g[0]] for g in groups) for row in grid]


def shape_table(axis_label: str, columns: Sequence[str], labels: Sequence[str],
                grid: Sequence[Sequence[str]], across: str = "",
                words: Callable[..., str] = english, merge: bool = True) -> ShapedTable:
    """Apply the four rules above to a table's header, row labels and cell texts. `across` words every column
    at once for rule 1's sentence ('2–4 players', 'Disciple and Martyr alike'; the axis label and its span
    when not given); `words` gives pnp's frame words (an edition's); `merge` False (a table's `merge: false`) leaves
    rules 3 and 4 out."""
    rows = [tuple(r) for r in grid]
    whole = _span(list(columns))
    if len(rows) == 1 and len(set(rows[0])) == 1:
        return ShapedTable((), (), words("{label}: {value} for {across}.", label=labels[0], value=rows[0][0],
                                         across=across or f"{axis_label} {whole}"))
    labels, rows = _merge_rows(labels, rows)
    headers, rows = _merge_columns(columns, rows) if merge else (list(columns), rows)
    if merge and all(len(set(r)) == 1 for r in rows):
        return ShapedTable((whole,), tuple(ShapedRow(lab, (CellView(r[0], 1),)) for lab, r in zip(labels, rows)), "")
    # (rule 4 too is left out by `merge: false`: an axis of separate quantities, "Movement cost" and "Scout
    # points", whose cells happen to agree in a row, prints each: hex-scouts, written outside the project)
    shaped = tuple(ShapedRow(lab, (CellView(r[0], len(r)),) if merge and len(headers) > 1 and len(set(r)) == 1
                             else tuple(CellView(c) for c in r))
                   for lab, r in zip(labels, rows))
    return ShapedTable(tuple(headers), shaped, "")
