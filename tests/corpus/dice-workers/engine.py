"""Dice Workers: the rules the printed tables and the board show.

Each player rolls three dice a round and places them, one at a time, as workers
on the valley's action spaces. A space takes a die only when the die shows at
least the space's lowest number; the Mine wants a 5 or a 6. Ones are re-rolled
once; a die that shows 1 again is a tired worker and goes to the Tavern.
"""

from generator.engine import invariant, rule

PLAYERS = (2, 4)

# the order the spaces are resolved in, as printed on the board
SPACES = ("Guild Hall", "Tavern", "Forest", "Clay Pit", "Mine", "Market", "Workshop")

LOWEST_DIE = {
    "Guild Hall": 1,
    "Tavern": 1,
    "Forest": 2,
    "Clay Pit": 3,
    "Mine": 5,
    "Market": 4,
    "Workshop": 3,
}

# spots on each space at 2, 3 and 4 players (None: no limit)
SPOTS = {
    "Guild Hall": (1, 1, 1),
    "Tavern": (None, None, None),
    "Forest": (2, 3, 3),
    "Clay Pit": (2, 2, 3),
    "Mine": (1, 2, 2),
    "Market": (1, 2, 2),
    "Workshop": (2, 2, 3),
}

# the box
BUILDING_CARDS = 24
WOOD, CLAY, ORE, COIN_TOKENS = 30, 25, 20, 40


@rule
def dice_per_player(players: int | None = None) -> int:
    """Every player rolls three dice each round."""
    return 3


@rule
def space_minimum(space: str) -> int:
    """The lowest number a die must show to be placed on the space."""
    return LOWEST_DIE[space]


@rule
def can_place(space: str, pips: int) -> bool:
    """Whether a die showing `pips` may go on the space."""
    return pips >= LOWEST_DIE[space]


@rule
def spots(space: str, players: int) -> int | None:
    """How many dice the space holds at this player count (None: no limit)."""
    return SPOTS[space][players - 2]


@rule
def rounds(players: int, variant: str | None = None) -> int:
    """Rounds in a game: eight with two players, seven with three, six with four.
    The short game plays two rounds fewer."""
    base = {2: 8, 3: 7, 4: 6}[players]
    return base - 2 if variant == "short" else base


@rule
def building_row(players: int) -> int:
    """Buildings face up in the row: two more than the players."""
    return players + 2


@rule
def starting_coin(seat: int) -> int:
    """Coin each seat starts with, counted clockwise from the first player."""
    return {1: 1, 2: 2, 3: 2, 4: 3}[seat]


@rule
def gain(space: str, pips: int) -> int | None:
    """What one die gains on a space: Coin at the Guild Hall, Tavern and Market,
    goods at the Forest, Clay Pit and Mine, and at the Workshop the highest
    level of building it may build. None where the die may not go."""
    if pips < LOWEST_DIE[space]:
        return None
    if space in ("Guild Hall", "Tavern"):
        return 1
    if space == "Forest":
        return 2 if pips >= 5 else 1
    if space == "Clay Pit":
        return 2 if pips == 6 else 1
    if space == "Mine":
        return 2 if pips == 6 else 1
    if space == "Market":
        return 3 if pips == 6 else 2
    if space == "Workshop":
        return pips
    raise ValueError(f"no such space: {space}")


@rule
def tavern_coin(tired: bool = False) -> int:
    """A die at the Tavern earns 1 Coin; a tired worker earns 2."""
    return 2 if tired else 1


@rule
def worker_die(roll: int, reroll: int | None = None) -> str:
    """Reading one worker die: a 1 is tired and is re-rolled once."""
    if roll == 1:
        if reroll is None:
            return "tired"
        return "still-tired" if reroll == 1 else "rested"
    return "steady" if roll <= 4 else "strong"


@rule
def coin_per_point(bank: bool = False) -> int:
    """Coin left at the end scores 1 point for every 3 (every 2 with the Bank)."""
    return 2 if bank else 3


@rule
def coin_points(coin: int, bank: bool = False) -> int:
    """Points for Coin left at the end."""
    return coin // coin_per_point(bank)


@rule
def final_score(building_points: list, coin: int, bank: bool = False) -> int:
    """A player's final score: their buildings' points and their Coin."""
    return sum(building_points) + coin_points(coin, bank)


@rule
def reroll_price() -> int:
    """Coin paid for the extra re-roll of one die (once a round)."""
    return 1


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    """What a game at this count takes out of the box."""
    return {
        "buildings": BUILDING_CARDS,
        "valley-board": 1,
        "worker-dice": dice_per_player(players) * players,
        "score-markers": players,
        "round-marker": 1,
        "first-player": 1,
        "wood": WOOD,
        "clay": CLAY,
        "ore": ORE,
        "coins": COIN_TOKENS,
    }


def play(players: int, variant: str | None = None) -> dict[str, dict]:
    return {
        "buildings": {"table": building_row(players)},
        "worker": {"dice": dice_per_player(players)},
    }


@invariant("the box holds the cards, goods and Coin setup() takes out", per_player_count=False)
def supplies_match(game) -> bool | str:
    counts = {c.id: c.count for c in game.inventory}
    want = {"buildings": BUILDING_CARDS, "wood": WOOD, "clay": CLAY, "ore": ORE, "coins": COIN_TOKENS}
    wrong = [k for k, n in want.items() if counts.get(k) != n]
    return True if not wrong else f"box counts differ for {', '.join(wrong)}"


@invariant("every building can be built at the Workshop with some die", per_player_count=False)
def levels_fit_workshop(game) -> bool | str:
    bad = [c.name for c in game.deck("buildings").cards
           if not LOWEST_DIE["Workshop"] <= c.fields["level"] <= 6]
    return True if not bad else f"level out of reach: {', '.join(bad)}"


@invariant("the deck fills the building row and refills it for a few rounds")
def row_has_cards(players: int) -> bool:
    return BUILDING_CARDS >= building_row(players) * 3


@invariant("each player has a die colour's worth of dice in the box", per_player_count=False)
def dice_per_colour(game) -> bool:
    dice = next(c for c in game.inventory if c.id == "worker-dice")
    return dice.per_player == dice_per_player()


@invariant("some space takes every die, so no worker is ever left without a place")
def tavern_takes_all(players: int) -> bool:
    return spots("Tavern", players) is None and space_minimum("Tavern") == 1
