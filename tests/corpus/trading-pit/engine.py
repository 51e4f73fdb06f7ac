"""Engine model of Open Outcry, the real-time commodity trading game.

The numbers the rulebook prints (commodity values, the deal, penalties, the
score to reach) live here; game.yaml's tables and the card data are held to
them by pnp check.
"""
from generator.engine import invariant, rule

PLAYERS = (3, 8)

# Points for cornering each commodity, cheapest first.
VALUES = {
    "Oats": 40,
    "Rice": 50,
    "Cotton": 60,
    "Sugar": 70,
    "Cocoa": 80,
    "Coffee": 90,
    "Copper": 100,
    "Silver": 120,
}

# The smallest table at which each suit is shuffled in (the mark on its cards).
FIRST_COUNT = {
    "Rice": 3,
    "Cotton": 3,
    "Cocoa": 3,
    "Coffee": 4,
    "Sugar": 5,
    "Oats": 6,
    "Copper": 7,
    "Silver": 8,
}

PENALTIES = {
    "Holding the Bear": 25,
    "Holding the Bull": 15,
    "Ringing a false close": 20,
    "Passing a mixed set": 10,
}

SUIT_SIZE = 9
MARKET_MOVERS = 2  # the Bull and the Bear


@rule
def commodity_value(commodity: str) -> int:
    """Points the closer scores for a corner of this commodity."""
    return VALUES[commodity]


@rule
def bull_run_value(commodity: str) -> int:
    """Nine of the commodity and the Bull: double the value."""
    return 2 * VALUES[commodity]


@rule
def in_play_from(commodity: str) -> int:
    """The fewest players at which this suit is used."""
    return FIRST_COUNT[commodity]


@rule
def suits_in_play(players: int) -> int:
    """One commodity suit per player."""
    return sum(1 for first in FIRST_COUNT.values() if first <= players)


@rule
def cards_in_a_suit(players: int | None = None) -> int:
    return SUIT_SIZE


@rule
def cards_in_the_deal(players: int) -> int:
    """Every card of the suits in play, with the Bull and the Bear."""
    return SUIT_SIZE * suits_in_play(players) + MARKET_MOVERS


@rule
def hand_size(players: int | None = None) -> int:
    """Cards most players are dealt."""
    return SUIT_SIZE


@rule
def players_dealt_ten(players: int | None = None) -> int:
    """The deal runs out two cards past nine each: two players hold ten."""
    return cards_in_the_deal(players or PLAYERS[0]) - SUIT_SIZE * (players or PLAYERS[0])


@rule
def smallest_set() -> int:
    return 1


@rule
def largest_set() -> int:
    return 4


@rule
def penalty(caught: str) -> int:
    """Points lost at the close (or at once, for a false close or a foul)."""
    return PENALTIES[caught]


@rule
def bear_penalty() -> int:
    return PENALTIES["Holding the Bear"]


@rule
def bull_penalty() -> int:
    return PENALTIES["Holding the Bull"]


@rule
def false_close_penalty() -> int:
    return PENALTIES["Ringing a false close"]


@rule
def mixed_set_penalty() -> int:
    return PENALTIES["Passing a mixed set"]


@rule
def points_to_win() -> int:
    return 500


@rule
def corner_points(commodity: str, bull_run: bool = False) -> int:
    """What the closer scores."""
    return bull_run_value(commodity) if bull_run else commodity_value(commodity)


@rule
def total_after_close(before: int, commodity: str, bull_run: bool = False) -> int:
    return before + corner_points(commodity, bull_run)


@rule
def total_after_penalty(before: int, caught: str) -> int:
    return before - penalty(caught)


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    """What a session at this count takes out of the box."""
    return {
        "commodities": SUIT_SIZE * suits_in_play(players),
        "market": MARKET_MOVERS,
        "score-ledger": 1,
        "bell": 1,
    }


@invariant("one commodity suit per player")
def a_suit_per_player(players: int) -> bool:
    return suits_in_play(players) == players


@invariant("every card's printed value is its commodity's value", per_player_count=False)
def card_values_match(game) -> bool | str:
    wrong = [c.name for c in game.deck("commodities").cards
             if c.fields["value"] != VALUES[c.fields["commodity"]]]
    return True if not wrong else f"value differs: {', '.join(wrong)}"


@invariant("every card's player mark is its suit's first count", per_player_count=False)
def card_marks_match(game) -> bool | str:
    wrong = [c.name for c in game.deck("commodities").cards
             if c.fields["from_players"] != FIRST_COUNT[c.fields["commodity"]]]
    return True if not wrong else f"mark differs: {', '.join(wrong)}"


@invariant("every suit in the box has nine cards, and there is one suit per seat", per_player_count=False)
def suits_are_whole(game) -> bool | str:
    deck = game.deck("commodities")
    counts: dict[str, int] = {}
    for card in deck.cards:
        counts[card.fields["commodity"]] = counts.get(card.fields["commodity"], 0) + card.count
    short = [name for name, n in counts.items() if n != SUIT_SIZE]
    if short:
        return f"suits not of nine: {', '.join(short)}"
    return True if len(counts) == game.max_players else f"{len(counts)} suits for {game.max_players} seats"


@invariant("the market deck is the Bull and the Bear", per_player_count=False)
def two_movers(game) -> bool:
    return game.deck("market").total == MARKET_MOVERS
