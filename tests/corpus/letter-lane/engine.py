"""Engine model of Letter Lane, a word-building tile game for 2-4 players."""
from generator.engine import invariant, rule

PLAYERS = (2, 4)

# letter -> (tiles in the bag, points); the blank is written "Blank".
LETTERS: dict[str, tuple[int, int]] = {
    "A": (9, 1), "B": (2, 3), "C": (3, 3), "D": (4, 2), "E": (11, 1), "F": (2, 4),
    "G": (3, 2), "H": (3, 3), "I": (8, 1), "J": (1, 8), "K": (1, 6), "L": (4, 1),
    "M": (3, 2), "N": (6, 1), "O": (7, 1), "P": (2, 3), "Q": (1, 10), "R": (6, 1),
    "S": (5, 1), "T": (7, 1), "U": (3, 2), "V": (1, 5), "W": (2, 4), "X": (1, 8),
    "Y": (2, 4), "Z": (1, 10), "Blank": (2, 0),
}

# premium square -> (multiplier, squares on the board, counting the start square as a double word)
PREMIUMS: dict[str, tuple[int, int]] = {
    "Double letter": (2, 20),
    "Triple letter": (3, 12),
    "Double word": (2, 17),
    "Triple word": (3, 12),
}

RACK = 7
BINGO = 50
CHALLENGE_PENALTY = 5
BOARD_SIDE = 15


@rule
def rack_size(players: int | None = None) -> int:
    """Tiles a rack holds, and tiles each player draws at the start."""
    return RACK


@rule
def tiles_in_box() -> int:
    return sum(count for count, _ in LETTERS.values())


@rule
def tiles_left(players: int) -> int:
    """Tiles still in the bag once every player has filled a rack."""
    return tiles_in_box() - RACK * players


@rule
def scoreless_turns_end(players: int) -> int:
    """Scoreless turns in a row (passes, exchanges, failed words) that end the game: two rounds of them."""
    return 2 * players


@rule
def bingo_bonus() -> int:
    return BINGO


@rule
def challenge_penalty() -> int:
    """Points a challenger loses when the challenged word stands."""
    return CHALLENGE_PENALTY


@rule
def exchange_minimum() -> int:
    """Tiles the bag must hold for a player to exchange."""
    return RACK


@rule
def board_side() -> int:
    return BOARD_SIDE


@rule
def letter_stat(stat: str, letter: str) -> int:
    """Count or Points of one letter."""
    count, value = LETTERS[letter]
    return count if stat == "Count" else value


@rule
def letters_worth(points: int) -> list[str]:
    return [letter for letter, (_, value) in LETTERS.items() if value == points]


@rule
def tiles_worth(points: int) -> int:
    return sum(count for count, value in LETTERS.values() if value == points)


@rule
def premium_multiplier(premium: str) -> int:
    return PREMIUMS[premium][0]


@rule
def premium_squares(premium: str) -> int:
    return PREMIUMS[premium][1]


def _tile_value(tile: str) -> tuple[int, str]:
    """A tile written "Q", "Q:TL", "?S" (a blank played as S) or "?S:DW"."""
    letter, _, square = tile.partition(":")
    value = 0 if letter.startswith("?") else LETTERS[letter.upper()][1]
    return value, square


@rule
def word_score(tiles: list, bingo: bool = False) -> int:
    """Score one word. Each tile is a letter, with ':DL', ':TL', ':DW' or ':TW' when the
    tile was placed this turn on that premium square; a blank is '?' before the letter."""
    total, word_times = 0, 1
    for tile in tiles:
        value, square = _tile_value(tile)
        if square == "DL":
            value *= 2
        elif square == "TL":
            value *= 3
        elif square == "DW":
            word_times *= 2
        elif square == "TW":
            word_times *= 3
        total += value
    return total * word_times + (BINGO if bingo else 0)


@rule
def rack_penalty(letters: list) -> int:
    """Points a player loses for the tiles left on the rack at the end."""
    return sum(_tile_value(tile)[0] for tile in letters)


@rule
def going_out_bonus(racks: list) -> int:
    """Points the player who went out gains: every other rack's penalty."""
    return sum(rack_penalty(rack) for rack in racks)


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {"tiles": tiles_in_box(), "board": 1, "racks": players, "bag": 1}


@invariant("the engine's letters agree with the tile deck", per_player_count=False)
def letters_match_tiles(game) -> bool | str:
    deck = game.deck("tiles")
    seen = {card.name: (card.count, card.fields["value"]) for card in deck.cards}
    if seen != LETTERS:
        wrong = sorted(k for k in set(seen) | set(LETTERS) if seen.get(k) != LETTERS.get(k))
        return f"letters differ: {', '.join(wrong)}"
    return True


@invariant("the board's premium squares are the ones the engine counts", per_player_count=False)
def board_premiums_match(game) -> bool | str:
    grid = game.grids[0]
    if grid.columns != BOARD_SIDE or grid.rows != BOARD_SIDE:
        return "the board is not 15 by 15"
    names = {t.id: t.name for t in grid.terrain}
    counted: dict[str, int] = {}
    for cell in grid.cells:
        name = names[cell.terrain]
        counted[name] = counted.get(name, 0) + len(cell.at)
    want = {name: n for name, (_, n) in PREMIUMS.items()}
    return True if counted == want else f"board has {counted}"


@invariant("every player can fill a rack and the bag still holds tiles")
def bag_outlasts_the_draw(players: int) -> bool:
    return tiles_left(players) > RACK
