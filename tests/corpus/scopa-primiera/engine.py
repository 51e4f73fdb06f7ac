"""Engine model of Scopa del Porto, a harbour-side fishing game for a 40-card Italian deck.

The rules the printed tables, the worked examples and the rulebook's placeholders are bound to.
"""
from itertools import combinations

from generator.engine import invariant, rule

PLAYERS = (2, 4)

SUITS = ("Coins", "Cups", "Swords", "Clubs")
DECK_SIZE = 40

# Primiera points by capture value (Ace = 1, Fante = 8, Cavallo = 9, Re = 10).
PRIMIERA = {7: 21, 6: 18, 1: 16, 5: 15, 4: 14, 3: 13, 2: 12, 8: 10, 9: 10, 10: 10}
RANK_WORDS = {
    "Seven": 7, "Six": 6, "Ace": 1, "Five": 5, "Four": 4, "Three": 3, "Two": 2,
    "Fante": 8, "Cavallo": 9, "Re": 10,
}

AWARDS = {
    "Most cards": 1,
    "Most Coins": 1,
    "Settebello": 1,
    "Primiera": 1,
    "Each sweep": 1,
    "Napola": 3,
}


@rule
def cards_dealt(players: int = 2) -> int:
    """Cards dealt to each player at every deal of a hand."""
    return 3


@rule
def table_cards(players: int = 2) -> int:
    """Cards laid face up on the table at the start of a hand."""
    return 4


@rule
def deals_per_hand(players: int = 2) -> int:
    """Deals it takes to use up the deck once the table cards are out."""
    return (DECK_SIZE - table_cards(players)) // (cards_dealt(players) * players)


@rule
def points_to_win() -> int:
    """Points a player (or side) needs at the end of a hand to win."""
    return 11


@rule
def primiera_points(rank: int | str) -> int:
    """What one card is worth toward the primiera, by capture value or rank name."""
    if isinstance(rank, str):
        if rank == "Face cards":
            return 10
        rank = RANK_WORDS[rank]
    return PRIMIERA[rank]


@rule
def award_points(award: str) -> int:
    """Points an award of the end-of-hand count is worth (Napola: its least, for Ace, Two and Three)."""
    return AWARDS[award]


@rule
def captures(played: int, table: list) -> list:
    """Every set of table cards the played card may take: a card of the same value if there is one,
    else any two or more cards whose values add up to it."""
    if played in table:
        return [[played]]
    found = []
    for size in range(2, len(table) + 1):
        for combo in combinations(table, size):
            if sum(combo) == played:
                found.append(list(combo))
    return found


@rule
def primiera_total(hand: dict) -> int:
    """The primiera of a capture pile: the best card of each suit, added. 0 when a suit is missing."""
    total = 0
    for suit in SUITS:
        ranks = hand.get(suit, [])
        if not ranks:
            return 0
        total += max(primiera_points(r) for r in ranks)
    return total


@rule
def napola_points(coins: list) -> int:
    """Napola: holding the Ace, Two and Three of Coins scores 3, and 1 more for each Coin
    that carries the run on unbroken (Four, Five, ...)."""
    held = set(coins)
    if not {1, 2, 3} <= held:
        return 0
    run = 3
    while run + 1 in held:
        run += 1
    return run


@rule
def hand_points(awards: list, sweeps: int = 0, napola: int = 0) -> int:
    """A player's points for one hand: each award won, each sweep, and the napola."""
    return sum(award_points(a) for a in awards) + sweeps * award_points("Each sweep") + napola


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "scopa": DECK_SIZE,
        "sweep-markers": 20,
        "score-pad": 1,
    }


def play(players: int, variant: str | None = None) -> dict:
    return {"scopa": {"hand": cards_dealt(players), "draw": 0}}


@invariant("every deal uses the whole deck: the table cards and the same number of deals for everyone")
def deck_deals_out(players: int) -> bool | str:
    used = table_cards(players) + deals_per_hand(players) * cards_dealt(players) * players
    return True if used == DECK_SIZE else f"{used} of {DECK_SIZE} cards dealt"


@invariant("each card prints the primiera points its value is worth", per_player_count=False)
def cards_print_their_primiera(game) -> bool | str:
    wrong = [c.name for c in game.deck("scopa").cards if c.fields["primiera"] != primiera_points(c.fields["value"])]
    return True if not wrong else f"wrong primiera on {', '.join(wrong)}"


@invariant("the deck holds the values 1 to 10 once in each suit", per_player_count=False)
def deck_is_complete(game) -> bool | str:
    deck = game.deck("scopa")
    if deck.total != DECK_SIZE:
        return f"the deck has {deck.total} cards"
    for suit in SUITS:
        values = sorted(c.fields["value"] for c in deck.cards if c.fields["suit"] == suit for _ in range(c.count))
        if values != list(range(1, 11)):
            return f"{suit} holds {values}"
    return True
