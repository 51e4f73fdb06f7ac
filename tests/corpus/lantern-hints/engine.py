"""Engine model of Lantern Hints.

The numbers the printed tables, examples and setup take come from here.
"""
from generator.engine import invariant, rule

PLAYERS = (2, 5)

COLOURS = ("amber", "jade", "indigo", "crimson", "pearl")
SPREAD = {1: 3, 2: 2, 3: 2, 4: 2, 5: 1}   # copies of each number in one colour
WHISPER_TOKENS = 8
GUSTS = 3


def _colours(variant: str | None = None) -> int:
    return len(COLOURS) + (1 if variant == "ember-night" else 0)


@rule
def copies(number: int) -> int:
    """How many cards of one colour show this number."""
    if number not in SPREAD:
        raise ValueError(f"lantern numbers run 1-5, not {number}")
    return SPREAD[number]


@rule
def cards_per_colour() -> int:
    return sum(SPREAD.values())


@rule
def deck_size(variant: str | None = None) -> int:
    return cards_per_colour() * _colours(variant)


@rule
def hand_size(players: int) -> int:
    """Cards each lamplighter holds: five with two or three players, four with more."""
    return 5 if players <= 3 else 4


@rule
def draw_pile_after_deal(players: int, variant: str | None = None) -> int:
    return deck_size(variant) - hand_size(players) * players


@rule
def whisper_tokens_at_start(players: int = 2) -> int:
    return WHISPER_TOKENS


@rule
def whisper_limit() -> int:
    return WHISPER_TOKENS


@rule
def whispers_regained(whispers: int) -> int:
    """Lit Whisper tokens after a douse or a finished string: one more, never past the limit."""
    return min(whispers + 1, whisper_limit())


@rule
def gusts_to_lose(players: int = 2, variant: str | None = None) -> int:
    """The Gust token that ends the festival (the third; the fourth in Gentle Wind)."""
    return GUSTS + 1 if variant == "gentle-wind" else GUSTS


@rule
def can_hang(top: int, number: int) -> bool:
    """A card hangs only if it is one more than the top of its string (0 for an empty string)."""
    return number == top + 1


@rule
def last_turns(players: int) -> int:
    """After the last card is drawn, every lamplighter takes one more turn."""
    return players


@rule
def max_score(variant: str | None = None) -> int:
    return 5 * _colours(variant)


@rule
def final_score(amber: int = 0, jade: int = 0, indigo: int = 0, crimson: int = 0,
                pearl: int = 0, ember: int = 0, gusts_out: bool = False) -> int:
    """The top card of each string, added up. Zero if the last Gust ended the festival."""
    if gusts_out:
        return 0
    return amber + jade + indigo + crimson + pearl + ember


@rule
def verdict(score: int) -> str:
    if score <= 5:
        return "The lanterns gutter out. Try again tomorrow."
    if score <= 10:
        return "A few streets glow."
    if score <= 15:
        return "The river town is pleased."
    if score <= 20:
        return "Crowds line the bridges."
    if score <= 24:
        return "Talked about until next spring."
    return "A festival for the songbooks."


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    out = {
        "lanterns": deck_size(),
        "whisper-tokens": whisper_tokens_at_start(players),
        "gust-tokens": gusts_to_lose(players, variant),
        "reference": players,
        "lantern-post-mat": 1,
    }
    if variant == "ember-night":
        out["ember"] = deck_size(variant) - deck_size()
    return out


@invariant("every colour follows the spread of three 1s, two 2s, 3s and 4s and one 5")
def spread_matches_cards(game) -> bool | str:
    wrong = []
    for deck_id in ("lanterns", "ember"):
        for card in game.deck(deck_id).cards:
            if card.count != copies(card.fields["number"]):
                wrong.append(card.name)
    return True if not wrong else "wrong count: " + ", ".join(wrong)


@invariant("the deck sizes in the engine are the card data's")
def deck_sizes_agree(game) -> bool | str:
    base = game.deck("lanterns").total
    ember = game.deck("ember").total
    if base != deck_size():
        return f"lanterns deck holds {base}, engine says {deck_size()}"
    if base + ember != deck_size("ember-night"):
        return f"with Ember the deck holds {base + ember}, engine says {deck_size('ember-night')}"
    return True


@invariant("the deal always leaves a draw pile")
def deal_leaves_a_pile(players: int, variant: str | None = None) -> bool:
    return draw_pile_after_deal(players, variant) > players
