"""engine.py: the rules the score sheet and the tables print. Change a number here, run `pnp check`, rebuild."""
from generator.engine import invariant, rule

PLAYERS = (1, 4)
BASE = (1, 1, 2, 2)                  # the first box of each row
STEPS = ((0, 0, 1, 1, 2, 2, 3, 4),   # odd rows climb slowly...
         (0, 1, 1, 2, 2, 3, 4, 5))   # ...even rows a little faster


@rule
def box_value(row: int, column: int) -> int:
    """Points for crossing off box `column` of row `row`: later boxes are worth more."""
    return BASE[row - 1] + STEPS[(row - 1) % 2][column - 1]


@rule
def box_points() -> list[list[int]]:
    """Every box of the sheet, row by row: what the score pad prints in its corner."""
    return [[box_value(row, column) for column in range(1, 9)] for row in range(1, 5)]


@rule
def row_bonus(row: int) -> int:
    return 3 + row


@rule
def rounds(players: int) -> int:
    return 12 if players <= 2 else 10


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {"dice": 2, "pencils": players, "score-pad": 1}


@invariant("a full row always pays more than its bonus alone", per_player_count=False)
def full_rows_pay(game) -> bool:
    return all(sum(row) > row_bonus(i + 1) for i, row in enumerate(box_points()))


@invariant("the round track on the sheet has a space for every round")
def track_is_long_enough(players: int) -> bool:
    return rounds(players) <= 12
