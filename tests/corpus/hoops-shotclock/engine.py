"""Engine model of Shot Clock: every number the rulebook, tables and boards print."""
from generator.engine import invariant, rule

PLAYERS = (2, 4)

SHOT_BASE = {"Two-pointer": 4, "Three-pointer": 2, "Free throw": 6}
SHOT_POINTS = {"Two-pointer": 2, "Three-pointer": 3, "Free throw": 1}

CONSTANTS = {
    "Shot clock": 24,
    "Reset after a foul or offensive rebound": 14,
    "Quick possession": 12,
    "Team fouls before the bonus": 5,
    "Bonus free throws": 2,
}


@rule
def constant(what: str) -> int:
    return CONSTANTS[what]


@rule
def shot_clock() -> int:
    """Seconds on the shot clock at the start of a possession."""
    return CONSTANTS["Shot clock"]


@rule
def shot_clock_reset() -> int:
    """The shot clock after an offensive rebound or a non-shooting foul (if it shows less)."""
    return CONSTANTS["Reset after a foul or offensive rebound"]


@rule
def quick_possession_seconds() -> int:
    """A shot taken with at least this many seconds left is a quick possession."""
    return CONSTANTS["Quick possession"]


@rule
def bonus_fouls() -> int:
    """Team fouls a team may commit in a quarter before the other team is in the bonus."""
    return CONSTANTS["Team fouls before the bonus"]


@rule
def bonus_free_throws() -> int:
    return CONSTANTS["Bonus free throws"]


@rule
def hand_size(players: int = 2) -> int:
    """Cards each coach holds: one hand of five, or three each when two coaches share a team."""
    return 5 if players == 2 else 3


@rule
def coaches_per_team(players: int = 2) -> int:
    return players // 2


@rule
def plays_per_possession() -> int:
    """Play cards the offense may play in one possession."""
    return 2


@rule
def defense_cards_per_possession() -> int:
    return 1


@rule
def quarters() -> int:
    return 4


@rule
def period_minutes(period: str = "Quarter") -> int:
    return 10 if period == "Quarter" else 5


@rule
def seconds_per_space() -> int:
    return 30


@rule
def clock_spaces(period: str = "Quarter") -> int:
    return period_minutes(period) * 60 // seconds_per_space()


@rule
def shot_target(shot: str, rating: int) -> int:
    """Base target on two dice for a shooter of this rating."""
    return SHOT_BASE[shot] + rating


@rule
def shot_points(shot: str) -> int:
    return SHOT_POINTS[shot]


@rule
def free_throws_on_a_miss(shot: str) -> int | None:
    """Free throws for a shooting foul on a missed shot; a free throw draws none."""
    return None if shot == "Free throw" else SHOT_POINTS[shot]


@rule
def and_one_free_throws() -> int:
    """Free throws for a shooting foul on a shot that scores."""
    return 1


@rule
def ways_at_most(target: int) -> int:
    """How many of the 36 throws of two dice total the target or less."""
    return sum(1 for a in range(1, 7) for b in range(1, 7) if a + b <= target)


@rule
def target_after(shot: str, rating: int, plays: list, defense: list) -> int:
    """The target once plays are added and the defender's rating and cards taken away."""
    return shot_target(shot, rating) + sum(plays) - sum(defense)


@rule
def seconds_left(plays: list) -> int:
    return shot_clock() - sum(plays)


@rule
def clock_spaces_used(seconds_left: int) -> int:
    """A quick possession costs one space of the game clock, any other two."""
    return 1 if seconds_left >= quick_possession_seconds() else 2


@rule
def possession_points(shot: str, made: bool, free_throws_made: int) -> int:
    return (shot_points(shot) if made else 0) + free_throws_made


@rule
def free_throws_for_foul(fouls_before: int) -> int:
    """Free throws for a non-shooting foul: two once the team already has five team fouls."""
    return bonus_free_throws() if fouls_before >= bonus_fouls() else 0


@rule
def reach_in(roll: int) -> str:
    if roll <= 2:
        return "foul"
    return "steal" if roll == 6 else "nothing"


@rule
def rebound(roll: int) -> str:
    return "defensive" if roll <= 4 else "offensive"


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "coach": 40,
        "roster": 10,
        "scorers-table": 1,
        "clipboards": 2,
        "clock-markers": 3,
        "foul-markers": 2,
        "dice": 2,
        "box-score": 1,
    }


def play(players: int, variant: str | None = None) -> dict[str, dict]:
    return {"coach": {"hand": hand_size(players), "draw": 2}, "dice": {"dice": 2}}


@invariant("the deck deals every hand with cards to spare", per_player_count=True)
def deck_deals(players: int, game) -> bool | str:
    total = game.deck("coach").total
    dealt = hand_size(players) * players
    return True if total >= dealt + 20 else f"{dealt} of {total} dealt"


@invariant("two plays together never take more seconds than the shot clock holds",
           per_player_count=False)
def plays_fit_the_clock(game) -> bool | str:
    plays = [c for c in game.deck("coach").cards if c.fields["kind"] == "Play"]
    for a in plays:
        for b in plays:
            total = a.fields["seconds"] + b.fields["seconds"]
            if total > shot_clock():
                return f"{a.name} and {b.name} take {total} seconds"
    return True


@invariant("a game quarter holds at least ten possessions", per_player_count=False)
def quarters_hold_possessions(game) -> bool:
    return clock_spaces() // 2 >= 10


@invariant("every roster card's ratings are on the shot chart", per_player_count=False)
def ratings_on_chart(game) -> bool | str:
    for card in game.deck("roster").cards:
        for col in ("inside", "outside", "free_throw"):
            if not 1 <= card.fields[col] <= 5:
                return f"{card.name} has {col} {card.fields[col]}"
    return True


@rule
def ratings() -> list:
    """The shooter's ratings the shot chart covers."""
    return [1, 2, 3, 4, 5]


@rule
def shot_chart() -> list:
    """The shot chart as rows of targets, one row per shot, one column per rating."""
    return [[shot_target(shot, r) for r in ratings()] for shot in ("Two-pointer", "Three-pointer", "Free throw")]
