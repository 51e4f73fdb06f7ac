"""Canal Barges: the rules the tables print, the setup, and the checks that keep the data honest."""

import heapq

from generator.engine import invariant, rule

PLAYERS = (2, 4)

GOODS = ("Grain", "Coal", "Timber", "Wine")
MADE_AT = {
    "Grain": ("Bellerive", "Vaucourt"),
    "Coal": ("Noirmont", "Forges-sur-Lys"),
    "Timber": ("Boisvert", "Les Sapins"),
    "Wine": ("Clos-Doré", "Vignac"),
}
LOADING = {"Grain": 1, "Coal": 2, "Timber": 1, "Wine": 3}
BARGES = {"Plain": {"moves": 3, "hold": 3}, "Upgraded": {"moves": 4, "hold": 5}}
CONTRACTS_TO_END = {2: 6, 3: 5, 4: 4}

CONTRACT_CARDS = 28
NEWS_CARDS = 12
GOODS_TOKENS = 64
SILVER_COINS = 42


# --- setup by player count -------------------------------------------------

@rule
def open_contracts(players: int) -> int:
    """Contracts lying face up in the row: one more than the players."""
    return players + 1


@rule
def starting_stock(players: int) -> int:
    """Goods each warehouse starts with."""
    return 2 if players == 2 else 3


@rule
def restock(players: int) -> int:
    """Goods each warehouse gains at the end of a round."""
    return 2 if players == 4 else 1


@rule
def contracts_to_end(players: int, variant: str | None = None) -> int:
    """Delivered contracts that trigger the last round."""
    n = CONTRACTS_TO_END[players]
    return n - 1 if variant == "short-haul" else n


# --- constants ---------------------------------------------------------------

@rule
def starting_silver(players: int | None = None) -> int:
    return 8


@rule
def contracts_dealt(players: int | None = None) -> int:
    return 2


@rule
def hand_limit(players: int | None = None) -> int:
    """Contracts a captain may hold at once."""
    return 3


@rule
def warehouse_limit(players: int | None = None) -> int:
    return 5


@rule
def lock_toll(players: int | None = None) -> int:
    """Silver paid on entering a lock."""
    return 1


# --- the barge ---------------------------------------------------------------

@rule
def barge_moves(barge: str = "Plain") -> int:
    return BARGES[barge]["moves"]


@rule
def hold_size(barge: str = "Plain") -> int:
    return BARGES[barge]["hold"]


@rule
def trip_moves(canals: list) -> int:
    """Moves a trip takes: the sum of the canals' costs."""
    return sum(int(c) for c in canals)


# --- goods and money ----------------------------------------------------------

@rule
def towns_producing(good: str) -> list:
    return list(MADE_AT[good])


@rule
def load_price(good: str) -> int:
    return LOADING[good]


@rule
def spot_price(good: str) -> int:
    """What Port-Marchand pays for one good without a contract."""
    return LOADING[good] + 1


@rule
def load_cost(good: str, amount: int) -> int:
    return amount * load_price(good)


@rule
def contract_payment(good: str, amount: int) -> int:
    """A contract pays the spot price of its goods and 1 Silver more."""
    return amount * spot_price(good) + 1


@rule
def contract_points(amount: int, distance: int) -> int:
    """A contract scores a point per good and a point for every two moves from the nearest maker."""
    return amount + distance // 2


@rule
def silver_points(silver: int) -> int:
    """One point for every four Silver left at the end."""
    return int(silver) // 4


# --- setup --------------------------------------------------------------------

def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "game-board": 1,
        "contracts": CONTRACT_CARDS,
        "canal-news": 0 if variant == "calm-waters" else NEWS_CARDS,
        "barges": players,
        "score-markers": players,
        "goods": GOODS_TOKENS,
        "silver": SILVER_COINS,
        "upgrades": 2 * players,
    }


def play(players: int, variant: str | None = None) -> dict:
    return {
        "contracts": {"hand": contracts_dealt(), "draw": 1},
        "canal-news": {"draw": 1},
    }


# --- invariants -----------------------------------------------------------------

def _distances(game, source: str) -> dict[str, int]:
    """Fewest moves from one place to every other along the canals of the board."""
    board = game.maps[0]
    names = {}
    for loc in board.locations:
        names[loc.id] = loc.name
        names[loc.name] = loc.name
    links: dict[str, list[tuple[str, int]]] = {}
    for route in board.routes:
        a, b = (names[x] for x in route.between)
        links.setdefault(a, []).append((b, route.cost))
        links.setdefault(b, []).append((a, route.cost))
    best = {source: 0}
    queue = [(0, source)]
    while queue:
        d, here = heapq.heappop(queue)
        if d > best[here]:
            continue
        for there, cost in links.get(here, []):
            if d + cost < best.get(there, 10**6):
                best[there] = d + cost
                heapq.heappush(queue, (d + cost, there))
    return best


@invariant("every contract asks for goods its town does not make, and pays and scores by the formula",
           per_player_count=False)
def contracts_follow_the_formula(game) -> bool | str:
    for card in game.deck("contracts").cards:
        good = card.fields["good"]
        town = card.fields["destination"]
        amount = card.fields["amount"]
        if town in MADE_AT[good]:
            return f"{card.name} delivers {good} to a town that makes it"
        if amount > hold_size("Upgraded"):
            return f"{card.name} asks for more than any hold carries"
        if card.fields["payment"] != contract_payment(good, amount):
            return f"{card.name} pays {card.fields['payment']}, the formula says {contract_payment(good, amount)}"
        distance = min(_distances(game, maker)[town] for maker in MADE_AT[good])
        if card.fields["points"] != contract_points(amount, distance):
            return f"{card.name} scores {card.fields['points']}, the formula says {contract_points(amount, distance)}"
    return True


@invariant("the goods names and the towns that make them match game.yaml", per_player_count=False)
def goods_match_the_data(game) -> bool | str:
    if tuple(game.names["goods"]) != GOODS:
        return "the goods differ from game.yaml"
    towns = set(game.names["towns"])
    for good, makers in MADE_AT.items():
        for town in makers:
            if town not in towns:
                return f"{town} is no town of the board"
    return True


@invariant("whole supplies come out of the box", per_player_count=False)
def whole_supplies_come_out(game) -> bool | str:
    counts = {c.id: c.count for c in game.inventory}
    if game.deck("contracts").total != CONTRACT_CARDS:
        return "the contract deck changed size"
    if game.deck("canal-news").total != NEWS_CARDS:
        return "the Canal News deck changed size"
    if counts["goods"] != GOODS_TOKENS or counts["silver"] != SILVER_COINS:
        return "the goods or silver supply changed size"
    return True


@invariant("the tokens of each good fill both its warehouses to the limit", per_player_count=False)
def goods_suffice(game) -> bool:
    per_good = GOODS_TOKENS // len(GOODS)
    return all(per_good >= len(MADE_AT[good]) * warehouse_limit() for good in GOODS)


@invariant("the contract deck deals the hands and the row and keeps half of itself to draw")
def deck_deals(players: int) -> bool:
    return CONTRACT_CARDS - players * contracts_dealt() - open_contracts(players) >= CONTRACT_CARDS // 2
