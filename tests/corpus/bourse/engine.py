"""Engine model of Bourse: five companies, a price ladder, three years of trading.

The numbers the rulebook's tables print are computed here; game.yaml binds
each table row to one of these rules and pnp check compares them.
"""
from generator.engine import invariant, rule

PLAYERS = (3, 5)

COMPANIES = ("Northway Rail", "Tidewater Lines", "Hollow Iron", "Lumen Electric", "Meridian Bank")

# Price of one share on each space of a company's track, space 1 first.
LADDER = (5, 6, 7, 8, 9, 10, 12, 14, 16, 18, 20, 23, 26, 30, 35, 40)

# Where each company's price marker starts.
OPENING_SPACE = {
    "Northway Rail": 7,
    "Tidewater Lines": 6,
    "Hollow Iron": 5,
    "Lumen Electric": 4,
    "Meridian Bank": 8,
}

CERTIFICATES_PER_COMPANY = 10
MARKET_CARDS = 34          # the whole market deck (held to game.yaml by an invariant)
MONEY_TOKENS = 95          # the bank's florin tokens (held to game.yaml by an invariant)


@rule
def starting_money(players: int) -> int:
    """Florins each player starts with."""
    return {3: 120, 4: 100, 5: 80}[players]


@rule
def certificate_limit(players: int) -> int:
    """Most share certificates one player may hold, all companies together."""
    return {3: 13, 4: 10, 5: 8}[players]


@rule
def hand_size(players: int) -> int:
    """Market cards dealt to each player at the start of every year (= turns per year)."""
    return {3: 6, 4: 5, 5: 4}[players]


@rule
def years() -> int:
    """Years in a game; dividends are paid at the end of each."""
    return 3


@rule
def company_cap() -> int:
    """Most certificates of one company a single player may hold."""
    return 6


@rule
def buy_limit() -> int:
    """Most certificates bought in one turn (all of one company)."""
    return 3


@rule
def certificates_per_company() -> int:
    return CERTIFICATES_PER_COMPANY


@rule
def top_space() -> int:
    return len(LADDER)


@rule
def price(step: int) -> int:
    """Share price on a space of the price track."""
    return LADDER[step - 1]


@rule
def dividend(step: int) -> int:
    """Florins paid per certificate at the end of a year, by the company's space."""
    if step <= 3:
        return 0
    if step <= 7:
        return 1
    if step <= 11:
        return 2
    if step <= 14:
        return 3
    return 4


@rule
def dividend_income(step: int, shares: int) -> int:
    """What a holder of `shares` certificates collects from one company."""
    return dividend(step) * shares


@rule
def start_step(company: str) -> int:
    return OPENING_SPACE[company]


@rule
def opening_price(company: str) -> int:
    return price(OPENING_SPACE[company])


@rule
def sale_drop(shares: int) -> int:
    """Spaces the price falls after a sale: one per certificate sold."""
    return shares


@rule
def sale_proceeds(step: int, shares: int) -> int:
    """Florins the seller receives: every certificate at the price before the drop."""
    return price(step) * shares


@rule
def step_after_sale(step: int, shares: int) -> int:
    return max(1, step - sale_drop(shares))


@rule
def move(step: int, by: int) -> int:
    """A company's space after a market card moves it `by` spaces (negative: down)."""
    return min(top_space(), max(1, step + by))


@rule
def share_value(step: int, shares: int) -> int:
    """End-of-game worth of `shares` certificates of a company on `step`."""
    return price(step) * shares


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    """What a game at this player count takes out of the box."""
    return {
        "market": MARKET_CARDS,
        "certificates": CERTIFICATES_PER_COMPANY * len(COMPANIES),
        "market-board": 1,
        "price-markers": len(COMPANIES),
        "year-marker": 1,
        "opening-bell": 1,
        "florins": MONEY_TOKENS,
    }


def play(players: int, variant: str | None = None) -> dict:
    return {"market": {"hand": hand_size(players)}}


@invariant("the certificate limits never ask for more certificates than the bank has")
def certificates_suffice(players: int) -> bool | str:
    need = certificate_limit(players) * players
    have = CERTIFICATES_PER_COMPANY * len(COMPANIES)
    return True if need <= have else f"{need} certificates wanted, {have} printed"


@invariant("every year's hands can be dealt from the market deck")
def hands_fit_deck(players: int, game) -> bool | str:
    total = game.deck("market").total
    need = hand_size(players) * players
    return True if need <= total else f"{need} cards dealt but the deck has {total}"


@invariant("the price ladder only climbs", per_player_count=False)
def ladder_climbs() -> bool:
    return all(a < b for a, b in zip(LADDER, LADDER[1:]))


@invariant("setup takes whole decks and the whole bank out of the box", per_player_count=False)
def decks_come_out_whole(game) -> bool | str:
    if game.deck("market").total != MARKET_CARDS:
        return f"market deck holds {game.deck('market').total}, engine says {MARKET_CARDS}"
    if game.deck("certificates").total != CERTIFICATES_PER_COMPANY * len(COMPANIES):
        return "certificate deck size differs from the engine's"
    florins = next(c for c in game.inventory if c.id == "florins")
    if florins.count != MONEY_TOKENS:
        return f"box holds {florins.count} florin tokens, engine says {MONEY_TOKENS}"
    return True


@invariant("each company's certificates are ten cards of its own", per_player_count=False)
def ten_per_company(game) -> bool | str:
    bad = [c.name for c in game.deck("certificates").cards if c.count != CERTIFICATES_PER_COMPANY]
    return True if not bad else f"wrong count: {', '.join(bad)}"


@invariant("the bank holds enough money for every starting purse")
def bank_covers_start(players: int) -> bool:
    bank = 30 * 1 + 30 * 5 + 25 * 10 + 10 * 50
    return starting_money(players) * players <= bank
