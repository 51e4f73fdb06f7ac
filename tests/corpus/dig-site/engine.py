"""Dig Site: the rules the printed tables, die and examples are held to."""
from generator.engine import invariant, rule

PLAYERS = (2, 4)

SEASON = {2: 9, 3: 8, 4: 7}
DIG_COST = {"Trowel": 2, "Brush": 3}
WALL_EXTRA = 1
BRUSH_BONUS = 4
SIEVE_TARGET = 15
ERA_BONUS = {1: 0, 2: 2, 3: 5, 4: 9, 5: 14}
LANDMARK_BONUS = 3


@rule
def season_rounds(players: int = 2) -> int:
    """Rounds in the season: fewer with more teams."""
    return SEASON[players]


@rule
def effort_per_turn(players: int | None = None) -> int:
    """Effort each team gathers at the start of its turn, at every count."""
    return 4


@rule
def dig_cost(tool: str, ground: str = "Open ground") -> int | None:
    """Effort to dig one layer of a square with a tool; a Spoil heap cannot be dug."""
    if ground == "Spoil heap":
        return None
    return DIG_COST[tool] + (WALL_EXTRA if ground == "Wall footing" else 0)


@rule
def brush_bonus() -> int:
    """What the Brush adds to the dating roll."""
    return BRUSH_BONUS


@rule
def dating_roll(roll: int, brushed: bool = False) -> int:
    """The roll read on the dating table: the die, plus the Brush's bonus, never above 20."""
    return min(20, roll + (BRUSH_BONUS if brushed else 0))


@rule
def dating(roll: int) -> str:
    """The dating die's result for a (modified) roll."""
    if roll <= 4:
        return "damaged"
    if roll <= 9:
        return "uncertain"
    if roll <= 17:
        return "dated"
    return "landmark"


@rule
def find_points(value: int, result: str) -> int:
    """What a find of this value scores with this dating result."""
    if result == "damaged":
        return value // 2
    if result == "uncertain":
        return max(0, value - 1)
    if result == "dated":
        return value
    if result == "landmark":
        return value + LANDMARK_BONUS
    raise ValueError(f"unknown dating result {result!r}")


@rule
def sieve_finds_flake(roll: int) -> bool:
    """A sieve roll of 15 or more turns up a Flake token."""
    return roll >= SIEVE_TARGET


@rule
def era_bonus(eras: int) -> int:
    """Collection bonus for the number of different eras among a team's finds."""
    return ERA_BONUS[eras] if eras > 0 else 0


@rule
def final_score(finds: list, flakes: int) -> int:
    """Finds (each [value, dating result, era]) plus the collection bonus plus one point a Flake token."""
    points = sum(find_points(int(v), r) for v, r, _ in finds)
    eras = len({e for _, _, e in finds})
    return points + era_bonus(eras) + flakes


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "site-grid": 1,
        "site-office": 1,
        "topsoil": 24,
        "midden": 18,
        "foundation": 12,
        "finds-trays": players,
        "effort-markers": players,
        "depth-markers": 33,
        "foundation-markers": 12,
        "flake-tokens": 20,
        "season-marker": 1,
        "dating-die": 1,
        "excavation-log": 1,
    }


def play(players: int, variant: str | None = None) -> dict:
    return {"dating": {"dice": 1}}


@invariant("every square that can be dug has a depth marker", per_player_count=False)
def markers_cover_the_site(game) -> bool | str:
    grid = next(g for g in game.grids if g.id == "site")
    spoil = sum(len(c.at) for c in grid.cells if c.terrain == "spoil")
    diggable = grid.columns * grid.rows - spoil
    markers = next(c for c in game.inventory if c.id == "depth-markers").count
    return True if markers >= diggable else f"{markers} depth markers for {diggable} squares"


@invariant("a Foundation marker for every Foundation card", per_player_count=False)
def foundation_markers(game) -> bool | str:
    markers = next(c for c in game.inventory if c.id == "foundation-markers").count
    cards = game.deck("foundation").total
    return True if markers >= cards else f"{markers} markers for {cards} cards"


@invariant("the printed action costs are the engine's", per_player_count=False)
def costs_match(game) -> bool | str:
    for cost in game.costs:
        if cost.id in ("trowel", "brush") and cost.items[0].amount != dig_cost(cost.name):
            return f"{cost.name} costs {cost.items[0].amount} but dig_cost gives {dig_cost(cost.name)}"
    return True


@invariant("setup takes every pile out whole", per_player_count=False)
def piles_come_out_whole(game) -> bool | str:
    need = setup(2)
    for deck in game.decks:
        if need[deck.id] != deck.total:
            return f"setup takes {need[deck.id]} {deck.name} cards but the deck has {deck.total}"
    return True


@invariant("a team can always afford at least one dig on any ground it may dig")
def effort_affords_a_dig(players: int) -> bool:
    return effort_per_turn(players) >= dig_cost("Brush", "Wall footing")
