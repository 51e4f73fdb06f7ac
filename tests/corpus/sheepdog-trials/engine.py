"""Engine model of Come Bye, a sheepdog trial game.

The judge's fault table, the course clock and the runs each handler makes are
computed here; game.yaml's tables, the worked examples and the rulebook's
placeholders are checked against these rules.
"""
from generator.engine import invariant, rule

PLAYERS = (1, 2)

# Points the judge deducts for each fault, by kind.
FAULTS = {
    "Missed gate": 10,
    "Baulk": 4,
    "Bunching": 3,
    "Over-commanding": 2,
    "Sheep not penned": 6,
}

START_POINTS = 100
FLOCK = 5
COURSE_TIME = 20   # minutes on the course clock
HAND = 4


@rule
def fault_points(fault: str) -> int:
    """Points the judge deducts for one fault of this kind."""
    return FAULTS[fault]


@rule
def starting_points() -> int:
    """Every run starts with this many points."""
    return START_POINTS


@rule
def sheep_in_flock() -> int:
    return FLOCK


@rule
def course_time(players: int | None = None) -> int:
    """Minutes on the course clock before time is called."""
    return COURSE_TIME


@rule
def hand_size(players: int | None = None) -> int:
    """Command cards the handler holds."""
    return HAND


@rule
def runs_each(players: int) -> int:
    """Runs each handler makes: three alone, two each in a two-player game."""
    return 3 if players == 1 else 2


@rule
def runs_counted(players: int | None = None) -> int:
    """Runs whose scores are added: the best two."""
    return 2


@rule
def constant(what: str) -> int:
    return {
        "Sheep in the flock": FLOCK,
        "Points at the start of a run": START_POINTS,
        "Course time in minutes": COURSE_TIME,
        "Cards in hand": HAND,
    }[what]


@rule
def points_deducted(faults: dict) -> int:
    """All the judge takes off for a run: each fault's points times how often it happened."""
    return sum(FAULTS[kind] * times for kind, times in faults.items())


@rule
def run_score(faults: dict) -> int:
    """A run's score: the starting points less every deduction, never below 0."""
    return max(0, START_POINTS - points_deducted(faults))


@rule
def unpenned_points(sheep: int) -> int:
    """Deducted when time is called with this many sheep outside the pen."""
    return FAULTS["Sheep not penned"] * sheep


@rule
def clock_after(start: int, minutes: list) -> int:
    """The course clock after cards of these minutes; it stops at the course time."""
    return min(COURSE_TIME, start + sum(minutes))


@rule
def solo_rank(total: int) -> str:
    """The rank the total of a solo handler's two best runs earns."""
    if total >= 180:
        return "Champion"
    if total >= 150:
        return "Open handler"
    if total >= 100:
        return "Novice"
    return "Back to the farm"


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    """Everything on the table for a trial: one field, one flock, one deck."""
    return {
        "field-board": 1,
        "judge-board": 1,
        "commands": 32,
        "sheep": FLOCK,
        "dog": 1,
        "clock-marker": 1,
        "judge-pad": 1,
    }


@invariant("every command moves the flock 0 to 3 squares and costs 1 to 3 minutes", per_player_count=False)
def commands_in_range(game) -> bool | str:
    bad = [c.name for c in game.deck("commands").cards
           if not (0 <= c.fields["move"] <= 3 and 1 <= c.fields["minutes"] <= 3)]
    return True if not bad else f"out of range: {', '.join(bad)}"


@invariant("a command that turns the flock right round does not move it", per_player_count=False)
def look_back_stands(game) -> bool | str:
    bad = [c.name for c in game.deck("commands").cards
           if c.fields["turn"] == "Right round" and c.fields["move"] != 0]
    return True if not bad else f"moves while turning round: {', '.join(bad)}"


@invariant("the fault table lists every fault kind of the game", per_player_count=False)
def fault_table_complete(game) -> bool | str:
    table = next(t for t in game.tables if t.id == "faults")
    return True if list(table.axis.values) == list(game.names["faults"]) == list(FAULTS) else "fault kinds differ"


@invariant("the box holds the whole flock and setup deals the whole deck", per_player_count=False)
def flock_and_deck_in_box(game) -> bool | str:
    sheep = next(c for c in game.inventory if c.id == "sheep")
    if sheep.count != FLOCK:
        return f"{sheep.count} sheep tokens for a flock of {FLOCK}"
    if game.deck("commands").total != setup(1)["commands"]:
        return "setup does not take the whole command deck"
    return True


@invariant("the course clock track ends at the course time", per_player_count=False)
def clock_track_ends_at_time(game) -> bool | str:
    board = next(m for m in game.maps if m.id == "judges-board")
    track = next(t for t in board.tracks if t.id == "clock")
    return True if track.end == COURSE_TIME else f"the track ends at {track.end}"


@invariant("a solo rank is given for every total two runs can make", per_player_count=False)
def ranks_cover_totals(game) -> bool:
    top = runs_counted() * START_POINTS
    return all(solo_rank(total) for total in range(0, top + 1))


@invariant("the deck deals every handler's hand with cards to spare")
def hand_fits_deck(players: int, game) -> bool | str:
    left = game.deck("commands").total - hand_size(players)
    return True if left >= 10 else f"only {left} cards left after the deal"
