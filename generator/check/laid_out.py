"""The spaces of a map laid out once per check run, for the families that read them (fit and maps).

A module of its own, reporting nothing, so that importing it makes no family report another's rules.
"""
from __future__ import annotations

from ..model import Map
from ..model.spaces import Space, map_spaces
from .findings import Context


def laid_out(ctx: Context, m: Map) -> list[Space]:
    """The spaces of one map of the game checked (model/spaces.py: map_spaces), laid out once per check run: FIT001
    and FIT004 here and MAP012 (map_overlaps.py) read the same spaces (a map with sea routes beside land routes
    takes a few milliseconds to lay out). The list is shared: read it, never change it."""
    memo: dict[int, tuple[Map, list[Space]]] = ctx.memo.setdefault("map spaces", {})
    if id(m) not in memo:
        shapes = {str(k.id): str(k.shape) for k in ctx.game.location_kinds}
        memo[id(m)] = (m, map_spaces(m, shapes))   # the map kept with its spaces, so its id is never another's
    return memo[id(m)][1]
