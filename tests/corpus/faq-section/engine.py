"""Lantern Row: the rules the tables and the rulebook print."""

from generator.engine import invariant, rule

PLAYERS = (2, 4)

_CARDS_DEALT = {2: 5, 3: 4, 4: 4}
_STARTING_COPPER = {2: 4, 3: 3, 4: 3}
_ORDERS_TO_END = {2: 6, 3: 5, 4: 4}


@rule
def cards_dealt(players: int) -> int:
    """Ware cards dealt to each player at setup."""
    return _CARDS_DEALT[players]


@rule
def starting_copper(players: int) -> int:
    """Copper each player takes from the bank at setup."""
    return _STARTING_COPPER[players]


@rule
def orders_face_up(players: int) -> int:
    """Order cards lying face up: one more than the players."""
    return players + 1


@rule
def orders_to_end(players: int) -> int:
    """Delivered orders in front of one player that end the game."""
    return _ORDERS_TO_END[players]


@rule
def hand_limit(players: int | None = None) -> int:
    """Ware cards a player may keep at the end of Tidy."""
    return 8


@rule
def market_size(players: int | None = None) -> int:
    """Face-up ware cards in the market row."""
    return 5


@rule
def copper_limit(players: int | None = None) -> int:
    """Most Copper a player may keep at the end of Tidy."""
    return 10


@rule
def set_points(players: int | None = None) -> int:
    """Points for each full set of one order from every district."""
    return 4


@rule
def wares_collected() -> int:
    """Ware cards taken from the market row in Collect."""
    return 2


@rule
def blind_draw_cards() -> int:
    """Ware cards taken from the top of the deck by a blind draw."""
    return 3


@rule
def copper_collected() -> int:
    """Copper taken from the bank when Collect takes money instead of wares."""
    return 2


@rule
def orders_per_turn() -> int:
    """Orders a player may deliver in one turn."""
    return 1


@rule
def ware_units(cards: list) -> int:
    """Units a handful of ware cards of one kind count for."""
    return sum(int(c) for c in cards)


@rule
def can_deliver(needs: dict, offered: dict) -> bool:
    """True when the offered units cover every kind the order needs."""
    return all(int(offered.get(kind, 0)) >= int(n) for kind, n in needs.items())


@rule
def order_points(units: int, kinds: int) -> int:
    """An order is worth its units, and one more when it needs three kinds or more."""
    return units + (1 if kinds >= 3 else 0)


@rule
def full_sets(harbour: int, temple: int, palace: int) -> int:
    """Full sets among a player's delivered orders."""
    return min(harbour, temple, palace)


@rule
def copper_points(copper: int) -> int:
    """One point for every two Copper kept at the end."""
    return copper // 2


@rule
def final_score(order_points: int, sets: int, copper: int) -> int:
    """Points on the orders, the sets and the Copper."""
    return order_points + set_points() * sets + copper_points(copper)


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "wares": 48,           # the whole ware deck: hands, market row and draw pile
        "orders": 18,          # the whole order deck: face-up orders and draw pile
        "copper-coins": 40,    # the bank, players take their starting Copper from it
        "first-lantern": 1,
    }


def play(players: int, variant: str | None = None) -> dict[str, dict]:
    return {
        "wares": {"hand": cards_dealt(players), "draw": wares_collected(), "table": market_size()},
        "orders": {"table": orders_face_up(players)},
    }


@invariant("every order is worth its units, plus one when it needs three kinds", per_player_count=False)
def orders_priced(game) -> bool | str:
    for card in game.deck("orders").cards:
        needs = card.fields["needs"]
        units = sum(a.amount for a in needs)
        if card.fields["points"] != order_points(units, len(needs)):
            return f"{card.name} is worth {card.fields['points']}, not {order_points(units, len(needs))}"
    return True


@invariant("every district has as many orders as the others", per_player_count=False)
def districts_even(game) -> bool | str:
    counts = {}
    for card in game.deck("orders").cards:
        counts[card.fields["district"]] = counts.get(card.fields["district"], 0) + card.count
    return True if len(set(counts.values())) == 1 else f"orders by district: {counts}"


@invariant("the ware deck deals every hand and the market row with cards to spare")
def wares_suffice(players: int, game) -> bool | str:
    needed = cards_dealt(players) * players + market_size()
    total = game.deck("wares").total
    return True if total >= needed + 10 else f"{total} wares, {needed} dealt at setup"


@invariant("the bank pays every player's starting Copper")
def bank_suffices(players: int, game) -> bool:
    coins = next(c for c in game.inventory if c.id == "copper-coins")
    return coins.count >= starting_copper(players) * players


@invariant("the order deck can end the game at every count")
def orders_suffice(players: int, game) -> bool:
    return game.deck("orders").total >= orders_to_end(players) * players // 2 + orders_face_up(players)
