"""Engine model of Minus Thirty: a six-day march through falling temperatures.

Temperatures are whole degrees Celsius. Warmth from clothing and fuel is added
to the day's temperature to give the felt temperature, and the frostbite
table turns the felt temperature into Stamina lost each night.
"""
from generator.engine import invariant, rule

PLAYERS = (1, 4)

DAYS = 6
FIRST_DAY_TEMPERATURE = -5
DAILY_DROP = 5
TRAIL_SPACES = 12
STATION_BONUS = 5
FUEL_WARMTH = 6
HAND_LIMIT = 3

# Pace: (trail spaces moved, exposure in degrees)
PACES = {
    "Rest": (0, 2),
    "Steady": (1, 0),
    "Brisk": (2, -3),
    "Forced": (3, -6),
}

# Frostbite bands, warmest first: (band label, warmest felt temperature in the band,
# Stamina lost, whether a worn Kit card freezes stiff)
BANDS = [
    ("0 or warmer", None, 0, False),
    ("−1 to −5", -1, 1, False),
    ("−6 to −10", -6, 2, False),
    ("−11 to −15", -11, 3, False),
    ("−16 to −20", -16, 4, True),
    ("−21 or colder", -21, 5, True),
]


@rule
def days() -> int:
    """The expedition lasts this many days."""
    return DAYS


@rule
def temperature(day: int) -> int:
    """The air temperature on a day: -5 on the first, five degrees colder each day after."""
    if not 1 <= day <= DAYS:
        raise ValueError(f"day {day} is not a day of the expedition")
    return FIRST_DAY_TEMPERATURE - DAILY_DROP * (day - 1)


@rule
def daily_drop() -> int:
    """Degrees the temperature falls from one day to the next."""
    return DAILY_DROP


@rule
def starting_stamina(players: int = 2) -> int:
    """Stamina each explorer starts with; a lone explorer gets more."""
    return 12 if players == 1 else 10


@rule
def starting_kit(players: int = 2) -> int:
    """Kit cards dealt to each explorer at setup."""
    return {1: 5, 2: 4, 3: 4, 4: 3}[players]


@rule
def dawn_draw(players: int = 2) -> int:
    """Kit cards each explorer draws at Dawn."""
    return 3 if players == 1 else 2


@rule
def hand_limit(players: int | None = None) -> int:
    """Kit cards an explorer may keep in hand after Night (worn cards do not count)."""
    return HAND_LIMIT


@rule
def spaces_moved(pace: str) -> int:
    """Trail spaces an explorer moves at a pace."""
    return PACES[pace][0]


@rule
def exposure(pace: str) -> int:
    """Degrees a pace adds to (or takes from) the night's felt temperature."""
    return PACES[pace][1]


@rule
def fuel_warmth() -> int:
    """Degrees of warmth one burned Fuel Canister gives each explorer on its space."""
    return FUEL_WARMTH


@rule
def trail_length() -> int:
    """Trail spaces from Base Camp (space 0) to the Polar Station."""
    return TRAIL_SPACES


@rule
def station_bonus() -> int:
    """Points for an explorer who reaches the Polar Station alive."""
    return STATION_BONUS


def _band(felt: int):
    for label, warmest, lost, frozen in reversed(BANDS):
        if warmest is not None and felt <= warmest:
            return label, lost, frozen
    label, _, lost, frozen = BANDS[0]
    return label, lost, frozen


def _band_by_label(felt: str):
    for label, _, lost, frozen in BANDS:
        if label == felt:
            return lost, frozen
    raise ValueError(f"no frostbite band {felt!r}")


@rule
def frostbite_stamina(felt: str) -> int:
    """Stamina lost at Night in a band of felt temperature."""
    return _band_by_label(felt)[0]


@rule
def frostbite_kit(felt: str) -> bool:
    """Whether a worn Kit card freezes stiff (is discarded) in a band."""
    return _band_by_label(felt)[1]


@rule
def felt_temperature(day: int, warmth: int, pace: str = "Steady", fuel: int = 0) -> int:
    """The day's temperature, plus worn warmth, plus the pace's exposure, plus fires on your space."""
    return temperature(day) + warmth + exposure(pace) + FUEL_WARMTH * fuel


@rule
def stamina_lost(day: int, warmth: int, pace: str = "Steady", fuel: int = 0) -> int:
    """Stamina lost at Night, read off the frostbite table."""
    return _band(felt_temperature(day, warmth, pace, fuel))[1]


@rule
def kit_frozen(day: int, warmth: int, pace: str = "Steady", fuel: int = 0) -> bool:
    """Whether the night also freezes a worn Kit card."""
    return _band(felt_temperature(day, warmth, pace, fuel))[2]


@rule
def final_score(space: int, stamina: int) -> int:
    """Trail space reached plus Stamina left, plus the Station bonus; a frozen explorer scores 0."""
    if stamina <= 0:
        return 0
    bonus = STATION_BONUS if space >= TRAIL_SPACES else 0
    return min(space, TRAIL_SPACES) + stamina + bonus


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    """What a game at this player count takes out of the box."""
    return {
        "kit": 40,
        "trail-board": 1,
        "explorer-boards": players,
        "explorer-pawns": players,
        "stamina-markers": players,
        "day-marker": 1,
    }


def play(players: int, variant: str | None = None) -> dict:
    return {"kit": {"hand": starting_kit(players), "draw": dawn_draw(players)}}


@invariant("the Kit deck covers the opening deal and the first Dawn")
def deck_covers_deal(players: int, game) -> bool | str:
    deck = game.deck("kit").total
    needed = (starting_kit(players) + dawn_draw(players)) * players
    return True if deck >= needed else f"{needed} cards needed, the deck has {deck}"


@invariant("setup takes the whole Kit deck out", per_player_count=False)
def whole_kit_comes_out(game) -> bool | str:
    deck = game.deck("kit").total
    return True if setup(1)["kit"] == deck else f"setup names {setup(1)['kit']}, the deck has {deck}"


@invariant("every Fuel Canister gives the warmth the engine burns", per_player_count=False)
def fuel_cards_match(game) -> bool | str:
    for card in game.deck("kit").cards:
        if card.fields["slot"] == "" and card.fields["warmth"] != FUEL_WARMTH:
            return f"{card.name} gives {card.fields['warmth']}, the engine burns {FUEL_WARMTH}"
    return True


@invariant("the last day is -30 degrees", per_player_count=False)
def coldest_day(game) -> bool:
    return temperature(DAYS) == -30
