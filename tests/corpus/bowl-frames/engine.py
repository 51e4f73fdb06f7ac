"""Engine model of Ten Frame Tumble, a dice bowling game for 1-4 players.

The scoring rules are ordinary ten-pin scoring: a strike adds the next two
rolls, a spare the next one, and the tenth frame grants the bonus rolls inside
the frame itself. Everything the rulebook, the quick reference and the score
sheet print about scoring is computed here.
"""
from generator.engine import invariant, rule

PLAYERS = (1, 4)

PINS = 10
FRAMES = 10
SHOT_DECK = 16          # held to the Shot deck's cards by an invariant

CONSTANTS = {
    "Pins": PINS,
    "Frames": FRAMES,
    "Rolls in a frame": 2,
    "Rolls in the tenth frame": 3,
    "Perfect game": None,   # filled in below from the scoring itself
}


@rule
def pins() -> int:
    """Pins in a full rack, and pin dice rolled on a first roll."""
    return PINS


@rule
def frames() -> int:
    """Frames in a game."""
    return FRAMES


@rule
def frame_numbers() -> list[int]:
    """The frame numbers the score sheet prints across its top."""
    return list(range(1, FRAMES + 1))


@rule
def rolls_per_frame() -> int:
    """Rolls a bowler takes in frames one to nine, at most."""
    return 2


@rule
def tenth_frame_rolls() -> int:
    """The most rolls the tenth frame can hold (a strike or a spare earns the third)."""
    return 3


@rule
def pin_result(roll: int) -> str:
    """What one pin die means: a 1 leaves its pin standing, anything else knocks it down."""
    return "standing" if roll == 1 else "down"


@rule
def bonus_rolls(mark: str) -> int:
    """Rolls added to a frame's own pins, by how the frame ended."""
    return {"Open frame": 0, "Spare": 1, "Strike": 2}[mark]


@rule
def frame_max(mark: str) -> int:
    """The most a single frame can score, by how it ended."""
    return {"Open frame": PINS - 1, "Spare": PINS + PINS, "Strike": PINS * 3}[mark]


def _check_rolls(rolls: list) -> list[int]:
    rolls = [int(r) for r in rolls]
    if any(r < 0 or r > PINS for r in rolls):
        raise ValueError(f"a roll knocks down 0 to {PINS} pins: {rolls}")
    return rolls


@rule
def frame_points(rolls: list) -> int:
    """What the first frame of `rolls` scores, its bonus taken from the rolls after it."""
    rolls = _check_rolls(rolls)
    if rolls[0] == PINS:
        return PINS + rolls[1] + rolls[2]
    if rolls[0] + rolls[1] == PINS:
        return PINS + rolls[2]
    return rolls[0] + rolls[1]


@rule
def frame_totals(rolls: list) -> list[int]:
    """The running totals a score sheet shows after each frame of a whole game."""
    rolls = _check_rolls(rolls)
    totals, total, i = [], 0, 0
    for _ in range(FRAMES):
        total += frame_points(rolls[i:])
        totals.append(total)
        i += 1 if rolls[i] == PINS else 2
    return totals


@rule
def final_score(rolls: list) -> int:
    """A whole game's score: the running total after the tenth frame."""
    return frame_totals(rolls)[-1]


@rule
def perfect_game() -> int:
    """Twelve strikes in a row."""
    return final_score([PINS] * (FRAMES + 2))


CONSTANTS["Perfect game"] = perfect_game()


@rule
def game_number(what: str) -> int:
    """The numbers of the game, looked up by name."""
    return CONSTANTS[what]


@rule
def shot_cards_dealt(players: int = 2) -> int:
    """Shot cards each player starts with: a solo bowler gets one extra."""
    return 4 if players == 1 else 3


@rule
def shot_cards_left(players: int = 2) -> int:
    """Shot cards left in the draw pile after the deal."""
    return SHOT_DECK - shot_cards_dealt(players) * players


@rule
def hand_limit() -> int:
    """Most Shot cards a player may hold."""
    return 5


@rule
def shots_per_frame() -> int:
    """Shot cards a bowler may play in one frame, at most."""
    return 1


@rule
def solo_rating(score: int | str) -> str:
    """The title a solo bowler earns with a final score."""
    score = int(score)
    if score < 140:
        return "Rookie"
    if score < 170:
        return "League Bowler"
    if score < 200:
        return "Lane Ace"
    return "Legend"


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    """What a game at this player count takes out of the box."""
    return {
        "shots": SHOT_DECK,
        "pin-dice": PINS,
        "lane-mat": 1,
        "score-pad": 1,
        "pencils": players,
    }


def play(players: int, variant: str | None = None) -> dict:
    return {"shots": {"hand": shot_cards_dealt(players), "draw": 0}, "pin-dice": {"dice": PINS}}


@invariant("the Shot deck holds the cards the engine deals from", per_player_count=False)
def shot_deck_size(game) -> bool | str:
    total = game.deck("shots").total
    return True if total == SHOT_DECK else f"the deck has {total} cards, the engine counts {SHOT_DECK}"


@invariant("the deal leaves a draw pile for strikes and spares")
def deal_leaves_a_pile(players: int) -> bool | str:
    left = shot_cards_left(players)
    return True if left >= 4 else f"only {left} cards left to draw"


@invariant("the opening hand fits under the hand limit")
def hand_fits(players: int) -> bool:
    return shot_cards_dealt(players) <= hand_limit()


@invariant("a perfect game is twelve strikes and scores 300", per_player_count=False)
def perfect_is_300() -> bool:
    return perfect_game() == 300 and frame_max("Strike") * FRAMES == perfect_game()


@invariant("the score sheet prints one column per frame", per_player_count=False)
def sheet_has_every_frame() -> bool:
    return frame_numbers() == list(range(1, frames() + 1))
