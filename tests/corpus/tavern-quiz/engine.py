"""Engine model of Tavern Quiz: teams, wagers, timings and the race to fifty."""
from generator.engine import invariant, rule

PLAYERS = (3, 8)

CATEGORIES = ("History", "Science", "Geography", "Sport", "Arts", "Pub Grub")

NUMBERS = {
    "Answer time (seconds)": 30,
    "Final round answer time (seconds)": 45,
    "Last orders score": 30,
    "Winning score": 50,
    "Final round questions": 6,
}


@rule
def teams(players: int) -> int:
    """Teams at the table: pairs, rounded up, never fewer than two."""
    return max(2, (players + 1) // 2)


@rule
def wager_tokens_in_play(players: int) -> int:
    """Each team takes its three wager tokens (1, 2 and 3)."""
    return teams(players) * 3


@rule
def constant(what: str) -> int:
    """The fixed numbers of the game, looked up by name."""
    return NUMBERS[what]


@rule
def answer_seconds(final: bool = False) -> int:
    """How long the teams have to write an answer."""
    return NUMBERS["Final round answer time (seconds)"] if final else NUMBERS["Answer time (seconds)"]


@rule
def points_right(wager: int, final: bool = False) -> int:
    """Points a team gains for a right answer: its wager, doubled in the final round."""
    return wager * 2 if final else wager


@rule
def points_wrong(wager: int, final: bool = False) -> int:
    """A wrong answer costs nothing unless the team bet 3: then it loses 1 (2 in the final)."""
    if wager < 3:
        return 0
    return -2 if final else -1


@rule
def score_after(start: int, answers: list) -> int:
    """A team's score after a run of answers, each [wager, right, final]; never below 0, never above 50."""
    score = start
    for wager, right, final in answers:
        score += points_right(wager, final) if right else points_wrong(wager, final)
        score = min(NUMBERS["Winning score"], max(0, score))
    return score


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    """What a game at this count takes out of the box."""
    return {
        "question-cards": 36,
        "wager-board": 1,
        "wager-tokens": wager_tokens_in_play(players),
        "score-markers": teams(players),
        "sand-timer": 1,
    }


@invariant("the box has tokens and markers for every team")
def enough_team_pieces(players: int, game) -> bool | str:
    tokens = next(c for c in game.inventory if c.id == "wager-tokens")
    markers = next(c for c in game.inventory if c.id == "score-markers")
    if tokens.count < wager_tokens_in_play(players):
        return f"only {tokens.count} wager tokens for {teams(players)} teams"
    return True if markers.count >= teams(players) else "too few score markers"


@invariant("every category has at least six questions for the final round and more", per_player_count=False)
def categories_filled(game) -> bool | str:
    short = []
    for cat in CATEGORIES:
        n = sum(c.count for c in game.deck("questions").cards if c.fields["category"] == cat)
        if n < 6:
            short.append(cat)
    return True if not short else "too few questions: " + ", ".join(short)
