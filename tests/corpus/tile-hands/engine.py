"""Engine model of Tile Hands: the numbers the rulebook's tables print."""
from generator.engine import invariant, rule

PLAYERS = (3, 4)

FULL_SET = 136          # the box: 3 suits x 9 ranks x 4, plus 4 winds x 4 and 3 dragons x 4
THREE_HANDED_OUT = 28   # Characters 2 to 8, four of each, left in the box with three players
HAND = 13
DEAD_WALL = 14
START_POINTS = 500
FAN_LIMIT = 8
MIN_FAN = 1

PATTERN_FAN = {
    "Self-drawn": 1,
    "Concealed hand": 1,
    "Dragon pung": 1,
    "Seat wind pung": 1,
    "Round wind pung": 1,
    "All chows": 1,
    "All pungs": 3,
    "Half flush": 3,
    "Little three dragons": 5,
    "Full flush": 6,
    "Great three dragons": 8,
}


@rule
def tiles_in_play(players: int = 4) -> int:
    """Tiles shuffled into the wall: the whole box, or 108 three-handed."""
    return FULL_SET if players == 4 else FULL_SET - THREE_HANDED_OUT


@rule
def wall_stacks(players: int = 4) -> int:
    """Each player builds a wall this many stacks long, two tiles high."""
    return tiles_in_play(players) // players // 2


@rule
def hand_size() -> int:
    """Tiles in a hand between turns."""
    return HAND


@rule
def winning_hand_tiles() -> int:
    """Tiles in a complete hand: four sets of three and a pair."""
    return HAND + 1


@rule
def sets_to_win() -> int:
    """Sets (chows, pungs or kongs) in a winning hand, besides the pair."""
    return 4


@rule
def tiles_dealt(players: int = 4) -> int:
    """Tiles dealt at the start of a hand: 13 each, and one more for the dealer."""
    return HAND * players + 1


@rule
def dead_wall_tiles(players: int | None = None) -> int:
    """Tiles set aside for kong replacements."""
    return DEAD_WALL


@rule
def live_wall_tiles(players: int = 4) -> int:
    """Tiles left to draw after the deal."""
    return tiles_in_play(players) - tiles_dealt(players) - DEAD_WALL


@rule
def starting_points(players: int | None = None) -> int:
    """Points each player starts the game with."""
    return START_POINTS


@rule
def pattern_fan(pattern: str) -> int:
    """Fan one scoring pattern is worth."""
    return PATTERN_FAN[pattern]


@rule
def minimum_fan() -> int:
    """Fan a hand needs before it may go out."""
    return MIN_FAN


@rule
def fan_limit() -> int:
    """The most fan a hand can count."""
    return FAN_LIMIT


@rule
def hand_fan(patterns: list) -> int:
    """A hand's fan: its patterns added, up to the limit."""
    return min(FAN_LIMIT, sum(PATTERN_FAN[p] for p in patterns))


@rule
def hand_value(fan: int) -> int:
    """Points a hand is worth: 1 doubled once per fan, up to the limit."""
    return 2 ** min(fan, FAN_LIMIT)


@rule
def points_won(fan: int, self_drawn: bool, players: int = 4) -> int:
    """What the winner collects: the discarder pays the value, or every other player does on a self-draw."""
    value = hand_value(fan)
    return value * (players - 1) if self_drawn else value


@rule
def wind_rounds() -> int:
    """Rounds in a game: East, then South."""
    return 2


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    """What a hand at this count takes out of the box."""
    return {
        "tiles": tiles_in_play(players),
        "seat-winds": players,
        "round-marker": 1,
        "player-aids": players,
        "score-pad": 1,
        "dice": 2,
    }


def play(players: int, variant: str | None = None) -> dict[str, dict]:
    return {"tiles": {"hand": HAND, "draw": 1}, "dice": {"dice": 2}}


@invariant("the box holds the full set of tiles", per_player_count=False)
def box_is_a_full_set(game) -> bool | str:
    total = game.deck("tiles").total
    return True if total == FULL_SET else f"{total} tiles, not {FULL_SET}"


@invariant("the three-handed game takes out exactly Characters 2 to 8", per_player_count=False)
def three_handed_removal(game) -> bool | str:
    out = sum(c.count for c in game.deck("tiles").cards
              if c.fields["suit"] == "Characters" and 2 <= (c.fields["rank"] or 0) <= 8)
    return True if out == THREE_HANDED_OUT else f"Characters 2-8 are {out} tiles"


@invariant("the walls use every tile in play")
def walls_are_whole(players: int) -> bool:
    return wall_stacks(players) * 2 * players == tiles_in_play(players)


@invariant("the live wall has tiles to draw after the deal")
def live_wall_left(players: int) -> bool:
    return live_wall_tiles(players) > 0
