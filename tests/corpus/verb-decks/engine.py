"""Engine model of Copperfield Bazaar (deck-building, 2-4 traders).

Every number the setup table, the limits and the worked examples print is
computed here. Card values (costs, coins, the verb columns, Fame) live in the
card files; the invariants read them from the loaded game and hold the two
sides together.
"""
from __future__ import annotations

from generator.engine import invariant, rule

PLAYERS = (2, 4)

# --- the box -------------------------------------------------------------------
STARTER_PER_PLAYER = 10         # each trader's starting deck
PENNIES_EACH = 7                # ... seven Pennies
SHACKS_EACH = 3                 # ... and three Shacks
MARKET_CARDS = 45               # the whole Market deck
COIN_TOKENS = 50                # the bank

# --- fixed numbers of the rules --------------------------------------------------
HAND_SIZE = 5                   # cards drawn at Clean-up, and the opening hand
COIN_LIMIT = 8                  # coins a stash may hold after Clean-up
BASE_BUYS = 1                   # buys every turn before cards add more
SWEEP_PER_TURN = 1              # times a trader may sweep the row in one turn


# --- setup by player count -------------------------------------------------------
@rule
def market_row_size(players: int) -> int:
    """Face-up cards in the market row: two more than the traders."""
    return players + 2


@rule
def market_cards_removed(players: int) -> int:
    """Market cards put back in the box unseen: ten at two, five at three, none at four."""
    return {2: 10, 3: 5, 4: 0}[players]


@rule
def starting_coins(players: int) -> int:
    """Coin tokens each trader's stash starts with: one fewer than the traders."""
    return players - 1


@rule
def opening_hand(players: int) -> int:
    """Cards each trader draws from their shuffled starting deck."""
    return HAND_SIZE


# --- constants -------------------------------------------------------------------
@rule
def coin_limit(players: int) -> int:
    """Most coins a stash may hold after Clean-up."""
    return COIN_LIMIT


@rule
def hand_size(players: int) -> int:
    """Cards drawn at the end of every turn."""
    return HAND_SIZE


@rule
def base_buys(players: int) -> int:
    """Buys every turn has before cards add more."""
    return BASE_BUYS


# --- a turn -------------------------------------------------------------------------
@rule
def spending_power(card_coins: list, stash_spent: int) -> int:
    """Coins to spend in the Buy step: the cards' coins plus the coins taken from the stash."""
    return sum(card_coins) + stash_spent


@rule
def buys_this_turn(extra_buys: list) -> int:
    """One buy, plus one for each extra buy the played cards give."""
    return BASE_BUYS + sum(extra_buys)


@rule
def coins_after_attack(coins: int, attack: int) -> int:
    """An attacked stash loses as many coins as the attack, down to none."""
    return max(0, coins - attack)


@rule
def stash_after_cleanup(stash: int, unspent: int) -> int:
    """Unspent coins go into the stash, which keeps at most the coin limit."""
    return min(COIN_LIMIT, stash + unspent)


@rule
def coins_returned(stash: int, unspent: int) -> int:
    """Coins over the limit go back to the bank at Clean-up."""
    return max(0, stash + unspent - COIN_LIMIT)


@rule
def final_fame(cards: list) -> int:
    """A trader's Fame at the end: the sum of the Fame on every card they own."""
    return sum(cards)


# --- what a game takes out of the box ---------------------------------------------
def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "starter": STARTER_PER_PLAYER * players,
        "market": MARKET_CARDS - market_cards_removed(players),
        "coin-tokens": COIN_TOKENS,
        "first-player-marker": 1,
    }


def play(players: int, variant: str | None = None) -> dict[str, dict]:
    return {
        "market": {"table": market_row_size(players), "per_round": players},
    }


# --- invariants -------------------------------------------------------------------
@invariant("the Market deck holds the cards setup counts on", per_player_count=False)
def market_deck_whole(game) -> bool | str:
    total = game.deck("market").total
    return True if total == MARKET_CARDS else f"market deck has {total}, engine counts {MARKET_CARDS}"


@invariant("every starting deck is seven Pennies and three Shacks", per_player_count=False)
def starter_split(game) -> bool | str:
    deck = game.deck("starter")
    counts = {c.id: c.count for c in deck.cards}
    most = PLAYERS[1]
    if counts.get("penny") != PENNIES_EACH * most:
        return f"{counts.get('penny')} Pennies, want {PENNIES_EACH * most}"
    if counts.get("shack") != SHACKS_EACH * most:
        return f"{counts.get('shack')} Shacks, want {SHACKS_EACH * most}"
    return PENNIES_EACH + SHACKS_EACH == STARTER_PER_PLAYER


@invariant("the bank can fill every stash to the coin limit")
def bank_suffices(players: int, game) -> bool:
    coins = next(c for c in game.inventory if c.id == "coin-tokens")
    return coins.count == COIN_TOKENS and players * COIN_LIMIT <= coins.count


@invariant("the row can be laid out after the removals")
def row_fits(players: int) -> bool:
    return MARKET_CARDS - market_cards_removed(players) > 3 * market_row_size(players)


@invariant("a gain never reaches a card dearer than the card that gives it", per_player_count=False)
def gains_stay_cheap(game) -> bool | str:
    for card in game.deck("market").cards:
        gain = card.fields["gain"]
        if gain is not None and gain > card.fields["cost"]:
            return f"{card.name} gains up to {gain} but costs {card.fields['cost']}"
    return True
