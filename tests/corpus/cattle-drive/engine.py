"""Engine model of Cattle Drive: the rules its tables, example and rulebook print."""
from generator.engine import invariant, rule

PLAYERS = (2, 4)

TOWNS = ("Caddo Springs", "Fort Lacey", "Pryor's Store", "Kellerton")
BREEDS = ("Longhorn", "Shorthorn", "Hereford", "Angus")

# dollars a head, by breed, at each market town in trail order
PRICES = {
    "Longhorn": (1, 2, 3, 5),
    "Shorthorn": (2, 3, 4, 7),
    "Hereford": (3, 4, 6, 9),
    "Angus": (4, 6, 8, 12),
}

PACES = {"Walk": (1, 0), "Trot": (2, 1), "Push": (3, 2)}   # stations moved, hazard cards drawn

BONUSES = (8, 5, 3)   # railhead bonuses for the first, second and third trail boss in


@rule
def price(breed: str, town: str) -> int:
    """Dollars one head of this breed fetches (or costs) at this market town."""
    return PRICES[breed][TOWNS.index(town)]


@rule
def sale_value(town: str, herd: dict) -> int:
    """Dollars a herd (breed -> head) fetches when sold whole at a town."""
    return sum(price(breed, town) * int(head) for breed, head in herd.items())


@rule
def stations_moved(pace: str) -> int:
    return PACES[pace][0]


@rule
def hazard_cards_drawn(pace: str) -> int:
    """Hazard cards a pace costs, before fords."""
    return PACES[pace][1]


@rule
def ford_hazards(players: int | None = None) -> int:
    """Extra hazard cards for each ford entered or ridden through."""
    return 1


@rule
def hazards_for_drive(pace: str, fords: int = 0) -> int:
    """Hazard cards drawn after one Drive."""
    return hazard_cards_drawn(pace) + fords * ford_hazards()


@rule
def herd_limit(players: int | None = None) -> int:
    return 12


@rule
def season_rounds(players: int | None = None) -> int:
    return 8


@rule
def stations() -> int:
    return 12


@rule
def starting_dollars(players: int | None = None) -> int:
    return 12


@rule
def starting_longhorns(players: int | None = None) -> int:
    return 3


@rule
def starting_shorthorns(players: int | None = None) -> int:
    return 2


@rule
def angus_in_stockyard(players: int) -> int:
    """Three Angus a player: the rest stay in the box."""
    return 3 * players


@rule
def railhead_bonuses(players: int) -> list[int]:
    """The bonuses paid to trail bosses in order of arrival: one fewer than the players."""
    return list(BONUSES[: players - 1])


@rule
def arrival_bonus(players: int, place: int) -> int:
    """Dollars the bank pays the trail boss who reaches Kellerton in this place (0 past the last bonus)."""
    bonuses = railhead_bonuses(players)
    return bonuses[place - 1] if place <= len(bonuses) else 0


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "trail-board": 1,
        "hazards": 32,
        "ranch-boards": players,
        "trail-bosses": players,
        "longhorns": 30,
        "shorthorns": 24,
        "herefords": 18,
        "angus": angus_in_stockyard(players),
        "dollars": 60,
        "round-marker": 1,
    }


@invariant("the season is too short to walk the whole trail, long enough to trot it")
def season_forces_a_hurry(players: int) -> bool | str:
    legs = stations() - 1
    if season_rounds() * stations_moved("Walk") >= legs:
        return "walking alone reaches the railhead"
    if season_rounds() * stations_moved("Push") < legs:
        return "even pushing every turn cannot reach the railhead"
    return True


@invariant("the starting herd and what the starting dollars buy fit the herd limit", per_player_count=False)
def start_fits_the_limit(game) -> bool | str:
    start = starting_longhorns() + starting_shorthorns()
    bought = starting_dollars() // price("Longhorn", "Caddo Springs")
    return True if start <= herd_limit() and start + bought >= herd_limit() else f"start {start}, buys {bought}"


@invariant("the hazard deck in setup is the whole deck", per_player_count=False)
def hazard_deck_whole(game) -> bool | str:
    total = game.deck("hazards").total
    return True if setup(2)["hazards"] == total else f"setup takes 32, the deck has {total}"


@invariant("every breed's price rises along the trail", per_player_count=False)
def prices_rise(game) -> bool | str:
    for breed, row in PRICES.items():
        if list(row) != sorted(set(row)):
            return f"{breed} prices do not rise: {row}"
    return True


@invariant("the starting herds come out of the stockyard")
def starting_herds_fit(players: int, game) -> bool | str:
    box = {c.id: c.count for c in game.inventory}
    if starting_longhorns() * players > box["longhorns"]:
        return "not enough Longhorns"
    if starting_shorthorns() * players > box["shorthorns"]:
        return "not enough Shorthorns"
    return True


@invariant("the bank can pay every starting purse", per_player_count=True)
def bank_covers_purses(players: int) -> bool | str:
    bank = 40 * 1 + 20 * 5
    return True if starting_dollars() * players <= bank else "the bank is short"
