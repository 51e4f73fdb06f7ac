"""Cut-out sheets: tokens, counters and tiles of any shape, packed in labelled bands, with mirrored backs.

Each kind of piece is a band of equal items laid out by sheets.plan_grid
(the card sheets' imposition), under a one-line label. Every front page is
followed by its back page, mirrored by SheetGrid.backs (long- or short-edge
duplex, with the build's offset), so the file prints duplex as a whole.
Round and hex pieces get a cut line; square and bar pieces get the card
sheets' crop marks as well. Colour runs `bleed` beyond every cut line.
"""
from __future__ import annotations

import math
from dataclasses import dataclass, replace
from typing import Any, Callable, Optional

from reportlab.lib.colors import Color
from reportlab.pdfgen.canvas import Canvas

from ...load.languages import english
from ...core.units import PT_PER_MM
from .board_fonts import PNP_FONTS, BoardFonts, furniture_of
from ..cards.sheets import Duplex, Rect, SheetGrid, Slot, crop_marks, draw_crop_marks, draw_stamp, plan_grid

K = PT_PER_MM
BLEED = 1.5           # mm of colour beyond the cut line
MARGIN = 8.0          # mm from the page edge
HEADER = 9.0          # mm at the top of the page for its title
BAND_LABEL = 5.0      # mm above each band for its label
CUT = Color(0.15, 0.15, 0.15)
BACK_GUIDE = Color(0.72, 0.72, 0.72)


@dataclass(frozen=True)
class Piece:
    """One physical piece: its shape and size, and how to paint each side inside its trim box."""

    group: str                     # band label; pieces of one group share shape and size
    shape: str                     # round, square, hex, bar
    size: float                    # mm: diameter, side, a hex's height across flats, a bar's length
    fill: Color
    front: Callable[[Canvas, Rect], None]
    back: Optional[Callable[[Canvas, Rect], None]] = None

    @property
    def box(self) -> tuple[float, float]:
        """Width and height of the trim box in mm."""
        if self.shape == "hex":
            return self.size * 2 / math.sqrt(3), self.size
        if self.shape == "bar":
            return self.size, self.size / 3
        return self.size, self.size


@dataclass(frozen=True)
class Band:
    """A run of pieces of one group on one page."""

    label: str
    grid: SheetGrid
    pieces: tuple[Piece, ...]
    label_y: float                 # mm from the page bottom, baseline of the label


@dataclass(frozen=True)
class SheetPage:
    bands: tuple[Band, ...]


def shape_path(c: Canvas, shape: str, r: Rect, grow: float = 0.0):
    """A closed path of the piece's outline, grown outward by `grow` mm."""
    p = c.beginPath()
    cx, cy = (r.x + r.w / 2) * K, (r.y + r.h / 2) * K
    if shape == "round":
        p.circle(cx, cy, (r.w / 2 + grow) * K)
    elif shape == "hex":
        rad = (r.w / 2 + grow * 2 / math.sqrt(3)) * K
        pts = [(cx + rad * math.cos(math.radians(a)), cy + rad * math.sin(math.radians(a))) for a in range(0, 360, 60)]
        p.moveTo(*pts[0])
        for pt in pts[1:]:
            p.lineTo(*pt)
        p.close()
    else:
        p.rect((r.x - grow) * K, (r.y - grow) * K, (r.w + 2 * grow) * K, (r.h + 2 * grow) * K)
    return p


SIDE_GAP = 6.0        # mm between two bands side by side


@dataclass
class _Shelf:
    """A strip across a page: the band of one group at the left, and smaller groups placed whole beside it."""

    groups: list[tuple[list[Piece], int]]   # each group with the columns it takes; the first opened the shelf
    height: float                           # the tallest band's extent: label, bleed, rows, bleed
    right: float                            # mm from the page's left: where the bands on it end


def _extent(count: int, cols: int, h: float, gap: float) -> float:
    rows = math.ceil(count / cols)
    return BAND_LABEL + 2 * BLEED + rows * h + (rows - 1) * gap


def pack(pieces: list[Piece], page: tuple[float, float], frame: Callable[..., str] = english) -> list[SheetPage]:
    """Bands of pieces, group by group, filling pages from the top.

    A group that fits whole beside the bands of an earlier strip (in the width they leave) goes there, the strip
    growing to the taller band, rather than opening a strip across the page of its own: small groups share a
    sheet rather than take a new one and its back (issue 29). A band with a neighbour keeps its rows but takes
    no more columns than they need (16 in two rows: eight a row, not ten and six), so the width it leaves is
    whole. Then the strips are laid down the pages; a strip of one group too long for what is left of a page
    continues on the next (its label says so), a strip of several moves to the next page whole.

    The groups keep their order (game.yaml's) unless that takes more than one sheet and laying the one-row groups
    after the others, where they can fill the width bigger bands leave, takes fewer: The Acts' four score markers
    then sit beside its light discs, and its forty prayer points no longer spill onto a second sheet and its back.
    Every piece's back lands behind its own front whatever shares its sheet, so one- and two-sided groups share
    sheets freely (a one-sided piece's back is its colour)."""
    groups: list[list[Piece]] = []
    for piece in pieces:
        if groups and groups[-1][0].group == piece.group:
            groups[-1].append(piece)
        else:
            groups.append([piece])
    pages = _lay(_shelves(groups, page), page, frame)
    if len(pages) > 1:
        area_w, gap = page[0] - 2 * MARGIN, 2 * BLEED + 0.5
        one_row = [len(g) <= (area_w + gap) // (g[0].box[0] + gap) for g in groups]
        later = ([g for g, small in zip(groups, one_row) if not small]
                 + [g for g, small in zip(groups, one_row) if small])
        if any(a is not b for a, b in zip(later, groups)):
            fewer = _lay(_shelves(later, page), page, frame)
            if len(fewer) < len(pages):
                pages = fewer
    if len(pages) > 1:
        one = _two_columns(groups, page)
        if one is not None:
            pages = [one]
    return [SheetPage(tuple(bands)) for bands in pages]


COLUMN_GROUPS = 10    # the most groups _two_columns searches (2^n splits): more than a sheet holds anyway


def _options(group: list[Piece], gap: float, width: float) -> list[tuple[float, float, int]]:
    """(extent, band width, columns) of each way the group's band can be drawn no wider than `width`: each
    number of rows in the fewest columns that hold the group in them, fewest rows first."""
    w, h = group[0].box
    out = []
    for rows in range(1, len(group) + 1):
        cols = math.ceil(len(group) / rows)
        if math.ceil(len(group) / cols) != rows:
            continue   # as many rows as a wider band takes: no way of its own
        drawn = _band_width(group[0].group, len(group), cols, w, gap)
        if drawn <= width + 1e-6:
            out.append((_extent(len(group), cols, h, gap), drawn, cols))
    return out


def _stack(options: list[list[tuple[float, float, int]]], width: float) -> Optional[tuple[float, float, list[int]]]:
    """(height, width used, columns of each band) of bands stacked in a column `width` wide, each in its least
    extent that fits; None when one does not fit at all."""
    height, used, cols = 0.0, 0.0, []
    for opts in options:
        fits = [o for o in opts if o[1] <= width + 1e-6]
        if not fits:
            return None
        extent, drawn, c = min(fits, key=lambda o: (o[0], o[1]))
        height, used = height + extent, max(used, drawn)
        cols.append(c)
    return height + 1.5 * (len(options) - 1), used, cols


def _two_columns(groups: list[list[Piece]], page: tuple[float, float]) -> Optional[list[Band]]:
    """Every group on one page, in two columns of bands stacked down the page (each band whole, in whatever rows
    its column's width gives it), or None when no split fits: strips across the page waste the end of each row
    and the height of a short band beside a tall one, columns fill the page's height instead. The Acts' six
    groups need 257.5 mm in strips at best, 7 mm more than US Letter's 250.4, and 246.5 mm in two columns
    (Disciples, Churches and Dark discs; Score markers, Light discs and 40 Prayer points eight rows of five):
    one sheet and its back instead of two. Of the splits that fit (the first group always in the left column),
    the one whose taller column is shortest is taken, then the first in order: the same pages every build."""
    if len(groups) < 2 or len(groups) > COLUMN_GROUPS:
        return None
    width, height = page
    area_w = width - 2 * MARGIN
    room = (height - MARGIN - HEADER) - (MARGIN + 4.0)
    gap = 2 * BLEED + 0.5
    options = [_options(g, gap, area_w) for g in groups]
    best: Optional[tuple[float, int, float, list[int], list[int]]] = None
    for mask in range(1, 1 << len(groups)):
        if not mask & 1 or mask == (1 << len(groups)) - 1:
            continue
        left = [i for i in range(len(groups)) if mask >> i & 1]
        right = [i for i in range(len(groups)) if not mask >> i & 1]
        for w in sorted({o[1] for i in left for o in options[i]}):
            one = _stack([options[i] for i in left], w)
            if one is None or one[0] > room + 1e-6:
                continue
            two = _stack([options[i] for i in right], area_w - one[1] - SIDE_GAP)
            if two is None or two[0] > room + 1e-6:
                continue
            tall = max(one[0], two[0])
            if best is None or tall < best[0] - 1e-6:
                best = (tall, mask, one[1], one[2], two[2])
    if best is None:
        return None
    _, mask, used, left_cols, right_cols = best
    bands: list[Band] = []
    for x, members, cols in ((MARGIN, [i for i in range(len(groups)) if mask >> i & 1], left_cols),
                             (MARGIN + used + SIDE_GAP, [i for i in range(len(groups)) if not mask >> i & 1],
                              right_cols)):
        y = height - MARGIN - HEADER
        for i, c in zip(members, cols):
            group = groups[i]
            w, h = group[0].box
            rows = math.ceil(len(group) / c)
            band_h = rows * h + (rows - 1) * gap
            area = Rect(x, y - BAND_LABEL - BLEED - band_h - 0.01, c * (w + gap) - gap + 2 * BLEED, band_h + 0.02)
            bands.append(_band(page, group[0].group, tuple(group), area, y, gap))
            y -= _extent(len(group), c, h, gap) + 1.5
    return bands


def _fewest_cols(count: int, cols: int) -> int:
    """The fewest columns that hold `count` pieces in the rows `cols` columns take."""
    return math.ceil(count / math.ceil(count / cols))


def _shelves(groups: list[list[Piece]], page: tuple[float, float]) -> list[_Shelf]:
    """The strips, in order: each group opens one across the page or joins an earlier one beside its bands."""
    width, height = page
    area_x, area_w = MARGIN, width - 2 * MARGIN
    room = (height - MARGIN - HEADER) - (MARGIN + 4.0)
    gap = 2 * BLEED + 0.5
    shelves: list[_Shelf] = []
    for group in groups:
        w, h = group[0].box
        placed = False
        for shelf in shelves:
            opener, opener_cols = shelf.groups[0]
            if _extent(len(opener), opener_cols, opener[0].box[1], gap) > room:
                continue   # a strip that runs over pages takes no neighbours
            right = shelf.right
            if len(shelf.groups) == 1:   # its first neighbour: the band keeps its rows in as few columns
                opener_cols = _fewest_cols(len(opener), opener_cols)
                right = area_x + _band_width(opener[0].group, len(opener), opener_cols, opener[0].box[0], gap)
            free = area_x + area_w - right - SIDE_GAP
            cols = min(len(group), int((free - 2 * BLEED + gap) // (w + gap)))
            if cols < 1:
                continue
            cols = _fewest_cols(len(group), cols)
            if _band_width(group[0].group, len(group), cols, w, gap) > free + 1e-6:
                continue
            extent = _extent(len(group), cols, h, gap)
            own = _extent(len(group), max(1, int((area_w + gap) // (w + gap))), h, gap) + 1.5
            if extent > room or max(shelf.height, extent) - shelf.height >= own:
                continue   # beside, it would take more of the page's height than a strip of its own
            shelf.groups[0] = (opener, opener_cols)
            shelf.groups.append((group, cols))
            shelf.height = max(shelf.height, extent)
            shelf.right = right + SIDE_GAP + _band_width(group[0].group, len(group), cols, w, gap)
            placed = True
            break
        if not placed:
            cols = max(1, int((area_w + gap) // (w + gap)))
            shelves.append(_Shelf([(group, cols)], _extent(len(group), cols, h, gap),
                                  area_x + _band_width(group[0].group, len(group), cols, w, gap)))
    return shelves


def _lay(shelves: list[_Shelf], page: tuple[float, float], frame: Callable[..., str]) -> list[list[Band]]:
    """The strips laid down the pages, from the top: the bands of each page."""
    width, height = page
    area_x, area_w = MARGIN, width - 2 * MARGIN
    top_limit = height - MARGIN - HEADER
    bottom_limit = MARGIN + 4.0   # room for the version stamp
    gap = 2 * BLEED + 0.5
    pages: list[list[Band]] = [[]]
    y = top_limit
    for shelf in shelves:
        if len(shelf.groups) > 1:
            if y - shelf.height < bottom_limit - 1e-6:
                pages.append([])
                y = top_limit
            x = area_x
            for group, cols in shelf.groups:
                w, h = group[0].box
                rows = math.ceil(len(group) / cols)
                band_h = rows * h + (rows - 1) * gap
                area = Rect(x, y - BAND_LABEL - BLEED - band_h - 0.01, cols * (w + gap) - gap + 2 * BLEED,
                            band_h + 0.02)
                pages[-1].append(_band(page, group[0].group, tuple(group), area, y, gap))
                x += _band_width(group[0].group, len(group), cols, w, gap) + SIDE_GAP
            y -= shelf.height + 1.5
            continue
        (group, cols), = shelf.groups
        w, h = group[0].box
        left = list(group)
        while left:
            rows_fit = int((y - BAND_LABEL - BLEED - bottom_limit + gap) // (h + gap))
            if rows_fit < 1:
                pages.append([])
                y = top_limit
                continue
            rows = min(rows_fit, math.ceil(len(left) / cols))
            band_h = rows * h + (rows - 1) * gap
            # the label sits above the first row's bleed, never on it
            area = Rect(area_x, y - BAND_LABEL - BLEED - band_h - 0.01, area_w, band_h + 0.02)
            take = left[:min(len(left), rows * cols)]
            label = group[0].group + (frame(" (continued)") if len(take) < len(group) and take[0] is not group[0]
                                      else "")
            pages[-1].append(_band(page, label, tuple(take), area, y, gap))
            left = left[len(take):]
            y = y - BAND_LABEL - BLEED - band_h - BLEED - 1.5
    return [bands for bands in pages if bands]


def _band_width(label: str, count: int, cols: int, w: float, gap: float) -> float:
    """How wide a band is drawn: its pieces' bleed, or its label where that is wider."""
    from reportlab.pdfbase.pdfmetrics import stringWidth

    return max(min(cols, count) * (w + gap) - gap + 2 * BLEED, (stringWidth(label, "Lato-Bold", LABEL_PT) + 2) / K)


def _band(page: tuple[float, float], label: str, pieces: tuple[Piece, ...], area: Rect, top: float,
          gap: float) -> Band:
    w, h = pieces[0].box
    grid = plan_grid(page, (w, h), BLEED, area=area, min_margin=MARGIN, min_gutter=gap, footer=0)
    grid = _left_aligned(grid, area, gap)
    return Band(label, grid, pieces[:grid.per_page], top - BAND_LABEL + 1.2)


def _left_aligned(grid: SheetGrid, area: Rect, gap: float) -> SheetGrid:
    """The grid's slots moved to start at the area's left edge with a fixed gap, so bands line up."""
    from ..cards.sheets import Slot

    w, h = grid.item
    slots = []
    for i, s in enumerate(grid.slots):
        row, col = divmod(i, grid.cols)
        trim = Rect(area.x + BLEED + col * (w + gap), area.y1 - h - row * (h + gap), w, h)
        slots.append(Slot(trim, trim.inset(-BLEED)))
    return replace(grid, gutter=(gap, gap), slots=tuple(slots))


LABEL_PT = 7.5


def label_box(band: Band, fonts: BoardFonts = PNP_FONTS) -> Rect:
    """The white ground of a band's label, in mm: what crop marks and other pieces' bleed keep clear of."""
    x = band.grid.slots[0].trim.x - BLEED
    width = (fonts.width(band.label, "Lato-Bold", LABEL_PT) + 2) / K
    return Rect(x - 1 / K, band.label_y - 2.2 / K, width, 9.2 / K)


def bleed_boxes(sheet: SheetPage) -> list[Rect]:
    """The bleed box of every piece on a page (its trim grown by the bleed)."""
    return [slot.trim.inset(-BLEED) for band in sheet.bands for slot in band.grid.slots[:len(band.pieces)]]


def draw_pages(c: Canvas, pages: list[SheetPage], *, title: str, stamp: Callable[[int, int], str],
               duplex: Duplex, frame: Callable[..., str] = english) -> int:
    """Every front page, each followed by its mirrored back page; returns the page count."""
    total = 2 * len(pages)
    for n, sheet in enumerate(pages):
        _draw_side(c, sheet, front=True, duplex=duplex,
                   head=f"{title}  -  " + frame("sheet {sheet} of {sheets}, fronts", sheet=n + 1, sheets=len(pages)),
                   stamp=stamp(2 * n + 1, total))
        _draw_side(c, sheet, front=False, duplex=duplex,
                   head=f"{title}  -  " + frame("sheet {sheet} of {sheets}, backs ({edge}-edge duplex)",
                                                sheet=n + 1, sheets=len(pages), edge=frame(duplex.edge)),
                   stamp=stamp(2 * n + 2, total))
    return total


def _draw_side(c: Canvas, sheet: SheetPage, *, front: bool, duplex: Duplex, head: str, stamp: str) -> None:
    page = sheet.bands[0].grid.page
    fonts = furniture_of(c)
    segments = []
    placed: list[Slot] = []   # every slot this side prints, whatever its band: the stamp keeps below them all
    for band in sheet.bands:
        grid = band.grid if front else band.grid.backs(duplex)
        placed += grid.slots[:len(band.pieces)]
        for piece, slot in zip(band.pieces, grid.slots):
            _piece(c, piece, slot.trim, front)
        if front and band.pieces[0].shape in ("square", "bar"):
            # marks keep out of every other piece's bleed and off every label
            others = tuple(bleed_boxes(sheet)) + tuple(label_box(b, fonts) for b in sheet.bands)
            segments += crop_marks(band.grid, len(band.pieces), others)
    draw_crop_marks(c, segments)
    if front:
        for band in sheet.bands:   # on a white ground above the band's bleed
            box = label_box(band, fonts)
            c.setFont("Lato-Bold", LABEL_PT)
            c.setFillColor(Color(1, 1, 1))
            c.rect(box.x * K, box.y * K, box.w * K, box.h * K, stroke=0, fill=1)
            c.setFillColor(Color(0.2, 0.2, 0.2))
            fonts.draw(c, (band.grid.slots[0].trim.x - BLEED) * K, band.label_y * K, band.label, "Lato-Bold", LABEL_PT,
                       set_font=False)
    c.setFillColor(Color(0.1, 0.1, 0.1))
    c.setFont("Lato-Bold", 9)
    fonts.draw(c, MARGIN * K, (page[1] - MARGIN - 4.5) * K, head, "Lato-Bold", 9, set_font=False)
    # in the bottom margin, as on the card sheets (the band stops at sheets.STAMP_TOP, so a page whose last
    # band ends high does not float its stamp halfway up the white below it)
    draw_stamp(c, replace(sheet.bands[-1].grid, slots=tuple(placed)), stamp, segments)
    c.showPage()


def draw_alone(piece: Piece, target: Any, title: str) -> None:
    """The piece's front alone on a page of its trim size, as a sheet draws it inside its outline (its colour, then
    its painter), with no bleed and a hairline for its edge instead of the cut line, for a picture of it."""
    from ..cards.sheets import sheet_canvas

    w, h = piece.box
    trim = Rect(0.0, 0.0, w, h)
    c = sheet_canvas(target, (w, h), title=title)
    c.setFillColor(piece.fill)
    c.drawPath(shape_path(c, piece.shape, trim), stroke=0, fill=1)
    c.saveState()
    c.clipPath(shape_path(c, piece.shape, trim), stroke=0, fill=0)
    piece.front(c, trim)
    c.restoreState()
    c.setStrokeColor(BACK_GUIDE)
    c.setLineWidth(0.3)
    c.drawPath(shape_path(c, piece.shape, trim, -0.1), stroke=1, fill=0)
    c.showPage()
    c.save()


def _piece(c: Canvas, piece: Piece, trim: Rect, front: bool) -> None:
    c.saveState()
    c.setFillColor(piece.fill)
    c.drawPath(shape_path(c, piece.shape, trim, BLEED), stroke=0, fill=1)
    c.saveState()
    c.clipPath(shape_path(c, piece.shape, trim), stroke=0, fill=0)
    painter = piece.front if front else piece.back
    if painter is not None:
        painter(c, trim)
    c.restoreState()
    c.setStrokeColor(CUT if front else BACK_GUIDE)
    c.setLineWidth(0.6 if front else 0.3)
    c.drawPath(shape_path(c, piece.shape, trim), stroke=1, fill=0)
    c.restoreState()
