"""Engine model of Flyway: the numbers the printed tables, dice and examples are held to."""
from generator.engine import invariant, rule

PLAYERS = (2, 5)

MAX_ENERGY = 12
START_ENERGY = 6
RICH_BONUS = 1
LAST_ROUND = 12

# Each leg of the flyway and its length in km (the map draws the same legs).
LEGS = {
    "Wintering Marsh – Salt Delta": 600,
    "Wintering Marsh – Cape Lagoon": 900,
    "Salt Delta – Cape Lagoon": 400,
    "Salt Delta – River Meadows": 700,
    "Cape Lagoon – Tidal Flats": 1200,
    "River Meadows – Tidal Flats": 500,
    "River Meadows – Bog Lakes": 800,
    "Tidal Flats – Bog Lakes": 1000,
    "Tidal Flats – Fjord Coast": 1400,
    "Bog Lakes – Fjord Coast": 600,
    "Bog Lakes – Breeding Grounds": 1800,
    "Fjord Coast – Breeding Grounds": 1100,
}

# Energy a flight costs in calm air, by distance band: (longest km of the band, cost).
BANDS = [(500, 1), (1000, 2), (1500, 4), (2000, 6)]
WIND_CHANGE = {"Tailwind": -1, "Calm": 0, "Headwind": 1}

SEASONS = {"Early spring": (1, 4), "Mid spring": (5, 8), "Late spring": (9, 12)}


@rule
def hand_size(players: int = 2) -> int:
    """Flock cards each player holds: four at two or three players, three at four or five."""
    return 4 if players <= 3 else 3


@rule
def starting_energy(players: int | None = None) -> int:
    return START_ENERGY


@rule
def max_energy() -> int:
    return MAX_ENERGY


@rule
def rich_bonus() -> int:
    """Extra energy for feeding at a rich site."""
    return RICH_BONUS


@rule
def last_round() -> int:
    return LAST_ROUND


@rule
def flight_cost(km: int, wind: str = "Calm") -> int | None:
    """Energy a flight of this many km costs in this wind; None in a Storm (no flying)."""
    if wind == "Storm":
        return None
    for top, cost in BANDS:
        if km <= top:
            return max(1, cost + WIND_CHANGE[wind])
    raise ValueError(f"no leg is {km} km long")


@rule
def leg_km(leg: str) -> int:
    return LEGS[leg]


@rule
def leg_cost(leg: str) -> int:
    """What a leg costs in calm weather."""
    return flight_cost(LEGS[leg], "Calm")


@rule
def leg_fact(leg: str, fact: str) -> int:
    """One column of the legs table: a leg's distance, or its cost in calm weather."""
    return leg_km(leg) if fact == "Distance (km)" else leg_cost(leg)


@rule
def energy_after_flight(energy: int, km: int, wind: str = "Calm", discount: int = 0) -> int:
    cost = flight_cost(km, wind)
    if cost is None:
        raise ValueError("nobody flies in a Storm")
    cost = max(1, cost - discount)
    if cost > energy:
        raise ValueError("a flock cannot fly a leg it cannot pay for")
    return energy - cost


@rule
def energy_after_feeding(energy: int, card_energy: int, rich: bool = False) -> int:
    return min(MAX_ENERGY, energy + card_energy + (RICH_BONUS if rich else 0))


def _weather(roll: int, storm: int, headwind: int, calm: int) -> str:
    if roll <= storm:
        return "storm"
    if roll <= headwind:
        return "headwind"
    if roll <= calm:
        return "calm"
    return "tailwind"


@rule
def weather_early(roll: int) -> str:
    return _weather(roll, 2, 5, 8)


@rule
def weather_mid(roll: int) -> str:
    return _weather(roll, 1, 3, 7)


@rule
def weather_late(roll: int) -> str:
    return _weather(roll, 1, 2, 5)


@rule
def season_rounds(season: str) -> str:
    first, last = SEASONS[season]
    return f"{first}-{last}"


@rule
def first_round(season: str) -> int:
    return SEASONS[season][0]


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "flyway-board": 1,
        "flock": 30,
        "flock-mats": players,
        "flock-discs": players,
        "energy-markers": players,
        "round-marker": 1,
        "weather-die": 1,
    }


def play(players: int, variant: str | None = None) -> dict[str, dict]:
    return {"flock": {"hand": hand_size(players), "draw": 1}}


@invariant("the Flock deck deals every hand and still leaves a draw pile", per_player_count=False)
def deck_deals(game) -> bool | str:
    total = game.deck("flock").total
    dealt = max(hand_size(n) * n for n in game.players)
    return True if total >= dealt + 10 else f"{total} cards, {dealt} dealt"


@invariant("setup shuffles the whole Flock deck", per_player_count=False)
def whole_deck_out(game) -> bool | str:
    total = game.deck("flock").total
    return True if setup(2)["flock"] == total else f"setup takes {setup(2)['flock']} of {total}"


@invariant("the map draws exactly the legs the legs table lists", per_player_count=False)
def legs_match_map(game) -> bool | str:
    flyway = game.maps[0]
    drawn = set()
    for route in flyway.routes:
        a, b = (flyway.location(end).name for end in route.between)
        drawn.add(frozenset((a, b)))
    listed = {frozenset(leg.split(" – ")) for leg in LEGS}
    if drawn != listed:
        return f"map only: {sorted(map(sorted, drawn - listed))}; table only: {sorted(map(sorted, listed - drawn))}"
    return True


@invariant("every card's range is the top of a distance band", per_player_count=False)
def ranges_are_band_tops(game) -> bool | str:
    tops = {top for top, _ in BANDS}
    odd = [c.name for c in game.deck("flock").cards if c.fields["km"] not in tops]
    return True if not odd else f"odd range: {', '.join(odd)}"


@invariant("some Flock card can fly the longest leg", per_player_count=False)
def longest_leg_has_a_card(game) -> bool | str:
    longest = max(LEGS.values())
    best = max(c.fields["km"] for c in game.deck("flock").cards)
    return True if best >= longest else f"no card flies {longest} km"
