"""Brenn Valley 1809 (hex-counters): the rules the printed charts and tables state."""
from generator.engine import invariant, rule

PLAYERS = (2, 2)

SIDES = ("Ostland", "Valdmark")

# terrain: (movement points to enter, columns shifted left in combat, stacking limit)
TERRAIN = {
    "Clear": (1, 0, 2),
    "Forest": (2, 1, 2),
    "Hills": (2, 1, 2),
    "Marsh": (3, 0, 1),
    "Town": (1, 2, 3),
}

ODDS = ("1:2", "1:1", "2:1", "3:1", "4:1", "5:1")

# combat results table: one row per die roll, one result per odds column
CRT = {
    1: ("AL", "AL", "AR", "NE", "DR", "DR"),
    2: ("AL", "AR", "NE", "DR", "DR", "DL"),
    3: ("AR", "NE", "DR", "DR", "DL", "DL"),
    4: ("AR", "EX", "DR", "DL", "DL", "DE"),
    5: ("NE", "DR", "EX", "DL", "DE", "DE"),
    6: ("DR", "DL", "DL", "DE", "DE", "DE"),
}

TOWNS = {"Harlow": 3, "Kessel": 2, "Brenn": 1}


# --- terrain effects chart -------------------------------------------------

@rule
def move_cost(terrain: str) -> int:
    """Movement points a unit spends to enter a hex of this terrain."""
    return TERRAIN[terrain][0]


@rule
def terrain_shift(terrain: str) -> int:
    """Odds columns an attack shifts to the left when the defender stands in this terrain."""
    return TERRAIN[terrain][1]


@rule
def stacking_limit(terrain: str) -> int:
    """Most units of one side that may end a phase in one hex of this terrain."""
    return TERRAIN[terrain][2]


@rule
def river_crossing_cost() -> int:
    """Extra movement points to cross a river hexside where no road bridges it."""
    return 2


@rule
def river_shift() -> int:
    """Extra column shift left when every adjacent attacker attacks across a river."""
    return 1


@rule
def road_cost() -> int:
    """Movement points per hex moving along a road, whatever the terrain."""
    return 1


# --- combat --------------------------------------------------------------

@rule
def odds_column(attack: int, defence: int) -> str | None:
    """The odds column of an attack before shifts, rounded in the defender's favour.
    None: worse than 1:2, and the attack may not be made."""
    if attack * 2 < defence:
        return None
    if attack < defence:
        return "1:2"
    return f"{min(attack // defence, 5)}:1"


@rule
def final_column(attack: int, defence: int, terrain: str, across_river: bool = False) -> str | None:
    """The column the die is rolled on, after the terrain and river shifts (never below 1:2)."""
    column = odds_column(attack, defence)
    if column is None:
        return None
    index = ODDS.index(column) - terrain_shift(terrain) - (river_shift() if across_river else 0)
    return ODDS[max(0, index)]


@rule
def combat_result(odds: str, roll: int) -> str:
    """The combat results table: the result of one die roll on one odds column."""
    return CRT[roll][ODDS.index(odds)]


@rule
def attack_total(factors: list) -> int:
    """Attack factors of every unit in one attack, added together."""
    return sum(int(f) for f in factors)


@rule
def retreat_hexes() -> int:
    """Hexes a unit moves when its result tells it to retreat."""
    return 1


@rule
def bombard_range() -> int:
    """Farthest an artillery unit may stand from the hex it bombards, in hexes."""
    return 2


@rule
def unit_steps() -> int:
    """Steps in every unit: the full side and the reduced side."""
    return 2


# --- movement --------------------------------------------------------------

@rule
def path_cost(terrains: list, rivers: int = 0) -> int:
    """Movement points for a path: each hex entered, plus each river crossed with no bridge."""
    return sum(move_cost(t) for t in terrains) + rivers * river_crossing_cost()


# --- order of battle and the calendar ---------------------------------------

@rule
def units_at_start(side: str) -> int:
    return {"Ostland": 9, "Valdmark": 7}[side]


@rule
def reinforcements(side: str) -> int:
    return {"Ostland": 1, "Valdmark": 2}[side]


@rule
def reinforcement_turn(side: str) -> int:
    """The game turn on which a side's reinforcements arrive."""
    return {"Ostland": 2, "Valdmark": 3}[side]


@rule
def game_turns() -> int:
    return 8


@rule
def last_turn() -> int:
    return game_turns()


@rule
def town_points(town: str) -> int:
    """Victory points a town is worth to Ostland."""
    return TOWNS[town]


@rule
def points_to_win() -> int:
    """Victory points of towns Ostland must control at the end of the last turn."""
    return 4


@rule
def total_units() -> int:
    return sum(units_at_start(s) + reinforcements(s) for s in SIDES)


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "map-board": 1,
        "turn-track": 1,
        "units": total_units(),
        "control-markers": len(TOWNS),
        "turn-marker": 1,
        "die": 1,
    }


# --- invariants: the engine against the counters and the map ---------------

@invariant("each side's counters match its order of battle and reinforcement turn", per_player_count=False)
def counters_match_order_of_battle(game) -> bool | str:
    cards = game.deck("units").cards
    for side in SIDES:
        mine = [c for c in cards if c.fields["side"] == side]
        start = [c for c in mine if c.fields["enters"] is None]
        later = [c for c in mine if c.fields["enters"] is not None]
        if sum(c.count for c in start) != units_at_start(side):
            return f"{side}: {len(start)} counters set up at start"
        if sum(c.count for c in later) != reinforcements(side):
            return f"{side}: {len(later)} reinforcements"
        for c in later:
            if c.fields["enters"] != reinforcement_turn(side):
                return f"{c.name} enters on turn {c.fields['enters']}"
    return True


@invariant("a reduced side is weaker than its full side", per_player_count=False)
def reduced_is_weaker(game) -> bool | str:
    for c in game.deck("units").cards:
        f = c.fields
        if f["reduced_attack"] >= f["attack"] or f["reduced_defence"] >= f["defence"]:
            return f"{c.name} is no weaker reduced"
    return True


@invariant("the map's named town hexes are the towns that score", per_player_count=False)
def towns_on_map(game) -> bool | str:
    grid = next(g for g in game.grids if g.id == "valley")
    named = {cell.name: cell.terrain for cell in grid.cells if cell.name}
    if set(named) != set(TOWNS):
        return f"map names {sorted(named)}"
    wrong = [n for n, t in named.items() if t != "town"]
    return True if not wrong else f"not town terrain: {', '.join(wrong)}"


@invariant("every counter in the box comes out for the game", per_player_count=False)
def all_counters_used(game) -> bool | str:
    total = game.deck("units").total
    return True if total == total_units() else f"{total} counters, {total_units()} in the order of battle"
