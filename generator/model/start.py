"""What begins the game on a map's start places, and how many of each: one answer for the check (FIT005 measures
them together on the start place) and the setup figure (which draws them there).

- the start pieces: the map's `start_pieces`, else the inventory lines its `pieces` puts on a start place;
- each in the number a `pieces` line puts on a start place (`{piece: glass-beads, on: jerusalem, count: 6}`),
  else the number `setup(players)` takes out of the box; a piece the map also stores on another named space
  (the supply it is taken from) counts once, since the data does not say how many of it begin on the start.

A count only `setup()` gives, of a piece that is not each player's own, is a guess: what comes out of the box need
not all stand on the start (a wargame's cubes spread over many cities).
"""
from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING

from .content import Component
from .pieces import Map

if TYPE_CHECKING:
    from . import Game


@dataclass(frozen=True)
class StartCounts:
    """How many of each start piece (by inventory id) begin on the start places at one player count, and which of
    those counts only `setup()` gives for a piece that is not each player's own (a guess)."""

    counts: dict[str, int]
    guessed: frozenset[str]


def _names(m: Map, refs) -> set[str]:
    """The ids and names, folded, of the locations `refs` (ids or names) give."""
    out = {str(r).casefold() for r in refs}
    for ref in refs:
        loc = m.location(str(ref))
        if loc is not None:
            out |= {str(loc.id).casefold(), loc.name.casefold()}
    return out


def start_pieces(game: Game, m: Map) -> list[Component]:
    """The pieces that begin the game on the map's start places: its `start_pieces`, else the inventory lines its
    `pieces` puts on a start place (Journeys: glass beads on Jerusalem). Ids that name no inventory line are left
    out here: `pnp check` reports them (MAP014) and the setup figure refuses them first."""
    inventory = {str(c.id): c for c in game.inventory}
    return [inventory[p] for p in start_ids(m) if p in inventory]


def start_ids(m: Map) -> list[str]:
    """The ids the data names as beginning on the start places, inventory lines or not (FIT005 measures nothing
    when one names none: MAP014 reports it)."""
    if m.start_pieces:
        return [str(p) for p in m.start_pieces]
    here = _names(m, m.start)
    return list(dict.fromkeys(str(p.piece) for p in m.pieces if str(p.on).casefold() in here))


def start_counts(game: Game, m: Map, taken: Mapping) -> StartCounts:
    """How many of each start piece begin on the start places, given what `setup(players)` took out of the box
    (`taken`; empty when the game has no setup)."""
    here = _names(m, m.start)
    named = {n for x in m.locations for n in (str(x.id).casefold(), x.name.casefold())} - here
    written: dict[str, int] = {}
    stored: set[str] = set()
    for p in m.pieces:
        on = str(p.on).casefold()
        if on in here:
            written[str(p.piece)] = max(written.get(str(p.piece), 0), p.count)
        elif on in named:
            stored.add(str(p.piece))
    counts: dict[str, int] = {}
    guessed: set[str] = set()
    for part in start_pieces(game, m):
        piece = str(part.id)
        if piece in written:
            counts[piece] = written[piece]
        elif piece in stored:
            counts[piece] = 1
        else:
            n = taken.get(piece, 1)
            counts[piece] = n if isinstance(n, int) and not isinstance(n, bool) else 1
            if not part.per_player and counts[piece] > 1:
                guessed.add(piece)
    return StartCounts(counts, frozenset(guessed))
