"""Fathoms & Miles: the rules the tables and the rulebook print."""

from generator.engine import invariant, rule

PLAYERS = (2, 4)

SEABEDS = {
    "Sand": ["Long Sand", "Gull Bank", "Dunmore Spit"],
    "Mud": ["Brack Hole", "Eelgrass Flat", "Otter Deep"],
    "Shell": ["Cockle Reach", "Oyster Knoll", "Whelk Patch"],
    "Rock": ["Black Ledge", "Manacle Rocks", "Wolf Deep"],
}

REGION_OF_SEABED = {
    "Sand": "sand-bottom",
    "Mud": "mud-bottom",
    "Shell": "shell-bottom",
    "Rock": "rock-bottom",
}

WIND_MILES = {"Calm": 10, "Light breeze": 20, "Fresh breeze": 30, "Gale": 40}

LAST_EVENT = "century-1900"


# --- setup by player count -------------------------------------------------

@rule
def markers_each(players: int) -> int:
    """Survey markers each captain takes: fewer as the chart gets crowded."""
    return 10 - players


@rule
def almanac_events(players: int, variant: str | None = None) -> int:
    """Almanac cards in the season (one round each), Turn of the Century included."""
    if variant == "short-season":
        return 6
    return 12 - players


@rule
def opening_hand(players: int | None = None) -> int:
    """Sounding cards dealt to each captain at the start."""
    return 3


# --- numbers that never change ---------------------------------------------

@rule
def miles_per_leg(players: int | None = None) -> int:
    return 10


@rule
def hand_limit(players: int | None = None) -> int:
    return 5


@rule
def first_survey_bonus(players: int | None = None) -> int:
    return 1


@rule
def home_port_bonus(players: int | None = None) -> int:
    return 2


# --- wind and miles ----------------------------------------------------------

@rule
def wind(roll: int) -> str:
    """The Wind die's result for a roll of 1-6."""
    if roll == 1:
        return "calm"
    if roll <= 3:
        return "light-breeze"
    if roll <= 5:
        return "fresh-breeze"
    return "gale"


@rule
def miles_sailed(wind: str) -> int:
    """Miles a captain may sail in this wind."""
    return WIND_MILES[wind]


@rule
def legs_sailed(wind: str) -> int:
    """Legs of sea route the wind carries a ship."""
    return miles_sailed(wind) // miles_per_leg()


@rule
def legs_for(miles: int) -> int:
    """Whole legs a number of miles covers."""
    return max(0, miles) // miles_per_leg()


@rule
def miles_this_turn(wind: str, change: int = 0) -> int:
    """The wind's miles with the year's Almanac change; never below none."""
    return max(0, miles_sailed(wind) + change)


# --- soundings and scoring ---------------------------------------------------

def _depth(fathoms: int | str) -> int:
    return int(fathoms)


@rule
def sounding_points(fathoms: int) -> int:
    """Chart points for a sounding of this depth."""
    depth = _depth(fathoms)
    if depth <= 5:
        return 1
    if depth <= 10:
        return 2
    if depth <= 20:
        return 3
    return 5


@rule
def sounding_score(fathoms: int, first: bool = False, bonus: int = 0) -> int:
    """All a sounding scores: its depth, the first-survey bonus and the year's bonus."""
    return sounding_points(fathoms) + (first_survey_bonus() if first else 0) + bonus


@rule
def grounds_of(seabed: str) -> list[str]:
    """The sounding grounds of one seabed."""
    return list(SEABEDS[seabed])


# --- setup -------------------------------------------------------------------

def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "chart": 1,
        "soundings": 40,
        "events": almanac_events(players, variant),
        "ships": players,
        "survey-markers": players * markers_each(players),
        "pennant": 1,
        "wind-die": 1,
        "log-pad": 1,
    }


def play(players: int, variant: str | None = None) -> dict[str, dict]:
    return {
        "soundings": {"hand": opening_hand(players), "draw": 1},
        "events": {"per_round": 1},
        "wind": {"dice": 1},
    }


# --- invariants --------------------------------------------------------------

@invariant("the sounding deck comes out whole", per_player_count=False)
def soundings_whole(game) -> bool | str:
    deck = game.deck("soundings")
    return True if deck.total == setup(2)["soundings"] else f"the deck has {deck.total} cards"


@invariant("every Almanac card is dated between 1850 and 1900", per_player_count=False)
def events_dated(game) -> bool | str:
    for card in game.deck("events").cards:
        if not 1850 <= card.fields["year"] <= 1900:
            return f"{card.name} is dated {card.fields['year']}"
    return True


@invariant("Turn of the Century is the last card of every season", per_player_count=False)
def century_last(game) -> bool | str:
    cards = game.deck("events").cards
    last = next((c for c in cards if c.id == LAST_EVENT), None)
    if last is None:
        return "no Turn of the Century card"
    latest = max(c.fields["year"] for c in cards)
    return True if last.fields["year"] == latest else f"{last.name} is not the latest year"


@invariant("the Almanac holds enough cards for the season")
def almanac_suffices(players: int, game) -> bool:
    return almanac_events(players) <= game.deck("events").total


@invariant("every seabed has Sounding cards to chart its grounds", per_player_count=False)
def every_seabed_sounded(game) -> bool | str:
    for seabed in SEABEDS:
        n = sum(c.count for c in game.deck("soundings").cards if c.fields["bottom"] == seabed)
        if n < 2 * len(SEABEDS[seabed]):
            return f"only {n} {seabed} cards"
    return True


@invariant("the chart colours each ground by its seabed", per_player_count=False)
def chart_matches_seabeds(game) -> bool | str:
    chart = game.maps[0]
    for seabed, grounds in SEABEDS.items():
        for ground in grounds:
            place = chart.location(ground)
            if place is None:
                return f"{ground} is not on the chart"
            if place.region != REGION_OF_SEABED[seabed]:
                return f"{ground} lies in {place.region}, not {REGION_OF_SEABED[seabed]}"
    return True


@invariant("a captain's markers never run short of the box")
def markers_fit_box(players: int, game) -> bool:
    line = next(c for c in game.inventory if c.id == "survey-markers")
    return markers_each(players) <= line.per_player
