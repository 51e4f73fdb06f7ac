"""Engine model of Lantern Market: the rules its tables, examples and rulebook print."""
from generator.engine import invariant, rule

PLAYERS = (2, 5)

# Copies of the Market cards by the mark in their corner. None: no mark, used at every count.
COPIES_BY_MARK = {None: 32, 3: 4, 4: 6, 5: 5}

SET_BONUS = {3: 1, 4: 3, 5: 5}
BIG_SET_BONUS = 8           # six cards or more


@rule
def deck_size(players: int) -> int:
    """Cards shuffled into the deck: the unmarked cards and every card whose mark the players reach."""
    return sum(n for mark, n in COPIES_BY_MARK.items() if mark is None or mark <= players)


@rule
def cards_removed(players: int) -> int:
    """Cards put back in the box because their mark is above the player count."""
    return sum(COPIES_BY_MARK.values()) - deck_size(players)


@rule
def market_size(players: int) -> int:
    """Face-up cards in the market."""
    return 4 if players <= 3 else 5


@rule
def starting_hand(players: int) -> int:
    """Cards dealt to each player at setup."""
    return 4 if players <= 3 else 3


@rule
def deck_after_setup(players: int) -> int:
    """Cards left in the deck once the hands are dealt and the market laid out."""
    return deck_size(players) - starting_hand(players) * players - market_size(players)


@rule
def smallest_set(players: int | None = None) -> int:
    return 3


@rule
def cards_from_deck(players: int | None = None) -> int:
    """Cards taken from the top of the deck instead of one market card."""
    return 2


@rule
def hand_limit(players: int | None = None) -> int:
    return 8


@rule
def points_lost_per_card(players: int | None = None) -> int:
    return 1


@rule
def set_bonus(size: int | str) -> int:
    """Bonus points for a set of this many cards."""
    if size == "6 or more":
        return BIG_SET_BONUS
    if size >= 6:
        return BIG_SET_BONUS
    return SET_BONUS.get(size, 0)


@rule
def set_score(values: list) -> int:
    """A set scores its cards' values plus its bonus."""
    return sum(values) + set_bonus(len(values))


@rule
def final_score(sets: list, hand: int) -> int:
    """Every set's score, less a point for each card left in hand."""
    return sum(set_score(s) for s in sets) - points_lost_per_card() * hand


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "market": deck_size(players),
        "first-player": 1,
        "score-pad": 1,
    }


def play(players: int, variant: str | None = None) -> dict:
    return {"market": {"hand": starting_hand(players), "draw": 1}}


@invariant("the deck at each count is the unmarked cards and those whose mark the players reach")
def deck_matches_marks(players: int, game) -> bool | str:
    cards = game.deck("market").cards
    in_play = sum(c.count for c in cards if c.fields["mark"] is None or c.fields["mark"] <= players)
    return True if in_play == deck_size(players) else f"the cards give {in_play}, deck_size() {deck_size(players)}"


@invariant("the copies by mark in engine.py are the card data's", per_player_count=False)
def copies_by_mark(game) -> bool | str:
    found: dict = {}
    for c in game.deck("market").cards:
        found[c.fields["mark"]] = found.get(c.fields["mark"], 0) + c.count
    return True if found == COPIES_BY_MARK else f"cards by mark: {found}"


@invariant("every mark is a player count of the game", per_player_count=False)
def marks_are_counts(game) -> bool | str:
    bad = [c.name for c in game.deck("market").cards
           if c.fields["mark"] is not None and not (3 <= c.fields["mark"] <= PLAYERS[1])]
    return True if not bad else f"marks outside 3-5: {', '.join(bad)}"


@invariant("the deck lasts several turns after setup")
def deck_lasts(players: int) -> bool | str:
    left = deck_after_setup(players)
    return True if left >= 4 * players else f"only {left} cards left after setup"
