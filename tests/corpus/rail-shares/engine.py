"""Rail Shares: the rules the printed tables and examples rest on."""

from generator.engine import invariant, rule

PLAYERS = (3, 5)

BANK = 9000
STARTING_MONEY = {3: 800, 4: 600, 5: 480}
CERTIFICATE_LIMIT = {3: 20, 4: 16, 5: 13}

# One ladder of prices; each row of the market is the ladder shifted by one step.
LADDER = [40, 50, 55, 65, 75, 85, 95, 105, 120, 135, 150, 170, 195, 225, 260, 300]
ROWS = ["A", "B", "C", "D", "E"]
COLUMNS = 12
PAR_ROW = "C"
PAR_COLUMNS = (3, 4, 5, 6)

TRAINS = {  # type: (cost, copies, rusts, operating rounds, train limit, tiles on sale)
    2: (80, 6, None, 1, 4, "Yellow"),
    3: (180, 5, None, 2, 4, "Yellow and Green"),
    4: (300, 4, "every 2-Train", 2, 3, "Yellow and Green"),
    5: (450, 3, None, 3, 2, "Yellow, Green and Brown"),
    6: (630, 2, "every 3-Train", 3, 2, "Yellow, Green and Brown"),
}

STATIONS = {"Northcoast Railway": 4, "Valley Western": 3, "Lakeshore Line": 4,
            "Southern Iron Road": 3, "Midland Express": 4, "Ridgeway Railroad": 3}
TRACK_TILES = 49


# --- setup -----------------------------------------------------------------

@rule
def starting_money(players: int) -> int:
    return STARTING_MONEY[players]


@rule
def certificate_limit(players: int) -> int:
    return CERTIFICATE_LIMIT[players]


@rule
def bank_after_setup(players: int) -> int:
    return BANK - starting_money(players) * players


@rule
def bank_money(players: int | None = None) -> int:
    return BANK


@rule
def float_percent(players: int | None = None) -> int:
    return 60


@rule
def pool_limit(players: int | None = None) -> int:
    return 50


@rule
def holding_limit(players: int | None = None) -> int:
    return 60


@rule
def certificates_per_company() -> int:
    """One president's certificate and eight shares."""
    return 9


@rule
def par_prices() -> list[int]:
    return [market_price(PAR_ROW, c) for c in PAR_COLUMNS]


@rule
def float_capital(par: int) -> int:
    """What a company receives when it floats: ten times its par price."""
    return 10 * par


# --- the stock market --------------------------------------------------------

def _row_index(row: str) -> int:
    return ROWS.index(str(row).upper())


@rule
def market_price(row: str, column: int) -> int:
    r = _row_index(row)
    if not 1 <= column <= COLUMNS:
        raise ValueError(f"column {column} is off the market")
    return LADDER[column - 1 + (len(ROWS) - 1 - r)]


def _move_right(row: str, column: int) -> tuple[str, int]:
    if column < COLUMNS:
        return row, column + 1
    r = _row_index(row)
    return (ROWS[r - 1], column) if r > 0 else (row, column)


def _move_left(row: str, column: int) -> tuple[str, int]:
    if column > 1:
        return row, column - 1
    r = _row_index(row)
    return (ROWS[r + 1], column) if r < len(ROWS) - 1 else (row, column)


def _move_down(row: str, column: int, rows: int) -> tuple[str, int]:
    r = min(_row_index(row) + rows, len(ROWS) - 1)
    return ROWS[r], column


@rule
def price_after_dividend(row: str, column: int) -> int:
    return market_price(*_move_right(row, column))


@rule
def price_after_withhold(row: str, column: int) -> int:
    return market_price(*_move_left(row, column))


@rule
def price_after_sale(row: str, column: int, shares: int) -> int:
    """Every share of one sale is paid at the old price; then one row down per share."""
    return market_price(*_move_down(row, column, shares))


@rule
def sale_proceeds(row: str, column: int, shares: int) -> int:
    return shares * market_price(row, column)


@rule
def price_when_sold_out(row: str, column: int) -> int:
    """A company with no share left in the IPO or the pool at the end of a stock round: one row up."""
    r = _row_index(row)
    return market_price(ROWS[max(r - 1, 0)], column)


# --- operating ---------------------------------------------------------------

@rule
def revenue_total(runs: list) -> int:
    return sum(int(x) for x in runs)


@rule
def route_revenue(stops: list, reach: int) -> int:
    """A train counts its best `reach` stops on the route; the others are passed through."""
    return sum(sorted((int(s) for s in stops), reverse=True)[:reach])


@rule
def share_payout(revenue: int, percent: int) -> int:
    """What a holding of `percent` receives from a payout (revenue is always a multiple of 10)."""
    return revenue * percent // 100


@rule
def train_cost(train: int) -> int:
    return TRAINS[train][0]


@rule
def train_reach(train: int) -> int:
    return train


@rule
def train_copies(train: int) -> int:
    return TRAINS[train][1]


@rule
def train_rusts(train: int) -> str | None:
    return TRAINS[train][2]


@rule
def operating_rounds(train: int) -> int:
    return TRAINS[train][3]


@rule
def train_limit(train: int) -> int:
    return TRAINS[train][4]


@rule
def tiles_on_sale(train: int) -> str:
    return TRAINS[train][5]


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    companies = 5 if variant == "short-line" else 6
    return {
        "shares": 9 * companies,
        "trains": 20,
        "charters": companies,
        "track": TRACK_TILES,
        "railway-map": 1,
        "market-board": 1,
        "station-tokens": sum(STATIONS.values()) - (3 if variant == "short-line" else 0),
        "price-markers": companies,
        "priority-marker": 1,
        "bank-money": BANK - 2000 if variant == "short-line" else BANK,
    }


# --- invariants ----------------------------------------------------------------

@invariant("the players' starting money together is the same at every count")
def same_money_in_play(players: int) -> bool | str:
    total = starting_money(players) * players
    return True if total == 2400 else f"{total} dealt at {players} players"


@invariant("the bank in the box is the bank the rules count", per_player_count=False)
def bank_matches(game) -> bool | str:
    line = next(c for c in game.inventory if c.id == "bank-money")
    return True if line.count == BANK else f"box {line.count}, rules {BANK}"


@invariant("train cards cost and count what the train table says", per_player_count=False)
def trains_match(game) -> bool | str:
    for card in game.deck("trains").cards:
        kind = card.fields["reach"]
        if card.fields["cost"] != train_cost(kind):
            return f"{card.name} costs {card.fields['cost']}"
        if card.count != train_copies(kind):
            return f"{card.name}: {card.count} cards"
    return True


@invariant("each company's certificates add up to 100%", per_player_count=False)
def shares_add_up(game) -> bool | str:
    totals: dict[str, int] = {}
    for card in game.deck("shares").cards:
        totals[card.fields["company"]] = totals.get(card.fields["company"], 0) + card.count * card.fields["percent"]
    bad = [c for c, t in totals.items() if t != 100]
    return True if not bad else f"not 100%: {', '.join(bad)}"


@invariant("every charter shows the stations its company has", per_player_count=False)
def stations_match(game) -> bool | str:
    for card in game.deck("charters").cards:
        if STATIONS.get(card.name) != card.fields["stations"]:
            return f"{card.name} shows {card.fields['stations']} stations"
    return True


@invariant("a player can always buy a share at the dearest par price")
def money_buys_a_share(players: int) -> bool:
    return starting_money(players) >= max(par_prices()) * 2
