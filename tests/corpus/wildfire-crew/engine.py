"""Engine model of Wildfire Crew: the numbers the printed tables, examples and boards are held to."""
from generator.engine import invariant, rule

PLAYERS = (1, 4)

COMPASS = ("N", "NE", "SE", "S", "SW", "NW")
DOWNWIND = {1: 3, 2: 5, 3: 7, 4: 9}
FLANK = {1: 1, 2: 2, 3: 4, 4: 6}
RESIDENTS = {"Pinecrest": 5, "Millbrook": 4, "Cedar Falls": 3}
FOREST_HEXES = 16
WIND_CARDS = 12


@rule
def crews(players: int) -> int:
    """Crews on the board: a solo player runs two."""
    return 2 if players == 1 else players


@rule
def crews_per_player(players: int) -> int:
    return 2 if players == 1 else 1


@rule
def starting_fires(players: int) -> int:
    """Ignition points that start burning: the first N of the five on the board."""
    return {1: 3, 2: 3, 3: 4, 4: 5}[players]


@rule
def starting_intensity(players: int | None = None) -> int:
    return 2


@rule
def crew_size(players: int | None = None) -> int:
    """Firefighters in a crew; each fit one gives 1 AP a turn."""
    return 4


@rule
def tank_capacity(players: int | None = None) -> int:
    return 500


@rule
def litres_per_intensity(players: int | None = None) -> int:
    return 100


@rule
def spray_limit(players: int | None = None) -> int:
    return 200


@rule
def residents_per_evacuate(players: int | None = None) -> int:
    return 2


@rule
def max_intensity() -> int:
    return 4


@rule
def spread_chance(intensity: int, direction: str) -> int:
    """Highest d10 roll that spreads a fire of this intensity to a hex in this direction."""
    if direction == "downwind":
        return DOWNWIND[intensity]
    if direction == "flank":
        return FLANK[intensity]
    return 0


@rule
def spread_target(intensity: int, gust: int = 0) -> int:
    """The downwind chance with the wind card's gust added (a d10 never needs more than 10)."""
    return min(10, DOWNWIND[intensity] + gust)


@rule
def new_fire_intensity(terrain: str) -> int | None:
    return {"Grassland": 1, "Forest": 2, "Town": 1}.get(terrain)


@rule
def residents(town: str) -> int:
    return RESIDENTS[town]


@rule
def spray_result(intensity: int, litres: int) -> int:
    return max(0, intensity - litres // litres_per_intensity())


@rule
def tank_after(tank: int, sprayed: int) -> int:
    return tank - sprayed


@rule
def tank_levels() -> list[int]:
    """The spaces of the tank track on a crew board."""
    return list(range(0, tank_capacity() + 1, litres_per_intensity()))


@rule
def points_per_resident() -> int:
    return 3


@rule
def injury_penalty() -> int:
    return 2


@rule
def forest_hexes() -> int:
    return FOREST_HEXES


@rule
def wind_rounds() -> int:
    """The game lasts at most one round per Wind card."""
    return WIND_CARDS


@rule
def final_score(residents_saved: int, forest_unburnt: int, injured: int, cards_left: int = 0) -> int:
    return (residents_saved * points_per_resident() + forest_unburnt
            - injured * injury_penalty() + cards_left)


@rule
def rating(score: int | str) -> str:
    if score == "50 or more" or (isinstance(score, int) and score >= 50):
        return "Legends of the valley"
    if score >= 35:
        return "Valley saved"
    if score >= 20:
        return "Hard day"
    return "Valley lost"


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    n = crews(players)
    return {
        "valley-board": 1,
        "wind": WIND_CARDS,
        "fire-tokens": 36,
        "ash-tokens": 24,
        "firebreak-tokens": 12,
        "resident-tokens": sum(RESIDENTS.values()),
        "crew-trucks": n,
        "firefighters": n * crew_size(),
        "water-markers": n,
        "crew-boards": n,
        "d10": 1,
    }


@invariant("every wind card blows toward the point opposite where it comes from", per_player_count=False)
def wind_is_opposite(game) -> bool | str:
    bad = [c.name for c in game.deck("wind").cards
           if COMPASS.index(c.fields["toward"]) != (COMPASS.index(c.fields["from"]) + 3) % 6]
    return not bad or "wrong way round: " + ", ".join(bad)


@invariant("the wind deck holds one card per round", per_player_count=False)
def wind_deck_is_the_clock(game) -> bool | str:
    total = game.deck("wind").total
    return total == WIND_CARDS or f"{total} wind cards, {WIND_CARDS} rounds"


@invariant("the box holds a resident token for every resident of every town", per_player_count=False)
def residents_fit(game) -> bool | str:
    tokens = next(c for c in game.inventory if c.id == "resident-tokens").count
    return tokens == sum(RESIDENTS.values()) or f"{tokens} tokens for {sum(RESIDENTS.values())} residents"


@invariant("the valley has as many Forest hexes as the score counts on", per_player_count=False)
def forest_count(game) -> bool | str:
    grid = game.grids[0]
    n = sum(len(cell.at) for cell in grid.cells if cell.terrain == "forest")
    return n == FOREST_HEXES or f"{n} Forest hexes on the board, {FOREST_HEXES} in the engine"


@invariant("the starting fires fit the ignition points printed on the board")
def ignitions_fit(players: int, game) -> bool | str:
    points = len(game.grids[0].pieces)
    return starting_fires(players) <= points or f"{starting_fires(players)} fires, {points} ignition points"
