"""Engine model of Lantern Row: a night market card game for 2-4 players.

A round has three phases (Lamplight, Stalls, Closing). In Stalls each player,
starting with the holder of the Great Lantern, takes a turn of three steps:
Take (always), Haggle (optional) and Sell (optional). At Closing the Lantern
passes to the left, so the lead goes round the table.
"""
from generator.engine import invariant, rule

PLAYERS = (2, 4)

GOODS = ("Silk", "Spice", "Tea", "Jade")


# --- setup --------------------------------------------------------------------

@rule
def cards_dealt(players: int) -> int:
    """Goods cards dealt to each player at the start: five in a duel, else four."""
    return 5 if players == 2 else 4


@rule
def river_size(players: int) -> int:
    """Face-up goods cards the river is filled to at Lamplight: two more than the players."""
    return players + 2


@rule
def orders_to_end(players: int) -> int:
    """Filled orders in front of one player that end the game at Closing."""
    return 8 - players


# --- constants ----------------------------------------------------------------

@rule
def hand_limit(players: int | None = None) -> int:
    """Cards a player may keep at the end of their turn."""
    return 7


@rule
def order_row_size(players: int | None = None) -> int:
    """Orders face up in the order row after Lamplight."""
    return 3


@rule
def stale_cards(players: int | None = None) -> int:
    """River cards discarded at Closing (the two that have waited longest)."""
    return 2


@rule
def orders_per_turn(who: str) -> int:
    """Orders a player may fill in the Sell step: the Lantern holder two, everyone else one."""
    return 2 if who == "Lantern holder" else 1


@rule
def haggles_per_turn(players: int | None = None) -> int:
    """Swaps a player may make in the Haggle step."""
    return 1


# --- orders -------------------------------------------------------------------

@rule
def variety_bonus(kinds: int) -> int:
    """Coins an order pays on top of its goods: two for each kind beyond the first."""
    return 2 * (kinds - 1)


@rule
def order_coins(wants: dict) -> int:
    """Coins an order pays: one per good it wants, plus the variety bonus."""
    total = sum(int(n) for n in wants.values())
    kinds = sum(1 for n in wants.values() if int(n) > 0)
    return total + variety_bonus(kinds)


@rule
def wasted_worth(wants: dict, paid: dict, festival: int = 0) -> int | None:
    """Worth paid beyond what an order wants, or None when the payment falls short.

    `paid` maps each good to the worth of the goods cards of that kind paid in;
    each Festival Lantern covers one missing good of any kind.
    """
    short = 0
    extra = 0
    for good in GOODS:
        want = int(wants.get(good, 0))
        have = int(paid.get(good, 0))
        if have < want:
            short += want - have
        else:
            extra += have - want
    if festival < short:
        return None
    return extra + (festival - short)


# --- the Great Lantern -------------------------------------------------------

@rule
def lantern_holder(round_number: int, players: int) -> int:
    """Seat (1 = the first holder, then clockwise) of the Lantern in a round,
    when no Lantern order moved it."""
    return (round_number - 1) % players + 1


@rule
def rounds_led(rounds: int, players: int, seat: int) -> int:
    """How many of the first `rounds` rounds the player in `seat` leads."""
    return sum(1 for r in range(1, rounds + 1) if lantern_holder(r, players) == seat)


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    """Everything comes out at every count: both decks whole and the Lantern.
    A Quiet Night leaves the four Lantern orders in the box."""
    orders = 14 if variant == "quiet-night" else 18
    return {"goods": 44, "orders": orders, "great-lantern": 1}


def play(players: int, variant: str | None = None) -> dict[str, dict]:
    return {
        "goods": {"hand": cards_dealt(players), "draw": 1, "table": river_size(players)},
        "orders": {"table": order_row_size(), "hand": 0},
    }


# --- invariants --------------------------------------------------------------

@invariant("the whole goods deck and order deck come out at setup", per_player_count=False)
def decks_come_out_whole(game) -> bool | str:
    s = setup(2)
    for deck_id in ("goods", "orders"):
        if s[deck_id] != game.deck(deck_id).total:
            return f"setup takes {s[deck_id]} {deck_id} but the deck has {game.deck(deck_id).total}"
    return True


@invariant("the deal and the first river leave goods in the deck")
def deal_leaves_a_deck(players: int, game) -> bool | str:
    left = game.deck("goods").total - cards_dealt(players) * players - river_size(players)
    return True if left >= 10 else f"only {left} goods left after the deal"


@invariant("every order pays what its goods and kinds say", per_player_count=False)
def order_prices(game) -> bool | str:
    for card in game.deck("orders").cards:
        wants = {a.name: a.amount for a in card.fields["wants"]}
        if card.fields["coins"] != order_coins(wants):
            return f"{card.name} pays {card.fields['coins']} but its wants price at {order_coins(wants)}"
    return True


@invariant("the orders can end the game: enough of them for one player to reach the goal",
           per_player_count=True)
def enough_orders(players: int, game) -> bool | str:
    need = orders_to_end(players) * 1 + order_row_size()
    have = game.deck("orders").total
    return True if have >= need else f"{have} orders, {need} needed"


@invariant("the hand limit holds at least the opening hand and one card taken", per_player_count=True)
def hand_limit_fits(players: int) -> bool:
    return hand_limit() >= cards_dealt(players) + 1
