"""Potion Draft: the rules the printed tables and examples are checked against."""

from generator.engine import invariant, rule

PLAYERS = (2, 6)

COLOURS = ("Red", "Blue", "Green", "Yellow", "Purple")
ROUNDS = 3
APPRENTICE = "apprentice"

_HAND_SIZE = {2: 10, 3: 9, 4: 8, 5: 7, 6: 6}
_POTION_POINTS = {1: 1, 2: 3, 3: 6, 4: 10, 5: 15}


@rule
def rounds() -> int:
    """The game always lasts three rounds."""
    return ROUNDS


@rule
def hands_dealt(players: int, variant: str | None = None) -> int:
    """One hand per player; the Apprentice variant deals a third hand for the dummy."""
    if variant == APPRENTICE:
        return players + 1
    return players


@rule
def hand_size(players: int, variant: str | None = None) -> int:
    """Cards in each hand at the start of a round. The Apprentice game deals like three players."""
    return _HAND_SIZE[hands_dealt(players, variant)]


@rule
def cards_per_round(players: int, variant: str | None = None) -> int:
    """Cards dealt out of the deck at the start of every round."""
    return hands_dealt(players, variant) * hand_size(players, variant)


@rule
def pass_direction(round: int) -> str:
    """Hands pass left in odd rounds and right in even rounds."""
    return "left" if round % 2 == 1 else "right"


@rule
def potion_points(colours: int) -> int:
    """Points for one potion of this many different colours: 1, 3, 6, 10, 15."""
    return _POTION_POINTS[colours]


@rule
def first_place_points(players: int | None = None, variant: str | None = None) -> int:
    """Points for the most drops of a colour."""
    return 6


@rule
def second_place_points(players: int = 3, variant: str | None = None) -> int:
    """Points for the second-most drops of a colour; none in a plain two-player game."""
    return 3 if hands_dealt(players, variant) >= 3 else 0


def _place_points(place: int, players: int, variant: str | None) -> int:
    if place == 1:
        return first_place_points(players, variant)
    if place == 2:
        return second_place_points(players, variant)
    return 0


@rule
def brew_score(cards: list) -> int:
    """Best score for one round's cards: build the largest potions first.

    Potion points grow faster than the colours in them, so taking one card of every colour
    still in hand, again and again, is never beaten."""
    left = {colour: 0 for colour in COLOURS}
    for card in cards:
        left[card] += 1
    total = 0
    while any(left.values()):
        present = [c for c in COLOURS if left[c] > 0]
        total += potion_points(len(present))
        for c in present:
            left[c] -= 1
    return total


@rule
def majority_award(drops: list, players: int, variant: str | None = None) -> list:
    """Points each alchemist scores for one colour, given everyone's drops of it, in seat order.

    Alchemists with no drops score nothing. Tied alchemists add up the points of the places
    they fill and share them, rounded down."""
    ranked = sorted({d for d in drops if d > 0}, reverse=True)
    award = [0] * len(drops)
    place = 1
    for value in ranked:
        tied = [i for i, d in enumerate(drops) if d == value]
        pool = sum(_place_points(place + k, players, variant) for k in range(len(tied)))
        for i in tied:
            award[i] = pool // len(tied)
        place += len(tied)
    return award


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    """The whole deck is shuffled into one draw pile; the spoon is used only with the Apprentice."""
    return {
        "ingredients": 110,
        "score-pad": 1,
        "spoon": 1 if variant == APPRENTICE else 0,
    }


def play(players: int, variant: str | None = None) -> dict[str, dict]:
    return {"ingredients": {"hand": hand_size(players, variant), "turns": 3}}


@invariant("the deck holds enough cards for all three rounds", per_player_count=True)
def deck_lasts(players: int, game, variant: str | None = None) -> bool | str:
    deck = game.deck("ingredients")
    needed = cards_per_round(players, variant) * ROUNDS
    return True if deck.total >= needed else f"{needed} cards needed, the deck has {deck.total}"


@invariant("setup takes out the whole ingredient deck", per_player_count=False)
def whole_deck_comes_out(game) -> bool | str:
    deck = game.deck("ingredients")
    return True if deck.total == setup(2)["ingredients"] else f"setup names 110, the deck has {deck.total}"


@invariant("every colour has as many cards and as many drops as every other", per_player_count=False)
def colours_even(game) -> bool | str:
    cards = {c: 0 for c in COLOURS}
    drops = {c: 0 for c in COLOURS}
    for card in game.deck("ingredients").cards:
        cards[card.fields["colour"]] += card.count
        drops[card.fields["colour"]] += card.count * card.fields["drops"]
    if len(set(cards.values())) != 1:
        return f"cards per colour differ: {cards}"
    if len(set(drops.values())) != 1:
        return f"drops per colour differ: {drops}"
    return True


@invariant("a double-drop card says so in its text", per_player_count=False)
def doubles_say_so(game) -> bool | str:
    for card in game.deck("ingredients").cards:
        says_two = "two drops" in card.fields["text"]
        if says_two != (card.fields["drops"] == 2):
            return f"{card.name}: its text and its drops disagree"
    return True
