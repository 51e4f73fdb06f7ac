"""Typed views the document block templates (templates/docs/blocks/*.html.j2) receive.

A view holds exactly what a template prints, already formatted as text; the
templates escape it. Keeping the shaping here keeps the templates simple and
lets a game override a template without re-implementing the formatting.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any, Callable, Optional

from ...load.languages import Wording
from ...model import Card, Deck, Table
from ...load.templating import cell_text, player_range
from .table_shape import ShapedRow, shape_table

CARD_SIZES_MM = {"poker": (63.0, 88.0), "bridge": (57.0, 89.0), "tarot": (70.0, 120.0),
                 "mini": (44.0, 68.0), "square": (70.0, 70.0)}
_RANGE = re.compile(r"^\s*\d+\s*-\s*\d+\s*$")
# A table of more rows than this may split between pages (with its header repeated), after its first four rows
# and before its last two; a shorter one moves whole, so the gap it can leave at the foot of a page stays under a
# quarter of the page (issue 29): caption, header, five rows and the sentence kept with them take about 50 mm of
# Letter's 238 mm text block. (Eight rows moved whole left 31% of a Letter page empty.)
LONG_TABLE_ROWS = 5


@dataclass(frozen=True)
class TableView:
    """A game.yaml table, shaped (table_shape.py): equal rows and columns merged, or one sentence."""

    id: str
    title: str
    axis_label: str
    columns: tuple[str, ...]
    rows: tuple[ShapedRow, ...]
    note: str
    variant: str
    sentence: str = ""      # when set, the table says one thing: print this instead of a grid

    @property
    def long(self) -> bool:
        return len(self.rows) > LONG_TABLE_ROWS


def _column(value: Any, words: Callable[[str], str] = str) -> str:
    text = cell_text(value, words=words)
    return player_range(text) if isinstance(value, str) and _RANGE.match(value) else text


def names_variant(title: str, variant: str) -> bool:
    """True when a title already names the variant ('Adversary: cards drawn' and 'Adversary')."""
    name = re.sub(r"^(the|an?)\s+", "", variant.strip(), flags=re.I)
    return bool(name) and re.search(rf"(?<!\w){re.escape(name)}(?!\w)", title, re.I) is not None


def table_view(table: Table, variant: str = "", words: Callable[[str], str] = str) -> TableView:
    """The table as its template prints it; the variant tag is left out when the title names the variant.
    `words` words a yes/no cell (an edition's frame words)."""
    variant = "" if names_variant(table.title, variant) else variant
    grid = [tuple(cell_text(v, r.format if v is not None else None, words) for v in r.values) for r in table.rows]
    shaped = shape_table(table.axis.label, [_column(v, words) for v in table.axis.values],
                         [r.label for r in table.rows], grid)
    return TableView(str(table.id), table.title, table.axis.label, shaped.columns, shaped.rows, table.note, variant,
                     shaped.sentence)


@dataclass(frozen=True)
class DieRow:
    rolls: str
    text: str
    reroll: tuple["DieRow", ...]


@dataclass(frozen=True)
class DieView:
    """A die table: faces and what they mean, re-rolls nested."""

    id: str
    name: str
    faces: int
    rows: tuple[DieRow, ...]

    @property
    def long(self) -> bool:
        return len(self.rows) > LONG_TABLE_ROWS


@dataclass(frozen=True)
class CostRow:
    name: str
    price: str
    points: Optional[int]
    era: str
    effect: str


@dataclass(frozen=True)
class CostsView:
    """One cost group as a table; optional columns appear only when some row fills them."""

    group: str
    title: str
    rows: tuple[CostRow, ...]
    wording: Wording = field(default_factory=Wording, compare=False)   # pnp's words: the edition's language

    @property
    def long(self) -> bool:
        return len(self.rows) > LONG_TABLE_ROWS

    @property
    def sentence(self) -> str:
        """A group of one cost is a sentence, not a one-row table: 'Passage by sea costs 1 Ship Available.'"""
        if len(self.rows) != 1:
            return ""
        r = self.rows[0]
        extra = []
        if r.era:
            extra.append(self.wording.frame("from the {era} era", era=r.era))
        if r.points is not None:
            extra.append(self.wording.count(r.points, "{count} point", "{count} points"))
        said = self.wording.frame("{name} costs {price}", name=r.name, price=r.price) + \
            (f" ({', '.join(extra)})" if extra else "") + "."
        effect = r.effect.strip()
        if effect:
            said += " " + effect[0].upper() + effect[1:] + ("" if effect.endswith((".", "!", "?")) else ".")
        return said

    @property
    def has_points(self) -> bool:
        return any(r.points is not None for r in self.rows)

    @property
    def has_era(self) -> bool:
        return any(r.era for r in self.rows)

    @property
    def has_effect(self) -> bool:
        return any(r.effect for r in self.rows)


@dataclass(frozen=True)
class IconView:
    name: str
    src: str
    label: str
    text: str


@dataclass(frozen=True)
class CardView:
    """One card as the card figure prints it: trim size, name, short fields and text fields."""

    deck_id: str
    deck_name: str
    card_id: str
    name: str
    count: int
    width_mm: float
    height_mm: float
    stats: tuple[tuple[str, str], ...]
    texts: tuple[tuple[str, str], ...]
    caption: str


def card_size_mm(size: str) -> tuple[float, float]:
    """A deck's size preset or 'WxHmm' as (width, height) in mm (poker when unreadable)."""
    if size in CARD_SIZES_MM:
        return CARD_SIZES_MM[size]
    m = re.fullmatch(r"\s*(\d+(?:\.\d+)?)\s*x\s*(\d+(?:\.\d+)?)\s*mm\s*", size)
    return (float(m.group(1)), float(m.group(2))) if m else CARD_SIZES_MM["poker"]


def card_view(deck: Deck, card: Card, caption: str = "") -> CardView:
    stats: list[tuple[str, str]] = []
    texts: list[tuple[str, str]] = []
    for column, kind in deck.fields.items():
        value = card.fields.get(column)
        if value in (None, "", (), []):
            continue
        label = column.replace("_", " ").replace("-", " ").capitalize()
        (texts if kind == "text" else stats).append((label, cell_text(value)))
    width, height = getattr(deck.size, "mm", None) or card_size_mm(str(deck.size))
    return CardView(str(deck.id), deck.name, card.id, card.name, card.count, width, height,
                    tuple(stats), tuple(texts), caption)
