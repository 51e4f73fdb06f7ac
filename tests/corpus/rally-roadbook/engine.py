"""Engine model of Roadbook Rally.

Distances are kept in hundredths of a kilometre (2.35 km is 235), so every
rule works in whole numbers; the documents and cards print them with the
`cents` filter. Time is kept in whole minutes of rally time.
"""
from generator.engine import invariant, rule

PLAYERS = (1, 4)

PACE_DISTANCE = {"Crawl": 40, "Steady": 60, "Brisk": 80, "Flat out": 100}
PACE_TRAP = {"Crawl": 0, "Steady": 0, "Brisk": 0, "Flat out": 1}
PACE_ORDER = ["Crawl", "Steady", "Brisk", "Flat out"]
FASTEST = {"Tarmac": "Flat out", "Gravel": "Brisk", "Forest track": "Steady"}

STAGES = {
    1: {"name": "Hollow Lanes", "tulips": 6, "length": 645, "control": 9},
    2: {"name": "Pine Ridge", "tulips": 7, "length": 775, "control": 13},
    3: {"name": "River Road", "tulips": 8, "length": 920, "control": 14},
}

PENALTY = {"Early": 2, "Late": 1}
TURN_ROUND = 20          # hundredths of a km lost turning round after a wrong slot
LATE_LIMIT = 5           # minutes late after which a crew is Out of Time
OUT_OF_TIME = 10         # penalty points for a crew Out of Time
PACE_CARDS_EACH = 4
DIE_FACES = 6


def km(hundredths: int) -> str:
    return f"{hundredths / 100:.2f} km"


# --- paces and roads -------------------------------------------------------

@rule
def pace_distance(pace: str) -> int:
    """Hundredths of a km a crew drives in one minute at this pace."""
    return PACE_DISTANCE[pace]


@rule
def pace_km(pace: str) -> str:
    """The same distance as printed: '0.80 km'."""
    return km(PACE_DISTANCE[pace])


@rule
def pace_trap(pace: str) -> int:
    """What the pace adds to the trap of every tulip read that minute."""
    return PACE_TRAP[pace]


@rule
def fastest_pace(surface: str) -> str:
    """The fastest pace allowed on the road leading to a tulip of this surface."""
    return FASTEST[surface]


@rule
def paces() -> int:
    """How many paces a crew chooses from."""
    return len(PACE_ORDER)


# --- stages and the clock --------------------------------------------------

@rule
def stages() -> int:
    """Stages in a rally."""
    return len(STAGES)


@rule
def stage_name(stage: int) -> str:
    return STAGES[stage]["name"]


@rule
def tulips_in_stage(stage: int) -> int:
    return STAGES[stage]["tulips"]


@rule
def stage_length(stage: int) -> int:
    """Hundredths of a km from the start to the time control."""
    return STAGES[stage]["length"]


@rule
def stage_km(stage: int) -> str:
    return km(STAGES[stage]["length"])


@rule
def control_minute(stage: int) -> int:
    """The minute at which a crew should check in at the stage's time control."""
    return STAGES[stage]["control"]


@rule
def last_check_in(stage: int) -> int:
    """The last minute a crew may still check in before it is Out of Time."""
    return STAGES[stage]["control"] + LATE_LIMIT


@rule
def clock_minutes() -> list[int]:
    """The minutes printed down a trip sheet: 1 to the latest last check-in."""
    return list(range(1, max(last_check_in(s) for s in STAGES) + 1))


# --- penalties ---------------------------------------------------------------

@rule
def penalty_per_minute(timing: str) -> int:
    """Penalty points for each minute early or late at a time control."""
    return PENALTY[timing]


@rule
def check_in_penalty(arrival: int, control: int) -> int:
    """Penalty points for checking in at minute `arrival` at a control set for `control`."""
    if arrival < control:
        return (control - arrival) * PENALTY["Early"]
    if arrival - control > LATE_LIMIT:
        return OUT_OF_TIME
    return (arrival - control) * PENALTY["Late"]


@rule
def late_limit() -> int:
    """Minutes late a crew may still check in."""
    return LATE_LIMIT


@rule
def out_of_time_penalty() -> int:
    return OUT_OF_TIME


@rule
def rally_penalty(stage_penalties: list) -> int:
    """A crew's rally total: the sum of its stage penalties."""
    return sum(stage_penalties)


# --- driving and navigating -------------------------------------------------

@rule
def drive(trip: int, pace: str, change: int = 0) -> int:
    """The trip meter after a minute at this pace (an Event may add or take away)."""
    return trip + max(0, PACE_DISTANCE[pace] + change)


@rule
def turn_round() -> int:
    """Hundredths of a km lost turning round after a wrong slot."""
    return TURN_ROUND


@rule
def wrong_slot_reading(total: int) -> int:
    """The trip meter after a wrong slot at a tulip whose total is `total`."""
    return total - TURN_ROUND


@rule
def missing_rolls(trap: int, pace: str, rain: int = 0) -> int:
    """How many faces of the navigation die miss the turning."""
    return min(DIE_FACES, trap + PACE_TRAP[pace] + rain)


@rule
def misses_turning(roll: int, trap: int, pace: str, rain: int = 0) -> bool:
    """A roll equal to or under the trap (with the pace's and the weather's additions) misses."""
    return roll <= missing_rolls(trap, pace, rain)


@rule
def pace_cards_each() -> int:
    return PACE_CARDS_EACH


# --- solo ---------------------------------------------------------------------

@rule
def solo_award(penalty: int | str) -> str:
    """The plaque a solo crew earns for its rally total."""
    if penalty == "10 or more" or (isinstance(penalty, int) and penalty >= 10):
        return "Finisher"
    if penalty <= 2:
        return "Gold plaque"
    if penalty <= 5:
        return "Silver plaque"
    return "Bronze plaque"


# --- setup ----------------------------------------------------------------------

def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "tulips": 21,
        "events": 16,
        "paces": PACE_CARDS_EACH * players,
        "clock-board": 1,
        "clock-marker": 1,
        "navigation-die": 1,
        "trip-pad": 1,
    }


# --- invariants ------------------------------------------------------------------

@invariant("each stage's tulips are numbered in order and their totals add up their legs", per_player_count=False)
def road_book_adds_up(game) -> bool | str:
    for stage in STAGES:
        cards = sorted((c for c in game.deck("tulips").cards if c.fields["stage"] == stage),
                       key=lambda c: c.fields["step"])
        running = 0
        for n, card in enumerate(cards, start=1):
            if card.fields["step"] != n:
                return f"{card.name} is numbered {card.fields['step']}, not {n}"
            running += card.fields["leg"]
            if card.fields["total"] != running:
                return f"{card.name}: total {card.fields['total']} but the legs add up to {running}"
        if len(cards) != tulips_in_stage(stage):
            return f"stage {stage} has {len(cards)} tulips, not {tulips_in_stage(stage)}"
        if running != stage_length(stage):
            return f"stage {stage} is {running} long, not {stage_length(stage)}"
        last = cards[-1]
        if last.fields["control"] != control_minute(stage):
            return f"{last.name} sets minute {last.fields['control']}, not {control_minute(stage)}"
        if any(c.fields["control"] is not None for c in cards[:-1]):
            return f"stage {stage} has a time control before its last tulip"
    return True


@invariant("the box's tulip and event counts are what setup() lays out", per_player_count=False)
def setup_takes_whole_decks(game) -> bool | str:
    need = setup(1)
    for deck in ("tulips", "events"):
        if game.deck(deck).total != need[deck]:
            return f"{deck}: setup takes {need[deck]} but the deck has {game.deck(deck).total}"
    return True


@invariant("every Pace card drives its pace's distance and adds its pace's trap", per_player_count=False)
def pace_cards_match(game) -> bool | str:
    for card in game.deck("paces").cards:
        if card.fields["distance"] != pace_distance(card.name):
            return f"{card.name} drives {card.fields['distance']}, not {pace_distance(card.name)}"
        if card.fields["trap"] != pace_trap(card.name):
            return f"{card.name} adds {card.fields['trap']} to the trap, not {pace_trap(card.name)}"
        if card.count != PACE_CARDS_EACH:
            return f"{card.name} has {card.count} copies, one per crew colour expected"
    return True


@invariant("every stage can be driven by its control minute at the fastest paces the roads allow", per_player_count=False)
def stages_can_be_made(game) -> bool | str:
    for stage in STAGES:
        cards = sorted((c for c in game.deck("tulips").cards if c.fields["stage"] == stage),
                       key=lambda c: c.fields["step"])
        trip, minute = 0, 0
        while trip < stage_length(stage):
            ahead = next(c for c in cards if c.fields["total"] > trip)
            trip = drive(trip, fastest_pace(ahead.fields["road"]))
            minute += 1
        if minute > control_minute(stage):
            return f"stage {stage} needs {minute} minutes flat out, but its control is at {control_minute(stage)}"
    return True


@invariant("the rally clock runs to the last check-in of the latest stage", per_player_count=False)
def clock_long_enough(game) -> bool | str:
    track = next(t for m in game.maps for t in m.tracks if t.id == "clock")
    last = max(last_check_in(s) for s in STAGES)
    return True if track.end == last else f"the clock ends at {track.end}, the last check-in is {last}"
