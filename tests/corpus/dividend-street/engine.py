"""Dividend Street: the rules the tables and the rulebook print.

Prices move in steps of $10 on a track from 0 to 200. Companies pay dividends
as a percentage of their share price (5% or 10%), with halves dropped. Loans
are $100 each and cost 10% interest every round. Cash may never go below zero.
"""

from generator.engine import invariant, rule

PLAYERS = (3, 6)

# company -> (ticker, starting price, dividend rate in percent)
COMPANIES = {
    "Harbor Lines": ("HBR", 60, 5),
    "Copperworks": ("CPR", 80, 5),
    "Sunfield Farms": ("SUN", 50, 10),
    "Voltaic Power": ("VOL", 100, 5),
    "Meridian Rail": ("MER", 70, 10),
}

PRICE_FLOOR = 0
PRICE_TOP = 200
PRICE_STEP = 10
LOAN_SIZE = 100
INTEREST_RATE = 10          # percent, every round
MAX_LOANS = 5
MAX_BUY = 3                 # shares bought in one turn, all companies together
SHARES_PER_COMPANY = 10


def _percent(rate: int | str) -> int:
    """A rate as the table writes it ("5%") or as a number (5)."""
    return int(str(rate).strip().rstrip("%"))


# ---------------------------------------------------------------- by player count

@rule
def starting_cash(players: int) -> int:
    """Each player's cash at the start, written on the ledger."""
    return 1100 - 100 * players


@rule
def rounds(players: int, variant: str | None = None) -> int:
    """Rounds in a game: more players, fewer rounds."""
    if variant == "quick-market":
        return max(5, 10 - players)
    return 13 - players


@rule
def share_limit(players: int) -> int:
    """The most shares of any one company a player may hold."""
    return {3: 6, 4: 5, 5: 4, 6: 4}[players]


# ---------------------------------------------------------------- the companies

@rule
def ticker(company: str) -> str:
    return COMPANIES[company][0]


@rule
def starting_price(company: str) -> int:
    return COMPANIES[company][1]


@rule
def dividend_rate(company: str) -> int:
    """The company's dividend, in percent of its share price."""
    return COMPANIES[company][2]


@rule
def start_space(company: str) -> int:
    """The space of the price track the company's marker starts on."""
    return starting_price(company) // PRICE_STEP


# ---------------------------------------------------------------- constants

@rule
def loan_size(players: int | None = None) -> int:
    return LOAN_SIZE


@rule
def interest_rate(players: int | None = None) -> int:
    return INTEREST_RATE


@rule
def interest_per_loan(players: int | None = None) -> int:
    """10% of $100: $10 per loan, every round."""
    return LOAN_SIZE * INTEREST_RATE // 100


@rule
def max_loans(players: int | None = None) -> int:
    return MAX_LOANS


@rule
def max_buy(players: int | None = None) -> int:
    return MAX_BUY


@rule
def price_step(players: int | None = None) -> int:
    return PRICE_STEP


@rule
def price_top() -> int:
    return PRICE_TOP


@rule
def shares_per_company() -> int:
    return SHARES_PER_COMPANY


# ---------------------------------------------------------------- arithmetic

@rule
def dividend_per_share(rate: int | str, price: int) -> int:
    """One share's dividend: the rate of the price, any half dropped."""
    return price * _percent(rate) // 100


@rule
def dividend(price: int, shares: int, rate: int | str) -> int:
    """What a holding pays: one share's dividend times the shares held."""
    return dividend_per_share(rate, price) * shares


@rule
def interest(loans: int) -> int:
    """Interest owed in the Interest phase."""
    return loans * interest_per_loan()


@rule
def round_cash_change(dividends: int, interest: int) -> int:
    return dividends - interest


@rule
def move_price(price: int, change: int) -> int:
    """A price after a change, kept on the track."""
    return max(PRICE_FLOOR, min(PRICE_TOP, price + change))


@rule
def sale_income(price: int, sold: int) -> int:
    """Shares are sold at the price before the sale moves it."""
    return price * sold


@rule
def price_after_sale(price: int, sold: int) -> int:
    return move_price(price, -PRICE_STEP * sold)


@rule
def price_after_buy(price: int) -> int:
    """Buying lifts a company's price one step, however many shares were bought."""
    return move_price(price, PRICE_STEP)


@rule
def net_worth(cash: int, share_value: int, loans: int) -> int:
    """Final score: cash plus shares at their price, less $100 per loan."""
    return cash + share_value - LOAN_SIZE * loans


# ---------------------------------------------------------------- setup and play

def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "exchange-board": 1,
        "market": 24,
        "shares": SHARES_PER_COMPANY * len(COMPANIES),
        "price-markers": len(COMPANIES),
        "loan-notes": 30,
        "start-marker": 1,
        "round-marker": 1,
        "ledger-pad": 1,
        "pencils": players,
    }


def play(players: int, variant: str | None = None) -> dict[str, dict]:
    return {"market": {"per_round": 1, "turns": rounds(players, variant)}}


# ---------------------------------------------------------------- invariants

@invariant("the market deck has a card for every round of the longest game", per_player_count=False)
def market_lasts(game) -> bool | str:
    longest = max(rounds(n) for n in game.players)
    total = game.deck("market").total
    return True if total >= longest else f"{total} market cards for {longest} rounds"


@invariant("every company has its ten share cards, printed with its dividend rate", per_player_count=False)
def shares_match_companies(game) -> bool | str:
    seen = set()
    for card in game.deck("shares").cards:
        company = card.fields["company"]
        seen.add(company)
        if card.count != SHARES_PER_COMPANY:
            return f"{card.name}: {card.count} copies, not {SHARES_PER_COMPANY}"
        if card.fields["rate"] != dividend_rate(company):
            return f"{card.name}: rate {card.fields['rate']}, engine {dividend_rate(company)}"
    missing = set(COMPANIES) - seen
    return True if not missing else f"no share card for {', '.join(sorted(missing))}"


@invariant("the companies of game.yaml are the engine's", per_player_count=False)
def companies_match(game) -> bool | str:
    names = set(game.names["companies"])
    return True if names == set(COMPANIES) else f"game.yaml {sorted(names)}, engine {sorted(COMPANIES)}"


@invariant("the box holds enough loan notes for every player at the loan limit")
def loan_notes_cover(players: int, game) -> bool | str:
    notes = next(c for c in game.inventory if c.id == "loan-notes")
    need = MAX_LOANS * players
    return True if notes.count >= need else f"{notes.count} loan notes, {need} needed"


@invariant("the bank's printed costs are the engine's loan size and interest", per_player_count=False)
def bank_costs_match(game) -> bool | str:
    costs = {c.id: c for c in game.costs}
    repay = costs["repay-loan"].items[0].amount
    owed = costs["loan-interest"].items[0].amount
    if repay != LOAN_SIZE:
        return f"repaying a loan costs {repay}, engine {LOAN_SIZE}"
    if owed != interest_per_loan():
        return f"interest per loan {owed}, engine {interest_per_loan()}"
    return True


@invariant("every market card moves prices in whole steps of the track", per_player_count=False)
def market_moves_in_steps(game) -> bool | str:
    odd = [c.name for c in game.deck("market").cards if c.fields["change"] % PRICE_STEP]
    return True if not odd else f"not a multiple of {PRICE_STEP}: {', '.join(odd)}"


@invariant("every starting price lies on the track", per_player_count=False)
def prices_on_track(game) -> bool | str:
    for company, (_, price, _) in COMPANIES.items():
        if not PRICE_FLOOR < price < PRICE_TOP or price % PRICE_STEP:
            return f"{company} starts at {price}"
    return True
