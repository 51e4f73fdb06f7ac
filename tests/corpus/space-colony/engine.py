"""Engine model of Meridian Reach."""
from generator.engine import invariant, rule

PLAYERS = (1, 4)

ROUNDS = 8
FULL_SET_BONUS = 4
TYPE_POINTS = {1: 1, 2: 3, 3: 6, 4: 10}


@rule
def market_size(players: int) -> int:
    """Planets face up in the market: two more than the players."""
    return players + 2


@rule
def starting_planets(players: int) -> int:
    """Every colony begins with two planets."""
    return 2


@rule
def rounds(players: int) -> int:
    return ROUNDS


def _count(population: int | str) -> int:
    if isinstance(population, str):
        return 7
    return population


@rule
def water_upkeep(population: int | str) -> int:
    """Water a colony pays in the Growth phase: one per two colonists, rounded up, at most four."""
    n = _count(population)
    return min(4, (n + 1) // 2)


@rule
def growth(population: int | str) -> int:
    """New colonists for a fed colony."""
    n = _count(population)
    if n <= 2:
        return 1
    if n <= 6:
        return 2
    return 3


@rule
def type_points(planets: int | str) -> int:
    if isinstance(planets, str):
        return 15
    if planets <= 0:
        return 0
    return TYPE_POINTS.get(planets, 15)


@rule
def planet_score(rocky: int, ocean: int, gas: int) -> int:
    sets = min(rocky, ocean, gas)
    return type_points(rocky) + type_points(ocean) + type_points(gas) + FULL_SET_BONUS * sets


@rule
def production(planets: list) -> list:
    """Ore, water and energy from a list of planets, each [ore, water, energy]."""
    return [sum(p[i] for p in planets) for i in range(3)]


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    out = {
        "planets": 24,
        "flares": 10,
        "ore-tokens": 30,
        "water-tokens": 30,
        "energy-tokens": 30,
        "colonists": 40,
        "colony-mats": players,
    }
    if players == 1:
        out["overseer"] = 12
    return out


@invariant("the planet deck fills the market and the opening hands for every round", )
def enough_planets(players: int, game) -> bool | str:
    deck = game.deck("planets").total
    needed = market_size(players) + starting_planets(players) * players + ROUNDS
    return True if deck >= needed else f"needs {needed} planets, deck has {deck}"


@invariant("the flare deck lasts every round", per_player_count=False)
def flares_last(game) -> bool | str:
    total = game.deck("flares").total
    return True if total >= ROUNDS else f"only {total} flares for {ROUNDS} rounds"


@invariant("a planet's text names what it produces", per_player_count=False)
def planet_text(game) -> bool | str:
    for card in game.deck("planets").cards:
        f = card.fields
        parts = [f"{f[k]} {k.capitalize()}" for k in ("ore", "water", "energy") if f[k]]
        if " and ".join(parts) not in f["text"]:
            return f"text of {card.name} disagrees with its columns"
    return True
