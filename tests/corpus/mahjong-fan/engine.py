"""Four Winds Fan: the rules the tables and the rulebook print."""

from generator.engine import invariant, rule

PLAYERS = (4, 4)

# Fan of each scoring pattern. A hand adds up every pattern it shows.
FAN = {
    "Self-drawn": 1,
    "Concealed hand": 1,
    "All chows": 1,
    "Dragon pung": 1,
    "Seat wind pung": 1,
    "Round wind pung": 1,
    "All pungs": 3,
    "Half flush": 3,
    "Seven pairs": 4,
    "Full flush": 5,
}

LIMIT_HANDS = ("Thirteen orphans", "Big three dragons", "Big four winds", "All honours")

TILES_IN_SET = 136
SEATS = 4


@rule
def hand_size(players: int = 4) -> int:
    """Tiles each player holds between turns."""
    return 13


@rule
def winning_tiles(players: int = 4) -> int:
    """A winning hand: four sets of three and a pair."""
    return 4 * 3 + 2


@rule
def dealer_tiles(players: int = 4) -> int:
    """The dealer starts with one tile more than the others."""
    return hand_size(players) + 1


@rule
def dead_wall_tiles(players: int = 4) -> int:
    """Seven stacks of two set apart at the break."""
    return 14


@rule
def wall_stacks(players: int = 4) -> int:
    """Stacks of two tiles in each player's wall."""
    return 17


@rule
def starting_score(players: int = 4) -> int:
    return 1000


@rule
def min_fan(players: int = 4) -> int:
    """The fewest fan a hand needs to win."""
    return 1


@rule
def live_wall_tiles(players: int = 4) -> int:
    """Tiles left to draw once the hands are dealt and the dead wall is set apart."""
    return TILES_IN_SET - players * hand_size(players) - 1 - dead_wall_tiles(players)


@rule
def wind_rounds() -> int:
    return 4


@rule
def fan_for(pattern: str) -> int:
    return FAN[pattern]


@rule
def limit_points() -> int:
    return 256


@rule
def hand_points(fan) -> int:
    """8 points for 1 fan, doubled for every fan more, up to the limit."""
    if fan == "6 or more":
        return limit_points()
    return min(4 * 2 ** int(fan), limit_points())


@rule
def limit_hand_points(hand: str) -> int:
    if hand not in LIMIT_HANDS:
        raise ValueError(f"no limit hand {hand!r}")
    return limit_points()


@rule
def discarder_pays(fan) -> int:
    """On a discard win the discarder alone pays, twice the hand's value."""
    return 2 * hand_points(fan)


@rule
def each_pays_self_drawn(fan) -> int:
    """On a self-drawn win each other player pays the hand's value."""
    return hand_points(fan)


@rule
def total_fan(patterns: list) -> int:
    return sum(FAN[p] for p in patterns)


@rule
def self_drawn_gain(points: int) -> int:
    """What the winner gains in all on a self-drawn win."""
    return (SEATS - 1) * points


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "tiles": TILES_IN_SET,
        "seat-winds": 4,
        "round-marker": 1,
        "dealer-marker": 1,
        "wind-board": 1,
        "dice": 2,
        "score-pad": 1,
    }


def play(players: int, variant: str | None = None) -> dict[str, dict]:
    return {"tiles": {"hand": hand_size(players), "draw": 1, "turns": 10}, "dice": {"dice": 2}}


@invariant("the four walls hold every tile of the set", per_player_count=False)
def walls_hold_every_tile(game) -> bool | str:
    total = game.deck("tiles").total
    walls = wall_stacks() * 2 * len(game.names["winds"])
    if total != TILES_IN_SET:
        return f"the set has {total} tiles, the engine counts {TILES_IN_SET}"
    return True if walls == total else f"the walls hold {walls} tiles, the set has {total}"


@invariant("every tile comes four times", per_player_count=False)
def four_of_each(game) -> bool | str:
    odd = [c.name for c in game.deck("tiles").cards if c.count != 4]
    return True if not odd else f"not four copies: {', '.join(odd)}"


@invariant("a winning hand is the hand and one tile more")
def winning_is_one_more(players: int) -> bool:
    return winning_tiles(players) == hand_size(players) + 1 == dealer_tiles(players)


@invariant("the live wall holds tiles to draw after the deal")
def live_wall_left(players: int) -> bool:
    return live_wall_tiles(players) > 0


@invariant("every pattern short of a limit scores below the limit", per_player_count=False)
def patterns_below_limit(game) -> bool | str:
    over = [p for p, f in FAN.items() if hand_points(f) >= limit_points()]
    return True if not over else f"at the limit alone: {', '.join(over)}"
