"""Full Cover: a hospital shift-rota puzzle. The rules the tables and the rulebook print."""

from generator.engine import invariant, rule

PLAYERS = (1, 4)

BLOCKS = ("Night", "Dawn", "Morning", "Afternoon", "Evening", "Late")
BLOCK_HOURS = {
    "Night": "00:00-04:00",
    "Dawn": "04:00-08:00",
    "Morning": "08:00-12:00",
    "Afternoon": "12:00-16:00",
    "Evening": "16:00-20:00",
    "Late": "20:00-24:00",
}
STAFF_NEEDED = {"Night": 1, "Dawn": 1, "Morning": 3, "Afternoon": 2, "Evening": 2, "Late": 1}
SKILL_NEEDED = {"Night": "Triage", "Morning": "Surgery", "Evening": "Triage"}
PAY = {"Support": 1, "Registered": 2, "Senior": 3, "Consultant": 4}
HOURS_PER_BLOCK = 4
LONGEST_SHIFT = 12          # hours, overtime included


@rule
def block_hours(block: str) -> str:
    """The clock times a block runs between."""
    return BLOCK_HOURS[block]


@rule
def staff_needed(block: str) -> int:
    """Staff a block must hold to be covered."""
    return STAFF_NEEDED[block]


@rule
def skill_needed(block: str) -> str | None:
    """The skill one of the block's staff must have, or None for any."""
    return SKILL_NEEDED.get(block)


@rule
def pay_per_hour(grade: str) -> int:
    return PAY[grade]


@rule
def overtime_per_hour(grade: str) -> int:
    """Time and a half, rounded up."""
    return (PAY[grade] * 3 + 1) // 2


@rule
def shift_pay(grade: str, hours: int, overtime_hours: int = 0) -> int:
    """What a hire costs: contract hours at the grade's rate, overtime hours at its overtime rate."""
    return hours * pay_per_hour(grade) + overtime_hours * overtime_per_hour(grade)


@rule
def blocks_covered(hours: int) -> int:
    return hours // HOURS_PER_BLOCK


@rule
def hours_per_block() -> int:
    return HOURS_PER_BLOCK


@rule
def longest_shift() -> int:
    return LONGEST_SHIFT


@rule
def market_size(players: int = 1) -> int:
    """Staff cards face up in the market: two more than the players."""
    return players + 2


@rule
def starting_funds(players: int | None = None) -> int:
    return 90


@rule
def markers_each(players: int | None = None) -> int:
    return 18


@rule
def hiring_rounds(players: int | None = None) -> int:
    return 6


@rule
def covered_block_points() -> int:
    return 4


@rule
def gap_penalty() -> int:
    return 3


@rule
def funds_per_point() -> int:
    return 5


@rule
def event_points(event: str) -> int:
    return {"Covered block": covered_block_points(), "Staff member missing": -gap_penalty()}[event]


@rule
def ward_score(covered: int, gaps: int, funds_left: int) -> int:
    return covered * covered_block_points() - gaps * gap_penalty() + funds_left // funds_per_point()


@rule
def solo_rating(score: int | str) -> str:
    if score == "24 or more":
        return "Outstanding"
    if score == "11 or less":
        return "Inadequate"
    if score >= 18:
        return "Good"
    if score >= 12:
        return "Requires improvement"
    return "Inadequate"


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "staff": 36,
        "ward-boards": players,
        "staff-room-board": 1,
        "shift-markers": markers_each(players) * players,
        "round-marker": 1,
        "ledger-pad": 1,
        "pencils": players,
    }


def play(players: int, variant: str | None = None) -> dict[str, dict]:
    # the market is dealt face up; each round every player hires one and the oldest card is discarded
    return {"staff": {"table": market_size(players), "per_round": players + 1, "turns": 6}}


@invariant("every staff card's pay per hour is its grade's", per_player_count=False)
def rates_follow_grades(game) -> bool | str:
    wrong = [c.name for c in game.deck("staff").cards if c.fields["rate"] != pay_per_hour(c.fields["grade"])]
    return True if not wrong else f"rate is not the grade's: {', '.join(wrong)}"


@invariant("every staff card's shift pay is its hours times its rate", per_player_count=False)
def shift_pay_adds_up(game) -> bool | str:
    wrong = [c.name for c in game.deck("staff").cards
             if c.fields["shift_pay"] != shift_pay(c.fields["grade"], c.fields["hours"])]
    return True if not wrong else f"shift pay does not add up: {', '.join(wrong)}"


@invariant("every contract is whole blocks, at most the longest shift", per_player_count=False)
def contracts_are_blocks(game) -> bool | str:
    wrong = [c.name for c in game.deck("staff").cards
             if c.fields["hours"] % HOURS_PER_BLOCK or not 0 < c.fields["hours"] <= LONGEST_SHIFT]
    return True if not wrong else f"odd contract: {', '.join(wrong)}"


@invariant("a player never runs out of Shift markers", per_player_count=False)
def markers_suffice(game) -> bool | str:
    line = next(c for c in game.inventory if c.id == "shift-markers")
    most = hiring_rounds() * blocks_covered(LONGEST_SHIFT)
    if line.per_player != markers_each():
        return f"the box gives {line.per_player} each, the rules {markers_each()}"
    return True if markers_each() >= most else f"{most} markers may be needed"


@invariant("the staff deck fills the market and every hire")
def deck_lasts(players: int, game) -> bool | str:
    need = market_size(players) + players * hiring_rounds(players)
    total = game.deck("staff").total
    return True if total >= need else f"{need} cards needed, {total} in the deck"
