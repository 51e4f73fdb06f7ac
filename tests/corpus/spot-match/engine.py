"""Engine model of Spot Match.

The deck is the projective plane of order 7: 57 symbols, 57 possible cards of
eight symbols, any two of which share exactly one symbol. We print 55 of them
(the two we leave out are the line "at infinity" and the first vertical line,
which keeps the deck at a size that splits nicely for the mini-games).
"""
from itertools import combinations

from generator.engine import invariant, rule

PLAYERS = (2, 8)  # the same range as `players` in game.yaml

ORDER = 7
SYMBOLS = (
    "Anchor", "Apple", "Balloon", "Bell", "Bicycle", "Bone", "Boot", "Cactus",
    "Candle", "Carrot", "Castle", "Cat", "Cheese", "Cherry", "Clock", "Cloud",
    "Clover", "Comet", "Crown", "Cup", "Dolphin", "Dragon", "Drum", "Eye",
    "Feather", "Fish", "Flag", "Flame", "Ghost", "Glove", "Hammer", "Heart",
    "Igloo", "Key", "Kite", "Ladder", "Leaf", "Lemon", "Lock", "Moon",
    "Mushroom", "Owl", "Pencil", "Pine", "Rabbit", "Ring", "Rocket", "Scissors",
    "Shell", "Snail", "Snowflake", "Spider", "Sun", "Teapot", "Tent", "Turtle",
    "Umbrella",
)

MINIGAMES = ("The Tower", "The Well", "Hot Potato", "Catch Them All", "Poisoned Gift")
ROUNDS = {"Hot Potato": 5, "Catch Them All": 5}


def _point(x: int, y: int) -> str:
    return SYMBOLS[x * ORDER + y]


def _slope(m: int) -> str:
    return SYMBOLS[ORDER * ORDER + m]


def _build_cards() -> tuple[tuple[str, ...], ...]:
    cards: list[tuple[str, ...]] = []
    for m in range(ORDER):
        for b in range(ORDER):
            cards.append(tuple(_point(x, (m * x + b) % ORDER) for x in range(ORDER)) + (_slope(m),))
    vertical = SYMBOLS[-1]
    for c in range(1, ORDER):  # x = 0 is one of the two lines left out
        cards.append(tuple(_point(c, y) for y in range(ORDER)) + (vertical,))
    return tuple(cards)


CARDS = _build_cards()
CARD_NAMES = tuple(f"Card {i + 1}" for i in range(len(CARDS)))
BY_NAME = dict(zip(CARD_NAMES, CARDS))


@rule
def deck_size() -> int:
    """Round cards in the box."""
    return len(CARDS)


@rule
def symbol_count() -> int:
    """Different symbols in the whole deck."""
    return len(SYMBOLS)


@rule
def symbols_per_card(players: int = 2) -> int:
    """Symbols printed on each card."""
    return ORDER + 1


@rule
def shared_symbol(first: str, second: str) -> str:
    """The one symbol two cards (by name) have in common."""
    common = set(BY_NAME[first]) & set(BY_NAME[second])
    if len(common) != 1:
        raise ValueError(f"{first} and {second} share {len(common)} symbols")
    return common.pop()


# --- The Tower: one face-up card each, the rest is the draw pile -------------
@rule
def tower_start(players: int) -> int:
    """The Tower: cards each player starts their tower with."""
    return 1


@rule
def tower_pile(players: int) -> int:
    """The Tower: cards in the face-up draw pile."""
    return deck_size() - players * tower_start(players)


# --- The Well: one card in the middle, the rest dealt evenly --------------------
@rule
def well_centre(players: int = 2) -> int:
    """The Well: cards laid face up in the middle to start the well."""
    return 1


@rule
def well_hand(players: int) -> int:
    """The Well: cards in each player's pile."""
    return (deck_size() - well_centre(players)) // players


@rule
def well_unused(players: int) -> int:
    """The Well: cards that do not divide evenly go back in the box."""
    return deck_size() - well_centre(players) - well_hand(players) * players


# --- Hot Potato: one card each per round, five rounds --------------------------
@rule
def potato_cards(players: int) -> int:
    """Hot Potato: cards dealt at the start of each round (one per player)."""
    return players


@rule
def rounds(minigame: str, players: int = 2) -> int:
    """Rounds played in a mini-game that is played in rounds."""
    return ROUNDS[minigame]


# --- Catch Them All: a bait card and a field of cards around it ----------------
@rule
def catch_field(players: int) -> int:
    """Catch Them All: cards laid face up around the bait each round."""
    return players + 2


@rule
def catch_round_cards(players: int) -> int:
    """Catch Them All: cards one round uses, bait included."""
    return catch_field(players) + 1


@rule
def catch_total(players: int) -> int:
    """Catch Them All: cards the whole game uses."""
    return catch_round_cards(players) * rounds("Catch Them All")


# --- Poisoned Gift: one card each, the rest is the draw pile -------------------
@rule
def gift_pile(players: int) -> int:
    """Poisoned Gift: cards in the face-up draw pile."""
    return deck_size() - players


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    """Every mini-game starts from the whole deck, shuffled."""
    return {"rounds": deck_size()}


@invariant("any two cards in the deck share exactly one symbol", per_player_count=False)
def one_match_per_pair(game) -> bool | str:
    cards = game.deck("rounds").cards
    for a, b in combinations(cards, 2):
        common = set(a.fields["symbols"]) & set(b.fields["symbols"])
        if len(common) != 1:
            return f"{a.name} and {b.name} share {len(common)} symbols"
    for card in cards:
        if len(set(card.fields["symbols"])) != symbols_per_card():
            return f"{card.name} does not show {symbols_per_card()} different symbols"
    return True


@invariant("the printed deck is the engine's deck and the symbol list is the engine's", per_player_count=False)
def deck_matches_engine(game) -> bool | str:
    if tuple(game.names["symbols"]) != SYMBOLS:
        return "the symbols name set differs from engine.SYMBOLS"
    deck = game.deck("rounds")
    if deck.total != deck_size():
        return f"{deck.total} cards printed, engine has {deck_size()}"
    for card in deck.cards:
        if set(card.fields["symbols"]) != set(BY_NAME.get(card.name, ())):
            return f"{card.name} differs from the engine's card"
    return True


@invariant("the deck is big enough for every mini-game at this player count")
def deck_suffices(players: int) -> bool:
    return (
        tower_pile(players) > 0
        and well_hand(players) >= 1
        and potato_cards(players) * rounds("Hot Potato") <= deck_size()
        and catch_total(players) <= deck_size()
        and gift_pile(players) > 0
    )
