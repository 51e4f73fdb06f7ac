"""Engine model of Saffron Bazaar, a haggling game for three to six merchants.

Prices live on a ladder of ten steps. Buying a good moves its marker up one
step, selling one moves it down one step, and every third round a caravan
arrives. These rules are what the printed tables, the board's marks and the
worked examples are checked against.
"""
from generator.engine import invariant, rule

PLAYERS = (3, 6)

LADDER = (1, 2, 3, 4, 5, 6, 7, 8, 10, 12)          # Gold shown on steps 1..10
START_STEP = {"Spice": 7, "Silk": 6, "Tea": 5, "Copper": 4, "Salt": 3}
MARKUPS = (0, 1, 2, 3, 4)                          # one offer card per markup


# --- numbers by player count -------------------------------------------------

@rule
def starting_gold(players: int = 4) -> int:
    """Gold each merchant takes from the bank at setup."""
    return {3: 20, 4: 18, 5: 16, 6: 15}[players]


@rule
def customers_per_round(players: int = 4) -> int:
    """Customer cards revealed at the start of each round."""
    return {3: 2, 4: 3, 5: 3, 6: 4}[players]


@rule
def goods_of_each_kind(players: int = 4) -> int:
    """Goods tokens of each kind put in the supply."""
    return 8 if players == 3 else 10


# --- constants ------------------------------------------------------------------

@rule
def rounds(players: int | None = None) -> int:
    return 9


@rule
def goods_bought_per_turn(players: int | None = None) -> int:
    return 2


@rule
def stall_limit(players: int | None = None, porter: bool = False) -> int:
    """Goods a stall holds; a hired porter adds two."""
    return 8 if porter else 6


@rule
def offer_cards_each(players: int | None = None) -> int:
    return len(MARKUPS)


@rule
def caravan_glut(players: int | None = None) -> int:
    """Steps the good a caravan brings falls when it is unloaded."""
    return 2


@rule
def caravan_round(arrival: int) -> int:
    """The round of a caravan's arrival: every third round."""
    return 3 * arrival


@rule
def caravan_arrives(round: int) -> bool:
    return round % 3 == 0


@rule
def price_steps() -> int:
    return len(LADDER)


# --- prices -----------------------------------------------------------------------

@rule
def price(step: int) -> int:
    """Gold a good costs while its marker stands on this step."""
    return LADDER[step - 1]


@rule
def start_step(good: str) -> int:
    return START_STEP[good]


@rule
def start_price(good: str) -> int:
    return price(START_STEP[good])


@rule
def step_after_buying(step: int, count: int) -> int:
    return min(len(LADDER), step + count)


@rule
def step_after_selling(step: int, count: int) -> int:
    return max(1, step - count)


@rule
def buy_cost(step: int, count: int) -> int:
    """Gold paid for `count` goods bought one after another from `step`."""
    total = 0
    for _ in range(count):
        total += price(step)
        step = step_after_buying(step, 1)
    return total


@rule
def sale_price(step: int, markup: int) -> int:
    """What a customer pays for one good: the listed price plus the markup."""
    return price(step) + markup


@rule
def haggle_winner(offers: dict, patience: int, order: list) -> str | None:
    """The merchant who sells: lowest markup within the customer's patience,
    ties to the merchant earliest in `order` (clockwise from the first merchant)."""
    valid = [(markup, order.index(name), name) for name, markup in offers.items() if markup <= patience]
    if not valid:
        return None
    return min(valid)[2]


@rule
def caravan_sale(step: int, count: int, bonus: int) -> int:
    """Gold for `count` goods sold to a caravan one after another, the price falling after each."""
    total = 0
    for _ in range(count):
        total += price(step) + bonus
        step = step_after_selling(step, 1)
    return total


@rule
def caravan_step_after(step: int, sold: int) -> int:
    return step_after_selling(step, sold)


# --- setup ---------------------------------------------------------------------------

def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "price-board": 1,
        "merchant-stalls": players,
        "offers": offer_cards_each() * players,
        "customers": 30,
        "caravans": 6,
        "goods-tokens": 5 * goods_of_each_kind(players),
        "gold-coins": 84,
        "price-markers": 5,
        "round-marker": 1,
        "first-merchant": 1,
    }


# --- invariants --------------------------------------------------------------------------

@invariant("the bank can pay every merchant's starting Gold with plenty left")
def bank_covers_start(players: int, game) -> bool | str:
    sheet = next(s for s in game.tokens if s.component == "gold-coins")
    value = sum(int(face.front) * face.count for face in sheet.faces)
    need = starting_gold(players) * players
    return True if value >= 2 * need else f"bank holds {value} Gold, merchants start with {need}"


@invariant("every good has six customers, and no customer's patience passes the highest offer", per_player_count=False)
def customers_balanced(game) -> bool | str:
    deck = game.deck("customers")
    for good in START_STEP:
        n = sum(c.count for c in deck.cards if c.fields["wants"] == good)
        if n != 6:
            return f"{good} has {n} customers"
    for c in deck.cards:
        if c.fields["patience"] > max(MARKUPS):
            return f"{c.name} is more patient than any offer"
    return True


@invariant("each merchant's offer cards run from markup 0 to 4, one of each", per_player_count=False)
def offers_match(game) -> bool | str:
    marks = sorted(c.fields["markup"] for c in game.deck("offers").cards)
    return True if tuple(marks) == MARKUPS else f"offer markups are {marks}"


@invariant("the caravan deck has a card for each arrival", per_player_count=False)
def caravans_suffice(game) -> bool | str:
    arrivals = rounds() // 3
    total = game.deck("caravans").total
    return True if total >= arrivals else f"{total} caravans for {arrivals} arrivals"


@invariant("the supply has goods to fill every stall at setup")
def supply_fills_stalls(players: int) -> bool:
    return 5 * goods_of_each_kind(players) >= players * stall_limit()
