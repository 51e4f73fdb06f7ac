"""Inland Sea: the rules the tables, the market board and the worked example print."""

from generator.engine import invariant, rule

PLAYERS = (2, 4)

GOODS = ("Salt", "Wool", "Timber", "Wine", "Spice")

# Which ports make which good (the coasts are coloured by it on the board).
MAKERS = {
    "Salt": ("Brinemouth", "Fennick"),
    "Wool": ("Dunmere", "Harrowgate"),
    "Timber": ("Corran", "Greywater"),
    "Wine": ("Amberfort", "Elderholm"),
    "Spice": ("Oyster Isle", "Lantern Isle"),
}
REGION_OF_GOOD = {
    "Salt": "salt-flats",
    "Wool": "wool-downs",
    "Timber": "timberland",
    "Wine": "wine-country",
    "Spice": "spice-isles",
}
ISLANDS = ("Oyster Isle", "Lantern Isle")

# Market: lowest, starting and highest price of each good, in Coin.
PRICES = {
    "Salt": (2, 3, 5),
    "Wool": (2, 4, 6),
    "Timber": (3, 4, 7),
    "Wine": (3, 5, 8),
    "Spice": (5, 7, 10),
}
DELIVERY_DROP = 1   # spaces a price falls for each good delivered
SHORTAGE_RISE = 2   # spaces a price climbs when a Shortage is turned up
RECOVERY = 1        # spaces a price below its start climbs at the end of a round

# Wind die: a plain six-sided die read on this table.
WIND = {1: "storm", 2: "calm", 3: "fair-wind", 4: "fair-wind", 5: "fair-wind", 6: "strong-wind"}
WIND_NAMES = {"Storm": "storm", "Calm": "calm", "Fair wind": "fair-wind", "Strong wind": "strong-wind"}
WIND_STEPS = {"storm": 1, "calm": 2, "fair-wind": 3, "strong-wind": 4}
FAIR_WEATHER_STEPS = 3

SHIP_HOLD = 3
WAGON_HOLD = 2
WAGON_STEPS = 3

COINS_TO_WIN = {2: 50, 3: 45, 4: 40}
SHORT_VOYAGE_CUT = 10

# Box counts the setup needs (game.yaml holds them; invariants below compare).
GOODS_CARDS = 40
GOODS_TOKENS_EACH = 8
COIN_TOKENS = {1: 30, 5: 20, 10: 10}
MARKERS_PER_PLAYER = 4


# --- setup by player count -------------------------------------------------

@rule
def order_row(players: int) -> int:
    """Orders lying face up in the row: two more than the players."""
    return players + 2


@rule
def coins_to_win(players: int = 2, variant: str | None = None) -> int:
    """Coin that ends the game (the round is played out)."""
    coins = COINS_TO_WIN[players]
    if variant == "short-voyage":
        coins -= SHORT_VOYAGE_CUT
    return coins


@rule
def starting_coins(players: int | None = None) -> int:
    return 5


@rule
def starting_orders(players: int | None = None) -> int:
    return 2


@rule
def hand_limit(players: int | None = None) -> int:
    """Orders a player may hold at once."""
    return 3


@rule
def improvements_per_turn() -> int:
    return 1


# --- the market ----------------------------------------------------------------

@rule
def lowest_price(good: str) -> int:
    return PRICES[good][0]


@rule
def start_price(good: str) -> int:
    return PRICES[good][1]


@rule
def highest_price(good: str) -> int:
    return PRICES[good][2]


@rule
def made_at(good: str) -> list[str]:
    return list(MAKERS[good])


@rule
def port_good(port: str) -> str:
    for good, ports in MAKERS.items():
        if port in ports:
            return good
    raise ValueError(f"no port called {port!r}")


@rule
def delivery_drop() -> int:
    return DELIVERY_DROP


@rule
def shortage_rise() -> int:
    return SHORTAGE_RISE


@rule
def delivery_pay(price: int, bonus: int = 0) -> int:
    """Coin earned for one delivery: the good's current price plus the order's bonus."""
    return price + bonus


@rule
def price_after_delivery(good: str, price: int) -> int:
    return max(lowest_price(good), price - DELIVERY_DROP)


@rule
def price_after_shortage(good: str, price: int) -> int:
    return min(highest_price(good), price + SHORTAGE_RISE)


@rule
def recovered_price(good: str, price: int) -> int:
    """At the end of a round a price below its start climbs one space; others stay."""
    return price + RECOVERY if price < start_price(good) else price


# --- ships, wagons and the wind -----------------------------------------------

@rule
def wind_result(roll: int) -> str:
    return WIND[roll]


@rule
def ship_steps(wind: str, second_mast: bool = False) -> int:
    """Steps a ship may sail this turn under the round's wind."""
    steps = WIND_STEPS[WIND_NAMES.get(wind, wind)]
    return steps + (1 if second_mast else 0)


@rule
def wagon_steps(fresh_team: bool = False) -> int:
    return WAGON_STEPS + (1 if fresh_team else 0)


@rule
def travels_along(carrier: str) -> str:
    return {"Ship": "sea lanes", "Wagon": "roads"}[carrier]


@rule
def base_steps(carrier: str) -> int | str:
    return {"Ship": "by the Wind", "Wagon": WAGON_STEPS}[carrier]


@rule
def hold_size(carrier: str = "Ship", improved: bool = False) -> int:
    """Goods a carrier holds; Deep Hold or Wide Axles adds one."""
    base = {"Ship": SHIP_HOLD, "Wagon": WAGON_HOLD}[carrier]
    return base + (1 if improved else 0)


# --- what comes out of the box ----------------------------------------------------

def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "game-board": 1,
        "market-board": 1,
        "goods": GOODS_CARDS,
        "player-mats": players,
        "ships": players,
        "wagons": players,
        "built-markers": MARKERS_PER_PLAYER * players,
        "goods-tokens": GOODS_TOKENS_EACH * len(GOODS),
        "coins": sum(COIN_TOKENS.values()),
        "price-markers": len(GOODS),
        "wind-die": 0 if variant == "fair-weather" else 1,
    }


def play(players: int, variant: str | None = None) -> dict[str, dict]:
    return {
        "goods": {"hand": starting_orders(), "table": order_row(players), "per_round": players},
        "wind": {"dice": 1},
    }


# --- invariants: the data agrees with the rules --------------------------------------

@invariant("no order asks for a good at a port that makes it", per_player_count=False)
def orders_go_elsewhere(game) -> bool | str:
    for card in game.deck("goods").cards:
        if card.fields["kind"] != "Order":
            continue
        if not card.fields["port"] or card.fields["bonus"] is None:
            return f"{card.name} lacks a port or a bonus"
        if card.fields["port"] in MAKERS[card.fields["good"]]:
            return f"{card.name} is wanted where it is made"
    return True


@invariant("every Shortage raises its price by the rule's amount, one per good", per_player_count=False)
def shortages_fit(game) -> bool | str:
    seen = []
    for card in game.deck("goods").cards:
        if card.fields["kind"] != "Shortage":
            continue
        if card.fields["rise"] != SHORTAGE_RISE:
            return f"{card.name} rises {card.fields['rise']}"
        seen.append(card.fields["good"])
    return True if sorted(seen) == sorted(GOODS) else f"shortages for {seen}"


@invariant("the goods deck holds the cards setup() shuffles", per_player_count=False)
def goods_deck_whole(game) -> bool | str:
    total = game.deck("goods").total
    return True if total == GOODS_CARDS else f"{total} cards, setup() says {GOODS_CARDS}"


@invariant("the box holds the tokens and coins setup() puts out", per_player_count=False)
def supplies_whole(game) -> bool | str:
    counts = {c.id: c.count for c in game.inventory}
    if counts.get("goods-tokens") != GOODS_TOKENS_EACH * len(GOODS):
        return "goods tokens differ"
    if counts.get("coins") != sum(COIN_TOKENS.values()):
        return "coin tokens differ"
    return True


@invariant("the bank can pay every house up to the target")
def bank_covers_target(players: int) -> bool:
    bank = sum(value * n for value, n in COIN_TOKENS.items())
    return bank >= coins_to_win(players) * players


@invariant("each port's coast on the board is coloured for the good it makes", per_player_count=False)
def coasts_match_goods(game) -> bool | str:
    board = next(m for m in game.maps if m.id == "inland-sea")
    for good, ports in MAKERS.items():
        for port in ports:
            place = board.location(port)
            if place is None:
                return f"{port} is not on the board"
            if place.region != REGION_OF_GOOD[good]:
                return f"{port} lies in {place.region}, but makes {good}"
    return True


@invariant("each market track runs from the lowest to the highest price", per_player_count=False)
def market_tracks_match(game) -> bool | str:
    market = next(m for m in game.maps if m.id == "market")
    for good in GOODS:
        track = next((t for t in market.tracks if t.id == f"{good.lower()}-price"), None)
        if track is None:
            return f"no track for {good}"
        if (track.start, track.end) != (lowest_price(good), highest_price(good)):
            return f"the {good} track runs {track.start}-{track.end}"
    return True


@invariant("every ship can reach an island in a Calm", per_player_count=False)
def islands_reachable(game) -> bool | str:
    board = next(m for m in game.maps if m.id == "inland-sea")
    lanes = [r for r in board.routes if r.kind == "sea"]
    for island in ISLANDS:
        place = board.location(island)
        costs = [r.cost for r in lanes if place.id in r.between or place.name in r.between]
        if not costs or min(costs) > WIND_STEPS["calm"]:
            return f"{island} is out of reach in a Calm"
    return True
