"""Right Dose: the rules the tables and the rulebook print."""

from generator.engine import invariant, rule

PLAYERS = (1, 4)

# name, lightest kg, heaviest kg, lowest safe mg, highest safe mg
BANDS = (
    ("Infant", 5, 14, 100, 200),
    ("Child", 15, 29, 250, 450),
    ("Youth", 30, 49, 400, 700),
    ("Adult", 50, 79, 600, 1000),
    ("Large adult", 80, 120, 900, 1400),
)

PATIENT_CARDS = 16
DOSE_CARDS = 36
WORSE_TOKENS = 12


def _band(name: str) -> tuple:
    for band in BANDS:
        if band[0] == name:
            return band
    raise ValueError(f"no weight band {name!r}")


# --- the dosing chart -------------------------------------------------------

@rule
def band_lightest(band: str) -> int:
    return _band(band)[1]


@rule
def band_heaviest(band: str) -> int:
    return _band(band)[2]


@rule
def lowest_safe_dose(band: str) -> int:
    return _band(band)[3]


@rule
def highest_safe_dose(band: str) -> int:
    return _band(band)[4]


@rule
def weight_band(weight: int) -> str:
    for name, lightest, heaviest, _, _ in BANDS:
        if lightest <= weight <= heaviest:
            return name
    raise ValueError(f"no weight band holds {weight} kg")


@rule
def dose_mg(weight: int, mg_per_kg: int) -> int:
    """The dose a patient receives: the strength of the cards played times the weight."""
    return weight * mg_per_kg


@rule
def dose_outcome(weight: int, mg_per_kg: int) -> str:
    band = _band(weight_band(weight))
    mg = dose_mg(weight, mg_per_kg)
    if mg < band[3]:
        return "Underdose"
    if mg > band[4]:
        return "Overdose"
    return "Right dose"


# --- what a dose does -------------------------------------------------------

@rule
def worse_tokens_added(outcome: str) -> int:
    return 1 if outcome == "Underdose" else 0


@rule
def discharged(outcome: str) -> bool:
    return outcome == "Right dose"


@rule
def to_intensive_care(outcome: str) -> bool:
    return outcome == "Overdose"


@rule
def incidents_added(outcome: str) -> int:
    return 1 if outcome == "Overdose" else 0


# --- setup ------------------------------------------------------------------

@rule
def patients_at_setup(players: int = 2) -> int:
    return {1: 2, 2: 3, 3: 3, 4: 4}[players]


@rule
def dose_cards_dealt(players: int = 2) -> int:
    return {1: 6, 2: 5, 3: 4, 4: 4}[players]


# --- numbers of the shift (the same at every count) ---------------------------

@rule
def beds(players: int | None = None) -> int:
    return 6


@rule
def shift_hours(players: int | None = None) -> int:
    return 8


@rule
def step_minutes(players: int | None = None) -> int:
    return 30


@rule
def shift_steps(players: int | None = None) -> int:
    return shift_hours() * 60 // step_minutes()


@rule
def admissions_per_shift(players: int | None = None) -> int:
    """One patient at every full hour of the shift."""
    return shift_hours()


@rule
def actions_per_step(players: int | None = None) -> int:
    return 2


@rule
def cards_drawn(players: int | None = None) -> int:
    """Cards a Draw action takes from the Dose deck."""
    return 2


@rule
def cards_handed_over(players: int | None = None) -> int:
    """The most cards a Hand over action gives."""
    return 2


@rule
def dose_cards_played(players: int | None = None) -> int:
    """The most dose cards one Dose action plays on a patient."""
    return 2


@rule
def hand_limit(players: int | None = None) -> int:
    return 6


@rule
def incidents_to_lose(players: int | None = None) -> int:
    return 3


@rule
def worse_tokens_to_transfer(players: int | None = None) -> int:
    return 2


# --- scoring ----------------------------------------------------------------

POINTS = {"Discharged patient": 2, "Patient still in a bed": -1, "Incident": -3}


@rule
def score_points(what: str) -> int:
    return POINTS[what]


@rule
def shift_score(discharged: int, in_beds: int, incidents: int) -> int:
    return (discharged * POINTS["Discharged patient"] + in_beds * POINTS["Patient still in a bed"]
            + incidents * POINTS["Incident"])


@rule
def shift_rating(score: int | str) -> str:
    if score == "5 or less":
        return "Rough shift"
    if score == "18 or more":
        return "Outstanding shift"
    if score <= 5:
        return "Rough shift"
    if score <= 11:
        return "Steady shift"
    if score <= 17:
        return "Good shift"
    return "Outstanding shift"


# --- setup and play ---------------------------------------------------------

def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "patients": PATIENT_CARDS,        # the whole Patient deck, shuffled
        "doses": DOSE_CARDS,              # the whole Dose deck, shuffled
        "ward-board": 1,
        "dosing-charts": players,
        "clock-marker": 1,
        "incident-marker": 1,
        "worse-tokens": WORSE_TOKENS,
    }


def play(players: int, variant: str | None = None) -> dict:
    return {"doses": {"hand": dose_cards_dealt(players), "draw": cards_drawn()}}


# --- invariants -------------------------------------------------------------

@invariant("setup() takes out the whole of each deck and the Worse tokens", per_player_count=False)
def whole_decks_come_out(game) -> bool | str:
    if game.deck("patients").total != PATIENT_CARDS:
        return f"Patient deck holds {game.deck('patients').total}, setup() takes {PATIENT_CARDS}"
    if game.deck("doses").total != DOSE_CARDS:
        return f"Dose deck holds {game.deck('doses').total}, setup() takes {DOSE_CARDS}"
    worse = next(c for c in game.inventory if c.id == "worse-tokens")
    if worse.count != WORSE_TOKENS:
        return f"the box holds {worse.count} Worse tokens, setup() takes {WORSE_TOKENS}"
    return True


@invariant("every patient card prints the weight band its weight falls in", per_player_count=False)
def bands_match_weights(game) -> bool | str:
    wrong = [c.name for c in game.deck("patients").cards
             if weight_band(c.fields["weight_kg"]) != c.fields["band"]]
    return True if not wrong else f"wrong band on {', '.join(wrong)}"


@invariant("every patient can get a right dose from one or two dose cards of their medicine",
           per_player_count=False)
def every_patient_treatable(game) -> bool | str:
    strengths: dict[str, list[int]] = {}
    for card in game.deck("doses").cards:
        strengths.setdefault(card.fields["medicine"], []).extend([card.fields["mg_per_kg"]] * card.count)
    for patient in game.deck("patients").cards:
        cards = strengths.get(patient.fields["medicine"], [])
        options = set(cards) | {a + b for i, a in enumerate(cards) for b in cards[i + 1:]}
        if not any(dose_outcome(patient.fields["weight_kg"], mg) == "Right dose" for mg in options):
            return f"no right dose for {patient.name}"
    return True


@invariant("the patient deck covers the patients at setup and every hourly admission")
def enough_patients(players: int, game) -> bool | str:
    needed = patients_at_setup(players) + admissions_per_shift()
    total = game.deck("patients").total
    return True if needed <= total else f"{needed} patients needed, {total} in the deck"


@invariant("the patients at setup fit the beds")
def setup_fits_beds(players: int) -> bool:
    return patients_at_setup(players) <= beds()


@invariant("the opening deal fits the hand limit")
def deal_fits_hand(players: int) -> bool:
    return dose_cards_dealt(players) <= hand_limit()


@invariant("the shift clock has a space for every step", per_player_count=False)
def clock_has_every_step(game) -> bool | str:
    ward = game.maps[0]
    clock = next(t for t in ward.tracks if t.id == "clock")
    spaces = clock.end - clock.start + 1
    return True if spaces == shift_steps() else f"the clock has {spaces} spaces, the shift {shift_steps()} steps"
