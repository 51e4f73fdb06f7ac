"""Crook and Whistle: a sheepdog trial.

Every handler runs the same six-leg course three times. A run starts at 100
points; the judges take points off for each fault, never more than the leg is
worth. The course clock runs in seconds and is printed as minutes:seconds; a
run whose clock passes the time limit is stopped and loses the points of every
leg it did not finish. The best two runs of three make a handler's trial score.
"""

from generator.engine import invariant, rule

PLAYERS = (2, 4)

LEGS = ("Outrun", "Lift", "Fetch", "Drive", "Shed", "Pen")

# What the judges can take off for each leg (they add up to the 100 a run starts with).
LEG_POINTS = {"Outrun": 20, "Lift": 10, "Fetch": 20, "Drive": 30, "Shed": 10, "Pen": 10}

# Flock cards turned face up at the start of each leg.
LEG_FLOCK = {"Outrun": 1, "Lift": 1, "Fetch": 2, "Drive": 3, "Shed": 1, "Pen": 1}

# Seconds the leg takes on the clock before any command is given.
LEG_SECONDS = {"Outrun": 45, "Lift": 15, "Fetch": 45, "Drive": 60, "Shed": 30, "Pen": 30}

TIME_LIMIT = 570          # 9:30
NOVICE_TIME_LIMIT = 660   # 11:00


@rule
def run_start_points(players: int | None = None) -> int:
    """Every run starts with this many points before the judges deduct."""
    return 100


@rule
def runs_each(players: int | None = None) -> int:
    """Runs each handler makes in a trial."""
    return 3


@rule
def runs_counted(players: int | None = None) -> int:
    """How many of a handler's runs (the best ones) make the trial score."""
    return 2


@rule
def leg_points(leg: str) -> int:
    """The most the judges can deduct on this leg."""
    return LEG_POINTS[leg]


@rule
def flock_cards_revealed(leg: str) -> int:
    return LEG_FLOCK[leg]


@rule
def leg_seconds(leg: str) -> int:
    """Seconds the leg costs on the clock before commands."""
    return LEG_SECONDS[leg]


@rule
def time_limit_seconds(players: int | None = None, variant: str | None = None) -> int:
    return NOVICE_TIME_LIMIT if variant == "novice" else TIME_LIMIT


@rule
def clock(seconds: int) -> str:
    """Seconds as the course clock shows them: 315 -> '5:15'."""
    return f"{seconds // 60}:{seconds % 60:02d}"


@rule
def clock_space(seconds: int) -> int:
    """The space of the clock track that shows this time: one space for every 15 seconds."""
    return seconds // 15


@rule
def time_limit(players: int | None = None, variant: str | None = None) -> str:
    """The course time as printed on the clock."""
    return clock(time_limit_seconds(players, variant))


@rule
def hand_size(players: int = 2) -> int:
    """Command cards a handler holds after drawing."""
    return 6 if players == 2 else 5


@rule
def leg_deduction(leg: str, faults: int, timed_out: bool = False) -> int:
    """What the judges take off for one leg: its faults, at most the leg's points.
    A leg not finished before time is called loses all its points."""
    if timed_out:
        return LEG_POINTS[leg]
    return min(faults, LEG_POINTS[leg])


@rule
def run_score(faults: dict, timed_out: list | None = None) -> int:
    """100 less every leg's deduction. `faults` maps a leg to its fault points;
    legs in `timed_out` lose their full points."""
    timed_out = timed_out or []
    total = 0
    for leg in LEGS:
        total += leg_deduction(leg, int(faults.get(leg, 0)), leg in timed_out)
    return run_start_points() - total


@rule
def trial_score(runs: list) -> int:
    """The best two runs of three, added."""
    best = sorted((int(r) for r in runs), reverse=True)[: runs_counted()]
    return sum(best)


@rule
def clock_after(start: int, leg: str, commands: list) -> str:
    """The clock after a leg: where it stood, plus the leg's own seconds, plus each command's seconds."""
    return clock(start + LEG_SECONDS[leg] + sum(int(c) for c in commands))


@rule
def held(control: list, drift: int) -> bool:
    """A Flock card is held when the control of the commands on it reaches its drift."""
    return sum(int(c) for c in control) >= drift


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    flock = 30 if variant != "novice" else 28   # the novice field leaves the two Bolting Lambs out
    return {
        "commands": 40,
        "flock": flock,
        "trial-board": 1,
        "clock-markers": players,
        "flock-marker": 1,
        "judge-pad": 1,
        "pencils": players,
    }


def play(players: int, variant: str | None = None) -> dict[str, dict]:
    return {"commands": {"hand": hand_size(players), "draw": 2}}


@invariant("the legs' points add up to the points a run starts with", per_player_count=False)
def legs_make_a_run() -> bool | str:
    total = sum(LEG_POINTS.values())
    return True if total == run_start_points() else f"the legs add up to {total}"


@invariant("the course can be run inside the time limit with time left for commands", per_player_count=False)
def course_fits_the_clock() -> bool | str:
    base = sum(LEG_SECONDS.values())
    return True if base + 120 <= TIME_LIMIT else f"the legs alone take {clock(base)}"


@invariant("one run's Flock cards come out of the Flock deck", per_player_count=False)
def flock_deck_lasts_a_run(game) -> bool | str:
    needed = sum(LEG_FLOCK.values())
    have = game.deck("flock").total
    return True if have >= needed else f"a run turns {needed} Flock cards, the deck has {have}"


@invariant("the Command deck deals every handler a full hand")
def commands_deal(players: int, game) -> bool | str:
    dealt = hand_size(players) * players
    have = game.deck("commands").total
    return True if have >= dealt * 2 else f"{dealt} dealt from {have}"


@invariant("every Flock card can be held by the commands of one full hand", per_player_count=False)
def flock_can_be_held(game) -> bool | str:
    best = sorted((c.fields["control"] for c in game.deck("commands").cards), reverse=True)
    reach = sum(best[:5])
    for card in game.deck("flock").cards:
        if card.fields["drift"] > reach:
            return f"{card.name} drifts {card.fields['drift']}"
    return True


@invariant("a Flock card's fault never costs more than the smallest leg is worth", per_player_count=False)
def faults_fit_the_legs(game) -> bool | str:
    smallest = min(LEG_POINTS.values())
    for card in game.deck("flock").cards:
        if card.fields["fault"] > smallest:
            return f"{card.name} costs {card.fields['fault']}"
    return True
