"""Maps: routes join known locations, play can reach every location, data names only places on the board."""
from __future__ import annotations

from collections import deque
from typing import Iterable, Optional

from ..core.errors import Loc
from ..model import BUILTIN_LOCATION_KINDS, Card, Game, Location, Map
from ..load.csv import FALSE, TRUE
from .catalogue import declare
from .findings import Context
from .names import NameSets, did_you_mean
from .map_overlaps import check_overlaps
from .map_water import check_water
from .map_parts import check_art, check_region_boxes, check_tiles, check_tracks
from .registry import family

declare("MAP001", family="maps", severity="error", title="a route names a location the map does not have")
declare("MAP002", family="maps", severity="error", title="play starts at a location the map does not have")
declare("MAP003", family="maps", severity="error", title="a place named in the data is not on the map")
declare("MAP004", family="maps", severity="error", title="a location cannot be reached from where play starts")
declare("MAP005", family="maps", severity="error", title="a location names a region the map does not define")
declare("MAP006", family="maps", severity="error", title="a map, location, region or track is defined twice")
declare("MAP007", family="maps", severity="error", title="a location or track lies off the board")
declare("MAP009", family="maps", severity="error", title="a map's board or tiles disagree with the inventory")
declare("MAP010", family="maps", severity="error",
        title="a location's kind is neither built in nor declared under location_kinds")
declare("MAP014", family="maps", severity="error", title="a map's start_pieces names no inventory line")


def _known(m: Map) -> list[str]:
    return [x.name for x in m.locations]


def _duplicates(ctx: Context, items: Iterable, what: str, where: str) -> None:
    seen: dict[str, int] = {}
    for item in items:
        for key in dict.fromkeys((item.id, item.name)):
            if key in seen:
                ctx.report("MAP006", item.loc, f"{where}: {what} '{key}' is defined twice (first at line {seen[key]})",
                           subject=f"{where}/{what}/{key}", hint=f"give each {what} its own id and name")
                break
        for key in (item.id, item.name):
            seen.setdefault(key, item.loc.line)


def _geometry(ctx: Context, m: Map) -> None:
    game = ctx.game
    for x in m.locations:
        where = game.where(*x.path, "at")
        if len(x.at) != 2:
            ctx.report("MAP007", where, f"map '{m.id}': location '{x.name}' needs a position [x, y], not {list(x.at)}",
                       subject=f"{m.id}/{x.id}/at", hint="write at: [x, y] in mm from the board's top-left corner")
        elif x.at[0] > m.width or x.at[1] > m.height:     # the loader refuses negative lengths
            ctx.report("MAP007", where, f"map '{m.id}': location '{x.name}' at [{x.at[0]:g}, {x.at[1]:g}] lies off the "
                       f"{m.width:g} x {m.height:g} mm board", subject=f"{m.id}/{x.id}/at",
                       hint="move it onto the board or enlarge width/height")
        elif len(x.size) == 2 and not (x.size[0] / 2 <= x.at[0] <= m.width - x.size[0] / 2
                                       and x.size[1] / 2 <= x.at[1] <= m.height - x.size[1] / 2):
            ctx.report("MAP007", game.where(*x.path, "size"), f"map '{m.id}': the {x.size[0]:g} x {x.size[1]:g} mm "
                       f"box of '{x.name}' at [{x.at[0]:g}, {x.at[1]:g}] runs off the board", subject=f"{m.id}/{x.id}/at",
                       hint="move it inward or make it smaller")
    for t in m.tracks:
        if t.shape != "border" and len(t.at) != 2:
            ctx.report("MAP007", t.loc, f"map '{m.id}': track '{t.name}' is a {t.shape} and needs at: [x, y]",
                       subject=f"{m.id}/track/{t.id}", hint="give the top-left corner of its first space")
        elif t.shape != "border":
            n = t.end - t.start + 1
            across = t.space if t.across is None else t.across
            w, h = (n * t.space, across) if t.shape == "row" else (across, n * t.space)
            if t.at[0] + w > m.width + 1e-6 or t.at[1] + h > m.height + 1e-6:     # never negative (loader)
                ctx.report("MAP007", game.where(*t.path, "at"),
                           f"map '{m.id}': track '{t.name}' ({n} spaces of {t.space:g} mm) runs off the board",
                           subject=f"{m.id}/track/{t.id}", hint="move it, shorten its spaces or enlarge the board")


def _routes(ctx: Context, m: Map) -> list[tuple[Location, Location, bool]]:
    game = ctx.game
    edges = []
    for i, r in enumerate(m.routes):
        subject = f"{m.id}/route/{i + 1}"
        if len(r.between) != 2:
            ctx.report("MAP001", game.where(*r.path, "between"),
                       f"map '{m.id}': a route must join two locations, not {len(r.between)}", subject=subject,
                       hint="write between: [from, to]")
            continue
        ends = []
        for j, ref in enumerate(r.between):
            x = m.location(ref)
            if x is None:
                ctx.report("MAP001", game.where(*r.path, "between", j),
                           f"map '{m.id}': route {' - '.join(r.between)} names '{ref}', which is not on the map",
                           actual=ref, subject=subject,
                           hint=did_you_mean(ref, _known(m)) or "add the location, or correct the name")
            elif x.kind == "space":   # board furniture (a deck's place): no piece moves there
                ctx.report("MAP001", game.where(*r.path, "between", j),
                           f"map '{m.id}': route {' - '.join(r.between)} joins '{x.name}', a board space (kind "
                           f"space) that no piece moves to", actual=ref, subject=subject,
                           hint="join two places pieces stand on; a space only holds a deck or a supply")
            ends.append(x)
        if ends[0] is not None and ends[0] is ends[1]:
            ctx.report("MAP001", r.loc, f"map '{m.id}': route joins '{ends[0].name}' to itself", subject=subject)
        elif ends[0] is not None and ends[1] is not None:
            edges.append((ends[0], ends[1], r.oneway))
        if r.cost < 1:
            ctx.report("MAP001", game.where(*r.path, "cost"), f"map '{m.id}': route cost must be at least 1, "
                       f"not {r.cost}", subject=subject)
    return edges


def _starts(ctx: Context, m: Map) -> list[Location]:
    found = []
    for i, ref in enumerate(m.start):
        x = m.location(ref)
        if x is None:
            ctx.report("MAP002", ctx.game.where(*m.path, "start", i),
                       f"map '{m.id}': play starts at '{ref}', which is not on the map", actual=ref,
                       subject=f"{m.id}/start/{ref}", hint=did_you_mean(ref, _known(m)) or "add it to locations")
        else:
            found.append(x)
    return found


def _connected(ctx: Context, m: Map, edges: list[tuple[Location, Location, bool]], starts: list[Location]) -> None:
    """MAP004: every location can be reached from where play starts (from the first location if none). A map
    with no routes at all is no network (a worker-placement board of region boxes, a score board): pieces are
    placed on it, not moved along it, so nothing is unreachable."""
    places = [x for x in m.locations if x.kind != "space"]
    if not places or not m.routes or (m.start and not starts):
        return
    nexts: dict[str, list[str]] = {x.id: [] for x in m.locations}
    for a, b, oneway in edges:
        nexts[a.id].append(b.id)
        if not oneway:
            nexts[b.id].append(a.id)
    roots: list[str] = [x.id for x in starts] or [places[0].id]
    seen = set(roots)
    queue = deque(roots)
    while queue:
        for n in nexts[queue.popleft()]:
            if n not in seen:
                seen.add(n)
                queue.append(n)
    lost = [x for x in places if x.id not in seen]
    if not lost:
        return
    # one finding per cut-off group: the group is what the designer has to join up
    groups: list[list[Location]] = []
    placed: set[str] = set()
    undirected: dict[str, set[str]] = {x.id: set() for x in m.locations}
    for a, b, _ in edges:
        undirected[a.id].add(b.id)
        undirected[b.id].add(a.id)
    for x in lost:
        if x.id in placed:
            continue
        ids, queue = [], deque([x.id])
        placed.add(x.id)
        while queue:
            cur = queue.popleft()
            ids.append(cur)
            for n in undirected[cur]:
                if n not in placed and n not in seen:
                    placed.add(n)
                    queue.append(n)
        groups.append([y for y in m.locations if y.id in ids])
    origin = ", ".join(x.name for x in starts) or places[0].name
    for group in groups:
        names = ", ".join(y.name for y in group)
        ctx.report("MAP004", group[0].loc,
                   f"map '{m.id}': {names} cannot be reached from {origin}",
                   actual=[y.name for y in group], subject=f"{m.id}/reach/{group[0].id}",
                   hint="add a route that joins them to the rest of the map")


def _regions(ctx: Context, m: Map) -> None:
    ids = {r.id for r in m.regions} | {r.name for r in m.regions}
    for x in m.locations:
        if x.region is not None and x.region not in ids:
            ctx.report("MAP005", ctx.game.where(*x.path, "region"),
                       f"map '{m.id}': location '{x.name}' is in region '{x.region}', which the map does not define",
                       actual=x.region, subject=f"{m.id}/{x.id}/region",
                       hint=did_you_mean(x.region, [r.id for r in m.regions]) or "add it to the map's regions")


def _declared_kinds(ctx: Context) -> None:
    """The game's own location kinds: none twice, none named like a built-in kind."""
    game = ctx.game
    _duplicates(ctx, game.location_kinds, "location kind", "location_kinds")
    for kind in game.location_kinds:
        if kind.id in BUILTIN_LOCATION_KINDS:
            ctx.report("MAP010", game.where(*kind.path, "id"), f"location kind '{kind.id}' is built in; a game "
                       "declares only kinds of its own", actual=kind.id, subject=f"location_kinds/{kind.id}",
                       hint="give it its own id (e.g. 'walled-" + kind.id + "'), or leave it out to use the built-in one")


def _kinds(ctx: Context, m: Map) -> None:
    known = [*BUILTIN_LOCATION_KINDS, *(k.id for k in ctx.game.location_kinds)]
    for x in m.locations:
        if x.kind not in known:
            ctx.report("MAP010", ctx.game.where(*x.path, "kind"),
                       f"map '{m.id}': location '{x.name}' is of kind '{x.kind}', which is neither built in nor "
                       "declared under location_kinds", actual=x.kind, subject=f"{m.id}/{x.id}/kind",
                       hint=did_you_mean(x.kind, known) or
                       f"declare it in game.yaml: location_kinds: [{{id: {x.kind}, name: ..., colour: ..., "
                       "shape: circle}]; built in: " + ", ".join(BUILTIN_LOCATION_KINDS))


def _start_pieces(ctx: Context, m: Map) -> None:
    """MAP014: each of `start_pieces` is an inventory id (the setup figure draws those pieces on the start places,
    and its build stops at one the inventory does not list)."""
    inventory = ctx.game.inventory
    ids = [str(c.id) for c in inventory]
    for i, ref in enumerate(m.start_pieces):
        if str(ref) in ids:
            continue
        pieces = [c.id for c in inventory if c.kind in ("piece", "token", "marker")] or ids
        ctx.report("MAP014", ctx.game.where(*m.path, "start_pieces", i),
                   f"map '{m.id}': start_pieces names '{ref}', which the inventory does not list", actual=str(ref),
                   subject=f"{m.id}/start_pieces/{ref}",
                   hint=did_you_mean(str(ref), ids) or "write inventory ids: " + ", ".join(pieces))


def _card_values(value: object) -> list[str]:
    if isinstance(value, tuple):
        return [v for v in value if v]
    return [value] if isinstance(value, str) and value else []


def _refs(ctx: Context, m: Map, sets: NameSets) -> None:
    """MAP003: names that data uses as places are locations of this map."""
    game = ctx.game
    for k, ref in enumerate(m.refs):
        loc = game.where(*ref.path)
        subject = f"{m.id}/refs/{k + 1}"
        if ref.set is not None:
            names = _set_members(game, sets, ref.set)
            if names is None:
                ctx.report("MAP003", game.where(*ref.path, "set"), f"map '{m.id}': unknown name set '{ref.set}'",
                           subject=subject, hint=did_you_mean(ref.set, sets.sets) or "name a set under names:")
                continue
            for name, where in names:
                if m.location(name) is None:
                    ctx.report("MAP003", where, f"map '{m.id}': '{name}' ({ref.set}) is not on the map",
                               actual=name, subject=f"{subject}/{name}",
                               hint=did_you_mean(name, _known(m)) or f"add a location named '{name}' to map '{m.id}'")
            continue
        deck = game.deck(ref.deck) if ref.deck else None
        if deck is None or ref.column not in ("id", "name", *deck.fields):   # every deck has an id and a name
            bad = "deck" if deck is None else "column"
            ctx.report("MAP003", loc, f"map '{m.id}': refs names no {bad} ('{ref.deck}', '{ref.column}')",
                       subject=subject, hint="write {set: <name set>} or {deck: <deck id>, column: <column>}")
            continue
        columns = ("id", "name", "count", *deck.fields)
        unknown = [col for col in ref.where if col not in columns]
        if unknown:
            ctx.report("MAP003", game.where(*ref.path, "where", unknown[0]), f"map '{m.id}': refs picks cards by "
                       f"'{unknown[0]}', which is not a column of deck '{deck.id}'", actual=unknown[0],
                       subject=subject, hint=did_you_mean(unknown[0], columns) or "columns: " + ", ".join(columns))
            continue
        for card in deck.cards:
            if not all(_picks(_column(card, col), want) for col, want in ref.where.items()):
                continue
            for name in _card_values(_column(card, str(ref.column))):
                if m.location(name) is None:
                    ctx.report("MAP003", card.cells.get(ref.column, card.loc),
                               f"map '{m.id}': deck '{deck.id}', card '{card.name}', column '{ref.column}' names "
                               f"'{name}', which is not on the map", actual=name,
                               subject=f"{subject}/{card.id}/{name}",
                               hint=did_you_mean(name, _known(m)) or f"add '{name}' to map '{m.id}'")


def _column(card: Card, column: str) -> object:
    """A card's value in one of its deck's columns, the required ones (id, name, count) included."""
    return card.fields[column] if column in card.fields else getattr(card, column)


def _picks(value: object, want: str) -> bool:
    """Whether a card's typed value is what a `where` wrote as text: 2 is "2", yes is True, a list holds it."""
    want = want.strip()
    if isinstance(value, tuple):
        return want in value
    if isinstance(value, bool):
        return want.lower() in (TRUE if value else FALSE)
    return str(value) == want


def _set_members(game: Game, sets: NameSets, set_id: str) -> Optional[list[tuple[str, Loc]]]:
    cat = next((c for c in game.categories if set_id in (c.id, c.name)), None)
    if cat is not None:
        return [(n, game.where(*cat.path, "members", i)) for i, n in enumerate(cat.members)]
    if set_id in sets.sets:
        return list(sets.sets[set_id].items())
    return None


@family("maps")
def check_maps(ctx: Context) -> None:
    game = ctx.game
    if not game.maps:
        return
    sets = NameSets(game)
    _duplicates(ctx, game.maps, "map", "maps")
    _declared_kinds(ctx)
    sized: dict[str, Map] = {}
    for m in game.maps:
        first = sized.setdefault(m.component, m) if m.component else m
        if (first.width, first.height) != (m.width, m.height):
            ctx.report("MAP009", game.where(*m.path, "width"), f"map '{m.id}' is {m.width:g} x {m.height:g} mm but "
                       f"'{first.id}', the other side of '{m.component}', is {first.width:g} x {first.height:g} mm",
                       subject=f"{m.id}/size", hint="both sides of one board have the same size")
    for m in game.maps:
        _duplicates(ctx, m.locations, "location", f"map '{m.id}'")
        _duplicates(ctx, m.regions, "region", f"map '{m.id}'")
        _duplicates(ctx, m.tracks, "track", f"map '{m.id}'")
        _geometry(ctx, m)
        edges = _routes(ctx, m)
        starts = _starts(ctx, m)
        _connected(ctx, m, edges, starts)
        _regions(ctx, m)
        _kinds(ctx, m)
        _start_pieces(ctx, m)
        _refs(ctx, m, sets)
        check_tracks(ctx, m)
        check_tiles(ctx, m)
        check_region_boxes(ctx, m)
        check_overlaps(ctx, m)
        check_water(ctx, m)
        check_art(ctx, m)
