"""Engine model of Spice Caravan, a card-drafting game for 2 to 7 players.

The rules here are the ones the printed tables, the worked examples and the
rulebook's placeholders are bound to.
"""
from generator.engine import invariant, rule

PLAYERS = (2, 7)

AGES = (1, 2, 3)
SYMBOLS = ("Astrolabe", "Chart", "Ledger")

# Cards in each hand at the start of an age, by player count. Fewer players
# get bigger hands so that an age still gives everyone a real tableau.
_HAND = {2: 10, 3: 9, 4: 8, 5: 7, 6: 7, 7: 6}

_VICTORY = {1: 1, 2: 3, 3: 5}


@rule
def hand_size(players: int) -> int:
    """Cards dealt to each player at the start of every age."""
    return _HAND[players]


@rule
def turns_per_age(players: int) -> int:
    """Turns in an age: the last card of each hand is discarded, not played."""
    return hand_size(players) - 1


@rule
def cards_per_age(players: int) -> int:
    """Cards dealt out of an age deck; the rest go back to the box unseen."""
    return players * hand_size(players)


@rule
def starting_coins(players: int) -> int:
    """Coins each player takes from the bank during setup."""
    return 3


@rule
def sell_coins() -> int:
    """Coins for discarding the chosen card instead of building it."""
    return 3


@rule
def trade_price() -> int:
    """Coins paid to a neighbour for one good bought from them."""
    return 2


@rule
def broker_trade_price() -> int:
    """What one good costs from the neighbour a Broker card faces."""
    return 1


@rule
def victory_points(age: int) -> int:
    """Points for having more Blades than one neighbour at the end of an age."""
    return _VICTORY[age]


@rule
def defeat_points(age: int) -> int:
    """Points lost for having fewer Blades than one neighbour."""
    return 1


@rule
def military_points(age: int, mine: int, left: int, right: int) -> int:
    """Net points from one age's comparisons with both neighbours."""
    total = 0
    for theirs in (left, right):
        if mine > theirs:
            total += victory_points(age)
        elif mine < theirs:
            total -= defeat_points(age)
    return total


@rule
def symbol_points(symbols: int) -> int:
    """Points for one kind of scholar symbol: the count squared."""
    return symbols * symbols


@rule
def set_bonus() -> int:
    """Bonus points for each full set of Astrolabe, Chart and Ledger."""
    return 7


@rule
def scholar_points(astrolabes: int, charts: int, ledgers: int) -> int:
    """Squares of each symbol plus the bonus for every full set."""
    squares = symbol_points(astrolabes) + symbol_points(charts) + symbol_points(ledgers)
    return squares + set_bonus() * min(astrolabes, charts, ledgers)


@rule
def coins_per_point() -> int:
    return 3


@rule
def coin_points(coins: int) -> int:
    """Coins left at the end score one point per full three."""
    return coins // coins_per_point()


@rule
def chain_price(owns_chain: bool, missing_goods: int) -> int:
    """Coins a player pays to build a card: nothing through a chain, else
    the price of every good they must buy from neighbours."""
    if owns_chain:
        return 0
    return missing_goods * trade_price()


@rule
def final_score(military: int, coins: int, caravan: int, palaces: int,
                astrolabes: int, charts: int, ledgers: int, exchanges: int) -> int:
    """The sum at the foot of a scoring pad column."""
    return (military + coin_points(coins) + caravan + palaces
            + scholar_points(astrolabes, charts, ledgers) + exchanges)


COIN_BANK = 46
MILITARY_TOKENS = 42


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    """What a game at this player count takes out of the box."""
    boards = players * 2 if variant == "sealed-caravans" else players
    return {
        "age-1": cards_per_age(players),
        "age-2": cards_per_age(players),
        "age-3": cards_per_age(players),
        "caravan-boards": boards,
        "coins": COIN_BANK,
        "military-tokens": MILITARY_TOKENS,
        "score-pad": 1,
    }


def _deck_total(game, deck_id: str) -> int:
    return sum(card.count for card in game.deck(deck_id).cards)


@invariant("every age deck holds enough cards to deal full hands")
def decks_cover_the_deal(players: int, game) -> bool | str:
    for deck_id in ("age-1", "age-2", "age-3"):
        have = _deck_total(game, deck_id)
        if have < cards_per_age(players):
            return f"{deck_id} has {have} cards, the deal needs {cards_per_age(players)}"
    return True


@invariant("the bank holds every player's starting coins")
def bank_covers_start(players: int, game) -> bool:
    coins = next(c for c in game.inventory if c.id == "coins")
    return coins.count == COIN_BANK and COIN_BANK >= players * starting_coins(players)


@invariant("the box has a token for every possible victory and defeat")
def military_tokens_suffice(players: int, game) -> bool:
    tokens = next(c for c in game.inventory if c.id == "military-tokens")
    # each age there is one comparison per pair of neighbours: players of them
    # (one only with two players), each with at most one winner and one loser.
    comparisons = 1 if players == 2 else players
    return tokens.count == MILITARY_TOKENS and tokens.count >= comparisons * len(AGES) * 2


@invariant("every turn of an age leaves a card to choose", per_player_count=True)
def hands_last_the_age(players: int) -> bool:
    return turns_per_age(players) >= 5
