"""Engine model of Megawatt: the rules the printed tables, the map's marks and
the worked examples are bound to."""
from generator.engine import invariant, rule

PLAYERS = (2, 5)

MARKET_FUELS = ("Coal", "Oil", "Gas", "Uranium")
_START_PRICE = {"Coal": 1, "Oil": 3, "Gas": 4, "Uranium": 6}
_DROP = {  # spaces each marker falls at the end of a round, at 2, 3, 4, 5 players
    "Coal": (2, 3, 3, 4),
    "Oil": (1, 2, 2, 3),
    "Gas": (1, 1, 2, 2),
    "Uranium": (1, 1, 1, 1),
}
_MW_NEEDED = {"Town": 1, "City": 2, "Metropolis": 3}
_SLOTS = {"Town": 1, "City": 2, "Metropolis": 3}
_FEE = {"Town": 12, "City": 9, "Metropolis": 6}
_SECTION = 4
_PAYOUT = (10, 22, 33, 44, 54, 64, 73, 82, 90, 98, 105, 112, 118)
_LOW, _HIGH = 1, 8


@rule
def plants_removed(players: int) -> int:
    """Plants put back in the box unseen at setup."""
    return {2: 8, 3: 4}.get(players, 0)


@rule
def cities_to_end(players: int) -> int:
    """Cities one player must have connected to trigger the last round."""
    return 11 - players


@rule
def starting_money(players: int | None = None) -> int:
    return 50


@rule
def substations_each(players: int | None = None) -> int:
    return 12


@rule
def market_size(players: int | None = None) -> int:
    """Plants face up in the market."""
    return 4


@rule
def plant_limit(players: int | None = None) -> int:
    """Plants one player may own at once."""
    return 3


@rule
def lowest_price(players: int | None = None) -> int:
    return _LOW


@rule
def highest_price(players: int | None = None) -> int:
    return _HIGH


@rule
def start_price(fuel: str) -> int:
    return _START_PRICE[fuel]


@rule
def fuel_drop(players: int, fuel: str) -> int:
    return _DROP[fuel][players - 2]


@rule
def mw_needed(size: str) -> int:
    return _MW_NEEDED[size]


@rule
def substation_slots(size: str) -> int:
    return _SLOTS[size]


@rule
def connection_fee(size: str) -> int:
    return _FEE[size]


@rule
def section_cost() -> int:
    return _SECTION


@rule
def connection_cost(size: str, sections: int) -> int:
    """What connecting one city costs: its fee plus every line section to it."""
    return _FEE[size] + _SECTION * sections


@rule
def payout(cities: int) -> int:
    return _PAYOUT[min(cities, len(_PAYOUT) - 1)]


@rule
def fuel_storage(fuel_per_run: int) -> int:
    """A plant stores up to twice the fuel it burns in one run."""
    return 2 * fuel_per_run


@rule
def fuel_bill(price: int, units: int) -> int:
    """Buying `units` tokens of one fuel from a marker standing on `price`."""
    return sum(min(price + i, _HIGH) for i in range(units))


@rule
def price_after(price: int, units: int) -> int:
    return min(price + units, _HIGH)


@rule
def cities_lit(mw: int, needs: list) -> int:
    """The most cities the megawatts can light, lighting the hungriest last."""
    lit = 0
    for need in sorted(needs):
        if need > mw:
            break
        mw -= need
        lit += 1
    return lit


@rule
def minimum_bid(number: int) -> int:
    return number


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "game-board": 1,
        "plants": 28 - plants_removed(players),
        "station-boards": players,
        "substations": substations_each() * players,
        "coal": 24,
        "oil": 20,
        "gas": 20,
        "uranium": 12,
        "price-markers": 4,
        "money": 88,
    }


@invariant("the connection fees in engine.py match the costs in game.yaml", per_player_count=False)
def fees_match_costs(game) -> bool | str:
    prices = {c.id: c.items[0].amount for c in game.costs}
    wrong = [size for size in _FEE if prices.get(f"{size.lower()}-connection") != _FEE[size]]
    if prices.get("line-section") != _SECTION:
        wrong.append("line section")
    return True if not wrong else f"differ: {', '.join(wrong)}"


@invariant("the map has room for every player to reach the end of the game")
def map_has_room(players: int, game) -> bool | str:
    kinds = {"town": "Town", "midcity": "City", "metropolis": "Metropolis"}
    room = sum(_SLOTS[kinds[loc.kind]] for loc in game.maps[0].locations)
    need = players * cities_to_end(players)
    return True if room >= need else f"{room} spaces for {need} substations"


@invariant("plants are numbered 3 up, one card each, and bigger plants never make less", per_player_count=False)
def plants_in_order(game) -> bool | str:
    cards = sorted(game.deck("plants").cards, key=lambda c: c.fields["number"])
    numbers = [c.fields["number"] for c in cards]
    if numbers != list(range(3, 3 + len(cards))):
        return f"numbers run {numbers[0]}..{numbers[-1]} with gaps"
    for card in cards:
        if (card.fields["fuel"] == "Wind") != (card.fields["fuel_per_run"] == 0):
            return f"{card.name}: wind plants, and only they, burn nothing"
    return True


@invariant("the deck plus the starting market cover the box count", per_player_count=False)
def deck_is_the_box(game) -> bool:
    return game.deck("plants").total == 28
