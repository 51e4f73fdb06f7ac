"""Engine model of Abbey Roads: how each feature scores, and what a game takes out of the box."""
from generator.engine import invariant, rule

PLAYERS = (2, 5)

FOLLOWERS_EACH = 7
TILES_IN_BAG = 72
TILE_KINDS = 24
CLOISTER_AREA = 9          # the abbey's own tile and the eight around it

PER_TILE = {
    # state: (town tile, shield, road tile, cloister tile)
    "Completed": (2, 2, 1, 1),
    "Unfinished": (1, 1, 0, 1),
}


def _state(completed: bool) -> str:
    return "Completed" if completed else "Unfinished"


@rule
def followers_each(players: int | None = None) -> int:
    """Followers each player starts with, at every player count."""
    return FOLLOWERS_EACH


@rule
def tiles_in_bag(players: int | None = None) -> int:
    """Land tiles in the box, all of them in the bag."""
    return TILES_IN_BAG


@rule
def tile_kinds() -> int:
    """Different kinds of land tile."""
    return TILE_KINDS


@rule
def town_tile_points(state: str = "Completed") -> int:
    return PER_TILE[state][0]


@rule
def shield_points(state: str = "Completed") -> int:
    return PER_TILE[state][1]


@rule
def road_tile_points(state: str = "Completed") -> int:
    return PER_TILE[state][2]


@rule
def cloister_tile_points(state: str = "Completed") -> int:
    return PER_TILE[state][3]


@rule
def field_points_per_town(players: int | None = None) -> int:
    """What a field pays for each completed town it touches, at the end."""
    return 3


@rule
def cloister_area() -> int:
    """Tiles that complete a cloister: the abbey and the eight around it."""
    return CLOISTER_AREA


@rule
def town_points(tiles: int, shields: int, completed: bool = True) -> int:
    state = _state(completed)
    return tiles * town_tile_points(state) + shields * shield_points(state)


@rule
def road_points(tiles: int, completed: bool = True) -> int:
    return tiles * road_tile_points(_state(completed))


@rule
def cloister_points(tiles: int) -> int:
    """A cloister is completed when all nine tiles are there; it scores per tile either way."""
    tiles = min(tiles, CLOISTER_AREA)
    return tiles * cloister_tile_points(_state(tiles == CLOISTER_AREA))


@rule
def field_points(towns: int) -> int:
    return towns * field_points_per_town()


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "tiles": TILES_IN_BAG,
        "followers": FOLLOWERS_EACH * players,
        "score-markers": players,
        "score-board": 1,
        "tile-bag": 1,
    }


def play(players: int, variant: str | None = None) -> dict:
    return {"tiles": {"hand": 0, "draw": 1}}


@invariant("the bag holds every land tile of the box", per_player_count=False)
def bag_is_the_box(game) -> bool | str:
    deck = game.deck("tiles")
    if deck.total != TILES_IN_BAG:
        return f"the tile data has {deck.total} tiles, the engine says {TILES_IN_BAG}"
    if len(deck.cards) != TILE_KINDS:
        return f"the tile data has {len(deck.cards)} kinds, the engine says {TILE_KINDS}"
    return True


@invariant("the box holds seven followers for every player", per_player_count=False)
def followers_suffice(game) -> bool | str:
    line = next(c for c in game.inventory if c.id == "followers")
    return line.per_player == FOLLOWERS_EACH or f"the box gives {line.per_player} each"


@invariant("a completed feature never scores less than the same feature left unfinished", per_player_count=False)
def completion_pays(game) -> bool:
    return all(
        PER_TILE["Completed"][i] >= PER_TILE["Unfinished"][i] for i in range(4)
    )
