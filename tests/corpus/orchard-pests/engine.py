"""Engine model of Orchard Watch: a cooperative year in an orchard under attack."""
from generator.engine import invariant, rule

PLAYERS = (1, 4)

TREES = ("Apple", "Pear", "Plum")
SEASONS = ("Spring", "Summer", "Autumn", "Winter")

STARTING_FRUIT = {"Apple": 20, "Pear": 12, "Plum": 24}
FRUIT_POINTS = {"Apple": 1, "Pear": 2, "Plum": 1}
SEASON_PESTS = {"Spring": 1, "Summer": 2, "Autumn": 2, "Winter": 1}
SPRAYS = {1: 2, 2: 3, 3: 3, 4: 4}


@rule
def actions_each(players: int) -> int:
    """Actions each grower takes in a month: a lone grower gets one more."""
    return 3 if players == 1 else 2


@rule
def extra_pests(players: int) -> int:
    """Pests revealed each month on top of the season's number."""
    return max(0, players - 2)


@rule
def sprays_per_season(players: int) -> int:
    """Spray tokens the growers take at the start of each season."""
    return SPRAYS[players]


@rule
def season_pests(season: str) -> int:
    """Pests revealed each month of this season, before the extra ones."""
    return SEASON_PESTS[season]


@rule
def pests_per_month(season: str, players: int) -> int:
    """All pests revealed in one month of the season at this player count."""
    return season_pests(season) + extra_pests(players)


@rule
def months_per_season(players: int | None = None) -> int:
    return 3


@rule
def months_in_year(players: int | None = None) -> int:
    return months_per_season() * len(SEASONS)


@rule
def season_start(season: str) -> int:
    """The month (1 = March) a season starts in."""
    return SEASONS.index(season) * months_per_season() + 1


@rule
def starting_fruit(tree: str) -> int:
    return STARTING_FRUIT[tree]


@rule
def fruit_points(tree: str) -> int:
    return FRUIT_POINTS[tree]


@rule
def harvest_target(players: int | None = None) -> int:
    return 36


@rule
def tend_fruit(players: int | None = None) -> int:
    return 2


@rule
def scout_cards(players: int | None = None) -> int:
    return 3


@rule
def bite(fruit: int, percent: int | None = None, amount: int | None = None) -> int:
    """Fruit a pest eats from a tree holding `fruit`: a share rounded up, or a fixed number."""
    if percent is not None:
        eaten = -(-fruit * percent // 100)
    else:
        eaten = amount or 0
    return min(eaten, fruit)


@rule
def fruit_left(fruit: int, percent: int | None = None, amount: int | None = None) -> int:
    return fruit - bite(fruit, percent, amount)


@rule
def harvest_points(apple: int, pear: int, plum: int) -> int:
    return apple * FRUIT_POINTS["Apple"] + pear * FRUIT_POINTS["Pear"] + plum * FRUIT_POINTS["Plum"]


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "orchard-board": 1,
        "pests": 24,
        "fruit-markers": 3,
        "month-marker": 1,
        "spray-tokens": sprays_per_season(players),
    }


def play(players: int, variant: str | None = None) -> dict[str, dict]:
    return {"pests": {"per_round": 2 + extra_pests(players), "turns": 12}}


@invariant("every pest card eats either a share or a number of fruit, never both", per_player_count=False)
def pests_eat_one_way(game) -> bool | str:
    for card in game.deck("pests").cards:
        share, number = card.fields["percent"], card.fields["fruit"]
        if (share is None) == (number is None):
            return f"{card.name} must give exactly one of percent and fruit"
    return True


@invariant("the pest deck holds every card setup() shuffles", per_player_count=False)
def pest_deck_whole(game) -> bool | str:
    total = game.deck("pests").total
    return True if total == 24 else f"the deck has {total} cards, setup() takes 24"


@invariant("a full orchard is worth more than the harvest target", per_player_count=False)
def target_reachable(game) -> bool:
    full = sum(starting_fruit(t) * fruit_points(t) for t in TREES)
    return full > harvest_target()


@invariant("the box holds the spray tokens of the largest season allowance", per_player_count=False)
def sprays_fit(game) -> bool | str:
    box = next(c for c in game.inventory if c.id == "spray-tokens").count
    most = max(SPRAYS.values())
    return True if box >= most else f"the box holds {box} sprays, a season needs {most}"
