"""Glaze Grid: the rules the tables print, the tile mix, setup by player count."""

from generator.engine import invariant, rule

PLAYERS = (2, 4)

COLOURS = ("Cobalt", "Saffron", "Jade", "Crimson")
SHAPES = ("Circle", "Square", "Triangle", "Diamond", "Star")

# The tile mix: colours down the side, shapes across the top. Each colour has one
# favourite shape with five tiles; Stars are two of each colour.
MIX = {
    "Cobalt": {"Circle": 5, "Square": 4, "Triangle": 4, "Diamond": 3, "Star": 2},
    "Saffron": {"Circle": 4, "Square": 5, "Triangle": 3, "Diamond": 4, "Star": 2},
    "Jade": {"Circle": 4, "Square": 3, "Triangle": 5, "Diamond": 4, "Star": 2},
    "Crimson": {"Circle": 3, "Square": 4, "Triangle": 4, "Diamond": 5, "Star": 2},
}

COURTYARD_SIDE = 4
GLAZE_SUPPLY = 30

LINE_POINTS = {"One colour": 4, "One shape": 5, "Mixed": 1}
END_POINTS = {"Star tile": 2, "Glaze left": 1, "Shard": -1, "First to finish": 3}
ACTION_COSTS = {"second-tile": 1, "refire": 2}


@rule
def tiles_in_mix(colour: str, shape: str) -> int:
    """Tiles of one colour and one shape; 'Total' sums a row, a column or the whole box."""
    colours = COLOURS if colour == "Total" else (colour,)
    shapes = SHAPES if shape == "Total" else (shape,)
    return sum(MIX[c][s] for c in colours for s in shapes)


@rule
def tiles_in_box() -> int:
    return tiles_in_mix("Total", "Total")


@rule
def kiln_row(players: int = 2) -> int:
    """Face-up tiles in the kiln row: two more than the players."""
    return players + 2


@rule
def starting_glaze(players: int = 2) -> int:
    """Glaze each player starts with."""
    return 3 if players == 2 else 2


@rule
def starting_tiles(players: int | None = None) -> int:
    """Tiles each player draws and places before the first turn."""
    return 1


@rule
def courtyard_spaces() -> int:
    return COURTYARD_SIDE * COURTYARD_SIDE


@rule
def lines_in_courtyard() -> int:
    """Rows and columns: the most lines a courtyard can score."""
    return 2 * COURTYARD_SIDE


@rule
def glaze_per_line() -> int:
    """Glaze taken for each row or column a placed tile completes."""
    return 1


@rule
def line_points(kind: str) -> int:
    return LINE_POINTS[kind]


@rule
def end_points(what: str) -> int:
    return END_POINTS[what]


@rule
def second_tile_cost() -> int:
    return ACTION_COSTS["second-tile"]


@rule
def refire_cost() -> int:
    return ACTION_COSTS["refire"]


def _split(tile: str) -> tuple[str, str]:
    colour, shape = tile.split(" ", 1)
    return colour, shape


@rule
def matches(tile: str, other: str) -> bool:
    """Two tiles match when they share a colour, a shape, or both."""
    a, b = _split(tile), _split(other)
    return a[0] == b[0] or a[1] == b[1]


@rule
def can_place(tile: str, neighbours: list) -> bool:
    """A tile may go next to at least one of yours and must match every neighbour."""
    return bool(neighbours) and all(matches(tile, n) for n in neighbours)


@rule
def line_score(tiles: list) -> int:
    """Points for one full line of tiles ('Jade Star', ...)."""
    if len(tiles) < COURTYARD_SIDE:
        return 0
    colours = {_split(t)[0] for t in tiles}
    shapes = {_split(t)[1] for t in tiles}
    points = 0
    if len(colours) == 1:
        points += LINE_POINTS["One colour"]
    if len(shapes) == 1:
        points += LINE_POINTS["One shape"]
    return points or LINE_POINTS["Mixed"]


@rule
def courtyard_score(colour_lines: int, shape_lines: int, both_lines: int, mixed_lines: int,
                    stars: int, glaze: int, shards: int, first: bool) -> int:
    """A player's final score."""
    lines = (colour_lines * LINE_POINTS["One colour"]
             + shape_lines * LINE_POINTS["One shape"]
             + both_lines * (LINE_POINTS["One colour"] + LINE_POINTS["One shape"])
             + mixed_lines * LINE_POINTS["Mixed"])
    return (lines
            + stars * END_POINTS["Star tile"]
            + glaze * END_POINTS["Glaze left"]
            + shards * END_POINTS["Shard"]
            + (END_POINTS["First to finish"] if first else 0))


@rule
def line_points_total(colour_lines: int, shape_lines: int, both_lines: int, mixed_lines: int) -> int:
    return courtyard_score(colour_lines, shape_lines, both_lines, mixed_lines, 0, 0, 0, False)


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    """What a game at this count takes out of the box."""
    return {
        "tiles": tiles_in_box(),
        "courtyard-boards": players,
        "glaze-tokens": GLAZE_SUPPLY,
        "first-player": 1,
        "tile-bag": 1,
        "score-pad": 1,
    }


def play(players: int, variant: str | None = None) -> dict[str, dict]:
    return {"tiles": {"hand": starting_tiles(players), "table": kiln_row(players), "draw": 1}}


@invariant("the tile deck holds exactly the mix the rulebook prints", per_player_count=False)
def deck_is_the_mix(game) -> bool | str:
    deck = game.deck("tiles")
    seen = set()
    for card in deck.cards:
        colour, shape = card.fields["colour"], card.fields["shape"]
        if card.count != MIX[colour][shape]:
            return f"{card.name}: {card.count} in the deck, {MIX[colour][shape]} in the mix"
        seen.add((colour, shape))
    missing = [f"{c} {s}" for c in COLOURS for s in SHAPES if (c, s) not in seen]
    return True if not missing else f"no card for {', '.join(missing)}"


@invariant("the name sets list the engine's colours and shapes", per_player_count=False)
def names_agree(game) -> bool:
    return tuple(game.names["colours"]) == COLOURS and tuple(game.names["shapes"]) == SHAPES


@invariant("the bag fills every courtyard and the kiln row")
def tiles_suffice(players: int) -> bool:
    return players * courtyard_spaces() + kiln_row(players) <= tiles_in_box()


@invariant("the Glaze supply covers every player's starting Glaze")
def glaze_suffices(players: int, game) -> bool:
    line = next(c for c in game.inventory if c.id == "glaze-tokens")
    return line.count == GLAZE_SUPPLY and line.count >= players * starting_glaze(players)


@invariant("the printed Glaze costs are the engine's", per_player_count=False)
def costs_agree(game) -> bool | str:
    for cost in game.costs:
        paid = sum(item.amount for item in cost.items)
        if paid != ACTION_COSTS[cost.id]:
            return f"{cost.name} costs {paid}, the engine {ACTION_COSTS[cost.id]}"
    return True
