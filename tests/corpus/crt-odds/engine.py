"""Kessel Ford: the rules the tables, track and examples print."""

from generator.engine import invariant, rule

PLAYERS = (2, 2)

# The odds columns, worst for the attacker first.
COLUMNS = ("1:2", "1:1", "2:1", "3:1", "4:1")

# Combat results by die roll, one result per column of COLUMNS.
CRT = {
    1: ("AE", "AE", "AR", "AR", "EX"),
    2: ("AE", "AR", "AR", "EX", "DR"),
    3: ("AR", "AR", "EX", "DR", "DR"),
    4: ("AR", "EX", "DR", "DR", "DE"),
    5: ("EX", "DR", "DR", "DE", "DE"),
    6: ("DR", "DR", "DE", "DE", "DE"),
}

# How good a result is for the attacker, worst first.
RESULT_ORDER = ("AE", "AR", "EX", "DR", "DE")

# Terrain: (movement points to enter, columns shifted left when defending).
TERRAIN = {
    "Clear": (1, 0),
    "Woods": (2, 1),
    "Hills": (2, 1),
    "Town": (1, 1),
}


# --- combat -----------------------------------------------------------------

@rule
def combat_result(odds: str, roll: int) -> str:
    """The result code where the roll's row meets the odds column."""
    return CRT[roll][COLUMNS.index(odds)]


@rule
def odds_column(attack: int, defence: int) -> str | None:
    """Attack against defence, rounded down in the defender's favour; None below 1:2."""
    if attack >= defence:
        return COLUMNS[min(attack // defence, len(COLUMNS) - 1)]
    if attack * 2 >= defence:
        return "1:2"
    return None


@rule
def column_shift(terrain: str) -> int:
    """Columns the odds move left when the defender stands in this terrain."""
    return TERRAIN[terrain][1]


@rule
def river_shift(players: int = 2) -> int:
    """Columns left when every attacking unit attacks across a river hexside."""
    return 1


@rule
def final_column(attack: int, defence: int, terrain: str = "Clear", river: bool = False) -> str | None:
    """The column the attack is fought on, after terrain and river shifts (never left of 1:2)."""
    column = odds_column(attack, defence)
    if column is None:
        return None
    shift = column_shift(terrain) + (river_shift() if river else 0)
    return COLUMNS[max(0, COLUMNS.index(column) - shift)]


@rule
def retreat_hexes(players: int = 2) -> int:
    """How far a unit moves on an AR or DR."""
    return 1


# --- movement ---------------------------------------------------------------

@rule
def move_cost(terrain: str) -> int:
    """Movement points to enter a hex of this terrain (off the road)."""
    return TERRAIN[terrain][0]


@rule
def river_move_cost(players: int = 2) -> int:
    """Extra movement points to cross a river hexside, except over the bridge."""
    return 2


@rule
def road_move_cost(players: int = 2) -> int:
    """Movement points per hex entered along a road, whatever the terrain."""
    return 1


@rule
def stack_limit(players: int = 2) -> int:
    """Most units that may share one hex."""
    return 2


# --- the course of the game -------------------------------------------------

@rule
def last_turn(players: int = 2, variant: str | None = None) -> int:
    """Game turns played."""
    return 6 if variant == "quick" else 8


@rule
def reinforcement_turn(players: int = 2, variant: str | None = None) -> int:
    """The game turn on which the Crown reinforcements enter."""
    return 2 if variant == "quick" else 3


# --- victory ----------------------------------------------------------------

@rule
def town_points(players: int = 2) -> int:
    """Victory points the Crown scores for each town it controls at the end."""
    return 4


@rule
def unit_points(players: int = 2) -> int:
    """Victory points for each enemy unit eliminated."""
    return 1


@rule
def crown_margin(players: int = 2, variant: str | None = None) -> int:
    """How far the Crown's score must beat the League's for a Crown win."""
    return 4 if variant == "quick" else 6


@rule
def crown_points(towns: int, league_lost: int) -> int:
    """The Crown's victory points."""
    return towns * town_points() + league_lost * unit_points()


@rule
def league_points(crown_lost: int) -> int:
    """The League's victory points."""
    return crown_lost * unit_points()


@rule
def winner(towns: int, league_lost: int, crown_lost: int, variant: str | None = None) -> str:
    """Who wins at the end of the last turn."""
    lead = crown_points(towns, league_lost) - league_points(crown_lost)
    return "Crown" if lead >= crown_margin(variant=variant) else "League"


# --- setup ------------------------------------------------------------------

def setup(players: int, variant: str | None = None) -> dict[str, int]:
    """Everything comes out of the box: both armies, the reinforcements, the markers."""
    return {
        "map-sheet": 1,
        "turn-track": 1,
        "crown": 9,
        "league": 9,
        "reinforcements": 2,
        "turn-marker": 1,
        "control-markers": 3,
        "combat-die": 1,
    }


# --- invariants -------------------------------------------------------------

@invariant("both armies and the reinforcements come out of the box whole", per_player_count=False)
def armies_come_out_whole(game) -> bool | str:
    taken = setup(2)
    for deck_id in ("crown", "league", "reinforcements"):
        deck = game.deck(deck_id)
        if taken[deck_id] != deck.total:
            return f"setup takes {taken[deck_id]} of {deck.name}, the deck holds {deck.total}"
    return True


@invariant("no hex starts the game holding more units than may stack there", per_player_count=False)
def setup_respects_stacking(game) -> bool | str:
    seen: dict[str, int] = {}
    for deck_id in ("crown", "league"):
        for card in game.deck(deck_id).cards:
            seen[card.fields["hex"]] = seen.get(card.fields["hex"], 0) + card.count
    crowded = [h for h, n in seen.items() if n > stack_limit()]
    return True if not crowded else f"too many units in {', '.join(sorted(crowded))}"


@invariant("the Crown starts west of the river and the League east of it", per_player_count=False)
def armies_start_on_their_banks(game) -> bool | str:
    for card in game.deck("crown").cards:
        if int(card.fields["hex"][:2]) > 6:
            return f"{card.name} starts east of the river"
    for card in game.deck("league").cards:
        if int(card.fields["hex"][:2]) < 7:
            return f"{card.name} starts west of the river"
    return True


@invariant("the box holds one control marker for each town on the map", per_player_count=False)
def a_marker_per_town(game) -> bool | str:
    towns = sum(len(cell.at) for grid in game.grids for cell in grid.cells if cell.terrain == "town")
    markers = next(c for c in game.inventory if c.id == "control-markers").count
    return True if towns == markers else f"{towns} towns but {markers} control markers"


@invariant("a higher roll or better odds never gives the attacker a worse result", per_player_count=False)
def table_runs_one_way() -> bool | str:
    for roll in range(1, 7):
        ranks = [RESULT_ORDER.index(r) for r in CRT[roll]]
        if ranks != sorted(ranks):
            return f"roll {roll} gets worse as the odds rise"
    for i, column in enumerate(COLUMNS):
        ranks = [RESULT_ORDER.index(CRT[roll][i]) for roll in range(1, 7)]
        if ranks != sorted(ranks):
            return f"column {column} gets worse as the roll rises"
    return True
