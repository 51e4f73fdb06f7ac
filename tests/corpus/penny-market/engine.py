"""Penny Market: the rules the tables print, in cents.

Every amount of money is a whole number of cents inside the engine (125 is
$1.25); the rules that feed a printed table turn it into dollars and cents.
"""

from generator.engine import invariant, rule

PLAYERS = (3, 6)

GOODS = ("Apples", "Bread", "Cheese", "Honey", "Flowers")

# what the farmer's cart charges for one crate, in cents
WHOLESALE = {"Apples": 50, "Bread": 75, "Cheese": 125, "Honey": 150, "Flowers": 100}

# the lowest and highest offer a customer makes for one crate, in cents
OFFERS = {
    "Apples": (75, 100),
    "Bread": (100, 135),
    "Cheese": (175, 225),
    "Honey": (200, 250),
    "Flowers": (150, 200),
}

KEEPS = {"Apples": True, "Bread": False, "Cheese": True, "Honey": True, "Flowers": False}

COINS = (100, 25, 10, 5)          # a dollar coin, then the small coins
COIN_NAMES = {"$1": 100, "25¢": 25, "10¢": 10, "5¢": 5}
STARTING_COINS = {100: 3, 25: 4, 10: 5, 5: 10}

WEATHER_EXTRA = {"Sunny": 1, "Cloudy": 0, "Rain": -2, "Festival": 3}

TAX_PERCENT = 10


def dollars(cents: int) -> str:
    """125 -> '$1.25'."""
    return f"${cents // 100}.{cents % 100:02d}"


def cents_of(text: str) -> int:
    """'$1.25' -> 125."""
    whole, _, part = text.strip().lstrip("$").partition(".")
    return int(whole) * 100 + int((part or "0").ljust(2, "0")[:2])


# --- setup by player count -------------------------------------------------

@rule
def customers_per_day(players: int) -> int:
    """Customers who join the queue each market day, before the weather."""
    return players + 2


@rule
def cart_crates(players: int) -> int:
    """Crates of each goods the farmer's cart brings each market day."""
    return players // 2 + 1


@rule
def market_days(players: int) -> int:
    return 6 if players <= 4 else 5


@rule
def crates_bought_max(players: int | None = None) -> int:
    """The most crates one seller may buy at the cart in a day."""
    return 3


@rule
def starting_coins(coin: str) -> int:
    return STARTING_COINS[COIN_NAMES[coin]]


@rule
def starting_worth(coin: str) -> str:
    value = COIN_NAMES[coin]
    return dollars(value * STARTING_COINS[value])


@rule
def starting_cash(players: int | None = None) -> str:
    return dollars(sum(v * n for v, n in STARTING_COINS.items()))


# --- goods -----------------------------------------------------------------

@rule
def wholesale_cost(goods: str) -> str:
    return dollars(WHOLESALE[goods])


@rule
def offer_range(goods: str) -> str:
    low, high = OFFERS[goods]
    return f"{dollars(low)}–{dollars(high)}"


@rule
def keeps_overnight(goods: str) -> bool:
    return KEEPS[goods]


# --- weather ---------------------------------------------------------------

@rule
def weather(roll: int) -> str:
    if roll <= 2:
        return "sunny"
    if roll <= 4:
        return "cloudy"
    return "rain" if roll == 5 else "festival"


@rule
def extra_customers(weather: str) -> int:
    return WEATHER_EXTRA[weather]


@rule
def customers_today(players: int, weather: str) -> int:
    return max(0, customers_per_day(players) + WEATHER_EXTRA[weather])


# --- money -----------------------------------------------------------------

@rule
def tax_percent() -> int:
    return TAX_PERCENT


@rule
def sales_tax(bill: int) -> int:
    """10% of the bill, rounded to the nearest 5 cents; a half rounds up."""
    return 5 * ((bill + 25) // 50)


@rule
def tax_chart(bill: str) -> str:
    return dollars(sales_tax(cents_of(bill)))


@rule
def bill(offer: int, crates: int) -> int:
    return offer * crates


@rule
def amount_due(bill: int, exempt: bool = False) -> int:
    return bill if exempt else bill + sales_tax(bill)


@rule
def dollar_coins_paid(bill: int, exempt: bool = False) -> int:
    """A customer pays with the fewest dollar coins that cover the bill and its tax."""
    due = amount_due(bill, exempt)
    return -(-due // 100)


@rule
def change_due(bill: int, exempt: bool = False) -> int:
    return dollar_coins_paid(bill, exempt) * 100 - amount_due(bill, exempt)


@rule
def fewest_coins(amount: int) -> list[int]:
    """The coins the bank hands over for an amount: the biggest first."""
    out = []
    for coin in COINS:
        while amount >= coin:
            out.append(coin)
            amount -= coin
    return out


@rule
def cart_cost(crates: dict) -> int:
    return sum(WHOLESALE[goods] * n for goods, n in crates.items())


@rule
def profit(offer: int, goods: str, crates: int) -> int:
    return (offer - WHOLESALE[goods]) * crates


@rule
def day_takings(sales: list) -> int:
    """What a seller keeps from a day's sales, each given as [offer, crates]."""
    return sum(offer * crates for offer, crates in sales)


# --- setup -----------------------------------------------------------------

def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "customers": 40,
        "upgrades": 12,
        "goods-crates": 60,
        "coins-100": 60,
        "coins-25": 40,
        "coins-10": 50,
        "coins-5": 80,
        "stall-mats": players,
        "first-seller": 1,
        "weather-die": 1,
        "tax-tin": 1,
    }


def play(players: int, variant: str | None = None) -> dict[str, dict]:
    return {"customers": {"per_round": customers_per_day(players)}}


# --- invariants ------------------------------------------------------------

@invariant("every customer's offer lies within its goods' range", per_player_count=False)
def offers_in_range(game) -> bool | str:
    for card in game.deck("customers").cards:
        low, high = OFFERS[card.fields["goods"]]
        if not low <= card.fields["offer"] <= high:
            return f"{card.name} offers {dollars(card.fields['offer'])}"
        if card.fields["offer"] % 5:
            return f"{card.name} offers an amount no coins make"
    return True


@invariant("every customer's offer beats the cart's price", per_player_count=False)
def offers_pay(game) -> bool | str:
    for card in game.deck("customers").cards:
        if card.fields["offer"] <= WHOLESALE[card.fields["goods"]]:
            return f"{card.name} pays no more than the cart"
    return True


@invariant("an upgrade card's price is the price in the cost table", per_player_count=False)
def upgrade_prices_agree(game) -> bool | str:
    prices = {c.name: c.items[0].amount for c in game.costs if c.group == "upgrades"}
    for card in game.deck("upgrades").cards:
        if prices.get(card.name) != card.fields["price"]:
            return f"{card.name} costs {card.fields['price']} on its card"
    return True


@invariant("the cart never brings more crates than the box holds")
def cart_fits_box(players: int, game) -> bool:
    crates = next(c for c in game.inventory if c.id == "goods-crates")
    return cart_crates(players) * len(GOODS) <= crates.count


@invariant("the customer deck lasts a whole day at the busiest weather")
def deck_covers_a_day(players: int, game) -> bool:
    return game.deck("customers").total >= customers_today(players, "Festival")


@invariant("the bank holds every seller's starting coins")
def bank_covers_start(players: int, game) -> bool | str:
    ids = {100: "coins-100", 25: "coins-25", 10: "coins-10", 5: "coins-5"}
    for value, need in STARTING_COINS.items():
        line = next(c for c in game.inventory if c.id == ids[value])
        if line.count < need * players:
            return f"{line.name}: {need * players} needed"
    return True
