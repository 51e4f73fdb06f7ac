"""Col and Valley: the rules the tables and the rulebook print."""

from generator.engine import invariant, rule

PLAYERS = (2, 5)

# The course, segment by segment: (track id, terrain, first space, last space).
SEGMENTS = (
    ("start-grid", "Flat", -2, 0),
    ("valley-road", "Flat", 1, 10),
    ("col-du-loup", "Climb", 11, 20),
    ("loup-descent", "Descent", 21, 28),
    ("riverside", "Flat", 29, 36),
    ("pic-blanc", "Climb", 37, 48),
    ("blanc-descent", "Descent", 49, 54),
    ("last-kilometre", "Flat", 55, 60),
    ("run-out", "Flat", 61, 66),
)

RIDERS = ("Red", "Blue", "Green", "Yellow", "Black")
VALUES = range(2, 10)          # energy cards run from 2 to 9
COPIES_OF_EACH_VALUE = 2
CLIMB_LIMIT = 5
DESCENT_MINIMUM = 5
EXHAUSTION_PER_PLAYER = 6
EXHAUSTION_BY_TERRAIN = {"Flat": 1, "Climb": 2, "Descent": 0}


@rule
def terrain_at(space: int) -> str:
    """The terrain of one space of the course (past the run-out the road stays flat)."""
    for _track, terrain, first, last in SEGMENTS:
        if first <= space <= last:
            return terrain
    return "Flat"


@rule
def finish_space() -> int:
    """The space the finish line is drawn on: reaching it ends the race."""
    return 60


@rule
def cards_drawn(players: int | None = None) -> int:
    """Cards each player draws at the start of every round."""
    return 4


@rule
def riders_per_space() -> int:
    """Riders that fit side by side on one space."""
    return 2


@rule
def energy_cards_each(players: int | None = None) -> int:
    """The energy deck of one rider: two of every value from 2 to 9."""
    return len(VALUES) * COPIES_OF_EACH_VALUE


@rule
def exhaustion_supply(players: int) -> int:
    """Exhaustion cards put out as the supply."""
    return EXHAUSTION_PER_PLAYER * players


@rule
def grid_spaces(players: int) -> int:
    """Start grid spaces the riders fill, two to a space, from space 0 backwards."""
    return (players + riders_per_space() - 1) // riders_per_space()


@rule
def most_spaces(terrain: str) -> int | None:
    """The cap on a move touching this terrain (None: no cap)."""
    return CLIMB_LIMIT if terrain == "Climb" else None


@rule
def least_spaces(terrain: str) -> int | None:
    """The least a move starting on this terrain covers (None: the card's value)."""
    return DESCENT_MINIMUM if terrain == "Descent" else None


@rule
def leader_exhaustion(terrain: str) -> int:
    """Exhaustion cards the leader takes, by the terrain of the leader's space."""
    return EXHAUSTION_BY_TERRAIN[terrain]


@rule
def towing(terrain: str) -> bool:
    """Whether a rider standing on this terrain can be towed."""
    return terrain != "Climb"


@rule
def ride(card: int, start: int) -> int:
    """Where a rider lands, before any blocking, playing a card of this value from `start`."""
    distance = card
    low = least_spaces(terrain_at(start))
    if low is not None:
        distance = max(distance, low)
    path = range(start, start + distance + 1)
    if any(terrain_at(space) == "Climb" for space in path):
        distance = min(distance, CLIMB_LIMIT)
    return start + distance


@rule
def exhaustion_taken(space: int) -> int:
    """Exhaustion cards a leader standing on this space takes."""
    return leader_exhaustion(terrain_at(space))


@rule
def heavy_legs_exhaustion() -> int:
    """Heavy legs variant: Exhaustion cards shuffled into each deck before the race."""
    return 2


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    supply = exhaustion_supply(players)
    return {
        "course-board": 1,
        "energy": energy_cards_each(players) * players,
        "exhaustion": supply,
        "rider-tokens": players,
    }


@invariant("every rider colour has a full energy deck of two cards of each value", per_player_count=False)
def energy_decks_complete(game) -> bool | str:
    deck = game.deck("energy")
    for rider in RIDERS:
        cards = [c for c in deck.cards if c.fields["rider"] == rider]
        total = sum(c.count for c in cards)
        if total != energy_cards_each():
            return f"{rider} has {total} energy cards"
        values = sorted(c.fields["value"] for c in cards)
        if values != list(VALUES):
            return f"{rider}'s values are {values}"
    return True


@invariant("the exhaustion supply fits in the box, with the heavy legs cards too")
def exhaustion_fits(players: int, game) -> bool | str:
    box = game.deck("exhaustion").total
    need = exhaustion_supply(players)
    return True if need <= box else f"{need} needed, {box} in the box"


@invariant("the finish line lies on the last flat stretch, with a run-out after it", per_player_count=False)
def finish_on_course() -> bool:
    return terrain_at(finish_space()) == "Flat" and SEGMENTS[-1][2] > finish_space()


@invariant("a climb never caps a move below what a descent guarantees", per_player_count=False)
def climb_and_descent_meet() -> bool:
    return most_spaces("Climb") >= least_spaces("Descent")
