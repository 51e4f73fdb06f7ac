"""Glacier Survey: the rules the tables and the rulebook print."""

from generator.engine import invariant, rule

PLAYERS = (1, 4)

BLIZZARD_CARDS = 26
FOOD_TRACK_TOP = 20


@rule
def climbers(players: int) -> int:
    """Climbers on the ice: two when playing alone (the solo player runs both), else one each."""
    return max(2, players)


@rule
def rope_teams(players: int) -> int:
    """Four climbers make two ropes of two; fewer make a single rope."""
    return 2 if climbers(players) == 4 else 1


@rule
def climbers_per_rope(players: int) -> int:
    return climbers(players) // rope_teams(players)


@rule
def starting_food(players: int) -> int:
    return {1: 12, 2: 12, 3: 14, 4: 20}[players]


@rule
def food_eaten_each_day(players: int) -> int:
    """Each rope team eats one day of food at every Camp."""
    return rope_teams(players) * food_per_rope()


@rule
def food_per_rope() -> int:
    return 1


@rule
def march_squares(rope_size: int, cold: bool = False) -> int:
    base = 3 if rope_size == 2 else 2
    return base - 1 if cold else base


@rule
def rolls_crevasse_die(rope_size: int) -> bool:
    return rope_size == 2


@rule
def serac_squares() -> int:
    """Squares of march it costs to enter a serac square."""
    return 2


@rule
def start_temperature() -> int:
    return -12


@rule
def warmest_temperature() -> int:
    return -4


@rule
def cold_threshold() -> int:
    """At this temperature or colder every rope marches one square fewer."""
    return -20


@rule
def retreat_temperature() -> int:
    """The expedition is lost when the temperature reaches this."""
    return -24


@rule
def temperature_labels() -> list[str]:
    return [str(t) for t in range(warmest_temperature(), retreat_temperature() - 1, -1)]


@rule
def temperature_after(temperature: int, chill: int) -> int:
    return max(temperature - chill, retreat_temperature())


@rule
def brew_up_degrees() -> int:
    return 2


@rule
def food_after_camp(food: int, ropes: int) -> int:
    return food - ropes * food_per_rope()


@rule
def fall_food() -> int:
    """Days of food lost hauling a fallen climber out of a crevasse."""
    return 2


@rule
def survey_stations() -> int:
    return 6


@rule
def station_points() -> int:
    return 3


@rule
def final_score(stations: int, food_left: int) -> int:
    return stations * station_points() + food_left


@rule
def rating(score: int | str) -> str:
    if score == "18 or more":
        return "Medal of the Society"
    if score >= 18:
        return "Medal of the Society"
    if score >= 10:
        return "Solid survey"
    return "Turned back"


@rule
def crevasse_roll(roll: int) -> str:
    if roll <= 2:
        return "fall"
    if roll == 3:
        return "slip"
    return "safe"


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "glacier-board": 1,
        "expedition-board": 1,
        "blizzard": BLIZZARD_CARDS,
        "climber-tokens": climbers(players),
        "rope-tokens": rope_teams(players),
        "survey-stakes": survey_stations(),
        "crevasse-markers": 6,
        "temperature-marker": 1,
        "food-marker": 1,
        "crevasse-die": 1,
    }


def play(players: int, variant: str | None = None) -> dict[str, dict]:
    return {"blizzard": {"per_round": 1, "turns": 12}, "crevasse": {"dice": 1}}


@invariant("every rope team holds two or three climbers")
def ropes_of_two_or_three(players: int) -> bool:
    return climbers(players) == climbers_per_rope(players) * rope_teams(players) and climbers_per_rope(players) in (2, 3)


@invariant("the starting food fits on the food track")
def food_fits(players: int) -> bool:
    return starting_food(players) <= FOOD_TRACK_TOP


@invariant("the Blizzard deck in setup() is the whole deck", per_player_count=False)
def blizzard_whole(game) -> bool | str:
    deck = game.deck("blizzard")
    return True if deck.total == BLIZZARD_CARDS else f"deck has {deck.total}, setup takes {BLIZZARD_CARDS}"


@invariant("one survey stake for each station on the glacier", per_player_count=False)
def stakes_match_stations(game) -> bool | str:
    grid = game.grids[0]
    stations = sum(len(c.at) for c in grid.cells if c.terrain == "station")
    stakes = next(c for c in game.inventory if c.id == "survey-stakes").count
    named = sorted(c.name for c in grid.cells if c.terrain == "station")
    if named != sorted(game.names["stations"]):
        return f"the glacier's stations {named} are not the name set 'stations'"
    if stations == stakes == survey_stations():
        return True
    return f"{stations} stations, {stakes} stakes, survey_stations() {survey_stations()}"


@invariant("the temperature track runs from the warmest to the retreat temperature", per_player_count=False)
def temperature_track(game) -> bool:
    return warmest_temperature() > start_temperature() > cold_threshold() > retreat_temperature()
