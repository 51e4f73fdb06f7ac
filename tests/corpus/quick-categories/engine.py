"""Quick Categories: the rules the tables, the board and the rulebook print."""

from generator.engine import invariant, rule

PLAYERS = (4, 12)

LEVELS = ("Easy", "Medium", "Hard")
PROMPT_CARDS = 36          # the whole deck is shuffled into the draw pile (held to game.yaml below)
SCORE_TRACK_END = 30       # the last space of the board's score track (held to game.yaml below)

_BEAT = {"Easy": 1, "Medium": 2, "Hard": 3}
_STEAL = {"Easy": 1, "Medium": 1, "Hard": 2}
_GOAL_BY_TEAMS = {2: 21, 3: 18, 4: 15}


# --- teams and the goal -------------------------------------------------------

@rule
def teams(players: int = 4) -> int:
    """One team for every two players, never more than four teams."""
    return min(players // 2, 4)


@rule
def largest_team(players: int = 4) -> int:
    """The players split as evenly as they can: the biggest team has this many."""
    t = teams(players)
    return -(-players // t)


@rule
def smallest_team(players: int = 4) -> int:
    return players // teams(players)


@rule
def points_to_win(players: int = 4) -> int:
    """More teams means more turns in a round, so the goal comes down."""
    return _GOAL_BY_TEAMS[teams(players)]


@rule
def swap_tokens_per_team(players: int | None = None) -> int:
    return 2


@rule
def double_tokens_per_team(players: int | None = None) -> int:
    return 1


@rule
def sand_seconds() -> int:
    """How long the sand timer runs."""
    return 30


@rule
def steal_count() -> int:
    """The Reader counts to this aloud while the stealing team answers."""
    return 5


@rule
def prompts_per_card() -> int:
    return len(LEVELS)


@rule
def marathon_goal() -> int:
    """The Marathon variant plays to the last space of the score track."""
    return SCORE_TRACK_END


# --- scoring ------------------------------------------------------------------

@rule
def beat_points(level: str) -> int:
    """Points for finishing the prompt before the sand runs out."""
    return _BEAT[level]


@rule
def double_points(level: str) -> int:
    """Points for beating the sand with a Double token played."""
    return 2 * beat_points(level)


@rule
def steal_points(level: str) -> int:
    """Points for the team on the left when it finishes a failed prompt."""
    return _STEAL[level]


@rule
def turn_points(level: str, result: str, doubled: bool = False) -> int:
    """What one prompt scores. result: 'beat' (the active team finished in time),
    'steal' (the team on the left finished it) or 'miss' (nobody did)."""
    if result == "beat":
        return double_points(level) if doubled else beat_points(level)
    if result == "steal":
        return steal_points(level)
    if result == "miss":
        return 0
    raise ValueError(f"unknown result {result!r}")


# --- setup and play -----------------------------------------------------------

def setup(players: int, variant: str | None = None) -> dict[str, int]:
    t = teams(players)
    swaps = swap_tokens_per_team(players) + (1 if variant == "marathon" else 0)
    doubles = 0 if variant == "family" else double_tokens_per_team(players) * t
    return {
        "prompts": PROMPT_CARDS,
        "score-board": 1,
        "team-markers": t,
        "double-tokens": doubles,
        "swap-tokens": swaps * t,
        "sand-timer": 1,
    }


def play(players: int, variant: str | None = None) -> dict[str, dict]:
    # one prompt card is turned over on each team's turn
    return {"prompts": {"per_round": teams(players), "turns": 6}}


# --- invariants ---------------------------------------------------------------

@invariant("no team has fewer than two players")
def teams_of_two_or_more(players: int) -> bool:
    return smallest_team(players) >= 2 and largest_team(players) - smallest_team(players) <= 1


@invariant("the score track holds the best score a game can end on")
def track_is_long_enough(players: int) -> bool | str:
    # a team one point short of the goal beats a doubled Hard prompt, then steals a Hard one
    best = points_to_win(players) - 1 + double_points("Hard") + steal_points("Hard")
    return True if best <= SCORE_TRACK_END else f"a team can reach {best}, past {SCORE_TRACK_END}"


@invariant("a harder level always scores more, and a steal never beats the active team's points",
           per_player_count=False)
def levels_climb() -> bool:
    beats = [beat_points(level) for level in LEVELS]
    return beats == sorted(set(beats)) and all(steal_points(lv) <= beat_points(lv) for lv in LEVELS)


@invariant("the whole prompt deck goes into the draw pile", per_player_count=False)
def deck_comes_out_whole(game) -> bool | str:
    total = game.deck("prompts").total
    return True if total == PROMPT_CARDS else f"the deck has {total} cards, setup takes {PROMPT_CARDS}"


@invariant("the board's score track ends where the engine says", per_player_count=False)
def board_track_matches(game) -> bool | str:
    track = next(t for m in game.maps for t in m.tracks if t.id == "score")
    return True if track.end == SCORE_TRACK_END else f"the track ends at {track.end}"


@invariant("every prompt card has an Easy, a Medium and a Hard prompt", per_player_count=False)
def three_prompts_each(game) -> bool | str:
    for card in game.deck("prompts").cards:
        if not all(card.fields[col].strip() for col in ("easy", "medium", "hard")):
            return f"{card.name} is missing a prompt"
    return True
