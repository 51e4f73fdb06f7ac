"""Hex Skirmish: the rules the printed tables and counters stand on.

Two players, the Lions of Ardmoor and the Ravens of Keld, fight over a field of
37 hexes. Every number a table or the rulebook prints comes from a rule here.
"""

from generator.engine import invariant, rule

PLAYERS = (2, 2)

SIDES = ("Lions", "Ravens")

# --- the field -------------------------------------------------------------

COLUMNS = 7
ROWS = 7
CENTRE = "0404"
FIELD_RADIUS = 3          # every hex within three steps of Crown Hill is in play


def _label(col: int, row: int) -> str:
    return f"{col:02d}{row:02d}"


def _cube(label: str) -> tuple[int, int, int]:
    """Cube coordinates of a flat-topped hex, even columns half a hex lower."""
    q, r = int(label[:2]) - 1, int(label[2:]) - 1
    x = q
    z = r - (q - (q & 1)) // 2
    return x, -x - z, z


def _distance(a: str, b: str) -> int:
    ca, cb = _cube(a), _cube(b)
    return max(abs(ca[i] - cb[i]) for i in range(3))


ALL_HEXES = tuple(_label(c, r) for c in range(1, COLUMNS + 1) for r in range(1, ROWS + 1))
IN_PLAY = frozenset(h for h in ALL_HEXES if _distance(h, CENTRE) <= FIELD_RADIUS)


@rule
def field_hexes() -> int:
    """Hexes of the field that units may enter."""
    return len(IN_PLAY)


@rule
def hex_distance(a: str, b: str) -> int:
    """Steps from one hex to another, counting the target but not the start."""
    return _distance(a, b)


# --- terrain ---------------------------------------------------------------

# terrain: (movement points to enter, defence bonus, blocks line of sight)
TERRAIN = {
    "Open": (1, 0, False),
    "Woods": (2, 1, True),
    "Hill": (2, 1, True),
    "Village": (1, 2, True),
    "Marsh": (3, 0, False),
}


@rule
def move_cost(terrain: str) -> int:
    return TERRAIN[terrain][0]


@rule
def defence_bonus(terrain: str) -> int:
    return TERRAIN[terrain][1]


@rule
def blocks_sight(terrain: str) -> bool:
    return TERRAIN[terrain][2]


# --- combat ----------------------------------------------------------------

ODDS_ROWS = ("−3 or less", "−2 to −1", "0 to +1", "+2 to +3", "+4 or more")

# results by odds row, for the two-dice totals 2-3, 4-5, 6-7, 8-9, 10-11, 12
CRT = {
    "−3 or less": ("AH", "AH", "NE", "NE", "R", "H"),
    "−2 to −1": ("AH", "NE", "NE", "R", "H", "HR"),
    "0 to +1": ("NE", "NE", "R", "H", "HR", "X"),
    "+2 to +3": ("NE", "R", "H", "HR", "X", "X"),
    "+4 or more": ("R", "H", "HR", "X", "X", "X"),
}


def _band(roll: int) -> int:
    if not 2 <= roll <= 12:
        raise ValueError(f"two dice cannot total {roll}")
    return min((roll - 2) // 2, 5)


@rule
def combat_result(roll: int, row: str) -> str:
    """The result of a two-dice roll on one row of the combat results table."""
    return CRT[row][_band(roll)]


@rule
def odds_row(difference: int) -> str:
    """The row of the combat table for attack strength minus defence strength."""
    if difference <= -3:
        return ODDS_ROWS[0]
    if difference <= -1:
        return ODDS_ROWS[1]
    if difference <= 1:
        return ODDS_ROWS[2]
    if difference <= 3:
        return ODDS_ROWS[3]
    return ODDS_ROWS[4]


@rule
def most_support() -> int:
    """Supporting units that can add to one melee attack."""
    return 2


@rule
def leader_bonus() -> int:
    """What a Leader next to the attacker adds to its attack."""
    return 1


@rule
def attack_strength(attack: int, supporters: int = 0, leader_next: bool = False) -> int:
    return attack + min(supporters, most_support()) + (leader_bonus() if leader_next else 0)


@rule
def defence_strength(defence: int, terrain: str = "Open") -> int:
    return defence + defence_bonus(terrain)


@rule
def retreat_hexes() -> int:
    """How far a unit falls back on an R or HR result."""
    return 1


# --- scenarios -------------------------------------------------------------

SCENARIOS = {
    "Meeting Engagement": {
        "rounds": 6,
        "points": 8,
        "objectives": ["Crown Hill", "Northby", "Southby"],
        "Lions": "The hex printed on each counter",
        "Ravens": "The hex printed on each counter",
        "first": "Lions",
    },
    "Hold the Hill": {
        "rounds": 7,
        "points": 6,
        "objectives": ["Crown Hill"],
        "Lions": "Within 2 hexes of Crown Hill",
        "Ravens": "The edge hexes of columns 05–07",
        "first": "Ravens",
    },
    "Village Raid": {
        "rounds": 5,
        "points": 7,
        "objectives": ["Northby", "Southby"],
        "Lions": "On or next to a village",
        "Ravens": "Columns 06–07",
        "first": "Ravens",
    },
}

OBJECTIVE_HEXES = {"Crown Hill": "0404", "Northby": "0402", "Southby": "0406"}


@rule
def rounds(scenario: str = "Meeting Engagement") -> int:
    return SCENARIOS[scenario]["rounds"]


@rule
def points_to_win(scenario: str = "Meeting Engagement") -> int:
    return SCENARIOS[scenario]["points"]


@rule
def objective_hexes(scenario: str = "Meeting Engagement") -> list[str]:
    return list(SCENARIOS[scenario]["objectives"])


@rule
def set_up_zone(scenario: str, side: str) -> str:
    return SCENARIOS[scenario][side]


@rule
def first_side(scenario: str = "Meeting Engagement") -> str:
    return SCENARIOS[scenario]["first"]


@rule
def most_rounds() -> int:
    return max(s["rounds"] for s in SCENARIOS.values())


# --- victory ---------------------------------------------------------------

VICTORY = {"Eliminating a unit": 1, "Eliminating a leader": 2, "Holding an objective": 1}


@rule
def victory_points(event: str) -> int:
    return VICTORY[event]


@rule
def units_per_side() -> int:
    return 8


# --- what the box holds and what a battle takes out ------------------------

def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "units": 2 * units_per_side(),
        "field": 1,
        "record-board": 1,
        "dice": 2,
        "objective-markers": max(len(s["objectives"]) for s in SCENARIOS.values()),
        "spent-markers": 2 * units_per_side(),
        "round-marker": 1,
        "vp-markers": 2,
    }


# --- invariants: the data agrees with the rules ----------------------------

@invariant("the printed map leaves out exactly the corner hexes beyond the field", per_player_count=False)
def map_matches_field(game) -> bool | str:
    grid = game.grids[0]
    if grid.columns != COLUMNS or grid.rows != ROWS:
        return f"the map is {grid.columns} x {grid.rows}, the field needs {COLUMNS} x {ROWS}"
    beyond = {h for cell in grid.cells if cell.terrain == "beyond" for h in cell.at}
    want = set(ALL_HEXES) - IN_PLAY
    if beyond != want:
        return f"out of play on the map: {sorted(beyond ^ want)} differ from the field"
    return True


@invariant("the objective hexes are named on the map and lie in play", per_player_count=False)
def objectives_on_map(game) -> bool | str:
    grid = game.grids[0]
    named = {cell.name: cell.at[0] for cell in grid.cells if cell.name}
    for name, hexid in OBJECTIVE_HEXES.items():
        if named.get(name) != hexid:
            return f"{name} should be hex {hexid} on the map"
        if hexid not in IN_PLAY:
            return f"{name} is out of play"
    return True


@invariant("each side fields the same number of units, one Leader each", per_player_count=False)
def sides_balanced(game) -> bool | str:
    cards = game.deck("units").cards
    for side in SIDES:
        mine = [c for c in cards if c.fields["side"] == side]
        if sum(c.count for c in mine) != units_per_side():
            return f"the {side} field {sum(c.count for c in mine)} units"
        if sum(1 for c in mine if c.fields["type"] == "Leader") != 1:
            return f"the {side} need exactly one Leader"
    return True


@invariant("a reduced side is weaker, and only Missile units shoot", per_player_count=False)
def counters_sane(game) -> bool | str:
    for c in game.deck("units").cards:
        f = c.fields
        if f["reduced_attack"] >= f["attack"] or f["reduced_defence"] >= f["defence"]:
            return f"{c.name} is no weaker on its reduced side"
        if (f["range"] > 1) != (f["type"] == "Missile"):
            return f"{c.name} has range {f['range']} as {f['type']}"
    return True


@invariant("Meeting Engagement set-up hexes are in play, apart, and on each side's edge", per_player_count=False)
def meeting_setup(game) -> bool | str:
    seen = set()
    for c in game.deck("units").cards:
        h = c.fields["hex"]
        if h not in IN_PLAY:
            return f"{c.name} sets up on {h}, out of play"
        if h in seen:
            return f"{c.name} shares hex {h}"
        seen.add(h)
        col = int(h[:2])
        if c.fields["side"] == "Lions" and col > 2 or c.fields["side"] == "Ravens" and col < 6:
            return f"{c.name} sets up on {h}, outside its side's columns"
    return True


@invariant("the box holds a Spent marker for every unit and enough objective markers", per_player_count=False)
def markers_suffice(game) -> bool | str:
    box = {c.id: c.count for c in game.inventory}
    if box["spent-markers"] < game.deck("units").total:
        return "too few Spent markers"
    if box["objective-markers"] < max(len(s["objectives"]) for s in SCENARIOS.values()):
        return "too few objective markers"
    return True


@invariant("the round track is long enough for the longest scenario", per_player_count=False)
def round_track_long_enough(game) -> bool:
    return most_rounds() <= 7
