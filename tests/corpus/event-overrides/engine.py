"""Engine model of Market Decree.

The standing rules (hand limit, prices, delivery scoring) and the way a face-up
Decree overrides them for one round. Every table of game.yaml is bound to a
rule here; the invariants hold the two decks to these rules.
"""
from generator.engine import invariant, rule

PLAYERS = (2, 4)

HAND_LIMIT = 5
SMALLEST_DELIVERY = 3
COLLECT_COINS = 2
ROUNDS = 6
STARTING_COINS = 3

CRATE_PRICES = {1: 1, 2: 3, 3: 4}
COPIES_PER_GOOD = {1: 6, 2: 4, 3: 2}
SEALS = {2: 2, 3: 3, 4: 5, 5: 7, 6: 10}
MOST_SEALS = 14  # seven crates or more


@rule
def cards_dealt(players: int) -> int:
    """Goods cards each player is dealt at setup."""
    return 3 if players == 2 else 2


@rule
def market_size(players: int) -> int:
    """Face-up goods cards in the market: two more than the players."""
    return players + 2


@rule
def turns_per_round(players: int) -> int:
    """Turns each player takes in the Trade phase of a round."""
    return 3 if players == 2 else 2


@rule
def starting_coins(players: int | None = None) -> int:
    return STARTING_COINS


@rule
def hand_limit(players: int | None = None, override: int | None = None) -> int:
    """Cards a player may keep at the end of a turn; a Hand Decree replaces it."""
    return HAND_LIMIT if override is None else override


@rule
def smallest_delivery(players: int | None = None, override: int | None = None) -> int:
    """Fewest crates a delivery may hold; Small Orders and Bulk Buyers replace it."""
    return SMALLEST_DELIVERY if override is None else override


@rule
def collect_coins(players: int | None = None) -> int:
    return COLLECT_COINS


@rule
def rounds(players: int | None = None) -> int:
    return ROUNDS


@rule
def crate_price(crates: int) -> int:
    """Printed price of a goods card by its crates."""
    return CRATE_PRICES[crates]


@rule
def copies_per_good(crates: int) -> int:
    return COPIES_PER_GOOD[crates]


@rule
def set_points(crates: int | str) -> int:
    """Seals a delivery of this many crates earns, before any Decree bonus."""
    if crates == "7 or more":
        return MOST_SEALS
    if crates >= 7:
        return MOST_SEALS
    if crates < 2:
        return 0
    return SEALS[crates]


@rule
def buy_price(price: int, change: int = 0) -> int:
    """What a market card costs under a Price Decree: never below 0."""
    return max(0, price + change)


@rule
def delivery_points(crates: int, bonus: int = 0) -> int:
    """Seals for a delivery, with a Score Decree's bonus for its good."""
    return set_points(crates) + bonus


@rule
def leftover_points(coins: int) -> int:
    """Seals for coins left at the end: one for every full three."""
    return coins // 3


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "goods": 48,
        "decrees": 12,
        "coins": 40,
        "seals": 45,
        "first-player": 1,
    }


@invariant("every goods card is priced and counted by its crates", per_player_count=False)
def goods_follow_crates(game) -> bool | str:
    for card in game.deck("goods").cards:
        crates = card.fields["crates"]
        if card.fields["price"] != crate_price(crates):
            return f"{card.name} is priced {card.fields['price']}, not {crate_price(crates)}"
        if card.count != copies_per_good(crates):
            return f"{card.name} has {card.count} copies, not {copies_per_good(crates)}"
    return True


@invariant("each good has the same number of cards", per_player_count=False)
def goods_even(game) -> bool | str:
    per_good = {g: 0 for g in game.names["goods"]}
    for card in game.deck("goods").cards:
        per_good[card.fields["good"]] += card.count
    return True if len(set(per_good.values())) == 1 else f"uneven goods: {per_good}"


@invariant("every Decree overrides exactly what its kind says", per_player_count=False)
def decrees_fit_kind(game) -> bool | str:
    for card in game.deck("decrees").cards:
        f = card.fields
        kind = f["kind"]
        if kind == "Hand" and f["hand_limit"] is None:
            return f"{card.name} is a Hand Decree without a hand limit"
        if kind == "Price" and f["price_change"] is None:
            return f"{card.name} is a Price Decree without a price change"
        if kind == "Score" and f["bonus"] is None and f["min_crates"] is None:
            return f"{card.name} is a Score Decree that changes no scoring"
        if f["bonus"] is not None and not f["good"]:
            return f"{card.name} gives a bonus but names no good"
    return True


@invariant("the Decree deck lasts the whole game", per_player_count=False)
def decrees_last(game) -> bool | str:
    total = game.deck("decrees").total
    return True if total >= ROUNDS else f"{total} Decrees for {ROUNDS} rounds"


@invariant("the goods deck fills the market and the opening hands")
def goods_suffice(players: int, game) -> bool | str:
    need = market_size(players) + cards_dealt(players) * players
    total = game.deck("goods").total
    return True if total >= need else f"{total} goods cards, {need} needed"


@invariant("tokens in the box match what setup takes", per_player_count=False)
def tokens_match(game) -> bool | str:
    counts = {c.id: c.count for c in game.inventory}
    for key, n in setup(2).items():
        if key in counts and counts[key] != n:
            return f"{key}: box {counts[key]}, setup {n}"
    return True
