"""Engine model of Relay Kart: speed cards, corner limits, crashes and championship points."""
from generator.engine import invariant, rule

PLAYERS = (2, 6)

SPACES = 24          # spaces round the circuit
LAPS = 3             # laps in one race
RACES = 3            # races in a championship
BOOST_BONUS = 2      # spaces a boost token adds to the card played
CORNERS = {6: 3, 12: 2, 18: 4, 23: 3}   # corner space -> speed limit
POINTS = (10, 6, 4, 2, 1, 0)


@rule
def hand_size(players: int) -> int:
    """Speed cards each racer holds: five, or four in a crowded field."""
    return 5 if players <= 4 else 4


@rule
def boosts_each(players: int) -> int:
    """Boost tokens each racer starts every race with."""
    return 3


@rule
def corner_limit(space: int) -> int:
    """The speed limit printed on a corner space."""
    return CORNERS[space]


@rule
def corner_at(corner: int) -> int:
    """The space of the nth corner round the circuit (1 to 4)."""
    return sorted(CORNERS)[corner - 1]


@rule
def crash_back(over: int) -> int:
    """Spaces a crashed kart drops back from the corner, by how far it was over the limit."""
    if over <= 0:
        return 0
    return {1: 1, 2: 3}.get(over, 5)


@rule
def crash_boosts_lost(over: int) -> int:
    """Boost tokens a crash costs: one when three or more over the limit."""
    return 1 if over >= 3 else 0


@rule
def race_points(place: int) -> int:
    """Championship points for a finishing place."""
    return POINTS[place - 1]


@rule
def race_length() -> int:
    """Spaces a kart covers to finish a race."""
    return SPACES * LAPS


@rule
def move(card: int, boost: bool = False) -> int:
    """Spaces a kart moves: the card, plus the boost when one is spent."""
    return card + (BOOST_BONUS if boost else 0)


@rule
def championship_total(places: tuple = (1, 1, 1)) -> int:
    """Points from a list of finishing places."""
    return sum(race_points(p) for p in places)


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "circuit-board": 1,
        "speed": 48,
        "karts": players,
        "lap-markers": players,
        "boost-tokens": boosts_each(players) * players,
    }


def play(players: int, variant: str | None = None):
    return {"speed": {"hand": hand_size(players), "draw": 1}}


@invariant("the speed deck deals every hand with cards left to draw")
def deck_deals(players: int, game) -> bool | str:
    total = game.deck("speed").total
    dealt = hand_size(players) * players
    return True if total - dealt >= 12 else f"only {total - dealt} cards left after the deal"


@invariant("every card speed lies between 1 and 6", per_player_count=False)
def speeds_in_range(game) -> bool | str:
    bad = [c.name for c in game.deck("speed").cards if not 1 <= c.fields["speed"] <= 6]
    return True if not bad else f"out of range: {', '.join(bad)}"


@invariant("the slowest card clears every corner", per_player_count=False)
def slowest_is_safe(game) -> bool | str:
    slowest = min(c.fields["speed"] for c in game.deck("speed").cards)
    return True if slowest <= min(CORNERS.values()) else f"slowest card {slowest} crashes somewhere"
