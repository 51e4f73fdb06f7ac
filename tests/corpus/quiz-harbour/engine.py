"""Engine model of Quiz Harbour: teams, points, steals and the speed round."""
from generator.engine import invariant, rule

PLAYERS = (3, 8)

SUBJECTS = ("Seafaring", "Kitchen", "Geography", "Sport", "Stage", "Science")
LEVEL_POINTS = {"Easy": 1, "Medium": 2, "Hard": 3}

QUESTION_CARDS = 18     # the whole question deck comes out
SPEED_CARDS = 8
TEAM_COLOURS = 4        # team markers in the box
HOOKS_IN_BOX = 8


@rule
def teams(players: int, variant: str | None = None) -> int:
    """How many teams play: two crews up to five players, then three, and four at eight."""
    if variant == "lone-sailors":
        return players
    if players <= 5:
        return 2
    if players <= 7:
        return 3
    return 4


@rule
def largest_team(players: int) -> int:
    """The biggest crew when the players split as evenly as they can."""
    t = teams(players)
    return -(-players // t)


@rule
def hooks_per_team(players: int, variant: str | None = None) -> int:
    """Steal tokens each team starts with: three in a two-team game, else two."""
    if variant == "lone-sailors":
        return 2
    return 3 if teams(players) == 2 else 2


@rule
def question_points(level: str) -> int:
    """Points for answering a question of this level right."""
    return LEVEL_POINTS[level]


@rule
def steal_points(level: str) -> int:
    """A steal scores the question's full value."""
    return question_points(level)


@rule
def winning_score(players: int | None = None) -> int:
    return 30


@rule
def answer_seconds(players: int | None = None) -> int:
    return 30


@rule
def speed_round_every(players: int | None = None) -> int:
    """Every fifth turn is a speed round: space 5 of the tide track."""
    return 5


@rule
def speed_questions(players: int | None = None) -> int:
    return 5


@rule
def clean_sweep_bonus(players: int | None = None) -> int:
    return 2


@rule
def speed_points(correct: int) -> int:
    """One point per right answer, plus the bonus when every question is right."""
    bonus = clean_sweep_bonus() if correct == speed_questions() else 0
    return correct + bonus


@rule
def subject_for_roll(roll: int) -> str:
    """The category die: one subject per face, in the order of the subjects."""
    return SUBJECTS[roll - 1].lower()


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    """What a game at this count takes out of the box."""
    t = teams(players, variant)
    return {
        "question": QUESTION_CARDS,
        "speed": SPEED_CARDS,
        "score-board": 1,
        "team-markers": t,
        "hooks": t * hooks_per_team(players, variant),
        "tide-marker": 1,
        "category-die": 1,
        "sand-timer": 1,
    }


@invariant("every team has a marker and its hooks, in the full game and the variant")
def box_covers_teams(players: int, variant: str | None = None) -> bool | str:
    t = teams(players, variant)
    if t > TEAM_COLOURS:
        return f"{t} teams but {TEAM_COLOURS} markers"
    need = t * hooks_per_team(players, variant)
    return True if need <= HOOKS_IN_BOX else f"{need} hooks needed"


@invariant("no team is more than one player bigger than another")
def teams_even(players: int) -> bool:
    t = teams(players)
    return largest_team(players) - players // t <= 1


@invariant("the engine's box counts match game.yaml", per_player_count=False)
def decks_come_out_whole(game) -> bool | str:
    if game.deck("question").total != QUESTION_CARDS:
        return f"question deck holds {game.deck('question').total}"
    if game.deck("speed").total != SPEED_CARDS:
        return f"speed deck holds {game.deck('speed').total}"
    inv = {c.id: c.count for c in game.inventory}
    if inv["team-markers"] != TEAM_COLOURS or inv["hooks"] != HOOKS_IN_BOX:
        return "team markers or hooks differ from the box"
    return True


@invariant("every subject has the same number of question cards and a face on the die", per_player_count=False)
def subjects_balanced(game) -> bool | str:
    counts = {s: 0 for s in SUBJECTS}
    for card in game.deck("question").cards:
        counts[card.fields["subject"]] += card.count
    if len(set(counts.values())) != 1:
        return f"uneven subject stacks: {counts}"
    rolled = {subject_for_roll(r) for r in range(1, 7)}
    return True if rolled == {s.lower() for s in SUBJECTS} else "a subject is missing from the die"
