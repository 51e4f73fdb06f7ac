"""Engine model of Going Once: The Estate Sale.

Each @rule is a number or a decision the printed rules state; game.yaml's
tables and worked examples are checked against them.
"""
from generator.engine import invariant, rule

PLAYERS = (3, 6)

BID_STEP = 5
MIN_LOT = 2
MAX_LOT = 4
FORGERY_PENALTY = 15

_STARTING = {3: 100, 4: 90, 5: 80, 6: 70}
_VIEWING = {3: 8, 4: 7, 5: 10, 6: 9}
_RESERVE = {2: 10, 3: 20, 4: 35}
_COLLECTION = {1: 5, 2: 10, 3: 20, 4: 35, 5: 55}
_COLLECTION_TOP = 80  # six or more cards of one collection


@rule
def starting_coins(players: int) -> int:
    """Coins each player starts with."""
    return _STARTING[players]


@rule
def viewing_size(players: int) -> int:
    """Cards the auctioneer turns face up at the start of each round."""
    return _VIEWING[players]


@rule
def auctioneer_turns(players: int) -> int:
    """How many times each player holds the gavel in a game."""
    return 2 if players <= 4 else 1


@rule
def rounds(players: int) -> int:
    """Rounds in a game: one per turn as auctioneer."""
    return players * auctioneer_turns(players)


@rule
def bid_step() -> int:
    """Every bid is a multiple of this many coins."""
    return BID_STEP


@rule
def smallest_lot() -> int:
    return MIN_LOT


@rule
def largest_lot() -> int:
    return MAX_LOT


@rule
def forgery_penalty() -> int:
    """Coins each forgery costs its owner at the end."""
    return FORGERY_PENALTY


@rule
def reserve_price(cards: int) -> int:
    """The lowest opening bid for a lot of this many cards."""
    return _RESERVE[cards]


@rule
def collection_value(cards: int | str) -> int:
    """Coins a collection of this many cards is worth at the end."""
    if cards == "6 or more":
        return _COLLECTION_TOP
    n = int(cards)
    if n <= 0:
        return 0
    return _COLLECTION.get(n, _COLLECTION_TOP)


def _auction(bids: dict, cards: int) -> tuple[str | None, int | None]:
    """Once-around bidding: bids in seating order, None for a pass.

    Each bid must be a multiple of the step, at least the reserve, and higher
    than the bid standing before it; a bid that breaks a rule is refused.
    """
    reserve = reserve_price(cards)
    high_name, high = None, None
    for name, bid in bids.items():
        if bid is None:
            continue
        bid = int(bid)
        if bid % BID_STEP:
            raise ValueError(f"{name} bids {bid}, not a multiple of {BID_STEP}")
        if bid < reserve:
            raise ValueError(f"{name} bids {bid}, below the reserve of {reserve}")
        if high is not None and bid <= high:
            raise ValueError(f"{name} bids {bid}, not above the high bid of {high}")
        high_name, high = name, bid
    return high_name, high


@rule
def lot_winner(bids: dict, cards: int) -> str | None:
    """Who takes the lot (None: bought in)."""
    return _auction(bids, cards)[0]


@rule
def lot_price(bids: dict, cards: int) -> int | None:
    """What the winner pays (None: bought in)."""
    return _auction(bids, cards)[1]


@rule
def final_score(coins: int, collections: list, forgeries: int) -> int:
    """Coins in hand, plus each collection's value, less each forgery."""
    return coins + sum(collection_value(n) for n in collections) - forgeries * FORGERY_PENALTY


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    """The whole deck is shuffled; the bank holds every coin; one gavel."""
    return {"estate": 58, "coins-5": 60, "coins-25": 24, "gavel": 1}


@invariant("the deck lasts every round of the game")
def deck_lasts(players: int, game) -> bool | str:
    total = game.deck("estate").total
    need = rounds(players) * viewing_size(players)
    return True if need <= total else f"{need} cards needed, {total} in the deck"


@invariant("the bank can pay out every player's starting coins")
def bank_covers_start(players: int, game) -> bool | str:
    inv = {c.id: c.count for c in game.inventory}
    bank = inv["coins-5"] * 5 + inv["coins-25"] * 25
    need = starting_coins(players) * players
    return True if need <= bank else f"{need} coins needed, the bank holds {bank}"


@invariant("a viewing can always be split into lots of the allowed sizes")
def viewing_splits(players: int) -> bool:
    return viewing_size(players) >= MIN_LOT


@invariant("every reserve price and collection value is a multiple of the bid step", per_player_count=False)
def values_in_steps(game) -> bool | str:
    bad = [v for v in list(_RESERVE.values()) + list(_COLLECTION.values()) + [_COLLECTION_TOP] if v % BID_STEP]
    return True if not bad else f"not multiples of {BID_STEP}: {bad}"


@invariant("masterpieces count as two and forgeries cost the penalty", per_player_count=False)
def card_data_agrees(game) -> bool | str:
    for card in game.deck("estate").cards:
        f = card.fields
        if f["collection"]:
            if f["counts"] not in (1, 2) or f["penalty"] is not None:
                return f"{card.name}: a collection card counts 1 or 2 and has no penalty"
        elif f["penalty"] != FORGERY_PENALTY or f["counts"] is not None:
            return f"{card.name}: a forgery costs {FORGERY_PENALTY} and counts for no collection"
    return True
