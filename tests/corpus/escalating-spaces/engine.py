"""Elbow Room: the rules the tables print, setup by player count, and the invariants that tie them to the data."""

from generator.engine import invariant, rule

PLAYERS = (2, 4)

# How many workers fit on each action space, and what each one gives.
SPACE_ROOM = {
    "Forest": 4,
    "Quarry": 4,
    "Loom": 4,
    "Market": 4,
    "Exchange": 4,
    "Guild Hall": 4,
    "Town Hall": 1,
}
SPACE_ACTION = {
    "Forest": "2 Wood",
    "Quarry": "1 Stone",
    "Loom": "2 Cloth",
    "Market": "3 coins",
    "Exchange": "Up to 2 trades",
    "Guild Hall": "Build 1 building",
    "Town Hall": "First player and 1 coin",
}
MOST_ROOM = max(SPACE_ROOM.values())

# Box counts setup() names; an invariant holds them to game.yaml.
BUILDING_CARDS = 24
COINS = 50
WOOD_CUBES = 30
STONE_CUBES = 24
CLOTH_CUBES = 30


@rule
def place_cost(already: int) -> int | None:
    """Coins to place a worker on a space that already holds `already` workers; None when it is full."""
    if already >= MOST_ROOM:
        return None
    return already


@rule
def crowd_total(workers: int) -> int:
    """What the bank collects when `workers` workers crowd onto one empty space in turn."""
    return sum(place_cost(n) or 0 for n in range(workers))


@rule
def space_room(space: str) -> int:
    return SPACE_ROOM[space]


@rule
def space_action(space: str) -> str:
    return SPACE_ACTION[space]


@rule
def workers_each(players: int) -> int:
    return {2: 5, 3: 4, 4: 3}[players]


@rule
def market_row(players: int) -> int:
    """Face-up Building cards: two more than the players."""
    return players + 2


@rule
def rounds(players: int) -> int:
    return 7 if players == 2 else 6


@rule
def starting_coins(seat: int) -> int:
    """Later seats start richer: seat 1 takes 2 coins, each seat after it one more."""
    return seat + 1


@rule
def exchange_trades(players: int | None = None) -> int:
    return 2


@rule
def sale_price(players: int | None = None) -> int:
    """Coins the bank pays for one good at the Exchange."""
    return 2


@rule
def purchase_price(players: int | None = None) -> int:
    """Coins one good of your choice costs at the Exchange."""
    return 3


@rule
def town_hall_coins(players: int | None = None) -> int:
    return 1


@rule
def market_coins(players: int | None = None) -> int:
    return 3


@rule
def coins_per_point(players: int | None = None) -> int:
    return 3


@rule
def coin_points(coins: int) -> int:
    return coins // coins_per_point()


@rule
def final_score(building_points: list, coins: int) -> int:
    return sum(building_points) + coin_points(coins)


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "board": 1,
        "buildings": BUILDING_CARDS,
        "workers": workers_each(players) * players,
        "wood-cubes": WOOD_CUBES,
        "stone-cubes": STONE_CUBES,
        "cloth-cubes": CLOTH_CUBES,
        "coins": COINS,
        "first-player": 1,
        "round-marker": 1,
    }


def play(players: int, variant: str | None = None) -> dict:
    return {"buildings": {"hand": 0, "draw": market_row(players)}}


@invariant("the box counts setup() takes out are game.yaml's", per_player_count=False)
def supplies_come_out_whole(game) -> bool | str:
    counts = {c.id: c.count for c in game.inventory}
    wanted = {"wood-cubes": WOOD_CUBES, "stone-cubes": STONE_CUBES, "cloth-cubes": CLOTH_CUBES, "coins": COINS}
    for key, value in wanted.items():
        if counts.get(key) != value:
            return f"{key}: engine says {value}, box says {counts.get(key)}"
    if game.deck("buildings").total != BUILDING_CARDS:
        return f"buildings: engine says {BUILDING_CARDS}, deck has {game.deck('buildings').total}"
    return True


@invariant("the market row holds a card for every worker the Guild Hall has room for")
def guild_hall_never_starved(players: int) -> bool:
    return SPACE_ROOM["Guild Hall"] <= market_row(players)


@invariant("the box holds enough workers for the largest share")
def workers_suffice(players: int, game) -> bool:
    workers = next(c for c in game.inventory if c.id == "workers")
    return workers.per_player >= workers_each(players) and workers.count >= workers_each(players) * players


@invariant("the Exchange's price for a good is the printed cost", per_player_count=False)
def exchange_price_printed(game) -> bool | str:
    cost = next((c for c in game.costs if c.id == "buy-good"), None)
    if cost is None:
        return "no cost 'buy-good'"
    return cost.items[0].amount == purchase_price() or f"printed {cost.items[0].amount}, engine {purchase_price()}"


@invariant("every building's income is the coins its text pays", per_player_count=False)
def income_matches_text(game) -> bool | str:
    for card in game.deck("buildings").cards:
        income = card.fields["income"]
        if income is not None and f"take {income} coin" not in card.fields["text"]:
            return f"{card.name} pays {income} but its text does not say so"
    return True


@invariant("the starting coins fit in the bank", per_player_count=True)
def bank_covers_start(players: int) -> bool:
    return sum(starting_coins(seat) for seat in range(1, players + 1)) <= COINS
