"""Charter of the Clove Sea: the rules the tables and the rulebook print."""

from generator.engine import invariant, rule

PLAYERS = (2, 4)

# The ports in the order they open: the first four are always in play,
# Selu joins at three players and Vantor at four.
PORTS = ("Porto Alto", "Kessa", "Moriva", "Tindal Bay", "Selu", "Vantor")
PORT_GOOD = {
    "Porto Alto": "Sugar",
    "Kessa": "Tea",
    "Moriva": "Spice",
    "Tindal Bay": "Cloth",
    "Selu": "Sugar",
    "Vantor": "Spice",
}
PORT_PRICE = {"Porto Alto": 2, "Kessa": 2, "Moriva": 3, "Tindal Bay": 1, "Selu": 1, "Vantor": 2}
CONTRACTS_PER_PORT = 3
GOODS = ("Sugar", "Tea", "Spice", "Cloth")
GOODS_TOKENS_EACH = 12          # the box holds 12 of each good
SILVER_COINS = 40               # coin tokens in the bank
WEATHER_ROUTES = {"Storm": 1, "Fair": 2, "Trade wind": 3}
WEATHER_IDS = {"storm": "Storm", "fair": "Fair", "trade-wind": "Trade wind"}


# --- setup by player count -------------------------------------------------

@rule
def ports_open(players: int) -> int:
    """Four ports with two players, one more for each player after that."""
    return players + 2


@rule
def open_ports(players: int) -> list[str]:
    return list(PORTS[: ports_open(players)])


@rule
def port_opens_at(port: str) -> int:
    """The fewest players at which a port is open."""
    index = PORTS.index(port)
    return max(2, index - 1)


@rule
def contracts_in_deck(players: int) -> int:
    return CONTRACTS_PER_PORT * ports_open(players)


@rule
def contracts_face_up(players: int) -> int:
    return 3 if players == 2 else 4


@rule
def goods_per_kind(players: int) -> int:
    return 2 * players + 4


@rule
def rounds(players: int = 2, variant: str | None = None) -> int:
    """Eight rounds with two players, one fewer for each player more; the Long Voyage adds two."""
    return 10 - players + (2 if variant == "long-voyage" else 0)


# --- what each player starts with -------------------------------------------

@rule
def starting_silver(players: int | None = None) -> int:
    return 5


@rule
def starting_workers(players: int | None = None) -> int:
    return 2


@rule
def workers_to_hire(players: int | None = None) -> int:
    return max_workers() - starting_workers()


@rule
def max_workers(players: int | None = None) -> int:
    return 4


@rule
def ships_each(players: int | None = None) -> int:
    return 1


@rule
def posts_each(players: int | None = None) -> int:
    return 5


@rule
def warehouse_limit(players: int | None = None) -> int:
    return 6


@rule
def extra_silver(seat: int) -> int:
    """Later seats start with a little more silver."""
    return {1: 0, 2: 1, 3: 1, 4: 2}[seat]


# --- the ports and the weather -----------------------------------------------

@rule
def port_good(port: str) -> str:
    return PORT_GOOD[port]


@rule
def port_price(port: str) -> int:
    return PORT_PRICE[port]


@rule
def buy_cost(port: str, amount: int) -> int:
    return port_price(port) * amount


@rule
def weather(roll: int) -> str:
    if roll == 1:
        return "storm"
    if roll <= 4:
        return "fair"
    return "trade-wind"


@rule
def sail_routes(weather: str) -> int:
    return WEATHER_ROUTES[WEATHER_IDS.get(weather, weather)]


@rule
def actions_per_turn(workers: int) -> int:
    """One action for each worker on your mat."""
    return workers


# --- scoring -----------------------------------------------------------------

@rule
def post_points(posts: int) -> int:
    """1, 3, 6, 10, 15: each new port is worth one more than the last."""
    return posts * (posts + 1) // 2


@rule
def silver_points(silver: int) -> int:
    """One point for every 3 silver left."""
    return silver // 3


@rule
def final_score(contract_points: int, posts: int, silver: int) -> int:
    return contract_points + post_points(posts) + silver_points(silver)


# --- setup ---------------------------------------------------------------------

def setup(players: int, variant: str | None = None) -> dict[str, int]:
    """What a game at this count takes out of the box."""
    return {
        "board": 1,
        "contracts": contracts_in_deck(players),
        "mats": players,
        "ships": players * ships_each(),
        "workers": players * max_workers(),
        "posts": players * posts_each(),
        "goods": len(GOODS) * goods_per_kind(players),
        "silver": SILVER_COINS,
        "first-player": 1,
        "round-marker": 1,
        "weather-die": 0 if variant == "calm-seas" else 1,
    }


# --- invariants ------------------------------------------------------------------

@invariant("every port has three contracts, and the open ports' contracts make the deck")
def contracts_match_ports(players: int, game) -> bool | str:
    deck = game.deck("contracts")
    for port in PORTS:
        n = sum(c.count for c in deck.cards if c.fields["port"] == port)
        if n != CONTRACTS_PER_PORT:
            return f"{port} has {n} contracts"
    open_ = set(open_ports(players))
    used = sum(c.count for c in deck.cards if c.fields["port"] in open_)
    return True if used == contracts_in_deck(players) else f"{used} contracts at open ports"


@invariant("no contract wants the good its own port sells", per_player_count=False)
def contracts_want_elsewhere(game) -> bool | str:
    for card in game.deck("contracts").cards:
        if card.fields["wants"].of(PORT_GOOD[card.fields["port"]]) > 0:
            return f"{card.name} wants what its port sells"
    return True


@invariant("the open ports sell every kind of good")
def every_good_for_sale(players: int) -> bool:
    return {PORT_GOOD[p] for p in open_ports(players)} == set(GOODS)


@invariant("the box holds enough goods for the supply")
def goods_suffice(players: int, game) -> bool:
    goods = next(c for c in game.inventory if c.id == "goods")
    return goods.count == len(GOODS) * GOODS_TOKENS_EACH and goods_per_kind(players) <= GOODS_TOKENS_EACH


@invariant("the bank can pay every player's starting silver")
def bank_pays_start(players: int) -> bool:
    start = players * starting_silver() + sum(extra_silver(s) for s in range(1, players + 1))
    return start <= SILVER_COINS


@invariant("the round track is long enough for the longest game", per_player_count=False)
def track_holds_rounds(game) -> bool:
    track = game.maps[0].tracks[0]
    longest = max(rounds(p, v) for p in range(PLAYERS[0], PLAYERS[1] + 1) for v in (None, "long-voyage"))
    return track.end >= longest
