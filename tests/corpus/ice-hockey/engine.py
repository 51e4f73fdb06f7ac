"""Blue Line: an ice-hockey dice-and-card game for two coaches.

The rules the printed tables and examples come from.
"""
from generator.engine import invariant, rule

PLAYERS = (2, 2)

# ---------------------------------------------------------------- the clock

PERIOD_MINUTES = {"First": 20, "Second": 20, "Third": 20, "Overtime": 5}


@rule
def periods() -> int:
    """Regulation periods in a game."""
    return 3


@rule
def period_minutes(period: str = "First") -> int:
    """Minutes on the game clock in one period (overtime is shorter)."""
    return PERIOD_MINUTES[period]


@rule
def sudden_death(period: str) -> bool:
    """Whether the first goal of the period ends the game."""
    return period == "Overtime"


@rule
def clock_after(clock: int, minutes: int) -> int:
    """Where the clock marker stands after a possession of so many minutes."""
    return clock + minutes


# ---------------------------------------------------------------- penalties

PENALTY_MINUTES = {"Minor": 2, "Major": 5}


@rule
def penalty_minutes(kind: str) -> int:
    """Minutes a penalised skater sits in the box."""
    return PENALTY_MINUTES[kind]


@rule
def ends_early(kind: str) -> bool:
    """A minor ends as soon as the team on the power play scores; a major is served in full."""
    return kind == "Minor"


@rule
def penalty_ends(clock: int, kind: str) -> int:
    """The minute of the clock at which a penalty called at `clock` ends (may pass the period's end)."""
    return clock + penalty_minutes(kind)


@rule
def carry_over(clock: int, kind: str) -> int:
    """Minutes of a penalty still to serve when the period ends."""
    return max(0, penalty_ends(clock, kind) - period_minutes("First"))


@rule
def most_in_box() -> int:
    """Skaters of one team that may sit in the box at once; a further penalty waits."""
    return 2


@rule
def power_play_bonus(short: int) -> int:
    """Added to the attack and defence totals of the team with more skaters on the ice."""
    return {1: 2, 2: 3}[short]


@rule
def penalty_call(roll: int) -> str:
    """The penalty die: 1-5 a minor, 6 a major."""
    return "major" if roll == 6 else "minor"


# ---------------------------------------------------------------- lines and fatigue

@rule
def max_fatigue() -> int:
    """Fatigue tokens a line can carry; a line at this many must change."""
    return 3


@rule
def fatigue_modifier(fatigue: int) -> int:
    """Each Fatigue token on the line takes 1 from its attack and defence totals."""
    return -fatigue


@rule
def change_cost() -> int:
    """Taken from a team's total in a possession in which it changed lines on the fly."""
    return 1


# ---------------------------------------------------------------- cards and rolls

@rule
def hand_size() -> int:
    """Play cards each coach holds."""
    return 4


@rule
def roll_total(roll: int, rating: int, card: int, fatigue: int = 0, power_play: int = 0,
               changed: bool = False) -> int:
    """An attack or defence total: two dice, the line's rating, the card, less fatigue, plus the power play."""
    return roll + rating + card + fatigue_modifier(fatigue) + power_play - (change_cost() if changed else 0)


@rule
def attack_wins(attack: int, defence: int) -> bool:
    """The attack must be higher; a tie goes to the defence."""
    return attack > defence


@rule
def shot_scores(roll: int, bonus: int, save: int) -> bool:
    """A shot is a goal when two dice plus the card's shot bonus beat the goalie's save rating."""
    return roll + bonus > save


@rule
def scoring_rolls(bonus: int, save: int) -> int:
    """Of the 36 throws of two dice, how many score with this shot bonus against this save rating."""
    return sum(1 for a in range(1, 7) for b in range(1, 7) if a + b + bonus > save)


# ---------------------------------------------------------------- overtime and shootout

@rule
def shootout_shooters() -> int:
    """Shooters each team sends in the shootout before it goes to sudden death."""
    return 3


@rule
def shootout_bonus() -> int:
    """Added to every shootout shot."""
    return 1


@rule
def constant(what: str) -> int:
    return {
        "Periods": periods(),
        "Play cards in hand": hand_size(),
        "Most Fatigue on a line": max_fatigue(),
        "Most skaters in the box": most_in_box(),
        "Shootout shooters": shootout_shooters(),
    }[what]


# ---------------------------------------------------------------- setup

def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "plays": 32,
        "roster": 8,
        "rink-board": 1,
        "fatigue-tokens": 18,
        "penalty-markers": 4,
        "clock-marker": 1,
        "period-marker": 1,
        "score-markers": 2,
        "puck": 1,
        "dice": 4,
        "penalty-die": 1,
    }


def play(players: int, variant: str | None = None) -> dict[str, dict]:
    return {"plays": {"hand": hand_size(), "draw": 1}, "dice": {"dice": 2}}


# ---------------------------------------------------------------- invariants

@invariant("setup takes out the whole Play deck and the whole roster", per_player_count=False)
def decks_come_out_whole(game) -> bool | str:
    wanted = setup(2)
    for deck_id in ("plays", "roster"):
        if wanted[deck_id] != game.deck(deck_id).total:
            return f"setup takes {wanted[deck_id]} of deck {deck_id}, which holds {game.deck(deck_id).total}"
    for line in game.inventory:
        if line.id in wanted and not line.decks and wanted[line.id] != line.count:
            return f"setup takes {wanted[line.id]} {line.name}, the box holds {line.count}"
    return True


@invariant("each team has three lines and one goalie", per_player_count=False)
def teams_complete(game) -> bool | str:
    for team in game.names["teams"]:
        cards = [c for c in game.deck("roster").cards if c.fields["team"] == team]
        lines = [c for c in cards if c.fields["role"] == "Line"]
        goalies = [c for c in cards if c.fields["role"] == "Goalie"]
        if len(lines) != 3 or len(goalies) != 1:
            return f"{team} has {len(lines)} lines and {len(goalies)} goalies"
    return True


@invariant("the box holds Fatigue tokens for every line of both teams at its most", per_player_count=False)
def fatigue_tokens_suffice(game) -> bool | str:
    tokens = next(c for c in game.inventory if c.id == "fatigue-tokens")
    need = 2 * 3 * max_fatigue()
    return True if tokens.count >= need else f"{tokens.count} Fatigue tokens, {need} needed"


@invariant("the Play deck deals both hands and lasts several possessions", per_player_count=False)
def deck_lasts(game) -> bool | str:
    total = game.deck("plays").total
    return True if total >= 2 * hand_size() + 2 * 8 else f"only {total} Play cards"


@invariant("every goalie's save rating lies between 8 and 11", per_player_count=False)
def saves_in_range(game) -> bool | str:
    for card in game.deck("roster").cards:
        save = card.fields["save"]
        if card.fields["role"] == "Goalie" and (save is None or not 8 <= save <= 11):
            return f"{card.name} has save rating {save}"
    return True
