"""Alignment crosshairs: where the two marks of each seam between neighbouring tiles go, and how they print.

Both tiles of a seam print the same marks at the same board points, in the overlap strip they share, where
they cover nothing the board draws (the plan's busy boxes); a reader lays one tile over the other until
the marks coincide. See docs/boards.md, Tiling. Board mm, origin top-left, y down.
"""
from __future__ import annotations

import math
from dataclasses import dataclass

from reportlab.lib.colors import Color
from reportlab.pdfgen.canvas import Canvas

from ...core.units import PT_PER_MM

MARK_RADIUS = 2.0     # mm, radius of an alignment crosshair's circle
MARK_ARM = 4.5        # mm, half-length of its cross
REGISTRATION = Color(0.05, 0.05, 0.05)
Box = tuple[float, float, float, float]   # board mm: x, y, w, h (y down); also a tile's window


def covered(busy: "tuple[Box, ...] | BusyIndex", box: Box) -> float:
    """Area of `box` (x, y, w, h) that the busy boxes cover (their overlaps counted each time); the beads the
    Placer strings along a route (1.2 mm squares) count a hundredth: a mark may cross a line, not a space."""
    boxes = busy.near(box) if isinstance(busy, BusyIndex) else busy
    total = 0.0
    for bx, by, bw, bh in boxes:
        w = min(box[0] + box[2], bx + bw) - max(box[0], bx)
        h = min(box[1] + box[3], by + bh) - max(box[1], by)
        if w > 0 and h > 0:
            total += w * h * (0.01 if bw <= 1.21 and bh <= 1.21 else 1.0)
    return total


class BusyIndex:
    """The busy boxes bucketed on a square grid, so a spot's cover adds up only the boxes near it.

    A map's busy boxes run to thousands (a route's beads each count); the crosshair and label searches ask
    for the cover of tens of thousands of spots. `near` gives the boxes that share a grid cell with the
    query, in their original order, so `covered` sums the same terms in the same order as over all boxes:
    the same result to the last bit."""

    def __init__(self, busy: tuple[Box, ...], cell: float = 10.0) -> None:
        self.busy, self.cell = busy, cell
        self.cells: dict[tuple[int, int], list[int]] = {}
        for k, (x, y, w, h) in enumerate(busy):
            for key in self._keys((x, y, w, h)):
                self.cells.setdefault(key, []).append(k)

    def _keys(self, box: Box) -> list[tuple[int, int]]:
        x, y, w, h = box
        c = self.cell
        return [(i, j) for i in range(math.floor(x / c), math.floor((x + max(w, 0.0)) / c) + 1)
                for j in range(math.floor(y / c), math.floor((y + max(h, 0.0)) / c) + 1)]

    def near(self, box: Box) -> list[Box]:
        found: set[int] = set()
        for key in self._keys(box):
            found.update(self.cells.get(key, ()))
        return [self.busy[k] for k in sorted(found)]

    def __bool__(self) -> bool:
        return bool(self.busy)


MARK_STEP = 1.0       # mm between the spots tried for a crosshair along its seam
CORNER_CLEAR = 0.5    # mm a crosshair's centre keeps out of the corner squares at the ends of its strip


@dataclass(frozen=True, order=True)
class MarkSize:
    """An alignment crosshair's size: its circle's radius and its arms' half-length, in mm."""

    radius: float
    arm: float


FULL_MARK = MarkSize(MARK_RADIUS, MARK_ARM)
SMALL_MARK = MarkSize(1.2, 2.5)   # where no full mark finds a free spot: a 5 mm cross still aligns to 0.2 mm
Mark = tuple[float, float, MarkSize]   # board point (mm) and size


def seam_marks(busy: tuple[Box, ...], overlap: float, a: Box, b: Box, across: bool) -> list[Mark]:
    """The marks two neighbouring tiles share: two per seam, in the overlap strip, each where its circle and
    arms (a square of its arm each way) cover nothing the board draws (busy: spaces, markers, names, route
    arrows, the key). `a` and `b` are the windows of two tiles in one row (`across`: the seam runs up and
    down the board) or in one column; `overlap` is the strip's width, and the side of the corner squares
    it shares with the seams across it. Every spot of the strip is tried, from one corner square to the
    other, a mark's arms reaching into them: a board of big boxes may leave only gaps between them free. Of
    the free pairs, the ones far apart (for a true alignment) nearest a quarter and three quarters along the
    seam. When no two full-size marks find free spots, the small mark (SMALL_MARK) may take a gap too narrow
    for a full one; the least covered pair when even that fails. Both tiles work it out from the strip
    alone, so they agree. Without busy boxes (boards), full marks at a quarter and three quarters."""
    ax, ay, aw, ah = a
    bx, by, bw, bh = b
    if across:
        lo, hi = max(ax, bx), min(ax + aw, bx + bw)        # the strip's sides
        start, end = ay, ay + ah                           # and its length
    else:
        lo, hi = max(ay, by), min(ay + ah, by + bh)
        start, end = ax, ax + aw
    centre = (lo + hi) / 2
    aims = (start + (end - start) * 0.25, start + (end - start) * 0.75)

    def point(along: float, side: float, size: MarkSize = FULL_MARK) -> Mark:
        return (side, along, size) if across else (along, side, size)

    # along it: the whole strip but the corner squares other seams share (overlap from either end), where
    # the mark's centre may not lie (a reader matches a seam's marks by the strip they sit in); its arms may
    # reach into them
    first, last = start + overlap + CORNER_CLEAR, end - overlap - CORNER_CLEAR
    if not busy or last - first < 2 * (MARK_ARM + 0.3) + 1:
        return [point(aim, centre) for aim in aims]
    index = busy if isinstance(busy, BusyIndex) else BusyIndex(busy)

    def spots(size: MarkSize) -> list[tuple[float, float, float, MarkSize]]:
        """(cost, along, side, size) of the best spot across the strip at each step along it."""
        arm = size.arm + 0.3
        # across the strip: its middle first, then off to either side as far as the arms stay inside it
        sides = [centre] + [centre + sign * k * 0.5 for k in range(1, 20) for sign in (-1, 1)
                            if centre - k * 0.5 >= lo + arm - 1e-9]
        def square(along: float, side: float) -> tuple[float, float, float, float]:
            """The box the mark's arms reach over, centred where the mark would stand."""
            x, y, _ = point(along, side)
            return (x - arm, y - arm, 2 * arm, 2 * arm)

        out = []
        for i in range(int((last - first) // MARK_STEP) + 1):
            along = first + i * MARK_STEP
            cost, _, side = min((round(covered(index, square(along, sd)), 3), abs(sd - centre), sd) for sd in sides)
            out.append((cost, along, side, size))
        return out

    full = spots(FULL_MARK)
    best = _best_pair(full, first, last, aims, centre)
    if best[0][0] > 0:
        best = min(best, _best_pair(full + spots(SMALL_MARK), first, last, aims, centre))
    return [point(p, s, size) for _, p, s, size in best[1]]


def _best_pair(spots: list[tuple[float, float, float, MarkSize]], first: float, last: float,
               aims: tuple[float, float], centre: float) -> tuple[tuple, list]:
    """The pair of spots to mark a seam with, and its key: least covered, fewest small marks, far apart, nearest
    the aims. Two marks keep a millimetre between their arms."""
    length = last - first
    best = None
    for i, (c1, p1, s1, z1) in enumerate(spots):
        for c2, p2, s2, z2 in spots[i + 1:]:
            apart = abs(p2 - p1)
            if apart < z1.arm + z2.arm + 1.6:
                continue
            tier = 0 if apart >= 0.4 * length else 1 if apart >= 0.2 * length else 2
            low, high = ((p1, s1), (p2, s2)) if p1 <= p2 else ((p2, s2), (p1, s1))
            key = (round(c1 + c2, 3), (z1 == SMALL_MARK) + (z2 == SMALL_MARK), tier,
                   abs(low[0] - aims[0]) + abs(high[0] - aims[1]) + abs(s1 - centre) + abs(s2 - centre))
            if best is None or key < best[0]:
                best = (key, [(c1, p1, s1, z1), (c2, p2, s2, z2)])
    if best is None:   # a strip too short for two marks apart: its two ends
        return ((math.inf,), [spots[0], spots[-1]])
    return best


def draw_alignment_mark(c: Canvas, x: float, y: float, size: MarkSize = FULL_MARK) -> None:
    """A registration crosshair centred on page point (x, y) mm, on a white halo."""
    c.saveState()
    for colour, width in ((Color(1, 1, 1), 1.6), (REGISTRATION, 0.4)):
        c.setStrokeColor(colour)
        c.setLineWidth(width)
        c.circle(_mm(x), _mm(y), _mm(size.radius), stroke=1, fill=0)
        c.line(_mm(x - size.arm), _mm(y), _mm(x + size.arm), _mm(y))
        c.line(_mm(x), _mm(y - size.arm), _mm(x), _mm(y + size.arm))
    c.restoreState()


def _mm(v: float) -> float:
    return v * PT_PER_MM
