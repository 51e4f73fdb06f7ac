"""Sheet geometry: where items go on a page, where their backs go, and where crop marks go.

Pure and in mm with the origin at the page's bottom-left corner (PDF's own
convention); drawing lives in sheets.py, which also re-exports all of this.
"""
from __future__ import annotations

from dataclasses import dataclass, replace
from functools import lru_cache
from typing import Literal, Optional

from ...core.errors import GeneratorError
from ...core.units import paper_size

MIN_MARGIN = 5.0      # mm from the page edge to the outermost trim: most printers print there
MIN_GUTTER = 2.0      # mm between neighbouring trims when the paper is tight
MARK_GAP = 1.0        # mm between a trim corner and its crop mark
MARK_LENGTH = 5.0     # mm, longest crop mark
SEAM = 0.05           # mm neighbouring cells overlap, so no hairline shows where two bleeds meet
STAMP_EDGE = 3.0      # mm from the page's edge where the version stamp's band starts: printers leave it blank
STAMP_BAND_MM = 2.6   # the height a 6 pt line of the stamp needs
STAMP_CLEAR = 0.8     # mm of white kept between the stamp and the nearest painted cell
FOOTER_ROOM = STAMP_EDGE + STAMP_BAND_MM + STAMP_CLEAR   # mm of white from a page edge to the nearest painted
                                                         # cell that the stamp needs (6.4): see plan_grid


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

        # turned over on an edge that runs up the page (an upright sheet's long edge, a turned sheet's short one)
        # a slot's x mirrors; on an edge that runs across, its y
        across = (duplex.edge == "long") == (width > height)

        def flip(r: Rect) -> Rect:
            if not across:
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
              min_gutter: float = MIN_GUTTER, footer: float = FOOTER_ROOM) -> SheetGrid:
    """As many items as fit in `area` (default: the page less min_margin), centred in it, leaving white room for
    the version stamp.

    Neighbouring trims are 2 x bleed apart where the paper allows; when it is
    tight the gutter shrinks (not below min_gutter) and each item keeps half
    of it as bleed on its inner edges. Outer edges always keep the full bleed.

    The stamp prints on white paper, never on bleed: the grid leaves `footer` mm of white between the painted
    cells and both edges of one axis (bottom and top, or left and right, so the backs of either duplex keep it
    too). When the plain plan leaves less, the grid is planned again inside that room, along the axis that
    keeps the most items (on a tie, the edge the items are longer along: the stamp runs between crop marks
    an item apart, so it keeps more of its words there); only an item too big to leave
    the room on either axis keeps the plain plan (its stamp then goes on the bleed, outlined: draw_stamp).
    `footer=0` plans without the room.
    """
    width, height = page
    area = area or Rect(min_margin, min_margin, width - 2 * min_margin, height - 2 * min_margin)
    plain = _plan(page, item, bleed, area, min_margin, min_gutter)
    if footer <= 0 or footer_room(plain) >= footer - 1e-9:
        return plain
    plans = []
    for axis in ("y", "x"):   # room at the bottom and top, then at the left and right
        inset = footer + bleed
        if axis == "y":
            y0, y1 = max(area.y, inset), min(area.y1, height - inset)
            room = Rect(area.x, y0, area.w, y1 - y0)
        else:
            x0, x1 = max(area.x, inset), min(area.x1, width - inset)
            room = Rect(x0, area.y, x1 - x0, area.h)
        if room.w <= 0 or room.h <= 0:
            continue
        try:
            plans.append((axis, _plan(page, item, bleed, room, min_margin, min_gutter)))
        except SheetError:
            continue
    if not plans:
        return plain
    # of equals, the edge the items are longer along: the stamp runs between crop marks one item long there,
    # so it keeps more of its words (the bottom for a landscape or square item, the left for a portrait one)
    along = "y" if item[0] >= item[1] else "x"
    return max(plans, key=lambda p: (p[1].per_page, p[0] == along))[1]


def footer_room(grid: SheetGrid) -> float:
    """The white (mm) between the painted cells and the page's edges on the roomier axis: the least of the
    bottom and top margins, or of the left and right ones, whichever is more."""
    width, height = grid.page
    cells = [s.cell for s in grid.slots]
    across = min(min(c.x for c in cells), width - max(c.x1 for c in cells))
    down = min(min(c.y for c in cells), height - max(c.y1 for c in cells))
    return max(across, down)


def _plan(page: tuple[float, float], item: tuple[float, float], bleed: float, area: Rect, min_margin: float,
          min_gutter: float) -> SheetGrid:
    width, height = page
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


SHRINK_LEAST = 0.94   # the least scale a player aid may print at to fit more on a page: US Letter is 0.941 of
                      # A4's height, so an aid two to an A4 page is two to a Letter page too
SHRINK_STEP = 0.005   # scales tried, from 1 down


def plan_scaled(pages: list[tuple[float, float]], item: tuple[float, float], bleed: float, *,
                shrink: bool) -> tuple[Optional[SheetGrid], float]:
    """The grid that fits the most items on any of `pages` (a paper upright and turned; the first of equals),
    and the scale the items print at; (None, 1.0) when none fits.

    With `shrink`, items may print smaller, down to SHRINK_LEAST of their size, when that fits more of them on
    a page: the largest scale (in SHRINK_STEP steps) that fits as many as SHRINK_LEAST does. Without it, or
    when shrinking fits no more, the scale is 1."""
    def best(scale: float) -> Optional[SheetGrid]:
        found = None
        for page in pages:
            try:
                grid = plan_grid(page, (item[0] * scale, item[1] * scale), bleed * scale)
            except SheetError:
                continue
            if found is None or grid.per_page > found.per_page:
                found = grid
        return found

    full = best(1.0)
    if not shrink:
        return full, 1.0
    least = best(SHRINK_LEAST)
    if least is None or (full is not None and least.per_page <= full.per_page):
        return full, 1.0
    for k in range(1, round((1 - SHRINK_LEAST) / SHRINK_STEP) + 1):
        scale = round(1 - k * SHRINK_STEP, 4)
        grid = best(scale)
        if grid is not None and grid.per_page >= least.per_page:
            return grid, scale
    return least, SHRINK_LEAST   # not reached: the last step is SHRINK_LEAST itself


def plan_gutterfold(paper: tuple[float, float], item: tuple[float, float],
                    bleed: float) -> tuple[SheetGrid, SheetGrid]:
    """Fronts on the left half of a landscape page, backs mirrored on the right: fold on the centre line."""
    width, height = max(paper), min(paper)
    fold_gap = bleed + 2.0
    half = Rect(MIN_MARGIN, MIN_MARGIN, width / 2 - fold_gap - MIN_MARGIN, height - 2 * MIN_MARGIN)
    fronts = plan_grid((width, height), item, bleed, area=half)
    return fronts, fronts.backs(Duplex("short"))   # folded on the centre line, which runs up the turned page


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
                    segments.add((round(seg[0], 4), round(seg[1], 4), round(seg[2], 4), round(seg[3], 4)))
    return tuple(sorted(segments))
