"""Packing a two-page quick reference so both pages are used (issue 29).

A quick reference is set in columns that fill page 1 and then balance on page 2. When the whole text is
much less than two pages, page 2 is left half empty in every column (The Acts: 3.9 columns of text on
six), and keeping its tables whole to fill page 2 left page 1's last column half empty instead. Here
the sheet is measured as laid out and, when its columns hold less than PAGE_TWO_TARGET of page 2, laid out
once more with more air: the template's vertical spacing (line height, paragraph, list, heading and table
cell spacing) is multiplied by `--pnp-air`, a CSS custom property the quick reference's CSS declares as
AIR_DECLARED. Type sizes and widths never change, so lines break where they did and every table still fits
its column; the text only grows taller, close to in proportion. A document whose CSS does not declare the
property (the rulebook, a game's own template that leaves it out) is never laid out again.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Optional

AIR_DECLARED = "--pnp-air: 1;"   # the quick reference's CSS, :root
AIR_MAX = 1.25                   # at most this much more air: line height 1.28 becomes 1.6
AIR_MIN_STEP = 0.04              # less than this is not worth a second layout
PAGE_TWO_TARGET = 0.7            # page 2's columns filled this far on average (its columns balance)
AIR_GROWTH = 0.6                 # the text grows by about this share of the air added
AIR_SECOND_STEP = 0.06           # the second air tried is this much less than the first
BODY_CLASS = "qr-body"


@dataclass(frozen=True)
class ColumnFill:
    """How far down each column of each page the text reaches, as a share of the page's content height."""

    pages: tuple[tuple[float, ...], ...]

    @property
    def columns(self) -> float:
        """The text's length in columns: the sum of every column's fill."""
        return sum(sum(p) for p in self.pages)


def _body_box(box: Any) -> Any:
    element = getattr(box, "element", None)
    if element is not None and BODY_CLASS in (element.get("class") or "").split():
        return box
    for child in getattr(box, "children", ()) or ():
        found = _body_box(child)
        if found is not None:
            return found
    return None


def _leaves(box: Any, out: list) -> list:
    """(left, right, bottom) of every line, image and replaced box under `box`, in CSS px."""
    children = getattr(box, "children", None)
    kind = type(box).__name__
    if kind == "LineBox" or not children:
        width = getattr(box, "width", 0) or 0
        height = box.border_height() if hasattr(box, "border_height") else 0
        if width > 0 and height > 0:
            x = box.position_x
            out.append((x, x + width, box.position_y + getattr(box, "margin_top", 0) + height))
        return out
    for child in children:
        _leaves(child, out)
    return out


def column_fill(document: Any) -> Optional[ColumnFill]:
    """The fill of each column of each page of a document set in columns, else None."""
    pages = []
    for page in document.pages:
        page_box = page._page_box
        body = _body_box(page_box)
        if body is None:
            return None
        count = body.style["column_count"]
        if count == "auto" or int(count) < 2:
            return None
        count = int(count)
        gap = body.style["column_gap"]
        gap_px = gap.value if hasattr(gap, "value") else 0.0
        left, width = body.content_box_x(), body.width
        column = (width - gap_px * (count - 1)) / count
        top, height = page_box.content_box_y(), page_box.height
        lows = [top] * count
        for x0, x1, bottom in _leaves(body, []):
            index = min(count - 1, max(0, int(((x0 + x1) / 2 - left) // (column + gap_px))))
            lows[index] = max(lows[index], bottom)
        pages.append(tuple(min(1.0, (low - top) / height) for low in lows))
    return ColumnFill(tuple(pages))


def air_for(fill: ColumnFill) -> tuple[float, ...]:
    """The air to try, best first, that fills a two-page sheet's page 2 to PAGE_TWO_TARGET (none when it is).

    The text grows less than the air (headings' bands, pictures and type do not grow): by about AIR_GROWTH of
    it, as measured on The Acts' and Commissioned's sheets. A block kept whole can jump to the next column at
    one air and not at another, so a second, smaller value is tried when the first leaves a gap."""
    if len(fill.pages) != 2 or fill.columns <= 0:
        return ()
    count = len(fill.pages[0])
    wanted = count * (1 + PAGE_TWO_TARGET) / fill.columns
    if wanted < 1 + AIR_MIN_STEP * AIR_GROWTH:
        return ()
    first = min(AIR_MAX, 1 + (wanted - 1) / AIR_GROWTH)
    second = first - AIR_SECOND_STEP
    return tuple(round(a, 2) for a in (first, second) if a >= 1 + AIR_MIN_STEP)


def with_air(html: str, air: float) -> str:
    """The HTML with its declared air set to `air`."""
    return html.replace(AIR_DECLARED, f"--pnp-air: {air:g};", 1)


def worst_gap(fill: ColumnFill) -> float:
    """The emptiest column foot of the pages before the last (the last page's columns balance, short by design)."""
    return max((1 - f for page in fill.pages[:-1] for f in page), default=0.0)


GAP_SHARE = 0.25   # a column before the last page left emptier than this is a gap (docs/documents.md "Pages")


def airier_is_better(before: ColumnFill, after: Optional[ColumnFill]) -> bool:
    """Keep the airier layout: as many pages, and no column before the last left emptier than a quarter (or than
    it was)."""
    return after is not None and len(after.pages) == len(before.pages) and \
        worst_gap(after) <= max(GAP_SHARE, worst_gap(before))
