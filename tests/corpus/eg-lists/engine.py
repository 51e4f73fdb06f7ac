"""Engine model of Cedar Fork Post."""
from generator.engine import invariant, rule

PLAYERS = (2, 4)


@rule
def hand_size(players: int) -> int:
    """Goods cards dealt to each trader at the start."""
    return 5 if players == 2 else 4


@rule
def landing_size(players: int) -> int:
    """Face-up Goods cards in the landing: two more than the players."""
    return players + 2


@rule
def open_orders(players: int) -> int:
    """Face-up Order cards: one more than the players."""
    return players + 1


@rule
def orders_to_end(players: int) -> int:
    """Filled orders (by one trader) that trigger the last round."""
    return {2: 6, 3: 5, 4: 4}[players]


@rule
def starting_coins(seat: int) -> int:
    """Coins each seat starts with; later seats get a little more."""
    return {1: 2, 2: 3, 3: 3, 4: 4}[seat]


@rule
def hand_limit(players: int | None = None) -> int:
    """Cards a trader may keep at the end of their turn."""
    return 8


@rule
def haul_cards(players: int | None = None) -> int:
    """Cards hauled in the Haul step."""
    return 2


@rule
def exchange_give() -> int:
    """Goods of one kind given to the post in one exchange."""
    return 2


@rule
def caravan_points() -> int:
    """Points for each full caravan (one of each good) in hand at the end."""
    return 3


@rule
def coins_per_point() -> int:
    return 3


@rule
def coin_points(coins: int) -> int:
    """Every 3 coins left at the end score 1 point."""
    return coins // coins_per_point()


@rule
def final_score(order_points: int, building_points: int, coins: int, caravans: int) -> int:
    return order_points + building_points + coin_points(coins) + caravans * caravan_points()


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "goods": hand_size(players) * players + landing_size(players),
        "orders": open_orders(players),
        "coins": sum(starting_coins(s) for s in range(1, players + 1)),
        "first-trader": 1,
    }


@invariant("the goods deck deals every hand and the landing with cards to spare")
def goods_suffice(players: int, game) -> bool | str:
    deck = game.deck("goods").total
    need = hand_size(players) * players + landing_size(players)
    return True if deck >= need + 10 else f"only {deck - need} goods left to draw"


@invariant("the order deck can end the game for every player", per_player_count=False)
def orders_suffice(game) -> bool | str:
    deck = game.deck("orders").total
    return True if deck >= orders_to_end(2) + open_orders(4) + 2 else f"{deck} orders"
