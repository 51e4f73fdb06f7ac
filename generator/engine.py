"""The small API that a game's content/<game>/engine.py uses.

An engine file is plain Python. It declares:

- ``PLAYERS = (low, high)``: the player range the engine models;
- pure functions decorated with ``@rule``: the rules the printed tables, die
  tables and worked examples are bound to (``missionaries(players)``);
- ``setup(players, variant=None)``: what a game at that count takes out of the
  box, as ``{component-or-deck-id: count}``;
- functions decorated with ``@invariant("what must hold")``: called once per
  player count; they return True when the invariant holds, else False or a
  string that explains what went wrong. An invariant that takes a ``game``
  parameter receives the loaded model (generator.model.Game: decks with their
  cards, tables, costs...), so it can relate the rules to the card data
  without reading files itself.

Nothing here imports anything heavy: `pnp check` loads engines on every run.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable

RULE_MARK = "__pnp_rule__"
INVARIANT_MARK = "__pnp_invariant__"


@dataclass(frozen=True)
class InvariantInfo:
    """What an @invariant declares about its function."""

    description: str
    per_player_count: bool = True


def rule(func: Callable[..., Any]) -> Callable[..., Any]:
    """Mark a pure function as a rule that tables, dice and examples may bind to."""
    setattr(func, RULE_MARK, True)
    return func


def invariant(description: str, *, per_player_count: bool = True) -> Callable[[Callable[..., Any]], Callable[..., Any]]:
    """Declare an invariant of the game; `pnp check` evaluates it.

    With per_player_count (the default) the function takes ``players`` and is
    called for every count in the game's range; otherwise it takes no argument.
    """

    def mark(func: Callable[..., Any]) -> Callable[..., Any]:
        setattr(func, INVARIANT_MARK, InvariantInfo(description, per_player_count))
        return func

    return mark
