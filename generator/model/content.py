"""The rules side of a game: categories, inventory, decks, tables, dice, costs, examples, variants."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Literal, Mapping, Optional

from ..core.errors import Loc
from .base import (EMPTY, CardSize, Cell, Colour, Footprint, Id, IntRange, Length, Path_, _located, _pathed, doc)

@dataclass(frozen=True)
class Category:
    """A named group of names, e.g. Commerce's food."""

    id: Id = doc("Category id, e.g. food.")
    name: str = doc("Printed name, e.g. Food.")
    of: str = doc("The name set its members come from, e.g. resources.")
    members: tuple[str, ...] = doc("The member names; each must exist in `of`.")
    loc: Loc = _located()
    path: Path_ = _pathed()


Supply = Literal["print", "gather"]
Kind = Literal["cards", "board", "tile", "token", "piece", "die", "booklet", "marker", "pad", "other"]
# How a piece looks on the table, for the rulebook's figures (a wooden cube, a meeple, a glass bead...).
PieceShape = Literal["cube", "disc", "meeple", "pawn", "bead", "house", "stick"]


@dataclass(frozen=True)
class Component:
    """One line of the box inventory."""

    id: Id = doc("Component id, e.g. lantern-tokens.")
    name: str = doc("Printed name, e.g. Lantern tokens.")
    count: int = doc("How many are in the box.")
    kind: Kind = doc("What sort of thing it is.")
    sides: int = doc("Printed sides: 1 or 2.", 1)
    decks: tuple[Id, ...] = doc("For cards: the decks whose CSV counts add up to count.", ())
    per_player: Optional[int] = doc("How many each player needs.", None)
    faces: Optional[int] = doc("For a die: its number of faces (default: its die table's).", None)
    note: str = doc("Free text: colours, sizes.", "")
    supply: Optional[Supply] = doc("print (pnp prints it) or gather (the players bring it: bought bits, dice); "
                                   "default: print when a deck, token sheet, board or map prints it.", None)
    size: Optional[Footprint] = doc("For a gathered piece, the footprint you bring: '16mm' across (round) or "
                                    "'10x10mm'; the fit check places it by this size.", None)
    colour: Optional[Colour] = doc("What colour the piece is (white cubes, grey meeples): a palette name or #rrggbb; "
                                   "default: its token sheet's colours, else one colour per player when it is "
                                   "per_player.", None)
    shape: Optional[PieceShape] = doc("How the piece looks, for figures: cube, disc, meeple, pawn, bead, house or "
                                      "stick; default: its token sheet's shape.", None)
    loc: Loc = _located()
    path: Path_ = _pathed()


class Amount(tuple):
    """One entry of an `amounts:` column: how many of which name ('2 Oil'); reads as .amount and .name."""

    def __new__(cls, amount: int, name: str) -> "Amount":
        return super().__new__(cls, (amount, name))

    @property
    def amount(self) -> int:
        return self[0]

    @property
    def name(self) -> str:
        return self[1]

    def __str__(self) -> str:
        return f"{self.amount} {self.name}"


class Amounts(tuple):
    """A cell of an `amounts:` column ('2 Oil; 1 Wick'): a tuple of Amount that prints '2 Oil, 1 Wick'."""

    def __str__(self) -> str:
        return ", ".join(map(str, self))

    def of(self, name: str) -> int:
        """How many of `name` (0 when it is not listed)."""
        return sum(a.amount for a in self if a.name == name)


@dataclass(frozen=True)
class Card:
    """One distinct card: a CSV row."""

    id: str = doc("Card id, unique in its deck.")
    name: str = doc("Printed card name.")
    count: int = doc("Copies of this card in the deck.")
    fields: Mapping[str, Any] = doc("The deck's declared columns, typed.")
    loc: Loc = _located()
    cells: Mapping[str, Loc] = field(default_factory=lambda: EMPTY, compare=False, repr=False,
                                     metadata={"doc": "Column -> where its cell is written (CSV line:col or "
                                                      "sheet!cell), so a finding about one value points at it.",
                                               "yaml": False})
    translated: Mapping[str, Mapping[str, str]] = field(
        default_factory=lambda: EMPTY, compare=False, repr=False,
        metadata={"doc": "Language -> column -> the cell of its `<column>@<language>` column (an edition's "
                         "text of this card; an empty cell is left out).", "yaml": False})


@dataclass(frozen=True)
class DeckPrint:
    """How many of a deck's cards its card sheets hold: a playtest print of a big bank (docs/cards.md)."""

    per_card: Optional[int] = doc("Print at most this many of each distinct card; the rest are listed to gather "
                                  "(paper money, chits) in the print list and the manifest.", None)
    loc: Loc = _located()
    path: Path_ = _pathed()


@dataclass(frozen=True)
class Deck:
    """A card deck; its cards come from a CSV file."""

    id: Id = doc("Deck id; cards are read from cards/<id>.csv unless file says otherwise.")
    name: str = doc("Printed deck name.")
    file: Optional[str] = doc("Card file (CSV, .xlsx or .ods) relative to the game folder.", None)
    size: CardSize = doc("Card size preset (poker, bridge, tarot, mini, square) or WxHmm.", CardSize("poker"))
    fields: Mapping[str, str] = doc("Columns besides id, name, count, with their types.", EMPTY)
    back: Optional[str] = doc("Text printed on the card backs.", None)
    layout: str = doc("Face layout: layouts/<name>.yaml of the game, else templates/cards/<name>.yaml.", "card")
    back_layout: str = doc("Back layout, found like layout.", "back")
    bleed: Length = doc("Bleed drawn around each card, e.g. 3mm or 0.125in.", Length(3.0))
    safe: Length = doc("Safe zone inside the trim that --guides marks, e.g. 3mm.", Length(3.0))
    copies_by: Optional[str] = doc("A refs: column naming each copy of a card (its count must match); "
                                   "layouts read the copy's name as `copy`.", None)
    print: Optional[DeckPrint] = doc("How many of each card the card sheets hold: {per_card: 10} for a playtest "
                                     "print; default every copy.", None)
    sealed: bool = doc("Its faces are secret until play reveals them (a campaign's envelopes, a legacy deck): the "
                       "rulebook's components figure shows it as a plain card with its name, never a face.", False)
    cards: tuple[Card, ...] = doc("The cards, read from the CSV.", (), yaml=False)
    loc: Loc = _located()
    path: Path_ = _pathed()

    @property
    def total(self) -> int:
        return sum(c.count for c in self.cards)

    @property
    def per_card(self) -> Optional[int]:
        """At most this many of each distinct card on the card sheets (None: every copy)."""
        return self.print.per_card if self.print is not None else None

    def printed_count(self, card: Card) -> int:
        """How many of `card` the card sheets hold: its count, or per_card when that is fewer (a copies_by deck's
        copies are each a card of their own: every one prints)."""
        return card.count if self.per_card is None or self.copies_by else min(card.count, self.per_card)

    @property
    def csv_path(self) -> str:
        return self.file or f"cards/{self.id}.csv"


@dataclass(frozen=True)
class Axis:
    """The column parameter of a table."""

    name: str = doc("Engine parameter the column values are passed as, e.g. players.")
    label: str = doc("Printed header of the axis, e.g. Players.")
    values: tuple[Cell, ...] = doc("Column values: ints, strings or range strings like '2-3'.")
    loc: Loc = _located()
    path: Path_ = _pathed()


@dataclass(frozen=True)
class Row:
    """A table row bound to an engine rule."""

    label: str = doc("Printed row label.")
    values: tuple[Cell, ...] = doc("One cell per axis value; null for an empty cell.")
    rule: Optional[str] = doc("Engine @rule function that computes the cells.", None)
    args: Mapping[str, Cell] = doc("Fixed extra keyword arguments for the rule.", EMPTY)
    refs: Optional[str] = doc("Name set every string cell must belong to.", None)
    format: Optional[str] = doc("Python format for printing a cell, e.g. '{}x'.", None)
    loc: Loc = _located()
    path: Path_ = _pathed()


@dataclass(frozen=True)
class Table:
    """A printed table."""

    id: Id = doc("Table id, used by table('...') in documents.")
    title: str = doc("Printed title.")
    axis: Axis = doc("The column parameter.")
    rows: tuple[Row, ...] = doc("The rows.")
    variant: Optional[Id] = doc("The variant this table belongs to.", None)
    note: str = doc("Printed under the table.", "")
    merge: bool = doc("Whether neighbouring columns of a numeric axis with the same cells print as one column headed "
                      "by their span ('2–3'); false keeps every column, for an axis that numbers separate things "
                      "(envelope 1, 2, 3).", True)
    loc: Loc = _located()
    path: Path_ = _pathed()


@dataclass(frozen=True)
class DieResult:
    """What a span of faces means."""

    id: Id = doc("Result id, returned by the die's engine rule.")
    rolls: IntRange = doc("The faces this result covers, e.g. 4-8.")
    text: str = doc("What happens, in our own words.")
    reroll: tuple["DieResult", ...] = doc("Results of a re-roll; they cover every face again.", ())
    sticker: str = doc("Printed on the die's sticker for each face of this result (default: the id, "
                       "capitalised).", "")
    loc: Loc = _located()
    path: Path_ = _pathed()


@dataclass(frozen=True)
class DieTable:
    """What each face of a die means."""

    id: Id = doc("Die table id.")
    name: str = doc("Printed name, e.g. Tide die.")
    faces: int = doc("Number of faces.")
    results: tuple[DieResult, ...] = doc("The results; together they cover every face once.")
    component: Optional[Id] = doc("The die in the inventory.", None)
    rule: Optional[str] = doc("Engine rule: rule(roll) or rule(roll, reroll) returns a result id.", None)
    loc: Loc = _located()
    path: Path_ = _pathed()

    def every_result(self) -> tuple[DieResult, ...]:
        """Its results and, after each, its re-rolls' (at every depth)."""
        def walk(results: tuple[DieResult, ...]) -> list[DieResult]:
            return [x for r in results for x in (r, *walk(r.reroll))]
        return tuple(walk(self.results))


@dataclass(frozen=True)
class CostItem:
    """One part of a cost."""

    amount: int = doc("How many.")
    of: str = doc("A name or a category id/name.")
    different: bool = doc("That many different members of the category.", False)
    per: Optional[str] = doc("The amount is paid per one of these, e.g. 'keeper at the location'.", None)
    loc: Loc = _located()
    path: Path_ = _pathed()

    def shown(self, what: str, amount: str = "") -> str:
        """How the item prints, given its thing's printed name: '2 different Food', '1 Oil per keeper' (`amount`:
        the number as printed, when not as Python writes it: '50,000')."""
        text = f"{amount or self.amount} {'different ' if self.different else ''}{what}"
        return f"{text} per {self.per}" if self.per else text


@dataclass(frozen=True)
class Cost:
    """What one thing costs."""

    id: Id = doc("Cost id, e.g. settlement.")
    name: str = doc("What is bought, e.g. Settlement.")
    group: str = doc("Groups costs into one printed table, e.g. structures.")
    items: tuple[CostItem, ...] = doc("The parts of the cost.")
    era: Optional[str] = doc("Era the purchase belongs to; must be a known name.", None)
    points: Optional[int] = doc("Points the purchase gives.", None)
    effect: str = doc("Effect text, in our own words.", "")
    loc: Loc = _located()
    path: Path_ = _pathed()


@dataclass(frozen=True)
class ExampleCheck:
    """One value a worked example states, recomputed by an engine rule."""

    rule: str = doc("Engine @rule function.")
    expect: Cell = doc("The value the example states.")
    args: Mapping[str, Cell] = doc("Keyword arguments for the rule.", EMPTY)
    loc: Loc = _located()
    path: Path_ = _pathed()


@dataclass(frozen=True)
class Example:
    """A worked example from the rules, as data."""

    id: Id = doc("Example id.")
    title: str = doc("Printed title.")
    text: str = doc("The example, in our own words.")
    checks: tuple[ExampleCheck, ...] = doc("Values the example states, each recomputed.")
    loc: Loc = _located()
    path: Path_ = _pathed()


@dataclass(frozen=True)
class Variant:
    """A variant with its own player range."""

    id: Id = doc("Variant id.")
    name: str = doc("Printed name.")
    players: IntRange = doc("Players the variant supports; inside the game's range.")
    text: str = doc("Summary of the variant's rules.", "")
    loc: Loc = _located()
    path: Path_ = _pathed()


@dataclass(frozen=True)
class Term:
    """A glossary entry."""

    term: str = doc("The term.")
    text: str = doc("What it means, in our own words.")
    loc: Loc = _located()
    path: Path_ = _pathed()


@dataclass(frozen=True)
class RuleOff:
    """A check rule turned off for this game, with the designer's reason."""

    rule: str = doc("Rule id (TXT005), or the start of several (TXT: every printed-text rule).")
    reason: str = doc("Why the rule does not fit this game.")
    loc: Loc = _located()
    path: Path_ = _pathed()


@dataclass(frozen=True)
class CheckSettings:
    """How `pnp check` treats this game (docs/checks.md)."""

    ignore: tuple[RuleOff, ...] = doc("Rules turned off for this game, each with a reason: their findings are "
                                      "not reported.", ())
    loc: Loc = _located()
    path: Path_ = _pathed()


@dataclass(frozen=True)
class Waiver:
    """A finding accepted on purpose."""

    rule: str = doc("Rule id of the finding, e.g. TBL001.")
    match: str = doc("Glob matched against the finding's subject.")
    reason: str = doc("Why the finding is accepted.")
    loc: Loc = _located()
    path: Path_ = _pathed()


