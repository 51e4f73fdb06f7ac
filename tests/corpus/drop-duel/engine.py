"""Drop Duel: the engine model.

The board is 6 x 6. Squares are written column then row as the board prints
them ("24" is column 2, row 4). Row 1 is Slate's home row at the top of the
board, row 6 is Amber's home row at the bottom. Amber moves up the board
(towards row 1), Slate moves down it.

A movement pattern is a 5 x 5 picture with the piece in the middle and its
forward direction at the top, five rows joined by "/":
  "o" one step to that square, "*" a slide any distance that way,
  "j" a leap straight to that square over anything in between, "#" the piece.
"""
from generator.engine import invariant, rule

PLAYERS = (2, 2)
BOARD = 6
FAR_ROWS = 2

CROWN = "...../.ooo./.o#o./.ooo./....."
WARDEN = "...../.ooo./.o#o./..o../....."

# plain name -> (plain pattern, promoted name, promoted pattern, plain value, promoted value)
PIECES: dict[str, tuple[str, str, str, int, int | None]] = {
    "Crown": (CROWN, "", "", 0, None),
    "Warden": (WARDEN, "", "", 5, None),
    "Sentry": ("...../.ooo./..#../.o.o./.....", "Captain", WARDEN, 4, 6),
    "Hopper": (".j.j./...../..#../...../.....", "Rider", WARDEN, 3, 5),
    "Pike": ("...../..*../..#../...../.....", "Halberd", WARDEN, 3, 5),
    "Tower": ("...../..*../.*#*./..*../.....", "Citadel", "...../.o*o./.*#*./.o*o./.....", 7, 9),
    "Seer": ("...../.*.*./..#../.*.*./.....", "Oracle", "...../.*o*./.o#o./.*o*./.....", 6, 8),
    "Sprout": ("...../..o../..#../...../.....", "Bloom", WARDEN, 1, 4),
}

# how many of each piece one player sets out
START_SET = {"Crown": 1, "Warden": 1, "Sentry": 1, "Hopper": 1, "Pike": 1, "Tower": 1, "Seer": 1, "Sprout": 3}

# the handicap ladder: gap -> (pieces the stronger player leaves out, Sprouts handed over,
# extra gambit cards for the weaker player, who moves first)
HANDICAP = {
    0: ("none", 0, 0, "Coin toss"),
    1: ("Pike", 0, 1, "Weaker player"),
    2: ("Seer", 1, 1, "Weaker player"),
    3: ("Tower", 1, 2, "Weaker player"),
    4: ("Tower and Seer", 2, 2, "Weaker player"),
}

GAMBIT_DECK = 14


def _plain_name(name: str) -> tuple[str, bool]:
    for plain, (_, promoted, _, _, _) in PIECES.items():
        if name == plain:
            return plain, False
        if promoted and name == promoted:
            return plain, True
    raise ValueError(f"no piece is called {name!r}")


def _cells(pattern: str) -> list[tuple[int, int, str]]:
    """(forward, sideways, mark) for every marked cell of a pattern."""
    rows = pattern.split("/")
    out = []
    for r, line in enumerate(rows):
        for c, mark in enumerate(line):
            if mark in "oj*":
                out.append((2 - r, c - 2, mark))
    return out


# --- numbers the setup table prints -------------------------------------------------


@rule
def pieces_per_player(players: int = 2) -> int:
    """Pieces each player sets out at the start of an even game."""
    return sum(START_SET.values())


@rule
def gambits_dealt(players: int = 2) -> int:
    """Gambit cards dealt face up to each player in an even game."""
    return 2


@rule
def empty_rows(players: int = 2) -> int:
    """Empty rows between the two armies after setup."""
    return BOARD - 2 * 2


@rule
def turn_limit(players: int = 2) -> int:
    """Turns each player takes before the game is scored."""
    return 40


@rule
def far_rows() -> int:
    """Rows at the far side of the board where a piece may flip."""
    return FAR_ROWS


@rule
def board_size() -> int:
    return BOARD


# --- the handicap table --------------------------------------------------------------


@rule
def handicap_left_out(gap: int) -> str:
    return HANDICAP[gap][0]


@rule
def handicap_sprouts(gap: int) -> int:
    return HANDICAP[gap][1]


@rule
def handicap_gambits(gap: int) -> int:
    return HANDICAP[gap][2]


@rule
def handicap_first(gap: int) -> str:
    return HANDICAP[gap][3]


@rule
def gambits_in_hand(gap: int, weaker: bool = True) -> int:
    """Gambit cards a player starts with under the handicap."""
    return gambits_dealt() + (handicap_gambits(gap) if weaker else 0)


# --- movement, drops and flipping ----------------------------------------------------


def _forward(side: str) -> int:
    return -1 if side == "Amber" else 1


@rule
def destinations(piece: str, square: str, side: str = "Amber", blockers: list | None = None,
                 friends: list | None = None) -> list[str]:
    """Every square a piece may move to from `square` (captures included), in board order.

    `piece` is a plain or a promoted name; `blockers` are enemy pieces (a slide stops on
    them and may capture), `friends` the mover's own pieces (never a destination).
    """
    plain, promoted = _plain_name(piece)
    pattern = PIECES[plain][2] if promoted else PIECES[plain][0]
    own = set(friends or [])
    taken = set(blockers or []) | own
    col, row = int(square[0]), int(square[1])
    fwd = _forward(side)
    found = set()
    for ahead, aside, mark in _cells(pattern):
        dc = aside if side == "Amber" else -aside
        dr = ahead * fwd
        c, r = col + dc, row + dr
        if mark in "oj":
            if 1 <= c <= BOARD and 1 <= r <= BOARD:
                found.add(f"{c}{r}")
            continue
        while 1 <= c <= BOARD and 1 <= r <= BOARD:
            found.add(f"{c}{r}")
            if f"{c}{r}" in taken:
                break
            c, r = c + dc, r + dr
    found -= own
    return sorted(found, key=lambda s: (int(s[1]), int(s[0])))


def _rows_ahead(side: str, row: int) -> int:
    """How many rows lie ahead of a piece on `row`, from its owner's side."""
    return row - 1 if side == "Amber" else BOARD - row


@rule
def in_far_rows(row: int, side: str = "Amber") -> bool:
    return _rows_ahead(side, row) < FAR_ROWS


@rule
def must_flip(piece: str, row: int, side: str = "Amber") -> bool:
    """A piece that could never move again from this row must flip."""
    ahead = _rows_ahead(side, row)
    if piece in ("Sprout", "Pike"):
        return ahead == 0
    if piece == "Hopper":
        return ahead < 2
    return False


@rule
def can_drop(piece: str, row: int, side: str = "Amber", sprout_in_column: bool = False) -> bool:
    """May a piece from the hand be dropped on an empty square of this row?"""
    if piece == "Crown":
        return False
    if must_flip(piece, row, side):
        return False
    if piece == "Sprout" and sprout_in_column:
        return False
    return True


# --- scoring -------------------------------------------------------------------------


@rule
def piece_value(piece: str) -> int:
    """What a piece scores at the time limit, by the side it shows."""
    plain, promoted = _plain_name(piece)
    value = PIECES[plain][4] if promoted else PIECES[plain][3]
    return value or 0


@rule
def material(pieces: list) -> int:
    """A player's score at the time limit: the pieces they own on the board and in hand."""
    return sum(piece_value(p) for p in pieces)


@rule
def match_points(ending: str) -> int:
    """Match points for winning a game, by how it was won."""
    return {"Crown captured": 3, "No legal move": 3, "Higher score": 1}[ending]


@rule
def match_target() -> int:
    return 5


# --- setup and invariants -----------------------------------------------------------


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "pieces": pieces_per_player(players) * players,
        "gambits": 0 if variant == "open-duel" else GAMBIT_DECK,
        "board": 1,
        "match-pad": 1,
        "coin": 1,
    }


@invariant("both starting sets together are exactly the box's piece counters", per_player_count=False)
def counters_match_the_sets(game) -> bool | str:
    deck = game.deck("pieces")
    for card in deck.cards:
        want = 2 * START_SET.get(card.name, 0)
        if card.count != want:
            return f"{card.name}: {card.count} counters, the two sets need {want}"
    return True if deck.total == 2 * sum(START_SET.values()) else f"{deck.total} counters"


@invariant("every counter prints the pattern and values the engine moves and scores with", per_player_count=False)
def counters_print_the_rules(game) -> bool | str:
    for card in game.deck("pieces").cards:
        pattern, promoted, promoted_pattern, value, promoted_value = PIECES[card.name]
        f = card.fields
        if f["pattern"] != pattern or f["value"] != value:
            return f"{card.name}: plain side differs"
        if f["promoted"] != promoted or f["promoted_pattern"] != promoted_pattern:
            return f"{card.name}: promoted side differs"
        if f["promoted_value"] != promoted_value:
            return f"{card.name}: promoted value differs"
    return True


@invariant("the deepest handicap still leaves gambit cards in the deck", per_player_count=False)
def gambits_suffice(game) -> bool | str:
    most = max(gambits_in_hand(g) for g in HANDICAP) + gambits_dealt()
    total = game.deck("gambits").total
    return True if total > most else f"{most} gambits dealt from {total}"


@invariant("the handicap never takes more Sprouts than a set holds")
def sprouts_suffice(players: int) -> bool:
    return all(handicap_sprouts(g) <= START_SET["Sprout"] for g in HANDICAP)


@rule
def flipped_value(piece: str) -> int | None:
    """What a piece scores on its flipped side; None for a piece that never flips."""
    return PIECES[piece][4]
