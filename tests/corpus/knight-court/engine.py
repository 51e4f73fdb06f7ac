"""Knight Court: the rules the tables and examples print.

Squares are written as the board prints them: column then row, two digits
each ("0404" is column 4, row 4). Row 1 is Silver's home row at the top of
the board; Gold sits at the bottom and moves up the board.
"""

from generator.engine import invariant, rule

PLAYERS = (2, 2)

SIDES = ("Gold", "Silver")
KINDS = ("Crown", "Knight", "Lancer", "Herald", "Squire")
COURTS = ("Full court", "Small court")

WIDTH = {"Full court": 7, "Small court": 5}

# The home row of each court, left to right as Gold sees it.
HOME_ROW = {
    "Full court": ("Lancer", "Knight", "Herald", "Crown", "Herald", "Knight", "Lancer"),
    "Small court": ("Knight", "Herald", "Crown", "Herald", "Knight"),
}
# The Squires stand in front of the home row, on these columns.
SQUIRE_COLUMNS = {"Full court": (2, 3, 4, 5, 6), "Small court": (2, 3, 4)}

RANSOM = {"Crown": None, "Knight": 3, "Lancer": 3, "Herald": 2, "Squire": 1}
RANSOM_TO_WIN = {"Full court": 12, "Small court": 7}

DIRECTION = {
    "Crown": "Any way",
    "Knight": "L-shaped leap",
    "Lancer": "Straight line",
    "Herald": "Diagonal line",
    "Squire": "Forward or forward diagonal",
}
REACH = {"Crown": 1, "Knight": None, "Lancer": 3, "Herald": 2, "Squire": 1}

ORTHOGONAL = ((0, -1), (0, 1), (-1, 0), (1, 0))
DIAGONAL = ((-1, -1), (1, -1), (-1, 1), (1, 1))
LEAPS = ((1, -2), (2, -1), (2, 1), (1, 2), (-1, 2), (-2, 1), (-2, -1), (-1, -2))


def _court(court: str) -> str:
    if court not in COURTS:
        raise ValueError(f"unknown court {court!r}")
    return court


def _square(column: int, row: int) -> str:
    return f"{column:02d}{row:02d}"


def _parse(square: str) -> tuple[int, int]:
    text = str(square).zfill(4)
    return int(text[:2]), int(text[2:])


def _forward(side: str) -> int:
    return -1 if side == "Gold" else 1


# ---------------------------------------------------------------- the pieces


@rule
def direction(kind: str) -> str:
    """Which way a piece moves."""
    return DIRECTION[kind]


@rule
def reach(kind: str) -> int | None:
    """The most squares a piece moves in one go (a Knight leaps instead)."""
    return REACH[kind]


@rule
def leaps(kind: str) -> bool:
    """Whether a piece jumps over whatever stands in between."""
    return kind == "Knight"


@rule
def ransom(kind: str) -> int | None:
    """What a captured piece is worth to its captor; a Crown ends the game instead."""
    return RANSOM[kind]


# ---------------------------------------------------------------- the courts


@rule
def board_width(court: str = "Full court") -> int:
    return WIDTH[_court(court)]


@rule
def pieces_each(court: str, kind: str) -> int:
    """How many of one kind each player sets up."""
    _court(court)
    count = sum(1 for k in HOME_ROW[court] if k == kind)
    if kind == "Squire":
        count += len(SQUIRE_COLUMNS[court])
    return count


@rule
def pieces_per_side(court: str = "Full court") -> int:
    return sum(pieces_each(court, kind) for kind in KINDS)


@rule
def ransom_to_win(court: str = "Full court") -> int:
    return RANSOM_TO_WIN[_court(court)]


@rule
def ransom_on_board(court: str = "Full court") -> int:
    """The ransom of every piece one player sets up."""
    return sum((RANSOM[kind] or 0) * pieces_each(court, kind) for kind in KINDS)


@rule
def throne(court: str = "Full court") -> str:
    middle = WIDTH[_court(court)] // 2 + 1
    return _square(middle, middle)


@rule
def home_row(court: str = "Full court") -> list[str]:
    """Gold's home row from left to right; Silver's mirrors it."""
    return list(HOME_ROW[_court(court)])


@rule
def squires_in_front(court: str = "Full court") -> int:
    return len(SQUIRE_COLUMNS[_court(court)])


@rule
def first_player() -> str:
    return "Gold"


def start_position(court: str) -> dict[str, tuple[str, str]]:
    """Every square that holds a piece at the start: square -> (side, kind)."""
    width = WIDTH[_court(court)]
    position: dict[str, tuple[str, str]] = {}
    for side, home, front in (("Silver", 1, 2), ("Gold", width, width - 1)):
        for column, kind in enumerate(HOME_ROW[court], start=1):
            position[_square(column, home)] = (side, kind)
        for column in SQUIRE_COLUMNS[court]:
            position[_square(column, front)] = (side, "Squire")
    return position


# ---------------------------------------------------------------- moving


@rule
def legal_moves(kind: str, side: str, at: str, friends: list | None = None, foes: list | None = None,
                court: str = "Full court", enemy_crown: str = "") -> list[str]:
    """Every square a piece may move to, captures included, sorted."""
    width = WIDTH[_court(court)]
    friends_set = {str(s).zfill(4) for s in (friends or [])}
    foes_set = {str(s).zfill(4) for s in (foes or [])}
    if enemy_crown:
        foes_set.add(str(enemy_crown).zfill(4))
    throne_square = throne(court)
    column, row = _parse(at)

    def on_board(c: int, r: int) -> bool:
        return 1 <= c <= width and 1 <= r <= width

    def may_stop(square: str) -> bool:
        if square in friends_set:
            return False
        if square == throne_square and kind != "Crown":
            return bool(enemy_crown) and square == str(enemy_crown).zfill(4)
        return True

    targets: set[str] = set()
    if kind in ("Crown", "Knight", "Squire"):
        if kind == "Crown":
            steps = ORTHOGONAL + DIAGONAL
        elif kind == "Knight":
            steps = LEAPS
        else:
            ahead = _forward(side)
            steps = ((-1, ahead), (0, ahead), (1, ahead))
        for dc, dr in steps:
            c, r = column + dc, row + dr
            if on_board(c, r) and may_stop(_square(c, r)):
                targets.add(_square(c, r))
    else:
        lines = ORTHOGONAL if kind == "Lancer" else DIAGONAL
        for dc, dr in lines:
            for distance in range(1, REACH[kind] + 1):
                c, r = column + dc * distance, row + dr * distance
                if not on_board(c, r):
                    break
                square = _square(c, r)
                if square in friends_set:
                    break
                if may_stop(square):
                    targets.add(square)
                if square in foes_set:
                    break
    return sorted(targets)


@rule
def move_count(kind: str, side: str, at: str, friends: list | None = None, foes: list | None = None,
               court: str = "Full court", enemy_crown: str = "") -> int:
    return len(legal_moves(kind, side, at, friends, foes, court, enemy_crown))


@rule
def capture_count(kind: str, side: str, at: str, friends: list | None = None, foes: list | None = None,
                  court: str = "Full court", enemy_crown: str = "") -> int:
    enemies = {str(s).zfill(4) for s in (foes or [])} | ({str(enemy_crown).zfill(4)} if enemy_crown else set())
    return sum(1 for s in legal_moves(kind, side, at, friends, foes, court, enemy_crown) if s in enemies)


@rule
def promotes(side: str, to: str, court: str = "Full court") -> bool:
    """A Squire that ends its move on the far row becomes a Knight."""
    _, row = _parse(to)
    far_row = 1 if side == "Gold" else WIDTH[_court(court)]
    return row == far_row


@rule
def ransom_total(captured: list) -> int:
    return sum(RANSOM[kind] or 0 for kind in captured)


@rule
def wins_by_ransom(captured: list, court: str = "Full court") -> bool:
    return ransom_total(captured) >= ransom_to_win(court)


@rule
def crowned(crown_at: str, court: str = "Full court") -> bool:
    """A Crown that starts its owner's turn on the Throne wins."""
    return str(crown_at).zfill(4) == throne(court)


# ---------------------------------------------------------------- the box


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    court = "Small court" if variant == "small-court" else "Full court"
    return {
        "pieces": 2 * pieces_per_side(court),
        "court-board": 0 if variant == "small-court" else 1,
        "small-court-board": 1 if variant == "small-court" else 0,
    }


@invariant("the counters hold each side's full court, kind by kind, at the ransom the rules print",
           per_player_count=False)
def counters_match_the_court(game) -> bool | str:
    deck = game.deck("pieces")
    for side in SIDES:
        for kind in KINDS:
            cards = [c for c in deck.cards if c.fields["side"] == side and c.fields["kind"] == kind]
            have = sum(c.count for c in cards)
            if have != pieces_each("Full court", kind):
                return f"{side} {kind}: {have} counters, the full court needs {pieces_each('Full court', kind)}"
            for card in cards:
                if card.fields["ransom"] != RANSOM[kind]:
                    return f"{card.name} prints ransom {card.fields['ransom']}, the rules say {RANSOM[kind]}"
                wants = "Knight" if kind == "Squire" else ""
                if card.fields["promotes_to"] != wants:
                    return f"{card.name} turns into {card.fields['promotes_to']!r} on its back"
    return True


@invariant("each board shows the starting position the rules set out", per_player_count=False)
def boards_show_the_start(game) -> bool | str:
    colour_side = {"side-gold": "Gold", "side-silver": "Silver"}
    for grid, court in (("court", "Full court"), ("small-court", "Small court")):
        board = next((g for g in game.grids if g.id == grid), None)
        if board is None:
            return f"no grid '{grid}'"
        if board.columns != WIDTH[court] or board.rows != WIDTH[court]:
            return f"grid '{grid}' is {board.columns} x {board.rows}, the {court.lower()} is {WIDTH[court]} wide"
        drawn = {str(p.at): (colour_side.get(str(p.colour), str(p.colour)), str(p.text)) for p in board.pieces}
        if drawn != start_position(court):
            wrong = sorted(set(drawn.items()) ^ set(start_position(court).items()))
            return f"grid '{grid}' differs from the rules at {wrong[:3]}"
        thrones = [c for c in board.cells if c.terrain == "throne"]
        if len(thrones) != 1 or list(thrones[0].at) != [throne(court)]:
            return f"grid '{grid}' marks its Throne elsewhere than {throne(court)}"
    return True


@invariant("the box holds the counters for two full courts", per_player_count=False)
def box_holds_two_courts(game) -> bool:
    line = next(c for c in game.inventory if c.id == "counters")
    return line.count == 2 * pieces_per_side("Full court")
