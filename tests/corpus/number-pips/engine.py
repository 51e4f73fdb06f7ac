"""Pipfield: the rules the tables and the rulebook print."""

from generator.engine import invariant, rule

PLAYERS = (2, 4)

NUMBERS = (2, 3, 4, 5, 6, 8, 9, 10, 11, 12)   # no 7: a 7 moves the Storm instead
YIELDS = {
    "Forest": "Timber",
    "Pasture": "Wool",
    "Fields": "Grain",
    "Claypit": "Clay",
    "Crags": "Stone",
    "Wasteland": None,
}
TILES = {"Forest": 4, "Pasture": 4, "Fields": 4, "Claypit": 3, "Crags": 3, "Wasteland": 1}
GOODS_EACH = 19
CHARTER_CARDS = 25
HOMESTEADS_EACH = 5
TOWNS_EACH = 4
ROADS_EACH = 14


# --- number tokens -------------------------------------------------------

@rule
def pips(number: int) -> int:
    """Dots under a number: the ways two six-sided dice make it, out of 36."""
    if number not in NUMBERS:
        raise ValueError(f"there is no token {number}")
    return 6 - abs(7 - number)


@rule
def tokens_of(number: int) -> int:
    """Tokens of a number in the box: one 2 and one 12, two of every other."""
    if number not in NUMBERS:
        raise ValueError(f"there is no token {number}")
    return 1 if number in (2, 12) else 2


@rule
def number_tokens() -> int:
    return sum(tokens_of(n) for n in NUMBERS)


@rule
def spot_pips(numbers: list) -> int:
    """The pips of a corner: the pips of every token it touches."""
    return sum(pips(int(n)) for n in numbers)


# --- terrain -------------------------------------------------------------

@rule
def terrain_yield(terrain: str, aspect: str = "Yields") -> str | None:
    return YIELDS[terrain]


@rule
def tiles_of(terrain: str) -> int:
    return TILES[terrain]


@rule
def terrain_tiles() -> int:
    return sum(TILES.values())


# --- by player count -----------------------------------------------------

@rule
def points_to_win(players: int = 3, variant: str | None = None) -> int:
    if variant == "short-season":
        return 8
    return 11 if players == 2 else 10


@rule
def neutral_homesteads(players: int = 3) -> int:
    """Two neutral Homesteads block the valley in a two-player game."""
    return 2 if players == 2 else 0


@rule
def homesteads_at_setup(players: int | None = None) -> int:
    return 2


@rule
def roads_at_setup(players: int | None = None) -> int:
    return 2


# --- constants -----------------------------------------------------------

@rule
def hoard_limit(players: int | None = None) -> int:
    return 7


@rule
def bank_rate(players: int | None = None) -> int:
    return 4


@rule
def highway_roads(players: int | None = None) -> int:
    return 5


@rule
def watch_militia(players: int | None = None) -> int:
    return 3


@rule
def bonus_points(players: int | None = None) -> int:
    return 2


@rule
def homestead_points() -> int:
    return 1


@rule
def town_points() -> int:
    return 2


# --- what happens in play ------------------------------------------------

@rule
def goods_produced(homesteads: int, towns: int) -> int:
    """Goods one tile pays a player when its number is rolled."""
    return homesteads + 2 * towns


@rule
def storm_loss(hand: int) -> int:
    """Goods a player returns on a 7: half, rounded down, above the hoard limit."""
    return hand // 2 if hand > hoard_limit() else 0


@rule
def bank_trade(given: int) -> int:
    return given // bank_rate()


@rule
def score(homesteads: int, towns: int, landmarks: int = 0, bonuses: int = 0) -> int:
    return (homesteads * homestead_points() + towns * town_points()
            + landmarks + bonuses * bonus_points())


# --- setup ---------------------------------------------------------------

def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "terrain-tiles": terrain_tiles(),
        "numbers": number_tokens(),
        "storm-marker": 1,
        "goods": GOODS_EACH * 5,
        "charters": CHARTER_CARDS,
        "homesteads": HOMESTEADS_EACH * players + neutral_homesteads(players),
        "towns": TOWNS_EACH * players,
        "roads": ROADS_EACH * players,
        "dice": 2,
        "cost-cards": players,
    }


# --- invariants ----------------------------------------------------------

@invariant("every number token prints the pips its number has, in the count the box holds", per_player_count=False)
def tokens_match(game) -> bool | str:
    seen = {}
    for card in game.deck("numbers").cards:
        n = card.fields["number"]
        if card.fields["pips"] != pips(n):
            return f"{card.name} shows {card.fields['pips']} pips, not {pips(n)}"
        seen[n] = seen.get(n, 0) + card.count
    for n in NUMBERS:
        if seen.get(n, 0) != tokens_of(n):
            return f"the box holds {seen.get(n, 0)} tokens {n}, the rules {tokens_of(n)}"
    return True


@invariant("one number token for every tile but the Wasteland", per_player_count=False)
def a_token_per_tile(game) -> bool:
    productive = sum(c for t, c in TILES.items() if YIELDS[t] is not None)
    return number_tokens() == productive == game.deck("numbers").total


@invariant("the valley's tiles are the mix the rules deal", per_player_count=False)
def tiles_match(game) -> bool | str:
    valley = game.maps[0]
    for tile in valley.tiles:
        if TILES.get(tile.name) != tile.count:
            return f"{tile.count} {tile.name} tiles on the map, {TILES.get(tile.name)} in the rules"
    return True


@invariant("the bank holds the goods of every productive terrain", per_player_count=False)
def goods_match(game) -> bool | str:
    for card in game.deck("goods").cards:
        if YIELDS.get(card.fields["terrain"]) != card.name:
            return f"{card.name} does not come from {card.fields['terrain']}"
        if card.count != GOODS_EACH:
            return f"{card.count} {card.name} cards, not {GOODS_EACH}"
    return True


@invariant("building costs give the points the rules score", per_player_count=False)
def cost_points_match(game) -> bool | str:
    points = {c.id: c.points for c in game.costs}
    if points.get("homestead") != homestead_points() or points.get("town") != town_points():
        return f"costs give {points.get('homestead')} and {points.get('town')} points"
    return True


@invariant("the box holds each colour's pieces and the charter deck", per_player_count=False)
def box_counts(game) -> bool | str:
    box = {c.id: c.count for c in game.inventory}
    if box.get("homesteads") != HOMESTEADS_EACH * 4 or box.get("towns") != TOWNS_EACH * 4 \
            or box.get("roads") != ROADS_EACH * 4:
        return "pieces per colour differ from the rules"
    if game.deck("charters").total != CHARTER_CARDS:
        return f"{game.deck('charters').total} charter cards, not {CHARTER_CARDS}"
    return True
