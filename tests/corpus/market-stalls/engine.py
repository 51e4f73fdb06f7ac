"""Engine model of Market Stalls: setup by player count, prices, limits and scoring."""
from generator.engine import invariant, rule

PLAYERS = (2, 5)

GOODS = ("Apples", "Bread", "Cheese", "Fish", "Spices")
BASE_PRICES = {"Apples": 1, "Bread": 1, "Cheese": 2, "Fish": 2, "Spices": 3}
STALL_POINTS = {2: 3, 3: 6, 4: 10, 5: 15}
GOODS_IN_BOX = 60
CUSTOMERS_IN_BOX = 15
COINS_IN_BOX = 60


# --- setup -------------------------------------------------------------------

@rule
def starting_silver(players: int) -> int:
    """Silver each player takes at the start: fewer with more players."""
    return 10 - players


@rule
def market_size(players: int) -> int:
    """Goods cards face up in the market row: three more than the players."""
    return players + 3


@rule
def customers_shown(players: int) -> int:
    """Customer cards face up: three with two or three players, four with more."""
    return 3 if players <= 3 else 4


@rule
def goods_returned(players: int) -> int:
    """Goods cards returned unseen to the box: ten in a two-player game."""
    return 10 if players == 2 else 0


@rule
def cards_dealt(players: int | None = None) -> int:
    """Goods cards dealt to each player's hand."""
    return 4


@rule
def last_player_bonus(players: int | None = None) -> int:
    """Extra Silver for the last player in turn order."""
    return 1


# --- prices, limits ------------------------------------------------------------

@rule
def base_price(good: str) -> int:
    """What a plain Goods card of this good costs."""
    return BASE_PRICES[good]


@rule
def special_surcharge() -> int:
    """What a special card costs above the plain cards of its good."""
    return 1


@rule
def hand_limit(players: int | None = None) -> int:
    return 7


@rule
def stall_limit(players: int | None = None) -> int:
    """Most cards one stall may hold."""
    return 5


@rule
def stall_minimum(players: int | None = None) -> int:
    """Fewest cards of one good that open a stall."""
    return 2


@rule
def buy_limit(players: int | None = None) -> int:
    """Most cards bought with one Buy action."""
    return 2


@rule
def sell_limit(players: int | None = None) -> int:
    """Most cards sold with one Sell action."""
    return 3


@rule
def stalls_to_end(players: int | None = None) -> int:
    """Stalls of different goods that end the game."""
    return 4


@rule
def silver_per_point() -> int:
    """Silver left over that scores one point."""
    return 3


# --- turns and scoring -------------------------------------------------------------

@rule
def silver_after_buying(silver: int, prices: list) -> int:
    """Silver left after buying cards at these prices (at most buy_limit() cards)."""
    if len(prices) > buy_limit():
        raise ValueError("too many cards for one Buy action")
    left = silver - sum(prices)
    if left < 0:
        raise ValueError("cannot pay")
    return left


@rule
def stall_points(cards: int) -> int:
    """Points a stall of this many cards scores at the end."""
    return STALL_POINTS[cards]


@rule
def order_points(cards: int, kinds: int) -> int:
    """Points a customer card is worth: one less than the cards it wants,
    plus one for each different good beyond two."""
    return cards - 1 + max(0, kinds - 2)


@rule
def leftover_points(silver: int) -> int:
    return silver // silver_per_point()


@rule
def final_score(stalls: list, customer_points: list, silver: int) -> int:
    return sum(stall_points(s) for s in stalls) + sum(customer_points) + leftover_points(silver)


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "goods": GOODS_IN_BOX - goods_returned(players),
        "customers": CUSTOMERS_IN_BOX,
        "silver-coins": COINS_IN_BOX,
        "market-bell": 1,
    }


def play(players: int, variant: str | None = None) -> dict:
    return {"goods": {"hand": cards_dealt(players), "draw": 1}}


# --- invariants --------------------------------------------------------------------

@invariant("the deck deals every hand and fills the market row with cards to spare")
def deck_deals(players: int) -> bool | str:
    goods = GOODS_IN_BOX - goods_returned(players)
    needed = cards_dealt(players) * players + market_size(players)
    return True if goods - needed >= 20 else f"only {goods - needed} cards left to draw"


@invariant("the bank covers everyone's starting Silver", per_player_count=True)
def bank_covers(players: int) -> bool:
    return starting_silver(players) * players + last_player_bonus() <= 45 * 1 + 15 * 5


@invariant("the box counts match the engine", per_player_count=False)
def box_counts(game) -> bool | str:
    if game.deck("goods").total != GOODS_IN_BOX:
        return "goods deck size"
    if game.deck("customers").total != CUSTOMERS_IN_BOX:
        return "customer deck size"
    coins = next(c for c in game.inventory if c.id == "silver-coins")
    return True if coins.count == COINS_IN_BOX else "silver coins"


@invariant("plain Goods cards cost their good's price and sell for 1; special cards cost 1 more",
           per_player_count=False)
def goods_prices(game) -> bool | str:
    for card in game.deck("goods").cards:
        base = base_price(card.fields["good"])
        special = bool(card.fields["text"])
        want = base + special_surcharge() if special else base
        if card.fields["price"] != want:
            return f"{card.name} costs {card.fields['price']}, not {want}"
        if not special and card.fields["sell"] != 1:
            return f"{card.name} sells for {card.fields['sell']}"
    return True


@invariant("every good has 12 cards", per_player_count=False)
def twelve_each(game) -> bool | str:
    for good in GOODS:
        n = sum(c.count for c in game.deck("goods").cards if c.fields["good"] == good)
        if n != 12:
            return f"{good} has {n} cards"
    return True


@invariant("every customer pays at least the market price of its goods and scores by its order",
           per_player_count=False)
def customers_fair(game) -> bool | str:
    for card in game.deck("customers").cards:
        wants = card.fields["wants"]
        market = sum(a.amount * base_price(a.name) for a in wants)
        if card.fields["silver"] < market:
            return f"{card.name} pays {card.fields['silver']} for goods worth {market}"
        cards = sum(a.amount for a in wants)
        if card.fields["points"] != order_points(cards, len(wants)):
            return f"{card.name} scores {card.fields['points']}, not {order_points(cards, len(wants))}"
    return True
