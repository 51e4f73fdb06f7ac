"""Engine model of Rail Tycoon Lite, a short economic train game.

Players buy certificates in railway companies during stock rounds; in the
operating rounds between them each company runs its trains over the map,
pays its shareholders or keeps the money, and buys bigger trains. Buying the
first train of a new size starts a new phase, and some phases send older
trains to the scrapyard (they rust).

The numbers the rules compute with live here. Train prices and counts are the
train cards' (cards/trains.csv) and the certificates are cards/shares.csv:
the invariants at the foot of this file hold those files to these rules.
"""
from __future__ import annotations

from generator.engine import invariant, rule

PLAYERS = (2, 5)

PHASES = (2, 3, 4, 5, 6)

COMPANIES = ("Arden & Western", "Harrowgate Central", "Greyhaven Valley",
             "Eastmarch & Northern", "Copperton Mineral")

HOME = {
    "Arden & Western": "Port Arden",
    "Harrowgate Central": "Harrowgate",
    "Greyhaven Valley": "Greyhaven",
    "Eastmarch & Northern": "Eastmarch",
    "Copperton Mineral": "Copperton",
}

INITIALS = {
    "Arden & Western": "A&W",
    "Harrowgate Central": "HC",
    "Greyhaven Valley": "GV",
    "Eastmarch & Northern": "E&N",
    "Copperton Mineral": "CM",
}

# The share market, left to right. A marker never leaves either end.
SHARE_PRICES = (40, 50, 60, 70, 80, 90, 100, 110, 120, 135, 150, 165, 180, 200, 225, 250, 300)
PAR_VALUES = (60, 70, 80, 90, 100)

# What a stop pays a train that visits it, phase by phase.
STOP_VALUES = {
    "Town":       (10, 10, 10, 10, 10),
    "City":       (20, 20, 30, 30, 30),
    "Metropolis": (30, 30, 40, 50, 50),
}

# Trains: size -> (price, copies, the size whose first purchase rusts it or None).
# cards/trains.csv prints the same; `trains_match_the_cards` holds them together.
TRAINS = {
    2: (80, 6, 4),
    3: (180, 5, 6),
    4: (300, 4, None),
    5: (450, 3, None),
    6: (630, 2, None),
}

TRAIN_LIMIT = {2: 4, 3: 4, 4: 3, 5: 2, 6: 2}
OPERATING_ROUNDS = {2: 1, 3: 2, 4: 2, 5: 3, 6: 3}

BANK = 6000
MONEY_TOKENS = {1: 50, 5: 50, 10: 70, 50: 40, 100: 30}

STATIONS_EACH = 3
STATION_COST = {"Town": None, "City": 40, "Metropolis": 80}

SHARES_EACH = 9          # one presidency and eight ordinary shares
PRESIDENCY_PERCENT = 20
SHARE_PERCENT = 10
FLOAT_PERCENT = 60
MOST_PERCENT_HELD = 60


def _phase(phase: int) -> int:
    if phase not in PHASES:
        raise ValueError(f"there is no phase {phase!r}")
    return PHASES.index(phase)


# --------------------------------------------------------------------------
# Setting up
# --------------------------------------------------------------------------

@rule
def starting_money(players: int) -> int:
    """Money each player takes from the bank: 1,200 shared out evenly."""
    return 1200 // players


@rule
def certificate_limit(players: int) -> int:
    """Most certificates one player may hold (a presidency counts as one)."""
    return {2: 20, 3: 16, 4: 12, 5: 10}[players]


@rule
def bank_total() -> int:
    """All the Money in the game, before the players take their starting money."""
    return BANK


@rule
def bank_after_setup(players: int) -> int:
    """What stays in the bank once every player has taken starting money."""
    return BANK - starting_money(players) * players


# --------------------------------------------------------------------------
# Companies and certificates
# --------------------------------------------------------------------------

@rule
def home_station(company: str) -> str:
    """The city where a company puts its first station, free, when it floats."""
    return HOME[company]


@rule
def initials(company: str) -> str:
    """The letters on a company's station markers and share price marker."""
    return INITIALS[company]


@rule
def par_values() -> list[int]:
    """The prices a president may choose as a company's par value."""
    return list(PAR_VALUES)


@rule
def presidency_price(par: int) -> int:
    """The president's certificate is two shares: twice the par value."""
    if par not in PAR_VALUES:
        raise ValueError(f"{par} is no par value")
    return 2 * par


@rule
def company_capital(par: int) -> int:
    """What the bank pays a company's treasury the moment it floats."""
    if par not in PAR_VALUES:
        raise ValueError(f"{par} is no par value")
    return 10 * par


@rule
def float_percent() -> int:
    """Percent of a company players must own before it floats."""
    return FLOAT_PERCENT


@rule
def most_percent_held() -> int:
    """Percent of one company a single player may own at most."""
    return MOST_PERCENT_HELD


@rule
def certificates_per_company() -> int:
    """Certificates of one company: the presidency and the ordinary shares."""
    return SHARES_EACH


@rule
def stations_per_company() -> int:
    """Station markers each company has, its home station among them."""
    return STATIONS_EACH


@rule
def station_cost(kind: str) -> int | None:
    """Money a company pays for a station beyond its home (None: no station fits)."""
    return STATION_COST[kind]


# --------------------------------------------------------------------------
# The share market
# --------------------------------------------------------------------------

@rule
def share_prices() -> list[int]:
    """Every space of the share market, left to right."""
    return list(SHARE_PRICES)


@rule
def price_after(price: int, steps: int) -> int:
    """The share price after its marker moves `steps` spaces (right is positive)."""
    if price not in SHARE_PRICES:
        raise ValueError(f"{price} is no space of the share market")
    i = SHARE_PRICES.index(price) + steps
    i = max(0, min(len(SHARE_PRICES) - 1, i))
    return SHARE_PRICES[i]


@rule
def sale_proceeds(price: int, shares: int) -> int:
    """Money a player gets for selling ordinary shares together at one price."""
    return price * shares


@rule
def market_move(action: str) -> int:
    """Spaces the share price marker moves after each thing that moves it."""
    return {
        "Pays out": 1,
        "Withholds": -1,
        "Each share sold": -1,
        "Sold out at the end of a stock round": 1,
    }[action]


# --------------------------------------------------------------------------
# Trains and phases
# --------------------------------------------------------------------------

@rule
def train_price(stops: int) -> int:
    """The bank's price for a new train of this size."""
    return TRAINS[stops][0]


@rule
def trains_of_size(stops: int) -> int:
    """How many trains of this size the game has."""
    return TRAINS[stops][1]


@rule
def rust_phase(stops: int) -> int | None:
    """The phase whose first train sends trains of this size to the scrapyard."""
    return TRAINS[stops][2]


@rule
def train_limit(phase: int) -> int:
    """Most trains one company may own during a phase."""
    _phase(phase)
    return TRAIN_LIMIT[phase]


@rule
def operating_rounds(phase: int) -> int:
    """Operating rounds played between two stock rounds, by the phase when the set begins."""
    _phase(phase)
    return OPERATING_ROUNDS[phase]


@rule
def rusts_when_phase_starts(phase: int) -> str | None:
    """The trains scrapped as a phase begins, or None."""
    _phase(phase)
    gone = [f"{size}-trains" for size, (_, _, rusts) in TRAINS.items() if rusts == phase]
    return gone[0] if gone else None


@rule
def stop_value(kind: str, phase: int) -> int:
    """Money one stop of this kind adds to a train's run."""
    return STOP_VALUES[kind][_phase(phase)]


@rule
def route_revenue(stops: list, phase: int) -> int:
    """A train's revenue: the values of the stops on its route added up."""
    return sum(stop_value(kind, phase) for kind in stops)


@rule
def share_payout(revenue: int, percent: int) -> int:
    """What a holding of `percent` receives when the company pays out `revenue`."""
    return revenue * percent // 100


@rule
def per_share(revenue: int) -> int:
    """What one ordinary share (10%) receives of a payout."""
    return share_payout(revenue, SHARE_PERCENT)


@rule
def treasury_after(treasury: int, income: int = 0, spent: int = 0) -> int:
    """A company's treasury after money comes in and goes out."""
    return treasury + income - spent


# --------------------------------------------------------------------------
# Setup
# --------------------------------------------------------------------------

def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "shares": len(COMPANIES) * SHARES_EACH,
        "trains": sum(copies for _, copies, _ in TRAINS.values()),
        "rail-map": 1,
        "market-board": 1,
        "company-charters": len(COMPANIES),
        "station-markers": len(COMPANIES) * STATIONS_EACH,
        "price-markers": len(COMPANIES),
        "money-tokens": sum(MONEY_TOKENS.values()),
        "priority-marker": 1,
        "phase-marker": 1,
    }


# --------------------------------------------------------------------------
# Invariants: the cards and the box against the rules
# --------------------------------------------------------------------------

@invariant("the train cards print the prices, counts and rusting of the rules", per_player_count=False)
def trains_match_the_cards(game) -> bool | str:
    deck = game.deck("trains")
    seen = set()
    for card in deck.cards:
        size = card.fields["stops"]
        seen.add(size)
        price, copies, rusts = TRAINS.get(size, (None, None, None))
        if card.fields["price"] != price:
            return f"{card.name} costs {card.fields['price']}, the rules say {price}"
        if card.count != copies:
            return f"{card.name}: {card.count} cards, the rules say {copies}"
        if card.fields["rusted_by"] != rusts:
            return f"{card.name} rusts on {card.fields['rusted_by']}, the rules say {rusts}"
        if card.fields["phase"] != size:
            return f"{card.name} starts phase {card.fields['phase']}"
    return True if seen == set(TRAINS) else f"train sizes {sorted(seen)}"


@invariant("every company's certificates add up to 100%, with a 20% presidency", per_player_count=False)
def certificates_add_up(game) -> bool | str:
    totals: dict[str, int] = {}
    presidencies: dict[str, int] = {}
    for card in game.deck("shares").cards:
        company = card.fields["company"]
        totals[company] = totals.get(company, 0) + card.count * card.fields["percent"]
        if card.fields["initials"] != INITIALS.get(company):
            return f"{card.name} is marked {card.fields['initials']}"
        if card.fields["presidency"]:
            presidencies[company] = presidencies.get(company, 0) + card.count
            if card.fields["percent"] != PRESIDENCY_PERCENT:
                return f"{card.name} is {card.fields['percent']}%"
        elif card.fields["percent"] != SHARE_PERCENT:
            return f"{card.name} is {card.fields['percent']}%"
    for company in COMPANIES:
        if totals.get(company) != 100:
            return f"{company} adds up to {totals.get(company)}%"
        if presidencies.get(company) != 1:
            return f"{company} has {presidencies.get(company)} presidencies"
    return True


@invariant("the money tokens add up to the bank", per_player_count=False)
def money_adds_up(game) -> bool | str:
    sheet = next(t for t in game.tokens if t.component == "money-tokens")
    total = sum(int(face.front) * face.count for face in sheet.faces)
    return True if total == BANK else f"the tokens hold {total}, the bank {BANK}"


@invariant("the players' starting money leaves most of the bank in play")
def bank_keeps_enough(players: int) -> bool:
    return bank_after_setup(players) >= BANK * 3 // 4


@invariant("a player can afford the dearest presidency from starting money")
def presidency_affordable(players: int) -> bool:
    return starting_money(players) >= presidency_price(max(PAR_VALUES))


@invariant("the station markers are the companies' stations", per_player_count=False)
def stations_match(game) -> bool | str:
    line = next(c for c in game.inventory if c.id == "station-markers")
    return True if line.count == STATIONS_EACH * len(COMPANIES) else f"{line.count} markers"
