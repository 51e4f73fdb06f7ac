"""Tables: every cell of a table bound to an engine rule equals the engine's value."""
from __future__ import annotations

import re
from typing import Any

from ..model import IntRange, Table
from .findings import MISSING, Context, same, shown
from .registry import family

_RANGE = re.compile(r"^\s*\d+\s*[-\u2010-\u2013]\s*\d+\s*$")


def expand(value: Any) -> list[Any]:
    """The engine arguments one column stands for: '2-3' -> [2, 3]."""
    if isinstance(value, str) and _RANGE.match(value):
        return list(IntRange.from_yaml(value))
    return [value]


def slug(text: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", text.lower()).strip("-")


def call_args(table: Table, row_args: Any, value: Any) -> dict[str, Any]:
    return {**row_args, table.axis.name: value}


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
            if row.rule is None:
                ctx.report("TBL003", row.loc, f"table '{table.id}' row '{row.label}' is bound to no engine rule",
                           hint="add rule: <engine function> so pnp check can verify the row", subject=subject)
                continue
            func = ctx.rule(row.rule, game.where(*row.path, "rule"), subject)
            if func is None:
                continue
            for i, (column, cell) in enumerate(zip(table.axis.values, row.values)):
                for arg in expand(column):
                    got = ctx.call(func, call_args(table, row.args, arg), f"{subject}/{arg}")
                    if got is MISSING:
                        break
                    if not same(cell, got):
                        ctx.report("TBL001", game.where(*row.path, "values", i),
                                   f"table '{table.id}', row '{row.label}', {table.axis.label} {arg}: "
                                   f"the table prints {shown(cell)} but {row.rule}() gives {shown(got)}",
                                   expected=got, actual=cell, subject=f"{subject}/{arg}",
                                   hint="correct the cell, or the engine rule if the table is right")
                        break
