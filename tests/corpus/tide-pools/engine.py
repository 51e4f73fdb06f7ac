"""Engine model of Tide Pools: the tide table, the pools' flood heights and the Journal's score."""
from generator.engine import invariant, rule

PLAYERS = (1, 4)

# Tide height at each round, 1 to 8: the sea goes out, turns at round 5, and comes back in fast.
TIDE = {1: 4, 2: 3, 3: 2, 4: 1, 5: 0, 6: 1, 7: 3, 8: 5}

# A pool floods when the tide is above its flood height.
FLOOD_HEIGHT = {
    "Limpet Ledge": 4,
    "Barnacle Steps": 4,
    "Anemone Basin": 3,
    "Kelp Gully": 2,
    "Starfish Shelf": 2,
    "Urchin Hollow": 1,
    "Octopus Cave": 0,
}

# Creature cards drawn when an explorer searches the pool.
FINDS = {
    "Limpet Ledge": 1,
    "Barnacle Steps": 1,
    "Anemone Basin": 2,
    "Kelp Gully": 2,
    "Starfish Shelf": 2,
    "Urchin Hollow": 3,
    "Octopus Cave": 3,
}


@rule
def rounds() -> int:
    """The game lasts one tide: eight rounds."""
    return len(TIDE)


@rule
def tide_height(round: int) -> int:
    """The height the tide marker is set to at the start of this round."""
    return TIDE[round]


@rule
def flood_height(pool: str) -> int:
    """The pool floods when the tide is above this height."""
    return FLOOD_HEIGHT[pool]


@rule
def cards_drawn(pool: str) -> int:
    """Creature cards drawn when an explorer searches this pool."""
    return FINDS[pool]


@rule
def is_flooded(pool: str, round: int) -> bool:
    """Whether the pool is under water for this round (before any Rogue Wave)."""
    return tide_height(round) > flood_height(pool)


@rule
def pools_flooded(round: int) -> int:
    """How many of the seven pools are under water this round."""
    return sum(1 for pool in FLOOD_HEIGHT if is_flooded(pool, round))


@rule
def points_to_win(players: int = 2) -> int:
    """Journal points the team needs at the end: 12, plus 2 for each explorer."""
    return 12 + 2 * players


@rule
def rescue_tokens(players: int = 2) -> int:
    """Rescue tokens the team starts with."""
    return {1: 2, 2: 3, 3: 3, 4: 4}[players]


@rule
def steps_per_turn(players: int | None = None) -> int:
    """Steps an explorer may move along rock paths in one turn."""
    return 2


@rule
def rescue_bonus() -> int:
    """Journal points for each Rescue token left at the end."""
    return 2


@rule
def journal_score(points: list, rescues_left: int) -> int:
    """Creature points recorded in the Journal, plus the bonus for each Rescue token left."""
    return sum(points) + rescue_bonus() * rescues_left


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "rock-platform": 1,
        "creatures": 30,
        "explorers": players,
        "rescue-tokens": rescue_tokens(players),
        "tide-marker": 1,
        "round-marker": 1,
    }


@invariant("setup takes the whole creature deck", per_player_count=False)
def whole_deck(game) -> bool | str:
    total = game.deck("creatures").total
    return True if total == 30 else f"the deck has {total} cards, setup() takes 30"


@invariant("the box holds a Rescue token for every one the team may start with", per_player_count=False)
def enough_rescues(game) -> bool | str:
    line = next(c for c in game.inventory if c.id == "rescue-tokens")
    most = max(rescue_tokens(p) for p in range(1, 5))
    return True if line.count >= most else f"box holds {line.count}, a team may need {most}"


@invariant("the deck holds enough points to win at every count", per_player_count=True)
def winnable(players: int, game) -> bool | str:
    points = sum(c.count * c.fields["points"] for c in game.deck("creatures").cards)
    return True if points >= points_to_win(players) else f"only {points} points in the deck"


@invariant("the Shore stays dry and every pool opens in some round", per_player_count=False)
def every_pool_opens(game) -> bool | str:
    closed = [p for p in FLOOD_HEIGHT if all(is_flooded(p, r) for r in TIDE)]
    return True if not closed else f"never open: {', '.join(closed)}"
