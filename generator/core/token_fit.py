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
from typing import Callable, Optional, Protocol

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
    """Width and height (mm) of a token's trim box: a hex is `size` across its flats, flat side up; a bar is
    `size` long and a third as wide (as cutouts.Piece.box)."""
    if shape == "hex":
        return size * 2 / math.sqrt(3), size
    return (size, size / 3) if shape == "bar" else (size, size)


def text_region(shape: str, w: float, h: float) -> tuple[float, float, float]:
    """The plate's box (width, height) and the width a line of text may take on it, in mm, on a trim of w x h
    (the sheet's old box: the renderer's _regions places it)."""
    if shape == "bar":
        return w - 3, h - 1, w - 3
    rim = rim_mm(shape, w, h)
    inner_w, inner_h = (w * 0.6, h - 2 * rim) if shape == "hex" else (w - 2 * rim, h - 2 * rim)
    return inner_w, inner_h, inner_w * {"round": 0.8, "hex": 0.7}.get(shape, 0.92)


class _Widths(Protocol):
    """What balanced_lines measures with: a Canvas, or _Measure without one."""

    def stringWidth(self, text: str, font: str, size: float, /) -> float: ...  # noqa: N802 (ReportLab's name)


def balanced_lines(c: _Widths, text: str, font: str, box_w: float, box_h: float,
                   largest: float, smallest: float = 4.0) -> tuple[list[str], float]:
    """The text split into one to three lines of even width, at the largest size that fits w x h points."""
    words = text.split()
    best: tuple[float, list[str], float] = (0.0, [text], smallest)
    for n in range(1, min(3, len(words)) + 1):
        splits = [[]] if n == 1 else ([[i] for i in range(1, len(words))] if n == 2 else
                                      [[i, j] for i in range(1, len(words)) for j in range(i + 1, len(words))])
        for cut in splits:
            bounds = [0, *cut, len(words)]
            lines = [" ".join(words[a:b]) for a, b in zip(bounds, bounds[1:])]
            widest = max(c.stringWidth(line, font, 1.0) for line in lines)
            size = min(largest, box_w / widest, box_h / (n * 1.08))
            natural = all(words[i - 1].endswith((",", ":", ";")) for i in cut)
            score = size * (1.2 if natural and cut else 1.0)   # break after a comma when it costs little
            if score > best[0] + 0.01:
                best = (score, lines, size)
    _, lines, size = best
    return lines, max(size, smallest)


def box_lines(measure: _Widths, font: str, text: str, box_w: float, box_h: float,
              largest: float) -> tuple[list[str], float]:
    """Balanced lines at the largest size that fits the box (mm), or no lines when even 6 pt does not."""
    lines, size = balanced_lines(measure, text, font, box_w * MM, box_h * MM, largest, TEXT_FLOOR)
    fits = max(measure.stringWidth(line, font, size) for line in lines) <= box_w * MM + 0.01 and \
        len(lines) * size * LEAD <= box_h * MM + 0.01
    return (lines, size) if fits else ([], 0.0)


def text_fits(shape: str, size_mm: float, text: str, measure: _Widths, font: str, descent: float) -> bool:
    """Whether a text the designer wrote prints on a token of a sheet without icons (its name alone, filling the
    plate), as the renderer lays it out: in the plate's box, else (round and hex) against the shape. False is
    TOK005."""
    w, h = trim_box(shape, size_mm)
    inner_w, inner_h, box_w = text_region(shape, w, h)
    largest = min(11.0, inner_h * MM * 0.5 if shape != "bar" else inner_h * MM * 0.8)
    if not text or box_lines(measure, font, text, box_w if shape != "bar" else inner_w, inner_h * 0.8, largest)[0]:
        return True
    return shape in ("round", "hex") and \
        fit_shape(shape, size_mm, text, lambda line: measure.stringWidth(line, font, 1.0), descent, largest) is not None


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


@dataclass(frozen=True)
class UnderIcon:
    """A name set under the icon of a round token: its lines and size (pt), where the stack's centre sits (mm above
    the plate's centre; negative is below) and the side (mm) the icon keeps above it."""

    lines: tuple[str, ...]
    size: float
    centre: float
    icon: float


ICON_GAP = 0.4          # mm between the name's top line and the icon


def icon_room(radius: float, bottom: float) -> float:
    """The side (mm) of the largest square standing centred on a line `bottom` mm above a circle's centre that
    stays inside it: (a/2)^2 + (bottom + a)^2 <= radius^2."""
    if bottom >= radius:
        return 0.0
    return max(0.0, (-2 * bottom + math.sqrt(max(0.0, 5 * radius * radius - bottom * bottom))) / 2.5)


def under_icon(radius: float, text: str, width: Callable[[str], float], descent: float, largest: float,
               icon: float, centre: Optional[float] = None) -> Optional[UnderIcon]:
    """A name under an icon on a round plate of `radius` (mm): every line's box (as line_bands) inside the plate
    less PAD, at the largest size from `largest` down to 6 pt, the stack as low as it goes so the icon above keeps
    the most room, up to `icon` mm: the largest size that leaves the icon 80% of that.
    With `centre` the stack stands there (a sheet sets its names alike: renderer plan_sheet). None: no setting
    fits (the sheet prints its icons alone)."""
    words = text.split()
    if not words:
        return None
    reach = radius - PAD
    for keep in (0.8,):   # the largest name that leaves the icon most of its room (a name crowding it out:
        # the sheet prints its icons alone)
        size = largest
        while size >= TEXT_FLOOR - 1e-9:
            for lines in _splits(words):
                halves = [width(line) * size / MM / 2 for line in lines]
                bands = [(low * size / MM, high * size / MM) for low, high in line_bands(len(lines), descent)]
                steps = [centre] if centre is not None else [-reach + k * 0.05 for k in range(int(reach / 0.05) + 1)]
                for y in steps:
                    if all(math.hypot(half, max(abs(y + low), abs(y + high))) <= reach + 1e-9
                           for half, (low, high) in zip(halves, bands)):
                        room = min(icon, icon_room(reach, y + bands[0][1] + ICON_GAP))
                        if room >= icon * keep - 1e-9:
                            return UnderIcon(tuple(lines), size, y, room)
                        break   # higher only leaves the icon less room
            size = round(size - 0.25, 2)
    return None
