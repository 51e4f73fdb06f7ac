"""Sonar Bearings: the rules the tables, examples and documents print."""

import math

from generator.engine import invariant, rule

PLAYERS = (2, 4)

COLUMNS = "ABCDEFGHIJKL"
ROWS = 10
DEPTHS = (15, 50, 120)

_ESCORTS = {2: 2, 3: 3, 4: 4}
_CHARGES = {2: 5, 3: 4, 4: 3}
_TORPEDOES = {2: 6, 3: 7, 4: 8}
_TONS = {2: 20000, 3: 18000, 4: 16000}

_DETECT = {15: 5, 50: 7, 120: 9}
_CHARGE = {15: 5, 50: 7, 120: 10}

_HEADINGS = {
    "000": ("N", 0, 1),
    "045": ("NE", 1, 1),
    "090": ("E", 1, 0),
    "135": ("SE", 1, -1),
    "180": ("S", 0, -1),
    "225": ("SW", -1, -1),
    "270": ("W", -1, 0),
    "315": ("NW", -1, 1),
}


def _chance(target: int) -> int:
    """Of the 36 throws of two dice, how many total `target` or more."""
    return sum(1 for a in range(1, 7) for b in range(1, 7) if a + b >= target)


def _square(name: str) -> tuple[int, int]:
    """'C4' -> (3, 4): column counted from A = 1 westward edge, row from 1 at the south edge."""
    return COLUMNS.index(name[0].upper()) + 1, int(name[1:])


# --- by player count ---------------------------------------------------------

@rule
def escorts_in_play(players: int) -> int:
    """Escort ships the escort side puts to sea."""
    return _ESCORTS[players]


@rule
def depth_charges_each(players: int) -> int:
    """Depth charge patterns each escort carries."""
    return _CHARGES[players]


@rule
def torpedoes_carried(players: int) -> int:
    """Torpedoes the submarine starts with."""
    return _TORPEDOES[players]


@rule
def tons_to_win(players: int) -> int:
    """Tonnage the submarine must sink to win."""
    return _TONS[players]


# --- constants ---------------------------------------------------------------

@rule
def game_turns() -> int:
    """Turns in a game: the convoy leaves the east edge after the last one."""
    return 12


@rule
def hull_hits() -> int:
    """Depth charge hits that sink the submarine."""
    return 3


@rule
def escort_speed() -> int:
    """Squares an escort may move in a turn."""
    return 3


@rule
def flank_speed() -> int:
    """Squares the submarine moves at flank speed (one at slow speed)."""
    return 2


@rule
def flank_noise() -> int:
    """Added to every sonar roll in a turn the submarine went at flank speed."""
    return 2


@rule
def sonar_range() -> int:
    """The farthest an escort's sonar can hear, in nautical miles."""
    return 5


@rule
def contact_markers() -> int:
    return 8


@rule
def turn_numbers() -> list[int]:
    """One row of the plot sheet per turn."""
    return list(range(1, game_turns() + 1))


@rule
def hull_boxes() -> list[int]:
    return list(range(1, hull_hits() + 1))


@rule
def torpedo_boxes() -> list[int]:
    """A box per torpedo of the most the submarine ever carries."""
    return list(range(1, max(_TORPEDOES.values()) + 1))


# --- depth bands -------------------------------------------------------------

@rule
def detect_target(depth: int) -> int:
    """2d6 an escort's sonar needs to hear the submarine at this depth."""
    return _DETECT[depth]


@rule
def detect_chance(depth: int) -> int:
    return _chance(detect_target(depth))


@rule
def charge_target(depth: int) -> int:
    """2d6 a depth charge pattern needs to hit a submarine in its square at this depth."""
    return _CHARGE[depth]


@rule
def charge_chance(depth: int) -> int:
    return _chance(charge_target(depth))


@rule
def detects(depth: int, roll: int, flank: bool = False) -> bool:
    return roll + (flank_noise() if flank else 0) >= detect_target(depth)


# --- torpedoes ---------------------------------------------------------------

@rule
def range_band(range: int | str) -> str | None:
    """The band a range in nautical miles falls in; None beyond torpedo range."""
    nm = int(range)
    if nm <= 1:
        return "Close"
    if nm <= 3:
        return "Medium"
    if nm <= 5:
        return "Long"
    return None


@rule
def torpedo_target(range: int) -> int:
    """2d6 a torpedo needs to hit the lead ship from this range."""
    return {"Close": 6, "Medium": 8, "Long": 10}[range_band(range)]


@rule
def torpedo_chance(range: int) -> int:
    return _chance(torpedo_target(range))


@rule
def torpedo_hits(range: int, roll: int) -> bool:
    return range_band(range) is not None and roll >= torpedo_target(range)


# --- the grid ----------------------------------------------------------------

@rule
def compass_point(heading: str) -> str:
    return _HEADINGS[heading][0]


@rule
def column_step(heading: str) -> int:
    return _HEADINGS[heading][1]


@rule
def row_step(heading: str) -> int:
    return _HEADINGS[heading][2]


@rule
def range_nm(start: str, end: str) -> int:
    """Distance between two squares: the larger of the column and row differences."""
    (c1, r1), (c2, r2) = _square(start), _square(end)
    return max(abs(c2 - c1), abs(r2 - r1))


@rule
def bearing(start: str, end: str) -> str:
    """True bearing from one square to another, to the nearest 45 degrees, as three digits."""
    (c1, r1), (c2, r2) = _square(start), _square(end)
    dx, dy = c2 - c1, r2 - r1
    if dx == 0 and dy == 0:
        return "---"
    degrees = math.degrees(math.atan2(dx, dy)) % 360
    return f"{int(round(degrees / 45)) * 45 % 360:03d}"


# --- scoring -----------------------------------------------------------------

@rule
def final_tonnage(ships: list) -> int:
    return sum(ships)


@rule
def submarine_wins(players: int, tonnage: int, sunk: bool = False) -> bool:
    return not sunk and tonnage >= tons_to_win(players)


# --- setup -------------------------------------------------------------------

def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "patrol-area": 1,
        "convoy": 10,
        "escort-tokens": escorts_in_play(players),
        "convoy-marker": 1,
        "contact-markers": contact_markers(),
        "dice": 2,
        "plot-pad": 1,
    }


# --- invariants --------------------------------------------------------------

@invariant("the convoy carries enough tonnage for the submarine to win")
def convoy_can_be_won(players: int, game) -> bool | str:
    total = sum(c.fields["tonnage"] * c.count for c in game.deck("convoy").cards)
    return True if total >= tons_to_win(players) else f"{total} tons in the convoy"


@invariant("the submarine never carries more torpedoes than the convoy has hits to take")
def torpedoes_fit_convoy(players: int, game) -> bool | str:
    hits = sum(c.fields["hits"] * c.count for c in game.deck("convoy").cards)
    return True if torpedoes_carried(players) <= hits else f"{hits} hits in the convoy"


@invariant("the box holds a token for every escort in play")
def escorts_suffice(players: int, game) -> bool:
    tokens = next(c for c in game.inventory if c.id == "escort-tokens")
    return tokens.count >= escorts_in_play(players)


@invariant("the box holds the contact markers setup takes", per_player_count=False)
def contacts_match(game) -> bool:
    markers = next(c for c in game.inventory if c.id == "contact-markers")
    return markers.count == contact_markers()


@invariant("the convoy deck in setup is the whole deck", per_player_count=False)
def convoy_whole(game) -> bool:
    return game.deck("convoy").total == setup(2)["convoy"]


@invariant("the patrol area's convoy lane is long enough for the game's turns", per_player_count=False)
def lane_fits_turns(game) -> bool | str:
    grid = next(g for g in game.grids if g.id == "patrol-area")
    return True if grid.columns == game_turns() else f"{grid.columns} columns for {game_turns()} turns"
