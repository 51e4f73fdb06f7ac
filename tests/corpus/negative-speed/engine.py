"""Negative Speed: the rules the tables, the dice and the worked examples print."""

from generator.engine import invariant, rule

PLAYERS = (2, 5)

DIAL_MAX = 8            # the speed dial runs 0-8
DAMAGE_LIMIT = 6        # damage never goes past this
CIRCUIT_SPACES = 32     # spaces 0-31 round the board; space 0 is the start line
SPEED_DECK = 45         # every speed card is shuffled into the draw pile
CORNERS = {             # bend -> (its space on the circuit, its safe speed)
    "Hairpin": (10, 3),
    "Chicane": (16, 4),
    "Long Bend": (26, 6),
}
REPAIRS = {             # repair -> (speed it costs, damage it removes)
    "Patch up": (2, 1),
    "Overhaul": (4, 3),
}


# --- setup by number of drivers -------------------------------------------

@rule
def hand_size(players: int = 2) -> int:
    """Speed cards each driver holds."""
    return 5 if players <= 3 else 4


@rule
def laps_to_finish(players: int = 2, variant: str | None = None) -> int:
    """Laps of the circuit a car must complete; a Sprint is one lap shorter."""
    laps = 3 if players <= 3 else 2
    if variant == "sprint":
        laps -= 1
    return laps


@rule
def grid_spaces(players: int = 2) -> int:
    """Spaces of the starting grid used: two cars to a space."""
    return (players + cars_per_space() - 1) // cars_per_space()


# --- numbers that never change ---------------------------------------------

@rule
def dial_max(players: int | None = None) -> int:
    return DIAL_MAX


@rule
def damage_limit(players: int | None = None) -> int:
    return DAMAGE_LIMIT


@rule
def cars_per_space(players: int | None = None) -> int:
    return 2


@rule
def slipstream_spaces(players: int | None = None) -> int:
    return 1


@rule
def bump_damage(players: int | None = None) -> int:
    return 1


@rule
def circuit_spaces(players: int | None = None) -> int:
    return CIRCUIT_SPACES


# --- the speed dial and damage ----------------------------------------------

@rule
def top_speed(damage: int = 0) -> int:
    """The highest the speed dial may go: one lower for each point of damage."""
    return DIAL_MAX - min(damage, DAMAGE_LIMIT)


@rule
def top_speed_labels() -> list[str]:
    """The top speed under each box of the dashboard's damage track."""
    return [str(top_speed(d)) for d in range(DAMAGE_LIMIT + 1)]


@rule
def new_speed(speed: int, card: int, damage: int = 0) -> int:
    """Speed after a card is played: never below 0, never above the top speed."""
    return max(0, min(top_speed(damage), speed + card))


@rule
def damage_after(damage: int, taken: int) -> int:
    return min(DAMAGE_LIMIT, damage + taken)


@rule
def stalls(damage: int, taken: int) -> bool:
    """A hit that would take a car past the damage limit also drops its speed to 0."""
    return damage + taken > DAMAGE_LIMIT


# --- bends ------------------------------------------------------------------

@rule
def corner_space(corner: str) -> int:
    return CORNERS[corner][0]


@rule
def safe_speed(corner: str, variant: str | None = None) -> int:
    safe = CORNERS[corner][1]
    if variant == "wet":
        safe -= 1
    return safe


@rule
def corner_damage(speed: int, corner: str, variant: str | None = None) -> int:
    """One damage for each point of speed over the bend's safe speed."""
    return max(0, speed - safe_speed(corner, variant))


@rule
def passes(start: int, speed: int, space: int) -> bool:
    """Whether a move of `speed` spaces from `start` passes through or ends on `space`."""
    return any((start + step) % CIRCUIT_SPACES == space for step in range(1, speed + 1))


# --- the Spin die -------------------------------------------------------------

@rule
def spin_result(roll: int) -> str:
    if roll == 1:
        return "spin-out"
    if roll <= 3:
        return "skid"
    return "hold"


@rule
def speed_after_spin(speed: int, roll: int) -> int:
    result = spin_result(roll)
    if result == "spin-out":
        return 0
    if result == "skid":
        return max(0, speed - 2)
    return speed


# --- repairs ------------------------------------------------------------------

@rule
def repair_cost(option: str) -> int:
    return REPAIRS[option][0]


@rule
def damage_repaired(option: str) -> int:
    return REPAIRS[option][1]


# --- the race ------------------------------------------------------------------

@rule
def race_position(laps_done: int, space: int) -> int:
    """How far a car has come: the leader is the car with the highest number."""
    return laps_done * CIRCUIT_SPACES + space


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "game-board": 1,
        "speed": SPEED_DECK,
        "dashboards": players,
        "cars": players,
        "speed-markers": players,
        "damage-markers": players,
        "lap-markers": players,
        "spin-die": 1,
    }


def play(players: int, variant: str | None = None) -> dict[str, dict]:
    return {"speed": {"hand": hand_size(players), "draw": 1}, "spin": {"dice": 1}}


# --- invariants -------------------------------------------------------------------

@invariant("the whole speed deck comes out of the box", per_player_count=False)
def speed_deck_whole(game) -> bool | str:
    total = game.deck("speed").total
    return True if total == SPEED_DECK else f"the deck holds {total}, setup takes {SPEED_DECK}"


@invariant("the speed deck deals every hand and one round of plays")
def deck_deals(players: int, game) -> bool | str:
    needed = players * (hand_size(players) + 1)
    total = game.deck("speed").total
    return True if total >= needed else f"{total} cards, {needed} needed"


@invariant("speed cards run from -2 to +5 and only Redline does damage", per_player_count=False)
def card_values(game) -> bool | str:
    for card in game.deck("speed").cards:
        value = card.fields["value"]
        if not -2 <= value <= 5:
            return f"{card.name} changes speed by {value}"
        hurts = card.fields["damage"] or 0
        if (hurts > 0) != (value == 5):
            return f"{card.name} does {hurts} damage"
    return True


@invariant("the repairs printed in game.yaml are the engine's", per_player_count=False)
def repairs_agree(game) -> bool | str:
    for cost in game.costs:
        if cost.group != "repairs":
            continue
        if len(cost.items) != 1 or cost.items[0].of != "Speed":
            return f"{cost.name} should be paid in Speed"
        if cost.items[0].amount != repair_cost(cost.name):
            return f"{cost.name} costs {cost.items[0].amount} Speed, the engine says {repair_cost(cost.name)}"
    return True


@invariant("every bend lies on the circuit, and the slowest bend can be taken at some speed", per_player_count=False)
def bends_on_circuit(game) -> bool | str:
    for corner, (space, safe) in CORNERS.items():
        if not 0 < space < CIRCUIT_SPACES:
            return f"{corner} is on space {space}"
        if safe_speed(corner, "wet") < 1:
            return f"{corner} cannot be taken in the wet"
    return True


@invariant("even a wrecked car can still move")
def wrecked_car_moves(players: int) -> bool:
    return top_speed(DAMAGE_LIMIT) >= 1
