"""Engine model of Windup Warbands, a card auto-battler for 2-4 players.

Players buy wind-up toy units from one shared shop row, line them up, and the
lines fight by themselves, front to back. This file holds every number the
tables, the examples and the rulebook print, a fight resolver that plays a
fight out exactly as the rulebook tells it, and the invariants that hold the
card files and the box to the rules.
"""
from __future__ import annotations

from generator.engine import invariant, rule

PLAYERS = (2, 4)

# --- fixed numbers of the rules --------------------------------------------------
UNIT_COST = 3            # every unit, whatever its tier
REFRESH_COST = 1         # clear the shop row and deal a fresh one
SELL_VALUE = 1           # a plain unit sold back to the bank
GOLDEN_SELL_VALUE = 3    # a golden stack sold back
LINE_SIZE = 5            # units that fight
BENCH_SIZE = 2           # units that wait beside the line
COPIES_TO_MERGE = 3      # copies of one unit that become a golden unit
GOLDEN_FACTOR = 2        # a golden unit doubles attack and health
STARTING_HEALTH = 20
QUICK_HEALTH = 12        # the Quick Brawl variant
LAST_ROUND = 10
MAX_INCOME = 8
WANDERERS_MAX = 5        # the Wanderers never field more than a full line
TIERS = (1, 2, 3, 4)
TIER_OPENS = {1: 1, 2: 3, 3: 5, 4: 7}   # the round in which each tier joins the shop deck
COPIES_BY_TIER = {1: 5, 2: 4, 3: 3, 4: 3}
DAMAGE_BY_ROUND = {1: 2, 2: 2, 3: 3, 4: 3, 5: 4, 6: 4, 7: 5, 8: 5, 9: 6, 10: 6}

VARIANTS = (None, "quick-brawl")

# What the box holds of the shared supplies (invariant `box_matches` holds these
# to game.yaml's inventory, since setup() cannot read it).
COINS = 40
WOUND_ONES = 20
WOUND_FIVES = 8
SHIELD_TOKENS = 16
RALLY_TOKENS = 12
CROWNS = 10
DECK_SIZES = {"tier-1": 30, "tier-2": 20, "tier-3": 12, "tier-4": 9}


def _check_players(players: int) -> None:
    if not PLAYERS[0] <= players <= PLAYERS[1]:
        raise ValueError(f"Windup Warbands takes {PLAYERS[0]}-{PLAYERS[1]} players, not {players}")


def _check_round(round: int) -> None:
    if not 1 <= round <= LAST_ROUND:
        raise ValueError(f"there is no round {round}: the game lasts {LAST_ROUND} rounds")


# --- setup and player count ------------------------------------------------------
@rule
def shop_size(players: int) -> int:
    """Cards face up in the shared shop row: three more than the players."""
    _check_players(players)
    return players + 3


@rule
def starting_health(players: int | None = None, variant: str | None = None) -> int:
    """Health each player starts with, whatever the count."""
    if players is not None:
        _check_players(players)
    return QUICK_HEALTH if variant == "quick-brawl" else STARTING_HEALTH


@rule
def player_fights(players: int) -> int:
    """Fights between two players each round."""
    _check_players(players)
    return players // 2


@rule
def wanderer_fights(players: int) -> int:
    """Fights against the Wanderers each round: one when a player is left without a partner."""
    _check_players(players)
    return players % 2


@rule
def pairings(rounds: str, players: int) -> str:
    """Who meets whom, by seat number counted clockwise from the start player."""
    _check_players(players)
    first = int(rounds.split(",")[0])
    step = (first - 1) % 3
    if players == 2:
        return "1 v 2"
    if players == 3:
        pairs = [("1 v 2", 3), ("2 v 3", 1), ("3 v 1", 2)]
        pair, alone = pairs[step]
        return f"{pair}; {alone} v Wanderers"
    return ["1 v 2, 3 v 4", "1 v 3, 2 v 4", "1 v 4, 2 v 3"][step]


# --- rounds -----------------------------------------------------------------------
@rule
def income(round: int) -> int:
    """Coins each player takes from the bank at the start of a round."""
    _check_round(round)
    return min(round + 2, MAX_INCOME)


@rule
def highest_tier(round: int) -> int:
    """The highest tier in the shop deck during this round."""
    _check_round(round)
    return max(t for t in TIERS if TIER_OPENS[t] <= round)


@rule
def tier_opens(tier: int) -> int:
    """The round at whose start a tier's pile is shuffled into the shop deck."""
    if tier not in TIERS:
        raise ValueError(f"there is no tier {tier}")
    return TIER_OPENS[tier]


@rule
def damage(round: int) -> int:
    """Health the loser of a fight loses in this round."""
    _check_round(round)
    return DAMAGE_BY_ROUND[round]


@rule
def wanderer_size(round: int) -> int:
    """Units the Wanderers field: one per round played so far, never more than a full line."""
    _check_round(round)
    return min(round, WANDERERS_MAX)


@rule
def last_round() -> int:
    """The round after whose fights the game ends at the latest."""
    return LAST_ROUND


@rule
def health_after(health: int, round: int, result: str) -> int:
    """A player's health after a fight in this round ('won', 'lost' or 'draw')."""
    if result not in ("won", "lost", "draw"):
        raise ValueError(f"unknown result {result!r}")
    return max(0, health - damage(round)) if result == "lost" else health


# --- the shop ---------------------------------------------------------------------
@rule
def unit_cost() -> int:
    """Coins to buy any unit from the shop row."""
    return UNIT_COST


@rule
def refresh_cost() -> int:
    """Coins to clear the shop row and deal a new one."""
    return REFRESH_COST


@rule
def sell_value(golden: bool = False) -> int:
    """Coins the bank pays for a unit sold back."""
    return GOLDEN_SELL_VALUE if golden else SELL_VALUE


@rule
def coins_left(coins: int, bought: int = 0, refreshes: int = 0, sold: int = 0) -> int:
    """Coins left after some purchases, refreshes and sales."""
    left = coins - bought * UNIT_COST - refreshes * REFRESH_COST + sold * SELL_VALUE
    if left < 0:
        raise ValueError(f"{coins} coins do not pay for that")
    return left


@rule
def can_buy(coins: int) -> bool:
    """Whether this many coins buys a unit."""
    return coins >= UNIT_COST


@rule
def line_size() -> int:
    """Units in a warband's fighting line."""
    return LINE_SIZE


@rule
def bench_size() -> int:
    """Units waiting on the bench beside the line."""
    return BENCH_SIZE


@rule
def units_owned_max() -> int:
    """The most units one warband may hold, line and bench together."""
    return LINE_SIZE + BENCH_SIZE


@rule
def copies_to_merge() -> int:
    """Copies of one unit that combine into a golden unit."""
    return COPIES_TO_MERGE


@rule
def golden_attack(attack: int) -> int:
    """A golden unit's attack: twice the card's."""
    return attack * GOLDEN_FACTOR


@rule
def golden_health(health: int) -> int:
    """A golden unit's health: twice the card's."""
    return health * GOLDEN_FACTOR


@rule
def copies_per_unit(tier: int) -> int:
    """Copies of every unit of a tier in the box."""
    if tier not in TIERS:
        raise ValueError(f"there is no tier {tier}")
    return COPIES_BY_TIER[tier]


# --- fights -------------------------------------------------------------------------
def _unit(data: dict) -> dict:
    return {
        "attack": int(data["attack"]),
        "health": int(data["health"]),
        "shield": bool(data.get("shield", False)),
        "rally": int(data.get("rally") or 0),
        "volley": int(data.get("volley") or 0),
        "damage": 0,
        "bonus": 0,
    }


def _hit(unit: dict, amount: int) -> None:
    """One hit on a unit: a shield stops the first and is then gone."""
    if amount <= 0:
        return
    if unit["shield"]:
        unit["shield"] = False
        return
    unit["damage"] += amount


def _fallen(unit: dict) -> bool:
    return unit["damage"] >= unit["health"]


def _clear_fallen(line: list[dict]) -> None:
    """Remove fallen front units; each Rally passes its bonus to the unit that steps up."""
    while line and _fallen(line[0]):
        gone = line.pop(0)
        if line and gone["rally"]:
            line[0]["bonus"] += gone["rally"]


def _fight(ours: list, theirs: list) -> tuple[list[dict], list[dict]]:
    a = [_unit(u) for u in ours]
    b = [_unit(u) for u in theirs]
    # Volleys: each side's volley numbers added up, one hit on the enemy front unit.
    volley_a = sum(u["volley"] for u in a)
    volley_b = sum(u["volley"] for u in b)
    if a and b:
        _hit(b[0], volley_a)
        _hit(a[0], volley_b)
        _clear_fallen(a)
        _clear_fallen(b)
    clashes = 0
    while a and b:
        clashes += 1
        if clashes > 1000:
            raise ValueError("the fight never ends")
        front_a, front_b = a[0], b[0]
        strike_a = front_a["attack"] + front_a["bonus"]
        strike_b = front_b["attack"] + front_b["bonus"]
        _hit(front_b, strike_a)
        _hit(front_a, strike_b)
        _clear_fallen(a)
        _clear_fallen(b)
    return a, b


@rule
def fight_result(ours: list, theirs: list) -> str:
    """'won', 'lost' or 'draw' for the first line against the second."""
    a, b = _fight(ours, theirs)
    if a and not b:
        return "won"
    if b and not a:
        return "lost"
    return "draw"


@rule
def units_standing(ours: list, theirs: list) -> int:
    """How many of the first line's units are still standing when the fight ends."""
    a, _ = _fight(ours, theirs)
    return len(a)


# --- what a game takes out of the box -------------------------------------------------
def setup(players: int, variant: str | None = None) -> dict[str, int]:
    """Everything on the table at the start of a game."""
    _check_players(players)
    return {
        "tier-1": DECK_SIZES["tier-1"],      # shuffled: the first shop deck
        "tier-2": DECK_SIZES["tier-2"],      # set aside on the arena board until round 3
        "tier-3": DECK_SIZES["tier-3"],      # until round 5
        "tier-4": DECK_SIZES["tier-4"],      # until round 7
        "arena-board": 1,
        "warband-mats": players,
        "health-markers": players,
        "coins": COINS,
        "wound-tokens": WOUND_ONES + WOUND_FIVES,
        "shield-tokens": SHIELD_TOKENS,
        "rally-tokens": RALLY_TOKENS,
        "crowns": CROWNS,
        "round-marker": 1,
        "start-token": 1,
    }


# --- invariants --------------------------------------------------------------------------
@invariant("every unit card sits in the deck of its own tier, with its tier's copies", per_player_count=False)
def tiers_agree(game) -> bool | str:
    for tier in TIERS:
        deck = game.deck(f"tier-{tier}")
        for card in deck.cards:
            if card.fields["tier"] != tier:
                return f"{card.name} says tier {card.fields['tier']} but is in the tier {tier} deck"
            if card.count != COPIES_BY_TIER[tier]:
                return f"{card.name} has {card.count} copies, tier {tier} wants {COPIES_BY_TIER[tier]}"
    return True


@invariant("a unit's ability columns match the ability its text explains", per_player_count=False)
def abilities_agree(game) -> bool | str:
    for tier in TIERS:
        for card in game.deck(f"tier-{tier}").cards:
            text = card.fields["text"]
            if card.fields["shield"] != ("first hit" in text):
                return f"{card.name}: shield column and text disagree"
            if (card.fields["rally"] is not None) != ("falls" in text):
                return f"{card.name}: rally column and text disagree"
            if (card.fields["volley"] is not None) != ("before the first clash" in text.lower()):
                return f"{card.name}: volley column and text disagree"
    return True


@invariant("the decks and supplies setup lays out are the box's", per_player_count=False)
def box_matches(game) -> bool | str:
    for deck_id, size in DECK_SIZES.items():
        if game.deck(deck_id).total != size:
            return f"deck {deck_id} holds {game.deck(deck_id).total}, the engine says {size}"
    counts = {c.id: c.count for c in game.inventory}
    wanted = {
        "coins": COINS,
        "wound-tokens": WOUND_ONES + WOUND_FIVES,
        "shield-tokens": SHIELD_TOKENS,
        "rally-tokens": RALLY_TOKENS,
        "crowns": CROWNS,
    }
    for comp, n in wanted.items():
        if counts.get(comp) != n:
            return f"{comp}: box {counts.get(comp)}, engine {n}"
    return True


@invariant("the bank holds every player's largest income at once")
def bank_pays_income(players: int) -> bool:
    return COINS >= players * MAX_INCOME


@invariant("the first shop deck fills the shop row and the Wanderers' line together")
def first_deck_is_deep(players: int) -> bool:
    return DECK_SIZES["tier-1"] >= shop_size(players) + WANDERERS_MAX


@invariant("every unit can become golden: each tier has at least three copies of a unit", per_player_count=False)
def merges_possible() -> bool:
    return all(COPIES_BY_TIER[t] >= COPIES_TO_MERGE for t in TIERS)


@invariant("a player who loses every fight survives the first four rounds")
def no_early_knockout(players: int, variant: str | None = None) -> bool:
    lost = sum(damage(r) for r in range(1, 5))
    return starting_health(players, variant) > lost
