"""Cargo Weights: the rules the rulebook and the tables print.

Trucks pick up crates of 2 to 8 kg, carry at most 20 kg, and burn fuel for
every step of road they drive. A truck loaded past the heavy line burns twice
as much. Contracts pay for the crate's weight and for the distance it travels.
"""

from generator.engine import invariant, rule

PLAYERS = (2, 4)

TOWNS = (
    "Port Ashby",
    "Millford",
    "Quarry Hill",
    "Riverbend",
    "Central Yard",
    "Pinecrest",
    "Saltmarsh",
    "Brickworks",
)

# Roads of the game board and their length in steps (the step spaces a truck
# crosses to drive from one end to the other). The map in game.yaml draws the
# same roads; an invariant holds the two together.
ROADS = {
    ("Port Ashby", "Millford"): 2,
    ("Millford", "Quarry Hill"): 3,
    ("Port Ashby", "Riverbend"): 2,
    ("Millford", "Central Yard"): 2,
    ("Riverbend", "Central Yard"): 2,
    ("Central Yard", "Pinecrest"): 3,
    ("Quarry Hill", "Pinecrest"): 2,
    ("Riverbend", "Saltmarsh"): 1,
    ("Saltmarsh", "Brickworks"): 3,
    ("Central Yard", "Brickworks"): 2,
    ("Brickworks", "Pinecrest"): 2,
}

DEPOTS = ("Central Yard", "Port Ashby", "Pinecrest")

CRATE_WEIGHTS = (2, 3, 4, 5, 6, 7, 8)

CAPACITY = 20          # kg a truck may carry
HEAVY_OVER = 12        # a load above this is heavy
TANK = 12              # fuel a tank holds
DRIVE_STEPS = 6        # steps a truck may drive in one turn
OPEN_CONTRACTS = 3     # contracts a player may hold at once
DEPOT_PRICE = 1        # coins for one fuel at a depot
ROADSIDE_PRICE = 3     # coins for one fuel anywhere else
TEAR_UP_FINE = 2       # coins to tear up a contract
PAY_PER_STEP = 2       # coins a contract pays for each step of distance


@rule
def capacity(players: int | None = None) -> int:
    """The most a truck may carry, in kg."""
    return CAPACITY


@rule
def heavy_over(players: int | None = None) -> int:
    """A load above this many kg is heavy."""
    return HEAVY_OVER


@rule
def tank_size(players: int | None = None) -> int:
    """The most fuel a truck's tank holds."""
    return TANK


@rule
def drive_steps(players: int | None = None) -> int:
    """Steps a truck may drive in one turn."""
    return DRIVE_STEPS


@rule
def open_contracts(players: int | None = None) -> int:
    """Contracts a player may hold at once."""
    return OPEN_CONTRACTS


@rule
def starting_coins(players: int | None = None) -> int:
    return 10


@rule
def starting_fuel(players: int | None = None) -> int:
    return 8


@rule
def market_size(players: int = 2) -> int:
    """Face-up contracts in the market: one more than the players."""
    return players + 1


@rule
def coins_to_end(players: int = 2) -> int:
    """Coins that end the game once a player holds them."""
    return {2: 70, 3: 60, 4: 50}[players]


@rule
def fuel_per_step(load: int) -> int:
    """Fuel burnt for one step of road with this load (kg) on the truck."""
    if load < 0 or load > CAPACITY:
        raise ValueError(f"a truck cannot carry {load} kg")
    return 1 if load <= HEAVY_OVER else 2


@rule
def trip_fuel(steps: int, load: int) -> int:
    """Fuel for a drive of this many steps with this load."""
    return steps * fuel_per_step(load)


@rule
def can_load(load: int, crate: int) -> bool:
    """Whether a crate of this weight fits on a truck already carrying `load` kg."""
    return load + crate <= CAPACITY


@rule
def contract_pay(weight: int, distance: int) -> int:
    """What a contract pays: its crate's weight, and two coins per step of distance."""
    return weight + PAY_PER_STEP * distance


@rule
def fuel_price(at_depot: bool = True) -> int:
    """Coins for one fuel, at a depot or at the roadside."""
    return DEPOT_PRICE if at_depot else ROADSIDE_PRICE


@rule
def refuel_cost(fuel: int, at_depot: bool = True) -> int:
    """Coins for this much fuel."""
    return fuel * fuel_price(at_depot)


@rule
def run_profit(weight: int, distance: int, steps: int, load: int) -> int:
    """Coins a delivery leaves once the depot fuel for its drive is paid."""
    return contract_pay(weight, distance) - refuel_cost(trip_fuel(steps, load))


def _neighbours() -> dict[str, dict[str, int]]:
    near: dict[str, dict[str, int]] = {town: {} for town in TOWNS}
    for (a, b), steps in ROADS.items():
        near[a][b] = steps
        near[b][a] = steps
    return near


@rule
def distance(start: str, end: str) -> int:
    """Steps along the shortest way by road from one town to another."""
    near = _neighbours()
    if start not in near or end not in near:
        raise ValueError(f"unknown town: {start if start not in near else end}")
    best = {start: 0}
    todo = [start]
    while todo:
        todo.sort(key=lambda town: best[town])
        here = todo.pop(0)
        for there, steps in near[here].items():
            far = best[here] + steps
            if there not in best or far < best[there]:
                best[there] = far
                todo.append(there)
    return best[end]


@rule
def traffic(roll: int) -> str:
    """The Traffic die of the variant."""
    if roll <= 3:
        return "clear"
    if roll <= 5:
        return "roadworks"
    return "shortage"


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    """What a game at this count takes out of the box."""
    return {
        "contracts": 28,
        "crates": 28,
        "coins": 60,
        "game-board": 1,
        "trucks": players,
        "fuel-markers": players,
        "truck-boards": players,
        "traffic-die": 1 if variant == "traffic" else 0,
    }


def play(players: int, variant: str | None = None) -> dict[str, dict]:
    return {"contracts": {"table": market_size(players)}}


@invariant("every contract's distance is the shortest road and its pay follows the pay rule",
           per_player_count=False)
def contracts_pay_fairly(game) -> bool | str:
    for card in game.deck("contracts").cards:
        f = card.fields
        if f["pickup"] == f["destination"]:
            return f"{card.name} is picked up where it is delivered"
        if f["weight"] not in CRATE_WEIGHTS:
            return f"{card.name} weighs {f['weight']} kg"
        if f["distance"] != distance(f["pickup"], f["destination"]):
            return f"{card.name}: distance {f['distance']}, the road gives {distance(f['pickup'], f['destination'])}"
        if f["pay"] != contract_pay(f["weight"], f["distance"]):
            return f"{card.name}: pays {f['pay']}, the pay rule gives {contract_pay(f['weight'], f['distance'])}"
    return True


@invariant("the box has a crate of the right weight for every contract", per_player_count=False)
def crates_cover_contracts(game) -> bool | str:
    sheet = next((s for s in game.tokens if s.component == "crates"), None)
    if sheet is None:
        return "no crate token sheet"
    printed: dict[int, int] = {}
    for face in sheet.faces:
        kg = int(face.front.split()[0])
        printed[kg] = printed.get(kg, 0) + face.count
    needed: dict[int, int] = {}
    for card in game.deck("contracts").cards:
        needed[card.fields["weight"]] = needed.get(card.fields["weight"], 0) + card.count
    short = [f"{kg} kg" for kg, n in sorted(needed.items()) if printed.get(kg, 0) < n]
    return True if not short else "too few crates of " + ", ".join(short)


@invariant("the board's roads are the engine's roads", per_player_count=False)
def roads_match_board(game) -> bool | str:
    board = game.maps[0]
    drawn = {}
    for route in board.routes:
        a, b = (board.location(end).name for end in route.between)
        drawn[frozenset((a, b))] = route.cost
    known = {frozenset(pair): steps for pair, steps in ROADS.items()}
    if drawn != known:
        return "the board's roads differ from ROADS"
    towns = {loc.name for loc in board.locations}
    return True if towns == set(TOWNS) else "the board's towns differ from TOWNS"


@invariant("depots on the board are the engine's depots", per_player_count=False)
def depots_match_board(game) -> bool | str:
    board = game.maps[0]
    marked = {loc.name for loc in board.locations if "marked" in loc.flags}
    return True if marked == set(DEPOTS) else f"marked towns {sorted(marked)}"


@invariant("fuel prices in the costs are the engine's", per_player_count=False)
def fuel_costs_match(game) -> bool | str:
    prices = {cost.id: cost.items[0].amount for cost in game.costs}
    if prices.get("depot-fuel") != DEPOT_PRICE:
        return "depot fuel price differs"
    if prices.get("roadside-fuel") != ROADSIDE_PRICE:
        return "roadside fuel price differs"
    if prices.get("tear-up") != TEAR_UP_FINE:
        return "tear-up fine differs"
    return True


@invariant("a heavy truck with a full tank can drive its whole move", per_player_count=False)
def full_tank_lasts_a_turn() -> bool:
    return trip_fuel(DRIVE_STEPS, CAPACITY) <= TANK


@invariant("every contract fits on an empty truck with room to spare", per_player_count=False)
def crates_fit() -> bool:
    return all(can_load(0, kg) for kg in CRATE_WEIGHTS) and max(CRATE_WEIGHTS) * 2 <= CAPACITY


@invariant("the market can always be filled at the start")
def market_fills(players: int, game) -> bool:
    return game.deck("contracts").total >= market_size(players) + players * OPEN_CONTRACTS
