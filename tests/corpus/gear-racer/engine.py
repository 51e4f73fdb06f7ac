"""Gear Racer: the rules the tables and the car mats print."""

from generator.engine import invariant, rule

PLAYERS = (2, 6)

# gear -> (die, faces on that die)
GEARS = {1: ("d4", 4), 2: ("d6", 6), 3: ("d8", 8), 4: ("d12", 12), 5: ("d20", 20)}

# corners in the order a car meets them after the start line:
# name -> (top speed, spaces from the start line)
CORNERS = {
    "Bell Bend": (7, 8),
    "Hairpin": (4, 14),
    "Quarry Corner": (8, 22),
    "Chapel Turn": (5, 30),
    "Lakeside Sweep": (10, 38),
}

LAP_SPACES = 48          # spaces once round the circuit, back to the start line
CAR_COLOURS = ("Red", "Blue", "Green", "Yellow", "Purple", "Orange")
BOOST_DECK = 30          # every Boost card in the box


def _gear(gear: int) -> tuple[str, int]:
    if gear not in GEARS:
        raise ValueError(f"there is no gear {gear}: gears run 1 to 5")
    return GEARS[gear]


def _corner(corner: str) -> tuple[int, int]:
    if corner not in CORNERS:
        raise ValueError(f"no corner called {corner!r}")
    return CORNERS[corner]


# --- the gear chart -------------------------------------------------------

@rule
def gear_die(gear: int) -> str:
    """The die a car rolls in this gear."""
    return _gear(gear)[0]


@rule
def die_faces(gear: int) -> int:
    """How many faces the gear's die has."""
    return _gear(gear)[1]


@rule
def gear_bonus(gear: int) -> int:
    """What the gear adds to the roll: one less than the gear."""
    _gear(gear)
    return gear - 1


@rule
def speed_min(gear: int) -> int:
    """The slowest speed the gear can give: a roll of 1 plus the bonus."""
    return 1 + gear_bonus(gear)


@rule
def speed_max(gear: int) -> int:
    """The fastest speed the gear can give: the die's top face plus the bonus."""
    return die_faces(gear) + gear_bonus(gear)


@rule
def speed(gear: int, roll: int) -> int:
    """A car's speed for the turn: its roll plus its gear's bonus."""
    faces = die_faces(gear)
    if not 1 <= roll <= faces:
        raise ValueError(f"a {gear_die(gear)} cannot roll {roll}")
    return roll + gear_bonus(gear)


@rule
def top_gear() -> int:
    """The highest gear."""
    return max(GEARS)


@rule
def gears_up_at_most() -> int:
    """Gears a car may shift up in one turn."""
    return 1


@rule
def shift_wear(dropped: int) -> int:
    """Wear for shifting down: the first gear dropped is free, each one after it costs 1."""
    if dropped < 0:
        raise ValueError("shifting up is not dropping gears")
    return max(0, dropped - 1)


# --- corners and wear -----------------------------------------------------

@rule
def corner_names() -> list[str]:
    """The corners, in the order a car meets them."""
    return list(CORNERS)


@rule
def corner_top_speed(corner: str) -> int:
    """The fastest a car may take the corner without wear."""
    return _corner(corner)[0]


@rule
def corner_space(corner: str) -> int:
    """How many spaces past the start line the corner lies."""
    return _corner(corner)[1]


@rule
def corner_wear(speed: int, corner: str) -> int:
    """Wear for taking one corner: one for each point of speed over its top speed."""
    return max(0, speed - corner_top_speed(corner))


@rule
def move_wear(speed: int, corners: list) -> int:
    """Wear for one move that enters or passes several corners."""
    return sum(corner_wear(speed, c) for c in corners)


@rule
def lap_spaces() -> int:
    """Spaces once round the circuit."""
    return LAP_SPACES


# --- setup by player count --------------------------------------------------

@rule
def laps(players: int = 2) -> int:
    """Laps in the race: three for a small field, two for a big one."""
    return 3 if players <= 3 else 2


@rule
def wear_limit(players: int = 2) -> int:
    """A car is out of the race when its wear reaches this: four for each lap."""
    return 4 * laps(players)


@rule
def boost_cards_dealt(players: int | None = None) -> int:
    """Boost cards each driver is dealt at the start."""
    return 3


@rule
def boost_hand_limit(players: int | None = None) -> int:
    """Most Boost cards a driver may hold."""
    return 3


@rule
def boost_cards_per_lap() -> int:
    """Boost cards a driver draws on crossing the start line."""
    return 1


@rule
def grid_spaces(players: int) -> int:
    """Spaces of the starting grid in use: one car on each."""
    return players


# --- the championship variant ------------------------------------------------

@rule
def championship_points(place: int, variant: str = "championship") -> int:
    """Points for a finishing place in one race of a championship."""
    return {1: 9, 2: 6, 3: 4, 4: 3, 5: 2, 6: 1}[place]


@rule
def championship_races(variant: str = "championship") -> int:
    """Races in a championship."""
    return 3


# --- what comes out of the box ---------------------------------------------

def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "circuit": 1,
        "car-mats": players,
        "cars": players,
        "gear-markers": players,
        "wear-markers": players,
        "lap-markers": players,
        "boosts": BOOST_DECK,
        "d4": 1,
        "d6": 1,
        "d8": 1,
        "d12": 1,
        "d20": 1,
    }


def play(players: int, variant: str | None = None) -> dict[str, dict]:
    return {"boosts": {"hand": boost_cards_dealt(players), "draw": 0}}


# --- invariants ------------------------------------------------------------

@invariant("the gears climb: each gear's fastest speed beats the one below it", per_player_count=False)
def gears_climb() -> bool | str:
    for g in range(2, top_gear() + 1):
        if speed_max(g) <= speed_max(g - 1) or speed_min(g) <= speed_min(g - 1):
            return f"gear {g} is no faster than gear {g - 1}"
    return True


@invariant("every gear's die is in the box with its faces", per_player_count=False)
def gear_dice_in_box(game) -> bool | str:
    dice = {c.id: c for c in game.inventory if c.kind == "die"}
    for g, (die, faces) in GEARS.items():
        if die not in dice:
            return f"no {die} in the box for gear {g}"
        if dice[die].faces != faces:
            return f"the {die} in the box has {dice[die].faces} faces, gear {g} needs {faces}"
    return True


@invariant("the circuit board matches the engine: lap length and corner places", per_player_count=False)
def circuit_matches(game) -> bool | str:
    board = next(m for m in game.maps if m.id == "circuit")
    total = sum(r.cost for r in board.routes)
    if total != LAP_SPACES:
        return f"the board's track is {total} spaces round, the engine says {LAP_SPACES}"
    # walk the one-way loop from the start line and note where each corner falls
    nxt = {}
    for r in board.routes:
        a, b = (board.location(x) for x in r.between)
        nxt[a.id] = (b, r.cost)
    here, run, seen = "start-line", 0, {}
    for _ in range(len(nxt)):
        loc, cost = nxt[here]
        run += cost
        seen[loc.name] = run
        here = loc.id
    for name, (_, space) in CORNERS.items():
        if seen.get(name) != space:
            return f"{name} lies {seen.get(name)} spaces past the start line on the board, {space} in the engine"
    return True


@invariant("each corner's sign on the board shows its top speed", per_player_count=False)
def signs_match(game) -> bool | str:
    board = next(m for m in game.maps if m.id == "circuit")
    for name, (top, _) in CORNERS.items():
        sign_id = "sign-" + name.lower().replace(" ", "-")
        sign = board.location(sign_id)
        if sign is None:
            return f"no sign for {name}"
        if sign.name != f"Top speed {top}":
            return f"the sign for {name} reads '{sign.name}'"
    return True


@invariant("the grid fits before the first corner", per_player_count=True)
def grid_fits(players: int) -> bool:
    return grid_spaces(players) < corner_space("Bell Bend")


@invariant("the Boost deck deals every opening hand", per_player_count=False)
def boosts_deal(game) -> bool | str:
    deck = game.deck("boosts")
    if deck.total != BOOST_DECK:
        return f"the deck holds {deck.total} cards, the engine counts {BOOST_DECK}"
    most = game.max_players * boost_cards_dealt()
    return True if deck.total >= most + 6 else f"{deck.total} cards for {most} dealt"


@invariant("the wear cost of shifting matches the printed costs", per_player_count=False)
def shift_costs_match(game) -> bool | str:
    for cost in game.costs:
        if cost.id.startswith("drop-"):
            dropped = {"drop-two": 2, "drop-three": 3, "drop-four": 4}[cost.id]
            amount = sum(i.amount for i in cost.items)
            if amount != shift_wear(dropped):
                return f"{cost.name} costs {amount} wear, shift_wear gives {shift_wear(dropped)}"
    return True


@invariant("the car mat's wear track reaches the highest wear limit", per_player_count=False)
def wear_track_long_enough() -> bool:
    return WEAR_TRACK_TOP >= max(wear_limit(p) for p in range(PLAYERS[0], PLAYERS[1] + 1))


WEAR_TRACK_TOP = 12      # the car mat's wear track runs 0 to 12
