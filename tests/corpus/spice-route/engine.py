"""Engine model of Spice Route.

The rules the printed tables, the caravan die and the worked examples are
bound to. Prices live on a track from PRICE_MIN to PRICE_MAX; the caravan
walks the ROUTE one city at a time and raises the price of the spice the
city it stops in wants.
"""
from generator.engine import invariant, rule

PLAYERS = (3, 5)  # the same range as `players` in game.yaml

SPICES = ("Pepper", "Cinnamon", "Clove", "Nutmeg", "Cardamom", "Saffron")

PRICE_MIN = 1
PRICE_MAX = 8
DEMAND_RISE = 2

ROUTE = (
    "Amberwell",
    "Dunehold",
    "Saltmere",
    "Kestrel Gate",
    "Ouzra",
    "Tamarind Ford",
    "Velvet Oasis",
    "Marrak Steps",
    "Hollow Wells",
    "Port Serene",
)

DEMAND = {
    "Dunehold": "Pepper",
    "Saltmere": "Clove",
    "Kestrel Gate": "Cinnamon",
    "Ouzra": "Saffron",
    "Tamarind Ford": "Nutmeg",
    "Velvet Oasis": "Cardamom",
    "Marrak Steps": "Pepper",
    "Hollow Wells": "Saffron",
    "Port Serene": "Cinnamon",
}

START_PRICE = {
    "Pepper": 2,
    "Cinnamon": 3,
    "Clove": 3,
    "Nutmeg": 4,
    "Cardamom": 4,
    "Saffron": 5,
}


# --- setup by player count -------------------------------------------------

@rule
def goods_dealt(players: int) -> int:
    """Goods cards each trader starts with."""
    return 9 - players


@rule
def goods_drawn(players: int) -> int:
    """Goods cards each trader draws in the Draw phase."""
    return 3 if players == 3 else 2


@rule
def contracts_face_up(players: int) -> int:
    """Size of the contract row: one more than the players."""
    return players + 1


@rule
def trade_seconds(players: int) -> int:
    """Length of the timed Trade phase, in seconds."""
    return 15 * players + 15


@rule
def starting_gold(players: int | None = None) -> int:
    """Gold each trader starts with, at every count."""
    return 4


@rule
def hand_limit(players: int | None = None) -> int:
    """Goods cards a trader may keep at the end of the Deliver phase."""
    return 8


@rule
def phases_per_round() -> int:
    return 4


# --- the market ------------------------------------------------------------

@rule
def start_price(spice: str) -> int:
    """Where each spice's price marker starts."""
    return START_PRICE[spice]


@rule
def lowest_price() -> int:
    return PRICE_MIN


@rule
def highest_price() -> int:
    return PRICE_MAX


@rule
def demand_rise() -> int:
    """Spaces a price climbs when the caravan stops in a city that wants it."""
    return DEMAND_RISE


@rule
def sale_value(price: int, units: int) -> int:
    """Gold the bank pays for a sale: every unit at the price before the sale."""
    return price * units


@rule
def price_after_sale(price: int, units: int) -> int:
    """The marker drops one space per unit sold, never below the lowest price."""
    return max(PRICE_MIN, price - units)


@rule
def price_after_demand(price: int) -> int:
    """The marker climbs when the caravan's city wants the spice, up to the top."""
    return min(PRICE_MAX, price + DEMAND_RISE)


@rule
def price_after_storm(price: int) -> int:
    """A sandstorm drops every price one space."""
    return max(PRICE_MIN, price - 1)


# --- the caravan -----------------------------------------------------------

@rule
def caravan_roll(roll: int) -> str:
    """The caravan die's result id for a face."""
    if roll == 1:
        return "sandstorm"
    if roll <= 3:
        return "one-city"
    if roll <= 5:
        return "two-cities"
    return "three-cities"


@rule
def caravan_steps(roll: int) -> int:
    """Cities the caravan moves for a face of the die."""
    return {"sandstorm": 0, "one-city": 1, "two-cities": 2, "three-cities": 3}[caravan_roll(roll)]


@rule
def caravan_destination(start: str, steps: int) -> str:
    """Where the caravan stops: it never passes Port Serene."""
    at = ROUTE.index(start)
    return ROUTE[min(len(ROUTE) - 1, at + steps)]


@rule
def demanded_spice(city: str) -> str:
    """The spice a city along the route wants."""
    return DEMAND[city]


@rule
def route_cities() -> int:
    return len(ROUTE)


@rule
def bribe_cost() -> int:
    """Gold to bribe the caravan master for one more city."""
    return 3


# --- end of game -----------------------------------------------------------

@rule
def winner(gold: dict) -> str:
    """Most gold wins; a tie goes to the trader with more contracts delivered.

    `gold` maps each name to [gold, contracts delivered].
    """
    return max(gold.items(), key=lambda kv: (kv[1][0], kv[1][1]))[0]


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    """What a game at this player count takes out of the box."""
    return {
        "goods": 70,
        "contracts": 19,
        "route-board": 1,
        "gold-coins": 60,
        "price-markers": 6,
        "caravan-pawn": 1,
        "caravan-die": 1,
        "master-token": 1,
        "timer": 0 if variant == "quiet-bazaar" else 1,
    }


def play(players: int, variant: str | None = None) -> dict:
    return {"goods": {"hand": goods_dealt(players), "draw": goods_drawn(players)}, "caravan": {"dice": 1}}


# --- invariants ------------------------------------------------------------

@invariant("the goods deck deals every opening hand and three rounds of draws before a reshuffle")
def goods_last(players: int, game) -> bool | str:
    total = game.deck("goods").total
    need = players * (goods_dealt(players) + 3 * goods_drawn(players))
    return True if total >= need else f"{total} goods cards, {need} needed"


@invariant("the contract deck fills the row twice over", per_player_count=False)
def contracts_suffice(game) -> bool | str:
    total = game.deck("contracts").total
    need = 2 * contracts_face_up(PLAYERS[1])
    return True if total >= need else f"{total} contracts, {need} needed"


@invariant("every contract pays at least 2 Gold a unit and at most the top price a unit", per_player_count=False)
def contracts_fairly_paid(game) -> bool | str:
    for card in game.deck("contracts").cards:
        units = sum(a.amount for a in card.fields["needs"])
        reward = card.fields["reward"]
        if not 2 * units <= reward <= PRICE_MAX * units:
            return f"{card.name} pays {reward} for {units} units"
    return True


@invariant("the engine's spices, cities and prices are game.yaml's", per_player_count=False)
def names_agree(game) -> bool | str:
    if tuple(game.names["spices"]) != SPICES:
        return "spices differ from game.yaml"
    if tuple(game.names["cities"]) != ROUTE:
        return "cities differ from game.yaml"
    if set(DEMAND.values()) - set(SPICES):
        return "a city wants a spice the game does not have"
    return True


@invariant("the bank holds a starting purse for every trader with gold to spare")
def bank_suffices(players: int, game) -> bool:
    coins = next(c for c in game.inventory if c.id == "gold-coins")
    return coins.count >= players * starting_gold(players)
