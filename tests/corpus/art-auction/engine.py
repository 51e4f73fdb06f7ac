"""Hammer Price: the rules the tables, examples and rulebook print."""

from generator.engine import invariant, rule

PLAYERS = (3, 5)

_STARTING_CASH = {3: 90000, 4: 80000, 5: 70000}
_LOTS_PER_SALE = {3: 4, 4: 4, 5: 3}

# The price bands: (lowest bid in the band, step), highest band first.
_BANDS = ((50000, 5000), (25000, 2500), (10000, 1000), (0, 500))
_BAND_NAMES = {
    "Under $10,000": 0,
    "$10,000 to $24,999": 10000,
    "$25,000 to $49,999": 25000,
    "$50,000 and up": 50000,
}


@rule
def starting_cash(players: int = 3) -> int:
    """Dollars each collector writes on the first line of the ledger."""
    return _STARTING_CASH[players]


@rule
def sales(players: int = 3) -> int:
    """Sales in the game: every player holds the gavel twice."""
    return 2 * players


@rule
def lots_per_sale(players: int = 3) -> int:
    """Paintings turned over in each sale's catalogue."""
    return _LOTS_PER_SALE[players]


@rule
def paintings_used(players: int = 3) -> int:
    """Paintings dealt off the shuffled deck for the whole game."""
    return sales(players) * lots_per_sale(players)


@rule
def premium_percent(players: int | None = None) -> int:
    """The buyer's premium, in percent of the hammer price."""
    return 20


@rule
def collection_size(players: int | None = None) -> int:
    """Paintings of one kind that make a collection."""
    return 3


@rule
def min_raise(price: int) -> int:
    """The least a bidder must add to the current bid of `price` dollars."""
    for lowest, step in _BANDS:
        if price >= lowest:
            return step
    raise ValueError(f"no band for {price}")


@rule
def bid_step(band: str) -> int:
    """The step of a price band, by its printed name."""
    return min_raise(_BAND_NAMES[band])


@rule
def next_bid(price: int) -> int:
    """The lowest bid allowed after a bid of `price`."""
    return price + min_raise(price)


@rule
def buyers_premium(hammer: int, percent: int = 20) -> int:
    """The premium on a hammer price, in dollars."""
    return hammer * percent // 100


@rule
def total_paid(hammer: int, percent: int = 20) -> int:
    """What the winner crosses off the ledger: hammer price and premium."""
    return hammer + buyers_premium(hammer, percent)


@rule
def appraisal(paintings: list) -> int:
    """The appraiser's value of a collector's paintings (no card texts).

    Each painting counts at its low estimate; every painting of a kind the
    collector holds at least collection_size() of counts at its high one.
    """
    kinds: dict[str, int] = {}
    for p in paintings:
        kinds[p["kind"]] = kinds.get(p["kind"], 0) + 1
    total = 0
    for p in paintings:
        total += p["high"] if kinds[p["kind"]] >= collection_size() else p["low"]
    return total


@rule
def final_score(cash: int, paintings: list) -> int:
    """Cash left plus the appraisal."""
    return cash + appraisal(paintings)


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "paintings": paintings_used(players),
        "paddles": players,
        "gavel": 1,
        "pencils": players,
        "ledger": 1,
    }


@invariant("every reserve is half the painting's low estimate", per_player_count=False)
def reserves_are_half(game) -> bool | str:
    bad = [c.name for c in game.deck("paintings").cards if c.fields["reserve"] * 2 != c.fields["low"]]
    return True if not bad else "reserve is not half the low estimate: " + ", ".join(bad)


@invariant("every high estimate lies above the low one and at most twice it", per_player_count=False)
def estimates_make_sense(game) -> bool | str:
    bad = [
        c.name
        for c in game.deck("paintings").cards
        if not c.fields["low"] < c.fields["high"] <= 2 * c.fields["low"]
    ]
    return True if not bad else "estimate out of range: " + ", ".join(bad)


@invariant("the deck holds the paintings a game uses")
def deck_lasts(players: int, game) -> bool:
    return game.deck("paintings").total >= paintings_used(players)


@invariant("the band names agree with the steps", per_player_count=False)
def bands_agree(game) -> bool | str:
    for name, lowest in _BAND_NAMES.items():
        if bid_step(name) != min_raise(lowest):
            return f"band {name} disagrees"
    return True
