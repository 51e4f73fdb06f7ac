"""Credit Hauler: the rules the tables, examples and setup print."""

from generator.engine import invariant, rule

PLAYERS = (2, 4)

GOODS = ("Grain", "Ore", "Alloys", "Spice")

# Credits per tonne: what a world that produces the good asks, and what a world that wants it pays.
SOURCE_PRICE = {"Grain": 20, "Ore": 30, "Alloys": 50, "Spice": 70}
DEMAND_PRICE = {"Grain": 45, "Ore": 60, "Alloys": 90, "Spice": 120}

# What each world sells and what it wants.
WORLDS = {
    "Meridian": ("Alloys", "Grain"),
    "Verdance": ("Grain", "Alloys"),
    "Ceres Deep": ("Ore", "Grain"),
    "Forge": ("Alloys", "Ore"),
    "Amber Gate": ("Spice", "Alloys"),
    "Tallow": ("Grain", "Spice"),
    "Hollow Star": ("Ore", "Spice"),
    "Last Lantern": ("Spice", "Ore"),
}


@rule
def starting_credits(players: int | None = None) -> int:
    """Every captain starts with Cr 1,200 whatever the player count."""
    return 1200


@rule
def hold_tonnes(pod: bool = False) -> int:
    """A ship's cargo hold: 40 tonnes, 50 with a cargo pod fitted."""
    return 50 if pod else 40


@rule
def crate_tonnes() -> int:
    """One cargo crate is a lot of 10 tonnes."""
    return 10


@rule
def hold_crates(pod: bool = False) -> int:
    """How many crates the hold carries."""
    return hold_tonnes(pod) // crate_tonnes()


@rule
def jump_range(drive: int = 2) -> int:
    """Parsecs a ship may jump in one turn: its drive rating."""
    return drive


@rule
def fuel_cost(parsecs: int) -> int:
    """Fuel for one jump: Cr 100 per parsec."""
    return 100 * parsecs


@rule
def source_price(good: str) -> int:
    return SOURCE_PRICE[good]


@rule
def demand_price(good: str, change: int = 0) -> int:
    return DEMAND_PRICE[good] + change


@rule
def crate_cost(good: str) -> int:
    """What one 10-tonne crate costs at a world that sells the good."""
    return source_price(good) * crate_tonnes()


@rule
def cargo_cost(good: str, tonnes: int) -> int:
    return source_price(good) * tonnes


@rule
def sale_value(good: str, tonnes: int, change: int = 0) -> int:
    return demand_price(good, change) * tonnes


@rule
def world_sells(world: str) -> str:
    return WORLDS[world][0]


@rule
def world_wants(world: str) -> str:
    return WORLDS[world][1]


@rule
def contracts_face_up(players: int) -> int:
    """Contract cards on offer: one more than the captains."""
    return players + 1


@rule
def rounds(players: int | None = None) -> int:
    """The game lasts eight rounds."""
    return 8


@rule
def leftover_value(good: str, tonnes: int) -> int:
    """Cargo still aboard at the end is worth its source price."""
    return source_price(good) * tonnes


@rule
def pirates(roll: int) -> str:
    if roll == 1:
        return "boarded"
    if roll <= 3:
        return "bribe"
    return "clear"


@rule
def bribe() -> int:
    return 100


@rule
def drive_upgrade_range() -> int:
    return 3


# The shipyard's fittings, as game.yaml's costs price them (held to them by an invariant below),
# so that the rulebook can print the prices as the game writes money: Cr 1,500.
FITTINGS = {
    "Jump-3 drive": (1500, "Jumps of up to 3 parsecs."),
    "Cargo pod": (800, "A fifth bay: 50 tonnes in all."),
}


@rule
def fitting_price(fitting: str) -> int:
    return FITTINGS[fitting][0]


@rule
def fitting_effect(fitting: str) -> str:
    return FITTINGS[fitting][1]


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "star-map": 1,
        "news": 16,
        "contracts": 12,
        "cargo-crates": 40,
        "ships": players,
        "ship-boards": players,
        "round-marker": 1,
        "pirate-die": 1,
        "ledger": 1,
    }


@invariant("a full hold of the cheapest good is affordable at the start", per_player_count=False)
def start_affords_a_hold() -> bool:
    return cargo_cost("Grain", hold_tonnes()) <= starting_credits()


@invariant("every good is sold at two worlds and wanted at two", per_player_count=False)
def markets_balance() -> bool | str:
    for good in GOODS:
        sells = sum(1 for s, _ in WORLDS.values() if s == good)
        wants = sum(1 for _, w in WORLDS.values() if w == good)
        if sells != 2 or wants != 2:
            return f"{good}: sold at {sells}, wanted at {wants}"
    return True


@invariant("every contract pays more than the market would", per_player_count=False)
def contracts_pay(game) -> bool | str:
    for card in game.deck("contracts").cards:
        f = card.fields
        if f["reward"] <= sale_value(f["good"], f["tonnes"]):
            return f"{card.name} pays no more than the market"
        if f["tonnes"] % crate_tonnes() or f["tonnes"] > hold_tonnes(True):
            return f"{card.name} asks for an odd amount of cargo"
    return True


@invariant("the Contract deck fills the row twice over", per_player_count=True)
def contracts_suffice(players: int, game) -> bool:
    return game.deck("contracts").total >= 2 * contracts_face_up(players)


@invariant("the shipyard table prices each fitting as its cost does", per_player_count=False)
def fittings_priced(game) -> bool | str:
    for cost in game.costs:
        if cost.group != "shipyard":
            continue
        price = sum(item.amount for item in cost.items)
        if FITTINGS.get(cost.name, (None,))[0] != price:
            return f"{cost.name} costs {price}, the shipyard table says {FITTINGS.get(cost.name)}"
    return True
