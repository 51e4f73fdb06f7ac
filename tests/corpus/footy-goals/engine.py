"""Engine model of Siren Time, a card game of Australian rules football.

Scores are kept the way the game is scored on a real ground: goals and
behinds, written goals.behinds (total), so 12.8 (80) is twelve goals and
eight behinds, eighty points.
"""
from generator.engine import invariant, rule

PLAYERS = (2, 4)

GOAL_POINTS = 6
BEHIND_POINTS = 1

KICKS = {"Goal": GOAL_POINTS, "Behind": BEHIND_POINTS, "Rushed behind": BEHIND_POINTS, "Out on the full": 0}
LADDER = {"Win": 4, "Draw": 2, "Loss": 0}


# --- scoring -----------------------------------------------------------------

@rule
def goal_points() -> int:
    """Points for a goal."""
    return GOAL_POINTS


@rule
def behind_points() -> int:
    """Points for a behind (a rushed behind too)."""
    return BEHIND_POINTS


@rule
def score(goals: int, behinds: int) -> int:
    """A club's total from its goals and behinds."""
    return goals * GOAL_POINTS + behinds * BEHIND_POINTS


@rule
def score_line(goals: int, behinds: int) -> str:
    """The score as it is written on a scoreboard: 12.8 (80)."""
    return f"{goals}.{behinds} ({score(goals, behinds)})"


@rule
def kick_points(kick: str) -> int:
    """What each outcome of a kick at goal scores."""
    return KICKS[kick]


@rule
def kick_result(roll: int) -> str:
    """The Kicking die: 1 out on the full, 2-3 a behind, 4-6 a goal."""
    if roll == 1:
        return "out-on-the-full"
    if roll <= 3:
        return "behind"
    return "goal"


@rule
def better_roll(rolls: list) -> int:
    """The Full-Forward rolls twice and keeps the better roll."""
    return max(rolls)


# --- a match -----------------------------------------------------------------

@rule
def quarters(players: int | None = None) -> int:
    return 4


@rule
def squad_cards_drawn(players: int | None = None) -> int:
    """Squad cards each coach draws at the start of every quarter."""
    return 6


@rule
def tactic_cards_dealt(players: int | None = None) -> int:
    """Tactic cards dealt to each coach at the start of every quarter."""
    return 2


@rule
def zones(players: int | None = None) -> int:
    """Zones on the ground mat, goal end to goal end."""
    return 5


@rule
def players_a_side() -> int:
    """Footballers on each club's team sheet: one Squad card each."""
    return 18


@rule
def players_in_a_line() -> int:
    """Backs, midfielders and forwards: six of each."""
    return 6


@rule
def extra_time_cards() -> int:
    """Squad cards each coach draws for the extra quarter of a drawn Grand Final."""
    return 3


# --- the season --------------------------------------------------------------

@rule
def rounds_in_season(players: int = 2) -> int:
    return 3


@rule
def matches_each(players: int = 2) -> int:
    """Matches each club plays in the home-and-away season."""
    return 2 if players == 3 else 3


@rule
def byes_each(players: int = 2) -> int:
    return 1 if players == 3 else 0


@rule
def matches_at_once(players: int = 2) -> int:
    return players // 2


@rule
def matches_in_season(players: int = 2) -> int:
    if players == 2:
        return 3
    return players * (players - 1) // 2


@rule
def grand_final(players: int = 2) -> bool:
    return players >= 3


@rule
def premiership_points(result: str) -> int:
    return LADDER[result]


@rule
def ladder_points(wins: int, draws: int) -> int:
    return wins * LADDER["Win"] + draws * LADDER["Draw"]


@rule
def percentage(scored: int, conceded: int) -> int:
    """Points scored for every hundred conceded, rounded down."""
    return scored * 100 // conceded


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    at_once = matches_at_once(players)
    return {
        "squad": players_a_side() * players,
        "tactics": 24,
        "ground-mats": at_once,
        "footballs": at_once,
        "kicking-dice": at_once,
        "scoresheet-pad": 1,
        "ladder-pad": 1,
    }


# --- invariants --------------------------------------------------------------

@invariant("every club has a full team of eighteen, six in each line", per_player_count=False)
def full_teams(game) -> bool | str:
    clubs = game.names["clubs"]
    for club in clubs:
        cards = [c for c in game.deck("squad").cards if club in c.fields["clubs"]]
        if len(cards) != players_a_side():
            return f"{club} has {len(cards)} Squad cards"
        for line in game.names["lines"]:
            in_line = sum(1 for c in cards if c.fields["line"] == line)
            if in_line != players_in_a_line():
                return f"{club} has {in_line} in the {line} line"
    return True


@invariant("the Tactic deck deals every coach at every table at once")
def tactics_go_round(players: int, game) -> bool | str:
    needed = tactic_cards_dealt() * 2 * matches_at_once(players)
    deck = game.deck("tactics").total
    return True if needed <= deck else f"{needed} Tactic cards needed, {deck} in the deck"


@invariant("setup takes out the whole Tactic deck", per_player_count=False)
def tactics_whole(game) -> bool | str:
    deck = game.deck("tactics").total
    return True if setup(2)["tactics"] == deck else f"setup takes {setup(2)['tactics']}, the deck has {deck}"


@invariant("a quarter's hand is drawn from the team without running out", per_player_count=False)
def hand_fits_team() -> bool:
    return squad_cards_drawn() <= players_a_side()


@invariant("a centre bounce leaves the ball in the middle zone", per_player_count=False)
def centre_is_middle() -> bool:
    return zones() % 2 == 1
