"""Sting Rows: the rules the tables and the rulebook print."""

from generator.engine import invariant, rule

PLAYERS = (2, 8)

DECK_SIZE = 104
ROW_LIMIT = 5
END_STINGS = 66
CLEAN_SWEEP = 5
TRIMMED_HAND = 10

PATTERN_STINGS = {"Plain": 1, "Five": 2, "Ten": 3, "Twin": 4, "Queen": 6}


def pattern_of(number: int) -> str:
    """The pattern a card's number falls under."""
    if number % 55 == 0:
        return "Queen"
    if number % 11 == 0:
        return "Twin"
    if number % 10 == 0:
        return "Ten"
    if number % 5 == 0:
        return "Five"
    return "Plain"


@rule
def stings(number: int) -> int:
    """Stings carried by the comb card of this number."""
    return PATTERN_STINGS[pattern_of(number)]


@rule
def pattern_stings(pattern: str) -> int:
    return PATTERN_STINGS[pattern]


@rule
def pattern_cards(pattern: str) -> int:
    """How many cards of the deck fall under this pattern."""
    return sum(1 for n in range(1, DECK_SIZE + 1) if pattern_of(n) == pattern)


@rule
def deck_size() -> int:
    return DECK_SIZE


@rule
def deck_stings() -> int:
    """Stings in the whole deck."""
    return sum(stings(n) for n in range(1, DECK_SIZE + 1))


@rule
def rows_in_play(players: int = 4) -> int:
    return 3 if players <= 3 else 4


@rule
def hand_size(players: int = 4, variant: str | None = None) -> int:
    if variant == "trimmed":
        return TRIMMED_HAND
    if players <= 4:
        return 12
    if players <= 6:
        return 11
    return 10


@rule
def cards_left_out(players: int) -> int:
    """Cards of the shuffled deck that neither a hand nor a row receives."""
    return DECK_SIZE - players * hand_size(players) - rows_in_play(players)


@rule
def trimmed_cards(players: int, variant: str = "trimmed") -> int:
    """Trimmed hive: the cards from 1 up to this number are the whole deck."""
    return players * hand_size(players, variant) + rows_in_play(players)


@rule
def row_limit(players: int | None = None) -> int:
    return ROW_LIMIT


@rule
def end_stings(players: int | None = None) -> int:
    return END_STINGS


@rule
def clean_sweep_bonus(variant: str = "clean-sweep") -> int:
    return CLEAN_SWEEP if variant == "clean-sweep" else 0


@rule
def row_for(card: int, row_ends: list) -> int | None:
    """The row (counted from 1) a card joins: the one whose end is the highest number
    below the card. None when the card is lower than every end: its player picks."""
    below = [(end, i) for i, end in enumerate(row_ends, start=1) if end < card]
    if not below:
        return None
    return max(below)[1]


@rule
def stings_taken(cards: list) -> int:
    return sum(stings(int(c)) for c in cards)


@rule
def game_over(totals: list) -> bool:
    return any(t >= END_STINGS for t in totals)


@rule
def fewest_stings(totals: list) -> int:
    return min(totals)


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    if variant == "trimmed":
        combs = trimmed_cards(players)
    else:
        combs = DECK_SIZE  # the whole deck is shuffled before every deal
    return {"combs": combs, "tally-pad": 1, "pencil": 1}


def play(players: int, variant: str | None = None) -> dict[str, dict]:
    return {"combs": {"hand": hand_size(players, variant), "table": rows_in_play(players)}}


@invariant("every comb card's pattern and stings follow its number", per_player_count=False)
def cards_follow_pattern(game) -> bool | str:
    for card in game.deck("combs").cards:
        n = card.fields["number"]
        if card.name != str(n):
            return f"{card.name} is numbered {n}"
        if card.fields["pattern"] != pattern_of(n):
            return f"{card.name} should be {pattern_of(n)}"
        if card.fields["stings"] != stings(n):
            return f"{card.name} should carry {stings(n)} stings"
    return True


@invariant("the deck holds each number from 1 to 104 once", per_player_count=False)
def deck_is_complete(game) -> bool | str:
    deck = game.deck("combs")
    numbers = sorted(c.fields["number"] for c in deck.cards for _ in range(c.count))
    if numbers != list(range(1, DECK_SIZE + 1)):
        return f"{len(numbers)} cards, not 1 to {DECK_SIZE} once each"
    total = sum(c.fields["stings"] * c.count for c in deck.cards)
    return True if total == deck_stings() else f"{total} stings on the cards"


@invariant("the deal never needs more cards than the deck holds")
def deal_fits(players: int) -> bool:
    return cards_left_out(players) >= 0 and trimmed_cards(players) <= DECK_SIZE

