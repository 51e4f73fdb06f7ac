"""Engine model of Five Banners: a trick-taking game for 3-5 players.

Each hand the players bid for the right to name trumps. The highest bidder,
the Claimant, names a banner (or No trumps), at four or five players calls
an ally by naming a Crown, and must take at least the tricks bid.
Standard library and generator.engine only.
"""
from __future__ import annotations

from generator.engine import invariant, rule

PLAYERS = (3, 5)

# The five banners in bidding order, lowest first. No trumps outranks them all.
SUITS = ("Falcons", "Stags", "Boars", "Roses", "Towers")
NO_TRUMPS = "No trumps"
BID_ORDER = SUITS + (NO_TRUMPS,)
RANKS = tuple(range(1, 13))      # 1 to 12; the 12 of each banner is its Crown
CROWN = 12
HAND_SIZE = 12                   # every player always holds twelve cards

# What the player count changes.
SUITS_IN_PLAY = {3: 4, 4: 4, 5: 5}   # the Towers stay in the box below five players
LOWEST_RANK = {3: 4, 4: 1, 5: 1}     # at three, the 1s, 2s and 3s go too
MINIMUM_BID = {3: 5, 4: 7, 5: 6}
HANDS_IN_GAME = {3: 6, 4: 4, 5: 5}   # each player deals twice at three, once at four or five

# Scoring.
CONTRACT_VALUE = {5: 10, 6: 15, 7: 20, 8: 25, 9: 30, 10: 40, 11: 50, 12: 70}
NO_TRUMP_BONUS = 10
OVERTRICK_POINTS = 1
RIVAL_POINTS = {"Contract made": 1, "Contract broken": 2}   # per trick a Rival takes


def _check_players(players: int) -> None:
    if players not in SUITS_IN_PLAY:
        raise ValueError(f"Five Banners takes 3-5 players, not {players}")


# --- setup ---------------------------------------------------------------------
@rule
def suits_in_play(players: int) -> int:
    """Banners shuffled into the deck."""
    _check_players(players)
    return SUITS_IN_PLAY[players]


@rule
def lowest_rank(players: int) -> int:
    """The lowest number left in the deck."""
    _check_players(players)
    return LOWEST_RANK[players]


@rule
def cards_in_play(players: int) -> int:
    """Banner cards shuffled for the deal."""
    return suits_in_play(players) * (CROWN - lowest_rank(players) + 1)


@rule
def cards_removed(players: int) -> int:
    """Banner cards left in the box."""
    return len(SUITS) * len(RANKS) - cards_in_play(players)


@rule
def hand_size(players: int | None = None) -> int:
    """Cards dealt to each player, the same at every count."""
    if players is not None:
        _check_players(players)
    return HAND_SIZE


@rule
def tricks_per_hand(players: int | None = None) -> int:
    """Tricks played in one hand: one per card held."""
    return hand_size(players)


@rule
def minimum_bid(players: int) -> int:
    """The lowest bid that opens the auction."""
    _check_players(players)
    return MINIMUM_BID[players]


@rule
def partner_called(players: int) -> bool:
    """Whether the Claimant calls an ally by naming a Crown."""
    _check_players(players)
    return players >= 4


@rule
def hands_in_game(players: int) -> int:
    """Hands dealt in a full game."""
    _check_players(players)
    return HANDS_IN_GAME[players]


# --- the auction -----------------------------------------------------------------
def _bid_key(tricks: int, suit: str) -> tuple[int, int]:
    if suit not in BID_ORDER:
        raise ValueError(f"unknown banner {suit!r}")
    return (tricks, BID_ORDER.index(suit))


@rule
def outbids(tricks: int, suit: str, over_tricks: int, over_suit: str) -> bool:
    """Whether a bid of tricks and suit beats the standing bid."""
    return _bid_key(tricks, suit) > _bid_key(over_tricks, over_suit)


# --- the tricks ------------------------------------------------------------------
@rule
def trick_winner(cards: list, trump: str) -> str:
    """The card that takes a trick. cards: [suit, rank] in the order played."""
    led = cards[0][0]
    trumps = [c for c in cards if c[0] == trump]
    pool = trumps or [c for c in cards if c[0] == led]
    suit, rank = max(pool, key=lambda c: c[1])
    return f"{rank} of {suit}"


# --- scoring ---------------------------------------------------------------------
@rule
def contract_value(bid: int, no_trump: bool = False) -> int:
    """Points a contract is worth, won or lost."""
    if bid not in CONTRACT_VALUE:
        raise ValueError(f"no contract of {bid} tricks")
    return CONTRACT_VALUE[bid] + (NO_TRUMP_BONUS if no_trump else 0)


@rule
def claimant_score(bid: int, tricks: int, no_trump: bool = False) -> int:
    """What the Claimant scores: the value and a point per overtrick, or minus the value."""
    value = contract_value(bid, no_trump)
    if tricks >= bid:
        return value + (tricks - bid) * OVERTRICK_POINTS
    return -value


@rule
def ally_share(bid: int, no_trump: bool = False) -> int:
    """What the ally scores when the contract is made: half its value, rounded down."""
    return contract_value(bid, no_trump) // 2


@rule
def ally_score(bid: int, tricks: int, no_trump: bool = False) -> int:
    """The ally's points for the hand: the share if made, nothing if broken."""
    return ally_share(bid, no_trump) if tricks >= bid else 0


@rule
def rival_points_per_trick(outcome: str) -> int:
    """Points a Rival scores for each trick they took."""
    return RIVAL_POINTS[outcome]


@rule
def rival_score(tricks: int, made: bool) -> int:
    """A Rival's points for the hand."""
    return tricks * rival_points_per_trick("Contract made" if made else "Contract broken")


@rule
def new_totals(before: list, gained: list) -> list:
    """Running totals after a hand, seat by seat."""
    return [b + g for b, g in zip(before, gained)]


# --- what comes out of the box ---------------------------------------------------
def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "banners": cards_in_play(players),
        "reference": players,
        "trump-markers": suits_in_play(players) + 1,   # one per banner in play and No trumps
        "claimant-crown": 1,
        "score-pad": 1,
    }


def play(players: int, variant: str | None = None) -> dict[str, dict]:
    return {"banners": {"hand": hand_size(players)}}


# --- invariants ------------------------------------------------------------------
@invariant("the deal uses every card in play, none left over")
def deal_is_exact(players: int) -> bool | str:
    left = cards_in_play(players) - players * hand_size(players)
    return True if left == 0 else f"{left} cards left over"


@invariant("the lowest bid is more than a fair share of the tricks")
def minimum_bid_is_a_stretch(players: int) -> bool:
    side = 2 if partner_called(players) else 1
    return minimum_bid(players) * players > tricks_per_hand(players) * side


@invariant("the banner deck holds each of the five banners from 1 to 12 once", per_player_count=False)
def deck_is_complete(game) -> bool | str:
    deck = game.deck("banners")
    seen = {(c.fields["suit"], c.fields["rank"]) for c in deck.cards}
    want = {(s, r) for s in SUITS for r in RANKS}
    if seen != want or deck.total != len(want):
        return f"missing {sorted(want - seen)[:3]}"
    return True


@invariant("each card's player mark matches the cards taken out at three and four")
def marks_match(players: int, game) -> bool | str:
    deck = game.deck("banners")
    for card in deck.cards:
        suit, rank, mark = card.fields["suit"], card.fields["rank"], card.fields["from_players"]
        used = SUITS.index(suit) < SUITS_IN_PLAY[players] and rank >= LOWEST_RANK[players]
        if used != (mark <= players):
            return f"{card.name} is marked {mark}+"
    in_play = sum(c.count for c in deck.cards if c.fields["from_players"] <= players)
    return True if in_play == cards_in_play(players) else f"{in_play} cards marked for {players}"


@invariant("contracts grow in value with every trick bid", per_player_count=False)
def contracts_climb() -> bool:
    bids = sorted(CONTRACT_VALUE)
    return all(CONTRACT_VALUE[a] < CONTRACT_VALUE[b] for a, b in zip(bids, bids[1:]))
