"""मेला बाज़ार (Mela Bazaar): the engine model.

Players run stalls at a village festival fair. Each day of the fair a
festival card names the goods in demand; on a turn a stall-keeper buys goods
from the market, sells a set of goods to one customer in the queue, and the
market is refilled. Customers pay rupees and give fame (yash); at the end,
fame decides.
"""
from generator.engine import invariant, rule

PLAYERS = (2, 5)

GOODS = ("मिठाई", "खिलौने", "चूड़ियाँ", "पतंग", "दीये")


# ---------------------------------------------------------------- setup by player count

@rule
def goods_dealt(players: int) -> int:
    """Goods cards each stall starts with."""
    return 3 if players <= 3 else 2


@rule
def market_size(players: int) -> int:
    """Face-up goods cards in the market (mandi): two more than the players."""
    return players + 2


@rule
def queue_size(players: int) -> int:
    """Customers waiting face up in the queue: one more than the players."""
    return players + 1


@rule
def mela_days(players: int) -> int:
    """Days (rounds) the fair lasts."""
    return 6 if players <= 3 else 5


@rule
def starting_rupees(seat: int) -> int:
    """Rupees a stall starts with, by seat order from the first player."""
    return 5 + seat // 2


# ---------------------------------------------------------------- constants of play

@rule
def stall_limit(players: int | None = None) -> int:
    """Goods cards a stall may hold at the end of a turn (without the big tent)."""
    return 6


@rule
def tent_extra(players: int | None = None) -> int:
    """Extra goods cards the big tent lets a stall hold."""
    return 2


@rule
def rest_income(players: int | None = None) -> int:
    """Rupees taken from the bank by a player who buys nothing on their turn."""
    return 2


@rule
def rupees_per_yash(players: int | None = None) -> int:
    """Rupees left at the end that make one point of fame."""
    return 5


# ---------------------------------------------------------------- customers and sales

@rule
def customer_pays(units: int) -> int:
    """Rupees a customer pays for the goods they want (units counted with matra)."""
    return 3 * units - 1


@rule
def customer_yash(units: int, kinds: int = 1) -> int | None:
    """Fame a customer gives: one less than the units, one more for three kinds or more."""
    if kinds > units:
        return None
    return units - 1 + (1 if kinds >= 3 else 0)


@rule
def sale_income(pays: int, festival_bonus: int = 0, card_bonus: int = 0) -> int:
    """Rupees one sale brings: the customer's price, the day's festival bonus, the goods' bonuses."""
    return pays + festival_bonus + card_bonus


@rule
def final_yash(customer_yash: int, jhalar: int, rupees: int) -> int:
    """Final fame: customers' fame, one per bunting, one per five rupees left."""
    return customer_yash + jhalar + rupees // rupees_per_yash()


# ---------------------------------------------------------------- what the box gives

def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "saman": 30,                 # the whole goods deck, shuffled
        "grahak": 24,                # the whole customer deck, shuffled
        "utsav": mela_days(players),  # one festival card per day, drawn at random
        "sikke": 60,                 # the bank
        "jhanda": 1,
        "jhalar": 15,
        "tambu": players,
    }


def play(players: int, variant: str | None = None) -> dict[str, dict]:
    return {
        "saman": {"hand": goods_dealt(players), "draw": 1},
        "utsav": {"per_round": 1},
    }


# ---------------------------------------------------------------- invariants

@invariant("every customer's price and fame follow the pricing rule", per_player_count=False)
def customers_priced(game) -> bool | str:
    for card in game.deck("grahak").cards:
        wants = card.fields["wants"]
        units = sum(a.amount for a in wants)
        kinds = len(wants)
        if card.fields["rupaye"] != customer_pays(units):
            return f"{card.name} pays {card.fields['rupaye']}, rule gives {customer_pays(units)}"
        if card.fields["yash"] != customer_yash(units, kinds):
            return f"{card.name} gives yash {card.fields['yash']}, rule gives {customer_yash(units, kinds)}"
    return True


@invariant("goods cards: price 3 counts as 2, price 2 carries a 1-rupee bonus", per_player_count=False)
def goods_tiers(game) -> bool | str:
    for card in game.deck("saman").cards:
        price = card.fields["price"]
        if card.fields["matra"] != (2 if price == 3 else 1):
            return f"{card.name}: matra {card.fields['matra']} at price {price}"
        if card.fields["bonus"] != (1 if price == 2 else 0):
            return f"{card.name}: bonus {card.fields['bonus']} at price {price}"
    return True


@invariant("the goods deck deals every stall and fills the market")
def goods_deck_deals(players: int, game) -> bool | str:
    deck = game.deck("saman").total
    need = goods_dealt(players) * players + market_size(players)
    return True if deck >= need + 5 else f"{deck} goods cards, {need} dealt and shown"


@invariant("the customer deck fills the queue and one arrival each evening")
def customer_deck_lasts(players: int, game) -> bool | str:
    deck = game.deck("grahak").total
    need = queue_size(players) + mela_days(players)
    return True if deck >= need else f"{deck} customers, {need} needed"


@invariant("there is a festival card for every day of the fair")
def festival_per_day(players: int, game) -> bool | str:
    deck = game.deck("utsav").total
    return True if deck >= mela_days(players) else f"{deck} festival cards for {mela_days(players)} days"


@invariant("a tent for every stall", per_player_count=True)
def tents_suffice(players: int, game) -> bool:
    tents = next(c for c in game.inventory if c.id == "tambu")
    return tents.count >= players
