"""Physical fit: every piece the data puts on a map's spaces fits there, with a margin; card slots hold their cards.

A piece's size comes from what prints it (its token sheet, its deck's card
size) or, for a piece the players gather, from its inventory line's `size`
(the "bring your own" footprint). A map's `pieces` say which pieces go on
which spaces; the spaces are the ones the renderer draws (model/spaces.py).
"""
from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Optional

from ..model import Game, Map, Placement
from ..model.spaces import Space
from .catalogue import declare
from .findings import Context
from .laid_out import laid_out
from .names import did_you_mean

declare("FIT001", family="fit", severity="error", title="a piece the data puts on a space does not fit it")
declare("FIT002", family="fit", severity="error", title="a card slot is smaller than its card")
declare("FIT003", family="fit", severity="error", title="a placed piece has no size, or names no piece or space")
declare("FIT004", family="fit", severity="error", title="two spaces that hold pieces overlap")

SPACE_KINDS = ("city", "ship", "step", "travel", "action", "stack", "tile")
# The smallest circle holding n equal discs, as a multiple of one disc's diameter (the best packings known, each
# rounded up: eight is one disc in the middle and seven round it, 1 + 1/sin(pi/7)); past twenty, the circle round
# the tightest block of rows and columns.
DISCS_IN_CIRCLE = {1: 1.0, 2: 2.0, 3: 2.1547, 4: 2.4143, 5: 2.7014, 6: 3.0, 7: 3.0, 8: 3.3048, 9: 3.6131,
                   10: 3.8131, 11: 3.9239, 12: 4.0297, 13: 4.2361, 14: 4.3284, 15: 4.5214, 16: 4.6155, 17: 4.7921,
                   18: 4.8638, 19: 4.8638, 20: 5.1224}


@dataclass(frozen=True)
class PieceSize:
    """The ground one piece covers, and where that size is written."""

    name: str
    shape: str          # round, box or hex (flat-topped: w across the corners, h across the flats)
    w: float
    h: float
    card: bool
    source: str         # "token sheet, line 597", "inventory size, line 70", "deck 'faith-1' (poker)"

    def shown(self) -> str:
        if self.shape == "round":
            return f"{self.w:g} mm across"
        if self.shape == "hex":
            return f"a {self.h:g} mm hex"
        return f"{self.w:g} x {self.h:g} mm"


def counted(name: str, count: int) -> str:
    """'11 Bazaar dice', '3 Villagers', 'a Bazaar die', 'a Villager': a piece's name counted, its last word put in
    the plural or the singular as English has it (not '11 Bazaar dices')."""
    from .words import lemma, plural

    head, _, last = name.rpartition(" ")
    many = plural(last.lower()) or last.lower().endswith("s")
    if count > 1:
        return f"{count} {name}" if many else f"{count} {name}s"
    if not many:
        return f"a {name}"
    one = lemma(last.lower())
    one = one.capitalize() if last[:1].isupper() else one
    return f"a {head} {one}" if head else f"a {one}"


def piece_size(game: Game, piece: str) -> Optional[PieceSize]:
    """The size of an inventory piece or a deck's card; None when nothing gives one."""
    deck = game.deck(piece)
    comp = next((c for c in game.inventory if c.id == piece), None)
    if deck is None and comp is not None and comp.decks:
        deck = game.deck(comp.decks[0])
    if deck is not None:
        w, h = deck.size.mm
        return PieceSize(f"{deck.name} card", "box", w, h, True, f"deck '{deck.id}' ({deck.size})")
    if comp is None:
        return None
    sheet = next((t for t in game.tokens if t.component == comp.id), None)
    if sheet is not None and comp.kind == "die" and comp.size is not None:
        sheet = None   # a die's token sheet prints its stickers, smaller than the die: its own size says (dice-bazaar)
    if sheet is not None:
        s = float(sheet.size)
        where = f"token sheet, line {sheet.loc.line}"
        if sheet.shape == "round":
            return PieceSize(comp.name, "round", s, s, False, where)
        if sheet.shape == "hex":
            return PieceSize(comp.name, "hex", s * 2 / math.sqrt(3), s, False, where)
        if sheet.shape == "bar":
            return PieceSize(comp.name, "box", s, s / 3, False, where)
        return PieceSize(comp.name, "box", s, s, False, where)
    if comp.size is not None:
        w, h = comp.size.mm
        return PieceSize(comp.name, "round" if comp.size.round else "box", w, h, False,
                         f"inventory size, line {game.where(*comp.path, 'size').line}")
    return None


def _grid(p: PieceSize, count: int, gap: float) -> tuple[float, float]:
    """The smallest-diagonal block of `count` pieces in rows and columns, `gap` apart."""
    best: Optional[tuple[float, float]] = None
    for cols in range(1, count + 1):
        rows = math.ceil(count / cols)
        w, h = cols * p.w + (cols - 1) * gap, rows * p.h + (rows - 1) * gap
        if best is None or math.hypot(w, h) < math.hypot(*best):
            best = (w, h)
    return best or (p.w, p.h)


def needed(p: PieceSize, count: int, margin: float, between: Optional[float] = None) -> tuple[float, float]:
    """What a space must measure to hold `count` pieces: a circle's diameter (twice), or a box's sides; `between`:
    the room kept between two pieces (the margin unless told)."""
    if p.card:
        return _grid(p, count, 0.0)
    return _grid(p, count, margin if between is None else between)


def circle_need(p: PieceSize, count: int, margin: float, between: Optional[float] = None) -> float:
    """The diameter of a round space that holds `count` pieces with the margin round each (`between`: the room
    between two pieces, the margin unless told)."""
    m = 0.0 if p.card else margin
    b = m if between is None or p.card else between
    if p.shape in ("round", "hex") and count in DISCS_IN_CIRCLE:
        # discs (a hex by its corners), as tightly as they go, b apart and m from the edge
        return (p.w + b) * DISCS_IN_CIRCLE[count] - b + 2 * m
    w, h = needed(p, count, margin, between)
    return math.hypot(w, h) + 2 * m


def fits(space: Space, p: PieceSize, count: int, margin: float, between: Optional[float] = None) -> tuple[bool, str]:
    """Whether the pieces fit the space, and what the space would need. A declared kind drawn as a square holds
    what its circle holds or what the square holds (a 25 mm tile on a 28 mm kind's 24.8 mm square: the square
    says it, not the circle's 35.4 mm across a tile's corners)."""
    ok, need = fits_in(space.shape, space.w, space.h, p, count, margin, between)
    if not ok and space.square:
        return fits_in("box", space.square, space.square, p, count, margin, between)
    return ok, need


def fits_in(shape: str, width: float, height: float, p: PieceSize, count: int, margin: float,
            between: Optional[float] = None) -> tuple[bool, str]:
    """Whether the pieces fit a circle `width` across or a `width` x `height` box, and what it would need
    (`between`: the room kept between two pieces, the margin unless told)."""
    m = 0.0 if p.card else margin
    if shape == "circle":
        need = circle_need(p, count, margin, between)
        return width + 1e-6 >= need, f"{need:.1f} mm across"
    # a box holds its pieces in any rows and columns (a long holding space holds one long row), either way round
    gap = 0.0 if p.card else margin if between is None else between
    for cols in range(1, count + 1):
        rows = math.ceil(count / cols)
        bw, bh = cols * p.w + (cols - 1) * gap + 2 * m, rows * p.h + (rows - 1) * gap + 2 * m
        if (width + 1e-6 >= bw and height + 1e-6 >= bh) or (width + 1e-6 >= bh and height + 1e-6 >= bw):
            return True, f"{bw:.1f} x {bh:.1f} mm"
    if p.shape == "round" and count == 2:
        # two discs side by side across the box's diagonal (two racers on a square corner space: math-dash): their
        # centres keep half a disc and the margin from every edge and a disc and the margin from each other
        room = (width - p.w - 2 * m, height - p.h - 2 * m)
        if min(room) >= -1e-6 and math.hypot(*room) + 1e-6 >= p.w + gap:
            return True, f"{width:.1f} x {height:.1f} mm"
    w, h = needed(p, count, margin, between)
    return False, f"{w + 2 * m:.1f} x {h + 2 * m:.1f} mm"


def _targets(place: Placement, spaces: list[Space], m: Map) -> list[Space]:
    """The spaces a pieces line puts its pieces on (the track or location it names looked up once)."""
    if place.on in SPACE_KINDS:
        return [s for s in spaces if s.kind == place.on]
    track = next((t for t in m.tracks if place.on == t.id), None)
    loc = m.location(place.on) if track is None else None
    # a location kind the game declares ('beach' of location_kinds): every location of that kind
    of_kind = {x.id for x in m.locations if x.kind == place.on} if track is None and loc is None else set()

    def matches(space: Space) -> bool:
        if space.kind in ("row", "action", "tile") and space.group == place.on:
            return True
        if track is not None:
            return space.kind == "track" and space.owner == track.id
        if of_kind:
            return space.owner in of_kind and space.kind in ("space", "city", "ship")
        return loc is not None and space.owner == loc.id and space.kind in ("space", "city", "ship")

    return [s for s in spaces if matches(s)]


def _known_spaces(m: Map) -> list[str]:
    rows = [r.name for x in m.locations for r in x.rows] + [n for x in m.locations for n in x.spaces]
    rows += [t.name for t in m.tiles]
    return [*SPACE_KINDS, *rows, *(t.id for t in m.tracks), *(x.id for x in m.locations),
            *dict.fromkeys(x.kind for x in m.locations if x.kind)]


def _check_map(ctx: Context, m: Map, spaces: list[Space]) -> None:
    game = ctx.game
    for place in m.pieces:
        subject = f"{m.id}/pieces/{place.piece}/{place.on}"
        p = piece_size(game, place.piece)
        if p is None:
            known = [c.id for c in game.inventory] + [d.id for d in game.decks]
            if place.piece not in known:
                ctx.report("FIT003", game.where(*place.path, "piece"), f"map '{m.name}': pieces names '{place.piece}', "
                           "which is no inventory line or deck", actual=place.piece, subject=subject,
                           hint=did_you_mean(place.piece, known) or "name an inventory id or a deck id")
            else:
                ctx.report("FIT003", game.where(*place.path, "piece"), f"map '{m.name}': '{place.piece}' goes on "
                           f"the {place.on} spaces but has no size: it has no token sheet and its inventory line "
                           "gives no size", subject=subject,
                           hint="print it with a token sheet, or give its inventory line the size you bring "
                                "(size: 16mm across, or 10x10mm)", unsure=True)   # nothing is wrong yet: the fit cannot be measured, a warning
            continue
        if place.count < 1:
            ctx.report("FIT003", game.where(*place.path, "count"), f"map '{m.name}': count must be at least 1, "
                       f"not {place.count}", subject=subject)
            continue
        track = next((t for t in m.tracks if place.on == t.id), None)
        if place.at is not None and (track is None or not track.start <= place.at <= track.end):
            where = (f"track '{track.name}' runs from {track.start} to {track.end}" if track is not None
                     else f"'{place.on}' is no track")
            ctx.report("FIT003", game.where(*place.path, "at"), f"map '{m.name}': '{place.piece}' begins at "
                       f"space {place.at}, but {where}", actual=place.at, subject=f"{subject}/at",
                       hint="write a space of the track, or leave `at` out (it is for a track's pieces)")
        targets = _targets(place, spaces, m)
        if not targets:
            ctx.report("FIT003", game.where(*place.path, "on"), f"map '{m.name}': '{place.piece}' goes on "
                       f"'{place.on}', but the map has no such spaces", actual=place.on, subject=subject,
                       hint=did_you_mean(place.on, _known_spaces(m)) or
                       "write city, ship, step, travel, action, stack, tile, a named space's or row's name, a tile's "
                       "name, a track id, a location id or a location kind")
            continue
        _report_misfits(ctx, m, place, p, targets)


def _report_misfits(ctx: Context, m: Map, place: Placement, p: PieceSize, targets: list[Space]) -> None:
    """One finding per line that sizes the spaces too small (a map's city_size sizes every city at once)."""
    game = ctx.game
    margin = float(m.margin)
    groups: dict[tuple, list[tuple[Space, str]]] = {}
    for s in targets:
        ok, need = fits(s, p, place.count, margin)
        if not ok:
            groups.setdefault(s.size_path, []).append((s, need))
    for size_path, bad in groups.items():
        first, need = bad[0]
        # pieces that fit only touching one another, each still its margin from the edge: tight, not certain to fail
        touching = place.count > 1 and not p.card and all(fits(s, p, place.count, margin, 0.0)[0] for s, _ in bad)
        others = f" (and {len(bad) - 1} more)" if len(bad) > 1 else ""
        what = counted(p.name, place.count)
        size = f"a {first.square:.1f} mm square" if first.square else \
            f"{first.w:g} mm across" if first.shape == "circle" else f"{first.w:.1f} x {first.h:.1f} mm"
        loc = game.source.get(size_path, first.loc)   # the written size, else the space itself
        rule = "FIT002" if p.card else "FIT001"
        room = "" if p.card else f" with {margin:g} mm to spare"
        tight = " (they fit only touching one another)" if touching else ""
        ctx.report(rule, loc, f"map '{m.name}': {first.name}{others} is {size}, but {what} ({p.shown()}, "
                   f"{p.source}) needs {need}{room} (pieces line {place.loc.line}){tight}",
                   expected=need, actual=size, subject=f"{m.id}/fit/{place.piece}/{first.owner}",
                   hint="enlarge the space (city_size, step_size, travel_size, tile_size, a location's size, a track's "
                        "space; a region box shares its size out by wide and columns) or use a smaller piece",
                   unsure=touching)


def _check_card_tracks(ctx: Context, m: Map, spaces: list[Space]) -> None:
    """FIT002 for a track that names a deck's card in each space: that card is laid on its space, so the space is
    a card slot whether or not `pieces` says so (a `pieces` line for the deck on the track is measured there)."""
    game = ctx.game
    placed = {(p.piece, p.on) for p in m.pieces}
    for t in m.tracks:
        p = piece_size(game, t.deck) if t.deck is not None else None
        if p is None or (t.deck, t.id) in placed:
            continue   # no such deck is REF's to report; a pieces line is measured with its count
        bad = [(s, need) for s in spaces if s.kind == "track" and s.owner == t.id
               for ok, need in [fits(s, p, 1, 0.0)] if not ok]
        if not bad:
            continue
        first, need = bad[0]
        others = f" (and {len(bad) - 1} more)" if len(bad) > 1 else ""
        size = f"{first.w:.1f} x {first.h:.1f} mm"
        ctx.report("FIT002", game.source.get(first.size_path, first.loc),
                   f"map '{m.name}': {first.name}{others} is {size}, but each space is named for a card of "
                   f"{p.source}, laid on it: a {p.shown()} card needs {need} "
                   f"(deck line {game.where(*t.path, 'deck').line})",
                   expected=need, actual=size, subject=f"{m.id}/fit/{t.deck}/{t.id}",
                   hint="make the track's spaces as big as the card (space along the track, across for the other "
                        "side), or print the names with labels: if the cards lie elsewhere")


def _check_overlaps(ctx: Context, m: Map, all_spaces: list[Space]) -> None:
    """Round spaces that pieces go on must not run into each other: the pieces would."""
    used = {p.on for p in m.pieces}
    spaces = [s for s in all_spaces if s.shape == "circle" and s.kind in used and s.kind != "tile"]   # tiles lie apart
    reported: set[tuple[str, str]] = set()
    for a, b, gap in overlapping(spaces):
        if (a.owner, b.owner) not in reported:
            reported.add((a.owner, b.owner))
            ctx.report("FIT004", b.loc, f"map '{m.name}': {b.name} overlaps {a.name} by {-gap:.1f} mm",
                       subject=f"{m.id}/overlap/{a.name}/{b.name}",
                       hint="move the places apart, lower the route's cost, or make the spaces smaller")


def overlapping(spaces: list[Space]) -> list[tuple[Space, Space, float]]:
    """(a, b, gap) for every two round spaces that run into each other (gap < 0: the distance between their
    centres less half their widths), a before b in the list, in the order a loop over every pair meets them.

    Only pairs whose centres lie closer across than half their widths together can overlap (the distance is at
    least that), so each space is measured against the spaces in that stretch of x, found by bisecting the
    spaces sorted by x, instead of against every other (Journeys' map: 181 spaces, 16,290 pairs measured;
    about a tenth of that now). The gap is the same expression as before, so the same pairs and numbers."""
    from bisect import bisect_left, bisect_right

    if len(spaces) < 2:
        return []
    order = sorted(range(len(spaces)), key=lambda k: spaces[k].x)
    xs = [spaces[k].x for k in order]
    reach = max(s.w for s in spaces)   # half of the widest pair of widths
    every = not all(math.isfinite(v) for s in spaces for v in (s.x, s.w))   # no order to bisect: every pair
    found: list[tuple[int, int, float]] = []
    for i, a in enumerate(spaces):
        near = range(len(spaces)) if every else order[bisect_left(xs, a.x - reach):bisect_right(xs, a.x + reach)]
        for j in near:
            if j <= i:
                continue
            b = spaces[j]
            if not every and abs(a.x - b.x) >= (a.w + b.w) / 2:
                continue   # the distance is at least this: no overlap (the loop's gap would be >= 0)
            gap = math.hypot(a.x - b.x, a.y - b.y) - (a.w + b.w) / 2
            if gap < 0:
                found.append((i, j, gap))
    found.sort(key=lambda f: (f[0], f[1]))
    return [(spaces[i], spaces[j], gap) for i, j, gap in found]


def _check_stacks(ctx: Context, m: Map) -> None:
    """The table row a map draws its setup stacks from exists."""
    if m.stacks is None:
        return
    game = ctx.game
    table = next((t for t in game.tables if t.id == m.stacks.table), None)
    if table is None:
        ctx.report("FIT003", game.where(*m.stacks.path, "table"), f"map '{m.name}': stacks come from table "
                   f"'{m.stacks.table}', which does not exist", subject=f"{m.id}/stacks",
                   hint=did_you_mean(m.stacks.table, [t.id for t in game.tables]) or "name a table id")
    elif not any(r.label == m.stacks.row for r in table.rows):
        ctx.report("FIT003", game.where(*m.stacks.path, "row"), f"map '{m.name}': table '{table.id}' has no row "
                   f"'{m.stacks.row}'", subject=f"{m.id}/stacks",
                   hint=did_you_mean(m.stacks.row, [r.label for r in table.rows]) or "name a row label")


def check_maps_fit(ctx: Context) -> None:
    """Pieces fit on a map's spaces (the family "fit" runs it, then the player boards: board_fit.py)."""
    for m in ctx.game.maps:
        _check_stacks(ctx, m)
        spaces = laid_out(ctx, m)   # laid out once per map: both checks read the same spaces
        _check_map(ctx, m, spaces)
        _check_card_tracks(ctx, m, spaces)
        _check_overlaps(ctx, m, spaces)
