"""Engine model of Mosaic Yard.

The rules here are the ones the printed tables, the player board and the
worked examples are bound to. Walls in the examples are written as five
strings of five characters, top row first: 'X' for a tile, '.' for a gap.
"""
from generator.engine import invariant, rule

PLAYERS = (2, 4)  # the same range as `players` in game.yaml

COLOURS = ("Cobalt", "Saffron", "Terracotta", "Onyx", "Pearl")
TILES_PER_COLOUR = 20
TILES_PER_DISPLAY = 4
PATTERN_LINES = 5
WALL_SIZE = 5
FLOOR = (-1, -1, -2, -2, -2, -3, -3)
BONUS = {"Complete row": 2, "Complete column": 7, "All five of one colour": 10}
COMMISSIONS_DEALT = 2


# --- setup -----------------------------------------------------------------

@rule
def displays(players: int) -> int:
    """Display mats laid out: two per player and one more."""
    return 2 * players + 1


@rule
def tiles_per_display(players: int | None = None) -> int:
    """Tiles drawn from the bag onto each display at the start of a round."""
    return TILES_PER_DISPLAY


@rule
def tiles_drawn(players: int) -> int:
    """Tiles that come out of the bag each round."""
    return displays(players) * TILES_PER_DISPLAY


@rule
def tiles_per_colour(players: int | None = None) -> int:
    return TILES_PER_COLOUR


@rule
def bag_tiles(players: int | None = None) -> int:
    """Tiles in the bag at the start of the game: every tile of the box."""
    return TILES_PER_COLOUR * len(COLOURS)


@rule
def pattern_lines(players: int | None = None) -> int:
    return PATTERN_LINES


@rule
def pattern_line_length(line: int) -> int:
    """Line 1 holds one tile, line 5 holds five."""
    if not 1 <= line <= PATTERN_LINES:
        raise ValueError(f"no pattern line {line}")
    return line


@rule
def commissions_dealt(players: int | None = None, variant: str | None = None) -> int:
    """Commission cards dealt to each player in the Patron Commissions variant."""
    return COMMISSIONS_DEALT if variant == "commissions" else 0


# --- drafting --------------------------------------------------------------

@rule
def overflow(length: int, held: int, taken: int) -> int:
    """Tiles that fall to the floor line when `taken` tiles go on a line of
    `length` that already holds `held`."""
    room = max(0, length - held)
    return max(0, taken - room)


@rule
def first_player_penalty(players: int | None = None) -> int:
    """The first-player marker takes the first free floor space: at the start
    of a round with a clean floor, it costs the first space's penalty."""
    return FLOOR[0]


# --- floor line ------------------------------------------------------------

@rule
def floor_spaces(players: int | None = None) -> int:
    return len(FLOOR)


@rule
def floor_penalty(tiles: int) -> int:
    """The penalty printed under floor space number `tiles`."""
    if not 1 <= tiles <= len(FLOOR):
        raise ValueError(f"the floor line has no space {tiles}")
    return FLOOR[tiles - 1]


@rule
def floor_loss(tiles: int) -> int:
    """Points lost with `tiles` pieces on the floor line (the marker counts);
    pieces past the last space go to the lid and cost nothing."""
    return sum(FLOOR[: max(0, min(tiles, len(FLOOR)))])


@rule
def floor_penalties() -> list[int]:
    """The seven penalties, left to right, as the player board prints them."""
    return list(FLOOR)


# --- the wall --------------------------------------------------------------

@rule
def wall_colour(row: int, column: int) -> str:
    """Colour printed on the wall at row, column (from 1): each row is the
    row above shifted one space to the right."""
    return COLOURS[(column - row) % WALL_SIZE]


@rule
def wall_pattern() -> list[list[str]]:
    return [[wall_colour(r, c) for c in range(1, WALL_SIZE + 1)] for r in range(1, WALL_SIZE + 1)]


def _grid(wall: list[str]) -> list[list[bool]]:
    if len(wall) != WALL_SIZE or any(len(r) != WALL_SIZE for r in wall):
        raise ValueError("a wall is five strings of five characters")
    return [[ch.upper() == "X" for ch in r] for r in wall]


@rule
def place_score(wall: list[str], row: int, column: int) -> int:
    """Points for a tile placed at row, column (from 1) on `wall` (the wall
    before it is placed). Count the unbroken run across and the unbroken run
    down through the new tile; a run of one does not count, unless both are
    one, when the tile scores 1."""
    g = _grid(wall)
    r, c = row - 1, column - 1
    if g[r][c]:
        raise ValueError("that space already holds a tile")
    g[r][c] = True
    across = 1
    x = c - 1
    while x >= 0 and g[r][x]:
        across, x = across + 1, x - 1
    x = c + 1
    while x < WALL_SIZE and g[r][x]:
        across, x = across + 1, x + 1
    down = 1
    y = r - 1
    while y >= 0 and g[y][c]:
        down, y = down + 1, y - 1
    y = r + 1
    while y < WALL_SIZE and g[y][c]:
        down, y = down + 1, y + 1
    if across > 1 and down > 1:
        return across + down
    return max(across, down)


@rule
def lone_tile_points() -> int:
    return place_score(["....."] * 5, 3, 3)


# --- end of game -----------------------------------------------------------

@rule
def end_bonus_for(what: str) -> int:
    return BONUS[what]


@rule
def row_bonus(players: int | None = None) -> int:
    return BONUS["Complete row"]


@rule
def column_bonus(players: int | None = None) -> int:
    return BONUS["Complete column"]


@rule
def colour_bonus(players: int | None = None) -> int:
    return BONUS["All five of one colour"]


@rule
def end_bonus(rows: int, columns: int, colours: int) -> int:
    return rows * row_bonus() + columns * column_bonus() + colours * colour_bonus()


@rule
def rows_to_end(players: int | None = None) -> int:
    """Complete wall rows, on any one wall, that end the game after the round."""
    return 1


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    """What a game at this count takes out of the box."""
    return {
        "tiles": bag_tiles(),
        "bag": 1,
        "display-mats": displays(players),
        "first-player-marker": 1,
        "score-markers": players,
        "player-boards": players,
        "commissions": 18 if variant == "commissions" else 0,
    }


def play(players: int, variant: str | None = None) -> dict:
    out: dict = {"tiles": {"draw": tiles_drawn(players)}}
    if variant == "commissions":
        out["commissions"] = {"hand": COMMISSIONS_DEALT}
    return out


# --- invariants ------------------------------------------------------------

@invariant("the tile deck holds twenty of each colour and nothing else", per_player_count=False)
def tiles_match_colours(game) -> bool | str:
    deck = game.deck("tiles")
    for colour in COLOURS:
        n = sum(c.count for c in deck.cards if c.fields["colour"] == colour)
        if n != TILES_PER_COLOUR:
            return f"{n} {colour} tiles"
    if tuple(game.names["tile-colours"]) != COLOURS:
        return "the tile colours in game.yaml differ from the engine's"
    return True


@invariant("every wall row and every wall column shows each colour once", per_player_count=False)
def wall_is_latin(game) -> bool | str:
    pattern = wall_pattern()
    for i in range(WALL_SIZE):
        if len(set(pattern[i])) != WALL_SIZE:
            return f"row {i + 1} repeats a colour"
        if len({pattern[r][i] for r in range(WALL_SIZE)}) != WALL_SIZE:
            return f"column {i + 1} repeats a colour"
    return True


@invariant("a round never needs more tiles than the box holds")
def bag_feeds_a_round(players: int, game) -> bool | str:
    need = tiles_drawn(players)
    have = game.deck("tiles").total
    return True if need <= have else f"{need} tiles drawn, {have} in the box"


@invariant("the commission deck deals every player two with cards to spare", per_player_count=False)
def commissions_suffice(game) -> bool | str:
    deck = game.deck("commissions")
    need = COMMISSIONS_DEALT * game.max_players
    if deck.total < need:
        return f"{deck.total} commissions for {need} dealt"
    if setup(2, "commissions")["commissions"] != deck.total:
        return "setup() does not take out the whole commission deck"
    return True


@invariant("the bonus table and the player board agree on the floor line", per_player_count=False)
def floor_is_seven(game) -> bool | str:
    return True if floor_loss(len(FLOOR)) == sum(FLOOR) and len(FLOOR) == 7 else "floor line changed"
