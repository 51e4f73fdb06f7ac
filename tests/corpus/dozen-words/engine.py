"""By the Dozen: the rules the tables and the rulebook print."""

from generator.engine import invariant, rule

PLAYERS = (2, 4)

DOZEN = 12
HALF_DOZEN = 6
PAIR = 2
BRACE = 2
GROSS = DOZEN * DOZEN

EGG_TOKENS = 72


# --- setting up -------------------------------------------------------------

@rule
def order_row(players: int) -> int:
    """Orders laid face up in the order row: two more than the players."""
    return players + 2


@rule
def stock_row(players: int | None = None) -> int:
    """Stock cards laid face up beside the stock pile, at every count."""
    return 4


@rule
def starting_shillings(players: int | None = None) -> int:
    """Shillings each player starts with."""
    return 3


@rule
def starting_hens(players: int | None = None) -> int:
    """Speckled Hens dealt to each player at the start."""
    return 2


@rule
def market_days(players: int = 2) -> int:
    """Market days (rounds) before the market closes at the latest."""
    return 10 - players


# --- the turn ---------------------------------------------------------------

@rule
def actions_per_turn() -> int:
    """Actions a player takes in the Market, on each turn."""
    return 2


@rule
def egg_limit() -> int:
    """Most eggs a player may keep overnight: two dozen."""
    return 2 * DOZEN


@rule
def dozens_to_close() -> int:
    """Dozens chalked on the Egg Board that close the market: a gross."""
    return GROSS // DOZEN


@rule
def gate_price() -> int:
    """Shillings the carrier at the gate pays for one lot."""
    return 1


@rule
def constant(what: str) -> int:
    return {
        "Actions a turn": actions_per_turn(),
        "Eggs kept overnight": egg_limit(),
        "Dozens that close the market": dozens_to_close(),
        "Shillings at the gate": gate_price(),
    }[what]


# --- prices -----------------------------------------------------------------

LOT_PRICES = {
    "Half a dozen eggs": 2,
    "A dozen eggs": 3,
    "A pair of rabbits": 2,
    "A brace of pheasants": 3,
}


@rule
def lot_price(lot: str) -> int:
    """What the market pays for one lot."""
    return LOT_PRICES[lot]


@rule
def egg_pay(eggs: int) -> int:
    """Eggs sell by the dozen; a half dozen left over sells as a lot of its own."""
    dozens, rest = divmod(eggs, DOZEN)
    pay = dozens * lot_price("A dozen eggs")
    if rest == HALF_DOZEN:
        pay += lot_price("Half a dozen eggs")
    return pay


@rule
def order_pay(eggs: int, rabbits: int, pheasants: int) -> int:
    """What an order pays: the sum of its lots."""
    return (
        egg_pay(eggs)
        + (rabbits // PAIR) * lot_price("A pair of rabbits")
        + (pheasants // BRACE) * lot_price("A brace of pheasants")
    )


@rule
def dozens_chalked(eggs: int) -> int:
    """Whole dozens an order chalks on the Egg Board (a half dozen chalks nothing)."""
    return eggs // DOZEN


@rule
def eggs_laid(layers: list) -> int:
    """Eggs a yard lays in the Morning: the sum of its hens' eggs."""
    return sum(int(n) for n in layers)


@rule
def bakers_dozen_eggs(eggs: int) -> int:
    """The Baker's Dozen variant: eggs handed over for an order of whole dozens."""
    return (eggs // DOZEN) * (DOZEN + 1) + eggs % DOZEN


# --- what comes out of the box ----------------------------------------------

def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "stock": 37,
        "stock/speckled-hen": starting_hens(players) * players,
        "orders": 24,
        "market-board": 1,
        "egg-tokens": EGG_TOKENS,
        "rabbit-tokens": 20,
        "pheasant-tokens": 20,
        "coins": 40,
        "tally-marker": 1,
        "day-marker": 1,
        "market-bell": 1,
    }


def play(players: int, variant: str | None = None) -> dict:
    return {"orders": {"hand": 0, "draw": 1}}


# --- invariants -------------------------------------------------------------

@invariant("every order card pays the sum of its lots", per_player_count=False)
def orders_pay_their_lots(game) -> bool | str:
    wrong = []
    for card in game.deck("orders").cards:
        f = card.fields
        if f["pay"] != order_pay(f["eggs"], f["rabbits"], f["pheasants"]):
            wrong.append(card.name)
    return True if not wrong else "pays wrongly: " + ", ".join(wrong)


@invariant("every order buys whole lots: eggs by the half dozen, rabbits by the pair, pheasants by the brace",
           per_player_count=False)
def orders_are_whole_lots(game) -> bool | str:
    for card in game.deck("orders").cards:
        f = card.fields
        if f["eggs"] % HALF_DOZEN or f["rabbits"] % PAIR or f["pheasants"] % BRACE:
            return f"odd lot: {card.name}"
    return True


@invariant("the order deck holds at least a gross of eggs in whole dozens", per_player_count=False)
def deck_can_close_market(game) -> bool | str:
    dozens = sum(dozens_chalked(c.fields["eggs"]) * c.count for c in game.deck("orders").cards)
    return True if dozens >= dozens_to_close() else f"only {dozens} dozen in the deck"


@invariant("the stock deck holds the Speckled Hens dealt at the start")
def hens_suffice(players: int, game) -> bool:
    hen = next(c for c in game.deck("stock").cards if c.id == "speckled-hen")
    return hen.count >= starting_hens(players) * players


@invariant("the order deck fills the order row", per_player_count=True)
def orders_fill_row(players: int, game) -> bool:
    return game.deck("orders").total >= order_row(players)


@invariant("the box's egg tokens match the engine", per_player_count=False)
def egg_tokens_match(game) -> bool:
    eggs = next(c for c in game.inventory if c.id == "egg-tokens")
    return eggs.count == EGG_TOKENS
