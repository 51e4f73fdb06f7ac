"""Engine model of Star Magnitudes.

Magnitudes, reaches and dimming are whole hundredths of a magnitude: Sirius at
-1.46 is -146, a reach of 8.00 is 800. Smaller magnitudes are brighter.
"""
from generator.engine import invariant, rule

PLAYERS = (2, 4)

NIGHTS = 8
RISING = 2
START_SAVINGS = 3
MORNING_INCOME = 2
CLOUDY_BONUS = 1
DARK_SITE_GAIN = 50      # hundredths: a dark-site trip adds 0.50 to tonight's reach
FILTER_GAIN = 100        # hundredths: a nebula filter makes Nebulae 1.00 brighter
GALAXY_AWARD = 3

REACH = {50: 600, 80: 700, 130: 800, 200: 900, 300: 1000}
PRICE = {50: 0, 80: 4, 130: 6, 200: 9, 300: 12}

WEATHER = {
    # name: (dimming in hundredths, objects each observer may log, copies in the deck)
    "Crystal Clear": (0, 3, 2),
    "Clear Night": (0, 2, 3),
    "Hazy": (100, 2, 2),
    "Bright Moon": (200, 2, 2),
    "Patchy Cloud": (50, 1, 2),
    "Clouded Out": (0, 0, 1),
}

FAINTNESS_BANDS = {
    "brighter than 1.00": 50,
    "1.00 to 3.99": 250,
    "4.00 to 6.99": 550,
    "7.00 or fainter": 850,
}
DISTANCE_BANDS = {
    "under 1,000 light-years": 500,
    "1,000 to 999,999 light-years": 5000,
    "1,000,000 light-years or more": 5000000,
}
VARIETY = {0: 0, 1: 0, 2: 1, 3: 2, 4: 4, 5: 6, 6: 9}


def _hundredths(value: int) -> str:
    sign = "-" if value < 0 else ""
    value = abs(value)
    return f"{sign}{value // 100}.{value % 100:02d}"


# --- setup and the season ---------------------------------------------------

@rule
def sky_row_size(players: int = 2) -> int:
    """Sky cards face up in the sky row: three more than the players."""
    return players + 3


@rule
def nights_in_season(players: int | None = None) -> int:
    return NIGHTS


@rule
def starting_savings(players: int | None = None) -> int:
    return START_SAVINGS


@rule
def objects_rising() -> int:
    """Sky cards that set and rise each Morning."""
    return RISING


@rule
def morning_income() -> int:
    return MORNING_INCOME


@rule
def cloudy_bonus() -> int:
    """Extra Savings in the Morning for an observer who logged nothing that night."""
    return CLOUDY_BONUS


# --- telescopes ------------------------------------------------------------

@rule
def reach(aperture: int) -> int:
    return REACH[aperture]


@rule
def reach_shown(aperture: int) -> str:
    return _hundredths(REACH[aperture])


@rule
def telescope_price(aperture: int) -> int:
    return PRICE[aperture]


@rule
def trade_in(price: int) -> int:
    """Savings back for the telescope you hand in: half its price, rounded down."""
    return price // 2


# --- weather ----------------------------------------------------------------

@rule
def dimming(weather: str) -> int:
    return WEATHER[weather][0]


@rule
def dimming_shown(weather: str) -> str | None:
    if WEATHER[weather][1] == 0:
        return None
    return _hundredths(WEATHER[weather][0])


@rule
def logs_allowed(weather: str) -> int:
    return WEATHER[weather][1]


@rule
def weather_copies(weather: str) -> int:
    return WEATHER[weather][2]


# --- observing --------------------------------------------------------------

@rule
def dark_site_gain() -> int:
    return DARK_SITE_GAIN


@rule
def filter_gain() -> int:
    return FILTER_GAIN


@rule
def tonight_reach(reach: int, dimming: int, trip: bool = False) -> int:
    return reach - dimming + (DARK_SITE_GAIN if trip else 0)


@rule
def can_log(magnitude: int, reach: int, dimming: int, trip: bool = False,
            nebula_filter: bool = False, object_type: str = "Star") -> bool:
    if nebula_filter and object_type == "Nebula":
        magnitude -= FILTER_GAIN
    return magnitude <= tonight_reach(reach, dimming, trip)


# --- scoring ----------------------------------------------------------------

@rule
def faintness_points(magnitude: int) -> int:
    if magnitude < 100:
        return 1
    if magnitude < 400:
        return 2
    if magnitude < 700:
        return 3
    return 4


@rule
def distance_bonus(light_years: int) -> int:
    if light_years >= 1_000_000:
        return 2
    if light_years >= 1_000:
        return 1
    return 0


@rule
def object_points(magnitude: int, light_years: int) -> int:
    return faintness_points(magnitude) + distance_bonus(light_years)


@rule
def band_points(band: str) -> int:
    return faintness_points(FAINTNESS_BANDS[band])


@rule
def distance_band_bonus(band: str) -> int:
    return distance_bonus(DISTANCE_BANDS[band])


@rule
def night_points(points: list) -> int:
    return sum(points)


@rule
def variety_bonus(types: int) -> int:
    return VARIETY[types]


@rule
def galaxy_award() -> int:
    """Points for the observer with the most Galaxies on their log (ties all score it)."""
    return GALAXY_AWARD


@rule
def final_score(points: list, types: int, most_galaxies: bool = False) -> int:
    return sum(points) + variety_bonus(types) + (GALAXY_AWARD if most_galaxies else 0)


# --- what comes out of the box ----------------------------------------------

def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "objects": 22,
        "telescopes": 14,
        "weather": 12,
        "savings-tokens": 40,
        "night-marker": 1,
        "host-marker": 1,
        "night-board": 1,
        "observing-log": 1,
    }


def play(players: int, variant: str | None = None) -> dict[str, dict]:
    return {
        "objects": {"table": sky_row_size(players), "per_round": RISING, "turns": NIGHTS - 1},
        "weather": {"per_round": 1, "turns": NIGHTS},
    }


# --- invariants -------------------------------------------------------------

@invariant("the Sky deck lasts the whole season", per_player_count=True)
def sky_lasts(players: int, game) -> bool | str:
    need = sky_row_size(players) + RISING * (NIGHTS - 1)
    have = game.deck("objects").total
    return True if have >= need else f"{need} Sky cards needed, {have} in the deck"


@invariant("the Weather deck has a card for every night", per_player_count=False)
def weather_lasts(game) -> bool | str:
    have = game.deck("weather").total
    return True if have >= NIGHTS else f"{have} Weather cards for {NIGHTS} nights"


@invariant("every Sky card's points follow its magnitude and distance", per_player_count=False)
def sky_points(game) -> bool | str:
    for card in game.deck("objects").cards:
        want = object_points(card.fields["magnitude"], card.fields["light_years"])
        if card.fields["points"] != want:
            return f"{card.name} shows {card.fields['points']} points, the rules give {want}"
    return True


@invariant("every Telescope card's reach and price follow its aperture", per_player_count=False)
def telescope_cards(game) -> bool | str:
    for card in game.deck("telescopes").cards:
        ap = card.fields["aperture_mm"]
        if ap not in REACH:
            return f"{card.name} has an aperture the shop does not sell"
        if card.fields["reach"] != REACH[ap] or card.fields["price"] != PRICE[ap]:
            return f"{card.name} disagrees with the telescope shop"
    return True


@invariant("every observer can start with binoculars", per_player_count=True)
def binoculars_for_all(players: int, game) -> bool | str:
    pairs = sum(c.count for c in game.deck("telescopes").cards if c.fields["aperture_mm"] == 50)
    return True if pairs >= players else f"{pairs} binoculars for {players} players"


@invariant("every Weather card follows the forecast table", per_player_count=False)
def weather_cards(game) -> bool | str:
    for card in game.deck("weather").cards:
        if card.name not in WEATHER:
            return f"{card.name} is no weather of the forecast"
        dim, logs, copies = WEATHER[card.name]
        if card.fields["dimming"] != dim or card.fields["logs"] != logs or card.count != copies:
            return f"{card.name} disagrees with the forecast table"
    return True


@invariant("setup takes every deck out whole", per_player_count=False)
def decks_come_out_whole(game) -> bool | str:
    wanted = setup(game.players.low)
    for deck in game.decks:
        if wanted.get(deck.id) != deck.total:
            return f"setup takes {wanted.get(deck.id)} of the {deck.total} {deck.name}"
    return True
