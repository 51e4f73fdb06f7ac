"""Engine model of Pile Up!: the numbers the tables print and the rules of play.

Everyone plays at once, so there is no turn order to model: only what a
player lays out, where a card may go, and how a round is scored.
"""
from generator.engine import invariant, rule

PLAYERS = (2, 6)

COLOURS = ("Red", "Blue", "Green", "Yellow")
TOP_NUMBER = 10          # every colour runs 1 to 10
DECK_SIZE = len(COLOURS) * TOP_NUMBER   # one player's deck: 40 cards


@rule
def cards_per_deck(players: int | None = None) -> int:
    """The cards of one emblem: one player's deck."""
    return DECK_SIZE


@rule
def stack_cards(players: int | None = None) -> int:
    """Cards counted off into your Stack at the start of a round."""
    return 10


@rule
def lanes(players: int) -> int:
    """Face-up lanes beside your Stack: fewer when the table is crowded."""
    if players == 2:
        return 5
    if players <= 4:
        return 4
    return 3


@rule
def hand_cards(players: int) -> int:
    """What is left of your deck once the Stack and the lanes are out."""
    return DECK_SIZE - stack_cards() - lanes(players)


@rule
def most_centre_piles(players: int) -> int:
    """Every 1 in play can open a pile: one per colour per player."""
    return len(COLOURS) * players


@rule
def flip_count(players: int | None = None, variant: str | None = None) -> int:
    """Cards turned from your hand onto your Spill at a time."""
    return 1 if variant == "calm-hands" else 3


@rule
def centre_card_points(players: int | None = None) -> int:
    return 1


@rule
def stack_card_penalty(players: int | None = None) -> int:
    return 2


@rule
def winning_score(players: int | None = None, variant: str | None = None) -> int:
    """A round in which someone reaches this total is the last."""
    return 40 if variant == "short-game" else 75


@rule
def round_score(placed: int, left: int) -> int:
    """A round's score: a point per card in the centre, minus two per card still in your Stack."""
    return placed * centre_card_points() - left * stack_card_penalty()


@rule
def fits_centre(pile_colour: str | None, pile_top: int, colour: str, number: int) -> bool:
    """A centre pile takes the next number of its own colour; an empty spot takes any 1."""
    if pile_top == 0:
        return number == 1
    return colour == pile_colour and number == pile_top + 1


@rule
def fits_lane(lane_colour: str, lane_top: int, colour: str, number: int) -> bool:
    """A lane builds down: one lower and of a different colour."""
    return colour != lane_colour and number == lane_top - 1


@rule
def game_over(totals: list, variant: str | None = None) -> bool:
    return max(totals) >= winning_score(variant=variant)


@rule
def leader(totals: dict) -> str:
    best = max(totals.values())
    ahead = [name for name, score in totals.items() if score == best]
    return ahead[0] if len(ahead) == 1 else "tie"


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    """Each player takes one emblem's deck; one score sheet for the table."""
    return {"play": DECK_SIZE * players, "score-pad": 1}


def play(players: int, variant: str | None = None) -> dict:
    return {"play": {"hand": stack_cards() + lanes(players)}}


@invariant("a deck lays out into a Stack, the lanes and a hand to turn", per_player_count=True)
def deck_lays_out(players: int) -> bool | str:
    if stack_cards() + lanes(players) + hand_cards(players) != DECK_SIZE:
        return "the layout does not use the whole deck"
    return True if hand_cards(players) >= flip_count() else "too few cards in hand to turn"


@invariant("there is an emblem deck for every seat", per_player_count=False)
def one_deck_per_seat(game) -> bool | str:
    emblems = game.names["emblems"]
    return True if len(emblems) == PLAYERS[1] else f"{len(emblems)} emblems for {PLAYERS[1]} seats"


@invariant("each emblem's deck holds every colour from 1 to 10 once", per_player_count=False)
def decks_are_whole(game) -> bool | str:
    deck = game.deck("play")
    emblems = tuple(game.names["emblems"])
    if tuple(game.names["colours"]) != COLOURS:
        return "the colours differ from the engine's"
    seen = set()
    for card in deck.cards:
        if tuple(card.fields["owners"]) != emblems:
            return f"{card.name} is not printed once for every emblem"
        seen.add((card.fields["colour"], card.fields["number"]))
    wanted = {(c, n) for c in COLOURS for n in range(1, TOP_NUMBER + 1)}
    if seen != wanted or len(deck.cards) != DECK_SIZE:
        return f"the deck holds {len(deck.cards)} distinct cards, not {DECK_SIZE}"
    return True if deck.total == DECK_SIZE * len(emblems) else f"{deck.total} cards in all"
