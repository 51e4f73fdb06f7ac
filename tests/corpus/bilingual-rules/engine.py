"""Smoothie Stand / Puesto de Licuados: the rules the tables and both halves of the rulebook print."""

from generator.engine import invariant, rule

PLAYERS = (2, 5)

FRUIT_CARDS = 60
ORDER_CARDS = 20
TIP_TOKENS = 30


@rule
def cards_dealt(players: int) -> int:
    """Fruit cards dealt to each player at the start."""
    return {2: 5, 3: 4, 4: 4, 5: 3}[players]


@rule
def market_size(players: int) -> int:
    """Face-up fruit cards in the market: two more than the players."""
    return players + 2


@rule
def orders_to_end(players: int) -> int:
    """Orders one player must have served for the stand to close."""
    return {2: 6, 3: 5, 4: 4, 5: 4}[players]


@rule
def cards_picked(players: int | None = None) -> int:
    """Fruit cards taken in the Pick step."""
    return 2


@rule
def order_row(players: int | None = None) -> int:
    """Orders face up in the order row."""
    return 3


@rule
def hand_limit(players: int | None = None) -> int:
    """Cards a player may keep at the end of the Tidy step."""
    return 8


@rule
def tips_per_clean_order(players: int | None = None) -> int:
    """Tips earned for an order served without any Ice."""
    return 1


@rule
def tips_for_serving(ice_used: int, bonus: int = 0) -> int:
    """Tips taken when an order is served: one for a clean order, plus the order's own bonus."""
    return (tips_per_clean_order() if ice_used == 0 else 0) + bonus


@rule
def final_score(order_points: list, tips: int) -> int:
    """Points of every order served, plus one point for each Tip still held."""
    return sum(order_points) + tips


@rule
def fresh_market_cost() -> int:
    """Tips paid to discard the market and lay out a new one."""
    return 1


@rule
def extra_card_cost() -> int:
    """Tips paid to pick a third card."""
    return 1


def order_value(needs) -> int:
    """An order scores one point per fruit, and one more when it needs three kinds or more."""
    total = sum(a.amount for a in needs)
    return total + (1 if len(needs) >= 3 else 0)


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "fruit": FRUIT_CARDS,
        "orders": ORDER_CARDS,
        "tip-tokens": TIP_TOKENS,
    }


def play(players: int, variant: str | None = None) -> dict[str, dict]:
    return {
        "fruit": {"hand": cards_dealt(players), "draw": cards_picked(), "table": market_size(players)},
        "orders": {"table": order_row()},
    }


@invariant("every order scores one point per fruit, plus one for three kinds or more", per_player_count=False)
def orders_priced_fairly(game) -> bool | str:
    for card in game.deck("orders").cards:
        if card.fields["points"] != order_value(card.fields["needs"]):
            return f"{card.name} scores {card.fields['points']}, not {order_value(card.fields['needs'])}"
    return True


@invariant("the box counts in engine.py match game.yaml", per_player_count=False)
def box_counts_agree(game) -> bool | str:
    tips = next(c for c in game.inventory if c.id == "tip-tokens")
    if game.deck("fruit").total != FRUIT_CARDS:
        return f"fruit deck has {game.deck('fruit').total}"
    if game.deck("orders").total != ORDER_CARDS:
        return f"order deck has {game.deck('orders').total}"
    return True if tips.count == TIP_TOKENS else f"{tips.count} tip tokens"


@invariant("the tip costs in engine.py match game.yaml's costs", per_player_count=False)
def tip_costs_agree(game) -> bool | str:
    prices = {c.id: sum(i.amount for i in c.items) for c in game.costs}
    if prices.get("fresh-market") != fresh_market_cost():
        return "fresh market price differs"
    if prices.get("extra-card") != extra_card_cost():
        return "extra card price differs"
    return True


@invariant("a hand plus a turn's pick fits under the hand limit")
def hand_fits(players: int) -> bool:
    return cards_dealt(players) + cards_picked() <= hand_limit()


@invariant("the fruit deck deals every hand and the market with cards to spare")
def deck_deals(players: int) -> bool:
    return cards_dealt(players) * players + market_size(players) + 10 <= FRUIT_CARDS


@invariant("each bonus order's card bonus is a small extra", per_player_count=False)
def bonuses_small(game) -> bool | str:
    for card in game.deck("orders").cards:
        bonus = card.fields["bonus"]
        if bonus is not None and not 1 <= bonus <= 2:
            return f"{card.name} gives a bonus of {bonus}"
    return True
