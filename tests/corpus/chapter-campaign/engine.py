"""Engine model of Lamps of Saltmere: chapters, setup by player count, scoring."""
from generator.engine import invariant, rule

PLAYERS = (2, 4)

BASE_HAND = 4
BASE_TRACK = 12


@rule
def starting_hand(chapter: int = 1) -> int:
    """Cards each player is dealt: one more from Chapter 2 on."""
    return BASE_HAND + (1 if chapter >= 2 else 0)


@rule
def track_length(chapter: int = 1) -> int:
    """Spaces on the Duke track: two fewer from Chapter 4 on."""
    return BASE_TRACK - (2 if chapter >= 4 else 0)


@rule
def tide_per_round(chapter: int = 1) -> int:
    """Tide cards revealed in each Tide phase: two from Chapter 3 on."""
    return 2 if chapter >= 3 else 1


@rule
def extra_lights(chapter: int = 1) -> int:
    """Lights added to the winning total: two in Chapter 5."""
    return 2 if chapter >= 5 else 0


@rule
def market_size(players: int = 2) -> int:
    """Face-up Lantern cards in the market."""
    return players + 2


@rule
def oil_each(players: int | None = None) -> int:
    """Oil drops each player starts a chapter with."""
    return 3


@rule
def lights_to_win(players: int = 2, chapter: int = 1) -> int:
    """Lights a player needs to win a chapter."""
    return 2 * players + 4 + extra_lights(chapter)


@rule
def campaign_points(place: str) -> int:
    """Campaign points for finishing a chapter in this place."""
    return {"First": 5, "Second": 3, "Third": 2, "Fourth": 1}[place]


@rule
def oil_paid(costs: list) -> int:
    return sum(costs)


@rule
def light_made(lights: list) -> int:
    return sum(lights)


@rule
def duke_pushback(light: int) -> int:
    """Spaces the Duke is pushed back: one when a turn makes 4 or more light."""
    return 1 if light >= 4 else 0


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "lanterns": 40,
        "tides": 20,
        "chapters": 1,
        "oil-drops": oil_each(players) * players,
        "harbour-board": 1,
        "duke-pawn": 1,
    }


@invariant("the deal leaves the market and a draw pile", per_player_count=True)
def deal_fits(players: int, game) -> bool | str:
    deck = game.deck("lanterns").total
    need = starting_hand(5) * players + market_size(players)
    return True if deck - need >= 10 else f"only {deck - need} cards left to draw"


@invariant("each chapter card agrees with the engine", per_player_count=False)
def chapter_cards_agree(game) -> bool | str:
    for card in game.deck("chapters").cards:
        ch = card.fields["chapter"]
        if card.fields["hand"] != starting_hand(ch) or card.fields["track"] != track_length(ch):
            return f"{card.name} disagrees with the engine"
    return True
