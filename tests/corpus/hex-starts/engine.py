"""Marchland: the rules the tables print, setup by player count, and the map's geometry."""

from generator.engine import invariant, rule

PLAYERS = (2, 4)

SURVEY_CARDS = 40          # the whole survey deck, held to the card data by an invariant
MARKERS_PER_COLOUR = 18    # claim markers in the box for each colour
COLUMNS = "ABCDEFGH"
ROWS = 8

# Starting hexes, by player count, then seat (first player first).
START_HEXES: dict[int, list[list[str]]] = {
    2: [["B2", "B6"], ["G3", "G7"]],
    3: [["B2", "B6"], ["G2", "G5"], ["D8", "F8"]],
    4: [["B2", "D2"], ["G2", "G4"], ["E7", "G7"], ["B5", "B7"]],
}

POINTS = {"Meadow": 1, "Forest": 1, "Hills": 1, "Village": 3}
LARGEST_TERRITORY_BONUS = 4


# --- the map -----------------------------------------------------------------

def _parse(hex_name: str) -> tuple[int, int]:
    """'C4' -> (3, 4): column and row, both from 1."""
    return COLUMNS.index(hex_name[0].upper()) + 1, int(hex_name[1:])


def _name(col: int, row: int) -> str:
    return f"{COLUMNS[col - 1]}{row}"


def neighbours(hex_name: str) -> list[str]:
    """The hexes sharing a side with this one. Flat-topped hexes in columns,
    even columns (B, D, F, H) half a hex lower."""
    col, row = _parse(hex_name)
    steps = [(0, -1), (0, 1)]
    if col % 2 == 0:
        steps += [(-1, 0), (-1, 1), (1, 0), (1, 1)]
    else:
        steps += [(-1, -1), (-1, 0), (1, -1), (1, 0)]
    out = []
    for dc, dr in steps:
        c, r = col + dc, row + dr
        if 1 <= c <= len(COLUMNS) and 1 <= r <= ROWS:
            out.append(_name(c, r))
    return out


@rule
def adjacent(first: str, second: str) -> bool:
    """Whether two hexes share a side."""
    return second in neighbours(first)


# --- setup -------------------------------------------------------------------

@rule
def claim_markers(players: int) -> int:
    """Claim markers each player takes: fewer in a fuller valley."""
    return {2: 18, 3: 15, 4: 12}[players]


@rule
def start_hex_count(players: int) -> int:
    """Starting hexes each player begins with."""
    return len(START_HEXES[players][0])


@rule
def start_hexes(players: int, seat: int) -> list[str] | None:
    """The starting hexes of the player in this seat (1 = first player), or None
    when the seat is empty at this count."""
    seats = START_HEXES[players]
    if seat > len(seats):
        return None
    return list(seats[seat - 1])


@rule
def hand_size(players: int | None = None) -> int:
    """Cards in hand at the start and after refilling."""
    return 3


@rule
def cards_set_aside(players: int) -> int:
    """Survey cards returned to the box unseen before play."""
    return {2: 10, 3: 5, 4: 0}[players]


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    disputes = 3 if variant == "peaceful-valley" else 0
    return {
        "board": 1,
        "survey": SURVEY_CARDS - cards_set_aside(players) - disputes,
        "claim-markers": claim_markers(players) * players,
    }


# --- scoring -----------------------------------------------------------------

@rule
def hex_points(terrain: str) -> int:
    """Points a claimed hex of this terrain scores at the end."""
    return POINTS[terrain]


@rule
def can_be_disputed(terrain: str) -> bool:
    """Whether a Border Dispute may take a hex of this terrain."""
    return terrain != "Village"


@rule
def territory_bonus(tied_players: int = 1) -> int:
    """The bonus for the largest group: the full bonus alone, half each when tied."""
    return LARGEST_TERRITORY_BONUS if tied_players == 1 else LARGEST_TERRITORY_BONUS // 2


@rule
def final_score(land: int, villages: int, largest: str = "no") -> int:
    """A player's final score: land hexes, villages, and the largest-group bonus
    ('alone', 'tied' or 'no')."""
    bonus = {"alone": territory_bonus(1), "tied": territory_bonus(2), "no": 0}[largest]
    return land * POINTS["Meadow"] + villages * POINTS["Village"] + bonus


# --- invariants --------------------------------------------------------------

def _terrain_of(game) -> dict[str, str]:
    grid = game.grids[0]
    terrain = {_name(c, r): grid.terrain[0].id for c in range(1, grid.columns + 1)
               for r in range(1, grid.rows + 1)}
    for cell in grid.cells:
        for at in cell.at:
            terrain[at] = cell.terrain
    return terrain


@invariant("the survey deck holds the cards the engine counts on", per_player_count=False)
def survey_deck_size(game) -> bool | str:
    total = game.deck("survey").total
    return True if total == SURVEY_CARDS else f"the deck has {total} cards, the engine counts {SURVEY_CARDS}"


@invariant("the Peaceful Valley removes exactly the Border Dispute cards", per_player_count=False)
def disputes_counted(game) -> bool | str:
    disputes = sum(c.count for c in game.deck("survey").cards if c.id == "border-dispute")
    return True if disputes == 3 else f"{disputes} Border Dispute cards, the engine removes 3"


@invariant("the box holds enough claim markers of one colour for each player")
def markers_suffice(players: int, game) -> bool | str:
    line = next(c for c in game.inventory if c.id == "claim-markers")
    each = line.per_player
    if each != MARKERS_PER_COLOUR:
        return f"the box holds {each} a colour, the engine counts {MARKERS_PER_COLOUR}"
    return True if claim_markers(players) <= each else f"{claim_markers(players)} needed, {each} in a colour"


@invariant("every starting hex is land that can be claimed: no Lake, no Village", per_player_count=False)
def starts_on_open_land(game) -> bool | str:
    terrain = _terrain_of(game)
    for players, seats in START_HEXES.items():
        for hexes in seats:
            for h in hexes:
                if h not in terrain:
                    return f"{h} ({players} players) is not on the board"
                if terrain[h] in ("lake", "village"):
                    return f"{h} ({players} players) is a {terrain[h]}"
    return True


@invariant("no player's starting hex touches another player's")
def starts_apart(players: int) -> bool | str:
    seats = START_HEXES[players]
    for i, mine in enumerate(seats):
        for j, theirs in enumerate(seats):
            if i >= j:
                continue
            for a in mine:
                for b in theirs:
                    if a == b or adjacent(a, b):
                        return f"seat {i + 1}'s {a} touches seat {j + 1}'s {b}"
    return True


@invariant("the board's start tags are exactly the starting hexes", per_player_count=False)
def tags_match_starts(game) -> bool | str:
    tagged = sorted((p.at, p.text) for p in game.grids[0].pieces)
    wanted = sorted((h, f"{n}P") for n, seats in START_HEXES.items() for hexes in seats for h in hexes)
    return True if tagged == wanted else f"board tags {tagged} differ from {wanted}"
