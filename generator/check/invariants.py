"""Invariants: each relationship the engine declares holds at every player count."""
from __future__ import annotations

from .findings import MISSING, Context
from .registry import family


@family("invariants")
def check_invariants(ctx: Context) -> None:
    game, engine = ctx.game, ctx.engine
    for name, func, info in engine.invariants:
        data = {"game": game} if engine.takes(func, "game") else {}
        if not info.per_player_count:
            _judge(ctx, name, func, info.description, [((), data, "")])
            continue
        calls = [((), {"players": n, **data}, f"{n} players") for n in game.players]
        if engine.takes(func, "variant"):
            calls += [((), {"players": n, "variant": v.id, **data}, f"{n} players ({v.name})")
                      for v in game.variants for n in v.players]
        _judge(ctx, name, func, info.description, calls)


def _judge(ctx: Context, name: str, func, description: str, calls) -> None:
    failing: list[str] = []
    reasons: list[str] = []
    for args, kwargs, label in calls:
        result = ctx.call(func, kwargs, name, *args)
        if result is MISSING:
            return
        if result is True:
            continue
        failing.append(label)
        if isinstance(result, str) and result not in reasons:
            reasons.append(result)
    if failing:
        where = f" at {', '.join(failing)}" if failing[0] else ""
        why = f": {'; '.join(reasons)}" if reasons else ""
        ctx.report("INV001", ctx.engine.loc_of(func), f"invariant '{description}' does not hold{where}{why}",
                   expected=True, actual=False, subject=name,
                   hint="a table, count or rule the invariant relates has changed; make them agree again")
