"""Empty Hands: the rules the printed tables, the board and the examples rest on."""

from generator.engine import invariant, rule

PLAYERS = (2, 5)

SUITS = ("Spades", "Hearts", "Diamonds", "Clubs")
PLAIN_RANKS = ("Three", "Four", "Five", "Six", "Seven", "Eight", "Nine", "Ten")
RANKS = ("Ace", "Two") + PLAIN_RANKS + ("Jack", "Queen", "King")
JOKERS = 2

HAND = {2: 11, 3: 9, 4: 8, 5: 7}
GOAL = {2: 25, 3: 35, 4: 45, 5: 50}
SHORT_GOAL = {2: 15, 3: 20, 4: 25, 5: 30}

POINTS = {"Ace": 1, "Two": 3, "Jack": 3, "Queen": 3, "King": 2, "Joker": 5}
POWERS = {"Two": "Draw two", "Jack": "Skip", "Queen": "Reverse", "Joker": "Wild"}


@rule
def deck_size(variant: str | None = None) -> int:
    """Cards in play: the 52 of an ordinary deck, plus both jokers unless the variant leaves them out."""
    plain = len(SUITS) * len(RANKS)
    return plain if variant == "purist" else plain + JOKERS


@rule
def cards_dealt(players: int) -> int:
    return HAND[players]


@rule
def stock_after_deal(players: int, variant: str | None = None) -> int:
    """What is left to draw once every hand is dealt and one card is turned up onto the pile."""
    return deck_size(variant) - players * cards_dealt(players) - 1


@rule
def points_to_win(players: int = 2, variant: str | None = None) -> int:
    if variant == "short":
        return SHORT_GOAL[players]
    return GOAL[players]


@rule
def card_points(rank: str) -> int:
    """What one card left in a hand is worth. 'Three to Ten' is the table's column for the plain ranks."""
    if rank == "Three to Ten" or rank in PLAIN_RANKS:
        return 1
    return POINTS[rank]


@rule
def card_power(rank: str) -> str | None:
    if rank == "Three to Ten" or rank in PLAIN_RANKS:
        return None
    return POWERS.get(rank)


@rule
def cards_per_two(players: int | None = None) -> int:
    return 2


@rule
def missed_call_penalty(players: int | None = None) -> int:
    return 2


@rule
def clean_finish_bonus(players: int | None = None) -> int:
    return 3


@rule
def shortest_run(players: int | None = None) -> int:
    return 3


@rule
def twos_penalty(twos: int) -> int:
    """Cards the player who cannot answer draws after a chain of Twos."""
    return cards_per_two() * twos


@rule
def hand_points(cards: list) -> int:
    return sum(card_points(rank) for rank in cards)


@rule
def round_score(hands: list, clean_finish: bool = False) -> int:
    """What the player who went out scores: every card left in the other hands, plus the bonus."""
    total = sum(hand_points(hand) for hand in hands)
    return total + (clean_finish_bonus() if clean_finish else 0)


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "playing-cards": deck_size(variant),
        "scoring-board": 1,
        "score-markers": players,
        "reference": 2 * players,
    }


@invariant("the deal always leaves a stock to draw from", per_player_count=True)
def stock_remains(players: int, variant: str | None = None) -> bool | str:
    left = stock_after_deal(players, variant)
    return True if left >= 10 else f"only {left} cards left in the stock"


@invariant("the box count of playing cards is an ordinary deck with both jokers", per_player_count=False)
def deck_is_standard(game) -> bool | str:
    line = next(c for c in game.inventory if c.id == "playing-cards")
    return True if line.count == deck_size() else f"the box says {line.count}, the rules use {deck_size()}"


@invariant("the name set of ranks is the engine's ranks and the Joker", per_player_count=False)
def ranks_agree(game) -> bool | str:
    named = tuple(game.names["ranks"])
    return True if named == RANKS + ("Joker",) else f"game.yaml ranks {named}"


@invariant("the score track reaches every goal, short game included", per_player_count=False)
def track_reaches_goals(game) -> bool | str:
    track = next(t for m in game.maps for t in m.tracks if t.id == "score")
    goals = [points_to_win(n, v) for n in range(PLAYERS[0], PLAYERS[1] + 1) for v in (None, "short")]
    return True if max(goals) <= track.end else f"goal {max(goals)} is past the track's end {track.end}"


@invariant("each player gets one of each reference card", per_player_count=False)
def references_go_round(game) -> bool | str:
    deck = game.deck("reference")
    short = [c.name for c in deck.cards if c.count < PLAYERS[1]]
    return True if not short else f"too few copies: {', '.join(short)}"
