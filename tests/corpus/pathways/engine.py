"""Engine model of Pathways.

The board is six squares by six. A square is named by column and row, "3,4"
is column 3, row 4, counted from the top-left corner. Every tile edge carries
two points, so a tile has eight, lettered clockwise from the left point of
its top edge:

        a   b
      h       c
      g       d
        f   e

A tile joins its eight points in four pairs (its paths), written "ab cf dg eh".
Turning a tile a quarter turn clockwise moves every point two letters on.
"""
from itertools import combinations

from generator.engine import invariant, rule

PLAYERS = (2, 8)

POINTS = "abcdefgh"
SIZE = 6                 # squares along each side of the board
HAND = 3                 # tiles a player holds
MARKS = 16               # starting marks printed round the board's edge
OPPOSITE = {"a": "f", "b": "e", "c": "h", "d": "g", "e": "b", "f": "a", "g": "d", "h": "c"}
STEP = {"a": (0, -1), "b": (0, -1), "c": (1, 0), "d": (1, 0),
        "e": (0, 1), "f": (0, 1), "g": (-1, 0), "h": (-1, 0)}


def _pairings(points: str) -> list[list[str]]:
    if not points:
        return [[]]
    first, rest = points[0], points[1:]
    out = []
    for i, other in enumerate(rest):
        for tail in _pairings(rest[:i] + rest[i + 1:]):
            out.append([first + other] + tail)
    return out


def _turn_point(p: str, turns: int) -> str:
    return POINTS[(POINTS.index(p) + 2 * turns) % 8]


def _code(pairs) -> str:
    return " ".join(sorted("".join(sorted(x)) for x in pairs))


def _turned(code: str, turns: int) -> str:
    return _code(_turn_point(x[0], turns) + _turn_point(x[1], turns) for x in code.split())


def _canonical(code: str) -> str:
    return min(_turned(code, t) for t in range(4))


def _all_tiles() -> list[str]:
    seen = sorted({_canonical(_code(p)) for p in _pairings(POINTS)})
    # U-turn-free tiles first, then by the number of U-turns, so the numbering reads well
    return sorted(seen, key=lambda c: (_uturns(c), c))


def _uturns(code: str) -> int:
    side = {p: POINTS.index(p) // 2 for p in POINTS}
    return sum(1 for x in code.split() if side[x[0]] == side[x[1]])


def _straights(code: str) -> int:
    return sum(1 for x in code.split() if OPPOSITE[x[0]] == x[1])


TILES = {f"tile-{i:02d}": c for i, c in enumerate(_all_tiles(), start=1)}


@rule
def tiles_in_game() -> int:
    """Path tiles in the box: one of every way to join eight points in four pairs."""
    return len(TILES)


@rule
def board_squares() -> int:
    return SIZE * SIZE


@rule
def tiles_dealt(players: int) -> int:
    """Tiles each player is dealt at the start, and holds while the supply lasts."""
    return HAND


@rule
def supply_at_start(players: int) -> int:
    """Tiles left face down in the supply once every hand is dealt."""
    return len(TILES) - HAND * players


@rule
def starting_marks(players: int) -> list[int]:
    """The starting marks in use: spread as evenly as the sixteen marks allow."""
    return [int(i * MARKS / players + 0.5) + 1 for i in range(players)]


@rule
def tiles_with_uturns(uturns: int) -> int:
    """How many of the tiles have this many paths that turn back to their own edge."""
    return sum(1 for c in TILES.values() if _uturns(c) == uturns)


@rule
def round_points(stones_out_before: int, survived: bool = False) -> int:
    """Long Road variant: a point for each stone out before yours, two more for a survivor."""
    return stones_out_before + (2 if survived else 0)


# --- moving stones -------------------------------------------------------------

def _mark_position(mark: int) -> tuple[int, int, str]:
    """Marks 1-4 along the top, 5-8 down the right, 9-12 along the bottom, 13-16 up the left."""
    side, k = divmod(mark - 1, 4)
    if side == 0:
        return (k + 2, 1, "a")
    if side == 1:
        return (SIZE, k + 2, "c")
    if side == 2:
        return (SIZE - 1 - k, SIZE, "e")
    return (1, SIZE - 1 - k, "g")


def _square(name: str) -> tuple[int, int]:
    col, row = name.split(",")
    return int(col), int(row)


def _place(board: dict, square: str, tile: str, turns: int) -> dict:
    placed = {_square(k): v for k, v in board.items()}
    placed[_square(square)] = f"{tile}/{turns}"
    return placed


def _exit(entry_tile: str, point: str) -> str:
    tile, turns = entry_tile.split("/")
    code = _turned(TILES[tile], int(turns))
    for x in code.split():
        if point in x:
            return x[1] if x[0] == point else x[0]
    raise ValueError(point)


def _follow(placed: dict, start: tuple[int, int, str]) -> tuple[tuple, int]:
    """Follow the paths from a point until an empty square or the board's edge."""
    col, row, point = start
    crossed = 0
    while (col, row) in placed:
        out = _exit(placed[(col, row)], point)
        crossed += 1
        dc, dr = STEP[out]
        col, row, point = col + dc, row + dr, OPPOSITE[out]
        if not (1 <= col <= SIZE and 1 <= row <= SIZE):
            return ("off", col, row, point), crossed
    return (col, row, point), crossed


def _stone(value: str) -> tuple[int, int, str]:
    square, point = value.split(":")
    col, row = _square(square)
    return col, row, point


def _edge(position: tuple) -> frozenset:
    """The same edge point seen from the two squares that share it."""
    if position[0] == "off":
        return frozenset()
    col, row, point = position
    dc, dr = STEP[point]
    return frozenset({(col, row, point), (col + dc, row + dr, OPPOSITE[point])})


def _head_on(placed: dict, one: tuple, other: tuple) -> bool:
    """Two stones at the same square whose new tile joins their points run into each other."""
    if one[:2] != other[:2] or one[:2] not in placed:
        return False
    return _exit(placed[one[:2]], one[2]) == other[2]


def _play(board: dict, stones: dict, square: str, tile: str, turns: int) -> dict:
    placed = _place(board, square, tile, turns)
    result = {}
    for colour, value in stones.items():
        start = _stone(value)
        end, crossed = _follow(placed, start)
        result[colour] = {"start": start, "end": end, "crossed": crossed, "out": end[0] == "off"}
    names = list(result)
    for i, one in enumerate(names):
        for other in names[i + 1:]:
            a, b = result[one], result[other]
            if a["out"] or b["out"]:
                continue
            if _edge(a["end"]) & _edge(b["end"]) or _head_on(placed, a["start"], b["start"]):
                a["collided"] = b["collided"] = True
    for r in result.values():
        r["out"] = r["out"] or r.get("collided", False)
    return result


@rule
def stones_moved(board: dict, stones: dict, square: str, tile: str, turns: int) -> int:
    """How many stones a tile placed on `square` sets moving."""
    return sum(1 for r in _play(board, stones, square, tile, turns).values() if r["crossed"])


@rule
def stones_out(board: dict, stones: dict, square: str, tile: str, turns: int) -> int:
    """How many stones leave the board or collide after the placement."""
    return sum(1 for r in _play(board, stones, square, tile, turns).values() if r["out"])


@rule
def tiles_crossed(board: dict, stones: dict, square: str, tile: str, turns: int, stone: str) -> int:
    """How many tiles one stone follows after the placement."""
    return _play(board, stones, square, tile, turns)[stone]["crossed"]


@rule
def stone_ends(board: dict, stones: dict, square: str, tile: str, turns: int, stone: str) -> str:
    """Where a stone ends: 'col,row:point', or 'out'."""
    r = _play(board, stones, square, tile, turns)[stone]
    if r["out"]:
        return "out"
    col, row, point = r["end"]
    return f"{col},{row}:{point}"


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    """The whole board and tile supply, one stone per player (two in Twin Stones) and the dragon tile."""
    stones = 2 * players if variant == "twin-stones" else players
    return {"game-board": 1, "paths": len(TILES), "stones": stones, "dragon-tile": 1}


def play(players: int, variant: str | None = None) -> dict:
    return {"paths": {"hand": HAND, "draw": 1}}


# --- invariants ----------------------------------------------------------------

@invariant("the deck holds every tile exactly once, with its paths and counts as printed",
           per_player_count=False)
def deck_is_every_tile_once(game) -> bool | str:
    deck = game.deck("paths")
    if deck.total != len(TILES):
        return f"the deck has {deck.total} tiles, the engine {len(TILES)}"
    for card in deck.cards:
        code = card.fields["paths"]
        if card.count != 1:
            return f"{card.name} is printed {card.count} times"
        if TILES.get(card.id) != code:
            return f"{card.name} shows '{code}' but the engine has '{TILES.get(card.id)}'"
        if card.fields["uturns"] != _uturns(code) or card.fields["straights"] != _straights(code):
            return f"{card.name}: its U-turn or straight count is wrong"
    return True


@invariant("every player has a starting mark of their own and the supply is not empty at the start")
def marks_and_supply(players: int) -> bool | str:
    marks = starting_marks(players)
    if len(set(marks)) != players or not all(1 <= m <= MARKS for m in marks):
        return f"marks {marks}"
    return True if supply_at_start(players) > 0 else "no supply"


@invariant("the box's tiles fill all but one square of the board", per_player_count=False)
def one_square_stays_empty(game) -> bool | str:
    return True if board_squares() - game.deck("paths").total == 1 else "tiles and squares do not differ by one"
