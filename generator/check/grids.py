"""Grid maps: every cell a map, a feature or the card data names exists, and features join neighbours.

GRD001: a cell, terrain or feature kind that does not exist (or a name used twice).
GRD002: a feature step between cells that are not neighbours.
GRD003: a grid whose size or coordinate format cannot work (no cells, labels that repeat).
"""
from __future__ import annotations

from typing import Optional

from ..model import GridMap
from ..model.base import game_colour
from ..model.grid_geometry import Cell, GridGeometry, cell_index
from .catalogue import declare
from .findings import Context
from .names import did_you_mean
from .registry import family

declare("GRD001", family="grids", severity="error",
        title="a grid map names a cell, terrain or feature kind it does not have")
declare("GRD002", family="grids", severity="error", title="a grid feature runs between cells that are not neighbours")
declare("GRD003", family="grids", severity="error", title="a grid map's size or coordinate format cannot work")


class _Cells:
    """Resolves cell references for one map, reporting the unknown ones."""

    def __init__(self, ctx: Context, grid: GridMap, geometry: GridGeometry) -> None:
        self.ctx, self.grid, self.geometry = ctx, grid, geometry
        self.index = cell_index(grid, geometry)

    def find(self, ref: str, path: tuple, what: str) -> Optional[Cell]:
        cell = self.index.get(ref)
        if cell is None:
            last = self.geometry.label((self.geometry.columns, self.geometry.rows))
            hint = did_you_mean(ref, list(self.index)) or f"cells run from {self.geometry.label((1, 1))} to {last}"
            self.ctx.report("GRD001", self.ctx.game.where(*path), f"grid '{self.grid.id}': {what} names cell "
                            f"'{ref}', which is not on the map", actual=ref, subject=f"grid/{self.grid.id}/{ref}",
                            hint=hint)
        return cell


@family("grids")
def check_grids(ctx: Context) -> None:
    for grid in ctx.game.grids:
        geometry = GridGeometry.of(grid)
        subject = f"grid/{grid.id}"
        if grid.columns < 1 or grid.rows < 1 or grid.size <= 0:
            ctx.report("GRD003", grid.loc, f"grid '{grid.id}' needs at least one column and row and a size above "
                       f"0 mm, not {grid.columns} x {grid.rows} of {float(grid.size):g} mm", subject=subject)
            continue
        try:
            labels = geometry.labels()
        except (KeyError, ValueError, IndexError) as exc:
            ctx.report("GRD003", ctx.game.where(*grid.path, "label"), f"grid '{grid.id}': cannot write coordinates "
                       f"with '{grid.label}': {exc}", subject=subject,
                       hint="use {col} and {row}, e.g. '{col:02d}{row:02d}', or {letter} and {row_up}: '{letter}{row_up}'")
            continue
        if len(labels) != grid.columns * grid.rows:
            ctx.report("GRD003", ctx.game.where(*grid.path, "label"), f"grid '{grid.id}': the format '{grid.label}' "
                       "gives two cells the same coordinate", subject=subject, hint="pad the numbers: {col:02d}")
            continue
        _check_cells(ctx, grid, _Cells(ctx, grid, geometry))


def _check_cells(ctx: Context, grid: GridMap, cells: _Cells) -> None:
    game = ctx.game
    terrain = {t.id for t in grid.terrain}
    kinds = {k.id: k for k in grid.features}
    names: dict[str, int] = {}
    for i, entry in enumerate(grid.cells):
        for j, at in enumerate(entry.at):
            cells.find(at, (*entry.path, "at", j), "a cell entry")
        if entry.terrain is not None and entry.terrain not in terrain:
            ctx.report("GRD001", game.where(*entry.path, "terrain"), f"grid '{grid.id}': unknown terrain "
                       f"'{entry.terrain}'", actual=entry.terrain, subject=f"grid/{grid.id}/terrain",
                       hint=did_you_mean(entry.terrain, sorted(terrain)) or "declare it under the map's terrain")
        if entry.name:
            if len(entry.at) != 1:
                ctx.report("GRD001", game.where(*entry.path, "name"), f"grid '{grid.id}': the name '{entry.name}' "
                           f"is given to {len(entry.at)} cells", subject=f"grid/{grid.id}/{entry.name}",
                           hint="a name belongs to one cell; write one entry per named cell")
            elif entry.name in names:
                ctx.report("GRD001", game.where(*entry.path, "name"), f"grid '{grid.id}': the name '{entry.name}' "
                           f"is used twice (first at line {names[entry.name]})", subject=f"grid/{grid.id}/{entry.name}")
            names.setdefault(entry.name, entry.loc.line)
    for line in grid.lines:
        kind = kinds.get(line.kind)
        if kind is None:
            ctx.report("GRD001", game.where(*line.path, "kind"), f"grid '{grid.id}': unknown feature kind "
                       f"'{line.kind}'", actual=line.kind, subject=f"grid/{grid.id}/{line.kind}",
                       hint=did_you_mean(line.kind, sorted(kinds)) or "declare it under the map's features")
            continue
        _check_feature(ctx, grid, cells, line, kind.on)
    for piece in grid.pieces:
        cells.find(piece.at, (*piece.path, "at"), f"piece '{piece.text}'")
    for ref in grid.refs:
        _check_ref(ctx, grid, cells, ref)


def _check_feature(ctx: Context, grid: GridMap, cells: _Cells, line, on: str) -> None:
    game, geometry = ctx.game, cells.geometry
    if on == "side":
        for j, pair in enumerate(line.cells):
            parts = pair.split("/")
            where = (*line.path, "cells", j)
            if len(parts) != 2:
                ctx.report("GRD001", game.where(*where), f"grid '{grid.id}': {line.kind} side '{pair}' must name two "
                           "cells", subject=f"grid/{grid.id}/{line.kind}", hint="write the two cells as 'a/b', e.g. "
                           "'0304/0404'")
                continue
            a, b = (cells.find(p, where, f"{line.kind} side '{pair}'") for p in parts)
            if a and b and not geometry.adjacent(a, b):
                ctx.report("GRD002", game.where(*where), f"grid '{grid.id}': {line.kind} runs between {parts[0]} and "
                           f"{parts[1]}, which are not neighbours", subject=f"grid/{grid.id}/{line.kind}/{pair}",
                           hint="a side feature lies on the side two touching cells share")
        return
    found = [cells.find(ref, (*line.path, "cells", j), f"{line.kind}") for j, ref in enumerate(line.cells)]
    if len(line.cells) < 2:
        ctx.report("GRD001", line.loc, f"grid '{grid.id}': a {line.kind} needs at least two cells",
                   subject=f"grid/{grid.id}/{line.kind}")
    for j in range(1, len(found)):
        a, b = found[j - 1], found[j]
        if a and b and not geometry.adjacent(a, b):
            ctx.report("GRD002", game.where(*line.path, "cells", j), f"grid '{grid.id}': {line.kind} steps from "
                       f"{line.cells[j - 1]} to {line.cells[j]}, which are not neighbours",
                       subject=f"grid/{grid.id}/{line.kind}/{line.cells[j]}",
                       hint="a centre feature runs through touching cells, one step at a time")


_REF_KEYS = ("deck", "column", "label", "colour")


def _check_ref(ctx: Context, grid: GridMap, cells: _Cells, ref) -> None:
    game = ctx.game
    deck = game.deck(ref.get("deck", ""))
    column = ref.get("column", "")
    unknown = [k for k in ref if k not in _REF_KEYS]
    label = ref.get("label")
    try:
        game_colour(ref.get("colour", "white"), game.style.palette)
        bad_colour = ""
    except ValueError as exc:
        bad_colour = str(exc)
    if unknown or bad_colour or (deck is not None and label not in (None, "name", *deck.fields)):
        what = f"unknown key '{unknown[0]}'" if unknown else bad_colour or \
            f"label '{label}' is not a column of deck '{deck.id}'"
        ctx.report("GRD001", grid.loc, f"grid '{grid.id}': refs: {what}", subject=f"grid/{grid.id}/refs",
                   hint="a ref is {deck, column} and optionally label (a column, or name) and colour")
        return
    if deck is None or (column not in deck.fields):
        ctx.report("GRD001", grid.loc, f"grid '{grid.id}': refs names deck '{ref.get('deck')}' column '{column}', "
                   "which does not exist", subject=f"grid/{grid.id}/refs",
                   hint="write {deck: <deck id>, column: <one of its columns>}")
        return
    for card in deck.cards:
        value = card.fields.get(column)
        for v in (value if isinstance(value, tuple) else (value,)):
            if v in (None, ""):
                continue
            if str(v) not in cells.index:
                ctx.report("GRD001", card.cells.get(column, card.loc), f"grid '{grid.id}': card '{card.name}' of deck '{deck.id}' is set up "
                           f"at '{v}' ({column}), which is not on the map", actual=str(v),
                           subject=f"grid/{grid.id}/{deck.id}/{card.id}",
                           hint=did_you_mean(str(v), list(cells.index)) or "use a coordinate or a cell's name")
