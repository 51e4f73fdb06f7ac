"""Yen Market: the rules the tables, die and examples print."""
from generator.engine import invariant, rule

PLAYERS = (2, 4)

STARTING_YEN = 2000
MARKET_DAYS = 6
CRAVING_TIP = 200
EVENING_BOOST = 300
FAVOURITE_BONUS = 1000
LANTERNS_EACH = 3

MORNING = {2: 4, 3: 5, 4: 6}
EVENING = {2: 5, 3: 7, 4: 8}


@rule
def stall_limit(players: int) -> int:
    """Stalls one player may rent in a day."""
    return 3 if players == 2 else 2


@rule
def customers_per_rush(players: int, rush: str = "Morning") -> int:
    """Customers revealed into the street at the start of a rush, before the weather."""
    return MORNING[players] if rush == "Morning" else EVENING[players]


@rule
def starting_yen(players: int | None = None) -> int:
    return STARTING_YEN


@rule
def market_days(players: int | None = None) -> int:
    return MARKET_DAYS


@rule
def craving_tip(players: int | None = None) -> int:
    return CRAVING_TIP


@rule
def evening_boost(players: int | None = None) -> int:
    return EVENING_BOOST


@rule
def favourite_bonus(players: int | None = None) -> int:
    return FAVOURITE_BONUS


@rule
def weather(roll: int) -> str:
    if roll == 1:
        return "rain"
    if roll == 6:
        return "festival"
    return "clear"


@rule
def customers_revealed(players: int, rush: str, weather: str) -> int:
    """Customers in the street after the weather: rain takes one from each rush, a festival adds two to the evening."""
    n = customers_per_rush(players, rush)
    if weather == "rain":
        n -= 1
    if weather == "festival" and rush == "Evening":
        n += 2
    return n


@rule
def budget_in_rush(budget: int, rush: str) -> int:
    return budget + (EVENING_BOOST if rush == "Evening" else 0)


@rule
def can_serve(budget: int, price: int, rush: str) -> bool:
    """A customer comes to a stall only if their budget in this rush covers its price."""
    return budget_in_rush(budget, rush) >= price


@rule
def sale_yen(price: int, craved: bool) -> int:
    return price + (CRAVING_TIP if craved else 0)


@rule
def takings(sales: list) -> int:
    """Each sale is [price, craved]."""
    return sum(sale_yen(price, bool(craved)) for price, craved in sales)


@rule
def rent_total(rents: list) -> int:
    return sum(rents)


@rule
def day_profit(takings: int, rent: int) -> int:
    return takings - rent


@rule
def final_yen(yen: int, favourite: bool) -> int:
    return yen + (FAVOURITE_BONUS if favourite else 0)


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "market-board": 1,
        "stalls": 7,
        "customers": 42,
        "yen-money": 100,
        "lanterns": LANTERNS_EACH * players,
        "day-marker": 1,
        "first-vendor": 1,
        "weather-die": 1,
    }


@invariant("every stall's price covers its rent", per_player_count=False)
def stalls_can_pay(game) -> bool | str:
    bad = [c.name for c in game.deck("stalls").cards if c.fields["price"] < c.fields["rent"]]
    return True if not bad else f"price below rent: {', '.join(bad)}"


@invariant("every customer can afford the cheapest stall in the morning", per_player_count=False)
def customers_can_eat(game) -> bool | str:
    cheapest = min(c.fields["price"] for c in game.deck("stalls").cards)
    poor = [c.name for c in game.deck("customers").cards if c.fields["budget"] < cheapest]
    return True if not poor else f"cannot afford any stall: {', '.join(poor)}"


@invariant("there is one stall card for each stall of the alley", per_player_count=False)
def one_card_per_stall(game) -> bool | str:
    names = sorted(c.name for c in game.deck("stalls").cards)
    return True if names == sorted(game.names["stalls"]) else f"stall cards {names}"


@invariant("each player has a lantern for every stall they may rent")
def lanterns_suffice(players: int, game) -> bool:
    line = next(c for c in game.inventory if c.id == "lanterns")
    return line.per_player >= stall_limit(players) and LANTERNS_EACH == line.per_player


@invariant("the bank can pay every player's starting money")
def bank_covers_start(players: int) -> bool:
    bank = 40 * 100 + 30 * 500 + 30 * 1000
    return bank >= players * STARTING_YEN


@invariant("the seven stalls never run short of renters: the players together may rent at least six")
def stalls_get_rented(players: int) -> bool:
    return players * stall_limit(players) >= 6


@invariant("every customer card's evening budget is its budget plus the evening boost", per_player_count=False)
def evening_budgets_printed(game) -> bool | str:
    wrong = [c.name for c in game.deck("customers").cards
             if c.fields["evening_budget"] != budget_in_rush(c.fields["budget"], "Evening")]
    return True if not wrong else f"evening budget wrong: {', '.join(wrong)}"
