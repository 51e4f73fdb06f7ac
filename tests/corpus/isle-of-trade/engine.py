"""Isle of Trade: the rules behind every printed table.

Production is keyed to the dice total, not to number discs: each total
other than 7 wakes one kind of terrain, and every building touching a tile
of that kind collects. A 7 sends the Smuggler out instead.
"""
from generator.engine import invariant, rule

PLAYERS = (3, 4)

GOODS = ("Timber", "Clay", "Fleece", "Barley", "Stone")

# What each producing terrain yields. The Salt Flat yields nothing.
TERRAIN_GOOD = {
    "Forest": "Timber",
    "Claypit": "Clay",
    "Pasture": "Fleece",
    "Fields": "Barley",
    "Quarry": "Stone",
    "Salt Flat": None,
}

# Which terrain a dice total wakes. Every producing terrain gets two totals
# whose chances add up to 6 in 36 (see the invariant at the foot).
WAKES = {
    2: "Fields", 3: "Claypit", 4: "Quarry", 5: "Pasture", 6: "Forest",
    8: "Fields", 9: "Claypit", 10: "Quarry", 11: "Pasture", 12: "Forest",
}

# Tiles of each terrain in the box, and how many of each a three-player
# island leaves out (one Forest, one Fields, one Pasture).
TILES_IN_BOX = {"Forest": 4, "Claypit": 3, "Pasture": 4, "Fields": 4, "Quarry": 3, "Salt Flat": 1}
LEFT_OUT_AT_THREE = {"Forest": 1, "Pasture": 1, "Fields": 1}

TILE_COMPONENT = {
    "Forest": "forest-tiles", "Claypit": "claypit-tiles", "Pasture": "pasture-tiles",
    "Fields": "fields-tiles", "Quarry": "quarry-tiles", "Salt Flat": "salt-flat-tile",
}

BUILDING_GOODS = {"Village": 1, "Town": 2}
BUILDING_POINTS = {"Village": 1, "Town": 2}

GOODS_PER_KIND = 19
CHARTER_CARDS = 25
HARBOURS_AT_FOUR = 9

VILLAGES_EACH = 5
TOWNS_EACH = 4
ROADS_EACH = 15


@rule
def producing_terrain(roll: int) -> str:
    """What a dice total does: the terrain it wakes, or the Smuggler on a 7."""
    if roll == 7:
        return "Smuggler"
    return WAKES[roll]


@rule
def ways_to_roll(roll: int) -> int:
    """How many of the 36 ways two dice can fall give this total."""
    return 6 - abs(roll - 7)


@rule
def goods_gained(terrain: str, building: str) -> str:
    """What one building beside a woken tile of this terrain collects."""
    good = TERRAIN_GOOD[terrain]
    if good is None:
        return "nothing"
    return f"{BUILDING_GOODS[building]} {good}"


@rule
def harvest(villages: int, towns: int) -> int:
    """Goods a player collects from one woken terrain: 1 a village, 2 a town."""
    return villages * BUILDING_GOODS["Village"] + towns * BUILDING_GOODS["Town"]


@rule
def hoard_limit() -> int:
    """Most goods cards a player may hold when a 7 is rolled without losing any."""
    return 8


@rule
def cards_returned(hand: int) -> int:
    """Goods cards a player returns to the bank on a 7: half, rounded down, above the limit."""
    return hand // 2 if hand > hoard_limit() else 0


@rule
def bank_rate(harbour: str) -> int:
    """Cards of one good given to the bank for one card of the player's choice."""
    return {"no harbour": 4, "open harbour": 3, "goods harbour": 2}[harbour]


@rule
def victory_target(players: int) -> int:
    """Victory points that win the game on your own turn."""
    return 11 if players == 3 else 10


@rule
def short_crossing_target(players: int) -> int:
    """The Short Crossing variant plays to two points fewer."""
    return victory_target(players) - 2


@rule
def island_tiles(players: int) -> int:
    """Tiles the island is built from."""
    return sum(TILES_IN_BOX.values()) - (sum(LEFT_OUT_AT_THREE.values()) if players == 3 else 0)


@rule
def tiles_left_out(players: int) -> int:
    """Tiles that stay in the box."""
    return sum(TILES_IN_BOX.values()) - island_tiles(players)


@rule
def harbours_in_play(players: int) -> int:
    """Harbour tokens laid round the coast: the smaller island has room for fewer."""
    return HARBOURS_AT_FOUR - 2 if players == 3 else HARBOURS_AT_FOUR


@rule
def starting_villages(players: int) -> int:
    """Villages each player places before the first roll."""
    return 2


@rule
def starting_roads(players: int) -> int:
    """Roads each player places before the first roll (one beside each village)."""
    return 2


@rule
def building_points(building: str) -> int:
    """Victory points a building on the island is worth."""
    return BUILDING_POINTS[building]


@rule
def causeway_length() -> int:
    """Roads in one unbroken line needed to claim the Grand Causeway."""
    return 5


@rule
def wardens_for_watch() -> int:
    """Island Wardens face up needed to claim Master of the Watch."""
    return 3


@rule
def award_points() -> int:
    """Victory points each award card is worth."""
    return 2


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    """What a game at this count takes out of the box."""
    out = {}
    for terrain, count in TILES_IN_BOX.items():
        left_out = LEFT_OUT_AT_THREE.get(terrain, 0) if players == 3 else 0
        out[TILE_COMPONENT[terrain]] = count - left_out
    out.update({
        "goods": GOODS_PER_KIND * len(GOODS),
        "charters": CHARTER_CARDS,
        "awards": 2,
        "villages": VILLAGES_EACH * players,
        "towns": TOWNS_EACH * players,
        "roads": ROADS_EACH * players,
        "smuggler": 1,
        "harbour-tokens": harbours_in_play(players),
        "dice": 2,
        "player-aids": players,
    })
    return out


@invariant("every producing terrain is woken by totals worth 6 chances in 36", per_player_count=False)
def terrains_are_even() -> bool | str:
    chances = {}
    for roll, terrain in WAKES.items():
        chances[terrain] = chances.get(terrain, 0) + ways_to_roll(roll)
    uneven = [f"{t} {c}" for t, c in chances.items() if c != 6]
    return True if not uneven else "uneven: " + ", ".join(uneven)


@invariant("the engine's box counts match game.yaml", per_player_count=False)
def box_counts_agree(game) -> bool | str:
    wrong = []
    for terrain, component in TILE_COMPONENT.items():
        line = next(c for c in game.inventory if c.id == component)
        if line.count != TILES_IN_BOX[terrain]:
            wrong.append(terrain)
    for card in game.deck("goods").cards:
        if card.count != GOODS_PER_KIND:
            wrong.append(card.name)
    if sum(c.count for c in game.deck("charters").cards) != CHARTER_CARDS:
        wrong.append("Charter cards")
    harbours = next(c for c in game.inventory if c.id == "harbour-tokens")
    if harbours.count != HARBOURS_AT_FOUR:
        wrong.append("Harbour tokens")
    return True if not wrong else "box differs: " + ", ".join(wrong)


@invariant("a player's own pieces and the cards can reach the target")
def target_is_reachable(players: int, game) -> bool | str:
    landmarks = sum(c.fields["points"] * c.count for c in game.deck("charters").cards)
    # Every town sits where a village stood, so the most a player can show is
    # four towns and the last village still standing, plus cards.
    most = TOWNS_EACH * BUILDING_POINTS["Town"] + (VILLAGES_EACH - TOWNS_EACH) * BUILDING_POINTS["Village"]
    most += landmarks + 2 * award_points()
    return True if most >= victory_target(players) else f"only {most} points can be reached"


@invariant("a player who has just filled their hand to the limit loses nothing on a 7")
def limit_is_safe(players: int) -> bool:
    return cards_returned(hoard_limit()) == 0 and cards_returned(hoard_limit() + 1) > 0
