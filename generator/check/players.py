"""Player ranges: the game, its variants, its tables, the engine and the inventory agree."""
from __future__ import annotations

from ..model import IntRange
from .catalogue import declare
from .findings import Context
from .registry import family
from .tables import expand

declare("PLR001", family="players", severity="error", title="a variant's player range lies outside the game's")
declare("PLR002", family="players", severity="error",
        title="a table's players axis leaves the range or misses a count")
declare("PLR003", family="players", severity="error", title="the engine's PLAYERS differs from game.yaml")
declare("PLR004", family="players", severity="error", title="the inventory has too few of a per-player component")


@family("players")
def check_players(ctx: Context) -> None:
    game, engine = ctx.game, ctx.engine
    if engine.players is not None and tuple(engine.players) != (game.players.low, game.players.high):
        low, high = engine.players
        ctx.report("PLR003", game.where("players"),
                   f"game.yaml says {game.players} players but engine.py declares PLAYERS = ({low}, {high})",
                   expected=str(game.players), actual=f"{low}-{high}", subject="players",
                   hint="make PLAYERS in engine.py and players in game.yaml the same range")
    for v in game.variants:
        if any(n not in game.players for n in v.players):
            ctx.report("PLR001", game.where(*v.path, "players"),
                       f"variant '{v.name}' is for {v.players} players but the game supports {game.players}",
                       expected=str(game.players), actual=str(v.players), subject=f"variant/{v.id}",
                       hint="narrow the variant's range, or widen the game's (and the engine's) range")
    for m in game.maps:   # a board's side for some counts (`players: 2-3`): counts the game is played at
        if m.players is not None and any(n not in game.players for n in m.players):
            ctx.report("PLR001", game.where(*m.path, "players"),
                       f"map '{m.id}' is for {m.players} players but the game supports {game.players}",
                       expected=str(game.players), actual=str(m.players), subject=f"map/{m.id}",
                       hint="narrow the map's players, or widen the game's (and the engine's) range")
    for table in game.tables:
        if table.axis.name != "players":
            continue
        variant = game.variant(table.variant) if table.variant else None
        allowed: IntRange = variant.players if variant else game.players
        whose = f"variant '{variant.name}'" if variant else "the game"
        covered: set[int] = set()
        for i, column in enumerate(table.axis.values):
            counts = expand(column, allowed)
            for n in counts:
                if not isinstance(n, int) or n not in allowed:
                    ctx.report("PLR002", game.where(*table.axis.path, "values", i),
                               f"table '{table.id}' has a column for {n} players but {whose} supports {allowed}",
                               expected=str(allowed), actual=n, subject=f"{table.id}/players/{n}",
                               hint="remove the column or fix the player range")
                elif n in covered:
                    ctx.report("PLR002", game.where(*table.axis.path, "values", i),
                               f"table '{table.id}' has two columns for {n} players",
                               subject=f"{table.id}/players/{n}")
                covered.add(n) if isinstance(n, int) else None
        missing = [n for n in allowed if n not in covered]
        if missing:
            ctx.report("PLR002", game.where(*table.axis.path, "values"),
                       f"table '{table.id}' has no column for {', '.join(map(str, missing))} players "
                       f"({whose} supports {allowed})",
                       expected=str(allowed), actual=[n for n in sorted(covered)], subject=f"{table.id}/players",
                       hint="add the missing columns so every supported count is printed")
    top = game.max_players
    for c in game.inventory:
        if c.per_player and c.count < c.per_player * top:
            ctx.report("PLR004", game.where(*c.path, "count"),
                       f"'{c.name}': {top} players need {c.per_player * top} "
                       f"({c.per_player} each) but the box holds {c.count}",
                       expected=c.per_player * top, actual=c.count, subject=f"inventory/{c.id}",
                       hint="raise the count, lower per_player, or narrow the player range")
