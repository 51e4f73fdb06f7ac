"""Three Metals: the rules the tables, examples and cards print."""
from generator.engine import invariant, rule

PLAYERS = (2, 5)

SILVER_IN_COPPER = 4      # 1 Silver is worth 4 Copper
GOLD_IN_SILVER = 3        # 1 Gold is worth 3 Silver
BOX = {"copper-coins": 60, "silver-coins": 40, "gold-coins": 20}
STARTING = {"Copper": 4, "Silver": 1, "Gold": 0}

BUILDING_POINTS = {"huts": 1, "houses": 3, "castles": 5, "mills": 0, "mints": 1,
                   "counting_houses": 2, "treasuries": 2}


@rule
def copper_worth(coin: str) -> int:
    """What one coin of this metal is worth in Copper."""
    return {"Copper": 1, "Silver": SILVER_IN_COPPER, "Gold": SILVER_IN_COPPER * GOLD_IN_SILVER}[coin]


@rule
def silver_in_copper() -> int:
    return SILVER_IN_COPPER


@rule
def gold_in_silver() -> int:
    return GOLD_IN_SILVER


@rule
def gold_in_copper() -> int:
    return SILVER_IN_COPPER * GOLD_IN_SILVER


@rule
def market_size(players: int = 2) -> int:
    """Buildings face up in the market row."""
    return {2: 4, 3: 5, 4: 5, 5: 6}[players]


@rule
def trade_cards_dealt(players: int | None = None) -> int:
    return 3


@rule
def gold_in_bank(players: int = 4) -> int:
    """Gold is scarce with few players: some Gold coins stay in the box."""
    return {2: 10, 3: 15, 4: 20, 5: 20}[players]


@rule
def buildings_to_end(players: int = 2) -> int:
    """A player who has built this many buildings ends the game (the round is finished)."""
    return {2: 8, 3: 7, 4: 6, 5: 6}[players]


@rule
def exchange_limit(players: int | None = None) -> int:
    return 3


@rule
def counting_house_exchanges() -> int:
    return 5


@rule
def purse_limit(players: int | None = None) -> int:
    """Coins (counted one by one) a purse may hold at the end of a turn."""
    return 12


@rule
def hand_limit(players: int | None = None) -> int:
    return 5


@rule
def builds_per_turn(players: int | None = None) -> int:
    return 1


@rule
def starting_copper(players: int | None = None) -> int:
    return STARTING["Copper"]


@rule
def starting_silver(players: int | None = None) -> int:
    return STARTING["Silver"]


@rule
def trade_cards_drawn() -> int:
    """Cards drawn in the Income step instead of playing one."""
    return 2


@rule
def exchange(copper: int, silver: int, gold: int, up_to_silver: int = 0, up_to_gold: int = 0,
             down_to_silver: int = 0, down_to_copper: int = 0) -> list[int]:
    """The purse after exchanges, in order: Copper up to Silver, Silver up to Gold,
    Gold down to Silver, Silver down to Copper. Each count is one exchange."""
    copper -= up_to_silver * SILVER_IN_COPPER
    silver += up_to_silver
    silver -= up_to_gold * GOLD_IN_SILVER
    gold += up_to_gold
    gold -= down_to_silver
    silver += down_to_silver * GOLD_IN_SILVER
    silver -= down_to_copper
    copper += down_to_copper * SILVER_IN_COPPER
    if min(copper, silver, gold) < 0:
        raise ValueError("not enough coins for those exchanges")
    return [copper, silver, gold]


@rule
def exchanges_used(up_to_silver: int = 0, up_to_gold: int = 0, down_to_silver: int = 0,
                   down_to_copper: int = 0) -> int:
    return up_to_silver + up_to_gold + down_to_silver + down_to_copper


@rule
def purse_worth(copper: int = 0, silver: int = 0, gold: int = 0) -> int:
    return copper + silver * copper_worth("Silver") + gold * copper_worth("Gold")


@rule
def coins_returned(copper: int = 0, silver: int = 0, gold: int = 0) -> int:
    return max(0, copper + silver + gold - purse_limit())


@rule
def treasury_bonus(gold: int = 0) -> int:
    """Points one Treasury adds at the end: 1 for every 2 Gold in the purse."""
    return gold // 2


@rule
def final_score(huts: int = 0, houses: int = 0, castles: int = 0, mills: int = 0, mints: int = 0,
                counting_houses: int = 0, treasuries: int = 0, gold: int = 0) -> int:
    built = dict(huts=huts, houses=houses, castles=castles, mills=mills, mints=mints,
                 counting_houses=counting_houses, treasuries=treasuries)
    points = sum(BUILDING_POINTS[k] * n for k, n in built.items())
    return points + treasuries * treasury_bonus(gold)


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "buildings": 33,
        "trade": 26,
        "copper-coins": BOX["copper-coins"],
        "silver-coins": BOX["silver-coins"],
        "gold-coins": gold_in_bank(players),
        "first-player-marker": 1,
    }


@invariant("the box holds the coins setup() puts in the bank", per_player_count=False)
def box_coins_match(game) -> bool | str:
    for comp in game.inventory:
        if comp.id in BOX and comp.count != BOX[comp.id]:
            return f"{comp.name}: box {comp.count}, engine {BOX[comp.id]}"
    gold = next(c for c in game.inventory if c.id == "gold-coins")
    if max(gold_in_bank(n) for n in game.players) > gold.count:
        return "more Gold in the bank than the box holds"
    return True


@invariant("the bank can pay every player's starting coins")
def starting_coins_fit(players: int) -> bool:
    return (players * starting_copper() <= BOX["copper-coins"]
            and players * starting_silver() <= BOX["silver-coins"])


@invariant("every building card costs and scores what the cost table says", per_player_count=False)
def cards_match_costs(game) -> bool | str:
    costs = {c.name: c for c in game.costs if c.group == "buildings"}
    for card in game.deck("buildings").cards:
        cost = costs.get(card.name)
        if cost is None:
            return f"{card.name} has no cost"
        if cost.points != card.fields["points"]:
            return f"{card.name} scores {card.fields['points']} on its card, {cost.points} in the costs"
        for item in cost.items:
            if card.fields["cost"].of(item.of) != item.amount:
                return f"{card.name} costs another amount of {item.of} on its card"
        if len(card.fields["cost"]) != len(cost.items):
            return f"{card.name} lists other metals on its card"
    return True


@invariant("building points on the cards are the points final_score() counts", per_player_count=False)
def scoring_matches_cards(game) -> bool | str:
    plural = {"Hut": "huts", "House": "houses", "Castle": "castles", "Mill": "mills", "Mint": "mints",
              "Counting House": "counting_houses", "Treasury": "treasuries"}
    for card in game.deck("buildings").cards:
        if BUILDING_POINTS[plural[card.name]] != card.fields["points"]:
            return f"{card.name} scores {card.fields['points']} on its card"
    return True


@invariant("the market row and the deals fit in the decks")
def decks_last(players: int, game) -> bool:
    return (game.deck("buildings").total >= market_size(players) + players * buildings_to_end(players) // 2
            and game.deck("trade").total >= players * trade_cards_dealt())
