"""Steps of Five: the rules the tables, costs and examples print."""

from generator.engine import invariant, rule

PLAYERS = (3, 6)

VALUES = tuple(range(0, 101, 5))  # 0, 5, 10 ... 100: the value cards' faces
COPIES_OF_EACH_VALUE = 2
HAND = 7
MOST_BID_CARDS = 2
VALUE_PER_STAR = 50
BUY_NOW_PER_STAR = 40
LOTS_BASE = 8
QUICK_LOTS_BASE = 2
DEBT_CARDS = ("unpaid-tab", "leaky-roof")


# --- setup -------------------------------------------------------------------


@rule
def hand_size(players: int | None = None) -> int:
    """Value cards dealt to each player: the same at every count."""
    return HAND


@rule
def lots_in_pile(players: int, variant: str | None = None) -> int:
    """Lot cards counted out face down as the lot pile."""
    if variant == "quick-sale":
        return 2 * players + QUICK_LOTS_BASE
    return 2 * players + LOTS_BASE


@rule
def value_cards_left_out(players: int) -> int:
    """Value cards that go back in the box unseen after the deal."""
    return len(VALUES) * COPIES_OF_EACH_VALUE - HAND * players


@rule
def most_bid_cards(players: int | None = None) -> int:
    """A bid is one or two value cards."""
    return MOST_BID_CARDS


# --- money and score ---------------------------------------------------------


@rule
def value_per_star(players: int | None = None) -> int:
    """Every full 50 of value left in hand scores one star."""
    return VALUE_PER_STAR


@rule
def buy_now_per_star(players: int | None = None) -> int:
    return BUY_NOW_PER_STAR


@rule
def buy_now_price(stars: int) -> int:
    """What the Gavel holder spends to take a Treasure without an auction."""
    return BUY_NOW_PER_STAR * stars


@rule
def leftover_stars(value: int) -> int:
    """Stars scored for the value still in hand at the end."""
    return value // VALUE_PER_STAR


@rule
def final_score(lot_stars: list, value_left: int) -> int:
    """Treasures' stars, less Debts' stars (written negative), plus the hand's stars."""
    return sum(lot_stars) + leftover_stars(value_left)


# --- bidding -----------------------------------------------------------------


@rule
def bid_total(cards: list) -> int:
    if not 1 <= len(cards) <= MOST_BID_CARDS:
        raise ValueError(f"a bid is one or two cards, not {len(cards)}")
    for card in cards:
        if card not in VALUES:
            raise ValueError(f"{card} is not a value card")
    return sum(cards)


def _totals(bids: dict) -> dict:
    return {name: bid_total(cards) for name, cards in bids.items()}


def _first_in_seat_order(names: set, seats: list) -> str:
    """Seat order starts left of the Gavel holder and ends with the Gavel holder."""
    for name in seats:
        if name in names:
            return name
    raise ValueError("a bidder is missing from the seat order")


@rule
def treasure_winner(bids: dict, seats: list) -> str:
    """The highest total takes a Treasure; ties go to the first tied player in seat order."""
    totals = _totals(bids)
    best = max(totals.values())
    return _first_in_seat_order({n for n, t in totals.items() if t == best}, seats)


@rule
def debt_taker(bids: dict, seats: list) -> str:
    """The lowest total takes a Debt; ties go to the first tied player in seat order."""
    totals = _totals(bids)
    worst = min(totals.values())
    return _first_in_seat_order({n for n, t in totals.items() if t == worst}, seats)


@rule
def debt_payer(bids: dict, seats: list) -> str:
    """On a Debt the highest bid is spent; ties as for a Treasure."""
    return treasure_winner(bids, seats)


# --- what comes out of the box -------------------------------------------------


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    needs = {
        "value": HAND * players,
        "lots": lots_in_pile(players, variant),
        "gavel": 1,
    }
    if variant == "family":
        for card in DEBT_CARDS:
            needs[f"lots/{card}"] = 0
    return needs


def play(players: int, variant: str | None = None) -> dict[str, dict]:
    return {"value": {"hand": HAND}, "lots": {"per_round": 1}}


# --- invariants ----------------------------------------------------------------


@invariant("the value cards run from 0 to 100 in steps of five, two of each", per_player_count=False)
def value_cards_are_the_steps(game) -> bool | str:
    seen = sorted(v for c in game.deck("value").cards for v in [c.fields["value"]] * c.count)
    wanted = sorted(VALUES * COPIES_OF_EACH_VALUE)
    return True if seen == wanted else "the value cards are not two of each step of five"


@invariant("each value card is named by its value", per_player_count=False)
def value_cards_named_by_value(game) -> bool | str:
    wrong = [c.name for c in game.deck("value").cards if c.name != str(c.fields["value"])]
    return True if not wrong else f"misnamed: {', '.join(wrong)}"


@invariant("the value deck deals a full hand to every player")
def value_deck_deals(players: int, game) -> bool:
    return game.deck("value").total >= HAND * players


@invariant("the lot deck fills the lot pile at every count and variant")
def lot_deck_fills_pile(players: int, game, variant: str | None = None) -> bool | str:
    cards = game.deck("lots").cards
    if variant == "family":
        available = sum(c.count for c in cards if c.fields["kind"] == "Treasure")
    else:
        available = sum(c.count for c in cards)
    need = lots_in_pile(players, variant)
    return True if available >= need else f"{need} lots needed, {available} available"


@invariant("Treasures score stars and Debts cost them", per_player_count=False)
def lot_signs(game) -> bool | str:
    for c in game.deck("lots").cards:
        if c.fields["kind"] == "Treasure" and c.fields["stars"] <= 0:
            return f"{c.name} is a Treasure without stars"
        if c.fields["kind"] == "Debt" and c.fields["stars"] >= 0:
            return f"{c.name} is a Debt that costs nothing"
    return True


@invariant("each Treasure prints its buy-now price; a Debt prints none", per_player_count=False)
def lot_buy_now(game) -> bool | str:
    for c in game.deck("lots").cards:
        printed = c.fields["buy_now"]
        if c.fields["kind"] == "Treasure" and printed != buy_now_price(c.fields["stars"]):
            return f"{c.name} prints buy-now {printed}, not {buy_now_price(c.fields['stars'])}"
        if c.fields["kind"] == "Debt" and printed is not None:
            return f"{c.name} is a Debt with a buy-now price"
    return True


@invariant("the buy-now prices in the rulebook match each Treasure", per_player_count=False)
def buy_now_costs(game) -> bool | str:
    stars = {c.name: c.fields["stars"] for c in game.deck("lots").cards if c.fields["kind"] == "Treasure"}
    priced = set()
    for cost in game.costs:
        if cost.group != "buy-now":
            continue
        priced.add(cost.name)
        if cost.name not in stars:
            return f"{cost.name} is no Treasure"
        amount = sum(item.amount for item in cost.items)
        if amount != buy_now_price(stars[cost.name]) or cost.points != stars[cost.name]:
            return f"{cost.name}: the price list disagrees with the card"
    missing = sorted(set(stars) - priced)
    return True if not missing else f"no buy-now price listed for {', '.join(missing)}"
