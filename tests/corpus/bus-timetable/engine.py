"""Engine model of Fare Stage: a bus company's working day.

The day runs from 06:00 to 24:00, one round per service hour. Each hour the
dispatcher draws passengers from the bag; every departure on a route card whose
hour it is runs in minute order, boarding cubes up to its bus's size and taking
each cube's zone fare.
"""
from generator.engine import invariant, rule

PLAYERS = (2, 4)

FIRST_HOUR = 6          # the clock starts at 06:00
LAST_HOUR = 23          # the last hour of service is 23:00-24:00

# (first hour, hour after the last) of each band
BANDS = {
    "Early": (6, 7),
    "Morning peak": (7, 10),
    "Midday": (10, 16),
    "Evening peak": (16, 19),
    "Late": (19, 24),
}
# passengers drawn at two players; one more for each further player
BASE_DRAW = {"Early": 3, "Morning peak": 6, "Midday": 4, "Evening peak": 6, "Late": 2}

FARES = {1: 2, 2: 3, 3: 5}
SEATS = {"Midi": 40, "Decker": 60}
WAGES = {"Midi": 1, "Decker": 2}
BUSES_EACH = {"Midi": 3, "Decker": 2}
RIDERS_PER_CUBE = 10
WAGE_HOURS = {1: 12, 2: 18}
BAG = {"zone-1-passengers": 40, "zone-2-passengers": 30, "zone-3-passengers": 20}


def _clock(hour: int) -> str:
    return f"{hour:02d}:00"


def _minutes(time: str) -> int:
    hh, mm = time.split(":")
    return int(hh) * 60 + int(mm)


def parse_times(cell: str) -> list[str]:
    """A card's timetable, '06:40 · 08:10 · ...', as a list of 'HH:MM'."""
    return [t.strip() for t in cell.split("·") if t.strip()]


@rule
def service_hours(players: int | None = None) -> int:
    """Hours in the working day: 06:00 to 24:00."""
    return LAST_HOUR - FIRST_HOUR + 1


@rule
def band_of(hour: int) -> str:
    for band, (start, end) in BANDS.items():
        if start <= hour < end:
            return band
    raise ValueError(f"no service at {hour}:00")


@rule
def band_starts(band: str) -> str:
    return _clock(BANDS[band][0])


@rule
def band_ends(band: str) -> str:
    return _clock(BANDS[band][1])


@rule
def band_hours(band: str) -> int:
    start, end = BANDS[band]
    return end - start


@rule
def passengers_drawn(players: int, band: str) -> int:
    """Cubes the dispatcher draws at the start of an hour of this band."""
    return BASE_DRAW[band] + (players - 2)


@rule
def passengers_this_hour(hour: int, players: int) -> int:
    return passengers_drawn(players, band_of(hour))


@rule
def fare(zone: int) -> int:
    """Coins one passenger cube pays for its zone."""
    return FARES[zone]


@rule
def fare_total(zone_1: int = 0, zone_2: int = 0, zone_3: int = 0) -> int:
    return zone_1 * FARES[1] + zone_2 * FARES[2] + zone_3 * FARES[3]


@rule
def seats(bus: str) -> int:
    return SEATS[bus]


@rule
def riders_per_cube(players: int | None = None) -> int:
    return RIDERS_PER_CUBE


@rule
def cubes_carried(bus: str) -> int:
    """A bus boards as many cubes as its seats hold riders."""
    return SEATS[bus] // RIDERS_PER_CUBE


@rule
def wages(bus: str) -> int:
    """Coins each bus costs at each wage hour."""
    return WAGES[bus]


@rule
def bus_price(bus: str) -> int:
    return {"Midi": 6, "Decker": 10}[bus]


@rule
def resale(bus: str) -> int:
    """What a bus sells back for at the end of the day: half its price."""
    return bus_price(bus) // 2


@rule
def buses_each(bus: str) -> int:
    return BUSES_EACH[bus]


@rule
def wage_hour(shift: int) -> int:
    return WAGE_HOURS[shift]


@rule
def starting_coins(players: int | None = None) -> int:
    return 10


@rule
def market_size(players: int | None = None) -> int:
    return 3


@rule
def final_score(coins: int, midis: int = 0, deckers: int = 0) -> int:
    return coins + midis * resale("Midi") + deckers * resale("Decker")


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "town-board": 1,
        "starters": players,
        "routes": 12,
        "midi-buses": BUSES_EACH["Midi"] * players,
        "decker-buses": BUSES_EACH["Decker"] * players,
        "coin-tokens": 50,
        "clock-marker": 1,
        "passenger-bag": 1,
        **BAG,
    }


def play(players: int, variant: str | None = None) -> dict:
    return {"starters": {"hand": 1}, "routes": {"draw": 1}}


# ---------------------------------------------------------------- invariants

@invariant("the bag always holds the hour's draw", )
def bag_holds_the_draw(players: int) -> bool | str:
    most = max(passengers_drawn(players, band) for band in BANDS)
    return True if most <= sum(BAG.values()) else f"{most} drawn from {sum(BAG.values())}"


@invariant("the bands cover the service day exactly", per_player_count=False)
def bands_cover_the_day() -> bool | str:
    hours = sorted(h for start, end in BANDS.values() for h in range(start, end))
    want = list(range(FIRST_HOUR, LAST_HOUR + 1))
    return True if hours == want else f"bands cover {hours}"


@invariant("every timetable runs in service hours, in order, at most once an hour", per_player_count=False)
def timetables_are_sound(game) -> bool | str:
    for deck in (game.deck("starters"), game.deck("routes")):
        for card in deck.cards:
            times = parse_times(card.fields["times"])
            if len(times) < 3:
                return f"{card.name} runs only {len(times)} times"
            minutes = []
            for t in times:
                if len(t) != 5 or t[2] != ":":
                    return f"{card.name}: '{t}' is no HH:MM time"
                m = _minutes(t)
                if not (FIRST_HOUR * 60 <= m < (LAST_HOUR + 1) * 60) or int(t[3:]) >= 60:
                    return f"{card.name}: {t} is outside the service day"
                minutes.append(m)
            if minutes != sorted(minutes):
                return f"{card.name}: its times are not in order"
            hours = [m // 60 for m in minutes]
            if len(set(hours)) != len(hours):
                return f"{card.name}: two departures in one hour"
    return True


@invariant("a route's zone is the farthest zone of its stops", per_player_count=False)
def zones_match_stops(game) -> bool | str:
    zone_of = {}
    for cat in game.categories:
        for member in cat.members:
            zone_of[member] = int(cat.id.split("-")[1])
    for deck in (game.deck("starters"), game.deck("routes")):
        for card in deck.cards:
            far = max(zone_of[s] for s in card.fields["stops"])
            if far != card.fields["zone"]:
                return f"{card.name} says zone {card.fields['zone']} but reaches zone {far}"
    return True


@invariant("a route's stops follow roads of the town board", per_player_count=False)
def stops_follow_roads(game) -> bool | str:
    town = game.maps[0]
    name_of = {loc.id: loc.name for loc in town.locations}
    roads = set()
    for r in town.routes:
        a, b = (name_of.get(x, x) for x in r.between)
        roads.add(frozenset((a, b)))
    for deck in (game.deck("starters"), game.deck("routes")):
        for card in deck.cards:
            stops = card.fields["stops"]
            for a, b in zip(stops, stops[1:]):
                if frozenset((a, b)) not in roads:
                    return f"{card.name}: no road from {a} to {b}"
    return True


@invariant("a bus sells back for half its price", per_player_count=False)
def resale_is_half(game) -> bool | str:
    for cost in game.costs:
        bus = {"midi": "Midi", "decker": "Decker"}[cost.id]
        price = sum(item.amount for item in cost.items)
        if price != bus_price(bus):
            return f"{cost.name} costs {price} but bus_price() says {bus_price(bus)}"
    return True


@invariant("the box holds each player's buses", per_player_count=False)
def bus_tokens_match(game) -> bool | str:
    for line_id, bus in (("midi-buses", "Midi"), ("decker-buses", "Decker")):
        line = next(c for c in game.inventory if c.id == line_id)
        if line.per_player != BUSES_EACH[bus]:
            return f"{line.name}: {line.per_player} each, but the engine says {BUSES_EACH[bus]}"
    return True


@invariant("the market can be filled at setup", per_player_count=False)
def market_fills(game) -> bool | str:
    return True if game.deck("routes").total >= market_size() else "too few route cards"
