"""Shoebox Legends: the rules the tables and the rulebook print."""

from generator.engine import invariant, rule

PLAYERS = (2, 4)

SETS = ("Comets", "Dragons", "Robots", "Pirates")
PRICES = {"Common": 2, "Uncommon": 3, "Rare": 5, "Holo": 7}
POINTS = {"Common": 1, "Uncommon": 2, "Rare": 4, "Holo": 6}
BONUS = {1: 0, 2: 1, 3: 3, 4: 6}
BIG_SET_BONUS = 10            # five or more cards of one set
RAINBOW_BONUS = 4             # at least one card of every set
COINS_PER_POINT = 3           # leftover coins at the end
PASS_COINS = 1                # a player who passes takes this from the bank
BARGAIN_DISCOUNT = 1


@rule
def rounds(players: int) -> int:
    """Rounds in a game: fewer with more players, so the deck lasts."""
    return {2: 8, 3: 7, 4: 6}[players]


@rule
def market_size(players: int) -> int:
    """Face-up cards on the dealer's table: two more than the players."""
    return players + 2


@rule
def income(players: int | None = None) -> int:
    """Coins every player takes at the start of each round."""
    return 3


@rule
def pass_coins() -> int:
    return PASS_COINS


@rule
def starting_coins(seat: int) -> int:
    """Later seats start a little richer to make up for buying later."""
    return {1: 5, 2: 6, 3: 6, 4: 7}[seat]


@rule
def card_price(rarity: str) -> int:
    return PRICES[rarity]


@rule
def bargain_price(rarity: str) -> int:
    """A card in the Bargain Bin costs 1 coin less, never less than 1."""
    return max(1, PRICES[rarity] - BARGAIN_DISCOUNT)


@rule
def bargain_discount() -> int:
    return BARGAIN_DISCOUNT


@rule
def resale_value(rarity: str) -> int:
    """Half the price, rounded up."""
    return (PRICES[rarity] + 1) // 2


@rule
def card_points(rarity: str) -> int:
    return POINTS[rarity]


@rule
def set_bonus(cards: int | str) -> int:
    if cards == "5 or more":
        return BIG_SET_BONUS
    if cards >= 5:
        return BIG_SET_BONUS
    return BONUS.get(cards, 0)


@rule
def rainbow_bonus() -> int:
    return RAINBOW_BONUS


@rule
def coins_per_point() -> int:
    return COINS_PER_POINT


@rule
def end_points(what: str) -> int | str:
    if what == "One card of every set":
        return RAINBOW_BONUS
    return f"1 per {COINS_PER_POINT} coins"


@rule
def coins_left(start: int, paid: list, passed: int = 0, income_each: int = 3) -> int:
    """Coins after a run of rounds: one income a round, one action a round (a purchase or a pass)."""
    rounds_played = len(paid) + passed
    return start + income_each * rounds_played - sum(paid) + PASS_COINS * passed


@rule
def final_score(card_points: int, set_sizes: list, coins: int) -> int:
    """Printed points, a bonus per set, the rainbow bonus, and leftover coins."""
    total = card_points + sum(set_bonus(n) for n in set_sizes)
    if len([n for n in set_sizes if n > 0]) >= len(SETS):
        total += RAINBOW_BONUS
    return total + coins // COINS_PER_POINT


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "collection": 52,              # the whole deck, shuffled; the market is dealt from it
        "coin-tokens": 52,             # the bank
        "first-player-marker": 1,
        "bargain-bin-marker": 1,
        "ledger-pad": 1,
    }


def play(players: int, variant: str | None = None) -> dict:
    return {"collection": {"hand": 0, "draw": 1}}


@invariant("every card's price and points are those of its rarity", per_player_count=False)
def cards_follow_rarity(game) -> bool | str:
    wrong = [c.name for c in game.deck("collection").cards
             if c.fields["price"] != card_price(c.fields["rarity"])
             or c.fields["points"] != card_points(c.fields["rarity"])]
    return True if not wrong else f"price or points off: {', '.join(wrong)}"


@invariant("the price list agrees with the rarity table", per_player_count=False)
def prices_agree(game) -> bool | str:
    for cost in game.costs:
        rarity = cost.name.split()[0]
        if cost.items[0].amount != card_price(rarity) or cost.points != card_points(rarity):
            return f"{cost.name} disagrees with the rarity table"
    return True


@invariant("the deck lasts the whole game")
def deck_lasts(players: int, game) -> bool:
    drawn = market_size(players) + rounds(players) * (players + 1)
    return game.deck("collection").total >= drawn


@invariant("every set has cards of every rarity", per_player_count=False)
def sets_complete(game) -> bool | str:
    for s in SETS:
        have = {c.fields["rarity"] for c in game.deck("collection").cards if c.fields["set"] == s}
        if have != set(PRICES):
            return f"{s} lacks {', '.join(sorted(set(PRICES) - have))}"
    return True


@invariant("setup takes out the whole deck and the whole bank")
def whole_supplies_come_out(players: int, game) -> bool:
    taken = setup(players)
    coins = next(c for c in game.inventory if c.id == "coin-tokens")
    return taken["collection"] == game.deck("collection").total and taken["coin-tokens"] == coins.count
