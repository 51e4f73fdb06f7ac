"""Engine model of Smokestack Ledger: the rules the printed tables are bound to."""
from generator.engine import invariant, rule

PLAYERS = (2, 4)

INCOME_LOW = -10
INCOME_HIGH = 30
LOAN_MONEY = 10
LOAN_INCOME_DROP = 2
REPAY_COST = 12
UNPAID_LOAN_POINTS = 4
MONEY_PER_POINT = 5


@rule
def rounds(players: int) -> int:
    """Rounds in a game: fewer with more players, so the market runs dry about as fast."""
    return {2: 8, 3: 7, 4: 6}[players]


@rule
def market_cards(players: int) -> int:
    """Enterprise cards face up in the market: three more than the players."""
    return players + 3


@rule
def starting_money(players: int | None = None) -> int:
    return 15


@rule
def starting_income(players: int | None = None) -> int:
    """Where every income marker starts on the track."""
    return 3


@rule
def actions_per_round(players: int | None = None) -> int:
    """Actions each player takes in the Actions phase."""
    return 2


@rule
def collect_money() -> int:
    """Money the Collect action takes from the bank."""
    return 2


@rule
def income_lowest() -> int:
    return INCOME_LOW


@rule
def income_highest() -> int:
    return INCOME_HIGH


@rule
def loan_money() -> int:
    return LOAN_MONEY


@rule
def loan_income_drop() -> int:
    return LOAN_INCOME_DROP


@rule
def repay_cost() -> int:
    return REPAY_COST


@rule
def loan_terms(what: str) -> int:
    """The four numbers of a loan, by name."""
    return {
        "Money borrowed": LOAN_MONEY,
        "Income lost": LOAN_INCOME_DROP,
        "Repayment": REPAY_COST,
        "Points lost if unpaid": UNPAID_LOAN_POINTS,
    }[what]


@rule
def income_lost(loans: int) -> int:
    return LOAN_INCOME_DROP * loans


@rule
def loan_points_lost(loans: int) -> int:
    return UNPAID_LOAN_POINTS * loans


def clamp(income: int) -> int:
    return max(INCOME_LOW, min(INCOME_HIGH, income))


@rule
def payout(income: int) -> int:
    """Money the bank pays at the Income phase (negative: the player pays)."""
    return clamp(income)


@rule
def income_after(income: int, loans_taken: int = 0, gained: int = 0, repaid: int = 0) -> int:
    """The income marker after loans, repayments and enterprises built, kept on the track."""
    return clamp(income - LOAN_INCOME_DROP * loans_taken + LOAN_INCOME_DROP * repaid + gained)


@rule
def money_after(money: int, loans_taken: int = 0, spent: int = 0) -> int:
    """Money in hand after borrowing and spending (before the Income phase)."""
    return money + LOAN_MONEY * loans_taken - spent


@rule
def can_borrow(income: int) -> bool:
    """A loan may not take the marker below the bottom of the track."""
    return income - LOAN_INCOME_DROP >= INCOME_LOW


@rule
def money_points(money: int) -> int:
    return money // MONEY_PER_POINT


@rule
def final_score(card_points: int, money: int, loans: int) -> int:
    return card_points + money_points(money) - loan_points_lost(loans)


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "enterprise": 36,
        "game-board": 1,
        "income-markers": players,
        "round-marker": 1,
        "first-player": 1,
        "loan-tokens": 24,
        "money-tokens": 80,
    }


def loans_from_start() -> int:
    """Loans one player can take from the starting space before hitting the bottom."""
    return (starting_income() - INCOME_LOW) // LOAN_INCOME_DROP


@invariant("the loan supply lets every player borrow to the bottom of the track from the start")
def loans_suffice(players: int, game) -> bool | str:
    tokens = next(c for c in game.inventory if c.id == "loan-tokens").count
    need = players * loans_from_start()
    return True if tokens >= need else f"{tokens} loan tokens, {need} needed"


@invariant("the deck fills the opening market with cards to spare", per_player_count=True)
def deck_fills_market(players: int, game) -> bool | str:
    total = game.deck("enterprise").total
    return True if total >= 3 * market_cards(players) else f"{total} cards for a market of {market_cards(players)}"


@invariant("every enterprise pays back its cost within the shortest game", per_player_count=False)
def enterprises_pay_back(game) -> bool | str:
    shortest = min(rounds(p) for p in range(PLAYERS[0], PLAYERS[1] + 1))
    slow = [c.name for c in game.deck("enterprise").cards
            if c.fields["income"] * shortest < c.fields["cost"]]
    return True if not slow else f"too slow to pay back: {', '.join(slow)}"


@invariant("the start space leaves room to borrow and to grow", per_player_count=False)
def start_on_track(game) -> bool:
    return INCOME_LOW < starting_income() < INCOME_HIGH and can_borrow(starting_income())
