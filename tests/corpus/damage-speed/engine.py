"""Dented Speedway: the rules the tables, the board and the dashboards print."""

from generator.engine import invariant, rule

PLAYERS = (2, 6)

# gear -> (fewest spaces, most spaces)
GEARS = {1: (1, 2), 2: (2, 4), 3: (3, 6), 4: (5, 8), 5: (7, 10)}

# corner -> (its space on the oval, its safe speed)
CORNERS = {"Turn 1": (13, 6), "Turn 2": (21, 7), "Turn 3": (33, 6), "Turn 4": (1, 5)}

NEW_CAR_SPEED = 10        # a car with no damage
WRECK_DAMAGE = 10         # top speed 0: out of the race
TRACK_SPACES = 40
START_SPACE = 7           # the line lies between space 6 and space 7
GRID_SPACES = (9, 8, 7)   # front row first
CARS_PER_SPACE = 2
PUSH_DECK = 28
FLAG_DECK = 12
HAND_LIMIT = 5
PIT_REPAIR = 2
PLACE_POINTS = {1: 10, 2: 7, 3: 5, 4: 3, 5: 2, 6: 1}


@rule
def laps(players: int = 2) -> int:
    """Laps in the race: shorter with a crowded field."""
    return 3 if players <= 4 else 2


@rule
def push_hand(players: int = 2) -> int:
    """Push cards dealt to each player at the start."""
    return 4 if players <= 3 else 3


@rule
def grid_rows(players: int = 2) -> int:
    """Rows of the starting grid: two cars to a space."""
    return (players + CARS_PER_SPACE - 1) // CARS_PER_SPACE


@rule
def gear_min(gear: int) -> int:
    return GEARS[gear][0]


@rule
def gear_max(gear: int) -> int:
    return GEARS[gear][1]


@rule
def gear_ranges() -> list[str]:
    """What the dashboard prints under each gear."""
    return [f"{low}–{high}" for low, high in GEARS.values()]


@rule
def top_speed(damage: int = 0) -> int:
    """Top speed is 10 minus damage, never below 0."""
    return max(0, NEW_CAR_SPEED - damage)


@rule
def top_speeds() -> list[int]:
    """The dashboard's row of top speeds, one under each damage space from 0 to 10."""
    return [top_speed(d) for d in range(0, WRECK_DAMAGE + 1)]


@rule
def wreck_damage() -> int:
    return WRECK_DAMAGE


@rule
def move_limits(gear: int, damage: int) -> list[int] | None:
    """The fewest and most spaces a car may move, or None when its gear is closed to it."""
    low, high = GEARS[gear]
    most = min(high, top_speed(damage))
    if most < low:
        return None
    return [low, most]


@rule
def corner_space(corner: str) -> int:
    return CORNERS[corner][0]


@rule
def safe_speed(corner: str) -> int:
    return CORNERS[corner][1]


@rule
def corner_damage(speed: int, safe: int) -> int:
    """One damage for each space of speed over the corner's safe speed."""
    return max(0, speed - safe)


@rule
def downshift_damage(from_gear: int, to_gear: int) -> int:
    """Braking hard: one damage for each gear skipped on the way down."""
    return max(0, from_gear - to_gear - 1)


@rule
def grip(roll: int) -> str:
    if roll == 1:
        return "spin"
    if roll == 2:
        return "scrape"
    return "hold"


@rule
def pit_repair() -> int:
    return PIT_REPAIR


@rule
def hand_limit() -> int:
    return HAND_LIMIT


@rule
def start_space() -> int:
    return START_SPACE


@rule
def track_spaces() -> int:
    return TRACK_SPACES


@rule
def cars_per_space() -> int:
    return CARS_PER_SPACE


@rule
def place_points(place: int) -> int:
    return PLACE_POINTS[place]


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "speedway": 1,
        "dashboards": players,
        "cars": players,
        "car-markers": 3 * players,
        "push": PUSH_DECK,
        "flags": FLAG_DECK,
        "grip-die": 0 if variant == "rookie" else 1,
    }


def play(players: int, variant: str | None = None) -> dict[str, dict]:
    return {
        "push": {"hand": push_hand(players)},
        "flags": {"per_round": 1},
        "grip": {"dice": 1},
    }


@invariant("the gears leave no gap between them", per_player_count=False)
def gears_overlap() -> bool | str:
    for gear in range(2, 6):
        if gear_min(gear) > gear_max(gear - 1) + 1:
            return f"gear {gear} starts above gear {gear - 1}'s most"
    return True


@invariant("a new car's top speed is exactly gear 5's most", per_player_count=False)
def new_car_tops_out() -> bool:
    return top_speed(0) == gear_max(5)


@invariant("every corner is safe for a car in gear 3 and too slow for gear 5's best", per_player_count=False)
def corners_bite() -> bool | str:
    for corner, (_space, safe) in CORNERS.items():
        if not gear_min(3) <= safe < gear_max(5):
            return f"{corner} safe speed {safe}"
    return True


@invariant("the corners lie on the oval and the grid lies behind Turn 1", per_player_count=False)
def corners_on_track() -> bool:
    spaces = [space for space, _safe in CORNERS.values()]
    return all(1 <= s <= TRACK_SPACES for s in spaces) and max(GRID_SPACES) < CORNERS["Turn 1"][0]


@invariant("the starting grid has room for every car")
def grid_holds_everyone(players: int) -> bool:
    return grid_rows(players) <= len(GRID_SPACES) and grid_rows(players) * CARS_PER_SPACE >= players


@invariant("the Push deck deals every opening hand and leaves cards to draw")
def push_deck_deals(players: int, game) -> bool | str:
    deck = game.deck("push")
    dealt = push_hand(players) * players
    return True if deck.total >= dealt + 8 else f"{deck.total} cards, {dealt} dealt"


@invariant("setup takes out the whole Push and Flag decks", per_player_count=False)
def decks_come_out_whole(game) -> bool | str:
    if game.deck("push").total != PUSH_DECK:
        return f"Push deck holds {game.deck('push').total}, setup says {PUSH_DECK}"
    if game.deck("flags").total != FLAG_DECK:
        return f"Flag deck holds {game.deck('flags').total}, setup says {FLAG_DECK}"
    return True


@invariant("no Flag card caps speed below what gear 2 may move", per_player_count=False)
def flag_caps_fair(game) -> bool | str:
    for card in game.deck("flags").cards:
        cap = card.fields["speed_cap"]
        if cap is not None and cap < gear_max(2):
            return f"{card.name} caps speed at {cap}"
    return True


@invariant("no Push card gives more than two extra spaces or repairs more than a pit stop", per_player_count=False)
def pushes_stay_small(game) -> bool | str:
    for card in game.deck("push").cards:
        extra = card.fields["extra_spaces"] or 0
        repair = card.fields["repair"] or 0
        if extra > 2 or repair > PIT_REPAIR:
            return f"{card.name} is too strong"
    return True
