"""Engine model of Delta Hexes: the numbers the rulebook's tables print."""
from generator.engine import invariant, rule

PLAYERS = (2, 4)

WATERS = ("Fresh", "Brackish", "Salt")
TILES_PER_WATER = {"Straight": 5, "Bend": 7, "Fork": 4}
BAG_TILES = len(WATERS) * sum(TILES_PER_WATER.values())   # 48: every tile but the Delta Head
BIRDS = len(WATERS) * TILES_PER_WATER["Fork"]             # one bird for every fork in the bag


@rule
def tiles_removed(players: int) -> int:
    """Tiles put back in the box unseen before play: six for each missing player below four."""
    return (4 - players) * 6


@rule
def tiles_in_bag(players: int) -> int:
    """Tiles that go into the bag (the Delta Head starts on the table)."""
    return BAG_TILES - tiles_removed(players)


@rule
def market_size(players: int) -> int:
    """Face-up tiles in the market: one more than the players."""
    return players + 1


@rule
def reeds_each(players: int) -> int:
    """Reed tokens each player takes in their colour."""
    return 11 - players


@rule
def turns_each(players: int) -> int:
    """Turns each player plays: the bag and market are shared out evenly."""
    return tiles_in_bag(players) // players


@rule
def waters_meet(water: str, other: str) -> bool:
    """Whether a channel of one water may meet a channel of another."""
    if "Brackish" in (water, other):
        return True
    return water == other


@rule
def bird_points(water: str) -> int:
    """Points a bird is worth, by the water of the fork it nests on."""
    return {"Fresh": 3, "Brackish": 2, "Salt": 4}[water]


@rule
def bird_winners(reeds: dict) -> list:
    """Who scores a bird: the player(s) with the most reeds in its waterway (none when no reeds)."""
    most = max(reeds.values(), default=0)
    if most == 0:
        return []
    return sorted(name for name, count in reeds.items() if count == most)


@rule
def final_score(longest: int, birds: list, reeds: int) -> int:
    """Longest waterway (1 a tile) + the birds you take + 1 a reed on the delta."""
    return longest + sum(bird_points(w) for w in birds) + reeds


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "tiles": tiles_in_bag(players) + 1,   # the bag and the Delta Head
        "reeds": reeds_each(players) * players,
        "birds": BIRDS,
        "score-pad": 1,
        "tile-bag": 1,
    }


@invariant("the deck holds the bag's tiles and one Delta Head", per_player_count=False)
def deck_matches_bag(game) -> bool | str:
    deck = game.deck("tiles")
    heads = sum(c.count for c in deck.cards if c.id == "delta-head")
    if heads != 1:
        return f"{heads} Delta Head tiles"
    return True if deck.total - heads == BAG_TILES else f"{deck.total - heads} bag tiles, engine says {BAG_TILES}"


@invariant("every fork in the bag has a bird", per_player_count=False)
def a_bird_per_fork(game) -> bool | str:
    forks = sum(c.count for c in game.deck("tiles").cards if c.fields["nest"])
    birds = next(c for c in game.inventory if c.id == "birds").count
    return True if forks == birds == BIRDS else f"{forks} nests, {birds} birds, engine {BIRDS}"


@invariant("the tile mix per water is the engine's", per_player_count=False)
def tile_mix(game) -> bool | str:
    for card in game.deck("tiles").cards:
        if card.id == "delta-head":
            continue
        want = TILES_PER_WATER[card.fields["shape"]]
        if card.count != want:
            return f"{card.name}: {card.count} copies, engine says {want}"
    return True


@invariant("every player plays the same number of turns")
def turns_even(players: int) -> bool:
    return turns_each(players) * players == tiles_in_bag(players)


@invariant("the box holds enough reeds")
def reeds_suffice(players: int, game) -> bool:
    reeds = next(c for c in game.inventory if c.id == "reeds")
    return reeds.per_player >= reeds_each(players) and reeds.count >= reeds_each(players) * players
