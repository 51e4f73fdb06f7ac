"""Grand Circuit: the rules the printed tables, the board and the rulebook state.

A lap is 48 spaces, raced clockwise; the finish line lies between space 48 and space 1.
A gear sets a car's speed exactly. Corners cap the gear a car may take through them,
and every gear over the cap costs a damage token. Damage limits the top gear; the
fifth token spins the car. A pit stop clears the damage, and every car must make one.
"""

from generator.engine import invariant, rule

PLAYERS = (2, 6)

SPACES = 48                      # spaces in one lap of the circuit
GEAR_SPEEDS = {1: 2, 2: 4, 3: 6, 4: 8, 5: 10, 6: 12}
GEAR_CARDS_EACH = 6              # 1st to 6th gear, one card each, per player colour
DAMAGE_TOKENS = 36               # the whole supply, all of which goes beside the board
POLE_SPACE = 6                   # the front of the starting grid

# corner -> (space on the circuit, top gear through it), in the order a lap meets them
CORNERS = {
    "Chapel Bend": (8, 4),
    "Lighthouse Curve": (15, 3),
    "The Esses": (20, 3),
    "Harbour Hairpin": (25, 2),
    "Long Sweep": (33, 5),
    "Final Chicane": (39, 3),
}

CHAMPIONSHIP_POINTS = {1: 10, 2: 7, 3: 5, 4: 3, 5: 2, 6: 1}


# --- the race -----------------------------------------------------------------

@rule
def laps(players: int = 2) -> int:
    """Laps in a race: a short field races three laps, a big one two."""
    return 3 if players <= 3 else 2


@rule
def gear_cards_each(players: int | None = None) -> int:
    """Gear cards each driver takes: one of each gear, 1st to 6th."""
    return GEAR_CARDS_EACH


@rule
def circuit_spaces() -> int:
    """Spaces in one lap."""
    return SPACES


@rule
def pole_space() -> int:
    """The space the car on pole position starts on."""
    return POLE_SPACE


@rule
def start_gear() -> int:
    """Every car starts the race in 1st gear."""
    return 1


# --- gears and moving ------------------------------------------------------------

@rule
def gear_speed(gear: int) -> int:
    """Spaces a car moves in this gear."""
    return GEAR_SPEEDS[int(gear)]


@rule
def top_gear(damage: int) -> int:
    """Highest gear a car holding this many damage tokens may use."""
    return 6 if int(damage) <= 2 else 4


@rule
def shift_up_limit() -> int:
    """Gears a car may shift up in one turn."""
    return 1


@rule
def hard_brake_damage(from_gear: int, to_gear: int) -> int:
    """Damage for shifting down: the first gear dropped is free, each one past it costs a token."""
    return max(0, int(from_gear) - int(to_gear) - 1)


@rule
def boost_spaces() -> int:
    """Extra spaces a boost gives (it costs one damage token; once a turn)."""
    return 1


@rule
def slipstream_spaces() -> int:
    """Spaces a car may add when it ends its move right behind another car."""
    return 2


@rule
def move_to(space: int, speed: int) -> int:
    """The circuit space a car reaches from `space` moving `speed` spaces (48 wraps to 1)."""
    return (int(space) + int(speed) - 1) % SPACES + 1


# --- corners and damage ------------------------------------------------------------

@rule
def corner_at(corner: str) -> int:
    """The circuit space of a corner."""
    return CORNERS[corner][0]


@rule
def corner_gear(corner: str) -> int:
    """A corner's top gear."""
    return CORNERS[corner][1]


@rule
def corner_damage(gear: int, corner: str) -> int:
    """Damage tokens for taking a corner in `gear`: one per gear over its top gear."""
    return max(0, int(gear) - corner_gear(corner))


@rule
def spin_token() -> int:
    """The damage token that spins a car: the fifth."""
    return 5


@rule
def damage_held_most() -> int:
    """The most damage tokens a car can hold: a spin stops it short of the fifth."""
    return spin_token() - 1


# --- pit stops ----------------------------------------------------------------------

@rule
def pit_stops_required() -> int:
    """Pit stops every car must make in a race."""
    return 1


@rule
def pit_exit_gear() -> int:
    """The highest gear a car may leave the pit lane in."""
    return 2


# --- championship -------------------------------------------------------------------

@rule
def championship_points(place: int) -> int:
    """Points for a finishing place in a championship race."""
    return CHAMPIONSHIP_POINTS[int(place)]


@rule
def championship_races(players: int | None = None) -> int:
    """Races in a championship."""
    return 3


@rule
def championship_total(places: list) -> int:
    """A driver's championship points over their races, from their finishing places."""
    return sum(championship_points(p) for p in places)


# --- setup --------------------------------------------------------------------------

def setup(players: int, variant: str | None = None) -> dict[str, int]:
    """What a race at this count takes out of the box."""
    return {
        "game-board": 1,
        "gears": GEAR_CARDS_EACH * players,
        "cars": players,
        "lap-markers": players,
        "damage-tokens": DAMAGE_TOKENS,
        "standings-pad": 1 if variant == "championship" else 0,
    }


# --- invariants ---------------------------------------------------------------------

@invariant("every gear card prints the speed its gear gives", per_player_count=False)
def gear_cards_match(game) -> bool | str:
    deck = game.deck("gears")
    seen = set()
    for card in deck.cards:
        gear = int(card.id.rsplit("-", 1)[1])
        seen.add(gear)
        if card.fields["speed"] != gear_speed(gear):
            return f"{card.name} prints {card.fields['speed']} but gear {gear} moves {gear_speed(gear)}"
    return True if seen == set(GEAR_SPEEDS) else f"the deck holds gears {sorted(seen)}"


@invariant("the box holds the damage supply the engine puts out", per_player_count=False)
def damage_supply_whole(game) -> bool | str:
    line = next(c for c in game.inventory if c.id == "damage-tokens")
    return True if line.count == DAMAGE_TOKENS else f"box {line.count}, engine {DAMAGE_TOKENS}"


@invariant("the supply covers every car holding the most damage it can")
def damage_supply_suffices(players: int, game) -> bool:
    line = next(c for c in game.inventory if c.id == "damage-tokens")
    return line.count >= players * damage_held_most()


@invariant("the starting grid fits behind pole position")
def grid_fits(players: int) -> bool:
    return POLE_SPACE - players + 1 >= 1


@invariant("corners lie on the circuit in the order a lap meets them", per_player_count=False)
def corners_in_order() -> bool:
    spaces = [s for s, _ in CORNERS.values()]
    return spaces == sorted(spaces) and all(POLE_SPACE < s <= SPACES for s in spaces)


@invariant("no corner asks for a gear the cars do not have", per_player_count=False)
def corner_gears_exist() -> bool:
    return all(1 <= g <= 6 for _, g in CORNERS.values())
