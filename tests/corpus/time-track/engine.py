"""Lantern Street: the rules the tables print.

Every action costs hours on the time track; whoever is furthest behind plays next.
"""

from generator.engine import invariant, rule

PLAYERS = (2, 4)

GATHERING = {"Forest": "Wood", "Mine": "Iron", "Silk Loom": "Silk"}

HOURS = {
    "Forest": 2,
    "Mine": 3,
    "Silk Loom": 4,
    "Market": 1,
    "Commission Board": 1,
    "Workshop": "Card's hours",
    "Guild Hall": 3,
    "Tavern": 1,
}

REWARDS = {
    "Forest": "Take 2 Wood, and 1 more for each Apprentice",
    "Mine": "Take 2 Iron, and 1 more for each Apprentice",
    "Silk Loom": "Take 2 Silk, and 1 more for each Apprentice",
    "Market": "Buy up to 2 goods at 2 Coin each; sell any goods at 1 Coin each",
    "Commission Board": "Take a commission from the row",
    "Workshop": "Craft a commission you hold",
    "Guild Hall": "Pay 3 Coin for an Apprentice",
    "Tavern": "Take 1 Coin",
}

LAST_SPACE = 36
SHORT_DAY_LAST_SPACE = 28
BASE_GATHER = 2
APPRENTICE_COST = 3
MARKET_PRICE = 2
MARKET_BUY_LIMIT = 2
SELL_PRICE = 1


@rule
def commission_row(players: int) -> int:
    """Face-up commissions in the row: two more than the players."""
    return players + 2


@rule
def masters_per_gathering_space(players: int) -> int:
    """How many masters the Forest, the Mine and the Silk Loom each hold."""
    return 2 if players == 4 else 1


@rule
def dusk_bonus(players: int, place: int = 1) -> int:
    """Points for reaching Dusk first or second."""
    if place == 1:
        return 4 if players == 4 else 3
    if place == 2:
        return {2: 0, 3: 1, 4: 2}[players]
    return 0


@rule
def starting_coin(seat: int) -> int:
    """Coin a player starts with: the lower in the opening stack, the more."""
    return seat + 1


@rule
def last_space(players: int | None = None, variant: str | None = None) -> int:
    """The last space of the time track; passing it ends your day."""
    return SHORT_DAY_LAST_SPACE if variant == "short-day" else LAST_SPACE


@rule
def hand_limit(players: int | None = None) -> int:
    """Unfinished commissions a player may hold."""
    return 3


@rule
def starting_commissions(players: int | None = None) -> int:
    """Commissions each player is dealt at setup."""
    return 1


@rule
def max_apprentices(players: int | None = None) -> int:
    """Apprentices one player may have."""
    return 2


@rule
def coin_per_point(players: int | None = None) -> int:
    """Coin worth one point at the end."""
    return 3


@rule
def unfinished_penalty(players: int | None = None) -> int:
    """Points lost for each commission still in hand at Dusk."""
    return 2


@rule
def action_info(action: str, what: str) -> int | str:
    """One cell of the action table: the hours an action costs or what it gives."""
    if what == "Hours":
        return HOURS[action]
    return REWARDS[action]


@rule
def goods_gathered(action: str, apprentices: int = 0) -> int:
    """Goods a gathering space gives: two, and one more for each Apprentice."""
    if action not in GATHERING:
        return 0
    return BASE_GATHER + apprentices


@rule
def marker_after(space: int, hours: int, variant: str | None = None) -> int:
    """Where a time marker stands after spending hours (Dusk caps it)."""
    return min(space + hours, last_space(variant=variant))


@rule
def next_player(markers: list) -> str:
    """Who plays next: the lowest marker; on a tie, the one on top.

    markers lists [name, space] from the bottom of each stack to its top,
    in the order the markers arrived.
    """
    lowest = min(space for _, space in markers)
    on_lowest = [name for name, space in markers if space == lowest]
    return on_lowest[-1]


@rule
def final_score(points: list, coin: int, unfinished: int, place: int, players: int) -> int:
    """Crafted points, one per three Coin, the Dusk bonus, less unfinished commissions."""
    return (
        sum(points)
        + coin // coin_per_point()
        + dusk_bonus(players, place)
        - unfinished * unfinished_penalty()
    )


@rule
def apprentice_cost() -> int:
    """Coin the Guild Hall asks for an Apprentice."""
    return APPRENTICE_COST


@rule
def market_price() -> int:
    """Coin the Market asks for one good."""
    return MARKET_PRICE


@rule
def market_buy_limit() -> int:
    """Goods one visit to the Market may buy."""
    return MARKET_BUY_LIMIT


@rule
def sell_price() -> int:
    """Coin the Market pays for one good."""
    return SELL_PRICE


@invariant("the Market's printed price is the engine's", per_player_count=False)
def market_price_agrees(game) -> bool | str:
    cost = next(c for c in game.costs if c.id == "market-good")
    coin = sum(item.amount for item in cost.items if item.of == "Coin")
    return True if coin == MARKET_PRICE else f"the cost says {coin} Coin"


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    """What a game at this count takes out of the box."""
    return {
        "game-board": 1,
        "commissions": 24,
        "masters": players,
        "time-markers": players,
        "wood": 25,
        "iron": 25,
        "silk": 25,
        "coins": 30,
        "apprentices": 8,
    }


def play(players: int, variant: str | None = None) -> dict[str, dict]:
    return {"commissions": {"hand": starting_commissions(players), "table": commission_row(players)}}


@invariant("the commission deck can fill the row and deal every player's first commission twice over")
def deck_lasts(players: int, game) -> bool | str:
    deck = game.deck("commissions")
    needed = 2 * (commission_row(players) + starting_commissions(players) * players)
    return True if deck.total >= needed else f"{deck.total} cards, {needed} needed"


@invariant("every commission needs three to seven goods and takes one to four hours", per_player_count=False)
def commissions_in_bounds(game) -> bool | str:
    for card in game.deck("commissions").cards:
        total = sum(a.amount for a in card.fields["goods"])
        if not 3 <= total <= 7:
            return f"{card.name} needs {total} goods"
        if not 1 <= card.fields["hours"] <= 4:
            return f"{card.name} takes {card.fields['hours']} hours"
    return True


@invariant("the box holds every Apprentice the players may hire", per_player_count=False)
def apprentices_suffice(game) -> bool | str:
    line = next(c for c in game.inventory if c.id == "apprentices")
    need = max_apprentices() * game.max_players
    return True if line.count >= need else f"{line.count} tokens, {need} needed"


@invariant("the Guild Hall's printed price is the engine's", per_player_count=False)
def apprentice_price_agrees(game) -> bool | str:
    cost = next(c for c in game.costs if c.id == "apprentice")
    coin = sum(item.amount for item in cost.items if item.of == "Coin")
    return True if coin == APPRENTICE_COST else f"the cost says {coin} Coin"

