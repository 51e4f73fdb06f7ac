"""Up the Flight: the rules the tables, examples and invariants are held to."""

from generator.engine import invariant, rule

PLAYERS = (2, 4)

# The flight, lock by lock from the bottom: feet risen, chamber length in metres, toll in Coins.
RISE = {1: 6, 2: 8, 3: 7, 4: 10, 5: 9, 6: 12, 7: 8, 8: 11}
LENGTH = {1: 24, 2: 22, 3: 25, 4: 21, 5: 23, 6: 20, 7: 25, 8: 22}
TOLL = {1: 1, 2: 1, 3: 2, 4: 2, 5: 2, 6: 3, 7: 2, 8: 3}

DEEP_LOCK_FEET = 10          # a lock rising this much or more takes two lockfuls
WEATHER = {1: "dry", 2: "dry", 3: "showers", 4: "showers", 5: "rain", 6: "downpour"}
RAIN = {"dry": 0, "showers": 1, "rain": 2, "downpour": 3}
ARRIVAL = {1: 10, 2: 6, 3: 3, 4: 0}
PLACES = {"1st": 1, "2nd": 2, "3rd": 3, "4th": 4}


@rule
def locks_in_flight() -> int:
    """How many locks the flight has."""
    return len(RISE)


@rule
def lock_rise(lock: int) -> int:
    """Feet a lock lifts a boat."""
    return RISE[lock]


@rule
def lock_length(lock: int) -> int:
    """The longest boat, or boats end to end, a lock's chamber holds, in metres."""
    return LENGTH[lock]


@rule
def lock_toll(lock: int) -> int:
    """Coins paid each time the lock is worked."""
    return TOLL[lock]


@rule
def water_used(lock: int) -> int:
    """Lockfuls the reservoir loses when the lock is worked."""
    return 2 if RISE[lock] >= DEEP_LOCK_FEET else 1


@rule
def height_after(lock: int) -> int:
    """Feet above the Lower Basin once a boat has passed this lock."""
    return sum(RISE[n] for n in range(1, lock + 1))


@rule
def flight_height() -> int:
    """The rise of the whole flight, in feet."""
    return height_after(locks_in_flight())


@rule
def start_water(players: int = 2) -> int:
    """Lockfuls in the reservoir at the start."""
    return 6 * players + 4


@rule
def max_water(players: int | None = None) -> int:
    """The reservoir never holds more than this."""
    return 30


@rule
def boat_cards_dealt(players: int | None = None) -> int:
    return 2


@rule
def starting_coins(players: int | None = None) -> int:
    return 12


@rule
def haul_coins(players: int | None = None) -> int:
    """Coins taken by the Haul for hire action."""
    return 3


@rule
def crate_points(players: int | None = None) -> int:
    """Points for each crate delivered to the Top Basin."""
    return 4


@rule
def coins_per_point(players: int | None = None) -> int:
    """Coins left at the end that make one point."""
    return 2


@rule
def last_round(players: int | None = None) -> int:
    return 16


@rule
def arrival_bonus(place: int | str) -> int:
    """Bonus points for the order of arrival at the Top Basin (the table passes '1st', '2nd'...)."""
    return ARRIVAL[PLACES.get(place, place)]


@rule
def weather(roll: int) -> str:
    return WEATHER[roll]


@rule
def rain_water(result: str) -> int:
    """Lockfuls a weather result adds to the reservoir."""
    return RAIN[result]


@rule
def fits(lock: int, lengths: list) -> bool:
    """Whether boats of these lengths fit the lock's chamber together."""
    return sum(lengths) <= LENGTH[lock]


@rule
def toll_each(lock: int, boats: int) -> int:
    """Each boat's share of the toll: the toll divided by the boats, rounded up."""
    return -(-TOLL[lock] // boats)


@rule
def final_score(height: int, crates: int, coins: int, place: int | None = None) -> int:
    """Height, delivered crates, Coins left and the arrival bonus."""
    bonus = ARRIVAL[place] if place else 0
    return height + crates * crate_points() + coins // coins_per_point() + bonus


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "flight-board": 1,
        "boats": boat_cards_dealt(players) * players,
        "boat-markers": players,
        "coins": 40,
        "crates": 24,
        "water-marker": 1,
        "round-marker": 1,
        "weather-die": 1,
    }


def play(players: int, variant: str | None = None) -> dict:
    return {"boats": {"hand": boat_cards_dealt(players)}, "weather": {"dice": 1}}


@invariant("every boat is 6 to 20 metres long", per_player_count=False)
def boat_lengths(game) -> bool | str:
    bad = [c.name for c in game.deck("boats").cards if not 6 <= c.fields["length"] <= 20]
    return True if not bad else f"out of range: {', '.join(bad)}"


@invariant("a boat's hold is a quarter of its length, rounded down", per_player_count=False)
def holds_follow_length(game) -> bool | str:
    bad = [c.name for c in game.deck("boats").cards if c.fields["hold"] != c.fields["length"] // 4]
    return True if not bad else f"hold off: {', '.join(bad)}"


@invariant("every boat fits every lock on its own", per_player_count=False)
def every_boat_fits(game) -> bool | str:
    longest = max(c.fields["length"] for c in game.deck("boats").cards)
    return True if longest <= min(LENGTH.values()) else f"a {longest} m boat is too long"


@invariant("the longest boat can share no lock", per_player_count=False)
def longest_sails_alone(game) -> bool | str:
    lengths = sorted(c.fields["length"] for c in game.deck("boats").cards)
    return True if lengths[-1] + lengths[0] > max(LENGTH.values()) else "the longest boat can share"


@invariant("the box holds a full hold of crates for every player", per_player_count=False)
def crates_suffice(game) -> bool | str:
    crates = next(c for c in game.inventory if c.id == "crates").count
    biggest = max(c.fields["hold"] for c in game.deck("boats").cards)
    return True if crates >= biggest * game.max_players else f"{crates} crates for holds of {biggest}"


@invariant("the reservoir starts within its limit")
def water_starts_below_limit(players: int) -> bool:
    return 0 < start_water(players) <= max_water(players)


@invariant("the deck deals every player their boat cards", per_player_count=False)
def deck_deals(game) -> bool | str:
    needed = boat_cards_dealt(game.max_players) * game.max_players
    total = game.deck("boats").total
    return True if total >= needed else f"{total} cards, {needed} dealt"


@invariant("the weather die's water matches its results", per_player_count=False)
def weather_results_known(game) -> bool | str:
    die = next(d for d in game.dice if d.id == "weather")
    missing = [r.id for r in die.results if r.id not in RAIN]
    return True if not missing else f"no rainfall for {', '.join(missing)}"
