"""Colour Numbers: the rules the printed tables and examples state."""

from generator.engine import invariant, rule

PLAYERS = (2, 10)

COLOURS = ("Red", "Blue", "Green", "Yellow")
ACTIONS = ("Skip", "Turnabout", "Take Two")
WILDS = ("Wild", "Wild Take Four")

ACTION_POINTS = 20
WILD_POINTS = 50
DECK_SIZE = 108
STARTER_CARDS = 1          # the card turned up to start the discard pile

TAKEN = {
    "Hit by a Take Two": 2,
    "Hit by a Wild Take Four": 4,
    "Caught not calling": 2,
    "Lost a challenge": 6,
    "Caught bluffing": 4,
}


@rule
def cards_dealt(players: int) -> int:
    """Seven each up to six players, then fewer so the draw pile stays deep."""
    if players <= 6:
        return 7
    if players <= 8:
        return 6
    return 5


@rule
def draw_pile_size(players: int) -> int:
    """What is left to draw from once the hands are dealt and the first card is turned up."""
    return DECK_SIZE - players * cards_dealt(players) - STARTER_CARDS


@rule
def points_to_win(players: int = 2, variant: str | None = None) -> int:
    """The score that ends the game; the short game plays to half of it."""
    return 250 if variant == "short-game" else 500


@rule
def copies_per_colour(card: int | str) -> int | None:
    """Copies of a card in one colour; wild cards have none."""
    if card in WILDS:
        return None
    if card == 0:
        return 1
    return 2


@rule
def copies_in_deck(card: int | str) -> int:
    """Copies of a card in the whole deck."""
    if card in WILDS:
        return 4
    return copies_per_colour(card) * len(COLOURS)


@rule
def card_points(kind: str) -> int | str:
    """What a card left in a hand scores for the player who went out."""
    if kind == "Number":
        return "face value"
    if kind in ACTIONS:
        return ACTION_POINTS
    return WILD_POINTS


@rule
def cards_taken(reason: str) -> int:
    """Cards a player takes from the draw pile, by what happened."""
    return TAKEN[reason]


def points_of(card_name: str) -> int:
    """The points of one card, by its printed name ('Blue 7', 'Red Skip', 'Wild')."""
    if card_name in WILDS:
        return WILD_POINTS
    colour, _, rest = card_name.partition(" ")
    if colour not in COLOURS:
        raise ValueError(f"not a card: {card_name}")
    if rest.isdigit():
        return int(rest)
    if rest in ACTIONS:
        return ACTION_POINTS
    raise ValueError(f"not a card: {card_name}")


@rule
def hand_score(cards: list) -> int:
    """The points of the cards one player still holds."""
    return sum(points_of(c) for c in cards)


@rule
def round_score(hands: list) -> int:
    """What the player who went out scores: every other hand added up."""
    return sum(hand_score(h) for h in hands)


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    """The whole deck is shuffled at every count; one score pad keeps the tally."""
    return {"colour-cards": DECK_SIZE, "score-pad": 1, "pencil": 1}


def play(players: int, variant: str | None = None) -> dict[str, dict]:
    return {"colour-cards": {"hand": cards_dealt(players), "draw": 1}}


@invariant("the deck holds as many cards as the engine deals from", per_player_count=False)
def deck_size_agrees(game) -> bool | str:
    total = game.deck("colour-cards").total
    return True if total == DECK_SIZE else f"the deck has {total} cards, the engine counts {DECK_SIZE}"


@invariant("every card's copies follow the distribution table", per_player_count=False)
def copies_follow_distribution(game) -> bool | str:
    for card in game.deck("colour-cards").cards:
        kind = card.fields["kind"]
        if kind in WILDS:
            want = copies_in_deck(kind)
        elif kind == "Number":
            want = copies_per_colour(card.fields["value"])
        else:
            want = copies_per_colour(kind)
        if card.count != want:
            return f"{card.name} has {card.count} copies, the distribution says {want}"
    return True


@invariant("every card prints the points the scoring table gives it", per_player_count=False)
def points_follow_scoring(game) -> bool | str:
    for card in game.deck("colour-cards").cards:
        kind = card.fields["kind"]
        want = card.fields["value"] if kind == "Number" else card_points(kind)
        if card.fields["points"] != want:
            return f"{card.name} prints {card.fields['points']} points, the scoring gives {want}"
        if kind == "Number" and card.fields["mark"] != str(card.fields["value"]):
            return f"{card.name} shows {card.fields['mark']} but its value is {card.fields['value']}"
    return True


@invariant("no deal can empty the draw pile before play starts")
def deal_leaves_a_draw_pile(players: int) -> bool:
    return draw_pile_size(players) > 0
