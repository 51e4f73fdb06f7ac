"""Tower Tactics: the rules the printed tables and examples rely on."""

from generator.engine import invariant, rule

PLAYERS = (2, 2)

BOARD_SIZE = 8          # squares along each edge
DISCS_EACH = 16         # every player fills two home rows
HOME_ROWS = 2
TOWER = 5               # the tallest stack allowed, and the height that wins

HANDICAP = {
    # level: (Edge cards for the weaker player, discs the stronger player leaves out)
    "Even": (0, 0),
    1: (1, 0),
    2: (2, 0),
    3: (2, 2),
    4: (3, 4),
}


def _level(level):
    if isinstance(level, str) and level.isdigit():
        return int(level)
    return level


@rule
def discs_per_player(players: int = 2) -> int:
    """Each side starts with a full set of discs."""
    return DISCS_EACH


@rule
def home_rows(players: int = 2) -> int:
    """Rows nearest each player, filled with single discs at the start."""
    return HOME_ROWS


@rule
def tower_height(players: int = 2) -> int:
    """The height of a winning tower."""
    return TOWER


@rule
def max_stack_height() -> int:
    """No stack may ever be taller than a tower."""
    return TOWER


@rule
def board_size() -> int:
    return BOARD_SIZE


@rule
def squares_moved(height: int) -> int:
    """A lifted stack moves exactly as many squares as it has discs."""
    return height


@rule
def capture_limit(height: int) -> int | None:
    """The tallest enemy stack a lifted stack of this height may capture (None: none)."""
    return height - 1 if height > 1 else None


@rule
def captures(lifted: int, target: int) -> bool:
    """A moving stack captures an enemy stack only when the enemy is shorter."""
    return target < lifted


@rule
def height_after_joining(lifted: int, target: int) -> int | None:
    """Landing on your own stack: the two join, unless the result would pass a tower."""
    total = lifted + target
    return total if total <= TOWER else None


@rule
def far_row(side: str) -> int:
    """The row a side must reach: Light plays up from row 1, Dark down from row 8."""
    return BOARD_SIZE if side == "Light" else 1


@rule
def in_far_half(side: str, row: int) -> bool:
    half = BOARD_SIZE // 2
    return row > half if side == "Light" else row <= half


@rule
def wins(side: str, height: int, row: int) -> bool:
    """A stack wins by standing on the far row, or as a tower in the far half."""
    if row == far_row(side):
        return True
    return height == TOWER and in_far_half(side, row)


@rule
def edge_cards(level: int | str) -> int:
    return HANDICAP[_level(level)][0]


@rule
def discs_left_out(level: int | str) -> int:
    return HANDICAP[_level(level)][1]


@rule
def first_player(level: int | str) -> str:
    return "Decided by lot" if _level(level) == "Even" else "Weaker player"


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    """What a game takes out of the box."""
    return {
        "board": 1,
        "light-discs": DISCS_EACH,
        "dark-discs": DISCS_EACH,
        "edge": 8 if variant == "handicap" else 0,
    }


@invariant("the discs fill the home rows exactly", per_player_count=False)
def discs_fill_home_rows() -> bool:
    return DISCS_EACH == HOME_ROWS * BOARD_SIZE


@invariant("the box holds a full set of discs for each side", per_player_count=False)
def box_holds_discs(game) -> bool | str:
    for comp in game.inventory:
        if comp.id in ("light-discs", "dark-discs") and comp.count != DISCS_EACH:
            return f"{comp.name}: {comp.count}, not {DISCS_EACH}"
    return True


@invariant("the Edge deck covers the highest handicap", per_player_count=False)
def edge_deck_suffices(game) -> bool | str:
    most = max(edge_cards(level) for level in HANDICAP)
    total = game.deck("edge").total
    return True if total >= most else f"{total} Edge cards, {most} needed"


@invariant("the stronger player never leaves out more than the back row", per_player_count=False)
def handicap_fits_back_row() -> bool:
    return all(discs_left_out(level) <= BOARD_SIZE for level in HANDICAP)
