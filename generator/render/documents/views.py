"""Typed views the document block templates (templates/docs/blocks/*.html.j2) receive.

A view holds exactly what a template prints, already formatted as text; the
templates escape it. Keeping the shaping here keeps the templates simple and
lets a game override a template without re-implementing the formatting.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any, Callable, Optional, Sequence

from ...load.languages import Wording
from ...model import Card, Deck, Table
from ...load.templating import cell_text, player_range
from .table_shape import MERGED_NAMES, ShapedRow, _span, numeric, shape_table

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

    def total_row(self, label: str) -> bool:
        """A row of totals ('Total', 'Grand total', 'In all'): set apart, as a matrix's sums are (tile-matrix)."""
        return is_total(label)

    @property
    def total_columns(self) -> tuple[bool, ...]:
        """Which columns are totals, by their headers."""
        return tuple(is_total(c) for c in self.columns)


_TOTAL = re.compile(r"(?i)^\s*(?:grand\s+)?(?:totals?|sum|in all|all|gesamt|summe|totale|somme)\s*$")


def is_total(label: str) -> bool:
    return bool(_TOTAL.match(label))


def _column(value: Any, words: Callable[[str], str] = str) -> str:
    text = cell_text(value, words=words)
    return player_range(text) if isinstance(value, str) and _RANGE.match(value) else text


def names_variant(title: str, variant: str) -> bool:
    """True when a title already names the variant ('Adversary: cards drawn' and 'Adversary')."""
    name = re.sub(r"^(the|an?)\s+", "", variant.strip(), flags=re.I)
    return bool(name) and re.search(rf"(?<!\w){re.escape(name)}(?!\w)", title, re.I) is not None


def across_columns(axis_name: str, axis_label: str, columns: Sequence[str], wording: Optional[Wording] = None) -> str:
    """Every column of a table at once, as a sentence says it: a player axis as '2–4 players', another numeric
    axis as its label and span ('Round 1–5'), named columns listed ('Disciple and Martyr alike')."""
    wording = wording or Wording()
    if numeric(columns):
        whole = _span(columns)
        return wording.players(whole, one=whole == "1") if axis_name == "players" else f"{axis_label} {whole}"
    names = list(columns)
    if len(names) == 1:
        return names[0]
    return wording.frame("{names} alike", names=", ".join(names[:-1]) + wording.frame(" and ") + names[-1])


def each_of(table: Table, grid: Sequence[tuple[str, ...]], wording: Optional[Wording] = None
            ) -> tuple[list[str], list[tuple[str, ...]]]:
    """Rows too many to name in one label (more than table_shape.MERGED_NAMES) that say the same thing of one
    rule, each for another value of one argument ('Desert tiles' ... 'Tundra tiles', tiles_per_terrain with
    terrain: Desert ... Tundra), as one row that says how they are merged: 'Tiles of each terrain'. The noun is the
    last word the labels share ('tiles'), the kind the argument's name. Rows that do not fit this stay as they are
    (table_shape keeps them apart)."""
    wording = wording or Wording()
    groups: dict[tuple, list[int]] = {}
    for i, (row, cells) in enumerate(zip(table.rows, grid)):
        groups.setdefault((row.rule, tuple(sorted(row.args)), cells), []).append(i)
    merged: dict[int, str] = {}    # the first row of a merged group -> its label
    dropped: set[int] = set()
    for (rule, keys, _), rows in groups.items():
        if rule is None or len(rows) <= MERGED_NAMES:
            continue
        varying = [k for k in keys if len({str(table.rows[i].args[k]) for i in rows}) == len(rows)]
        fixed = [k for k in keys if len({str(table.rows[i].args[k]) for i in rows}) == 1]
        if len(varying) != 1 or len(varying) + len(fixed) != len(keys):
            continue
        kind = wording.text(varying[0].replace("_", " "))   # the argument's name, as the edition words it
        lasts = {table.rows[i].label.split()[-1].lower() if table.rows[i].label.split() else "" for i in rows}
        noun = table.rows[rows[0]].label.split()[-1] if len(lasts) == 1 and "" not in lasts else ""
        merged[rows[0]] = (wording.frame("{things} of each {kind}", things=noun[:1].upper() + noun[1:], kind=kind)
                           if noun and all(len(table.rows[i].label.split()) > 1 for i in rows)
                           else wording.frame("Each {kind}", kind=kind))
        dropped.update(rows[1:])
    labels = [merged.get(i, r.label) for i, r in enumerate(table.rows) if i not in dropped]
    return labels, [cells for i, cells in enumerate(grid) if i not in dropped]


def table_view(table: Table, variant: str = "", words: Callable[[str], str] = str,
               wording: Optional[Wording] = None) -> TableView:
    """The table as its template prints it; the variant tag is left out when the title names the variant.
    `words` words a yes/no cell (an edition's frame words); `wording` the sentence a one-value table is."""
    variant = "" if names_variant(table.title, variant) else variant
    grid = [tuple(cell_text(v, r.format if v is not None else None, words) for v in r.values) for r in table.rows]
    columns = [_column(v, words) for v in table.axis.values]
    wording = wording or Wording()
    labels, grid = each_of(table, grid, wording)
    shaped = shape_table(table.axis.label, columns, labels, grid,
                         across_columns(table.axis.name, table.axis.label, columns, wording), wording.frame,
                         merge=table.merge)
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
    words: bool = False   # the first column shows sticker words ('Natural +'), not face numbers

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
    def names_itself(self) -> bool:
        """A group of one cost titled by that cost's own name ("Pit stop"): the sentence, which opens with the name,
        needs no title before it (score-laps printed "Pit stop. Pit stop costs 2 Points.")."""
        return len(self.rows) == 1 and self.title.strip().casefold() == self.rows[0].name.strip().casefold()

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


# the articles a meaning may open its lead with ('A city: ...', 'Ein Jünger: ...', 'Un plateau: ...')
_ARTICLES = frozenset("a an the ein eine einen einem einer der die das den dem un une le la les el los las una "
                      "unos unas".split())
_LEAD = re.compile(r"^\s*([^:,.;!?()]{1,60}):\s+(\S.*)$", re.S)
_LEAD_WORDS = 4      # a lead longer than this is a sentence of its own, not the entry's name said again
_PREFIX_LETTERS = 4  # a name this long matches the start of a longer word ('Spirit', 'spiritual gift')


def named_once(label: str, text: str) -> tuple[str, str]:
    """An icon glossary entry whose meaning opens by naming the entry again ('City' with 'A city: a grown
    settlement', 'Faith' with 'Faith points: what a card is worth') as a person would write it: the meaning's
    lead, its article dropped, is the entry's name ('Faith points') and the rest its definition ('What a card is
    worth'), so the name is said once. A lead that does not start or end with the entry's name ('Verse' with 'The
    turn reference: ...') or reads as a sentence (over four words, a comma) is the meaning's own and stays."""
    m = _LEAD.match(text)
    names = label.lower().split()
    if m is None or not names:
        return label, text
    lead, rest = m.group(1).split(), m.group(2).strip()
    if lead and lead[0].lower() in _ARTICLES:
        lead = lead[1:]
    if not lead or len(lead) > _LEAD_WORDS:
        return label, text
    first, last = lead[0].lower(), lead[-1].lower()
    starts = first == names[0] or (len(names[0]) >= _PREFIX_LETTERS and first.startswith(names[0]))
    ends = last in (names[-1], names[-1] + "s", names[-1] + "es")
    if not (starts or ends):
        return label, text
    name = " ".join(lead)
    return name[:1].upper() + name[1:], rest[:1].upper() + rest[1:]


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
    pieces: bool = False    # the box counts the deck as tokens or tiles: its copies are no deck's ('5 copies')


def card_size_mm(size: str) -> tuple[float, float]:
    """A deck's size preset or 'WxHmm' as (width, height) in mm (poker when unreadable)."""
    if size in CARD_SIZES_MM:
        return CARD_SIZES_MM[size]
    m = re.fullmatch(r"\s*(\d+(?:\.\d+)?)\s*x\s*(\d+(?:\.\d+)?)\s*mm\s*", size)
    return (float(m.group(1)), float(m.group(2))) if m else CARD_SIZES_MM["poker"]


def card_view(deck: Deck, card: Card, caption: str = "", pieces: bool = False) -> CardView:
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
                    tuple(stats), tuple(texts), caption, pieces)
