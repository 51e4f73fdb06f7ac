"""Engine model of Past Its Prime.

Goods come off a cart, sit in a merchant's stall and take one mould token at
the end of every market day. A good sells for its fresh price less the Silver
the spoilage table takes off for its mould tokens; a dash in that table means
the good has rotted.
"""
from generator.engine import invariant, rule

PLAYERS = (2, 4)

GOODS_IN_BOX = 48          # held to the Goods deck by an invariant
SILVER_IN_BOX = 56         # held to the inventory line
MOULD_PER_MERCHANT = 18    # held to the inventory line's per_player

KEEPING = {"Fish": "Tender", "Berries": "Tender", "Bread": "Hardy", "Cheese": "Hardy"}

# Silver taken off the fresh price, by mould tokens (1, 2, 3, ...). Past the
# end of a list the good has rotted.
SPOILAGE = {"Tender": (1, 3), "Hardy": (0, 1, 2)}


@rule
def fresh_goods(players: int) -> int:
    """Goods the cart delivers each day: one more than the merchants buy between them."""
    return goods_bought() * players + 1


@rule
def market_days(players: int) -> int:
    """How many market days the game lasts."""
    return {2: 7, 3: 6, 4: 5}[players]


@rule
def starting_silver(players: int | None = None) -> int:
    """Silver each merchant starts with: the same at every count."""
    return 6


@rule
def goods_bought(players: int | None = None) -> int:
    """Goods each merchant may buy in one Buying step (one per pass)."""
    return 2


@rule
def sale_limit() -> int:
    """Most goods one merchant may sell in one Selling step."""
    return 3


@rule
def stall_size() -> int:
    """Most goods a stall may hold."""
    return 6


@rule
def wholesale_price() -> int:
    """Silver paid to the bank for one good from the cart."""
    return 2


@rule
def salt_price() -> int:
    """Silver paid to salt one good."""
    return 1


@rule
def pair_bonus() -> int:
    """Extra Silver for two goods of one kind sold by one merchant on one day."""
    return 2


@rule
def glut_penalty() -> int:
    """Silver less for each good of a kind someone else already sold today."""
    return 1


@rule
def rot_fine() -> int:
    """Silver paid for each good that rots in a stall."""
    return 1


@rule
def silver_off(age: int, keeping: str) -> int | None:
    """Silver the spoilage table takes off a good with `age` mould tokens; None once it has rotted."""
    steps = SPOILAGE[keeping]
    return steps[age - 1] if 1 <= age <= len(steps) else None


@rule
def rot_age(keeping: str) -> int:
    """The mould token on which a good of this keeping rots."""
    return len(SPOILAGE[keeping]) + 1


@rule
def rots(good: str, age: int) -> bool:
    """Whether a good with `age` mould tokens has rotted."""
    return age >= rot_age(KEEPING[good])


@rule
def sale_price(price: int, good: str, age: int, glutted: bool = False) -> int:
    """What one good fetches: fresh price less spoilage, less the glut; never below 0."""
    off = silver_off(age, KEEPING[good])
    if off is None:
        raise ValueError(f"a {good} with {age} mould tokens has rotted and cannot be sold")
    value = price - off - (glut_penalty() if glutted else 0)
    return max(0, value)


@rule
def takings(sold: list, glutted: list | None = None) -> int:
    """Silver one merchant takes in one Selling step.

    `sold` lists each good sold as [fresh price, good, mould tokens]; `glutted`
    names the goods another merchant already sold today.
    """
    glutted = glutted or []
    if len(sold) > sale_limit():
        raise ValueError(f"{len(sold)} goods sold; the limit is {sale_limit()}")
    total = sum(sale_price(price, good, age, good in glutted) for price, good, age in sold)
    kinds = [good for _, good, _ in sold]
    pairs = sum(kinds.count(good) // 2 for good in set(kinds))
    return total + pairs * pair_bonus()


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    """What a game at this count takes out of the box."""
    return {
        "goods": GOODS_IN_BOX,
        "market-board": 1,
        "silver": SILVER_IN_BOX,
        "mould-tokens": MOULD_PER_MERCHANT * players,
        "salt-tokens": players,
        "market-bell": 1,
        "day-marker": 1,
    }


@invariant("the cart never runs the Goods deck dry")
def deliveries_fit(players: int, game) -> bool | str:
    deck = game.deck("goods").total
    needed = (market_days(players) - 1) * fresh_goods(players)
    return True if needed <= deck else f"{needed} goods delivered but the deck holds {deck}"


@invariant("the engine's box counts are game.yaml's", per_player_count=False)
def box_counts_agree(game) -> bool | str:
    if game.deck("goods").total != GOODS_IN_BOX:
        return f"the Goods deck holds {game.deck('goods').total}, the engine says {GOODS_IN_BOX}"
    lines = {c.id: c for c in game.inventory}
    if lines["silver"].count != SILVER_IN_BOX:
        return f"the box holds {lines['silver'].count} Silver tokens, the engine says {SILVER_IN_BOX}"
    if lines["mould-tokens"].per_player != MOULD_PER_MERCHANT:
        return "mould tokens per merchant differ from the engine's"
    return True


@invariant("a full stall of goods at their oldest never runs out of mould tokens", per_player_count=False)
def mould_suffices() -> bool | str:
    oldest = max(rot_age(k) for k in SPOILAGE) - 1
    need = stall_size() * oldest
    return True if need <= MOULD_PER_MERCHANT else f"a stall may carry {need} mould tokens"


@invariant("each card's keeping is its good's category", per_player_count=False)
def keeping_matches(game) -> bool | str:
    members = {cat.name.split()[0]: set(cat.members) for cat in game.categories}
    for card in game.deck("goods").cards:
        good, keeping = card.fields["good"], card.fields["keeping"]
        if KEEPING[good] != keeping or good not in members[keeping]:
            return f"{card.name} is {good} but says {keeping}"
    return True


@invariant("each card's printed prices follow the spoilage table", per_player_count=False)
def card_prices_follow(game) -> bool | str:
    for card in game.deck("goods").cards:
        f = card.fields
        for age, column in ((1, "price_1"), (2, "price_2"), (3, "price_3")):
            off = silver_off(age, f["keeping"])
            want = None if off is None else f["price"] - off
            if f[column] != want:
                return f"{card.name}: {column} is {f[column]}, the spoilage table gives {want}"
    return True


@invariant("every good turns a profit if sold after its first night", per_player_count=False)
def first_day_profit(game) -> bool | str:
    for card in game.deck("goods").cards:
        if card.fields["price_1"] <= wholesale_price():
            return f"{card.name} sells for no more than it costs"
    return True


@invariant("the printed costs are the engine's prices", per_player_count=False)
def costs_agree(game) -> bool | str:
    prices = {c.id: c.items[0].amount for c in game.costs}
    if prices.get("buy-good") != wholesale_price():
        return f"a good costs {prices.get('buy-good')} on the page but {wholesale_price()} in the engine"
    if prices.get("salt-good") != salt_price():
        return f"salt costs {prices.get('salt-good')} on the page but {salt_price()} in the engine"
    return True
