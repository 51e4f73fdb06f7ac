"""Engine model of Fire Spread: the rules the printed tables, dice and examples are bound to."""
from generator.engine import invariant, rule

PLAYERS = (1, 5)

COLUMNS = "ABCDEFGH"
ROWS = 8
TERRAIN = {
    "A2": "town", "H7": "town", "E1": "town",
    "B6": "lake", "C6": "lake", "F3": "lake", "F4": "lake",
    "D2": "rock", "D3": "rock", "G6": "rock", "A8": "rock", "E8": "rock",
}
# The river runs along the sides between columns D and E, in rows 5 to 8.
RIVER = {frozenset({f"D{r}", f"E{r}"}) for r in range(5, 9)}
STEPS = {"north": (0, 1), "east": (1, 0), "south": (0, -1), "west": (-1, 0)}
FIRE_LEVEL_BASE = {1: 1, 2: 1, 3: 2, 4: 2, 5: 3, 6: 4}


def terrain(square: str) -> str:
    return TERRAIN.get(square, "forest")


@rule
def actions(players: int = 2) -> int:
    """Actions a chief takes in one turn: a lone chief gets one more."""
    return 4 if players == 1 else 3


@rule
def crew_supply(players: int) -> int:
    """Crew tokens put in the shared supply at setup."""
    return {1: 6, 2: 8, 3: 10, 4: 12, 5: 12}[players]


@rule
def starting_fires(players: int) -> int:
    """Fire cards drawn at setup to light the first fires."""
    return 3 + (players - 1) // 2


@rule
def starting_water(players: int = 2) -> int:
    """Water tokens each chief starts with."""
    return 2


@rule
def roles_each(players: int = 2) -> int:
    """Role cards each player keeps: a solo player keeps two."""
    return 2 if players == 1 else 1


@rule
def fire_cards(level: int, players: int = 2) -> int:
    """Fire cards drawn in the Fire Cards step."""
    return FIRE_LEVEL_BASE[level] + (players - 1) // 2


@rule
def start_level() -> int:
    """The space the fire level marker starts on."""
    return 1


@rule
def max_fire_level() -> int:
    """The last space of the fire level track; rising past it loses the game."""
    return 6


@rule
def carry_limit() -> int:
    """Water tokens a chief may carry."""
    return 4


@rule
def fill_amount() -> int:
    """Water tokens one Fill action takes."""
    return 2


@rule
def town_points() -> int:
    """Points for each town still standing at the end."""
    return 5


@rule
def towns_lost_to_lose() -> int:
    """Burnt towns that end the game in defeat."""
    return 2


@rule
def forest_squares() -> int:
    """Forest squares on the board."""
    return len(COLUMNS) * ROWS - len(TERRAIN)


@rule
def score(forest: int, towns: int) -> int:
    """Final score: one point a forest square untouched by fire, five a town standing."""
    return forest + town_points() * towns


@rule
def rating(score: int) -> str:
    if score >= 45:
        return "Legends of the Ridge"
    if score >= 35:
        return "Hotshots"
    if score >= 25:
        return "Held the Line"
    return "Smoke on the Ridge"


@rule
def wind(roll: int, reroll: int | None = None) -> str:
    """The direction die: a result id, or after a gust the re-roll's id."""
    first = {1: "north", 2: "east", 3: "south", 4: "west", 5: "calm", 6: "gust"}[roll]
    if first != "gust" or reroll is None:
        return first
    return {1: "gust-north", 2: "gust-east", 3: "gust-south", 4: "gust-west"}.get(reroll, "gust-fades")


@rule
def spread_to(square: str, wind: str) -> str:
    """Where a fire on `square` spreads with this wind, or 'blocked'."""
    if wind not in STEPS:
        return "blocked"
    dx, dy = STEPS[wind]
    col = COLUMNS.index(square[0]) + dx
    row = int(square[1:]) + dy
    if not (0 <= col < len(COLUMNS) and 1 <= row <= ROWS):
        return "blocked"
    target = f"{COLUMNS[col]}{row}"
    if terrain(target) in ("lake", "rock"):
        return "blocked"
    if frozenset({square, target}) in RIVER:
        return "blocked"
    return target


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "fire": 40,
        "roles": roles_each(players) * players,
        "forest-board": 1,
        "level-board": 1,
        "fire-tokens": 40,
        "water-tokens": 30,
        "crew-tokens": crew_supply(players),
        "chiefs": players,
        "level-marker": 1,
        "direction-die": 1,
    }


def play(players: int, variant: str | None = None) -> dict:
    return {"fire": {"hand": 0, "draw": fire_cards(1, players)}, "direction-die": {"dice": 1}}


@invariant("the engine's board is the printed board", per_player_count=False)
def board_matches(game) -> bool | str:
    grid = game.grids[0]
    printed = {}
    for cell in grid.cells:
        for at in cell.at:
            printed[at] = cell.terrain
    for square, kind in TERRAIN.items():
        if printed.get(square) != kind:
            return f"{square} is {kind} in engine.py but {printed.get(square)} on the board"
    for square, kind in printed.items():
        if TERRAIN.get(square) != kind:
            return f"{square} is {kind} on the board but {terrain(square)} in engine.py"
    return True


@invariant("every Spark card names a forest square", per_player_count=False)
def sparks_on_forest(game) -> bool | str:
    for card in game.deck("fire").cards:
        if card.fields["kind"] == "Spark" and terrain(card.fields["square"]) != "forest":
            return f"{card.name} names a square that is not forest"
    return True


@invariant("the setup takes every Fire card and fire token in the box", per_player_count=False)
def wholes_come_out(game) -> bool | str:
    fire = game.deck("fire").total
    tokens = next(c.count for c in game.inventory if c.id == "fire-tokens")
    return True if setup(1)["fire"] == fire and setup(1)["fire-tokens"] == tokens else "setup() and the box disagree"


@invariant("the crew supply never needs more tokens than the box holds")
def crew_fits(players: int, game) -> bool:
    crew = next(c.count for c in game.inventory if c.id == "crew-tokens")
    return crew_supply(players) <= crew


@invariant("the highest draw leaves the Fire deck at least a few rounds", per_player_count=False)
def deck_lasts(game) -> bool | str:
    most = fire_cards(max_fire_level(), 5)
    return True if game.deck("fire").total >= most * 5 else "the deck is too thin"
