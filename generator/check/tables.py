"""Tables: every cell of a table bound to an engine rule equals the engine's value."""
from __future__ import annotations

import functools
import re
from typing import Any, Optional

from ..core.errors import Loc
from ..core.slugs import slug
from ..model import IntRange, Table
from .catalogue import declare
from .findings import MISSING, Context, same, shown
from .registry import family

declare("TBL001", family="tables", severity="error", title="a table cell differs from the engine's value")
declare("TBL002", family="tables", severity="error",
        title="a table row has a different number of cells than its axis")
declare("TBL003", family="tables", severity="warning", title="a table row is bound to no engine rule")
declare("TBL004", family="tables", severity="error", title="a table row's format cannot print one of its cells")

_RANGE = re.compile(r"^\s*\d+\s*[-\u2010-\u2013]\s*\d+\s*$")
# a number with a footnote mark after it ('5*', '8\u2020', '1\u2021', '3\u00b9'): the mark points to a note under the
# table; the number is what the cell prints of the rule
_MARKED = re.compile(r"^\s*([-\u2212]?\d+(?:\.\d+)?)\s*(?:[*\u2020\u2021\u00a7\u00b6]+|[\u00b9\u00b2\u00b3\u2070\u2074-\u2079]+)\s*$")


def _agrees(cell: Any, got: Any) -> bool:
    """The cell prints the engine's value: equal (findings.same), or its number with a footnote mark after it."""
    if same(cell, got):
        return True
    marked = _MARKED.match(cell) if isinstance(cell, str) else None
    if marked is None or isinstance(got, bool):
        return False
    number = marked.group(1).replace("\u2212", "-")
    if isinstance(got, (int, float)):
        return float(number) == got
    return isinstance(got, str) and got.strip() == number


def expand(value: Any, allowed: Optional[IntRange] = None) -> list[Any]:
    """The engine arguments one column stands for: '2-3' -> [2, 3]; with `allowed`, the player counts of a game
    whose counts have gaps, a span's counts the game has ('4-8' of a game for 4, 6 or 8 is 4, 6 and 8)."""
    if isinstance(value, str) and _RANGE.match(value):
        counts = list(IntRange.from_yaml(value))
        return [n for n in counts if n in allowed] or counts if allowed is not None and allowed.only else counts
    return [value]


def column_players(game: Any, table: Table) -> Optional[IntRange]:
    """The player counts a table's `players` axis covers (its variant's, else the game's); None for another axis."""
    if table.axis.name != "players":
        return None
    variant = game.variant(table.variant) if table.variant else None
    return variant.players if variant else game.players


def call_args(table: Table, row_args: Any, value: Any) -> dict[str, Any]:
    return {**row_args, table.axis.name: value}


def _check_format(ctx: Context, table: Table, row: Any, subject: str) -> None:
    """TBL004: the row's `format` prints every cell as the documents print it (load/templating.py cell_text); one
    it cannot ('{:+d}' of a text cell, '{0} {1}' of one value) would stop the build at the document's line."""
    if not row.format:
        return
    from ..load.cells import cell_text

    for column, cell in zip(table.axis.values, row.values):
        try:
            cell_text(cell, row.format)
        except (ValueError, IndexError, KeyError, TypeError, AttributeError) as exc:
            ctx.report("TBL004", ctx.game.where(*row.path, "format"),
                       f"table '{table.id}' row '{row.label}': format '{row.format}' cannot print the cell "
                       f"{shown(cell)} (column {column}): {exc}", actual=row.format, subject=f"{subject}/format",
                       hint="write a format every cell of the row takes, e.g. '{}' for text, '{:+}' for signed "
                            "numbers; an empty (null) cell prints a dash and is never formatted")
            return


def _arg_at(game: Any, table: Table, row: Any, key: Optional[str]) -> Loc:
    """Where the content writes a row's argument: its args, or the axis for the axis's own name."""
    if key == table.axis.name and key not in row.args:
        return game.where(*table.path, "axis", "name")
    return game.where(*row.path, "args", key)


@family("tables")
def check_tables(ctx: Context) -> None:
    game = ctx.game
    for table in game.tables:
        for row in table.rows:
            subject = f"{table.id}/{slug(row.label)}"
            if len(row.values) != len(table.axis.values):
                ctx.report("TBL002", row.loc,
                           f"table '{table.id}' row '{row.label}' has {len(row.values)} cells "
                           f"but the axis has {len(table.axis.values)} values",
                           expected=len(table.axis.values), actual=len(row.values),
                           hint="give one cell per axis value; write null for an empty cell", subject=subject)
                continue
            _check_format(ctx, table, row, subject)
            if row.rule is None:
                ctx.report("TBL003", row.loc, f"table '{table.id}' row '{row.label}' is bound to no engine rule",
                           hint="add rule: <engine function> so pnp check can verify the row", subject=subject)
                continue
            func = ctx.rule(row.rule, game.where(*row.path, "rule"), subject)
            if func is None:
                continue
            wrong: list[tuple[int, Any, Any, Any]] = []   # (cell index, axis value, printed, engine)
            for i, (column, cell) in enumerate(zip(table.axis.values, row.values)):
                for arg in expand(column, column_players(game, table)):
                    got = ctx.call(func, call_args(table, row.args, arg), f"{subject}/{arg}",
                                   args_at=functools.partial(_arg_at, game, table, row),
                                   axis=(table.axis.name, game.where(*row.path, "rule"))
                                   if table.axis.name not in row.args else None)
                    if got is MISSING:
                        break
                    if not _agrees(cell, got):
                        wrong.append((i, arg, cell, got))
                        break
            _report_cells(ctx, table, row, subject, wrong)


def _report_cells(ctx: Context, table: Table, row: Any, subject: str, wrong: list[tuple[int, Any, Any, Any]]) -> None:
    """One finding per row: at the first wrong cell, listing every cell the engine rule disagrees with."""
    if not wrong:
        return
    game = ctx.game
    i, arg, cell, got = wrong[0]
    where = game.where(*row.path, "values", i)
    if len(wrong) == 1:
        ctx.report("TBL001", where, f"table '{table.id}', row '{row.label}', {table.axis.label} {arg}: "
                   f"the table prints {shown(cell)} but {row.rule}() gives {shown(got)}",
                   expected=got, actual=cell, subject=f"{subject}/{arg}",
                   hint="correct the cell, or the engine rule if the table is right")
        return
    cells = "; ".join(f"{table.axis.label} {a}: {shown(c)} vs {shown(g)}" for _, a, c, g in wrong)
    ctx.report("TBL001", where, f"table '{table.id}', row '{row.label}': {len(wrong)} of {len(row.values)} cells "
               f"differ from {row.rule}() (printed vs engine) - {cells}",
               expected=[g for *_, g in wrong], actual=[c for _, _, c, _ in wrong],
               subject=f"{subject}/{','.join(str(a) for _, a, _, _ in wrong)}",
               hint=f"if {row.rule}() changed on purpose, reprint the row from it; else correct the engine rule")
