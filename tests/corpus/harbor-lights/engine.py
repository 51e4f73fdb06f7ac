"""Engine model of Harbor Lights: the rules the printed tables and examples use."""
from generator.engine import invariant, rule

PLAYERS = (2, 4)

GOODS = ("Timber", "Grain", "Spice", "Cloth", "Iron")
PORT_GOODS = {
    "Greywater": ["Grain", "Cloth"],
    "Oakhaven": ["Timber"],
    "Saltmarsh": ["Grain"],
    "Mirren": ["Timber", "Cloth"],
    "Cinder Bay": ["Iron"],
    "Lanternpoint": ["Iron"],
    "Pepperkey": ["Spice"],
    "Farrow Isle": ["Grain", "Spice"],
}
STARTING_PRICES = {"Timber": 2, "Grain": 2, "Spice": 5, "Cloth": 3, "Iron": 4}
MARKET_FACES = {1: "timber", 2: "grain", 3: "spice", 4: "cloth", 5: "iron", 6: "glut"}


# --- setup -----------------------------------------------------------------

@rule
def rounds(players: int) -> int:
    """Rounds in a game: fewer rounds with more ships on the water."""
    return 11 - players


@rule
def contracts_on_display(players: int) -> int:
    """Face-up contracts after every refill."""
    return players + 2


@rule
def goods_per_colour(players: int) -> int:
    """Goods cubes of each colour put in the supply."""
    return 3 * players + 4


@rule
def starting_coins(players: int) -> int:
    return 10


@rule
def contracts_dealt(players: int) -> int:
    return 2


@rule
def starting_price(good: str) -> int:
    """The price track space each good's marker starts on."""
    return STARTING_PRICES[good]


@rule
def goods_for_sale(port: str) -> list:
    return list(PORT_GOODS[port])


# --- ships -----------------------------------------------------------------

@rule
def starting_holds() -> int:
    return 3


@rule
def max_holds() -> int:
    return 6


@rule
def upgrade_cost(holds: int) -> int:
    """Coins a shipyard charges for the hold that brings a ship to `holds`."""
    if not starting_holds() < holds <= max_holds():
        raise ValueError(f"no upgrade gives {holds} holds")
    return 3 * (holds - 2)


@rule
def wind_hand_size() -> int:
    """Wind cards a captain holds after the Wind phase."""
    return 3


@rule
def contract_limit() -> int:
    """Most contracts a captain may hold at once (delivered ones do not count)."""
    return 3


# --- turns -----------------------------------------------------------------

@rule
def moves_left(move: int, legs: list) -> int:
    """Moves left after sailing routes of the given lengths with one wind card."""
    left = move - sum(legs)
    if left < 0:
        raise ValueError("the wind card does not reach that far")
    return left


@rule
def purchase_cost(price: int, cubes: int) -> int:
    """Every cube of one purchase is paid at the price before the marker moves."""
    return price * cubes


@rule
def delivery_pay(payment: int, bonus: int, early_by: int, round: int) -> int:
    return payment + (bonus if round <= early_by else 0)


@rule
def price_floor() -> int:
    return 1


@rule
def price_ceiling() -> int:
    return 8


@rule
def market_die(roll: int) -> str:
    return MARKET_FACES[roll]


# --- scoring ---------------------------------------------------------------

@rule
def cube_value() -> int:
    """Coins each cube left in a hold is worth at the end."""
    return 1


@rule
def unfinished_penalty(variant: str | None = None) -> int:
    """Coins lost at the end for each contract still in hand."""
    return 0 if variant == "calm-seas" else 3


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    needs = {
        "sea-chart": 1,
        "ship-boards": players,
        "ships": players,
        "contracts": 22,
        "goods-cubes": goods_per_colour(players) * len(GOODS),
        "price-markers": len(GOODS),
        "round-marker": 1,
        "coins": 45,
        "market-die": 1,
    }
    if variant == "calm-seas":
        needs["wind/light-airs"] = 3
        for card, n in {"fair-breeze": 5, "fresh-breeze": 4, "strong-wind": 2, "becalmed": 2,
                        "trade-wind": 2, "following-sea": 2, "coal-bunker": 2, "fog-bank": 2,
                        "harbour-pilot": 1}.items():
            needs[f"wind/{card}"] = n
    else:
        needs["wind"] = 27
    return needs


# --- invariants ------------------------------------------------------------

@invariant("the wind deck holds two full hands for every captain")
def wind_hands_fit(players: int, game) -> bool:
    return sum(c.count for c in game.deck("wind").cards) >= players * wind_hand_size() * 2


@invariant("the contract deck covers the opening deal, the display and a new contract every round")
def contracts_last(players: int, game) -> bool | str:
    deck = sum(c.count for c in game.deck("contracts").cards)
    opening = players * contracts_dealt(players) + contracts_on_display(players)
    return True if deck >= opening + rounds(players) else f"only {deck} contracts for {opening} dealt"


@invariant("no contract asks for more goods than a fully upgraded ship carries", per_player_count=False)
def contracts_fit_a_ship(game) -> bool | str:
    big = [c.name for c in game.deck("contracts").cards
           if sum(a.amount for a in c.fields["goods"]) > max_holds()]
    return True if not big else f"too big: {', '.join(big)}"


@invariant("no contract is delivered to a port that sells its goods", per_player_count=False)
def contracts_travel(game) -> bool | str:
    bad = [c.name for c in game.deck("contracts").cards
           if any(a.name in PORT_GOODS[c.fields["port"]] for a in c.fields["goods"])]
    return True if not bad else f"delivered where its goods are sold: {', '.join(bad)}"


@invariant("early bonuses fall due before the shortest game ends", per_player_count=False)
def bonuses_reachable(game) -> bool | str:
    late = [c.name for c in game.deck("contracts").cards if c.fields["early_by"] > rounds(4)]
    return True if not late else f"bonus round past the last round: {', '.join(late)}"


@invariant("the shipyard prices printed in game.yaml are the engine's", per_player_count=False)
def shipyard_prices(game) -> bool | str:
    names = {"fourth-hold": 4, "fifth-hold": 5, "sixth-hold": 6}
    for cost in game.costs:
        if cost.id in names and cost.items[0].amount != upgrade_cost(names[cost.id]):
            return f"{cost.name} costs {cost.items[0].amount}, engine says {upgrade_cost(names[cost.id])}"
    return True


@invariant("the starting prices sit on the price track", per_player_count=False)
def prices_on_track() -> bool:
    return all(price_floor() <= p <= price_ceiling() for p in STARTING_PRICES.values())
