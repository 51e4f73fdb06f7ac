"""Engine model of Stonewake: the rules the printed tables and examples use."""
from generator.engine import invariant, rule

PLAYERS = (2, 5)

TILES_IN_BOX = 77        # every land tile, the Waking Stone included (game.yaml holds the counts)
START_TILES = 1          # the Waking Stone
SCORE_SPACES = 50        # the scoreboard runs 0-49
LAP = 50                 # a lap token is worth this much on its first side


@rule
def wardens_per_player(players: int) -> int:
    """Wardens each player takes in their colour."""
    return {2: 8, 3: 7, 4: 6, 5: 5}[players]


@rule
def hand_size(players: int) -> int:
    """Tiles each player keeps in hand."""
    return {2: 3, 3: 2, 4: 2, 5: 1}[players]


@rule
def tiles_set_aside(players: int) -> int:
    """Tiles returned unseen to the box before the first turn (two players only)."""
    return 12 if players == 2 else 0


@rule
def tiles_in_bag(players: int) -> int:
    """Tiles that go into the bag: all but the starting tile and the set-aside ones."""
    return TILES_IN_BOX - START_TILES - tiles_set_aside(players)


@rule
def bag_after_deal(players: int) -> int:
    """Tiles left in the bag once every player has drawn a full hand."""
    return tiles_in_bag(players) - hand_size(players) * players


@rule
def points_per_tile(feature: str, completed: bool = True) -> int | None:
    """Points each tile of a feature is worth, when completed or when scored unfinished at the end."""
    if feature == "Road":
        return 1
    if feature == "River":
        return 2 if completed else 0
    if feature == "Hold":
        return 2 if completed else 1
    if feature == "Shrine":
        return 1
    return None   # meadows are scored by the holds they touch


@rule
def points_per_shield(feature: str, completed: bool = True) -> int | None:
    """Points a shield adds; only holds carry shields."""
    if feature != "Hold":
        return None
    return 2 if completed else 1


@rule
def points_per_mill(feature: str) -> int | None:
    """Points a mill adds to a completed river."""
    return 2 if feature == "River" else None


@rule
def points_per_hold_fed(feature: str) -> int | None:
    """Points a meadow scores at the end for each completed hold it touches."""
    return 3 if feature == "Field" else None


@rule
def score_road(tiles: int) -> int:
    return tiles * points_per_tile("Road")


@rule
def score_river(tiles: int, mills: int = 0, completed: bool = True) -> int:
    if not completed:
        return 0
    return tiles * points_per_tile("River", True) + mills * points_per_mill("River")


@rule
def score_hold(tiles: int, shields: int = 0, completed: bool = True) -> int:
    return tiles * points_per_tile("Hold", completed) + shields * points_per_shield("Hold", completed)


@rule
def score_shrine(tiles: int) -> int:
    """A shrine scores one per tile in its square of nine, itself included."""
    return min(tiles, 9) * points_per_tile("Shrine")


@rule
def score_field(holds: int) -> int:
    return holds * points_per_hold_fed("Field")


@rule
def shrine_complete_at() -> int:
    """Tiles in a shrine's square when it is completed."""
    return 9


@rule
def score_spaces() -> int:
    return SCORE_SPACES


@rule
def lap_value() -> int:
    return LAP


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    """What a game at this count takes out of the box."""
    return {
        "land": TILES_IN_BOX,                       # the whole bag; set-aside tiles come out of it
        "wardens": wardens_per_player(players) * players,
        "score-markers": players,
        "lap-tokens": 2 * players,
        "scoreboard": 1,
        "tile-bag": 1,
    }


@invariant("the engine's tile total is the box's", per_player_count=False)
def tile_total_matches(game) -> bool | str:
    total = game.deck("land").total
    return True if total == TILES_IN_BOX else f"engine says {TILES_IN_BOX}, deck holds {total}"


@invariant("exactly one starting tile", per_player_count=False)
def one_start(game) -> bool | str:
    starts = [c for c in game.deck("land").cards if "Starting tile" in c.fields["text"]]
    if len(starts) != 1 or starts[0].count != START_TILES:
        return f"{len(starts)} starting tiles"
    return True


@invariant("a shield is only printed on a tile with a wall edge", per_player_count=False)
def shields_sit_in_holds(game) -> bool | str:
    bad = [c.name for c in game.deck("land").cards
           if c.fields["shield"] > 0 and "Wall" not in
           (c.fields["north"], c.fields["east"], c.fields["south"], c.fields["west"])]
    return True if not bad else f"shield without a wall: {', '.join(bad)}"


@invariant("every player gets at least twelve turns")
def enough_turns(players: int) -> bool:
    return tiles_in_bag(players) // players >= 12


@invariant("the wardens in the box cover every player's share")
def wardens_cover(players: int, game) -> bool:
    box = next(c for c in game.inventory if c.id == "wardens")
    return box.count >= wardens_per_player(players) * players
