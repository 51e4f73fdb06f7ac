"""Engine model of Tile Towers: the numbers the printed tables and examples rely on."""
from generator.engine import invariant, rule

PLAYERS = (2, 4)
CITY_LOTS = 36          # the 6 x 6 city grid
MAX_STOREYS = 3
ROOFS_EACH = 15
PASS_INCOME = 2
PRICIEST_TILE = 7


@rule
def tiles_in_play(players: int) -> int:
    """Building tiles shuffled into the stack: ten per player on top of twenty."""
    return 20 + 10 * players


@rule
def conveyor_spaces(players: int) -> int:
    """Spaces of the conveyor in use."""
    return players + 3


@rule
def starting_coins(players: int) -> int:
    return 10 - players


@rule
def roof_markers(players: int | None = None) -> int:
    """Roof markers each player takes in their colour."""
    return ROOFS_EACH


@rule
def pass_income(players: int | None = None) -> int:
    return PASS_INCOME


@rule
def max_storeys(players: int | None = None) -> int:
    return MAX_STOREYS


@rule
def discount(slot: int) -> int:
    """Coins off the printed price for a tile in this conveyor space (space 1 is where new tiles enter)."""
    return slot - 1


@rule
def price_at(price: int, slot: int) -> int:
    """What a tile costs in a given conveyor space; never below nothing."""
    return max(0, price - discount(slot))


@rule
def height_points(storeys: int) -> int:
    """A building's points for its height: 1, 3, 6."""
    return storeys * (storeys + 1) // 2


@rule
def district_first(players: int) -> int:
    return 6


@rule
def district_second(players: int) -> int:
    return 0 if players == 2 else 3


@rule
def district_third(players: int) -> int:
    return 1 if players == 4 else 0


def _place_points(players: int) -> list[int]:
    return [district_first(players), district_second(players), district_third(players), 0]


@rule
def district_award(counts: list, players: int) -> list:
    """Points each player scores in one district, given their buildings there (in seat order).

    Tied players add up the places they cover and share them, rounded down.
    A player with no building in the district scores nothing.
    """
    places = _place_points(players)
    order = sorted(set(c for c in counts if c > 0), reverse=True)
    awards = [0] * len(counts)
    taken = 0
    for value in order:
        tied = [i for i, c in enumerate(counts) if c == value]
        share = sum(places[taken:taken + len(tied)]) // len(tied)
        for i in tied:
            awards[i] = share
        taken += len(tied)
    return awards


@rule
def building_score(storeys: int, tile_points: list, lower_neighbours: int) -> int:
    """End score of one building: height, the points printed on its tiles, one per lower neighbour."""
    return height_points(storeys) + sum(tile_points) + lower_neighbours


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "buildings": tiles_in_play(players),
        "city-board": 1,
        "conveyor-board": 1,
        "roof-markers": ROOFS_EACH * players,
        "coins": 50,
        "first-player": 1,
    }


@invariant("the tile stack covers the conveyor and leaves at least five turns each")
def stack_lasts(players: int) -> bool | str:
    left = tiles_in_play(players) - conveyor_spaces(players)
    return True if left >= 5 * players else f"only {left} tiles after the conveyor is filled"


@invariant("the city can hold every tile in play", per_player_count=True)
def city_holds_all(players: int) -> bool:
    return CITY_LOTS * MAX_STOREYS >= tiles_in_play(players)


@invariant("the box holds the tiles a four-player game uses, and none costs more than seven", per_player_count=False)
def deck_matches(game) -> bool | str:
    deck = game.deck("buildings")
    if deck.total != tiles_in_play(PLAYERS[1]):
        return f"{deck.total} tiles in the deck, {tiles_in_play(PLAYERS[1])} wanted"
    dear = [c.name for c in deck.cards if c.fields["price"] > PRICIEST_TILE]
    return True if not dear else f"too dear: {', '.join(dear)}"


@invariant("the coin bank covers every player's starting coins", per_player_count=True)
def bank_covers(players: int, game) -> bool:
    coins = next(c for c in game.inventory if c.id == "coins")
    return coins.count >= starting_coins(players) * players
