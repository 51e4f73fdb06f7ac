"""Campaign Trail: the rules the tables and the rulebook print."""

from generator.engine import invariant, rule

PLAYERS = (3, 5)

REGIONS = ("Northeast", "Great Lakes", "South", "Plains", "Mountain West", "Pacific")

ELECTORAL_VOTES = {
    "Northeast": 11,
    "Great Lakes": 12,
    "South": 16,
    "Plains": 6,
    "Mountain West": 7,
    "Pacific": 12,
}

COLOURS = ("Red", "Blue", "Green", "Yellow", "Purple")


# --- setup -----------------------------------------------------------------

@rule
def starting_poll(players: int) -> int:
    """Each candidate's poll number in every region at the start, in percent."""
    return {3: 30, 4: 22, 5: 18}[players]


@rule
def home_region_bonus() -> int:
    """Extra percentage points a candidate starts with in their home region."""
    return 4


@rule
def cards_dealt(players: int) -> int:
    """Campaign cards dealt to each candidate at the start."""
    return 5 if players == 3 else 4


@rule
def starting_budget(players: int | None = None) -> int:
    """Campaign money each candidate starts with, in thousands of dollars."""
    return 100


# --- the calendar ------------------------------------------------------------

@rule
def weeks() -> int:
    """Weeks of campaigning before Election Night."""
    return 8


@rule
def debate_week(n: int) -> int:
    """The week of the n-th debate."""
    return {1: 3, 2: 6}[n]


@rule
def debates() -> int:
    return 2


@rule
def actions_per_week() -> int:
    return 3


@rule
def hand_limit() -> int:
    return 6


# --- money -------------------------------------------------------------------

@rule
def base_income() -> int:
    """Thousands of dollars every candidate raises in the Fundraise step."""
    return 20


@rule
def income_per_region_led() -> int:
    """Extra thousands of dollars for each region a candidate leads."""
    return 5


@rule
def income(regions_led: int) -> int:
    """A candidate's whole Fundraise income, in thousands of dollars."""
    return base_income() + income_per_region_led() * regions_led


@rule
def fundraiser_money() -> int:
    """Thousands of dollars the Fundraiser action raises."""
    return 15


@rule
def cards_researched() -> int:
    """Campaign cards the Research action draws."""
    return 2


@rule
def budget_after(budget: int, income: int, spent: list) -> int:
    """Money left after a week: what you had, plus income, minus every payment."""
    return budget + income - sum(spent)


# --- polls -------------------------------------------------------------------

@rule
def ad_points() -> int:
    """Percentage points an Ad gains in one region."""
    return 4


@rule
def attack_points() -> int:
    """Percentage points an Attack Ad takes from one opponent in one region."""
    return 4


@rule
def rally_points() -> int:
    """Percentage points a Rally gains in one region."""
    return 2


@rule
def max_poll() -> int:
    """No poll number rises above this, in percent."""
    return 50


@rule
def points_per_space() -> int:
    """Each space of a poll track is this many percentage points."""
    return 2


@rule
def poll_after(poll: int, change: int) -> int:
    """A poll number after a change, kept between 0 and the highest poll."""
    return max(0, min(max_poll(), poll + change))


# --- debates -----------------------------------------------------------------

@rule
def debate_swing(place: str) -> int:
    """Percentage points a candidate gains (or loses) in every region for their debate place."""
    return {"Winner": 4, "Runner-up": 2, "Middle": 0, "Last": -2}[place]


@rule
def debate_total(roll: int, coaches: int) -> int:
    """A candidate's debate score: the die plus 2 for each Debate Coach card played."""
    return roll + 2 * coaches


# --- Election Night ------------------------------------------------------------

@rule
def electoral_votes(region: str) -> int:
    return ELECTORAL_VOTES[region]


@rule
def total_electoral_votes() -> int:
    return sum(ELECTORAL_VOTES.values())


@rule
def votes_won(regions: list) -> int:
    """The electoral votes of the regions a candidate carries."""
    return sum(ELECTORAL_VOTES[r] for r in regions)


@rule
def region_winner(polls: dict, money: dict) -> str | None:
    """Who carries a region: the highest poll; a tie goes to the tied candidate with more money left."""
    best = max(polls.values())
    tied = [c for c, p in polls.items() if p == best]
    if len(tied) == 1:
        return tied[0]
    richest = max(money[c] for c in tied)
    rich = [c for c in tied if money[c] == richest]
    return rich[0] if len(rich) == 1 else None


# --- the box -----------------------------------------------------------------

def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "game-board": 1,
        "campaign": 40,
        "news": 10,
        "poll-markers": 6 * players,
        "candidate-mats": players,
        "money": 82,
        "week-marker": 1,
        "die": 1,
    }


@invariant("starting polls, home bonus included, never add up past 100% in a region")
def start_fits(players: int) -> bool:
    return starting_poll(players) * players + home_region_bonus() <= 100


@invariant("the bank holds every candidate's starting budget", per_player_count=False)
def bank_covers_budgets(game) -> bool | str:
    money = {5: 30, 10: 40, 50: 12}
    total = sum(value * n for value, n in money.items())
    need = starting_budget() * 5
    return True if total >= need else f"bank {total}k, budgets {need}k"


@invariant("the News deck lasts the whole campaign", per_player_count=False)
def news_lasts(game) -> bool | str:
    news = game.deck("news").total
    return True if news >= weeks() else f"{news} News cards for {weeks()} weeks"


@invariant("the poll track runs from 0 to the highest poll in whole spaces", per_player_count=False)
def track_spaces(game) -> bool:
    return max_poll() % points_per_space() == 0


@rule
def start_space(players: int) -> int:
    """The poll-track space (counted from 0) of the starting poll: the board marks it."""
    return starting_poll(players) // points_per_space()
