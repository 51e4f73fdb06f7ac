"""Engine model of Open Outcry, a stock-trading game for 3-6 players.

Prices run on a track from 0 to 20. Buying a card pushes its company's price
up one space per share on it, selling pushes it down the same way, and the
market event cards (the players' secret tips) move prices at the Closing Bell.
Dividends are paid by price band. What the box holds and what each card says
lives in game.yaml and cards/; the invariants at the end hold the two
together.
"""
from __future__ import annotations

from generator.engine import invariant, rule

PLAYERS = (3, 6)

COMPANIES = ("Anchor Shipping", "Brightwater Power", "Copperline Rail", "Daybreak Mills", "Emberstone Mining")

STARTING_PRICES = {
    "Anchor Shipping": 8,
    "Brightwater Power": 10,
    "Copperline Rail": 9,
    "Daybreak Mills": 7,
    "Emberstone Mining": 6,
}

BOTTOM = 0
TOP = 20

# (lowest price of the band, dividend per share), highest band first.
BANDS = ((20, 5), (15, 3), (10, 2), (5, 1), (0, 0))

STARTING_MONEY = {3: 60, 4: 50, 5: 40, 6: 35}
ROUNDS = {3: 8, 4: 8, 5: 7, 6: 7}

# The bank: value of a note -> how many notes the box holds.
BANKNOTES = {1: 40, 5: 40, 10: 30}

# Share cards of each company: a card's shares -> copies.
SHARE_CARDS_EACH = {1: 8, 2: 2}

TRADING_TURNS = 2
BUY_LIMIT = 2
HOLDING_LIMIT = 6


def _clamp(price: int) -> int:
    return max(BOTTOM, min(TOP, price))


# --------------------------------------------------------------------------
# Setup and the length of the game
# --------------------------------------------------------------------------
@rule
def starting_money(players: int = 3) -> int:
    """Money each player takes from the bank at the start."""
    return STARTING_MONEY[players]


@rule
def rounds(players: int = 3) -> int:
    """How many rounds the game lasts; the last one is marked on the round track."""
    return ROUNDS[players]


@rule
def starting_price(company: str) -> int:
    """Where a company's price marker starts."""
    return STARTING_PRICES[company]


@rule
def trading_turns(players: int | None = None) -> int:
    """Trading goes round the table this many times each round."""
    return TRADING_TURNS


@rule
def buy_limit(players: int | None = None) -> int:
    """Share cards a player may buy on one trading turn."""
    return BUY_LIMIT


@rule
def holding_limit(players: int | None = None) -> int:
    """The most shares of one company one player may hold (a block counts two)."""
    return HOLDING_LIMIT


@rule
def top_price(players: int | None = None) -> int:
    """The top of every price track."""
    return TOP


@rule
def bank_total() -> int:
    """Money in the box, every banknote together."""
    return sum(value * count for value, count in BANKNOTES.items())


# --------------------------------------------------------------------------
# Prices
# --------------------------------------------------------------------------
@rule
def price_after_event(price: int, move: int) -> int:
    """A revealed tip moves the price; it never leaves the track."""
    return _clamp(price + move)


@rule
def price_after_buying(price: int, shares: int) -> int:
    """Up one space for every share bought."""
    return _clamp(price + shares)


@rule
def price_after_selling(price: int, shares: int) -> int:
    """Down one space for every share sold."""
    return _clamp(price - shares)


@rule
def cost_of_cards(price: int, cards: list) -> int:
    """What buying these cards, one after another, costs. Each card is written
    as its number of shares; the price rises after every card."""
    total = 0
    for shares in cards:
        total += price * int(shares)
        price = price_after_buying(price, int(shares))
    return total


@rule
def sale_proceeds(price: int, cards: list) -> int:
    """What the bank pays for these cards, sold one after another; the price
    falls after every card."""
    total = 0
    for shares in cards:
        total += price * int(shares)
        price = price_after_selling(price, int(shares))
    return total


# --------------------------------------------------------------------------
# Dividends and money
# --------------------------------------------------------------------------
@rule
def dividend(price: int) -> int:
    """Dividend per share at this price."""
    for floor, paid in BANDS:
        if price >= floor:
            return paid
    return 0


@rule
def band_floor(dividend: int) -> int:
    """The lowest price that pays this dividend."""
    for floor, paid in BANDS:
        if paid == dividend:
            return floor
    raise ValueError(f"no band pays {dividend}")


@rule
def payout(price: int, shares: int) -> int:
    """What a holder of so many shares collects at this price."""
    return dividend(price) * shares


@rule
def purse(start: int, spent: int = 0, sold: int = 0, dividends: int = 0) -> int:
    """Money at the end of a round."""
    return start - spent + sold + dividends


@rule
def final_worth(cash: int, holdings: list) -> int:
    """Cash plus every share at its company's closing price. Each holding is
    [closing price, shares]."""
    return cash + sum(int(price) * int(shares) for price, shares in holdings)


# --------------------------------------------------------------------------
# Setup
# --------------------------------------------------------------------------
def setup(players: int, variant: str | None = None) -> dict[str, int]:
    """Everything comes out of the box at every player count."""
    return {
        "market-board": 1,
        "shares": 50,
        "events": 24,
        "price-markers": len(COMPANIES),
        "round-marker": 1,
        "bell-token": 1,
        "banknotes": sum(BANKNOTES.values()),
    }


# --------------------------------------------------------------------------
# Invariants
# --------------------------------------------------------------------------
@invariant("the bank can pay every player's starting money")
def bank_covers_start(players: int) -> bool | str:
    needed = starting_money(players) * players
    return True if bank_total() >= needed else f"{needed} needed, the bank holds {bank_total()}"


@invariant("the event deck deals a tip to every player", per_player_count=True)
def enough_tips(players: int, game) -> bool | str:
    deck = game.deck("events").total
    return True if deck >= players else f"{deck} events for {players} players"


@invariant("the share deck holds the same cards for every company", per_player_count=False)
def share_cards_agree(game) -> bool | str:
    for company in COMPANIES:
        found: dict[int, int] = {}
        for card in game.deck("shares").cards:
            if card.fields["company"] == company:
                found[card.fields["shares"]] = found.get(card.fields["shares"], 0) + card.count
        if found != SHARE_CARDS_EACH:
            return f"{company}: {found}"
    return True


@invariant("no player can be locked out by the holding limit", per_player_count=False)
def holding_limit_fits(game) -> bool | str:
    per_company = sum(shares * copies for shares, copies in SHARE_CARDS_EACH.items())
    return True if per_company >= HOLDING_LIMIT else f"only {per_company} shares per company"


@invariant("every market event moves prices by one to three spaces", per_player_count=False)
def events_are_moderate(game) -> bool | str:
    for card in game.deck("events").cards:
        if not 1 <= abs(card.fields["move"]) <= 3:
            return f"{card.name} moves {card.fields['move']}"
    return True


@invariant("every event card's text names the company it moves", per_player_count=False)
def events_name_their_company(game) -> bool | str:
    for card in game.deck("events").cards:
        company = card.fields["company"]
        if company and company not in card.fields["text"]:
            return f"{card.name} does not name {company}"
        if not company and "Every company" not in card.fields["text"]:
            return f"{card.name} does not say it moves every company"
    return True


@invariant("the banknotes printed are the bank the engine counts", per_player_count=False)
def banknotes_agree(game) -> bool | str:
    sheet = next((t for t in game.tokens if t.component == "banknotes"), None)
    if sheet is None:
        return "no banknote sheet"
    printed = {int(face.front): face.count for face in sheet.faces}
    return True if printed == BANKNOTES else f"printed {printed}, engine {BANKNOTES}"


@invariant("every starting price pays a dividend and leaves room to rise", per_player_count=False)
def starting_prices_sensible(game) -> bool | str:
    for company, price in STARTING_PRICES.items():
        if dividend(price) == 0 or price >= TOP:
            return f"{company} starts at {price}"
    return True
