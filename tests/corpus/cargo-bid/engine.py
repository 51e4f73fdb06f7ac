"""Engine model of Cargo Bid: the numbers the rulebook's tables print, and the
arithmetic of the auction, the delivery and the final count."""
from generator.engine import invariant, rule

PLAYERS = (3, 5)  # the same range as `players` in game.yaml

SHIP_CAPACITY = 3        # goods one ship's hold carries
WAREHOUSE_LIMIT = 5      # goods a warehouse keeps past the end of a voyage
LOAN = 10                # coins one loan gives, and what repaying it costs
INTEREST = 2             # coins per loan at every settle-up
ROUNDS = 8
CONTRACTS_PER_ROUND = 4  # the contract row is filled up to this
SAIL_MOVES = 2           # sea routes a ship may follow in one voyage
MINIMUM_BID = 1
UNDELIVERED_PENALTY = 2  # coins lost at the end for each contract still held
CONTRACT_DECK = 30

MARKETS = {
    "Saltmere": ("Grain", 1),
    "Hollow Bay": ("Cloth", 2),
    "Kettle Point": ("Spice", 3),
    "Ironhaven": ("Iron", 2),
    "Amberly": ("Spice", 4),
    "Westfold": ("Grain", 2),
}


@rule
def starting_coins(players: int) -> int:
    """Fewer coins in a bigger game: the auctions are busier."""
    return 26 - 2 * players


@rule
def goods_per_kind(players: int) -> int:
    """Cubes of each good put in the supply."""
    return 2 * players + 4


@rule
def ship_capacity(players: int | None = None) -> int:
    return SHIP_CAPACITY


@rule
def warehouse_limit(players: int | None = None) -> int:
    return WAREHOUSE_LIMIT


@rule
def loan_size(players: int | None = None) -> int:
    return LOAN


@rule
def interest(players: int | None = None) -> int:
    return INTEREST


@rule
def rounds(players: int | None = None) -> int:
    return ROUNDS


@rule
def contracts_per_round(players: int | None = None) -> int:
    return CONTRACTS_PER_ROUND


@rule
def sail_moves(players: int | None = None) -> int:
    return SAIL_MOVES


@rule
def minimum_bid(players: int | None = None) -> int:
    return MINIMUM_BID


@rule
def undelivered_penalty(players: int | None = None) -> int:
    return UNDELIVERED_PENALTY


@rule
def port_good(port: str) -> str:
    """The good a port's market sells."""
    return MARKETS[port][0]


@rule
def port_price(port: str) -> int:
    """What one good costs at that port's market."""
    return MARKETS[port][1]


@rule
def auction_winner(bids: dict) -> str:
    """Bids in seating order, 0 for a pass; each real bid must beat the last."""
    best, winner = 0, ""
    for name, bid in bids.items():
        if bid and bid > best:
            best, winner = bid, name
    return winner or "nobody"


@rule
def auction_price(bids: dict) -> int:
    """What the winner pays the bank: the highest bid."""
    return max([b for b in bids.values() if b] or [0])


@rule
def can_deliver(hold: dict, wanted: dict) -> bool:
    """The hold must carry every good the contract asks for."""
    return all(hold.get(good, 0) >= n for good, n in wanted.items())


@rule
def delivery_pay(value: int, bonus: int = 0, same_round: bool = False) -> int:
    """Coins a delivery takes from the bank: the value, plus the bonus of a rush contract."""
    return value + (bonus if same_round else 0)


@rule
def goods_cost(port: str, goods: int) -> int:
    return port_price(port) * goods


@rule
def contract_profit(paid: int, bid: int, goods: int) -> int:
    return paid - bid - goods


@rule
def interest_due(loans: int, settle_ups: int) -> int:
    return INTEREST * loans * settle_ups


@rule
def final_score(coins: int, loans: int, undelivered: int) -> int:
    """Coins left once every loan is repaid and every unkept contract is paid for."""
    return coins - LOAN * loans - UNDELIVERED_PENALTY * undelivered


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    """What a game at this player count takes out of the box."""
    goods = goods_per_kind(players)
    return {
        "harbour-board": 1,
        "contracts": CONTRACT_DECK,
        "warehouse-mats": players,
        "ships": players,
        "grain": goods,
        "cloth": goods,
        "spice": goods,
        "iron": goods,
        "coins": 60,
        "loan-tokens": 10,
        "first-player": 1,
        "round-marker": 1,
    }


@invariant("every contract fits in one ship's hold", per_player_count=False)
def contracts_fit_a_hold(game) -> bool | str:
    for card in game.deck("contracts").cards:
        n = sum(a.amount for a in card.fields["goods"])
        if n > SHIP_CAPACITY:
            return f"{card.name} asks for {n} goods"
    return True


@invariant("contract values run from 6 to 20 and the deck holds 30", per_player_count=False)
def contract_values(game) -> bool | str:
    deck = game.deck("contracts")
    if deck.total != CONTRACT_DECK:
        return f"the deck holds {deck.total} contracts"
    for card in deck.cards:
        if not 6 <= card.fields["value"] <= 20:
            return f"{card.name} is worth {card.fields['value']}"
    return True


@invariant("the deck fills the contract row for at least seven rounds", per_player_count=False)
def deck_lasts(game) -> bool | str:
    total = game.deck("contracts").total
    return True if total >= CONTRACTS_PER_ROUND * (ROUNDS - 1) else f"only {total} contracts"


@invariant("the box holds enough cubes of every good for the supply")
def supply_suffices(players: int, game) -> bool | str:
    need = goods_per_kind(players)
    for line in game.inventory:
        if line.id in ("grain", "cloth", "spice", "iron") and line.count < need:
            return f"{line.name}: {line.count} in the box, {need} needed"
    return True


@invariant("the loan costs in game.yaml are the engine's", per_player_count=False)
def loan_costs_agree(game) -> bool | str:
    amounts = {c.id: c.items[0].amount for c in game.costs}
    if amounts.get("repay-loan") != LOAN or amounts.get("interest") != INTEREST:
        return f"costs say {amounts}"
    return True


@invariant("every market sells a good of the game", per_player_count=False)
def markets_sell_goods(game) -> bool | str:
    goods = set(game.names["goods"])
    bad = [p for p, (g, _) in MARKETS.items() if g not in goods]
    return True if not bad else f"unknown goods at {', '.join(bad)}"
