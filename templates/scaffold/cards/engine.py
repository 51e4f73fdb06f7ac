"""Engine model of __GAME_TITLE__: the rules the printed tables are bound to.

Every @rule here can be used by a table row, a die table or a worked example
in game.yaml, and in the rulebook as {{ engine.<rule>(...) }}. Keep the
functions pure: same arguments, same answer.
"""
from generator.engine import invariant, rule

PLAYERS = (2, 4)  # the same range as `players` in game.yaml


@rule
def cards_dealt(players: int) -> int:
    """Cards each player starts with: fewer when more players share the deck."""
    return 7 - players


@rule
def weather(roll: int) -> str:
    """The weather die's result id for a roll."""
    if roll == 1:
        return "frost"
    return "sun" if roll == 6 else "fair"


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    """What a game at this player count takes out of the box."""
    return {"baskets": players, "harvest": cards_dealt(players) * players}


@invariant("the opening deal leaves cards in the deck for the orchard")
def deal_leaves_an_orchard(players: int, game) -> bool | str:
    deck = game.deck("harvest").total
    left = deck - cards_dealt(players) * players
    return True if left >= 4 else f"only {left} cards left for the orchard"
