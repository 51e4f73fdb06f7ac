"""Text fit: the largest size on a 0.25 pt grid, between a box's size and its floor, at which text fits.

No text is ever cut off: when even the floor size does not fit, FitError says
by how much (height, width of the longest word, or lines).
"""
from __future__ import annotations

from typing import Any, Callable, Optional

from reportlab.platypus import Paragraph

from ...core.units import PT_PER_MM

STEP = 0.25   # pt
EPSILON = 0.05  # pt of tolerance for rounding in ReportLab's line metrics


class FitError(ValueError):
    """The text does not fit even at the floor size; the message says by how much."""


def _measure(para: Paragraph, width: float) -> tuple[float, float, int]:
    """(height used, width of the widest line, lines), all in pt.

    A word too long for the box makes its line wider than the box; the line
    records that as negative extra space, so no second pass (minWidth) is needed.
    """
    _, used = para.wrap(width, 1e6)
    wrapped: Any = para   # wrap() leaves its lines in blPara, which reportlab's stubs do not declare
    lines = getattr(wrapped.blPara, "lines", ()) or ()
    short = min((line[0] if isinstance(line, tuple) else getattr(line, "extraSpace", 0) for line in lines),
                default=0.0)
    return used, width - min(short, 0.0), len(lines)


def _fits(para: Paragraph, width: float, height: float, max_lines: Optional[int]) -> tuple[bool, float]:
    used, widest, lines = _measure(para, width)
    ok = used <= height + EPSILON and widest <= width + EPSILON and (max_lines is None or lines <= max_lines)
    return ok, used


def fit_paragraph(make: Callable[[float], Paragraph], width: float, height: float, size: float, floor: float,
                  max_lines: Optional[int] = None,
                  known: Optional[tuple[float, float]] = None) -> tuple[Paragraph, float, float]:
    """(paragraph wrapped to the box, its size, height used); `known` is a cached (size, height) to reuse."""
    if known is not None:
        para = make(known[0])
        para.wrap(width, 1e6)
        return para, known[0], known[1]
    para = make(size)
    ok, used = _fits(para, width, height, max_lines)
    if ok:
        return para, size, used
    floor = min(floor, size)
    low_para = make(floor)
    ok, low_used = _fits(low_para, width, height, max_lines)
    if not ok and _within_first_leading(low_para, width, height, max_lines):
        return low_para, floor, low_used
    if not ok:
        raise FitError(_overflow(low_para, width, height, max_lines))
    lo, hi = floor, size
    best = (low_para, floor, low_used)
    while hi - lo > STEP + 1e-9:
        mid = round((lo + hi) / 2 / STEP) * STEP
        if mid <= lo or mid >= hi:
            break
        para = make(mid)
        ok, used = _fits(para, width, height, max_lines)
        if ok:
            lo, best = mid, (para, mid, used)
        else:
            hi = mid
    return best


def _within_first_leading(para: Paragraph, width: float, height: float, max_lines: Optional[int]) -> bool:
    """At the floor size, text whose lines x leading pass the box's height by no more than the first line's empty
    top (leading - size: the space above the letters) prints nothing outside the box: it fits, just."""
    used, widest, lines = _measure(para, width)
    style: Any = para.style
    slack = max(0.0, float(style.leading) - float(style.fontSize))
    return widest <= width + EPSILON and (max_lines is None or lines <= max_lines) and used <= height + slack + EPSILON


def _overflow(para: Paragraph, width: float, height: float, max_lines: Optional[int]) -> str:
    used, widest, lines = _measure(para, width)
    if widest > width + EPSILON:
        return f"a word is {(widest - width) / PT_PER_MM:.1f} mm wider than the box"
    if max_lines is not None and lines > max_lines:
        return f"it takes {lines} lines where at most {max_lines} are allowed"
    # the lines it wraps to say why: a two-item cost in a box one line wide is the usual cause
    return (f"it wraps to {lines} line{'s' if lines != 1 else ''}, {used / PT_PER_MM:.1f} mm tall: "
            f"it needs {(used - height) / PT_PER_MM:.1f} mm more height")
