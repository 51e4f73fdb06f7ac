"""Grid maps: hex (flat or pointy) and square grids with coordinates, terrain per cell and edge features.

A wargame's map is a grid, not a graph of places: every cell exists, has a
terrain, may have a printed name, and rivers or walls run along the sides
between neighbouring cells while roads run from centre to centre.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Literal, Mapping, Optional

from ..core.errors import Loc
from .base import Colour, Id, Length, Path_, _located, _pathed, doc

__all__ = ["CellRef", "FeatureKind", "GridCell", "GridFeature", "GridMap", "GridPiece", "Terrain"]

GridShape = Literal["hex-flat", "hex-pointy", "square"]


class CellRef(str):
    """A cell written by its coordinate label ('0304') or its printed name ('Millbrook')."""

    @classmethod
    def from_yaml(cls, value: Any) -> "CellRef":
        if isinstance(value, bool) or not isinstance(value, (str, int)):
            raise ValueError(f"{value!r} is not a cell: write its coordinate in quotes, e.g. \"0304\", or its name")
        return cls(str(value))


class CellLabel(str):
    """A coordinate format over `col` and `row` (and `letter`, `Letter`, `row_up`: grid_geometry.py), e.g.
    '{col:02d}{row:02d}' or '{letter}{row_up}'; checked when read, with the words GridGeometry.label passes."""

    @classmethod
    def from_yaml(cls, value: Any) -> "CellLabel":
        if not isinstance(value, str):
            raise ValueError(f"{value!r} is not a coordinate format: write e.g. \"{{col:02d}}{{row:02d}}\"")
        try:
            value.format(col=1, row=1, letter="a", Letter="A", row_up=1)
        except (KeyError, IndexError, ValueError, TypeError, AttributeError) as exc:   # '{col[0]}', '{col.x}' too
            raise ValueError(f"'{value}' cannot write a coordinate ({type(exc).__name__}: {exc}): use {{col}} and "
                             "{row} (or {letter} and {row_up}), e.g. \"{col:02d}{row:02d}\"") from None
        return cls(value)


@dataclass(frozen=True)
class Terrain:
    """A kind of ground a cell can be, declared by the game (clear, scrub, reef...)."""

    id: Id = doc("Terrain id, e.g. scrub.")
    name: str = doc("Printed name, e.g. Scrub.")
    colour: Colour = doc("Fill colour of its cells: a palette name or #rrggbb.")
    loc: Loc = _located()
    path: Path_ = _pathed()


@dataclass(frozen=True)
class FeatureKind:
    """A kind of feature: along cell sides (river, wall) or from centre to centre (road, rail)."""

    id: Id = doc("Feature id, e.g. river.")
    name: str = doc("Printed name, e.g. River.")
    on: Literal["side", "centre"] = doc("side: drawn on the side two cells share; centre: joins their centres.")
    colour: Colour = doc("Line colour.", Colour("black"))
    width: Length = doc("Line width, e.g. 1.5mm.", Length(1.0))
    loc: Loc = _located()
    path: Path_ = _pathed()


@dataclass(frozen=True)
class GridCell:
    """Terrain or a name for one or more cells."""

    at: tuple[CellRef, ...] = doc("The cells, by coordinate (\"0304\").")
    terrain: Optional[Id] = doc("Terrain id (default: the map's default terrain).", None)
    name: Optional[str] = doc("Printed name (one cell only): a town, a ford. Other data may refer to it.", None)
    loc: Loc = _located()
    path: Path_ = _pathed()


@dataclass(frozen=True)
class GridFeature:
    """A river, road or wall: a chain of cells, each step between neighbours."""

    kind: Id = doc("Feature kind id, e.g. river.")
    cells: tuple[CellRef, ...] = doc("For a centre feature: the cells it runs through. For a side feature: pairs "
                                     "of neighbours, written 'a/b' (the side between a and b).")
    loc: Loc = _located()
    path: Path_ = _pathed()


@dataclass(frozen=True)
class GridPiece:
    """Something placed on the map at setup: a counter, a marker, a start space."""

    at: CellRef = doc("The cell (coordinate or name).")
    text: str = doc("What is printed there, e.g. a unit's name.")
    colour: Colour = doc("Colour of its marker.", Colour("white"))
    loc: Loc = _located()
    path: Path_ = _pathed()


@dataclass(frozen=True)
class GridMap:
    """A map that is a grid of hexes or squares: coordinates, terrain, features and set-up pieces."""

    id: Id = doc("Map id, e.g. front.")
    name: str = doc("Printed name, e.g. The Front.")
    shape: GridShape = doc("hex-flat (columns of flat-topped hexes), hex-pointy (rows of pointy-topped hexes) "
                           "or square.")
    columns: int = doc("Number of columns.")
    rows: int = doc("Number of rows.")
    terrain: tuple[Terrain, ...] = doc("The terrain kinds; the first is the default.")
    size: Length = doc("A cell's width across its flats (a hex) or its side (a square), e.g. 19mm.", Length(19.0))
    label: CellLabel = doc("How coordinates are written and printed, from column and row (from 1): "
                     "'{col:02d}{row:02d}' gives 0304.", CellLabel("{col:02d}{row:02d}"))
    features: tuple[FeatureKind, ...] = doc("The feature kinds (rivers, roads, walls...).", ())
    cells: tuple[GridCell, ...] = doc("Terrain and names of cells; every other cell has the default terrain.", ())
    lines: tuple[GridFeature, ...] = doc("The features drawn on the map.", ())
    pieces: tuple[GridPiece, ...] = doc("What is placed on the map at setup.", ())
    refs: tuple[Mapping[str, str], ...] = doc("Card data naming cells: {deck: units, column: hex}; every value "
                                              "must be a cell here. With label (a column, or name) each card is "
                                              "drawn at its cell as a set-up piece, in colour (default white).", ())
    component: Optional[Id] = doc("The board in the inventory that this map is.", None)
    margin: Length = doc("Space round the grid for the title and coordinates, e.g. 12mm.", Length(12.0))
    loc: Loc = _located()
    path: Path_ = _pathed()
