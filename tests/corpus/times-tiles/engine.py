"""Times Tiles: the rules the tables and the rulebook print."""

from generator.engine import invariant, rule

PLAYERS = (2, 4)

GLAZES = ("Azure", "Coral", "Jade", "Saffron")
# copies of one tile type (one glaze, one number) in the bag
TILES_PER_TYPE = {1: 4, 2: 4, 3: 3, 4: 3, 5: 2, 6: 2}
ECHO_POINTS = 3
LINE_BONUS = {"Rainbow line": 6, "Pure line": 10, "Mixed line": 0}


@rule
def tiles_per_type(number: int) -> int:
    """Copies of one glaze's tile of this number."""
    return TILES_PER_TYPE[number]


@rule
def tiles_of_number(number: int) -> int:
    """Tiles of this number in the whole bag, all four glazes together."""
    return len(GLAZES) * TILES_PER_TYPE[number]


@rule
def tile_types() -> int:
    """Distinct tiles: four glazes times six numbers."""
    return len(GLAZES) * len(TILES_PER_TYPE)


@rule
def bag_tiles() -> int:
    """Every tile of the game: they all start in the bag."""
    return sum(tiles_of_number(n) for n in TILES_PER_TYPE)


@rule
def courtyard_side(variant: str | None = None) -> int:
    """Squares along one side of a courtyard."""
    return 5 if variant == "grand" else 4


@rule
def kiln_size(players: int = 2, variant: str | None = None) -> int:
    """Face-up tiles in the Kiln: two more than the players."""
    return players + 2


@rule
def tiles_laid(players: int = 2, variant: str | None = None) -> int:
    """Tiles each player lays over the game: one per square of the courtyard."""
    return courtyard_side(variant) ** 2


@rule
def tiles_left_in_bag(players: int = 2, variant: str | None = None) -> int:
    """The bag after the last turn: the courtyards are full and the Kiln refilled."""
    return bag_tiles() - players * tiles_laid(players, variant) - kiln_size(players, variant)


@rule
def echo_points() -> int:
    """Points for each neighbour that shows the same number as the tile laid."""
    return ECHO_POINTS


@rule
def lay_points(number: int, same_glaze: int, same_number: int = 0) -> int:
    """A tile laid scores its number times its neighbours of its glaze, plus each echo."""
    return number * same_glaze + ECHO_POINTS * same_number


@rule
def line_bonus(line: str) -> int:
    """What one full row or column scores at the end."""
    return LINE_BONUS[line]


@rule
def end_bonus(rainbow: int = 0, pure: int = 0) -> int:
    """A courtyard's line bonuses added up."""
    return rainbow * LINE_BONUS["Rainbow line"] + pure * LINE_BONUS["Pure line"]


@rule
def lines_scored(variant: str | None = None) -> int:
    """Full lines of a courtyard: every row and every column."""
    return 2 * courtyard_side(variant)


@rule
def max_neighbours() -> int:
    """A square touches at most four others."""
    return 4


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "tiles": bag_tiles(),          # every tile goes into the bag
        "courtyards": players,
        "tile-reference": 2,
        "first-player": 1,
        "score-pad": 1,
        "bag": 1,
    }


def play(players: int, variant: str | None = None) -> dict[str, dict]:
    return {"tiles": {"table": kiln_size(players, variant), "draw": 1}}


@invariant("the bag holds enough tiles to fill every courtyard and the Kiln")
def bag_suffices(players: int) -> bool | str:
    left = tiles_left_in_bag(players)
    return True if left >= 0 else f"short by {-left} tiles"


@invariant("the Grand Courtyard leaves tiles in the bag", per_player_count=False)
def grand_suffices() -> bool:
    return tiles_left_in_bag(2, "grand") >= 0


@invariant("each tile's copies match the mix", per_player_count=False)
def mix_matches_cards(game) -> bool | str:
    deck = game.deck("tiles")
    for card in deck.cards:
        if card.count != tiles_per_type(card.fields["number"]):
            return f"{card.name} has {card.count} copies, the mix says {tiles_per_type(card.fields['number'])}"
    if len(deck.cards) != tile_types():
        return f"{len(deck.cards)} tile types, the rules say {tile_types()}"
    if deck.total != bag_tiles():
        return f"{deck.total} tiles, the rules say {bag_tiles()}"
    return True
