"""Measuring card sheets in tests: positions in mm, top-down like pdfplumber."""
from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import pdfplumber
from pypdf import PdfReader

MM = 72 / 25.4
TRIM_GUIDE = (0.85, 0.1, 0.45)


@dataclass(frozen=True)
class Box:
    x0: float
    top: float
    x1: float
    bottom: float

    @property
    def width(self) -> float:
        return self.x1 - self.x0

    @property
    def height(self) -> float:
        return self.bottom - self.top


def page_sizes_mm(path: Path) -> list[tuple[float, float]]:
    return [(float(p.mediabox.width) / MM, float(p.mediabox.height) / MM) for p in PdfReader(str(path)).pages]


def trims(page) -> list[Box]:
    """The trim rectangles --guides draws (magenta), in mm, in reading order."""
    boxes = [Box(r["x0"] / MM, r["top"] / MM, r["x1"] / MM, r["bottom"] / MM) for r in page.rects
             if tuple(round(c, 2) for c in (r.get("stroking_color") or ())) == TRIM_GUIDE]
    return sorted(boxes, key=lambda b: (round(b.top), b.x0))


def crop_marks(page) -> list[Box]:
    """Black hairline segments (crop marks), in mm."""
    return [Box(ln["x0"] / MM, ln["top"] / MM, ln["x1"] / MM, ln["bottom"] / MM) for ln in page.lines
            if tuple(ln.get("stroking_color") or ()) in ((0,), (0, 0, 0), (0.0,)) and abs(ln["linewidth"] - 0.35) < 0.01]


def embedded_font_problems(path: Path) -> list[str]:
    """Fonts that are not embedded (no FontFile/FontFile2/FontFile3), walking pages and form XObjects."""
    reader = PdfReader(str(path))
    problems: list[str] = []
    seen: set[int] = set()

    def walk(resources) -> None:
        if resources is None:
            return
        resources = resources.get_object()
        for font in (resources.get("/Font") or {}).values():
            font = font.get_object()
            if id(font) in seen:
                continue
            seen.add(id(font))
            descriptor = font.get("/FontDescriptor")
            if font.get("/Subtype") == "/Type0":
                descriptor = font["/DescendantFonts"][0].get_object().get("/FontDescriptor")
            descriptor = descriptor.get_object() if descriptor is not None else {}
            if not any(k in descriptor for k in ("/FontFile", "/FontFile2", "/FontFile3")):
                problems.append(str(font.get("/BaseFont")))
        for xobject in (resources.get("/XObject") or {}).values():
            xobject = xobject.get_object()
            if xobject.get("/Subtype") == "/Form":
                walk(xobject.get("/Resources"))

    for page in reader.pages:
        walk(page.get("/Resources"))
    return problems


def open_pdf(path: Path):
    return pdfplumber.open(str(path))


def _rgb(colour) -> tuple[float, float, float] | None:
    """A pdfplumber colour (grey, RGB or CMYK components) as RGB, 0-1."""
    if colour is None:
        return None
    c = tuple(float(x) for x in (colour if isinstance(colour, (tuple, list)) else (colour,)))
    if len(c) == 1:
        return (c[0],) * 3
    if len(c) == 3:
        return c  # type: ignore[return-value]
    if len(c) == 4:
        cyan, magenta, yellow, black = c
        return ((1 - cyan) * (1 - black), (1 - magenta) * (1 - black), (1 - yellow) * (1 - black))
    return None


def contrast(a: tuple[float, float, float], b: tuple[float, float, float]) -> float:
    """WCAG 2 contrast ratio, computed here from the definition (not pnp's own function)."""
    def lum(rgb):
        r, g, b_ = (v / 12.92 if v <= 0.03928 else ((v + 0.055) / 1.055) ** 2.4 for v in rgb)
        return 0.2126 * r + 0.7152 * g + 0.0722 * b_
    hi, lo = sorted((lum(a), lum(b)), reverse=True)
    return (hi + 0.05) / (lo + 0.05)


def low_contrast_text(page, least: float = 3.0) -> list[str]:
    """Letters whose ink contrasts less than `least` with the colour beneath them: the smallest filled
    rectangle or shape under the letter's centre, else the white paper. A letter outlined in a colour
    that contrasts (a halo: the same letter drawn twice at one place, outline first) reads on anything
    and passes."""
    fills = [o for o in (*page.rects, *page.curves) if o.get("fill") and _rgb(o.get("non_stroking_color"))
             and (o["x1"] - o["x0"]) * (o["bottom"] - o["top"]) > 4]
    # a halo is a second copy of the letter at the same place, drawn first as an outline
    copies: dict[tuple, list] = {}
    for ch in page.chars:
        copies.setdefault((round(ch["x0"], 1), round(ch["top"], 1), ch["text"]), []).append(ch)
    found = []
    for ch in page.chars:
        ink = _rgb(ch.get("non_stroking_color"))
        if not ch["text"].strip() or ink is None:
            continue
        x, y = (ch["x0"] + ch["x1"]) / 2, (ch["top"] + ch["bottom"]) / 2
        under = [o for o in fills if o["x0"] <= x <= o["x1"] and o["top"] <= y <= o["bottom"]]
        ground = _rgb(min(under, key=lambda o: (o["x1"] - o["x0"]) * (o["bottom"] - o["top"]))
                      ["non_stroking_color"]) if under else (1.0, 1.0, 1.0)
        if contrast(ink, ground) >= least:
            continue
        same = copies[(round(ch["x0"], 1), round(ch["top"], 1), ch["text"])]
        if len(same) > 1 and any(contrast(_rgb(o.get("stroking_color")) or ink, ground) >= least for o in same):
            continue
        found.append(f"{ch['text']!r} at ({x / 72 * 25.4:.1f}, {y / 72 * 25.4:.1f}) mm: {contrast(ink, ground):.2f}:1 "
                     f"on {tuple(round(v, 2) for v in ground)}")
    return found
