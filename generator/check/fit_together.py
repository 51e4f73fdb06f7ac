"""FIT005: a map's start place holds, at once, every piece that begins the game there.

FIT001 measures one `pieces` line at a time: six pawns in a city, then the cubes
in it. The pieces that begin the game on the start place stand there together,
so their footprints must share the one space. What lies there, and how many:

- the start pieces: the map's `start_pieces`, else the inventory lines its
  `pieces` puts on the start place (the pieces the setup figure draws there);
- each in the number a `pieces` line puts on the start place (`{piece:
  glass-beads, on: jerusalem, count: 6}`), else the number `setup(players)`
  takes out of the box, at every player count of the game; a piece that the map
  also stores on another named space (the supply it is taken from) counts once
  there, since the data does not say how many of it begin on the start.

An error only when every count of the pieces that do not fit is written (a
`pieces` line on the start place) or is one a player (an inventory line
`per_player`: each player's pawn begins there). A count taken from `setup()`
alone is what comes out of the box, which need not all stand on the start place
(a wargame's cubes spread over many cities): a warning.

Only a map with one start place is measured: with several, the data does not
say how the pieces are shared out. The measure is a floor, so a space reported
is too small for certain: the space must take the biggest piece, each kind's
own block (as FIT001 measures it), and the pieces' footprints, each with half
the map's margin round it, must not cover more than the space inside its
margin.
"""
from __future__ import annotations

import math
from collections.abc import Mapping
from typing import Optional

from ..model import Map
from ..model.start import start_counts, start_ids
from ..model.spaces import Space
from .catalogue import declare
from .findings import Context
from .fit import PieceSize, circle_need, fits_in, piece_size
from .laid_out import laid_out

declare("FIT005", family="fit", severity="error",
        title="a start place cannot hold the pieces that begin the game on it together")


def _footprint(p: PieceSize, margin: float) -> float:
    """The ground one piece takes, with half the margin round it, in mm²."""
    if p.shape == "round":
        return math.pi * (p.w + margin) ** 2 / 4
    if p.shape == "hex":   # flat-topped: h across the flats
        return math.sqrt(3) / 2 * (p.h + margin) ** 2
    return (p.w + margin) * (p.h + margin)


def _need(space: Space, group: list[tuple[PieceSize, int]], margin: float) -> tuple[bool, str]:
    """Whether the pieces could lie on the space at once (a floor: every test is one they must pass), and what
    the space would need at the least."""
    area = sum(_footprint(p, margin) * n for p, n in group)
    if space.shape == "circle":
        need = margin + 2 * math.sqrt(area / math.pi)
        for p, n in group:   # each kind alone, as FIT001 measures it, and the biggest piece
            need = max(need, circle_need(p, n, margin))
        return space.w + 1e-6 >= need, f"at least {need:.1f} mm across"
    inside = max(0.0, space.w - margin) * max(0.0, space.h - margin)
    ok = inside + 1e-6 >= area and all(fits_in("box", space.w, space.h, p, n, margin)[0] for p, n in group)
    return ok, f"{area:.0f} mm² inside its margin (it has {inside:.0f})"


def _start_location(m: Map):
    if len(m.start) != 1:
        return None
    return m.location(str(m.start[0]))


def _counts(ctx: Context, m: Map) -> list[tuple[int, dict[str, int], set[str]]]:
    """For each player count, how many of each start piece begin on the start place, and the pieces whose
    count only setup() gives (a guess: what comes out of the box); model/start.py reads both."""
    game, engine = ctx.game, ctx.engine
    out = []
    for players in game.players:
        taken: Mapping = {}
        if engine.setup is not None:   # a failing setup() is the components family's to report
            got = ctx.call(engine.setup, {}, f"setup/{players}", players)
            taken = got if isinstance(got, Mapping) else {}
        found = start_counts(game, m, taken)
        out.append((players, found.counts, set(found.guessed)))
    return out


def _check_start(ctx: Context, m: Map) -> None:
    game = ctx.game
    loc = _start_location(m)
    if loc is None:
        return
    ids = start_ids(m)
    maybe = {piece: piece_size(game, piece) for piece in ids}
    sizes = {piece: p for piece, p in maybe.items() if p is not None and not p.card}
    if not ids or len(sizes) != len(maybe):
        return   # a piece with no size is FIT003's (or MAP014's); a card on a start place is FIT002's
    spaces = [s for s in laid_out(ctx, m) if s.owner == loc.id and s.kind in ("city", "ship", "space")]
    if len(spaces) != 1:
        return
    space = spaces[0]
    margin = float(m.margin)
    worst: Optional[tuple[float, int, list[tuple[PieceSize, int]], str, bool]] = None
    for players, counts, guessed in _counts(ctx, m):
        group = [(sizes[piece], n) for piece, n in counts.items() if n > 0]
        if sum(n for _, n in group) < 2:
            continue
        ok, need = _need(space, group, margin)
        if ok:
            continue
        short = sum(_footprint(p, margin) * n for p, n in group)
        if worst is None or short > worst[0]:
            worst = (short, players, group, need, bool(guessed))
    if worst is None:
        return
    _, players, group, need, unsure = worst
    size = f"{space.w:g} mm across" if space.shape == "circle" else f"{space.w:.1f} x {space.h:.1f} mm"
    listed = ", ".join(f"{n} {p.name if n > 1 or not p.name.endswith('s') else p.name[:-1]} ({p.shown()})"
                       for p, n in group)
    ctx.report("FIT005", game.source.get(space.size_path, space.loc),
               f"map '{m.name}': {space.name} is {size}, but the pieces that begin the game there together at "
               f"{players} player{'' if players == 1 else 's'} ({listed}) need {need} with {margin:g} mm round each "
               f"(start line {game.where(*m.path, 'start').line})",
               expected=need, actual=size, subject=f"{m.id}/together/{loc.id}",
               hint="enlarge the start place (its own size: [d], or city_size), or move some of the pieces to "
                    "another space in the data and the rules; a `pieces` line on the start place says how many begin "
                    "there", unsure=unsure)


def check_start_fit(ctx: Context) -> None:
    """FIT005 on every map (the fit family runs it after the maps' FIT001-FIT004)."""
    for m in ctx.game.maps:
        _check_start(ctx, m)
