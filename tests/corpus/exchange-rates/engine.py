"""Exchange Rates: the rules the tables print, the setup by player count, and a few checks on the cards."""

from generator.engine import invariant, rule

PLAYERS = (3, 5)

# Silver the bank pays for one gold coin, round by round. The fair lasts as many rounds as this has.
RATES = {1: 4, 2: 5, 3: 6, 4: 5, 5: 7, 6: 8, 7: 6, 8: 9}
ROUNDS = len(RATES)
BANK_CUT = 1          # extra silver on every gold coin the bank sells
WAREHOUSE_LIMIT = 6   # wares a merchant may keep at the end of a round
FRESH_STOCK = 2       # silver to sweep the market before buying


# --- the exchange -----------------------------------------------------------------

@rule
def exchange_rate(round: int) -> int:
    """Silver the bank pays for one gold coin in this round."""
    return RATES[round]


@rule
def bank_gold_price(round: int) -> int:
    """Silver the bank charges for one gold coin in this round: the rate plus its cut."""
    return RATES[round] + BANK_CUT


@rule
def bank_cut(players: int | None = None) -> int:
    return BANK_CUT


@rule
def silver_for_gold(gold: int, round: int) -> int:
    """Silver received for selling this many gold coins to the bank."""
    return gold * RATES[round]


@rule
def gold_cost_in_silver(gold: int, round: int) -> int:
    """Silver paid for buying this many gold coins from the bank."""
    return gold * bank_gold_price(round)


@rule
def cheapest_price_in_silver(gold: int, silver: int, round: int) -> int:
    """What a ware costs a merchant who holds only silver: its silver price, or its gold bought at the bank."""
    return min(silver, gold_cost_in_silver(gold, round))


# --- setup by player count and by seat ---------------------------------------------

@rule
def market_size(players: int = 3) -> int:
    """Wares dealt face up to the market each round: two more than the merchants."""
    return players + 2


@rule
def contracts_on_offer(players: int = 3) -> int:
    """Contracts kept face up: one per merchant."""
    return players


@rule
def actions_per_round(players: int = 3) -> int:
    """Actions each merchant takes in the Trade phase."""
    return 2 if players >= 5 else 3


@rule
def starting_gold(seat: int = 1) -> int:
    return 2


@rule
def starting_silver(seat: int = 1) -> int:
    """The first merchant takes 6 silver, each later seat one more."""
    return 5 + seat


@rule
def rounds(players: int | None = None) -> int:
    return ROUNDS


@rule
def warehouse_limit(players: int | None = None) -> int:
    return WAREHOUSE_LIMIT


@rule
def fresh_stock_cost() -> int:
    return FRESH_STOCK


# --- the end ----------------------------------------------------------------------

@rule
def final_rate() -> int:
    return RATES[ROUNDS]


@rule
def final_worth(gold: int, silver: int) -> int:
    """A purse counted at the end: gold, plus silver turned into gold at the last rate, rounded down."""
    return gold + silver // RATES[ROUNDS]


# --- the Floating Rate variant -----------------------------------------------------

@rule
def market_swing(roll: int) -> str:
    if roll == 1:
        return "rally"
    if roll == 6:
        return "slump"
    return "steady"


@rule
def floating_rate(round: int, roll: int) -> int:
    swing = {"rally": -1, "steady": 0, "slump": 1}[market_swing(roll)]
    return RATES[round] + swing


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    """What a fair at this count takes out of the box: every deck and coin, the board and markers."""
    return {
        "wares": 40,
        "contracts": 20,
        "gold-coins": 40,
        "silver-coins": 60,
        "exchange-board": 1,
        "round-marker": 1,
        "first-merchant": 1,
        "market-die": 1 if variant == "floating" else 0,
    }


def play(players: int, variant: str | None = None) -> dict[str, dict]:
    return {
        "wares": {"table": market_size(players), "per_round": market_size(players)},
        "contracts": {"table": contracts_on_offer(players)},
    }


# --- invariants -------------------------------------------------------------------

@invariant("every ware is the better buy in gold in some round and in silver in another", per_player_count=False)
def both_purses_matter(game) -> bool | str:
    for card in game.deck("wares").cards:
        gold, silver = card.fields["gold"], card.fields["silver"]
        gold_better = any(gold * rate < silver for rate in RATES.values())
        silver_better = any(gold * rate > silver for rate in RATES.values())
        if not (gold_better and silver_better):
            return f"{card.name} is always cheaper in one coin"
    return True


@invariant("every contract pays at least 2 gold or 9 silver for each good it asks for", per_player_count=False)
def contracts_pay(game) -> bool | str:
    for card in game.deck("contracts").cards:
        goods = sum(a.amount for a in card.fields["needs"])
        least = 2 * goods if card.fields["coin"] == "Gold" else 9 * goods
        if card.fields["pays"] < least:
            return f"{card.name} pays too little"
    return True


@invariant("premium wares count as two goods, plain wares as one", per_player_count=False)
def ware_units(game) -> bool | str:
    for card in game.deck("wares").cards:
        if card.fields["units"] not in (1, 2):
            return f"{card.name} counts as {card.fields['units']}"
    return True


@invariant("the ware deck fills the market twice over")
def deck_fills_market(players: int, game) -> bool:
    return game.deck("wares").total >= 2 * market_size(players)


@invariant("the contract deck fills the contract row three times over")
def contracts_last(players: int, game) -> bool:
    return game.deck("contracts").total >= 3 * contracts_on_offer(players)


@invariant("the gold coins cover every starting purse")
def gold_covers_purses(players: int, game) -> bool:
    coins = next(c for c in game.inventory if c.id == "gold-coins")
    return coins.count >= sum(starting_gold(seat) for seat in range(1, players + 1))


@invariant("the Fresh stock cost in game.yaml is the engine's", per_player_count=False)
def fresh_stock_matches(game) -> bool | str:
    cost = next(c for c in game.costs if c.id == "fresh-stock")
    paid = sum(item.amount for item in cost.items if item.of == "Silver")
    return True if paid == FRESH_STOCK else f"game.yaml says {paid}, engine {FRESH_STOCK}"
