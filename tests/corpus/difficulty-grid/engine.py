"""Frostfall Refuge: the engine model.

Setup depends on two things: the player count (how many survivors are in the
refuge, how much they eat and burn) and the difficulty (how long the winter
lasts, how many Blizzard cards hide in the Night deck, starting Hope and a
bonus or malus to the starting stores). Normal is the base game; Easy, Hard
and Heroic are variants, one per level.
"""

from generator.engine import invariant, rule

PLAYERS = (1, 4)

LEVELS = ("Easy", "Normal", "Hard", "Heroic")

# variant id -> difficulty level; the base game (no variant) is Normal
VARIANT_LEVEL = {None: "Normal", "easy": "Easy", "hard": "Hard", "heroic": "Heroic", "ladder": "Normal"}

NIGHTS = {"Easy": 8, "Normal": 10, "Hard": 11, "Heroic": 12}
BLIZZARDS = {"Easy": 0, "Normal": 2, "Hard": 4, "Heroic": 6}
HOPE = {"Easy": 8, "Normal": 6, "Hard": 5, "Heroic": 4}
BONUS = {"Easy": 3, "Normal": 0, "Hard": -1, "Heroic": -2}

NIGHT_DECK = 18      # every Night card goes into the deck; held to game.yaml by an invariant
MARKERS = 5          # Food, Fuel, Walls, Hope, Night

FORAGE = {1: "wolves", 2: "one-food", 3: "one-food", 4: "two-food", 5: "two-food", 6: "three-food"}
FORAGE_FOOD = {"wolves": 0, "one-food": 1, "two-food": 2, "three-food": 3}


def _level(level: str | None) -> str:
    if level is None:
        return "Normal"
    for name in LEVELS:
        if name.lower() == str(level).lower():
            return name
    if level in VARIANT_LEVEL:
        return VARIANT_LEVEL[level]
    raise ValueError(f"unknown difficulty {level!r}")


# --- the difficulty ladder -------------------------------------------------

@rule
def nights_to_survive(level: str = "Normal") -> int:
    """The Thaw: the night whose Hearth you must finish to win."""
    return NIGHTS[_level(level)]


@rule
def blizzard_cards(level: str = "Normal") -> int:
    """Blizzard cards shuffled into the Night deck at setup."""
    return BLIZZARDS[_level(level)]


@rule
def starting_hope(level: str = "Normal") -> int:
    return HOPE[_level(level)]


@rule
def supply_bonus(level: str = "Normal") -> int:
    """Added to both starting Food and starting Fuel."""
    return BONUS[_level(level)]


# --- by player count ------------------------------------------------------

@rule
def survivors_in_play(players: int = 1) -> int:
    """One survivor per player, but never fewer than two: a solo player runs two."""
    return max(2, players)


@rule
def actions_per_survivor(players: int = 1) -> int:
    return 3 if players <= 2 else 2


@rule
def total_actions(players: int = 1) -> int:
    return survivors_in_play(players) * actions_per_survivor(players)


@rule
def food_eaten(players: int = 1) -> int:
    """Each survivor eats one Food at the Hearth."""
    return survivors_in_play(players) * food_per_survivor()


@rule
def food_per_survivor() -> int:
    return 1


@rule
def fuel_burned(players: int = 1) -> int:
    """Two Fuel for the fire, plus one for every two survivors."""
    return 2 + survivors_in_play(players) // 2


# --- the grid: both at once ------------------------------------------------

@rule
def starting_food(players: int = 1, level: str = "Normal") -> int:
    """Three nights of eating, less one, plus the difficulty's bonus."""
    return 2 * survivors_in_play(players) + 2 + supply_bonus(level)


@rule
def starting_fuel(players: int = 1, level: str = "Normal") -> int:
    """Two nights of burning, plus the difficulty's bonus."""
    return 2 * fuel_burned(players) + supply_bonus(level)


# --- the same in every game -----------------------------------------------

@rule
def starting_walls(players: int | None = None) -> int:
    return 6


@rule
def wall_limit(players: int | None = None) -> int:
    return 8


@rule
def hope_limit(players: int | None = None) -> int:
    return 10


@rule
def store_limit(players: int | None = None) -> int:
    return 20


@rule
def night_cards_drawn(players: int | None = None) -> int:
    return 1


# --- actions ---------------------------------------------------------------

@rule
def chop_fuel() -> int:
    return 2


@rule
def mend_walls() -> int:
    return 2


@rule
def mend_cost() -> int:
    return 1


@rule
def story_hope() -> int:
    return 1


@rule
def stories_per_survivor() -> int:
    return 1


@rule
def scout_cards() -> int:
    return 2


@rule
def forage_result(roll: int) -> str:
    return FORAGE[roll]


@rule
def forage_food(roll: int) -> int:
    return FORAGE_FOOD[FORAGE[roll]]


# --- the Hearth -------------------------------------------------------------

@rule
def shortfall_hope_lost() -> int:
    """Hope lost for each Food or Fuel the refuge cannot pay."""
    return 1


@rule
def breach_hope_lost() -> int:
    """Hope lost at the Hearth when the Walls stand at 0."""
    return 2


@rule
def hope_after_hearth(hope: int, food: int, fuel: int, walls: int, players: int) -> int:
    """Hope left after paying the Hearth with this much Food and Fuel in the store."""
    short = max(0, food_eaten(players) - food) + max(0, fuel_burned(players) - fuel)
    lost = short * shortfall_hope_lost()
    if walls <= 0:
        lost += breach_hope_lost()
    return max(0, hope - lost)


# --- setup ------------------------------------------------------------------

def setup(players: int, variant: str | None = None) -> dict[str, int]:
    level = _level(variant)
    return {
        "night": NIGHT_DECK,
        "blizzard": blizzard_cards(level),
        "survivors": survivors_in_play(players),
        "refuge-board": 1,
        "markers": MARKERS,
        "forage-die": 1,
    }


def play(players: int, variant: str | None = None) -> dict[str, dict]:
    return {"night": {"per_round": night_cards_drawn(), "turns": 12},
            "forage": {"dice": 1}}


# --- invariants -------------------------------------------------------------

@invariant("the Night deck and its Blizzards last until the Thaw at every difficulty", per_player_count=False)
def deck_lasts(game) -> bool | str:
    night = game.deck("night").total
    for level in LEVELS:
        cards = night + blizzard_cards(level)
        needed = nights_to_survive(level) * night_cards_drawn()
        if cards < needed:
            return f"{level}: {cards} cards for {needed} nights"
    return True


@invariant("setup takes the whole Night deck and no more Blizzards than the box holds", per_player_count=False)
def decks_match_box(game) -> bool | str:
    if game.deck("night").total != NIGHT_DECK:
        return f"engine says {NIGHT_DECK} Night cards, the deck has {game.deck('night').total}"
    most = max(blizzard_cards(level) for level in LEVELS)
    if most > game.deck("blizzard").total:
        return f"Heroic wants {most} Blizzards, the box holds {game.deck('blizzard').total}"
    return True


@invariant("starting stores and Hope fit on their tracks at every difficulty")
def starts_fit(players: int) -> bool | str:
    for level in LEVELS:
        food = starting_food(players, level)
        fuel = starting_fuel(players, level)
        if not (0 < food <= store_limit()) or not (0 < fuel <= store_limit()):
            return f"{level}: {food} Food, {fuel} Fuel"
        if not (0 < starting_hope(level) <= hope_limit()):
            return f"{level}: Hope {starting_hope(level)}"
    return True


@invariant("a survivor card for every survivor in play")
def survivors_suffice(players: int, game) -> bool:
    return game.deck("survivors").total >= survivors_in_play(players)


@invariant("the board's tracks run to the limits the rules print", per_player_count=False)
def tracks_match_limits(game) -> bool | str:
    board = next(m for m in game.maps if m.id == "refuge")
    ends = {t.id: t.end for t in board.tracks}
    want = {"food": store_limit(), "fuel": store_limit(), "walls": wall_limit(),
            "hope": hope_limit(), "nights": max(nights_to_survive(level) for level in LEVELS)}
    for track, end in want.items():
        if ends.get(track) != end:
            return f"track {track} ends at {ends.get(track)}, the rules say {end}"
    return True


@invariant("one marker per track", per_player_count=False)
def markers_match(game) -> bool | str:
    line = next(c for c in game.inventory if c.id == "markers")
    return True if line.count == MARKERS else f"{line.count} markers for {MARKERS} tracks"
