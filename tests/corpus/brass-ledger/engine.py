"""Engine model of Brass Ledger.

Money in this game is Coin. Every number a table, a track mark or a worked
example prints is computed here; the box counts stay in game.yaml and the
card files, and the invariants at the bottom hold the two sides together.
"""
from generator.engine import invariant, rule

PLAYERS = (3, 5)

GOODS = ("Cloth", "Iron", "Pottery")

# Where each price marker starts, and the highest space it may climb to.
START_PRICE = {"Cloth": 9, "Iron": 11, "Pottery": 7}
CEILING = {"Cloth": 12, "Iron": 14, "Pottery": 10}
PRICE_FLOOR = 1

LOAN_SIZE = 10
UNPAID_LOAN_AT_END = 12
BASE_INCOME = 2
TRADE_INCOME_PER_FACTORY = 1
ACTIONS_PER_TURN = 2
WAREHOUSE_LIMIT = 8
PRICE_RECOVERY = 2
COIN_PER_LEFTOVER_GOOD = 1

TIGHT = "tight-credit"


# --- setup by player count -------------------------------------------------

@rule
def starting_coin(players: int) -> int:
    """Coin each player starts with: less in a bigger game, where the market is busier."""
    return 42 - 4 * players


@rule
def rounds(players: int) -> int:
    """Rounds in a game."""
    return 11 - players


@rule
def factory_row(players: int) -> int:
    """Face-up factory cards on offer: one more than the players."""
    return players + 1


@rule
def max_loans(players: int | None = None, variant: str | None = None) -> int:
    """The most loan cards one player may hold at a time."""
    return 2 if variant == TIGHT else 3


@rule
def bank_loans(players: int, variant: str | None = None) -> int:
    """Loan cards the bank holds: enough for every player to reach the limit."""
    return max_loans(players, variant) * players


# --- money constants -------------------------------------------------------

@rule
def loan_size(players: int | None = None) -> int:
    """Coin a loan card brings, and what repaying it costs."""
    return LOAN_SIZE


@rule
def interest_per_loan(players: int | None = None, variant: str | None = None) -> int:
    """Coin paid for each loan card held, in every Ledger phase."""
    return 3 if variant == TIGHT else 2


@rule
def base_income(players: int | None = None) -> int:
    return BASE_INCOME


@rule
def trade_income(players: int | None = None) -> int:
    """Coin each factory brings in the Ledger phase from local trade."""
    return TRADE_INCOME_PER_FACTORY


@rule
def actions_per_turn(players: int | None = None) -> int:
    return ACTIONS_PER_TURN


@rule
def warehouse_limit(players: int | None = None) -> int:
    """Goods cubes a player may keep in total at the end of Production."""
    return WAREHOUSE_LIMIT


@rule
def price_recovery(players: int | None = None) -> int:
    """Steps each price marker climbs in the Market phase."""
    return PRICE_RECOVERY


@rule
def unpaid_loan_penalty(players: int | None = None) -> int:
    """Coin taken off a player's wealth for each loan still held at the end."""
    return UNPAID_LOAN_AT_END


# --- the market --------------------------------------------------------------

@rule
def start_price(good: str) -> int:
    return START_PRICE[good]


@rule
def price_ceiling(good: str) -> int:
    return CEILING[good]


@rule
def recovered_price(good: str, price: int) -> int:
    """The price after the Market phase: two steps up, never past the ceiling."""
    return min(CEILING[good], price + PRICE_RECOVERY)


@rule
def sale_income(price: int, units: int) -> int:
    """Coin for selling `units` of one good, starting at `price`: each unit is
    paid at the marker's space, then the marker drops one step (not below 1)."""
    total = 0
    for _ in range(units):
        total += price
        price = max(PRICE_FLOOR, price - 1)
    return total


@rule
def price_after_sale(price: int, units: int) -> int:
    return max(PRICE_FLOOR, price - units)


# --- the Ledger phase --------------------------------------------------------

@rule
def ledger_income(factories: int) -> int:
    """Base income plus trade income for each factory owned."""
    return BASE_INCOME + TRADE_INCOME_PER_FACTORY * factories


@rule
def ledger_bill(upkeep: list, loans: int, variant: str | None = None) -> int:
    """Upkeep of every factory plus interest on every loan held."""
    return sum(upkeep) + interest_per_loan(None, variant) * loans


@rule
def forced_loans(cash: int, bill: int, loans: int, variant: str | None = None) -> int:
    """Loans a player must take to pay a Ledger bill they cannot cover, up to the limit."""
    needed = 0
    while cash < bill and loans + needed < max_loans(None, variant):
        needed += 1
        cash += LOAN_SIZE
    return needed


@rule
def sell_back_value(cost: int) -> int:
    """What the bank pays for a factory sold back: half its cost, rounded down."""
    return cost // 2


@rule
def round_money(start: int, sales: int, borrowed: int, repaid: int, built: list,
                factories: int, upkeep: list, loans: int) -> int:
    """A player's Coin at the end of a round, step by step: sales, loans taken
    and repaid, factories built, then the Ledger (income, upkeep, interest on
    the loans held at that moment)."""
    coin = start + sales + LOAN_SIZE * borrowed - LOAN_SIZE * repaid - sum(built)
    coin += ledger_income(factories)
    coin -= ledger_bill(upkeep, loans)
    return coin


@rule
def final_wealth(money: int, factory_costs: list, goods: int, loans: int) -> int:
    """Score at the end: Coin, plus half of each factory's cost (rounded down),
    plus 1 per leftover good, less 12 for every loan not repaid."""
    return (money + sum(sell_back_value(c) for c in factory_costs)
            + COIN_PER_LEFTOVER_GOOD * goods - UNPAID_LOAN_AT_END * loans)


# --- setup -------------------------------------------------------------------

def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "market-board": 1,
        "factories": 27,
        "events": 12,
        "loans": bank_loans(players, variant),
        "coins": 65,
        "price-markers": 3,
        "round-marker": 1,
        "cloth-cubes": 20,
        "iron-cubes": 20,
        "pottery-cubes": 20,
        "ledger-pad": 1,
    }


def play(players: int, variant: str | None = None) -> dict:
    return {"events": {"hand": 0, "draw": 1}}


# --- invariants --------------------------------------------------------------

@invariant("the bank holds enough loan cards for every player to reach the limit")
def loans_suffice(players: int, game, variant: str | None = None) -> bool | str:
    total = game.deck("loans").total
    need = bank_loans(players, variant)
    return True if total >= need else f"{total} loan cards, {need} needed"


@invariant("the event deck has a card for every round")
def events_last(players: int, game) -> bool | str:
    total = game.deck("events").total
    return True if total >= rounds(players) else f"{total} events for {rounds(players)} rounds"


@invariant("the factory deck fills the row and four builds per player")
def factories_last(players: int, game) -> bool | str:
    total = game.deck("factories").total
    need = factory_row(players) + 4 * players
    return True if total >= need else f"{total} factories, {need} wanted"


@invariant("setup takes every factory and event card in the box", per_player_count=False)
def decks_come_out_whole(game) -> bool | str:
    s = setup(3)
    for deck in ("factories", "events"):
        if s[deck] != game.deck(deck).total:
            return f"setup takes {s[deck]} {deck}, the box has {game.deck(deck).total}"
    return True


@invariant("every loan card states the engine's loan size", per_player_count=False)
def loan_cards_agree(game) -> bool | str:
    for card in game.deck("loans").cards:
        if card.fields["amount"] != LOAN_SIZE:
            return f"{card.name} says {card.fields['amount']}"
    return True


@invariant("every factory earns its upkeep back at its good's starting price, twice over",
           per_player_count=False)
def factories_pay(game) -> bool | str:
    for card in game.deck("factories").cards:
        f = card.fields
        if f["output"] * START_PRICE[f["good"]] < 2 * f["upkeep"]:
            return f"{card.name} cannot pay its upkeep"
    return True


@invariant("prices start on their track, at or below the ceiling", per_player_count=False)
def prices_on_track(game) -> bool | str:
    for good in GOODS:
        if not PRICE_FLOOR <= START_PRICE[good] <= CEILING[good]:
            return f"{good} starts off its track"
    return True
