"""Magic Sums: the rules the tables print, the scoring of a placement, and setup."""

from generator.engine import invariant, rule

PLAYERS = (2, 4)

LARGE = "Large Square"
LITTLE = "Little Square"
LITTLE_VARIANT = "little-square"
LUCK_SUPPLY = 24   # every Luck token in the box comes out: held to game.yaml by whole_luck_supply


def _side(board: str) -> int:
    return 3 if board == LITTLE else 4


def _board_of(variant: str | None) -> str:
    return LITTLE if variant == LITTLE_VARIANT else LARGE


# --- the two boards -------------------------------------------------------


@rule
def squares_per_side(board: str = LARGE) -> int:
    """The board is a square of this many squares a side."""
    return _side(board)


@rule
def magic_target(board: str = LARGE) -> int:
    """What every finished line must add up to: the magic constant n(n^2 + 1)/2."""
    n = _side(board)
    return n * (n * n + 1) // 2


@rule
def highest_tile(board: str = LARGE) -> int:
    """Tiles run from 1 up to the number of squares on the board."""
    n = _side(board)
    return n * n


@rule
def copies_of_each_number(board: str = LARGE) -> int:
    """Every number comes twice."""
    return 2


@rule
def tiles_in_bag(board: str = LARGE) -> int:
    """Two of every number from 1 to the highest tile."""
    return copies_of_each_number(board) * highest_tile(board)


@rule
def lines_on_board(board: str = LARGE) -> int:
    """Rows, columns and the two long diagonals."""
    return 2 * _side(board) + 2


# --- setup by player count --------------------------------------------------


@rule
def hand_size(players: int, variant: str | None = None) -> int:
    """Tiles each player holds."""
    if variant == LITTLE_VARIANT:
        return 3
    return {2: 5, 3: 4, 4: 3}[players]


@rule
def starting_luck(players: int, variant: str | None = None) -> int:
    """Luck tokens each player starts with."""
    if variant == LITTLE_VARIANT:
        return 2
    return 3 if players == 2 else 2


# --- scoring ----------------------------------------------------------------


@rule
def line_points(line: str, board: str = LARGE) -> int:
    """Points for a magic line: a row or column scores one per square, a diagonal more."""
    if line == "Diagonal":
        return 6 if board == LARGE else 4
    return _side(board)


@rule
def double_magic_bonus(board: str = LARGE) -> int:
    """Extra points, once, for finishing two or more magic lines with one tile."""
    return 2


@rule
def short_line_points(board: str = LARGE) -> int:
    """What a finished line that falls short of the target scores."""
    return -1


@rule
def perfect_square_bonus(board: str = LARGE) -> int:
    """For the player who fills the board when every line is magic."""
    return 10 if board == LARGE else 6


@rule
def luck_per_magic_line() -> int:
    """Luck taken from the supply for each magic line you finish."""
    return 1


@rule
def most_tiles_swapped() -> int:
    """A swap puts back at most this many tiles."""
    return 2


@rule
def powers_per_turn() -> int:
    """Luck powers a player may use in one turn."""
    return 1


# --- a placement, square by square --------------------------------------------


def _lines(n: int) -> list[tuple[str, list[tuple[int, int]]]]:
    rows = [("Row", [(r, c) for c in range(n)]) for r in range(n)]
    cols = [("Column", [(r, c) for r in range(n)]) for c in range(n)]
    diagonals = [
        ("Diagonal", [(i, i) for i in range(n)]),
        ("Diagonal", [(i, n - 1 - i) for i in range(n)]),
    ]
    return rows + cols + diagonals


def _placed(grid: list, row: int, column: int, tile: int) -> list[list[int]]:
    cells = [[(v or 0) for v in line] for line in grid]
    cells[row - 1][column - 1] = tile
    return cells


def _board_name(grid: list) -> str:
    return LITTLE if len(grid) == 3 else LARGE


@rule
def is_legal(grid: list, row: int, column: int, tile: int) -> bool:
    """May this tile go on this square? The square must be empty and no line through it may go over."""
    n = len(grid)
    if grid[row - 1][column - 1]:
        return False
    if not 1 <= tile <= n * n:
        return False
    cells = _placed(grid, row, column, tile)
    target = magic_target(_board_name(grid))
    for _, line in _lines(n):
        if (row - 1, column - 1) in line and sum(cells[r][c] for r, c in line) > target:
            return False
    return True


def _finished(grid: list, row: int, column: int, tile: int) -> list[tuple[str, bool]]:
    n = len(grid)
    cells = _placed(grid, row, column, tile)
    target = magic_target(_board_name(grid))
    done = []
    for kind, line in _lines(n):
        if (row - 1, column - 1) in line and all(cells[r][c] for r, c in line):
            done.append((kind, sum(cells[r][c] for r, c in line) == target))
    return done


@rule
def magic_lines_made(grid: list, row: int, column: int, tile: int) -> int:
    """Lines this tile finishes at exactly the target."""
    return sum(1 for _, magic in _finished(grid, row, column, tile) if magic)


@rule
def short_lines_made(grid: list, row: int, column: int, tile: int) -> int:
    """Lines this tile finishes below the target."""
    return sum(1 for _, magic in _finished(grid, row, column, tile) if not magic)


@rule
def luck_earned(grid: list, row: int, column: int, tile: int) -> int:
    """Luck taken for a placement: one per magic line."""
    return magic_lines_made(grid, row, column, tile) * luck_per_magic_line()


@rule
def placement_score(grid: list, row: int, column: int, tile: int) -> int | None:
    """Points a placement scores, bonuses included; None when the tile may not go there."""
    if not is_legal(grid, row, column, tile):
        return None
    board = _board_name(grid)
    done = _finished(grid, row, column, tile)
    points = 0
    magic = 0
    for kind, is_magic in done:
        if is_magic:
            magic += 1
            points += line_points(kind, board)
        else:
            points += short_line_points(board)
    if magic >= 2:
        points += double_magic_bonus(board)
    cells = _placed(grid, row, column, tile)
    n = len(grid)
    full = all(all(v for v in line) for line in cells)
    if full and all(sum(cells[r][c] for r, c in line) == magic_target(board) for _, line in _lines(n)):
        points += perfect_square_bonus(board)
    return points


# --- setup ------------------------------------------------------------------------


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    board = _board_of(variant)
    return {
        "board": 1,
        "tiles": tiles_in_bag(board),
        "luck": LUCK_SUPPLY,
        "score-pad": 1,
        "bag": 1,
    }


def play(players: int, variant: str | None = None) -> dict[str, dict]:
    return {"tiles": {"hand": hand_size(players, variant), "draw": 1, "turns": 5}}


# --- invariants ---------------------------------------------------------------------


@invariant("the tiles are two of every number from 1 to 16, each named for its number", per_player_count=False)
def tiles_are_two_sets(game) -> bool | str:
    deck = game.deck("tiles")
    values = sorted(card.fields["value"] for card in deck.cards)
    if values != list(range(1, highest_tile(LARGE) + 1)):
        return f"tile values are {values}"
    wrong = [card.name for card in deck.cards if card.count != copies_of_each_number(LARGE)]
    if wrong:
        return "not two copies: " + ", ".join(wrong)
    if deck.total != tiles_in_bag(LARGE):
        return f"{deck.total} tiles, not {tiles_in_bag(LARGE)}"
    return True


@invariant("a line of the biggest tiles can still reach the target, and a line of the smallest cannot pass it",
           per_player_count=False)
def targets_are_reachable() -> bool | str:
    for board in (LARGE, LITTLE):
        n = _side(board)
        top = highest_tile(board)
        biggest = sum(range(top - n + 1, top + 1))
        smallest = sum(range(1, n + 1))
        if not smallest <= magic_target(board) <= biggest:
            return f"{board}: target {magic_target(board)} outside {smallest}-{biggest}"
    return True


@invariant("the bag fills every hand and still has a tile for every square")
def bag_suffices(players: int, variant: str | None = None) -> bool | str:
    board = _board_of(variant)
    needed = hand_size(players, variant) * players + highest_tile(board)
    return True if needed <= tiles_in_bag(board) else f"{needed} tiles needed, {tiles_in_bag(board)} in the bag"


@invariant("the Luck supply covers every player's starting Luck")
def luck_suffices(players: int, game, variant: str | None = None) -> bool | str:
    luck = next(c for c in game.inventory if c.id == "luck")
    needed = starting_luck(players, variant) * players
    return True if needed <= luck.count else f"{needed} Luck to deal, {luck.count} in the box"


@invariant("setup puts the box's whole Luck supply beside the board", per_player_count=False)
def whole_luck_supply(game) -> bool | str:
    luck = next(c for c in game.inventory if c.id == "luck")
    return True if luck.count == LUCK_SUPPLY else f"setup takes {LUCK_SUPPLY} Luck, the box holds {luck.count}"
