"""The physical side of a game: maps, tokens, player boards and the cards' style."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Literal, Mapping, Optional

from ..core.errors import Loc
from .base import (EMPTY, CardSize, Cell, Colour, Id, IntRange, Length, PaletteColour, Path_, _located, _pathed,
                   doc)

@dataclass(frozen=True)
class Region:
    """A coloured group of locations on a map."""

    id: Id = doc("Region id, e.g. galilee.")
    name: str = doc("Printed name, e.g. Lowlands.")
    colour: Colour = doc("Fill colour: a palette name (red, blue, ...) or #rrggbb.", Colour("grey"))
    loc: Loc = _located()
    path: Path_ = _pathed()


# The kinds every game has; a game adds its own under `location_kinds` (a reef, a marsh).
BUILTIN_LOCATION_KINDS = ("city", "ship", "sea", "land", "region", "space")
LocationShape = Literal["circle", "square", "diamond", "triangle", "hex"]


@dataclass(frozen=True)
class LocationKind:
    """A kind of map location a game declares besides the built-in ones, drawn in its colour and shape."""

    id: Id = doc("Kind id, written as a location's `kind`, e.g. reef.")
    name: str = doc("Printed in the map's key, e.g. Reef; a map's `legend` may replace it.")
    colour: Colour = doc("Fill of its locations: a palette name or #rrggbb.")
    shape: LocationShape = doc("circle, square, diamond, triangle or hex.", "circle")
    loc: Loc = _located()
    path: Path_ = _pathed()


@dataclass(frozen=True)
class SpaceRow:
    """A row of equal spaces inside a region box, e.g. the places for the buildings a region can hold."""

    name: str = doc("Printed before the row and used by pieces' `on`, e.g. Outposts.")
    count: int = doc("How many spaces.")
    size: Length = doc("Side of one space.", Length(14.0))
    loc: Loc = _located()
    path: Path_ = _pathed()


@dataclass(frozen=True)
class StackSource:
    """Where a map finds each region's setup stack: a table row whose column for the region lists it, top first."""

    table: Id = doc("The table, e.g. setup_stacks.")
    row: str = doc("The row's label, e.g. 'Stack from the top'.")
    loc: Loc = _located()
    path: Path_ = _pathed()


@dataclass(frozen=True)
class Location:
    """A place on a map a piece can stand on."""

    id: Id = doc("Location id, unique on its map, e.g. jerusalem.")
    name: str = doc("Printed name; card data and `start` may refer to it by name or id.")
    at: tuple[Length, ...] = doc("Position [x, y] from the board's top-left corner (mm unless a unit is written).")
    kind: Id = doc("city, ship, sea, land, region, space (a printed area no piece moves to), or a kind declared "
                   "under the game's location_kinds.", Id("city"))
    region: Optional[Id] = doc("The region it belongs to.", None)
    flags: tuple[str, ...] = doc("Marks drawn on it: start, finish, marked (a triangle the map's legend names).", ())
    spaces: tuple[str, ...] = doc("Named spaces printed inside it, e.g. a region's action spaces.", ())
    size: tuple[Length, ...] = doc("[width, height] of a region or space box (default: fitted to its text); "
                                   "[diameter] of a city or ship (default: the map's city_size).", ())
    rows: tuple[SpaceRow, ...] = doc("Rows of spaces printed at the foot of a region box, e.g. its church spaces.", ())
    wide: Optional[tuple[str, ...]] = doc("Named spaces of a region box that take a whole row of it each (default: "
                                          "the first, e.g. a holding space), e.g. [Holding space, Market]; [] for "
                                          "none.", None)
    columns: int = doc("How many of a region box's other named spaces share a row (default 2).", 2)
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
    colour: Optional[Colour] = doc("The route's colour (a palette name or #rrggbb): its line and spaces are drawn in it, "
                                   "as a train game's routes claimed with cards of that colour.", None)
    loc: Loc = _located()
    path: Path_ = _pathed()


@dataclass(frozen=True)
class TrackMark:
    """A marked space of a track, optionally bound to an engine rule."""

    at: int = doc("The space it marks.")
    label: str = doc("Printed beside the mark, e.g. Goal (3 players).")
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
    across: Optional[Length] = doc("For a row or column: the spaces' size across the track (a row's height, a "
                                   "column's width) when it is not `space`, e.g. 89mm for card slots 64mm along.",
                                   None)
    labels: tuple[str, ...] = doc("Text printed in the spaces, first space first (default: the numbers).", ())
    deck: Optional[Id] = doc("Print this deck's card names in the spaces, one card per space.", None)
    marks: tuple[TrackMark, ...] = doc("Marked spaces.", ())
    loc: Loc = _located()
    path: Path_ = _pathed()


@dataclass(frozen=True)
class TileKind:
    """One kind of map tile and how many the box holds."""

    name: str = doc("Printed name, e.g. Marsh; usually a name from a name set.")
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
    where: Mapping[str, str] = doc("Only cards whose columns (id, name and count too) hold these values as "
                                   "written in the sheet, e.g. {side: Side A} or {cost: '2'}; a column the deck "
                                   "lacks is MAP003.", EMPTY)
    loc: Loc = _located()
    path: Path_ = _pathed()


TileShape = Literal["hex", "square"]


@dataclass(frozen=True)
class Placement:
    """Pieces the rules put on the spaces of a map; the fit check makes sure they fit."""

    piece: Id = doc("An inventory id (its size from its token sheet or its `size`) or a deck id (a card).")
    on: str = doc("The spaces: city, ship, step (route spaces), travel, action (a region's named spaces), "
                  "a track id, or a location's id or name.")
    count: int = doc("How many lie on one space at once, side by side.", 1)
    at: Optional[int] = doc("For a track: the space its pieces begin on at setup, which the setup figure draws them "
                            "on (a day marker on 1, a timer on 60).", None)
    loc: Loc = _located()
    path: Path_ = _pathed()


BoardPaper = Literal["a4", "letter", "a3", "tabloid"]


@dataclass(frozen=True)
class MapArt:
    """A picture printed under a map or a player board: the designer's own terrain, with spaces, routes, tracks and
    names over it."""

    src: str = doc("A PNG or JPEG in the game folder, e.g. art/island.jpg.")
    fit: Literal["cover", "contain"] = doc("cover: fill the board, the rest of the picture cropped; contain: the "
                                           "whole picture inside the board, centred, paper round it.", "cover")
    focus: tuple[float, ...] = doc("With fit: cover, the point of the picture kept nearest the board's centre, as "
                                   "[x, y] fractions of its width and height from its top-left corner.", (0.5, 0.5))
    outline: bool = doc("Draw the spaces over the picture as outlines only (no fill), so the art shows through "
                        "them; their numbers and names keep a small white panel.", False)
    loc: Loc = _located()
    path: Path_ = _pathed()


@dataclass(frozen=True)
class Map:
    """A game board drawn from data: locations, routes, regions, tracks or tiles."""

    id: Id = doc("Map id, e.g. main-board.")
    name: str = doc("Printed name, e.g. Main board, front.")
    width: Length = doc("Board width, e.g. 594mm.")
    height: Length = doc("Board height, e.g. 420mm.")
    component: Optional[Id] = doc("The board in the inventory that this map is (a side of).", None)
    players: Optional[IntRange] = doc("The player counts this map (or this side of a board) is played at, e.g. 2-3: "
                                      "the setup figure at those counts draws it; default every count.", None)
    start: tuple[str, ...] = doc("Where play begins: location ids or names.", ())
    start_pieces: tuple[Id, ...] = doc("The pieces that begin the game on the start places (inventory ids), drawn "
                                       "there by the setup figure; default: those `pieces` puts on a start.", ())
    regions: tuple[Region, ...] = doc("Regions.", ())
    locations: tuple[Location, ...] = doc("Locations.", ())
    routes: tuple[Route, ...] = doc("Routes between locations.", ())
    tracks: tuple[Track, ...] = doc("Tracks.", ())
    refs: tuple[MapRef, ...] = doc("Data that names locations here; each name must be on this map.", ())
    tiles: tuple[TileKind, ...] = doc("Tile kinds, for a board laid out from tiles.", ())
    tile_shape: TileShape = doc("Shape of the tiles: hex or square.", "hex")
    tile_size: Length = doc("Tile size (a hex's width across its flats).", Length(50.0))
    tile_table: Optional[Id] = doc("A table whose row labelled with a tile's name is printed on that tile.", None)
    legend: Mapping[str, str] = doc("The key's words by symbol (city, marked, start, ship, land, sea, crossing, "
                                    "step, travel, or a declared location kind's id), replacing pnp's plain ones "
                                    "or the kind's name, e.g. {marked: Old church}.", EMPTY)
    city_size: Length = doc("Diameter of a city (and ship) space, e.g. 18mm.", Length(6.4))
    step_size: Length = doc("Diameter of a step space on a route, e.g. 10mm.", Length(3.0))
    travel_size: Length = doc("Side of a travel space, e.g. 8mm.", Length(8.0))
    margin: Length = doc("Room the fit check keeps between a piece and the edge of its space.", Length(1.0))
    pieces: tuple[Placement, ...] = doc("Which pieces go on which spaces (checked to fit).", ())
    stacks: Optional[StackSource] = doc("Setup stacks printed in each region box, in order, from a table row.", None)
    stack_size: Length = doc("Diameter of the space a region's stack stands on.", Length(20.0))
    paper: Optional[BoardPaper] = doc("Paper this board's pages print on, whatever --paper says: a4, letter, a3 "
                                      "(297 x 420 mm) or tabloid (11 x 17 in); a bigger sheet tiles a big board "
                                      "into fewer pages.", None)
    ground: Literal["sea", "land"] = doc("On a map drawn as land in a sea, what the board is where nothing else is: "
                                         "sea (land reaches round places and along land routes) or land (an inland "
                                         "sea: the water is each area ringed by land routes that a sea route "
                                         "crosses).", "sea")
    art: Optional[MapArt] = doc("A picture printed under the board (the generated land, sea and regions are left "
                                "out), e.g. {src: art/island.jpg, fit: cover}.", None)
    loc: Loc = _located()
    path: Path_ = _pathed()

    def location(self, ref: str) -> Optional[Location]:
        """The location with this id or name."""
        return next((x for x in self.locations if ref in (x.id, x.name)), None)

    def start_names(self) -> tuple[str, ...]:
        """The start places as players read them: each one's name, whether `start` gives its id or its name."""
        return tuple(getattr(self.location(ref), "name", ref) for ref in self.start)


TokenShape = Literal["round", "square", "hex", "bar"]
# The cut a piece's own shape prints as (issue 29): a cube is a square tile, a meeple or pawn a square tile
# bearing its name and icon (a silhouette would not survive scissors at 12 mm), a stick a bar, a disc or bead a
# disc. A sheet that writes no shape takes its component's; one that writes another is TOK006.
PIECE_CUTS: dict[str, TokenShape] = {"cube": "square", "house": "square", "meeple": "square", "pawn": "square",
                                     "stick": "bar", "disc": "round", "bead": "round"}


@dataclass(frozen=True)
class TokenFace:
    """One design of a token sheet, with how many to print."""

    front: str = doc("Text on the front.")
    back: str = doc("Text on the back (two-sided components); default: the front's.", "")
    count: int = doc("How many of this design (per colour when the sheet has colours).", 1)
    colour: Optional[Colour] = doc("This design's colour, when the sheet has no colours.", None)
    icon: Optional[str] = doc("Icon code on the front (default: the sheet's icon), e.g. growth-stop.", None)
    back_icon: Optional[str] = doc("Icon code on the back of a two-sided token (default: the front's).", None)
    loc: Loc = _located()
    path: Path_ = _pathed()


@dataclass(frozen=True)
class TokenSheet:
    """How to print one inventory line as cut-out tokens."""

    component: Id = doc("The inventory line, e.g. lantern-tokens.")
    shape: TokenShape = doc("round, square, hex, or bar (a strip three times as long as it is wide); default: "
                            "what its component's shape prints as (a cube or meeple square, a stick a bar), "
                            "else round.", "round")
    size: Length = doc("Diameter or side, e.g. 20mm (a bar's length).", Length(20.0))
    faces: tuple[TokenFace, ...] = doc("The designs; default one design named after the component.", ())
    colours: tuple[Colour, ...] = doc("Print every design once per colour (palette names or #rrggbb).", ())
    icon: Optional[str] = doc("Icon code drawn on every design (icons/<code>.yaml of the game, else pnp's "
                              "templates/icons/), above its text.", None)
    loc: Loc = _located()
    path: Path_ = _pathed()


@dataclass(frozen=True)
class Style:
    """A game's look on cards: its colours and fonts, read by its layouts."""

    palette: Mapping[str, PaletteColour] = doc("Named colours layouts (and any colour of game.yaml) refer to, e.g. "
                                               "{frame: '#5b3a29'}.", EMPTY)
    title_font: str = doc("Font family of titles (a family in pnp's fonts/ or the game's own, e.g. Vollkorn).",
                          "Vollkorn")
    body_font: str = doc("Font family of card text, e.g. Lato.", "Lato")
    document_text_font: str = doc("Font family of the rulebook's and quick reference's headings and prose.",
                                  "Vollkorn")
    document_label_font: str = doc("Font family of the documents' tables, captions, page headers and the quick "
                                   "reference's text.", "Lato")
    board_title_font: Optional[str] = doc("Font family of the titles a map, a token sheet or a map tile prints "
                                          "(the map's title, region boxes, tracks, tile names); default: "
                                          "title_font when it is a family of the game's own fonts/, else "
                                          "Vollkorn SemiBold.", None)
    board_text_font: Optional[str] = doc("Font family of every other word on maps, tokens and map tiles (place "
                                         "names, spaces, the key, token text); default: body_font when it is a "
                                         "family of the game's own fonts/, else Lato.", None)
    fallback_fonts: tuple[str, ...] = doc("TrueType files drawing characters the main fonts lack: paths in the "
                                          "game folder (fonts/symbols.ttf) or file names in pnp's fonts/.", ())
    loc: Loc = _located()
    path: Path_ = _pathed()


@dataclass(frozen=True)
class PrintSettings:
    """How the game goes to print: a print shop's card sizes, bleed and files (docs/exports.md)."""

    preset: Optional[str] = doc("Print-shop preset: thegamecrafter, drivethrucards or makeplayingcards "
                                "(`pnp build --preset` overrides it).", None)
    loc: Loc = _located()
    path: Path_ = _pathed()


@dataclass(frozen=True)
class TtsSettings:
    """Tabletop Simulator export settings."""

    url: Optional[str] = doc("Address prefix of the uploaded tts/ pictures, written into the deck JSON: "
                             "https://... or file:///...; `local` for this build's own files "
                             "(`pnp build --tts-url` overrides it).", None)
    loc: Loc = _located()
    path: Path_ = _pathed()


@dataclass(frozen=True)
class PlayerBoard:
    """A player board or aid printed from a layout: one per name of a set, or per colour."""

    id: Id = doc("Board id, e.g. harbour-mat.")
    name: str = doc("Printed name, e.g. Harbour mat.")
    size: CardSize = doc("Trim size, e.g. 260x180mm; a board bigger than the paper is tiled.")
    layout: str = doc("Layout: layouts/<name>.yaml of the game, else templates/boards/<name>.yaml.", "player-board")
    each: Optional[str] = doc("A name set (or category): one board per name, the name in `name`.", None)
    colours: tuple[Colour, ...] = doc("One board per colour, the colour in `colour`.", ())
    copies: int = doc("Copies of every board.", 1)
    texts: Mapping[str, str] = doc("Text per board name, read by the layout as `text`: each board's own words "
                                   "(one ability per player board) in the data, not the engine.", EMPTY)
    component: Optional[Id] = doc("The inventory line the printed boards must add up to.", None)
    bleed: Length = doc("Bleed round the trim, e.g. 3mm.", Length(3.0))
    margin: Length = doc("Room the fit check keeps between a token or marker and the edge of the layout area "
                         "that `holds` it.", Length(1.0))
    art: Optional[MapArt] = doc("A picture printed under the board's layout, filling its trim and bleed, e.g. "
                                "{src: art/mat.jpg, fit: cover}; `outline: true` draws the areas that hold pieces "
                                "as outlines only.", None)
    loc: Loc = _located()
    path: Path_ = _pathed()


