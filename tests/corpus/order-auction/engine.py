"""Engine model of Saltgate Wharf.

Merchants bid coins for berths on the wharf (berth 1 moves first and costs
most), buy goods from four price tracks whose cheapest cube gets dearer as
the stock runs down, and deliver Orders for coins and renown. At the end of
each round the market refills by a table by player count.
"""
from generator.engine import invariant, rule

PLAYERS = (3, 6)

GOODS = ("Salt", "Cloth", "Spice", "Glass")

# Cubes of each good on its price track when the game starts.
MARKET_START = {"Salt": 6, "Cloth": 5, "Spice": 4, "Glass": 3}

# Cubes of each good in the box (the general supply).
CUBES_IN_BOX = {"Salt": 16, "Cloth": 14, "Spice": 12, "Glass": 10}

# Cubes that come back to each track at the end of a round, by player count.
REFILL = {
    "Salt": {3: 3, 4: 3, 5: 4, 6: 5},
    "Cloth": {3: 2, 4: 3, 5: 3, 6: 4},
    "Spice": {3: 2, 4: 2, 5: 3, 6: 3},
    "Glass": {3: 1, 4: 2, 5: 2, 6: 3},
}

TRACK_SPACES = 8          # each price track runs 1 to 8 coins, one cube a space
HIGHEST_BERTH_PRICE = 3   # no berth ever costs more than this


@rule
def track_spaces(players: int | None = None) -> int:
    """Spaces on each price track; the space's number is its price."""
    return TRACK_SPACES


@rule
def berths_in_play(players: int) -> int:
    """One berth per player; the berths behind them stay empty."""
    return players


@rule
def berth_price(berth: int, players: int) -> int | None:
    """Coins to claim a berth: the last berth in play is free, each berth in
    front of it costs one more, up to three. None: not in play at this count."""
    if berth > berths_in_play(players):
        return None
    return min(HIGHEST_BERTH_PRICE, players - berth)


@rule
def outbid(lying: int) -> int:
    """Coins needed to take a claimed berth: one more than the coins lying on it."""
    return lying + 1


@rule
def display_size(players: int) -> int:
    """Face-up Orders in the display: two more than the players."""
    return players + 2


@rule
def rounds(players: int) -> int:
    """Rounds in a game: seven with three or four players, six with more."""
    return 7 if players <= 4 else 6


@rule
def income(players: int | None = None) -> int:
    """Coins every player takes at the start of each round."""
    return 3


@rule
def starting_coins(players: int | None = None) -> int:
    """Coins each player starts with."""
    return 10


@rule
def warehouse_limit(players: int | None = None) -> int:
    """Goods a player may keep at the end of a round."""
    return 6


@rule
def order_limit(players: int | None = None) -> int:
    """Orders a player may hold undelivered."""
    return 3


@rule
def coins_per_renown(players: int | None = None) -> int:
    """At the end, every full this-many coins is worth 1 renown."""
    return 5


@rule
def market_start(good: str) -> int:
    """Cubes of a good on its track at setup, on its most expensive spaces."""
    return MARKET_START[good]


@rule
def setup_price(good: str) -> int:
    """The cheapest cube of a good at setup."""
    return TRACK_SPACES + 1 - MARKET_START[good]


@rule
def cubes_in_box(good: str) -> int:
    return CUBES_IN_BOX[good]


@rule
def refill(good: str, players: int) -> int:
    """Cubes of a good put back on its track in the Refill phase."""
    return REFILL[good][players]


@rule
def cheapest_price(stock: int) -> int | None:
    """The price of the cheapest cube on a track that holds `stock` cubes."""
    if stock <= 0:
        return None
    return TRACK_SPACES + 1 - stock


@rule
def purchase_cost(stock: int, count: int) -> int:
    """Coins to buy `count` cubes, one at a time, always the cheapest, from a
    track holding `stock` cubes."""
    if count > stock:
        raise ValueError(f"only {stock} cubes on the track")
    first = TRACK_SPACES + 1 - stock
    return sum(first + i for i in range(count))


@rule
def stock_after_refill(stock: int, good: str, players: int, supply: int) -> int:
    """Cubes on a track after the Refill phase: the table's cubes, no more than
    the supply holds and no more than the track's empty spaces take."""
    return stock + min(refill(good, players), supply, TRACK_SPACES - stock)


@rule
def final_renown(renown: int, coins: int, undelivered: int) -> int:
    """Renown from delivered Orders, one more per full five coins, one less per
    Order still in hand."""
    return renown + coins // coins_per_renown() - undelivered


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "harbour-board": 1,
        "orders": 40,
        "salt-cubes": CUBES_IN_BOX["Salt"],
        "cloth-cubes": CUBES_IN_BOX["Cloth"],
        "spice-cubes": CUBES_IN_BOX["Spice"],
        "glass-cubes": CUBES_IN_BOX["Glass"],
        "ships": players,
        "warehouse-mats": players,
        "coins": 56,
        "round-marker": 1,
    }


@invariant("income always covers the dearest berth, so no one is ever left without a berth they can pay for")
def income_covers_berths(players: int) -> bool | str:
    dearest = max(p for b in range(1, players + 1) if (p := berth_price(b, players)) is not None)
    return True if income() >= dearest else f"dearest berth {dearest}, income {income()}"


@invariant("the last berth in play is always free")
def last_berth_free(players: int) -> bool:
    return berth_price(players, players) == 0


@invariant("the box holds the cubes the engine counts, and every track's starting stock", per_player_count=False)
def cubes_match_box(game) -> bool | str:
    for good in GOODS:
        line = next(c for c in game.inventory if c.id == f"{good.lower()}-cubes")
        if line.count != CUBES_IN_BOX[good]:
            return f"{good}: box {line.count}, engine {CUBES_IN_BOX[good]}"
        if MARKET_START[good] > TRACK_SPACES or MARKET_START[good] > line.count:
            return f"{good}: starting stock does not fit"
    return True


@invariant("the Order deck fills the display twice over", per_player_count=True)
def deck_fills_display(players: int, game) -> bool | str:
    total = game.deck("orders").total
    return True if total >= 2 * display_size(players) else f"{total} Orders for a display of {display_size(players)}"


@invariant("setup names the whole Order deck", per_player_count=False)
def orders_come_out(game) -> bool | str:
    total = game.deck("orders").total
    return True if setup(3)["orders"] == total else f"setup takes {setup(3)['orders']} of {total}"


@invariant("the coins on the sheet are the coins setup takes", per_player_count=False)
def coins_come_out(game) -> bool | str:
    line = next(c for c in game.inventory if c.id == "coins")
    return True if line.count == setup(3)["coins"] else f"box {line.count}, setup {setup(3)['coins']}"
