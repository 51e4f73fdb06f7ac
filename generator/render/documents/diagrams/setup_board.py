"""The board in the setup figure: routes, places and their names, and the pawns at the start, placed so
that nothing covers anything else.

Names are set with the map renderer's collision-aware placement (generator/render/maps/labels.py): every
route, place and label already drawn is a taken box, and each new label goes to the first free spot
round its place, then further out with a thin leader line, and only when the board has no free spot
left to the least covered one. The pawns and the "Start:" label are one block, placed first and kept
inside the board's frame, so a crowded start (a city among close neighbours) pushes them aside
instead of over the places around it.
"""
from __future__ import annotations

import math
from collections.abc import Mapping
from typing import Callable, Optional

from ....load.languages import english
from ....model import Game, Location, Map, Track
from ....core.palette import colour_hex
from ...maps.labels import Box, Placer, inside, overlap
from ....model.spaces import city_diameter, has_sea, kind_outline, track_cells, track_texts
from ....model.start import start_counts, start_pieces
from .looks import Look, glyph, look_of, player_colour
from .svg import MUTED, RULE, Svg, text_extent

SEA_FILL = "#cfe3ef"    # open water, as the printed map's sea
ROUTE_STYLE = {"land": ("#8a6a45", ""), "sea": ("#3a78b5", "1.6 1"), "crossing": ("#2f7f7a", "0.4 0.8"),
               "travel": ("#8a7f73", "")}
NAME_SIZE = 2.2        # mm (6.2 pt): a place's name; no label of a figure is under 6 pt
MARK_FILL = "#f2cf4a"  # a marked space of a track, as the printed board fills it
NAME_GAP = 0.6         # mm: the least room between two names
BOX_NAME_SIZE = 2.4    # mm: the name printed inside a region or space box, shrunk to fit down to BOX_NAME_FLOOR
BOX_NAME_FLOOR = 2.2    # 6.2 pt: a name that fits its box only smaller is printed beside the box instead
START_SIZE = 2.6       # mm: "Start: <place>"
PAWN = 3.0             # mm: a start piece as drawn (looks.glyph); they stand in a row under the start's label
PAWN_STEP = 3.5
START_ROW = 12         # start pieces drawn at most (a row of 42 mm under the label)
GUESSED_ROW = 8        # a count only setup() gives, drawn up to this many on a map's one start
RING_R = 2.6           # the ring round the start place


def _hex(value: object, fallback: str = "#b8b8b8") -> str:
    return colour_hex(value if isinstance(value, str) else str(value)) or fallback


def _tint(value: object, amount: float) -> str:
    hexed = _hex(value)
    r, g, b = (int(hexed[i:i + 2], 16) for i in (1, 3, 5))
    return "#%02x%02x%02x" % tuple(round(c + (255 - c) * amount) for c in (r, g, b))


def text_box(x: float, baseline: float, text: str, size: float, anchor: str = "start", bold: bool = False) -> Box:
    """The box (x, y, w, h) a line of text covers: cap height above the baseline, descenders below."""
    w = text_extent(text, size, bold)
    left = x if anchor == "start" else x - w if anchor == "end" else x - w / 2
    return (left, baseline - 0.78 * size, w, size)


def _spots(x: float, y: float, r: float, w: float, h: float,
           rings: tuple[float, ...] = (0.6, 2.5, 4.5)) -> list[tuple[Box, bool]]:
    """Candidate boxes round a point, nearest first; True where a leader line is needed to reach it."""
    out: list[tuple[Box, bool]] = []
    for ring, d in enumerate(r + g for g in rings):
        for angle in (0, 180, 90, 270, 45, 135, 315, 225, 22, 158, 338, 202, 68, 112, 248, 292):
            dx, dy = math.cos(math.radians(angle)), math.sin(math.radians(angle))
            # the box's nearest edge (not its centre) sits d away, on the side the angle points to
            cx = x + dx * (d + w / 2 * abs(dx) ** 0.5) if abs(dx) > 1e-9 else x
            cy = y + dy * (d + h / 2 * abs(dy) ** 0.5) if abs(dy) > 1e-9 else y
            out.append(((cx - w / 2, cy - h / 2, w, h), ring > 0))
    return out


class _FinePlacer(Placer):
    """The map renderer's placer with 3 mm buckets: a figure's routes are strings of many tiny boxes."""

    @staticmethod
    def _cells(box: Box) -> list[tuple[int, int]]:
        x0, y0 = int(box[0] // 3.0), int(box[1] // 3.0)
        x1, y1 = int((box[0] + box[2]) // 3.0), int((box[1] + box[3]) // 3.0)
        return [(i, j) for i in range(x0, x1 + 1) for j in range(y0, y1 + 1)]

    def free(self, box: Box) -> bool:
        """Inside the bounds and covering nothing taken: cost() == 0, answered at the first overlap."""
        if not inside(box, self.bounds):
            return False
        return not any(overlap(box, t) > 0 for cell in self._cells(box) for t in self._grid.get(cell, ()))


def _take_line(placer: Placer, a: tuple[float, float], b: tuple[float, float], half: float = 0.35) -> None:
    """A drawn line as a string of small boxes along it, as thin as the line and a hair more."""
    n = max(1, int(math.hypot(b[0] - a[0], b[1] - a[1]) / half))
    for i in range(n + 1):
        x, y = a[0] + (b[0] - a[0]) * i / n, a[1] + (b[1] - a[1]) * i / n
        placer.take((x - half, y - half, 2 * half, 2 * half))


def _grow(box: Box, by: float) -> Box:
    return (box[0] - by, box[1] - by, box[2] + 2 * by, box[3] + 2 * by)


class _Board:
    """One board drawn into an Svg at `scale`, with the boxes its labels must keep off."""

    def __init__(self, svg: Svg, m: Map, top: float, width: float, pad: tuple[float, float] = (0.0, 0.0)) -> None:
        self.svg, self.m, self.top = svg, m, top
        self.scale = width / float(m.width)
        self.origin = top + pad[0]                 # where the map's own top edge is drawn, below any room added
        self.width, self.height = width, pad[0] + float(m.height) * self.scale + pad[1]
        self.start_clash = False                   # the start's block found no free spot beside it
        inset = 4.0 if any(t.shape == "border" for t in m.tracks) else 1.0   # keep inside a track round the edge
        self.placer = _FinePlacer((inset, top + inset, width - 2 * inset, self.height - 2 * inset))
        self.areas: list[tuple[str, Box]] = []     # region and space boxes: a label may sit only in its own
        self.where: dict[str, tuple[float, float]] = {}
        self.clashes = 0                           # labels that found no free spot
        self.names = _FinePlacer(self.placer.bounds)    # the labels alone: what a leader line must not cross
        self.words: Callable[..., str] = english        # pnp's own words; _draw_board gives the game's

    def cost(self, box: Box, own: str = "") -> float:
        """How much a box covers: taken boxes, other region boxes, and the part outside its own box."""
        crossed = sum(overlap(box, area) for name, area in self.areas if name != own)
        for name, area in self.areas:
            if name == own:
                crossed += box[2] * box[3] - overlap(box, area)
        return self.placer.cost(box) + 50 * crossed

    def place(self, x: float, y: float, r: float, w: float, h: float, own: str = "", far: float = 18.0) -> tuple[Box, bool]:
        """A w x h box for the label of the point (x, y) (a marker of radius r): the first free spot round
        it, else the nearest free spot within `far` mm reached by a leader line, else the least covered
        spot (counted in `clashes`). The box is taken."""
        spots = _spots(x, y, r, w, h)
        if not any(self._free(box, own) for box, _ in spots):
            bx, by, bw, bh = self.placer.bounds   # a 1 mm grid of spots within `far`, nearest first
            xs = [v for v in range(int(max(bx, x - far - w)), int(min(bx + bw - w, x + far)) + 1)]
            ys = [v for v in range(int(max(by, y - far - h)), int(min(by + bh - h, y + far)) + 1)]
            near = [(math.hypot(i + w / 2 - x, j + h / 2 - y), (float(i), float(j), w, h)) for i in xs for j in ys]
            spots += [(box, True) for d, box in sorted(near) if d <= far + max(w, h) / 2]
        for box, lead in spots:
            if self._free(box, own) and (not lead or self._leader_free((x, y), r, box)):
                break
        else:   # nowhere free: the least covered spot round the point
            box, lead = min(spots[:len(_spots(x, y, r, w, h))], key=lambda s: self.cost(s[0], own))
            self.clashes += 1
        # a hair of room round a name: two names set flush one over the other read as one name of two lines
        # (sowing-pits' "Moon store", right of its store, set just under the pit label "Moon 6")
        self.placer.take(_grow(box, NAME_GAP))
        self.names.take(box)
        return box, lead

    def _free(self, box: Box, own: str) -> bool:
        if not self.placer.free(box):
            return False
        return all((_within(box, area) if name == own else overlap(box, area) == 0) for name, area in self.areas)

    def _leader_free(self, at: tuple[float, float], r: float, box: Box) -> bool:
        """Whether a leader line from the marker to the box would cross no name already set."""
        a, b = leader_ends(at, r, box)
        n = max(1, int(math.hypot(b[0] - a[0], b[1] - a[1]) / 0.5))
        return all(self.names.free((a[0] + (b[0] - a[0]) * i / n - 0.2, a[1] + (b[1] - a[1]) * i / n - 0.2, 0.4, 0.4))
                   for i in range(n + 1))


def leader_ends(at: tuple[float, float], r: float, box: Box) -> tuple[tuple[float, float], tuple[float, float]]:
    """A leader line from a marker's edge to the nearest point of its label's box."""
    nx = min(max(at[0], box[0]), box[0] + box[2])
    ny = min(max(at[1], box[1]), box[1] + box[3])
    d = math.hypot(nx - at[0], ny - at[1]) or 1.0
    return (at[0] + (nx - at[0]) / d * r, at[1] + (ny - at[1]) / d * r), (nx, ny)


def _within(inner: Box, outer: Box) -> bool:
    return (inner[0] >= outer[0] and inner[1] >= outer[1] and inner[0] + inner[2] <= outer[0] + outer[2]
            and inner[1] + inner[3] <= outer[1] + outer[3])


def _fit_name(name: str, w: float, h: float) -> Optional[tuple[list[str], float]]:
    """The lines and size a box's name prints in so that it stays inside the box (w x h, less padding),
    or None when it would have to shrink below BOX_NAME_FLOOR."""
    words = name.split()
    splits = [[name]] + [[" ".join(words[:k]), " ".join(words[k:])] for k in range(1, len(words))]
    for size in (BOX_NAME_SIZE, BOX_NAME_FLOOR):
        for lines in splits:
            if max(text_extent(x, size) for x in lines) <= w - 1.2 and len(lines) * size * 1.05 + 1 <= h:
                return lines, size
    return None


def draw_board(svg: Svg, game: Game, m: Map, top: float, players: int, width: float,
               needs: Mapping) -> tuple[float, int]:
    """Draw a board of places and routes scaled to `width`; return its height in the figure and how many
    labels found no free spot (the caller may then draw the board larger). A start too near the board's top or
    foot for its label and pieces to stand beside it gets that room added to the frame on its side."""
    drawn = Svg(svg.width, 0)
    b = _draw_board(drawn, game, m, top, players, width, (0.0, 0.0), needs)
    if b.start_clash:
        room = RING_R + 2.5 + START_SIZE + 0.4 + PAWN + 0.4 + 1.0   # the block below or above, at its farthest
        starts = [b.where[st][1] - b.origin for st in m.start if st in b.where]
        map_h = float(m.height) * b.scale
        if starts:
            y = starts[0]
            pad = (max(0.0, room - y), 0.0) if y < map_h / 2 else (0.0, max(0.0, room - (map_h - y)))
            if any(pad):
                drawn = Svg(svg.width, 0)
                b = _draw_board(drawn, game, m, top, players, width, pad, needs)
    svg.items += drawn.items
    return b.height, b.clashes


def _draw_board(svg: Svg, game: Game, m: Map, top: float, players: int, width: float,
                pad: tuple[float, float], needs: Mapping) -> "_Board":
    b = _Board(svg, m, top, width, pad)
    from ....load.languages import Wording

    b.words = Wording(game).frame   # pnp's own words ('Start:'), in the language the game prints in
    s = b.scale
    # a map whose places only water joins (islands in a sea) is the sea, as the printed map draws it
    sea = has_sea(m) and not any(r.kind == "land" for r in m.routes)
    svg.rect(0, top, width, b.height, fill=SEA_FILL if sea else "#fbf7ec", stroke=MUTED, width=0.4, r=1, cls="board")
    named: list[tuple[str, list, bool]] = []
    for track in m.tracks:
        if track.shape == "border":
            svg.rect(2, top + 2, width - 4, b.height - 4, stroke=RULE, width=1.2, dash="1 0.6", r=1)
        else:   # a row or column of spaces (card slots, candles) drawn where the board has it, each space's own
            # number or label in it where it fits at the figure's smallest type, the track named beside it
            cells = track_cells(track, float(m.width), float(m.height))
            texts = track_texts(track, game)
            marks = {mark.at for mark in track.marks}
            printed = False   # some space prints its own number or label: the name goes beside the track
            for k, ((cx, cy, cw, ch), _) in enumerate(cells):
                cell = (cx * s, b.origin + cy * s, cw * s, ch * s)
                svg.rect(*cell, fill=MARK_FILL if track.start + k in marks else "#ffffff", stroke=MUTED, width=0.25,
                         r=0.3, cls="track")
                b.placer.take(cell)
                text = texts[k] if k < len(texts) else ""
                if text and text_extent(text, NAME_SIZE) <= cell[2] - 0.6 and NAME_SIZE + 0.4 <= cell[3]:
                    svg.text(cell[0] + cell[2] / 2, cell[1] + cell[3] / 2 + NAME_SIZE * 0.35, text, size=NAME_SIZE,
                             fill=MUTED, anchor="middle", cls="label")
                    printed = True
            _begin_on_track(b, game, m, track, [c for c, _ in cells], players)
            if cells:   # named once every box and place is drawn, where it then covers nothing
                named.append((track.name, [c for c, _ in cells], not printed))
    regions = {str(r.id): r for r in m.regions}
    for loc in m.locations:
        b.where[str(loc.id)] = b.where[loc.name] = (float(loc.at[0]) * s, b.origin + float(loc.at[1]) * s)
    for route in m.routes:
        a, c = (b.where.get(str(e)) for e in route.between)
        if a and c:
            colour, dash = ROUTE_STYLE.get(route.kind, ROUTE_STYLE["land"])
            svg.line(a, c, stroke=colour, width=0.45, dash=dash, cls="route")
            _take_line(b.placer, a, c)
    dots: list[tuple[Location, float, float, float]] = []
    for loc in m.locations:
        x, y = b.where[str(loc.id)]
        region = regions.get(str(loc.region)) if loc.region else None
        if loc.kind in ("region", "space"):
            # `at` is the box's centre; a box without a size is fitted to its name, as the map renderer does
            w, h = ((float(loc.size[0]), float(loc.size[1])) if len(loc.size) == 2
                    else (max(30.0, len(loc.name) * 2.2 + 8), 20.0))
            w, h = w * s, h * s
            left, upper = x - w / 2, y - h / 2
            svg.rect(left, upper, w, h, fill=_tint(region.colour if region else "grey", 0.7), stroke=MUTED,
                     width=0.3, r=0.8, dash="1 0.6" if loc.kind == "space" else "", cls="area")
            b.areas.append((str(loc.id), (left, upper, w, h)))
            fitted = _fit_name(loc.name, w, h)
            if fitted is None:   # too small a box for its name: named beside it, as a place is
                dots.append((loc, x, y, min(w, h) / 2))
                continue
            lines, size = fitted
            for k, line in enumerate(lines):
                baseline = upper + 0.6 + size * (0.8 + 1.05 * k)
                svg.text(left + 0.6, baseline, line, size=size, fill=MUTED, cls="label")
                b.placer.take(text_box(left + 0.6, baseline, line, size))
        else:
            r = 1.3 if loc.kind != "ship" else 0.9
            fill = _tint(region.colour, 0.35) if region else "#e8dcc6"
            kind = game.location_kind(loc.kind)
            if kind is None:
                svg.circle(x, y, r, fill=fill, stroke="#1f1a17", width=0.25, cls="place")
            else:   # a kind the game declares: its colour and shape, at its own size when it has one (majority-isles'
                # islands of three sizes, as the printed map draws them)
                r = max(r, city_diameter(m, loc) * s / 2) if len(loc.size) == 1 else r
                _kind_shape(svg, kind.shape, x, y, r, _hex(kind.colour, fill))
            b.placer.take(_grow((x - r, y - r, 2 * r, 2 * r), 0.3))
            dots.append((loc, x, y, r))
    starts = [st for st in m.start if st in b.where]
    pieces = _start_row(game, m, players, needs)
    for start in starts:   # the start's label and pieces first: names then go where they fit
        _draw_start(b, start, pieces)
    for loc, x, y, r in dots:
        if loc.name in starts or str(loc.id) in starts:
            continue
        box, lead = b.place(x, y, r, text_extent(loc.name, NAME_SIZE), NAME_SIZE)
        baseline = box[1] + 0.78 * NAME_SIZE
        right = False
        if lead:
            _leader(b, (x, y), r, box)
            # the box is an upper bound of the name's width: a leader that comes in at its right edge
            # meets the name only when the name is set flush right
            right = leader_ends((x, y), r, box)[1][0] >= box[0] + box[2] - 1e-6 and x > box[0] + box[2]
        if right:
            svg.text(box[0] + box[2], baseline, loc.name, size=NAME_SIZE, fill=MUTED, anchor="end", cls="label")
        else:
            svg.text(box[0], baseline, loc.name, size=NAME_SIZE, fill=MUTED, cls="label")
    for name, cells, in_first in named:
        _name_track(b, name, cells, s, in_first)
    return b


def _begin_on_track(b: "_Board", game: Game, m: Map, track: Track, cells: list, players: int) -> None:
    """The pieces a `pieces` line begins on a space of this track (`at`), drawn on that space: one, or one a player
    in the players' colours, side by side across the space."""
    inventory = {str(c.id): c for c in game.inventory}
    s = b.scale
    for place in m.pieces:
        part = inventory.get(str(place.piece))
        k = place.at - track.start if place.at is not None and place.on == track.id else -1
        if part is None or not 0 <= k < len(cells):
            continue
        cx, cy, cw, ch = cells[k]
        x, y, w, h = cx * s, b.origin + cy * s, cw * s, ch * s
        look = look_of(game, part)
        n = min(players, 6) if look.per_player else 1
        size = min(h * 0.8, w * 0.8 / (1 + 0.45 * (n - 1)))
        step = size * 0.45
        for i in range(n):
            glyph(b.svg, x + w / 2 + (i - (n - 1) / 2) * step, y + h / 2, size, look.shape, look.colour(i),
                  cls="on-track")


def _name_track(b: "_Board", name: str, cells: list, s: float, inside: bool) -> None:
    """The track's name: inside its first space when its spaces print no labels of their own and it fits there, as a
    box's name; else beside the track where it covers nothing (the placer), as a place's name."""
    (cx, cy, cw, ch) = cells[0]
    fitted = _fit_name(name, cw * s, ch * s) if inside else None
    if fitted is not None:
        lines, size = fitted
        for k, line in enumerate(lines):
            b.svg.text(cx * s + 0.6, b.origin + cy * s + 0.6 + size * (0.8 + 1.05 * k), line, size=size, fill=MUTED,
                       cls="label")
        return
    x, y = (cx + cw / 2) * s, b.origin + (cy + ch / 2) * s   # beside its first space, as the printed board puts it
    r = max(cw, ch) * s / 2
    box, lead = b.place(x, y, r, text_extent(name, NAME_SIZE), NAME_SIZE)
    if lead:
        _leader(b, (x, y), r, box)
    b.svg.text(box[0], box[1] + 0.78 * NAME_SIZE, name, size=NAME_SIZE, fill=MUTED, cls="label")


def _kind_shape(svg: Svg, shape: str, x: float, y: float, r: float, fill: str) -> None:
    """One place of a declared kind, in its shape, about the circle of radius r's area (as the map draws it)."""
    outline = kind_outline(shape, x, y, r)
    if outline:
        svg.polygon(outline, fill=fill, stroke="#1f1a17", width=0.25, cls="place")
    else:
        svg.circle(x, y, r, fill=fill, stroke="#1f1a17", width=0.25, cls="place")


def _own_area(b: _Board, start: str) -> str:
    x, y = b.where[start]
    for name, area in b.areas:
        if _within((x, y, 0, 0), area):
            return name
    return ""


def _start_row(game: Game, m: Map, players: int, needs: Mapping) -> list[tuple[str, str]]:
    """(shape, colour) of each piece drawn under the start's label: of every start piece (model/start.py) one per
    player in the players' colours when each player has their own, else as many as begin on the start (a `pieces`
    line on it, else what setup() takes out; a count setup() alone gives is drawn only on a map with one start and
    up to GUESSED_ROW: past that the pieces spread, and one stands for them); a plain pawn per player when the data
    names none."""
    row: list[tuple[str, str]] = []
    found = start_counts(game, m, needs)
    for part in start_pieces(game, m):
        look: Look = look_of(game, part)
        n = found.counts.get(str(part.id), 1)
        if str(part.id) in found.guessed and (len(m.start) > 1 or n > GUESSED_ROW):
            n = 1
        row += ([(look.shape, look.colour(k)) for k in range(players)] if look.per_player
                else [(look.shape, look.colour(0))] * min(n, START_ROW))
    return row or [("pawn", player_colour(k)) for k in range(players)]


def _beside(x: float, y: float, r: float, w: float, h: float) -> list[tuple[Box, str]]:
    """Boxes touching a place's ring on every side, nearest first, each with the side it lies on: centred on the
    place, or run off to one side of it (a place near the frame), so that the box's edge faces the place."""
    out: list[tuple[Box, str]] = []
    for gap in (0.6, 1.5, 2.5):
        d = r + gap
        for left in (x - w / 2, x - r, x + r - w):
            out += [((left, y + d, w, h), "below"), ((left, y - d - h, w, h), "above")]
        for top in (y - h / 2, y - r, y + r - h):
            out += [((x + d, top, w, h), "right"), ((x - d - w, top, w, h), "left")]
        c = d * 0.75   # off a corner of the ring, between the routes that leave it up, down and sideways
        out += [((x + c, y + c, w, h), "below"), ((x - c - w, y + c, w, h), "below"),
                ((x + c, y - c - h, w, h), "above"), ((x - c - w, y - c - h, w, h), "above")]
    return out


def _draw_start(b: _Board, start: str, pieces: list[tuple[str, str]]) -> None:
    """The ring round the start, the "Start:" label and the start pieces, as one block beside the place (the
    label on the side that faces it), placed before any other name; no other name may then come as near
    the place as its label. A block that finds no free spot beside the place is a clash (the caller draws
    the board larger), set beside the place all the same: never far off at the end of a leader."""
    x, y = b.where[start]
    label = b.words("Start: {place}", place=getattr(b.m.location(start), "name", start))
    lw = text_extent(label, START_SIZE, bold=True)
    pawns_w = len(pieces) * PAWN_STEP
    w, h = max(lw, pawns_w), START_SIZE + 0.4 + PAWN + 0.4
    own = _own_area(b, start)
    b.svg.circle(x, y, RING_R, stroke="#7a2e1f", width=0.6, cls="start")
    b.placer.take(_grow((x - RING_R, y - RING_R, 2 * RING_R, 2 * RING_R), 0.3))
    if own:   # a start that is a region box: the block inside its box, as a name is
        box, lead = b.place(x, y, RING_R, w, h, own, far=40.0)
        side = "below"
        if lead:
            _leader(b, (x, y), RING_R, box, colour="#7a2e1f")
    else:
        spots = _beside(x, y, RING_R, w, h)
        box, side = next(((bx, sd) for bx, sd in spots if b._free(bx, "")),
                         min(spots[:12], key=lambda s: b.cost(s[0])))
        if not b._free(box, ""):
            b.clashes += 1
            b.start_clash = True
        b.placer.take(box)
        b.names.take(box)
    b.placer.take(_grow(box, 0.4))
    # the label's line faces the place: above the pieces, unless the block stands above the place; both are
    # set flush against the block's end nearer the place, so a short row of pieces stands by it
    label_top = box[1] + (PAWN + 0.4 if side == "above" else 0.0)
    row_y = box[1] + (PAWN / 2 if side == "above" else START_SIZE + 0.4 + PAWN / 2)
    flush_right = not own and x > box[0] + box[2] / 2
    label_x = box[0] + box[2] - lw if flush_right else box[0]
    row_x = box[0] + box[2] - pawns_w if flush_right else box[0]
    b.svg.text(label_x, label_top + 0.78 * START_SIZE, label, size=START_SIZE, bold=True, fill="#7a2e1f",
               cls="label")
    for k, (shape, colour) in enumerate(pieces):
        glyph(b.svg, row_x + PAWN / 2 + 0.2 + k * PAWN_STEP, row_y, PAWN, shape, colour, cls="pawn")
    if not own:   # no other name nearer the place than its own label: keep them off a square that reaches it
        near = _distance((x, y), (label_x, label_top, lw, START_SIZE))
        b.placer.take((x - near - 0.2, y - near - 0.2, 2 * near + 0.4, 2 * near + 0.4))


def _distance(at: tuple[float, float], box: Box) -> float:
    nx = min(max(at[0], box[0]), box[0] + box[2])
    ny = min(max(at[1], box[1]), box[1] + box[3])
    return math.hypot(nx - at[0], ny - at[1])


def _leader(b: _Board, at: tuple[float, float], r: float, box: Box, colour: str = MUTED) -> None:
    """A thin line from a place's edge to the nearest point of its label's box."""
    start, end = leader_ends(at, r, box)
    b.svg.line(start, end, stroke=colour, width=0.15, cls="leader")
    _take_line(b.placer, start, end)
