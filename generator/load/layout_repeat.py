"""Repeating layout elements: a `grid` of cells drawn from one template, and a numbered `track`.

Both are written in a layout like any element and expanded, when the layout is
bound to a card, board or pad size, into the plain elements (rect, text, ...)
the painter already draws. Inside a grid, a cell's elements are placed
relative to the cell's top-left corner and ``W`` and ``H`` mean the cell's
width and height; their templates also see ``row``, ``column`` (from 1),
``index`` (from ``start``, in reading order) and ``value`` (the cell's entry
of ``values``). A track is a row, a column or a ring round a box of numbered
spaces. See docs/cards.md, "Repeats: grids and tracks".
"""
from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import Any, Literal, Optional, Union

from ..core.errors import Loc
from .layout_values import Box, Expr, Holds, Paint, Points
from ..model import Length, Path_, _located, _pathed, doc

CELL_NAMES = ("row", "column", "index", "value")
SPACE_NAMES = ("number", "label", "index")


class Pair(tuple):
    """[x, y] or [width, height]: two coordinates, each a number of mm, a length or arithmetic over W, H, B, S."""

    @classmethod
    def from_yaml(cls, value: Any) -> "Pair":
        if not isinstance(value, list) or len(value) != 2:
            raise ValueError(f"{value!r} is not a pair: write [x, y], e.g. [S, 20]")
        return cls(Expr.from_yaml(v) for v in value)

    def resolve(self, env: dict[str, float]) -> tuple[float, float]:
        return self[0].eval(env), self[1].eval(env)


@dataclass(frozen=True)
class GridEl:
    """Rows and columns of cells, each drawn from the same elements."""

    at: "Pair" = doc("[x, y] of the first cell's top-left corner, e.g. [S, 20].")
    cell: "Pair" = doc("[width, height] of one cell, e.g. [8, 8].")
    rows: int = doc("Number of rows.", 1)
    columns: int = doc("Number of columns.", 1)
    gap: Optional["Pair"] = doc("[across, down] space between cells; default none.", None)
    count: Optional[int] = doc("Draw only the first `count` cells in reading order (default every cell).", None)
    order: Literal["rows", "columns"] = doc("Reading order: along rows (default) or down columns.", "rows")
    start: int = doc("`index` of the first cell.", 1)
    values: Any = doc("One value per cell (a list, or a list of rows), or a Jinja2 expression giving that list, "
                      "e.g. 'engine.box_points()'; cells read it as `value`.", None)
    when: Optional[str] = doc("Jinja2 expression; the grid is drawn only when it is true.", None)
    over: bool = doc("A deliberate overlay: every cell may lie over another text, icon row or picture "
                     "(a badge on art); the overlap check (LAY014) leaves it alone.", False)
    elements: tuple = doc("The cell's elements; coordinates relative to the cell, W and H the cell's size.", (),
                          yaml=False)
    loc: Loc = _located()
    path: Path_ = _pathed()


@dataclass(frozen=True)
class TrackEl:
    """Numbered spaces along a row, down a column, or round the edge of a box."""

    box: Box = doc("[x, y, width, height]: the row, the column, or the box a border track runs round.")
    spaces: int = doc("Number of spaces.")
    shape: Literal["row", "column", "border"] = doc("row, column, or border (clockwise from the top-left "
                                                    "corner).", "row")
    start: int = doc("Number printed in the first space.", 0)
    labels: Any = doc("Text per space instead of the numbers: a list, or a Jinja2 expression giving one.", None)
    fill: Optional[Paint] = doc("Fill of each space.", None)
    stroke: Optional[Paint] = doc("Outline of each space.", Paint("ink"))
    width: Length = doc("Outline width.", Length(0.25))
    size: float = doc("Label size in pt.", 7.0)
    colour: Paint = doc("Label colour.", Paint("ink"))
    font: str = doc("Label font; 'title' and 'body' mean the style's.", "body")
    align: Literal["center", "top-left"] = doc("Where the label sits in its space.", "center")
    holds: Optional[Holds] = doc("What each space holds (a score marker): {piece: id, count: n}, or just the id; "
                                 "the fit check measures every space.", None)
    when: Optional[str] = doc("Jinja2 expression; the track is drawn only when it is true.", None)
    over: bool = doc("A deliberate overlay: every space may lie over another text, icon row or picture "
                     "(a badge on art); the overlap check (LAY014) leaves it alone.", False)
    loc: Loc = _located()
    path: Path_ = _pathed()


Repeat = Union[GridEl, TrackEl]


REPEAT_RULE = "LAY007"   # a grid or track cannot be laid out: too few rows, columns, cells or spaces
SHAPE_RULE = "LAY009"    # a grid's values or a track's labels are not one per cell or space
REPEAT_HINT = "see docs/cards.md, Repeats: grids and tracks"


class RepeatError(ValueError):
    """A grid or track cannot be unrolled as written; `element` says which, for the message's file:line."""

    def __init__(self, element: Any, message: str, rule: str = REPEAT_RULE, hint: str = REPEAT_HINT) -> None:
        super().__init__(message)
        self.element, self.rule, self.hint = element, rule, hint


GEOMETRY_RULE = "LAY002"   # an element's geometry has no answer at a size: a coordinate dividing by zero, no width
GEOMETRY_HINT = ("a coordinate must have a value on every card, board or pad the layout is drawn on: see "
                 "docs/cards.md, Layout files")


class GeometryError(RepeatError):
    """An element's coordinates cannot be worked out at the size its layout is bound to ('10 / (W - 63)' on a card
    63 mm wide): expanding it stops, as a repeat that cannot be unrolled does, and the check reports it."""

    def __init__(self, element: Any, message: str, hint: str = GEOMETRY_HINT) -> None:
        super().__init__(element, message, GEOMETRY_RULE, hint)


def drawn_cells(grid: GridEl) -> int:
    """How many cells a grid draws: rows x columns, or the first `count` of them."""
    total = grid.rows * grid.columns
    return total if grid.count is None else min(grid.count, total)


def unrolled_pieces(el: Any) -> int:
    """How many plain elements an element unrolls into, counted without unrolling it: a grid's drawn cells times
    what each cell draws (nested grids multiply), a track's spaces (a rect and a label each), else 1."""
    if isinstance(el, GridEl):
        return drawn_cells(el) * sum(unrolled_pieces(child) for child in el.elements) if el.rows > 0 and \
            el.columns > 0 else 0
    if isinstance(el, TrackEl):
        return 2 * max(el.spaces, 0)
    return 1


def is_rows(values: Any) -> bool:
    """A list of rows (read by row and column), as opposed to a flat list read in reading order."""
    return isinstance(values, (list, tuple)) and bool(values) and all(isinstance(v, (list, tuple)) for v in values)


def values_problem(grid: GridEl, values: Any) -> Optional[RepeatError]:
    """Why `values` (as written, or as its expression gave it) does not give each cell one value; None when it does.

    A list of rows must be `rows` lists of `columns` values; a flat list must hold one value per drawn cell.
    Shorter lists are refused rather than printed with blank cells: a score box without its points prints wrong.
    """
    if values is None:
        return None
    if not isinstance(values, (list, tuple)):
        return RepeatError(grid, f"values must be a list (or a list of rows), not {type(values).__name__} "
                                 f"{_short(values)}", SHAPE_RULE, "give one value per cell, or a list of rows")
    if is_rows(values):
        widths = sorted({len(row) for row in values})
        if len(values) == grid.rows and widths == [grid.columns]:
            return None
        across = " or ".join(map(str, widths))
        return RepeatError(grid, f"the grid has {grid.rows} rows of {grid.columns} cells but its values are "
                                 f"{len(values)} rows of {across}", SHAPE_RULE,
                           f"give {grid.rows} rows of {grid.columns} values, or change rows and columns")
    wanted = drawn_cells(grid)
    if len(values) == wanted:
        return None
    cells = f"{wanted} cells" + (f" (count {grid.count})" if grid.count is not None and wanted < grid.rows *
                                 grid.columns else f" ({grid.rows} x {grid.columns})")
    return RepeatError(grid, f"the grid draws {cells} but its values list has {len(values)}", SHAPE_RULE,
                       f"give one value per cell ({wanted}), or a list of {grid.rows} rows of {grid.columns}")


def labels_problem(track: TrackEl, labels: Any) -> Optional[RepeatError]:
    """Why `labels` (as written, or as its expression gave it) is not one label per space; None when it is."""
    if labels is None:
        return None
    if not isinstance(labels, (list, tuple)):
        return RepeatError(track, f"labels must be a list, not {type(labels).__name__} {_short(labels)}",
                           SHAPE_RULE, "give one label per space")
    if len(labels) != track.spaces:
        return RepeatError(track, f"the track has {track.spaces} spaces but {len(labels)} labels", SHAPE_RULE,
                           f"give {track.spaces} labels, or change spaces to {len(labels)}")
    return None


def repeat_problem(el: Any) -> Optional[RepeatError]:
    """What stops a grid or track being unrolled as written (its own fields, not its children); None if nothing."""
    if isinstance(el, GridEl):
        if el.rows < 1 or el.columns < 1 or (el.count is not None and el.count < 1):
            return RepeatError(el, f"a grid needs at least one row, column and cell, not {el.rows} x {el.columns}"
                                   + (f" (count {el.count})" if el.count is not None else ""))
        if isinstance(el.values, str):
            return None   # an expression: its list is judged when it is evaluated
        if el.values is not None and not isinstance(el.values, list):
            return RepeatError(el, f"values must be a list or a Jinja2 expression, not {el.values!r}", SHAPE_RULE)
        return values_problem(el, el.values)
    if isinstance(el, TrackEl):
        least = 4 if el.shape == "border" else 1
        if el.spaces < least:
            return RepeatError(el, f"a {el.shape} track needs at least {least} spaces, not {el.spaces}",
                               hint=f"give it {least} spaces or more" + (", or make it a row or a column"
                                                                         if el.shape == "border" else ""))
        if isinstance(el.labels, str):
            return None
        if el.labels is not None and not isinstance(el.labels, list):
            return RepeatError(el, f"labels must be a list or a Jinja2 expression, not {el.labels!r}", SHAPE_RULE)
        return labels_problem(el, el.labels)
    return None


def _short(value: Any) -> str:
    text = repr(value)
    return text if len(text) <= 40 else text[:37] + "..."


@dataclass(frozen=True)
class Cell:
    """The names a repeated element's templates see, beyond the card's or board's own."""

    names: dict[str, Any] = dataclasses.field(default_factory=dict)
    # (name, Jinja2 expression giving a list, position, the grid or track it belongs to): evaluated per drawing,
    # the list judged by values_problem or labels_problem
    lazy: tuple[tuple[str, str, int, Any], ...] = ()
    when: tuple[str, ...] = ()                    # the enclosing repeats' `when` expressions

    def inside(self, outer: "Cell") -> "Cell":
        return Cell({**outer.names, **self.names}, outer.lazy + self.lazy, outer.when + self.when)


NO_CELL = Cell()


def _const(value: float) -> Expr:
    return Expr(repr(round(value, 6)), None, float(value))


def placed(element: Any, env: dict[str, float], dx: float, dy: float) -> Any:
    """A copy of `element` with its geometry evaluated in `env` and moved by (dx, dy) mm: constants only."""
    if isinstance(element, (GridEl, TrackEl)):
        raise TypeError("expand repeats before placing them")
    changes: dict[str, Any] = {}
    if hasattr(element, "box"):
        x, y, w, h = element.box.resolve(env)
        changes["box"] = Box((_const(x + dx), _const(y + dy), _const(w), _const(h)))
    if hasattr(element, "points"):
        changes["points"] = Points((_const(px + dx), _const(py + dy)) for px, py in element.points.resolve(env))
    return dataclasses.replace(element, **changes)


def grid_cells(grid: GridEl, env: dict[str, float]) -> list[tuple[dict[str, float], float, float, dict[str, Any]]]:
    """(cell env, x, y, names) for every drawn cell of a grid, in reading order."""
    x0, y0 = grid.at.resolve(env)
    cw, ch = grid.cell.resolve(env)
    gx, gy = grid.gap.resolve(env) if grid.gap is not None else (0.0, 0.0)
    order = [(r, c) for r in range(grid.rows) for c in range(grid.columns)] if grid.order == "rows" else \
        [(r, c) for c in range(grid.columns) for r in range(grid.rows)]
    cells = []
    for i, (r, c) in enumerate(order[:drawn_cells(grid)]):
        names = {"row": r + 1, "column": c + 1, "index": grid.start + i}
        cells.append(({**env, "W": cw, "H": ch}, x0 + c * (cw + gx), y0 + r * (ch + gy), names))
    return cells


def cell_value(values: Any, row: int, column: int, position: int) -> Any:
    """The cell's entry of `values`: a list of rows is read by row and column, a flat list in reading order."""
    if values is None:
        return ""
    if is_rows(values):
        if row - 1 < len(values) and column - 1 < len(values[row - 1]):
            return values[row - 1][column - 1]
        return ""
    if isinstance(values, (list, tuple)):
        return values[position] if position < len(values) else ""
    raise ValueError(f"values must be a list, not {type(values).__name__}")


def track_spaces(track: TrackEl, env: dict[str, float]) -> list[tuple[float, float, float, float]]:
    """The box [x, y, w, h] in mm of every space, in order."""
    x, y, w, h = track.box.resolve(env)
    n = track.spaces
    if track.shape == "row":
        return [(x + i * w / n, y, w / n, h) for i in range(n)]
    if track.shape == "column":
        return [(x, y + i * h / n, w, h / n) for i in range(n)]
    return _ring(x, y, w, h, n)


def _ring(x: float, y: float, w: float, h: float, n: int) -> list[tuple[float, float, float, float]]:
    """n spaces clockwise round a box from its top-left corner; the corners belong to the top and bottom rows."""
    if n < 4:
        raise ValueError(f"a border track needs at least 4 spaces, not {n}")
    half = n // 2 + 2                              # spaces across plus spaces down one side, corners counted twice
    across = min(max(2, round(half * w / (w + h))), half - 2)
    down = half - across
    bottom = n - across - 2 * (down - 2)           # an odd count puts its extra space on the bottom row
    tw, bw, sh = w / across, w / bottom, h / down
    top_row = [(x + i * tw, y, tw, sh) for i in range(across)]
    right = [(x + w - tw, y + i * sh, tw, sh) for i in range(1, down - 1)]
    bottom_row = [(x + w - (i + 1) * bw, y + h - sh, bw, sh) for i in range(bottom)]
    left = [(x, y + h - (i + 1) * sh, tw, sh) for i in range(1, down - 1)]
    return top_row + right + bottom_row + left


def track_labels(track: TrackEl) -> Optional[list[str]]:
    """The labels a track prints when they are written as a list (None: numbers, or an expression)."""
    if track.labels is None:
        return [str(track.start + i) for i in range(track.spaces)]
    if isinstance(track.labels, list):
        return [str(v) for v in track.labels]
    return None
