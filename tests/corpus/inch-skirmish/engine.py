"""Lanterns in the Fen: the rules the tables and the rulebook print.

Distances are in inches throughout. A unit's own Move, Shoot, Range, Defence
and Wounds are on its card (cards/units.csv); the engine holds the rules that
are the same for every unit, the scenarios and the scoring.
"""

from generator.engine import invariant, rule

PLAYERS = (2, 2)

# ---------------------------------------------------------------- constants

SHORT_RANGE = 6          # inches: a target this close or closer is at short range
STANDARD_MOVE = 6        # what most units move in one Move action
STANDARD_RANGE = 12      # what most units shoot
ACTIONS = 2              # actions in an activation
PINNED_ACTIONS = 1       # actions in the activation of a Pinned unit
CONTROL_RANGE = 3        # inches from an objective to hold it
BLAST_ACROSS = 3         # the blast template's width in inches
THROW_RANGE = 6          # how far a grenade is thrown
LEADER_BONUS = 1         # extra victory point for removing the enemy Leader

# what a box holds, held to game.yaml by whole_supplies_come_out
BOX = {
    "units": 23,
    "measures": 8,
    "blasts": 2,
    "terrain": 10,
    "walls": 6,
    "unit-tokens": 23,
    "wound-markers": 24,
    "pinned-markers": 10,
    "objective-markers": 4,
}

# ---------------------------------------------------------------- per player

@rule
def dice_each(players: int = 2) -> int:
    """Six-sided dice each player keeps at hand."""
    return 5


@rule
def ruler_halves_each(players: int = 2) -> int:
    """The near and the far half of the range ruler."""
    return 2


@rule
def move_sticks_each(players: int = 2) -> int:
    return 1


@rule
def rough_sticks_each(players: int = 2) -> int:
    return 1


@rule
def wound_markers_each(players: int = 2) -> int:
    return BOX["wound-markers"] // 2


# ---------------------------------------------------------------- scenarios

SCENARIOS = {
    #                table  muster rounds deploy objectives points terrain sight
    "Clash":         (24,   20,    6,     6,     1,         3,     6,      None),
    "Hold the Ford": (24,   20,    6,     6,     3,         2,     7,      None),
    "Supply Run":    (30,   18,    5,     6,     4,         2,     8,      None),
    "Night Raid":    (24,   16,    6,     4,     0,         None,  5,      9),
}


def _scenario(scenario: str) -> tuple:
    return SCENARIOS[scenario]


@rule
def table_side(scenario: str) -> int:
    """The side of the square playing area, in inches."""
    return _scenario(scenario)[0]


@rule
def muster(scenario: str = "Clash") -> int:
    """Muster each warband spends on units and upgrades."""
    return _scenario(scenario)[1]


@rule
def rounds(scenario: str = "Clash") -> int:
    return _scenario(scenario)[2]


@rule
def deployment_depth(scenario: str = "Clash") -> int:
    """How far from its own table edge a warband deploys, in inches."""
    return _scenario(scenario)[3]


@rule
def objectives(scenario: str) -> int:
    return _scenario(scenario)[4]


@rule
def objective_points(scenario: str) -> int | None:
    """Victory points for each objective a player controls at the end; None where there are none."""
    return _scenario(scenario)[5]


@rule
def terrain_pieces(scenario: str) -> int:
    return _scenario(scenario)[6]


@rule
def sight_limit(scenario: str) -> int | None:
    """The longest shot allowed, in inches; None when only the shooter's Range limits it."""
    return _scenario(scenario)[7]


# ---------------------------------------------------------------- the round

@rule
def actions_per_activation(pinned: bool = False) -> int:
    return PINNED_ACTIONS if pinned else ACTIONS


@rule
def standard_move() -> int:
    return STANDARD_MOVE


@rule
def standard_range() -> int:
    return STANDARD_RANGE


@rule
def short_range() -> int:
    return SHORT_RANGE


@rule
def control_range() -> int:
    return CONTROL_RANGE


@rule
def blast_across() -> int:
    return BLAST_ACROSS


@rule
def throw_range() -> int:
    return THROW_RANGE


# ---------------------------------------------------------------- terrain

TERRAIN = {
    #              per inch inside, extra to cross, blocks sight
    "Open":       (1, 0, False),
    "Rough":      (2, 0, False),
    "Obstacle":   (None, 2, False),
    "Impassable": (None, None, True),
}


@rule
def move_per_inch(kind: str) -> int | None:
    """Inches of Move one inch of movement inside this terrain costs; None: no unit stands in it."""
    return TERRAIN[kind][0]


@rule
def crossing_cost(kind: str) -> int | None:
    """Extra inches of Move to cross a piece of this kind; None: it cannot be crossed."""
    return TERRAIN[kind][1]


@rule
def blocks_sight(kind: str) -> bool:
    return TERRAIN[kind][2]


@rule
def move_spent(open_inches: int, rough_inches: int = 0, obstacles: int = 0) -> int:
    """Inches of Move a path costs: open ground, Rough ground and Obstacles crossed."""
    return (open_inches * TERRAIN["Open"][0]
            + rough_inches * TERRAIN["Rough"][0]
            + obstacles * TERRAIN["Obstacle"][1])


# ---------------------------------------------------------------- shooting

@rule
def score_needed(defence: int, long_range: bool = False, cover: bool = False) -> int:
    """The score each die needs to wound: the target's Defence, +1 at long range, +1 in cover, never above 6."""
    return min(6, defence + (1 if long_range else 0) + (1 if cover else 0))


@rule
def dice_rolled(shoot: int, aimed: bool = False) -> int:
    """Dice a shot rolls: the unit's Shoot, and one more when it Aimed first."""
    return shoot + (1 if aimed else 0)


@rule
def wounds_scored(rolls: list, needed: int) -> int:
    """Each die at or above the score needed wounds; a 6 always does, a 1 never."""
    return sum(1 for r in rolls if r != 1 and (r == 6 or r >= needed))


# ---------------------------------------------------------------- nerve

@rule
def nerve(roll: int) -> str:
    if roll <= 1:
        return "break"
    if roll <= 3:
        return "pinned"
    return "steady"


# ---------------------------------------------------------------- scoring

@rule
def victory_points(removed: int, leaders_removed: int, objectives_held: int, scenario: str) -> int:
    """1 for each enemy unit removed, 1 more for its Leader, and the scenario's points per objective held."""
    per_objective = objective_points(scenario) or 0
    return removed + LEADER_BONUS * leaders_removed + per_objective * objectives_held


# ---------------------------------------------------------------- setup

def setup(players: int, variant: str | None = None) -> dict[str, int]:
    """Everything comes out: each player picks a faction and musters from its cards, the scenario picks the terrain."""
    return {
        "units": BOX["units"],
        "unit-tokens": BOX["unit-tokens"],
        "measures": BOX["measures"],
        "blasts": BOX["blasts"],
        "terrain": BOX["terrain"],
        "walls": BOX["walls"],
        "wound-markers": BOX["wound-markers"],
        "pinned-markers": BOX["pinned-markers"],
        "objective-markers": BOX["objective-markers"],
        "dice": dice_each(players) * players,
    }


# ---------------------------------------------------------------- invariants

@invariant("setup takes every supply out whole, as the box counts it", per_player_count=False)
def whole_supplies_come_out(game) -> bool | str:
    counts = {c.id: c.count for c in game.inventory}
    decks = {d.id: d.total for d in game.decks}
    for key, n in BOX.items():
        have = decks.get(key, counts.get(key))
        if have != n:
            return f"{key}: the engine says {n}, the data {have}"
    return True


@invariant("each faction has exactly one Leader card", per_player_count=False)
def one_leader_each(game) -> bool | str:
    for faction in game.names["factions"]:
        leaders = [c for c in game.deck("units").cards if c.fields["faction"] == faction and c.fields["leader"]]
        if len(leaders) != 1 or leaders[0].count != 1:
            return f"{faction} has {len(leaders)} Leader cards"
    return True


@invariant("each faction's cards can fill the largest muster of any scenario", per_player_count=False)
def factions_fill_muster(game) -> bool | str:
    most = max(muster(s) for s in SCENARIOS)
    for faction in game.names["factions"]:
        worth = sum(c.fields["cost"] * c.count for c in game.deck("units").cards if c.fields["faction"] == faction)
        if worth < most:
            return f"{faction}'s cards are worth {worth} Muster, under {most}"
    return True


@invariant("every unit card has a token of its name, as many as its copies", per_player_count=False)
def tokens_match_cards(game) -> bool | str:
    sheet = next(t for t in game.tokens if t.component == "unit-tokens")
    faces = {f.front: f.count for f in sheet.faces}
    for card in game.deck("units").cards:
        if faces.get(card.name) != card.count:
            return f"{card.name}: {card.count} cards but {faces.get(card.name)} tokens"
    return True


@invariant("the box holds the objective markers and terrain every scenario asks for", per_player_count=False)
def scenarios_fit_the_box(game) -> bool | str:
    for s in SCENARIOS:
        if objectives(s) > BOX["objective-markers"]:
            return f"{s} needs {objectives(s)} objective markers"
        if terrain_pieces(s) > BOX["terrain"] + BOX["walls"]:
            return f"{s} needs {terrain_pieces(s)} terrain pieces"
    return True


@invariant("the two halves of the range ruler measure the standard range", per_player_count=False)
def ruler_measures_range(game) -> bool | str:
    cards = {c.id: c for c in game.deck("measures").cards}
    near, far = cards["range-near"].fields, cards["range-far"].fields
    if near["inches"] != short_range() or near["first"] != 1:
        return "the near ruler does not cover short range"
    if far["first"] != near["inches"] + 1 or near["inches"] + far["inches"] != standard_range():
        return "the far ruler does not run on to the standard range"
    if cards["move-stick"].fields["inches"] != standard_move():
        return "the move stick is not one standard Move long"
    if cards["rough-stick"].fields["inches"] * move_per_inch("Rough") != standard_move():
        return "the rough-going stick is not one standard Move in Rough terrain"
    return True
