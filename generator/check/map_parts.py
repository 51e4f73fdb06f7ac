"""Map parts the maps family checks beside the graph: tracks (and their engine-bound marks), tiles, the
named spaces of region boxes and the picture printed under a map."""
from __future__ import annotations


from pathlib import Path

from ..core.confine import path_problem
from ..core.errors import Loc
from ..core.pictures import file_problem
from ..model import Map
from ..model.spaces import box_of, region_layout
from .catalogue import declare
from .findings import MISSING, Context, args_where, same, shown
from .names import did_you_mean
from .printed_index import yaml_lines

declare("MAP008", family="maps", severity="error",
        title="a track mark lies off its track or disagrees with the engine")
declare("MAP011", family="maps", severity="error",
        title="a region box's wide or columns is wrong, or leaves a named space no room")
declare("MAP013", family="maps", severity="error",
        title="the picture printed under a map is missing, not a PNG or JPEG, or damaged")


def check_tracks(ctx: Context, m: Map) -> None:
    game = ctx.game
    for t in m.tracks:
        if t.end < t.start:
            ctx.report("MAP008", game.where(*t.path, "end"), f"map '{m.id}': track '{t.name}' ends ({t.end}) before "
                       f"it starts ({t.start})", subject=f"{m.id}/track/{t.id}")
            continue
        spaces = t.end - t.start + 1
        if t.labels and len(t.labels) != spaces:
            ctx.report("MAP008", game.where(*t.path, "labels"), f"map '{m.id}': track '{t.name}' has "
                       f"{spaces} spaces but {len(t.labels)} labels", subject=f"{m.id}/track/{t.id}")
        if t.deck is not None:
            deck = game.deck(t.deck)
            if deck is None:
                ctx.report("MAP008", game.where(*t.path, "deck"), f"map '{m.id}': track '{t.name}' takes its labels "
                           f"from deck '{t.deck}', which does not exist", subject=f"{m.id}/track/{t.id}",
                           hint=did_you_mean(t.deck, [d.id for d in game.decks]))
            elif len(deck.cards) != spaces:
                ctx.report("MAP008", game.where(*t.path, "deck"), f"map '{m.id}': track '{t.name}' has {spaces} "
                           f"spaces but deck '{t.deck}' has {len(deck.cards)} different cards",
                           expected=len(deck.cards), actual=spaces, subject=f"{m.id}/track/{t.id}",
                           hint="one space per distinct card: change end, or the deck")
        for mark in t.marks:
            subject = f"{m.id}/track/{t.id}/{mark.at}"
            if not t.start <= mark.at <= t.end:
                ctx.report("MAP008", game.where(*mark.path, "at"), f"map '{m.id}': track '{t.name}' runs "
                           f"{t.start}-{t.end}, so it cannot mark {mark.at} ('{mark.label}')",
                           actual=mark.at, subject=subject, hint="lengthen the track or move the mark")
            _label_players(ctx, m, t, mark, subject)
            func = ctx.rule(mark.rule, game.where(*mark.path, "rule"), subject)
            if func is None:
                continue
            value = ctx.call(func, dict(mark.args), subject,
                             args_at=args_where(game, mark.path))
            if value is not MISSING and not same(value, mark.at):
                shown_args = ", ".join(f"{k}={v!r}" for k, v in mark.args.items())
                ctx.report("MAP008", game.where(*mark.path, "at"),
                           f"map '{m.id}': track '{t.name}' marks '{mark.label}' at {mark.at} but "
                           f"{mark.rule}({shown_args}) gives {shown(value)}", expected=value, actual=mark.at,
                           subject=subject, hint="move the mark or correct the engine rule")


def _label_players(ctx: Context, m: Map, t, mark, subject: str) -> None:
    """A mark's label that names a player count ('End (3 players)') names the count its `players` argument is."""
    from .claims import player_numbers
    from .words import stem, tokens

    players = mark.args.get("players")
    if not isinstance(players, int) or isinstance(players, bool) or not mark.label:
        return
    toks = tokens(mark.label)
    for i in player_numbers(toks, {stem("player")}):
        said = toks[i]
        listed = [said]
        while i >= 2 and toks[i - 1].kind == "comma" and toks[i - 2].kind == "num":
            i -= 2
            listed.append(toks[i])   # "Last round, 5, 6, 8 or 9 players": the list before 'players' counts them
            # all (team-charades, written outside the project)
        if any(x.low <= players <= x.high for x in listed):
            continue
        key = ctx.game.where(*mark.path, "label")
        line = _source_line(ctx, key.line)
        col = line.find(mark.label, key.col - 1)
        at = Loc(key.file, key.line, (col if col >= 0 else key.col - 1) + 1 + (said.start if col >= 0 else 0))
        ctx.report("MAP008", at, f"map '{m.id}': track '{t.name}' labels its mark '{mark.label}', but the mark is "
                   f"for players={players}", expected=players, actual=said.text, subject=subject,
                   hint=f"label it for {players} players, or change its args")
        return


def _source_line(ctx: Context, n: int) -> str:
    lines = yaml_lines(ctx)
    return lines[n - 1] if 0 < n <= len(lines) else ""


def check_tiles(ctx: Context, m: Map) -> None:
    game = ctx.game
    kinds: dict[str, list] = {}   # component id -> the tile kinds it is counted by, in order
    for tile in m.tiles:
        if tile.component is None:
            continue
        comp = next((c for c in game.inventory if c.id == tile.component), None)
        if comp is None:
            ctx.report("MAP009", game.where(*tile.path, "component"), f"map '{m.id}': tile '{tile.name}' counts "
                       f"'{tile.component}', which is not in the inventory", subject=f"{m.id}/tile/{tile.name}",
                       hint=did_you_mean(tile.component, [c.id for c in game.inventory]))
        else:
            kinds.setdefault(comp.id, []).append(tile)
    for comp_id, tiles in kinds.items():
        comp = next(c for c in game.inventory if c.id == comp_id)
        total = sum(t.count for t in tiles)
        if total == comp.count:
            continue
        # several kinds of one component ('Trade Hub', 'Nebula'... of the 30 'Sector tiles') share its count
        tile = tiles[0] if len(tiles) == 1 else tiles[-1]
        said = f"{tile.count} {tile.name} tiles" if len(tiles) == 1 else \
            f"{total} {comp.name} in {len(tiles)} kinds ({', '.join(f'{t.count} {t.name}' for t in tiles)})"
        ctx.report("MAP009", game.where(*tile.path, "count"), f"map '{m.id}': {said} but the box holds {comp.count}",
                   expected=comp.count, actual=total, subject=f"{m.id}/tile/{tile.name}",
                   hint="print what the box holds" if len(tiles) == 1 else
                   f"make the kinds' counts add up to the {comp.count} the inventory gives")
    if m.tile_table is not None:
        table = next((t for t in game.tables if t.id == m.tile_table), None)
        rows = {r.label for r in table.rows} if table else set()
        if table is None:
            ctx.report("MAP009", game.where(*m.path, "tile_table"), f"map '{m.id}' prints table '{m.tile_table}' "
                       "on its tiles, but there is no such table", subject=f"{m.id}/tile_table",
                       hint=did_you_mean(m.tile_table, [t.id for t in game.tables]))
        for tile in m.tiles if table is not None else ():
            if table is not None and tile.name not in rows:
                ctx.report("MAP009", tile.loc, f"map '{m.id}': table '{table.id}' has no row '{tile.name}' to "
                           "print on its tiles", subject=f"{m.id}/tile/{tile.name}",
                           hint=did_you_mean(tile.name, rows) or "add the row, or rename the tile")
    if m.component is not None and m.component not in {c.id for c in game.inventory}:
        ctx.report("MAP009", game.where(*m.path, "component"), f"map '{m.id}' is the board '{m.component}', "
                   "which is not in the inventory", subject=f"{m.id}/component",
                   hint=did_you_mean(m.component, [c.id for c in game.inventory]))


def check_region_boxes(ctx: Context, m: Map) -> None:
    """A region box's `wide` names its own spaces, `columns` is at least 1, and its named spaces get room."""
    game = ctx.game
    for x in m.locations:
        subject = f"{m.id}/{x.id}/spaces"
        for i, name in enumerate(x.wide or ()):
            if name not in x.spaces:
                ctx.report("MAP011", game.where(*x.path, "wide", i), f"map '{m.id}': '{x.name}' prints '{name}' "
                           "across its width, but it has no such named space", actual=name, subject=subject,
                           hint=did_you_mean(name, list(x.spaces)) or "name one of its spaces, or add it to spaces")
        if x.columns < 1:
            ctx.report("MAP011", game.where(*x.path, "columns"), f"map '{m.id}': '{x.name}' puts {x.columns} named "
                       "spaces to a row; it needs at least 1", actual=x.columns, subject=subject,
                       hint="write columns: 1 or more")
            continue
        layout = region_layout(m, x) if x.kind == "region" else None
        box = box_of(x)
        for j, (name, _, cells) in enumerate(layout.rows if layout is not None and box is not None else ()):
            assert box is not None
            right = box[0] + box[2] - 4   # the box's inner edge (region_layout keeps 4 mm inside it)
            if cells and cells[-1][0] + cells[-1][2] > right + 0.01:
                over = cells[-1][0] + cells[-1][2] - right
                ctx.report("MAP011", game.where(*x.path, "rows", j), f"map '{m.id}': the row '{name}' of "
                           f"'{x.name}' runs {over:.1f} mm past the box's edge ({len(cells)} spaces of "
                           f"{cells[0][2]:g} mm in a box {box[2]:g} mm wide)", subject=f"{m.id}/{x.id}/rows/{name}",
                           hint="widen the box, or make the row's spaces fewer or smaller")
        tight = [(name, w, h) for name, (_, _, w, h) in (layout.actions if layout else ()) if w < 1 or h < 1]
        if tight:
            name, w, h = tight[0]
            ctx.report("MAP011", game.where(*x.path, "size"), f"map '{m.id}': the box of '{x.name}' leaves its "
                       f"'{name}' space {max(w, 0):.1f} x {max(h, 0):.1f} mm", subject=subject,
                       hint="enlarge the box, or give it fewer rows (more columns, fewer wide spaces or rows)")


def check_art(ctx: Context, m: Map) -> None:
    """MAP013: the picture printed under the map is missing, not a PNG or JPEG, or damaged (decoded whole, with
    Pillow imported only for a map that has art). A path out of the game folder is a load problem (PATH001)."""
    if m.art is None or path_problem(ctx.loaded.folder, m.art.src):
        return
    problem = file_problem(Path(ctx.loaded.folder), m.art.src, ctx.loaded.sources)
    if problem is not None:
        why, hint = problem
        ctx.report("MAP013", ctx.game.where(*m.art.path, "src"), f"map '{m.id}': art '{m.art.src}' {why}",
                   actual=m.art.src, hint=hint, subject=f"{m.id}/art")
