"""Jobbing Press: the rules the tables and examples print."""

from generator.engine import invariant, rule

PLAYERS = (2, 4)

WORKING_DAYS = 6          # days in a week before overtime starts
ORDERS_EACH_WEEK = 2      # orders each shop takes every week
OVERTIME_WAGE = 2         # Silver per day past the working week
LATE_PENALTY = 3          # Silver off the pay per day late
STAR_VALUE = 2            # Silver each star is worth at the end

INK_COST = {"Black": 1, "Red": 2, "Blue": 2, "Gold": 4}
PAPER_PER_250 = {"A5": 1, "A4": 2}
PRESS_DAYS = {250: 1, 500: 2, 1000: 3}
SETTING_DAYS = {"12pt": 2, "24pt": 1}

CONSTANTS = {
    "Working days a week": WORKING_DAYS,
    "Orders each week": ORDERS_EACH_WEEK,
    "Overtime wage a day": OVERTIME_WAGE,
    "Late penalty a day": LATE_PENALTY,
    "Silver per star": STAR_VALUE,
}


@rule
def orders_posted(players: int) -> int:
    """Orders laid out each week: two for every shop and one left over."""
    return ORDERS_EACH_WEEK * players + 1


@rule
def weeks(players: int = 3) -> int:
    """The game lasts five weeks with two players, four with more."""
    return 5 if players == 2 else 4


@rule
def starting_silver(players: int | None = None) -> int:
    return 12


def copies(run: int | str) -> int:
    """A run as a number; the table's column writes 1,000 as the cards print it."""
    return int(str(run).replace(",", ""))


@rule
def press_days(run: int | str) -> int:
    return PRESS_DAYS[copies(run)]


@rule
def paper_cost(run: int | str, paper: str) -> int:
    return PAPER_PER_250[paper] * copies(run) // 250


@rule
def setting_days(type_size: str) -> int:
    return SETTING_DAYS[type_size]


@rule
def ink_cost(ink: str) -> int:
    return INK_COST[ink]


@rule
def constant(what: str) -> int:
    return CONSTANTS[what]


@rule
def working_days() -> int:
    return WORKING_DAYS


@rule
def orders_each_week() -> int:
    return ORDERS_EACH_WEEK


@rule
def overtime_wage() -> int:
    return OVERTIME_WAGE


@rule
def late_penalty() -> int:
    return LATE_PENALTY


@rule
def star_value() -> int:
    return STAR_VALUE


@rule
def job_days(type_size: str, run: int, inks: list, improvements: list | None = None) -> int:
    """Setting days, press days and one more press day for each ink after the first."""
    improvements = improvements or []
    setting = setting_days(type_size)
    if "Apprentice compositor" in improvements and type_size == "12pt":
        setting = 1
    press = press_days(run)
    if "Cylinder press" in improvements and copies(run) == 1000:
        press = 2
    extra_inks = max(0, len(inks) - 1)
    if "Two-colour platen" in improvements and extra_inks > 0:
        extra_inks -= 1
    return setting + press + extra_inks


@rule
def materials(paper: str, run: int, inks: list) -> int:
    """Paper for the run plus each ink's cost for the run."""
    return paper_cost(run, paper) + sum(ink_cost(i) for i in inks)


@rule
def payment(pay: int, deadline: int, finished: int) -> int:
    """Full pay on time; 3 Silver less for each day late, never below nothing."""
    late = max(0, finished - deadline)
    return max(0, pay - LATE_PENALTY * late)


@rule
def finish_days(jobs: list, improvements: list | None = None) -> list:
    """The day each job of the week is finished, in the order the shop prints them."""
    day = 0
    out = []
    for job in jobs:
        day += job_days(job["type_size"], job["run"], job["inks"], improvements)
        out.append(day)
    return out


@rule
def overtime(last_day: int) -> int:
    """Wages for every day past the working week."""
    return OVERTIME_WAGE * max(0, last_day - WORKING_DAYS)


@rule
def week_net(jobs: list, improvements: list | None = None) -> int:
    """Silver a shop gains (or loses) in one week: pay, less materials and overtime."""
    days = finish_days(jobs, improvements)
    total = 0
    for job, done in zip(jobs, days):
        total += payment(job["pay"], job["deadline"], done)
        total -= materials(job["paper"], job["run"], job["inks"])
    total -= overtime(days[-1] if days else 0)
    return total


@rule
def week_stars(jobs: list, stars: list, improvements: list | None = None) -> int:
    """Stars taken for the jobs finished on time."""
    days = finish_days(jobs, improvements)
    return sum(s for job, done, s in zip(jobs, days, stars) if done <= job["deadline"])


@rule
def final_score(silver: int, stars: int) -> int:
    return silver + STAR_VALUE * stars


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "orders": 36,
        "shop-boards": players,
        "day-markers": players,
        "press-room": 1,
        "silver-coins": 44,
        "star-tokens": 30,
        "foreman-token": 1,
        "week-marker": 1,
    }


def play(players: int, variant: str | None = None) -> dict:
    return {"orders": {"hand": 0, "draw": orders_posted(players)}}


@invariant("the order deck lasts the whole game", per_player_count=True)
def deck_lasts(players: int, game) -> bool | str:
    need = orders_posted(players) * weeks(players)
    have = game.deck("orders").total
    return True if have >= need else f"{need} orders needed, {have} in the deck"


@invariant("every order pays more than its paper and ink", per_player_count=False)
def orders_pay(game) -> bool | str:
    for card in game.deck("orders").cards:
        f = card.fields
        if f["pay"] <= materials(f["paper"], f["run"], list(f["inks"])):
            return f"{card.name} pays no more than its materials"
    return True


@invariant("every order can be finished on time when it is printed first", per_player_count=False)
def orders_doable(game) -> bool | str:
    for card in game.deck("orders").cards:
        f = card.fields
        if job_days(f["type"], f["run"], list(f["inks"])) > f["deadline"]:
            return f"{card.name} cannot be finished by day {f['deadline']}"
    return True


@invariant("the ink costs in game.yaml are the engine's", per_player_count=False)
def ink_costs_agree(game) -> bool | str:
    for cost in game.costs:
        if cost.group == "inks":
            ink = cost.name.replace(" ink", "")
            if cost.items[0].amount != INK_COST[ink]:
                return f"{cost.name} costs {cost.items[0].amount} but the engine says {INK_COST[ink]}"
    return True


@invariant("the silver in the box covers every shop's starting Silver")
def silver_suffices(players: int, game) -> bool:
    coins = next(c for c in game.inventory if c.id == "silver-coins")
    # 30 coins of 1 and 14 of 5: 100 Silver in all
    return 30 * 1 + 14 * 5 >= starting_silver(players) * players and coins.count == 44
