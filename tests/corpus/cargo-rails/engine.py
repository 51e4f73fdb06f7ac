"""Cargo Rails: the rules the tables print, and what a game takes out of the box."""

import heapq

from generator.engine import invariant, rule

PLAYERS = (2, 5)

GOODS = ("Coal", "Grain", "Timber", "Iron", "Cattle")

# Where each good is loaded. The map draws these cities in the good's own kind;
# an invariant holds the two together.
SOURCES = {
    "Coal": ("Ashby", "Pitmouth"),
    "Grain": ("Harrowby", "Millbrook"),
    "Timber": ("Pinecrest", "Elmsford"),
    "Iron": ("Ironvale", "Forgeton"),
    "Cattle": ("Ranchester", "Stockbridge"),
}

# The track between cities: (one end, other end, spaces a train moves along it).
# The map in game.yaml draws the same routes; an invariant compares them.
ROUTES = (
    ("Pinecrest", "Harrowby", 2),
    ("Harrowby", "Kingsgate", 1),
    ("Kingsgate", "Millbrook", 2),
    ("Millbrook", "Ranchester", 1),
    ("Pinecrest", "Ashby", 2),
    ("Harrowby", "Crossley", 1),
    ("Kingsgate", "Lakemoor", 1),
    ("Millbrook", "Ironvale", 2),
    ("Ranchester", "Stockbridge", 2),
    ("Ashby", "Crossley", 1),
    ("Crossley", "Lakemoor", 2),
    ("Lakemoor", "Ironvale", 1),
    ("Ironvale", "Stockbridge", 1),
    ("Ashby", "Elmsford", 2),
    ("Crossley", "Pitmouth", 1),
    ("Lakemoor", "Port Ellis", 1),
    ("Ironvale", "Forgeton", 1),
    ("Elmsford", "Pitmouth", 1),
    ("Pitmouth", "Port Ellis", 2),
    ("Port Ellis", "Forgeton", 1),
    ("Forgeton", "Stockbridge", 2),
)

CUBES_PER_GOOD = 10
START_CITY = "Lakemoor"

PAY = {1: 4, 2: 6, 3: 8, 4: 10, 5: 12, 6: 15}
MOVES = {1: 4, 2: 5, 3: 6, 4: 7}
CAPACITY = {1: 2, 2: 3, 3: 3, 4: 4}
UPGRADE_COST = {2: 10, 3: 15, 4: 20}
GOAL = {2: 70, 3: 65, 4: 60, 5: 55}


# --- setup -----------------------------------------------------------------

@rule
def cubes_per_source(players: int) -> int:
    """Cubes of its good each source city holds at setup (and is restocked to)."""
    return 2 if players <= 3 else 3


@rule
def hand_size(players: int | None = None) -> int:
    """Demand cards each player holds."""
    return 3


@rule
def starting_money(players: int | None = None) -> int:
    """Money each player starts with."""
    return 10


@rule
def money_to_win(players: int = 2) -> int:
    """The goal that ends the game."""
    return GOAL[players]


# --- locomotives -----------------------------------------------------------

@rule
def top_level() -> int:
    """The highest locomotive level."""
    return max(MOVES)


@rule
def moves(level: int = 1) -> int:
    """Spaces a train may move in one turn at this locomotive level."""
    return MOVES[level]


@rule
def capacity(level: int = 1) -> int:
    """Cubes a train may carry at this locomotive level."""
    return CAPACITY[level]


@rule
def upgrade_cost(level: int) -> int | None:
    """Money paid to reach this level (level 1 is where everyone starts)."""
    return UPGRADE_COST.get(level)


# --- the map and the pay ---------------------------------------------------

@rule
def sources(good: str) -> list[str]:
    """The cities that load a good."""
    return list(SOURCES[good])


def _distances(start: str) -> dict[str, int]:
    best = {start: 0}
    queue = [(0, start)]
    while queue:
        spent, city = heapq.heappop(queue)
        if spent > best[city]:
            continue
        for a, b, cost in ROUTES:
            for here, there in ((a, b), (b, a)):
                if here == city and spent + cost < best.get(there, 10**6):
                    best[there] = spent + cost
                    heapq.heappush(queue, (spent + cost, there))
    return best


@rule
def distance(start: str, end: str) -> int:
    """The fewest spaces a train moves from one city to another."""
    return _distances(start)[end]


@rule
def demand_pay(distance: int) -> int:
    """What a demand card pays, by the distance from the good's nearest source city."""
    return PAY[min(distance, max(PAY))]


@rule
def delivery_pay(good: str, destination: str) -> int:
    """The pay a demand card for this good and destination must print."""
    nearest = min(distance(source, destination) for source in SOURCES[good])
    return demand_pay(nearest)


# --- the box ---------------------------------------------------------------

def setup(players: int, variant: str | None = None) -> dict[str, int]:
    """What a game at this count takes out of the box."""
    return {
        "game-board": 1,
        "demand": 40,
        "trains": players,
        "money-markers": players,
        "loco-markers": players,
        "freight-mats": players,
        "coal-cubes": CUBES_PER_GOOD,
        "grain-cubes": CUBES_PER_GOOD,
        "timber-cubes": CUBES_PER_GOOD,
        "iron-cubes": CUBES_PER_GOOD,
        "cattle-cubes": CUBES_PER_GOOD,
    }


def play(players: int, variant: str | None = None) -> dict[str, dict]:
    """How the game draws: a hand of demand cards, about one new card a turn."""
    return {"demand": {"hand": hand_size(players), "draw": 1}}


# --- invariants ------------------------------------------------------------

@invariant("the source cities hold their cubes at setup with the supply to spare")
def cubes_suffice(players: int) -> bool | str:
    for good, cities in SOURCES.items():
        if cubes_per_source(players) * len(cities) >= CUBES_PER_GOOD:
            return f"{good}: no cubes left in the supply"
    return True


@invariant("the demand deck deals every hand with cards left to draw")
def deck_deals(players: int, game) -> bool | str:
    deck = game.deck("demand")
    dealt = hand_size(players) * players
    if deck.total < dealt + 10:
        return f"{deck.total} cards, {dealt} dealt"
    if setup(players)["demand"] != deck.total:
        return f"setup() takes {setup(players)['demand']} demand cards, the deck has {deck.total}"
    return True


@invariant("engine routes are the map's routes", per_player_count=False)
def routes_match_map(game) -> bool | str:
    board = game.maps[0]
    drawn = set()
    for route in board.routes:
        a, b = (board.location(end).name for end in route.between)
        drawn.add((frozenset((a, b)), route.cost))
    ours = {(frozenset((a, b)), cost) for a, b, cost in ROUTES}
    if drawn != ours:
        only_map = sorted("-".join(sorted(pair)) for pair, _ in drawn - ours)
        only_engine = sorted("-".join(sorted(pair)) for pair, _ in ours - drawn)
        return f"map only: {only_map}; engine only: {only_engine}"
    return True


@invariant("each good's source cities are drawn in that good's kind on the map", per_player_count=False)
def sources_match_map(game) -> bool | str:
    board = game.maps[0]
    if tuple(game.names["goods"]) != GOODS:
        return "the goods name set differs from the engine's"
    for good, cities in SOURCES.items():
        kind = f"{good.lower()}-city"
        drawn = sorted(loc.name for loc in board.locations if loc.kind == kind)
        if drawn != sorted(cities):
            return f"{good}: map shows {drawn}, engine says {sorted(cities)}"
    return True


@invariant("every demand card pays by its distance and asks for a good its city does not load", per_player_count=False)
def demand_pays_by_distance(game) -> bool | str:
    for card in game.deck("demand").cards:
        good = card.fields["good"]
        city = card.fields["destination"]
        if city in SOURCES[good]:
            return f"{card.name}: {city} loads {good} itself"
        want = delivery_pay(good, city)
        if card.fields["pay"] != want:
            return f"{card.name} pays {card.fields['pay']}, its distance pays {want}"
    return True


@invariant("the upgrade prices in game.yaml are the engine's", per_player_count=False)
def upgrade_prices_match(game) -> bool | str:
    for level, price in UPGRADE_COST.items():
        cost = next((c for c in game.costs if c.id == f"level-{level}"), None)
        if cost is None:
            return f"no cost for level {level}"
        if [(i.amount, i.of) for i in cost.items] != [(price, "Money")]:
            return f"level {level} costs {price} Money in the engine"
    return True


@invariant("the Money track reaches every goal", per_player_count=False)
def track_reaches_goal(game) -> bool | str:
    track = next(t for t in game.maps[0].tracks if t.id == "money")
    top = max(GOAL.values())
    return True if track.end >= top else f"the track ends at {track.end}, the goal is {top}"
