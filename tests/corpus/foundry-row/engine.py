"""Engine model of Foundry Row.

The printed tables, the worked examples and the rulebook's placeholders all
read these rules. Costs, card values and box counts stay in game.yaml and the
CSVs; the invariants at the foot hold the two sides together.
"""
from generator.engine import invariant, rule

PLAYERS = (2, 4)  # the same range as `players` in game.yaml

ROUNDS = 8
ACTIONS_PER_TURN = 2
LOAN = 10
INTEREST_PER_LOAN = 1
REPAYMENT = 12
UNPAID_LOAN = -15
WAREHOUSE_LIMIT = 10
MONEY_PER_POINT = 3
START_STEP = 5
TOP_STEP = 8
BOTTOM_STEP = 1

# Money a good fetches at each step of its price track, step 1 first.
PRICES = {
    "Coal": (1, 1, 2, 2, 3, 3, 4, 5),
    "Bricks": (1, 2, 2, 3, 3, 4, 5, 6),
    "Cloth": (2, 2, 3, 4, 4, 5, 6, 7),
    "Glass": (3, 4, 5, 6, 7, 8, 9, 10),
}

# What each factory kind produces every round: (good, how many).
PRODUCTION = {
    "coal-pit": ("Coal", 2),
    "brickworks": ("Bricks", 2),
    "cotton-mill": ("Cloth", 2),
    "deep-colliery": ("Coal", 3),
    "glassworks": ("Glass", 1),
    "steam-loom": ("Cloth", 3),
}

CONSTANTS = {
    "Rounds": ROUNDS,
    "Actions per turn": ACTIONS_PER_TURN,
    "Loan": LOAN,
    "Interest per loan": INTEREST_PER_LOAN,
    "Repayment": REPAYMENT,
    "Unpaid loan": UNPAID_LOAN,
    "Warehouse limit": WAREHOUSE_LIMIT,
    "Money per point": MONEY_PER_POINT,
}


@rule
def constant(what: str) -> int:
    """The fixed numbers of the game, looked up by name."""
    return CONSTANTS[what]


@rule
def rounds(players: int | None = None) -> int:
    return ROUNDS


@rule
def actions_per_turn() -> int:
    return ACTIONS_PER_TURN


@rule
def loan_amount() -> int:
    return LOAN


@rule
def repayment() -> int:
    return REPAYMENT


@rule
def loan_penalty() -> int:
    """Points lost for each loan still held when the game ends (a positive number)."""
    return -UNPAID_LOAN


@rule
def warehouse_limit() -> int:
    return WAREHOUSE_LIMIT


@rule
def money_per_point() -> int:
    return MONEY_PER_POINT


@rule
def start_step() -> int:
    return START_STEP


@rule
def top_step() -> int:
    return TOP_STEP


@rule
def starting_money(players: int) -> int:
    """Fewer players, more Money: the market is less crowded with more of them."""
    return {2: 20, 3: 18, 4: 16}[players]


@rule
def market_tiles(players: int) -> int:
    """Factory tiles face up in the Factory Market: two more than the players."""
    return players + 2


@rule
def starting_income(players: int | None = None) -> int:
    return 2


@rule
def price(good: str, step: int) -> int:
    """Money one good fetches with its marker on this step."""
    return PRICES[good][step - 1]


@rule
def step_after_sale(step: int, sold: int) -> int:
    """Each good sold moves the marker down one step; it stops at step 1."""
    return max(BOTTOM_STEP, step - sold)


@rule
def sale_income(good: str, step: int, sold: int) -> int:
    """Money for selling `sold` goods one at a time, the marker dropping after each."""
    total = 0
    for _ in range(sold):
        total += price(good, step)
        step = step_after_sale(step, 1)
    return total


@rule
def recover(step: int) -> int:
    """Recovery: every marker climbs one step, never past the top."""
    return min(TOP_STEP, step + 1)


@rule
def interest(loans: int) -> int:
    return loans * INTEREST_PER_LOAN


@rule
def pay_interest(money: int, loans: int) -> tuple[int, int]:
    """Pay interest on the loans held; borrow first (as often as needed) when short.

    Interest is counted before borrowing, so a loan taken to pay it costs
    nothing this round. Returns (money, loans) afterwards.
    """
    owed = interest(loans)
    while money < owed:
        money += LOAN
        loans += 1
    return money - owed, loans


@rule
def settle_up(money: int, loans: int, income: int) -> tuple[int, int]:
    """Settle-up: interest first, then income."""
    money, loans = pay_interest(money, loans)
    return money + income, loans


@rule
def money_points(money: int) -> int:
    return money // MONEY_PER_POINT


@rule
def final_score(factory_points: int, money: int, loans: int) -> int:
    return factory_points + money_points(money) + loans * UNPAID_LOAN


@rule
def production(factory: str) -> int:
    """Goods a factory of this kind puts in its owner's warehouse each round."""
    return PRODUCTION[factory][1]


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    """What a game at this player count takes out of the box."""
    return {
        "market-board": 1,
        "factories": 21,
        "gazette": 0 if variant == "short-shift" else 16,
        "loans": 12,
        "warehouses": players,
        "money-tokens": 70,
        "income-markers": players,
        "order-discs": players,
        "price-markers": 4,
        "round-marker": 1,
        "coal-cubes": 30,
        "brick-cubes": 24,
        "cloth-cubes": 24,
        "glass-cubes": 15,
    }


@invariant("factory tiles agree with the factory costs and the engine's production", per_player_count=False)
def factories_agree(game) -> bool | str:
    costs = {c.id: c for c in game.costs if c.group == "factories"}
    for card in game.deck("factories").cards:
        cost = costs.get(card.id)
        if cost is None:
            return f"{card.name} has no cost"
        if cost.items[0].amount != card.fields["cost"]:
            return f"{card.name} costs {card.fields['cost']} on the tile but {cost.items[0].amount} in costs"
        if cost.points != card.fields["points"]:
            return f"{card.name} scores {card.fields['points']} on the tile but {cost.points} in costs"
        good, output = PRODUCTION[card.id]
        if (card.fields["good"], card.fields["output"]) != (good, output):
            return f"{card.name} produces {card.fields['output']} {card.fields['good']} on the tile"
        if not 8 <= card.fields["cost"] <= 20:
            return f"{card.name} costs {card.fields['cost']}, outside 8-20"
    return True


@invariant("every player can afford the cheapest factory at the start")
def start_affords_a_factory(players: int, game) -> bool | str:
    cheapest = min(c.fields["cost"] for c in game.deck("factories").cards)
    return True if starting_money(players) >= cheapest else f"{starting_money(players)} < {cheapest}"


@invariant("the factory stack fills the market with tiles to spare")
def market_fills(players: int, game) -> bool | str:
    total = game.deck("factories").total
    return True if total >= market_tiles(players) * 3 else f"only {total} tiles"


@invariant("setup takes the whole box of factories, gazette cards and loans", per_player_count=False)
def whole_decks_come_out(game) -> bool | str:
    s = setup(4)
    for deck_id in ("factories", "gazette", "loans"):
        if s[deck_id] != game.deck(deck_id).total:
            return f"setup takes {s[deck_id]} of {deck_id}, the deck has {game.deck(deck_id).total}"
    return True


@invariant("every price track has one price per step, rising", per_player_count=False)
def prices_rise(game) -> bool | str:
    for good in game.names["goods"]:
        row = PRICES.get(good)
        if row is None or len(row) != TOP_STEP:
            return f"no full price row for {good}"
        if list(row) != sorted(row):
            return f"{good} prices fall somewhere"
    return True
