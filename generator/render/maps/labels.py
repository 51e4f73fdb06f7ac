"""Where text goes on a map: place each label where it covers nothing already drawn.

Pure geometry in board mm (origin top-left, y down). A Placer remembers the
boxes taken so far (markers, route spaces, earlier labels, region boxes);
``place`` tries the candidate spots around a point in order and takes the
first free one, or the least covered one when none is free, so names never
sit on each other while a free spot exists.
"""
from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Iterable, Optional

Box = tuple[float, float, float, float]   # x, y, w, h in board mm, y down


def overlap(a: Box, b: Box) -> float:
    """Area two boxes share."""
    w = min(a[0] + a[2], b[0] + b[2]) - max(a[0], b[0])
    h = min(a[1] + a[3], b[1] + b[3]) - max(a[1], b[1])
    return w * h if w > 0 and h > 0 else 0.0


def inside(box: Box, bounds: Box) -> bool:
    return (box[0] >= bounds[0] - 1e-6 and box[1] >= bounds[1] - 1e-6
            and box[0] + box[2] <= bounds[0] + bounds[2] + 1e-6 and box[1] + box[3] <= bounds[1] + bounds[3] + 1e-6)


# Candidate spots around a marker of radius r for a label w x h, in order of preference.
def _candidates(x: float, y: float, r: float, w: float, h: float, gap: float) -> list[Box]:
    d = r + gap
    return [
        (x - w / 2, y + d, w, h),                 # below
        (x + d, y - h / 2, w, h),                 # right
        (x - w / 2, y - d - h, w, h),             # above
        (x - d - w, y - h / 2, w, h),             # left
        (x + d * 0.7, y + d * 0.7, w, h),         # below right
        (x - d * 0.7 - w, y + d * 0.7, w, h),     # below left
        (x + d * 0.7, y - d * 0.7 - h, w, h),     # above right
        (x - d * 0.7 - w, y - d * 0.7 - h, w, h), # above left
        (x - w / 2, y + d + h, w, h),             # further below
        (x - w / 2, y - d - 2 * h, w, h),         # further above
    ]


CELL = 20.0   # mm, side of the buckets the taken boxes are sorted into


@dataclass
class Placer:
    """Boxes already used on one board, and the board's usable area."""

    bounds: Box
    taken: list[Box] = field(default_factory=list)
    _grid: dict[tuple[int, int], list[Box]] = field(default_factory=dict)

    @staticmethod
    def _cells(box: Box) -> list[tuple[int, int]]:
        x0, y0 = int(box[0] // CELL), int(box[1] // CELL)
        x1, y1 = int((box[0] + box[2]) // CELL), int((box[1] + box[3]) // CELL)
        return [(i, j) for i in range(x0, x1 + 1) for j in range(y0, y1 + 1)]

    def take(self, box: Box) -> None:
        self.taken.append(box)
        for cell in self._cells(box):
            self._grid.setdefault(cell, []).append(box)

    def take_all(self, boxes: Iterable[Box]) -> None:
        for box in boxes:
            self.take(box)

    def take_line(self, a: tuple[float, float], b: tuple[float, float], every: float = 3.0) -> None:
        """A route or other line, as a string of small boxes along it."""
        n = max(1, int(math.hypot(b[0] - a[0], b[1] - a[1]) // every))
        for i in range(n + 1):
            x, y = a[0] + (b[0] - a[0]) * i / n, a[1] + (b[1] - a[1]) * i / n
            self.take((x - 0.6, y - 0.6, 1.2, 1.2))

    def cost(self, box: Box, limit: float = math.inf) -> float:
        """The area of taken boxes the box covers (1e6 more outside the bounds). Counting stops once the total
        passes `limit`: a caller that only asks whether the box beats one of cost `limit` needs no more."""
        off = 0.0 if inside(box, self.bounds) else 1e6
        seen: set[int] = set()
        total = off
        if total > limit:
            return total
        for cell in self._cells(box):
            for t in self._grid.get(cell, ()):
                if id(t) not in seen:
                    seen.add(id(t))
                    total += overlap(box, t)
                    if total > limit:
                        return total
        return total

    def place(self, x: float, y: float, r: float, w: float, h: float, gap: float = 0.8) -> Box:
        """The first free spot around (x, y) for a w x h label, taken."""
        best: Optional[tuple[float, Box]] = None
        for box in _candidates(x, y, r, w, h, gap):
            cost = self.cost(box)
            if cost == 0:
                self.take(box)
                return box
            if best is None or cost < best[0]:
                best = (cost, box)
        assert best is not None
        self.take(best[1])
        return best[1]

    def free_spot(self, w: float, h: float, step: float = 6.0, prefer: tuple[float, float] = (0.0, 0.0),
                  take: bool = True) -> Box:
        """A w x h box anywhere on the board that covers as little as possible, nearest `prefer` on a tie.
        A spot's cost is counted only as far as it could still win (its count stops past the best cost so far,
        and a spot no nearer than a free best one is not counted at all): a 713 mm board has over 5,000 spots,
        and the map's title and key are each placed this way, in map.pdf and in the rulebook's picture of it."""
        bx, by, bw, bh = self.bounds
        best: Optional[tuple[tuple[float, float], Box]] = None
        ny, nx = int((bh - h) // step) + 1, int((bw - w) // step) + 1
        for j in range(max(ny, 1)):
            for i in range(max(nx, 1)):
                box = (bx + i * step, by + j * step, w, h)
                near = (box[0] - prefer[0]) ** 2 + (box[1] - prefer[1]) ** 2
                if best is not None and best[0][0] == 0 and near >= best[0][1]:
                    continue
                key = (self.cost(box, best[0][0] if best is not None else math.inf), near)
                if best is None or key < best[0]:
                    best = (key, box)
        assert best is not None
        if take:
            self.take(best[1])
        return best[1]
