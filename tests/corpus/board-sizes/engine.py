"""Stonefold: the rules the tables print, and a small model of the board."""

from generator.engine import invariant, rule

PLAYERS = (2, 2)

BOARDS = ("Small", "Standard", "Large")
VARIANT_BOARD = {None: "Standard", "small": "Small", "large": "Large"}
GRID_BOARD = {"small": "Small", "standard": "Standard", "large": "Large"}

_WIDTH = {"Small": 5, "Standard": 7, "Large": 9}
_STONES = {"Small": 8, "Standard": 12, "Large": 16}
_OPENING = {"Small": 2, "Standard": 2, "Large": 4}
_LINE = {"Small": 4, "Standard": 5, "Large": 6}
_CAPTURES = {"Small": 3, "Standard": 4, "Large": 5}
_ROUNDS = {"Small": 12, "Standard": 16, "Large": 20}
_MINUTES = {"Small": 10, "Standard": 20, "Large": 30}

DIRECTIONS = [(dx, dy) for dx in (-1, 0, 1) for dy in (-1, 0, 1) if (dx, dy) != (0, 0)]


# --- numbers by board size -------------------------------------------------------

@rule
def board_width(board: str = "Standard") -> int:
    """Squares along each side of the board."""
    return _WIDTH[board]


@rule
def stones_each(board: str = "Standard") -> int:
    """Stones each side plays with, the opening stones included."""
    return _STONES[board]


@rule
def opening_stones(board: str = "Standard") -> int:
    """Stones each side sets on the board before the first turn."""
    return _OPENING[board]


@rule
def supply_stones(board: str = "Standard") -> int:
    """Stones each side keeps in supply at the start."""
    return stones_each(board) - opening_stones(board)


@rule
def line_to_win(board: str = "Standard") -> int:
    """Stones in one straight line that win at once."""
    return _LINE[board]


@rule
def captures_to_win(board: str = "Standard") -> int:
    """Enemy stones captured that win at once."""
    return _CAPTURES[board]


@rule
def rounds(board: str = "Standard") -> int:
    """Rounds before time runs out."""
    return _ROUNDS[board]


@rule
def gambits_dealt(board: str = "Standard", side: str = "Dark") -> int:
    """Gambit cards dealt to a side: Light, who moves second, gets one more."""
    base = {"Small": 1, "Standard": 2, "Large": 3}[board]
    return base + (1 if side == "Light" else 0)


@rule
def playing_minutes(board: str = "Standard") -> int:
    """About how long a game takes."""
    return _MINUTES[board]


@rule
def gambits_per_turn() -> int:
    """Gambit cards a player may play in one turn."""
    return 1


# --- the board -------------------------------------------------------------------

def _square(name: str) -> tuple[int, int]:
    return ord(name[0]) - ord("a") + 1, int(name[1:])


def _name(col: int, row: int) -> str:
    return f"{chr(ord('a') + col - 1)}{row}"


@rule
def captured(placed: str, mine: list, theirs: list) -> list:
    """The enemy stones a stone placed or moved to `placed` captures: each one right
    next to it with another of the mover's stones just beyond, in any of eight directions."""
    own = {_square(s) for s in mine} | {_square(placed)}
    enemy = {_square(s) for s in theirs}
    col, row = _square(placed)
    taken = []
    for dx, dy in DIRECTIONS:
        near = (col + dx, row + dy)
        far = (col + 2 * dx, row + 2 * dy)
        if near in enemy and far in own:
            taken.append(_name(*near))
    return sorted(taken)


@rule
def longest_line(stones: list) -> int:
    """The most stones of one side in one unbroken straight line."""
    squares = {_square(s) for s in stones}
    best = 0
    for col, row in squares:
        for dx, dy in ((1, 0), (0, 1), (1, 1), (1, -1)):
            if (col - dx, row - dy) in squares:
                continue  # not the start of its run
            run = 0
            while (col + run * dx, row + run * dy) in squares:
                run += 1
            best = max(best, run)
    return best


@rule
def time_limit_winner(dark_captures: int, light_captures: int, dark_line: int, light_line: int) -> str:
    """Who wins when the last round ends with no winner: most captures, then longest line."""
    if dark_captures != light_captures:
        return "Dark" if dark_captures > light_captures else "Light"
    if dark_line != light_line:
        return "Dark" if dark_line > light_line else "Light"
    return "Draw"


# --- setup -------------------------------------------------------------------------

def setup(players: int, variant: str | None = None) -> dict[str, int]:
    board = VARIANT_BOARD[variant]
    return {
        "small-board": 1 if board == "Small" else 0,
        "standard-board": 1 if board == "Standard" else 0,
        "large-board": 1 if board == "Large" else 0,
        "stones": players * stones_each(board),
        "round-track": 1,
        "round-marker": 1,
        "gambits": 12,
    }


# --- invariants --------------------------------------------------------------------

@invariant("the box holds every stone the largest board needs", per_player_count=False)
def stones_suffice(game) -> bool | str:
    line = next(c for c in game.inventory if c.id == "stones")
    most = max(stones_each(b) for b in BOARDS)
    return True if line.per_player >= most else f"{line.per_player} stones a side, {most} needed"


@invariant("the gambit deck deals both opening hands on every board", per_player_count=False)
def gambits_suffice(game) -> bool | str:
    deck = game.deck("gambits")
    for b in BOARDS:
        hands = gambits_dealt(b, "Dark") + gambits_dealt(b, "Light")
        if hands > deck.total:
            return f"{b}: {hands} gambits dealt from {deck.total}"
    return True


@invariant("a winning line fits across the board and the stones can make it", per_player_count=False)
def lines_fit() -> bool | str:
    for b in BOARDS:
        if line_to_win(b) > board_width(b) or line_to_win(b) > stones_each(b):
            return f"{b}: line of {line_to_win(b)} cannot be made"
        if opening_stones(b) >= stones_each(b):
            return f"{b}: no stones left in supply"
    return True


@invariant("the round track runs to the end of the longest game", per_player_count=False)
def track_long_enough(game) -> bool | str:
    track = game.maps[0].tracks[0]
    longest = max(rounds(b) for b in BOARDS)
    return True if track.end == longest else f"track ends at {track.end}, longest game {longest}"


@invariant("each board prints the opening stones its column gives", per_player_count=False)
def openings_printed(game) -> bool | str:
    for grid in game.grids:
        board = GRID_BOARD[grid.id]
        if grid.columns != board_width(board) or grid.rows != board_width(board):
            return f"{grid.name} is {grid.columns} by {grid.rows}"
        for side in ("Dark", "Light"):
            n = sum(1 for p in grid.pieces if p.text == side)
            if n != opening_stones(board):
                return f"{grid.name} prints {n} {side} opening stones, not {opening_stones(board)}"
    return True
