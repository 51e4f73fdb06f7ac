"""Rondel Wheel: the rules the tables, boards and examples print."""

from generator.engine import invariant, rule

PLAYERS = (2, 4)

GOODS = ("Grain", "Timber", "Ore")
WHEEL = ("Fields", "Forest", "Mine", "Market", "Guildhall", "Builder's Yard", "Counting House", "Harbour")

FREE_SPACES = 3          # moving one to three spaces costs nothing
MOST_SPACES = 7          # a move never brings the foreman back to where it stood
SLOTS_PER_ROW = 5        # a house board's row holds five workers
WORKERS_PER_COLOUR = 10


# ---------------------------------------------------------------- the wheel

@rule
def move_cost(spaces: int, stables: int = 0) -> int | None:
    """Coins a move of `spaces` costs; each Stables you own adds a free space."""
    if spaces < 1 or spaces > MOST_SPACES:
        return None
    return max(0, spaces - FREE_SPACES - stables)


@rule
def free_spaces(players: int | None = None) -> int:
    return FREE_SPACES


@rule
def most_spaces(players: int | None = None) -> int:
    return MOST_SPACES


@rule
def rival_fee(players: int | None = None) -> int:
    """Coins paid to each rival foreman already on the space you stop on."""
    return 1


@rule
def wheel_distance(start: str, finish: str) -> int:
    """Spaces moved clockwise from one space of the wheel to another."""
    return (WHEEL.index(finish) - WHEEL.index(start)) % len(WHEEL)


# ---------------------------------------------------------------- production

@rule
def production(workers: int) -> int:
    """Goods a production space gives for the workers on that good's row."""
    return 1 + workers + workers // 2


@rule
def goods_produced(workers: int, extra: int = 0) -> int:
    """Production plus the extra goods of your Production buildings."""
    return production(workers) + extra


@rule
def board_yields() -> list:
    """What the house board prints over each worker slot: one row per good."""
    return [[production(n) for n in range(1, SLOTS_PER_ROW + 1)] for _ in GOODS]


@rule
def slots_per_row(players: int | None = None) -> int:
    return SLOTS_PER_ROW


# ---------------------------------------------------------------- money

@rule
def income(buildings: int | str) -> int:
    """Coins the Counting House pays for the buildings you own."""
    if buildings == "5 or more":
        return 7
    return 2 + min(int(buildings), 5)


@rule
def income_total(buildings: int, bank: int = 0) -> int:
    """Income plus what your Income buildings add."""
    return income(buildings) + bank


@rule
def sale_price(good: str) -> int:
    return {"Grain": 1, "Timber": 2, "Ore": 3}[good]


@rule
def buy_price(good: str) -> int:
    return sale_price(good) + 1


@rule
def sale_value(grain: int = 0, timber: int = 0, ore: int = 0) -> int:
    return grain * sale_price("Grain") + timber * sale_price("Timber") + ore * sale_price("Ore")


@rule
def market_limit(players: int | None = None) -> int:
    """Goods one Market visit may sell."""
    return 5


@rule
def buy_limit(players: int | None = None) -> int:
    """Goods one Market visit may buy."""
    return 2


@rule
def hire_limit(players: int | None = None) -> int:
    """Workers one Guildhall visit may hire."""
    return 2


@rule
def worker_cost() -> int:
    return 3


@rule
def starting_coins(players: int | None = None) -> int:
    return 5


@rule
def starting_workers(players: int | None = None) -> int:
    """One worker on each good's row."""
    return len(GOODS)


# ---------------------------------------------------------------- rounds and setup

@rule
def rounds(players: int, variant: str | None = None) -> int:
    base = {2: 14, 3: 13, 4: 12}[players]
    return base - 4 if variant == "quick" else base


@rule
def buildings_face_up(players: int) -> int:
    return players + 2


@rule
def contracts_face_up(players: int) -> int:
    return 3 if players < 4 else 4


# ---------------------------------------------------------------- scoring

@rule
def coins_per_point(players: int | None = None) -> int:
    return 4


@rule
def coin_points(coins: int) -> int:
    return coins // coins_per_point()


@rule
def final_score(building_points: int, contract_points: int, coins: int) -> int:
    return building_points + contract_points + coin_points(coins)


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "rondel-board": 1,
        "buildings": 24,
        "contracts": 18,
        "player-boards": players,
        "foremen": players,
        "workers": WORKERS_PER_COLOUR * players,
        "goods-tokens": 60,
        "coin-tokens": 45,
        "round-marker": 1,
        "score-pad": 1,
    }


def play(players: int, variant: str | None = None) -> dict[str, dict]:
    return {
        "buildings": {"table": buildings_face_up(players)},
        "contracts": {"table": contracts_face_up(players)},
    }


# ---------------------------------------------------------------- invariants

@invariant("the Worker's printed cost is the cost the engine charges", per_player_count=False)
def worker_cost_matches(game) -> bool | str:
    cost = next((c for c in game.costs if c.id == "worker"), None)
    if cost is None:
        return "no cost 'worker'"
    amount = sum(i.amount for i in cost.items if i.of == "Coin")
    return True if amount == worker_cost() else f"the cost says {amount}, the engine {worker_cost()}"


@invariant("Production buildings name a good and its extra, Income buildings their income", per_player_count=False)
def building_columns_fit_kind(game) -> bool | str:
    for card in game.deck("buildings").cards:
        f = card.fields
        if f["kind"] == "Production" and (not f["bonus"] or f["extra"] is None):
            return f"{card.name} gives no extra good"
        if f["kind"] != "Production" and (f["bonus"] or f["extra"] is not None):
            return f"{card.name} is no Production building but has an extra good"
        if (f["kind"] == "Income") != (f["income"] is not None):
            return f"{card.name}: income does not fit its kind"
    return True


@invariant("a house has workers enough to fill its starting rows and hire more")
def workers_suffice(players: int, game) -> bool:
    line = next(c for c in game.inventory if c.id == "workers")
    return line.per_player == WORKERS_PER_COLOUR and starting_workers() < line.per_player <= SLOTS_PER_ROW * len(GOODS)


@invariant("the contract deck refills its row at least once over")
def contracts_refill(players: int, game) -> bool:
    return game.deck("contracts").total >= 2 * contracts_face_up(players)


@invariant("the building deck refills its row at least three times over")
def buildings_refill(players: int, game) -> bool:
    return game.deck("buildings").total >= 3 * buildings_face_up(players)


@invariant("every contract pays at least one point per good it asks for, less one", per_player_count=False)
def contracts_pay(game) -> bool | str:
    for card in game.deck("contracts").cards:
        asked = sum(a.amount for a in card.fields["demand"])
        if card.fields["points"] < asked - 1:
            return f"{card.name} asks {asked} goods for {card.fields['points']} points"
    return True


@invariant("the wheel's names are the engine's, in the engine's order", per_player_count=False)
def wheel_matches(game) -> bool | str:
    return True if tuple(game.names["wheel-spaces"]) == WHEEL else "wheel-spaces differ from WHEEL"
