"""Steam & Saucer: the numbers of a day on the café street."""

from generator.engine import invariant, rule

PLAYERS = (2, 4)

# What each drink sells for. The Menu cards print the same prices; an
# invariant holds the two together.
PRICES = {
    "Espresso": 2,
    "Hot Chocolate": 2,
    "Chai": 3,
    "Latte": 3,
    "Cappuccino": 3,
    "Flat White": 4,
    "Mocha": 4,
    "Matcha": 4,
    "Cold Brew": 5,
}

HOUSE_NUMBERS = {
    "Recipe market": 3,   # face-up Menu cards anyone may learn
    "Menu limit": 5,      # most Menu cards one café may hold
    "Regulars bonus": 4,  # coins for each set of three customers of one crowd
}


@rule
def queue_size(players: int) -> int:
    """Face-up customers waiting in the queue: two more than the players."""
    return players + 2


@rule
def hours_in_day(players: int) -> int:
    """Hours (rounds) the day lasts."""
    return {2: 8, 3: 7, 4: 6}[players]


@rule
def starting_coins(players: int | None = None) -> int:
    """Coins each café opens with, the same at every count."""
    return 4


@rule
def menu_dealt(players: int | None = None) -> int:
    """Menu cards dealt to each player at setup."""
    return 2


@rule
def house_number(what: str) -> int:
    return HOUSE_NUMBERS[what]


@rule
def market_size() -> int:
    return HOUSE_NUMBERS["Recipe market"]


@rule
def menu_limit() -> int:
    return HOUSE_NUMBERS["Menu limit"]


@rule
def regulars_bonus() -> int:
    return HOUSE_NUMBERS["Regulars bonus"]


@rule
def walkouts_per_hour() -> int:
    """Customers who give up and leave at the end of each hour."""
    return 1


@rule
def serve_takings(drink: str) -> int:
    """Coins taken from the bank when you serve a customer: the drink's price."""
    return PRICES[drink]


@rule
def crowd_sets(crowds: list) -> int:
    """Sets of three customers of one crowd among the served customers."""
    return sum(crowds.count(c) // 3 for c in set(crowds))


@rule
def day_tally(coins: int, tips: list, crowds: list) -> int:
    """The end-of-day score: till, tips and the Regulars bonus."""
    return coins + sum(tips) + regulars_bonus() * crowd_sets(crowds)


@rule
def customers_needed(players: int) -> int:
    """The most customers a day can use: the first queue, then every player
    serving and one walkout in every hour."""
    return queue_size(players) + hours_in_day(players) * (players + walkouts_per_hour())


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "menu": 18,
        "customers": 40,
        "coins": 60,
        "tally-pad": 1,
    }


@invariant("the Customer deck lasts the whole day", per_player_count=True)
def customers_last(players: int, game) -> bool | str:
    total = game.deck("customers").total
    need = customers_needed(players)
    return True if need <= total else f"{need} customers needed, {total} in the deck"


@invariant("the Menu deck deals every café and fills the market", per_player_count=True)
def menu_deals(players: int, game) -> bool | str:
    total = game.deck("menu").total
    need = menu_dealt(players) * players + market_size()
    return True if need <= total else f"{need} Menu cards needed, {total} in the deck"


@invariant("every Menu card prints the engine's price", per_player_count=False)
def prices_agree(game) -> bool | str:
    for card in game.deck("menu").cards:
        if PRICES.get(card.name) != card.fields["price"]:
            return f"{card.name} prints {card.fields['price']}, the engine says {PRICES.get(card.name)}"
    return True


@invariant("the bank holds every café's starting coins", per_player_count=True)
def bank_covers_start(players: int, game) -> bool:
    coins = next(c for c in game.inventory if c.id == "coins")
    return coins.count >= starting_coins(players) * players
