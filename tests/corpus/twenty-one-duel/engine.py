"""Twenty-One Duel: the rules the tables print.

Two players (or one, solo) each play a hand of twenty-one against a dealer
that the rules run: the dealer draws until its hand reaches the number on
the Dealer mood card turned this round. Both players also ante into a duel
pot that goes to whoever finishes nearer 21 than the other.
"""

from generator.engine import invariant, rule

PLAYERS = (1, 2)

# The number a hand must not pass.
TARGET = 21

# What each Dealer mood card makes the dealer stand on. The mood deck's
# `stands_on` column says the same; mood_cards_match_engine holds them together.
MOOD_STANDS = {"Timid": 15, "Wary": 16, "Calm": 17, "Hungry": 18, "Generous": 17}

FACE_CARDS = ("Jack", "Queen", "King")
RANK_SHORT = {"A": "Ace", "J": "Jack", "Q": "Queen", "K": "King"}


def _rank(card) -> str:
    """A card named in a table or an example: 'Ace', 'King', 7 or '7'."""
    text = str(card).strip()
    return RANK_SHORT.get(text, text.capitalize() if not text.isdigit() else text)


# --- card values -------------------------------------------------------------

@rule
def card_value(rank) -> int:
    """What a card counts: number cards their number, faces 10, an Ace 1 (or 11, see ace_high)."""
    name = _rank(rank)
    if name == "Ace":
        return 1
    if name in FACE_CARDS:
        return 10
    value = int(name)
    if not 2 <= value <= 10:
        raise ValueError(f"no such rank: {rank}")
    return value


@rule
def ace_high(rank):
    """An Ace may count 11 instead of 1; no other card has a second value."""
    return 11 if _rank(rank) == "Ace" else None


@rule
def bust_limit() -> int:
    """A hand worth more than this is bust."""
    return TARGET


@rule
def hand_total(cards: list) -> int:
    """The best total of a hand: one Ace counts 11 when that does not bust it."""
    total = sum(card_value(c) for c in cards)
    if any(_rank(c) == "Ace" for c in cards) and total + 10 <= TARGET:
        total += 10
    return total


@rule
def is_soft(cards: list) -> bool:
    """A soft hand has an Ace counted as 11."""
    hard = sum(card_value(c) for c in cards)
    return any(_rank(c) == "Ace" for c in cards) and hard + 10 <= TARGET


@rule
def is_natural(cards: list) -> bool:
    """A Natural: exactly two cards worth 21."""
    return len(cards) == 2 and hand_total(cards) == TARGET


@rule
def outcome(player: int, dealer: int) -> str:
    """How a hand that did not bust settles against the dealer's final total."""
    if player > TARGET:
        return "Lose"
    if dealer > TARGET or player > dealer:
        return "Win"
    if player == dealer:
        return "Push"
    return "Lose"


# --- the dealer automa ---------------------------------------------------------

@rule
def dealer_play(total: int, mood: str = "Calm") -> str:
    """What the dealer does with this total under this round's mood card."""
    return "Stand" if int(total) >= MOOD_STANDS[mood] else "Hit"


@rule
def dealer_stands_on(mood: str = "Calm") -> int:
    return MOOD_STANDS[mood]


# --- betting -------------------------------------------------------------------

@rule
def min_bet(players: int | None = None, variant: str | None = None) -> int:
    return 1


@rule
def max_bet(players: int | None = None, variant: str | None = None) -> int:
    return 10 if variant == "high-stakes" else 5


@rule
def win_payout(bet: int) -> int:
    """A plain win: the bank pays as many chips as you bet."""
    return bet


@rule
def natural_payout(bet: int) -> int:
    """A Natural pays one and a half times the bet, rounded down."""
    return bet * 3 // 2


@rule
def doubled_payout(bet: int) -> int:
    """After doubling, the bet is twice as big, and so is the win."""
    return bet * 2


# --- setup by player count -----------------------------------------------------

@rule
def starting_chips(players: int = 2, variant: str | None = None) -> int:
    if variant == "high-stakes":
        return 30
    return 15 if players == 1 else 20


@rule
def edge_cards_dealt(players: int = 2, variant: str | None = None) -> int:
    return 3 if players == 1 else 2


@rule
def duel_ante(players: int = 2, variant: str | None = None):
    """Chips each player puts in the duel pot; a solo game has no duel pot."""
    return None if players == 1 else 1


@rule
def duel_pot(players: int = 2) -> int:
    """The duel pot of one round, when nothing was carried over."""
    ante = duel_ante(players)
    return 0 if ante is None else ante * players


@rule
def rounds(players: int | None = None, variant: str | None = None) -> int:
    return 8


@rule
def solo_target() -> int:
    """Chips a solo player must hold after the last round to beat the house."""
    return 30


@rule
def edge_cards_per_round() -> int:
    """Edge cards one player may play in a round."""
    return 1


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "playing": 52,                 # the whole deck, shuffled into the shoe
        "mood": 8,                     # the Dealer mood deck, one card a round
        "edge": 12,                    # the Edge deck; each player is dealt from it
        "chips": 80,                   # the bank: every chip comes out
        "round-marker": 1,
        "lead-token": 1 if players == 2 else 0,
        "betting-mat": 1,
    }


def play(players: int, variant: str | None = None) -> dict[str, dict]:
    return {
        "playing": {"hand": 2, "draw": 1},
        "edge": {"hand": edge_cards_dealt(players)},
        "mood": {"per_round": 1, "turns": 8},
    }


# --- invariants ----------------------------------------------------------------

@invariant("the mood deck holds one card for every round", per_player_count=False)
def mood_deck_lasts(game) -> bool | str:
    total = game.deck("mood").total
    return True if total == rounds() else f"{total} mood cards for {rounds()} rounds"


@invariant("every mood card stands where the engine says it does", per_player_count=False)
def mood_cards_match_engine(game) -> bool | str:
    for card in game.deck("mood").cards:
        if MOOD_STANDS.get(card.name) != card.fields["stands_on"]:
            return f"{card.name} stands on {card.fields['stands_on']}"
    return True


@invariant("every playing card's printed value is the one the rules count", per_player_count=False)
def card_values_match(game) -> bool | str:
    deck = game.deck("playing")
    if deck.total != 52:
        return f"the playing deck has {deck.total} cards"
    for card in deck.cards:
        if card.fields["value"] != card_value(card.fields["rank"]):
            return f"{card.name} shows value {card.fields['value']}"
    return True


@invariant("the Edge deck deals every player's hand")
def edge_deck_deals(players: int, game) -> bool | str:
    dealt = edge_cards_dealt(players) * players
    total = game.deck("edge").total
    return True if total >= dealt else f"{dealt} dealt from {total}"


@invariant("the bank's chips cover every player's starting stack")
def bank_covers_stacks(players: int, game) -> bool | str:
    sheet = next(t for t in game.tokens if t.component == "chips")
    value = sum(int(face.front) * face.count for face in sheet.faces)
    need = starting_chips(players) * players
    return True if value >= need * 2 else f"the bank holds {value} in chips, {need} handed out"
