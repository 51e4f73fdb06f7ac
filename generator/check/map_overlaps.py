"""MAP012: two spaces of a map that overlap, so a piece cannot stand in one of them and nobody can count them.

The spaces are exactly those the renderer draws (generator/model/spaces.py:
cities and ships, step and travel spaces along routes, region boxes and their
named spaces, rows and stack spaces, board furniture, track spaces). Each is a
rounded rectangle: a circle is one whose corner radius is half its side, a
track space one with square corners, a travel space, named space or box one
with the corners the renderer rounds. Two shapes overlap by how far one
reaches into the other: the sum of their corner radii less the distance
between their inner (un-rounded) boxes, or, when those inner boxes overlap,
the corner radii plus the inner overlap along the shallower axis. Only a depth
over HAIRLINE (0.5 mm) is an error: touching edges, a shared track border, a
stroke's width are not.

A box (a region box, a board space) and what lies wholly inside it (its own
named spaces, rows and stack, or a city in a box drawn as an area) are no
overlap; what straddles its edge is. Loose tiles have no place on the board.
Two round spaces of kinds the map's `pieces` go on (cities, ships, steps)
are FIT004's (check/fit.py), reported there at any overlap, not twice.
Pairs of the same two owners (two routes, a route and a city, a track and a
box) are reported once, with how many places they overlap and how deep at
most, at the data line written later.
"""
from __future__ import annotations

import math
from typing import Optional

from ..model import Map
from ..model.spaces import Space, map_spaces
from .catalogue import declare
from .laid_out import laid_out

declare("MAP012", family="maps", severity="error",
        title="two spaces of a map overlap (a piece cannot stand in one of them)")

HAIRLINE = 0.5   # mm: a deeper overlap is certain, a shallower one may be a stroke or a rounding

# corner radius (mm) the renderer draws each kind of box space with (generator/render/maps/places.py, draw.py)
_CORNER = {"travel": 1.2, "action": 2.0, "row": 1.5, "track": 0.0}
_BOX_CORNER = {"region": 4.0, "space": 2.5}


def _corner(s: Space) -> float:
    if s.shape == "circle":
        return min(s.w, s.h) / 2
    if s.kind == "space":
        return min(_BOX_CORNER["region" if s.name.startswith("region ") else "space"], s.w / 2, s.h / 2)
    return min(_CORNER.get(s.kind, 0.0), s.w / 2, s.h / 2)


def depth(a: Space, b: Space) -> float:
    """How far two spaces reach into each other (mm); 0 or less when they are apart or touch."""
    ra, rb = _corner(a), _corner(b)
    # the inner boxes: each shape less its rounded rim, as half-sizes round its centre
    ahw, ahh = a.w / 2 - ra, a.h / 2 - ra
    bhw, bhh = b.w / 2 - rb, b.h / 2 - rb
    gap_x = abs(a.x - b.x) - ahw - bhw
    gap_y = abs(a.y - b.y) - ahh - bhh
    if gap_x > 0 or gap_y > 0:
        return ra + rb - math.hypot(max(gap_x, 0.0), max(gap_y, 0.0))
    return ra + rb + min(-gap_x, -gap_y)


def _within(inner: Space, outer: Space) -> bool:
    """inner's bounding box lies inside outer's (corners not rounded: a doubt counts as inside)."""
    return (abs(inner.x - outer.x) + inner.w / 2 <= outer.w / 2 + 1e-9
            and abs(inner.y - outer.y) + inner.h / 2 <= outer.h / 2 + 1e-9)


def _apart(a: Space, b: Space) -> bool:
    """Two spaces that may lie one inside the other: a region box or a board space (kind `space`) and what
    is printed inside it, its own named spaces, rows and stack, or anything else wholly within it (a city
    in a box drawn as an area, a deck's place in a region). Only a space straddling a box's edge is drawn
    over its rim; what inside it meets the box's own spaces is measured against those."""
    for outer, inner in ((a, b), (b, a)):
        if outer.kind == "space" and (outer.owner == inner.owner or _within(inner, outer)):
            return True
    return False


def _owner(s: Space) -> tuple[str, str]:
    """Whose space it is, as (kind of owner, id), for grouping findings: a route, a track or a location (a
    region box with its named spaces, rows and stack is one)."""
    if s.kind in ("step", "travel"):
        return ("route", s.owner)
    if s.kind == "track":
        return ("track", s.owner)
    return ("place", s.owner)


def overlaps(m: Map, laid: Optional[list[Space]] = None) -> list[tuple[Space, Space, float]]:
    """Every pair of overlapping spaces (deeper than the hairline), in data order; `laid`: the map's spaces when
    already laid out (map_spaces(m))."""
    spaces = [s for s in (map_spaces(m) if laid is None else laid) if s.kind != "tile"]
    held = {p.on for p in m.pieces}   # two round spaces that pieces go on are FIT004's (check/fit.py)
    order = sorted(range(len(spaces)), key=lambda i: spaces[i].x - spaces[i].w / 2)
    out: list[tuple[int, int, float]] = []
    for k, i in enumerate(order):
        a = spaces[i]
        right = a.x + a.w / 2
        for j in order[k + 1:]:
            b = spaces[j]
            if b.x - b.w / 2 >= right - HAIRLINE:
                break
            if abs(a.y - b.y) >= (a.h + b.h) / 2 - HAIRLINE:
                continue
            if _apart(a, b) or (a.shape == b.shape == "circle" and a.kind in held and b.kind in held):
                continue
            d = depth(a, b)
            if d > HAIRLINE + 1e-9:   # 6.4 - 5.9 is 0.5000000000000004: exactly the hairline is fine
                out.append((min(i, j), max(i, j), d))
    out.sort()
    return [(spaces[i], spaces[j], d) for i, j, d in out]


def grouped(m: Map, laid: Optional[list[Space]] = None) -> list[tuple[Space, Space, int, float]]:
    """The overlaps by pair of owners: the first pair met, how many pairs, the deepest."""
    groups: dict[tuple, list] = {}
    for a, b, d in overlaps(m, laid):
        key = tuple(sorted((_owner(a), _owner(b))))
        if key not in groups:
            groups[key] = [a, b, 0, 0.0]
        g = groups[key]
        g[2] += 1
        g[3] = max(g[3], d)
    return [tuple(g) for g in groups.values()]


def _later(a: Space, b: Space) -> tuple[Space, Space]:
    """(the space whose data line comes later, the other)."""
    return (b, a) if (b.loc.line, b.loc.col) >= (a.loc.line, a.loc.col) else (a, b)


_HINTS = {
    "step": "a route's step spaces share its length evenly: move its ends apart, lower its cost, or make "
            "step_size smaller",
    "travel": "a travel row is centred between its two boxes: move the boxes apart, or make travel_size smaller",
    "track": "move the track (its at) or the other space, or make the track's space smaller",
}


def check_overlaps(ctx, m: Map) -> None:
    """MAP012 for each two things of the map whose spaces overlap by more than the hairline."""
    for a, b, count, deepest in grouped(m, laid_out(ctx, m)):
        here, other = _later(a, b)
        first = depth(a, b)
        more = (f"; they overlap in {count - 1} more place{'s' if count > 2 else ''} too, by up to {deepest:.1f} mm"
                if count > 1 else "")
        line = f" (line {other.loc.line})" if other.loc.line != here.loc.line else ""
        kinds = {a.kind, b.kind}
        hint = next((text for kind, text in _HINTS.items() if kind in kinds),
                    "move one of them (its at) or make it smaller: a piece must stand in one space, and touching "
                    "edges are fine")
        ctx.report("MAP012", here.loc, f"map '{m.id}': {here.name} overlaps {other.name}{line} by {first:.1f} mm"
                   f"{more}", expected=f"at most {HAIRLINE:g} mm", actual=round(deepest, 1), hint=hint,
                   subject=f"{m.id}/overlap/{'/'.join(sorted((_owner(a)[1], _owner(b)[1])))}", related=other.loc)
