"""Engine model of Batting Average.

Batting averages are kept in thousandths (.325 is 325), ERAs in hundredths
(2.45 is 245) and Swing numbers in thousandths (.300 is 300), so every rule
works in whole numbers.
"""
from generator.engine import invariant, rule

PLAYERS = (2, 4)

LINEUP = 9
INNINGS = 9
OUTS = 3
PITCHERS = 2
HUSTLE = 4
ACE_POINTS = 25
STEAL_MARK = 700
BASE_SALARY = 1
AVERAGE_FLOOR = 230      # an average must stand above .230 to earn more
POINTS_PER_SALARY = 20   # every full 20 points above the floor: 1 Salary
HR_PER_SALARY = 10       # every full 10 HR: 1 Salary
PITCHER_ERA_CEILING = 500
ERA_PER_SALARY = 50      # every full 0.50 of ERA under 5.00: 1 Salary


# --- signing day ---------------------------------------------------------

@rule
def payroll_budget(players: int) -> int:
    """Salary each manager may spend on signing day."""
    return {2: 44, 3: 40, 4: 38}[players]


@rule
def batter_market(players: int) -> int:
    """Batter cards face up in the market."""
    return players + 3


@rule
def pitcher_market(players: int) -> int:
    """Pitcher cards face up in the market."""
    return players + 1


@rule
def lineup_size(players: int | None = None) -> int:
    return LINEUP


@rule
def pitchers_per_roster(players: int | None = None) -> int:
    """A starter and a reliever."""
    return PITCHERS


@rule
def roster_size(players: int | None = None) -> int:
    return LINEUP + PITCHERS


@rule
def innings(players: int | None = None) -> int:
    return INNINGS


@rule
def outs_per_half(players: int | None = None) -> int:
    return OUTS


@rule
def hustle_each(players: int | None = None) -> int:
    return HUSTLE


@rule
def batter_salary(avg: int, hr: int) -> int:
    """1, plus 1 per full 20 points of average above .230, plus 1 per full 10 HR."""
    return BASE_SALARY + max(0, (avg - AVERAGE_FLOOR) // POINTS_PER_SALARY) + hr // HR_PER_SALARY


@rule
def pitcher_salary(era: int) -> int:
    """1, plus 1 per full 0.50 of ERA under 5.00."""
    return BASE_SALARY + max(0, (PITCHER_ERA_CEILING - era) // ERA_PER_SALARY)


# --- at the plate --------------------------------------------------------

@rule
def ace_points() -> int:
    """Points of batting average an ace takes off (and a shaky arm adds)."""
    return ACE_POINTS


@rule
def era_band(era: int) -> str:
    if era < 300:
        return "under 3.00"
    if era < 400:
        return "3.00 to 3.99"
    return "4.00 or more"


@rule
def average_change(band: str) -> int:
    return {"under 3.00": -ACE_POINTS, "3.00 to 3.99": 0, "4.00 or more": ACE_POINTS}[band]


@rule
def effective_average(avg: int, era: int) -> int:
    """The batter's average as it counts against this pitcher."""
    return avg + average_change(era_band(era))


@rule
def is_hit(avg: int, era: int, mark: int) -> bool:
    """A hit when the average, as it counts, is at least the Swing number."""
    return effective_average(avg, era) >= mark


@rule
def long_ball(hr: int | str) -> str:
    if hr == "30 or more" or (isinstance(hr, int) and hr >= 30):
        return "Home run"
    if isinstance(hr, int) and hr >= 15:
        return "Triple"
    return "Double"


@rule
def bases_for(hit: str) -> int:
    return {"Single": 1, "Double": 2, "Triple": 3, "Home run": 4}[hit]


@rule
def runs_on_hit(runners: list, bases: int) -> int:
    """Runners on the given bases (1, 2, 3) and the batter, all moving `bases` bases."""
    scored = sum(1 for base in runners if int(base) + bases >= 4)
    return scored + (1 if bases >= 4 else 0)


@rule
def steal_mark() -> int:
    """A steal is safe on a Swing number at or below this one."""
    return STEAL_MARK


@rule
def steal_chances() -> int:
    """How many of the Swing cards let a runner steal safely."""
    return STEAL_MARK // 25


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    hustle = 3 if variant == "seven-innings" else HUSTLE
    return {
        "batters": 40,
        "pitchers": 12,
        "swing": 40,
        "dugout-mats": players,
        "runner-tokens": 3 * players,
        "hustle-tokens": hustle * players,
        "out-markers": players,
        "line-score": 1,
    }


# --- invariants ------------------------------------------------------------

@invariant("every batter's Salary follows the salary rule", per_player_count=False)
def batter_salaries(game) -> bool | str:
    wrong = [c.name for c in game.deck("batters").cards
             if c.fields["salary"] != batter_salary(c.fields["avg"], c.fields["hr"])]
    return True if not wrong else "salary off: " + ", ".join(wrong)


@invariant("every pitcher's Salary follows the salary rule", per_player_count=False)
def pitcher_salaries(game) -> bool | str:
    wrong = [c.name for c in game.deck("pitchers").cards
             if c.fields["salary"] != pitcher_salary(c.fields["era"])]
    return True if not wrong else "salary off: " + ", ".join(wrong)


@invariant("starters have a stamina and relievers none", per_player_count=False)
def stamina_by_role(game) -> bool | str:
    for c in game.deck("pitchers").cards:
        if (c.fields["role"] == "Starter") != (c.fields["stamina"] is not None):
            return f"{c.name}: stamina does not fit the role"
    return True


@invariant("the Swing deck holds one card for every 25 points from .025 to 1.000", per_player_count=False)
def swing_marks(game) -> bool | str:
    marks = sorted(c.fields["mark"] for c in game.deck("swing").cards for _ in range(c.count))
    return True if marks == list(range(25, 1001, 25)) else "Swing numbers are not .025 to 1.000 in steps of 25"


@invariant("steal_chances counts the Swing cards at or under the steal mark", per_player_count=False)
def steal_count(game) -> bool:
    return steal_chances() == sum(c.count for c in game.deck("swing").cards if c.fields["mark"] <= STEAL_MARK)


@invariant("the market can fill every roster")
def rosters_fill(players: int, game) -> bool | str:
    batters = game.deck("batters").total
    if batters < LINEUP * players:
        return f"{batters} batters for {players} lineups"
    pitchers = game.deck("pitchers").cards
    starters = sorted(c.fields["salary"] for c in pitchers if c.fields["role"] == "Starter")
    relievers = sorted(c.fields["salary"] for c in pitchers if c.fields["role"] == "Reliever")
    if len(starters) < players or len(relievers) < players:
        return "too few starters or relievers"
    cheapest = (sum(sorted(c.fields["salary"] for c in game.deck("batters").cards)[:LINEUP * players])
                + sum(starters[:players]) + sum(relievers[:players]))
    budget = payroll_budget(players) * players
    return True if cheapest <= budget else f"cheapest rosters cost {cheapest}, budgets total {budget}"


@invariant("the box holds the tokens and decks setup takes")
def setup_matches_box(players: int, game) -> bool | str:
    need = setup(players)
    for deck_id in ("batters", "pitchers", "swing"):
        if need[deck_id] != game.deck(deck_id).total:
            return f"setup takes {need[deck_id]} {deck_id}, the deck has {game.deck(deck_id).total}"
    return True
