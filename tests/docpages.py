"""Reading a rulebook's pages back from the PDF: how full each page is, and what sits at its foot.

Positions come from pdfplumber (points, top-down). The text block is the page less the margins of
templates/docs/rulebook.css.j2 (21 mm top, 20 mm bottom); running heads and page numbers lie
outside it and are ignored. Headings are recognised by their face and size (Vollkorn bold, 12 pt
and up: the h2 and h3 of the rulebook CSS); a chapter's (h2) is 16.5 pt.
"""
from __future__ import annotations

import io
from dataclasses import dataclass

import pdfplumber

MM = 72 / 25.4
TOP_MM, BOTTOM_MM = 21.0, 20.0
HEADING_PT = 11.9
CHAPTER_PT = 16.0


@dataclass(frozen=True)
class Line:
    top: float
    bottom: float
    text: str
    heading: bool
    chapter: bool = False    # a chapter's heading (h2)


@dataclass(frozen=True)
class PageRead:
    number: int
    fill: float              # share of the text block's height down to the lowest mark
    lines: tuple[Line, ...]  # text lines of the text block, top to bottom
    marks_bottom: float      # lowest mark (text, rule, image) in the text block, pt from the top

    @property
    def last_line(self) -> Line | None:
        return self.lines[-1] if self.lines else None


def _lines(chars: list[dict]) -> list[Line]:
    rows: list[list[dict]] = []
    for ch in sorted(chars, key=lambda c: (round(c["top"]), c["x0"])):
        if rows and abs(rows[-1][0]["top"] - ch["top"]) < 2.5:
            rows[-1].append(ch)
        else:
            rows.append([ch])
    out = []
    for row in rows:
        row.sort(key=lambda c: c["x0"])
        text = "".join(c["text"] for c in row).strip()
        if not text:
            continue
        ink = [c for c in row if c["text"].strip()]
        heading = all("Vollkorn" in c["fontname"] and "Bold" in c["fontname"] and c["size"] >= HEADING_PT
                      for c in ink)
        out.append(Line(min(c["top"] for c in row), max(c["bottom"] for c in row), text, heading,
                        heading and all(c["size"] >= CHAPTER_PT for c in ink)))
    return out


def read_pages(data: bytes) -> list[PageRead]:
    pages = []
    with pdfplumber.open(io.BytesIO(data)) as pdf:
        for number, page in enumerate(pdf.pages, start=1):
            top, bottom = TOP_MM * MM, page.height - BOTTOM_MM * MM
            inside = [o for o in page.chars + page.rects + page.lines + page.images
                      if o["top"] >= top - 1 and o["bottom"] <= bottom + 1]
            chars = [c for c in page.chars if c["top"] >= top - 1 and c["bottom"] <= bottom + 1]
            low = max((o["bottom"] for o in inside), default=top)
            pages.append(PageRead(number, (low - top) / (bottom - top), tuple(_lines(chars)), low))
    return pages


# --- quick references -------------------------------------------------------------------------------------
QUICKREF_TOP_MM, QUICKREF_BOTTOM_MM = 10.0, 11.0


def quickref_sizes(data: bytes) -> list[float]:
    """The size of every printed character of a quick reference, foot line included."""
    with pdfplumber.open(io.BytesIO(data)) as pdf:
        return [round(c["size"], 2) for page in pdf.pages for c in page.chars if c["text"].strip()]


def quickref_fill(data: bytes) -> list[float]:
    """How far down each page of a quick reference is used, as a share of the height inside the margins."""
    fills = []
    with pdfplumber.open(io.BytesIO(data)) as pdf:
        for page in pdf.pages:
            top, bottom = QUICKREF_TOP_MM * MM, page.height - QUICKREF_BOTTOM_MM * MM
            marks = [o for o in page.chars + page.rects + page.images
                     if o["top"] >= top - 1 and o["bottom"] <= bottom + 1 and o.get("text", "x").strip()
                     and o.get("height", 0) < (bottom - top) * 0.9]   # not a column rule
            low = max((o["bottom"] for o in marks), default=top)
            fills.append((low - top) / (bottom - top))
    return fills
