"""Engine model of Lanternmakers' Row: setup, the round's income and upkeep, and scoring."""
from generator.engine import invariant, rule

PLAYERS = (2, 4)

UPKEEP_PER_BUILDING = 1
WAGE_PER_WORKER = 2
INCOME_PER_GUILDHALL = 3
POINTS_PER_GUILDHALL = 4
SILVER_PER_POINT = 3
GUILDHALLS_EACH = 2


@rule
def starting_silver(players: int) -> int:
    """Silver each player starts with: a little less when the street is crowded."""
    return 11 - players


@rule
def market_size(players: int) -> int:
    """Workshop cards face up in the market."""
    return players + 2


@rule
def hiring_hall(players: int) -> int:
    """Worker cards face up in the hiring hall."""
    return players + 1


@rule
def rounds(players: int) -> int:
    """The game lasts eight rounds at every count."""
    return 8


@rule
def building_upkeep(buildings: int) -> int:
    """Silver of upkeep for the buildings (workshops) a player owns."""
    return UPKEEP_PER_BUILDING * buildings


@rule
def worker_wages(workers: int) -> int:
    """Silver of wages for the workers in a player's guild."""
    return WAGE_PER_WORKER * workers


@rule
def guildhall_income(guildhalls: int) -> int:
    """Silver a player's guildhalls pay each round."""
    return INCOME_PER_GUILDHALL * guildhalls


@rule
def guildhall_points(guildhalls: int) -> int:
    """Points a player's guildhalls score at the end."""
    return POINTS_PER_GUILDHALL * guildhalls


@rule
def silver_points(silver: int) -> int:
    """Points for Silver left at the end: one for every full three."""
    return silver // SILVER_PER_POINT


@rule
def debt_penalty(silver: int) -> int:
    """Points lost for Silver a player cannot pay in the Upkeep phase."""
    return 2 * silver


@rule
def round_upkeep(buildings: int, workers: int) -> int:
    """Everything a player pays in the Upkeep phase."""
    return building_upkeep(buildings) + worker_wages(workers)


@rule
def net_income(card_income: int, buildings: int, workers: int, guildhalls: int) -> int:
    """What a player's Silver changes by over one round."""
    return card_income + guildhall_income(guildhalls) - round_upkeep(buildings, workers)


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "workshops": 18,
        "workers": 16,
        "silver-coins": 80,
        "stone-cubes": 24,
        "guildhalls": GUILDHALLS_EACH * players,
        "round-marker": 1,
    }


@invariant("the guildhall's cost, income and points agree with the engine", per_player_count=False)
def guildhall_agrees(game) -> bool | str:
    hall = next(c for c in game.costs if c.id == "guildhall")
    if hall.points != POINTS_PER_GUILDHALL:
        return f"the cost scores {hall.points}, the engine {POINTS_PER_GUILDHALL}"
    return True


@invariant("the decks fill the market and hiring hall with cards to spare")
def decks_suffice(players: int, game) -> bool | str:
    shops = game.deck("workshops").total
    hands = game.deck("workers").total
    if shops < market_size(players) + 6:
        return f"only {shops} workshops"
    if hands < hiring_hall(players) + 6:
        return f"only {hands} workers"
    return True


@invariant("the bank holds every player's starting Silver", per_player_count=True)
def bank_suffices(players: int, game) -> bool | str:
    coins = next(c for c in game.inventory if c.id == "silver-coins").count
    return True if coins >= starting_silver(players) * players + 40 else f"{coins} coins"
