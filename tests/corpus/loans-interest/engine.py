"""Interest Due: the rules the tables print, as small functions.

Money is counted in coins. A loan is always LOAN_SIZE coins, and interest is a
percentage of it charged every round: at the usual 10 percent, 1 coin a loan.
"""
from generator.engine import invariant, rule

PLAYERS = (2, 5)

LOAN_SIZE = 10            # coins the bank lends per loan certificate
BASE_RATE = 10            # percent of a loan charged as interest each round
TIGHT_MONEY_EXTRA = 10    # percentage points the Tight Money variant adds to every rate above 0
IMPROVEMENT_COST = 8      # coins for one improvement (+1 income)
MAX_INCOME = 20           # the top space of the income track
ROUNDS = 8
START_INCOME = 2

# box counts the engine needs (setup cannot read game.yaml; invariants hold these to it)
BUSINESS_CARDS = 40
ECONOMY_CARDS = 12
LOAN_CERTIFICATES = 35
COINS = 70

REMOVED = {2: 16, 3: 10, 4: 4, 5: 0}


# --- interest -------------------------------------------------------------

@rule
def loan_size() -> int:
    """Coins in one loan."""
    return LOAN_SIZE


@rule
def effective_rate(rate: int = BASE_RATE, variant: str | None = None) -> int:
    """The round's interest rate in percent, after the variant."""
    if variant == "tight-money" and rate > 0:
        return rate + TIGHT_MONEY_EXTRA
    return rate


@rule
def interest_per_loan(rate: int = BASE_RATE, variant: str | None = None) -> int:
    """Coins of interest one loan costs in a round."""
    return LOAN_SIZE * effective_rate(rate, variant) // 100


@rule
def interest_due(loans: int, rate: int = BASE_RATE, variant: str | None = None) -> int:
    """Coins of interest a player with this many loans pays in a round."""
    return loans * interest_per_loan(rate, variant)


# --- credit ---------------------------------------------------------------

@rule
def credit_limit(income: int) -> int:
    """The most loans a player may hold at this income."""
    return 1 + income // 3


@rule
def income_for_credit(loans: int) -> int:
    """The lowest income at which a player may hold this many loans (the marks on the income track)."""
    return 3 * (loans - 1)


@rule
def max_income() -> int:
    return MAX_INCOME


@rule
def improvement_cost() -> int:
    return IMPROVEMENT_COST


@rule
def sale_value(cost: int) -> int:
    """What the bank pays for a business sold back to it: half its cost, rounded down."""
    return cost // 2


@rule
def is_bankrupt(coins: int, owed: int) -> bool:
    """After borrowing to the limit and selling every business: still short?"""
    return coins < owed


# --- setup ----------------------------------------------------------------

@rule
def market_size(players: int) -> int:
    """Face-up Business cards in the market."""
    return players + 2


@rule
def businesses_removed(players: int) -> int:
    """Business cards returned to the box unseen at setup."""
    return REMOVED[players]


@rule
def businesses_in_play(players: int) -> int:
    return BUSINESS_CARDS - businesses_removed(players)


@rule
def starting_income(players: int | None = None) -> int:
    return START_INCOME


@rule
def starting_coins(seat: int) -> int:
    """Coins each seat starts with: later seats get a little more."""
    return 13 + seat


@rule
def rounds(players: int | None = None) -> int:
    return ROUNDS


# --- a round and the end -------------------------------------------------

@rule
def coins_after_round(coins: int, income: int, loans: int, borrowed: int = 0, spent: int = 0,
                      rate: int = BASE_RATE) -> int:
    """Coins at the end of a round: income in, interest out, new loans in, purchases out."""
    return coins + income - interest_due(loans, rate) + LOAN_SIZE * borrowed - spent


@rule
def final_score(coins: int, points: int, loans: int) -> int:
    """Fortune: coins plus business points, less the face value of every loan still held."""
    return coins + points - LOAN_SIZE * loans


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "businesses": businesses_in_play(players),
        "economy": ECONOMY_CARDS,
        "town-board": 1,
        "loan-certificates": LOAN_CERTIFICATES,
        "coins": COINS,
        "income-markers": players,
        "round-marker": 1,
        "first-player": 1,
    }


def play(players: int, variant: str | None = None) -> dict[str, dict]:
    return {
        "businesses": {"table": market_size(players), "per_round": players},
        "economy": {"per_round": 1},
    }


# --- invariants -----------------------------------------------------------

def _component(game, cid):
    return next(c for c in game.inventory if c.id == cid)


@invariant("the engine's box counts are game.yaml's", per_player_count=False)
def box_counts_agree(game) -> bool | str:
    if game.deck("businesses").total != BUSINESS_CARDS:
        return f"businesses deck has {game.deck('businesses').total}, engine says {BUSINESS_CARDS}"
    if game.deck("economy").total != ECONOMY_CARDS:
        return f"economy deck has {game.deck('economy').total}, engine says {ECONOMY_CARDS}"
    if _component(game, "loan-certificates").count != LOAN_CERTIFICATES:
        return "loan certificates differ"
    if _component(game, "coins").count != COINS:
        return "coins differ"
    return True


@invariant("the bank has a loan certificate for every loan every player may hold at once", per_player_count=False)
def enough_loans(game) -> bool | str:
    need = credit_limit(MAX_INCOME) * game.max_players
    have = _component(game, "loan-certificates").count
    return True if have >= need else f"{have} certificates, {need} needed"


@invariant("the Business cards in play fill the market and a purchase by every player in half the rounds")
def enough_businesses(players: int) -> bool:
    return businesses_in_play(players) >= market_size(players) + players * ROUNDS // 2


@invariant("there is an Economy card for every round", per_player_count=False)
def enough_economy(game) -> bool:
    return game.deck("economy").total >= ROUNDS


@invariant("every business can pay for itself over a full game, income and points together",
           per_player_count=False)
def businesses_pay_back(game) -> bool | str:
    for card in game.deck("businesses").cards:
        f = card.fields
        if f["income"] * ROUNDS + f["points"] < f["cost"]:
            return f"{card.name} never pays back its cost"
    return True


@invariant("the bank's prices in game.yaml are the engine's", per_player_count=False)
def bank_prices(game) -> bool | str:
    prices = {c.id: c.items[0].amount for c in game.costs}
    if prices.get("repay-loan") != LOAN_SIZE:
        return "repaying a loan must cost one loan"
    if prices.get("improvement") != IMPROVEMENT_COST:
        return "improvement cost differs"
    return True


@invariant("the income track runs from 0 to the top income", per_player_count=False)
def income_track(game) -> bool | str:
    board = game.maps[0]
    track = next(t for t in board.tracks if t.id == "income")
    return True if (track.start, track.end) == (0, MAX_INCOME) else f"track runs {track.start}-{track.end}"
