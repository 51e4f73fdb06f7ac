"""Measuring rulebook and quick-reference PDFs: column boxes, text that leaves them, captions under figures.

The quick reference's page geometry comes from templates/docs/quickref.css.j2 (10 mm side margins,
11 mm at the foot, 6 mm between columns); `quickref_columns` checks it against the column rules
WeasyPrint draws between columns, so a change of the CSS fails loudly instead of measuring nothing.
"""
from __future__ import annotations

import io
import re
from dataclasses import dataclass

import pdfplumber

MM = 72 / 25.4
QUICKREF_SIDE_MM, QUICKREF_FOOT_MM, QUICKREF_GAP_MM = 10.0, 11.0, 6.0
TOLERANCE_MM = 0.5


@dataclass(frozen=True)
class Stray:
    """A character that reaches past the right edge of its column."""

    page: int
    text: str
    over_mm: float

    def __str__(self) -> str:
        return f"p. {self.page}: '{self.text}' {self.over_mm:.1f} mm past its column"


def quickref_columns(page, columns: int) -> list[tuple[float, float]]:
    """(left, right) of each column in pt, checked against the column rules found on the page."""
    left, right = QUICKREF_SIDE_MM * MM, page.width - QUICKREF_SIDE_MM * MM
    gap = QUICKREF_GAP_MM * MM
    width = (right - left - (columns - 1) * gap) / columns
    boxes = [(left + i * (width + gap), left + i * (width + gap) + width) for i in range(columns)]
    for rule in _column_rules(page):
        centre = (rule["x0"] + rule["x1"]) / 2
        assert any(abs(centre - (b + gap / 2)) < TOLERANCE_MM * MM for _, b in boxes[:-1]), (
            f"a column rule at {centre / MM:.1f} mm: the quick reference's geometry changed, update docpdf.py")
    return boxes


def _column_rules(page) -> list[dict]:
    return [o for o in page.rects + page.lines if o["height"] > 40 * MM and o["width"] < 1]


def body_top(page) -> float:
    """Where the columns start: the top of the column rules (below the title strip on page 1)."""
    rules = _column_rules(page)
    return min((r["top"] for r in rules), default=QUICKREF_SIDE_MM * MM) - TOLERANCE_MM * MM


def strays(data: bytes, columns: int) -> list[Stray]:
    """Characters of the quick reference's body that reach past the right edge of their column."""
    found: list[Stray] = []
    with pdfplumber.open(io.BytesIO(data)) as pdf:
        for number, page in enumerate(pdf.pages, start=1):
            boxes = quickref_columns(page, columns)
            top, foot = body_top(page), page.height - QUICKREF_FOOT_MM * MM
            for ch in page.chars:
                if not ch["text"].strip() or ch["top"] < top or ch["bottom"] > foot:
                    continue
                box = next((b for b in boxes if b[0] - TOLERANCE_MM * MM <= ch["x0"] <= b[1]), None)
                over = (ch["x1"] - box[1]) / MM if box else (ch["x1"] - boxes[-1][1]) / MM
                if box is None or over > TOLERANCE_MM:
                    found.append(Stray(number, ch["text"], over))
    return found


def columns_of(html: str) -> int:
    """The column count a document was laid out with (the body's `columns-N` class)."""
    found = re.search(r'<body class="[^"]*\bcolumns-(\d)\b', html)
    assert found, "the page template no longer marks the body with columns-N"
    return int(found.group(1))


def figures_without_caption(data: bytes, min_width_mm: float = 30.0) -> list[tuple[int, float]]:
    """(page, bottom in mm) of every card image with no caption text right below it on its page."""
    missing = []
    with pdfplumber.open(io.BytesIO(data)) as pdf:
        for number, page in enumerate(pdf.pages, start=1):
            words = page.extract_words()
            for image in page.images:
                if image["width"] < min_width_mm * MM:
                    continue  # icons
                below = [w for w in words if abs(w["x0"] - image["x0"]) < 1.5 * MM
                         and 0 <= w["top"] - image["bottom"] < 6 * MM]
                if not below:
                    missing.append((number, round(image["bottom"] / MM, 1)))
    return missing
