"""Price Ladder: the rules the tables print, and the market's arithmetic."""

from generator.engine import invariant, rule

PLAYERS = (2, 5)

# The six rungs of every ladder, cheapest first.
LADDER = (1, 2, 3, 5, 8, 13)

GOODS = ("Grain", "Wool", "Salt", "Spice")
START_RUNG = {"Grain": 1, "Wool": 2, "Salt": 3, "Spice": 4}

GOODS_PER_PILE = 12
NEWS_CARDS = 12
ORDER_CARDS = 24
WAREHOUSE_COST = 8

LIMITS = {
    "Goods traded in one turn": 3,
    "Goods kept": 6,
    "Goods kept with a Warehouse": 9,
    "Coins for each leftover good": 1,
}


def _rung_of(price: int) -> int:
    """The rung (1 to 6) a price sits on."""
    return LADDER.index(price) + 1


def _up(rung: int) -> int:
    return min(rung + 1, len(LADDER))


def _down(rung: int) -> int:
    return max(rung - 1, 1)


# --- the ladder -------------------------------------------------------------

@rule
def buy_price(rung: int) -> int:
    """What one good costs while its marker stands on this rung."""
    return LADDER[rung - 1]


@rule
def sell_price(rung: int) -> int:
    """What one good fetches from this rung: the marker drops first, then pays."""
    return LADDER[_down(rung) - 1]


@rule
def start_rung(good: str) -> int:
    return START_RUNG[good]


@rule
def start_price(good: str) -> int:
    return LADDER[START_RUNG[good] - 1]


@rule
def buy_cost(price: int, cards: int) -> int:
    """Coins paid for `cards` goods of one kind bought in one trade."""
    rung = _rung_of(price)
    paid = 0
    for _ in range(cards):
        paid += LADDER[rung - 1]
        rung = _up(rung)
    return paid


@rule
def price_after_buying(price: int, cards: int) -> int:
    rung = _rung_of(price)
    for _ in range(cards):
        rung = _up(rung)
    return LADDER[rung - 1]


@rule
def sell_income(price: int, cards: int) -> int:
    """Coins received for `cards` goods of one kind sold in one trade."""
    rung = _rung_of(price)
    got = 0
    for _ in range(cards):
        rung = _down(rung)
        got += LADDER[rung - 1]
    return got


@rule
def price_after_selling(price: int, cards: int) -> int:
    rung = _rung_of(price)
    for _ in range(cards):
        rung = _down(rung)
    return LADDER[rung - 1]


@rule
def price_after_news(price: int, shift: int) -> int:
    """A News card moves a marker `shift` rungs (down when negative), stopping at the ends."""
    rung = _rung_of(price) + shift
    rung = max(1, min(len(LADDER), rung))
    return LADDER[rung - 1]


# --- setup and limits -------------------------------------------------------

@rule
def rounds(players: int = 2, variant: str | None = None) -> int:
    """Rounds played, one News card each."""
    base = 12 - players
    if variant == "quick":
        return base - 3
    return base


@rule
def order_row(players: int = 2) -> int:
    """Order cards face up: one more than the players."""
    return players + 1


@rule
def starting_coins(players: int | None = None) -> int:
    return 12


@rule
def limit(what: str) -> int:
    return LIMITS[what]


@rule
def trade_limit() -> int:
    return LIMITS["Goods traded in one turn"]


@rule
def goods_kept(warehouse: bool = False) -> int:
    return LIMITS["Goods kept with a Warehouse"] if warehouse else LIMITS["Goods kept"]


@rule
def final_score(coins: int, goods: int) -> int:
    return coins + goods * LIMITS["Coins for each leftover good"]


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "market-board": 1,
        "goods": GOODS_PER_PILE * len(GOODS),
        "orders": ORDER_CARDS,
        "news": rounds(players, variant),
        "price-markers": len(GOODS),
        "coins": 64,
        "warehouses": players,
    }


def play(players: int, variant: str | None = None) -> dict[str, dict]:
    return {
        "orders": {"table": order_row(players), "per_round": 1},
        "news": {"per_round": 1},
    }


# --- invariants -------------------------------------------------------------

@invariant("every order pays at least 3 coins more than its goods cost at their starting prices",
           per_player_count=False)
def orders_pay_a_premium(game) -> bool | str:
    short = []
    for card in game.deck("orders").cards:
        needs = card.fields["needs"]
        base = sum(a.amount * start_price(a.name) for a in needs)
        if card.fields["reward"] < base + 3:
            short.append(card.name)
    return True if not short else f"pays too little: {', '.join(short)}"


@invariant("the supply holds 12 cards of each good", per_player_count=False)
def supply_is_even(game) -> bool | str:
    counts = {g: 0 for g in GOODS}
    for card in game.deck("goods").cards:
        counts[card.fields["good"]] += card.count
    uneven = [g for g, n in counts.items() if n != GOODS_PER_PILE]
    return True if not uneven else f"uneven piles: {', '.join(uneven)}"


@invariant("the News deck is large enough for the longest game", per_player_count=False)
def news_lasts(game) -> bool | str:
    longest = max(rounds(p) for p in range(PLAYERS[0], PLAYERS[1] + 1))
    total = game.deck("news").total
    return True if total >= longest else f"{total} News cards for {longest} rounds"


@invariant("the News cards print the shift their text describes", per_player_count=False)
def news_moves_one_or_two(game) -> bool | str:
    odd = [c.name for c in game.deck("news").cards if abs(c.fields["shift"]) not in (1, 2)]
    return True if not odd else f"shift out of range: {', '.join(odd)}"


@invariant("the Warehouse costs what the engine expects", per_player_count=False)
def warehouse_price(game) -> bool | str:
    cost = next(c for c in game.costs if c.id == "warehouse")
    paid = sum(i.amount for i in cost.items)
    return True if paid == WAREHOUSE_COST else f"Warehouse costs {paid}, engine expects {WAREHOUSE_COST}"


@invariant("the bank holds enough coin for every starting purse")
def bank_covers_start(players: int, game) -> bool | str:
    coins = next(c for c in game.inventory if c.id == "coins")
    # 40 ones and 24 fives
    value = 40 * 1 + (coins.count - 40) * 5
    return value >= players * starting_coins(players) or f"bank worth {value}"
