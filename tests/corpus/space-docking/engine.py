"""Halcyon Approach: the rules the tables, board and examples print."""

from generator.engine import invariant, rule

PLAYERS = (2, 4)

BAND_SPACES = {"Far": (10, 12), "Outer": (7, 9), "Middle": (4, 6), "Inner": (2, 3), "Final": (1, 1)}
SPEED_LIMITS = {"Far": 5, "Outer": 4, "Middle": 3, "Inner": 2, "Final": 1}
PORT_LIMIT = 1  # a ship must berth at velocity 1 or less
OUTCOMES = [  # (lowest total, outcome, hull damage, fuel lost)
    (11, "Breach", 3, 2),
    (9, "Impact", 2, 1),
    (7, "Scrape", 1, 0),
    (2, "Near miss", 0, 0),
]


@rule
def docking_window(players: int = 2) -> int:
    """Rounds the crew has to berth every ship: six more than the players."""
    return players + 6


@rule
def veteran_window(players: int = 2) -> int:
    """The Veteran crew variant closes the window one round earlier."""
    return docking_window(players) - 1


@rule
def starting_fuel(players: int = 2) -> int:
    """Fuel each ship starts with; bigger crews share a tighter depot."""
    return {2: 9, 3: 8, 4: 7}[players]


@rule
def hand_size(players: int | None = None) -> int:
    return 3


@rule
def starting_velocity(players: int | None = None) -> int:
    return 2


@rule
def starting_space(players: int | None = None) -> int:
    return 12


@rule
def hull_points(players: int | None = None) -> int:
    return 4


@rule
def max_velocity(players: int | None = None) -> int:
    return 6


@rule
def docks_per_round(players: int | None = None) -> int:
    return 1


@rule
def band_spaces(band: str) -> str:
    low, high = BAND_SPACES[band]
    return str(low) if low == high else f"{low}-{high}"


@rule
def speed_limit(band: str) -> int:
    return SPEED_LIMITS[band]


@rule
def band_of(space: int) -> str:
    if space == 0:
        return "Port"
    for band, (low, high) in BAND_SPACES.items():
        if low <= space <= high:
            return band
    raise ValueError(f"space {space} is off the approach track")


@rule
def drift(space: int, velocity: int) -> int:
    """The space a ship ends its drift on (it never passes the port)."""
    return max(0, space - velocity)


@rule
def overspeed(velocity: int, space: int) -> int:
    """How far the velocity is above the limit where the ship ends its drift."""
    limit = PORT_LIMIT if space == 0 else SPEED_LIMITS[band_of(space)]
    return max(0, velocity - limit)


@rule
def collision_total(dice: list, overspeed: int) -> int:
    return sum(dice) + overspeed


def _outcome(total: int | str) -> tuple:
    if isinstance(total, str):  # the open column "11 or more"
        total = int(total.split()[0])
    for low, name, hull, fuel in OUTCOMES:
        if total >= low:
            return name, hull, fuel
    raise ValueError(f"a total of {total} is below two dice")


@rule
def collision_outcome(total: int | str) -> str:
    return _outcome(total)[0]


@rule
def hull_damage(total: int | str) -> int:
    return _outcome(total)[1]


@rule
def fuel_lost(total: int | str) -> int:
    return _outcome(total)[2]


@rule
def mission_score(fuel_left: int, rounds_left: int, hull_left: int) -> int:
    """1 per Fuel left, 2 per round left in the window, 1 per hull point left."""
    return fuel_left + 2 * rounds_left + hull_left


@rule
def mission_rating(score: int | str) -> str:
    if isinstance(score, str):  # "20 or more"
        score = int(score.split()[0])
    if score >= 20:
        return "Gold"
    if score >= 10:
        return "Silver"
    return "Bronze"


@rule
def manoeuvre_fuel() -> int:
    """What a manoeuvre (fuel transfer, hand flush) costs."""
    return 1


@rule
def transfer_limit() -> int:
    """The most Fuel one transfer moves."""
    return 3


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "approach-board": 1,
        "thrusters": 30,
        "console-boards": players,
        "ship-tokens": players,
        "console-markers": 2 * players,
        "fuel-tokens": 40,
        "window-marker": 1,
        "dice": 2,
    }


@invariant("the depot holds every ship's starting fuel with some to spare")
def depot_covers_fuel(players: int, game) -> bool | str:
    depot = next(c for c in game.inventory if c.id == "fuel-tokens").count
    needed = starting_fuel(players) * players
    return True if needed < depot else f"{needed} Fuel dealt, {depot} in the depot"


@invariant("the thruster deck deals every hand", per_player_count=False)
def deck_deals_hands(game) -> bool | str:
    total = game.deck("thrusters").total
    hands = hand_size() * PLAYERS[1]
    return True if total >= 2 * hands else f"{total} cards for {hands} in hand"


@invariant("a burn costs as much Fuel as the velocity it changes", per_player_count=False)
def burns_cost_their_change(game) -> bool | str:
    wrong = [c.name for c in game.deck("thrusters").cards if c.fields["fuel"] != abs(c.fields["velocity"])]
    return True if not wrong else f"fuel differs from the change: {', '.join(wrong)}"


@invariant("the window leaves a round for every ship to berth")
def window_fits_ships(players: int) -> bool:
    return docking_window(players) >= players * docks_per_round() + 2


@invariant("the approach track ends at the starting space", per_player_count=False)
def track_matches_start(game) -> bool | str:
    track = next(t for t in game.maps[0].tracks if t.id == "approach-track")
    return True if track.end == starting_space() else f"track ends at {track.end}"
