"""Tiling: a board bigger than the paper, split across pages with overlap, alignment marks and labels.

Pure geometry in mm: board coordinates from the board's top-left corner,
page coordinates PDF's (from the bottom-left). Neighbouring tile windows
share an `overlap` strip where both pages print the same crosshairs at the
same board points (marks.py finds them room); laying one page over the other
until they coincide rebuilds the board. An overview page shows the whole board reduced, with
the tile windows drawn over it. See docs/boards.md, Tiling.
"""
from __future__ import annotations

import math
import string
from dataclasses import dataclass
from typing import TYPE_CHECKING, Callable, Optional

from reportlab.lib.colors import Color
from reportlab.lib.utils import simpleSplit
from reportlab.pdfgen.canvas import Canvas

from ...load.languages import Wording, english
from ...core.units import PT_PER_MM
from ..shared.board_fonts import furniture_of
from ..shared.fonts import DEFAULT_FONT
from ..cards.sheets import Rect, draw_page_stamp
from .marks import REGISTRATION, BusyIndex, Mark, covered, draw_alignment_mark, seam_marks

if TYPE_CHECKING:
    from .overview import OverviewWords

OVERLAP = 12.0        # mm of board printed on both neighbouring tiles
MARGIN = 8.0          # mm between the page edge and a tile's window
LABEL_BAND = 7.0      # mm above the window for the page label
# the tile labels' and seams' blue: 5.7:1 on white paper, 4:1 on the overview's label plate (PLATE_ALPHA white)
# over black, so a label reads (WCAG's 3:1) whatever region of the board its plate lies on
SEAM_TINT = Color(0.2, 0.4, 0.7)
PLATE_ALPHA = 0.85
LABEL_FONT = "Lato-Bold"
TEXT_FONT = DEFAULT_FONT


@dataclass(frozen=True)
class Tile:
    """One page of a tiled board: which window of the board it shows, and where on the page."""

    row: int
    col: int
    window: tuple[float, float, float, float]   # x, y, w, h on the board (mm, origin top-left)
    origin: tuple[float, float]                  # page point (mm, origin bottom-left) of the window's top-left

    @property
    def label(self) -> str:
        return f"{row_letter(self.row)}{self.col + 1}"

    def to_page(self, bx: float, by: float) -> tuple[float, float]:
        """Page position (mm) of a board point."""
        return self.origin[0] + bx - self.window[0], self.origin[1] - (by - self.window[1])

    @property
    def frame(self) -> Rect:
        """The window's rectangle on the page."""
        x, y = self.origin
        return Rect(x, y - self.window[3], self.window[2], self.window[3])


@dataclass(frozen=True)
class TilePlan:
    """How one board is split across pages."""

    board: tuple[float, float]
    page: tuple[float, float]
    overlap: float
    rows: int
    cols: int
    tiles: tuple[Tile, ...]           # row-major from the top-left
    busy: tuple[tuple[float, float, float, float], ...] = ()   # board boxes (x, y, w, h mm, y down) holding
                                      # spaces, markers and text: crosshairs and overview labels keep off them

    @property
    def single(self) -> bool:
        return len(self.tiles) == 1

    def tile(self, row: int, col: int) -> Tile:
        return self.tiles[row * self.cols + col]

    def marks(self, tile: Tile) -> list[Mark]:
        """The alignment marks printed on this tile (those of every seam it shares): board points and sizes."""
        points: list[Mark] = []
        for other in self.neighbours(tile):
            points.extend(seam_marks(self.busy, self.overlap, tile.window, other.window, tile.row == other.row))
        return sorted(set(points))

    def neighbours(self, tile: Tile) -> list[Tile]:
        out = []
        for dr, dc in ((0, -1), (0, 1), (-1, 0), (1, 0)):
            r, c = tile.row + dr, tile.col + dc
            if 0 <= r < self.rows and 0 <= c < self.cols:
                out.append(self.tile(r, c))
        return out


def row_letter(row: int) -> str:
    letters = string.ascii_uppercase
    return letters[row] if row < 26 else letters[row // 26 - 1] + letters[row % 26]


def _axis(length: float, avail: float, overlap: float) -> list[tuple[float, float]]:
    """(start, size) of each window along one axis: as few as fit, all the same size."""
    if length <= avail + 1e-6:
        return [(0.0, length)]
    n = math.ceil((length - overlap) / (avail - overlap) - 1e-9)
    size = (length + (n - 1) * overlap) / n
    return [(i * (size - overlap), size) for i in range(n)]


def plan_tiles(board: tuple[float, float], paper: tuple[float, float], *, overlap: float = OVERLAP,
               margin: float = MARGIN) -> TilePlan:
    """The fewest pages, portrait or landscape, that show the whole board at full size."""
    best = None
    short, long_ = sorted(paper)
    for page in ((short, long_), (long_, short)):
        avail = (page[0] - 2 * margin, page[1] - 2 * margin - LABEL_BAND)
        xs, ys = _axis(board[0], avail[0], overlap), _axis(board[1], avail[1], overlap)
        key = (len(xs) * len(ys), 0 if board[0] >= board[1] and page[0] > page[1] else 1)
        if best is None or key < best[0]:
            best = (key, page, xs, ys)
    assert best is not None
    _, page, xs, ys = best
    # every window is the same size: centre it in the area below the label band
    avail = (page[0] - 2 * margin, page[1] - 2 * margin - LABEL_BAND)
    left = margin + (avail[0] - xs[0][1]) / 2
    top = page[1] - margin - LABEL_BAND - (avail[1] - ys[0][1]) / 2
    tiles = tuple(Tile(r, c, (x, y, w, h), (left, top))
                  for r, (y, h) in enumerate(ys) for c, (x, w) in enumerate(xs))
    return TilePlan(board, page, overlap, len(ys), len(xs), tiles)


def _mm(v: float) -> float:
    return v * PT_PER_MM


def outline_entry(c: Canvas, title: str, level: int = 0) -> None:
    """Name the current page in the PDF's outline (bookmarks), so a reader can jump to a tile."""
    key = f"page{c.getPageNumber()}"
    c.bookmarkPage(key)
    c.addOutlineEntry(title, key, level=level)


def draw_tile_page(c: Canvas, plan: TilePlan, tile: Tile, *, board_form: str, title: str, stamp: str,
                   words: Callable[..., str] = english) -> None:
    """One tile: the board window (clipped), its seams' alignment marks, frame, label and neighbours.
    `words` gives pnp's frame words (an edition's, generator/load/languages.py)."""
    outline_entry(c, f"{title}: " + words("tile {tile}", tile=tile.label), 0 if plan.single else 1)
    frame = tile.frame
    c.saveState()
    path = c.beginPath()
    path.rect(_mm(frame.x), _mm(frame.y), _mm(frame.w), _mm(frame.h))
    c.clipPath(path, stroke=0, fill=0)
    # board point (wx, wy + wh) [its bottom-left in PDF terms] goes to the frame's bottom-left
    wx, wy, ww, wh = tile.window
    c.translate(_mm(frame.x - wx), _mm(frame.y - (plan.board[1] - wy - wh)))
    c.doForm(board_form)
    c.restoreState()
    _draw_seams(c, plan, tile)
    for bx, by, size in plan.marks(tile):
        draw_alignment_mark(c, *tile.to_page(bx, by), size)
    _draw_frame(c, frame)
    _draw_labels(c, plan, tile, title, stamp, words)


def _draw_seams(c: Canvas, plan: TilePlan, tile: Tile) -> None:
    """A light dashed line along each overlap strip's inner edge: the neighbour's window ends there."""
    c.saveState()
    c.setStrokeColor(SEAM_TINT)
    c.setLineWidth(0.5)
    c.setDash(3, 2)
    wx, wy, ww, wh = tile.window
    for other in plan.neighbours(tile):
        ox, oy, ow, oh = other.window
        if other.row == tile.row:
            edge = ox + ow if other.col < tile.col else ox
            p0, p1 = tile.to_page(edge, wy), tile.to_page(edge, wy + wh)
        else:
            edge = oy + oh if other.row < tile.row else oy
            p0, p1 = tile.to_page(wx, edge), tile.to_page(wx + ww, edge)
        c.line(_mm(p0[0]), _mm(p0[1]), _mm(p1[0]), _mm(p1[1]))
    c.restoreState()


def _draw_frame(c: Canvas, frame: Rect) -> None:
    c.saveState()
    c.setStrokeColor(REGISTRATION)
    c.setLineWidth(0.3)
    c.rect(_mm(frame.x), _mm(frame.y), _mm(frame.w), _mm(frame.h), stroke=1, fill=0)
    c.restoreState()


def _draw_labels(c: Canvas, plan: TilePlan, tile: Tile, title: str, stamp: str,
                 words: Callable[..., str] = english) -> None:
    frame = tile.frame
    c.saveState()
    c.setFillColor(REGISTRATION)
    base = _mm(frame.y1 + 2.2)
    if plan.single:
        head = title
    else:
        head = f"{title}  -  " + words("tile {tile}  (row {row} of {rows}, column {col} of {cols})",
                                       tile=tile.label, row=row_letter(tile.row), rows=plan.rows,
                                       col=tile.col + 1, cols=plan.cols)
    c.setFont(LABEL_FONT, 9)
    furniture_of(c).draw(c, _mm(frame.x), base, head, LABEL_FONT, 9, set_font=False)
    below = [other for other in plan.neighbours(tile) if other.row > tile.row]
    # the neighbour below is named under the frame's middle: the stamp keeps beside it when it is that low
    label = Rect(frame.x + frame.w / 2 - 4, frame.y - 3.4, 8, 2.6)
    draw_page_stamp(c, plan.page, stamp, floor=frame.y, clear=(label,) if below else ())
    if not plan.single:
        # neighbours named at the middle of each shared edge, outside the window
        c.setFont(LABEL_FONT, 7)
        c.setFillColor(SEAM_TINT)
        for other in plan.neighbours(tile):
            text = f"{other.label}"
            if other.row == tile.row:
                x = frame.x - 2.5 if other.col < tile.col else frame.x1 + 2.5
                c.saveState()
                c.translate(_mm(x), _mm(frame.y + frame.h / 2))
                c.rotate(90)
                c.drawCentredString(0, -_mm(0.9), text)
                c.restoreState()
            elif other.row > tile.row:   # above, the label band already names the tile
                c.drawCentredString(_mm(frame.x + frame.w / 2), _mm(frame.y - 3.2), text)
    c.restoreState()


LABEL_BOX = (8.0, 4.6)   # mm: the white box behind a tile's label on the overview (9 pt "B4" and a rim)


def _overview_label_spot(plan: TilePlan, tile: Tile, scale: float, origin: tuple[float, float]
                         ) -> tuple[float, float]:
    """Page point (mm) of the centre of a tile's label on the overview: inside the part of the tile's window
    no neighbour shares (so it names one window), at the first spot from the window's bottom-right corner,
    then the other corners, then further in, whose box covers nothing the board draws (plan.busy: spaces,
    names, track numbers, the key); the least covered spot when none is free. Without busy boxes (boards),
    the bottom-right corner."""
    tx, ty, tw, th = tile.window
    ov = plan.overlap
    # the window less the strips it shares with its neighbours, in board mm
    left = tx + (ov if tile.col > 0 else 0.0)
    right = tx + tw - (ov if tile.col < plan.cols - 1 else 0.0)
    top = ty + (ov if tile.row > 0 else 0.0)
    bottom = ty + th - (ov if tile.row < plan.rows - 1 else 0.0)
    w, h = (LABEL_BOX[0] + 1.0) / scale, (LABEL_BOX[1] + 1.0) / scale   # the box and 0.5 mm round it
    inset = 1.5 / scale
    x_lo, x_hi = left + inset + w / 2, right - inset - w / 2
    y_lo, y_hi = top + inset + h / 2, bottom - inset - h / 2
    corners = [(x_hi, y_hi), (x_lo, y_hi), (x_hi, y_lo), (x_lo, y_lo)]
    spot = corners[0]
    if plan.busy and x_lo <= x_hi and y_lo <= y_hi:
        step = 1.0 / scale
        nx, ny = int((x_hi - x_lo) // step), int((y_hi - y_lo) // step)
        grid = [(x_lo + i * step, y_lo + j * step) for i in range(nx + 1) for j in range(ny + 1)]
        best = None
        index = BusyIndex(plan.busy)
        for rank, (x, y) in enumerate(corners + grid):
            cost = covered(index, (x - w / 2, y - h / 2, w, h))
            # corners first, then the spot nearest the bottom-right corner
            key = (round(cost, 3), 0 if rank < 4 else 1, rank if rank < 4 else (x_hi - x) + (y_hi - y))
            if best is None or key < best[0]:
                best = (key, (x, y))
        assert best is not None
        spot = best[1]
    bx, by = spot
    return origin[0] + bx * scale, origin[1] + (plan.board[1] - by) * scale


def overview_page(plan: TilePlan) -> tuple[float, float]:
    """The overview's page: the paper turned the way the board is."""
    short, long_ = sorted(plan.page)
    return (long_, short) if plan.board[0] > plan.board[1] else (short, long_)


def draw_overview_page(c: Canvas, plan: TilePlan, *, board_form: str, title: str, stamp: str,
                       note: str = "", wording: Optional[Wording] = None,
                       names: "Optional[OverviewWords]" = None) -> float:
    """The whole board reduced onto one page with every tile's window outlined; returns the scale. With `names`
    (a map's), a board whose words would print under 6 pt at that scale is drawn quiet, and only the names that
    read at 6 pt are set over it (overview.py).

    `wording` gives pnp's frame words and counts (an edition's, generator/load/languages.py)."""
    wording = wording or Wording()
    words = wording.frame
    outline_entry(c, title, 0)
    page_w, page_h = overview_page(plan)
    area_w, area_h = page_w - 2 * MARGIN, page_h - 2 * MARGIN - LABEL_BAND - 12
    scale = min(1.0, area_w / plan.board[0], area_h / plan.board[1])
    w, h = plan.board[0] * scale, plan.board[1] * scale
    x0 = (page_w - w) / 2
    y0 = MARGIN + 12 + (area_h - h) / 2
    quiet = names is not None and names.needed(scale)
    if quiet and names is not None:
        x0 = names.board_left(x0, w, page_w, MARGIN)
    c.saveState()
    c.translate(_mm(x0), _mm(y0))
    c.scale(scale, scale)
    c.doForm(names.form if quiet and names is not None else board_form)
    c.restoreState()
    plates: list[tuple[float, float, float, float]] = []
    c.saveState()
    c.setStrokeColor(REGISTRATION)
    c.setLineWidth(0.4)
    c.rect(_mm(x0), _mm(y0), _mm(w), _mm(h), stroke=1, fill=0)
    if not plan.single:
        for tile in plan.tiles:
            tx, ty, tw, th = tile.window
            rx, ry = x0 + tx * scale, y0 + (plan.board[1] - ty - th) * scale
            c.setStrokeColor(SEAM_TINT)
            c.setDash(2, 1.5)
            c.rect(_mm(rx), _mm(ry), _mm(tw * scale), _mm(th * scale), stroke=1, fill=0)
            c.setDash()
            cx, cy = _overview_label_spot(plan, tile, scale, (x0, y0))
            plates.append((cx - LABEL_BOX[0] / 2, cy - LABEL_BOX[1] / 2, LABEL_BOX[0], LABEL_BOX[1]))
            c.setFillColor(Color(1, 1, 1, alpha=PLATE_ALPHA))
            c.roundRect(_mm(cx - LABEL_BOX[0] / 2), _mm(cy - LABEL_BOX[1] / 2), _mm(LABEL_BOX[0]), _mm(LABEL_BOX[1]),
                        _mm(1.2), stroke=0, fill=1)
            c.setFillColor(SEAM_TINT)
            c.setFont(LABEL_FONT, 9)
            c.drawCentredString(_mm(cx), _mm(cy - 1.1), tile.label)
    if quiet and names is not None:
        names.draw(c, scale, (x0, y0), (page_w, page_h), plates, MARGIN)
    c.setFillColor(REGISTRATION)
    c.setFont(LABEL_FONT, 10)
    top = page_h - MARGIN - LABEL_BAND + 2.2
    furniture_of(c).draw(c, _mm(MARGIN), _mm(top), f"{title}  -  " + words("overview"), LABEL_FONT, 10, set_font=False)
    c.setFont(TEXT_FONT, 7.5)
    pages = words("1 page") if plan.single else words(
        "{pages} pages ({rows} x {cols})", pages=len(plan.tiles),
        rows=wording.count(plan.rows, "{count} row", "{count} rows"),
        cols=wording.count(plan.cols, "{count} column", "{count} columns"))
    size = f"{round(plan.board[0], 1):g} x {round(plan.board[1], 1):g} mm"   # a hex grid's 226.939 reads 226.9
    line = words("Full size {size} on {pages}; shown here at {scale}%. ", size=size, pages=pages,
                 scale=f"{scale * 100:.0f}") + (
        words("Neighbouring tiles share a {overlap} mm strip: trim the page margin, lay the later tile over the "
              "earlier one until the crosshairs coincide, then glue.", overlap=f"{plan.overlap:g}")
        if not plan.single else "") + (
        " " + words("Names that would print under 6 pt here are left out; the tiles print every name and number.")
        if quiet else "")
    lines = simpleSplit((note + "  " if note else "") + line, TEXT_FONT, 7.5, _mm(page_w - 2 * MARGIN))
    for i, text in enumerate(lines[:3]):   # between the board (MARGIN + 12 up) and the stamp's band
        furniture_of(c).draw(c, _mm(MARGIN), _mm(MARGIN + 8.5 - i * 3.4), text, TEXT_FONT, 7.5, set_font=False)
    c.restoreState()
    draw_page_stamp(c, (page_w, page_h), stamp, floor=MARGIN + 8.5 - (min(3, len(lines)) - 1) * 3.4 - 0.7)
    return scale
