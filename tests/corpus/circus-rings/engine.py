"""Engine model for Big Top: The Three-Ring Circus."""

from generator.engine import invariant, rule

PLAYERS = (2, 4)

SKILLS = ("Acrobatics", "Clowning", "Juggling", "Trapeze", "Animals")
CROWD = {1: 1, 2: 2, 3: 3, 4: 5, 5: 7}
SEAT_BANDS = ((0, 3), (4, 6), (7, 9), (10, 12), (13, 15))


@rule
def crowd_points(level: int) -> int:
    """Crowd points one act earns, by its skill level."""
    return CROWD[level]


@rule
def hire_fee(level: int) -> int | None:
    """Coins to hire a performer of this level; rookies (level 1) are never for hire."""
    if level == 1:
        return None
    return 2 * level - 1


@rule
def seats_sold(levels: list) -> int:
    """Blocks of seats a show sells: the skill levels of its acts added up."""
    return min(sum(levels), max_seats())


@rule
def max_seats() -> int:
    """Blocks of seats under the Big Top."""
    return 15


@rule
def ticket_income(seats: int, show: str) -> int:
    """Coins a show takes at the box office."""
    for band, (low, high) in enumerate(SEAT_BANDS, start=1):
        if low <= seats <= high:
            return band * 2 if show == "Evening" else band
    raise ValueError(f"no band for {seats} seats")


@rule
def market_size(players: int = 2) -> int:
    """Performer cards face up in the Hiring Hall."""
    return players + 2


@rule
def starting_coins(players: int | None = None) -> int:
    return 8


@rule
def rookies_each(players: int | None = None) -> int:
    """Rookie cards each impresario starts with."""
    return 3


@rule
def rings() -> int:
    return 3


@rule
def fatigue_limit() -> int:
    """Shows a performer can give before tiring."""
    return 2


@rule
def days() -> int:
    return 4


@rule
def shows_per_day() -> int:
    return 2


@rule
def total_shows() -> int:
    return days() * shows_per_day()


@rule
def spectacle_bonus() -> int:
    """Extra crowd points for three acts of three different skills in one show."""
    return 2


@rule
def top_billing_bonus() -> int:
    """Extra crowd points for the show with the most crowd points."""
    return 2


@rule
def star_level() -> int:
    """The skill level from which a performer is a star and draws a wage."""
    return 4


@rule
def star_wage() -> int:
    """Coins each star is paid at Nightfall."""
    return 1


@rule
def unpaid_penalty() -> int:
    """Crowd points lost for each star you cannot pay."""
    return 2


@rule
def troupe_limit() -> int:
    """Most performers one circus may keep."""
    return 6


@rule
def hires_per_dawn() -> int:
    return 1


@rule
def coins_per_point() -> int:
    """Coins that make one crowd point at the end of the game."""
    return 5


@rule
def show_crowd(levels: list, skills: list, extra: int = 0) -> int:
    """Crowd points of one show: each act by level, the spectacle bonus, and card bonuses."""
    points = sum(crowd_points(level) for level in levels) + extra
    if len(levels) == rings() and len(set(skills)) == rings():
        points += spectacle_bonus()
    return points


@rule
def final_score(crowd: int, coins: int) -> int:
    return crowd + coins // coins_per_point()


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "performers": 30,
        "rookies": rookies_each() * players,
        "tent-boards": players,
        "crowd-board": 1,
        "fatigue-tokens": 30,
        "coins": 50,
        "score-markers": players,
        "show-marker": 1,
        "whistle": 1,
    }


@invariant("every hired performer's fee is the fee of its level, and no rookie is for hire", per_player_count=False)
def fees_follow_levels(game) -> bool | str:
    for card in game.deck("performers").cards:
        if card.fields["fee"] != hire_fee(card.fields["level"]):
            return f"{card.name} costs {card.fields['fee']}, level {card.fields['level']} costs {hire_fee(card.fields['level'])}"
    for card in game.deck("rookies").cards:
        if card.fields["fee"] is not None:
            return f"{card.name} is a rookie but has a fee of {card.fields['fee']}"
    return True


@invariant("setup takes the whole Performer deck and every rookie a full table needs", per_player_count=False)
def decks_come_out(game) -> bool | str:
    performers = game.deck("performers").total
    rookies = game.deck("rookies").total
    if setup(4)["performers"] != performers:
        return f"setup takes {setup(4)['performers']} performers, the deck has {performers}"
    if rookies < rookies_each() * 4:
        return f"{rookies} rookies cannot start four circuses"
    return True


@invariant("the Hiring Hall and the opening hires never empty the Performer deck")
def deck_lasts(players: int) -> bool:
    return market_size(players) + players * hires_per_dawn() * days() <= 30


@invariant("three level-5 acts fill the Big Top exactly", per_player_count=False)
def seats_top_out() -> bool:
    return 5 * rings() == max_seats() == SEAT_BANDS[-1][1]
