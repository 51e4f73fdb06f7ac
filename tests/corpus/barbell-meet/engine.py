"""Engine model of Barbell Meet: a weightlifting meet played with cards.

Weights are kilograms. Calls and plates can fall on a half kilogram
(122.5 kg), so rules that print a half kilogram keep it in halves
(5 = 2.5 kg) and the documents print it with the `halves` filter.
"""
from generator.engine import invariant, rule

PLAYERS = (2, 5)

# Class standards: the total a lifter of each class is measured against.
CLASS_STANDARDS = {"61 kg": 260, "73 kg": 300, "89 kg": 330, "102 kg": 350, "109 kg": 365}
CLASS_ORDER = ["61 kg", "73 kg", "89 kg", "102 kg", "109 kg"]

# Plates by weight (as printed, in kg) and the colour they are painted.
PLATE_COLOURS = {"25": "Red", "20": "Blue", "15": "Yellow", "10": "Green", "5": "White",
                 "2.5": "Red", "1.25": "Chrome"}
PLATES_HEAVY_FIRST = [25.0, 20.0, 15.0, 10.0, 5.0, 2.5, 1.25]


def _plate_name(kg: float) -> str:
    return str(int(kg)) if float(kg).is_integer() else str(kg)


@rule
def hand_size(players: int = 2) -> int:
    """Effort cards each coach is dealt at the start of each session."""
    return {2: 6, 3: 5, 4: 5, 5: 4}[players]


@rule
def lifters_dealt(players: int = 2) -> int:
    """Lifter cards each coach is dealt to choose one from."""
    return 3 if players <= 3 else 2


@rule
def judges_per_lift(players: int | None = None) -> int:
    """Judges who give a light on every lift."""
    return 3


@rule
def white_lights_needed(players: int | None = None) -> int:
    """White lights that make a lift good."""
    return 2


@rule
def attempts_per_session(players: int | None = None) -> int:
    """Attempts each lifter has in the snatch, and again in the clean and jerk."""
    return 3


@rule
def effort_cards_per_lift(players: int | None = None) -> int:
    """Most Effort cards a coach may play on one of their own lifts."""
    return 2


@rule
def empty_bar(players: int | None = None) -> int:
    """The lightest call: a 20 kg bar with its two 2.5 kg collars."""
    return 25


@rule
def smooth_margin(players: int | None = None) -> int:
    """How far capacity must beat the bar, in kg, for a smooth lift (one red light turns white)."""
    return 5


@rule
def loading_step() -> int:
    """The smallest change of a call, in half kilograms: a 1.25 kg plate on each side (5 = 2.5 kg)."""
    return 5


@rule
def class_standard(weight_class: str) -> int:
    """The standard total of a weight class, in kg."""
    return CLASS_STANDARDS[weight_class]


@rule
def plate_colour(plate: str) -> str:
    """The colour a plate of this weight is painted."""
    return PLATE_COLOURS[plate]


@rule
def plates_per_side(weight: float) -> list:
    """The plates loaded on each side of the bar for a call, heaviest first."""
    left = (weight - empty_bar()) / 2
    plates = []
    for plate in PLATES_HEAVY_FIRST:
        while left >= plate - 1e-9:
            plates.append(_plate_name(plate))
            left -= plate
    if abs(left) > 1e-9:
        raise ValueError(f"{weight} kg cannot be loaded")
    return plates


@rule
def is_loadable(weight: float) -> bool:
    """A call can be loaded when it is the empty bar or more, in steps of 2.5 kg."""
    halves = weight * 2
    return weight >= empty_bar() and float(halves).is_integer() and int(halves) % loading_step() == 0


@rule
def capacity(form: int, drives: list, bonus: int = 0, penalty: int = 0) -> int:
    """What the lifter can move on this attempt: form, plus the Effort cards' drive, plus a lifter's bonus,
    less a rival's Stare-down."""
    return form + sum(drives) + bonus - penalty


@rule
def white_lights(attempt: float, capacity: int, whites: int) -> int:
    """White lights shown once a smooth lift has turned one red light white. A bar the lifter cannot
    move gets no light at all (it counts as three red lights)."""
    if capacity < attempt:
        return 0
    if capacity - attempt >= smooth_margin() and whites < judges_per_lift():
        return whites + 1
    return whites


@rule
def lift_result(attempt: float, capacity: int, whites: int) -> str:
    """'Good lift' or 'No lift'."""
    return "Good lift" if white_lights(attempt, capacity, whites) >= white_lights_needed() else "No lift"


@rule
def best_lift(good: list) -> float:
    """The heaviest good attempt of a session; 0 when none was good (a bomb-out)."""
    return max(good) if good else 0


@rule
def meet_total(snatches: list, clean_jerks: list) -> float:
    """Best good snatch plus best good clean and jerk; 0 when either session has no good lift."""
    if not snatches or not clean_jerks:
        return 0
    return max(snatches) + max(clean_jerks)


@rule
def meet_points(total: float, weight_class: str) -> float:
    """Meet points: the total less the class standard."""
    return total - CLASS_STANDARDS[weight_class]


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    """What a meet at this count takes out of the box."""
    return {
        "lifters": 20,          # shuffled, then dealt; the cards not kept go back in the box
        "effort": 45,
        "judges": 20,
        "light-discs": 3,
        "referee-badge": 1,
        "round-marker": 1,
        "meet-pad": 1,
        "platform-mat": 1,
    }


@invariant("every weight class has a standard and the same number of lifters", per_player_count=False)
def classes_have_lifters(game) -> bool | str:
    counts = {c: 0 for c in CLASS_ORDER}
    for card in game.deck("lifters").cards:
        counts[card.fields["weight_class"]] += card.count
    if len(set(counts.values())) != 1:
        return f"lifters per class: {counts}"
    return True


@invariant("no lifter's forms already reach the class standard", per_player_count=False)
def forms_fall_short(game) -> bool | str:
    for card in game.deck("lifters").cards:
        form = card.fields["snatch"] + card.fields["clean_jerk"]
        if form >= CLASS_STANDARDS[card.fields["weight_class"]]:
            return f"{card.name} already makes the standard on form alone"
    return True


@invariant("every form is a weight the bar can be loaded to", per_player_count=False)
def forms_loadable(game) -> bool | str:
    for card in game.deck("lifters").cards:
        for column in ("snatch", "clean_jerk"):
            if not is_loadable(card.fields[column]):
                return f"{card.name}: {column} {card.fields[column]} kg"
    return True


@invariant("every coach can be dealt lifters and a hand")
def deck_deals(players: int, game) -> bool | str:
    lifters = game.deck("lifters").total
    effort = game.deck("effort").total
    if lifters < lifters_dealt(players) * players:
        return f"{lifters} lifters for {players} coaches"
    if effort < hand_size(players) * players:
        return f"{effort} Effort cards for {players} hands"
    return True
