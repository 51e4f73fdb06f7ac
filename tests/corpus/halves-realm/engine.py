"""Halves Realm: the rules the tables and the rulebook print.

Each player builds a square realm of two-half tiles around a castle. A realm
of side n holds n*n squares: the castle takes one, every tile two, so a
player builds (n*n - 1) / 2 tiles. Lords claim tiles from a draft line; the
line holds one tile for every lord in play.
"""

from generator.engine import invariant, rule

PLAYERS = (2, 4)

TILES_IN_BOX = 48

TERRAINS = ("Wheat", "Forest", "Lake", "Pasture", "Bog", "Quarry")

# How the 48 tiles share out their 96 halves and their crowns, terrain by
# terrain. The tile CSV is the source; the invariant below holds these to it.
HALVES = {"Wheat": 27, "Forest": 19, "Lake": 18, "Pasture": 15, "Bog": 9, "Quarry": 8}
CROWNS = {"Wheat": 5, "Forest": 5, "Lake": 5, "Pasture": 6, "Bog": 6, "Quarry": 15}
TOP_CROWNS = {"Wheat": 1, "Forest": 1, "Lake": 1, "Pasture": 2, "Bog": 2, "Quarry": 3}

GRAND = "grand-realm"
CENTRED = "centred-castle"
FULL = "full-realm"

BONUS_POINTS = {"Centred castle": 10, "Full realm": 5}


# --- setup by player count -------------------------------------------------


@rule
def realm_side(players: int = 2, variant: str | None = None) -> int:
    """Squares along each side of a finished realm."""
    return 7 if variant == GRAND else 5


@rule
def lords_per_player(players: int, variant: str | None = None) -> int:
    """Two lords each in a two-player game, one each with more players."""
    return 2 if players == 2 else 1


@rule
def lords_in_play(players: int, variant: str | None = None) -> int:
    return players * lords_per_player(players, variant)


@rule
def draft_line_size(players: int, variant: str | None = None) -> int:
    """The draft line holds one tile for each lord in play."""
    return lords_in_play(players, variant)


@rule
def tiles_per_player(players: int = 2, variant: str | None = None) -> int:
    """Tiles each player adds to the realm: every square but the castle's, two to a tile."""
    side = realm_side(players, variant)
    return (side * side - 1) // 2


@rule
def tiles_in_play(players: int, variant: str | None = None) -> int:
    return players * tiles_per_player(players, variant)


@rule
def tiles_left_out(players: int, variant: str | None = None) -> int:
    """Tiles that go back to the box unseen at setup."""
    return TILES_IN_BOX - tiles_in_play(players, variant)


@rule
def rounds(players: int, variant: str | None = None) -> int:
    """Draft lines laid out in a game: every tile in play passes through one."""
    return tiles_in_play(players, variant) // draft_line_size(players, variant)


# --- the tiles ---------------------------------------------------------------


@rule
def tiles_in_box() -> int:
    return TILES_IN_BOX


@rule
def terrain_halves(terrain: str) -> int:
    return HALVES[terrain]


@rule
def terrain_crowns(terrain: str) -> int:
    return CROWNS[terrain]


@rule
def terrain_top_crowns(terrain: str) -> int:
    """The most crowns any single half of this terrain shows."""
    return TOP_CROWNS[terrain]


# --- scoring -------------------------------------------------------------------


@rule
def property_points(squares: int, crowns: int) -> int:
    """A property scores its squares times the crowns on them."""
    return squares * crowns


@rule
def realm_score(properties: list, centred: bool = False, full: bool = False) -> int:
    """A realm's score: every property, plus the bonuses of the variants in play.

    `properties` is a list of [squares, crowns] pairs.
    """
    total = sum(property_points(squares, crowns) for squares, crowns in properties)
    if centred:
        total += bonus_points("Centred castle")
    if full:
        total += bonus_points("Full realm")
    return total


@rule
def bonus_points(bonus: str) -> int:
    return BONUS_POINTS[bonus]


@rule
def claim_order(line: list) -> list:
    """The order lords act in next round: by the number of the tile each stands on, lowest first.

    `line` is a list of [lord, tile number] pairs.
    """
    return [lord for lord, _number in sorted(line, key=lambda pair: pair[1])]


# --- what comes out of the box --------------------------------------------------


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "tiles": tiles_in_play(players, variant),
        "castles": players,
        "lords": lords_in_play(players, variant),
        "score-pad": 1,
    }


def play(players: int, variant: str | None = None) -> dict[str, dict]:
    return {"tiles": {"per_round": draft_line_size(players, variant)}}


# --- invariants ------------------------------------------------------------------


@invariant("the box holds the 48 tiles the engine counts on", per_player_count=False)
def box_holds_every_tile(game) -> bool | str:
    total = game.deck("tiles").total
    return True if total == TILES_IN_BOX else f"the tile deck has {total} tiles, the engine counts {TILES_IN_BOX}"


@invariant("the terrain table agrees with the tiles themselves", per_player_count=False)
def terrain_counts_match_tiles(game) -> bool | str:
    halves = {t: 0 for t in TERRAINS}
    crowns = {t: 0 for t in TERRAINS}
    top = {t: 0 for t in TERRAINS}
    for card in game.deck("tiles").cards:
        for side in ("left", "right"):
            terrain = card.fields[side]
            on_half = card.fields[f"{side}_crowns"]
            halves[terrain] += card.count
            crowns[terrain] += on_half * card.count
            top[terrain] = max(top[terrain], on_half)
    for terrain in TERRAINS:
        if halves[terrain] != HALVES[terrain]:
            return f"{terrain}: the tiles show {halves[terrain]} halves, the engine says {HALVES[terrain]}"
        if crowns[terrain] != CROWNS[terrain]:
            return f"{terrain}: the tiles show {crowns[terrain]} crowns, the engine says {CROWNS[terrain]}"
        if top[terrain] != TOP_CROWNS[terrain]:
            return f"{terrain}: the top half shows {top[terrain]} crowns, the engine says {TOP_CROWNS[terrain]}"
    return True


@invariant("tile numbers run 1 to 48, each once, as the draft line sorts them", per_player_count=False)
def tile_numbers_are_a_run(game) -> bool | str:
    numbers = sorted(card.fields["number"] for card in game.deck("tiles").cards)
    if numbers != list(range(1, TILES_IN_BOX + 1)):
        return "the tile numbers are not 1 to 48 once each"
    for card in game.deck("tiles").cards:
        if card.count != 1:
            return f"{card.name} is printed {card.count} times"
    return True


@invariant("every player's tiles fill the realm exactly, around the castle", per_player_count=True)
def realm_fills_exactly(players: int, variant: str | None = None) -> bool:
    side = realm_side(players, variant)
    return tiles_per_player(players, variant) * 2 + 1 == side * side


@invariant("the tiles in play make whole draft lines and fit in the box")
def whole_draft_lines(players: int, variant: str | None = None) -> bool:
    in_play = tiles_in_play(players, variant)
    return in_play % draft_line_size(players, variant) == 0 and 0 < in_play <= TILES_IN_BOX
