"""Million Auction: the rules the tables, examples and board print.

Money is counted in whole units (a 20k bill is 20000). Cards and the board
print it as 20k, the rulebook as 20,000.
"""

from generator.engine import invariant, rule

PLAYERS = (3, 6)

DISTRICTS = ("Harbour", "Old Town", "Market Row", "Riverside", "Hillcrest", "Parkside")

# what one upgrade costs on a property of each district (the cards print it too)
UPGRADE_COST = {
    "Harbour": 5000,
    "Old Town": 8000,
    "Market Row": 10000,
    "Riverside": 12000,
    "Hillcrest": 15000,
    "Parkside": 20000,
}

PROPERTIES_PER_DISTRICT = 5

BILLS = (50000, 20000, 10000, 5000, 1000)

# the bills each player is handed at the start, by player count
STARTING_BILLS = {
    3: {50000: 2, 20000: 1, 10000: 2, 5000: 1, 1000: 5},
    4: {50000: 2, 20000: 1, 10000: 2, 5000: 1, 1000: 5},
    5: {50000: 2, 20000: 0, 10000: 2, 5000: 1, 1000: 5},
    6: {50000: 1, 20000: 2, 10000: 1, 5000: 1, 1000: 5},
}

LOAN = 50000
INTEREST = 5000          # per loan, every Bank phase: ten per cent
MAX_LOANS = 3
MAX_UPGRADES = 3
SMALLEST_RAISE = 1000
BLOCK = 2                # properties of one district you must own before you may upgrade there


def _check_players(players: int) -> None:
    if players not in STARTING_BILLS:
        raise ValueError(f"Million Auction is for 3-6 players, not {players}")


# ---- setup by player count ---------------------------------------------------

@rule
def starting_bills(players: int, bill: int) -> int:
    """How many bills of this worth each player is handed at the start."""
    _check_players(players)
    return STARTING_BILLS[players][bill]


@rule
def starting_cash(players: int) -> int:
    """Each player's starting cash: the bills they are handed, added up."""
    _check_players(players)
    return sum(worth * n for worth, n in STARTING_BILLS[players].items())


@rule
def lots_per_round(players: int) -> int:
    """Properties put up for auction each round."""
    _check_players(players)
    return 3 if players <= 4 else 4


@rule
def rounds(players: int, variant: str | None = None) -> int:
    """Rounds in a game; the Quick Deal plays two fewer."""
    _check_players(players)
    full = 8 if players <= 4 else 7
    return full - 2 if variant == "quick" else full


@rule
def properties_for_sale(players: int, variant: str | None = None) -> int:
    """Properties that come up for auction over the whole game."""
    return lots_per_round(players) * rounds(players, variant)


# ---- the bank's terms (the same at every count) -------------------------------

@rule
def loan_size(players: int | None = None) -> int:
    return LOAN


@rule
def loan_interest(players: int | None = None) -> int:
    """Interest on one loan, paid in every Bank phase."""
    return INTEREST


@rule
def max_loans(players: int | None = None) -> int:
    return MAX_LOANS


@rule
def max_upgrades(players: int | None = None) -> int:
    return MAX_UPGRADES


@rule
def smallest_raise(players: int | None = None) -> int:
    return SMALLEST_RAISE


@rule
def block_size(players: int | None = None) -> int:
    """Properties of one district a player must own to upgrade any of them."""
    return BLOCK


# ---- districts and the District die -------------------------------------------

@rule
def die_face(district: str) -> int:
    """The face of the District die that makes this district boom."""
    return DISTRICTS.index(district) + 1


@rule
def boom_district(roll: int) -> str:
    """The die table's result id for a roll of the District die."""
    return DISTRICTS[roll - 1].lower().replace(" ", "-")


@rule
def upgrade_cost(district: str) -> int:
    return UPGRADE_COST[district]


@rule
def district_size(district: str) -> int:
    return PROPERTIES_PER_DISTRICT


# ---- money in play ---------------------------------------------------------------

@rule
def reserve_price(value: int) -> int:
    """The lowest opening bid for a lot: half its printed value, rounded down to 1,000."""
    return (value // 2) // SMALLEST_RAISE * SMALLEST_RAISE


@rule
def rent_due(rent: int, boom: bool = False) -> int:
    """One property's rent this round: double in the booming district."""
    return rent * 2 if boom else rent


@rule
def rent_total(rents: list, booming: list) -> int:
    """A player's whole rent for the round."""
    return sum(rent_due(r, b) for r, b in zip(rents, booming))


@rule
def interest_due(loans: int) -> int:
    return loans * INTEREST


@rule
def sale_to_bank(value: int, upgrades: int, upgrade: int) -> int:
    """Selling a property back to the bank: its reserve, and half of each upgrade's cost, each rounded down to 1,000."""
    return reserve_price(value) + upgrades * ((upgrade // 2) // SMALLEST_RAISE * SMALLEST_RAISE)


@rule
def net_worth(cash: int, values: list, upgrade_costs: list, loans: int) -> int:
    """Final score: cash, printed values, half of every upgrade's cost, less the loans still owed."""
    return cash + sum(values) + sum(c // 2 for c in upgrade_costs) - loans * LOAN


# ---- what the box gives out ---------------------------------------------------------

def setup(players: int, variant: str | None = None) -> dict[str, int]:
    _check_players(players)
    return {
        "properties": 30,            # the whole deck is shuffled; the unsold rest stays face down
        "bills": 200,                # the bank, from which each player is handed a stake
        "loans": 18,
        "upgrade-markers": 60,
        "auctioneer-marker": 1,
        "round-marker": 1,
        "district-die": 1,
        "city-board": 1,
        "ledger-pad": 1,
    }


def play(players: int, variant: str | None = None) -> dict[str, dict]:
    return {
        "properties": {"per_round": lots_per_round(players)},
        "district": {"dice": 1},
    }


# ---- invariants ---------------------------------------------------------------------

@invariant("the property deck lasts every round of the game")
def deck_lasts(players: int, game, variant: str | None = None) -> bool | str:
    total = game.deck("properties").total
    need = properties_for_sale(players, variant)
    return True if need <= total else f"{need} lots but {total} properties"


@invariant("each player's stake comes out of the box with at least ten of every bill left in the bank")
def bills_suffice(players: int, game) -> bool | str:
    box = {c.fields["worth"]: c.count for c in game.deck("bills").cards}
    for worth, n in STARTING_BILLS[players].items():
        if n * players + 10 > box.get(worth, 0):
            return f"{n * players} bills of {worth} handed out, box holds {box.get(worth, 0)}"
    return True


@invariant("every property card prints its district's upgrade cost", per_player_count=False)
def upgrade_costs_agree(game) -> bool | str:
    for card in game.deck("properties").cards:
        if card.fields["upgrade"] != UPGRADE_COST[card.fields["district"]]:
            return f"{card.name} prints {card.fields['upgrade']}"
    return True


@invariant("every district has its five properties", per_player_count=False)
def districts_full(game) -> bool | str:
    for district in DISTRICTS:
        n = sum(c.count for c in game.deck("properties").cards if c.fields["district"] == district)
        if n != PROPERTIES_PER_DISTRICT:
            return f"{district} has {n} properties"
    return True


@invariant("rent rises with every upgrade and all money is in whole thousands", per_player_count=False)
def rents_rise(game) -> bool | str:
    for card in game.deck("properties").cards:
        f = card.fields
        rents = [f["rent_0"], f["rent_1"], f["rent_2"], f["rent_3"]]
        if any(a >= b for a, b in zip(rents, rents[1:])):
            return f"{card.name}: rents {rents} do not rise"
        if any(x % 1000 for x in rents + [f["value"], f["upgrade"]]):
            return f"{card.name}: not whole thousands"
    return True


@invariant("the loan cards print the bank's terms", per_player_count=False)
def loan_cards_agree(game) -> bool | str:
    for card in game.deck("loans").cards:
        if card.fields["amount"] != LOAN or card.fields["interest"] != INTEREST:
            return f"{card.name} prints other terms"
    return True


@invariant("the box holds enough loan cards for every player to borrow the most")
def loans_suffice(players: int, game) -> bool:
    return game.deck("loans").total >= players * MAX_LOANS


@invariant("the bills in the box are exactly the five worths", per_player_count=False)
def bill_worths(game) -> bool | str:
    worths = sorted((c.fields["worth"] for c in game.deck("bills").cards), reverse=True)
    return True if tuple(worths) == BILLS else f"bills worth {worths}"
