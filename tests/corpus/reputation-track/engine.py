"""Engine model of Word of Honour: the reputation track and what it allows.

Reputation runs from -5 to +5. A player's place on the track sets their hand
size, their trade limit and the points it is worth at the end of the game.
"""
from generator.engine import invariant, rule

PLAYERS = (3, 5)

LOWEST = -5
HIGHEST = 5

# (lowest reputation of the band, hand size, trade limit, final points)
BANDS = [
    (-5, 3, 1, -4),
    (-3, 4, 2, -2),
    (-1, 5, 3, 0),
    (2, 6, 3, 2),
    (4, 7, 4, 4),
]


def _band(reputation: int) -> tuple[int, int, int, int]:
    if not LOWEST <= reputation <= HIGHEST:
        raise ValueError(f"reputation {reputation} is off the track")
    found = BANDS[0]
    for band in BANDS:
        if reputation >= band[0]:
            found = band
    return found


@rule
def hand_size(reputation: int = 0) -> int:
    """The most cards a player keeps at the end of their turn."""
    return _band(reputation)[1]


@rule
def trade_limit(reputation: int = 0) -> int:
    """The most cards a player may give away in one deal."""
    return _band(reputation)[2]


@rule
def reputation_points(reputation: int = 0) -> int:
    """Points the final place on the track adds (or takes away)."""
    return _band(reputation)[3]


@rule
def starting_reputation() -> int:
    """Every marker starts on 0."""
    return 0


@rule
def starting_hand(players: int | None = None) -> int:
    """Goods cards dealt at the start: the hand size at the starting reputation."""
    return hand_size(starting_reputation())


@rule
def goods_drawn(players: int | None = None) -> int:
    """Goods cards drawn in the Draw step."""
    return 2


@rule
def promise_tokens_each(players: int | None = None) -> int:
    """Promise tokens each player has."""
    return 2


@rule
def kept_promise_gain() -> int:
    """Spaces up the track for a kept promise."""
    return 1


@rule
def broken_promise_loss() -> int:
    """Spaces down the track for a broken promise."""
    return 2


@rule
def reputation_after(start: int, kept: int = 0, broken: int = 0) -> int:
    """Where a marker ends after promises kept and broken; it never leaves the track."""
    moved = start + kept * kept_promise_gain() - broken * broken_promise_loss()
    return max(LOWEST, min(HIGHEST, moved))


@rule
def market_size(players: int) -> int:
    """Face-up contracts in the market: one more than the players."""
    return players + 1


@rule
def contracts_to_end(players: int) -> int:
    """Contracts one player must have fulfilled to end the game (the round is finished)."""
    return {3: 6, 4: 5, 5: 4}[players]


@rule
def final_score(points: list, reputation: int) -> int:
    """Contract points plus what the final reputation adds."""
    return sum(points) + reputation_points(reputation)


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "goods": 60,
        "contracts": 18,
        "reputation-board": 1,
        "reputation-markers": players,
        "promise-tokens": promise_tokens_each(players) * players,
    }


@invariant("the goods deck deals every opening hand with cards to spare", per_player_count=True)
def deal_fits(players: int, game) -> bool | str:
    dealt = starting_hand(players) * players
    total = game.deck("goods").total
    return True if total >= dealt + 20 else f"{total} cards, {dealt} dealt"


@invariant("the contracts fill the market and leave enough to end the game")
def contracts_suffice(players: int, game) -> bool | str:
    total = game.deck("contracts").total
    needed = market_size(players) + contracts_to_end(players)
    return True if total >= needed else f"{total} contracts, {needed} needed"


@invariant("every contract pays at least a point per good it needs", per_player_count=False)
def contracts_pay(game) -> bool | str:
    for card in game.deck("contracts").cards:
        goods = sum(a.amount for a in card.fields["needs"])
        if card.fields["points"] < goods:
            return f"{card.name} pays {card.fields['points']} for {goods} goods"
        if card.fields["reputation"] not in (-1, 0, 1):
            return f"{card.name} moves reputation by {card.fields['reputation']}"
    return True


@invariant("a better reputation never shrinks the hand or the trade limit", per_player_count=False)
def track_rises(game) -> bool | str:
    for r in range(LOWEST, HIGHEST):
        if hand_size(r + 1) < hand_size(r) or trade_limit(r + 1) < trade_limit(r):
            return f"reputation {r + 1} allows less than {r}"
    return True
