"""Trench 1916: the Somme offensive, June to November 1916, as a two-player hex-and-counter game.

Every number the rulebook's tables print comes from here; the invariants hold the card data
(counters, reinforcement schedule) and the map to the same numbers.
"""
from generator.engine import invariant, rule

PLAYERS = (2, 2)

MONTHS = ("June", "July", "August", "September", "October", "November")
ODDS = ("1:2", "1:1", "2:1", "3:1", "4:1")

# One ladder of results: better odds and higher rolls climb it. Column 1:2 reads rolls 1-6 from the
# bottom rung, each better column starts one rung higher.
LADDER = ("AL", "AL", "NE", "EX", "EX", "DR", "DL", "DL", "DE", "DE")

TERRAIN_MOVE = {"Open ground": 1, "Wood": 2, "Village": 1, "Ridge": 2}
TERRAIN_SHIFT = {"Open ground": 0, "Wood": 1, "Village": 2, "Ridge": 1}

OBJECTIVES = {
    "Beaumont-Hamel": 1, "Thiepval": 2, "La Boisselle": 1, "Fricourt": 1, "Pozières": 2,
    "Contalmaison": 1, "Le Sars": 1, "Longueval": 1, "Flers": 1, "Ginchy": 1, "Guillemont": 1,
}

# units arriving at the start of each month, by side (the reinforcement counters say the same)
ARRIVALS = {
    "British": {"June": 0, "July": 2, "August": 2, "September": 5, "October": 1, "November": 1},
    "German": {"June": 0, "July": 2, "August": 2, "September": 2, "October": 2, "November": 1},
}


@rule
def combat(odds: str, roll: int) -> str:
    """The combat result for an odds column and a die roll."""
    return LADDER[ODDS.index(odds) + roll - 1]


@rule
def attack_total(factors: list) -> int:
    """The attack factors of every unit taking part, added up."""
    return sum(factors)


@rule
def odds_column(attack: int, defence: int, shifts: int = 0) -> str | None:
    """The column an attack is resolved on: the ratio rounded down in the defender's favour,
    capped at 4:1, then moved one column left per shift (never below 1:2). None: no attack."""
    if attack * 2 < defence:
        return None
    if attack < defence:
        index = 0
    else:
        index = min(attack // defence, 4)
    return ODDS[max(index - shifts, 0)]


@rule
def move_cost(terrain: str) -> int:
    """Movement points a unit spends to enter a hex of this terrain."""
    return TERRAIN_MOVE[terrain]


@rule
def defence_shift(terrain: str) -> int:
    """Columns an attack on a hex of this terrain shifts to the left."""
    return TERRAIN_SHIFT[terrain]


@rule
def trench_shift() -> int:
    """Columns an attack shifts left when every attacking unit is across a trench line (no tank)."""
    return 1


@rule
def trench_crossing_cost() -> int:
    """Extra movement points to cross a trench hexside."""
    return 1


@rule
def reinforcements(month: str, side: str) -> int:
    """Units of a side that arrive at the start of a month."""
    return ARRIVALS[side][month]


@rule
def mud(month: str) -> bool:
    """October and November are mud months."""
    return month in ("October", "November")


@rule
def mud_movement(move: int) -> int:
    """A unit's movement factor in a mud month: halved, rounded down."""
    return move // 2


@rule
def objective_points(village: str) -> int:
    """Victory points the British score for holding a village at the end of the game."""
    return OBJECTIVES[village]


@rule
def british_points(held: list) -> int:
    """The British victory points for the villages they hold."""
    return sum(OBJECTIVES[v] for v in held)


@rule
def total_points() -> int:
    """Every objective's points together."""
    return sum(OBJECTIVES.values())


@rule
def british_win_points() -> int:
    return 8


@rule
def german_win_points() -> int:
    return 4


@rule
def outcome(points: int) -> str:
    """Who wins with this many British victory points at the end of November."""
    if points >= british_win_points():
        return "British victory"
    if points <= german_win_points():
        return "German victory"
    return "Draw"


@rule
def stacking_limit() -> int:
    """Units of one side that may share a hex."""
    return 2


@rule
def artillery_range() -> int:
    """Hexes from which artillery may join an attack."""
    return 2


@rule
def months_in_game() -> int:
    return len(MONTHS)


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "units": 22,
        "map-board": 1,
        "record-card": 1,
        "control-markers": 11,
        "month-marker": 1,
        "vp-marker": 1,
        "die": 1,
    }


@invariant("the reinforcement schedule matches the reinforcement counters", per_player_count=False)
def schedule_matches_counters(game) -> bool | str:
    counted: dict[tuple[str, str], int] = {}
    for card in game.deck("reinforcements").cards:
        key = (card.fields["side"], card.fields["month"])
        counted[key] = counted.get(key, 0) + card.count
    wrong = [f"{side} {month}: schedule {n}, counters {counted.get((side, month), 0)}"
             for side, months in ARRIVALS.items() for month, n in months.items()
             if counted.get((side, month), 0) != n]
    return not wrong or "; ".join(wrong)


@invariant("every objective is a named village of the map, and the box holds a control marker for each",
           per_player_count=False)
def objectives_on_map(game) -> bool | str:
    grid = game.grids[0]
    villages = {c.name for c in grid.cells if c.name and c.terrain == "village"}
    missing = [v for v in OBJECTIVES if v not in villages]
    if missing:
        return "not a village of the map: " + ", ".join(missing)
    markers = next(c for c in game.inventory if c.id == "control-markers")
    return markers.count == len(OBJECTIVES) or f"{markers.count} control markers for {len(OBJECTIVES)} objectives"


@invariant("a reduced side is never stronger than the full side", per_player_count=False)
def reduced_is_weaker(game) -> bool | str:
    bad = [c.name for deck in ("units", "reinforcements") for c in game.deck(deck).cards
           if c.fields["reduced_attack"] > c.fields["attack"] or c.fields["reduced_defence"] > c.fields["defence"]]
    return not bad or "stronger when reduced: " + ", ".join(bad)
