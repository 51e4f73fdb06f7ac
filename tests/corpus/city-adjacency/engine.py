"""Cobble & Coin: the rules the tables, examples and setup print."""

from generator.engine import invariant, rule

PLAYERS = (2, 4)

BUILDINGS = ("Town Hall", "House", "Market", "Workshop", "Park")

# What a tile costs to buy from the market (the Town Hall is never bought).
PRICE = {"House": 1, "Market": 4, "Workshop": 3, "Park": 2}
# Coins a building pays back to the bank in every Upkeep phase.
UPKEEP = {"Town Hall": 0, "House": 0, "Market": 2, "Workshop": 1, "Park": 0}
# Coins a building earns on its own, whatever stands beside it.
BASE_INCOME = {"Town Hall": 2, "House": 0, "Market": 0, "Workshop": 2, "Park": 0}
# Coins a building gives to each building beside it (its neighbours).
NEIGHBOUR_PAY = {"Town Hall": 0, "House": 1, "Market": 2, "Workshop": 0, "Park": 0}

SIDE = 5  # a district is 5 x 5 plots


@rule
def tile_cost(building: str) -> int | None:
    """Price of a building tile; None for the Town Hall, which nobody buys."""
    return PRICE.get(building)


@rule
def upkeep(building: str) -> int:
    return UPKEEP[building]


@rule
def base_income(building: str) -> int:
    return BASE_INCOME[building]


@rule
def neighbour_pay(building: str) -> int:
    """Coins this building earns for each neighbour that holds it."""
    return NEIGHBOUR_PAY[building]


@rule
def house_bonus() -> int:
    return NEIGHBOUR_PAY["House"]


@rule
def market_bonus() -> int:
    return NEIGHBOUR_PAY["Market"]


@rule
def park_relief() -> int:
    """A Park beside a building lowers that building's upkeep by this much (never below 0)."""
    return 1


@rule
def district_side() -> int:
    return SIDE


@rule
def district_plots() -> int:
    return SIDE * SIDE


@rule
def market_size(players: int) -> int:
    """Tiles face up in the market row."""
    return players + 2


@rule
def starting_coins(players: int | None = None) -> int:
    return 6


@rule
def last_round(players: int) -> int:
    return 14 - players


@rule
def pass_coins() -> int:
    """Coins taken from the bank instead of buying a tile."""
    return 2


@rule
def street_bonus() -> int:
    """Coins scored at the end for each full row or column of five buildings."""
    return 3


def _neighbours(district: list, r: int, c: int):
    for dr, dc in ((-1, 0), (1, 0), (0, -1), (0, 1)):
        rr, cc = r + dr, c + dc
        if 0 <= rr < len(district) and 0 <= cc < len(district[rr]):
            cell = district[rr][cc]
            if cell:
                yield cell


@rule
def building_income(district: list, row: int, column: int) -> int:
    """What the building at (row, column), counted from 1, earns in one Income phase."""
    b = district[row - 1][column - 1]
    if not b or b == "Park":
        return 0
    return BASE_INCOME[b] + sum(NEIGHBOUR_PAY[n] for n in _neighbours(district, row - 1, column - 1))


@rule
def district_income(district: list) -> int:
    total = 0
    for r, line in enumerate(district):
        for c, b in enumerate(line):
            if b:
                total += building_income(district, r + 1, c + 1)
    return total


@rule
def district_upkeep(district: list) -> int:
    total = 0
    for r, line in enumerate(district):
        for c, b in enumerate(line):
            if not b:
                continue
            cost = UPKEEP[b]
            if any(n == "Park" for n in _neighbours(district, r, c)):
                cost = max(0, cost - park_relief())
            total += cost
    return total


@rule
def district_net(district: list) -> int:
    return district_income(district) - district_upkeep(district)


@rule
def coins_after_buying(coins: int, building: str) -> int:
    return coins - PRICE[building]


@rule
def final_score(coins: int, full_streets: int) -> int:
    return coins + full_streets * street_bonus()


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "tiles": 60,
        "halls": players,
        "district-boards": players,
        "market-board": 1,
        "coins": 56,
        "round-marker": 1,
        "first-player": 1,
    }


@invariant("the tile pile lasts the whole game, market refills included")
def tiles_last(players: int, game) -> bool | str:
    need = last_round(players) * players + market_size(players)
    have = game.deck("tiles").total
    return True if need <= have else f"{need} tiles needed, {have} in the pile"


@invariant("every tile prints the engine's price, upkeep and base income", per_player_count=False)
def tiles_match_engine(game) -> bool | str:
    for deck_id in ("tiles", "halls"):
        for card in game.deck(deck_id).cards:
            f = card.fields
            if f["upkeep"] != UPKEEP[card.name]:
                return f"{card.name}: upkeep {f['upkeep']} but the engine says {UPKEEP[card.name]}"
            if f["base_income"] != BASE_INCOME[card.name]:
                return f"{card.name}: base income {f['base_income']} but the engine says {BASE_INCOME[card.name]}"
            if f["cost"] != PRICE.get(card.name):
                return f"{card.name}: cost {f['cost']} but the engine says {PRICE.get(card.name)}"
    return True


@invariant("the price list in game.yaml is the engine's", per_player_count=False)
def prices_match(game) -> bool | str:
    for cost in game.costs:
        amount = sum(item.amount for item in cost.items)
        if PRICE.get(cost.name) != amount:
            return f"{cost.name} costs {amount} in game.yaml but {PRICE.get(cost.name)} in the engine"
    return True


@invariant("the bank's coins pay every player's starting coins")
def bank_covers_start(players: int, game) -> bool | str:
    coins = next(c for c in game.inventory if c.id == "coins")
    return coins.count >= players * starting_coins(players)
