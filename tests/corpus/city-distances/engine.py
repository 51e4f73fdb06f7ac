"""Fare Stage: the rules the rulebook's tables print.

Distances are the shortest way by road over the board's roads; a ticket costs
one Coin per step of distance and a passenger pays two Coins more than that.
"""

from generator.engine import invariant, rule

PLAYERS = (2, 4)

CITIES = ("Ashford", "Brindle", "Calder", "Dunmore", "Elmwick", "Fenhollow")
DEPOT = "Brindle"

# The roads printed on the board, with their lengths. The distance table is
# the shortest way between two towns along these.
ROADS = {
    ("Ashford", "Brindle"): 2,
    ("Ashford", "Calder"): 4,
    ("Brindle", "Calder"): 2,
    ("Brindle", "Dunmore"): 3,
    ("Calder", "Elmwick"): 2,
    ("Dunmore", "Elmwick"): 2,
    ("Dunmore", "Fenhollow"): 2,
    ("Elmwick", "Fenhollow"): 3,
}

PASSENGER_CARDS = 30
COIN_TOKENS = 50
SEAT_TOKENS = 4


def _shortest_ways() -> dict[str, dict[str, int]]:
    far = 10**6
    ways = {a: {b: (0 if a == b else far) for b in CITIES} for a in CITIES}
    for (a, b), length in ROADS.items():
        ways[a][b] = ways[b][a] = length
    for via in CITIES:
        for a in CITIES:
            for b in CITIES:
                if ways[a][via] + ways[via][b] < ways[a][b]:
                    ways[a][b] = ways[a][via] + ways[via][b]
    return ways


_WAYS = _shortest_ways()


@rule
def distance(from_city: str, to_city: str) -> int | None:
    """The distance table: blank (None) from a town to itself."""
    if from_city == to_city:
        return None
    return _WAYS[from_city][to_city]


@rule
def ticket_price(distance: int) -> int:
    """One Coin per step of distance."""
    return distance


@rule
def passenger_fare(distance: int) -> int:
    """A passenger pays two Coins more than a ticket over the same distance."""
    return distance + 2


@rule
def market_size(players: int = 2) -> int:
    """Face-up passenger cards in the market: three more than the players."""
    return players + 3


@rule
def deliveries_to_end(players: int = 2, variant: str | None = None) -> int:
    """Delivered passengers that ring the bell for the last round."""
    base = {2: 8, 3: 7, 4: 6}[players]
    if variant == "short-line":
        return base - 2
    return base


@rule
def starting_coins(players: int | None = None) -> int:
    return 12


@rule
def seats_on_coach(extra_seat: bool = False) -> int:
    return 4 if extra_seat else 3


@rule
def layover_coins() -> int:
    """Coins taken from the bank on a turn with no ticket."""
    return 2


@rule
def road_result(roll: int) -> str:
    """What the Road die's faces mean."""
    return {1: "clear", 2: "clear", 3: "toll", 4: "fog", 5: "market", 6: "horses"}[roll]


@rule
def fog_limit() -> int:
    """Longest ticket you may buy on a Fog turn."""
    return 3


@rule
def tickets_paid(stops: list) -> int:
    """What a run of tickets through these towns costs, in order."""
    return sum(ticket_price(distance(a, b)) for a, b in zip(stops, stops[1:]))


@rule
def fares_earned(passengers: list) -> int:
    """Fares of delivered passengers, each given as [origin, destination]."""
    return sum(passenger_fare(distance(origin, destination)) for origin, destination in passengers)


@rule
def journey_profit(stops: list, passengers: list) -> int:
    return fares_earned(passengers) - tickets_paid(stops)


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "game-board": 1,
        "passengers": PASSENGER_CARDS,   # the whole deck, shuffled; the market is dealt from it
        "coaches": players,
        "coins": COIN_TOKENS,            # the bank
        "seat-tokens": SEAT_TOKENS,      # for sale at the depot
        "road-die": 1,
    }


def play(players: int, variant: str | None = None) -> dict[str, dict]:
    return {
        "passengers": {"table": market_size(players), "per_round": players},
        "road": {"dice": 1},
    }


@invariant("the towns of the engine are the board's towns", per_player_count=False)
def towns_agree(game) -> bool | str:
    towns = tuple(game.names["cities"])
    return True if towns == CITIES else f"game.yaml lists {', '.join(towns)}"


@invariant("the board's roads are the engine's roads, with the same lengths", per_player_count=False)
def roads_agree(game) -> bool | str:
    board = game.maps[0]
    printed = {}
    for route in board.routes:
        a, b = (board.location(end).name for end in route.between)
        printed[tuple(sorted((a, b)))] = route.cost
    wanted = {tuple(sorted(pair)): length for pair, length in ROADS.items()}
    if printed != wanted:
        return f"board roads {sorted(printed.items())} differ from the engine's"
    return True


@invariant("every passenger card prints its distance and fare as the tables do", per_player_count=False)
def cards_match_tables(game) -> bool | str:
    for card in game.deck("passengers").cards:
        origin = card.fields["origin"]
        destination = card.fields["destination"]
        if origin == destination:
            return f"{card.name} goes nowhere"
        if card.fields["distance"] != distance(origin, destination):
            return f"{card.name} prints distance {card.fields['distance']}"
        if card.fields["fare"] != passenger_fare(card.fields["distance"]):
            return f"{card.name} prints fare {card.fields['fare']}"
    return True


@invariant("the deck holds one passenger for every journey between two towns", per_player_count=False)
def every_journey_once(game) -> bool | str:
    deck = game.deck("passengers")
    journeys = [(c.fields["origin"], c.fields["destination"]) for c in deck.cards for _ in range(c.count)]
    wanted = [(a, b) for a in CITIES for b in CITIES if a != b]
    if sorted(journeys) != sorted(wanted):
        return "some journey is missing or printed twice"
    if deck.total != PASSENGER_CARDS:
        return f"the deck has {deck.total} cards, setup() deals {PASSENGER_CARDS}"
    return True


@invariant("setup() takes out the whole bank and every seat token", per_player_count=False)
def supplies_come_out_whole(game) -> bool | str:
    counts = {c.id: c.count for c in game.inventory}
    if counts["coins"] != COIN_TOKENS:
        return f"the box holds {counts['coins']} Coin tokens"
    if counts["seat-tokens"] != SEAT_TOKENS:
        return f"the box holds {counts['seat-tokens']} Extra seat tokens"
    return True


@invariant("the bank can pay every player's starting Coins with plenty left")
def bank_covers_start(players: int, game) -> bool | str:
    sheet = next(t for t in game.tokens if t.component == "coins")
    value = sum(int(face.front) * face.count for face in sheet.faces)
    needed = starting_coins(players) * players
    return True if value >= 2 * needed else f"bank of {value} against {needed} handed out"


@invariant("the market can always be dealt at setup")
def market_fits(players: int) -> bool:
    return market_size(players) <= PASSENGER_CARDS


@invariant("no road on the board is longer than the longest fare the table prints", per_player_count=False)
def roads_in_table(game) -> bool | str:
    longest = max(_WAYS[a][b] for a in CITIES for b in CITIES)
    fares = next(t for t in game.tables if t.id == "fares")
    top = max(v for v in fares.axis.values if isinstance(v, int))
    return True if longest <= top else f"longest distance {longest}, table stops at {top}"
