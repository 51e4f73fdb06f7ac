"""Times Over: the rules the sheet, the tables and the examples print."""
from generator.engine import invariant, rule

PLAYERS = (1, 8)

ROWS = ("Rising", "Falling", "Pairs", "Open")
BOXES_PER_ROW = 6

# The multiplier printed in each box, left to right.
MULTIPLIERS = {
    "Rising": (1, 1, 1, 2, 2, 3),
    "Falling": (3, 2, 2, 1, 1, 1),
    "Pairs": (1, 2, 1, 2, 1, 3),
    "Open": (1, 1, 1, 1, 1, 2),
}
ROW_BONUS = {"Rising": 10, "Falling": 10, "Pairs": 12, "Open": 5}
ROW_RULE = {
    "Rising": "a number higher than the one to its left",
    "Falling": "a number lower than the one to its left",
    "Pairs": "the sum of two dice showing the same face",
    "Open": "any sum",
}
COLUMN_BONUS = (4, 5, 6, 7, 8, 10)
# Points lost in all after 0, 1, 2, ... misses.
MISS_PENALTY = (0, 2, 5, 9, 14, 20)
MISSES_TO_END = 5
WHITE_DICE = 4
TARGET_CARDS = 12
TARGETS_FACE_UP = 2
ROUND_TRACK = 18


@rule
def rolls_each(players: int) -> int:
    """How many times each player is the roller: about sixteen rolls in all, at least two each."""
    if players == 1:
        return 12
    return max(2, round(16 / players))


@rule
def rounds(players: int) -> int:
    """Rounds in the game: every player rolls the same number of times."""
    return players * rolls_each(players)


@rule
def targets_face_up(players: int | None = None) -> int:
    return TARGETS_FACE_UP


@rule
def white_dice(players: int | None = None) -> int:
    return WHITE_DICE


@rule
def misses_to_end() -> int:
    return MISSES_TO_END


@rule
def boxes_per_row() -> int:
    return BOXES_PER_ROW


@rule
def round_track_spaces() -> int:
    return ROUND_TRACK


@rule
def box_multiplier(row: str, column: int) -> int:
    return MULTIPLIERS[row][column - 1]


@rule
def box_multipliers() -> list:
    """The sheet's boxes, one list per row, as the score sheet prints them."""
    return [list(MULTIPLIERS[row]) for row in ROWS]


@rule
def row_bonus(row: str) -> int:
    return ROW_BONUS[row]


@rule
def row_bonuses() -> list:
    return [ROW_BONUS[row] for row in ROWS]


@rule
def row_rule(row: str) -> str:
    return ROW_RULE[row]


@rule
def column_bonus(column: int) -> int:
    return COLUMN_BONUS[column - 1]


@rule
def column_bonuses() -> list:
    return list(COLUMN_BONUS)


@rule
def miss_penalty(misses: int) -> int:
    return MISS_PENALTY[misses]


@rule
def miss_penalties() -> list:
    """What the sheet prints in each miss box: the points lost in all once it is crossed."""
    return list(MISS_PENALTY[1:])


@rule
def writes_per_round(roller: bool) -> int:
    """Numbers a player may write in one round."""
    return 2 if roller else 1


@rule
def pair_sum(dice: list) -> int | None:
    """The sum two dice give the Pairs row, or None when they are no pair."""
    a, b = dice
    return a + b if a == b else None


@rule
def fits_row(row: str, left: int | None, number: int) -> bool:
    """May `number` go in the next box of `row`, whose last number is `left`?"""
    if left is None:
        return True
    if row == "Rising":
        return number > left
    if row == "Falling":
        return number < left
    if row == "Pairs":
        return number % 2 == 0
    return True


@rule
def row_score(row: str, numbers: list) -> int:
    """A row's points: each number times its box's multiplier, plus the bonus when the row is full."""
    score = sum(n * m for n, m in zip(numbers, MULTIPLIERS[row]))
    if len(numbers) == BOXES_PER_ROW:
        score += ROW_BONUS[row]
    return score


@rule
def final_score(row_points: list, full_columns: list, target_points: list, misses: int) -> int:
    return (
        sum(row_points)
        + sum(column_bonus(c) for c in full_columns)
        + sum(target_points)
        - miss_penalty(misses)
    )


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "targets": 0 if variant == "family" else TARGET_CARDS,
        "white-dice": WHITE_DICE,
        "pencils": players,
        "score-pad": 1,
    }


@invariant("the Target deck in the engine is the deck in the box", per_player_count=False)
def target_deck_whole(game) -> bool | str:
    deck = game.deck("targets")
    if deck is None:
        return "no targets deck"
    return True if deck.total == TARGET_CARDS else f"{deck.total} Target cards, engine says {TARGET_CARDS}"


@invariant("the round track has a space for every round")
def track_long_enough(players: int) -> bool:
    return rounds(players) <= ROUND_TRACK


@invariant("no player can write more numbers than the sheet has boxes")
def sheet_holds_every_number(players: int) -> bool | str:
    most = rolls_each(players) * writes_per_round(True) + (rounds(players) - rolls_each(players))
    boxes = BOXES_PER_ROW * len(ROWS)
    return True if most <= boxes else f"{most} numbers for {boxes} boxes"


@invariant("every row and the column bonuses have one value per box", per_player_count=False)
def sheet_is_square() -> bool:
    return all(len(m) == BOXES_PER_ROW for m in MULTIPLIERS.values()) and len(COLUMN_BONUS) == BOXES_PER_ROW
