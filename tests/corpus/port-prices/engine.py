"""Engine model of Five Harbours: ships trade four goods between five ports.

Every port keeps one price list per good. A list is five spaces of the
shared price ladder: a port that makes a good has the cheap list, a port
that wants it the dear list, the others the fair list. A price marker sits
on one space of each list; a sale pushes it down, a purchase pushes it up.
"""
from generator.engine import invariant, rule

PLAYERS = (2, 4)

PORTS = ("Amberhaven", "Brackwater", "Coralmouth", "Dunmere", "Eastreach")
GOODS = ("Grain", "Timber", "Wine", "Spice")

# The shared ladder: step -> (buy price, sell price). Buying always costs more
# than selling brings at the same step.
LADDER = {1: (2, 1), 2: (3, 2), 3: (4, 3), 4: (6, 4), 5: (8, 6), 6: (10, 8), 7: (12, 10)}

# Where each kind of list starts on the ladder: its space 1.
LIST_START = {"cheap": 1, "fair": 2, "dear": 3}

LIST_SPACES = 5

STANCE = {
    "Amberhaven": {"Grain": "cheap", "Timber": "fair", "Wine": "dear", "Spice": "fair"},
    "Brackwater": {"Grain": "fair", "Timber": "cheap", "Wine": "fair", "Spice": "dear"},
    "Coralmouth": {"Grain": "dear", "Timber": "fair", "Wine": "fair", "Spice": "cheap"},
    "Dunmere": {"Grain": "fair", "Timber": "dear", "Wine": "cheap", "Spice": "fair"},
    "Eastreach": {"Grain": "fair", "Timber": "dear", "Wine": "dear", "Spice": "cheap"},
}

DUES = {"Amberhaven": 1, "Brackwater": 2, "Coralmouth": 2, "Dunmere": 1, "Eastreach": 1}

LAST_ROUND = {2: 12, 3: 10, 4: 9}


@rule
def port_stance(port: str, good: str) -> str:
    """Which of the three price lists a port keeps for a good."""
    return STANCE[port][good]


@rule
def harbour_dues(port: str) -> int:
    """Coins paid to a port in a turn you trade there."""
    return DUES[port]


@rule
def list_price(space: int, stance: str, side: str) -> int:
    """The buy or sell price printed on one space of a cheap, fair or dear list."""
    step = LIST_START[stance] + space - 1
    buy, sell = LADDER[step]
    return buy if side == "buy" else sell


@rule
def list_spaces() -> int:
    """Spaces on every price list."""
    return LIST_SPACES


@rule
def opening_space() -> int:
    """Every price marker starts on the middle space of its list."""
    return (LIST_SPACES + 1) // 2


@rule
def shift_spaces(crates: int) -> int:
    """Spaces a price marker moves after one sale or purchase of this many crates."""
    return 1 if crates <= 2 else 2


@rule
def space_after_sale(space: int, crates: int) -> int:
    return max(1, space - shift_spaces(crates))


@rule
def space_after_purchase(space: int, crates: int) -> int:
    return min(LIST_SPACES, space + shift_spaces(crates))


@rule
def lot_cost(stance: str, space: int, crates: int) -> int:
    """What a purchase of several crates costs: every crate at the same price."""
    return crates * list_price(space, stance, "buy")


@rule
def lot_value(stance: str, space: int, crates: int) -> int:
    """What a sale of several crates brings: every crate at the same price."""
    return crates * list_price(space, stance, "sell")


@rule
def hold_size() -> int:
    """Crates a ship's hold carries."""
    return 4


@rule
def sail_leagues() -> int:
    """Leagues a ship may sail in one turn."""
    return 3


@rule
def starting_coins(seat: int) -> int:
    """Coins each captain starts with; later seats make up for moving later."""
    return 17 + seat


@rule
def last_round(players: int = 2) -> int:
    """The round after which the game ends."""
    return LAST_ROUND[players]


@rule
def leftover_crate_value() -> int:
    """What a crate still in the hold is worth when the game ends."""
    return 1


@rule
def price_grid(port: str) -> list:
    """The four price lists of a port board, one row per good, as 'buy / sell' per space."""
    return [
        [f"{list_price(s, STANCE[port][g], 'buy')}|{list_price(s, STANCE[port][g], 'sell')}"
         for s in range(1, LIST_SPACES + 1)]
        for g in GOODS
    ]


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "game-board": 1,
        "port-boards": 5,
        "ship-mats": players,
        "ships": players,
        "news": 14,
        "price-markers": 20,
        "round-marker": 1,
        "cargo": 32,
        "coins": 50,
    }


@invariant("every good has a port that makes it and a port that wants it", per_player_count=False)
def every_good_has_a_route() -> bool | str:
    for g in GOODS:
        stances = {STANCE[p][g] for p in PORTS}
        if not {"cheap", "dear"} <= stances:
            return f"{g} lacks a cheap or a dear port"
    return True


@invariant("buying always costs more than selling brings at the same space", per_player_count=False)
def no_free_money() -> bool:
    return all(buy > sell for buy, sell in LADDER.values())


@invariant("a full hold bought cheap and sold dear at the opening prices makes a profit", per_player_count=False)
def trade_pays() -> bool | str:
    mid = opening_space()
    n = hold_size()
    cost = lot_cost("cheap", mid, n) + max(DUES.values())
    value = lot_value("dear", mid, n) - max(DUES.values())
    return True if value > cost else f"cost {cost}, value {value}"


@invariant("the news deck lasts every round but the last")
def news_lasts(players: int, game) -> bool | str:
    deck = game.deck("news").total
    return True if deck >= last_round(players) - 1 else f"{deck} news cards for {last_round(players)} rounds"


@invariant("the box holds enough cargo for every hold filled", per_player_count=True)
def cargo_suffices(players: int, game) -> bool:
    cargo = next(c for c in game.inventory if c.id == "cargo")
    return cargo.count >= players * hold_size()
