"""The typed, immutable model of a game folder.

Every field carries a one-line doc (``doc(...)``); the schema builder reads
the type hints to validate game.yaml, and a meta-test checks that every field
is documented. ``loc`` and ``path`` are filled by the loader, never read from
YAML: ``path`` is the YAML key path, which ``Game.where`` turns into a
file:line:col for any sub-value (a table cell, one name in a list).
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Any, Literal, Mapping, Optional

from .errors import Loc
from .palette import PALETTE
from .units import UnitError, format_mm, parse_card_size, parse_length

Path_ = tuple[Any, ...]
NOWHERE = Loc("<unknown>", 0, 0)
ID_RE = re.compile(r"^[a-z0-9][a-z0-9_-]*$")


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
        return cls(mm)

    def __str__(self) -> str:
        return format_mm(self)


class CardSize(str):
    """A card size: a preset name (poker, bridge, tarot, mini, square) or 'WxH<unit>' such as '63x88mm'."""

    @classmethod
    def from_yaml(cls, value: Any) -> "CardSize":
        try:
            parse_card_size(value)
        except UnitError as exc:
            raise ValueError(str(exc)) from None
        return cls(str(value).strip())

    @property
    def mm(self) -> tuple[float, float]:
        """(width, height) of the trim in mm."""
        return parse_card_size(str(self))


class Colour(str):
    """A colour: '#rrggbb' or a name of the shared palette (generator/palette.py)."""

    @classmethod
    def from_yaml(cls, value: Any) -> "Colour":
        if isinstance(value, str) and (re.fullmatch(r"#[0-9a-fA-F]{6}", value) or value.lower() in PALETTE):
            return cls(value.lower())
        raise ValueError(f"{value!r} is not a colour: write #rrggbb or a palette name ({', '.join(PALETTE)})")


@dataclass(frozen=True)
class IntRange:
    """An inclusive range of integers written '2-6' or '3'."""

    low: int
    high: int

    @classmethod
    def from_yaml(cls, value: Any) -> "IntRange":
        if isinstance(value, bool):
            raise ValueError(f"{value!r} is not a range: write '2-6' or a single number")
        if isinstance(value, int):
            return cls(value, value)
        if isinstance(value, str):
            m = re.fullmatch(r"\s*(\d+)\s*(?:[-\u2010-\u2013]\s*(\d+)\s*)?", value)
            if m:
                low, high = int(m.group(1)), int(m.group(2) or m.group(1))
                if low <= high:
                    return cls(low, high)
        raise ValueError(f"{value!r} is not a range: write '2-6' or a single number")

    def __iter__(self):
        return iter(range(self.low, self.high + 1))

    def __contains__(self, n: object) -> bool:
        return isinstance(n, int) and self.low <= n <= self.high

    def __str__(self) -> str:
        return str(self.low) if self.low == self.high else f"{self.low}-{self.high}"


class Cell:
    """A table cell or example value: scalar, list or null (checked by the builder)."""

    @classmethod
    def from_yaml(cls, value: Any) -> Any:
        return value


@dataclass(frozen=True)
class Category:
    """A named group of names, e.g. Commerce's food."""

    id: Id = doc("Category id, e.g. food.")
    name: str = doc("Printed name, e.g. Food.")
    of: str = doc("The name set its members come from, e.g. resources.")
    members: tuple[str, ...] = doc("The member names; each must exist in `of`.")
    loc: Loc = _located()
    path: Path_ = _pathed()


Kind = Literal["cards", "board", "tile", "token", "piece", "die", "booklet", "marker", "other"]


@dataclass(frozen=True)
class Component:
    """One line of the box inventory."""

    id: Id = doc("Component id, e.g. stop-tokens.")
    name: str = doc("Printed name, e.g. Stop tokens.")
    count: int = doc("How many are in the box.")
    kind: Kind = doc("What sort of thing it is.")
    sides: int = doc("Printed sides: 1 or 2.", 1)
    decks: tuple[Id, ...] = doc("For cards: the decks whose CSV counts add up to count.", ())
    per_player: Optional[int] = doc("How many each player needs.", None)
    faces: Optional[int] = doc("For a die: its number of faces.", None)
    note: str = doc("Free text: colours, sizes.", "")
    loc: Loc = _located()
    path: Path_ = _pathed()


@dataclass(frozen=True)
class Card:
    """One distinct card: a CSV row."""

    id: str = doc("Card id, unique in its deck.")
    name: str = doc("Printed card name.")
    count: int = doc("Copies of this card in the deck.")
    fields: Mapping[str, Any] = doc("The deck's declared columns, typed.")
    loc: Loc = _located()


@dataclass(frozen=True)
class Deck:
    """A card deck; its cards come from a CSV file."""

    id: Id = doc("Deck id; cards are read from cards/<id>.csv unless file says otherwise.")
    name: str = doc("Printed deck name.")
    file: Optional[str] = doc("CSV path relative to the game folder.", None)
    size: CardSize = doc("Card size preset (poker, bridge, tarot, mini, square) or WxHmm.", CardSize("poker"))
    fields: Mapping[str, str] = doc("Columns besides id, name, count, with their types.", EMPTY)
    back: Optional[str] = doc("Text printed on the card backs.", None)
    layout: str = doc("Face layout: layouts/<name>.yaml of the game, else templates/cards/<name>.yaml.", "card")
    back_layout: str = doc("Back layout, found like layout.", "back")
    bleed: Length = doc("Bleed drawn around each card, e.g. 3mm or 0.125in.", Length(3.0))
    safe: Length = doc("Safe zone inside the trim that --guides marks, e.g. 3mm.", Length(3.0))
    copies_by: Optional[str] = doc("A refs: column naming each copy of a card (its count must match); "
                                   "layouts read the copy's name as `copy`.", None)
    cards: tuple[Card, ...] = doc("The cards, read from the CSV.", (), yaml=False)
    loc: Loc = _located()
    path: Path_ = _pathed()

    @property
    def total(self) -> int:
        return sum(c.count for c in self.cards)

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
    loc: Loc = _located()
    path: Path_ = _pathed()


@dataclass(frozen=True)
class DieResult:
    """What a span of faces means."""

    id: Id = doc("Result id, returned by the die's engine rule.")
    rolls: IntRange = doc("The faces this result covers, e.g. 4-8.")
    text: str = doc("What happens, in our own words.")
    reroll: tuple["DieResult", ...] = doc("Results of a re-roll; they cover every face again.", ())
    loc: Loc = _located()
    path: Path_ = _pathed()


@dataclass(frozen=True)
class DieTable:
    """What each face of a die means."""

    id: Id = doc("Die table id.")
    name: str = doc("Printed name, e.g. Message die.")
    faces: int = doc("Number of faces.")
    results: tuple[DieResult, ...] = doc("The results; together they cover every face once.")
    component: Optional[Id] = doc("The die in the inventory.", None)
    rule: Optional[str] = doc("Engine rule: rule(roll) or rule(roll, reroll) returns a result id.", None)
    loc: Loc = _located()
    path: Path_ = _pathed()


@dataclass(frozen=True)
class CostItem:
    """One part of a cost."""

    amount: int = doc("How many.")
    of: str = doc("A name or a category id/name.")
    different: bool = doc("That many different members of the category.", False)
    loc: Loc = _located()
    path: Path_ = _pathed()


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
class Waiver:
    """A finding accepted on purpose."""

    rule: str = doc("Rule id of the finding, e.g. TBL001.")
    match: str = doc("Glob matched against the finding's subject.")
    reason: str = doc("Why the finding is accepted.")
    loc: Loc = _located()
    path: Path_ = _pathed()


@dataclass(frozen=True)
class Region:
    """A coloured group of locations on a map."""

    id: Id = doc("Region id, e.g. galilee.")
    name: str = doc("Printed name, e.g. Galilee.")
    colour: Colour = doc("Fill colour: a palette name (red, blue, ...) or #rrggbb.", Colour("grey"))
    loc: Loc = _located()
    path: Path_ = _pathed()


LocationKind = Literal["city", "ship", "sea", "land", "region", "space"]


@dataclass(frozen=True)
class Location:
    """A place on a map a piece can stand on."""

    id: Id = doc("Location id, unique on its map, e.g. jerusalem.")
    name: str = doc("Printed name; card data and `start` may refer to it by name or id.")
    at: tuple[Length, ...] = doc("Position [x, y] from the board's top-left corner (mm unless a unit is written).")
    kind: LocationKind = doc("city, ship, sea, land, region, or space (a printed area no piece moves to).", "city")
    region: Optional[Id] = doc("The region it belongs to.", None)
    flags: tuple[str, ...] = doc("Marks drawn on it, e.g. start, finish, pre-established.", ())
    spaces: tuple[str, ...] = doc("Named spaces printed inside it, e.g. a region's action spaces.", ())
    size: tuple[Length, ...] = doc("[width, height] of a region or space box (default: fitted to its text).", ())
    loc: Loc = _located()
    path: Path_ = _pathed()


RouteKind = Literal["land", "sea", "crossing", "travel"]


@dataclass(frozen=True)
class Route:
    """A connection between two locations."""

    between: tuple[str, ...] = doc("The two locations it joins (ids or names); the first is the start of a one-way route.")
    kind: RouteKind = doc("land, sea, crossing (over water without a ship) or travel (travel spaces).", "land")
    cost: int = doc("Spaces moved along it (1 = adjacent).", 1)
    spaces: tuple[int, ...] = doc("Its travel spaces, each with its price (0 = free).", ())
    oneway: bool = doc("Only from the first location to the second.", False)
    loc: Loc = _located()
    path: Path_ = _pathed()


@dataclass(frozen=True)
class TrackMark:
    """A marked space of a track, optionally bound to an engine rule."""

    at: int = doc("The space it marks.")
    label: str = doc("Printed beside the mark, e.g. End (2 players).")
    rule: Optional[str] = doc("Engine @rule that must give `at`.", None)
    args: Mapping[str, Cell] = doc("Keyword arguments for the rule.", EMPTY)
    loc: Loc = _located()
    path: Path_ = _pathed()


TrackShape = Literal["border", "row", "column"]


@dataclass(frozen=True)
class Track:
    """A numbered track printed on a map (score, candles, ...)."""

    id: Id = doc("Track id, e.g. believers.")
    name: str = doc("Printed name.")
    end: int = doc("The last space's number.")
    start: int = doc("The first space's number.", 0)
    shape: TrackShape = doc("border (round the board's edge), row or column.", "row")
    at: tuple[Length, ...] = doc("For a row or column: [x, y] of its first space's top-left corner.", ())
    space: Length = doc("Size of one space, e.g. 12mm.", Length(12.0))
    labels: tuple[str, ...] = doc("Text printed in the spaces, first space first (default: the numbers).", ())
    deck: Optional[Id] = doc("Print this deck's card names in the spaces, one card per space.", None)
    marks: tuple[TrackMark, ...] = doc("Marked spaces.", ())
    loc: Loc = _located()
    path: Path_ = _pathed()


@dataclass(frozen=True)
class TileKind:
    """One kind of map tile and how many the box holds."""

    name: str = doc("Printed name, e.g. Desert; usually a name from a name set.")
    count: int = doc("How many tiles of this kind.")
    component: Optional[Id] = doc("The inventory line that counts these tiles.", None)
    colour: Colour = doc("Fill colour: a palette name or #rrggbb.", Colour("grey"))
    text: str = doc("Small print on each tile.", "")
    loc: Loc = _located()
    path: Path_ = _pathed()


@dataclass(frozen=True)
class MapRef:
    """Data that names locations of a map: a name set, or a card column."""

    set: Optional[str] = doc("A name set (or category id) whose every name is a location here.", None)
    deck: Optional[Id] = doc("A deck whose `column` names locations here.", None)
    column: Optional[str] = doc("The deck's column (ref: or refs: typed).", None)
    where: Mapping[str, str] = doc("Only cards whose columns have these values, e.g. {side: Side A}.", EMPTY)
    loc: Loc = _located()
    path: Path_ = _pathed()


TileShape = Literal["hex", "square"]


@dataclass(frozen=True)
class Map:
    """A game board drawn from data: locations, routes, regions, tracks or tiles."""

    id: Id = doc("Map id, e.g. side-a.")
    name: str = doc("Printed name, e.g. Game board, Side A.")
    width: Length = doc("Board width, e.g. 594mm.")
    height: Length = doc("Board height, e.g. 420mm.")
    component: Optional[Id] = doc("The board in the inventory that this map is (a side of).", None)
    start: tuple[str, ...] = doc("Where play begins: location ids or names.", ())
    regions: tuple[Region, ...] = doc("Regions.", ())
    locations: tuple[Location, ...] = doc("Locations.", ())
    routes: tuple[Route, ...] = doc("Routes between locations.", ())
    tracks: tuple[Track, ...] = doc("Tracks.", ())
    refs: tuple[MapRef, ...] = doc("Data that names locations here; each name must be on this map.", ())
    tiles: tuple[TileKind, ...] = doc("Tile kinds, for a board laid out from tiles.", ())
    tile_shape: TileShape = doc("Shape of the tiles: hex or square.", "hex")
    tile_size: Length = doc("Tile size (a hex's width across its flats).", Length(50.0))
    tile_table: Optional[Id] = doc("A table whose row labelled with a tile's name is printed on that tile.", None)
    loc: Loc = _located()
    path: Path_ = _pathed()

    def location(self, ref: str) -> Optional[Location]:
        """The location with this id or name."""
        return next((x for x in self.locations if ref in (x.id, x.name)), None)


TokenShape = Literal["round", "square", "hex", "bar"]


@dataclass(frozen=True)
class TokenFace:
    """One design of a token sheet, with how many to print."""

    front: str = doc("Text on the front.")
    back: str = doc("Text on the back (two-sided components); default: the front's.", "")
    count: int = doc("How many of this design (per colour when the sheet has colours).", 1)
    colour: Optional[Colour] = doc("This design's colour, when the sheet has no colours.", None)
    loc: Loc = _located()
    path: Path_ = _pathed()


@dataclass(frozen=True)
class TokenSheet:
    """How to print one inventory line as cut-out tokens."""

    component: Id = doc("The inventory line, e.g. stop-tokens.")
    shape: TokenShape = doc("round, square, hex, or bar (a strip three times as long as it is wide).", "round")
    size: Length = doc("Diameter or side, e.g. 20mm (a bar's length).", Length(20.0))
    faces: tuple[TokenFace, ...] = doc("The designs; default one design named after the component.", ())
    colours: tuple[Colour, ...] = doc("Print every design once per colour (palette names or #rrggbb).", ())
    loc: Loc = _located()
    path: Path_ = _pathed()


@dataclass(frozen=True)
class Style:
    """A game's look on cards: its colours and fonts, read by its layouts."""

    palette: Mapping[str, Colour] = doc("Named colours layouts refer to, e.g. {frame: '#5b3a29'}.", EMPTY)
    title_font: str = doc("Font family of titles (a family in fonts/, e.g. Vollkorn).", "Vollkorn")
    body_font: str = doc("Font family of card text, e.g. Lato.", "Lato")
    loc: Loc = _located()
    path: Path_ = _pathed()


@dataclass(frozen=True)
class PlayerBoard:
    """A player board or aid printed from a layout: one per name of a set, or per colour."""

    id: Id = doc("Board id, e.g. apostle-board.")
    name: str = doc("Printed name, e.g. Apostle board.")
    size: CardSize = doc("Trim size, e.g. 260x180mm; a board bigger than the paper is tiled.")
    layout: str = doc("Layout: layouts/<name>.yaml of the game, else templates/boards/<name>.yaml.", "player-board")
    each: Optional[str] = doc("A name set (or category): one board per name, the name in `name`.", None)
    colours: tuple[Colour, ...] = doc("One board per colour, the colour in `colour`.", ())
    copies: int = doc("Copies of every board.", 1)
    component: Optional[Id] = doc("The inventory line the printed boards must add up to.", None)
    bleed: Length = doc("Bleed round the trim, e.g. 3mm.", Length(3.0))
    loc: Loc = _located()
    path: Path_ = _pathed()


@dataclass(frozen=True)
class Game:
    """Everything game.yaml says about one game, plus its cards."""

    id: Id = doc("Game id; equals the folder name.")
    title: str = doc("Printed title.")
    version: str = doc("Content version, printed on every sheet.")
    players: IntRange = doc("Players the base game supports.")
    summary: str = doc("One or two sentences about the game.", "")
    names: Mapping[str, tuple[str, ...]] = doc("Name sets other data refers to.", EMPTY)
    categories: tuple[Category, ...] = doc("Named groups of names.", ())
    inventory: tuple[Component, ...] = doc("What is in the box.", ())
    decks: tuple[Deck, ...] = doc("Card decks.", ())
    tables: tuple[Table, ...] = doc("Printed tables bound to engine rules.", ())
    dice: tuple[DieTable, ...] = doc("Die tables.", ())
    costs: tuple[Cost, ...] = doc("Costs.", ())
    examples: tuple[Example, ...] = doc("Worked examples.", ())
    variants: tuple[Variant, ...] = doc("Variants.", ())
    glossary: tuple[Term, ...] = doc("Glossary.", ())
    waivers: tuple[Waiver, ...] = doc("Accepted findings.", ())
    maps: tuple[Map, ...] = doc("Game boards drawn from data (one per board side).", ())
    tokens: tuple[TokenSheet, ...] = doc("How to print tokens and counters.", ())
    boards: tuple[PlayerBoard, ...] = doc("Player boards and aids printed from layouts.", ())
    style: Style = doc("Colours and fonts the game's card layouts use.", Style())
    root: str = doc("The game folder, as shown in messages.", "", yaml=False)
    source: Mapping[Path_, Loc] = doc("YAML path -> location, for every node.", EMPTY, yaml=False)
    loc: Loc = _located()
    path: Path_ = _pathed()

    def where(self, *path: Any) -> Loc:
        """The location of a YAML path, or of its nearest written ancestor."""
        p = tuple(path)
        while p:
            if p in self.source:
                return self.source[p]
            p = p[:-1]
        return self.loc

    def deck(self, deck_id: str) -> Optional[Deck]:
        return next((d for d in self.decks if d.id == deck_id), None)

    def variant(self, variant_id: str) -> Optional[Variant]:
        return next((v for v in self.variants if v.id == variant_id), None)

    @property
    def max_players(self) -> int:
        return max([self.players.high, *(v.players.high for v in self.variants)])
