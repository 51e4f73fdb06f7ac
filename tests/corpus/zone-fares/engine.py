"""Zone Fares: the rules the tables, the map and the examples print."""
from generator.engine import invariant, rule

PLAYERS = (2, 4)

# Every stop of the city and the fare zone it lies in (zones run west to east).
STOP_ZONES = {
    "Central Depot": 1,
    "Old Town": 1,
    "Market Square": 2,
    "Cathedral": 2,
    "University": 3,
    "Town Hall": 3,
    "Riverside": 4,
    "Hospital": 4,
    "Stadium": 5,
    "Harbour": 5,
    "Airport": 6,
    "Lakeside": 6,
}

# Which stop a roll of two dice sends a new passenger to (the Depot has no roll).
ROLL_STOPS = {
    2: "Airport",
    3: "Stadium",
    4: "Riverside",
    5: "University",
    6: "Market Square",
    7: "Old Town",
    8: "Cathedral",
    9: "Town Hall",
    10: "Hospital",
    11: "Harbour",
    12: "Lakeside",
}

PEAK_ROUNDS = (1, 2, 6, 7)


@rule
def zone_of(stop: str) -> int:
    """The fare zone a stop lies in."""
    return STOP_ZONES[stop]


@rule
def zones_crossed(boarded_zone: int, destination_zone: int) -> int:
    """Zones a journey is charged for: from one zone to the other, both counted."""
    return abs(boarded_zone - destination_zone) + 1


@rule
def off_peak_fare(zones: int) -> int:
    """Off-peak fare: one more than the zones crossed."""
    return zones + 1


@rule
def peak_fare(zones: int) -> int:
    """Peak fare: half as much again as the off-peak fare, rounded up."""
    base = off_peak_fare(zones)
    return (base * 3 + 1) // 2


@rule
def ticket_fare(zones: int, peak: bool, bonus: int = 0) -> int:
    """What one delivered passenger pays: the table's fare plus the ticket's bonus, never below 1."""
    fare = peak_fare(zones) if peak else off_peak_fare(zones)
    return max(1, fare + bonus)


@rule
def trip_income(fares: list) -> int:
    """Fares collected on one turn, added up."""
    return sum(fares)


@rule
def is_peak(round: int) -> bool:
    """Rounds 1-2 are the morning rush, 6-7 the evening rush."""
    return round in PEAK_ROUNDS


@rule
def stop_for_roll(roll: int) -> str:
    return ROLL_STOPS[roll]


@rule
def zone_for_roll(roll: int) -> int:
    return STOP_ZONES[ROLL_STOPS[roll]]


@rule
def ways_to_roll(roll: int) -> int:
    """Of the 36 throws of two dice, how many total `roll`."""
    return 6 - abs(7 - roll)


@rule
def passenger_rolls(players: int, peak: bool = False) -> int:
    """Rolls of the two dice at the start of a round: one per player, one more at peak times."""
    return players + (1 if peak else 0)


@rule
def starting_income(seat: int) -> int:
    """Where each player's income marker starts, by seat in turn order."""
    return seat + 2


@rule
def tram_capacity(second_car: bool = False) -> int:
    return 5 if second_car else 3


@rule
def tram_speed(fast_motor: bool = False) -> int:
    return 4 if fast_motor else 3


@rule
def depot_fee(cars: int = 1) -> int:
    """Paid at the end of every round: 1 Fare per car your tram runs."""
    return cars


@rule
def stop_limit() -> int:
    """Passengers that may wait at one stop."""
    return 3


@rule
def last_round() -> int:
    return 8


@rule
def starting_passengers() -> int:
    """One passenger on every stop that has a roll."""
    return len(ROLL_STOPS)


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "game-board": 1,
        "tickets": 36,
        "trams": players,
        "tram-mats": players,
        "income-markers": players,
        "round-marker": 1,
        "upgrades": 2 * players,
        "passengers": 40,
        "dice": 2,
    }


def play(players: int, variant: str | None = None) -> dict[str, dict]:
    return {"dice": {"dice": 2}}


@invariant("every ticket's zone is the zone of the stop it names", per_player_count=False)
def ticket_zones_match(game) -> bool | str:
    wrong = [c.name for c in game.deck("tickets").cards
             if c.fields["zone"] != STOP_ZONES[c.fields["destination"]]]
    return True if not wrong else f"zone differs from the map: {', '.join(wrong)}"


@invariant("the deck holds 36 tickets, as setup lays out", per_player_count=False)
def ticket_deck_size(game) -> bool | str:
    total = game.deck("tickets").total
    return True if total == 36 else f"{total} tickets"


@invariant("every stop but the Depot has exactly one roll", per_player_count=False)
def rolls_cover_stops(game) -> bool | str:
    stops = [s for s in game.names["stops"] if s != "Central Depot"]
    rolled = sorted(ROLL_STOPS.values())
    return True if sorted(stops) == rolled else "the roll table and the stops differ"


@invariant("the box holds enough passengers for the start and a full stop everywhere", per_player_count=False)
def enough_passengers(game) -> bool | str:
    cubes = next(c for c in game.inventory if c.id == "passengers").count
    need = stop_limit() * len(STOP_ZONES)
    return True if cubes >= need else f"{cubes} cubes, {need} needed"


@invariant("a Concession ticket never pays less than 1")
def concession_floor(players: int) -> bool:
    return all(ticket_fare(z, p, -1) >= 1 for z in range(1, 7) for p in (False, True))
