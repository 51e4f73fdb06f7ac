"""Engine model of Balloon Winds: the rules the printed tables and examples are bound to."""
from generator.engine import invariant, rule

PLAYERS = (2, 5)

AIR_LAYERS = (200, 400, 600, 800, 1000)   # metres; the Ground is 0
LAYER_STEP = 200

WIND_SPEEDS = {"Lull": 0, "Zephyr": 1, "Breeze": 2, "Gust": 3, "Gale": 4}

START_WINDS = {
    200: ("Zephyr", "Southeast"),
    400: ("Breeze", "Northeast"),
    600: ("Lull", "North"),
    800: ("Gust", "Southwest"),
    1000: ("Gale", "Southeast"),
}

FIELD_POINTS = {
    "Hayrick Field": 1,
    "Clover Field": 2,
    "Poppy Meadow": 2,
    "Mill Pond Field": 3,
    "Orchard Field": 3,
    "Barley Rise": 4,
    "Church Green": 4,
    "Festival Green": 6,
}


# --- numbers by player count -------------------------------------------------

@rule
def starting_fuel(players: int) -> int:
    """Fuel cards dealt to each player at the start."""
    return {2: 6, 3: 5, 4: 5, 5: 4}[players]


@rule
def rounds(players: int | None = None) -> int:
    return 10


@rule
def hold_flames(players: int | None = None) -> int:
    """Flames that keep a balloon in the air at its layer."""
    return 1


@rule
def lift_off_flames(players: int | None = None) -> int:
    """Flames that lift a balloon from the ground to the lowest layer."""
    return 2


@rule
def vent_layers(players: int | None = None) -> int:
    """Layers a balloon drops when its pilot pulls the vent."""
    return 2


@rule
def cards_drawn_aloft(players: int | None = None) -> int:
    return 1


@rule
def cards_drawn_landed(players: int | None = None) -> int:
    return 2


@rule
def hand_limit(players: int | None = None) -> int:
    return 7


@rule
def rough_landing_discard(players: int | None = None) -> int:
    return 2


@rule
def first_flag_bonus(players: int | None = None) -> int:
    return 1


@rule
def flags_each(players: int | None = None) -> int:
    return 5


# --- the sky -----------------------------------------------------------------

@rule
def air_layers() -> list:
    """The layers top down, as the Sky board prints them."""
    return list(reversed(AIR_LAYERS))


@rule
def wind_speed(wind: str) -> int:
    return WIND_SPEEDS[wind]


@rule
def start_wind(altitude: int) -> str:
    return START_WINDS[altitude][0]


@rule
def start_heading(altitude: int) -> str:
    return START_WINDS[altitude][1]


@rule
def altitude_after(altitude: int, flames: int) -> int:
    """Where a balloon is after the Burn step, given the flames its pilot played."""
    top = AIR_LAYERS[-1]
    if altitude == 0:
        if flames < lift_off_flames():
            return 0
        return min(top, AIR_LAYERS[0] + LAYER_STEP * (flames - lift_off_flames()))
    if flames == 0:                       # cooling: sink one layer
        return altitude - LAYER_STEP
    return min(top, altitude + LAYER_STEP * (flames - hold_flames()))


@rule
def altitude_after_vent(altitude: int) -> int:
    return max(0, altitude - LAYER_STEP * vent_layers())


@rule
def wind(roll: int, reroll: int | None = None) -> str:
    """The wind die's result for a roll (and for the second roll after a Swirl)."""
    if roll == 1:
        return "still"
    if roll in (2, 3):
        return "rise"
    if roll in (4, 5):
        return "sink"
    if reroll is None:
        return "swirl"
    return "veer" if reroll <= 3 else "back"


# --- scoring -----------------------------------------------------------------

@rule
def field_points(field: str) -> int:
    return FIELD_POINTS[field]


@rule
def landing_points(field: str, first: bool = False) -> int:
    return field_points(field) + (first_flag_bonus() if first else 0)


@rule
def final_score(landings: list) -> int:
    """A pilot's score: each flag as [field, was it the first there]."""
    return sum(landing_points(field, bool(first)) for field, first in landings)


# --- setup -------------------------------------------------------------------

def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "valley-map": 1,
        "sky-board": 1,
        "fuel": 40,
        "balloons": players,
        "altitude-markers": players,
        "landing-flags": flags_each() * players,
        "wind-tokens": len(AIR_LAYERS),
        "round-marker": 1,
        "wind-die": 1,
    }


def play(players: int, variant: str | None = None) -> dict:
    return {"fuel": {"hand": starting_fuel(players), "draw": cards_drawn_aloft()}}


# --- invariants ----------------------------------------------------------------

@invariant("the opening deal leaves at least half the fuel deck to draw from")
def deal_leaves_a_deck(players: int, game) -> bool | str:
    deck = game.deck("fuel").total
    dealt = starting_fuel(players) * players
    return True if dealt * 2 <= deck else f"{dealt} of {deck} cards dealt"


@invariant("setup takes the whole fuel deck", per_player_count=False)
def whole_fuel_deck(game) -> bool | str:
    total = game.deck("fuel").total
    return True if setup(2)["fuel"] == total else f"setup takes {setup(2)['fuel']}, the deck has {total}"


@invariant("every landing field has points, and only they do", per_player_count=False)
def fields_have_points(game) -> bool | str:
    named = set(game.names["fields"])
    scored = set(FIELD_POINTS)
    return True if named == scored else f"differ: {sorted(named ^ scored)}"


@invariant("one wind token for each layer of air", per_player_count=False)
def a_token_per_layer(game) -> bool | str:
    tokens = next(c for c in game.inventory if c.id == "wind-tokens")
    return True if tokens.count == len(AIR_LAYERS) else f"{tokens.count} tokens for {len(AIR_LAYERS)} layers"


@invariant("each player's flags are the box's share", per_player_count=False)
def flags_match_box(game) -> bool | str:
    flags = next(c for c in game.inventory if c.id == "landing-flags")
    return True if flags.per_player == flags_each() else f"box gives {flags.per_player} each, rules {flags_each()}"


@invariant("a full hand can always lift a grounded balloon to the top layer", per_player_count=False)
def hand_reaches_the_top() -> bool:
    return altitude_after(0, hand_limit()) == AIR_LAYERS[-1]
