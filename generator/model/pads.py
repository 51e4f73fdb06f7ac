"""Pads: consumable sheets (score pads, character sheets) printed many-up from a layout and torn off in play."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Mapping, Optional

from ..core.errors import Loc
from .base import EMPTY, CardSize, Colour, Id, Length, Path_, _located, _pathed, doc

__all__ = ["Pad"]


@dataclass(frozen=True)
class Pad:
    """A sheet players write on and use up: printed N-up like cards, as many as a game (or a print run) needs."""

    id: Id = doc("Pad id, e.g. score-sheet.")
    name: str = doc("Printed name, e.g. Score sheet.")
    size: CardSize = doc("Sheet size: a card preset or WxH with a unit, e.g. 100x140mm.")
    layout: str = doc("Layout: layouts/<name>.yaml of the game, else templates/pads/<name>.yaml.", "pad")
    per_player: Optional[int] = doc("Sheets one player uses in a game: the print run is per_player x the most "
                                    "players (the game's or a variant's).", None)
    copies: Optional[int] = doc("Sheets to print, when not per_player (default: one page's worth).", None)
    fill_page: bool = doc("Round the print run up to fill the last page (sheets are consumables).", True)
    each: Optional[str] = doc("A name set (or category): one design per name (character sheets per class), "
                              "the name in `name`; the print run is per design.", None)
    texts: Mapping[str, str] = doc("Text per design name, read by layouts as `text` (one source for each "
                                   "sheet's own words).", EMPTY)
    colour: Optional[Colour] = doc("The sheet's colour, read by layouts as `colour` (default frame).", None)
    component: Optional[Id] = doc("The inventory line (kind: pad) this pad is.", None)
    bleed: Length = doc("Bleed round the trim; 0 for sheets printed on plain paper.", Length(0.0))
    loc: Loc = _located()
    path: Path_ = _pathed()
