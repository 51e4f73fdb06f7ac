"""Building blocks of the model: field docs, ids, units, ranges and locations.

Every model field carries a one-line doc (``doc(...)``); the schema builder
reads the type hints to validate game.yaml, and a meta-test checks that every
field is documented. ``loc`` and ``path`` are filled by the loader, never read
from YAML.
"""
from __future__ import annotations

import re
from contextvars import ContextVar
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Any, Mapping

from ..core.errors import Loc
from ..core.limits import MAX_MM, MAX_RANGE_SPAN
from ..core.palette import PALETTE, OwnColours
from ..core.suggest import did_you_mean
from ..core.units import UnitError, format_mm, parse_card_size, parse_length

Path_ = tuple[Any, ...]
NOWHERE = Loc("<unknown>", 0, 0)
ID_RE = re.compile(r"^[a-z0-9][a-z0-9_-]{0,63}\Z")


def doc(text: str, default: Any = ..., *, yaml: bool = True) -> Any:
    """A dataclass field with a one-line doc; yaml=False marks loader-filled fields."""
    meta = {"doc": text, "yaml": yaml}
    if default is ...:
        return field(metadata=meta)
    if isinstance(default, (dict, list)):
        raise TypeError("use an immutable default")
    if isinstance(default, MappingProxyType):
        return field(default_factory=lambda: default, metadata=meta)
    return field(default=default, metadata=meta)


def _located() -> Any:
    return field(default=NOWHERE, compare=False, repr=False, metadata={"doc": "where it is written", "yaml": False})


def _pathed() -> Any:
    return field(default=(), compare=False, repr=False, metadata={"doc": "YAML key path", "yaml": False})


EMPTY: Mapping[str, Any] = MappingProxyType({})


class Id(str):
    """A lower-case kebab/snake identifier."""

    @classmethod
    def from_yaml(cls, value: Any) -> "Id":
        if not isinstance(value, str) or not ID_RE.match(value):
            raise ValueError(f"{value!r} is not a valid id: use lower-case letters, digits, '-' or '_'")
        return cls(value)


class Length(float):
    """A physical length in mm, written '3mm', '0.125in', '3pt' or a bare number of mm."""

    @classmethod
    def from_yaml(cls, value: Any) -> "Length":
        try:
            mm = parse_length(value)
        except UnitError as exc:
            raise ValueError(str(exc)) from None
        if mm < 0:
            raise ValueError(f"{value!r} is negative; a length must be 0 or more")
        if not mm <= MAX_MM:
            raise ValueError(f"{value!r} is longer than pnp allows ({MAX_MM:g} mm)")
        return cls(mm)

    def __str__(self) -> str:
        return format_mm(self)


class CardSize(str):
    """A card size: a preset name (poker, bridge, tarot, mini, square) or 'WxH<unit>' such as '63x88mm'."""

    @classmethod
    def from_yaml(cls, value: Any) -> "CardSize":
        try:
            width, height = parse_card_size(value)
        except UnitError as exc:
            raise ValueError(str(exc)) from None
        if not (width <= MAX_MM and height <= MAX_MM):
            raise ValueError(f"{value!r} is larger than pnp allows ({MAX_MM:g} mm a side)")
        return cls(str(value).strip())

    @property
    def mm(self) -> tuple[float, float]:
        """(width, height) of the trim in mm."""
        return parse_card_size(str(self))


class Footprint(str):
    """The ground a piece covers: '16mm' (round: a disc, a bead, a meeple's base) or '10x10mm' (a cube, a block)."""

    @classmethod
    def from_yaml(cls, value: Any) -> "Footprint":
        text = str(value).strip() if isinstance(value, (str, int, float)) and not isinstance(value, bool) else ""
        try:
            if "x" in text.lower() or "\u00d7" in text:
                parse_card_size(text)
            elif parse_length(value) <= 0:
                raise UnitError(f"{value!r} is not a size above 0")
        except UnitError:
            raise ValueError(f"{value!r} is not a footprint: write a diameter such as '16mm' "
                             "or a width and depth such as '10x10mm'") from None
        return cls(text)

    @property
    def round(self) -> bool:
        """A single length is a round piece's diameter."""
        return "x" not in self.lower() and "\u00d7" not in self

    @property
    def mm(self) -> tuple[float, float]:
        """(width, depth) in mm."""
        if self.round:
            d = parse_length(str(self))
            return d, d
        return parse_card_size(str(self))


# Set by load/game.py while game.yaml is read (from style.palette as written), so a colour anywhere in the file
# may be one of the game's names.
GAME_COLOURS: ContextVar[OwnColours] = ContextVar("game_colours", default=OwnColours())


class Colour(str):
    """A colour: '#rrggbb', a name of the shared palette (generator/core/palette.py), or a name the game's
    style.palette adds (or a card colour such as frame), which carries its #rrggbb as `own_hex`."""

    own_hex: str | None = None

    @classmethod
    def from_yaml(cls, value: Any) -> "Colour":
        own = GAME_COLOURS.get()
        if isinstance(value, str):
            key = value.lower()
            if re.fullmatch(r"#[0-9a-f]{6}", key) or key in PALETTE:
                return cls(key)
            if key in own.hexes:
                colour = cls(key)
                colour.own_hex = own.hexes[key]
                return colour
        mine = f"; the game's style palette: {', '.join(own.style)}" if own.style else ""
        near = did_you_mean(value.lower(), [*PALETTE, *own.hexes]) if isinstance(value, str) else ""
        raise ValueError(f"{value!r} is not a colour{f' ({near})' if near else ''}: write #rrggbb or a palette name "
                         f"({', '.join(PALETTE)}{mine})")


def game_colour(value: Any, style_palette: Mapping[str, Any]) -> Colour:
    """A colour read after load (a grid ref's `colour`), with the game's style.palette names as in game.yaml;
    ValueError with the same message as the loader's for one that is no colour."""
    from ..core.palette import own_colours

    hexes, style = own_colours(style_palette)
    reading = GAME_COLOURS.set(OwnColours(MappingProxyType(hexes), style))
    try:
        return Colour.from_yaml(value)
    finally:
        GAME_COLOURS.reset(reading)


class PaletteColour(Colour):
    """A colour style.palette gives a name: '#rrggbb' or a shared palette name, never another of its own names."""

    @classmethod
    def from_yaml(cls, value: Any) -> "PaletteColour":
        if isinstance(value, str) and (re.fullmatch(r"#[0-9a-fA-F]{6}", value) or value.lower() in PALETTE):
            return cls(value.lower())
        raise ValueError(f"{value!r} is not a colour: write #rrggbb or a palette name ({', '.join(PALETTE)})")


@dataclass(frozen=True)
class IntRange:
    """An inclusive range of integers written '2-6' or '3', or the counts of a set with gaps, written as a list
    (`[4, 6, 8]`: a team game for even counts) or '4, 6, 8'. `low` and `high` are its ends; iterating it and `in`
    give only its counts (`only`, when it has gaps)."""

    low: int
    high: int
    only: tuple[int, ...] = ()

    @classmethod
    def from_yaml(cls, value: Any) -> "IntRange":
        if isinstance(value, bool):
            raise ValueError(f"{value!r} is not a range: write '2-6' or a single number")
        if isinstance(value, int):
            return cls(value, value)
        if isinstance(value, list) or isinstance(value, str) and "," in value:
            return cls._of_counts(value)
        if isinstance(value, str):
            m = re.fullmatch(r"\s*(\d+)\s*(?:[-\u2010-\u2013]\s*(\d+)\s*)?", value)
            if m:
                if max(len(m.group(1)), len(m.group(2) or "")) > 9:
                    raise ValueError(f"{value!r} holds a number larger than pnp allows in a range")
                low, high = int(m.group(1)), int(m.group(2) or m.group(1))
                if low <= high and high - low >= MAX_RANGE_SPAN:
                    raise ValueError(f"{value!r} covers {high - low + 1:,} numbers; pnp allows at most "
                                     f"{MAX_RANGE_SPAN:,} in one range")
                if low <= high:
                    return cls(low, high)
        raise ValueError(f"{value!r} is not a range: write '2-6' or a single number")

    @classmethod
    def _of_counts(cls, value: Any) -> "IntRange":
        """[4, 6, 8] or '4, 6, 8': those counts, each a whole number (a span '2-3' among them adds its counts)."""
        items = value if isinstance(value, list) else [x for x in value.split(",")]
        counts: set[int] = set()
        for item in items:
            if isinstance(item, str) and item.strip():
                item = item.strip()
                part = cls.from_yaml(int(item) if item.isdigit() else item)
            elif isinstance(item, int) and not isinstance(item, bool):
                part = cls(item, item)
            else:
                raise ValueError(f"{value!r} is not a set of counts: write whole numbers, e.g. [4, 6, 8]")
            counts.update(part)
            if len(counts) > MAX_RANGE_SPAN:
                raise ValueError(f"{value!r} holds more than {MAX_RANGE_SPAN:,} numbers")
        if not counts:
            raise ValueError(f"{value!r} is not a set of counts: write whole numbers, e.g. [4, 6, 8]")
        low, high = min(counts), max(counts)
        return cls(low, high, () if len(counts) == high - low + 1 else tuple(sorted(counts)))

    def __iter__(self):
        return iter(self.only or range(self.low, self.high + 1))

    def __contains__(self, n: object) -> bool:
        return isinstance(n, int) and (n in self.only if self.only else self.low <= n <= self.high)

    def __str__(self) -> str:
        if self.only:
            return ", ".join(str(n) for n in self.only)
        return str(self.low) if self.low == self.high else f"{self.low}-{self.high}"


class Cell:
    """A table cell or example value: scalar, list or null (checked by the builder)."""

    @classmethod
    def from_yaml(cls, value: Any) -> Any:
        return value


