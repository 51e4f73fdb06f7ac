"""Mech Arena: the rules the printed tables, sheets and examples rely on."""

from generator.engine import invariant, rule

PLAYERS = (2, 4)

# Armour boxes per location, Move in hexes and Cooling per turn, by chassis.
CHASSIS = {
    "Harrier": {"Head": 3, "Torso": 8, "Left Arm": 4, "Right Arm": 4, "Legs": 5, "move": 5, "cooling": 4},
    "Striker": {"Head": 3, "Torso": 10, "Left Arm": 5, "Right Arm": 5, "Legs": 6, "move": 4, "cooling": 3},
    "Longbow": {"Head": 3, "Torso": 10, "Left Arm": 5, "Right Arm": 5, "Legs": 5, "move": 3, "cooling": 5},
    "Bastion": {"Head": 4, "Torso": 12, "Left Arm": 6, "Right Arm": 6, "Legs": 7, "move": 3, "cooling": 3},
}
LOCATIONS = ("Head", "Torso", "Left Arm", "Right Arm", "Legs")

TO_HIT = {"Short": 3, "Medium": 4, "Long": 5}
MODIFIERS = {
    "You braced": 1,
    "You ran": -1,
    "Target in rubble": -1,
    "Target shut down": 1,
    "You are running hot": -1,
}
MOVE_COSTS = {"Floor": 1, "Vent": 1, "Rubble": 2}
START_HEXES = ("Start 1", "Start 2", "Start 3", "Start 4")

MAX_HEAT = 12
RUNNING_HOT_AT = 7
SHUTDOWN_AT = 10


# --- setup -----------------------------------------------------------------

@rule
def weapons_dealt(players: int = 2) -> int:
    """Weapon cards dealt to each player before choosing."""
    return 6 if players == 2 else 5


@rule
def weapons_kept(players: int | None = None) -> int:
    """Weapons every mech carries: one per arm and one in the torso."""
    return 3


@rule
def start_hexes(players: int) -> list[str]:
    """The start hexes used: opposite corners at two players."""
    if players == 2:
        return ["Start 1", "Start 3"]
    return list(START_HEXES[:players])


# --- chassis ---------------------------------------------------------------

@rule
def armour(chassis: str, location: str) -> int:
    """Armour boxes a chassis has at one location."""
    return CHASSIS[chassis][location]


@rule
def move_allowance(chassis: str) -> int:
    """Hexes a chassis may walk in its Move step."""
    return CHASSIS[chassis]["move"]


@rule
def cooling(chassis: str) -> int:
    """Heat a chassis sheds in its Cool step."""
    return CHASSIS[chassis]["cooling"]


@rule
def total_armour(chassis: str) -> int:
    return sum(CHASSIS[chassis][loc] for loc in LOCATIONS)


# --- moving ----------------------------------------------------------------

@rule
def run_bonus() -> int:
    """Extra hexes a running mech may move."""
    return 2


@rule
def run_heat() -> int:
    """Heat gained by running."""
    return 2


@rule
def move_cost(terrain: str) -> int | None:
    """Movement spent to enter a hex; None where it cannot be entered (walls)."""
    return MOVE_COSTS.get(terrain)


@rule
def legs_destroyed_move() -> int:
    """Hexes a mech with destroyed legs may move in a turn."""
    return 1


# --- firing ----------------------------------------------------------------

@rule
def range_band(distance: int, short: int, medium: int, long: int) -> str | None:
    """The band a target at this distance falls in, for a weapon's three bands."""
    if distance < 1:
        return None
    if distance <= short:
        return "Short"
    if distance <= medium:
        return "Medium"
    if distance <= long:
        return "Long"
    return None


@rule
def to_hit_target(band: str) -> int:
    """The die roll needed to hit at a range band, after modifiers."""
    return TO_HIT[band]


@rule
def roll_modifier(situation: str) -> int:
    return MODIFIERS[situation]


@rule
def hits(roll: int, band: str, modifier: int = 0) -> bool:
    """A natural 6 always hits, a natural 1 always misses."""
    if roll == 6:
        return True
    if roll == 1:
        return False
    return roll + modifier >= to_hit_target(band)


@rule
def hit_location(roll: int) -> str:
    """The hit location die."""
    return {1: "legs", 2: "left-arm", 3: "right-arm", 4: "torso", 5: "torso", 6: "head"}[roll]


@rule
def boxes_left(armour: int, damage: int) -> int:
    """Unmarked boxes at a location after damage (spill goes to the torso)."""
    return max(0, armour - damage)


@rule
def spill(armour: int, damage: int) -> int:
    """Damage beyond a location's last box, which goes to the torso."""
    return max(0, damage - armour)


# --- heat ------------------------------------------------------------------

@rule
def max_heat() -> int:
    return MAX_HEAT


@rule
def running_hot_at() -> int:
    return RUNNING_HOT_AT


@rule
def shutdown_heat() -> int:
    return SHUTDOWN_AT


@rule
def vent_cooling() -> int:
    """Extra heat shed by a mech that ended its move on a vent."""
    return 2


@rule
def heat_modifier(heat: int) -> int:
    """To-hit modifier for firing at this heat."""
    return -1 if heat >= RUNNING_HOT_AT else 0


@rule
def shuts_down(heat: int) -> bool:
    """Whether a mech with this heat after cooling shuts down."""
    return heat >= SHUTDOWN_AT


@rule
def overheat_damage(heat: int, gained: int) -> int:
    """Torso boxes marked for heat that would pass the top of the track."""
    return max(0, heat + gained - MAX_HEAT)


@rule
def heat_after_cooling(heat: int, gained: int, cooling: int) -> int:
    """Heat at the end of a turn: capped at the top of the track, then cooled."""
    return max(0, min(heat + gained, MAX_HEAT) - cooling)


# --- the box ---------------------------------------------------------------

def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "arena-board": 1,
        "record-pad": 1,
        "weapons": 24,
        "mech-tokens": players,
        "heat-markers": players,
        "shutdown-markers": players,
        "first-player": 1,
        "dice": 2,
        "pencils": players,
    }


def play(players: int, variant: str | None = None) -> dict[str, dict]:
    return {"weapons": {"hand": weapons_dealt(players)}, "hit-location": {"dice": 1}}


# --- invariants ------------------------------------------------------------

@invariant("the weapon deck deals every player's hand", per_player_count=False)
def deck_deals(game) -> bool | str:
    deck = game.deck("weapons")
    need = max(weapons_dealt(p) * p for p in game.players)
    if deck.total != setup(2)["weapons"]:
        return f"setup takes {setup(2)['weapons']} weapons but the deck has {deck.total}"
    return True if deck.total >= need else f"{deck.total} cards, {need} dealt"


@invariant("a mech keeps fewer weapons than it is dealt")
def keep_fewer(players: int) -> bool:
    return weapons_kept(players) < weapons_dealt(players)


@invariant("every weapon's range bands run short <= medium <= long", per_player_count=False)
def bands_in_order(game) -> bool | str:
    for card in game.deck("weapons").cards:
        f = card.fields
        if not 1 <= f["short"] <= f["medium"] <= f["long"]:
            return f"bands out of order: {card.name}"
    return True


@invariant("both arms of a chassis carry the same armour", per_player_count=False)
def arms_match(game) -> bool | str:
    for name in game.names["chassis"]:
        if armour(name, "Left Arm") != armour(name, "Right Arm"):
            return f"arms differ: {name}"
    return True


@invariant("the chassis and locations of the data are the engine's", per_player_count=False)
def names_match(game) -> bool | str:
    if tuple(game.names["chassis"]) != tuple(CHASSIS):
        return "chassis names differ"
    if tuple(game.names["locations"]) != LOCATIONS:
        return "location names differ"
    return True


@invariant("movement costs printed in game.yaml are the engine's", per_player_count=False)
def move_costs_match(game) -> bool | str:
    for cost in game.costs:
        if cost.group != "movement":
            continue
        terrain = cost.name.removesuffix(" hex")
        paid = sum(item.amount for item in cost.items)
        if move_cost(terrain) != paid:
            return f"{cost.name} costs {paid} but move_cost gives {move_cost(terrain)}"
    return True


@invariant("the armour track on a record sheet has room for the thickest torso", per_player_count=False)
def sheet_has_room(game) -> bool | str:
    most = max(armour(c, loc) for c in CHASSIS for loc in LOCATIONS)
    return True if most <= 12 else f"{most} boxes do not fit 12 columns"
