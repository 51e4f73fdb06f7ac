"""Engine model of Rally Shop.

Movement is paid space by space: each terrain has a cost that the weather can
raise and an upgrade can lower, never below one point. Speed cards are played
alone or as a pair of neighbouring speeds; a strong pair strains the car.
"""
from generator.engine import invariant, rule

PLAYERS = (2, 6)

BASE_COST = {"Tarmac": 1, "Gravel": 2, "Mud": 3, "Ford": 3}
WEATHER_EXTRA = {
    "Dry": {},
    "Showers": {"Mud": 1, "Ford": 1},
    "Downpour": {"Gravel": 1, "Mud": 1, "Ford": 2},
}
# what each tyre or engine upgrade takes off a terrain's cost
UPGRADE_DISCOUNT = {
    "Gravel Tyres": {"Gravel": 1},
    "Mud Tyres": {"Mud": 1},
    "All-Weather Tyres": {"Gravel": 1, "Mud": 1},
    "Snorkel": {"Ford": 2},
}
POINTS = {1: 10, 2: 7, 3: 5, 4: 3, 5: 2, 6: 1}
PRIZE = {1: 7, 2: 6, 3: 5, 4: 4, 5: 3, 6: 2}


@rule
def terrain_cost(terrain: str, weather: str = "Dry", upgrades: list | None = None) -> int:
    """Movement points to enter one space of this terrain."""
    upgrades = list(upgrades or [])
    cost = BASE_COST[terrain]
    if "All-Weather Tyres" not in upgrades:
        cost += WEATHER_EXTRA[weather].get(terrain, 0)
    for name in upgrades:
        cost -= UPGRADE_DISCOUNT.get(name, {}).get(terrain, 0)
    return max(1, cost)


@rule
def path_cost(spaces: list, weather: str = "Dry", upgrades: list | None = None) -> int:
    """The cost of driving through these spaces one after another."""
    return sum(terrain_cost(t, weather, upgrades) for t in spaces)


@rule
def movement(cards: list, upgrades: list | None = None) -> int:
    """Movement points from the speed cards played this turn."""
    total = sum(cards)
    if len(cards) == 1 and "Tuned Engine" in (upgrades or []):
        total += 1
    return total


@rule
def can_pair(first: int, second: int, upgrades: list | None = None) -> bool:
    """Whether two speed cards may be played together."""
    upgrades = upgrades or []
    if "Sequential Gearbox" in upgrades:
        return True
    gap = abs(first - second)
    return gap == 1 or (gap == 2 and "Close-Ratio Gearbox" in upgrades)


@rule
def strain_threshold() -> int:
    """A pair adding up to this much or more strains the car."""
    return 8


@rule
def strain_taken(cards: list) -> int:
    """Strain tokens taken for the cards played (Flat Out's own token aside)."""
    return 1 if len(cards) >= 2 and sum(cards) >= strain_threshold() else 0


@rule
def strain_limit() -> int:
    """The Strain token that makes a car spin out."""
    return 3


@rule
def hand_size(players: int | None = None) -> int:
    return 5


@rule
def starting_money(players: int | None = None) -> int:
    return 4


@rule
def garage_display(players: int) -> int:
    """Garage cards laid out face up before each visit to the garage."""
    return players + 2


@rule
def legs(players: int | None = None) -> int:
    return 3


@rule
def points_for(place: int) -> int:
    return POINTS[place]


@rule
def prize_money(place: int) -> int:
    return PRIZE[place]


@rule
def weather(roll: int) -> str:
    if roll <= 3:
        return "dry"
    return "showers" if roll <= 5 else "downpour"


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "stage-board": 1,
        "speed": 50,
        "garage": 20,
        "car-mats": players,
        "cars": players,
        "score-markers": players,
        "strain-tokens": 18,
        "money": 0 if variant == "sprint" else 44,
        "leg-marker": 0 if variant == "sprint" else 1,
        "weather-die": 1,
    }


def play(players: int, variant: str | None = None) -> dict:
    return {"speed": {"hand": hand_size(), "draw": 1}, "weather": {"dice": 1}}


@invariant("the speed deck deals every hand and leaves a draw pile")
def speed_deck_deals(players: int, game) -> bool | str:
    left = game.deck("speed").total - hand_size(players) * players
    return True if left >= 15 else f"only {left} speed cards left after the deal"


@invariant("the garage deck fills the display")
def garage_fills_display(players: int, game) -> bool | str:
    deck = game.deck("garage").total
    return True if deck >= garage_display(players) else f"{deck} garage cards for a display of {garage_display(players)}"


@invariant("a winner can afford any single upgrade", per_player_count=False)
def upgrades_affordable(game) -> bool | str:
    dear = [c.name for c in game.deck("garage").cards if c.fields["cost"] > prize_money(1)]
    return True if not dear else f"costs more than first prize: {', '.join(dear)}"


@invariant("every speed card has a neighbour to pair with", per_player_count=False)
def speeds_pair(game) -> bool | str:
    speeds = {c.fields["speed"] for c in game.deck("speed").cards}
    lonely = sorted(s for s in speeds if s - 1 not in speeds and s + 1 not in speeds)
    return True if not lonely else f"no neighbour for speed {lonely}"


@invariant("the box holds enough Strain tokens for every car to reach its limit")
def strain_tokens_suffice(players: int, game) -> bool | str:
    tokens = next(c for c in game.inventory if c.id == "strain-tokens").count
    # a car holds at most one fewer than the limit; the token that spins it out goes straight back
    return tokens >= (strain_limit() - 1) * players + 1
