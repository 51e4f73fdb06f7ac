"""Tithe & Tally: the rules the tables and examples print.

Every amount of money is kept in pence (d). Twelve pence make a shilling (s),
twenty shillings a pound (£). `lsd()` writes an amount of pence the way the
game prints it: 30 is "2s 6d", 288 is "£1 4s".
"""

from generator.engine import invariant, rule

PLAYERS = (2, 5)

PENCE_PER_SHILLING = 12
SHILLINGS_PER_POUND = 20
PENCE_PER_POUND = PENCE_PER_SHILLING * SHILLINGS_PER_POUND

COIN_PENCE = {"Penny": 1, "Groat": 4, "Shilling": 12, "Pound": 240}
COIN_MARK = {"Penny": "1d", "Groat": "4d", "Shilling": "1s", "Pound": "£1"}
STARTING_COINS = {"Penny": 12, "Groat": 3, "Shilling": 8, "Pound": 1}

WARE_CARDS = 40
FAIR_CARDS = 8
COIN_TOKENS = 200


# ---------------------------------------------------------------- money


@rule
def lsd(pence: int) -> str:
    """An amount of pence written as pounds, shillings and pence: 30 -> '2s 6d'."""
    pence = int(pence)
    if pence == 0:
        return "0d"
    pounds, rest = divmod(pence, PENCE_PER_POUND)
    shillings, d = divmod(rest, PENCE_PER_SHILLING)
    parts = []
    if pounds:
        parts.append(f"£{pounds}")
    if shillings:
        parts.append(f"{shillings}s")
    if d:
        parts.append(f"{d}d")
    return " ".join(parts)


def pence_of(text: str) -> int:
    """'£1 4s' -> 288, '2s 6d' -> 30, '7d' -> 7."""
    total = 0
    for part in str(text).split():
        if part.startswith("£"):
            total += int(part[1:]) * PENCE_PER_POUND
        elif part.endswith("s"):
            total += int(part[:-1]) * PENCE_PER_SHILLING
        elif part.endswith("d"):
            total += int(part[:-1])
        else:
            raise ValueError(f"cannot read the amount {text!r}")
    return total


@rule
def pence_per_shilling() -> int:
    return PENCE_PER_SHILLING


@rule
def shillings_per_pound() -> int:
    return SHILLINGS_PER_POUND


@rule
def coin_worth(coin: str) -> int:
    """What one coin is worth, in pence."""
    return COIN_PENCE[coin]


@rule
def coin_mark(coin: str) -> str:
    """How a coin's value is written on its token."""
    return COIN_MARK[coin]


@rule
def starting_coins(coin: str) -> int:
    """How many of this coin each player's purse starts with."""
    return STARTING_COINS[coin]


@rule
def starting_purse(players: int | None = None) -> int:
    """Each player's purse at the start, in pence (£1 10s)."""
    return sum(COIN_PENCE[c] * n for c, n in STARTING_COINS.items())


# ---------------------------------------------------------------- setup and turns


@rule
def market_row(players: int = 2) -> int:
    """Wares face up in the market row: two more than the players."""
    return players + 2


@rule
def market_days(players: int = 2) -> int:
    """Market days (rounds) in each season."""
    return 4 if players == 2 else 3


@rule
def stall_limit(players: int | None = None) -> int:
    """The most wares a stall may hold."""
    return 5


@rule
def labour_pay(players: int | None = None) -> int:
    """Pence a player takes for a turn of Labour."""
    return 2


@rule
def bulk_size(players: int | None = None) -> int:
    """Wares sold at once that make a bulk sale."""
    return 3


@rule
def bulk_bonus(players: int | None = None) -> int:
    """Pence the bank adds to a bulk sale."""
    return 12


@rule
def bulk_bonus_written(players: int | None = None) -> str:
    """The bulk bonus as the quick reference prints it: 1s."""
    return lsd(bulk_bonus())


# ---------------------------------------------------------------- selling and the tithe


@rule
def sale_income(sales: list, fair_bonus: int = 0) -> int:
    """What the bank pays for one Sell action: the wares' sale prices, the Fair's
    bonus on each, and the bulk bonus when enough wares go at once."""
    income = sum(int(s) for s in sales) + int(fair_bonus) * len(sales)
    if len(sales) >= bulk_size():
        income += bulk_bonus()
    return income


@rule
def season_takings(sales: list) -> int:
    """Takings: the printed sale prices of the wares in a takings pile."""
    return sum(int(s) for s in sales)


@rule
def tithe(takings: int) -> int:
    """One tenth of a season's takings, rounded down to the whole penny."""
    return int(takings) // 10


@rule
def tithe_of(takings: str) -> str:
    """The reckoner's row: takings written in money, the tithe written in money."""
    return lsd(tithe(pence_of(takings)))


@rule
def final_wealth(purse: int, unsold: list) -> int:
    """Coins in the purse plus the steward's price (the cost) of every unsold ware."""
    return int(purse) + sum(int(c) for c in unsold)


# ---------------------------------------------------------------- setup


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "wares": WARE_CARDS,         # shuffled; the market row is dealt from it
        "fairs": FAIR_CARDS,         # shuffled; one revealed each season
        "coins": COIN_TOKENS,        # the bank, from which every purse is paid
        "market-board": 1,
        "season-marker": 1,
        "day-marker": 1,
        "ledger-pad": 1,
        "pencils": players,
    }


def play(players: int, variant: str | None = None) -> dict[str, dict]:
    return {"wares": {"table": market_row(players), "per_round": max(1, players // 2)}}


# ---------------------------------------------------------------- invariants


@invariant("the starting coins add up to the starting purse", per_player_count=False)
def purse_adds_up() -> bool | str:
    total = sum(COIN_PENCE[c] * n for c, n in STARTING_COINS.items())
    return True if total == starting_purse() else f"coins make {total}d"


@invariant("the coin tokens cover every purse at the most players", per_player_count=False)
def coins_cover_purses(game) -> bool | str:
    sheet = next((t for t in game.tokens if t.component == "coins"), None)
    if sheet is None:
        return "no coin token sheet"
    printed = {face.front: face.count for face in sheet.faces}
    for coin, n in STARTING_COINS.items():
        have = printed.get(COIN_MARK[coin], 0)
        need = n * game.max_players
        if have < need:
            return f"{coin}: {have} tokens, {need} needed"
    return True


@invariant("the decks the engine counts are the decks in the data", per_player_count=False)
def decks_match(game) -> bool | str:
    wares = game.deck("wares").total
    fairs = game.deck("fairs").total
    if wares != WARE_CARDS or fairs != FAIR_CARDS:
        return f"wares {wares}, fairs {fairs}"
    coins = next(c for c in game.inventory if c.id == "coins")
    return True if coins.count == COIN_TOKENS else f"coins {coins.count}"


@invariant("every ware sells for more than it costs", per_player_count=False)
def wares_make_a_profit(game) -> bool | str:
    losers = [c.name for c in game.deck("wares").cards if c.fields["sale"] <= c.fields["cost"]]
    return True if not losers else f"no profit: {', '.join(losers)}"


@invariant("every Fair favours a ware of the game", per_player_count=False)
def fairs_name_wares(game) -> bool | str:
    wares = set(game.names["wares"])
    odd = [c.name for c in game.deck("fairs").cards if c.fields["favoured"] not in wares]
    return True if not odd else f"unknown ware: {', '.join(odd)}"


@invariant("the market row and full stalls never empty the ware deck")
def deck_holds_the_market(players: int) -> bool:
    return market_row(players) + players * stall_limit() <= WARE_CARDS


@invariant("one season's Fair card for each season", per_player_count=False)
def enough_fairs(game) -> bool | str:
    seasons = len(game.names["seasons"])
    return True if FAIR_CARDS >= seasons else f"{FAIR_CARDS} fairs for {seasons} seasons"


@invariant("the prices written out on the cards' lists are the prices in pence", per_player_count=False)
def written_prices_match(game) -> bool | str:
    for card in game.deck("wares").cards:
        f = card.fields
        if f["cost_written"] != lsd(f["cost"]) or f["sale_written"] != lsd(f["sale"]):
            return f"{card.name}: written {f['cost_written']} / {f['sale_written']}"
    for card in game.deck("fairs").cards:
        if card.fields["bonus_written"] != lsd(card.fields["bonus"]):
            return f"{card.name}: written {card.fields['bonus_written']}"
    return True
