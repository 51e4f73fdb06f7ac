"""Engine model of River Trade.

Three to five captains pole their boats up and down a river of ten numbered
landings, buying goods where they are made and carrying them to the landing a
contract names. Sailing downstream is cheap; fighting the current upstream
costs more crew points the stronger the current runs, and the River deck
raises and lowers the current every round.

Landing 1 is the highest, at the springs; landing 10 is the river mouth.
"Downstream" always means towards a higher landing number.
"""
from __future__ import annotations

from generator.engine import invariant, rule

PLAYERS = (3, 5)

# --- the river -----------------------------------------------------------------
LANDINGS = 10
CURRENTS = ("Slack", "Steady", "Strong", "Flood")      # strength 1 to 4
START_CURRENT = "Steady"
START_LANDING = 5                                      # Kettle Ferry

# Crew points one landing costs, by current and direction.
_MOVE_COST = {
    "Slack": {"downstream": 2, "upstream": 2},
    "Steady": {"downstream": 1, "upstream": 3},
    "Strong": {"downstream": 1, "upstream": 4},
    "Flood": {"downstream": 1, "upstream": 6},
}

# --- boats ---------------------------------------------------------------------
BOATS = {
    # name: (hold in cubes, crew points a turn, price at a boatyard)
    "Skiff": (3, 6, 0),
    "Keelboat": (4, 6, 6),
    "Barge": (5, 5, 11),
}
TOW_COST = 2            # Silver for a tow team, once a turn
TOW_POINTS = 2          # extra crew points it gives

# --- money ---------------------------------------------------------------------
LOADING_PRICE = 1       # Silver per cube bought at a landing
UPSTREAM_BONUS = 1      # extra Silver per cube on a contract carried upstream
HAND_LIMIT = 3          # contracts held at once
BLIND_DRAW_COST = 1     # Silver to take the top contract of the deck instead
UNFINISHED_PENALTY = 2  # Silver lost for each contract still held at the end
CONTRACTS_DEALT = 2
_STARTING_SILVER = {1: 5, 2: 5, 3: 6, 4: 6, 5: 7}
_ROUNDS = {3: 9, 4: 8, 5: 7}

GOODS = ("Grain", "Timber", "Wool", "Iron", "Cloth")
CUBES_PER_GOOD = 12


def _strength(current: str) -> int:
    return CURRENTS.index(current) + 1


# --- movement --------------------------------------------------------------------
@rule
def move_cost(current: str, direction: str) -> int:
    """Crew points to move one landing in that direction at this current."""
    return _MOVE_COST[current][direction]


@rule
def sail_cost(start: int, end: int, current: str) -> int:
    """Crew points to sail from one landing to another, landing by landing."""
    direction = "downstream" if end > start else "upstream"
    return abs(end - start) * move_cost(current, direction)


@rule
def crew_points(boat: str) -> int:
    """Crew points a boat has each turn, before any tow team."""
    return BOATS[boat][1]


@rule
def hold_size(boat: str) -> int:
    """Goods cubes a boat can carry at once."""
    return BOATS[boat][0]


@rule
def boat_price(boat: str) -> int:
    """Silver a boatyard asks for this boat."""
    return BOATS[boat][2]


@rule
def tow_cost() -> int:
    return TOW_COST


@rule
def tow_points() -> int:
    return TOW_POINTS


@rule
def current_after(current: str, rise: int) -> str:
    """The current after a River card moves it; it never goes past Slack or Flood."""
    strength = min(len(CURRENTS), max(1, _strength(current) + rise))
    return CURRENTS[strength - 1]


@rule
def landings_reachable(boat: str, current: str, direction: str, towed: bool = False) -> int:
    """How many landings a boat can cover in one turn in one direction."""
    points = crew_points(boat) + (TOW_POINTS if towed else 0)
    return points // move_cost(current, direction)


# --- money -----------------------------------------------------------------------
@rule
def pay_per_cube(distance: int, direction: str) -> int:
    """Silver a contract pays for each cube, by the landings between its two ends."""
    if distance <= 2:
        base = 2
    elif distance <= 4:
        base = 3
    elif distance <= 6:
        base = 4
    else:
        base = 5
    return base + (UPSTREAM_BONUS if direction == "upstream" else 0)


@rule
def contract_pay(distance: int, cubes: int, direction: str) -> int:
    """What a whole contract pays on delivery."""
    return cubes * pay_per_cube(distance, direction)


@rule
def loading_cost(cubes: int) -> int:
    """Silver to buy this many cubes at a landing."""
    return cubes * LOADING_PRICE


@rule
def hand_limit(players: int | None = None) -> int:
    return HAND_LIMIT


@rule
def blind_draw_cost() -> int:
    return BLIND_DRAW_COST


@rule
def unfinished_penalty() -> int:
    return UNFINISHED_PENALTY


@rule
def final_silver(silver: int, unfinished: int) -> int:
    """Silver counted at the end, after the penalty for contracts still held."""
    return silver - unfinished * UNFINISHED_PENALTY


# --- setup by player count ---------------------------------------------------------
@rule
def rounds(players: int) -> int:
    """Rounds in the game."""
    return _ROUNDS[players]


@rule
def cubes_per_landing(players: int) -> int:
    """Goods cubes set on each landing at setup, and the level Restock fills it back to."""
    return 4 if players == 5 else 3


@rule
def wharf_size(players: int) -> int:
    """Contracts lying face up on the wharf."""
    return players + 1


@rule
def contracts_dealt(players: int | None = None) -> int:
    """Contracts each captain starts with in hand."""
    return CONTRACTS_DEALT


@rule
def starting_silver(seat: int) -> int:
    """Silver each captain starts with, by seat: later seats get a little more."""
    return _STARTING_SILVER[seat]


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "river-board": 1,
        "contracts": 30,
        "river": 16,
        "boats/skiff": players,
        "boats": 15,
        "captains-mats": players,
        "boat-tokens": players,
        "grain-cubes": CUBES_PER_GOOD,
        "timber-cubes": CUBES_PER_GOOD,
        "wool-cubes": CUBES_PER_GOOD,
        "iron-cubes": CUBES_PER_GOOD,
        "cloth-cubes": CUBES_PER_GOOD,
        "silver-tokens": 60,
        "current-marker": 1,
        "round-marker": 1,
    }


def play(players: int, variant: str | None = None) -> dict:
    return {
        "contracts": {"hand": CONTRACTS_DEALT * players + wharf_size(players), "draw": 1},
        "river": {"hand": 0, "draw": 1},
    }


# --- invariants ------------------------------------------------------------------
@invariant("the River deck lasts the whole game")
def river_deck_lasts(players: int, game) -> bool | str:
    total = game.deck("river").total
    return True if total >= rounds(players) else f"{total} River cards for {rounds(players)} rounds"


@invariant("the contract deck deals every hand and fills the wharf")
def contracts_suffice(players: int, game) -> bool | str:
    total = game.deck("contracts").total
    needed = contracts_dealt(players) * players + wharf_size(players)
    return True if total >= needed else f"{total} contracts, {needed} needed at setup"


@invariant("every contract pays what the distance table says", per_player_count=False)
def contracts_pay_by_distance(game) -> bool | str:
    landings = list(game.names["landings"])
    for card in game.deck("contracts").cards:
        f = card.fields
        start = landings.index(f["source"]) + 1
        end = landings.index(f["destination"]) + 1
        distance = abs(end - start)
        direction = "downstream" if end > start else "upstream"
        if direction != f["direction"]:
            return f"{card.name} is marked {f['direction']}, but it runs {direction}"
        if distance != f["distance"]:
            return f"{card.name}: distance {f['distance']}, the river says {distance}"
        if f["pay"] != contract_pay(distance, f["cubes"], direction):
            return f"{card.name} pays {f['pay']}, the table gives {contract_pay(distance, f['cubes'], direction)}"
        if start == end:
            return f"{card.name} starts and ends at one landing"
    return True


@invariant("every contract loads its good where that good is made", per_player_count=False)
def contracts_load_at_source(game) -> bool | str:
    produce = dict(zip(game.names["landings"], PRODUCE))
    for card in game.deck("contracts").cards:
        if produce[card.fields["source"]] != card.fields["good"]:
            return f"{card.name}: {card.fields['source']} makes no {card.fields['good']}"
    return True


@invariant("boat cards agree with the boat rules", per_player_count=False)
def boat_cards_agree(game) -> bool | str:
    for card in game.deck("boats").cards:
        hold, crew, price = BOATS[card.name]
        if (card.fields["hold"], card.fields["crew"], card.fields["price"]) != (hold, crew, price):
            return f"{card.name} card disagrees with the boat rules"
    for cost in game.costs:
        if cost.group == "boatyard" and cost.items[0].amount != BOATS[cost.name][2]:
            return f"the boatyard price of {cost.name} disagrees with the boat rules"
    return True


@invariant("the goods cubes cover every landing at setup")
def cubes_cover_setup(players: int, game) -> bool | str:
    for comp in game.inventory:
        if comp.id.endswith("-cubes") and comp.count < 2 * cubes_per_landing(players):
            return f"{comp.name}: {comp.count} for two landings of {cubes_per_landing(players)}"
    return True


@invariant("the names of the currents match the engine", per_player_count=False)
def currents_agree(game) -> bool | str:
    return True if tuple(game.names["currents"]) == CURRENTS else "currents differ"


@invariant("every landing makes one good, each good at two landings", per_player_count=False)
def two_landings_per_good(game) -> bool | str:
    if len(game.names["landings"]) != LANDINGS:
        return "the river needs ten landings"
    for good in GOODS:
        if PRODUCE.count(good) != 2:
            return f"{good} is made at {PRODUCE.count(good)} landings"
    return True


# What each landing makes, landing 1 first.
PRODUCE = ("Iron", "Timber", "Grain", "Wool", "Cloth", "Timber", "Iron", "Grain", "Cloth", "Wool")


@rule
def landing_good(landing: int) -> str:
    """The good a landing makes."""
    return PRODUCE[landing - 1]
