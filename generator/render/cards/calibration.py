"""`pnp calibrate`: a two-sided sheet that tells a user which --duplex-offset their printer needs.

The front has long cross lines through the page centre; the back has two
scales placed where those lines should show through. Held against the light,
the line crosses each scale at the number to pass as X and Y. Corner boxes
check the flip edge, and a 100 mm bar checks that nothing scaled the print.
"""
from __future__ import annotations

import io
import os
from pathlib import Path

from reportlab.lib.colors import Color, black
from reportlab.pdfgen.canvas import Canvas

from ...core.units import PT_PER_MM
from ..shared.fonts import register_fonts
from .sheets import Duplex, Rect, SheetGrid, Slot, paper_mm, sheet_canvas

K = PT_PER_MM
SCALE = 10         # the scales run from -SCALE to +SCALE mm
LABEL_PT = 7.0     # scale numbers: readable, and narrower than the 5 mm between them
GREY = Color(0.45, 0.45, 0.45)
FONT, BOLD = "Lato-Regular", "Lato-Bold"


def _text(c: Canvas, x: float, y: float, text: str, size: float = 9, font: str = FONT, centre: bool = True) -> None:
    c.setFont(font, size)
    (c.drawCentredString if centre else c.drawString)(x * K, y * K, text)


def _corner_boxes(c: Canvas, page: tuple[float, float], duplex: Duplex, side: str) -> None:
    """Numbered boxes near the corners; on the back they sit where the front's boxes land after the flip."""
    width, height = page
    grid = SheetGrid(page, (14, 10), 0, 2, 2, (0, 0), tuple(
        Slot(Rect(x, y, 14, 10), Rect(x, y, 14, 10)) for x, y in
        ((18, height - 28), (width - 32, height - 28), (18, 18), (width - 32, 18))))
    slots = grid.slots if side == "front" else grid.backs(Duplex(duplex.edge)).slots
    c.setLineWidth(0.8)
    for i, slot in enumerate(slots, 1):
        r = slot.trim
        c.rect(r.x * K, r.y * K, r.w * K, r.h * K)
        _text(c, r.x + r.w / 2, r.y + 3, f"{side[0].upper()}{i}", 10, BOLD)


def _front(c: Canvas, page: tuple[float, float], paper: str, duplex: Duplex) -> None:
    width, height = page
    cx, cy = width / 2, height / 2
    c.setStrokeColor(black)
    c.setLineWidth(0.3)
    c.line(cx * K, (cy - 70) * K, cx * K, (cy + 70) * K)
    c.line((cx - 70) * K, cy * K, (cx + 70) * K, cy * K)
    _corner_boxes(c, page, duplex, "front")
    _text(c, cx, height - 45, "pnp duplex calibration: front", 16, BOLD)
    lines = [f"Paper {paper.upper()}, {duplex.edge}-edge flip. Print both pages two-sided at actual size (100%,",
             "no 'fit to page'), then hold the sheet against a window or lamp.",
             "The thin cross on this side shows through onto the two scales printed on the back."]
    for i, line in enumerate(lines):
        _text(c, cx, height - 55 - i * 5, line, 9)
    y = 45
    c.setLineWidth(0.6)
    c.line((cx - 50) * K, y * K, (cx + 50) * K, y * K)
    for i in range(11):
        tick = 3 if i % 5 == 0 else 1.5
        c.line((cx - 50 + i * 10) * K, y * K, (cx - 50 + i * 10) * K, (y + tick) * K)
    _text(c, cx, y - 6, "This bar is 100 mm long. If it measures otherwise, turn off any scaling and print again.", 8)


def _scale(c: Canvas, x: float, y: float, vertical: bool) -> None:
    """A scale from -SCALE to +SCALE mm: a tick every 1 mm, a longer one and a number every 5 mm.

    Numbers are LABEL_PT (at least 6 pt) and 5 mm apart, so none touches the next.
    """
    c.setLineWidth(0.25)
    for v in range(-SCALE, SCALE + 1):
        length = 6.0 if v == 0 else 4.0 if v % 5 == 0 else 2.0
        if vertical:
            c.line(x * K, (y + v) * K, (x + length) * K, (y + v) * K)
        else:
            c.line((x + v) * K, y * K, (x + v) * K, (y + length) * K)
        if v % 5:
            continue
        label = f"{v:+d}" if v else "0"
        if vertical:
            _text(c, x + 7.5, y + v - LABEL_PT * 0.35 / K, label, LABEL_PT, centre=False)
        else:
            _text(c, x + v, y + 7.5, label, LABEL_PT)


def _back(c: Canvas, page: tuple[float, float], paper: str, duplex: Duplex) -> None:
    width, height = page
    cx, cy = width / 2, height / 2
    c.setStrokeColor(black)
    _scale(c, cx, cy + 40, vertical=False)     # crossed by the front's vertical line
    _scale(c, cx + 40, cy, vertical=True)      # crossed by the front's horizontal line
    _text(c, cx, cy + 58, "X: where the front's vertical line crosses this scale", 8, BOLD)
    c.saveState()
    c.translate((cx + 60) * K, cy * K)
    c.rotate(90)
    _text(c, 0, 0, "Y: where the front's horizontal line crosses this scale", 8, BOLD)
    c.restoreState()
    _corner_boxes(c, page, duplex, "back")
    _text(c, cx, height - 45, "pnp duplex calibration: back", 16, BOLD)
    lines = ["Read X on the upper scale and Y on the right-hand scale (in mm), then build with",
             f"   pnp build --paper {paper} --duplex {duplex.edge} --duplex-offset X,Y",
             "Both 0: your printer needs no offset. Boxes B1-B4 should sit right behind F1-F4;",
             "if they are swapped top to bottom or left to right, your printer flips on the other edge:",
             f"print again with --duplex {'short' if duplex.edge == 'long' else 'long'}."]
    for i, line in enumerate(lines):
        _text(c, cx, 60 - i * 5, line, 9, BOLD if i == 1 else FONT)


def calibration_pdf(paper: str, edge: str) -> bytes:
    """The two pages (front and back of one sheet) as PDF bytes."""
    register_fonts()
    page = paper_mm(paper)
    duplex = Duplex("short" if edge == "short" else "long")
    buffer = io.BytesIO()
    c = sheet_canvas(buffer, page, title=f"pnp duplex calibration ({paper}, {duplex.edge} edge)")
    _front(c, page, paper, duplex)
    c.showPage()
    _back(c, page, paper, duplex)
    c.showPage()
    c.save()
    return buffer.getvalue()


def write_calibration(target: Path, paper: str, edge: str) -> Path:
    """Write the sheet atomically (a temporary file renamed into place)."""
    target = Path(target)
    data = calibration_pdf(paper, edge)
    target.parent.mkdir(parents=True, exist_ok=True)
    tmp = target.with_name(f".{target.name}.partial")
    try:
        tmp.write_bytes(data)
        os.replace(tmp, target)
    except OSError as exc:   # a full disk or a file-size limit: no half-written sheet left beside the target
        tmp.unlink(missing_ok=True)
        from ...core.errors import os_error

        raise os_error(exc, exc.filename and target) from None
    return target
