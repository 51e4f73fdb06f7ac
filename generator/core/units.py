"""Physical units: lengths written "63mm", "0.125in", "3pt" or "1.5cm", parsed once into millimetres.

An unknown unit is an error, never passed through: "3px" is refused with a
message that lists the units pnp knows. A bare number is millimetres.
"""
from __future__ import annotations

import re
from typing import Any

MM_PER_UNIT = {"mm": 1.0, "cm": 10.0, "in": 25.4, "pt": 25.4 / 72.0}
PT_PER_MM = 72.0 / 25.4

# Card size presets in mm (DESIGN.md "Print conventions"; mini is the euro mini).
CARD_SIZES: dict[str, tuple[float, float]] = {
    "poker": (63.0, 88.0),
    "bridge": (57.0, 89.0),
    "tarot": (70.0, 120.0),
    "mini": (44.0, 68.0),
    "square": (70.0, 70.0),
}
PAPER_SIZES: dict[str, tuple[float, float]] = {"a4": (210.0, 297.0), "letter": (215.9, 279.4)}
# the bigger sheets a map may ask for in its data (a copy shop prints them; home printers rarely do)
BOARD_PAPER_SIZES: dict[str, tuple[float, float]] = {**PAPER_SIZES, "a3": (297.0, 420.0), "tabloid": (279.4, 431.8)}

_NUMBER = r"[-+]?(?:\d+(?:\.\d*)?|\.\d+)"
_LENGTH_RE = re.compile(rf"^\s*({_NUMBER})\s*([a-zA-Z]*)\s*$")
_SIZE_RE = re.compile(rf"^\s*({_NUMBER})\s*[xX\u00d7]\s*({_NUMBER})\s*([a-zA-Z]*)\s*$")
UNITS_HINT = "use mm, cm, in or pt, e.g. 3mm or 0.125in"


class UnitError(ValueError):
    """A length or size that cannot be read; the message says what to write instead."""


def _factor(unit: str, written: str) -> float:
    unit = unit.lower() or "mm"
    if unit not in MM_PER_UNIT:
        raise UnitError(f"unknown unit '{unit}' in '{written}': {UNITS_HINT}")
    return MM_PER_UNIT[unit]


def parse_length(value: Any) -> float:
    """A length in millimetres from a number (mm) or a string with a unit."""
    if isinstance(value, bool):
        raise UnitError(f"{value!r} is not a length: {UNITS_HINT}")
    if isinstance(value, (int, float)):
        return float(value)
    if isinstance(value, str):
        m = _LENGTH_RE.match(value)
        if m:
            return float(m.group(1)) * _factor(m.group(2), value)
    raise UnitError(f"{value!r} is not a length: {UNITS_HINT}")


def parse_card_size(value: Any) -> tuple[float, float]:
    """(width, height) in mm of a preset name or a custom 'WxH<unit>' size such as '63x88mm'."""
    if isinstance(value, str) and value.strip().lower() in CARD_SIZES:
        return CARD_SIZES[value.strip().lower()]
    if isinstance(value, str):
        m = _SIZE_RE.match(value)
        if m:
            factor = _factor(m.group(3), value)
            width, height = float(m.group(1)) * factor, float(m.group(2)) * factor
            if width > 0 and height > 0:
                return width, height
    presets = ", ".join(CARD_SIZES)
    raise UnitError(f"unknown card size {value!r}: use a preset ({presets}) or a custom size such as '63x88mm'")


def paper_size(name: str) -> tuple[float, float]:
    """(width, height) in mm of a paper name (a4, letter), portrait."""
    try:
        return PAPER_SIZES[name.lower()]
    except KeyError:
        raise UnitError(f"unknown paper '{name}': use " + " or ".join(PAPER_SIZES)) from None


MAP_PAPER_HINT = "use a3, tabloid, a4, letter or a size WxH with a unit, e.g. 500x700mm or 18x24in (each side 100 to " \
                 "5000 mm)"
MAP_PAPER_LIMITS = (100.0, 5000.0)   # mm: room for a tile, its label band and margins; PDF's largest page is 5080


def board_paper(value: str) -> tuple[str, tuple[float, float]]:
    """(name as recorded, (width, height) in mm) of the paper tiled boards print on: a named sheet or 'WxH<unit>'.

    A size keeps the order written; the tiling turns the page whichever way needs fewer pages."""
    text = value.strip().lower()
    if text in BOARD_PAPER_SIZES:
        return text, BOARD_PAPER_SIZES[text]
    m = _SIZE_RE.match(text)
    if not m:
        raise UnitError(f"unknown paper '{value}': {MAP_PAPER_HINT}")
    factor = _factor(m.group(3), value)
    size = (round(float(m.group(1)) * factor, 2), round(float(m.group(2)) * factor, 2))
    low, high = MAP_PAPER_LIMITS
    if not all(low <= side <= high for side in size):
        raise UnitError(f"paper '{value}' is {size[0]:g} x {size[1]:g} mm: {MAP_PAPER_HINT}")
    return f"{size[0]:g}x{size[1]:g}mm", size


def map_paper_option(value: str) -> str:
    """--map-paper's value as the build records it ('a3', '500x700mm'); a bad one is the user's error."""
    from .errors import GeneratorError

    try:
        return board_paper(value)[0]
    except UnitError as exc:
        raise GeneratorError(f"--map-paper: {exc}", "the paper the tiled boards print on: --map-paper a3, "
                             "tabloid, a4, letter or WxH with a unit, e.g. --map-paper 500x700mm") from None


def format_mm(value: float) -> str:
    """A length as pnp writes it back: '3mm', '2.5mm'."""
    return f"{value:g}mm"


def parse_offset(value: str) -> tuple[float, float]:
    """'X,Y' -> (x, y) in mm; each part a number of mm or a length with a unit ('0.5,-1', '1mm,0.02in')."""
    from .errors import GeneratorError

    parts = [p.strip() for p in str(value).split(",")]
    try:
        if len(parts) != 2:
            raise UnitError(f"'{value}' is not an offset")
        return parse_length(parts[0]), parse_length(parts[1])
    except UnitError as exc:
        raise GeneratorError(f"--duplex-offset: {exc}",
                             "write X,Y in mm, e.g. --duplex-offset 0.5,-1 (x right, y up, seen on the back)") from None
