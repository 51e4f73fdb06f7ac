"""Engine model of Stack Duel: stacking discs on a five-by-five board, for two.

The rules the printed tables are bound to (how far a stack moves, what it may
capture, the handicap by rating gap, the ladder points), the move generator the
worked examples and the puzzle cards are checked with, what a game takes out of
the box, and the invariants that hold the card data to the rules.
"""
from __future__ import annotations

from generator.engine import invariant, rule

PLAYERS = (2, 2)

# --- the board and the pieces --------------------------------------------------
SIDE = 5                        # squares along each edge
FILES = "abcde"                 # columns, left to right as Light sees the board
TOWER = 5                       # a stack this tall wins at once
DISCS_PER_COLOUR = 12           # in the box, each colour
COLOURS = ("Light", "Dark")
# Where each colour's discs start: the home row and the three middle squares in front of it.
START_SQUARES = {
    "Light": ("a1", "b1", "c1", "d1", "e1", "b2", "c2", "d2"),
    "Dark": ("a5", "b5", "c5", "d5", "e5", "b4", "c4", "d4"),
}
HANDICAP_STEP = 100             # ladder points of gap per extra disc
MAX_EXTRA = 4                   # the handicap never goes past this
GAP_BANDS = ("0-99", "100-199", "200-299", "300-399", "400 or more")
LADDER_START = 1000
LADDER_STAKE = 16               # points the winner takes while the handicap covers the gap
UPSET_STAKE = 24                # a lower-rated winner past the last band
SAFE_STAKE = 12                 # a higher-rated winner past the last band
DIRECTIONS = ((0, 1), (0, -1), (1, 0), (-1, 0))   # along a row or a column, never diagonal


def _other(colour: str) -> str:
    return "Dark" if colour == "Light" else "Light"


def _xy(square: str) -> tuple[int, int]:
    if len(square) != 2 or square[0] not in FILES or not square[1].isdigit():
        raise ValueError(f"{square!r} is no square: write a letter a-e and a number 1-5, such as c3")
    x, y = FILES.index(square[0]), int(square[1]) - 1
    if not 0 <= y < SIDE:
        raise ValueError(f"{square!r} is off the board")
    return x, y


def _square(x: int, y: int) -> str:
    return f"{FILES[x]}{y + 1}"


# --- what the tables print -------------------------------------------------------
@rule
def squares_moved(height: int) -> int:
    """A stack (or the part of one you lift) travels exactly as many squares as it has discs."""
    if not 1 <= height < TOWER:
        raise ValueError(f"a moving stack has 1 to {TOWER - 1} discs, not {height}")
    return height


@rule
def largest_capture(height: int) -> int | None:
    """The tallest enemy stack a moving stack of this height may land on: any smaller one. None for a single disc."""
    squares_moved(height)
    return height - 1 if height > 1 else None


@rule
def extra_discs(gap: int | str) -> int:
    """Extra discs the lower-rated player sets up with: one per full hundred points of gap, at most four."""
    if gap == "400 or more":
        return MAX_EXTRA
    if isinstance(gap, str) or gap < 0:
        raise ValueError(f"a rating gap is a whole number of points from 0, not {gap!r}")
    return min(MAX_EXTRA, gap // HANDICAP_STEP)


@rule
def ladder_points(gap: int | str, winner: str) -> int:
    """Ladder points the loser hands the winner. Within 400 points the handicap evens the game, so the stake is flat."""
    if winner not in ("higher", "lower"):
        raise ValueError("winner is 'higher' or 'lower' (the rated player who won)")
    if gap == "400 or more":
        return SAFE_STAKE if winner == "higher" else UPSET_STAKE
    extra_discs(gap)
    return LADDER_STAKE


@rule
def tower_height() -> int:
    """Discs in a tower: build one and you win."""
    return TOWER


@rule
def starting_discs(players: int = 2) -> int:
    """Discs each player sets on the board before any handicap."""
    return len(START_SQUARES["Light"])


@rule
def board_squares() -> int:
    """Squares along each edge of the board."""
    return SIDE


@rule
def discs_in_each_colour() -> int:
    """Discs of one colour in the box: the starting discs and the most a handicap adds."""
    return DISCS_PER_COLOUR


@rule
def knockout_below() -> int:
    """A player left with fewer discs than this on the board can no longer build a tower and loses."""
    return TOWER


@rule
def ladder_start() -> int:
    """Ladder points every new player starts with."""
    return LADDER_START


@rule
def constant(what: str) -> int:
    """The numbers to remember, looked up by name."""
    numbers = {
        "Squares along an edge": SIDE,
        "Discs in a tower": TOWER,
        "Starting discs each": len(START_SQUARES["Light"]),
        "Fewest discs you may keep": TOWER,
    }
    if what not in numbers:
        raise ValueError(f"no constant {what!r}")
    return numbers[what]


# --- the moves ---------------------------------------------------------------------
Position = dict[str, tuple[str, int]]


def parse_position(position: dict | list | tuple) -> Position:
    """A position as the examples write it ({'c3': 'L2', ...}) or as a puzzle card's 25 cells, top row first."""
    out: Position = {}
    if isinstance(position, dict):
        items = list(position.items())
    else:
        cells = list(position)
        if len(cells) != SIDE * SIDE:
            raise ValueError(f"a board has {SIDE * SIDE} cells, not {len(cells)}")
        items = [(_square(i % SIDE, SIDE - 1 - i // SIDE), c) for i, c in enumerate(cells)]
    for square, cell in items:
        _xy(square)
        if cell in ("", "Empty", None):
            continue
        colour = {"L": "Light", "D": "Dark"}.get(str(cell)[0])
        height = int(str(cell)[1:])
        if colour is None or not 1 <= height < TOWER:
            raise ValueError(f"{square}: {cell!r} is no stack (write L1-L4 or D1-D4)")
        out[square] = (colour, height)
    return out


def legal_moves(pos: Position, colour: str) -> list[tuple[str, str, int]]:
    """Every move of `colour`: (from, to, discs lifted)."""
    moves = []
    for square, (owner, height) in sorted(pos.items()):
        if owner != colour:
            continue
        x, y = _xy(square)
        for lift in range(1, height + 1):
            for dx, dy in DIRECTIONS:
                tx, ty = x + dx * lift, y + dy * lift
                if not (0 <= tx < SIDE and 0 <= ty < SIDE):
                    continue
                target = _square(tx, ty)
                there = pos.get(target)
                if there is None:
                    moves.append((square, target, lift))
                elif there[0] == colour:
                    if there[1] + lift <= TOWER:
                        moves.append((square, target, lift))
                elif there[1] < lift:
                    moves.append((square, target, lift))
    return moves


def apply_move(pos: Position, colour: str, move: tuple[str, str, int]) -> Position:
    start, end, lift = move
    if move not in legal_moves(pos, colour):
        raise ValueError(f"{colour} cannot move {lift} from {start} to {end}")
    new = dict(pos)
    owner, height = new.pop(start)
    if height > lift:
        new[start] = (owner, height - lift)
    there = new.get(end)
    if there is not None and there[0] == colour:
        new[end] = (colour, there[1] + lift)
    else:
        new[end] = (colour, lift)          # an enemy stack there is captured and leaves the board
    return new


def discs_on_board(pos: Position, colour: str) -> int:
    return sum(h for c, h in pos.values() if c == colour)


def winner_after(pos: Position, mover: str) -> str | None:
    """Who has won once `mover` has moved, if anyone: a tower, a knock-out, or an opponent left with no move."""
    if any(c == mover and h >= TOWER for c, h in pos.values()):
        return mover
    if discs_on_board(pos, _other(mover)) < TOWER:
        return mover
    if not legal_moves(pos, _other(mover)):
        return mover
    return None


def how_won(pos: Position, mover: str) -> str:
    if any(c == mover and h >= TOWER for c, h in pos.values()):
        return "tower"
    if discs_on_board(pos, _other(mover)) < TOWER:
        return "knockout"
    if not legal_moves(pos, _other(mover)):
        return "blocked"
    return "none"


def wins_within(pos: Position, colour: str, turns: int) -> bool:
    """True when `colour`, to move, can force a win within `turns` of their own moves."""
    if turns < 1:
        return False
    for move in legal_moves(pos, colour):
        after = apply_move(pos, colour, move)
        if winner_after(after, colour) == colour:
            return True
        if turns > 1 and _every_reply_loses(after, colour, turns - 1):
            return True
    return False


def _every_reply_loses(pos: Position, colour: str, turns: int) -> bool:
    foe = _other(colour)
    for reply in legal_moves(pos, foe):
        after = apply_move(pos, foe, reply)
        if winner_after(after, foe) == foe or not wins_within(after, colour, turns):
            return False
    return True


def _move(text: str) -> tuple[str, str, int]:
    """'c3-c5/2': from c3 to c5, lifting two discs (a whole stack may leave the /n off only in prose)."""
    squares, lift = text.split("/")
    start, end = squares.split("-")
    return start.strip(), end.strip(), int(lift)


@rule
def move_result(position: dict, colour: str, move: str) -> str:
    """What one move does: 'tower', 'knockout', 'blocked' (the other player has no move) or 'none'."""
    pos = parse_position(position)
    after = apply_move(pos, colour, _move(move))
    return how_won(after, colour)


@rule
def height_after(position: dict, colour: str, move: str) -> int:
    """The height of the stack that stands on the target square after the move."""
    pos = parse_position(position)
    _start, end, _lift = _move(move)
    return apply_move(pos, colour, _move(move))[end][1]


@rule
def discs_left(position: dict, colour: str, move: str) -> int:
    """Discs the other player still has on the board after the move."""
    pos = parse_position(position)
    return discs_on_board(apply_move(pos, colour, _move(move)), _other(colour))


@rule
def is_legal(position: dict, colour: str, move: str) -> bool:
    """Whether the move is allowed at all."""
    return _move(move) in legal_moves(parse_position(position), colour)


# --- the box ------------------------------------------------------------------------
def setup(players: int, variant: str | None = None) -> dict[str, int]:
    """Both colours come out whole (the handicap discs wait beside the board); the puzzles stay in the box."""
    return {"board": 1, "discs": DISCS_PER_COLOUR * len(COLOURS), "player-aids": 2, "puzzles": 0}


@invariant("the box holds every colour's discs", per_player_count=False)
def discs_fit_the_box(game) -> bool | str:
    line = next(c for c in game.inventory if c.id == "discs")
    if line.count != DISCS_PER_COLOUR * len(COLOURS):
        return f"the box holds {line.count} discs, the rules {DISCS_PER_COLOUR * len(COLOURS)}"
    if line.per_player != DISCS_PER_COLOUR:
        return f"per_player {line.per_player}, the rules {DISCS_PER_COLOUR}"
    return True


@invariant("the starting discs and the largest handicap fit in one colour", per_player_count=False)
def handicap_fits(game) -> bool | str:
    need = len(START_SQUARES["Light"]) + MAX_EXTRA
    return need <= DISCS_PER_COLOUR or f"a full handicap needs {need} discs of one colour"


@invariant("every extra disc has a starting disc of its own to sit on", per_player_count=False)
def extras_have_room(game) -> bool:
    return MAX_EXTRA <= len(START_SQUARES["Light"])


@invariant("each puzzle's answer is legal and forces the win in the turns its card says", per_player_count=False)
def puzzles_solve(game) -> bool | str:
    for card in game.deck("puzzles").cards:
        f = card.fields
        pos = parse_position(f["board"])
        colour = f["to_move"]
        move = _move(f["answer"])
        if move not in legal_moves(pos, colour):
            return f"{card.name}: the answer {f['answer']} is not a legal move"
        after = apply_move(pos, colour, move)
        turns = f["turns"]
        if turns == 1:
            if winner_after(after, colour) != colour:
                return f"{card.name}: {f['answer']} does not win at once"
        elif winner_after(after, colour) == colour or not _every_reply_loses(after, colour, turns - 1):
            return f"{card.name}: {f['answer']} does not force the win in {turns}"
        if wins_within(pos, colour, turns - 1):
            return f"{card.name}: {colour} can already win sooner than the card says"
    return True


@invariant("no puzzle position has a tower or a knocked-out side already", per_player_count=False)
def puzzles_are_live(game) -> bool | str:
    for card in game.deck("puzzles").cards:
        pos = parse_position(card.fields["board"])
        for colour in COLOURS:
            if discs_on_board(pos, colour) < TOWER:
                return f"{card.name}: {colour} has only {discs_on_board(pos, colour)} discs"
    return True


@invariant("each puzzle is numbered as its id says, in order", per_player_count=False)
def puzzles_numbered(game) -> bool | str:
    for i, card in enumerate(game.deck("puzzles").cards, start=1):
        if card.fields["number"] != i or card.id != f"puzzle-{i}":
            return f"{card.name}: expected puzzle {i}"
    return True
