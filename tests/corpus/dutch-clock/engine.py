"""Dutch Clock: the rules the tables print, the setup, and the checks that tie them to the data."""

from generator.engine import invariant, rule

PLAYERS = (3, 5)

LOT_DECK = 36          # lots in the box (held to game.yaml by lots_suffice)
BANK_COINS = 90        # gulden coins in the box (held to game.yaml by bank_covers_start)
BULK_CAP = 8           # past this many crates of one good, the guild pays no more


@rule
def starting_gulden(players: int) -> int:
    """Coins each trader starts with: more rivals, more money in play."""
    return {3: 40, 4: 45, 5: 50}[players]


@rule
def auctions_per_auctioneer(players: int | None = None) -> int:
    """Times each player holds the gavel in one market day."""
    return 2


@rule
def market_days(players: int | None = None) -> int:
    return 3


@rule
def lots_per_day(players: int) -> int:
    """Each player runs the clock twice a day."""
    return auctions_per_auctioneer() * players


@rule
def lots_in_play(players: int) -> int:
    return market_days() * lots_per_day(players)


@rule
def lots_set_aside(players: int) -> int:
    """Lots returned to the box unseen at setup."""
    return LOT_DECK - lots_in_play(players)


@rule
def clock_start(players: int | None = None) -> int:
    return 20


@rule
def lowest_price(players: int | None = None) -> int:
    return 1


@rule
def price_after(calls: int) -> int:
    """The price the marker shows after this many calls below the opening twenty."""
    return max(clock_start() - calls, lowest_price())


@rule
def bulk_value(crates: int | str) -> int:
    """What the guild pays for all of a player's crates of one good."""
    n = BULK_CAP if crates == "8 or more" else min(int(crates), BULK_CAP)
    if n <= 0:
        return 0
    return n * (n + 3) // 2


@rule
def final_wealth(gulden: int, crates: list, bonus: int = 0) -> int:
    """Coins, plus the guild's price for each kind of good, plus guild seals."""
    return gulden + sum(bulk_value(c) for c in crates) + bonus


@rule
def payee(own_lot: bool) -> str:
    """Who receives the price: the bank when the auctioneer buys their own lot."""
    return "the bank" if own_lot else "the auctioneer"


@rule
def tie_winner(seating: list, auctioneer: str, stoppers: list) -> str:
    """Of paddles that land together, the one nearest the auctioneer's left wins; the auctioneer last."""
    i = seating.index(auctioneer)
    order = list(seating[i + 1:]) + list(seating[:i]) + [auctioneer]
    for name in order:
        if name in stoppers:
            return name
    raise ValueError("nobody stopped the clock")


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "lots": LOT_DECK,            # all shuffled, then some go back to the box unseen
        "clock-board": 1,
        "clock-marker": 1,
        "day-marker": 1,
        "gavel": 1,
        "bid-paddles": players,
        "gulden": BANK_COINS,        # every coin: the players' purses and the bank
    }


def play(players: int, variant: str | None = None) -> dict[str, dict]:
    return {"lots": {"per_round": lots_per_day(players), "turns": market_days()}}


@invariant("the lot pile holds enough lots for three market days at every count", per_player_count=False)
def lots_suffice(game) -> bool | str:
    deck = game.deck("lots")
    if deck.total != LOT_DECK:
        return f"the deck has {deck.total} lots but the engine counts {LOT_DECK}"
    need = lots_in_play(game.players.high)
    return True if deck.total >= need else f"{need} lots needed, {deck.total} in the deck"


@invariant("the bank can pay every starting purse with coins to spare", per_player_count=False)
def bank_covers_start(game) -> bool | str:
    coins = next(c for c in game.inventory if c.id == "gulden")
    if coins.count != BANK_COINS:
        return f"the box holds {coins.count} coins but the engine counts {BANK_COINS}"
    sheet = next(s for s in game.tokens if s.component == "gulden")
    value = sum(int(f.front) * f.count for f in sheet.faces)
    need = starting_gulden(game.players.high) * game.players.high
    return True if value > need else f"the coins are worth {value}, the purses need {need}"


@invariant("every lot holds one to three crates", per_player_count=False)
def crates_in_range(game) -> bool | str:
    bad = [c.name for c in game.deck("lots").cards if not 1 <= c.fields["crates"] <= 3]
    return True if not bad else f"odd crates: {', '.join(bad)}"


@invariant("each further crate of a good is worth more than the one before, up to the cap", per_player_count=False)
def bulk_value_grows() -> bool:
    steps = [bulk_value(n + 1) - bulk_value(n) for n in range(0, BULK_CAP)]
    return all(b > a for a, b in zip(steps, steps[1:]))
