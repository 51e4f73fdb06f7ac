"""Named colours for maps, regions and tokens, shared by the checker and the renderers.

Content writes colours as a palette name (``red``) or ``#rrggbb``. The palette
is print-friendly: mid-tone fills that keep black text legible, so a region or
token can carry its label on top of its colour.
"""
from __future__ import annotations

import functools
import re
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Mapping, Optional, Sequence
_HEX_KEY = re.compile(r"#[0-9a-f]{6}")

PALETTE: dict[str, str] = {
    "red": "#d9544f",
    "blue": "#4f7fd9",
    "green": "#5aa65a",
    "yellow": "#f2cf4a",
    "purple": "#9a6fc0",
    "orange": "#ef9a3c",
    "teal": "#45a9a0",
    "pink": "#e68fb4",
    "brown": "#a67c52",
    "grey": "#b8b8b8",
    "black": "#333333",
    "white": "#ffffff",
    "sand": "#ead9a7",
    "sea": "#bcd9ee",
    "light": "#f4ecd6",
    "dark": "#5b4a3a",
    "olive": "#a3b35c",
    "forest": "#3f7f4f",
    "stone": "#9a9a8c",
    "ice": "#dfe9ee",
    "navy": "#2f4f7f",
}

_HEX = re.compile(r"^#[0-9a-fA-F]{6}$")

# Names every card, board and pad layout may use, whatever the game's style says (its palette may redefine them).
CARD_COLOURS = {"ink": "#222222", "paper": "#fbf8f1", "frame": "#3c5a78", "band": "#3c5a78", "band-ink": "#ffffff",
                "accent": "#b8862f", "muted": "#6b6b6b", "panel": "#efe8da"}
NO_COLOUR = ("none", "transparent")
# the backs of a game's second, third... deck when its palette names no `deck-<id>` colour: dark enough for white
# text, apart from the first deck's `frame` navy and from each other, so piles read apart face down
DECK_BACKS = ("#8a3b2e", "#3d6b45", "#6b4a7a", "#7a5c1e", "#2f6f73", "#5a5a5a")


def deck_colour(style_palette: Mapping[str, str], deck_ids: Sequence[str], deck_id: str) -> str:
    """#rrggbb of a deck's own colour, the ground of pnp's default back: its `deck-<id>` in the game's palette, else
    the game's `frame` for its first deck and one of DECK_BACKS in turn for each later deck."""
    palette = {k.lower(): v for k, v in style_palette.items()}   # a value keeps its own #rrggbb (Colour.own_hex)
    own = palette.get(f"deck-{deck_id}".lower())
    if own is not None and colour_hex(own) is not None:
        return str(colour_hex(own))
    k = list(deck_ids).index(deck_id) if deck_id in deck_ids else 0
    if k == 0:
        return colour_hex(palette.get("frame", CARD_COLOURS["frame"])) or CARD_COLOURS["frame"]
    return DECK_BACKS[(k - 1) % len(DECK_BACKS)]


def layout_palette(style_palette: Mapping[str, str]) -> dict[str, str]:
    """Name -> #rrggbb of every colour a layout may name: the shared palette, the card colours, the game's style."""
    return {**PALETTE, **CARD_COLOURS, **{k.lower(): str(v) for k, v in style_palette.items()}}


@dataclass(frozen=True)
class OwnColours:
    """The colour names a game adds to the shared palette: its style.palette's names and pnp's card colours
    (frame, ink, paper...), each with its #rrggbb; `style` lists the style.palette's own, for messages."""

    hexes: Mapping[str, str] = field(default_factory=lambda: MappingProxyType({}))
    style: tuple[str, ...] = ()


def own_colours(style_palette: object) -> tuple[dict[str, str], tuple[str, ...]]:
    """The colour names a game adds to the shared palette, read from style.palette as written in game.yaml:
    name -> #rrggbb of pnp's card colours (frame, ink...) and of the style's names, and the style's names alone.
    A shared name keeps its shared colour there (a style may redefine red for its layouts only); a style entry
    that is not a colour is left out (the schema reports it)."""
    hexes = dict(CARD_COLOURS)
    style: list[str] = []
    if isinstance(style_palette, Mapping):
        for name, value in style_palette.items():
            key = str(name).lower()
            hexed = colour_hex(value) if isinstance(value, str) else None
            if key in PALETTE or hexed is None:
                continue
            hexes[key] = hexed
            style.append(key)
    return hexes, tuple(style)


def layout_colour(palette: Mapping[str, str], name: str) -> Optional[str]:
    """The #rrggbb a layout's colour stands for ('none' and 'transparent': None); KeyError for an unknown name.

    The renderer draws with it and the check (LAY010) asks it, so the two agree on what a colour is."""
    key = name.strip().lower().replace(" ", "-")
    if key in NO_COLOUR:
        return None
    if _HEX_KEY.fullmatch(key):
        return key
    if key in palette:
        return palette[key]
    if not key.isascii() or not all(k.isascii() for k in palette):
        # a slug keeps a name's accents ('aru-szalámi' of 'Szalámi'), a palette may not ('aru-szalami'), or the other
        # way round (kofa-piac, written outside the project): one key that differs only in its accents is that key
        same = [k for k in palette if _unaccented(k) == _unaccented(key)]
        if len(same) == 1:
            return palette[same[0]]
    raise KeyError(name)


def _unaccented(key: str) -> str:
    import unicodedata

    return "".join(c for c in unicodedata.normalize("NFKD", key) if not unicodedata.combining(c))


def colour_hex(value: str) -> Optional[str]:
    """The #rrggbb of a palette name or hex string, or None when it is neither. A colour game.yaml names from
    the game's own style.palette carries its #rrggbb (model Colour.own_hex)."""
    own = getattr(value, "own_hex", None)
    if own is not None:
        return own
    if _HEX.match(value):
        return value.lower()
    return PALETTE.get(value.lower())


def rgb(value: str) -> tuple[float, float, float]:
    """A colour as three 0-1 floats; unknown names are a programming error (the checker reports them)."""
    hexed = colour_hex(value)
    if hexed is None:
        raise ValueError(f"unknown colour {value!r}")
    red, green, blue = (int(hexed[i:i + 2], 16) / 255 for i in (1, 3, 5))
    return red, green, blue


MIN_CONTRAST = 3.0   # WCAG 2 for graphics and large text: an icon or label against the colour it sits on


def relative_luminance(colour: tuple[float, float, float]) -> float:
    """WCAG 2 relative luminance of an sRGB colour given as three 0-1 floats."""
    def linear(v: float) -> float:
        return v / 12.92 if v <= 0.04045 else ((v + 0.055) / 1.055) ** 2.4

    r, g, b = (linear(v) for v in colour)
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


@functools.lru_cache(maxsize=4096)   # card faces ask about the same few pairs thousands of times
def contrast_ratio(a: tuple[float, float, float], b: tuple[float, float, float]) -> float:
    """WCAG 2 contrast ratio of two colours, from 1 (the same) to 21 (black on white)."""
    la, lb = sorted((relative_luminance(a), relative_luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


def is_dark(value: str) -> bool:
    """True when white text contrasts more with this colour than near-black text (WCAG 2 ratios): a map's
    labels on a tile, cell or piece of this colour are white then. (A luma rule said white on #30b030,
    2.85:1, where near-black gives 6.1:1.)"""
    colour = rgb(value)
    return contrast_ratio((1.0, 1.0, 1.0), colour) >= contrast_ratio((0.1, 0.1, 0.1), colour)


def hex_of(colour: tuple[float, float, float]) -> str:
    """#rrggbb of three 0-1 floats, for messages."""
    return "#" + "".join(f"{round(max(0.0, min(1.0, v)) * 255):02x}" for v in colour)


def ink_on(colour: tuple[float, float, float]) -> str:
    """#rrggbb of the text colour that reads best on this colour: white or near-black, whichever contrasts more."""
    light, dark = (1.0, 1.0, 1.0), (0.12, 0.1, 0.09)
    return hex_of(light if contrast_ratio(light, colour) >= contrast_ratio(dark, colour) else dark)
