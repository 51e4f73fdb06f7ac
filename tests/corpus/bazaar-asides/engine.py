"""Engine model of Kettle Street Bazaar."""
from generator.engine import invariant, rule

PLAYERS = (2, 5)

SELL_VALUES = {"Tea": 1, "Copper": 2, "Silk": 3, "Saffron": 4}
CONSTANTS = {"Hand limit": 7, "Full set bonus": 3, "Coins per point": 3}
UPGRADE_KINDS = 4


@rule
def starting_coins(players: int) -> int:
    """Coins each player starts with (the last seat takes one more, said in the rules)."""
    return 5 if players <= 3 else 4


@rule
def goods_dealt(players: int | None = None) -> int:
    """Goods cards dealt to each player at setup."""
    return 3


@rule
def market_slots(players: int) -> int:
    return 4 if players <= 3 else 5


@rule
def orders_face_up(players: int) -> int:
    return 3 if players <= 3 else 4


@rule
def orders_to_end(players: int) -> int:
    """Orders one player must have delivered to end the game."""
    return {2: 6, 3: 5}.get(players, 4)


@rule
def slot_price(slot: int) -> int:
    """Coins to Haggle the card in a market slot: slot 1 is free."""
    return slot - 1


@rule
def sell_value(good: str) -> int:
    return SELL_VALUES[good]


@rule
def constant(what: str) -> int:
    return CONSTANTS[what]


@rule
def hand_limit(players: int | None = None) -> int:
    return CONSTANTS["Hand limit"]


@rule
def full_set_bonus() -> int:
    return CONSTANTS["Full set bonus"]


@rule
def barter_consolation() -> int:
    """Coins taken from the bank when nobody accepts your Barter."""
    return 1


@rule
def sale_value(tea: int = 0, copper: int = 0, silk: int = 0, saffron: int = 0) -> int:
    """Coins for one Sell, the full-set bonus included."""
    total = tea * 1 + copper * 2 + silk * 3 + saffron * 4
    if min(tea, copper, silk, saffron) >= 1:
        total += full_set_bonus()
    return total


@rule
def order_points(wants: dict) -> int:
    """An Order pays half the Coin value of its goods, rounded down, plus 1 per card asked for."""
    value = sum(SELL_VALUES[g] * n for g, n in wants.items())
    return value // 2 + sum(wants.values())


@rule
def coin_points(coins: int) -> int:
    return coins // CONSTANTS["Coins per point"]


@rule
def final_score(order_points: int, upgrade_points: int, coins: int) -> int:
    return order_points + upgrade_points + coin_points(coins)


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "goods": 44,
        "orders": 18,
        "upgrades": UPGRADE_KINDS * players,
        "coins": 60,
        "kettle": 1,
    }


def play(players: int, variant: str | None = None) -> dict:
    return {"goods": {"hand": goods_dealt(players), "draw": 1}}


@invariant("every Goods card sells for its good's value", per_player_count=False)
def goods_values(game) -> bool | str:
    for card in game.deck("goods").cards:
        if card.fields["coins"] != sell_value(card.fields["good"]):
            return f"{card.name} sells for {card.fields['coins']}"
    return True


@invariant("every Order pays what the points rule says", per_player_count=False)
def order_values(game) -> bool | str:
    for card in game.deck("orders").cards:
        wants = {a.name: a.amount for a in card.fields["wants"]}
        if card.fields["points"] != order_points(wants):
            return f"{card.name} pays {card.fields['points']}, not {order_points(wants)}"
    return True


@invariant("each Upgrade card is worth its cost's points, five copies each", per_player_count=False)
def upgrade_points_agree(game) -> bool | str:
    costs = {c.name: c.points for c in game.costs if c.group == "upgrades"}
    for card in game.deck("upgrades").cards:
        if costs.get(card.name) != card.fields["points"]:
            return f"{card.name} worth {card.fields['points']}, cost says {costs.get(card.name)}"
        if card.count != PLAYERS[1]:
            return f"{card.name} has {card.count} copies"
    return True


@invariant("the box's decks are what setup takes", per_player_count=False)
def decks_whole(game) -> bool | str:
    if game.deck("goods").total != 44 or game.deck("orders").total != 18:
        return "deck sizes differ from setup()"
    return True


@invariant("the market and the opening hands fit in the Goods deck")
def deal_fits(players: int, game) -> bool:
    return goods_dealt(players) * players + market_slots(players) < game.deck("goods").total
