"""Engine model of Sum Kids.

The numbers the rulebook, the quick reference and the setup tables print come
from here. Keep every function pure.
"""
from generator.engine import invariant, rule

PLAYERS = (2, 5)

COLOURS = ("Red", "Blue", "Green", "Yellow")

# How many of each number every colour has. Small numbers come twice, so a
# hand nearly always holds something to add.
NUMBER_COPIES = {0: 1, 1: 2, 2: 2, 3: 2, 4: 2, 5: 2, 6: 1, 7: 1, 8: 1, 9: 1, 10: 1}

PLUS_CARDS = 14
MINUS_CARDS = 8

LOWEST_TARGET = 5
HIGHEST_TARGET = 20

# Little Sums, the easier game for younger children.
LITTLE_HIGHEST_NUMBER = 5
LITTLE_HIGHEST_TARGET = 12


# ---------------------------------------------------------------- hands and turns

@rule
def hand_size(players: int | None = None, variant: str | None = None) -> int:
    """Cards each player holds: five, or six in Little Sums."""
    return 6 if variant == "little" else 5


@rule
def cards_drawn_per_turn(players: int | None = None) -> int:
    """Cards drawn at the start of a turn."""
    return 1


@rule
def targets_face_up(players: int, variant: str | None = None) -> int:
    """Target cards lying face up in the middle."""
    if variant == "little":
        return 3
    return 3 if players <= 3 else 4


@rule
def fewest_numbers_in_a_sum() -> int:
    """A sum always joins at least two number cards."""
    return 2


# ---------------------------------------------------------------- making a sum

def _value(card) -> int:
    return int(card)


@rule
def sum_value(cards: list) -> int | None:
    """Work out a row of cards from left to right: number, sign, number, sign...

    Returns None when the row is not a proper sum (two numbers or two signs side
    by side, a sign at either end) or when it drops below zero on the way.
    """
    if len(cards) < 3 or len(cards) % 2 == 0:
        return None
    total = _value(cards[0])
    for i in range(1, len(cards), 2):
        sign, number = cards[i], _value(cards[i + 1])
        if sign == "+":
            total += number
        elif sign in ("-", "−"):
            total -= number
        else:
            return None
        if total < 0:
            return None
    return total


@rule
def makes_target(cards: list, target: int) -> bool:
    """True when the row of cards is a proper sum equal to the target."""
    return sum_value(cards) == target


@rule
def number_cards_used(cards: list) -> int:
    """How many number cards a row of cards holds."""
    return (len(cards) + 1) // 2


# ---------------------------------------------------------------- scoring

@rule
def stars_for_target(target: int | str) -> int:
    """Stars printed on a target card: bigger targets are worth more."""
    target = int(target)
    if target <= 9:
        return 1
    if target <= 14:
        return 2
    return 3


@rule
def one_colour_bonus(players: int | None = None) -> int:
    """Star tokens for a sum whose number cards all share one colour."""
    return 1


@rule
def long_sum_bonus(players: int | None = None) -> int:
    """Star tokens for a sum that uses three number cards or more."""
    return 1


@rule
def numbers_for_long_sum(players: int | None = None) -> int:
    """Number cards a sum needs for the long sum bonus."""
    return 3


@rule
def stars_for_play(target: int, colours: list, numbers: int) -> int:
    """Stars one finished sum earns: the target card, plus any bonus tokens."""
    stars = stars_for_target(target)
    if len(set(colours)) == 1:
        stars += one_colour_bonus()
    if numbers >= numbers_for_long_sum():
        stars += long_sum_bonus()
    return stars


@rule
def stars_to_win(players: int) -> int:
    """The first player to reach this many stars wins at once."""
    return {2: 12, 3: 10, 4: 8, 5: 7}[players]


@rule
def total_stars(targets: list, tokens: int) -> int:
    """A player's score: the stars on the targets taken plus star tokens."""
    return sum(stars_for_target(t) for t in targets) + tokens


# ---------------------------------------------------------------- the cards

@rule
def number_cards_per_colour(variant: str | None = None) -> int:
    top = LITTLE_HIGHEST_NUMBER if variant == "little" else 10
    return sum(n for v, n in NUMBER_COPIES.items() if v <= top)


@rule
def number_cards(variant: str | None = None) -> int:
    return number_cards_per_colour(variant) * len(COLOURS)


@rule
def target_cards(variant: str | None = None) -> int:
    top = LITTLE_HIGHEST_TARGET if variant == "little" else HIGHEST_TARGET
    return top - LOWEST_TARGET + 1


@rule
def sign_cards(variant: str | None = None) -> int:
    return PLUS_CARDS if variant == "little" else PLUS_CARDS + MINUS_CARDS


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    """What a game at this count takes out of the box."""
    return {
        "numbers": number_cards(variant),
        "signs": sign_cards(variant),
        "targets": target_cards(variant),
        "star-tokens": 0 if variant == "little" else 20,
        "number-lines": players,
    }


def play(players: int, variant: str | None = None) -> dict:
    return {"numbers": {"hand": hand_size(players, variant), "draw": cards_drawn_per_turn(players)}}


# ---------------------------------------------------------------- invariants

@invariant("every target card prints the stars the scoring table gives it", per_player_count=False)
def target_stars_match(game) -> bool | str:
    for card in game.deck("targets").cards:
        if card.fields["stars"] != stars_for_target(card.fields["target"]):
            return f"{card.name} shows {card.fields['stars']} stars"
    return True


@invariant("the targets run from the lowest to the highest, one card each", per_player_count=False)
def targets_cover_the_range(game) -> bool | str:
    targets = sorted(c.fields["target"] for c in game.deck("targets").cards for _ in range(c.count))
    wanted = list(range(LOWEST_TARGET, HIGHEST_TARGET + 1))
    return True if targets == wanted else f"targets are {targets}"


@invariant("every colour has the same number cards, as NUMBER_COPIES says", per_player_count=False)
def number_cards_match(game) -> bool | str:
    for colour in COLOURS:
        have = {}
        for card in game.deck("numbers").cards:
            if card.fields["colour"] == colour:
                have[card.fields["value"]] = have.get(card.fields["value"], 0) + card.count
        if have != NUMBER_COPIES:
            return f"{colour} cards are {have}"
    return True


@invariant("the sign deck holds the plus and minus cards the engine counts", per_player_count=False)
def sign_cards_match(game) -> bool | str:
    plus = sum(c.count for c in game.deck("signs").cards if c.fields["sign"] == "+")
    minus = sum(c.count for c in game.deck("signs").cards if c.fields["sign"] != "+")
    return True if (plus, minus) == (PLUS_CARDS, MINUS_CARDS) else f"{plus} plus and {minus} minus"


@invariant("the deck deals every hand with cards left to draw")
def deal_leaves_a_deck(players: int, game) -> bool | str:
    deck = game.deck("numbers").total + game.deck("signs").total
    dealt = hand_size(players) * players
    return True if deck - dealt >= 30 else f"only {deck - dealt} cards left after the deal"


@invariant("enough stars exist for someone to win")
def stars_are_reachable(players: int, game) -> bool | str:
    on_cards = sum(c.fields["stars"] * c.count for c in game.deck("targets").cards)
    return True if on_cards >= stars_to_win(players) * 2 else f"{on_cards} stars on the cards"
