"""Engine model of Barometer Front: the rules the printed tables, the station board
and the worked examples are bound to.

Readings: temperature in whole degrees Celsius, pressure in hectopascals (always a
multiple of 5), wind as a Beaufort force. Forecasters score Reputation for how close
each of their three guesses comes to the day's real weather.
"""
from generator.engine import invariant, rule

PLAYERS = (2, 5)

# The three readings: lowest, highest, where a standard game starts.
LIMITS = {
    "Temperature": (-12, 12),
    "Pressure": (980, 1040),
    "Wind": (0, 12),
}
STARTS = {
    None: {"Temperature": -2, "Pressure": 1010, "Wind": 3},
    "deep-winter": {"Temperature": -8, "Pressure": 1025, "Wind": 2},
}
UNITS = {"Temperature": "°C", "Pressure": "hPa", "Wind": "Beaufort force"}

BEAUFORT = [
    "Calm", "Light air", "Light breeze", "Gentle breeze", "Moderate breeze",
    "Fresh breeze", "Strong breeze", "Near gale", "Gale", "Strong gale",
    "Storm", "Violent storm", "Hurricane",
]

# What each sticker of the Sky die does: (temperature, pressure, wind) change.
SKY = {
    "frost": (-2, 0, 0),
    "steady": (0, 0, 0),
    "gust": (0, 0, 1),
    "squall": (0, -5, 2),
    "sunshine": (2, 0, 0),
}


# ---- readings -------------------------------------------------------------

@rule
def reading_min(reading: str) -> int:
    """The lowest value a reading's track shows."""
    return LIMITS[reading][0]


@rule
def reading_max(reading: str) -> int:
    """The highest value a reading's track shows."""
    return LIMITS[reading][1]


@rule
def reading_start(reading: str, variant: str | None = None) -> int:
    """Where the reading's marker starts."""
    return STARTS[variant][reading]


@rule
def reading_unit(reading: str) -> str:
    return UNITS[reading]


@rule
def start_temperature(variant: str | None = None) -> int:
    return STARTS[variant]["Temperature"]


@rule
def start_pressure(variant: str | None = None) -> int:
    return STARTS[variant]["Pressure"]


@rule
def start_wind(variant: str | None = None) -> int:
    return STARTS[variant]["Wind"]


@rule
def pressure_step() -> int:
    """Every space of the pressure track is 5 hPa."""
    return 5


@rule
def start_pressure_space() -> int:
    """The space (counted from 0 at 980 hPa) the pressure marker starts on."""
    return (start_pressure() - reading_min("Pressure")) // pressure_step()


@rule
def pressure_labels() -> list[str]:
    low, high = LIMITS["Pressure"]
    return [str(p) for p in range(low, high + 1, pressure_step())]


@rule
def beaufort_name(force: int) -> str:
    return BEAUFORT[force]


@rule
def gale_force() -> int:
    """The Beaufort force from which the wind counts as a gale."""
    return 8


# ---- game length and hands -------------------------------------------------

@rule
def days(players: int = 2) -> int:
    """Days in a game: fewer with more forecasters, so the Front deck lasts."""
    return {2: 8, 3: 8, 4: 7, 5: 6}[players]


@rule
def hand_size(players: int | None = None) -> int:
    """Front cards each forecaster holds at the start of a day."""
    return 3


# ---- scoring ---------------------------------------------------------------

@rule
def temperature_reputation(miss: int | str) -> int:
    """Reputation for a temperature forecast that is `miss` degrees off."""
    if isinstance(miss, str):
        return 0
    miss = abs(miss)
    if miss == 0:
        return 3
    if miss <= 2:
        return 2
    if miss <= 4:
        return 1
    return 0


@rule
def pressure_reputation(miss: int | str) -> int:
    """Reputation for a pressure forecast that is `miss` hPa off."""
    if isinstance(miss, str):
        return 0
    return {0: 3, 5: 2, 10: 1}.get(abs(miss), 0)


@rule
def wind_reputation(miss: int | str) -> int:
    """Reputation for a wind forecast that is `miss` Beaufort forces off."""
    if isinstance(miss, str):
        return 0
    return {0: 3, 1: 1}.get(abs(miss), 0)


@rule
def perfect_bonus(players: int | None = None) -> int:
    """Extra Reputation when all three readings are forecast exactly."""
    return 2


@rule
def storm_bonus(players: int | None = None) -> int:
    """Extra Reputation for calling a gale on a day the wind reaches one."""
    return 1


@rule
def best_day(players: int | None = None) -> int:
    """The most Reputation one forecaster can earn in a day."""
    return (temperature_reputation(0) + pressure_reputation(0) + wind_reputation(0)
            + perfect_bonus() + storm_bonus())


@rule
def day_reputation(forecast: list, actual: list) -> int:
    """Reputation a forecast [temperature, pressure, wind] earns against the day's readings."""
    t = temperature_reputation(forecast[0] - actual[0])
    p = pressure_reputation(forecast[1] - actual[1])
    w = wind_reputation(forecast[2] - actual[2])
    total = t + p + w
    if list(forecast) == list(actual):
        total += perfect_bonus()
    if forecast[2] >= gale_force() and actual[2] >= gale_force():
        total += storm_bonus()
    return total


# ---- instruments -----------------------------------------------------------

@rule
def instruments_per_day(players: int | None = None) -> int:
    return 1


# ---- weather ---------------------------------------------------------------

def _clamp(reading: str, value: int) -> int:
    low, high = LIMITS[reading]
    return max(low, min(high, value))


@rule
def sky(roll: int) -> str:
    """The Sky die's result id for a roll."""
    return {1: "frost", 2: "steady", 3: "steady", 4: "gust", 5: "squall", 6: "sunshine"}[roll]


@rule
def weather_after(temperature: int, pressure: int, wind: int, fronts: list, roll: int | None = None) -> list[int]:
    """The day's readings: the revealed fronts' changes added up, the markers stopped at the
    ends of their tracks, then the Sky die (also stopped at the ends)."""
    dt = sum(f[0] for f in fronts)
    dp = sum(f[1] for f in fronts)
    dw = sum(f[2] for f in fronts)
    t = _clamp("Temperature", temperature + dt)
    p = _clamp("Pressure", pressure + dp)
    w = _clamp("Wind", wind + dw)
    if roll is not None:
        st, sp, sw = SKY[sky(roll)]
        t = _clamp("Temperature", t + st)
        p = _clamp("Pressure", p + sp)
        w = _clamp("Wind", w + sw)
    return [t, p, w]


@rule
def fronts_change(fronts: list) -> list[int]:
    """The revealed fronts added up: [temperature, pressure, wind]."""
    return [sum(f[0] for f in fronts), sum(f[1] for f in fronts), sum(f[2] for f in fronts)]


# ---- setup -----------------------------------------------------------------

def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "station-board": 1,
        "fronts": 40,
        "temperature-marker": 1,
        "pressure-marker": 1,
        "wind-marker": 1,
        "day-marker": 1,
        "sky-die": 1,
        "forecast-pad": 1,
        "pencils": players,
    }


@invariant("the Front deck deals every hand and every day's draw", )
def deck_lasts(players: int, game) -> bool | str:
    deck = game.deck("fronts").total
    needed = players * hand_size() + players * (days(players) - 1)
    return True if deck >= needed else f"{deck} Front cards, {needed} needed"


@invariant("setup takes the whole Front deck", per_player_count=False)
def setup_takes_the_deck(game) -> bool | str:
    deck = game.deck("fronts").total
    return True if setup(2)["fronts"] == deck else f"setup takes {setup(2)['fronts']}, the deck has {deck}"


@invariant("every front moves pressure by whole track spaces", per_player_count=False)
def fronts_in_steps(game) -> bool | str:
    for card in game.deck("fronts").cards:
        if card.fields["pressure"] % pressure_step():
            return f"{card.name} moves pressure by {card.fields['pressure']} hPa"
    return True


@invariant("the pressure track prints one label per 5 hPa", per_player_count=False)
def pressure_track_labels(game) -> bool | str:
    board = game.maps[0]
    track = next(t for t in board.tracks if t.id == "pressure")
    labels = [str(x) for x in track.labels]
    return True if labels == pressure_labels() else f"labels {labels}"
