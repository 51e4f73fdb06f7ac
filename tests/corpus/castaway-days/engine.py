"""Castaway Days: the rules the printed tables, boards and examples rest on."""

from generator.engine import invariant, rule

PLAYERS = (1, 4)

# The daily event table: a total of two dice -> (event, food, water, health, materials found, Salvage cards drawn).
EVENTS = {
    2: ("Storm", 0, 1, -3, {}, 0),
    3: ("Fever", 0, -1, -2, {}, 0),
    4: ("Heat wave", 0, -2, 0, {}, 0),
    5: ("Tide pools", 2, 0, 0, {}, 0),
    6: ("Driftwood", 0, 0, 0, {"Wood": 2}, 0),
    7: ("Flotsam", 0, 0, 0, {}, 1),
    8: ("Coconut grove", 1, 1, 0, {}, 0),
    9: ("Vine thicket", 0, 0, 0, {"Vine": 2}, 0),
    10: ("Rockfall", 0, 0, -1, {"Stone": 2}, 0),
    11: ("Rain shower", 0, 3, 0, {}, 0),
    12: ("Wreck chest", 0, 0, 0, {}, 2),
}

# What each building scores at the end (game.yaml's costs print the same points; an invariant holds them).
BUILDING_POINTS = {"Lean-to": 1, "Rain catcher": 1, "Fish trap": 1, "Fire pit": 2, "Hut": 3}

# What one Work action gains.
ACTION_GAINS = {"Fish": 2, "Fetch water": 2, "Gather": 2, "Rest": 1}

SALVAGE_CARDS = 18
MATERIAL_TOKENS = 60
CUBES_EACH = 8
BOARDS = 4
TRACK_TOP = 10


# --- setup -----------------------------------------------------------------

@rule
def salvage_dealt(players: int = 1) -> int:
    """Salvage cards each castaway is dealt at the start: two alone or in pairs, one in a bigger camp."""
    return 2 if players <= 2 else 1


@rule
def days_to_survive(players: int | None = None) -> int:
    return 12


@rule
def starting_food(players: int | None = None) -> int:
    return 4


@rule
def starting_water(players: int | None = None) -> int:
    return 4


@rule
def starting_health(players: int | None = None) -> int:
    return 6


@rule
def track_top() -> int:
    """No track goes above this; anything more is lost."""
    return TRACK_TOP


# --- the daily event table -------------------------------------------------

def _event(roll: int) -> tuple:
    if roll not in EVENTS:
        raise ValueError(f"two dice cannot total {roll}")
    return EVENTS[roll]


@rule
def event_name(roll: int) -> str:
    return _event(roll)[0]


@rule
def event_food(roll: int) -> int:
    return _event(roll)[1]


@rule
def event_water(roll: int) -> int:
    return _event(roll)[2]


@rule
def event_health(roll: int) -> int:
    return _event(roll)[3]


@rule
def event_material(roll: int, material: str) -> int:
    return _event(roll)[4].get(material, 0)


@rule
def event_salvage(roll: int) -> int:
    return _event(roll)[5]


@rule
def ways_to_roll(roll: int) -> int:
    """Of the 36 throws of two six-sided dice, how many total `roll`."""
    return 6 - abs(7 - roll)


@rule
def storm_harm(shelter: str) -> int:
    """Health a Storm costs a castaway, by the best shelter they have built."""
    return {"No shelter": 3, "Lean-to": 2, "Hut": 0}[shelter]


# --- work and dusk ---------------------------------------------------------

@rule
def actions_per_day() -> int:
    return 2


@rule
def action_gain(action: str) -> int:
    return ACTION_GAINS[action]


@rule
def food_eaten() -> int:
    return 1


@rule
def water_drunk() -> int:
    return 1


@rule
def starving_harm() -> int:
    """Health lost at Dusk for each food or water a castaway cannot pay."""
    return 2


@rule
def dusk(food: int, water: int, health: int, rain_catcher: bool = False, fish_trap: bool = False) -> list:
    """A castaway's food, water and health after Dusk: buildings give first, then eat and drink."""
    if fish_trap:
        food = min(TRACK_TOP, food + 1)
    if rain_catcher:
        water = min(TRACK_TOP, water + 1)
    if food >= food_eaten():
        food -= food_eaten()
    else:
        health -= starving_harm()
    if water >= water_drunk():
        water -= water_drunk()
    else:
        health -= starving_harm()
    return [food, water, max(0, health)]


# --- the end ---------------------------------------------------------------

@rule
def final_score(buildings: list, health: int) -> int:
    """A surviving castaway scores the points of every building plus the health left."""
    return sum(BUILDING_POINTS[b] for b in buildings) + health


@rule
def solo_rating(score: int) -> str:
    if score <= 5:
        return "Scraping by"
    if score <= 9:
        return "Settled in"
    return "Island legend"


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    """What a game at this count takes out of the box."""
    return {
        "salvage": SALVAGE_CARDS,
        "material-tokens": MATERIAL_TOKENS,
        "player-boards": players,
        "castaway-cubes": CUBES_EACH * players,
        "calendar-board": 1,
        "day-marker": 1,
        "dice": 2,
    }


def play(players: int, variant: str | None = None) -> dict[str, dict]:
    return {"salvage": {"hand": salvage_dealt(players)}}


# --- invariants ------------------------------------------------------------

@invariant("the building points the engine scores are the points the cost list prints", per_player_count=False)
def building_points_match(game) -> bool | str:
    printed = {c.name: c.points for c in game.costs if c.group == "shelter"}
    if printed != BUILDING_POINTS:
        return f"costs print {printed}, the engine scores {BUILDING_POINTS}"
    return True


@invariant("the box counts the engine's setup uses are game.yaml's", per_player_count=False)
def box_counts_match(game) -> bool | str:
    inv = {c.id: c for c in game.inventory}
    if game.deck("salvage").total != SALVAGE_CARDS:
        return f"the Salvage deck has {game.deck('salvage').total} cards, the engine says {SALVAGE_CARDS}"
    if inv["material-tokens"].count != MATERIAL_TOKENS:
        return "material tokens differ"
    if inv["castaway-cubes"].per_player != CUBES_EACH:
        return "castaway cubes each differ"
    if inv["player-boards"].count != BOARDS:
        return "player boards differ"
    return True


@invariant("a castaway has a cube for each track and each building", per_player_count=False)
def cubes_cover_board(game) -> bool | str:
    buildings = [c for c in game.costs if c.group == "shelter"]
    return True if CUBES_EACH == 3 + len(buildings) else f"{CUBES_EACH} cubes for 3 tracks and {len(buildings)} buildings"


@invariant("the Storm's row of the event table is the harm of a Storm with no shelter", per_player_count=False)
def storm_row_matches(game) -> bool:
    return -event_health(2) == storm_harm("No shelter")


@invariant("the Salvage deck lasts the worst start: every castaway dealt their cards with some left to find")
def salvage_suffices(players: int) -> bool:
    return salvage_dealt(players) * players + 6 <= SALVAGE_CARDS
