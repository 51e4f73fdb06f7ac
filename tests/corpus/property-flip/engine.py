"""Engine model of Property Flip: the numbers the rulebook's tables and examples print.

Phase one (bidding): each round as many properties are turned up as there are
players; players raise or pass, a passing player takes the lowest property left
and gets back half their bid rounded down; the last bidder pays in full for the
highest. Phase two (selling): each round as many cheques are turned up as there
are players; everyone plays a property face down, and the properties take the
cheques in order, highest to highest. Score: cheques plus coins left.
"""
from generator.engine import invariant, rule

PLAYERS = (3, 6)  # the same range as `players` in game.yaml

PROPERTY_CARDS = 30   # numbered 1 to 30, one of each
CHEQUE_CARDS = 30     # two $0, then two each of $2,000 to $15,000
COINS_IN_BOX = 88      # one full token sheet; 6 players x 14 = 84 is the most a game needs
COIN_VALUE = 1000     # dollars a coin is worth at the end


@rule
def starting_coins(players: int = 4) -> int:
    """Coins each player starts with."""
    return 16 if players <= 4 else 14


@rule
def properties_removed(players: int = 4) -> int:
    """Property cards put back in the box unseen at setup."""
    return {3: 6, 4: 2}.get(players, 0)


@rule
def cheques_removed(players: int = 4) -> int:
    """Cheques put back in the box unseen at setup: as many as the properties."""
    return properties_removed(players)


@rule
def properties_in_play(players: int = 4) -> int:
    """Property cards shuffled into the property deck."""
    return PROPERTY_CARDS - properties_removed(players)


@rule
def cheques_in_play(players: int = 4) -> int:
    """Cheques shuffled into the cheque deck."""
    return CHEQUE_CARDS - cheques_removed(players)


@rule
def rounds(players: int = 4) -> int:
    """Rounds in each phase: the property deck shared out, a card per player per round."""
    return properties_in_play(players) // players


@rule
def cards_turned_up(players: int = 4) -> int:
    """Cards turned face up at the start of each round (properties, then cheques): one per player."""
    return players


@rule
def pass_refund(bid: int) -> int:
    """Coins a passing player takes back: half the bid, rounded down."""
    return bid // 2


@rule
def pass_payment(bid: int) -> int:
    """Coins a passing player pays to the bank: the rest of the bid."""
    return bid - bid // 2


@rule
def winner_pays(bid: int) -> int:
    """The last bidder pays the whole bid."""
    return bid


@rule
def coin_value() -> int:
    """Dollars one coin is worth at the end of the game."""
    return COIN_VALUE


@rule
def cheque_won(card: int, plays: list, cheques: list) -> int:
    """The cheque a property takes in a selling round: highest property, highest cheque."""
    order = sorted(plays, reverse=True)
    return sorted(cheques, reverse=True)[order.index(card)]


@rule
def final_score(cheques: list, coins: int) -> int:
    """A player's money at the end: the cheques plus the coins left."""
    return sum(cheques) + coins * COIN_VALUE


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    """What a game at this player count takes out of the box."""
    return {
        "properties": properties_in_play(players),
        "cheques": cheques_in_play(players),
        "coins": starting_coins(players) * players,
    }


def play(players: int, variant: str | None = None) -> dict[str, dict]:
    """How the game draws: each round the table turns up one card per player."""
    return {
        "properties": {"per_round": cards_turned_up(players), "turns": rounds(players)},
        "cheques": {"per_round": cards_turned_up(players), "turns": rounds(players)},
    }


@invariant("every round of both phases turns up one card per player, with none left over")
def decks_share_out(players: int) -> bool | str:
    if properties_in_play(players) != rounds(players) * players:
        return f"{properties_in_play(players)} properties do not share out among {players}"
    if cheques_in_play(players) != properties_in_play(players):
        return "the two phases would not have as many rounds"
    return True


@invariant("the box holds enough coins for every player's start")
def coins_suffice(players: int, game) -> bool | str:
    coins = next(c for c in game.inventory if c.id == "coins")
    need = starting_coins(players) * players
    return True if coins.count >= need else f"{need} coins needed, {coins.count} in the box"


@invariant("the properties are numbered 1 to 30, one card each", per_player_count=False)
def properties_numbered(game) -> bool | str:
    deck = game.deck("properties")
    numbers = sorted(c.fields["number"] for c in deck.cards for _ in range(c.count))
    if numbers != list(range(1, PROPERTY_CARDS + 1)):
        return f"the numbers run {numbers[:3]}... ({len(numbers)} cards)"
    return True


@invariant("the cheques are two $0 and two each of $2,000 to $15,000", per_player_count=False)
def cheques_as_printed(game) -> bool | str:
    deck = game.deck("cheques")
    values = sorted(c.fields["value"] for c in deck.cards for _ in range(c.count))
    want = sorted([0, 0] + [v * 1000 for v in range(2, 16) for _ in range(2)])
    if len(values) != CHEQUE_CARDS or values != want:
        return f"{len(values)} cheques, values {values[:4]}..."
    coins = next(c for c in game.inventory if c.id == "coins")
    if coins.count != COINS_IN_BOX:
        return f"engine expects {COINS_IN_BOX} coins, the box holds {coins.count}"
    return True
