"""Engine model of Dig Isle.

The island is a 6 x 6 grid of squares (columns A-F, rows 1-6), each hiding one
face-down dig tile. Players spend Shovels to dig, Clue cards let them peek,
rival pirates dig one square at the end of every round, and the storm track
ends the game when its marker reaches the Eye.
"""
from generator.engine import invariant, rule

PLAYERS = (2, 5)

COLUMNS = "ABCDEF"
ROWS = 6

DIG_COST = {"Beach": 1, "Jungle": 2, "Rocks": 3}
ACTION_COST = {"dig-beach": 1, "dig-jungle": 2, "dig-rocks": 3, "study": 1, "chase": 1}

STORM_EYE = 12


# --- setup -------------------------------------------------------------------

@rule
def start_shovels(players: int) -> int:
    """Shovels each player takes at setup: fewer when the island is crowded."""
    return {2: 5, 3: 4, 4: 4, 5: 3}[players]


@rule
def clue_deal(players: int) -> int:
    """Clue cards dealt to each player at setup."""
    return 2 if players == 2 else 1


@rule
def storm_start(players: int) -> int:
    """The storm track space the marker starts on: more players, shorter storm."""
    return {2: 0, 3: 1, 4: 3, 5: 4}[players]


# --- constants -----------------------------------------------------------------

@rule
def shovels_per_turn(players: int | None = None) -> int:
    return 2


@rule
def free_steps(players: int | None = None) -> int:
    """Squares an explorer may walk each turn without paying."""
    return 2


@rule
def shovel_limit(players: int | None = None) -> int:
    return 8


@rule
def clue_limit(players: int | None = None) -> int:
    return 3


@rule
def snake_loss(players: int | None = None) -> int:
    return 2


@rule
def storm_eye(players: int | None = None) -> int:
    """The last space of the storm track."""
    return STORM_EYE


@rule
def island_squares() -> int:
    return len(COLUMNS) * ROWS


@rule
def island_columns() -> int:
    return len(COLUMNS)


@rule
def island_rows() -> int:
    return ROWS


@rule
def round_step_count() -> int:
    return 3


# --- digging -------------------------------------------------------------------

@rule
def dig_cost(terrain: str) -> int:
    """Shovels to dig a square of this terrain."""
    return DIG_COST[terrain]


@rule
def shovels_left(start: int, spent: list) -> int:
    """Shovels left after paying each amount in `spent` in turn."""
    left = start
    for amount in spent:
        if amount > left:
            raise ValueError(f"cannot pay {amount} with {left} Shovels")
        left -= amount
    return left


# --- storm -----------------------------------------------------------------------

@rule
def storm_face(roll: int) -> str:
    """The Storm die's result id for a roll."""
    if roll <= 2:
        return "calm"
    return "gale" if roll == 6 else "squall"


@rule
def storm_steps(roll: int) -> int:
    """Spaces the storm marker moves for a roll of the Storm die."""
    return {"calm": 1, "squall": 2, "gale": 3}[storm_face(roll)]


@rule
def storm_after(start: int, roll: int, extra: int = 0) -> int:
    """Where the marker ends the round: the pirate card's storm spaces, then the die."""
    return min(STORM_EYE, start + extra + storm_steps(roll))


# --- scoring --------------------------------------------------------------------

@rule
def fragment_bonus(fragments: int) -> int:
    """Bonus for Map fragments held: 1, 3, 6, 10 (each new fragment adds one more than the last)."""
    return fragments * (fragments + 1) // 2


@rule
def shovel_points(shovels: int) -> int:
    """One point for each full set of three Shovels left at the end."""
    return shovels // 3


@rule
def final_score(treasures: list, fragments: int, shovels: int) -> int:
    return sum(treasures) + fragment_bonus(fragments) + shovel_points(shovels)


# --- setup -----------------------------------------------------------------------

def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "island-board": 1,
        "dig": island_squares(),          # one face-down tile on every square
        "clues": 24,                      # the whole Clue deck, shuffled
        "pirates": 12,                    # the whole Pirate deck, shuffled
        "shovels": 40,                    # the supply
        "storm-marker": 1,
        "storm-die": 1,
        "explorers": players,
    }


def play(players: int, variant: str | None = None) -> dict:
    return {
        "clues": {"hand": clue_deal(players), "draw": 1},
        "pirates": {"hand": 0, "draw": 1},
        "storm": {"dice": 1},
    }


# --- invariants ------------------------------------------------------------------

@invariant("there is one dig tile for every square of the island", per_player_count=False)
def tiles_cover_island(game) -> bool | str:
    tiles = game.deck("dig").total
    squares = len(game.names["squares"])
    if squares != island_squares():
        return f"the squares name set has {squares} names, the engine {island_squares()}"
    return True if tiles == squares else f"{tiles} dig tiles for {squares} squares"


@invariant("the printed action costs are the engine's", per_player_count=False)
def costs_match_engine(game) -> bool | str:
    for cost in game.costs:
        want = ACTION_COST.get(cost.id)
        paid = sum(item.amount for item in cost.items)
        if want != paid:
            return f"{cost.name} costs {paid} Shovel, the engine says {want}"
    return True


@invariant("the Pirate deck lasts the longest possible game")
def pirates_last(players: int, game) -> bool | str:
    rounds = STORM_EYE - storm_start(players)   # every roll a Calm
    cards = game.deck("pirates").total
    return True if cards >= rounds else f"{cards} Pirate cards for up to {rounds} rounds"


@invariant("the supply holds everyone's starting Shovels and a turn's gathering")
def shovels_suffice(players: int, game) -> bool | str:
    bank = next(c for c in game.inventory if c.id == "shovels").count
    need = players * (start_shovels(players) + shovels_per_turn())
    return True if bank >= need else f"{bank} Shovel tokens, {need} needed"


@invariant("every player can be dealt their opening Clue cards", per_player_count=True)
def clues_deal(players: int, game) -> bool:
    return game.deck("clues").total >= players * clue_limit()


@invariant("every Pirate card's square is a square of the island", per_player_count=False)
def pirates_land_on_island(game) -> bool | str:
    squares = set(game.names["squares"])
    for card in game.deck("pirates").cards:
        if card.fields["square"] not in squares:
            return f"{card.name} lands on {card.fields['square']}"
    return True
