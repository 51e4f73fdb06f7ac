"""Engine model of Silver Screen Moguls. All money is in millions of dollars."""
from generator.engine import invariant, rule

PLAYERS = (2, 5)

SEASON_MONTHS = {
    "Winter": ["January", "February", "March"],
    "Spring": ["April", "May", "June"],
    "Summer": ["July", "August", "September"],
    "Autumn": ["October", "November", "December"],
}

MULTIPLIERS = {
    #          Winter Spring Summer Autumn
    "Action": (1, 2, 3, 1),
    "Comedy": (1, 3, 2, 1),
    "Drama": (3, 1, 1, 2),
    "Horror": (1, 1, 2, 3),
    "Family": (2, 1, 2, 2),
}
SEASONS = ["Winter", "Spring", "Summer", "Autumn"]


@rule
def script_row(players: int) -> int:
    """Face-up scripts in the Script Row."""
    return players + 2


@rule
def talent_row(players: int) -> int:
    """Face-up actors in the Talent Row."""
    return players + 3


@rule
def release_slots(players: int) -> int:
    """Release slots in use in each month of the calendar."""
    return {2: 1, 3: 2, 4: 2, 5: 3}[players]


@rule
def starting_cash(players: int | None = None) -> int:
    return 15


@rule
def option_fee(players: int | None = None) -> int:
    return 1


@rule
def loan_size(players: int | None = None) -> int:
    return 10


@rule
def loan_interest(players: int | None = None) -> int:
    return 2


@rule
def max_loans(players: int | None = None) -> int:
    return 3


@rule
def rival_penalty(players: int | None = None) -> int:
    return 2


@rule
def sound_stages(players: int | None = None) -> int:
    return 3


@rule
def years() -> int:
    return 3


@rule
def months_in(season: str) -> list[str]:
    return SEASON_MONTHS[season]


@rule
def season_of(month: str) -> str:
    for season, months in SEASON_MONTHS.items():
        if month in months:
            return season
    raise ValueError(f"no month {month}")


@rule
def multiplier(genre: str, season: str) -> int:
    return MULTIPLIERS[genre][SEASONS.index(season)]


@rule
def star_power(star: int, specialty: str, genre: str) -> int:
    """An actor's star power in a film: one more in the actor's specialty genre."""
    return star + 1 if specialty == genre else star


@rule
def box_office(appeal: int, star_power: int, genre: str, month: str, rivals: int) -> int:
    """What a film earns in its release month."""
    gross = (appeal + star_power) * multiplier(genre, season_of(month))
    return max(0, gross - rival_penalty() * rivals)


@rule
def profit(box_office: int, option: int, budget: int, fees: int) -> int:
    return box_office - option - budget - fees


@rule
def net_worth(cash: int, loans: int) -> int:
    return cash - loan_size() * loans


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "scripts": 40,
        "actors": 24,
        "calendar-board": 1,
        "studio-boards": players,
        "release-markers": 3 * players,
        "money": 110,
        "loan-tokens": 15,
        "buzz-tokens": 20,
        "year-marker": 1,
        "month-marker": 1,
        "clapperboard": 1,
    }


@invariant("the rows can be dealt from the decks", per_player_count=True)
def rows_fit(players: int, game) -> bool | str:
    if script_row(players) > game.deck("scripts").total:
        return "script row too big"
    if talent_row(players) > game.deck("actors").total:
        return "talent row too big"
    return True


@invariant("every studio can hold its most loans at once")
def loans_suffice(players: int, game) -> bool:
    loans = next(c for c in game.inventory if c.id == "loan-tokens")
    return loans.count >= max_loans() * players


@invariant("every studio has a release marker for each sound stage")
def markers_per_stage(players: int, game) -> bool:
    markers = next(c for c in game.inventory if c.id == "release-markers")
    return markers.per_player == sound_stages()


@invariant("no script needs more actors than two", per_player_count=False)
def roles_small(game) -> bool | str:
    big = [c.name for c in game.deck("scripts").cards if c.fields["roles"] > 2]
    return True if not big else f"too many roles: {', '.join(big)}"
