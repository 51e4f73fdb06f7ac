"""Letter Tiles: the rules the tables and examples print.

Letter values and the tile mix live here; the card data (cards/tiles.csv) repeats them
because every tile prints its points, and an invariant keeps the two in step.
"""
from generator.engine import invariant, rule

PLAYERS = (2, 4)

# letter: (points, tiles in the bag)
LETTERS = {
    "A": (1, 8), "B": (3, 2), "C": (3, 3), "D": (2, 4), "E": (1, 11), "F": (4, 2),
    "G": (3, 3), "H": (4, 3), "I": (1, 8), "J": (8, 1), "K": (5, 1), "L": (1, 4),
    "M": (3, 3), "N": (1, 6), "O": (1, 7), "P": (3, 2), "Q": (10, 1), "R": (1, 6),
    "S": (1, 5), "T": (1, 6), "U": (2, 3), "V": (5, 2), "W": (4, 2), "X": (8, 1),
    "Y": (4, 2), "Z": (10, 1), "Blank": (0, 3),
}

TOTAL_TILES = 100

# how many times a newly laid tile's points count on each kind of square;
# "Covered" is a square whose tile was laid on an earlier turn: face value only.
MULTIPLIERS = {"Plain": 1, "Double letter": 2, "Triple letter": 3, "Start": 1, "Covered": 1}

# squares of each kind on the 13 x 13 board
SQUARES = {"Double letter": 16, "Triple letter": 12, "Start": 1}
BOARD_SIDE = 13

TERRAIN_OF = {"Plain": "plain", "Double letter": "double-letter", "Triple letter": "triple-letter",
              "Start": "start"}


@rule
def rack_size(players: int = 3) -> int:
    """Tiles each player keeps on the rack: one more in a two-player game."""
    return 8 if players == 2 else 7


@rule
def bag_after_deal(players: int) -> int:
    """Tiles left in the bag once every rack is filled."""
    return TOTAL_TILES - players * rack_size(players)


@rule
def letter_points(letter: str) -> int:
    return LETTERS[letter][0]


@rule
def tiles_of_letter(letter: str) -> int:
    return LETTERS[letter][1]


@rule
def total_tiles() -> int:
    return TOTAL_TILES


@rule
def letter_multiplier(square: str) -> int:
    return MULTIPLIERS[square]


@rule
def squares_on_board(square: str) -> int:
    if square == "Plain":
        return BOARD_SIDE * BOARD_SIDE - sum(SQUARES.values())
    return SQUARES[square]


@rule
def clear_rack_bonus(players: int | None = None) -> int:
    return 30


@rule
def swap_minimum(players: int | None = None) -> int:
    """You may swap only while the bag still holds at least this many tiles."""
    return 7


@rule
def shortest_word(players: int | None = None) -> int:
    return 2


@rule
def word_score(tiles: list) -> int:
    """One word: each tile is [letter, square]; a blank scores 0 wherever it lies."""
    return sum(letter_points(letter) * letter_multiplier(square) for letter, square in tiles)


@rule
def turn_score(word_totals: list, rack_cleared: bool = False) -> int:
    """Every word a turn forms, plus the bonus when the whole rack was laid."""
    return sum(word_totals) + (clear_rack_bonus() if rack_cleared else 0)


@rule
def going_out_bonus(leftovers: list) -> int:
    """The player who goes out gains the points left on everyone else's racks."""
    return sum(leftovers)


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "tiles": TOTAL_TILES,
        "board": 1,
        "racks": players,
        "tile-bag": 1,
        "score-pad": 1,
    }


@invariant("the tile data prints the letters' points and counts the engine scores with",
           per_player_count=False)
def tiles_match_letters(game) -> bool | str:
    deck = game.deck("tiles")
    if deck.total != TOTAL_TILES:
        return f"the tiles add up to {deck.total}, not {TOTAL_TILES}"
    seen = set()
    for card in deck.cards:
        points, count = LETTERS.get(card.name, (None, None))
        if points is None:
            return f"{card.name} is no letter of the engine"
        if card.fields["points"] != points or card.count != count:
            return f"{card.name}: {card.count} tiles of {card.fields['points']}, engine says {count} of {points}"
        seen.add(card.name)
    missing = set(LETTERS) - seen
    return True if not missing else f"no tiles for {', '.join(sorted(missing))}"


@invariant("the letter mix adds up to the tiles in the box", per_player_count=False)
def letters_add_up() -> bool:
    return sum(count for _, count in LETTERS.values()) == TOTAL_TILES


@invariant("the board prints as many squares of each kind as the squares table says",
           per_player_count=False)
def board_matches_squares(game) -> bool | str:
    grid = next((g for g in game.grids if g.id == "board"), None)
    if grid is None:
        return "no board grid"
    if grid.columns != BOARD_SIDE or grid.rows != BOARD_SIDE:
        return f"the board is {grid.columns} x {grid.rows}"
    counted: dict[str, int] = {}
    for cell in grid.cells:
        counted[cell.terrain] = counted.get(cell.terrain, 0) + len(cell.at)
    for name, terrain in TERRAIN_OF.items():
        if name == "Plain":
            continue
        if counted.get(terrain, 0) != SQUARES[name]:
            return f"{name}: the board has {counted.get(terrain, 0)}, the table says {SQUARES[name]}"
    return True


@invariant("every rack can be filled with tiles to spare")
def racks_fill(players: int) -> bool:
    return bag_after_deal(players) >= swap_minimum()
