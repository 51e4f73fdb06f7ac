"""Where a token's text may go: the chord of its round or hex shape at the height each line occupies.

A token's name sits on a light plate inside a coloured rim. The renderer first
tries the plate's old text box (a rectangle well inside the plate); a name
that does not fit it even at 6 pt is measured against the shape itself: each
line's box (its advance width, from the font's descent to one size above it)
must lie inside the plate less PAD, or else inside the cut outline less MARGIN,
the plate then growing (the rim thinning) to hold it with PAD to spare. A
single line at the centre of an 11 mm round token has nearly the whole plate's
width; the old box gave it 80%.

No ReportLab here: `pnp check` measures the same thing with the widths it reads
from the font files (generator/check/token_text.py), the renderer with
ReportLab's; both hand this module a width function (pt at size 1).
"""
from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Callable, Optional

MM = 72 / 25.4          # pt per mm
TEXT_FLOOR = 6.0        # pt: no token text prints smaller
MARGIN = 0.6            # mm: every line's box stays this far inside the cut outline
PAD = 0.3               # mm: and this far inside the light plate
LEAD = 1.08             # line pitch in sizes (as the renderer draws)
DROP = 0.35             # the first baseline's drop below the stack's centre, in sizes


def rim_mm(shape: str, w: float, h: float) -> float:
    """The coloured rim's width (mm) on a round, square or hex token of trim w x h: wide enough to show once cut."""
    return max(1.5, min(w, h) * 0.16)


def trim_box(shape: str, size: float) -> tuple[float, float]:
    """Width and height (mm) of a token's trim box: a hex is `size` across its flats, flat side up."""
    return (size * 2 / math.sqrt(3), size) if shape == "hex" else (size, size)


@dataclass(frozen=True)
class ShapeFit:
    """A text laid out against the shape: its lines, their size (pt) and the rim (mm) the plate leaves."""

    lines: tuple[str, ...]
    size: float
    rim: float


def _splits(words: list[str]) -> list[list[str]]:
    """Every way to set the words on one, two or three lines, fewest lines first."""
    out = []
    for n in range(1, min(3, len(words)) + 1):
        cuts = [[]] if n == 1 else ([[i] for i in range(1, len(words))] if n == 2 else
                                    [[i, j] for i in range(1, len(words)) for j in range(i + 1, len(words))])
        for cut in cuts:
            bounds = [0, *cut, len(words)]
            out.append([" ".join(words[a:b]) for a, b in zip(bounds, bounds[1:])])
    return out


def line_bands(n: int, descent: float) -> list[tuple[float, float]]:
    """Each line's box, bottom and top, above the token's centre in sizes: baselines `LEAD` apart, the stack
    dropped by `DROP` (as the renderer draws), a box running from the descent (negative, per size) one size up."""
    first = (n - 1) * LEAD / 2 - DROP
    return [(first - i * LEAD + descent, first - i * LEAD + descent + 1.0) for i in range(n)]


def _largest(shape: str, widths: list[float], bands: list[tuple[float, float]], reach: float) -> float:
    """The largest size (pt) at which every line (width at size 1, pt) lies inside the shape inset to `reach`
    (mm: a circle's radius, a hex's distance from centre to flat)."""
    best = math.inf
    for w, (low, high) in zip(widths, bands):
        far = max(abs(low), abs(high))
        if shape == "round":
            best = min(best, reach * MM / math.hypot(w / 2, far))
        else:   # a flat-top hex: half as wide as its corners reach, less |y|/sqrt(3), and no taller than its flats
            corner = reach * 2 / math.sqrt(3)
            best = min(best, corner * MM / (w / 2 + far / math.sqrt(3)))
            if far:
                best = min(best, reach * MM / far)
    return best


def _rim_left(shape: str, trim_w: float, trim_h: float, widths: list[float], bands: list[tuple[float, float]],
              size: float) -> float:
    """The widest rim (mm) whose plate still holds every line's box with PAD to spare."""
    outer = trim_w / 2 if shape == "round" else trim_h / 2
    rim = math.inf
    for w, (low, high) in zip(widths, bands):
        x, y = w * size / 2 / MM, max(abs(low), abs(high)) * size / MM
        if shape == "round":
            rim = min(rim, outer - math.hypot(x, y))
        else:
            rim = min(rim, outer - y, outer - y / 2 - math.sqrt(3) / 2 * x)
    return rim - PAD


def fit_shape(shape: str, size_mm: float, text: str, width: Callable[[str], float], descent: float,
              largest: float, grow: bool = True) -> Optional[ShapeFit]:
    """The text on a round or hex token, in one to three lines: at the largest size (<= `largest` pt, >= 6 pt)
    that fits the plate (less PAD) if one does, else at 6 pt inside the outline (less MARGIN), on a plate grown
    just enough to hold it (only when `grow`: a name pnp prints by default never narrows a marker's colour).
    `width(s)` is a string's width in pt at size 1; `descent` the font's, per size (negative). None when no
    setting fits even at 6 pt (TOK005)."""
    trim_w, trim_h = trim_box(shape, size_mm)
    rim = rim_mm(shape, trim_w, trim_h)
    outer = trim_w / 2 if shape == "round" else trim_h / 2
    words = text.split()
    if not words:
        return None
    settings = [(lines, [width(line) for line in lines]) for lines in _splits(words)]
    best: tuple[float, list[str], list[float], float] = (0.0, [], [], 0.0)
    for lines, widths in settings:   # on the plate as it is: the largest size, a comma break preferred
        bands = line_bands(len(lines), descent)
        size = min(largest, _largest(shape, widths, bands, outer - rim - PAD))
        cut = [sum(len(line.split()) for line in lines[:i + 1]) for i in range(len(lines) - 1)]
        natural = all(words[i - 1].endswith((",", ":", ";")) for i in cut)
        score = size * (1.2 if natural and cut else 1.0)   # break after a comma when it costs little
        if size >= TEXT_FLOOR - 1e-9 and score > best[0] + 0.01:
            best = (score, lines, widths, size)
    if best[1] or not grow:
        return ShapeFit(tuple(best[1]), best[3], rim) if best[1] else None
    # too wide for the plate at 6 pt: at 6 pt, inside the outline less MARGIN, the setting that keeps the most
    # rim (the token's colour) wins, and the plate grows just enough to hold it
    wider: Optional[ShapeFit] = None
    for lines, widths in settings:
        bands = line_bands(len(lines), descent)
        if _largest(shape, widths, bands, outer - MARGIN) < TEXT_FLOOR - 1e-9:
            continue
        left = min(rim, _rim_left(shape, trim_w, trim_h, widths, bands, TEXT_FLOOR))
        if wider is None or left > wider.rim + 1e-6:
            wider = ShapeFit(tuple(lines), TEXT_FLOOR, left)
    return wider
