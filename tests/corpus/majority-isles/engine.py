"""Majority Isles: the rules the tables and the rulebook print."""

from generator.engine import invariant, rule

PLAYERS = (3, 5)

SIZES = ("Small", "Medium", "Large")

# Points for first, second and third most influence on an island, by its size.
PLACE_POINTS = {
    "Small": (3, 2, 1),
    "Medium": (5, 3, 1),
    "Large": (8, 5, 2),
}

ISLANDS = {"Small": 4, "Medium": 3, "Large": 2}

CUBES_EACH = {3: 24, 4: 20, 5: 16}
TURNS_PER_ROUND = {3: 5, 4: 4, 5: 3}

VOYAGE_CARDS = 36
STORM_CARDS = 4


@rule
def cubes_each(players: int) -> int:
    """Influence cubes each player takes for the whole game."""
    return CUBES_EACH[players]


@rule
def turns_per_round(players: int) -> int:
    """Turns each player takes in one round of voyages."""
    return TURNS_PER_ROUND[players]


@rule
def hand_size(players: int | None = None) -> int:
    """Voyage cards in a hand; the same at every count."""
    return 3


@rule
def opening_cubes(players: int | None = None) -> int:
    """Cubes each player lands during setup: one on a Small, one on a Medium island."""
    return 2


@rule
def scoring_rounds() -> int:
    return 3


@rule
def places_scored() -> int:
    """First, second and third place score; fourth and below do not."""
    return 3


@rule
def place_points(size: str, place: int) -> int:
    """Points for one place on an island of this size (0 past third place)."""
    if place < 1 or place > len(PLACE_POINTS[size]):
        return 0
    return PLACE_POINTS[size][place - 1]


@rule
def islands_of_size(size: str) -> int:
    return ISLANDS[size]


@rule
def scoring_multiplier(scoring_round: int, variant: str | None = None) -> int:
    """Rising Tide doubles the third scoring; otherwise every scoring counts once."""
    if variant == "rising-tide" and scoring_round == 3:
        return 2
    return 1


@rule
def island_award(size: str, influence: dict, player: str, scoring_round: int = 1,
                 variant: str | None = None) -> int:
    """What one player scores on one island.

    Players are ranked by their cubes there. Players who tie add up the points
    of every place they take up and split them evenly, rounded down; the next
    player takes the place below them. A player with no cube there scores nothing.
    """
    counts = {p: int(n) for p, n in influence.items() if int(n) > 0}
    if player not in counts:
        return 0
    place = 1
    for level in sorted(set(counts.values()), reverse=True):
        tied = [p for p, n in counts.items() if n == level]
        total = sum(place_points(size, place + i) for i in range(len(tied)))
        if player in tied:
            return (total // len(tied)) * scoring_multiplier(scoring_round, variant)
        place += len(tied)
    return 0


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    calm = variant == "calm-seas"
    return {
        "game-board": 1,
        "voyage": VOYAGE_CARDS - STORM_CARDS if calm else VOYAGE_CARDS,
        "voyage/storm": 0 if calm else STORM_CARDS,
        "influence-cubes": cubes_each(players) * players,
        "score-markers": players,
        "round-marker": 1,
        "first-player": 1,
    }


def play(players: int, variant: str | None = None) -> dict:
    return {"voyage": {"hand": hand_size(), "draw": 1}}


@invariant("the board has as many islands of each size as the rules say", per_player_count=False)
def islands_match_board(game) -> bool | str:
    board = game.maps[0]
    for size in SIZES:
        kind = f"{size.lower()}-isle"
        on_board = sum(1 for loc in board.locations if loc.kind == kind)
        if on_board != islands_of_size(size):
            return f"{on_board} {size} islands on the board, the rules say {islands_of_size(size)}"
        category = next(c for c in game.categories if c.id == f"{size.lower()}-islands")
        if len(category.members) != on_board:
            return f"category {category.name} lists {len(category.members)}, the board has {on_board}"
    return True


@invariant("the engine's deck counts are the Voyage deck's", per_player_count=False)
def deck_counts_agree(game) -> bool | str:
    deck = game.deck("voyage")
    storms = sum(c.count for c in deck.cards if c.id == "storm")
    if deck.total != VOYAGE_CARDS or storms != STORM_CARDS:
        return f"deck has {deck.total} cards and {storms} Storms"
    return True


@invariant("the Voyage deck lasts a whole round: every hand dealt and every card drawn")
def deck_lasts_a_round(players: int, game, variant: str | None = None) -> bool | str:
    cards = setup(players, variant)["voyage"]
    needed = players * hand_size() + players * turns_per_round(players)
    return True if cards >= needed else f"{cards} cards, {needed} needed"


@invariant("the box holds enough cubes for every player")
def cubes_suffice(players: int, game) -> bool | str:
    cubes = next(c for c in game.inventory if c.id == "influence-cubes")
    return True if cubes.per_player >= cubes_each(players) else f"{cubes.per_player} a colour"
