"""Engine model of Gullwater Market.

The rules that change with the player count take `players` with a default of
four, the count we playtested most: a table passes every count, a sentence of
the rulebook that names none prints the four-player value.
"""
from generator.engine import invariant, rule

PLAYERS = (2, 5)

GOODS = ("Fish", "Salt", "Reed", "Honey")
DICE_PER_COLOUR = 3
STALL_LIMIT = 8
COINS_PER_RENOWN = 3


@rule
def dice_rolled(players: int = 4) -> int:
    """Two dice for each player and one more, the Gull's die."""
    return 2 * players + 1


@rule
def dice_drafted(players: int = 4) -> int:
    """Each player drafts two dice a round, whatever the count."""
    return 2


@rule
def rounds(players: int = 4) -> int:
    """Rounds in the game: fewer at higher counts, where each round is longer."""
    return {2: 8, 3: 7}.get(players, 6)


@rule
def orders_face_up(players: int = 4) -> int:
    """Order cards in the row: one more than the players."""
    return players + 1


@rule
def helpers_face_up(players: int = 4) -> int:
    """Helper cards for hire."""
    return 3 if players <= 3 else 4


@rule
def starting_coins(players: int = 4) -> int:
    """Coins each player starts with: the same at every count."""
    return 3


@rule
def stall_limit() -> int:
    """Goods a player may keep at the end of a round."""
    return STALL_LIMIT


@rule
def sell_value(pips: int) -> int:
    """Coins for a die sold instead of stocked."""
    return 2 if pips >= 5 else 1


@rule
def stocked_goods(pips: int, bonus: int = 0) -> int:
    """Goods taken from a stocked die: its pips, plus a Helper's bonus."""
    return pips + bonus


@rule
def coin_renown(coins: int) -> int:
    """Renown for Coins left at the end: one for every full three."""
    return coins // COINS_PER_RENOWN


@rule
def final_renown(orders: list, helpers: list, coins: int) -> int:
    """A player's final score."""
    return sum(orders) + sum(helpers) + coin_renown(coins)


def order_renown(needs) -> int:
    """What an Order is worth: half its goods, rounded down, and one more for each kind past the first."""
    total = sum(a.amount for a in needs)
    return total // 2 + len(needs) - 1


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "orders": 24,
        "helpers": 16,
        "fish-dice": DICE_PER_COLOUR,
        "salt-dice": DICE_PER_COLOUR,
        "reed-dice": DICE_PER_COLOUR,
        "honey-dice": DICE_PER_COLOUR,
        "dice-bag": 1,
        "fish-cubes": 20,
        "salt-cubes": 20,
        "reed-cubes": 20,
        "honey-cubes": 20,
        "coins": 40,
        "harbour-bell": 1,
    }


@invariant("the bag holds enough dice for every round")
def enough_dice(players: int, game) -> bool | str:
    dice = sum(c.count for c in game.inventory if c.kind == "die")
    need = dice_rolled(players)
    return True if dice >= need else f"{need} dice rolled but the bag holds {dice}"


@invariant("the dice rolled are the drafted dice and one Gull's die")
def gull_die_left(players: int) -> bool:
    return dice_rolled(players) == dice_drafted(players) * players + 1


@invariant("every Order scores what its goods are worth", per_player_count=False)
def orders_priced(game) -> bool | str:
    for card in game.deck("orders").cards:
        want = order_renown(card.fields["needs"])
        if card.fields["renown"] != want:
            return f"{card.name} scores {card.fields['renown']} but its goods are worth {want}"
    return True


@invariant("the Order deck can fill the row for every round")
def orders_last(players: int, game) -> bool | str:
    deck = game.deck("orders").total
    need = orders_face_up(players) + rounds(players)
    return True if deck >= need else f"{need} Orders needed, {deck} in the deck"


@invariant("the coins cover every player's starting purse")
def coins_suffice(players: int, game) -> bool | str:
    coins = next(c for c in game.inventory if c.id == "coins").count
    return True if coins >= starting_coins(players) * players else "too few coins"
