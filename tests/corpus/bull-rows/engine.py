"""Bull Rows: the rules the tables, the worked example and the rulebook print."""

from generator.engine import invariant, rule

PLAYERS = (2, 10)

DECK_SIZE = 104
HAND = 10
ROWS = 4
ROW_ROOM = 5          # a row holds five cards; the sixth takes it
HEADS_TO_END = 66

KINDS = ("Plain", "Fiver", "Tenner", "Twin", "Champion")
KIND_HEADS = {"Plain": 1, "Fiver": 2, "Tenner": 3, "Twin": 5, "Champion": 7}
KIND_NUMBERS = {
    "Plain": "all others",
    "Fiver": "ends in 5",
    "Tenner": "ends in 0",
    "Twin": "11, 22 ... 99",
    "Champion": "55",
}


@rule
def kind_of(number: int) -> str:
    """Which kind of bull a number is: 55 first, then the doubles, the tens, the fives."""
    if number == 55:
        return "Champion"
    if number % 11 == 0:
        return "Twin"
    if number % 10 == 0:
        return "Tenner"
    if number % 5 == 0:
        return "Fiver"
    return "Plain"


@rule
def heads(number: int) -> int:
    """Bull heads printed on the card of this number."""
    return KIND_HEADS[kind_of(number)]


@rule
def heads_of_kind(kind: str) -> int:
    return KIND_HEADS[kind]


@rule
def numbers_of_kind(kind: str) -> str:
    return KIND_NUMBERS[kind]


@rule
def cards_of_kind(kind: str) -> int:
    return sum(1 for n in range(1, DECK_SIZE + 1) if kind_of(n) == kind)


@rule
def deck_size() -> int:
    return DECK_SIZE


@rule
def total_heads() -> int:
    """Heads on the whole deck."""
    return sum(heads(n) for n in range(1, DECK_SIZE + 1))


@rule
def cards_dealt(players: int | None = None) -> int:
    """Cards in each player's hand at the start of a round: the same at every count."""
    return HAND


@rule
def turns_per_round(players: int | None = None) -> int:
    """One turn for each card in hand."""
    return HAND


@rule
def rows(players: int | None = None) -> int:
    """Rows on the table, each started by one card at setup."""
    return ROWS


@rule
def cards_in_a_full_row() -> int:
    return ROW_ROOM


@rule
def card_that_takes_the_row() -> int:
    """The sixth card laid on a row takes it."""
    return ROW_ROOM + 1


@rule
def heads_to_end() -> int:
    """The game ends after the round in which someone reaches this many heads."""
    return HEADS_TO_END


@rule
def highest_card(players: int, variant: str | None = None) -> int:
    """The highest card in play: all of them, or in the short herd just enough for the deal."""
    if variant == "short-herd":
        return HAND * players + ROWS
    return DECK_SIZE


@rule
def cards_set_aside(players: int, variant: str | None = None) -> int:
    """Cards left out of a round after the deal and the four row cards."""
    return highest_card(players, variant) - HAND * players - ROWS


@rule
def row_for(card: int, ends: list) -> int | None:
    """The row (1 to 4) a card is laid on: the one ending closest below it; None if it is lower than every end."""
    below = [(end, i + 1) for i, end in enumerate(ends) if end < card]
    if not below:
        return None
    return max(below)[1]


@rule
def too_low(card: int, ends: list) -> bool:
    """A card lower than every row end: its player must take a row of their choice."""
    return row_for(card, ends) is None


@rule
def heads_taken(cards: list) -> int:
    """Heads on a set of cards taken into a pile."""
    return sum(heads(int(n)) for n in cards)


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    """The whole deck (or the short herd's part of it) is shuffled; one score sheet, a pencil each."""
    return {
        "bulls": highest_card(players, variant),
        "score-pad": 1,
        "pencils": players,
    }


@invariant("every card's heads and kind follow from its number", per_player_count=False)
def cards_follow_numbers(game) -> bool | str:
    for card in game.deck("bulls").cards:
        n = card.fields["number"]
        if card.fields["heads"] != heads(n):
            return f"{card.name} shows {card.fields['heads']} heads, the rule gives {heads(n)}"
        if card.fields["kind"] != kind_of(n):
            return f"{card.name} is marked {card.fields['kind']}, the rule gives {kind_of(n)}"
        if card.name != str(n):
            return f"card {card.id} is named {card.name} but numbered {n}"
    return True


@invariant("the deck holds each number from 1 to 104 once", per_player_count=False)
def deck_is_complete(game) -> bool | str:
    deck = game.deck("bulls")
    numbers = sorted(c.fields["number"] for c in deck.cards for _ in range(c.count))
    if numbers != list(range(1, DECK_SIZE + 1)):
        return f"the deck holds {len(numbers)} cards, not each of 1 to {DECK_SIZE} once"
    return True


@invariant("the deal and the four row cards never need more cards than are in play", per_player_count=True)
def deal_fits(players: int, variant: str | None = None) -> bool:
    return HAND * players + ROWS <= highest_card(players, variant)


@invariant("the kinds table counts every card once", per_player_count=False)
def kinds_add_up(game) -> bool | str:
    total = sum(cards_of_kind(k) for k in KINDS)
    names = tuple(game.names["kinds"])
    if names != KINDS:
        return f"name set kinds is {names}, the engine knows {KINDS}"
    return True if total == DECK_SIZE else f"the kinds count {total} cards"
