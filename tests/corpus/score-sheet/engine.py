"""Quill & Ledger: the rules the score sheet, the tables and the rulebook print.

Every player writes the same dice into four rows of six boxes. A box scores
its number times the multiplier printed in its corner; a full row adds its
bonus box; stars score on a rising table; blots cost points.
"""

from generator.engine import invariant, rule

PLAYERS = (1, 6)

ROWS = ("Copper", "Silver", "Gold", "Crown")
BOXES_PER_ROW = 6
ROUNDS_AT_LEAST = 14          # the game runs at least this many rounds, rounded up so everyone rolls equally

MULTIPLIERS = {
    "Copper": (1, 1, 1, 1, 1, 2),
    "Silver": (1, 1, 2, 2, 2, 3),
    "Gold": (1, 2, 1, 2, 1, 3),
    "Crown": (1, 1, 1, 2, 2, 3),
}
BONUS = {"Copper": 2, "Silver": 8, "Gold": 8, "Crown": 5}
ROW_RULES = {
    "Copper": "Any number",
    "Silver": "Never lower than the number to its left",
    "Gold": "In pairs: the second box of a pair repeats the first",
    "Crown": "Only a 5 or a 6",
}
ROW_HINTS = ("any number", "never lower", "in pairs", "5 or 6 only")
STAR_POINTS = (0, 1, 3, 6, 10, 15, 21)   # by stars circled and not spent, 0 to 6
BLOT_PENALTY = 3
BLOTS_TO_END = 5
QUILL = {1: "plain", 2: "plain", 3: "plain", 4: "twin", 5: "twin", 6: "star"}


# --- setup by player count -------------------------------------------------

@rule
def rounds(players: int) -> int:
    """Rounds played: at least fourteen, rounded up to a whole number of turns at the dice for everyone."""
    return -(-ROUNDS_AT_LEAST // players) * players


@rule
def rolls_each(players: int) -> int:
    """How many times each player is the roller."""
    return rounds(players) // players


@rule
def commissions_revealed(players: int = 2) -> int:
    """Commission cards laid face up at setup."""
    return 2 if players == 1 else 3


@rule
def solo_deadline() -> int:
    """Solo: a commission completed by the end of this round scores its first value."""
    return rounds(1) // 2


@rule
def white_dice(players: int | None = None) -> int:
    """White dice rolled every round."""
    return 3


# --- the rows --------------------------------------------------------------

@rule
def row_rule(row: str) -> str:
    return ROW_RULES[row]


@rule
def boxes_in_row(row: str | None = None) -> int:
    return BOXES_PER_ROW


@rule
def row_bonus(row: str) -> int:
    """The bonus box at the end of a row: scored only when every box of the row is filled."""
    return BONUS[row]


@rule
def row_multipliers(row: str) -> list[int]:
    return list(MULTIPLIERS[row])


@rule
def box_multipliers() -> list[list[int]]:
    """The pad's grid: one list per row, top to bottom, each box's multiplier left to right."""
    return [list(MULTIPLIERS[row]) for row in ROWS]


@rule
def row_hints() -> list[str]:
    return list(ROW_HINTS)


@rule
def row_bonuses() -> list[int]:
    return [BONUS[row] for row in ROWS]


@rule
def can_write(row: str, values: list, value: int) -> bool:
    """May `value` go into the next empty box of `row`, which already holds `values`?"""
    if len(values) >= BOXES_PER_ROW or not 1 <= value <= 6:
        return False
    if row == "Silver":
        return not values or value >= values[-1]
    if row == "Gold":
        return len(values) % 2 == 0 or value == values[-1]
    if row == "Crown":
        return value >= 5
    return True


@rule
def row_score(row: str, values: list) -> int:
    """A row's points: each number times its box's multiplier, plus the bonus box when the row is full."""
    points = sum(v * m for v, m in zip(values, MULTIPLIERS[row]))
    if len(values) == BOXES_PER_ROW:
        points += BONUS[row]
    return points


# --- stars, blots, nudges ----------------------------------------------------

@rule
def star_points(stars: int) -> int:
    return STAR_POINTS[min(stars, len(STAR_POINTS) - 1)]


@rule
def star_spaces(players: int | None = None) -> int:
    return len(STAR_POINTS) - 1


@rule
def star_track() -> list[int]:
    """What the pad prints in each star circle: the points with that many stars."""
    return list(STAR_POINTS[1:])


@rule
def stars_from_x3_boxes() -> int:
    """Boxes marked x3 on the sheet; filling one circles a star."""
    return sum(1 for row in ROWS for m in MULTIPLIERS[row] if m == 3)


@rule
def blot_penalty(players: int | None = None) -> int:
    """Points lost per blot."""
    return BLOT_PENALTY


@rule
def blots_to_end(players: int | None = None) -> int:
    """A player's fifth blot ends the game at the end of that round."""
    return BLOTS_TO_END


@rule
def blot_track() -> list[int]:
    return [-BLOT_PENALTY * n for n in range(1, BLOTS_TO_END + 1)]


@rule
def nudge_pips() -> int:
    """A nudge moves the die you write by this many pips, up or down."""
    return 1


# --- the Quill die ---------------------------------------------------------

@rule
def quill_face(roll: int) -> str:
    return QUILL[roll]


# --- final score -----------------------------------------------------------

@rule
def final_score(rows: dict, stars: int, commissions: list, blots: int) -> int:
    total = sum(row_score(row, values) for row, values in rows.items())
    return total + star_points(stars) + sum(commissions) - blots * BLOT_PENALTY


# --- setup and play --------------------------------------------------------

def setup(players: int, variant: str | None = None) -> dict[str, int]:
    family = variant == "family"
    return {
        "score-pad": 1,
        "white-dice": white_dice(),
        "quill-die": 0 if family else 1,
        "commissions": 0 if family else commissions_revealed(players),
        "roller-token": 1,
        "pencils": players,
    }


def play(players: int, variant: str | None = None) -> dict[str, dict]:
    if variant == "family":
        return {}
    return {"commissions": {"table": commissions_revealed(players)}, "quill": {"dice": 1}}


# --- invariants --------------------------------------------------------------

@invariant("every row has a multiplier for each of its boxes", per_player_count=False)
def rows_complete() -> bool | str:
    for row in ROWS:
        if len(MULTIPLIERS[row]) != BOXES_PER_ROW:
            return f"{row} has {len(MULTIPLIERS[row])} multipliers"
    return True


@invariant("the rows of the sheet are the game's name set 'rows'", per_player_count=False)
def rows_match_names(game) -> bool | str:
    names = tuple(game.names["rows"])
    return True if names == ROWS else f"game.yaml lists {names}"


@invariant("each player rolls equally often")
def rolls_even(players: int) -> bool:
    return rounds(players) % players == 0 and rounds(players) >= ROUNDS_AT_LEAST


@invariant("the commission deck covers the cards revealed")
def commissions_suffice(players: int, game) -> bool:
    return game.deck("commissions").total >= commissions_revealed(players)


@invariant("the box holds the dice a round rolls", per_player_count=False)
def dice_in_box(game) -> bool | str:
    dice = next(c for c in game.inventory if c.id == "white-dice")
    return True if dice.count == white_dice() else f"the box holds {dice.count} white dice"


@invariant("a sheet has boxes for every number a long game can write", per_player_count=False)
def sheet_has_room() -> bool:
    return len(ROWS) * BOXES_PER_ROW >= max(rounds(p) for p in range(PLAYERS[0], PLAYERS[1] + 1))
