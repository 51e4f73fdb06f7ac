"""Engine model of Rent Street: prices, rents and set-up, as the tables print them."""
from generator.engine import invariant, rule

PLAYERS = (2, 6)  # the same range as `players` in game.yaml

# colour group -> (streets in the group, price of each street, bare rent, house cost)
GROUPS = {
    "Brown": (2, 60, 4, 50),
    "Sky": (3, 100, 6, 50),
    "Pink": (3, 140, 10, 100),
    "Orange": (3, 180, 14, 100),
    "Red": (3, 220, 18, 150),
    "Yellow": (3, 260, 22, 150),
    "Green": (3, 300, 26, 200),
    "Navy": (2, 360, 35, 200),
}
# rent as a multiple of the bare rent, by buildings on the street (5 = a hotel)
HOUSE_MULTIPLIER = {1: 5, 2: 14, 3: 35, 4: 45, 5: 55}
STATION_PRICE = 200
UTILITY_PRICE = 150
BOARD_SPACES = 40
HOUSES_IN_BANK = 32
HOTELS_IN_BANK = 12


@rule
def starting_money(players: int) -> int:
    """Cash each player starts with: a little more in small games, which run longer per player."""
    return {2: 2000, 3: 1750}.get(players, 1500)


@rule
def time_limit(players: int = 4) -> int:
    """Suggested minutes before the game ends on the richest player."""
    return 30 + 15 * players


@rule
def start_salary() -> int:
    """Paid by the bank each time a pawn passes or lands on Start."""
    return 200


@rule
def street_price(group: str) -> int:
    return GROUPS[group][1]


@rule
def house_cost(group: str) -> int:
    """A house costs this; a hotel costs the same again on top of four houses."""
    return GROUPS[group][3]


@rule
def mortgage_value(group: str) -> int:
    """The bank lends half the street's price."""
    return street_price(group) // 2


@rule
def unmortgage_cost(price: int) -> int:
    """Lifting a mortgage repays the loan (half the price) plus a tenth of the loan, rounded up."""
    loan = price // 2
    return loan + -(-loan // 10)


@rule
def street_rent(group: str, houses: int = 0, whole_group: bool = False) -> int:
    """Rent on one street. houses 5 means a hotel. A bare street in a whole group pays double."""
    bare = GROUPS[group][2]
    if houses == 0:
        return bare * 2 if whole_group else bare
    return bare * HOUSE_MULTIPLIER[houses]


@rule
def station_rent(owned: int) -> int:
    """25, doubled for each further station the same owner holds."""
    return 25 * 2 ** (owned - 1)


@rule
def utility_multiplier(owned: int) -> int:
    """Rent for a utility is the dice total times this."""
    return 4 if owned == 1 else 10


@rule
def utility_rent(roll: int, owned: int) -> int:
    return roll * utility_multiplier(owned)


@rule
def even_build(houses: int, streets: int) -> list:
    """How new houses spread over a group when built evenly, most first."""
    base, extra = divmod(houses, streets)
    return [base + 1 if i < extra else base for i in range(streets)]


@rule
def build_cost(group: str, houses: int) -> int:
    return house_cost(group) * houses


@rule
def jail_fine() -> int:
    return 50


@rule
def doubles_to_jail() -> int:
    return 3


@rule
def tax(space: str) -> int:
    return {"City Rates": 200, "Harbour Levy": 100}[space]


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    """What a game at this player count takes out of the box."""
    return {
        "board": 1,
        "deeds": 28,
        "fortune": 16,
        "civic": 16,
        "pawns": players,
        "houses": HOUSES_IN_BANK,
        "hotels": HOTELS_IN_BANK,
        "dice": 2,
        "banknotes": 1,
    }


@invariant("every deed's price agrees with its group, and each group has its streets", per_player_count=False)
def deeds_match_groups(game) -> bool | str:
    deck = game.deck("deeds")
    seen = {g: 0 for g in GROUPS}
    for card in deck.cards:
        group = card.fields["group"]
        if group == "Station":
            want = STATION_PRICE
        elif group == "Utility":
            want = UTILITY_PRICE
        else:
            want = street_price(group)
            seen[group] += card.count
        if card.fields["price"] != want:
            return f"{card.name} costs {card.fields['price']}, its group {want}"
    wrong = [g for g, n in seen.items() if n != GROUPS[g][0]]
    return True if not wrong else f"groups with the wrong number of streets: {', '.join(wrong)}"


@invariant("the bank's houses and hotels match the box", per_player_count=False)
def buildings_match_box(game) -> bool | str:
    counts = {c.id: c.count for c in game.inventory}
    if counts.get("houses") != HOUSES_IN_BANK or counts.get("hotels") != HOTELS_IN_BANK:
        return "houses or hotels in game.yaml differ from the engine"
    return True


@invariant("a player's starting cash can buy the dearest street")
def cash_buys_a_street(players: int) -> bool:
    return starting_money(players) > max(g[1] for g in GROUPS.values())
