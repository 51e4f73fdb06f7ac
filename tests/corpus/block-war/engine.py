"""Engine model of Block War: the rules the printed tables and examples are bound to.

The numbers the rules compute with live here; the block roster, the command
cards and the map live in game.yaml and the CSVs, and the invariants at the
foot hold the two sides together.
"""
from generator.engine import invariant, rule

PLAYERS = (2, 2)  # a two-player game: the Crown against the League

SIDES = ("Crown", "League")
UNIT_TYPES = ("Infantry", "Cavalry", "Artillery")
TERRAINS = ("Clear", "Forest", "Hills", "Marsh")
SIZES = ("Village", "Market town", "City")

# the lowest die roll that scores a hit, on open ground or when defending
HIT_MIN = {"Infantry": 5, "Cavalry": 6, "Artillery": 4}
# how far a block may move in one season, in towns
MOVES = {"Infantry": 2, "Cavalry": 3, "Artillery": 1}
# when a block fires in a combat round
FIRES = {"Infantry": "After the guns", "Cavalry": "After the guns", "Artillery": "First"}
# blocks of each type per side (the stickers in cards/blocks.csv must agree)
ROSTER = {
    ("Crown", "Infantry"): 8, ("Crown", "Cavalry"): 5, ("Crown", "Artillery"): 3,
    ("League", "Infantry"): 10, ("League", "Cavalry"): 3, ("League", "Artillery"): 3,
}
# an attacker fighting into difficult ground hits less often; None: cannot fire at all
ATTACK_HIT_MIN = {
    ("Forest", "Artillery"): 5,
    ("Hills", "Infantry"): 6,
    ("Hills", "Artillery"): 5,
    ("Marsh", "Cavalry"): None,
    ("Marsh", "Artillery"): 6,
}
STOPS_MOVEMENT = {"Clear": "No", "Forest": "Yes", "Hills": "No", "Marsh": "Yes"}
SUPPLY = {"Village": 2, "Market town": 3, "City": 4}
VICTORY_POINTS = {"Village": 1, "Market town": 2, "City": 3}
TOWNS = {"Village": 10, "Market town": 6, "City": 4}
KIND_SIZE = {"village": "Village", "market-town": "Market town", "walled-city": "City"}

BLOCKS_PER_SIDE = 16
SEASONS = 8
BATTLE_ROUNDS = 3
HAND = 4


def _check(value: str, allowed: tuple[str, ...], what: str) -> str:
    if value not in allowed:
        raise ValueError(f"unknown {what} {value!r}; expected one of {', '.join(allowed)}")
    return value


def hit_min(unit: str, terrain: str = "Clear", attacking: bool = False) -> int | None:
    """Lowest roll that hits, or None when the block may not fire."""
    _check(unit, UNIT_TYPES, "unit type")
    _check(terrain, TERRAINS, "terrain")
    if attacking and (terrain, unit) in ATTACK_HIT_MIN:
        return ATTACK_HIT_MIN[(terrain, unit)]
    return HIT_MIN[unit]


def _roll_text(low: int | None) -> str | None:
    if low is None:
        return None
    return "6" if low == 6 else f"{low}-6"


@rule
def hit_roll(unit: str) -> str:
    """The rolls that score a hit for a defender, or anywhere on clear ground."""
    return _roll_text(hit_min(unit))


@rule
def hit_chance(unit: str) -> int:
    """Faces of a d6 (out of six) that score a hit on clear ground."""
    return 7 - hit_min(unit)


@rule
def attacker_hit_roll(terrain: str, unit: str) -> str | None:
    """What an attacking block needs to roll in a town of this terrain (None: it cannot fire)."""
    return _roll_text(hit_min(unit, terrain, attacking=True))


@rule
def stops_movement(terrain: str) -> str:
    return STOPS_MOVEMENT[_check(terrain, TERRAINS, "terrain")]


@rule
def moves(unit: str) -> int:
    return MOVES[_check(unit, UNIT_TYPES, "unit type")]


@rule
def fires(unit: str) -> str:
    return FIRES[_check(unit, UNIT_TYPES, "unit type")]


@rule
def roster(unit: str, side: str) -> int:
    return ROSTER[(_check(side, SIDES, "side"), _check(unit, UNIT_TYPES, "unit type"))]


@rule
def supply_limit(size: str, winter: bool = False) -> int:
    """Blocks of one side a town can feed; one fewer in Winter."""
    return SUPPLY[_check(size, SIZES, "town size")] - (1 if winter else 0)


@rule
def victory_points(size: str) -> int:
    return VICTORY_POINTS[_check(size, SIZES, "town size")]


@rule
def towns_of_size(size: str) -> int:
    return TOWNS[_check(size, SIZES, "town size")]


@rule
def muster_points(cities: int, winter: bool = False) -> int:
    """Muster points a side gets in the Muster phase: one, plus one per city it controls."""
    return 0 if winter else 1 + int(cities)


@rule
def blocks_on_map(players: int = 2) -> int:
    return 10


@rule
def blocks_in_pool(players: int = 2) -> int:
    return BLOCKS_PER_SIDE - blocks_on_map(players)


@rule
def cards_dealt(players: int = 2) -> int:
    return HAND


@rule
def towns_held_at_start(players: int = 2) -> int:
    return 8


@rule
def neutral_towns(players: int = 2) -> int:
    return sum(TOWNS.values()) - 2 * towns_held_at_start(players)


@rule
def seasons() -> int:
    return SEASONS


@rule
def last_season() -> int:
    return SEASONS


@rule
def battle_rounds() -> int:
    return BATTLE_ROUNDS


@rule
def blocks_per_side() -> int:
    return BLOCKS_PER_SIDE


@rule
def total_victory_points() -> int:
    return sum(VICTORY_POINTS[s] * TOWNS[s] for s in SIZES)


@rule
def count_hits(unit: str, terrain: str, attacking: bool, rolls: list) -> int:
    """Hits scored by one block's dice."""
    low = hit_min(unit, terrain, attacking)
    if low is None:
        return 0
    return sum(1 for r in rolls if int(r) >= low)


@rule
def apply_hits(strengths: list, hits: int) -> list:
    """Each hit takes one step from the strongest block (the first listed among equals).

    A block reduced to 0 is eliminated and drops out of the list."""
    left = [int(s) for s in strengths]
    for _ in range(int(hits)):
        if not left:
            break
        i = left.index(max(left))
        left[i] -= 1
        if left[i] == 0:
            left.pop(i)
    return left


@rule
def supply_losses(blocks: int, size: str, winter: bool = False) -> int:
    """Steps lost in the Supply phase by a side with this many blocks in one town."""
    return max(0, int(blocks) - supply_limit(size, winter))


@rule
def final_score(villages: int, market_towns: int, cities: int) -> int:
    return (villages * VICTORY_POINTS["Village"] + market_towns * VICTORY_POINTS["Market town"]
            + cities * VICTORY_POINTS["City"])


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    """What a game takes out of the box: all of it."""
    return {
        "game-board": 1,
        "blocks": 2 * BLOCKS_PER_SIDE,
        "crown-blocks": BLOCKS_PER_SIDE,
        "league-blocks": BLOCKS_PER_SIDE,
        "command": 26,
        "control-markers": 20,
        "season-marker": 1,
        "dice": 4,
    }


# ---- invariants: the data agrees with the rules ----

@invariant("the block stickers match the unit roster, side by side and type by type", per_player_count=False)
def roster_matches_stickers(game) -> bool | str:
    deck = game.deck("blocks")
    for side in SIDES:
        for unit in UNIT_TYPES:
            n = sum(c.count for c in deck.cards if c.fields["side"] == side and c.fields["type"] == unit)
            if n != ROSTER[(side, unit)]:
                return f"{side} has {n} {unit} stickers, the roster says {ROSTER[(side, unit)]}"
        total = sum(c.count for c in deck.cards if c.fields["side"] == side)
        if total != BLOCKS_PER_SIDE:
            return f"{side} has {total} blocks"
    return True


@invariant("every block's full strength is between 1 and 4", per_player_count=False)
def strengths_fit_a_block(game) -> bool | str:
    bad = [c.name for c in game.deck("blocks").cards if not 1 <= c.fields["strength"] <= 4]
    return True if not bad else f"strength out of range: {', '.join(bad)}"


@invariant("each side sets up the printed number of blocks, the rest in its pool", per_player_count=False)
def setup_counts(game) -> bool | str:
    for side in SIDES:
        placed = sum(c.count for c in game.deck("blocks").cards
                     if c.fields["side"] == side and c.fields["start"])
        if placed != blocks_on_map():
            return f"{side} sets up {placed} blocks, not {blocks_on_map()}"
    return True


@invariant("no town starts the game over its supply limit", per_player_count=False)
def setup_within_supply(game) -> bool | str:
    board = game.maps[0]
    counts: dict[tuple[str, str], int] = {}
    for c in game.deck("blocks").cards:
        if c.fields["start"]:
            key = (c.fields["side"], c.fields["start"])
            counts[key] = counts.get(key, 0) + c.count
    for (side, town), n in counts.items():
        loc = board.location(town)
        if loc is None:
            return f"{town} is not on the map"
        limit = supply_limit(KIND_SIZE[loc.kind], winter=False)
        if n > limit:
            return f"{side} starts {n} blocks in {town}, over its limit of {limit}"
    return True


@invariant("the map has as many towns of each size as the supply table says", per_player_count=False)
def map_matches_town_table(game) -> bool | str:
    board = game.maps[0]
    for kind, size in KIND_SIZE.items():
        n = sum(1 for loc in board.locations if loc.kind == kind)
        if n != TOWNS[size]:
            return f"the map has {n} {size} towns, the table says {TOWNS[size]}"
    return True


@invariant("the command deck lasts the whole game", per_player_count=False)
def command_deck_lasts(game) -> bool | str:
    need = 2 * HAND + 2 * (SEASONS - 1)
    have = game.deck("command").total
    return True if have >= need else f"{have} command cards, the game draws {need}"
