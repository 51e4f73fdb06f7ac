"""Hundred Lanterns: the rules the tables, the sheet and the examples print."""

from generator.engine import invariant, rule

PLAYERS = (1, 99)

STRINGS = ("Red", "Gold", "Green", "Blue", "Violet")
FACES = ("red", "gold", "green", "blue", "violet", "star")


# --- setup by player count -------------------------------------------------

@rule
def who_rolls(players: int) -> str:
    """A solo player rolls for herself; a small table passes the dice; a crowd has one caller."""
    if players == 1:
        return "You"
    if players <= 6:
        return "Each player in turn"
    return "One caller"


@rule
def goal_cards_revealed(players: int = 2) -> int:
    """Solo play races nobody, so it gets a fourth goal to aim at."""
    return 4 if players == 1 else 3


@rule
def claim_checkers(players: int) -> int:
    """Up to twenty players the caller checks claims; beyond that one helper per twenty more."""
    if players <= 20:
        return 0
    return -(-(players - 20) // 20)


@rule
def solo_deadline() -> int:
    """Solo: a goal met by the end of this roll scores its first-claim value."""
    return 12


# --- numbers to remember ------------------------------------------------------

@rule
def rolls_in_game(players: int | None = None, variant: str | None = None) -> int:
    return 18 if variant == "short-night" else 24


@rule
def boxes_per_string(players: int | None = None) -> int:
    return 6


@rule
def starting_oil(players: int | None = None, variant: str | None = None) -> int:
    return 0 if variant == "dark-sky" else 3


@rule
def max_oil() -> int:
    """The sheet prints six drops."""
    return 6


@rule
def oil_for_full_string() -> int:
    return 1


@rule
def fizzle_penalty(players: int | None = None) -> int:
    return 3


@rule
def bright_bonus() -> int:
    return 1


# --- dice ------------------------------------------------------------------------

@rule
def colour_face(roll: int) -> str:
    return FACES[roll - 1]


@rule
def ways_to_roll(total: int) -> int:
    """Of the 36 throws of two six-sided dice, how many make this total."""
    return 6 - abs(7 - total)


@rule
def roll_total(dice: list) -> int:
    return sum(dice)


# --- lighting a lantern -------------------------------------------------------------

@rule
def can_light(written: list, box: int, total: int) -> bool:
    """May `total` go into `box` (counted from 1) of a string whose boxes read `written` (None = empty)?

    The box must be empty, lie right of every number already in the string, and the total must be
    higher than the last number written.
    """
    if box < 1 or box > len(written) or written[box - 1] is not None:
        return False
    filled = [i for i, n in enumerate(written, start=1) if n is not None]
    if not filled:
        return True
    last = max(filled)
    return box > last and total > written[last - 1]


# --- scoring -----------------------------------------------------------------------

@rule
def string_points(lanterns: int) -> int:
    """1, 3, 6, 10, 15, 21: each lantern is worth one more than the one before."""
    return lanterns * (lanterns + 1) // 2


@rule
def scoring_chart() -> list:
    """The two rows the score sheet prints: lanterns lit, and the points they make."""
    counts = list(range(boxes_per_string() + 1))
    return [counts, [string_points(n) for n in counts]]


@rule
def final_score(strings: list, bright: int, goals: int, oil: int, fizzles: int) -> int:
    return (
        sum(string_points(n) for n in strings)
        + bright * bright_bonus()
        + goals
        + oil
        - fizzles * fizzle_penalty()
    )


# --- what comes out of the box ------------------------------------------------------

def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "score-pad": 1,
        "goals": goal_cards_revealed(players),
        "number-dice": 2,
        "colour-die": 1,
        "pencils": players,
    }


# --- invariants ----------------------------------------------------------------------

@invariant("a sheet has more boxes than the game has rolls", per_player_count=False)
def boxes_outnumber_rolls() -> bool:
    return len(STRINGS) * boxes_per_string() > rolls_in_game()


@invariant("the strings on the sheet are the game's strings", per_player_count=False)
def strings_match(game) -> bool | str:
    named = tuple(game.names["strings"])
    return True if named == STRINGS else f"game.yaml names {named}"


@invariant("every goal pays more to the first claim than to later ones", per_player_count=False)
def first_claims_pay_more(game) -> bool | str:
    for card in game.deck("goals").cards:
        if card.fields["first"] <= card.fields["later"]:
            return f"{card.name} pays later claims as much as the first"
    return True


@invariant("starting Oil fits the drops on the sheet", per_player_count=False)
def oil_fits() -> bool:
    return starting_oil() <= max_oil()
