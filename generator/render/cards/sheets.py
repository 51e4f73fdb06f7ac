"""Imposition: N-up grids on A4/Letter, crop marks, guides, version stamps, duplex and gutterfold backs.

Reusable for anything cut from a sheet (cards, tokens, tiles). The geometry
(sheet_layout.py, re-exported here) is pure and in mm with the origin at the
page's bottom-left corner (PDF's own convention); only the draw_* functions
and impose() touch a canvas.

    grid = plan_grid(paper_mm("a4"), (63, 88), bleed=3)
    backs = grid.backs(Duplex("long", (0.5, 0)))          # slot i behind front slot i
    canvas = sheet_canvas(buffer, grid.page, title="...")
    pages = impose(canvas, grid, count, draw_item, stamp=stamp)

See docs/cards.md ("Sheets API") for the contract.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Callable, Optional

from reportlab import rl_config
from reportlab.lib.colors import Color, black, white
from reportlab.pdfgen.canvas import Canvas

from ...core.units import PT_PER_MM
from ..shared.board_fonts import PNP_FONTS, BoardFonts, furniture_of, keep_furniture, shaped
from ..shared.fonts import DEFAULT_FONT, register_fonts
from .sheet_layout import (FOOTER_ROOM, MARK_GAP, MARK_LENGTH, MIN_GUTTER, MIN_MARGIN, STAMP_BAND_MM, STAMP_CLEAR,
                           STAMP_EDGE, Duplex, Rect, Segment, SheetError, SheetGrid, Slot, crop_marks, footer_room,
                           paper_mm, plan_grid, plan_gutterfold)

__all__ = ["FOOTER_ROOM", "MARK_GAP", "MARK_LENGTH", "MIN_GUTTER", "MIN_MARGIN", "Duplex", "Rect", "Segment",
           "SheetError", "SheetGrid", "SheetStyle", "Slot", "content_date", "crop_marks", "draw_crop_marks",
           "draw_guides", "draw_page_stamp", "draw_stamp", "footer_room", "impose", "paper_mm", "plan_grid",
           "plan_gutterfold", "sheet_canvas"]

STAMP_FONT = DEFAULT_FONT
GUIDE_TRIM = Color(0.85, 0.1, 0.45)
GUIDE_BLEED = Color(0.1, 0.6, 0.85)
GUIDE_SAFE = Color(0.2, 0.65, 0.25)


def sheet_canvas(target, page: tuple[float, float], *, title: str, subject: str = "",
                 canvas_class: type[Canvas] = Canvas, lang: str = "", furniture: Optional[BoardFonts] = None) -> Canvas:
    """A deterministic canvas that embeds only our fonts and asks viewers not to scale when printing; `lang`
    (an edition's language code) goes into the catalog's /Lang, which screen readers and hyphenating viewers read;
    `furniture` (board_fonts.furniture_fonts) draws what pnp's Lato lacks in the stamp, headings and labels."""
    register_fonts()
    # Binary streams: ASCII85 would make every PDF a quarter larger and cost a second per thousand cards.
    rl_config.useA85 = 0
    c = canvas_class(target, pagesize=(page[0] * PT_PER_MM, page[1] * PT_PER_MM), invariant=1,
                     initialFontName=DEFAULT_FONT,  # type: ignore[arg-type]  # types-reportlab: float; it is a name
                     initialFontSize=8, pageCompression=1, lang=lang or None)
    c.setTitle(title)
    c.setSubject(subject)
    c.setCreator("pnp")
    c.setAuthor("pnp")
    c.setViewerPreference("PrintScaling", "None")
    keep_furniture(c, furniture)
    return c


def draw_crop_marks(c: Canvas, segments: list[Segment]) -> None:
    """Black hairlines on a white halo, so marks read on white paper and over dark bleed alike."""
    if not segments:
        return
    c.saveState()
    c.setLineCap(0)
    for colour, width in ((white, 1.2), (black, 0.35)):
        c.setStrokeColor(colour)
        c.setLineWidth(width)
        path = c.beginPath()
        for x0, y0, x1, y1 in segments:
            path.moveTo(x0 * PT_PER_MM, y0 * PT_PER_MM)
            path.lineTo(x1 * PT_PER_MM, y1 * PT_PER_MM)
        c.drawPath(path, stroke=1, fill=0)
    c.restoreState()


def draw_guides(c: Canvas, trim: Rect, bleed: float, safe: float) -> None:
    """Proof guides: trim (solid magenta), bleed (dashed blue) and safe zone (dashed green)."""
    c.saveState()
    c.setLineWidth(0.4)
    for rect, colour, dash in ((trim.inset(-bleed), GUIDE_BLEED, (2, 1.5)), (trim.inset(safe), GUIDE_SAFE, (1, 1)),
                               (trim, GUIDE_TRIM, ())):
        c.setStrokeColor(colour)
        c.setDash(*dash) if dash else c.setDash()
        c.rect(rect.x * PT_PER_MM, rect.y * PT_PER_MM, rect.w * PT_PER_MM, rect.h * PT_PER_MM, stroke=1, fill=0)
    c.restoreState()


def _free_intervals(start: float, end: float, blocked: list[float], pad: float) -> list[tuple[float, float]]:
    points = sorted(p for p in blocked if start < p < end)
    edges = [start, *points, end]
    return [(a + pad, b - pad) for a, b in zip(edges, edges[1:]) if b - a > 2 * pad]


STAMP_PT = 6.0        # the stamp's size: it never shrinks (text prints at 6 pt or more); where its margin
                      # is crowded it drops parts instead (_stamp_variants)
STAMP_TOP = STAMP_EDGE + 2 * STAMP_BAND_MM   # mm: the band ends here (room for two lines) however wide the
                                             # margin, so every sheet's stamp sits at its bottom edge, never
                                             # up in the white a short last row of cards or tokens leaves


def _stamp_place(segments: list[Segment], inner: float, length: float, vertical: bool, least: float = 2.0
                 ) -> Optional[tuple[tuple[float, float], tuple[float, float]]]:
    """(band across the margin, free span along it) in mm for a stamp in the bottom margin (`vertical`: the crop
    marks that cross it run up and down) or the left one, whose pieces start `inner` mm in; None when too tight.

    The band lies beneath the crop marks' ends when there is room for a line of text there, so the whole
    length is free; otherwise the stamp takes the widest gap between the marks. The band ends at STAMP_TOP at
    most, so a wide margin (a half-empty page) does not lift the stamp off the page's edge."""
    band = (STAMP_EDGE, min(inner - STAMP_CLEAR, STAMP_TOP))
    if band[1] - band[0] < least:
        return None
    crossing = [(x0, min(y0, y1)) if vertical else (y0, min(x0, x1))
                for x0, y0, x1, y1 in segments if (x0 == x1 if vertical else y0 == y1)]
    ends = [end for _, end in crossing if end < band[1]]
    if ends and min(ends) - 0.8 - band[0] >= STAMP_BAND_MM:
        band = (band[0], min(ends) - 0.8)
    blocked = [at for at, end in crossing if end < band[1]]
    spans = _free_intervals(MIN_MARGIN, length - MIN_MARGIN, blocked, 0.8)
    if not spans:
        return None
    centre = length / 2
    return band, max(spans, key=lambda s: (round(s[1] - s[0], 1), -abs((s[0] + s[1]) / 2 - centre)))


def _stamp_variants(text: str) -> list[str]:
    """The stamp's text, then shorter forms of it, each dropping one more part in a fixed order: the content
    date, the game's title (its version stays), then the names between the digest and the last part (the
    deck, board or map). The digest and the last part ("sheet 2/7", "page 3") always stay: they say which
    build and which page a printed sheet is."""
    parts = text.split(" \u00b7 ")
    if len(parts) < 3:
        return [text]
    keep = list(parts)
    out = [text]
    date = next((k for k, part in enumerate(keep) if re.fullmatch(r"\d{4}-\d{2}-\d{2}", part)), None)
    if date is not None and 0 < date < len(keep) - 1:
        del keep[date]
        out.append(" \u00b7 ".join(keep))
    version = re.search(r"(v\S+)$", keep[0])
    if version and version.group(1) != keep[0]:
        keep[0] = version.group(1)
        out.append(" \u00b7 ".join(keep))
    while len(keep) > 3:   # version, digest, ..., last: the names go from the one before the last backwards
        del keep[-2]
        out.append(" \u00b7 ".join(keep))
    return out


def _fits(lines: list[str], span: tuple[float, float], fonts: BoardFonts = PNP_FONTS) -> bool:
    return max(fonts.width(t, STAMP_FONT, STAMP_PT) for t in lines) / PT_PER_MM <= span[1] - span[0]


def _stamp_lines(text: str, band: tuple[float, float], span: tuple[float, float],
                 fonts: BoardFonts = PNP_FONTS) -> tuple[list[str], int]:
    """The stamp at STAMP_PT as one line, or as two broken at the ' \u00b7 ' nearest its middle when the band
    has room for two, with the fewest parts dropped (_stamp_variants) that fits the span; and how many forms
    were passed over (0: the whole text). It never shrinks: text prints at 6 pt or more (issue 10)."""
    # the band from STAMP_EDGE to STAMP_TOP is exactly two lines high, and 3.0 + 5.2 - 3.0 is 5.1999... in
    # floating point: without the allowance the stamp never took two lines and dropped parts instead
    two_lines = band[1] - band[0] >= 2 * STAMP_BAND_MM - 1e-6
    variants = _stamp_variants(text)
    for level, variant in enumerate(variants):
        if _fits([variant], span, fonts):
            return [variant], level
        parts = variant.split(" \u00b7 ")
        if two_lines and len(parts) >= 2:
            splits = [[" \u00b7 ".join(parts[:k]), " \u00b7 ".join(parts[k:])] for k in range(1, len(parts))]
            pair = min(splits, key=lambda pair: max(fonts.width(t, STAMP_FONT, STAMP_PT) for t in pair))
            if _fits(pair, span, fonts):
                return pair, level
    return [variants[-1]], len(variants)   # the shortest form, though it overruns the span


def draw_stamp(c: Canvas, grid: SheetGrid, text: str, segments: list[Segment]) -> None:
    """The version stamp in the bottom margin, or up the left one where it prints larger there (a bottom
    margin crowded with crop marks leaves only short gaps between them); on two lines where one would shrink."""
    width, height = grid.page
    lowest = min(s.cell.y for s in grid.slots)   # the painted cells, bleed and all
    leftmost = min(s.cell.x for s in grid.slots)
    places = [(place, bottom) for place, bottom in ((_stamp_place(segments, lowest, width, True), True),
                                                     (_stamp_place(segments, leftmost, height, False), False))
              if place is not None]
    on_bleed = not places
    if on_bleed:   # a sheet filled to its edges: up the left edge on the bleed, which the cut takes away
        trim_left = min(s.trim.x for s in grid.slots)
        place = _stamp_place(segments, max(trim_left - 0.2, 5.3), height, False, least=0.0)
        if place is None:
            return
        places = [(place, False)]
    fonts = furniture_of(c)
    (band, span), bottom = max(places, key=lambda p: (-_stamp_lines(text, p[0][0], p[0][1], fonts)[1], p[1]))
    _print_stamp(c, text, band, span, bottom=bottom, on_bleed=on_bleed)


def draw_page_stamp(c: Canvas, page: tuple[float, float], text: str, floor: float = STAMP_TOP + 0.8,
                    clear: tuple[Rect, ...] = ()) -> None:
    """The version stamp of a page without crop marks (tiles, overviews): in the bottom margin band every
    imposed sheet uses, centred across the page. `floor` (mm up) is the lowest thing printed above it;
    `clear` are boxes printed down in the margin, which the stamp keeps beside (as it does crop marks)."""
    edges = [(x, r.y, x, r.y1) for r in clear for x in (r.x, r.x1)]
    place = _stamp_place(edges, floor, page[0], True, least=0.0)
    if place is not None:
        _print_stamp(c, text, *place, bottom=True, on_bleed=False)


def _print_stamp(c: Canvas, text: str, band: tuple[float, float], span: tuple[float, float], *, bottom: bool,
                 on_bleed: bool) -> None:
    (a, b) = span
    fonts = furniture_of(c)
    lines, _ = _stamp_lines(text, band, (a, b), fonts)
    size = STAMP_PT
    mid = (a + b) / 2 * PT_PER_MM
    leading = size * 1.2
    centre = (band[0] + band[1]) / 2 * PT_PER_MM
    c.saveState()
    c.setFillColor(Color(0.35, 0.35, 0.35))
    c.setFont(STAMP_FONT, size)
    if not bottom:   # turned a quarter: the band's centre becomes 0 and the lines run up the page
        c.translate(centre, mid)
        c.rotate(90)
        centre, mid = 0.0, 0.0
    for k, line in enumerate(lines):   # the block of lines centred in the band
        base = centre + (len(lines) - 1) * leading / 2 - k * leading - size * 0.35
        if on_bleed:   # over whatever colour the cards bleed: a white outline first, so it reads on any
            _halo(c, fonts, line, mid, base, size)
        fonts.draw(c, mid, base, line, STAMP_FONT, size, align="center", set_font=False)
    c.restoreState()


def _halo(c: Canvas, fonts: BoardFonts, line: str, mid: float, base: float, size: float) -> None:
    """The line stroked in white beneath where its letters will be filled (text render mode 1: stroke only),
    each run in the font that draws it."""
    runs = fonts.runs(line, STAMP_FONT)
    text = c.beginText(mid - fonts.width(line, STAMP_FONT, size) / 2, base)
    text.setFont(runs[0][1], size)
    text.setTextRenderMode(1)
    c.saveState()
    c.setStrokeColor(Color(1, 1, 1))
    c.setLineWidth(size * 0.22)
    c.setLineJoin(1)
    for k, (run, font) in enumerate(runs):
        if k:
            text.setFont(font, size)
        text.textOut(shaped(run, font, size))
    c.drawText(text)
    c.restoreState()


DrawItem = Callable[[Canvas, Slot, int], None]


@dataclass(frozen=True)
class SheetStyle:
    """What impose() adds around the items."""

    marks: bool = True
    guides: Optional[tuple[float, float]] = None   # (bleed, safe) in mm to draw proof guides
    fold_line: bool = False
    fold_word: str = "fold"                         # the fold line's word, in the edition's language


def impose(c: Canvas, grid: SheetGrid, count: int, draw: DrawItem, *, stamp: Callable[[int, int], str],
           style: SheetStyle = SheetStyle(), back_grid: Optional[SheetGrid] = None,
           draw_back: Optional[DrawItem] = None) -> int:
    """Draw `count` items page by page; returns the number of pages.

    draw(c, slot, i) paints item i clipped to slot.cell. With back_grid and
    draw_back (gutterfold), item i's back is painted on the same page at
    back_grid.slots[j]. stamp(page, pages) gives the margin text.
    """
    per = grid.per_page
    pages = max(1, -(-count // per))
    for page in range(pages):
        first = page * per
        used = min(per, count - first)
        for j in range(used):
            _clipped(c, grid.slots[j], lambda s: draw(c, s, first + j))
            if back_grid is not None and draw_back is not None:
                _clipped(c, back_grid.slots[j], lambda s: draw_back(c, s, first + j))
            if style.guides:
                draw_guides(c, grid.slots[j].trim, *style.guides)
                if back_grid is not None:
                    draw_guides(c, back_grid.slots[j].trim, *style.guides)
        other = tuple(s.trim for s in back_grid.slots) if back_grid is not None else ()
        segments = crop_marks(grid, used, other) if style.marks else []
        if back_grid is not None and style.marks:
            segments += crop_marks(back_grid, used, tuple(s.trim for s in grid.slots))
        draw_crop_marks(c, segments)
        if style.fold_line:
            _fold_line(c, grid.page, style.fold_word)
        draw_stamp(c, grid, stamp(page + 1, pages), segments)
        c.showPage()
    return pages


def _clipped(c: Canvas, slot: Slot, body: Callable[[Slot], None]) -> None:
    cell = slot.cell
    c.saveState()
    path = c.beginPath()
    path.rect(cell.x * PT_PER_MM, cell.y * PT_PER_MM, cell.w * PT_PER_MM, cell.h * PT_PER_MM)
    c.clipPath(path, stroke=0, fill=0)
    body(slot)
    c.restoreState()


def _fold_line(c: Canvas, page: tuple[float, float], word: str = "fold") -> None:
    x = page[0] / 2 * PT_PER_MM
    c.saveState()
    c.setStrokeColor(Color(0.5, 0.5, 0.5))
    c.setLineWidth(0.5)
    c.setDash(4, 3)
    c.line(x, 3 * PT_PER_MM, x, (page[1] - 3) * PT_PER_MM)
    c.setFont(STAMP_FONT, 6)
    c.setFillColor(Color(0.4, 0.4, 0.4))
    furniture_of(c).draw(c, x, (page[1] - 2.6) * PT_PER_MM, word, STAMP_FONT, 6, align="center", set_font=False)
    c.restoreState()


def content_date(loaded) -> str:
    """The date a sheet's stamp prints: SOURCE_DATE_EPOCH when set, else game.yaml's `date`,
    else the day the game's files last changed.

    Never the clock: the same content gives the same date, so rebuilds are byte-identical.
    The last fallback depends on file times, which a fresh checkout resets; games that want
    identical PDFs from every checkout set `date` (the four shipped games do).
    """
    import datetime
    import os

    epoch = os.environ.get("SOURCE_DATE_EPOCH", "").strip()
    if epoch.isdigit():
        stamp = int(epoch)
    elif loaded.game.date:
        return loaded.game.date
    else:
        files = [p for p in loaded.folder.rglob("*") if p.is_file() and "__pycache__" not in p.parts]
        stamp = int(max((p.stat().st_mtime for p in files), default=0))
    return datetime.datetime.fromtimestamp(stamp, datetime.timezone.utc).strftime("%Y-%m-%d")
