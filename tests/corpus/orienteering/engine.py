"""Engine model of Control Point, an orienteering race.

The course, the terrain speeds and the cost of a bad bearing live here; the
tables in game.yaml print them and pnp check holds each cell to these rules.
"""
import math

from generator.engine import invariant, rule

PLAYERS = (1, 5)

# metres a runner covers in a minute, by the terrain of the control run to
SPEED = {"Path": 200, "Open": 150, "Forest": 100, "Marsh": 50}

# the course: (control run to, bearing in degrees, distance in metres, terrain)
COURSE = [
    ("Boulder", 45, 500, "Open"),
    ("Knoll", 90, 600, "Forest"),
    ("Ruin", 0, 400, "Forest"),
    ("Pond", 90, 700, "Marsh"),
    ("Spur", 135, 500, "Forest"),
    ("Gully", 180, 600, "Forest"),
    ("Clearing", 225, 400, "Open"),
    ("Stream bend", 180, 300, "Marsh"),
    ("Fence corner", 270, 800, "Path"),
    ("Thicket", 315, 500, "Forest"),
    ("Pit", 270, 400, "Open"),
    ("Cliff foot", 45, 400, "Forest"),
    ("Finish", 0, 200, "Path"),
]

MISSED_PENALTY = 10      # minutes added for a missed control
SOLO_ALLOWANCE = 10      # minutes over par a solo runner may take and still win
SECOND_WIND = 2          # minutes a Second Wind card takes off a leg
ATTACK_POINT = 45        # degrees an Attack Point brings a card nearer
MISSED = "Missed"


@rule
def hand_size(players: int = 2) -> int:
    """Cards each runner holds: fewer as more runners share the deck."""
    if players <= 2:
        return 6
    return 5 if players == 3 else 4


@rule
def map_case_cards(players: int | None = None) -> int:
    """Face-up cards in the map case, the same at every count."""
    return 3


@rule
def metres_per_minute(terrain: str) -> int:
    return SPEED[terrain]


@rule
def run_minutes(distance: int, terrain: str) -> int:
    """Whole minutes to cover a distance in a terrain, rounded up."""
    return math.ceil(distance / SPEED[terrain])


def _leg(leg: int) -> tuple:
    return COURSE[leg - 1]


@rule
def leg_to(leg: int) -> str:
    return _leg(leg)[0]


@rule
def leg_bearing(leg: int) -> int:
    return _leg(leg)[1]


@rule
def leg_distance(leg: int) -> int:
    return _leg(leg)[2]


@rule
def leg_terrain(leg: int) -> str:
    return _leg(leg)[3]


@rule
def clean_minutes(leg: int) -> int:
    _, _, distance, terrain = _leg(leg)
    return run_minutes(distance, terrain)


@rule
def course_legs(players: int | None = None) -> int:
    return len(COURSE)


@rule
def degrees_off(card: int, bearing: int) -> int:
    """How far a card's bearing is from the leg's, 0 to 180 degrees."""
    d = abs(card - bearing) % 360
    return min(d, 360 - d)


@rule
def extra_minutes(difference: int) -> int | str:
    """Minutes lost for running off the leg's bearing; 135 degrees or more misses the control."""
    if difference == 0:
        return 0
    if difference <= 45:
        return 2
    if difference <= 90:
        return 5
    return MISSED


@rule
def leg_minutes(leg: int, card: int, attack_point: bool = False, handrail: bool = False,
                second_wind: bool = False) -> int:
    """A runner's minutes for one leg, penalty included, given the bearing card played."""
    _, bearing, distance, terrain = _leg(leg)
    off = degrees_off(card, bearing)
    if attack_point:
        off = max(0, off - ATTACK_POINT)
    base = run_minutes(distance, "Path" if handrail else terrain)
    if second_wind:
        base = max(1, base - SECOND_WIND)
    extra = extra_minutes(off)
    if extra == MISSED:
        return base + MISSED_PENALTY
    return base + extra


@rule
def par_minutes() -> int:
    return sum(clean_minutes(leg) for leg in range(1, len(COURSE) + 1))


@rule
def race_constant(what: str) -> int:
    return {
        "Missed-control penalty": MISSED_PENALTY,
        "Par time": par_minutes(),
        "Solo target": par_minutes() + SOLO_ALLOWANCE,
    }[what]


@rule
def sheet_column(column: str) -> list:
    """One column of the control card, a value per leg."""
    legs = range(1, len(COURSE) + 1)
    if column == "leg":
        return list(legs)
    if column == "to":
        return [leg_to(n) for n in legs]
    if column == "bearing":
        return [leg_bearing(n) for n in legs]
    if column == "distance":
        return [leg_distance(n) for n in legs]
    if column == "clean":
        return [clean_minutes(n) for n in legs]
    raise ValueError(column)


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "bearing": 40,
        "runners": players,
        "course-map": 1,
        "control-cards": 1,
        "pencils": players,
    }


def play(players: int, variant: str | None = None) -> dict[str, dict]:
    return {"bearing": {"hand": hand_size(players), "draw": 1, "table": map_case_cards(players), "turns": 5}}


@invariant("the deck fills every hand and the map case with cards to spare")
def deck_deals(players: int, game) -> bool | str:
    total = game.deck("bearing").total
    needed = hand_size(players) * players + map_case_cards(players)
    return True if total >= needed + 10 else f"{total} cards, {needed} dealt"


@invariant("every leg's bearing is on some Bearing card", per_player_count=False)
def bearings_on_cards(game) -> bool | str:
    on_cards = {c.fields["bearing"] for c in game.deck("bearing").cards if c.fields["bearing"] is not None}
    missing = [b for _, b, _, _ in COURSE if b not in on_cards]
    return True if not missing else f"no card for bearings {missing}"


@invariant("the Second Wind card saves what the engine says", per_player_count=False)
def second_wind_matches(game) -> bool | str:
    for c in game.deck("bearing").cards:
        if c.id == "second-wind" and c.fields["saves"] != SECOND_WIND:
            return f"{c.name} saves {c.fields['saves']}, engine {SECOND_WIND}"
    return True


@invariant("every leg ends at the next control of the map's list", per_player_count=False)
def course_follows_controls(game) -> bool | str:
    controls = list(game.names["controls"])
    run = [to for to, _, _, _ in COURSE[:-1]]
    return True if run == controls else f"course {run} vs controls {controls}"
