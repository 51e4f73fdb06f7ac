"""Invariants: each relationship the engine declares holds at every player count."""
from __future__ import annotations

import re
from typing import Any, Callable, Optional

from ..core.errors import Loc
from ..core.signatures import signature
from .catalogue import declare
from .findings import MISSING, Context
from .registry import family

declare("INV001", family="invariants", severity="error", title="an invariant the engine declares does not hold")
declare("INV002", family="invariants", severity="error",
        title="an invariant's parameters do not match how it is declared")


@family("invariants")
def check_invariants(ctx: Context) -> None:
    game, engine = ctx.game, ctx.engine
    for name, func, info in engine.invariants:
        wrong = _signature_problem(func, info.per_player_count)
        # an invariant that takes no `players` can only mean one call: pnp makes it, and says how to declare it
        once = wrong == _NO_PLAYERS
        if wrong:
            line = func.__code__.co_firstlineno  # the first decorator's line: where the declaration is fixed
            ctx.report("INV002", Loc(engine.file, line, 1),
                       f"invariant '{info.description}' ({name}) {wrong}" + ("; it is checked once" if once else ""),
                       subject=name, hint="take `players` (and optionally `game`, `variant`), or declare "
                                          "@invariant(\"...\", per_player_count=False) for one call without players",
                       unsure=once)
            if not once:
                continue
        data = {"game": game} if engine.takes(func, "game") else {}
        # the base game passes no variant: an invariant that requires one gets None, the base game's (dice-grid's
        # `def markers_fit_field(players, variant)` raised TypeError at every count before this)
        base = {"variant": None} if _requires(func, "variant") else {}
        if not info.per_player_count or once:
            _judge(ctx, name, func, info.description, [({**base, **data}, "")])
            continue
        calls = [({"players": n, **base, **data}, f"{n} players") for n in game.players]
        if engine.takes(func, "variant"):
            calls += [({"players": n, "variant": v.id, **data}, f"{n} players ({v.name})")
                      for v in game.variants for n in v.players]
        _judge(ctx, name, func, info.description, calls)


def _judge(ctx: Context, name: str, func, description: str, calls) -> None:
    failing: list[str] = []
    reasons: list[str] = []
    for kwargs, label in calls:
        result = ctx.call(func, kwargs, name)
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
        own = ctx.engine.loc_of(func)
        rows = _cards_named(ctx, " ".join(reasons))
        if rows:  # the reason names card rows: point at the first, the invariant is the related location
            names = ", ".join(f"'{card.name}' ({deck.id})" for deck, card in rows[:5])
            ctx.report("INV001", rows[0][1].loc, f"invariant '{description}' does not hold{where}{why}",
                       expected=True, actual=False, subject=name, related=own,
                       hint=f"the card data breaks it: {names}; correct the row, or the rule in {own}")
            return
        ctx.report("INV001", own, f"invariant '{description}' does not hold{where}{why}",
                   expected=True, actual=False, subject=name,
                   hint="a table, count or rule the invariant relates has changed; make them agree again")


def _cards_named(ctx: Context, text: str) -> list:
    """(deck, card) for each card whose name or id the text names as a whole word, in file order."""
    if not text:
        return []
    found = []
    for deck in ctx.game.decks:
        for card in deck.cards:
            for label in {card.name, card.id}:
                if label and re.search(rf"(?<![\w-]){re.escape(label)}(?![\w-])", text):
                    found.append((deck, card))
                    break
    return found


_KNOWN = ("players", "game", "variant")


def _requires(func: Callable[..., Any], name: str) -> bool:
    """Whether the function has a parameter `name` with no default."""
    try:
        param = signature(func).parameters.get(name)
    except (TypeError, ValueError):
        return False
    return param is not None and param.default is param.empty and param.kind not in (param.VAR_POSITIONAL,
                                                                                      param.VAR_KEYWORD)


def _signature_problem(func: Callable[..., Any], per_player_count: bool) -> Optional[str]:
    """Why the checker cannot call this invariant as declared, or None when it can."""
    try:
        params = signature(func).parameters.values()
    except (TypeError, ValueError):
        return None
    if any(p.kind is p.VAR_KEYWORD for p in params):
        return None
    names = [p.name for p in params if p.kind not in (p.VAR_POSITIONAL,)]
    required = [p.name for p in params if p.default is p.empty and p.kind not in (p.VAR_POSITIONAL,)]
    unknown = [n for n in required if n not in _KNOWN or (n == "players" and not per_player_count)]
    if unknown:
        return (f"needs '{unknown[0]}', which the checker does not pass"
                + ("" if per_player_count else " (it is declared per_player_count=False)"))
    if per_player_count and "players" not in names:
        return _NO_PLAYERS
    return None


_NO_PLAYERS = "takes no 'players' parameter but is declared to be checked at every player count"
