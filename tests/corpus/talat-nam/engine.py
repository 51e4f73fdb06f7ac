"""ตลาดน้ำ (Talat Nam): the numbers of the floating market.

Buying prices, selling prices, setup by player count, the tide die and the final score.
"""

from generator.engine import invariant, rule

PLAYERS = (2, 5)

# What a crate costs at the orchard landing (บาท), and what one piece of it fetches at the pier.
BUY_PRICE = {"กล้วย": 1, "มะพร้าว": 2, "มะม่วง": 2, "ส้มโอ": 3}
WILD_PRICE = 3  # ตะกร้ารวม, the mixed basket
SELL_PRICE = {"กล้วย": 2, "มะพร้าว": 3, "มะม่วง": 4, "ส้มโอ": 5}

ROUNDS = {2: 9, 3: 8, 4: 7, 5: 6}
SHORT_GAME_CUT = 2

GOODS_CARDS = 44
CUSTOMER_CARDS = 24
COIN_TOKENS = 42


@rule
def starting_baht(players: int = 2) -> int:
    """Coins each vendor starts with."""
    return 8


@rule
def goods_dealt(players: int = 2) -> int:
    """Goods cards dealt to each vendor's boat at setup."""
    return 3 if players <= 3 else 2


@rule
def orchard_size(players: int = 2) -> int:
    """Goods cards face up in the orchard row: two more than the vendors."""
    return players + 2


@rule
def pier_size(players: int = 2) -> int:
    """Customer cards face up at the pier."""
    return 3 if players <= 3 else 4


@rule
def rounds(players: int = 2, variant: str | None = None) -> int:
    """Rounds the market stays open."""
    base = ROUNDS[players]
    return base - SHORT_GAME_CUT if variant == "short" else base


@rule
def boat_capacity(players: int | None = None) -> int:
    """Most goods cards a boat may hold at the end of a turn."""
    return 6


@rule
def buys_per_turn(players: int | None = None) -> int:
    """Most goods cards bought in one turn (on a normal tide)."""
    return 2


@rule
def rest_baht(players: int | None = None) -> int:
    """Coins taken instead of buying (a rest at the landing)."""
    return 2


@rule
def buy_price(good: str) -> int:
    if good == "ตะกร้ารวม":
        return WILD_PRICE
    return BUY_PRICE[good]


@rule
def sell_price(good: str) -> int:
    return SELL_PRICE[good]


@rule
def sale_value(goods: dict) -> int:
    """Coins a customer pays for the goods it wants."""
    return sum(SELL_PRICE[g] * int(n) for g, n in goods.items())


@rule
def stars_for(items: int) -> int:
    """Stars a customer card is worth: one fewer than the pieces it wants."""
    return items - 1


@rule
def baht_per_star() -> int:
    """At the end, every full 5 coins left over is worth one star."""
    return 5


@rule
def final_score(stars: list, baht: int) -> int:
    return sum(stars) + baht // baht_per_star()


@rule
def tide(roll: int) -> str:
    if roll <= 2:
        return "low"
    if roll <= 5:
        return "still"
    return "high"


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "goods": GOODS_CARDS,
        "customers": CUSTOMER_CARDS,
        "coins": COIN_TOKENS,
        "tide-die": 1,
        "lead-boat": 1,
    }


@invariant("every goods card prints the price the orchard asks", per_player_count=False)
def goods_prices(game) -> bool | str:
    for card in game.deck("goods").cards:
        good = card.fields["good"] or "ตะกร้ารวม"
        if card.fields["price"] != buy_price(good):
            return f"{card.name}: card says {card.fields['price']}, orchard asks {buy_price(good)}"
    return True


@invariant("every customer pays the selling price of what it wants, and its stars follow", per_player_count=False)
def customers_pay(game) -> bool | str:
    for card in game.deck("customers").cards:
        wants = card.fields["wants"]
        value = sum(SELL_PRICE[a.name] * a.amount for a in wants)
        if card.fields["baht"] != value:
            return f"{card.name}: pays {card.fields['baht']}, goods are worth {value}"
        items = sum(a.amount for a in wants)
        if card.fields["stars"] != stars_for(items):
            return f"{card.name}: {card.fields['stars']} stars for {items} pieces"
    return True


@invariant("the decks hold what the engine sets out", per_player_count=False)
def decks_whole(game) -> bool | str:
    if game.deck("goods").total != GOODS_CARDS:
        return f"goods deck has {game.deck('goods').total}"
    if game.deck("customers").total != CUSTOMER_CARDS:
        return f"customer deck has {game.deck('customers').total}"
    return True


@invariant("the goods deck fills the orchard and every boat")
def goods_suffice(players: int) -> bool:
    return orchard_size(players) + goods_dealt(players) * players <= GOODS_CARDS


@invariant("the bank pays every vendor's starting coins")
def bank_suffices(players: int, game) -> bool | str:
    coins = next(c for c in game.inventory if c.id == "coins")
    # 30 coins of 1 baht and 12 of 5 baht
    value = 30 * 1 + 12 * 5
    if coins.count != 42:
        return f"coin count {coins.count}"
    return players * starting_baht(players) <= value
