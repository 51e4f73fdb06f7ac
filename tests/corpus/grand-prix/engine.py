"""Engine model of Grand Prix: the race arithmetic every printed table and example is held to.

Times are kept in tenths of a second (1:32.4 is 924), so every sum is a whole number; the
text rules turn them into the clock format the players read.
"""
from generator.engine import invariant, rule

PLAYERS = (2, 6)

REFERENCE_LAP = 924            # 1:32.4, a lap on fresh Medium tyres
RACE_LAPS = 50
LAPS_PER_ROUND = 5
GRID_SLOTS = 20                # P1 to P20
GRID_SLOT_GAP = 4              # tenths lost at the start for each slot behind P1
WORN_LAP = 30                  # tenths added for each lap run past the tyre's life
PIT_STOP = 20                  # seconds, pit lane included
SAFETY_CAR_PIT_STOP = 10       # seconds, when the safety car is out
HAND = 3
ONE_COMPOUND_PENALTY = 30      # seconds, for a car that never ran two compounds
POINTS = (25, 18, 15, 12, 10, 8, 6, 4, 2, 1)

# compound: (laps of life, tenths per lap against the reference lap)
COMPOUNDS = {"Soft": (8, -8), "Medium": (15, 0), "Hard": (25, 6)}


def clock(tenths: int) -> str:
    """924 -> '1:32.4'; 46200 -> '1:17:00.0'."""
    minutes, rest = divmod(tenths, 600)
    seconds, tenth = divmod(rest, 10)
    if minutes >= 60:
        hours, minutes = divmod(minutes, 60)
        return f"{hours}:{minutes:02d}:{seconds:02d}.{tenth}"
    return f"{minutes}:{seconds:02d}.{tenth}"


def signed_seconds(tenths: int) -> str:
    """80 -> '+8.0', -60 -> '−6.0', 0 -> '0.0'."""
    if tenths == 0:
        return "0.0"
    sign = "+" if tenths > 0 else "−"
    whole, tenth = divmod(abs(tenths), 10)
    return f"{sign}{whole}.{tenth}"


@rule
def tyre_life(compound: str) -> int:
    """Laps a fresh set of this compound lasts before it is worn."""
    return COMPOUNDS[compound][0]


@rule
def compound_pace(compound: str) -> int:
    """Tenths of a second per lap against the reference lap."""
    return COMPOUNDS[compound][1]


@rule
def lap_time(compound: str) -> str:
    """A lap on fresh tyres of this compound, as the clock shows it."""
    return clock(REFERENCE_LAP + compound_pace(compound))


@rule
def round_time_against_reference(compound: str) -> str:
    """Seconds a round of laps on fresh tyres adds to (or takes from) the gap."""
    return signed_seconds(LAPS_PER_ROUND * compound_pace(compound))


@rule
def reference_lap() -> str:
    return clock(REFERENCE_LAP)


@rule
def reference_race_time() -> str:
    return clock(REFERENCE_LAP * RACE_LAPS)


@rule
def race_laps(players: int | None = None) -> int:
    return RACE_LAPS


@rule
def laps_per_round(players: int | None = None) -> int:
    return LAPS_PER_ROUND


@rule
def rounds_in_race(players: int | None = None) -> int:
    return RACE_LAPS // LAPS_PER_ROUND


@rule
def round_laps(number: int) -> str:
    """The laps round `number` covers: 3 -> '11–15'."""
    last = number * LAPS_PER_ROUND
    return f"{last - LAPS_PER_ROUND + 1}–{last}"


@rule
def round_labels() -> list:
    return [round_laps(n) for n in range(1, rounds_in_race() + 1)]


@rule
def hand_size(players: int | None = None) -> int:
    return HAND


@rule
def field_cards(players: int) -> int:
    """Rival cars dealt: the field is always twenty cars."""
    return GRID_SLOTS - players


@rule
def grid_slots() -> int:
    return GRID_SLOTS


@rule
def grid_labels() -> list:
    return [f"P{n}" for n in range(1, GRID_SLOTS + 1)]


@rule
def start_gap(grid: int) -> int:
    """Tenths a car starting from grid slot `grid` is down at the end of the first lap."""
    return GRID_SLOT_GAP * (grid - 1)


@rule
def grid_slot_gap_text() -> str:
    return signed_seconds(GRID_SLOT_GAP).lstrip("+")


@rule
def pit_stop_seconds(safety_car: bool = False) -> int:
    return SAFETY_CAR_PIT_STOP if safety_car else PIT_STOP


@rule
def worn_lap_text() -> str:
    return signed_seconds(WORN_LAP).lstrip("+")


@rule
def one_compound_penalty() -> int:
    return ONE_COMPOUND_PENALTY


@rule
def worn_laps(compound: str, age: int, tyre_laps: int) -> int:
    """Laps of this round run past the tyre's life: its age after the round past its life, at most a round."""
    return min(LAPS_PER_ROUND, max(0, age + tyre_laps - tyre_life(compound)))


@rule
def round_change(compound: str, age: int, pace: int, tyre_laps: int,
                 pitted: bool = False, safety_car: bool = False) -> int:
    """Tenths the round adds to the gap (negative: taken off)."""
    change = LAPS_PER_ROUND * (compound_pace(compound) + pace)
    change += WORN_LAP * worn_laps(compound, age, tyre_laps)
    if pitted:
        change += 10 * pit_stop_seconds(safety_car)
    return change


@rule
def championship_points(position: str) -> int:
    place = int(position.lstrip("P"))
    return POINTS[place - 1] if place <= len(POINTS) else 0


@rule
def points_positions() -> int:
    return len(POINTS)


@rule
def finishing_position(cars_ahead: int) -> int:
    return cars_ahead + 1


@rule
def race_control(roll: int) -> str:
    return "safety-car" if roll == 1 else "green-flag"


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "race-board": 1,
        "pace": 32,
        "field": field_cards(players),
        "grid-tokens": GRID_SLOTS,
        "tyre-tokens": 3 * players,
        "car-markers": players,
        "tyre-markers": players,
        "pit-boards": players,
        "race-marker": 1,
        "race-control-die": 1,
        "timing-pad": 1,
    }


@invariant("the rounds cover the race exactly", per_player_count=False)
def rounds_cover_race() -> bool:
    return rounds_in_race() * LAPS_PER_ROUND == RACE_LAPS


@invariant("the pit stop's printed cost is the engine's", per_player_count=False)
def pit_cost_agrees(game) -> bool | str:
    cost = next(c for c in game.costs if c.id == "pit-stop")
    amount = cost.items[0].amount
    return True if amount == PIT_STOP else f"the cost says {amount}, the engine {PIT_STOP}"


@invariant("the Field deck fills the grid at the fewest players", per_player_count=False)
def field_fills_grid(game) -> bool | str:
    total = game.deck("field").total
    need = field_cards(game.players.low)
    return True if total >= need else f"{total} Field cards, {need} needed"


@invariant("every Field card's finishing time is the reference time plus its gap", per_player_count=False)
def field_times_agree(game) -> bool | str:
    for card in game.deck("field").cards:
        expected = clock(REFERENCE_LAP * RACE_LAPS + card.fields["gap"])
        if card.fields["finish"] != expected:
            return f"{card.name} prints {card.fields['finish']} but finishes {expected}"
    return True


@invariant("the Pace deck deals every hand at the most players", per_player_count=False)
def pace_deals(game) -> bool | str:
    total = game.deck("pace").total
    need = HAND * game.max_players
    return True if total >= need else f"{total} Pace cards, {need} dealt"


@invariant("the box holds a grid token for every slot", per_player_count=False)
def grid_tokens_cover(game) -> bool | str:
    line = next(c for c in game.inventory if c.id == "grid-tokens")
    return True if line.count == GRID_SLOTS else f"{line.count} grid tokens for {GRID_SLOTS} slots"


@invariant("every Pace card uses at least one lap of tyre life per lap it runs less one", per_player_count=False)
def pace_wear_sane(game) -> bool | str:
    for card in game.deck("pace").cards:
        if card.fields["tyre_laps"] < LAPS_PER_ROUND - 1:
            return f"{card.name} saves too much tyre"
    return True
