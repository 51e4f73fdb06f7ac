"""Convoy Knots: the rules the tables and examples print, as small functions."""
from generator.engine import invariant, rule

PLAYERS = (2, 2)

SECTORS = 4
MODIFIERS = {"Night": 1, "Fog": -2, "Slow convoy": 1}
ODDS = ("1:2", "1:1", "2:1", "3:1", "4:1")

# The combat results table: for each odds column, the result of rolls 1 to 6.
# U = U-boat sunk, R = repulsed, D = target damaged, S = target sunk, None = no effect.
CRT = {
    "1:2": ("U", "U", "R", None, None, "D"),
    "1:1": ("U", "R", None, "D", "D", "S"),
    "2:1": ("R", None, "D", "D", "S", "S"),
    "3:1": (None, "D", "D", "S", "S", "S"),
    "4:1": (None, "D", "S", "S", "S", "S"),
}


@rule
def turns_in_crossing(players: int = 2) -> int:
    """The crossing lasts twelve turns."""
    return 12


@rule
def starting_uboats(players: int = 2) -> int:
    """U-boats in the Search box at the start."""
    return 4


@rule
def reserve_uboats(players: int = 2) -> int:
    """U-boats set aside that arrive later."""
    return 2


@rule
def reinforcement_turn(players: int = 2) -> int:
    """The turn on which the reserve U-boats arrive."""
    return 5


@rule
def most_escorts_per_sector(players: int = 2) -> int:
    """A sector holds at most this many escorts."""
    return 2


@rule
def detection_target(players: int = 2) -> int:
    """A modified detection roll of at least this finds the convoy."""
    return 4


@rule
def slow_convoy_knots(players: int = 2) -> int:
    """A convoy this slow or slower is a slow convoy."""
    return 8


@rule
def knots_lost_when_damaged(players: int = 2) -> int:
    return 4


@rule
def fast_escort_knots(players: int = 2) -> int:
    """Escorts this fast or faster may redeploy to any sector."""
    return 20


@rule
def wolfpack_victory_tons(players: int = 2) -> int:
    return 20000


@rule
def tons_per_uboat_lost(players: int = 2) -> int:
    return 5000


@rule
def detection_modifier(condition: str) -> int:
    return MODIFIERS[condition]


@rule
def is_night(turn: int) -> bool:
    """Odd turns are day, even turns night."""
    return turn % 2 == 0


@rule
def weather(roll: int) -> str:
    return "fog" if roll == 1 else "clear"


@rule
def convoy_speed(speeds: list) -> int:
    """The convoy sails at the speed of its slowest ship."""
    return min(speeds)


@rule
def damaged_speed(speed: int) -> int:
    return speed - knots_lost_when_damaged()


@rule
def detection_total(roll: int, night: bool, fog: bool, convoy_speed: int, long_range: bool = False) -> int:
    total = roll
    if night:
        total += MODIFIERS["Night"]
    if fog:
        total += MODIFIERS["Fog"]
    if convoy_speed <= slow_convoy_knots():
        total += MODIFIERS["Slow convoy"]
    if long_range:
        total += 1
    return total


@rule
def detects(roll: int, night: bool, fog: bool, convoy_speed: int, long_range: bool = False) -> bool:
    return detection_total(roll, night, fog, convoy_speed, long_range) >= detection_target()


@rule
def sector_defence(escorts: list) -> int:
    return sum(escorts)


@rule
def odds_column(attack: int, defence: int) -> str:
    """Attack against defence, rounded down in the escorts' favour."""
    if defence <= 0:
        return "4:1"
    if attack < defence:
        return "1:2"
    return f"{min(attack // defence, 4)}:1"


@rule
def combat_result(odds: str, roll: int) -> str | None:
    return CRT[odds][roll - 1]


@rule
def wolfpack_score(sunk: list, stragglers: list, uboats_lost: int) -> int:
    """Full cargo of the sunk, half of each straggler's, less the U-boats lost."""
    return sum(sunk) + sum(s // 2 for s in stragglers) - tons_per_uboat_lost() * uboats_lost


@rule
def wolfpack_wins(score: int) -> bool:
    return score >= wolfpack_victory_tons()


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "ships": 13,
        "uboats": 6,
        "crossing-board": 1,
        "uboat-markers": 6,
        "turn-marker": 1,
        "fog-marker": 1,
        "damage-markers": 6,
        "dice": 2,
    }


@invariant("merchants carry cargo and no escort value; escorts the other way round", per_player_count=False)
def ships_are_one_kind(game) -> bool | str:
    for card in game.deck("ships").cards:
        kind, cargo, escort = card.fields["kind"], card.fields["cargo"], card.fields["escort"]
        if kind == "Merchant" and (cargo is None or escort is not None):
            return f"{card.name} is a merchant but its columns say otherwise"
        if kind == "Escort" and (escort is None or cargo is not None):
            return f"{card.name} is an escort but its columns say otherwise"
    return True


@invariant("the convoy starts faster than a slow convoy", per_player_count=False)
def convoy_starts_fast(game) -> bool | str:
    speeds = [c.fields["speed"] for c in game.deck("ships").cards if c.fields["kind"] == "Merchant"]
    return True if convoy_speed(speeds) > slow_convoy_knots() else f"slowest merchant {min(speeds)} knots"


@invariant("every escort finds room in the sectors", per_player_count=False)
def escorts_fit(game) -> bool | str:
    escorts = sum(c.count for c in game.deck("ships").cards if c.fields["kind"] == "Escort")
    return True if escorts <= SECTORS * most_escorts_per_sector() else f"{escorts} escorts"


@invariant("the U-boat cards are the starting boats and the reserve", per_player_count=False)
def uboats_add_up(game) -> bool | str:
    total = game.deck("uboats").total
    return True if total == starting_uboats() + reserve_uboats() else f"{total} U-boat cards"


@invariant("the convoy carries more than the Wolfpack needs to sink", per_player_count=False)
def enough_cargo(game) -> bool | str:
    cargo = sum(c.fields["cargo"] * c.count for c in game.deck("ships").cards if c.fields["cargo"] is not None)
    return True if cargo > wolfpack_victory_tons() else f"only {cargo} tons"
