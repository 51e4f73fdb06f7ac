"""Engine model of Snooker Breaks: the snooker numbers the rulebook prints.

Balls are named by colour (Red, Yellow, ... Black). A frame racks 15 reds;
every red potted may be followed by one colour, then the colours go down in
order from yellow to black.
"""
from generator.engine import invariant, rule

PLAYERS = (2, 2)

BALL_POINTS = {"Red": 1, "Yellow": 2, "Green": 3, "Brown": 4, "Blue": 5, "Pink": 6, "Black": 7}
ACCURACY = {"Red": 3, "Yellow": 3, "Green": 4, "Brown": 4, "Blue": 5, "Pink": 6, "Black": 7}
COLOURS = ["Yellow", "Green", "Brown", "Blue", "Pink", "Black"]
REDS = 15
LOWEST_FOUL = 4
SAFETY_PENALTY = 2
BEST_OF = 7
SKILL_DEALT = 2
SKILL_LIMIT = 3
CUE_DECK = 50
SKILL_DECK = 14


@rule
def ball_points(ball: str) -> int:
    """What potting the ball scores."""
    return BALL_POINTS[ball]


@rule
def accuracy_needed(ball: str) -> int:
    """The accuracy a flipped cue card must show to pot the ball."""
    return ACCURACY[ball]


@rule
def foul_points(ball: str) -> int:
    """A foul gives the opponent the value of the ball on, never less than the lowest foul."""
    return max(LOWEST_FOUL, BALL_POINTS[ball])


@rule
def lowest_foul() -> int:
    """No foul is worth less than this."""
    return LOWEST_FOUL


@rule
def reds_racked(players: int = 2) -> int:
    """Red balls set out at the start of every frame."""
    return REDS


@rule
def colours_total() -> int:
    """All six colours potted once each, yellow to black."""
    return sum(BALL_POINTS[c] for c in COLOURS)


@rule
def max_break() -> int:
    """Every red with the black, then all the colours: the maximum break."""
    return REDS * (BALL_POINTS["Red"] + BALL_POINTS["Black"]) + colours_total()


@rule
def points_remaining(reds: int, colour_on: str = "Yellow") -> int:
    """Points still on the table: each red with a black, then the colours from the one on."""
    if reds > 0:
        return reds * (BALL_POINTS["Red"] + BALL_POINTS["Black"]) + colours_total()
    return sum(BALL_POINTS[c] for c in COLOURS[COLOURS.index(colour_on):])


@rule
def frames_in_match(players: int = 2) -> int:
    """A match is the best of this many frames."""
    return BEST_OF


@rule
def frames_to_win(players: int = 2) -> int:
    """Frames a player needs to win the match."""
    return BEST_OF // 2 + 1


@rule
def skill_cards_dealt(players: int = 2) -> int:
    """Skill cards each player is dealt at the start of every frame."""
    return SKILL_DEALT


@rule
def skill_hand_limit(players: int = 2) -> int:
    """Most skill cards a player may hold."""
    return SKILL_LIMIT


@rule
def safety_penalty(players: int = 2) -> int:
    """Extra accuracy the first shot after a safety needs."""
    return SAFETY_PENALTY


@rule
def break_score(pots: list) -> int:
    """The points of one break: the balls potted in one visit."""
    return sum(BALL_POINTS[b] for b in pots)


@rule
def frame_labels() -> list:
    """The rows of the match sheet: one per frame of the match."""
    return [f"Frame {n}" for n in range(1, BEST_OF + 1)]


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "cue": CUE_DECK,
        "skill": SKILL_DECK,
        "ball-tokens": REDS + len(COLOURS),
        "cue-ball": 1,
        "table-board": 1,
        "match-pad": 1,
    }


def play(players: int, variant: str | None = None) -> dict[str, dict]:
    return {"skill": {"hand": SKILL_DEALT}}


@invariant("the box holds the cue and skill decks setup() takes out", per_player_count=False)
def decks_come_out_whole(game) -> bool | str:
    cue = game.deck("cue").total
    skill = game.deck("skill").total
    if cue != CUE_DECK or skill != SKILL_DECK:
        return f"cue deck {cue} (engine {CUE_DECK}), skill deck {skill} (engine {SKILL_DECK})"
    return True


@invariant("the ball tokens are the reds and one of each colour", per_player_count=False)
def balls_match_the_rack(game) -> bool | str:
    balls = next(c for c in game.inventory if c.id == "ball-tokens")
    return True if balls.count == REDS + len(COLOURS) else f"{balls.count} ball tokens"


@invariant("the maximum break is every point on a full table", per_player_count=False)
def max_break_is_full_table() -> bool:
    return max_break() == points_remaining(REDS)


@invariant("some cue card pots the black even after a laid snooker", per_player_count=False)
def black_can_be_potted(game) -> bool | str:
    best = max(c.fields["accuracy"] for c in game.deck("cue").cards)
    snooker = max((c.fields["bonus"] or 0) for c in game.deck("skill").cards if c.id == "lay-a-snooker")
    need = accuracy_needed("Black") + snooker
    return True if best >= need else f"best accuracy {best}, black after a snooker needs {need}"


@invariant("every foul is worth at least the lowest foul", per_player_count=False)
def fouls_at_least_lowest() -> bool:
    return all(foul_points(b) >= LOWEST_FOUL for b in BALL_POINTS)
