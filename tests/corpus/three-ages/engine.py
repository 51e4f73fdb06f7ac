"""Three Ages: the rules the rulebook's tables and examples print."""

from generator.engine import invariant, rule

PLAYERS = (2, 4)

AGES = ("I", "II", "III")
DECKS = {"I": "age-1", "II": "age-2", "III": "age-3"}

TURNS = {"I": 4, "II": 5, "III": 6}           # turns each player takes in the Age
SELL = {"I": 2, "II": 3, "III": 4}            # Coin for selling a card
TRIUMPH = {"I": 2, "II": 4, "III": 6}         # Laurels a Triumph token of the Age is worth
LORE_CAP = 6                                  # Lore past this scores no more
GOODS = ("Grain", "Timber", "Stone")
BANK_COINS = 40
TRIUMPH_TOKENS = 12


@rule
def turns_per_age(age: str) -> int:
    """Turns each player takes in an Age."""
    return TURNS[age]


@rule
def market_size(players: int = 2) -> int:
    """Face-up cards in the Market: two more than the players."""
    return players + 2


@rule
def age_cards(players: int, age: str) -> int:
    """Cards an Age deck holds at this count: the opening Market and one refill a turn."""
    return players * turns_per_age(age) + market_size(players)


@rule
def starting_coins(players: int | None = None) -> int:
    """Coin each player starts with, at every count."""
    return 3


@rule
def sell_coins(age: str) -> int:
    """Coin the bank pays for a card sold in this Age."""
    return SELL[age]


@rule
def triumph_laurels(age: str) -> int:
    """Laurels a Triumph token of this Age is worth."""
    return TRIUMPH[age]


@rule
def lore_laurels(lore: int | str) -> int:
    """Laurels for a player's total Lore: 1, 3, 6, 10... up to six Lore."""
    if lore == "6 or more":
        lore = LORE_CAP
    n = min(int(lore), LORE_CAP)
    return n * (n + 1) // 2


@rule
def good_price() -> int:
    """Coin paid to the bank for each good a player's cards do not produce."""
    return 2


@rule
def coins_per_laurel() -> int:
    """Coin left at the end that make one Laurel."""
    return 3


@rule
def coin_laurels(coins: int) -> int:
    """Laurels for the Coin a player has left."""
    return coins // coins_per_laurel()


@rule
def goods_missing(cost: dict, produced: dict) -> int:
    """Goods of a cost the player's cards do not produce this turn."""
    return sum(max(0, need - produced.get(good, 0)) for good, need in cost.items() if good in GOODS)


@rule
def coins_to_pay(cost: dict, produced: dict) -> int:
    """Coin a build costs: its Coin, plus the bank's price for each missing good."""
    return cost.get("Coin", 0) + goods_missing(cost, produced) * good_price()


@rule
def final_score(cards: int, triumphs: int, lore: int, coins: int) -> int:
    """A player's Laurels at the end: cards, Triumph tokens, Lore and Coin."""
    return cards + triumphs + lore_laurels(lore) + coin_laurels(coins)


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "age-1": age_cards(players, "I"),
        "age-2": age_cards(players, "II"),
        "age-3": age_cards(players, "III"),
        "coins": BANK_COINS,
        "triumph-tokens": 0 if variant == "peaceful" else TRIUMPH_TOKENS,
        "first-player": 1,
        "score-pad": 1,
    }


def play(players: int, variant: str | None = None) -> dict[str, dict]:
    return {
        deck: {"table": market_size(players), "per_round": players, "turns": TURNS[age]}
        for age, deck in DECKS.items()
    }


@invariant("each Age deck holds exactly the cards its setup row asks for at this player count")
def age_decks_fit(players: int, game) -> bool | str:
    for age, deck_id in DECKS.items():
        deck = game.deck(deck_id)
        used = sum(c.count for c in deck.cards if c.fields["from_players"] <= players)
        if used != age_cards(players, age):
            return f"Age {age}: {used} cards in play, but age_cards gives {age_cards(players, age)}"
    return True


@invariant("every card is marked for 2, 3 or 4 players", per_player_count=False)
def player_marks_valid(game) -> bool | str:
    for deck_id in DECKS.values():
        for card in game.deck(deck_id).cards:
            if card.fields["from_players"] not in (2, 3, 4):
                return f"{card.name} is marked for {card.fields['from_players']} players"
    return True


@invariant("cards produce only goods, never Coin", per_player_count=False)
def production_is_goods(game) -> bool | str:
    for deck_id in DECKS.values():
        for card in game.deck(deck_id).cards:
            if card.fields["produces"].of("Coin"):
                return f"{card.name} produces Coin"
    return True


@invariant("the bank's price for a missing good is good_price()", per_player_count=False)
def bank_price_agrees(game) -> bool | str:
    cost = next(c for c in game.costs if c.id == "missing-good")
    if len(cost.items) != 1 or cost.items[0].of != "Coin" or cost.items[0].amount != good_price():
        return "the missing-good cost differs from good_price()"
    return True


@invariant("the box holds the bank's Coin and the Triumph tokens setup() takes", per_player_count=False)
def box_counts_agree(game) -> bool | str:
    counts = {c.id: c.count for c in game.inventory}
    if counts.get("coins") != BANK_COINS:
        return f"the box holds {counts.get('coins')} Coin tokens, setup takes {BANK_COINS}"
    if counts.get("triumph-tokens") != TRIUMPH_TOKENS:
        return f"the box holds {counts.get('triumph-tokens')} Triumph tokens, setup takes {TRIUMPH_TOKENS}"
    return True
