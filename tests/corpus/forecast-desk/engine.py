"""Engine model of Forecast Desk.

Tomorrow's weather is today's station reading plus what the three fronts bring;
forecasters score by how close they come. Every number the rulebook prints comes
from here or from game.yaml.
"""
from generator.engine import invariant, rule

PLAYERS = (3, 8)

# What the box holds; setup() cannot read game.yaml, so an invariant holds these to it.
FRONT_CARDS = 30
STATION_CARDS = 12
HINT_TOKENS = 5


@rule
def rounds_played(players: int) -> int:
    """Every player is Chief Forecaster the same number of times: twice in a small game."""
    return players * chief_turns(players)


@rule
def chief_turns(players: int) -> int:
    """How many times each player sits in the Chief's chair."""
    return 2 if players <= 4 else 1


@rule
def fronts_per_round(players: int | None = None) -> int:
    """Fronts that reach the city each round: two on the radar and the surprise."""
    return 3


@rule
def fronts_on_radar(players: int | None = None) -> int:
    """Fronts laid face up for everyone to read."""
    return 2


@rule
def bullseye_bonus(players: int | None = None) -> int:
    """Extra points for a forecast exact in both temperature and rain."""
    return 2


@rule
def hints_shown(players: int | None = None) -> int:
    """Hint tokens the Chief may show in a round."""
    return 1


@rule
def temp_points(off_by: int | str) -> int:
    """Points for a temperature forecast, by how many degrees it is off."""
    if isinstance(off_by, str):          # the open column, "4 or more"
        return 0
    return {0: 5, 1: 3, 2: 2, 3: 1}.get(abs(off_by), 0)


@rule
def rain_points(off_by: int | str) -> int:
    """Points for a rainfall forecast, by how many millimetres it is off."""
    if isinstance(off_by, str):          # "5 or more"
        return 0
    off_by = abs(off_by)
    if off_by == 0:
        return 3
    if off_by <= 2:
        return 2
    if off_by <= 4:
        return 1
    return 0


@rule
def tomorrow_temperature(today: int, shifts: list) -> int:
    """The station's reading plus every front's temperature shift."""
    return today + sum(shifts)


@rule
def tomorrow_rain(rains: list) -> int:
    """Rainfall is the sum of what every front drops."""
    return sum(rains)


@rule
def forecast_points(forecast_temp: int, forecast_rain: int, actual_temp: int, actual_rain: int) -> int:
    """One forecaster's points for a round."""
    points = temp_points(forecast_temp - actual_temp) + rain_points(forecast_rain - actual_rain)
    if forecast_temp == actual_temp and forecast_rain == actual_rain:
        points += bullseye_bonus()
    return points


@rule
def chief_points(forecasts: list, actual_temp: int) -> int:
    """The Chief scores the best temperature points any forecaster scored."""
    return max((temp_points(f - actual_temp) for f in forecasts), default=0)


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "fronts": FRONT_CARDS,
        "stations": STATION_CARDS,
        "desk-board": 1,
        "hint-tokens": HINT_TOKENS,
        "chief-badge": 1,
        "forecast-pad": 1,
        "pencils": players,
        "timer": 1,
    }


def play(players: int, variant: str | None = None) -> dict[str, dict]:
    return {
        "fronts": {"per_round": fronts_per_round(), "turns": rounds_played(players)},
        "stations": {"per_round": 1, "turns": rounds_played(players)},
    }


@invariant("the box counts match what setup() takes out", per_player_count=False)
def decks_come_out_whole(game) -> bool | str:
    if game.deck("fronts").total != FRONT_CARDS:
        return f"fronts: {game.deck('fronts').total} cards, engine says {FRONT_CARDS}"
    if game.deck("stations").total != STATION_CARDS:
        return f"stations: {game.deck('stations').total} cards, engine says {STATION_CARDS}"
    if len(game.names["hints"]) != HINT_TOKENS:
        return "one hint token per hint word"
    return True


@invariant("the front deck lasts the whole game without a reshuffle")
def fronts_last(players: int, game) -> bool | str:
    need = fronts_per_round() * rounds_played(players)
    have = game.deck("fronts").total
    return True if have >= need else f"{need} fronts needed, {have} in the deck"


@invariant("there is a fresh station for every round")
def stations_last(players: int, game) -> bool | str:
    need = rounds_played(players)
    have = game.deck("stations").total
    return True if have >= need else f"{need} stations needed, {have} in the deck"
