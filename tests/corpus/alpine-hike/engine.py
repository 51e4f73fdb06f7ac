"""Engine model of Hut to Hut, an alpine hiking race.

Distances are kept in tenths of a kilometre (hectometres: 45 is 4.5 km) so that
every number stays whole; altitudes are in metres above sea level.
"""
from generator.engine import invariant, rule

PLAYERS = (2, 4)

# Every place on the trail map and its altitude in metres.
ALTITUDE = {
    "Talboden": 1050,
    "Birkenalp": 1400,
    "Edelweiss Hut": 1650,
    "Lake Grünsee": 1900,
    "Krähen Pass": 2250,
    "Moränen Hut": 2400,
    "Glacier Camp": 2600,
    "Schartl Pass": 2750,
    "Summit Hut": 3050,
}

KIND = {
    "Talboden": "Village",
    "Birkenalp": "Hut",
    "Edelweiss Hut": "Hut",
    "Lake Grünsee": "Lake",
    "Krähen Pass": "Pass",
    "Moränen Hut": "Hut",
    "Glacier Camp": "Camp",
    "Schartl Pass": "Pass",
    "Summit Hut": "Summit",
}

# The huts that hold stamps (the Summit Hut gives its own bonus instead).
STAMP_HUTS = ("Birkenalp", "Edelweiss Hut", "Moränen Hut")

# Every leg of the trail, lower place first, with its length in tenths of a km.
LEGS_HM = {
    ("Talboden", "Birkenalp"): 35,
    ("Talboden", "Edelweiss Hut"): 60,
    ("Birkenalp", "Edelweiss Hut"): 25,
    ("Birkenalp", "Lake Grünsee"): 55,
    ("Edelweiss Hut", "Krähen Pass"): 45,
    ("Lake Grünsee", "Krähen Pass"): 30,
    ("Lake Grünsee", "Moränen Hut"): 65,
    ("Krähen Pass", "Moränen Hut"): 20,
    ("Moränen Hut", "Glacier Camp"): 35,
    ("Moränen Hut", "Schartl Pass"): 40,
    ("Glacier Camp", "Schartl Pass"): 15,
    ("Glacier Camp", "Summit Hut"): 45,
    ("Schartl Pass", "Summit Hut"): 25,
}

SEP = " – "


def _leg(leg: str) -> tuple[str, str]:
    low, high = leg.split(SEP)
    if (low, high) not in LEGS_HM:
        raise ValueError(f"no leg {leg!r}")
    return low, high


def _km(hm: int) -> str:
    return f"{hm // 10}.{hm % 10}"


# ---- setup and constants -------------------------------------------------

@rule
def hand_size(players: int) -> int:
    """Pace cards each walker holds."""
    return 3 if players == 4 else 4


@rule
def stamps_per_hut(players: int) -> int:
    """Stamps laid on each stamp hut: one fewer than the walkers."""
    return players - 1


@rule
def starting_energy(players: int | None = None) -> int:
    return 12


@rule
def energy_limit(players: int | None = None) -> int:
    """The most Energy a walker can hold."""
    return 12


@rule
def hut_rest(players: int | None = None) -> int:
    """Energy regained overnight at a hut or in the village."""
    return 4


@rule
def open_rest(players: int | None = None) -> int:
    """Energy regained overnight in the open (a lake, a pass, the camp)."""
    return 2


@rule
def race_days(players: int | None = None) -> int:
    return 6


@rule
def metres_per_energy() -> int:
    """One Energy is spent for every 100 m climbed (or part of it)."""
    return 100


# ---- places and legs ------------------------------------------------------

@rule
def altitude(place: str) -> int:
    return ALTITUDE[place]


@rule
def place_kind(place: str) -> str:
    return KIND[place]


@rule
def night_rest(place: str) -> int:
    return hut_rest() if KIND[place] in ("Hut", "Village", "Summit") else open_rest()


@rule
def leg_km(leg: str) -> str:
    """A leg's length as printed: '4.5'."""
    return _km(LEGS_HM[_leg(leg)])


@rule
def leg_climb(leg: str) -> int:
    """Metres climbed walking the leg uphill."""
    low, high = _leg(leg)
    return ALTITUDE[high] - ALTITUDE[low]


@rule
def climb_energy(climb: int) -> int:
    """Energy for a climb: one per 100 m, a part of 100 m counting whole."""
    if climb <= 0:
        return 0
    return -(-climb // metres_per_energy())


@rule
def leg_energy(leg: str) -> int:
    """Energy to walk a leg uphill (walking it downhill costs none)."""
    return climb_energy(leg_climb(leg))


@rule
def leg_fact(leg: str, what: str) -> int | str:
    """One fact of a leg, as the legs table prints it."""
    return {"Distance (km)": leg_km, "Climb going up (m)": leg_climb, "Energy going up": leg_energy}[what](leg)


@rule
def legs_fit(stride_hm: int, legs_hm: list) -> bool:
    """Whether legs of these lengths fit one day's stride."""
    return sum(legs_hm) <= stride_hm


@rule
def energy_after_walk(energy: int, pace_energy: int, climbs: list, weather_extra: int = 0) -> int:
    """Energy left after paying for the Pace card and every climb of the day."""
    paid = max(0, -pace_energy)
    for climb in climbs:
        if climb > 0:
            paid += climb_energy(climb) + weather_extra
    return energy - paid


@rule
def energy_tonight(energy: int, place: str, extra: int = 0) -> int:
    """Energy after a night's rest at a place, capped at the limit."""
    return min(energy_limit(), energy + night_rest(place) + extra)


# ---- scoring --------------------------------------------------------------

POINTS = {
    "Reaching the Summit Hut": 5,
    "Each hut stamp": 2,
    "Every full 500 m of altitude": 1,
    "Every 3 Energy left": 1,
}


@rule
def points(item: str) -> int:
    return POINTS[item]


@rule
def summit_bonus() -> int:
    return POINTS["Reaching the Summit Hut"]


@rule
def final_score(altitude: int, summit: bool, stamps: int, energy: int) -> int:
    score = summit_bonus() if summit else 0
    score += stamps * POINTS["Each hut stamp"]
    score += altitude // 500
    score += energy // 3
    return score


# ---- setup ----------------------------------------------------------------

def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "trail-map": 1,
        "pace": 20,
        "weather": 12,
        "walker-boards": players,
        "walker-pawns": players,
        "energy-markers": players,
        "stamps": len(STAMP_HUTS) * stamps_per_hut(players),
        "day-marker": 1,
    }


def play(players: int, variant: str | None = None) -> dict:
    return {"pace": {"hand": hand_size(players), "draw": 1}, "weather": {"hand": 0, "draw": 1}}


# ---- invariants -----------------------------------------------------------

@invariant("every route on the trail map is a leg of the engine, and every leg is on the map",
           per_player_count=False)
def map_matches_legs(game) -> bool | str:
    trail = game.maps[0]
    names = {}
    for loc in trail.locations:
        names[loc.id] = loc.name
        names[loc.name] = loc.name
    drawn = set()
    for route in trail.routes:
        a, b = (names[x] for x in route.between)
        pair = (a, b) if ALTITUDE[a] < ALTITUDE[b] else (b, a)
        if pair not in LEGS_HM:
            return f"the map draws {a} – {b}, which is no leg"
        drawn.add(pair)
    missing = [f"{a} – {b}" for (a, b) in LEGS_HM if (a, b) not in drawn]
    return True if not missing else f"legs not on the map: {', '.join(missing)}"


@invariant("every leg climbs from its first place to its second", per_player_count=False)
def legs_climb(game) -> bool | str:
    flat = [f"{a}{SEP}{b}" for (a, b) in LEGS_HM if ALTITUDE[b] <= ALTITUDE[a]]
    return True if not flat else f"legs that do not climb: {', '.join(flat)}"


@invariant("the stamp huts hold enough stamps in the box")
def stamps_suffice(players: int, game) -> bool | str:
    line = next(c for c in game.inventory if c.id == "stamps")
    need = len(STAMP_HUTS) * stamps_per_hut(players)
    return True if line.count >= need else f"{need} stamps needed, {line.count} in the box"


@invariant("the Pace deck deals every hand with cards left to draw")
def pace_deals(players: int, game) -> bool | str:
    total = game.deck("pace").total
    dealt = hand_size(players) * players
    return True if total - dealt >= players else f"{dealt} dealt of {total}"


@invariant("the Weather deck has a card for every day", per_player_count=False)
def weather_lasts(game) -> bool | str:
    total = game.deck("weather").total
    return True if total >= race_days() else f"{total} Weather cards for {race_days()} days"
