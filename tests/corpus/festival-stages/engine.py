"""Engine model of Running Order, a festival scheduling game.

Promoters book bands into hourly slots on three stages. A set may start at any
hour from 12:00 to 22:00, so the last set ends at 23:00. Each booking costs the
band's fee plus the stage's rent, and scores crowd points at once: the band's
draw, the genre's bonus for that hour, the stage's bonus, less a clash and plus
a warm-up where they apply.
"""
from generator.engine import invariant, rule

PLAYERS = (2, 5)

GENRES = ("Rock", "Folk", "Electronic", "Jazz")
STAGES = ("Main Stage", "Big Top", "Garden")
FIRST_HOUR = 12
LAST_HOUR = 22          # the last set starts at 22:00 and ends at 23:00
COLOURS = 5             # booking tokens come in five player colours
TOKENS_PER_GENRE = 3    # of each genre, in each colour

# Crowd bonus of each genre by the hour its set starts.
_SLOT_BONUS = {
    "Folk":       {12: 2, 13: 2, 14: 2, 15: 2, 16: 1, 17: 1, 18: 1, 19: 0, 20: 0, 21: 0, 22: 0},
    "Jazz":       {12: 0, 13: 0, 14: 0, 15: 0, 16: 2, 17: 2, 18: 2, 19: 2, 20: 1, 21: 1, 22: 1},
    "Rock":       {12: 0, 13: 0, 14: 0, 15: 0, 16: 1, 17: 1, 18: 1, 19: 3, 20: 3, 21: 3, 22: 2},
    "Electronic": {12: 0, 13: 0, 14: 0, 15: 0, 16: 0, 17: 0, 18: 1, 19: 1, 20: 1, 21: 4, 22: 4},
}

_STAGE_RENT = {"Main Stage": 2, "Big Top": 1, "Garden": 0}
_STAGE_BONUS = {"Main Stage": 3, "Big Top": 1, "Garden": 0}


# --- by player count -------------------------------------------------------

@rule
def starting_money(players: int) -> int:
    """Money each promoter starts with: more in the shorter, busier games."""
    return 6 + 2 * players


@rule
def rounds(players: int) -> int:
    """Rounds in a game; every promoter takes one turn a round."""
    return {2: 10, 3: 9, 4: 7, 5: 6}[players]


@rule
def offer_size(players: int) -> int:
    """Band cards face up in the Offer."""
    return players + 2


@rule
def stages_open(players: int) -> int:
    """Stages in use: the Garden stays closed in a game for two."""
    return 2 if players == 2 else 3


@rule
def booking_tokens_each(players: int | None = None) -> int:
    """Booking tokens each promoter takes: three of each genre in their colour."""
    return TOKENS_PER_GENRE * len(GENRES)


# --- constants -------------------------------------------------------------

@rule
def hours(players: int | None = None) -> int:
    """Hourly slots on each stage: sets start at 12:00 through 22:00."""
    return LAST_HOUR - FIRST_HOUR + 1


@rule
def sponsorship(players: int | None = None) -> int:
    """Money a promoter collects at the start of each of their turns."""
    return 2


@rule
def scouting_money(players: int | None = None) -> int:
    """Money a promoter takes when they scout instead of booking."""
    return 3


@rule
def clash_penalty(players: int | None = None) -> int:
    """Crowd points lost when the same genre already plays that hour on another stage."""
    return 2


@rule
def warmup_bonus(players: int | None = None) -> int:
    """Crowd points gained when the hour before, on the same stage, holds the same genre."""
    return 1


@rule
def money_per_point(players: int | None = None) -> int:
    """Leftover Money that makes one point at the end."""
    return 3


@rule
def variety_bonus(players: int | None = None) -> int:
    """Points for a line-up holding every genre."""
    return 4


@rule
def genre_limit(players: int | None = None) -> int:
    """Bands of one genre a promoter may book at most (their tokens of it)."""
    return TOKENS_PER_GENRE


# --- scoring ---------------------------------------------------------------

@rule
def slot_bonus(genre: str, hour: int) -> int:
    """Crowd bonus of a genre for a set starting at this hour."""
    return _SLOT_BONUS[genre][hour]


@rule
def stage_rent(stage: str) -> int:
    """Money paid to the bank for a set on this stage, on top of the fee."""
    return _STAGE_RENT[stage]


@rule
def stage_bonus(stage: str) -> int:
    """Crowd points a set on this stage adds."""
    return _STAGE_BONUS[stage]


@rule
def booking_cost(fee: int, stage: str, free_rent: bool = False) -> int:
    """What a booking costs: the band's fee plus the stage's rent."""
    return fee + (0 if free_rent else stage_rent(stage))


@rule
def crowd_points(draw: int, genre: str, hour: int, stage: str,
                 clash: bool = False, warmup: bool = False) -> int:
    """Crowd points a booking scores at once; never below zero."""
    points = draw + slot_bonus(genre, hour) + stage_bonus(stage)
    if clash:
        points -= clash_penalty()
    if warmup:
        points += warmup_bonus()
    return max(0, points)


@rule
def money_points(money: int) -> int:
    """End-of-game points from leftover Money."""
    return money // money_per_point()


@rule
def final_score(crowd: int, money: int, genres: int) -> int:
    """Crowd points, plus leftover Money, plus the variety bonus for all four genres."""
    bonus = variety_bonus() if genres >= len(GENRES) else 0
    return crowd + money_points(money) + bonus


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    """What a game at this player count takes out of the box."""
    return {
        "timetable-board": 1,
        "bands": 40,
        "booking-tokens": booking_tokens_each() * players,
        "score-markers": players,
        "round-marker": 1,
        "money-tokens": 64,
    }


# --- invariants ------------------------------------------------------------

@invariant("the band deck lasts the whole game, every turn taking at most one card")
def deck_lasts(players: int, game) -> bool | str:
    deck = game.deck("bands").total
    need = offer_size(players) + rounds(players) * players
    return True if deck >= need else f"{deck} cards, but the game may take {need}"


@invariant("the open slots are more than the turns of a game")
def slots_suffice(players: int) -> bool | str:
    slots = stages_open(players) * hours()
    turns = rounds(players) * players
    return True if slots >= turns else f"{slots} slots for {turns} turns"


@invariant("a promoter's tokens cover every booking they can make")
def tokens_suffice(players: int) -> bool:
    return booking_tokens_each() >= rounds(players)


@invariant("every genre has ten bands in the deck", per_player_count=False)
def genres_even(game) -> bool | str:
    counts = {g: 0 for g in GENRES}
    for card in game.deck("bands").cards:
        counts[card.fields["genre"]] += card.count
    odd = [f"{g} {n}" for g, n in counts.items() if n != 10]
    return True if not odd else "uneven: " + ", ".join(odd)


@invariant("the box holds the booking tokens setup counts on", per_player_count=False)
def tokens_in_box(game) -> bool | str:
    line = next(c for c in game.inventory if c.id == "booking-tokens")
    want = COLOURS * len(GENRES) * TOKENS_PER_GENRE
    return True if line.count == want else f"box {line.count}, engine {want}"


@invariant("setup takes the whole deck and the whole bank", per_player_count=False)
def wholes_come_out(game) -> bool | str:
    money = next(c for c in game.inventory if c.id == "money-tokens").count
    s = setup(2)
    if s["bands"] != game.deck("bands").total:
        return f"setup takes {s['bands']} bands of {game.deck('bands').total}"
    return True if s["money-tokens"] == money else f"setup takes {s['money-tokens']} Money tokens of {money}"


@invariant("the bank can pay every promoter's starting Money", per_player_count=True)
def bank_pays(players: int, game) -> bool | str:
    value = 0
    for sheet in game.tokens:
        if sheet.component == "money-tokens":
            for face in sheet.faces:
                value += int(face.front.split()[0]) * face.count
    need = starting_money(players) * players
    return True if value >= need else f"bank holds {value}, start needs {need}"
