"""Engine model of Railway Auction (an 18xx-lite share game for 3-6 players).

Every number the printed tables and worked examples show is computed here:
the bank and the starting money by player count, the par chart, the share
price track, revenue and dividends, phases and rusting, and the final count.
The cards (certificates, trains, routes, banknotes) live in the CSVs; the
invariants at the end hold the two sides together.
"""
from __future__ import annotations

from generator.engine import invariant, rule

PLAYERS = (3, 6)

# --- money -------------------------------------------------------------------
# Every note of £100 and under goes into the bank at any player count; the
# £500 notes top it up to the bank for the count (invariant bank_notes_add_up).
SMALL_NOTES_TOTAL = 6000
BIG_NOTE = 500
MONEY_IN_PLAY = 1800          # shared out evenly as the players' starting money
CERTIFICATE_LIMIT = {3: 14, 4: 11, 5: 9, 6: 8}

# --- companies ---------------------------------------------------------------
COMPANIES = ("Great Northern", "Coastal Express", "Valley Western",
             "Iron Hills", "Lakeshore", "Capital Central")
HOME_CITY = {
    "Great Northern": "Kingsport",
    "Coastal Express": "Harbour",
    "Valley Western": "Westmarch",
    "Iron Hills": "Redhill",
    "Lakeshore": "Fairhaven",
    "Capital Central": "Ashford",
}
PAR_VALUES = (50, 60, 70, 80, 90, 100)
SHARE_PERCENT = 10
PRESIDENT_PERCENT = 20
CERTIFICATES_PER_COMPANY = 9  # the president's certificate and eight shares
FLOAT_PERCENT = 60
HOLDING_LIMIT_PERCENT = 60
POOL_LIMIT_PERCENT = 50
BID_STEP = 10

# The share price track, left to right. Every par value is a space on it.
PRICES = (30, 40, 50, 60, 70, 80, 90, 100, 110, 120, 135, 150, 165, 180,
          200, 220, 245, 270, 300)

# --- operating ---------------------------------------------------------------
ROUTES_IN_MARKET = 4
ROUTES_BUILT_PER_TURN = 1
# Phase = the largest train bought so far.
PHASES = ("2-train", "3-train", "4-train", "5-train", "6-train")
OPERATING_ROUNDS = {"2-train": 1, "3-train": 2, "4-train": 2, "5-train": 3, "6-train": 3}
TRAIN_LIMIT = {"2-train": 4, "3-train": 4, "4-train": 3, "5-train": 3, "6-train": 2}
RUSTS = {"4-train": "2-train", "6-train": "3-train"}
TRAIN_ROUTES = {"2-train": 2, "3-train": 3, "4-train": 4, "5-train": 5, "6-train": 6}


def _check_players(players: int) -> None:
    if not PLAYERS[0] <= players <= PLAYERS[1]:
        raise ValueError(f"Railway Auction takes {PLAYERS[0]}-{PLAYERS[1]} players, not {players}")


def _check_phase(phase: str) -> None:
    if phase not in PHASES:
        raise ValueError(f"unknown phase {phase!r}: one of {', '.join(PHASES)}")


# --- setup by player count ----------------------------------------------------
@rule
def bank_size(players: int) -> int:
    """Money in the bank before the players are paid their starting money."""
    _check_players(players)
    return 1000 * (players + 3)


@rule
def starting_money(players: int) -> int:
    """What each player is paid from the bank at the start."""
    _check_players(players)
    return MONEY_IN_PLAY // players


@rule
def big_notes_in_bank(players: int) -> int:
    """£500 notes that go into the bank on top of every smaller note."""
    _check_players(players)
    return (bank_size(players) - SMALL_NOTES_TOTAL) // BIG_NOTE


@rule
def certificate_limit(players: int) -> int:
    """Certificates one player may hold, a president's certificate counting as one."""
    _check_players(players)
    return CERTIFICATE_LIMIT[players]


@rule
def routes_in_market(players: int | None = None) -> int:
    """Route cards face up in the route market."""
    return ROUTES_IN_MARKET


# --- the par chart and the auction ---------------------------------------------
@rule
def lowest_bid(par: int = 50) -> int:
    """The least bid that sets this par: twice the par."""
    if par not in PAR_VALUES:
        raise ValueError(f"{par} is not on the par chart")
    return 2 * par


@rule
def opening_bid() -> int:
    """Every auction for a charter opens at twice the lowest par."""
    return lowest_bid(PAR_VALUES[0])


@rule
def bid_step() -> int:
    """Each bid must beat the last by at least this much."""
    return BID_STEP


@rule
def par_for_bid(bid: int) -> int:
    """The par the winner of an auction sets: the highest par at most half the bid."""
    if bid < opening_bid():
        raise ValueError(f"a bid of {bid} is below the opening bid")
    return max(p for p in PAR_VALUES if 2 * p <= bid)


@rule
def floating_capital(par: int) -> int:
    """What the bank pays a company when it floats: ten times its par."""
    if par not in PAR_VALUES:
        raise ValueError(f"{par} is not on the par chart")
    return 10 * par


@rule
def float_percent() -> int:
    return FLOAT_PERCENT


@rule
def shares_to_float() -> int:
    """Certificates sold, the president's included, before a company floats."""
    return 1 + (FLOAT_PERCENT - PRESIDENT_PERCENT) // SHARE_PERCENT


@rule
def holding_limit_percent() -> int:
    return HOLDING_LIMIT_PERCENT


@rule
def pool_limit_percent() -> int:
    return POOL_LIMIT_PERCENT


@rule
def home_city(company: str) -> str:
    if company not in HOME_CITY:
        raise ValueError(f"unknown company {company!r}")
    return HOME_CITY[company]


# --- the share price -------------------------------------------------------------
@rule
def share_price(space: int) -> int:
    """The price printed on a space of the share price track, counted from 1."""
    if not 1 <= space <= len(PRICES):
        raise ValueError(f"the track has spaces 1-{len(PRICES)}")
    return PRICES[space - 1]


@rule
def share_price_after(price: int, steps: int) -> int:
    """The price a marker reaches moving `steps` spaces (right positive), stopping at either end."""
    if price not in PRICES:
        raise ValueError(f"{price} is not a space of the share price track")
    at = PRICES.index(price) + steps
    return PRICES[max(0, min(len(PRICES) - 1, at))]


@rule
def sale_proceeds(price: int, shares: int) -> int:
    """What a player takes from the bank for shares sold at the current price."""
    return price * shares


@rule
def price_moves(event: str) -> int:
    """Spaces the marker moves: right positive."""
    moves = {
        "Pays out": 1,
        "Withholds or runs nothing": -1,
        "Each share sold": -1,
        "Sold out at the end of a stock round": 1,
    }
    if event not in moves:
        raise ValueError(f"unknown event {event!r}")
    return moves[event]


# --- running and paying ------------------------------------------------------------
@rule
def revenue(routes: list, trains: list) -> int:
    """A company's revenue: its best routes, as many as its trains run together."""
    runs = sum(int(t) for t in trains)
    return sum(sorted((int(r) for r in routes), reverse=True)[:runs])


@rule
def dividend_per_share(revenue: int) -> int:
    """Paid on every 10% share: a tenth of the revenue."""
    if revenue % 10:
        raise ValueError("revenue is always a multiple of 10")
    return revenue // 10


@rule
def payout(revenue: int, shares: int) -> int:
    """What a holder of `shares` tens of percent is paid (a president's certificate is 2)."""
    return dividend_per_share(revenue) * shares


@rule
def operating_rounds(phase: str) -> int:
    """Operating rounds after each stock round."""
    _check_phase(phase)
    return OPERATING_ROUNDS[phase]


@rule
def train_limit(phase: str) -> int:
    """Trains one company may own."""
    _check_phase(phase)
    return TRAIN_LIMIT[phase]


@rule
def trains_rusted(phase: str) -> str | None:
    """The kind of train that rusts when the first train of this phase is bought."""
    _check_phase(phase)
    return RUSTS.get(phase)


@rule
def routes_built_per_turn() -> int:
    return ROUTES_BUILT_PER_TURN


# --- the end ---------------------------------------------------------------------
@rule
def final_worth(cash: int, holdings: list) -> int:
    """Cash plus every holding at its share price; a holding is [shares, price]."""
    return cash + sum(int(n) * int(p) for n, p in holdings)


# --- what comes out of the box ------------------------------------------------------
def setup(players: int, variant: str | None = None) -> dict[str, int]:
    _check_players(players)
    return {
        "market-board": 1,
        "charters": 6,
        "shares": 54,
        "trains": 20,
        "routes": 30,
        # every note of £100 and under, and the £500 notes the count takes
        "banknotes": 138 + big_notes_in_bank(players),
        "price-markers": 6,
        "priority-deal": 1,
        "round-marker": 1,
    }


def play(players: int, variant: str | None = None) -> dict:
    return {"routes": {"hand": 0, "draw": 1}}


# --- invariants ------------------------------------------------------------------
@invariant("the bank can pay every player's starting money")
def bank_pays_start(players: int) -> bool:
    return bank_size(players) > starting_money(players) * players


@invariant("the starting money shares out evenly")
def money_shares_evenly(players: int) -> bool:
    return MONEY_IN_PLAY % players == 0


@invariant("the players together can hold four companies' certificates")
def limits_leave_room(players: int) -> bool:
    return certificate_limit(players) * players >= 4 * CERTIFICATES_PER_COMPANY


@invariant("the box's banknotes make the biggest bank, and the small notes the base", per_player_count=False)
def bank_notes_add_up(game) -> bool | str:
    deck = game.deck("banknotes")
    small = sum(c.fields["value"] * c.count for c in deck.cards if c.fields["value"] < BIG_NOTE)
    big = sum(c.count for c in deck.cards if c.fields["value"] == BIG_NOTE)
    if small != SMALL_NOTES_TOTAL:
        return f"the small notes make {small}, not {SMALL_NOTES_TOTAL}"
    if big != big_notes_in_bank(PLAYERS[1]):
        return f"{big} notes of 500, but six players need {big_notes_in_bank(PLAYERS[1])}"
    return True


@invariant("every company has a president's certificate and eight shares, 100% in all", per_player_count=False)
def certificates_make_a_company(game) -> bool | str:
    deck = game.deck("shares")
    for company in COMPANIES:
        cards = [c for c in deck.cards if c.fields["company"] == company]
        percent = sum(c.fields["percent"] * c.count for c in cards)
        count = sum(c.count for c in cards)
        if percent != 100 or count != CERTIFICATES_PER_COMPANY:
            return f"{company}: {count} certificates, {percent}%"
        for c in cards:
            if c.fields["percent"] != SHARE_PERCENT * c.fields["shares"]:
                return f"{c.name} is {c.fields['percent']}% but pays as {c.fields['shares']} shares"
    return True


@invariant("every par value is a space of the share price track", per_player_count=False)
def pars_on_track() -> bool:
    return all(p in PRICES for p in PAR_VALUES)


@invariant("each train card runs what its kind runs, and dearer trains run more", per_player_count=False)
def trains_agree(game) -> bool | str:
    deck = game.deck("trains")
    last_cost = 0
    for card in deck.cards:
        if TRAIN_ROUTES.get(card.name) != card.fields["routes"]:
            return f"{card.name} runs {card.fields['routes']} routes"
        if card.fields["cost"] <= last_cost:
            return f"{card.name} costs no more than the train before it"
        last_cost = card.fields["cost"]
        rusted_by = card.fields["rusted_by"]
        if rusted_by and RUSTS.get(rusted_by) != card.name:
            return f"{card.name} says it rusts at the {rusted_by}"
    return True


@invariant("a route costs two to three times its revenue and joins two different cities", per_player_count=False)
def routes_priced(game) -> bool | str:
    for card in game.deck("routes").cards:
        r, c = card.fields["revenue"], card.fields["cost"]
        if not 2 * r <= c <= 3 * r:
            return f"{card.name} costs {c} for {r} revenue"
        if card.fields["from"] == card.fields["to"]:
            return f"{card.name} joins a city to itself"
    return True


@invariant("every home city has a route out of it", per_player_count=False)
def homes_connect(game) -> bool | str:
    ends = set()
    for card in game.deck("routes").cards:
        ends.add(card.fields["from"])
        ends.add(card.fields["to"])
    missing = [c for c in HOME_CITY.values() if c not in ends]
    return True if not missing else f"no route from {', '.join(missing)}"
