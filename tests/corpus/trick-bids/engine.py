"""Trick Bids: the rules the tables and the rulebook print.

A game is a run of hands. The first hand deals as many cards as the deck
allows (one card kept back to turn for trumps, never more than ten each); every
hand after it deals one card fewer, down to a single card. Players bid the exact
number of tricks they will take; an exact bid scores, a missed bid costs points.
"""

from generator.engine import invariant, rule

PLAYERS = (3, 7)

DECK_SIZE = 52
SUITS = ("Stars", "Waves", "Leaves", "Gems")
TOP_RANK = 13
MOST_CARDS = 10          # no hand ever deals more than this to each player
TRUMP_CARDS = 1          # one card turned face up for trumps every hand

MADE_BID_BONUS = 10
POINTS_PER_TRICK = 2
MISSED_BID_PENALTY = -10


@rule
def first_hand_cards(players: int) -> int:
    """Cards dealt to each player in hand 1: the deck's size, less the trump card, shared out, at most ten."""
    return min(MOST_CARDS, (DECK_SIZE - TRUMP_CARDS) // players)


@rule
def hands_in_game(players: int, variant: str | None = None) -> int:
    """One hand for every hand size from the first hand's down to one; Up and Down climbs back up."""
    top = first_hand_cards(players)
    if variant == "up-and-down":
        return 2 * top - 1
    return top


@rule
def cards_dealt(players: int, hand: int, variant: str | None = None) -> int | None:
    """Cards each player is dealt in this hand; None for a hand the game does not reach."""
    top = first_hand_cards(players)
    if hand < 1 or hand > hands_in_game(players, variant):
        return None
    if hand <= top:
        return top - hand + 1
    return hand - top + 1


@rule
def stock_cards(players: int) -> int:
    """Cards left face down after the first hand's deal, the trump card among them."""
    return DECK_SIZE - players * first_hand_cards(players)


@rule
def suits(players: int | None = None) -> int:
    return len(SUITS)


@rule
def cards_per_suit(players: int | None = None) -> int:
    return TOP_RANK


@rule
def made_bid_bonus(players: int | None = None) -> int:
    """What an exact bid scores before its tricks."""
    return MADE_BID_BONUS


@rule
def points_per_trick(players: int | None = None) -> int:
    """What each trick of an exact bid adds."""
    return POINTS_PER_TRICK


@rule
def missed_bid_points(players: int | None = None, variant: str | None = None) -> int:
    """What a missed bid scores (a loss). Steep Misses charges it for every trick you are off."""
    return MISSED_BID_PENALTY


@rule
def hand_score(bid: int, tricks: int, variant: str | None = None) -> int:
    """Points one player scores for one hand."""
    if bid == tricks:
        return MADE_BID_BONUS + POINTS_PER_TRICK * tricks
    if variant == "steep-misses":
        return MISSED_BID_PENALTY * abs(bid - tricks)
    return MISSED_BID_PENALTY


@rule
def made_bid_score(bid: int) -> int:
    """The scoring table's row: an exact bid of this many tricks."""
    return hand_score(bid, bid)


@rule
def missed_bid_score(bid: int) -> int:
    """The scoring table's row: a bid of this many tricks, missed by any amount."""
    return MISSED_BID_PENALTY


@rule
def forbidden_dealer_bid(cards: int, bids: list) -> int | None:
    """The one bid the dealer may not make: the bid that would make every bid add up to the cards
    dealt. None when no such bid exists (the others already bid more than the cards)."""
    rest = cards - sum(int(b) for b in bids)
    if 0 <= rest <= cards:
        return rest
    return None


@rule
def trick_winner(trumps: str, plays: list) -> str:
    """Who takes a trick. `plays` lists [player, suit, rank] in the order the cards were played;
    the first card names the suit led."""
    led = plays[0][1]
    trump_plays = [p for p in plays if p[1] == trumps]
    pool = trump_plays if trump_plays else [p for p in plays if p[1] == led]
    best = max(pool, key=lambda p: int(p[2]))
    return str(best[0])


@rule
def game_total(scores: list) -> int:
    """A player's total: every hand's score added up."""
    return sum(int(s) for s in scores)


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    """The whole deck is shuffled every hand; one dealer token, one score sheet, one pencil."""
    return {
        "trick": DECK_SIZE,
        "dealer-token": 1,
        "score-pad": 1,
        "pencil": 1,
    }


def play(players: int, variant: str | None = None) -> dict[str, dict]:
    return {"trick": {"hand": first_hand_cards(players), "table": TRUMP_CARDS}}


@invariant("the first hand's deal leaves a card to turn for trumps")
def trump_card_left(players: int) -> bool:
    return stock_cards(players) >= TRUMP_CARDS


@invariant("the last hand of the base game deals one card each")
def last_hand_is_one_card(players: int) -> bool:
    return cards_dealt(players, hands_in_game(players)) == 1


@invariant("the deck holds four suits of thirteen ranks, each card once", per_player_count=False)
def deck_is_whole(game) -> bool | str:
    deck = game.deck("trick")
    if deck.total != DECK_SIZE:
        return f"{deck.total} cards, the engine counts {DECK_SIZE}"
    seen = {(c.fields["suit"], c.fields["rank"]) for c in deck.cards}
    want = {(s, r) for s in SUITS for r in range(1, TOP_RANK + 1)}
    if seen != want:
        return "the suits and ranks do not run 1 to 13 in every suit"
    if tuple(game.names["suits"]) != SUITS:
        return "game.yaml's suits differ from the engine's"
    return True
