"""Engine model of Hex Link, a two-player connection game on a rhombus of hexagons.

Cells are named as on the printed board: a letter for the column (a is Blue's
left edge) and a number for the row (1 is Red's top edge), so "c5" is the
third column, fifth row. Two cells touch when they differ by one step along
a row, one step along a column, or one step up-and-right / down-and-left.
"""
from generator.engine import invariant, rule

PLAYERS = (2, 2)  # the same range as `players` in game.yaml
LETTERS = "abcdefghijklmnopqrstuvwxyz"
BOARDS = {"11x11": 11, "9x9": 9}
STEPS = ((1, 0), (-1, 0), (0, 1), (0, -1), (1, -1), (-1, 1))

HANDICAP = {0: 0, 100: 1, 250: 2}  # lowest rating difference -> handicap stones
OPENING_CARDS = 22  # the opening deck, all of it shuffled in the dealt-openings variant


def _size(board: str | int) -> int:
    if isinstance(board, int):
        return board
    return BOARDS[board]


def _parse(cell: str) -> tuple[int, int]:
    return LETTERS.index(cell[0]) + 1, int(cell[1:])


def _name(q: int, r: int) -> str:
    return f"{LETTERS[q - 1]}{r}"


def _on_board(q: int, r: int, n: int) -> bool:
    return 1 <= q <= n and 1 <= r <= n


# --- board sizes ---------------------------------------------------------

@rule
def board_cells(board: str = "11x11") -> int:
    """Hexagons on the board."""
    n = _size(board)
    return n * n


@rule
def edge_length(board: str = "11x11") -> int:
    """Cells along each of the four edges."""
    return _size(board)


@rule
def stones_per_colour(board: str = "11x11") -> int:
    """Stones each colour needs: Red, moving first, can fill at most half the board rounded up."""
    return (board_cells(board) + 1) // 2


@rule
def stones_each(players: int = 2) -> int:
    """Stones of each colour set out for a standard game."""
    return stones_per_colour("11x11")


@rule
def lesson_cards_each(players: int = 2) -> int:
    """Each player takes one full set of lesson cards."""
    return 8


@rule
def first_colour(players: int = 2) -> str:
    return "Red"


@rule
def turn_stones() -> int:
    """Stones placed on a turn."""
    return 1


# --- handicap -------------------------------------------------------------

def _difference(difference: int | str) -> int:
    if isinstance(difference, str):
        return int(difference.split()[0])
    return difference


@rule
def handicap_stones(difference: int | str) -> int:
    """Extra Red stones the weaker player places before the stronger player's first move."""
    d = _difference(difference)
    stones = 0
    for low, extra in sorted(HANDICAP.items()):
        if d >= low:
            stones = extra
    return stones


@rule
def swap_allowed(difference: int | str) -> bool:
    """The swap is used only in an even game."""
    return handicap_stones(difference) == 0


# --- geometry ---------------------------------------------------------------

@rule
def neighbours(cell: str, board: str = "11x11") -> list[str]:
    n = _size(board)
    q, r = _parse(cell)
    return [_name(q + dq, r + dr) for dq, dr in STEPS if _on_board(q + dq, r + dr, n)]


@rule
def shared_neighbours(a: str, b: str, board: str = "11x11") -> int:
    """How many cells touch both a and b: a bridge has two."""
    return len(set(neighbours(a, board)) & set(neighbours(b, board)))


@rule
def swap_cell(cell: str) -> str:
    """Where the first stone goes when Blue swaps: mirrored across the long diagonal."""
    q, r = _parse(cell)
    return _name(r, q)


@rule
def connected(stones: list) -> bool:
    """True when the stones form a single chain."""
    cells = set(stones)
    if not cells:
        return False
    start = next(iter(cells))
    seen, todo = {start}, [start]
    while todo:
        q, r = _parse(todo.pop())
        for dq, dr in STEPS:
            other = _name(q + dq, r + dr) if q + dq >= 1 and r + dr >= 1 else None
            if other in cells and other not in seen:
                seen.add(other)
                todo.append(other)
    return seen == cells


@rule
def open_edge_cells(cell: str, blue: list, board: str = "11x11") -> int:
    """Empty cells of Red's nearest edge row that touch a Red stone on the second row."""
    n = _size(board)
    q, r = _parse(cell)
    edge_row = 1 if r <= n // 2 else n
    touching = [c for c in neighbours(cell, board) if _parse(c)[1] == edge_row]
    return len([c for c in touching if c not in set(blue)])


def _joins(stones: set[str], n: int, colour: str) -> bool:
    if colour == "Red":
        starts = [s for s in stones if _parse(s)[1] == 1]
        goal = lambda c: _parse(c)[1] == n  # noqa: E731
    else:
        starts = [s for s in stones if _parse(s)[0] == 1]
        goal = lambda c: _parse(c)[0] == n  # noqa: E731
    seen, todo = set(starts), list(starts)
    while todo:
        c = todo.pop()
        if goal(c):
            return True
        for o in neighbours(c, n):
            if o in stones and o not in seen:
                seen.add(o)
                todo.append(o)
    return False


@rule
def winner(red: list, blue: list, board: str = "11x11") -> str:
    n = _size(board)
    if _joins(set(red), n, "Red"):
        return "Red"
    if _joins(set(blue), n, "Blue"):
        return "Blue"
    return "nobody"


# --- setup --------------------------------------------------------------------

def setup(players: int, variant: str | None = None) -> dict[str, int]:
    """What a game takes out of the box."""
    board = "9x9" if variant == "quick" else "11x11"
    return {
        "board": 1,
        "red-stones": stones_per_colour(board),
        "blue-stones": stones_per_colour(board),
        "lessons": lesson_cards_each(players) * players,
        "openings": OPENING_CARDS if variant == "dealt-openings" else 0,
    }


# --- invariants ---------------------------------------------------------------

@invariant("the box holds enough stones of each colour for the big board", per_player_count=False)
def stones_suffice(game) -> bool | str:
    need = stones_per_colour("11x11")
    for line in ("red-stones", "blue-stones"):
        count = next(c.count for c in game.inventory if c.id == line)
        if count < need:
            return f"{line}: {count} in the box, {need} needed"
    return True


@invariant("a handicap game never needs more stones of one colour than the box holds", per_player_count=False)
def handicap_fits_the_box(game) -> bool | str:
    cells = board_cells("11x11")
    for extra in HANDICAP.values():
        weaker = extra + (cells - extra) // 2
        if weaker > stones_per_colour("11x11"):
            return f"{extra} handicap stones need {weaker} Red stones"
    return True


@invariant("every opening card's row column matches its cell, on the board", per_player_count=False)
def openings_on_board(game) -> bool | str:
    deck = game.deck("openings")
    if deck.total != OPENING_CARDS:
        return f"the opening deck has {deck.total} cards, the engine deals {OPENING_CARDS}"
    for card in deck.cards:
        q, r = _parse(card.fields["cell"])
        if not _on_board(q, r, 11) or r != card.fields["row"]:
            return f"{card.name}: cell {card.fields['cell']} row {card.fields['row']}"
    return True


@invariant("the swap mirror is its own undo and keeps a stone on the board", per_player_count=False)
def swap_mirrors(game) -> bool | str:
    for q in range(1, 12):
        for r in range(1, 12):
            c = _name(q, r)
            if swap_cell(swap_cell(c)) != c:
                return f"swap of {c} does not come back"
    return True
