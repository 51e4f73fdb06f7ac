"""Engine model of Slipstream.

A card-driven car race round the Harbour Circuit: every round each driver
picks a speed card from hand, the cars move, corners punish speed with Wear,
cars close up in each other's slipstream, and hands are refilled. Places at
the line score by the number of drivers; the championship adds up three races.
"""
from __future__ import annotations

from math import ceil

from generator.engine import invariant, rule

PLAYERS = (2, 6)

# --- the numbers the rules use -------------------------------------------------
TRACK_SPACES = 60          # one lap; the line lies after the last space
CARS_PER_SPACE = 2         # two lanes: a space takes two cars side by side
SMALLEST_HAND = 3          # Wear never shrinks a hand below this
SPEED_DECK = 60            # cards in the speed deck (held to the CSV below)
WEAR_SUPPLY = 30           # Wear tokens in the box (held to game.yaml below)
SLIPSTREAM_REACH = 2       # the widest gap a tow closes
SPIN_OVER = 3              # over a corner's limit by this much or more: a spin
CHAMPIONSHIP_RACES = 3
FASTEST_CARD = 9

# The circuit: each section's name, first and last space, and speed limit
# (None: a straight, no limit). The sections run end to end round the lap.
SECTIONS = (
    ("Grid Straight", 1, 9, None),
    ("Lighthouse Bend", 10, 12, 6),
    ("Harbour Run", 13, 21, None),
    ("Fish Market Hairpin", 22, 23, 3),
    ("Chapel Straight", 24, 31, None),
    ("The Esses", 32, 35, 5),
    ("Cliff Road", 36, 45, None),
    ("Bell Tower Corner", 46, 48, 4),
    ("Promenade", 49, 60, None),
)

# Points for each finishing place, by the number of drivers in the race.
POINTS = {
    2: (5, 2),
    3: (6, 3, 1),
    4: (7, 4, 2, 1),
    5: (8, 5, 3, 2, 1),
    6: (9, 6, 4, 3, 2, 1),
}

# Copies of each speed in the deck: the middle speeds are the common ones.
SPEED_COPIES = {1: 4, 2: 6, 3: 7, 4: 8, 5: 9, 6: 8, 7: 7, 8: 6, 9: 5}


def _section(name: str) -> tuple[str, int, int, int | None]:
    for section in SECTIONS:
        if section[0] == name:
            return section
    raise ValueError(f"no section called {name!r}")


def _section_of(space: int) -> tuple[str, int, int, int | None] | None:
    for section in SECTIONS:
        if section[1] <= space <= section[2]:
            return section
    return None


def _over(value: int | str) -> int:
    """An axis cell such as '3 or more' read as its least number."""
    if isinstance(value, str):
        return int(value.split()[0])
    return value


# --- setup ---------------------------------------------------------------------
@rule
def cards_in_hand(players: int = 2) -> int:
    """Speed cards each driver holds with no Wear: six in a small race, five in a big one."""
    return 6 if players <= 3 else 5


@rule
def grid_spaces(players: int) -> int:
    """Grid spaces the starting cars fill, two to a space from space 3 back."""
    return ceil(players / CARS_PER_SPACE)


@rule
def cars_per_space() -> int:
    return CARS_PER_SPACE


@rule
def track_spaces() -> int:
    return TRACK_SPACES


@rule
def smallest_hand(players: int | None = None) -> int:
    return SMALLEST_HAND


@rule
def hand_size(players: int, wear: int | str = 0) -> int:
    """Cards a driver refills to: the hand for the race, one fewer per Wear token, never below three."""
    return max(SMALLEST_HAND, cards_in_hand(players) - _over(wear))


# --- the circuit -----------------------------------------------------------------
@rule
def first_space(section: str) -> int:
    return _section(section)[1]


@rule
def last_space(section: str) -> int:
    return _section(section)[2]


@rule
def corner_spaces(section: str) -> str:
    """A section's spaces as the board numbers them, first to last ('22-23')."""
    _, first, last, _ = _section(section)
    return f"{first}-{last}"


@rule
def speed_limit(section: str) -> int | None:
    return _section(section)[3]


# --- corners -------------------------------------------------------------------
@rule
def wear_taken(over: int | str) -> int:
    """Wear tokens for taking a corner too fast: one per point over, three at most."""
    over = _over(over)
    return max(0, min(over, SPIN_OVER))


@rule
def spins(over: int | str) -> bool:
    return _over(over) >= SPIN_OVER


def _corners_touched(start: int, speed: int) -> list[tuple[str, int, int, int | None]]:
    touched = []
    for space in range(start + 1, start + speed + 1):
        section = _section_of(space)
        if section is not None and section[3] is not None and section not in touched:
            touched.append(section)
    return touched


@rule
def corner_wear(start: int, speed: int) -> int:
    """Wear a move from `start` at `speed` takes in the corners it reaches."""
    return sum(wear_taken(speed - limit) for _, _, _, limit in _corners_touched(start, speed) if speed > limit)


@rule
def move_end(start: int, speed: int) -> int:
    """Where a car stops (an empty track): a spin halts it on the space before the corner."""
    for _, first, _, limit in _corners_touched(start, speed):
        if spins(speed - limit):
            return max(start, first - 1)
    return start + speed


@rule
def wear_returned(speed: int) -> int:
    """The slow cards cool the engine: a 1 or a 2 gives back one Wear token."""
    return 1 if speed <= 2 else 0


# --- slipstream ------------------------------------------------------------------
@rule
def slipstream_spaces(gap: int | str) -> int:
    """Spaces a car is towed forward over a gap of empty spaces to the car ahead."""
    if isinstance(gap, str):
        return 0
    return gap if 1 <= gap <= SLIPSTREAM_REACH else 0


@rule
def slipstream_end(car: int, ahead: int) -> int:
    """Where a car on `car` ends after the tow from a car on `ahead` (straights only)."""
    gap = ahead - car - 1
    gained = slipstream_spaces(gap)
    if gained == 0:
        return car
    for space in range(car, ahead + 1):
        section = _section_of(space)
        if section is not None and section[3] is not None:
            return car
    return car + gained


# --- the finish ------------------------------------------------------------------
@rule
def spaces_past_line(start: int, speed: int) -> int:
    return start + speed - TRACK_SPACES


@rule
def place_points(place: int, players: int) -> int | None:
    """Points for a finishing place; None for a place the race does not have."""
    table = POINTS[players]
    return table[place - 1] if place <= len(table) else None


@rule
def championship_points(places: list, players: int) -> int:
    return sum(place_points(place, players) for place in places)


@rule
def championship_races() -> int:
    return CHAMPIONSHIP_RACES


@rule
def wear_carried(wear: int) -> int:
    """Championship: Wear tokens a driver keeps into the next race, half rounded down."""
    return wear // 2


# --- the box ---------------------------------------------------------------------
def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "circuit-board": 1,
        "speed": SPEED_DECK,
        "cars": players,
        "team-boards": players,
        "wear-tokens": WEAR_SUPPLY,
        "championship-pad": 1 if variant == "championship" else 0,
    }


def play(players: int, variant: str | None = None) -> dict:
    return {"speed": {"hand": cards_in_hand(players), "draw": 1}}


# --- invariants -------------------------------------------------------------------
@invariant("the sections run end to end over the whole lap", per_player_count=False)
def sections_cover_the_lap() -> bool | str:
    expected = 1
    for name, first, last, _ in SECTIONS:
        if first != expected or last < first:
            return f"{name} starts at {first}, expected {expected}"
        expected = last + 1
    return True if expected == TRACK_SPACES + 1 else f"the lap ends at {expected - 1}"


@invariant("no single move can reach two corners", per_player_count=False)
def corners_far_apart() -> bool | str:
    corners = [s for s in SECTIONS if s[3] is not None]
    for before, after in zip(corners, corners[1:]):
        if after[1] - before[2] <= FASTEST_CARD - 1:
            return f"{before[0]} and {after[0]} are too close"
    return True


@invariant("game.yaml names the sections and corners as the engine lays them out", per_player_count=False)
def names_agree(game) -> bool | str:
    names = tuple(game.names["sections"])
    if names != tuple(s[0] for s in SECTIONS):
        return f"sections differ: {names}"
    corners = next(c for c in game.categories if c.id == "corners")
    if tuple(corners.members) != tuple(s[0] for s in SECTIONS if s[3] is not None):
        return f"corners differ: {corners.members}"
    return True


@invariant("the speed deck matches the engine's card mix", per_player_count=False)
def speed_deck_agrees(game) -> bool | str:
    deck = game.deck("speed")
    if deck.total != SPEED_DECK:
        return f"the deck has {deck.total} cards, the engine counts {SPEED_DECK}"
    for card in deck.cards:
        speed = card.fields["speed"]
        if card.count != SPEED_COPIES.get(speed):
            return f"{card.name} has {card.count} copies, the engine says {SPEED_COPIES.get(speed)}"
        if card.fields["wear_returned"] != wear_returned(speed):
            return f"{card.name} gives back {card.fields['wear_returned']} Wear"
        if speed > FASTEST_CARD:
            return f"{card.name} is faster than the fastest card"
    return True


@invariant("the box holds the Wear supply the engine sets out", per_player_count=False)
def wear_supply_agrees(game) -> bool | str:
    line = next(c for c in game.inventory if c.id == "wear-tokens")
    return True if line.count == WEAR_SUPPLY else f"box {line.count}, engine {WEAR_SUPPLY}"


@invariant("every driver's opening hand can be dealt from the speed deck")
def hands_fit_the_deck(players: int) -> bool:
    return players * cards_in_hand(players) <= SPEED_DECK


@invariant("every place of a race scores, and a better place never scores less")
def points_fall_with_place(players: int) -> bool:
    row = POINTS[players]
    return len(row) == players and all(a > b for a, b in zip(row, row[1:])) and row[-1] > 0
