"""Sheet geometry: where items go on a page, where their backs go, and where crop marks go.

Pure and in mm with the origin at the page's bottom-left corner (PDF's own
convention); drawing lives in sheets.py, which also re-exports all of this.
"""
from __future__ import annotations

from dataclasses import dataclass, replace
from functools import lru_cache
from typing import Literal, Optional

from ...errors import GeneratorError
from ...units import paper_size

MIN_MARGIN = 5.0      # mm from the page edge to the outermost trim: most printers print there
MIN_GUTTER = 2.0      # mm between neighbouring trims when the paper is tight
MARK_GAP = 1.0        # mm between a trim corner and its crop mark
MARK_LENGTH = 5.0     # mm, longest crop mark
SEAM = 0.05           # mm neighbouring cells overlap, so no hairline shows where two bleeds meet


class SheetError(GeneratorError):
    """An item that cannot be imposed on the chosen paper."""


@dataclass(frozen=True)
class Rect:
    """A rectangle in mm, origin at the page's bottom-left."""

    x: float
    y: float
    w: float
    h: float

    @property
    def x1(self) -> float:
        return self.x + self.w

    @property
    def y1(self) -> float:
        return self.y + self.h

    def inset(self, d: float) -> "Rect":
        return Rect(self.x + d, self.y + d, self.w - 2 * d, self.h - 2 * d)


@dataclass(frozen=True)
class Slot:
    """One place on a sheet: the item's trim, and the cell it may paint (trim plus its share of bleed)."""

    trim: Rect
    cell: Rect


@dataclass(frozen=True)
class Duplex:
    """How backs are placed: flipped on the long or short edge, then shifted by offset_mm (x right, y up)."""

    edge: Literal["long", "short"] = "long"
    offset_mm: tuple[float, float] = (0.0, 0.0)


@dataclass(frozen=True)
class SheetGrid:
    """A centred grid of equal items on one page size."""

    page: tuple[float, float]
    item: tuple[float, float]
    bleed: float
    cols: int
    rows: int
    gutter: tuple[float, float]
    slots: tuple[Slot, ...]   # row-major from the top-left

    @property
    def per_page(self) -> int:
        return len(self.slots)

    def backs(self, duplex: Duplex) -> "SheetGrid":
        """The grid of backs: slot i lands behind front slot i once the sheet is turned over."""
        width, height = self.page
        dx, dy = duplex.offset_mm

        def flip(r: Rect) -> Rect:
            if duplex.edge == "long":
                return Rect(width - r.x - r.w + dx, r.y + dy, r.w, r.h)
            return Rect(r.x + dx, height - r.y - r.h + dy, r.w, r.h)

        return replace(self, slots=tuple(Slot(flip(s.trim), flip(s.cell)) for s in self.slots))


def paper_mm(name: str, *, landscape: bool = False) -> tuple[float, float]:
    width, height = paper_size(name)
    return (height, width) if landscape else (width, height)


def _fit(avail: float, item: float, bleed: float, min_gutter: float) -> tuple[int, float]:
    """How many items fit along one axis, and the gutter between their trims."""
    n = int((avail + min_gutter) // (item + min_gutter)) if avail >= item else 0
    if n <= 1:
        return n, 2 * bleed
    return n, min(2 * bleed, (avail - n * item) / (n - 1))


def plan_grid(page: tuple[float, float], item: tuple[float, float], bleed: float, *,
              area: Optional[Rect] = None, min_margin: float = MIN_MARGIN,
              min_gutter: float = MIN_GUTTER) -> SheetGrid:
    """As many items as fit in `area` (default: the page less min_margin), centred in it.

    Neighbouring trims are 2 x bleed apart where the paper allows; when it is
    tight the gutter shrinks (not below min_gutter) and each item keeps half
    of it as bleed on its inner edges. Outer edges always keep the full bleed.
    """
    width, height = page
    area = area or Rect(min_margin, min_margin, width - 2 * min_margin, height - 2 * min_margin)
    cols, gx = _fit(area.w, item[0], bleed, min_gutter)
    rows, gy = _fit(area.h, item[1], bleed, min_gutter)
    if cols < 1 or rows < 1:
        raise SheetError(f"an item of {item[0]:g}x{item[1]:g} mm does not fit on a {width:g}x{height:g} mm page "
                         f"with {min_margin:g} mm margins", "choose larger paper or a smaller card size")
    total_w, total_h = cols * item[0] + (cols - 1) * gx, rows * item[1] + (rows - 1) * gy
    x0, y_top = area.x + (area.w - total_w) / 2, area.y + area.h - (area.h - total_h) / 2
    slots = []
    for r in range(rows):
        for c in range(cols):
            trim = Rect(x0 + c * (item[0] + gx), y_top - item[1] - r * (item[1] + gy), item[0], item[1])
            left = bleed if c == 0 else min(bleed, gx / 2 + SEAM)
            right = bleed if c == cols - 1 else min(bleed, gx / 2 + SEAM)
            top = bleed if r == 0 else min(bleed, gy / 2 + SEAM)
            bottom = bleed if r == rows - 1 else min(bleed, gy / 2 + SEAM)
            cell = Rect(trim.x - left, trim.y - bottom, trim.w + left + right, trim.h + top + bottom)
            slots.append(Slot(trim, cell))
    return SheetGrid(page, item, bleed, cols, rows, (gx, gy), tuple(slots))


def plan_gutterfold(paper: tuple[float, float], item: tuple[float, float],
                    bleed: float) -> tuple[SheetGrid, SheetGrid]:
    """Fronts on the left half of a landscape page, backs mirrored on the right: fold on the centre line."""
    width, height = max(paper), min(paper)
    fold_gap = bleed + 2.0
    half = Rect(MIN_MARGIN, MIN_MARGIN, width / 2 - fold_gap - MIN_MARGIN, height - 2 * MIN_MARGIN)
    fronts = plan_grid((width, height), item, bleed, area=half)
    return fronts, fronts.backs(Duplex("long"))


Segment = tuple[float, float, float, float]


def crop_marks(grid: SheetGrid, used: int, others: tuple[Rect, ...] = ()) -> list[Segment]:
    """Crop mark segments for the first `used` slots (see _crop_marks); every full page shares one answer."""
    return list(_crop_marks(grid, used, others))


@lru_cache(maxsize=64)
def _crop_marks(grid: SheetGrid, used: int, others: tuple[Rect, ...] = ()) -> tuple[Segment, ...]:
    """Crop mark segments (x0, y0, x1, y1) in mm for the first `used` slots.

    Every trim corner gets a horizontal and a vertical mark along the trim
    edges, outside the trim. A mark runs through gutters and bleed (both are
    cut away) but never into another item's trim (`others` adds more trims
    to avoid, e.g. the backs of a gutterfold page) or off the page.
    """
    width, height = grid.page
    trims = [s.trim for s in grid.slots] + list(others)
    segments: set[Segment] = set()

    def free(x: float, y: float, dx: int, dy: int) -> float:
        if dx:
            limit = x if dx < 0 else width - x
            for t in trims:
                if t.y - 1e-6 <= y <= t.y1 + 1e-6:
                    edge = (x - t.x1) if dx < 0 else (t.x - x)
                    if edge > -1e-6:   # a neighbour abutting at this corner (no gutter) leaves no room
                        limit = min(limit, edge)
            return limit
        limit = y if dy < 0 else height - y
        for t in trims:
            if t.x - 1e-6 <= x <= t.x1 + 1e-6:
                edge = (y - t.y1) if dy < 0 else (t.y - y)
                if edge > -1e-6:
                    limit = min(limit, edge)
        return limit

    for t in trims[:used]:
        for cx, sx in ((t.x, -1), (t.x1, 1)):
            for cy, sy in ((t.y, -1), (t.y1, 1)):
                for dx, dy in ((sx, 0), (0, sy)):
                    room = free(cx, cy, dx, dy)
                    gap = min(MARK_GAP, room / 4)
                    length = min(MARK_LENGTH + grid.bleed, room - 2 * gap)
                    if length < 0.4:
                        continue
                    a, b = gap, gap + length
                    seg = (cx + dx * a, cy + dy * a, cx + dx * b, cy + dy * b)
                    segments.add(tuple(round(v, 4) for v in seg))  # type: ignore[arg-type]
    return tuple(sorted(segments))
