"""Engine model of Broadsheet, a deck-building game for 1-4 printers.

The numbers the rulebook's tables print live here as rules; the invariants at
the bottom hold them to the card files, the costs and the box in game.yaml.
"""
from __future__ import annotations

from generator.engine import invariant, rule

PLAYERS = (1, 4)

# --- fixed numbers of the rules -------------------------------------------
PRESSMEN_EACH = 7          # Pressmen in every starting deck
INK_BLOTS_EACH = 3         # Ink Blots in every starting deck
HAND_SIZE = 5
BUYS_PER_TURN = 2
UPGRADES_PER_TURN = 1
MARKET_ROW = 5
SOLO_MARKET_ROW = 4
RIVAL_CARDS = 12
SOLO_TARGET = 22
SOLO_POOL = 40

# Coins each card gives when played; the card files say the same (invariant below).
CARD_COINS = {
    "Pressman": 1, "Ink Blot": 0,
    "Master Printer": 2, "Fair Copy": 1,
    "Typesetter": 0, "Paper Seller": 2, "Newsboy": 1, "Gossip Column": 0,
    "Proofreader": 0, "Editor": 0, "Scoop": 0, "Engraver": 1,
    "Printing Press": 3, "Night Shift": 1, "Front Page": 1,
}

# What an upgrade costs, by the starter card it replaces (game.yaml's costs say the same).
UPGRADE_COST = {"Pressman": 3, "Ink Blot": 2}
UPGRADES_INTO = {"Pressman": "Master Printer", "Ink Blot": "Fair Copy"}


@rule
def fame_pool(players: int, variant: str | None = None) -> int:
    """Fame tokens put in the pool at setup: ten more for each player past two."""
    if players == 1 or variant == "solo":
        return SOLO_POOL
    return 20 + 10 * players


@rule
def market_size(players: int, variant: str | None = None) -> int:
    """Cards face up in the market row: one fewer in the solo game."""
    if players == 1 or variant == "solo":
        return SOLO_MARKET_ROW
    return MARKET_ROW


@rule
def starting_deck(players: int | None = None) -> int:
    return PRESSMEN_EACH + INK_BLOTS_EACH


@rule
def hand_size(players: int | None = None) -> int:
    return HAND_SIZE


@rule
def buys_per_turn(players: int | None = None) -> int:
    return BUYS_PER_TURN


@rule
def upgrades_per_turn(players: int | None = None) -> int:
    return UPGRADES_PER_TURN


@rule
def starting_fame(seat: int) -> int:
    """Players in the third and fourth seats start with one fame token."""
    return 1 if seat >= 3 else 0


@rule
def rival_cards(players: int = 1) -> int:
    return RIVAL_CARDS


@rule
def solo_target(players: int = 1) -> int:
    return SOLO_TARGET


@rule
def solo_won(fame: int) -> bool:
    return fame >= SOLO_TARGET


@rule
def coins_in_hand(hand: list) -> int:
    """Coins a hand gives when every card in it is played."""
    return sum(CARD_COINS[name] for name in hand)


@rule
def can_buy(coins: int, costs: list) -> bool:
    """Whether these cards can be bought in one turn with these coins."""
    return len(costs) <= BUYS_PER_TURN and sum(costs) <= coins


@rule
def upgrade_cost(card: str, engraver: bool = False) -> int:
    """Coins to upgrade a played starter card; an Engraver played this turn makes it free."""
    return 0 if engraver else UPGRADE_COST[card]


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    solo = players == 1 or variant == "solo"
    return {
        "starter": starting_deck() * players,
        "starter/pressman": PRESSMEN_EACH * players,
        "starter/ink-blot": INK_BLOTS_EACH * players,
        "market": 40,
        "upgrades": 26,
        "rival": RIVAL_CARDS if solo else 0,
        "fame-tokens": fame_pool(players, variant) + sum(starting_fame(s) for s in range(1, players + 1)),
        "first-player-token": 0 if solo else 1,
        "shop-mats": players,
    }


def play(players: int, variant: str | None = None) -> dict:
    return {"starter": {"hand": HAND_SIZE, "draw": HAND_SIZE}}


# --- invariants ----------------------------------------------------------------

@invariant("every card's coins agree with the engine's table of coins", per_player_count=False)
def coins_agree(game) -> bool | str:
    for deck_id in ("starter", "market", "upgrades"):
        for card in game.deck(deck_id).cards:
            coins = card.fields.get("coins") or 0
            if CARD_COINS.get(card.name) != coins:
                return f"{card.name} gives {coins} coins but the engine says {CARD_COINS.get(card.name)}"
    return True


@invariant("the upgrade costs in game.yaml are the engine's", per_player_count=False)
def upgrade_costs_agree(game) -> bool | str:
    for cost in game.costs:
        if cost.group != "upgrades":
            continue
        starter, _, upgraded = cost.name.partition(" to ")
        if UPGRADES_INTO.get(starter) != upgraded:
            return f"{cost.name} is no upgrade the engine knows"
        if cost.items[0].amount != UPGRADE_COST[starter]:
            return f"{cost.name} costs {cost.items[0].amount}, the engine says {UPGRADE_COST[starter]}"
    return True


@invariant("each starter card upgrades into the card the engine names", per_player_count=False)
def upgrade_targets_agree(game) -> bool | str:
    for card in game.deck("starter").cards:
        if UPGRADES_INTO.get(card.name) != card.fields["upgrades_to"]:
            return f"{card.name} upgrades into {card.fields['upgrades_to']}"
    return True


@invariant("the box holds a starting deck for every player", per_player_count=False)
def starters_suffice(game) -> bool | str:
    counts = {c.name: c.count for c in game.deck("starter").cards}
    most = game.max_players
    if counts.get("Pressman") != PRESSMEN_EACH * most or counts.get("Ink Blot") != INK_BLOTS_EACH * most:
        return f"starter cards {counts} for {most} players"
    return True


@invariant("the fame tokens cover the largest pool and the seat bonuses")
def fame_suffices(players: int, game) -> bool | str:
    tokens = next(c.count for c in game.inventory if c.id == "fame-tokens")
    need = fame_pool(players) + sum(starting_fame(s) for s in range(1, players + 1))
    return True if tokens >= need else f"{need} fame needed, {tokens} in the box"


@invariant("the solo pool holds the target and all the fame the Rival deck can take", per_player_count=False)
def solo_pool_holds(game) -> bool | str:
    rival = sum(c.count * c.fields["fame"] for c in game.deck("rival").cards)
    ok = rival + SOLO_TARGET <= SOLO_POOL
    return True if ok else f"the Rival takes {rival}, the target is {SOLO_TARGET}, the pool {SOLO_POOL}"


@invariant("the Rival deck holds as many cards as the rules say", per_player_count=False)
def rival_deck_size(game) -> bool | str:
    total = game.deck("rival").total
    return True if total == RIVAL_CARDS else f"{total} Rival cards"


@invariant("the market deck can fill the row with cards to spare", per_player_count=False)
def market_refills(game) -> bool:
    return game.deck("market").total > 4 * MARKET_ROW


@invariant("only the Engraver makes an upgrade free, as upgrade_cost() has it", per_player_count=False)
def free_upgrades_agree(game) -> bool | str:
    free = {c.name for c in game.deck("market").cards if c.fields["free_upgrade"]}
    return True if free == {"Engraver"} else f"free upgrades on {', '.join(sorted(free)) or 'no card'}"
