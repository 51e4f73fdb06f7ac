"""Engine model of Field Sheet.

Distances and effort are kept in tenths of a kilometre inside the engine and
returned as printed ("1.4"), since the game always says them with one decimal.
"""
from generator.engine import invariant, rule

PLAYERS = (2, 4)

SCALE_DENOMINATOR = {"1:25,000": 25_000, "1:50,000": 50_000}
CONTOUR_INTERVAL = {"1:25,000": 5, "1:50,000": 10}
SURVEY_RANGE = {"1:25,000": 0, "1:50,000": 1}
SURVEY_EFFORT_TENTHS = {"1:25,000": 10, "1:50,000": 5}
BASE_POINTS = {"1:25,000": 3, "1:50,000": 2}

SPOT_HEIGHT = {"Dale": 120, "Pasture": 160, "Moor": 230, "Fell": 310, "Crag": 380, "Tarn": 200}
DAILY_LIMIT_TENTHS = {"Clear": 80, "Showers": 70, "Mist": 60}

# The field sheet itself is printed at 1:50,000, so its contours are 10 m apart.
SHEET_SCALE = "1:50,000"
TENTHS_PER_CONTOUR = 1          # every contour climbed adds 0.1 km of effort
ORTHOGONAL_TENTHS = 10          # one square straight: 1.0 km
DIAGONAL_TENTHS = 14            # one square diagonally: 1.4 km (the square root of 2, rounded)
SUMMIT_BONUS = 2


def km(tenths: int) -> str:
    """Tenths of a kilometre as the game prints them: 14 -> '1.4'."""
    return f"{tenths // 10}.{tenths % 10}"


def tenths(text: str) -> int:
    whole, _, tenth = text.partition(".")
    return int(whole) * 10 + int(tenth or 0)


@rule
def commissions_in_row(players: int) -> int:
    """Commission cards face up at dawn: one more than the players."""
    return players + 1


@rule
def hand_size(players: int | None = None) -> int:
    """Leg cards each surveyor holds after drawing at dawn."""
    return 5


@rule
def days(players: int | None = None) -> int:
    """Days in the game."""
    return 5


@rule
def cm_per_km(scale: str) -> int:
    """Centimetres on the map for one kilometre on the ground."""
    return 100_000 // SCALE_DENOMINATOR[scale]


@rule
def contour_interval(scale: str = SHEET_SCALE) -> int:
    """Metres between contours on a map of this scale."""
    return CONTOUR_INTERVAL[scale]


@rule
def survey_range(scale: str) -> int:
    """How many squares away a surveyor may stand to survey a commission of this scale."""
    return SURVEY_RANGE[scale]


@rule
def survey_effort(scale: str) -> str:
    """Effort a survey at this scale costs, in km."""
    return km(SURVEY_EFFORT_TENTHS[scale])


@rule
def base_points(scale: str) -> int:
    return BASE_POINTS[scale]


@rule
def spot_height(terrain: str) -> int:
    return SPOT_HEIGHT[terrain]


@rule
def walkable(terrain: str) -> bool:
    """A leg may end on (or pass through) every terrain but a tarn."""
    return terrain != "Tarn"


@rule
def height_bonus(height: int | str) -> int:
    """Bonus points for a feature's height; the table's open-ended columns arrive as their text."""
    if height == "under 300":
        return 0
    if height == "370 or more":
        return 2
    if height >= 370:
        return 2
    if height >= 300:
        return 1
    return 0


@rule
def commission_points(scale: str, height: int) -> int:
    return base_points(scale) + height_bonus(height)


@rule
def daily_limit(weather: str) -> str:
    return km(DAILY_LIMIT_TENTHS[weather])


@rule
def weather(roll: int) -> str:
    if roll == 1:
        return "mist"
    return "showers" if roll <= 3 else "clear"


@rule
def grid_square(grid_ref: str) -> str:
    """The square a six-figure reference falls in: '452 318' -> '45 31'."""
    easting, northing = grid_ref.split()
    return f"{easting[:2]} {northing[:2]}"


@rule
def back_bearing(bearing: int) -> int:
    return (bearing + 180) % 360


@rule
def contours_climbed(climb: int) -> int:
    """Contours crossed going up `climb` metres on the field sheet."""
    return max(0, climb) // contour_interval(SHEET_SCALE)


@rule
def leg_effort(squares: int, diagonal: bool, climb: int) -> str:
    """A leg's effort: its distance plus 0.1 km per contour climbed."""
    step = DIAGONAL_TENTHS if diagonal else ORTHOGONAL_TENTHS
    return km(squares * step + contours_climbed(climb) * TENTHS_PER_CONTOUR)


@rule
def day_effort(legs: list, surveys: list) -> str:
    """A day's effort: the legs walked and the surveys made."""
    total = sum(tenths(leg) for leg in legs) + sum(SURVEY_EFFORT_TENTHS[s] for s in surveys)
    return km(total)


@rule
def summit_bonus() -> int:
    return SUMMIT_BONUS


@rule
def final_score(points: list, highest: bool) -> int:
    return sum(points) + (SUMMIT_BONUS if highest else 0)


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "field-sheet": 1,
        "legs": 32,
        "commissions": 20,
        "surveyors": players,
        "first-marker": 1,
        "weather-die": 1,
        "field-book": 1,
    }


def play(players: int, variant: str | None = None) -> dict:
    return {"legs": {"hand": hand_size(players), "draw": 1}}


@invariant("every commission's square is the one its grid reference falls in", per_player_count=False)
def squares_match_references(game) -> bool | str:
    wrong = [c.name for c in game.deck("commissions").cards
             if grid_square(c.fields["grid_ref"]) != c.fields["square"]]
    return True if not wrong else f"square does not match the grid reference: {', '.join(wrong)}"


@invariant("every commission scores its scale's base points plus its height bonus", per_player_count=False)
def points_follow_scale_and_height(game) -> bool | str:
    wrong = [c.name for c in game.deck("commissions").cards
             if c.fields["points"] != commission_points(c.fields["scale"], c.fields["height"])]
    return True if not wrong else f"points differ from the scale and height: {', '.join(wrong)}"


@invariant("a commission on a tarn can be surveyed from the shore (1:50,000)", per_player_count=False)
def tarn_commissions_reachable(game) -> bool | str:
    grid = game.grids[0]
    tarns = {at for cell in grid.cells if cell.terrain == "tarn" for at in cell.at}
    wrong = [c.name for c in game.deck("commissions").cards
             if c.fields["square"] in tarns and survey_range(c.fields["scale"]) == 0]
    return True if not wrong else f"on a tarn but needs the surveyor on its square: {', '.join(wrong)}"


@invariant("a leg card's distance is its squares at 1.0 km straight or 1.4 km diagonal", per_player_count=False)
def legs_measure_true(game) -> bool | str:
    wrong = []
    for c in game.deck("legs").cards:
        step = DIAGONAL_TENTHS if c.fields["bearing"] % 90 else ORTHOGONAL_TENTHS
        if c.fields["distance"] != c.fields["squares"] * step:
            wrong.append(c.name)
    return True if not wrong else f"distance does not match: {', '.join(wrong)}"
