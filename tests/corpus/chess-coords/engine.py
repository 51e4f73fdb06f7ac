"""Beacon Field: the rules the tables and the rulebook print.

The board is eight files (a to h) by eight ranks (1 to 8). Amber sets up on
ranks 1 and 2 and moves first; Slate sets up on ranks 7 and 8.
"""

from generator.engine import invariant, rule

PLAYERS = (2, 2)

KINDS = ("Marshal", "Herald", "Lancer", "Archer", "Rider", "Footman")
LETTERS = {"M": "Marshal", "H": "Herald", "L": "Lancer", "A": "Archer", "R": "Rider", "F": "Footman"}
SIDES = ("Amber", "Slate")
FILES = "abcdefgh"

VALUES = {"Marshal": None, "Herald": 6, "Lancer": 5, "Archer": 4, "Rider": 3, "Footman": 1}
PER_SIDE = {"Marshal": 1, "Herald": 1, "Lancer": 2, "Archer": 2, "Rider": 2, "Footman": 6}
FIRST_RANK_FILES = {
    "Lancer": "ah",
    "Rider": "bg",
    "Archer": "cf",
    "Herald": "d",
    "Marshal": "e",
}
FOOTMAN_FILES = "bcdefg"
MOVES = {
    "Marshal": "one square in any direction",
    "Herald": "one or two squares in a straight line, any direction",
    "Lancer": "up to four squares along its rank or file",
    "Archer": "up to four squares diagonally, or shoots",
    "Rider": "an L-shaped jump",
    "Footman": "one square forward or sideways",
}
BEACONS = ("d4", "e4", "d5", "e5")
GAMBIT_GLORY = {"signal-fire": 2}


# ---------------------------------------------------------------- pieces

@rule
def piece_value(kind: str) -> int | None:
    """Glory a player scores for capturing a piece of this kind (the Marshal ends the game)."""
    return VALUES[kind]


@rule
def pieces_per_side(kind: str) -> int:
    """How many pieces of this kind each side has."""
    return PER_SIDE[kind]


@rule
def move_pattern(kind: str) -> str:
    """How a piece of this kind moves, in a few words."""
    return MOVES[kind]


@rule
def recall_cost(kind: str) -> int | None:
    """Glory paid to bring a fallen piece back: one more than its value. A Marshal never comes back."""
    value = VALUES[kind]
    return None if value is None else value + 1


@rule
def start_squares(kind: str, side: str) -> list[str]:
    """The squares the pieces of one kind start on, for one side."""
    first, second = ("1", "2") if side == "Amber" else ("8", "7")
    if kind == "Footman":
        return [f + second for f in FOOTMAN_FILES]
    return [f + first for f in FIRST_RANK_FILES[kind]]


@rule
def total_pieces(players: int = 2) -> int:
    """Pieces each side puts on the board."""
    return sum(PER_SIDE.values())


# ---------------------------------------------------------------- numbers of the game

@rule
def glory_to_win(players: int = 2, variant: str | None = None) -> int:
    """The Glory that wins the game at the end of your turn."""
    return 12 if variant == "skirmish" else 20


@rule
def gambits_dealt(players: int = 2, variant: str | None = None) -> int:
    """Gambit cards dealt to each player at the start."""
    return 2 if variant == "skirmish" else 3


@rule
def beacon_glory() -> int:
    """Glory for each beacon square you hold at the end of your turn."""
    return 1


@rule
def breakthrough_glory() -> int:
    """Glory for a Footman that reaches the far rank."""
    return 3


@rule
def gambits_drawn_on_breakthrough() -> int:
    """Gambit cards drawn when one of your Footmen breaks through."""
    return 1


@rule
def shot_range() -> int:
    """How far away, diagonally, an Archer's shot lands."""
    return 2


@rule
def reach(kind: str) -> int | None:
    """The farthest a piece of this kind moves, in squares (a Rider jumps instead)."""
    return {"Marshal": 1, "Herald": 2, "Lancer": 4, "Archer": 4, "Rider": None, "Footman": 1}[kind]


@rule
def glory_for(event: str) -> int:
    """Glory for the things that earn a fixed amount."""
    return {
        "Each beacon held": beacon_glory(),
        "A breakthrough": breakthrough_glory(),
        "Signal Fire": GAMBIT_GLORY["signal-fire"],
    }[event]


@rule
def beacon_squares() -> list[str]:
    """The four centre squares that earn Glory."""
    return list(BEACONS)


@rule
def turn_glory(captured: str | None = None, beacons: int = 0, breakthroughs: int = 0, gambit: int = 0) -> int:
    """Glory one turn earns: the captured piece's value, the beacons held, the breakthroughs and a gambit."""
    value = 0 if captured is None else (VALUES[captured] or 0)
    return value + beacons * beacon_glory() + breakthroughs * breakthrough_glory() + gambit


# ---------------------------------------------------------------- replaying a game

def _square(name: str) -> tuple[int, int]:
    if len(name) != 2 or name[0] not in FILES or name[1] not in "12345678":
        raise ValueError(f"'{name}' is not a square of the board")
    return FILES.index(name[0]), int(name[1]) - 1


def _name(col: int, row: int) -> str:
    return f"{FILES[col]}{row + 1}"


def _start_position() -> dict[str, tuple[str, str]]:
    board: dict[str, tuple[str, str]] = {}
    for side in SIDES:
        for kind in KINDS:
            for sq in start_squares(kind, side):
                board[sq] = (side, kind)
    return board


def _path_clear(board, a: tuple[int, int], b: tuple[int, int]) -> bool:
    dc = (b[0] > a[0]) - (b[0] < a[0])
    dr = (b[1] > a[1]) - (b[1] < a[1])
    c, r = a[0] + dc, a[1] + dr
    while (c, r) != b:
        if _name(c, r) in board:
            return False
        c, r = c + dc, r + dr
    return True


def _can_move(board, side: str, kind: str, src: str, dst: str) -> bool:
    (c0, r0), (c1, r1) = _square(src), _square(dst)
    dc, dr = c1 - c0, r1 - r0
    adc, adr = abs(dc), abs(dr)
    target = board.get(dst)
    if target is not None and target[0] == side:
        return False
    if kind == "Marshal":
        return max(adc, adr) == 1
    if kind == "Herald":
        straight = dc == 0 or dr == 0 or adc == adr
        return straight and 1 <= max(adc, adr) <= 2 and _path_clear(board, (c0, r0), (c1, r1))
    if kind == "Lancer":
        return (dc == 0) != (dr == 0) and max(adc, adr) <= 4 and _path_clear(board, (c0, r0), (c1, r1))
    if kind == "Archer":
        return adc == adr and 1 <= adc <= 4 and _path_clear(board, (c0, r0), (c1, r1))
    if kind == "Rider":
        return {adc, adr} == {1, 2}
    if kind == "Footman":
        forward = 1 if side == "Amber" else -1
        if target is None:
            return (dc == 0 and dr == forward) or (dr == 0 and adc == 1)
        return adc == 1 and dr == forward
    raise ValueError(f"unknown piece '{kind}'")


@rule
def replay(moves: list) -> list[int]:
    """Play a game from the start, Amber first, and give each side's Glory: [Amber, Slate].

    A move is written 'Fd2-d3' (piece letter, from, to), 'Rc3xd5' for a capture,
    'Ad6*f4' for an Archer's shot, '+Fb1' for a Recall and 'G:signal-fire' or
    'G:muster+Fb1' for a Gambit. An illegal move raises an error naming it.
    """
    board = _start_position()
    glory = {"Amber": 0, "Slate": 0}
    fallen: dict[str, list[str]] = {"Amber": [], "Slate": []}
    winner = None
    for number, text in enumerate(moves):
        side = SIDES[number % 2]
        enemy = SIDES[1 - number % 2]
        where = f"move {number // 2 + 1} ({side}) '{text}'"
        if winner is not None:
            raise ValueError(f"{where}: the game was already won by {winner}")
        if text.startswith("G:"):
            card = text[2:]
            if card.startswith("muster+"):
                text = card[len("muster"):]
                free = True
            else:
                glory[side] += GAMBIT_GLORY.get(card, 0)
                text = ""
                free = False
        else:
            free = False
        if text.startswith("+"):
            kind, sq = LETTERS[text[1]], text[2:]
            if kind not in fallen[side]:
                raise ValueError(f"{where}: no fallen {kind} to recall")
            home = "1" if side == "Amber" else "8"
            if sq[1] != home or sq in board:
                raise ValueError(f"{where}: {sq} is not an empty square of the first rank")
            cost = 0 if free else recall_cost(kind)
            if glory[side] < cost:
                raise ValueError(f"{where}: a {kind} costs {cost} Glory to recall")
            glory[side] -= cost
            fallen[side].remove(kind)
            board[sq] = (side, kind)
        elif text:
            kind = LETTERS[text[0]]
            src, sep, dst = text[1:3], text[3], text[4:6]
            if board.get(src) != (side, kind):
                raise ValueError(f"{where}: no {side} {kind} on {src}")
            target = board.get(dst)
            if sep == "*":
                (c0, r0), (c1, r1) = _square(src), _square(dst)
                ok = (kind == "Archer" and abs(c1 - c0) == abs(r1 - r0) == shot_range()
                      and target is not None and target[0] == enemy and target[1] != "Marshal"
                      and _path_clear(board, (c0, r0), (c1, r1)))
                if not ok:
                    raise ValueError(f"{where}: not a shot an Archer can make")
                del board[dst]
            else:
                if (sep == "x") != (target is not None) or not _can_move(board, side, kind, src, dst):
                    raise ValueError(f"{where}: not a legal move")
                del board[src]
                board[dst] = (side, kind)
            if target is not None:
                if target[1] == "Marshal":
                    winner = side
                    continue
                glory[side] += VALUES[target[1]] or 0
                fallen[enemy].append(target[1])
            if sep != "*" and kind == "Footman" and dst[1] == ("8" if side == "Amber" else "1"):
                glory[side] += breakthrough_glory()
                del board[dst]
                fallen[side].append("Footman")
        glory[side] += beacon_glory() * sum(1 for sq in BEACONS if board.get(sq, ("", ""))[0] == side)
        if glory[side] >= glory_to_win():
            winner = side
    return [glory["Amber"], glory["Slate"]]


# ---------------------------------------------------------------- setup

def setup(players: int, variant: str | None = None) -> dict[str, int]:
    """What a game takes out of the box: everything, with both sides' pieces."""
    return {
        "game-board": 1,
        "score-board": 1,
        "pieces": 2 * total_pieces(players),
        "gambits": 12,
        "glory-markers": 2,
    }


def play(players: int, variant: str | None = None) -> dict:
    return {"gambits": {"hand": gambits_dealt(players, variant), "draw": 0}}


# ---------------------------------------------------------------- invariants

@invariant("every counter's value and count agree with the piece table", per_player_count=False)
def counters_match_table(game) -> bool | str:
    counted: dict[tuple[str, str], int] = {}
    for card in game.deck("pieces").cards:
        kind, side = card.fields["kind"], card.fields["side"]
        if card.fields["value"] != VALUES[kind]:
            return f"{card.name} shows value {card.fields['value']}, the table {VALUES[kind]}"
        counted[(side, kind)] = counted.get((side, kind), 0) + card.count
    for side in SIDES:
        for kind in KINDS:
            if counted.get((side, kind), 0) != PER_SIDE[kind]:
                return f"{side} has {counted.get((side, kind), 0)} {kind} counters, not {PER_SIDE[kind]}"
    return True


@invariant("every recall in the cost table costs one more than the piece's value", per_player_count=False)
def recall_costs_match(game) -> bool | str:
    for cost in game.costs:
        if cost.group != "recall":
            continue
        paid = sum(item.amount for item in cost.items)
        if paid != recall_cost(cost.name):
            return f"recalling a {cost.name} costs {paid} Glory in the table, {recall_cost(cost.name)} by the rules"
    return True


@invariant("the Signal Fire card gives the Glory the rules give it", per_player_count=False)
def gambit_glory_matches(game) -> bool | str:
    for card in game.deck("gambits").cards:
        if (card.fields["glory"] or 0) != GAMBIT_GLORY.get(card.id, 0):
            return f"{card.name} gives {card.fields['glory']} Glory"
    return True


@invariant("the start squares fill ranks 1 and 2 without two pieces on one square", per_player_count=False)
def start_squares_distinct() -> bool | str:
    squares = [sq for side in SIDES for kind in KINDS for sq in start_squares(kind, side)]
    return len(squares) == len(set(squares)) or "two pieces start on one square"
