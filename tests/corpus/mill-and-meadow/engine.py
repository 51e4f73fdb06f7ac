"""Engine model of Mill and Meadow.

Every number the rulebook's tables, examples and round track print comes
from a rule here. Keep the rules pure: same arguments, same answer.
"""
from generator.engine import invariant, rule

PLAYERS = (1, 4)  # the same range as `players` in game.yaml

# How many Building cards the box holds; an invariant holds it to the CSV.
BUILDING_CARDS = 36

# Action spaces: resource taken (None when the space does something else),
# how many, and the fewest players that open the space.
SPACES = {
    "Woodlot": ("Wood", 3, 1),
    "Quarry": ("Stone", 2, 1),
    "Meadow": ("Wool", 2, 1),
    "Field": ("Grain", 3, 1),
    "Copse": ("Wood", 2, 3),
    "Far Field": ("Grain", 2, 4),
    "Builder's Yard": (None, 0, 1),
    "Mill": (None, 0, 1),
    "Hire Hand": (None, 0, 1),
    "Town Hall": ("Grain", 1, 2),
    "Market": (None, 0, 3),
    "Carpenter's Bench": (None, 0, 4),
}

HARVESTS = (3, 6, 8)

NEIGHBOUR = {1: "woodlot", 2: "quarry", 3: "meadow", 4: "field", 5: "mill", 6: "builders-yard"}


@rule
def rounds() -> int:
    """Rounds in a game."""
    return 8


@rule
def harvest_round(n: int) -> int:
    """The round that ends with the n-th harvest."""
    return HARVESTS[n - 1]


@rule
def harvests() -> int:
    """How many harvests a game has."""
    return len(HARVESTS)


@rule
def action_spaces_open(players: int) -> int:
    """Action spaces in play: the rest are covered at setup."""
    return {1: 7, 2: 8, 3: 10, 4: 12}[players]


@rule
def market_size(players: int) -> int:
    """Buildings face up in the building market."""
    return max(4, players + 2)


@rule
def starting_workers(players: int) -> int:
    """Workers each farmer starts with."""
    return 2


@rule
def starting_grain(players: int) -> int:
    """Grain each farmer starts with; a lone farmer has no Town Hall to visit."""
    return 4 if players == 1 else 3


@rule
def space_resource(space: str) -> str | None:
    """The resource an action space hands out, if any."""
    return SPACES[space][0]


@rule
def space_yield(space: str) -> int:
    """How much of its resource an action space hands out."""
    return SPACES[space][1]


@rule
def space_opens_at(space: str) -> int:
    """The fewest players with which an action space is in play."""
    return SPACES[space][2]


@rule
def grain_per_worker() -> int:
    """Grain each worker eats at the end of every round."""
    return 1


@rule
def hunger_penalty() -> int:
    """Points a Hunger token costs at the end of the game."""
    return 3


@rule
def hunger_tokens(workers: int, grain: int) -> int:
    """Hunger tokens taken when a farmer with this much Grain feeds these workers."""
    return max(0, workers * grain_per_worker() - grain)


@rule
def grain_after_feeding(workers: int, grain: int) -> int:
    """Grain left after feeding."""
    return max(0, grain - workers * grain_per_worker())


@rule
def harvest_grain(fields: int) -> int:
    """Grain a harvest brings a farmer with this many fields (Wheat or Barley)."""
    return 2 * fields


@rule
def hire_cost() -> int:
    """Grain paid at the Hire Hand space for a new worker."""
    return 2


@rule
def max_workers() -> int:
    """The most workers one farmer can have."""
    return 5


@rule
def mill_limit(windmill: bool = False) -> int:
    """Grain one visit to the Mill can grind, one point each."""
    return 5 if windmill else 3


@rule
def leftover_points(resources: int) -> int:
    """Points for resources left at the end: one per full three."""
    return resources // 3


@rule
def final_score(building_points: int, mill_points: int, leftover: int, hunger: int) -> int:
    """A farmer's final score."""
    return building_points + mill_points + leftover_points(leftover) - hunger * hunger_penalty()


@rule
def neighbour_space(roll: int) -> str:
    """Solo: the action space the Neighbour die blocks this round."""
    return NEIGHBOUR[roll]


@rule
def solo_target() -> int:
    """Solo: the score that wins."""
    return 35


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    """What a game at this player count takes out of the box."""
    out = {
        "action-board": 1,
        "buildings": BUILDING_CARDS,
        # the solo Neighbour blocks spaces with one worker of a spare colour
        "workers": max_workers() * players + (1 if players == 1 or variant == "solo" else 0),
        "resource-tokens": 100,
        "hunger-tokens": 12,
        "round-marker": 1,
        "farm-boards": players,
        "score-pad": 1,
    }
    if players > 1:
        out["first-player-marker"] = 1
    if players == 1 or variant == "solo":
        out["neighbour-die"] = 1
    return out


@invariant("the action spaces open at each count are the ones the board marks for it")
def open_spaces_match(players: int) -> bool | str:
    counted = sum(1 for s in SPACES.values() if s[2] <= players)
    if counted != action_spaces_open(players):
        return f"{counted} spaces open but the table says {action_spaces_open(players)}"
    return True


@invariant("the box's Building cards are the deck's", per_player_count=False)
def buildings_come_out_whole(game) -> bool | str:
    total = game.deck("buildings").total
    return True if total == BUILDING_CARDS else f"engine counts {BUILDING_CARDS}, deck has {total}"


@invariant("the deck can refill the market for a whole game")
def market_lasts(players: int) -> bool:
    # the market is refilled after every build; at most one build per worker per round
    return market_size(players) + 2 * rounds() <= BUILDING_CARDS


@invariant("one visit to the Field feeds a starting family", per_player_count=False)
def field_feeds_family() -> bool:
    return space_yield("Field") >= starting_workers(2) * grain_per_worker()


@invariant("the Hire Hand price in the rules is the one the cost table prints", per_player_count=False)
def hire_cost_printed(game) -> bool | str:
    cost = next(c for c in game.costs if c.id == "new-worker")
    grain = sum(i.amount for i in cost.items if i.of == "Grain")
    return True if grain == hire_cost() else f"cost table says {grain} Grain"
