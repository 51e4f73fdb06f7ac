"""Engine model of Crossed Colours, a trick-taking duel for two.

Every number the rulebook, the quick reference and the tables print comes
from here: the deal, the points a captured card is worth, the bonuses and
the score that wins a match.
"""
from generator.engine import invariant, rule

PLAYERS = (2, 2)

COLOURS = ("Crimson", "Azure", "Jade", "Amber")
NUMBERS = range(1, 11)

# Points a captured card is worth, by its number. Numbers not listed score nothing.
POINTS = {1: 1, 7: 1, 8: 1, 9: 2, 10: 3}


def _tournament(variant: str | None) -> bool:
    return variant == "tournament"


@rule
def cards_dealt(players: int = 2) -> int:
    """Cards each player holds at the start of a hand."""
    return 10


@rule
def stock_size(players: int = 2) -> int:
    """Cards left face down in the stock after the deal: never played this hand."""
    return len(COLOURS) * len(NUMBERS) - cards_dealt(players) * players


@rule
def tricks_per_hand(players: int = 2) -> int:
    """One trick for every card in a hand."""
    return cards_dealt(players)


@rule
def card_points(number: int) -> int:
    """What a captured card of this number scores."""
    return POINTS.get(number, 0)


@rule
def points_per_colour() -> int:
    """Points among the ten cards of one colour."""
    return sum(card_points(n) for n in NUMBERS)


@rule
def points_in_deck() -> int:
    """Points among all forty cards."""
    return points_per_colour() * len(COLOURS)


@rule
def last_trick_bonus(players: int = 2, variant: str | None = None) -> int:
    """Extra points for the player who wins the tenth trick."""
    return 1


@rule
def sweep_bonus(players: int = 2, variant: str | None = None) -> int:
    """Extra points for taking every trick of a hand (tournament play only)."""
    return 5 if _tournament(variant) else 0


@rule
def match_target(players: int = 2, variant: str | None = None) -> int:
    """The score that ends the match."""
    return 31 if _tournament(variant) else 21


@rule
def trump_chosen_by(players: int = 2, variant: str | None = None) -> str:
    """Who decides the trump colour of a hand."""
    return "the turned card" if _tournament(variant) else "the non-dealer"


def _card(text: str) -> tuple[str, int]:
    colour, number = text.rsplit(" ", 1)
    return colour, int(number)


@rule
def trick_winner(led: str, reply: str, trump: str) -> str:
    """Which card wins a trick: 'led' or 'reply'. Cards are written 'Azure 9'."""
    led_colour, led_number = _card(led)
    reply_colour, reply_number = _card(reply)
    if reply_colour == led_colour:
        return "reply" if reply_number > led_number else "led"
    if reply_colour == trump:
        return "reply"
    return "led"


@rule
def hand_points(captured: list, last_trick: bool = False, tricks: int = 0,
                variant: str | None = None) -> int:
    """A player's score for one hand: the captured cards' points, plus the bonuses."""
    total = sum(card_points(int(n)) for n in captured)
    if last_trick:
        total += last_trick_bonus(2, variant)
    if tricks == tricks_per_hand():
        total += sweep_bonus(2, variant)
    return total


@rule
def match_over(score: int, variant: str | None = None) -> bool:
    """Whether a player's running score has reached the match target."""
    return score >= match_target(2, variant)


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    """What a match takes out of the box: everything."""
    return {
        "trick": 40,
        "duel-mat": 1,
        "score-markers": players,
        "trump-tokens": 4,
        "dealer-token": 1,
    }


@invariant("the deck holds every number from 1 to 10 once in each colour", per_player_count=False)
def deck_is_complete(game) -> bool | str:
    deck = game.deck("trick")
    seen = {(c.fields["colour"], c.fields["number"]) for c in deck.cards if c.count == 1}
    wanted = {(colour, n) for colour in COLOURS for n in NUMBERS}
    missing = sorted(wanted - seen)
    if missing:
        return f"missing {missing[0][0]} {missing[0][1]}"
    return True if deck.total == len(wanted) else f"{deck.total} cards, not {len(wanted)}"


@invariant("every card's points column is what its number scores", per_player_count=False)
def points_match_numbers(game) -> bool | str:
    for card in game.deck("trick").cards:
        if card.fields["points"] != card_points(card.fields["number"]):
            return f"{card.name} prints {card.fields['points']}"
    return True


@invariant("the deal and the stock use the whole deck", per_player_count=False)
def deal_uses_deck(game) -> bool | str:
    total = game.deck("trick").total
    dealt = cards_dealt(2) * 2 + stock_size(2)
    return True if dealt == total else f"{dealt} dealt or set aside of {total}"
