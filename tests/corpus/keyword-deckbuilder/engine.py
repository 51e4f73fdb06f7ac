"""Tidewater Traders: the rules the tables and the worked examples print."""

from generator.engine import invariant, rule

PLAYERS = (2, 5)

STARTING_PENNIES = 7
STARTING_COTTAGES = 3
HAND_SIZE = 5
MARKET_PILE_SIZE = 10
MARKET_CARDS = (
    "ragpicker", "lamplighter", "deckhand", "night-market", "shipwright",
    "salvage-yard", "tavern", "counting-house", "smuggler", "master-builder",
)
ATTACKS = ("smuggler",)
BOX = {"penny": 60, "shilling": 40, "crown": 30, "cottage": 27, "warehouse": 12, "manor": 15, "debt": 40}
VICTORY_POINTS = {"cottage": 1, "warehouse": 3, "manor": 6, "debt": -1}
TREASURE_COINS = {"penny": 1, "shilling": 2, "crown": 3}


# --- the supply by player count ---------------------------------------------

@rule
def victory_pile(players: int) -> int:
    """Cottages (after the starting decks) and Warehouses in the supply."""
    return 8 if players == 2 else 12


@rule
def manor_pile(players: int) -> int:
    """Manors in the supply: the end of the game is one of these piles running out."""
    return {2: 8, 3: 12, 4: 12, 5: 15}[players]


@rule
def pennies_in_supply(players: int) -> int:
    """Pennies left in the supply once every starting deck has its Pennies."""
    return BOX["penny"] - STARTING_PENNIES * players


@rule
def debt_pile(players: int, variant: str | None = None) -> int:
    """Ten Debt cards for each other player; none in Calm Waters."""
    if variant == "calm-waters":
        return 0
    return 10 * (players - 1)


@rule
def empty_piles_to_end(players: int, variant: str | None = None) -> int:
    """Supply piles that, once empty, end the game (the Manor pile ends it alone)."""
    piles = 4 if players == 5 else 3
    if variant == "harbour-rush":
        piles -= 1
    return piles


# --- the same at every count -------------------------------------------------

@rule
def starting_pennies(players: int | None = None) -> int:
    return STARTING_PENNIES


@rule
def starting_cottages(players: int | None = None) -> int:
    return STARTING_COTTAGES


@rule
def starting_deck(players: int | None = None) -> int:
    return STARTING_PENNIES + STARTING_COTTAGES


@rule
def hand_size(players: int | None = None) -> int:
    return HAND_SIZE


@rule
def actions_each_turn(players: int | None = None) -> int:
    return 1


@rule
def buys_each_turn(players: int | None = None) -> int:
    return 1


@rule
def market_piles(variant: str | None = None) -> int:
    return len(MARKET_CARDS) - (len(ATTACKS) if variant == "calm-waters" else 0)


# --- a turn's arithmetic -----------------------------------------------------

@rule
def actions_left(plus_actions: list) -> int:
    """Actions left after playing Action cards that give these +Actions, in order."""
    left = actions_each_turn()
    for extra in plus_actions:
        if left < 1:
            raise ValueError("no Action left to play another Action card")
        left = left - 1 + int(extra)
    return left


@rule
def coins_total(coins: list) -> int:
    """Coins to spend: every +Coin of Action cards and every Treasure played."""
    return sum(int(c) for c in coins)


@rule
def buys_total(plus_buys: list) -> int:
    return buys_each_turn() + sum(int(b) for b in plus_buys)


@rule
def coins_left(coins: int, costs: list) -> int:
    """Coins left unspent after buying cards of these costs (lost at the end of the turn)."""
    left = coins - sum(int(c) for c in costs)
    if left < 0:
        raise ValueError("cannot pay for these cards")
    return left


@rule
def final_score(cottages: int = 0, warehouses: int = 0, manors: int = 0, debts: int = 0) -> int:
    return (cottages * VICTORY_POINTS["cottage"] + warehouses * VICTORY_POINTS["warehouse"]
            + manors * VICTORY_POINTS["manor"] + debts * VICTORY_POINTS["debt"])


# --- what comes out of the box -----------------------------------------------

def setup(players: int, variant: str | None = None) -> dict[str, int]:
    calm = variant == "calm-waters"
    basics = {
        "penny": BOX["penny"],
        "shilling": BOX["shilling"],
        "crown": BOX["crown"],
        "cottage": STARTING_COTTAGES * players + victory_pile(players),
        "warehouse": victory_pile(players),
        "manor": manor_pile(players),
        "debt": debt_pile(players, variant),
    }
    market = {card: (0 if calm and card in ATTACKS else MARKET_PILE_SIZE) for card in MARKET_CARDS}
    out: dict[str, int] = {"basics": sum(basics.values()), "kingdom": sum(market.values())}
    out.update({f"basics/{card}": n for card, n in basics.items()})
    out.update({f"kingdom/{card}": n for card, n in market.items()})
    return out


# --- the data agrees with the rules ------------------------------------------

@invariant("the basic cards' box counts, Coins and VP are the engine's", per_player_count=False)
def basics_agree(game) -> bool | str:
    for card in game.deck("basics").cards:
        if card.count != BOX.get(card.id):
            return f"{card.name}: {card.count} in the box, the engine counts {BOX.get(card.id)}"
        if card.fields["vp"] != VICTORY_POINTS.get(card.id, 0):
            return f"{card.name} is worth {card.fields['vp']} VP"
        if card.fields["coins"] != TREASURE_COINS.get(card.id, 0):
            return f"{card.name} gives {card.fields['coins']} Coins"
    return True


@invariant("each price list entry costs what its card shows, and scores its VP", per_player_count=False)
def prices_agree(game) -> bool | str:
    cards = {c.id: c for c in game.deck("basics").cards}
    for cost in game.costs:
        card = cards.get(cost.id)
        if card is None:
            return f"no basic card for the cost '{cost.id}'"
        if sum(item.amount for item in cost.items) != card.fields["cost"]:
            return f"{card.name}: the price list and the card disagree"
        if (cost.points or 0) != card.fields["vp"]:
            return f"{card.name}: the price list's points and the card disagree"
    return True


@invariant("every Market pile holds ten copies and the engine knows each card", per_player_count=False)
def market_piles_whole(game) -> bool | str:
    deck = game.deck("kingdom")
    if sorted(c.id for c in deck.cards) != sorted(MARKET_CARDS):
        return "the Market cards differ from the engine's list"
    for card in deck.cards:
        if card.count != MARKET_PILE_SIZE:
            return f"{card.name} has {card.count} copies"
    return True


@invariant("no card gains a card dearer than itself", per_player_count=False)
def gains_stay_below_cost(game) -> bool | str:
    for card in game.deck("kingdom").cards:
        gain = card.fields["gain"]
        if gain is not None and gain > card.fields["cost"]:
            return f"{card.name} gains up to {gain} but costs {card.fields['cost']}"
    return True


@invariant("the box holds every starting deck and the fullest supply")
def box_covers_setup(players: int) -> bool:
    return (BOX["penny"] >= STARTING_PENNIES * players
            and BOX["cottage"] >= STARTING_COTTAGES * players + victory_pile(players))
