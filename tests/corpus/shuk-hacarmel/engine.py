"""Engine model of שוק הכרמל (Shuk HaCarmel): the numbers the rulebook's tables print.

Money is in whole shekels. Goods are named as game.yaml's `goods` name set writes them.
"""
from generator.engine import invariant, rule

PLAYERS = (2, 4)

# Per unit of each good: what the wholesaler charges and what a customer pays.
WHOLESALE = {"עגבניות": 1, "מלפפונים": 1, "תפוזים": 2, "זיתים": 2, "רימונים": 3, "תבלינים": 4}
RETAIL = {"עגבניות": 3, "מלפפונים": 3, "תפוזים": 4, "זיתים": 5, "רימונים": 6, "תבלינים": 7}

# Box counts setup() names (held to game.yaml by an invariant below).
CRATE_CARDS = 42
CUSTOMER_CARDS = 28
UPGRADE_CARDS = 16
COINS = 60

# The most customers the event deck can add over a whole game (three events add one each).
MOST_EXTRA_CUSTOMERS = 3


@rule
def starting_money(players: int) -> int:
    """Shekels each player takes from the bank at setup."""
    return 12 if players == 2 else 10


@rule
def market_days(players: int) -> int:
    """Market days in a game: the event pile holds one card a day."""
    return {2: 7, 3: 6, 4: 5}[players]


@rule
def wholesale_row(players: int) -> int:
    """Crates laid face up at the wholesaler every morning."""
    return players + 2


@rule
def customers_per_day(players: int) -> int:
    """Customers revealed into the alley every day, before events."""
    return players + 1


@rule
def crates_per_morning(players: int | None = None) -> int:
    """Crates one player may buy in a morning."""
    return 2


@rule
def storage_limit(players: int | None = None, fridge: bool = False) -> int:
    """Crates a stall keeps overnight; a fridge keeps two more."""
    return 3 + (2 if fridge else 0)


@rule
def variety_bonus(players: int | None = None) -> int:
    """Extra shekels a customer who wants three different goods pays (already on the card)."""
    return 2


@rule
def wholesale_price(good: str) -> int:
    return WHOLESALE[good]


@rule
def retail_price(good: str) -> int:
    return RETAIL[good]


@rule
def unit_margin(good: str) -> int:
    return RETAIL[good] - WHOLESALE[good]


@rule
def crate_price(good: str, units: int) -> int:
    """A crate costs the wholesale price of its good times its units."""
    return WHOLESALE[good] * units


@rule
def customer_pays(wants: dict) -> int:
    """What a customer pays: the retail price of every unit, plus the variety bonus for three kinds."""
    total = sum(RETAIL[good] * int(n) for good, n in wants.items())
    if len(wants) >= 3:
        total += variety_bonus()
    return total


@rule
def day_profit(spent: int, earned: int) -> int:
    return earned - spent


@rule
def crates_spoiled(crates: int, fridge: bool = False) -> int:
    """Crates thrown away at closing time."""
    return max(0, crates - storage_limit(fridge=fridge))


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "crates": CRATE_CARDS,
        "customers": CUSTOMER_CARDS,
        "events": market_days(players),
        "upgrades": UPGRADE_CARDS,
        "coins": COINS,
        "first-seller": 1,
    }


def play(players: int, variant: str | None = None) -> dict[str, dict]:
    return {
        "crates": {"per_round": wholesale_row(players)},
        "customers": {"per_round": customers_per_day(players)},
        "events": {"per_round": 1},
    }


@invariant("every crate costs the wholesale price of its good times its units", per_player_count=False)
def crate_prices(game) -> bool | str:
    wrong = [c.name for c in game.deck("crates").cards
             if c.fields["price"] != crate_price(c.fields["good"], c.fields["units"])]
    return True if not wrong else f"wrong price: {', '.join(wrong)}"


@invariant("every customer pays the retail price of what they want, with the variety bonus", per_player_count=False)
def customer_payments(game) -> bool | str:
    wrong = []
    for c in game.deck("customers").cards:
        wants = {a.name: a.amount for a in c.fields["wants"]}
        if c.fields["pays"] != customer_pays(wants):
            wrong.append(c.name)
    return True if not wrong else f"wrong payment: {', '.join(wrong)}"


@invariant("every upgrade card costs what the upgrade costs", per_player_count=False)
def upgrade_prices(game) -> bool | str:
    prices = {cost.name: sum(i.amount for i in cost.items) for cost in game.costs if cost.group == "upgrades"}
    wrong = [c.name for c in game.deck("upgrades").cards if prices.get(c.name) != c.fields["price"]]
    return True if not wrong else f"price differs from the cost: {', '.join(wrong)}"


@invariant("the event deck's extra customers stay within what the customer deck allows", per_player_count=False)
def extra_customers_bounded(game) -> bool | str:
    extra = sum(c.fields["extra_customers"] * c.count for c in game.deck("events").cards
                if c.fields["extra_customers"] > 0)
    return True if extra <= MOST_EXTRA_CUSTOMERS else f"events add up to {extra} customers"


@invariant("the customer deck lasts the whole game")
def customers_last(players: int, game) -> bool | str:
    need = customers_per_day(players) * market_days(players) + MOST_EXTRA_CUSTOMERS
    have = game.deck("customers").total
    return True if need <= have else f"{need} customers needed, {have} in the deck"


@invariant("the crate deck lasts the whole game")
def crates_last(players: int, game) -> bool | str:
    need = wholesale_row(players) * market_days(players)
    have = game.deck("crates").total
    return True if need <= have else f"{need} crates needed, {have} in the deck"


@invariant("the event deck holds a card for every market day")
def events_cover_days(players: int, game) -> bool:
    return game.deck("events").total >= market_days(players)


@invariant("the bank can pay every player's starting money")
def bank_covers_start(players: int, game) -> bool:
    return 30 * 1 + 20 * 5 + 10 * 10 >= players * starting_money(players)


@invariant("setup's box counts are game.yaml's", per_player_count=False)
def box_counts_agree(game) -> bool | str:
    counts = {"crates": game.deck("crates").total, "customers": game.deck("customers").total,
              "upgrades": game.deck("upgrades").total,
              "coins": next(c.count for c in game.inventory if c.id == "coins")}
    mine = {"crates": CRATE_CARDS, "customers": CUSTOMER_CARDS, "upgrades": UPGRADE_CARDS, "coins": COINS}
    wrong = [k for k in counts if counts[k] != mine[k]]
    return True if not wrong else f"engine and game.yaml differ on: {', '.join(wrong)}"
