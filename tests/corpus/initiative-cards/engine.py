"""Engine model of Dawn Fleet: simultaneous action selection with initiative.

Every player holds the twelve Action cards of their colour. Each round all
players choose one card face down, reveal together, and the cards resolve in
initiative order, lowest first. Each action owns a band of five initiative
numbers; the five colours share the band, so no two cards in the game share a
number and no tie can happen.
"""
from generator.engine import invariant, rule

PLAYERS = (2, 5)

COLOURS = ["Red", "Blue", "Green", "Yellow", "Purple"]

# The actions in initiative order. Each entry: fish taken from the Shoals,
# fish sold at most, coins per fish sold, coins gained, coins paid,
# reputation gained, orders filled, reputation per fish smoked (at most 3).
ACTIONS = [
    "Slip Moorings",
    "Mend Nets",
    "Trawl",
    "Sell at the Quay",
    "Deliver",
    "Smokehouse",
    "Deep Sea",
    "Fish Auction",
    "Big Haul",
    "Guild Contract",
    "Storm Run",
    "Lantern Festival",
]

_TAKE = {"Slip Moorings": 1, "Trawl": 2, "Deep Sea": 3, "Big Haul": 4, "Storm Run": 5}
_SELL = {"Sell at the Quay": (3, 2), "Fish Auction": (4, 3)}
_GAIN = {"Mend Nets": 2}
_PAY = {"Lantern Festival": 5}
_REPUTATION = {"Lantern Festival": 4}
_BONUS = {"Guild Contract": 2}  # reputation on top of the order's own
_SMOKE = {"Smokehouse": 3}      # fish smoked at most, 1 reputation each

BAND = 5


def _index(action: str) -> int:
    if action not in ACTIONS:
        raise ValueError(f"no action {action!r}")
    return ACTIONS.index(action)


@rule
def initiative_band(action: str) -> str:
    """The five initiative numbers an action's cards carry, as printed: '1-5'."""
    low = _index(action) * BAND + 1
    return f"{low}-{low + BAND - 1}"


@rule
def initiative(colour: str, action: str) -> int:
    """The initiative number of one colour's copy of an action.

    Within its band the colours take turns being earliest, so no colour is
    always first."""
    k = _index(action)
    c = COLOURS.index(colour)
    return k * BAND + 1 + (c + k) % BAND


@rule
def fish_taken(action: str) -> int | None:
    """Fish the action takes from the Shoals (fewer if the Shoals run dry)."""
    return _TAKE.get(action)


@rule
def fish_sold(action: str) -> int | None:
    """Fish the action may sell at most."""
    return _SELL[action][0] if action in _SELL else None


@rule
def sale_price(action: str) -> int | None:
    """Coins for each fish the action sells."""
    return _SELL[action][1] if action in _SELL else None


@rule
def fish_smoked(action: str) -> int | None:
    """Fish the action may smoke at most, for 1 Reputation each."""
    return _SMOKE.get(action)


@rule
def coins_gained(action: str) -> int | None:
    return _GAIN.get(action)


@rule
def coins_paid(action: str) -> int | None:
    return _PAY.get(action)


@rule
def reputation_gained(action: str) -> int | None:
    """Reputation the action scores by itself (not counting an order's own)."""
    return _REPUTATION.get(action) or _BONUS.get(action)


@rule
def orders_filled(action: str) -> int | None:
    return 1 if action in ("Deliver", "Guild Contract") else None


@rule
def cards_per_colour() -> int:
    return len(ACTIONS)


@rule
def rounds(players: int = 2, variant: str | None = None) -> int:
    """Rounds in a game: fewer with more boats, so the game keeps its length."""
    return {2: 10, 3: 9, 4: 8, 5: 8}[players]


@rule
def shoals(players: int = 2, variant: str | None = None) -> int:
    """Fish the Shoals are filled up to at the start of every round."""
    if variant == "ghost-boat":
        return shoals(3)
    return 2 * players + 2


@rule
def starting_coins(players: int | None = None) -> int:
    return 3


@rule
def order_row() -> int:
    """Face-up Order cards in the row."""
    return 3


@rule
def coins_per_reputation() -> int:
    """Coins left at the end are worth 1 Reputation per this many."""
    return 3


@rule
def last_boat_coins() -> int:
    """Coins the highest initiative of a round takes."""
    return 1


@rule
def final_score(reputation: int, coins: int) -> int:
    return reputation + coins // coins_per_reputation()


@rule
def turn_order(plays: dict) -> list:
    """Names in the order their cards resolve: lowest initiative first."""
    return [name for name, _ in sorted(plays.items(), key=lambda kv: int(kv[1]))]


@rule
def catch(shoals_now: int, wants: list) -> list:
    """Fish each boat actually takes, in resolution order, from a Shoals of shoals_now."""
    got = []
    left = shoals_now
    for want in wants:
        take = min(want, left)
        got.append(take)
        left -= take
    return got


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    fleets = players + (1 if variant == "ghost-boat" else 0)
    return {
        "actions": cards_per_colour() * fleets,
        "orders": 18,
        "harbour-board": 1,
        "fish": 50,
        "coins": 40,
        "reputation-markers": players,
    }


def play(players: int, variant: str | None = None) -> dict:
    return {"orders": {"hand": 0, "draw": 1}}


@invariant("each action card's numbers are its action's", per_player_count=False)
def cards_match_actions(game) -> bool | str:
    for card in game.deck("actions").cards:
        f = card.fields
        a = f["action"]
        want = {
            "initiative": initiative(f["colour"], a),
            "take": fish_taken(a),
            "sell": fish_sold(a),
            "price": sale_price(a),
            "gain": coins_gained(a),
            "pay": coins_paid(a),
            "reputation": reputation_gained(a),
        }
        for col, value in want.items():
            if f[col] != value:
                return f"{card.name} ({f['colour']}): {col} is {f[col]}, the rules say {value}"
    return True


@invariant("initiatives 1 to 60 are each on exactly one card", per_player_count=False)
def initiatives_unique(game) -> bool | str:
    seen = sorted(c.fields["initiative"] for c in game.deck("actions").cards)
    return True if seen == list(range(1, 61)) else "initiatives are not 1-60 once each"


@invariant("every colour holds one card of every action", per_player_count=False)
def colours_complete(game) -> bool | str:
    for colour in COLOURS:
        acts = sorted(c.fields["action"] for c in game.deck("actions").cards if c.fields["colour"] == colour)
        if acts != sorted(ACTIONS):
            return f"{colour} does not hold each action once"
    return True


@invariant("a player has enough cards for every round")
def hand_covers_rounds(players: int) -> bool:
    return cards_per_colour() >= rounds(players) + 2


@invariant("the fish supply covers a full Shoals with fish still to spare")
def fish_suffice(players: int, game) -> bool | str:
    fish = next(c for c in game.inventory if c.id == "fish").count
    return True if fish >= shoals(players) * 3 else f"{fish} fish for a Shoals of {shoals(players)}"


@invariant("the order deck never runs out: each player fills at most two orders a game")
def orders_last(players: int, game) -> bool | str:
    deck = game.deck("orders").total
    return True if deck >= order_row() + 2 * players else f"{deck} orders"
