"""Night Shift: the rules of an emergency-room co-op, as small functions.

An hour of the shift is four quarters of fifteen minutes. Patients wait in the
waiting room with a cube on their card's minute strip; a doctor treats one
patient at a time in a bed.
"""

from generator.engine import invariant, rule

PLAYERS = (1, 4)

SHIFT_HOURS = 12
QUARTERS_PER_HOUR = 4
MINUTES_PER_QUARTER = 15
INCIDENTS_TO_LOSE = 3
WORSE_PENALTY = 2
WAITING_PENALTY = 1
SURGE_HOURS = (3, 8)
SURGE_EXTRA = 2

WAIT_LIMITS = {1: 0, 2: 15, 3: 30, 4: 60, 5: 120}
TRIAGE_COLOURS = {1: "Red", 2: "Orange", 3: "Yellow", 4: "Green", 5: "Blue"}


def _variant_extra(variant: str | None) -> int:
    return 1 if variant == "full-moon" else 0


# --- staffing by player count -------------------------------------------------

@rule
def doctors(players: int = 1) -> int:
    """Doctors on shift: one per player, and a solo player runs two."""
    return max(2, players)


@rule
def beds(players: int = 1) -> int:
    """Beds in use: two more than the doctors."""
    return doctors(players) + 2


@rule
def arrivals(players: int = 1, variant: str | None = None) -> int:
    """Patients drawn at the start of every hour: one more than the doctors."""
    return doctors(players) + 1 + _variant_extra(variant)


@rule
def shift_goal(players: int = 1) -> int:
    """Points the team needs by the end of the shift."""
    return 30 * doctors(players)


# --- the same at every count ---------------------------------------------------

@rule
def shift_hours(players: int | None = None) -> int:
    return SHIFT_HOURS


@rule
def quarters_per_hour(players: int | None = None) -> int:
    return QUARTERS_PER_HOUR


@rule
def minutes_per_quarter(players: int | None = None) -> int:
    return MINUTES_PER_QUARTER


@rule
def incidents_to_lose(players: int | None = None) -> int:
    return INCIDENTS_TO_LOSE


@rule
def worse_penalty(players: int | None = None) -> int:
    """Points a Worse token takes off its patient."""
    return WORSE_PENALTY


@rule
def waiting_penalty(players: int | None = None) -> int:
    """Points lost for each patient still in the waiting room when the shift ends."""
    return WAITING_PENALTY


@rule
def surge_arrivals(players: int | None = None) -> int:
    """Extra patients drawn in a surge hour."""
    return SURGE_EXTRA


@rule
def surge_hour(n: int) -> int:
    """The hour of the shift (1-12) of the n-th surge."""
    return SURGE_HOURS[n - 1]


# --- by triage priority -----------------------------------------------------------

@rule
def wait_limit(priority: int) -> int:
    """Minutes a patient of this priority may wait before it worsens."""
    return WAIT_LIMITS[priority]


@rule
def care_points(priority: int) -> int:
    """Points a discharged patient of this priority scores."""
    return 6 - priority


@rule
def observation(priority: int) -> bool:
    """Whether the patient stays in its bed until Handover after treatment."""
    return priority <= 2


@rule
def triage_colour(priority: int) -> str:
    return TRIAGE_COLOURS[priority]


# --- rules the worked examples use ---------------------------------------------

@rule
def quarters_needed(care: int) -> int:
    """Quarters of one doctor's time a treatment of `care` minutes takes."""
    return -(-care // MINUTES_PER_QUARTER)


@rule
def worsens(priority: int, waited: int) -> bool:
    """A waiting patient worsens when its cube passes its wait limit."""
    return waited > WAIT_LIMITS[priority]


@rule
def patient_points(priority: int, worse: int) -> int:
    """What one discharged patient scores, less its Worse tokens (never below 0)."""
    return max(0, care_points(priority) - WORSE_PENALTY * worse)


@rule
def shift_score(points: int, waiting: int) -> int:
    """The team's final score: discharged patients' points less the waiting room."""
    return points - WAITING_PENALTY * waiting


@rule
def team_wins(players: int, score: int, incidents: int) -> bool:
    return score >= shift_goal(players) and incidents < INCIDENTS_TO_LOSE


# --- what the report reads ---------------------------------------------------------

def play(players: int, variant: str | None = None) -> dict:
    return {"patients": {"per_round": arrivals(players, variant), "turns": 12}}


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "patients": 64,                 # the whole deck, shuffled: the night's patients
        "ward-board": 1,
        "doctor-tokens": doctors(players),
        "clock-marker": 1,
        "incident-markers": INCIDENTS_TO_LOSE,
        "worse-tokens": 16,
        "patient-cubes": 24,
    }


# --- invariants -----------------------------------------------------------------------

@invariant("every patient card prints the wait limit of its priority", per_player_count=False)
def cards_print_their_limit(game) -> bool | str:
    wrong = [c.name for c in game.deck("patients").cards
             if c.fields["wait_limit"] != wait_limit(c.fields["priority"])]
    return True if not wrong else f"wrong wait limit: {', '.join(wrong)}"


@invariant("every care time fits the card's minute strip in whole quarters", per_player_count=False)
def care_fits_strip(game) -> bool | str:
    bad = [c.name for c in game.deck("patients").cards
           if c.fields["care"] % MINUTES_PER_QUARTER or not 15 <= c.fields["care"] <= 120]
    return True if not bad else f"care off the strip: {', '.join(bad)}"


@invariant("the deck lasts the whole shift at this count")
def deck_lasts(players: int, game) -> bool | str:
    needed = arrivals(players) * SHIFT_HOURS + SURGE_EXTRA * len(SURGE_HOURS)
    total = game.deck("patients").total
    return True if total >= needed else f"{total} patients, {needed} needed"


@invariant("setup takes the whole patient deck", per_player_count=False)
def deck_comes_out(game) -> bool | str:
    total = game.deck("patients").total
    return True if setup(1)["patients"] == total else f"setup takes {setup(1)['patients']}, deck has {total}"


@invariant("there are enough cubes for every bed and a full waiting room")
def cubes_suffice(players: int) -> bool:
    return 24 >= beds(players) + 2 * arrivals(players) + SURGE_EXTRA
