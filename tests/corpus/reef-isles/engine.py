"""Reef Isles: the rules the printed tables and examples rely on."""

from generator.engine import invariant, rule

PLAYERS = (1, 4)

WEATHER_BY_ROLL = {1: "calm", 2: "breeze", 3: "breeze", 4: "wind", 5: "wind", 6: "squall"}
SAIL = {"Calm": 3, "Breeze": 4, "Wind": 5, "Squall": 3}
FIND_TOKENS = {"Relic": 7, "Spring": 2, "Reef": 2, "Old Chart": 1}
FIND_FOOD = {"Relic": 0, "Spring": 3, "Reef": -2, "Old Chart": 0}

EVENT_DECK_SIZE = 18
FOOD_CUBES = 30
STORM_END = 10


# --- setup by player count -------------------------------------------------

@rule
def relics_to_win(players: int = 2) -> int:
    """Relics the team must bring back to Home Harbour."""
    return players + 2


@rule
def season_cards(players: int = 2) -> int:
    """Event cards dealt face down as the season deck."""
    return 16 - players


@rule
def starting_food(players: int = 2) -> int:
    """Food cubes each ship starts with (a lone captain takes more)."""
    return 8 if players == 1 else 6


# --- the weather -----------------------------------------------------------

@rule
def weather(roll: int) -> str:
    """The Weather die: which result a face shows."""
    return WEATHER_BY_ROLL[roll]


@rule
def sail_points(weather: str, variant: str | None = None) -> int:
    """Sail points every captain has this round; the lone captain has one more."""
    bonus = 1 if variant == "solo" else 0
    return SAIL[weather] + bonus


@rule
def storm_steps(weather: str) -> int:
    """Spaces the storm marker climbs because of the weather."""
    return 1 if weather == "Squall" else 0


@rule
def storm_limit() -> int:
    """The storm space that ends the season in defeat."""
    return STORM_END


# --- ships -----------------------------------------------------------------

@rule
def food_limit(players: int | None = None) -> int:
    """Food one hold carries."""
    return 8


@rule
def relic_limit(players: int | None = None) -> int:
    """Relics one hold carries."""
    return 2


@rule
def open_sea_upkeep(players: int | None = None) -> int:
    """Food paid by a ship that ends its voyage on an open sea space."""
    return 1


@rule
def voyage_cost(lanes: list) -> int:
    """Sail points spent crossing these lanes, one after another."""
    return sum(lanes)


@rule
def spaces_left(lane: int, sail: int) -> int:
    """Spaces still to sail on a lane after spending `sail` points on it."""
    return max(0, lane - sail)


@rule
def food_after_voyage(food: int, at_sea: bool) -> int:
    """Food left after a voyage ends, at sea or on land."""
    return max(0, food - (open_sea_upkeep() if at_sea else 0))


# --- expedition tokens -----------------------------------------------------

@rule
def find_tokens(find: str) -> int:
    """How many expedition tokens of each find the box holds."""
    return FIND_TOKENS[find]


@rule
def find_food(find: str) -> int:
    """Food a find gives (or takes, when negative)."""
    return FIND_FOOD[find]


# --- what the table takes out of the box -----------------------------------

def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "sea-chart": 1,
        "ship-tokens": players,
        "expedition-tokens": sum(FIND_TOKENS.values()),
        "storm-marker": 1,
        "weather-die": 1,
        "food-cubes": FOOD_CUBES,
        "events": season_cards(players),
    }


def play(players: int, variant: str | None = None) -> dict[str, dict]:
    return {"events": {"per_round": 1}, "weather": {"dice": 1}}


# --- invariants ------------------------------------------------------------

@invariant("the box holds enough Relics to win at every player count")
def enough_relics(players: int) -> bool:
    return FIND_TOKENS["Relic"] >= relics_to_win(players)


@invariant("the season deck is never larger than the Event deck")
def season_fits(players: int) -> bool:
    return season_cards(players) + 3 <= EVENT_DECK_SIZE


@invariant("every ship's starting Food comes out of the supply")
def food_suffices(players: int) -> bool:
    return starting_food(players) * players <= FOOD_CUBES


@invariant("the engine's deck and cube counts match game.yaml", per_player_count=False)
def counts_match(game) -> bool | str:
    if game.deck("events").total != EVENT_DECK_SIZE:
        return f"events deck has {game.deck('events').total} cards, engine says {EVENT_DECK_SIZE}"
    cubes = next(c for c in game.inventory if c.id == "food-cubes")
    if cubes.count != FOOD_CUBES:
        return f"food cubes: box {cubes.count}, engine {FOOD_CUBES}"
    tokens = next(c for c in game.inventory if c.id == "expedition-tokens")
    if tokens.count != sum(FIND_TOKENS.values()):
        return f"expedition tokens: box {tokens.count}, engine {sum(FIND_TOKENS.values())}"
    return True


@invariant("one expedition token for every island but the harbour", per_player_count=False)
def token_per_island(game) -> bool | str:
    chart = game.maps[0]
    islands = [loc for loc in chart.locations if loc.kind == "isle"]
    total = sum(FIND_TOKENS.values())
    return True if len(islands) == total else f"{len(islands)} islands, {total} tokens"
