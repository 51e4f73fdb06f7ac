"""Engine model of Courier Bikes."""
from generator.engine import invariant, rule

PLAYERS = (1, 5)
COLUMNS = "ABCDEF"


@rule
def job_board(players: int) -> int:
    """Parcels face up on the job board: two more than the riders."""
    return players + 2


@rule
def stamina_start(players: int | None = None) -> int:
    return 8


@rule
def stamina_max(players: int | None = None) -> int:
    return 8


@rule
def cafe_refill(players: int | None = None) -> int:
    return 4


@rule
def rest_refill(players: int | None = None) -> int:
    return 2


@rule
def carry_limit(players: int | None = None) -> int:
    return 3


@rule
def day_turns(players: int | None = None) -> int:
    return 10


@rule
def solo_target() -> int:
    return 20


@rule
def urgent_bonus() -> int:
    return 2


@rule
def lunch_rush_extra() -> int:
    return 1


@rule
def late_tip(tip: int, due: int, turn: int, fragile: bool = False) -> int:
    """A tip shrinks by 1 for each turn after its due turn (2 if fragile), never below 0."""
    late = max(0, turn - due)
    return max(0, tip - late * (2 if fragile else 1))


@rule
def late_tip_of_five(late: int) -> int:
    return late_tip(5, 0, late)


@rule
def fragile_tip_of_five(late: int) -> int:
    return late_tip(5, 0, late, fragile=True)


@rule
def stamina_after(start: int, blocks: int, cafe: bool = False) -> int:
    """Each block ridden costs 1 stamina; ending at a cafe regains 4, up to the most a rider holds."""
    left = start - blocks
    if left < 0:
        raise ValueError("not enough stamina")
    return min(stamina_max(), left + cafe_refill()) if cafe else left


def distance(a: str, b: str) -> int:
    return abs(COLUMNS.index(a[0]) - COLUMNS.index(b[0])) + abs(int(a[1:]) - int(b[1:]))


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "city-board": 1,
        "parcels": 24,
        "clock": 10,
        "rider-tokens": players,
        "stamina-markers": players,
        "tip-tokens": 40,
    }


@invariant("every parcel's tip is 2 plus half its distance, rounded up, at most 8", per_player_count=False)
def tips_follow_distance(game) -> bool | str:
    for c in game.deck("parcels").cards:
        d = distance(c.fields["pickup"], c.fields["dropoff"])
        want = min(8, 2 + (d + 1) // 2)
        if c.fields["tip"] != want:
            return f"{c.name}: tip {c.fields['tip']}, distance {d} wants {want}"
    return True


@invariant("every parcel is due on a turn of the day, turn 3 or later", per_player_count=False)
def due_in_day(game) -> bool | str:
    bad = [c.name for c in game.deck("parcels").cards if not 3 <= c.fields["due"] <= day_turns()]
    return True if not bad else f"due outside the day: {', '.join(bad)}"


@invariant("the clock deck has one card per turn of the day", per_player_count=False)
def clock_matches_day(game) -> bool | str:
    n = game.deck("clock").total
    return True if n == day_turns() else f"{n} clock cards for {day_turns()} turns"


@invariant("the job board can be filled at the start and the lunch rush")
def board_fillable(players: int, game) -> bool | str:
    need = job_board(players) + lunch_rush_extra()
    return True if game.deck("parcels").total >= need else "too few parcels"
