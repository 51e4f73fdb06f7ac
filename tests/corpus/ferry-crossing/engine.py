"""Engine model of Slack Water: ferries on the river Wend.

The river is a small network of landings joined by routes of length 1 or 2
(a length is counted in stretches). A card's fare depends on its kind, its
weight and the distance from its origin to its destination; a crossing burns
fuel by the route's length, one more when the hold is heavily loaded.
"""
from generator.engine import invariant, rule

PLAYERS = (1, 4)

# Routes of the river: (landing, landing) -> length in stretches.
ROUTES = {
    ("Ashford", "Dunmoor"): 1,
    ("Cobble Quay", "Fenwick"): 1,
    ("Bellwick", "Gull Rock"): 1,
    ("Elderpool", "Gull Rock"): 1,
    ("Ashford", "Gull Rock"): 2,
    ("Dunmoor", "Gull Rock"): 2,
    ("Cobble Quay", "Gull Rock"): 2,
    ("Fenwick", "Gull Rock"): 2,
    ("Ashford", "Bellwick"): 2,
    ("Bellwick", "Cobble Quay"): 2,
    ("Dunmoor", "Elderpool"): 2,
    ("Elderpool", "Fenwick"): 2,
}

LANDINGS = ("Ashford", "Bellwick", "Cobble Quay", "Dunmoor", "Elderpool", "Fenwick", "Gull Rock")
FUEL_DEPOT = "Gull Rock"
FUEL_PRICE_AT_DEPOT = 1
FUEL_PRICE_ELSEWHERE = 2
DECK_SIZE = 36  # the Fare deck; held to game.yaml by an invariant


def _neighbours(landing: str):
    for (a, b), length in ROUTES.items():
        if a == landing:
            yield b, length
        elif b == landing:
            yield a, length


@rule
def route_length(start: str, end: str) -> int | None:
    """Length of the route joining two landings, or None when no route joins them."""
    return ROUTES.get((start, end), ROUTES.get((end, start)))


@rule
def distance(origin: str, destination: str) -> int:
    """The fewest stretches from one landing to another along the routes."""
    best = {origin: 0}
    todo = [origin]
    while todo:
        todo.sort(key=lambda n: best[n])
        here = todo.pop(0)
        for there, length in _neighbours(here):
            d = best[here] + length
            if there not in best or d < best[there]:
                best[there] = d
                todo.append(there)
    return best[destination]


@rule
def fare_per_stretch(kind: str, weight: int) -> int:
    """Coins a card pays for each stretch of its distance: cargo pays its weight, passengers one more."""
    return weight + 1 if kind == "Passenger" else weight


@rule
def fare(kind: str, weight: int, distance: int) -> int:
    """Coins paid on delivery."""
    return fare_per_stretch(kind, weight) * distance


@rule
def capacity(players: int | None = None) -> int:
    """Weight a ferry's hold carries at most."""
    return 6


@rule
def heavy_load(players: int | None = None) -> int:
    """From this weight aboard, a crossing burns one more fuel."""
    return 5


@rule
def tank_size(players: int | None = None) -> int:
    """Fuel a ferry's tank holds at most."""
    return 8


@rule
def starting_fuel(players: int | None = None) -> int:
    return 6


@rule
def stranded_penalty(players: int | None = None) -> int:
    """Coins lost at the end for each card still in your hold."""
    return 2


@rule
def crossing_fuel(length: int, load: int) -> int:
    """Fuel one crossing burns: the route's length, plus one with a heavy load."""
    return length + (1 if load >= heavy_load() else 0)


@rule
def fuel_bill(fuel: int, landing: str) -> int:
    """Coins paid for so much fuel bought at a landing."""
    price = FUEL_PRICE_AT_DEPOT if landing == FUEL_DEPOT else FUEL_PRICE_ELSEWHERE
    return fuel * price


@rule
def rounds(players: int) -> int:
    return 13 - players


@rule
def opening_cards(players: int) -> int:
    """Fare cards laid out at their landings during setup."""
    return players + 3


@rule
def cards_per_round(players: int) -> int:
    """Fare cards drawn at the end of each round but the last."""
    return 2 if players <= 2 else 3


@rule
def starting_coins(seat: int) -> int:
    """Coins each player starts with, by seat: later seats get a little more."""
    return seat + 1


@rule
def final_score(coins: int, stranded: int) -> int:
    """Coins after the stranded penalty."""
    return coins - stranded * stranded_penalty()


@rule
def solo_rank(coins: int | str) -> str:
    if coins == "40 or more":
        return "Harbour Master"
    if coins >= 30:
        return "Skipper"
    if coins >= 20:
        return "Pilot"
    return "Deckhand"


@rule
def solo_target() -> int:
    """Coins a solo skipper needs to call the season a success."""
    return 30


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "fares": DECK_SIZE,
        "river-board": 1,
        "ferry-mats": players,
        "ferries": players,
        "fuel-cubes": players,
        "coins": 54,
        "round-marker": 1,
    }


@invariant("the Fare deck lasts every round at every player count")
def deck_lasts(players: int) -> bool | str:
    needed = opening_cards(players) + (rounds(players) - 1) * cards_per_round(players)
    return True if needed <= DECK_SIZE else f"{needed} cards needed, {DECK_SIZE} in the deck"


@invariant("the engine's deck size is the box's", per_player_count=False)
def deck_size_matches(game) -> bool | str:
    total = game.deck("fares").total
    return True if total == DECK_SIZE else f"deck holds {total}, engine says {DECK_SIZE}"


@invariant("every card's distance and fare follow the river and the fare rule", per_player_count=False)
def cards_priced(game) -> bool | str:
    for card in game.deck("fares").cards:
        f = card.fields
        if f["origin"] == f["destination"]:
            return f"{card.name} starts where it ends"
        d = distance(f["origin"], f["destination"])
        if f["distance"] != d:
            return f"{card.name} says distance {f['distance']}, the river gives {d}"
        pay = fare(f["kind"], f["weight"], d)
        if f["fare"] != pay:
            return f"{card.name} pays {f['fare']}, the fare rule gives {pay}"
        if f["weight"] > capacity():
            return f"{card.name} is too heavy for any hold"
    return True


@invariant("the fuel prices in game.yaml are the engine's", per_player_count=False)
def fuel_prices_match(game) -> bool | str:
    prices = {c.id: c.items[0].amount for c in game.costs if c.group == "fuel"}
    want = {"fuel-depot": FUEL_PRICE_AT_DEPOT, "fuel-elsewhere": FUEL_PRICE_ELSEWHERE}
    return True if prices == want else f"costs say {prices}, engine {want}"


@invariant("the river's landings are the game's", per_player_count=False)
def landings_match(game) -> bool | str:
    return True if tuple(game.names["landings"]) == LANDINGS else "landings differ"
