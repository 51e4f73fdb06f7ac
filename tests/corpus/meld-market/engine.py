"""Engine model of Meld Market: the numbers the tables, examples and rulebook print.

A card in these rules is written as its number (1 to 13) or the string "joker".
A meld is a list of cards; an opening is a list of melds.
"""
from generator.engine import invariant, rule

PLAYERS = (2, 5)  # the same range as `players` in game.yaml

DECK_SIZE = 108          # 4 goods x 13 numbers x 2 copies, plus 4 jokers
JOKERS = 4
GOODS = 4
HIGHEST = 13


# --- setup --------------------------------------------------------------

@rule
def cards_dealt(players: int) -> int:
    """Cards each trader is dealt: one fewer for every extra trader."""
    return 15 - players


@rule
def rounds(players: int) -> int:
    """Rounds in a full game, unless someone reaches the penalty limit first."""
    return 10 - players


@rule
def wagon_after_deal(players: int) -> int:
    """Cards left face down in the wagon once every hand is dealt."""
    return DECK_SIZE - cards_dealt(players) * players


@rule
def stall_start() -> int:
    """Cards turned face up to start the stall."""
    return 1


# --- melds --------------------------------------------------------------

@rule
def opening_minimum(players: int = 2) -> int:
    """Points a trader's first melds of a round must reach together."""
    return 30


@rule
def set_minimum(players: int = 2) -> int:
    return 3


@rule
def set_maximum(players: int = 2) -> int:
    """A set holds each good at most once, so four goods make four cards."""
    return GOODS


@rule
def run_minimum(players: int = 2) -> int:
    return 3


@rule
def cards_drawn() -> int:
    """Cards taken at the start of a turn, from the wagon or the stall."""
    return 1


@rule
def cards_discarded() -> int:
    """Cards put on the stall at the end of a turn (unless you went out)."""
    return 1


@rule
def meld_points(card) -> int:
    """What a card counts in a meld: its number, 11 to 13 count 10.

    A joker is written in a meld as the number it stands for, so it never
    reaches this rule as "joker".
    """
    return min(int(card), 10)


@rule
def meld_total(melds: list) -> int:
    """The worth of a group of melds, jokers written as the card they stand for."""
    return sum(meld_points(c) for meld in melds for c in meld)


@rule
def may_open(melds: list) -> bool:
    """Whether these melds, laid together, are enough for an opening meld."""
    return meld_total(melds) >= opening_minimum()


# --- scoring ------------------------------------------------------------

@rule
def joker_penalty() -> int:
    return 25


@rule
def card_penalty(card) -> int:
    """Penalty points for one card left in hand."""
    if card == "joker":
        return joker_penalty()
    return min(int(card), 10)


@rule
def hand_penalty(hand: list) -> int:
    """Penalty points for a whole hand left when someone goes out."""
    return sum(card_penalty(c) for c in hand)


@rule
def penalty_for(card: str) -> int | str:
    """The printed penalty table: a kind of card and what it costs."""
    return {"1 to 10": "its number", "11 to 13": 10, "Joker": joker_penalty()}[card]


@rule
def penalty_limit(players: int = 2) -> int:
    """Penalty points at which the game ends after the current round."""
    return 300


# --- the box ------------------------------------------------------------

def setup(players: int, variant: str | None = None) -> dict[str, int]:
    """What a game at this player count takes out of the box."""
    return {"goods": DECK_SIZE, "bell-token": 1, "score-pad": 1}


def play(players: int, variant: str | None = None) -> dict:
    return {"goods": {"hand": cards_dealt(players), "draw": cards_drawn()}}


@invariant("the deal leaves the wagon enough to play on")
def deal_leaves_a_wagon(players: int) -> bool | str:
    left = wagon_after_deal(players) - stall_start()
    return True if left >= 40 else f"only {left} cards left in the wagon"


@invariant("the goods deck is two copies of every good and number, plus the jokers", per_player_count=False)
def deck_is_complete(game) -> bool | str:
    deck = game.deck("goods")
    if deck.total != DECK_SIZE:
        return f"the deck holds {deck.total} cards, not {DECK_SIZE}"
    jokers = sum(c.count for c in deck.cards if not c.fields["goods"])
    if jokers != JOKERS:
        return f"{jokers} jokers, not {JOKERS}"
    for good in game.names["goods"]:
        numbers = sorted(c.fields["number"] for c in deck.cards if c.fields["goods"] == good for _ in range(c.count))
        if numbers != sorted(list(range(1, HIGHEST + 1)) * 2):
            return f"{good} is not two of each number 1 to {HIGHEST}"
    return True


@invariant("every card's printed points are what the engine scores it", per_player_count=False)
def points_match(game) -> bool | str:
    for c in game.deck("goods").cards:
        want = card_penalty("joker" if c.fields["number"] is None else c.fields["number"])
        if c.fields["points"] != want:
            return f"{c.name} prints {c.fields['points']} points, the engine scores {want}"
    return True
