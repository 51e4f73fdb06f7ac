"""Leaf and Hammer: the rules the tables, examples and cards print."""
from generator.engine import invariant, rule

PLAYERS = (3, 5)

GRADES = ("FTGFOP", "TGFOP", "GFOP", "FOP", "BOP")   # best first

CLEARANCE = {"FTGFOP": 200, "TGFOP": 170, "GFOP": 140, "FOP": 120, "BOP": 90}


@rule
def lots_per_catalogue(players: int) -> int:
    """Lots in each sale's catalogue: two more than the players."""
    return players + 2


@rule
def orders_on_show(players: int) -> int:
    """Order cards face up beside the board: one more than the players."""
    return players + 1


@rule
def starting_rupees(players: int | None = None) -> int:
    return 30000


@rule
def sales_in_season(players: int | None = None) -> int:
    return 5


@rule
def bid_step(players: int | None = None) -> int:
    """Each raise adds at least this many rupees per kg."""
    return 10


@rule
def godown_capacity(players: int | None = None) -> int:
    """Most chests one buyer may hold at a time."""
    return 6


@rule
def commission_percent() -> int:
    return 2


@rule
def opening_discount() -> int:
    """The opening bid is the valuation less this many rupees per kg."""
    return 50


@rule
def orders_per_delivery() -> int:
    return 1


@rule
def opening_bid(valuation: int) -> int:
    return valuation - opening_discount()


@rule
def hammer_price(bid: int, kg: int) -> int:
    return bid * kg


@rule
def commission(hammer: int) -> int:
    return hammer * commission_percent() // 100


@rule
def lot_cost(bid: int, kg: int) -> int:
    """What the buyer pays: the hammer price and the brokers' commission on it."""
    hammer = hammer_price(bid, kg)
    return hammer + commission(hammer)


@rule
def order_payment(kg: int, rate: int) -> int:
    return kg * rate


@rule
def fills(order_grade: str, chest_grade: str) -> bool:
    """A chest fills an order of its own grade or of any plainer grade."""
    return GRADES.index(chest_grade) <= GRADES.index(order_grade)


@rule
def clearance_price(grade: str) -> int:
    return CLEARANCE[grade]


@rule
def clearance_value(grade: str, kg: int) -> int:
    return kg * clearance_price(grade)


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "lots": 36,
        "orders": 30,
        "auction-board": 1,
        "buyer-ledger": 1,
        "bid-marker": 1,
        "sale-marker": 1,
        "hammer": 1,
        "paddles": players,
        "pencils": players,
    }


@invariant("every lot's printed opening bid is its valuation less the discount", per_player_count=False)
def opening_bids_match(game) -> bool | str:
    wrong = [c.name for c in game.deck("lots").cards
             if c.fields["opening_bid"] != opening_bid(c.fields["valuation"])]
    return True if not wrong else "opening bid off: " + ", ".join(wrong)


@invariant("every lot weighs 20 to 40 kg in steps of 5, valued in steps of 10", per_player_count=False)
def lots_are_whole(game) -> bool | str:
    for c in game.deck("lots").cards:
        kg, val = c.fields["kg"], c.fields["valuation"]
        if not (20 <= kg <= 40 and kg % 5 == 0):
            return f"{c.name} weighs {kg} kg"
        if val % bid_step() != 0:
            return f"{c.name} is valued at {val}"
    return True


@invariant("every order pays its kg times its rate", per_player_count=False)
def orders_pay(game) -> bool | str:
    wrong = [c.name for c in game.deck("orders").cards
             if c.fields["pays"] != order_payment(c.fields["kg"], c.fields["rate"])]
    return True if not wrong else "pays off: " + ", ".join(wrong)


@invariant("the lot deck fills every catalogue of the season")
def lots_last(players: int, game) -> bool | str:
    need = lots_per_catalogue(players) * sales_in_season()
    have = game.deck("lots").total
    return True if have >= need else f"{need} lots needed, {have} in the deck"
