"""Percent Market: the rules the tables and the rulebook print."""

from generator.engine import invariant, rule

PLAYERS = (2, 5)

COMPANIES = ("Amber Rail", "Cobalt Mines", "Juniper Foods", "Quill Media")
STARTING_PRICES = {"Amber Rail": 20, "Cobalt Mines": 30, "Juniper Foods": 40, "Quill Media": 50}
STARTING_COINS = {2: 200, 3: 175, 4: 150, 5: 150}
DIVIDEND_PERCENT = 10
MARKET_WIDE_CARDS = 4


def _round_half_up(numerator: int, denominator: int) -> int:
    """numerator / denominator to the nearest whole number, an exact half rounding up (numerator >= 0)."""
    return (2 * numerator + denominator) // (2 * denominator)


@rule
def starting_coins(players: int) -> int:
    """Coins each player takes from the bank at the start."""
    return STARTING_COINS[players]


@rule
def rounds(players: int) -> int:
    """Rounds in a game: eight at two players, one fewer for each player more."""
    return 10 - players


@rule
def hand_size(players: int | None = None) -> int:
    """Event cards each player holds at the start of a round."""
    return 3


@rule
def starting_price(company: str) -> int:
    """A company's price at the start of the game."""
    return STARTING_PRICES[company]


@rule
def starting_prices() -> list[int]:
    """The starting prices in the order of the companies (the ledger's first column)."""
    return [STARTING_PRICES[company] for company in COMPANIES]


@rule
def shares_per_company(company: str | None = None) -> int:
    """Share certificates each company issues."""
    return 8


@rule
def deals_per_turn() -> int:
    """Deals a player may make in one trading turn."""
    return 2


@rule
def share_limit() -> int:
    """Most shares of one company a player may hold."""
    return 5


@rule
def lowest_price() -> int:
    """A price never falls below this."""
    return 1


@rule
def dividend_percent() -> int:
    """The dividend as a percentage of the price."""
    return DIVIDEND_PERCENT


@rule
def new_price(price: int, change: int) -> int:
    """The price after one event of `change` percent, to the nearest coin (halves up), never below 1."""
    return max(lowest_price(), _round_half_up(price * (100 + change), 100))


@rule
def apply_events(price: int, changes: list) -> int:
    """The price after several events applied one after another, rounding after each."""
    for change in changes:
        price = new_price(price, int(change))
    return price


@rule
def dividend(price: int) -> int:
    """What one share pays at the end of a round: a tenth of the price, to the nearest coin."""
    return _round_half_up(price * DIVIDEND_PERCENT, 100)


@rule
def dividend_total(price: int, shares: int) -> int:
    """What a player's shares of one company pay together."""
    return dividend(price) * shares


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    """What a game at this count takes out of the box."""
    events = 36 - MARKET_WIDE_CARDS if variant == "calm-market" else 36
    return {
        "events": events,
        "shares": 32,
        "coins": 100,
        "trading-floor": 1,
        "opening-bell": 1,
        "round-marker": 1,
        "ledger-pad": 1,
    }


def play(players: int, variant: str | None = None) -> dict:
    return {"events": {"hand": hand_size(players), "draw": 1}}


@invariant("the event deck deals every hand and every refill without a reshuffle")
def deck_lasts(players: int, game) -> bool | str:
    needed = players * (hand_size(players) + rounds(players) - 1)
    held = game.deck("events").total
    return True if needed <= held else f"{needed} event cards needed, the deck holds {held}"


@invariant("the bank's coin tokens cover every player's starting coins")
def bank_covers(players: int, game) -> bool | str:
    sheet = next(t for t in game.tokens if t.component == "coins")
    value = sum(int(face.front) * face.count for face in sheet.faces)
    needed = players * starting_coins(players)
    return True if value >= needed else f"the bank holds {value} coins, the players need {needed}"


@invariant("every event card's text says the change its badge shows", per_player_count=False)
def event_texts_agree(game) -> bool | str:
    for card in game.deck("events").cards:
        change = card.fields["change"]
        text = card.fields["text"]
        word = "rise" if change > 0 else "fall"
        if f"{abs(change)}%" not in text or word not in text:
            return f"{card.name} does not say it makes prices {word} {abs(change)}%"
    return True


@invariant("the market-wide event cards name every company", per_player_count=False)
def market_wide_cards(game) -> bool | str:
    wide = [c for c in game.deck("events").cards if len(c.fields["companies"]) > 1]
    if sum(c.count for c in wide) != MARKET_WIDE_CARDS:
        return f"{sum(c.count for c in wide)} market-wide cards, the Calm Market variant removes {MARKET_WIDE_CARDS}"
    for card in wide:
        if tuple(card.fields["companies"]) != COMPANIES:
            return f"{card.name} names only some of the companies"
    return True


@invariant("each company issues its share certificates", per_player_count=False)
def shares_match(game) -> bool | str:
    for company in COMPANIES:
        held = sum(c.count for c in game.deck("shares").cards if c.fields["company"] == company)
        if held != shares_per_company(company):
            return f"{company} has {held} share certificates"
    return True


@invariant("the companies are the game's name set, in order", per_player_count=False)
def companies_match(game) -> bool | str:
    return True if tuple(game.names["companies"]) == COMPANIES else "the companies differ from game.yaml"
