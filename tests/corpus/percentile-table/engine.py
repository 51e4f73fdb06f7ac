"""The Uncharted Hundred: a solo expedition driven by percentile rolls.

A percentile roll is two ten-sided dice read as one number from 01 to 00,
where 00 is 100. Every table of the game is read off such a roll.
"""

from generator.engine import invariant, rule

PLAYERS = (1, 1)

# ---------------------------------------------------------------- the tables
# Each table: (first roll, last roll, result id), covering 1-100 exactly once.

WEATHER = (
    (1, 40, "clear"),
    (41, 60, "headwind"),
    (61, 80, "rain"),
    (81, 95, "fog"),
    (96, 100, "storm"),
)

TERRAIN = (
    (1, 25, "meadow"),
    (26, 50, "forest"),
    (51, 68, "hills"),
    (69, 82, "marsh"),
    (83, 94, "peaks"),
    (95, 100, "ruins"),
)

ENCOUNTER = (
    (1, 20, "quiet"),
    (21, 32, "game-trail"),
    (33, 44, "rockslide"),
    (45, 54, "wolves"),
    (55, 64, "lost-trail"),
    (65, 74, "hermit"),
    (75, 94, "discovery"),
    (95, 100, "great-find"),
)

# What each region costs to enter, in Supplies and Morale, and its map points.
# game.yaml's costs (group "travel") print these; an invariant holds them equal.
ENTRY_SUPPLIES = {"Meadow": 1, "Forest": 1, "Hills": 2, "Marsh": 2, "Peaks": 3, "Ruins": 1}
ENTRY_MORALE = {"Meadow": 0, "Forest": 0, "Hills": 0, "Marsh": 0, "Peaks": 1, "Ruins": 0}
MAP_POINTS = {"Meadow": 1, "Forest": 2, "Hills": 2, "Marsh": 3, "Peaks": 4, "Ruins": 3}
MODIFIER = {"Meadow": 0, "Forest": 5, "Hills": 10, "Marsh": 5, "Peaks": 15, "Ruins": 25}

LEVELS = {
    # level: (Supplies, Morale, Gear cards kept)
    "Greenhorn": (10, 6, 3),
    "Surveyor": (8, 5, 2),
    "Pathfinder": (6, 4, 1),
}
LEVEL_OF_VARIANT = {None: "Surveyor", "greenhorn": "Greenhorn", "pathfinder": "Pathfinder"}

DAYS = 12
MOST_SUPPLIES = 10
MOST_MORALE = 8
RATIONS = 1
HUNGER_MORALE = 2
SET_BONUS = 4
RAIN_PENALTY = 10
HEADWIND_SUPPLIES = 1

GEAR_CARDS = 6
DISCOVERY_CARDS = 18


def _look_up(table, roll: int) -> str:
    for low, high, result in table:
        if low <= roll <= high:
            return result
    raise ValueError(f"no result for a roll of {roll}")


def _printed(n: int) -> str:
    """A roll as the dice show it: two digits, 100 as 00."""
    return "00" if n == 100 else f"{n:02d}"


# ---------------------------------------------------------------- reading the dice

@rule
def percentile(tens: int, ones: int) -> int:
    """Two ten-sided dice read as one roll; 0 and 0 make 00, which is 100."""
    roll = tens * 10 + ones
    return 100 if roll == 0 else roll


@rule
def is_doubles(roll: int) -> bool:
    """Both dice show the same number: 11, 22, ... 99, and 00 (100)."""
    return roll == 100 or (roll % 11 == 0 and roll < 100)


# ---------------------------------------------------------------- die tables

@rule
def weather(roll: int) -> str:
    return _look_up(WEATHER, roll)


@rule
def terrain(roll: int) -> str:
    return _look_up(TERRAIN, roll)


@rule
def encounter(roll: int) -> str:
    return _look_up(ENCOUNTER, roll)


# ---------------------------------------------------------------- regions

@rule
def terrain_rolls(terrain: str) -> str:
    """The rolls of the Terrain table that lead into this region, as printed: '95-00'."""
    for low, high, result in TERRAIN:
        if result == terrain.lower():
            return f"{_printed(low)}-{_printed(high)}"
    raise ValueError(f"unknown region {terrain}")


@rule
def terrain_chance(terrain: str) -> int:
    """Of the 100 rolls, how many lead into this region."""
    for low, high, result in TERRAIN:
        if result == terrain.lower():
            return high - low + 1
    raise ValueError(f"unknown region {terrain}")


@rule
def encounter_modifier(terrain: str) -> int:
    return MODIFIER[terrain]


@rule
def map_points(terrain: str) -> int:
    return MAP_POINTS[terrain]


@rule
def entry_supplies(terrain: str, weather: str = "clear") -> int:
    """Supplies paid to enter a region; a Headwind adds one."""
    return ENTRY_SUPPLIES[terrain] + (HEADWIND_SUPPLIES if weather == "headwind" else 0)


@rule
def entry_morale(terrain: str) -> int:
    return ENTRY_MORALE[terrain]


@rule
def encounter_total(roll: int, terrain: str, weather: str = "clear") -> int:
    """The Encounter roll with the region's modifier (and Rain's penalty), kept within 1-100."""
    total = roll + MODIFIER[terrain] - (RAIN_PENALTY if weather == "rain" else 0)
    return max(1, min(100, total))


# ---------------------------------------------------------------- levels and limits

@rule
def starting_supplies(level: str = "Surveyor") -> int:
    return LEVELS[level][0]


@rule
def starting_morale(level: str = "Surveyor") -> int:
    return LEVELS[level][1]


@rule
def gear_kept(level: str = "Surveyor") -> int:
    return LEVELS[level][2]


@rule
def expedition_days(level: str = "Surveyor") -> int:
    return DAYS


@rule
def most_supplies() -> int:
    return MOST_SUPPLIES


@rule
def most_morale() -> int:
    return MOST_MORALE


@rule
def daily_rations() -> int:
    return RATIONS


@rule
def hunger_morale() -> int:
    """Morale lost at a Camp where the party cannot eat."""
    return HUNGER_MORALE


@rule
def rain_penalty() -> int:
    return RAIN_PENALTY


@rule
def set_bonus_points() -> int:
    return SET_BONUS


@rule
def constant(what: str) -> int:
    return {
        "Rations per day": RATIONS,
        "Most Supplies": MOST_SUPPLIES,
        "Most Morale": MOST_MORALE,
        "Set bonus": SET_BONUS,
    }[what]


# ---------------------------------------------------------------- scoring

@rule
def full_sets(relics: int, creatures: int, landmarks: int) -> int:
    return min(relics, creatures, landmarks)


@rule
def set_bonus(sets: int) -> int:
    return SET_BONUS * sets


@rule
def final_score(map_points: int, discovery_points: int, sets: int, turned_back: bool = False) -> int:
    """Map points, plus (unless the party turned back) Discovery points and set bonuses."""
    if turned_back:
        return map_points
    return map_points + discovery_points + set_bonus(sets)


@rule
def rank_title(score: int | str) -> str:
    if score == "50 or more":
        return "Legend of the Valley"
    if score >= 50:
        return "Legend of the Valley"
    if score >= 40:
        return "Cartographer"
    if score >= 30:
        return "Surveyor"
    if score >= 20:
        return "Trailblazer"
    return "Lost in the Mist"


# ---------------------------------------------------------------- setup

def setup(players: int, variant: str | None = None) -> dict[str, int]:
    """Everything a solo expedition takes out of the box, at any level."""
    return {
        "gear": GEAR_CARDS,               # the whole Gear deck: you choose your gear from it
        "discoveries": DISCOVERY_CARDS,   # shuffled face down as the Discovery pile
        "ten-sided-dice": 2,
        "expedition-board": 1,
        "markers": 3,
        "survey-log-pad": 1,
        "pencil": 1,
    }


# ---------------------------------------------------------------- invariants

@invariant("each percentile table covers 01 to 00 exactly once", per_player_count=False)
def tables_cover_the_hundred(game) -> bool | str:
    for name, table in (("weather", WEATHER), ("terrain", TERRAIN), ("encounter", ENCOUNTER)):
        rolls = [r for low, high, _ in table for r in range(low, high + 1)]
        if sorted(rolls) != list(range(1, 101)):
            return f"the {name} table does not cover 1-100 once"
    return True


@invariant("the travel costs print what the engine charges", per_player_count=False)
def travel_costs_agree(game) -> bool | str:
    for cost in game.costs:
        if cost.group != "travel":
            continue
        supplies = sum(i.amount for i in cost.items if i.of == "Supplies")
        morale = sum(i.amount for i in cost.items if i.of == "Morale")
        if supplies != ENTRY_SUPPLIES[cost.name] or morale != ENTRY_MORALE[cost.name]:
            return f"{cost.name} costs {supplies} Supplies and {morale} Morale in game.yaml"
        if cost.points != MAP_POINTS[cost.name]:
            return f"{cost.name} is worth {cost.points} map points in game.yaml"
    return True


@invariant("the rations cost what the engine charges", per_player_count=False)
def rations_agree(game) -> bool | str:
    rations = next(c for c in game.costs if c.id == "rations")
    return rations.items[0].amount == RATIONS or "rations differ"


@invariant("setup takes out every card of both decks", per_player_count=False)
def decks_come_out_whole(game) -> bool | str:
    if game.deck("gear").total != GEAR_CARDS:
        return f"the Gear deck has {game.deck('gear').total} cards"
    if game.deck("discoveries").total != DISCOVERY_CARDS:
        return f"the Discovery deck has {game.deck('discoveries').total} cards"
    return True


@invariant("the deck holds six finds of each kind, so full sets are possible", per_player_count=False)
def finds_balanced(game) -> bool | str:
    kinds = {}
    for card in game.deck("discoveries").cards:
        kinds[card.fields["kind"]] = kinds.get(card.fields["kind"], 0) + card.count
    return all(n == 6 for n in kinds.values()) and len(kinds) == 3 or f"finds: {kinds}"


@invariant("a starting level never begins above the track's top", per_player_count=False)
def starts_fit_the_tracks(game) -> bool | str:
    for level, (supplies, morale, gear) in LEVELS.items():
        if supplies > MOST_SUPPLIES or morale > MOST_MORALE or gear > GEAR_CARDS:
            return f"{level} starts off the board"
    return True
