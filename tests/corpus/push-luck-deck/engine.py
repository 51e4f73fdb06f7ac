"""Engine model of Lantern Run, a push-your-luck game with a 40-card deck."""
from generator.engine import invariant, rule

PLAYERS = (2, 5)

SUITS = 4
HIGHEST = 10


@rule
def target_score(players: int = 2, variant: str | None = None) -> int:
    """The score that ends the game: lower with more players, halved in the quick voyage."""
    target = 120 - 10 * players
    return target // 2 if variant == "quick" else target


@rule
def luck_tokens(players: int | None = None) -> int:
    """Luck tokens each player starts with."""
    return 2


@rule
def luck_token_value() -> int:
    """Points for each unspent luck token at the end of the game."""
    return 3


@rule
def bonus_threshold() -> int:
    """The shortest row that earns a long row bonus."""
    return 5


@rule
def row_bonus(cards: int) -> int:
    """Bonus for banking a long row: 5 points for each card past the fourth."""
    return 0 if cards < bonus_threshold() else 5 * (cards - 4)


@rule
def bank_score(total: int, cards: int) -> int:
    """What a banked row scores: its face values plus the long row bonus."""
    return total + row_bonus(cards)


@rule
def longest_row() -> int:
    """The most cards a row can hold without a repeated number."""
    return HIGHEST


@rule
def deck_size() -> int:
    """Cards in the deck: every number in every suit once."""
    return SUITS * HIGHEST


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {"lanterns": deck_size(), "luck-tokens": luck_tokens(players) * players}


@invariant("the deck holds every number from 1 to 10 once in each suit", per_player_count=False)
def deck_is_complete(game) -> bool | str:
    deck = game.deck("lanterns")
    if deck.total != deck_size():
        return f"{deck.total} cards, expected {deck_size()}"
    seen = {(c.fields["suit"], c.fields["value"]) for c in deck.cards}
    for suit in game.names["suits"]:
        for value in range(1, HIGHEST + 1):
            if (suit, value) not in seen:
                return f"no {value} of {suit}"
    return True
