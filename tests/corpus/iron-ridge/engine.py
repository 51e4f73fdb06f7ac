"""Iron Ridge: the rules the printed tables state, as small functions.

Terrain, the combat results table, odds and column shifts, reinforcements by
turn, victory points by town, the rally roll and what a game takes out of the
box. `pnp check` holds game.yaml's tables, die table and examples to these.
"""
from generator.engine import invariant, rule

PLAYERS = (2, 4)

SIDES = ("Aldermark", "Kessel")
TERRAINS = ("Clear", "Forest", "Hills", "Town", "River hexside")

# Odds columns from worst to best for the attacker.
COLUMNS = ("1:2", "1:1", "2:1", "3:1", "4:1")

# The combat results table, one column per odds ratio, rolls 1 to 6 down each.
CRT = {
    "1:2": ("AL", "AL", "AR", "AR", "NE", "EX"),
    "1:1": ("AL", "AR", "AR", "NE", "EX", "DR"),
    "2:1": ("AR", "NE", "EX", "EX", "DR", "DR"),
    "3:1": ("NE", "EX", "DR", "DR", "DL", "DL"),
    "4:1": ("EX", "DR", "DR", "DL", "DL", "DL"),
}

# Counters that come onto the map after set-up: (side, turn) -> counters.
ARRIVALS = {
    ("Kessel", 2): 4,
    ("Aldermark", 3): 6,
    ("Kessel", 4): 5,
    ("Aldermark", 5): 4,
}

TOWN_VP = {"Ridgehold": 3, "Harrowgate": 2, "Wend": 2, "Ostry": 1, "Carrowby": 1}


# --- players and commands -------------------------------------------------

@rule
def kessel_commanders(players: int) -> int:
    """Kessel is split into two commands from three players up."""
    return 1 if players == 2 else 2


@rule
def aldermark_commanders(players: int) -> int:
    """Aldermark is split only when four play."""
    return players - kessel_commanders(players)


# --- the turn ---------------------------------------------------------------

@rule
def game_turns() -> int:
    return 8


@rule
def phases_per_player_turn() -> int:
    return 4


@rule
def stacking_limit() -> int:
    """Most units that may share a hex at the end of any phase."""
    return 2


# --- terrain ----------------------------------------------------------------

@rule
def move_cost(terrain: str) -> int:
    """Movement points to enter a hex of this terrain; for a river hexside, the extra to cross it."""
    return {"Clear": 1, "Forest": 2, "Hills": 2, "Town": 1, "River hexside": 2}[terrain]


@rule
def defence_shift(terrain: str) -> int:
    """Columns the odds shift to the left when the defender has this terrain."""
    return {"Clear": 0, "Forest": 1, "Hills": 1, "Town": 2, "River hexside": 1}[terrain]


@rule
def path_cost(path: list, rivers: int = 0) -> int:
    """Movement points a unit spends entering the hexes of `path` in order, crossing `rivers` river hexsides."""
    return sum(move_cost(t) for t in path) + rivers * move_cost("River hexside")


# --- combat -----------------------------------------------------------------

@rule
def odds_column(attack: int, defence: int) -> str | None:
    """The odds column before shifts, rounded in the defender's favour; None below 1:2 (no attack allowed)."""
    if attack >= 4 * defence:
        return "4:1"
    if attack >= 3 * defence:
        return "3:1"
    if attack >= 2 * defence:
        return "2:1"
    if attack >= defence:
        return "1:1"
    if 2 * attack >= defence:
        return "1:2"
    return None


@rule
def shifted_column(attack: int, defence: int, shift: int) -> str | None:
    """The column after `shift` columns to the left (negative: to the right), kept between 1:2 and 4:1."""
    base = odds_column(attack, defence)
    if base is None:
        return None
    i = COLUMNS.index(base) - shift
    return COLUMNS[max(0, min(len(COLUMNS) - 1, i))]


@rule
def crt(odds: str, roll: int) -> str:
    """The combat result for an odds column and a die roll."""
    return CRT[odds][roll - 1]


@rule
def retreat_hexes() -> int:
    return 1


@rule
def artillery_range() -> int:
    """Hexes from which artillery may bombard."""
    return 2


@rule
def rally(roll: int) -> str:
    """A reduced unit in a friendly town, outside enemy zones of control, rallies on a 5 or 6."""
    return "rallied" if roll >= 5 else "shaken"


# --- reinforcements ---------------------------------------------------------

@rule
def reinforcements(side: str, turn: int) -> int:
    """Counters of `side` that enter the map on `turn`."""
    return ARRIVALS.get((side, turn), 0)


@rule
def turn_track_notes() -> list:
    """What the turn record track prints under each turn."""
    notes = []
    for turn in range(1, game_turns() + 1):
        parts = [f"{side} +{reinforcements(side, turn)}" for side in ("Kessel", "Aldermark")
                 if reinforcements(side, turn)]
        notes.append(", ".join(parts) if parts else "")
    return notes


# --- victory ----------------------------------------------------------------

@rule
def town_vp(town: str) -> int:
    return TOWN_VP[town]


@rule
def total_town_vp() -> int:
    return sum(TOWN_VP.values())


@rule
def eliminated_unit_vp() -> int:
    """Victory points for each enemy counter removed from the map."""
    return 1


# --- set-up -----------------------------------------------------------------

def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "counters": 60,
        "map-board": 1,
        "turn-track": 1,
        "turn-marker": 1,
        "control-markers": 5,
        "die": 1,
    }


# --- invariants -------------------------------------------------------------

@invariant("every player commands one side, and each side has a commander")
def every_side_commanded(players: int) -> bool:
    return kessel_commanders(players) >= 1 and aldermark_commanders(players) >= 1 \
        and kessel_commanders(players) + aldermark_commanders(players) == players


@invariant("the counters' arrival turns match the reinforcement table", per_player_count=False)
def arrivals_match(game) -> bool | str:
    counted: dict[tuple[str, int], int] = {}
    for card in game.deck("units").cards:
        key = (card.fields["side"], card.fields["arrives"])
        counted[key] = counted.get(key, 0) + card.count
    wrong = []
    for side in SIDES:
        for turn in range(1, game_turns() + 1):
            if counted.get((side, turn), 0) != reinforcements(side, turn):
                wrong.append(f"{side} turn {turn}: {counted.get((side, turn), 0)} in the counters, "
                             f"{reinforcements(side, turn)} in the table")
    return not wrong or "; ".join(wrong)


@invariant("both sides field thirty counters", per_player_count=False)
def thirty_a_side(game) -> bool | str:
    counts = {side: 0 for side in SIDES}
    for card in game.deck("units").cards:
        counts[card.fields["side"]] += card.count
    return all(n == 30 for n in counts.values()) or f"counters per side: {counts}"


@invariant("a reduced side is never stronger than the full side", per_player_count=False)
def reduced_is_weaker(game) -> bool | str:
    bad = [c.name for c in game.deck("units").cards
           if c.fields["reduced_attack"] > c.fields["attack"] or c.fields["reduced_defence"] > c.fields["defence"]]
    return not bad or "stronger when reduced: " + ", ".join(bad)


@invariant("the control markers cover every town", per_player_count=False)
def a_marker_per_town(game) -> bool | str:
    markers = next(c for c in game.inventory if c.id == "control-markers")
    return markers.count == len(TOWN_VP) or f"{markers.count} markers for {len(TOWN_VP)} towns"
