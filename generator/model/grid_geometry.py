"""Geometry of a grid map: coordinates, centres, corners, neighbours and shared sides, in mm.

Flat-topped hexes stand in columns, every even column half a hex lower (the
usual wargame numbering, 0101 at the top left); pointy-topped hexes lie in
rows, every even row half a hex to the right. `size` is a hex's width across
its flats or a square's side. Pure arithmetic: the checker and the renderer
share it, and it imports nothing heavy.
"""
from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Optional

from .grids import GridMap

Cell = tuple[int, int]          # (column, row), both from 1
Point = tuple[float, float]     # mm from the grid's top-left corner, y downwards


def _letters(n: int) -> str:
    """1 -> 'a', 26 -> 'z', 27 -> 'aa': a spreadsheet's column letters, lower-case."""
    out = ""
    while n > 0:
        n, k = divmod(n - 1, 26)
        out = chr(ord("a") + k) + out
    return out


@dataclass(frozen=True)
class GridGeometry:
    """Where each cell of one grid map is, and which cells touch."""

    shape: str
    columns: int
    rows: int
    size: float
    label_format: str

    @classmethod
    def of(cls, grid: GridMap) -> "GridGeometry":
        return cls(grid.shape, grid.columns, grid.rows, float(grid.size), grid.label)

    # --- cells and labels --------------------------------------------------------------------------
    def cells(self) -> list[Cell]:
        return [(c, r) for r in range(1, self.rows + 1) for c in range(1, self.columns + 1)]

    def contains(self, cell: Cell) -> bool:
        return 1 <= cell[0] <= self.columns and 1 <= cell[1] <= self.rows

    def label(self, cell: Cell) -> str:
        """The cell's coordinate as the grid's `label` writes it: `col` and `row` count from 1 at the top left;
        `letter` (`Letter`) is the column as a lower-case (capital) letter, a to z then aa, ab...; `row_up`
        counts the rows from the bottom, as a chessboard's ranks do ('{letter}{row_up}': a1 at bottom left)."""
        col, row = cell
        letter = _letters(col)
        return self.label_format.format(col=col, row=row, letter=letter, Letter=letter.upper(),
                                        row_up=self.rows - row + 1)

    def labels(self) -> dict[str, Cell]:
        return {self.label(cell): cell for cell in self.cells()}

    # --- positions ---------------------------------------------------------------------------------
    @property
    def radius(self) -> float:
        """Centre to corner."""
        return self.size / math.sqrt(3) if self.shape != "square" else self.size / math.sqrt(2)

    def centre(self, cell: Cell) -> Point:
        c, r = cell
        s = self.size
        if self.shape == "hex-flat":
            w = 2 * self.radius
            return w / 2 + (c - 1) * 0.75 * w, s / 2 + (r - 1) * s + (s / 2 if c % 2 == 0 else 0.0)
        if self.shape == "hex-pointy":
            h = 2 * self.radius
            return s / 2 + (c - 1) * s + (s / 2 if r % 2 == 0 else 0.0), h / 2 + (r - 1) * 0.75 * h
        return s / 2 + (c - 1) * s, s / 2 + (r - 1) * s

    def corners(self, cell: Cell) -> list[Point]:
        x, y = self.centre(cell)
        start = {"hex-flat": 0.0, "hex-pointy": 30.0, "square": 45.0}[self.shape]
        n = 4 if self.shape == "square" else 6
        return [(x + self.radius * math.cos(math.radians(start + i * 360 / n)),
                 y + self.radius * math.sin(math.radians(start + i * 360 / n))) for i in range(n)]

    def extent(self) -> tuple[float, float]:
        """Width and height (mm) of the whole grid."""
        xs = [x for cell in self.cells() for x, _ in self.corners(cell)]
        ys = [y for cell in self.cells() for _, y in self.corners(cell)]
        return max(xs) - min(0.0, min(xs)), max(ys) - min(0.0, min(ys))

    # --- adjacency ---------------------------------------------------------------------------------
    def neighbours(self, cell: Cell) -> list[Cell]:
        c, r = cell
        if self.shape == "square":
            near = [(c, r - 1), (c + 1, r), (c, r + 1), (c - 1, r)]
        elif self.shape == "hex-flat":
            dr = 0 if c % 2 == 0 else -1          # odd columns sit half a hex higher
            near = [(c, r - 1), (c + 1, r + dr), (c + 1, r + dr + 1), (c, r + 1), (c - 1, r + dr + 1),
                    (c - 1, r + dr)]
        else:
            dc = 0 if r % 2 == 0 else -1          # odd rows sit half a hex further left
            near = [(c + dc, r - 1), (c + dc + 1, r - 1), (c + 1, r), (c + dc + 1, r + 1), (c + dc, r + 1),
                    (c - 1, r)]
        return [n for n in near if self.contains(n)]

    def adjacent(self, a: Cell, b: Cell) -> bool:
        return b in self.neighbours(a)

    def shared_side(self, a: Cell, b: Cell) -> Optional[tuple[Point, Point]]:
        """The two ends of the side a and b share, or None when they are not neighbours."""
        if not self.adjacent(a, b):
            return None
        bx, by = self.centre(b)
        ends = [p for p in self.corners(a) if abs(math.hypot(p[0] - bx, p[1] - by) - self.radius) < 1e-6]
        return (ends[0], ends[1]) if len(ends) == 2 else None


def cell_index(grid: GridMap, geometry: GridGeometry) -> dict[str, Cell]:
    """Every way a cell may be written: its coordinate label and its printed name."""
    index = geometry.labels()
    for entry in grid.cells:
        if entry.name and len(entry.at) == 1 and entry.at[0] in index:
            index.setdefault(entry.name, index[entry.at[0]])
    return index
