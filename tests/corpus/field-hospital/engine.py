"""Engine model of Field Hospital.

The rules the printed tables, the Surgery die and the worked examples are
bound to. Condition runs on each patient card from 0 (lost) to 7 (well
enough to send home); every number a table prints is computed here.
"""
from generator.engine import invariant, rule

PLAYERS = (1, 4)  # the same range as `players` in game.yaml

LOST_AT = 0
RECOVERED_AT = 7
TREAT_GAIN = 2
SPECIALIST_GAIN = 3
ROUNDS = 12
LOSSES_TO_LOSE = 5
SUPPLY_KINDS = ("Bandage", "Medicine", "Blood", "Splint")
SUPPLY_TOKENS_EACH = 12


# ---------------------------------------------------------------- setup by player count

@rule
def medics_in_play(players: int) -> int:
    """A solo player runs two medics; otherwise one medic each."""
    return 2 if players == 1 else players


@rule
def action_points(players: int = 2, variant: str | None = None) -> int:
    """AP each medic spends in a Shift. Small teams work longer hours."""
    base = 4 if players <= 2 else 3
    if variant == "night-shift":
        base -= 1
    return base


@rule
def open_beds(players: int) -> int:
    """Beds in use on the ward board."""
    return max(4, players + 2)


@rule
def first_patients(players: int) -> int:
    """Patients laid in beds before the first round."""
    return open_beds(players) - 2


@rule
def starting_supplies(players: int) -> int:
    """Tokens of each supply kind put in the storeroom at setup."""
    return max(3, players + 1)


@rule
def saves_to_win(players: int) -> int:
    """Patients the team must send home to win."""
    return {1: 9, 2: 9, 3: 10, 4: 12}[players]


# ---------------------------------------------------------------- constants

@rule
def rounds_in_game(players: int | None = None) -> int:
    """One round per Dispatch card."""
    return ROUNDS


@rule
def losses_to_lose(players: int | None = None) -> int:
    """The team loses at once when this many patients are lost."""
    return LOSSES_TO_LOSE


@rule
def recovered_at(players: int | None = None) -> int:
    """Condition at which a patient goes home."""
    return RECOVERED_AT


@rule
def treat_gain(specialist: bool = False) -> int:
    """Condition one Treat action gives."""
    return SPECIALIST_GAIN if specialist else TREAT_GAIN


# ---------------------------------------------------------------- the Surgery die

@rule
def surgery(roll: int) -> str:
    """The Surgery die's result id for a roll."""
    if roll == 1:
        return "complication"
    return "clean" if roll == 6 else "success"


@rule
def surgery_gain(roll: int, card_bonus: int = 0) -> int:
    """Condition a Surgery gives (a complication costs one; a card may add a bonus to a success)."""
    result = surgery(roll)
    if result == "complication":
        return -1
    return (4 if result == "clean" else 3) + card_bonus


# ---------------------------------------------------------------- a patient through one round

@rule
def after_round(condition: int, decline: int, treats: int = 0, specialist_treats: int = 0,
                comforted: bool = False, surgery_roll: int = 0) -> int:
    """A patient's condition after the Shift and the Decline phase.

    Plain Treats give 2 each, a specialist's 3 each, a Surgery what its roll
    gives. A patient who reaches 7 goes home at once and does not decline.
    A patient who had any care this round (a Treat, a Surgery or a Comfort)
    does not decline; anyone else loses their decline value. Never below 0.
    """
    plain = treats - specialist_treats
    value = condition + plain * TREAT_GAIN + specialist_treats * SPECIALIST_GAIN
    if surgery_roll:
        value += surgery_gain(surgery_roll)
    if value >= RECOVERED_AT:
        return RECOVERED_AT
    cared = treats > 0 or comforted or surgery_roll > 0
    if not cared:
        value -= decline
    return max(LOST_AT, value)


ACTION_COSTS = {"treat": 1, "comfort": 1, "surgery": 2, "fetch": 2, "admit": 1}


@rule
def ap_spent(actions: list, medic: str = "") -> int:
    """AP a list of actions costs; the Surgeon pays one less for Surgery."""
    total = 0
    for action in actions:
        cost = ACTION_COSTS[action]
        if action == "surgery" and medic == "surgeon":
            cost -= 1
        total += cost
    return total


@rule
def team_wins(players: int, saved: int, lost: int) -> bool:
    return lost < LOSSES_TO_LOSE and saved >= saves_to_win(players)


@rule
def rating(saved: int, lost: int, supplies_left: int) -> int:
    """The hospital's rating after a win: 2 a saved patient, -1 a lost one, +1 per 3 supplies left."""
    return 2 * saved - lost + supplies_left // 3


# ---------------------------------------------------------------- setup

def setup(players: int, variant: str | None = None) -> dict[str, int]:
    """What a game at this player count takes out of the box."""
    return {
        "patients": 33,
        "dispatch": 12,
        "medics": 5,                       # the team picks from all five
        "ward-board": 1,
        "supply-tokens": SUPPLY_TOKENS_EACH * len(SUPPLY_KINDS),
        "comfort-tokens": open_beds(players),
        "condition-cubes": open_beds(players),
        "medic-pawns": medics_in_play(players),
        "tally-markers": 3,
        "surgery-die": 1,
    }


# ---------------------------------------------------------------- invariants

@invariant("the storeroom can be filled from the reserve")
def storeroom_fits_reserve(players: int) -> bool | str:
    need = starting_supplies(players)
    return True if need <= SUPPLY_TOKENS_EACH else f"{need} of each supply, {SUPPLY_TOKENS_EACH} in the box"


@invariant("the box holds enough supply tokens, and the engine knows how many", per_player_count=False)
def supply_tokens_match(game) -> bool | str:
    line = next(c for c in game.inventory if c.id == "supply-tokens")
    want = SUPPLY_TOKENS_EACH * len(SUPPLY_KINDS)
    return True if line.count == want else f"box has {line.count}, engine expects {want}"


@invariant("one round per Dispatch card", per_player_count=False)
def rounds_are_dispatch_cards(game) -> bool | str:
    total = game.deck("dispatch").total
    return True if total == ROUNDS else f"{total} Dispatch cards for {ROUNDS} rounds"


@invariant("the patient deck never runs dry")
def patients_last(players: int, game) -> bool | str:
    arrivals = sum(c.fields["arrivals"] * c.count for c in game.deck("dispatch").cards)
    need = first_patients(players) + arrivals
    have = game.deck("patients").total
    return True if need <= have else f"{need} patients needed, {have} in the deck"


@invariant("every patient arrives alive and short of recovery", per_player_count=False)
def patients_in_range(game) -> bool | str:
    for card in game.deck("patients").cards:
        c, d = card.fields["condition"], card.fields["decline"]
        if not (LOST_AT < c < RECOVERED_AT) or d < 1:
            return f"{card.name}: condition {c}, decline {d}"
    return True


@invariant("the setup's patient deck and Dispatch deck are whole", per_player_count=False)
def decks_come_out_whole(game) -> bool | str:
    s = setup(1)
    for deck_id in ("patients", "dispatch", "medics"):
        if s[deck_id] != game.deck(deck_id).total:
            return f"setup takes {s[deck_id]} of {deck_id}, the deck has {game.deck(deck_id).total}"
    return True
