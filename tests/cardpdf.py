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
