"""Engine model of Guilds of Harrowmere.

Each guild plays by its own numbers; the rules below are looked up by guild
name and printed in the table `guilds`, on the guild mats and in the rulebook.
"""
from generator.engine import invariant, rule

PLAYERS = (2, 4)

GUILDS = ("Weavers", "Smiths", "Chandlers", "Ferrymen")

# guild -> (starting gold, starting hand, cards drawn, income, market price,
#           hand limit, commissions per round, coffer limit)
_GUILD_NUMBERS = {
    "Weavers": (3, 4, 2, 2, 2, 7, 1, 8),
    "Smiths": (2, 3, 2, 3, 2, 6, 2, 10),
    "Chandlers": (4, 3, 1, 2, 1, 8, 1, 12),
    "Ferrymen": (1, 5, 3, 1, 2, 5, 1, 6),
}

BASE_PRICE = 2          # a Goods card from the market, for every guild but the Chandlers
PATRON_BONUS = 2        # prestige for a commission fulfilled by its own patron
GOLD_PER_PRESTIGE = 3   # Gold left at the end that scores 1 prestige
GUILDHALL_POINTS = 4    # prestige for each Guildhall raised
GUILDHALL_LIMIT = 2     # Guildhalls a guild may raise in a game


def _numbers(guild: str) -> tuple[int, ...]:
    if guild not in _GUILD_NUMBERS:
        raise ValueError(f"no guild {guild!r}")
    return _GUILD_NUMBERS[guild]


@rule
def starting_gold(guild: str) -> int:
    """Gold a guild takes from the bank at setup."""
    return _numbers(guild)[0]


@rule
def starting_hand(guild: str) -> int:
    """Goods cards dealt to a guild at setup."""
    return _numbers(guild)[1]


@rule
def cards_drawn(guild: str) -> int:
    """Goods cards a guild draws in the Draw phase of each round."""
    return _numbers(guild)[2]


@rule
def income(guild: str) -> int:
    """Gold a guild collects in the Income phase of each round."""
    return _numbers(guild)[3]


@rule
def market_price(guild: str) -> int:
    """What a guild pays for one Goods card from the market."""
    return _numbers(guild)[4]


@rule
def hand_limit(guild: str) -> int:
    """Goods cards a guild may keep at the end of a round."""
    return _numbers(guild)[5]


@rule
def commission_limit(guild: str) -> int:
    """Commissions a guild may fulfil in one round, at most."""
    return _numbers(guild)[6]


@rule
def coffer_limit(guild: str) -> int:
    """Gold a guild may keep at the end of a round."""
    return _numbers(guild)[7]


@rule
def rounds(players: int = 2) -> int:
    """Rounds the game lasts: fewer with more guilds at the table."""
    return {2: 7, 3: 6, 4: 5}[players]


@rule
def commission_row(players: int = 2) -> int:
    """Commission cards face up in the town's row."""
    return players + 2


@rule
def market_size(players: int = 2) -> int:
    """Goods cards face up in the market."""
    return players + 1


@rule
def patron_bonus() -> int:
    return PATRON_BONUS


@rule
def gold_per_prestige() -> int:
    return GOLD_PER_PRESTIGE


@rule
def guildhall_limit() -> int:
    return GUILDHALL_LIMIT


@rule
def upkeep_discards(guild: str, cards: int) -> int:
    """Cards a guild discards in Upkeep, holding `cards`."""
    return max(0, cards - hand_limit(guild))


@rule
def gold_returned(guild: str, gold: int) -> int:
    """Gold a guild returns to the bank in Upkeep, holding `gold`."""
    return max(0, gold - coffer_limit(guild))


@rule
def final_score(commission_prestige: int, patron_commissions: int, guildhalls: int, gold: int) -> int:
    """Prestige at the end of the game."""
    return (commission_prestige
            + PATRON_BONUS * patron_commissions
            + GUILDHALL_POINTS * guildhalls
            + gold // GOLD_PER_PRESTIGE)


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "goods": 44,
        "commissions": 20,
        "gold-coins": 52,
        "guild-mats": 4,           # the players choose their guilds from all four
        "guildhalls": 2 * players,
        "round-marker": 1,
        "town-clock": 1,
    }


@invariant("the buy price in the costs is the price every guild but the Chandlers pays", per_player_count=False)
def market_price_matches_cost(game) -> bool | str:
    cost = next(c for c in game.costs if c.id == "buy-goods")
    amount = cost.items[0].amount
    wrong = [g for g in GUILDS if g != "Chandlers" and market_price(g) != amount]
    return True if not wrong else f"cost says {amount}, but {', '.join(wrong)} pay otherwise"


@invariant("a Guildhall scores what the engine says", per_player_count=False)
def guildhall_points_match(game) -> bool | str:
    cost = next(c for c in game.costs if c.id == "guildhall")
    return True if cost.points == GUILDHALL_POINTS else f"cost gives {cost.points}"


@invariant("the box holds every guild's Guildhall tokens", per_player_count=False)
def guildhalls_in_box(game) -> bool | str:
    line = next(c for c in game.inventory if c.id == "guildhalls")
    return True if line.count == GUILDHALL_LIMIT * len(GUILDS) else f"{line.count} tokens"


@invariant("the Goods deck deals every opening hand and the market with cards to spare")
def deck_deals(players: int, game) -> bool | str:
    deck = game.deck("goods").total
    # the largest hands at this count: the guilds with the most starting cards
    hands = sum(sorted((starting_hand(g) for g in GUILDS), reverse=True)[:players])
    need = hands + market_size(players)
    return True if deck >= need + 20 else f"{deck} cards, {need} dealt"


@invariant("every commission scores at least one prestige for each good it needs", per_player_count=False)
def commissions_pay(game) -> bool | str:
    for card in game.deck("commissions").cards:
        needed = sum(a.amount for a in card.fields["needs"])
        if card.fields["prestige"] < needed:
            return f"{card.name} needs {needed} goods but scores {card.fields['prestige']}"
    return True
