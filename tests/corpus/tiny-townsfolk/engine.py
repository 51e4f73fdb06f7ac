"""Engine model of Tiny Townsfolk.

A tile-drafting town builder: every round the river is filled, each player
drafts two tiles in a snake order and builds them on a 5 x 5 town, Shops pay
out Coins, and the last tile washes away. Ten rounds, then the towns score.
"""
from generator.engine import invariant, rule

PLAYERS = (1, 5)

ROUNDS = 10
TILES_PER_ROUND = 2          # each player drafts this many tiles a round
TOWN_SIDE = 5                # a town is TOWN_SIDE x TOWN_SIDE squares
STARTING_WOOD = 2
STARTING_STONE = 1
TRADE_PRICE = 2              # Coins the bank asks for 1 Wood or 1 Stone

# box counts of the loose supply (setup cannot read game.yaml; an invariant holds them to it)
SUPPLY = {"wood": 40, "stone": 30, "coins-1": 40, "coins-5": 10}


@rule
def river_size(players: int) -> int:
    """Tiles laid in the river at the start of a round: two per player and one to wash away."""
    return TILES_PER_ROUND * players + 1


@rule
def stack_size(players: int) -> int:
    """Tiles counted out face down at setup: one full river for every round."""
    return ROUNDS * river_size(players)


@rule
def starting_coins(players: int) -> int:
    """Coins each player starts with; the solo builder gets a little more."""
    return 5 if players == 1 else 3


@rule
def rounds(players: int) -> int:
    return ROUNDS


@rule
def tiles_per_round(players: int) -> int:
    return TILES_PER_ROUND


@rule
def starting_wood(players: int) -> int:
    return STARTING_WOOD


@rule
def starting_stone(players: int) -> int:
    return STARTING_STONE


@rule
def town_squares(players: int) -> int:
    return TOWN_SIDE * TOWN_SIDE


@rule
def house_points(parks: int, factories: int = 0) -> int | None:
    """A House: 1 point, +2 for each Park next to it, -2 for each Factory next to it, never below 0.

    A square has only four neighbours, so more than four Parks and Factories together cannot happen.
    """
    if parks + factories > 4:
        return None
    return max(0, 1 + 2 * parks - 2 * factories)


@rule
def factory_points(houses: int) -> int:
    """A Factory: 3 points with no House next to it, 1 with one House, nothing with more."""
    if houses == 0:
        return 3
    return 1 if houses == 1 else 0


@rule
def shop_points(houses: int) -> int:
    """A Shop: 1 point for each House next to it."""
    return houses


@rule
def coin_points(coins: int) -> int:
    """Coins left at the end: 1 point for every full 3."""
    return coins // 3


@rule
def income(shops: int, taverns: int = 0, bandstands: int = 0) -> int:
    """Coins a town earns in the Income phase: 1 per Shop (2 for a Tavern), 1 per Bandstand."""
    return shops + taverns + bandstands


@rule
def empty_squares(players: int) -> int:
    """Squares of a town still empty when the game ends."""
    return TOWN_SIDE * TOWN_SIDE - ROUNDS * TILES_PER_ROUND


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    """What a game at this player count takes out of the box."""
    out = {
        "tiles": stack_size(players),
        "town-boards": players,
        "river-board": 1,
        "first-player": 1,
        "round-marker": 1,
    }
    out.update(SUPPLY)
    return out


@invariant("the box holds enough tiles for the stack", per_player_count=True)
def stack_fits_box(players: int, game) -> bool | str:
    total = game.deck("tiles").total
    need = stack_size(players)
    return True if total >= need else f"the stack needs {need} tiles, the box has {total}"


@invariant("a town never runs out of squares", per_player_count=False)
def town_has_room() -> bool:
    return ROUNDS * TILES_PER_ROUND <= TOWN_SIDE * TOWN_SIDE


@invariant("the engine's supply counts are the box's", per_player_count=False)
def supply_matches_box(game) -> bool | str:
    box = {c.id: c.count for c in game.inventory}
    for key, count in SUPPLY.items():
        if box.get(key) != count:
            return f"{key}: engine says {count}, the box says {box.get(key)}"
    return True


@invariant("the bank's prices are the engine's trade price", per_player_count=False)
def bank_prices(game) -> bool | str:
    for cost in game.costs:
        if cost.group != "bank":
            continue
        for item in cost.items:
            if item.of == "Coin" and item.amount != TRADE_PRICE:
                return f"{cost.name} costs {item.amount} Coin, the engine says {TRADE_PRICE}"
    return True


@invariant("every Landmark has printed points and every other tile has none", per_player_count=False)
def landmark_points(game) -> bool | str:
    for card in game.deck("tiles").cards:
        pts = card.fields["points"]
        if card.fields["type"] == "Landmark" and pts is None:
            return f"{card.name} is a Landmark without points"
        if card.fields["type"] not in ("Landmark", "House") and pts is not None:
            return f"{card.name} has points but is a {card.fields['type']}"
    return True
