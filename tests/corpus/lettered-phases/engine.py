"""Mud and Wire: the rules the tables and the rulebook print."""
from generator.engine import invariant, rule

PLAYERS = (2, 4)

# How many commanders each side has, by player count.
COMMANDERS = {2: {"Blue": 1, "Grey": 1}, 3: {"Blue": 2, "Grey": 1}, 4: {"Blue": 2, "Grey": 2}}
# Command a side receives each turn, shared evenly among its commanders.
SIDE_COMMAND = {"Blue": 8, "Grey": 6}
# Blue's stockpile runs down as the offensive goes on; Grey's guns fire a steady ration.
BLUE_SHELLS = {1: 10, 2: 8, 3: 6, 4: 6, 5: 4, 6: 4, 7: 2, 8: 2}
GREY_SHELLS = 4

# Printed values of each size of unit: full and reduced side.
SIZES = {
    "Division": {"attack": 6, "defence": 5, "reduced_attack": 3, "reduced_defence": 3, "move": 1, "stacking": 3},
    "Brigade": {"attack": 4, "defence": 3, "reduced_attack": 2, "reduced_defence": 2, "move": 2, "stacking": 2},
    "Battalion": {"attack": 2, "defence": 2, "reduced_attack": 1, "reduced_defence": 1, "move": 3, "stacking": 1},
}
STACKING_LIMIT = 4

# terrain: (movement to enter, defence bonus)
TERRAIN = {
    "Open ground": (1, 0),
    "Shell craters": (2, 0),
    "Trench": (1, 2),
    "Wood": (2, 1),
    "Village": (1, 1),
    "Ridge": (2, 1),
}

OBJECTIVES = {"Crow Wood": 2, "Mill Crossing": 2, "Saint Remy": 3, "High Ridge": 4}

CHITS = {"command-chits": 20, "shell-chits": 20}


# --- setup -----------------------------------------------------------------

@rule
def commanders(players: int, side: str) -> int:
    """Commanders on one side."""
    return COMMANDERS[players][side]


@rule
def command_each(players: int, side: str) -> int:
    """Command chits each commander of the side takes in Phase A."""
    return SIDE_COMMAND[side] // commanders(players, side)


@rule
def shells(turn: int, side: str) -> int:
    """Shell chits a side takes in Phase A of this turn."""
    return BLUE_SHELLS[turn] if side == "Blue" else GREY_SHELLS


@rule
def last_turn(variant: str | None = None) -> int:
    return 5 if variant == "short" else 8


@rule
def victory_threshold(variant: str | None = None) -> int:
    """Victory points Blue needs at the end of the last turn."""
    return 4 if variant == "short" else 6


@rule
def objective_points(objective: str) -> int:
    return OBJECTIVES[objective]


# --- units -----------------------------------------------------------------

@rule
def full_attack(size: str) -> int:
    return SIZES[size]["attack"]


@rule
def full_defence(size: str) -> int:
    return SIZES[size]["defence"]


@rule
def reduced_attack(size: str) -> int:
    return SIZES[size]["reduced_attack"]


@rule
def reduced_defence(size: str) -> int:
    return SIZES[size]["reduced_defence"]


@rule
def movement(size: str) -> int:
    return SIZES[size]["move"]


@rule
def stacking_points(size: str) -> int:
    return SIZES[size]["stacking"]


@rule
def stacking_limit() -> int:
    """Stacking points a square may hold at the end of any move."""
    return STACKING_LIMIT


# --- terrain ---------------------------------------------------------------

@rule
def move_cost(terrain: str) -> int:
    return TERRAIN[terrain][0]


@rule
def defence_bonus(terrain: str) -> int:
    return TERRAIN[terrain][1]


@rule
def dug_in_bonus() -> int:
    return 1


@rule
def wire_penalty() -> int:
    """Taken off the attack when any attacker strikes across wire with no gap."""
    return 2


@rule
def barrage_range() -> int:
    """Squares from one of your units that a barrage may reach."""
    return 4


# --- supply ----------------------------------------------------------------

def _squares(distance: int | str) -> int:
    if isinstance(distance, str):
        return int(distance.split()[0])
    return distance


@rule
def supply_state(distance: int | str) -> str:
    d = _squares(distance)
    if d <= 3:
        return "In supply"
    if d <= 5:
        return "Strained"
    return "Cut off"


@rule
def supply_attack_modifier(distance: int | str) -> int:
    return {"In supply": 0, "Strained": -1, "Cut off": -3}[supply_state(distance)]


@rule
def supply_steps_lost(distance: int | str) -> int:
    return 1 if supply_state(distance) == "Cut off" else 0


@rule
def may_dig_in(distance: int | str) -> bool:
    return supply_state(distance) != "Cut off"


# --- assault ---------------------------------------------------------------

def _column(diff: int | str) -> int:
    """Column of the assault table, 0 (worst for the attacker) to 5."""
    if isinstance(diff, str):
        return 0 if diff.startswith("-") else 5
    if diff <= -2:
        return 0
    if diff == -1:
        return 1
    if diff == 0:
        return 2
    if diff <= 2:
        return 3
    if diff <= 4:
        return 4
    return 5


@rule
def assault_result(diff: int | str, roll: int) -> str | None:
    """Read the assault table: the die plus the column decides."""
    k = roll + _column(diff)
    if k <= 3:
        return "A1"
    if k <= 5:
        return None
    if k <= 7:
        return "D1"
    if k <= 9:
        return "D1 R"
    return "D2 R"


@rule
def attack_strength(attacks: list, distance: int = 0, wire: bool = False) -> int:
    """The attackers' values added, with the supply modifier and the wire penalty."""
    total = sum(attacks) + supply_attack_modifier(distance)
    if wire:
        total -= wire_penalty()
    return total


@rule
def defence_strength(defences: list, terrain: str, dug_in: bool = False) -> int:
    total = sum(defences) + defence_bonus(terrain)
    if dug_in:
        total += dug_in_bonus()
    return total


# --- barrage ---------------------------------------------------------------

@rule
def barrage_result(roll: int) -> str:
    if roll <= 2:
        return "miss"
    if roll <= 4:
        return "pinned"
    if roll == 5:
        return "wire-cut"
    return "direct-hit"


# --- setup -----------------------------------------------------------------

def setup(players: int, variant: str | None = None) -> dict[str, int]:
    """Everything comes out of the box at every player count."""
    return {
        "battle-map": 1,
        "record-card": 1,
        "units": 20,
        "suppressed-markers": 10,
        "gap-markers": 6,
        "dug-in-markers": 8,
        "objective-markers": 4,
        "depot-markers": 2,
        "command-chits": CHITS["command-chits"],
        "shell-chits": CHITS["shell-chits"],
        "turn-marker": 1,
        "vp-marker": 1,
        "dice": 2,
    }


def play(players: int, variant: str | None = None) -> dict:
    return {"barrage": {"dice": 1}}


# --- invariants ------------------------------------------------------------

@invariant("every counter prints the values of its size", per_player_count=False)
def counters_match_sizes(game) -> bool | str:
    for card in game.deck("units").cards:
        std = SIZES[card.fields["size"]]
        f = card.fields
        if (f["attack"], f["defence"], f["move"], f["reduced_attack"], f["reduced_defence"]) != (
            std["attack"], std["defence"], std["move"], std["reduced_attack"], std["reduced_defence"]
        ):
            return f"{card.name} does not print the values of a {card.fields['size'].lower()}"
    return True


@invariant("no square starts the game over the stacking limit", per_player_count=False)
def setup_stacks_fit(game) -> bool | str:
    load: dict[str, int] = {}
    for card in game.deck("units").cards:
        load[card.fields["square"]] = load.get(card.fields["square"], 0) + SIZES[card.fields["size"]]["stacking"]
    over = [sq for sq, pts in load.items() if pts > STACKING_LIMIT]
    return True if not over else f"over the limit: {', '.join(over)}"


@invariant("the chits cover a full turn's Command and Shells for both sides")
def chits_suffice(players: int, game) -> bool | str:
    command = sum(command_each(players, s) * commanders(players, s) for s in ("Blue", "Grey"))
    shell_peak = max(shells(t, "Blue") + shells(t, "Grey") for t in range(1, 9))
    counts = {c.id: c.count for c in game.inventory}
    if command > counts["command-chits"]:
        return f"{command} Command needed"
    if shell_peak > counts["shell-chits"]:
        return f"{shell_peak} Shells needed"
    if counts["command-chits"] != CHITS["command-chits"] or counts["shell-chits"] != CHITS["shell-chits"]:
        return "engine's chit counts differ from the box"
    return True


@invariant("the objectives are named squares of the battle map", per_player_count=False)
def objectives_on_map(game) -> bool | str:
    grid = next(g for g in game.grids if g.id == "battlefield")
    named = {c.name for c in grid.cells if c.name}
    missing = [o for o in OBJECTIVES if o not in named]
    return True if not missing else f"not on the map: {', '.join(missing)}"
