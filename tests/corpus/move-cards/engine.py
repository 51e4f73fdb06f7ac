"""Five Winds: the rules the printed tables, examples and cards depend on.

Squares are written as on the board: a file letter a-e (left to right from
Red's seat) and a row number 1-5 (row 1 is Red's home row, row 5 Blue's).
A move card's squares are offsets written from the mover's own seat:
F = forward, B = back, L = left, R = right, each with how far (F1L2 is one
forward and two to the left).
"""

import re

from generator.engine import invariant, rule

PLAYERS = (2, 2)

SIZE = 5
FILES = "abcde"
SIDES = ("Red", "Blue")
SHRINES = {"Red": "c1", "Blue": "c5"}
HOME_ROWS = {"Red": 1, "Blue": 5}

HAND = {None: 2, "long-wind": 3}

_OFFSET = re.compile(r"^(?:([FB])([12]))?(?:([LR])([12]))?$")


def _parse(offset: str) -> tuple[int, int]:
    """(forward, right) steps of an offset code, seen from the mover's seat."""
    m = _OFFSET.match(offset)
    if not m or not offset:
        raise ValueError(f"not an offset code: {offset!r}")
    fwd = 0
    right = 0
    if m.group(1):
        fwd = int(m.group(2)) * (1 if m.group(1) == "F" else -1)
    if m.group(3):
        right = int(m.group(4)) * (1 if m.group(3) == "R" else -1)
    return fwd, right


def _square(col: int, row: int) -> str | None:
    if 0 <= col < SIZE and 1 <= row <= SIZE:
        return f"{FILES[col]}{row}"
    return None


# --- numbers the tables print -------------------------------------------------


@rule
def board_size() -> int:
    """Squares along each side of the courtyard (and of a card's grid)."""
    return SIZE


@rule
def hand_cards(players: int = 2, variant: str | None = None) -> int:
    """Move cards each player holds."""
    return HAND[variant]


@rule
def spare_cards(players: int = 2, variant: str | None = None) -> int:
    """Cards waiting beside the board for the next player."""
    return 1


@rule
def cards_in_play(players: int = 2, variant: str | None = None) -> int:
    """Move cards dealt for one game: both hands and the spare."""
    return hand_cards(players, variant) * players + spare_cards(players, variant)


@rule
def wardens_each(players: int = 2) -> int:
    return 4


@rule
def keepers_each(players: int = 2) -> int:
    return 1


@rule
def pieces_each(players: int = 2) -> int:
    """Every piece a player starts with fills their home row."""
    return wardens_each(players) + keepers_each(players)


# --- moving -------------------------------------------------------------------


@rule
def target_square(square: str, offset: str, side: str) -> str | None:
    """Where one offset of a card takes a piece of this side, or None off the board."""
    col = FILES.index(square[0])
    row = int(square[1:])
    fwd, right = _parse(offset)
    if side == "Red":        # Red faces row 5; Red's right is toward file e
        return _square(col + right, row + fwd)
    return _square(col - right, row - fwd)   # Blue faces row 1; Blue's right is toward file a


@rule
def legal_targets(square: str, offsets: list, side: str, own: list | None = None) -> list:
    """The squares a piece may move to with a card: on the board, not held by its own side."""
    own = set(own or ())
    found = []
    for offset in offsets:
        target = target_square(square, offset, side)
        if target is not None and target not in own and target not in found:
            found.append(target)
    return sorted(found)


@rule
def shrine(side: str) -> str:
    return SHRINES[side]


@rule
def stream_win(square: str, side: str) -> bool:
    """A Keeper of `side` standing on `square` wins by the Way of Stream."""
    other = "Blue" if side == "Red" else "Red"
    return square == SHRINES[other]


# --- passing cards ---------------------------------------------------------------


@rule
def hand_after(hand: list, played: str, spare: str) -> list:
    """The hand after a turn: the played card leaves it, the spare joins it."""
    rest = [c for c in hand if c != played]
    return rest + [spare]


@rule
def spare_after(played: str, spare: str) -> str:
    """The played card becomes the new spare."""
    return played


# --- setup ------------------------------------------------------------------------


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "board": 1,
        "moves": cards_in_play(players, variant),
        "keepers": keepers_each(players) * players,
        "wardens": wardens_each(players) * players,
    }


def play(players: int, variant: str | None = None) -> dict[str, dict]:
    return {"moves": {"hand": hand_cards(players, variant), "table": spare_cards(players, variant), "draw": 0}}


# --- invariants ---------------------------------------------------------------------


@invariant("every card's squares column counts the squares it shows", per_player_count=False)
def squares_counted(game) -> bool | str:
    wrong = [c.name for c in game.deck("moves").cards if c.fields["squares"] != len(c.fields["moves"])]
    return True if not wrong else f"squares miscounted: {', '.join(wrong)}"


@invariant("every offset name on a card is a real offset inside the card's grid", per_player_count=False)
def offsets_parse(game) -> bool | str:
    for name in game.names["offsets"]:
        try:
            fwd, right = _parse(name)
        except ValueError:
            return f"bad offset name {name}"
        if (fwd, right) == (0, 0) or abs(fwd) > 2 or abs(right) > 2:
            return f"offset {name} is outside the grid"
    return True


@invariant("the deck has as many red banners as blue", per_player_count=False)
def banners_balanced(game) -> bool | str:
    cards = game.deck("moves").cards
    red = sum(c.count for c in cards if c.fields["banner"] == "Red")
    blue = sum(c.count for c in cards if c.fields["banner"] == "Blue")
    return True if red == blue else f"{red} red banners, {blue} blue"


@invariant("the deck deals every variant's cards in play")
def deck_deals(players: int, game, variant: str | None = None) -> bool | str:
    total = game.deck("moves").total
    need = cards_in_play(players, variant)
    return True if total >= need else f"{need} cards needed, {total} in the deck"


@invariant("the home row holds exactly a player's pieces")
def home_row_full(players: int) -> bool:
    return pieces_each(players) == SIZE
