"""Thirty-One Days: a solo month of dice sums.

One Day card a day, in order. Roll that day's dice up to three times, then
join every die exactly once with the signs the card allows to hit its
target. Every seventh day is a bonus day. At the end of the month the total
earns a title.
"""
from functools import lru_cache
from itertools import combinations_with_replacement

from generator.engine import invariant, rule

PLAYERS = (1, 1)

DAYS = 31
WEEK_LENGTH = 7
DICE_BY_WEEK = {1: 2, 2: 3, 3: 4, 4: 4, 5: 5}
POINTS_BY_WEEK = {1: 1, 2: 2, 3: 2, 4: 3, 5: 4}
LEVELS = {
    # level: (Lucky tokens at the start, near-miss range)
    "Gentle": (3, 3),
    "Standard": (1, 2),
    "Fierce": (0, 0),
}
TITLES = [
    (80, "Master of the Month"),
    (60, "Puzzle Keeper"),
    (40, "Sharp Mind"),
    (20, "Early Riser"),
    (0, "Sleepyhead"),
]
SIGNS = {
    "Any signs": "+-*",
    "Adding only": "+",
    "No multiplying": "+-",
    "No adding": "-*",
}


# --- the calendar ---------------------------------------------------------

@rule
def days_in_month(variant: str | None = None) -> int:
    """Days played: 31, or 28 in February."""
    return 28 if variant == "february" else DAYS


@rule
def week_of(day: int) -> int:
    return (day - 1) // WEEK_LENGTH + 1


@rule
def days_of_week(week: int) -> str:
    first = (week - 1) * WEEK_LENGTH + 1
    last = min(week * WEEK_LENGTH, DAYS)
    return f"{first}-{last}"


@rule
def dice_for_week(week: int) -> int:
    return DICE_BY_WEEK[week]


@rule
def points_for_week(week: int) -> int:
    """Points a solved day scores, before any bonus."""
    return POINTS_BY_WEEK[week]


@rule
def is_bonus_day(day: int) -> bool:
    return day % WEEK_LENGTH == 0


@rule
def bonus_points(day: int) -> int:
    """Every seventh day pays a bonus that grows through the month: 2, 3, 4, 5."""
    return day // WEEK_LENGTH + 1 if is_bonus_day(day) else 0


@rule
def lucky_tokens_gained(day: int) -> int:
    """A solved bonus day also gives one Lucky token."""
    return 1 if is_bonus_day(day) else 0


@rule
def bonus_days() -> int:
    return DAYS // WEEK_LENGTH


# --- the numbers of a day ---------------------------------------------------

@rule
def rolls_per_day(players: int = 1) -> int:
    """One roll and up to two rerolls."""
    return 3


@rule
def rerolls_per_day(players: int = 1) -> int:
    return rolls_per_day(players) - 1


@rule
def start_tokens_at(level: str) -> int:
    return LEVELS[level][0]


@rule
def near_miss_at(level: str) -> int:
    return LEVELS[level][1]


@rule
def starting_lucky_tokens(players: int = 1) -> int:
    return start_tokens_at("Standard")


@rule
def near_miss_range(players: int = 1) -> int:
    """A result this close to the target, or closer, is a near miss."""
    return near_miss_at("Standard")


@rule
def near_miss_points(players: int = 1) -> int:
    return 1


@rule
def points_per_spare_token(players: int = 1) -> int:
    return 1


@rule
def dice_in_box() -> int:
    return max(DICE_BY_WEEK.values())


@rule
def lucky_tokens_in_box() -> int:
    """Enough for the Gentle start and one from every bonus day."""
    return max(start for start, _ in LEVELS.values()) + bonus_days()


# --- scoring ---------------------------------------------------------------

@rule
def day_score(day: int, points: int, target: int, result: int | None, level: str = "Standard") -> int:
    """What one day's box gets: the card's points (and the bonus on a bonus
    day) for the target hit exactly, the near-miss point for a result close
    enough, else nothing. `result` None: no sum was made at all."""
    if result is None:
        return 0
    if result == target:
        return points + bonus_points(day)
    if abs(result - target) <= near_miss_at(level):
        return near_miss_points()
    return 0


@rule
def month_total(day_points: int, spare_tokens: int) -> int:
    """The month's score: the day boxes added up, plus each Lucky token left."""
    return day_points + spare_tokens * points_per_spare_token()


@rule
def month_title(score: int | str) -> str:
    if isinstance(score, str):          # the open column, "80 or more"
        score = int(score.split()[0])
    for floor, title in TITLES:
        if score >= floor:
            return title
    return TITLES[-1][1]


@rule
def best_month() -> int:
    """The most a Standard month can score: every day solved, every bonus
    taken, and no Lucky token spent."""
    days = sum(points_for_week(week_of(d)) + bonus_points(d) for d in range(1, DAYS + 1))
    tokens = starting_lucky_tokens() + bonus_days()
    return days + tokens * points_per_spare_token()


# --- setup -----------------------------------------------------------------

def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "days": days_in_month(variant),
        "dice": dice_in_box(),
        "lucky-tokens": lucky_tokens_in_box(),   # the supply, whatever the level
        "month-pad": 1,
    }


# --- can a target be made? ---------------------------------------------------

@lru_cache(maxsize=None)
def _results(dice: tuple[int, ...], ops: str) -> frozenset[int]:
    """Every number the dice make, each die used once, with the given signs
    and any brackets."""
    if len(dice) == 1:
        return frozenset(dice)
    out: set[int] = set()
    n = len(dice)
    for mask in range(1, (1 << n) - 1):
        if mask & 1 == 0:          # each split once: the first die on the left
            continue
        left = tuple(sorted(d for i, d in enumerate(dice) if mask >> i & 1))
        right = tuple(sorted(d for i, d in enumerate(dice) if not mask >> i & 1))
        for a in _results(left, ops):
            for b in _results(right, ops):
                if "+" in ops:
                    out.add(a + b)
                if "-" in ops:
                    out.add(a - b)
                    out.add(b - a)
                if "*" in ops:
                    out.add(a * b)
    return frozenset(out)


@rule
def target_can_be_made(dice: int, target: int, signs: str) -> bool:
    ops = SIGNS[signs]
    return any(target in _results(roll, ops)
               for roll in combinations_with_replacement(range(1, 7), dice))


@rule
def can_make(roll: list, target: int, signs: str = "Any signs") -> bool:
    return target in _results(tuple(sorted(roll)), SIGNS[signs])


# --- invariants --------------------------------------------------------------

@invariant("every Day card matches its week, its number and its bonus", per_player_count=False)
def days_match_the_calendar(game) -> bool | str:
    deck = game.deck("days")
    seen = sorted(c.fields["day"] for c in deck.cards)
    if seen != list(range(1, DAYS + 1)):
        return f"the days run {seen[0]}..{seen[-1]}, {len(seen)} of them"
    for card in deck.cards:
        day = card.fields["day"]
        week = week_of(day)
        if card.fields["week"] != week:
            return f"{card.name} is in week {week}"
        if card.fields["dice"] != dice_for_week(week):
            return f"{card.name} rolls {card.fields['dice']} dice, its week {dice_for_week(week)}"
        if card.fields["points"] != points_for_week(week):
            return f"{card.name} scores {card.fields['points']}, its week {points_for_week(week)}"
        if card.fields["bonus_points"] != bonus_points(day):
            return f"{card.name} shows bonus {card.fields['bonus_points']}, the rule {bonus_points(day)}"
    return True


@invariant("every day's target can be made from some roll of its dice and signs", per_player_count=False)
def targets_can_be_made(game) -> bool | str:
    bad = [c.name for c in game.deck("days").cards
           if not target_can_be_made(c.fields["dice"], c.fields["target"], c.fields["signs"])]
    return True if not bad else f"no roll makes the target of {', '.join(bad)}"


@invariant("the box holds the dice of the biggest day and the Lucky token supply", per_player_count=False)
def box_counts(game) -> bool | str:
    counts = {c.id: c.count for c in game.inventory}
    if counts["dice"] != dice_in_box():
        return f"the box holds {counts['dice']} dice, the last week rolls {dice_in_box()}"
    if counts["lucky-tokens"] != lucky_tokens_in_box():
        return f"the box holds {counts['lucky-tokens']} Lucky tokens, the game needs {lucky_tokens_in_box()}"
    return True


@invariant("a perfect month reaches the top title", per_player_count=False)
def top_title_reachable() -> bool | str:
    best = best_month()
    return True if month_title(best) == TITLES[0][1] else f"the best month scores {best}"


# --- the month sheet -----------------------------------------------------------

@rule
def calendar() -> list:
    """One box per day for the month sheet: its number, its points and its bonus."""
    return [{"day": d, "points": points_for_week(week_of(d)), "bonus": bonus_points(d)}
            for d in range(1, DAYS + 1)]


@rule
def title_bands() -> list:
    """The month titles, lowest first, as the sheet prints them."""
    bands = []
    floors = [floor for floor, _ in reversed(TITLES)]
    for i, (floor, title) in enumerate(reversed(TITLES)):
        top = floors[i + 1] - 1 if i + 1 < len(floors) else None
        span = f"{floor}-{top}" if top is not None else f"{floor}+"
        bands.append(f"{span}: {title}")
    return bands
