"""Star Cargo: the rules the printed tables, examples and boards are bound to.

Prices, lanes and the small fixed numbers of a ship live here. game.yaml
prints them; the invariants at the bottom hold the card data and the star
map to the same facts.
"""
from generator.engine import invariant, rule

PLAYERS = (2, 4)

GOODS = ("Ore", "Grain", "Medicine", "Crystals")
PLANETS = (
    "Ceres Dock", "Port Meridian", "Vulcan Forge", "Glimmer Moon",
    "Demeter", "Asclepius Station", "Nyx Outpost", "Far Thule",
)
SHIPYARDS = ("Ceres Dock", "Port Meridian")

# What a planet charges you, per crate (and per Fuel). A planet missing a good does not sell it.
BUY = {
    "Ceres Dock": {"Fuel": 1},
    "Port Meridian": {"Ore": 3, "Grain": 3, "Fuel": 1},
    "Vulcan Forge": {"Ore": 2, "Fuel": 1},
    "Glimmer Moon": {"Crystals": 3, "Fuel": 2},
    "Demeter": {"Grain": 1, "Fuel": 2},
    "Asclepius Station": {"Medicine": 3, "Fuel": 1},
    "Nyx Outpost": {"Crystals": 2, "Fuel": 2},
    "Far Thule": {"Medicine": 2, "Fuel": 3},
}

# What a planet pays you, per crate. A planet missing a good will not buy it.
SELL = {
    "Ceres Dock": {"Ore": 4, "Grain": 4, "Medicine": 5, "Crystals": 5},
    "Port Meridian": {"Crystals": 8},
    "Vulcan Forge": {"Grain": 5, "Medicine": 6},
    "Glimmer Moon": {"Medicine": 7},
    "Demeter": {"Ore": 5, "Crystals": 7},
    "Asclepius Station": {"Ore": 6, "Grain": 6},
    "Nyx Outpost": {"Grain": 7, "Medicine": 8},
    "Far Thule": {"Ore": 8, "Grain": 8, "Crystals": 9},
}

# Fuel burned flying each lane, either way.
LANES = {
    ("Ceres Dock", "Port Meridian"): 1,
    ("Ceres Dock", "Vulcan Forge"): 2,
    ("Ceres Dock", "Glimmer Moon"): 2,
    ("Ceres Dock", "Demeter"): 2,
    ("Ceres Dock", "Asclepius Station"): 2,
    ("Port Meridian", "Vulcan Forge"): 1,
    ("Port Meridian", "Glimmer Moon"): 1,
    ("Vulcan Forge", "Nyx Outpost"): 2,
    ("Nyx Outpost", "Demeter"): 2,
    ("Demeter", "Asclepius Station"): 3,
    ("Glimmer Moon", "Far Thule"): 2,
    ("Asclepius Station", "Far Thule"): 2,
}


def _lane(a: str, b: str) -> int:
    if (a, b) in LANES:
        return LANES[(a, b)]
    if (b, a) in LANES:
        return LANES[(b, a)]
    raise ValueError(f"no lane joins {a} and {b}")


# --- setup ---------------------------------------------------------------

@rule
def open_contracts(players: int) -> int:
    """Contracts laid face up at the start and kept topped up."""
    return players + 2


@rule
def fame_to_end(players: int) -> int:
    """Fame on the track that ends the game at the end of that round."""
    return {2: 22, 3: 20, 4: 18}[players]


@rule
def starting_credits(seat: int) -> int:
    """Later seats get a credit more for each seat after the first."""
    return 9 + seat


@rule
def starting_fuel(players: int | None = None) -> int:
    return 4


@rule
def secret_contracts(players: int | None = None) -> int:
    """Contracts dealt face down to each player at setup."""
    return 1


@rule
def crates_per_good() -> int:
    return 12


# --- the ship --------------------------------------------------------------

@rule
def hold_size(players: int | None = None) -> int:
    return 3


@rule
def tank_size(players: int | None = None) -> int:
    return 6


@rule
def lanes_per_turn(players: int | None = None) -> int:
    return 3


@rule
def upgrade_limit(players: int | None = None) -> int:
    return 3


@rule
def contract_limit(players: int | None = None) -> int:
    return 3


# --- markets and lanes --------------------------------------------------------

@rule
def buy_price(good: str, planet: str) -> int | None:
    """What you pay per crate (or per Fuel); None where the planet does not sell it."""
    return BUY[planet].get(good)


@rule
def sell_price(good: str, planet: str) -> int | None:
    """What the planet pays per crate; None where it will not buy it."""
    return SELL[planet].get(good)


@rule
def lane_fuel(lane: str) -> int:
    a, b = (part.strip() for part in lane.split("–"))
    return _lane(a, b)


@rule
def fuel_cost(planet: str, fuel: int) -> int:
    return BUY[planet]["Fuel"] * fuel


@rule
def flight_fuel(path: list) -> int:
    """Fuel burned along a path of planets, lane by lane."""
    return sum(_lane(a, b) for a, b in zip(path, path[1:]))


@rule
def fuel_left(start: int, bought: int, path: list) -> int:
    return start + bought - flight_fuel(path)


@rule
def sale_value(planet: str, good: str, crates: int) -> int:
    price = SELL[planet].get(good)
    if price is None:
        raise ValueError(f"{planet} does not buy {good}")
    return price * crates


@rule
def purchase_cost(planet: str, good: str, crates: int) -> int:
    price = BUY[planet].get(good)
    if price is None:
        raise ValueError(f"{planet} does not sell {good}")
    return price * crates


@rule
def ledger(entries: list) -> int:
    """A running total of credits: the starting amount, then every payment in and out."""
    return sum(entries)


# --- scoring -------------------------------------------------------------------

@rule
def credit_fame(credits: int | str) -> int:
    return int(credits) // 5


@rule
def unfinished_penalty() -> int:
    """Fame lost for each contract still in your hand at the end."""
    return 1


@rule
def final_fame(track: int, credits: int, unfinished: int) -> int:
    return track + credit_fame(credits) - unfinished * unfinished_penalty()


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "star-map": 1,
        "contracts": 18,
        "upgrades": 14,
        "ship-boards": players,
        "ships": players,
        "fuel-markers": players,
        "fame-markers": players,
        "crates": 4 * crates_per_good(),
        "credit-chips": 50,
    }


def play(players: int, variant: str | None = None) -> dict:
    return {"contracts": {"hand": 0 if variant == "open-books" else 1, "draw": 1}}


# --- invariants ------------------------------------------------------------------

@invariant("the star map's lanes are the engine's lanes, at the same Fuel", per_player_count=False)
def map_matches_lanes(game) -> bool | str:
    board = game.maps[0]
    seen = set()
    for route in board.routes:
        a, b = (board.location(x).name for x in route.between)
        try:
            cost = _lane(a, b)
        except ValueError:
            return f"the map has a lane {a} - {b} the engine does not"
        if cost != route.cost:
            return f"{a} - {b} costs {route.cost} on the map but {cost} in the engine"
        seen.add(frozenset((a, b)))
    missing = [f"{a} - {b}" for a, b in LANES if frozenset((a, b)) not in seen]
    return True if not missing else "not on the map: " + ", ".join(missing)


@invariant("no planet buys and sells the same good", per_player_count=False)
def no_round_trips() -> bool | str:
    for planet in PLANETS:
        both = set(BUY[planet]) & set(SELL[planet])
        if both:
            return f"{planet} both buys and sells {', '.join(sorted(both))}"
    return True


@invariant("every good can be bought somewhere and sold somewhere dearer", per_player_count=False)
def every_good_pays(game) -> bool | str:
    for good in game.names["goods"]:
        buys = [BUY[p][good] for p in PLANETS if good in BUY[p]]
        sells = [SELL[p][good] for p in PLANETS if good in SELL[p]]
        if not buys or not sells or min(buys) >= max(sells):
            return f"{good} earns nothing"
    return True


@invariant("every contract fits an empty hold and is not sold at its own destination", per_player_count=False)
def contracts_make_sense(game) -> bool | str:
    for card in game.deck("contracts").cards:
        dest, good = card.fields["destination"], card.fields["good"]
        if card.fields["crates"] > hold_size():
            return f"{card.name} needs more crates than a hold carries"
        if good in BUY[dest]:
            return f"{card.name}: {dest} sells {good} itself"
    return True


@invariant("the contract deck fills the open row and deals a secret contract to everyone")
def contracts_suffice(players: int, game) -> bool | str:
    need = open_contracts(players) + secret_contracts() * players
    have = game.deck("contracts").total
    return True if have >= need + 4 else f"{have} contracts, {need} dealt at setup"


@invariant("the box holds the crates and chips setup takes out", per_player_count=False)
def supply_matches_box(game) -> bool | str:
    box = {c.id: c.count for c in game.inventory}
    if box["crates"] != 4 * crates_per_good():
        return f"the box has {box['crates']} crates, the rules {4 * crates_per_good()}"
    if game.deck("contracts").total != setup(2)["contracts"] or game.deck("upgrades").total != setup(2)["upgrades"]:
        return "setup takes out a different number of cards than the decks hold"
    return True
