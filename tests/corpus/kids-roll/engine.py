"""Puddle Hop: the numbers of a little frog race."""
from generator.engine import invariant, rule

PLAYERS = (2, 4)

PADS_TO_HOME = 25
STAR_PADS = (3, 7, 11, 15, 19, 23)
SPLASH_PADS = (5, 9, 13, 17, 21)
FLY_DECK = 30
SPLASH_DECK = 16


@rule
def frogs_in_play(players: int) -> int:
    """One frog for each player."""
    return players


@rule
def fly_cards_in_play(players: int) -> int:
    """Ten Fly cards, and five more for each player."""
    return 10 + 5 * players


@rule
def star_flies(players: int | None = None) -> int:
    """Fly cards taken for landing on a star pad."""
    return 1


@rule
def splash_draw(players: int | None = None) -> int:
    """Splash cards drawn for landing on a splash pad."""
    return 1


@rule
def home_bonus(players: int | None = None) -> int:
    """Fly cards the first frog home takes."""
    return 3


@rule
def pads_to_home(players: int | None = None) -> int:
    """Pads from the Reeds to the Big Lily Pad."""
    return PADS_TO_HOME


@rule
def die_faces() -> int:
    return 6


@rule
def hop_to(start: int, roll: int) -> int:
    """Where a frog lands: it never hops past home."""
    return min(start + roll, PADS_TO_HOME)


@rule
def pad_kind(pad: int) -> str:
    if pad == 0:
        return "reeds"
    if pad == PADS_TO_HOME:
        return "home"
    if pad in STAR_PADS:
        return "star"
    if pad in SPLASH_PADS:
        return "splash"
    return "plain"


@rule
def star_pads() -> int:
    return len(STAR_PADS)


@rule
def splash_pads() -> int:
    return len(SPLASH_PADS)


@rule
def count_flies(cards: list) -> int:
    return sum(int(c) for c in cards)


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "pond-board": 1,
        "frogs": frogs_in_play(players),
        "die": 1,
        "splash": SPLASH_DECK,
        "flies": fly_cards_in_play(players),
    }


def play(players: int, variant: str | None = None) -> dict:
    return {"die": {"dice": 1}}


@invariant("the Fly pile never needs more cards than the box holds")
def fly_pile_fits(players: int, game) -> bool | str:
    total = game.deck("flies").total
    return True if fly_cards_in_play(players) <= total else f"{fly_cards_in_play(players)} of {total}"


@invariant("the decks hold what the engine counts on", per_player_count=False)
def decks_match(game) -> bool | str:
    if game.deck("flies").total != FLY_DECK:
        return f"flies deck has {game.deck('flies').total}"
    if game.deck("splash").total != SPLASH_DECK:
        return f"splash deck has {game.deck('splash').total}"
    return True


@invariant("the board track ends at home", per_player_count=False)
def track_matches(game) -> bool | str:
    track = game.maps[0].tracks[0]
    return True if track.end == PADS_TO_HOME else f"track ends at {track.end}"
