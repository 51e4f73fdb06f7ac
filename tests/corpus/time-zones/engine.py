"""Time Zones: the engine model.

Every player shares one clock, Greenwich time, kept on the border track of the
world board (spaces 0 to 47: two days). Each city's clocks run a whole number
of hours ahead of Greenwich or behind it (its offset). A flight moves your
clock marker on by the route's hours plus the Weather die's delay; the local
time you land at is worked out from the two cities' offsets.
"""

from generator.engine import invariant, rule

PLAYERS = (2, 5)

# Hours ahead of (+) or behind (-) Greenwich, standard time, west to east.
OFFSETS = {
    "Honolulu": -10,
    "Seattle": -8,
    "Chicago": -6,
    "New York": -5,
    "Rio": -3,
    "London": 0,
    "Lagos": 1,
    "Cairo": 2,
    "Moscow": 3,
    "Nairobi": 3,
    "Dubai": 4,
    "Bangkok": 7,
    "Tokyo": 9,
    "Sydney": 10,
}

CONTINENTS = {
    "Honolulu": "Pacific",
    "Seattle": "Americas",
    "Chicago": "Americas",
    "New York": "Americas",
    "Rio": "Americas",
    "London": "Europe",
    "Lagos": "Africa",
    "Cairo": "Africa",
    "Moscow": "Europe",
    "Nairobi": "Africa",
    "Dubai": "Asia",
    "Bangkok": "Asia",
    "Tokyo": "Asia",
    "Sydney": "Pacific",
}

# Cities at the end of the line: contracts there are worth a point more.
FAR_CITIES = ("Honolulu", "Rio", "Sydney")

# Every route of the board, with its hours in the air (the same either way).
FLIGHTS = (
    ("Honolulu", "Seattle", 6),
    ("Honolulu", "Chicago", 8),
    ("Seattle", "Chicago", 4),
    ("Seattle", "London", 9),
    ("Chicago", "New York", 2),
    ("Chicago", "London", 8),
    ("New York", "London", 7),
    ("New York", "Rio", 10),
    ("Rio", "Lagos", 7),
    ("London", "Moscow", 4),
    ("London", "Cairo", 5),
    ("London", "Lagos", 6),
    ("Lagos", "Cairo", 5),
    ("Lagos", "Nairobi", 5),
    ("Cairo", "Nairobi", 5),
    ("Cairo", "Dubai", 3),
    ("Moscow", "Dubai", 5),
    ("Moscow", "Tokyo", 10),
    ("Nairobi", "Dubai", 5),
    ("Dubai", "Bangkok", 6),
    ("Bangkok", "Tokyo", 6),
    ("Bangkok", "Sydney", 9),
    ("Tokyo", "Sydney", 10),
)

CONTRACT_CARDS = 36      # the box's Contract deck (game.yaml inventory)
JET_LAG_TOKENS = 20      # the box's Jet lag tokens

WEATHER = {1: "clear", 2: "clear", 3: "clear", 4: "clear", 5: "headwind", 6: "storm"}
DELAYS = {"clear": 0, "headwind": 1, "storm": 2}


def _zone_id(offset_hours: int) -> str:
    if offset_hours < 0:
        return f"zone-m{-offset_hours}"
    if offset_hours > 0:
        return f"zone-p{offset_hours}"
    return "zone-0"


# --- the clocks ---------------------------------------------------------------

@rule
def offset(city: str) -> int:
    """Hours the city's clocks run ahead of Greenwich (negative: behind)."""
    return OFFSETS[city]


@rule
def local_time(greenwich: int, city: str) -> int:
    """The hour on the city's clocks when the Greenwich clock track shows `greenwich`."""
    return (greenwich + OFFSETS[city]) % 24


@rule
def flight_hours(origin: str, destination: str) -> int | None:
    """Hours in the air between two cities; None where no route joins them."""
    for a, b, hours in FLIGHTS:
        if {a, b} == {origin, destination}:
            return hours
    return None


@rule
def flight_list() -> list:
    """Every route as [city, city, hours], for the flight chart."""
    return [[a, b, hours] for a, b, hours in FLIGHTS]


@rule
def arrival_local(depart_local: int, hours: int, origin: str, destination: str, delay: int = 0) -> int:
    """Local time at the destination when you land: take-off time, plus the
    hours in the air and any delay, plus the difference of the two offsets."""
    return (depart_local + hours + delay + OFFSETS[destination] - OFFSETS[origin]) % 24


@rule
def zones_crossed(origin: str, destination: str) -> int:
    """How many hours the clocks jump between the two cities."""
    return abs(OFFSETS[destination] - OFFSETS[origin])


@rule
def jet_lag_hours(players: int | None = None) -> int:
    """A flight whose cities' clocks are this many hours apart or more gives Jet lag."""
    return 5


@rule
def gives_jet_lag(origin: str, destination: str) -> bool:
    return zones_crossed(origin, destination) >= jet_lag_hours()


@rule
def jet_lag_limit(players: int | None = None) -> int:
    """Holding this many Jet lag tokens or more, you cannot Meet."""
    return 3


@rule
def rest_to_recover(players: int | None = None) -> int:
    """A Rest of at least this many hours clears all your Jet lag."""
    return 6


# --- the turn -----------------------------------------------------------------

@rule
def start_hour(players: int | None = None) -> int:
    """Every clock marker starts on this space of the Greenwich clock."""
    return 6


@rule
def last_hour(players: int | None = None) -> int:
    """The last space of the Greenwich clock (23:00 on day two)."""
    return 47


@rule
def meeting_hours(players: int | None = None) -> int:
    return 1


@rule
def call_hours(players: int | None = None) -> int:
    return 1


@rule
def hand_limit(players: int | None = None) -> int:
    """Contracts a player may hold at once."""
    return 4


@rule
def contracts_dealt(players: int = 2) -> int:
    return 3 if players <= 3 else 2


@rule
def office_row(players: int = 2) -> int:
    """Face-up contracts in the office row: two more than the players."""
    return players + 2


@rule
def weather(roll: int) -> str:
    return WEATHER[roll]


@rule
def delay_hours(result: str) -> int:
    return DELAYS[result]


@rule
def arrival_greenwich(greenwich: int, hours: int, delay: int = 0) -> int:
    """Where your clock marker stops after a flight: never past the last space."""
    return min(greenwich + hours + delay, last_hour())


@rule
def in_window(local: int, opens: int, closes: int) -> bool:
    """Whether a meeting may start at this local hour: from the opening hour
    up to, not including, the closing hour (a window may run past midnight)."""
    return (local - opens) % 24 < (closes - opens) % 24


@rule
def window_hours(opens: int, closes: int) -> int:
    return (closes - opens) % 24


# --- scoring ------------------------------------------------------------------

@rule
def contract_value(window: int, far: bool = False) -> int:
    """Points of a contract by the length of its window, one more in a far city."""
    base = 4 if window <= 3 else 3 if window <= 7 else 2
    return base + (1 if far else 0)


@rule
def contract_points(city: str, opens: int, closes: int) -> int:
    return contract_value(window_hours(opens, closes), city in FAR_CITIES)


@rule
def grand_tour_bonus(continents: int) -> int:
    """Bonus points for contracts met in this many different continents."""
    return {4: 3, 5: 6}.get(continents, 0)


@rule
def final_score(points: int, continents: int, jet_lag: int, undelivered: int) -> int:
    """Contract points, plus the Grand Tour bonus, less a point for each Jet lag
    token and each contract still in hand."""
    return points + grand_tour_bonus(continents) - jet_lag - undelivered


# --- setup --------------------------------------------------------------------

def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "world-board": 1,
        "contracts": CONTRACT_CARDS,
        "traveller-aids": players,
        "traveller-pawns": players,
        "clock-markers": players,
        "jet-lag-tokens": JET_LAG_TOKENS,
        "weather-die": 0 if variant == "fair-weather" else 1,
    }


def play(players: int, variant: str | None = None) -> dict[str, dict]:
    report = {"contracts": {"hand": contracts_dealt(players), "table": office_row(players)}}
    if variant != "fair-weather":
        report["weather"] = {"dice": 1}
    return report


# --- invariants ---------------------------------------------------------------

@invariant("the engine's box counts are game.yaml's", per_player_count=False)
def box_counts_agree(game) -> bool | str:
    deck = game.deck("contracts")
    if deck.total != CONTRACT_CARDS:
        return f"the Contract deck holds {deck.total}, the engine says {CONTRACT_CARDS}"
    tokens = next(c for c in game.inventory if c.id == "jet-lag-tokens")
    if tokens.count != JET_LAG_TOKENS:
        return f"the box holds {tokens.count} Jet lag tokens, the engine says {JET_LAG_TOKENS}"
    return True


@invariant("the deck deals every hand and fills the office row with cards to spare")
def deck_deals(players: int, game) -> bool | str:
    needed = players * contracts_dealt(players) + office_row(players)
    total = game.deck("contracts").total
    return True if total >= needed + 10 else f"{needed} dealt of {total}"


@invariant("the engine's cities are the game's name set, with the same continents", per_player_count=False)
def cities_agree(game) -> bool | str:
    names = set(game.names["cities"])
    if names != set(OFFSETS):
        return f"cities differ: {sorted(names ^ set(OFFSETS))}"
    far = next(c for c in game.categories if c.id == "far-cities")
    if set(far.members) != set(FAR_CITIES):
        return f"far cities differ: {sorted(far.members)}"
    return True


@invariant("every route of the board is a flight of the engine, with its hours", per_player_count=False)
def routes_are_flights(game) -> bool | str:
    world = game.maps[0]
    board = {}
    for route in world.routes:
        a, b = (world.location(end).name for end in route.between)
        board[frozenset((a, b))] = route.cost
    engine = {frozenset((a, b)): hours for a, b, hours in FLIGHTS}
    if board != engine:
        odd = [" - ".join(sorted(k)) for k in set(board.items()) ^ set(engine.items())]
        return f"routes differ from the engine: {odd}"
    return True


@invariant("every city stands in its time zone and its continent on the board", per_player_count=False)
def board_zones_agree(game) -> bool | str:
    world = game.maps[0]
    for loc in world.locations:
        if loc.name not in OFFSETS:
            continue
        if loc.kind != _zone_id(OFFSETS[loc.name]):
            return f"{loc.name} is drawn as {loc.kind}, but its offset is {OFFSETS[loc.name]}"
        if loc.region != CONTINENTS[loc.name].lower():
            return f"{loc.name} is in region {loc.region}, not {CONTINENTS[loc.name]}"
    return True


@invariant("every contract's points and continent follow from its city and window", per_player_count=False)
def contracts_priced(game) -> bool | str:
    for card in game.deck("contracts").cards:
        f = card.fields
        if f["opens"] == f["closes"] or not 0 <= f["opens"] < 24 or not 0 <= f["closes"] < 24:
            return f"{card.name} has no proper window"
        if window_hours(f["opens"], f["closes"]) > 12:
            return f"{card.name} stays open too long"
        if f["points"] != contract_points(f["city"], f["opens"], f["closes"]):
            return f"{card.name} is worth {f['points']}, the rule gives {contract_points(f['city'], f['opens'], f['closes'])}"
        if f["continent"] != CONTINENTS[f["city"]]:
            return f"{card.name} names {f['continent']}, but {f['city']} is in {CONTINENTS[f['city']]}"
    return True


@invariant("every city has at least two contracts", per_player_count=False)
def every_city_has_work(game) -> bool | str:
    counts = {city: 0 for city in OFFSETS}
    for card in game.deck("contracts").cards:
        counts[card.fields["city"]] += card.count
    thin = [city for city, n in counts.items() if n < 2]
    return True if not thin else f"too few contracts in {', '.join(thin)}"
