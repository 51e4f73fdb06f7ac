"""The spaces of a map a piece can stand on, with their shapes and sizes in mm.

Pure geometry from the model, shared by the map renderer (which draws these
spaces) and the fit check (which puts the pieces on them), so what is checked
is what is printed. Boxes are (x, y, width, height) from the board's top-left
corner; circles are centred on `at` with `w` = `h` = the diameter.
"""
from __future__ import annotations

import math
import re
from collections import defaultdict
from dataclasses import dataclass
from typing import Any, Literal, Mapping, Optional, Sequence

from ..core.errors import Loc
from .pieces import Location, Map, Route, Track

Box = tuple[float, float, float, float]
Point = tuple[float, float]
SpaceShape = Literal["circle", "box"]

TRAVEL_GAP = 1.2      # mm between two travel spaces of a row
ACTION_GAP = 2.5      # mm between a region's named spaces
REGION_HEAD = 13.0    # mm of a region box's title band
ROW_LABEL = 22.0      # mm of a region row's name beside its spaces
ROW_LABEL_LINE = 5.0  # mm of a region row's name on a line of its own, when its spaces leave it no room beside them
ROW_GAP = 1.5         # mm between a region row's spaces


@dataclass(frozen=True)
class Space:
    """One space of a map: what the rules call it, its shape and size, and the data line that sizes it."""

    kind: str                  # city, ship, step, travel, action, row, stack, track, space or tile
    name: str                  # shown in messages: "city 'Gaza'"
    owner: str                 # the location id, track id or route ("a - b") it belongs to
    shape: SpaceShape
    x: float                   # centre
    y: float
    w: float
    h: float
    size_path: tuple           # YAML path of the value that sets its size
    loc: Loc
    group: str = ""            # a row's or named space's name ("Spaces", "Holding space"), for pieces placed `on` it
    square: float = 0.0       # a declared kind drawn as a square: the square's side (a circle of `w` as before)

    @property
    def box(self) -> Box:
        return (self.x - self.w / 2, self.y - self.h / 2, self.w, self.h)


# the built-in kinds that are no land: a sea zone, a ship, a region box, a board space; the game's own kinds (an
# island, a reef, a camp) are places pieces stand on, like a city, and so land
NOT_LAND = ("sea", "ship", "region", "space")


def is_land(loc: Location) -> bool:
    """A place the map draws land round (a coast, on a map with a sea) and its region's colour: a city, a land
    space, or a location of one of the game's own kinds."""
    return loc.kind not in NOT_LAND


def has_sea(m: Map) -> bool:
    """A map with places joined by water is drawn as land in a sea; a board of boxes stays plain."""
    places = [x for x in m.locations if is_land(x) or x.kind == "ship"]
    return bool(places) and (any(r.kind in ("sea", "crossing") for r in m.routes) or
                             any(x.kind in ("ship", "sea") for x in m.locations))


def kind_outline(shape: str, x: float, y: float, r: float) -> list[Point]:
    """The corners of a declared kind's shape of radius r (mm) centred on x, y, y growing downwards, its first
    corner the top one; [] for a circle. Every shape spans about the circle of radius r's area, so no kind looks
    bigger than a city (the map and the setup figure draw the same)."""
    if shape == "circle":
        return []
    if shape == "square":
        half = r * SQUARE_OF_CIRCLE
        return [(x - half, y - half), (x + half, y - half), (x + half, y + half), (x - half, y + half)]
    corners, turn, reach = {"diamond": (4, 0.0, 1.25), "triangle": (3, 0.0, 1.55),
                            "hex": (6, math.pi / 6, 1.1)}.get(shape, (4, 0.0, 1.25))
    return [(x + r * reach * math.sin(turn + 2 * math.pi * i / corners),
             y - r * reach * math.cos(turn + 2 * math.pi * i / corners)) for i in range(corners)]


def city_diameter(m: Map, loc: Location) -> float:
    return float(loc.size[0]) if len(loc.size) == 1 else float(m.city_size)


def box_of(loc: Location) -> Optional[Box]:
    """A region's or space's box, when its size is written."""
    if len(loc.size) != 2:
        return None
    w, h = float(loc.size[0]), float(loc.size[1])
    return (float(loc.at[0]) - w / 2, float(loc.at[1]) - h / 2, w, h)


def edge_point(m: Map, loc: Location, toward: Point) -> Point:
    """Where a route leaves a location: the border of its box, or its space's rim."""
    x, y = float(loc.at[0]), float(loc.at[1])
    dx, dy = toward[0] - x, toward[1] - y
    dist = math.hypot(dx, dy) or 1.0
    if loc.kind in ("region", "space") and len(loc.size) == 2:
        hw, hh = loc.size[0] / 2, loc.size[1] / 2
        t = min(hw / abs(dx) if dx else math.inf, hh / abs(dy) if dy else math.inf)
        return x + dx * t, y + dy * t
    r = city_diameter(m, loc) / 2 + 0.6
    return x + dx / dist * r, y + dy / dist * r


def land_reach(m: Map) -> float:
    """How far land reaches round a city: its space plus a coast."""
    return float(m.city_size) / 2 + 9.0


def land_faces(m: Map, places: dict[str, tuple[float, float]], longest: int = 5,
               water: Optional[list[list[str]]] = None) -> list[list[str]]:
    """Land enclosed by land routes: every cycle of at most `longest` land routes, as the ids round it.

    A ring of roads encloses country, not sea; a longer ring may go round a sea, so it is left open; and a ring
    the map's water fills (sea_areas, on a map whose ground is land; `water` when the caller has them) is none.
    """
    from collections import deque

    links = _land_links(m, places)
    faces: dict[frozenset, list[str]] = {}
    for a in sorted(links):
        for b in sorted(links[a]):
            if a > b:
                continue
            # the shortest other way from a back to b closes the smallest ring through this route
            seen, queue = {a: [a]}, deque([a])
            while queue:
                here = queue.popleft()
                if len(seen[here]) >= longest:
                    continue
                for nxt in sorted(links[here]):
                    if (here, nxt) in ((a, b), (b, a)) or nxt in seen:
                        continue
                    seen[nxt] = seen[here] + [nxt]
                    queue.append(nxt)
            if b in seen and len(seen[b]) >= 3:
                faces.setdefault(frozenset(seen[b]), seen[b])
    wet = {frozenset(face) for face in (sea_areas(m, places) if water is None else water)}
    return [face for key, face in faces.items() if key not in wet]


def _land_links(m: Map, places: dict[str, Point]) -> dict[str, set[str]]:
    """The land routes between two land places, as each place's neighbours."""
    links: dict[str, set[str]] = {k: set() for k in places}
    for r in m.routes:
        one, other = (m.location(r.between[0]), m.location(r.between[1])) if len(r.between) == 2 else (None, None)
        if (r.kind == "land" and one is not None and other is not None and one.id in places and other.id in places
                and one != other):
            links[one.id].add(other.id)
            links[other.id].add(one.id)
    return links


def _ring_faces(places: dict[str, Point], links: dict[str, set[str]]) -> list[list[str]]:
    """The areas the land routes ring, drawn as they lie: each bounded face of the routes as a plane graph (at
    every place, the way on is the next route turning right), as the ids round it. Routes that cross each other
    make no plane graph; their faces are whatever the walk finds."""
    def angle(a: str, b: str) -> float:
        return math.atan2(places[b][1] - places[a][1], places[b][0] - places[a][0])

    around = {k: sorted(v, key=lambda w: angle(k, w)) for k, v in links.items()}
    seen: set[tuple[str, str]] = set()
    out = []
    for a in sorted(around):
        for b in around[a]:
            if (a, b) in seen:
                continue
            face: list[str] = []
            u, v = a, b
            while (u, v) not in seen and len(face) <= len(places):
                seen.add((u, v))
                face.append(u)
                ways = around[v]
                w = ways[(ways.index(u) - 1) % len(ways)]    # the next way round v, after the one back to u
                u, v = v, w
            if len(face) >= 3:
                area = sum(places[p][0] * places[q][1] - places[q][0] * places[p][1]
                           for p, q in zip(face, face[1:] + face[:1])) / 2
                if area > 0:                      # y down: a bounded face walks round clockwise on paper
                    out.append(face)
    return out


def sea_areas(m: Map, places: dict[str, Point]) -> list[list[str]]:
    """On a map whose `ground` is land (an inland sea), the water: each area ringed by land routes that holds the
    middle of a sea route or a sea or ship location (the smallest such ring round each), as the ids round it.
    Empty when the ground is sea (the default: land only round places and along roads)."""
    if m.ground != "land":
        return []
    faces = _ring_faces(places, _land_links(m, places))
    seeds: list[Point] = [(float(x.at[0]), float(x.at[1])) for x in m.locations
                          if x.kind in ("sea", "ship") and len(x.at) == 2]
    for r in m.routes:
        a, b = (m.location(r.between[0]), m.location(r.between[1])) if len(r.between) == 2 else (None, None)
        if r.kind == "sea" and a is not None and b is not None and len(a.at) == 2 and len(b.at) == 2:
            seeds.append(((float(a.at[0]) + float(b.at[0])) / 2, (float(a.at[1]) + float(b.at[1])) / 2))
    out: dict[frozenset, list[str]] = {}
    for seed in seeds:
        holding = [face for face in faces if _inside(seed, [places[k] for k in face])]
        if holding:
            smallest = min(holding, key=lambda face: abs(_area([places[k] for k in face])))
            out.setdefault(frozenset(smallest), smallest)
    return list(out.values())


def _area(poly: list[Point]) -> float:
    return sum(x0 * y1 - x1 * y0 for (x0, y0), (x1, y1) in zip(poly, poly[1:] + poly[:1])) / 2


COAST = 1.2           # mm of darker coastline round the land
SEA_CLEARANCE = 1.5   # mm of water between a sea route's spaces and the coast


def land_places(m: Map) -> dict[str, Point]:
    """The places that make land on a map drawn as land in a sea (is_land), by id."""
    return {x.id: (float(x.at[0]), float(x.at[1])) for x in m.locations if is_land(x) and len(x.at) == 2}


def land_lines(m: Map, places: dict[str, Point]) -> list[tuple[Point, Point]]:
    """The land routes between two land places: each is a strip of land `land_reach` wide either side."""
    out = []
    for r in m.routes:
        a, b = (m.location(r.between[0]), m.location(r.between[1])) if len(r.between) == 2 else (None, None)
        if r.kind == "land" and a is not None and b is not None and a.id in places and b.id in places and a is not b:
            out.append((places[a.id], places[b.id]))
    return out


def _inside(p: Point, poly: list[Point]) -> bool:
    inside = False
    for (x0, y0), (x1, y1) in zip(poly, poly[1:] + poly[:1]):
        if (y0 > p[1]) != (y1 > p[1]) and p[0] < x0 + (p[1] - y0) * (x1 - x0) / (y1 - y0):
            inside = not inside
    return inside


def _land_depth(p: Point, m: Map, places: dict[str, Point], lines: list[tuple[Point, Point]],
                faces: list[list[Point]], seas: Sequence[list[Point]] = ()) -> float:
    """How far inside the drawn land (coast included) a point lies, in mm; 0 or less on open water. `seas`: on a
    map whose ground is land, its sea_areas, the only water there is: a point outside them is land. The
    distances are worked out inline and squared (the sea routes' layout asks this some thousands of times)."""
    reach = land_reach(m) + COAST
    if m.ground == "land" and not any(_inside(p, sea) for sea in seas):
        return reach
    px, py = p
    best = math.inf                       # the squared distance to the nearest land line or place
    for (ax, ay), (bx, by) in lines:
        dx, dy = bx - ax, by - ay
        n2 = dx * dx + dy * dy
        t = 0.0 if n2 == 0 else ((px - ax) * dx + (py - ay) * dy) / n2
        t = 0.0 if t < 0.0 else 1.0 if t > 1.0 else t
        ex, ey = px - ax - t * dx, py - ay - t * dy
        d2 = ex * ex + ey * ey
        if d2 < best:
            best = d2
    for x, y in places.values():
        d2 = (px - x) * (px - x) + (py - y) * (py - y)
        if d2 < best:
            best = d2
    if any(_inside(p, face) for face in faces):
        return reach
    return reach - math.sqrt(best)


def _land_near(pa: Point, pb: Point, far: float, places: dict[str, Point], lines: list[tuple[Point, Point]],
               faces: list[list[Point]]) -> tuple[dict[str, Point], list[tuple[Point, Point]], list[list[Point]]]:
    """The land places, lines and rings within `far` mm of the box round pa and pb: all a point in that box less
    than `far` mm from land can be near (a depth asked there is the same, or the same below -far + the reach)."""
    x0, x1 = min(pa[0], pb[0]) - far, max(pa[0], pb[0]) + far
    y0, y1 = min(pa[1], pb[1]) - far, max(pa[1], pb[1]) + far
    near_lines = [(a, b) for a, b in lines
                  if max(a[0], b[0]) >= x0 and min(a[0], b[0]) <= x1 and max(a[1], b[1]) >= y0 and min(a[1], b[1]) <= y1]
    near_places = {k: p for k, p in places.items() if x0 <= p[0] <= x1 and y0 <= p[1] <= y1}
    near_faces = [face for face in faces if max(x for x, _ in face) >= x0 and min(x for x, _ in face) <= x1
                  and max(y for _, y in face) >= y0 and min(y for _, y in face) <= y1]
    return near_places, near_lines, near_faces


def _sea_detour(m: Map, r: Route, pa: Point, pb: Point, own: tuple[Point, Point], places: dict[str, Point],
                lines: list[tuple[Point, Point]], faces: list[list[Point]],
                seas: list[list[Point]]) -> Optional[list[Point]]:
    """A sea route that joins two places a land route also joins would lie on that route's land strip: its
    spaces are set out on the water beside the strip instead, on a line as far off the land route as the land
    reaches plus a space's radius and SEA_CLEARANCE, joined to the ports by two short legs. The side with less
    land under it is taken (on a tie, the right going from its first place to its second). When other land
    still lies under a space there (a narrow sea between two coasts), the water is looked for further off and
    along the route (_open_water). None when the two places are one point."""
    dx, dy = pb[0] - pa[0], pb[1] - pa[1]
    length = math.hypot(dx, dy)
    if length == 0:
        return None
    ux, uy = dx / length, dy / length
    off = land_reach(m) + COAST + float(m.step_size) / 2 + SEA_CLEARANCE
    room = r.cost * (float(m.step_size) + TRAVEL_GAP)     # what the spaces need along the water line
    inset = max(0.0, min(off, (length - room) / 2))
    best: Optional[tuple[float, list[Point]]] = None
    # the samples lie `off` from pa-pb: land further than the reach and a space past that changes no answer below
    near = _land_near(pa, pb, off + land_reach(m) + COAST + float(m.step_size) + SEA_CLEARANCE + 1.0, places, lines,
                      faces)
    for side in (1.0, -1.0):
        nx, ny = -uy * off * side, ux * off * side
        wa = (pa[0] + ux * inset + nx, pa[1] + uy * inset + ny)
        wb = (pb[0] - ux * inset + nx, pb[1] - uy * inset + ny)
        samples = [(wa[0] + (wb[0] - wa[0]) * i / 8, wa[1] + (wb[1] - wa[1]) * i / 8) for i in range(9)]
        land = sum(max(0.0, _land_depth(q, m, *near, seas)) for q in samples)
        if best is None or land < best[0] - 1e-9:
            best = (land, [pa, wa, wb, pb])
    if best is None:
        return None
    need = float(m.step_size) / 2 + SEA_CLEARANCE
    if all(_land_depth(q, m, *near, seas) <= -need + 0.5 for q in step_points(r, best[1][1], best[1][2])):
        return best[1]
    return _open_water(m, r, pa, pb, own, off, length - 2 * inset, places, lines, faces, seas) or best[1]


SEA_SEARCH = 45.0     # mm further off a land route a sea route's spaces may go to find open water
SEA_SAMPLE = 2.0      # mm between the points of a line tried for open water
BEND = 12.0           # mm a sea route across open water may bend off its straight line, away from a coast


def _open_water(m: Map, r: Route, pa: Point, pb: Point, own: tuple[Point, Point], off: float, longest: float,
                places: dict[str, Point], lines: list[tuple[Point, Point]], faces: list[list[Point]],
                seas: list[list[Point]], search: float = SEA_SEARCH) -> Optional[list[Point]]:
    """The nearest line beside pa-pb (`off` mm off it, then 3 mm further each try up to `search` mm further, on
    either side) with a
    stretch of open water long enough for the centres of the route's spaces a space apart, clear of every
    coast by a space's radius and SEA_CLEARANCE, whose legs from the ports cross no land but each its port's own
    and that port's land routes' (`own`: the ports' centres): the route's path through that stretch (_leg), or
    None."""
    dx, dy = pb[0] - pa[0], pb[1] - pa[1]
    length = math.hypot(dx, dy)
    ux, uy = dx / length, dy / length
    # a sample's depth may be 1 mm more than a point between two samples, so each is held 1 mm clearer
    need = float(m.step_size) / 2 + SEA_CLEARANCE + SEA_SAMPLE / 2
    far = off + search + land_reach(m) + COAST + need
    near_places, near_lines, faces = _land_near(pa, pb, far, places, lines, faces)

    # each port's leg may cross its own land: the land without that port, its routes and what they enclose
    others = {port: ({k: x for k, x in near_places.items() if x != port},
                     [ln for ln in near_lines if port not in ln], [face for face in faces if port not in face])
              for port in own}

    def dry(p: Point, q: Point, port: Point) -> bool:
        """The leg p-q crosses no land but its port's own (SEA_SAMPLE apart)."""
        other_places, other_lines, other_faces = others[port]
        steps = max(1, int(math.hypot(q[0] - p[0], q[1] - p[1]) / SEA_SAMPLE))
        return all(_land_depth((p[0] + (q[0] - p[0]) * j / steps, p[1] + (q[1] - p[1]) * j / steps),
                               m, other_places, other_lines, other_faces, seas) <= 0 for j in range(steps + 1))

    apart = float(m.step_size) + TRAVEL_GAP
    room = (r.cost - 2) * apart                  # from the first space's centre to the last's
    n = max(2, int(length / SEA_SAMPLE))
    shift = off
    while shift <= off + search:
        found: Optional[tuple[float, list[Point]]] = None   # the longest stretch of water, the path through it
        for side in (1.0, -1.0):
            nx, ny = -uy * shift * side, ux * shift * side
            start = None
            for i in range(n + 1):
                t = length * i / n
                clear = _land_depth((pa[0] + ux * t + nx, pa[1] + uy * t + ny), m, near_places, near_lines,
                                    faces, seas) <= -need
                if clear and start is None:
                    start = t
                if start is not None and (not clear or i == n):
                    end = t if clear else length * (i - 1) / n
                    if end - start >= room and (found is None or end - start > found[0] + 1e-9):
                        path = _leg(r, pa, pb, (ux, uy), (nx, ny), start, end, apart, longest)
                        if path is not None and dry(path[0], path[1], own[0]) and dry(path[2], path[3], own[1]):
                            found = (end - start, path)
                    start = None
        if found is not None:
            return found[1]
        shift += 3.0
    return None


def _leg(r: Route, pa: Point, pb: Point, u: Point, normal: Point, start: float, end: float, apart: float,
         longest: float) -> Optional[list[Point]]:
    """The path from pa through the stretch of water from `start` to `end` mm along the route (shifted by
    `normal`) and on to pb: the spaces' centres in the stretch's middle, `apart` mm apart at least, as far
    apart as on a middle leg `longest` mm long where there is room."""
    span = min(end - start, max((r.cost - 2) * apart, longest * (r.cost - 2) / r.cost))
    gap = span / (r.cost - 2) if r.cost > 2 else apart
    middle = (start + end) / 2
    # the leg runs a space's gap past the first and last centre, but never past a port
    half = min(span / 2 + gap, middle, math.hypot(pb[0] - pa[0], pb[1] - pa[1]) - middle)
    if 2 * half / r.cost < apart - 1e-9 and r.cost > 2:
        return None                         # the spaces would not keep a space apart
    return [pa, (pa[0] + u[0] * (middle - half) + normal[0], pa[1] + u[1] * (middle - half) + normal[1]),
            (pa[0] + u[0] * (middle + half) + normal[0], pa[1] + u[1] * (middle + half) + normal[1]), pb]


@dataclass(frozen=True)
class Shore:
    """Where a map drawn as land in a sea has its land, worked out once for the layout, the check and the drawing:
    the land places by id, the land routes between them, the rings of roads that enclose land and the areas of
    water (on a map whose ground is land), each ring or area as its points."""

    places: dict[str, Point]
    lines: list[tuple[Point, Point]]
    faces: list[list[Point]]
    seas: list[list[Point]]


def shore(m: Map) -> Shore:
    places = land_places(m)
    water = sea_areas(m, places)
    return Shore(places, land_lines(m, places),
                 [[places[k] for k in face] for face in land_faces(m, places, water=water)],
                 [[places[k] for k in face] for face in water])


def sea_spaces_on_land(m: Map) -> list[tuple[Route, int, float]]:
    """Each step space of a sea route whose centre lies on the drawn land (its coast included), with how far
    in, in mm: (route, its space's number from 1, depth). Empty on a map not drawn as land in a sea."""
    if not has_sea(m):
        return []
    land = shore(m)
    places, lines, faces, seas = land.places, land.lines, land.faces, land.seas
    out = []
    for r, a, b in route_geometry(m):
        if r.kind != "sea":
            continue
        for k, q in enumerate(step_points(r, a, b)):
            depth = _land_depth(q, m, places, lines, faces, seas)
            if depth > 0:
                out.append((r, k + 1, depth))
    return out


_LINES: dict[int, tuple[Map, list[tuple[Route, list[Point]]]]] = {}


def route_lines(m: Map) -> list[tuple[Route, list[Point]]]:
    """Each route as the line it is drawn along, from one end to the other: two points, or four for a sea route
    set out beside a land route's strip (_sea_detour) or bent off a coast into open water (_open_water), whose
    spaces lie on its middle leg. Parallel routes between one pair are spread apart. Worked out once per map
    (the model is immutable; the check's overlap and water rules and the renderer all ask)."""
    hit = _LINES.get(id(m))
    if hit is not None and hit[0] is m:
        return hit[1]
    if len(_LINES) >= 16:
        _LINES.clear()
    out = _route_lines(m)
    _LINES[id(m)] = (m, out)
    return out


def _route_lines(m: Map) -> list[tuple[Route, list[Point]]]:
    groups: dict[frozenset, list[tuple[Route, Location, Location]]] = defaultdict(list)
    for r in m.routes:
        a, b = (m.location(r.between[0]), m.location(r.between[1])) if len(r.between) == 2 else (None, None)
        if a is not None and b is not None and a is not b and len(a.at) == 2 and len(b.at) == 2:
            groups[frozenset((a.id, b.id))].append((r, a, b))
    sea = has_sea(m)
    land = shore(m) if sea else Shore({}, [], [], [])
    places, lines, faces, seas = land.places, land.lines, land.faces, land.seas
    out = []
    for routes in groups.values():
        by_land = sea and any(r.kind == "land" and a.id in places and b.id in places for r, a, b in routes)
        for k, (r, a, b) in enumerate(routes):
            pa = edge_point(m, a, (float(b.at[0]), float(b.at[1])))
            pb = edge_point(m, b, (float(a.at[0]), float(a.at[1])))
            if by_land and r.kind == "sea":
                own = ((float(a.at[0]), float(a.at[1])), (float(b.at[0]), float(b.at[1])))
                path = _sea_detour(m, r, pa, pb, own, places, lines, faces, seas)
                if path is not None:
                    out.append((r, path))
                    continue
            spread = float(m.travel_size) + 3.0 if r.kind == "travel" else max(3.2, float(m.step_size) * 1.15)
            off = (k - (len(routes) - 1) / 2) * spread
            if r.kind == "travel" and a.id > b.id:
                off = -off  # the two directions of a link keep to their own side whatever the order
            dx, dy = pb[0] - pa[0], pb[1] - pa[1]
            n = math.hypot(dx, dy) or 1.0
            nx, ny = -dy / n * off, dx / n * off
            line = [(pa[0] + nx, pa[1] + ny), (pb[0] + nx, pb[1] + ny)]
            if sea and r.kind == "sea" and len(routes) == 1 and any(
                    _land_depth(q, m, places, lines, faces, seas) > -float(m.step_size) / 2
                    for q in step_points(r, line[0], line[1])):
                # a space reaching onto a coast: the route bends into open water a little way off, if any
                own = ((float(a.at[0]), float(a.at[1])), (float(b.at[0]), float(b.at[1])))
                line = _open_water(m, r, pa, pb, own, SEA_SAMPLE, n, places, lines, faces, seas, BEND) or line
            out.append((r, line))
    return out


def route_geometry(m: Map) -> list[tuple[Route, Point, Point]]:
    """Each route's two end points as its spaces are set out between them: the ends of its line, or of the
    middle leg of a sea route set out beside a land route (route_lines)."""
    return [(r, path[0], path[-1]) if len(path) == 2 else (r, path[1], path[2]) for r, path in route_lines(m)]


def step_points(r: Route, a: Point, b: Point) -> list[Point]:
    """The centres of a route's step spaces: cost - 1 of them, evenly between its ends."""
    return [(a[0] + (b[0] - a[0]) * i / r.cost, a[1] + (b[1] - a[1]) * i / r.cost) for i in range(1, r.cost)]


def travel_points(m: Map, r: Route, a: Point, b: Point) -> list[Point]:
    """The centres of a travel route's spaces, centred in the gap between its ends."""
    n = max(len(r.spaces), 1)
    side = float(m.travel_size)
    dx, dy = b[0] - a[0], b[1] - a[1]
    length = math.hypot(dx, dy) or 1.0
    ux, uy = dx / length, dy / length
    span = n * side + (n - 1) * TRAVEL_GAP + 4.0
    start = max(0.0, (length - span) / 2)
    return [(a[0] + ux * (start + i * (side + TRAVEL_GAP) + side / 2),
             a[1] + uy * (start + i * (side + TRAVEL_GAP) + side / 2)) for i in range(n)]


@dataclass(frozen=True)
class RegionLayout:
    """Where a region box puts its parts: named spaces, rows of spaces, and its setup stack."""

    actions: tuple[tuple[str, Box], ...]
    rows: tuple[tuple[str, Box, tuple[Box, ...]], ...]      # row name, its label box, its spaces
    stack: Optional[tuple[float, float, float]]               # centre x, y and diameter of the stack's space
    order: Optional[Box]                                      # where the stack's order is printed


def named_rows(loc: Location) -> list[list[str]]:
    """A region box's named spaces, row by row in the order written: each `wide` space (by default the first,
    a holding space) alone across the box, the others `columns` to a row."""
    wide = set(loc.wide) if loc.wide is not None else set(loc.spaces[:1])   # [] written: none is wide
    columns = max(1, loc.columns)
    rows: list[list[str]] = []
    current: list[str] = []
    for name in loc.spaces:
        if name in wide:
            if current:
                rows.append(current)
                current = []
            rows.append([name])
            continue
        current.append(name)
        if len(current) == columns:
            rows.append(current)
            current = []
    if current:
        rows.append(current)
    return rows


def region_layout(m: Map, loc: Location) -> Optional[RegionLayout]:
    """A region box's parts: its setup stack (when the map has stacks) in a column on the right, the
    named spaces in rows of equal height on the left (see named_rows; a row's spaces share its width
    evenly), rows of spaces at the foot, each after its name."""
    box = box_of(loc)
    if box is None:
        return None
    ix, iy, iw, ih = box[0] + 4, box[1] + REGION_HEAD + 4, box[2] - 8, box[3] - REGION_HEAD - 8
    stack = order = None
    left_w = iw
    if m.stacks is not None:
        d = float(m.stack_size)
        column = d + 4
        left_w = iw - column - 2
        cx = ix + iw - column / 2
        stack = (cx, iy + 5 + d / 2, d)
        order = (ix + iw - column, iy + 7 + d, column, ih - d - 7)
    rows: list[tuple[str, Box, tuple[Box, ...]]] = []
    foot = 0.0
    for row in reversed(loc.rows):
        side = float(row.size)
        y = iy + ih - foot - side
        width = row.count * (side + ROW_GAP) - ROW_GAP
        if ROW_LABEL + 1 + width <= left_w:   # the name beside its spaces
            label = (ix, y, ROW_LABEL, side)
            cells = tuple((ix + ROW_LABEL + 1 + k * (side + ROW_GAP), y, side, side) for k in range(row.count))
            foot += side + ACTION_GAP
        else:   # the name on a line of its own above them, the spaces from the box's left edge (automa-flow's three
            # 16 mm Sites in a 64 mm box ran 10 mm into the next box beside their name)
            label = (ix, y - ROW_LABEL_LINE, left_w, ROW_LABEL_LINE)
            cells = tuple((ix + k * (side + ROW_GAP), y, side, side) for k in range(row.count))
            foot += side + ROW_LABEL_LINE + ACTION_GAP
        rows.insert(0, (row.name, label, cells))
    actions = []
    named = named_rows(loc)
    if named:
        cell_h = (ih - foot - ACTION_GAP * (len(named) - 1)) / len(named)
        for row_i, names in enumerate(named):
            bw = (left_w - ACTION_GAP * (len(names) - 1)) / len(names)
            y = iy + row_i * (cell_h + ACTION_GAP)
            actions += [(name, (ix + col * (bw + ACTION_GAP), y, bw, cell_h)) for col, name in enumerate(names)]
    return RegionLayout(tuple(actions), tuple(rows), stack, order)


def action_cells(m: Map, loc: Location) -> list[tuple[str, Box]]:
    """A region box's named spaces (see region_layout)."""
    layout = region_layout(m, loc)
    return list(layout.actions) if layout is not None else []


def border_cells(n: int, width: float, height: float, depth: float) -> list[tuple[Box, str]]:
    """n cells clockwise round the edge from the top-left corner, each with the side it lies on."""
    inner_w, inner_h = width - 2 * depth, height - 2 * depth
    edge = n - 4
    top = max(1, round(edge * inner_w / (2 * (inner_w + inner_h))))
    side = max(1, edge // 2 - top)
    top = (edge - 2 * side) // 2
    bottom = edge - 2 * side - top
    cells: list[tuple[Box, str]] = [((0.0, 0.0, depth, depth), "corner")]
    step = inner_w / top
    cells += [((depth + i * step, 0.0, step, depth), "top") for i in range(top)]
    cells.append(((width - depth, 0.0, depth, depth), "corner"))
    step = inner_h / side
    cells += [((width - depth, depth + i * step, depth, step), "right") for i in range(side)]
    cells.append(((width - depth, height - depth, depth, depth), "corner"))
    step = inner_w / bottom
    cells += [((width - depth - (i + 1) * step, height - depth, step, depth), "bottom") for i in range(bottom)]
    cells.append(((0.0, height - depth, depth, depth), "corner"))
    step = inner_h / side
    cells += [((0.0, height - depth - (i + 1) * step, depth, step), "left") for i in range(side)]
    return cells


def track_cells(t: Track, width: float, height: float) -> list[tuple[Box, str]]:
    n = t.end - t.start + 1
    if n < 1:
        return []
    if t.shape == "border":
        return border_cells(n, width, height, float(t.space))
    if len(t.at) != 2:
        return []
    x, y, s = float(t.at[0]), float(t.at[1]), float(t.space)
    across = float(t.across) if t.across is not None else s
    if t.shape == "row":
        return [((x + i * s, y, s, across), "row") for i in range(n)]
    return [((x, y + i * s, across, s), "column") for i in range(n)]


# a square of a circle's area, as a share of the circle's diameter (sqrt(pi) / 2): how a declared kind of shape
# square is drawn (render/maps/kinds.py)
SQUARE_OF_CIRCLE = 0.886


def map_spaces(m: Map, shapes: Optional[Mapping[str, str]] = None) -> list[Space]:
    """Every space of the map a piece may be put on, in the order the data writes them. `shapes`: the shape of
    each location kind the game declares ('beach' -> 'square'); a square kind is drawn as a square of the
    circle's area (render/maps/kinds.py): its space keeps the circle and also holds what that square holds."""
    out: list[Space] = []
    for i, loc in enumerate(m.locations):
        if len(loc.at) != 2:
            continue
        x, y = float(loc.at[0]), float(loc.at[1])
        here = ("maps", _index(m), "locations", i)
        if loc.kind in ("region", "space"):
            box = box_of(loc)
            if box is not None:
                out.append(Space("space", f"{loc.kind} '{loc.name}'", loc.id, "box", x, y, box[2], box[3],
                                 (*here, "size"), loc.loc))
            layout = region_layout(m, loc) if loc.kind == "region" else None
            if layout is None:
                continue
            for name, (bx, by, bw, bh) in layout.actions:
                out.append(Space("action", f"'{name}' space of '{loc.name}'", loc.id, "box", bx + bw / 2,
                                 by + bh / 2, bw, bh, (*here, "size"), loc.loc, name))
            for j, (name, _, cells) in enumerate(layout.rows):
                for k, (bx, by, bw, bh) in enumerate(cells):
                    out.append(Space("row", f"'{name}' space {k + 1} of '{loc.name}'", loc.id, "box", bx + bw / 2,
                                     by + bh / 2, bw, bh, (*here, "rows", j, "size"), loc.loc, name))
            if layout.stack is not None:
                x, y, d = layout.stack
                out.append(Space("stack", f"stack space of '{loc.name}'", loc.id, "circle", x, y, d, d,
                                 ("maps", _index(m), "stack_size"), loc.loc))
            continue
        d = city_diameter(m, loc)
        size_path = (*here, "size") if len(loc.size) == 1 else ("maps", _index(m), "city_size")
        kind = "ship" if loc.kind == "ship" else "city"
        square = d * SQUARE_OF_CIRCLE if shapes and shapes.get(str(loc.kind)) == "square" else 0.0
        out.append(Space(kind, f"{loc.kind} '{loc.name}'", loc.id, "circle", x, y, d, d, size_path, loc.loc,
                         square=square))
    for r, a, b in route_geometry(m):
        owner = " - ".join(r.between)
        if r.kind == "travel":
            s = float(m.travel_size)
            for k, (x, y) in enumerate(travel_points(m, r, a, b)):
                out.append(Space("travel", f"travel space {k + 1} of {owner}", owner, "box", x, y, s, s,
                                 ("maps", _index(m), "travel_size"), r.loc))
            continue
        d = float(m.step_size)
        for k, (x, y) in enumerate(step_points(r, a, b)):
            out.append(Space("step", f"step space {k + 1} of {owner}", owner, "circle", x, y, d, d,
                             ("maps", _index(m), "step_size"), r.loc))
    for tile in m.tiles:
        # a loose tile: a hex by the circle inside it (its width across the flats), a square by its side
        d = float(m.tile_size)
        out.append(Space("tile", f"{tile.name} tile", tile.name, "circle" if m.tile_shape == "hex" else "box",
                         0.0, 0.0, d, d, ("maps", _index(m), "tile_size"), tile.loc, tile.name))
    for j, t in enumerate(m.tracks):
        for k, ((bx, by, bw, bh), _) in enumerate(track_cells(t, float(m.width), float(m.height))):
            out.append(Space("track", f"space {t.start + k} of track '{t.name}'", t.id, "box", bx + bw / 2,
                             by + bh / 2, bw, bh, ("maps", _index(m), "tracks", j, "space"), t.loc))
    return out


def _index(m: Map) -> int:
    """The map's position in game.yaml's maps list, read from its YAML path."""
    return m.path[1] if len(m.path) >= 2 and isinstance(m.path[1], int) else 0


def track_texts(t: Track, game: Any) -> list[str]:
    """What each space of the track prints: its deck's card names, its labels, or its numbers."""
    deck = game.deck(t.deck) if t.deck is not None else None
    if deck is not None:
        return [card.name for card in deck.cards]
    if t.labels:
        return [_signed(x) for x in t.labels]
    return [_signed(str(v)) for v in range(t.start, t.end + 1)]


NUMERAL = re.compile(r"[+\u2212-]?\d+")


def _signed(text: str) -> str:
    """A number below zero printed with a minus sign, not a hyphen ('\u22125' of a track from -5 to +5: tug-track)."""
    return "\u2212" + text[1:] if NUMERAL.fullmatch(text) and text.startswith("-") else text
