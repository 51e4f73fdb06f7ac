"""Engine model of Frontier War (area control, 2-4 players).

Every number the tables, costs and worked examples print is computed here;
the invariants hold the rules to the box, the cards and the map in game.yaml.
"""
from __future__ import annotations

from generator.engine import invariant, rule

PLAYERS = (2, 4)

TERRITORIES = 18
PROVINCES = {  # province: (territories, bonus armies)
    "The Pale": (5, 3),
    "Riverlands": (4, 2),
    "Highmarch": (5, 3),
    "Far Reaches": (4, 2),
}

CLAIMED = {2: 7, 3: 5, 4: 4}            # territory cards dealt to each player
STARTING_ARMIES = {2: 24, 3: 20, 4: 16}
CARDS_DEALT = {2: 4, 3: 3, 4: 3}
STARTING_GOLD = {2: 6, 3: 5, 4: 4}
VICTORY = {2: 13, 3: 11, 4: 10}          # territories held at the end of your turn

ARMIES_PER_COLOUR = 35
FORTS_PER_COLOUR = 3
NEUTRAL_CUBES = 12
GOLD_COINS = 52
COMMAND_CARDS = 24

HAND_LIMIT = 6
STACK_LIMIT = 12
ROUNDS = 8
WINTER_ROUNDS = 6
WINTER_EXTRA_GOLD = 2
NEUTRAL_ARMIES = 2
WINTER_NEUTRAL_ARMIES = 3
MIN_REINFORCEMENTS = 3
BASE_INCOME = 2                          # Gold each turn, plus one per fort
FORT_COST = 4
WINTER_FORT_COST = 3

ODDS = ("Under 1:1", "1:1", "2:1", "3:1 or more")
# The result ladder: each better odds row starts one step further along.
LADDER = ("A2", "A1", "A1", "EX", "EX", "D1", "D1", "D2", "D2")


@rule
def territories_claimed(players: int) -> int:
    return CLAIMED[players]


@rule
def starting_armies(players: int) -> int:
    return STARTING_ARMIES[players]


@rule
def cards_dealt(players: int) -> int:
    return CARDS_DEALT[players]


@rule
def starting_gold(players: int, variant: str | None = None) -> int:
    return STARTING_GOLD[players] + (WINTER_EXTRA_GOLD if variant == "winter" else 0)


@rule
def neutral_territories(players: int) -> int:
    return TERRITORIES - players * CLAIMED[players]


@rule
def neutral_armies_each(players: int | None = None, variant: str | None = None) -> int:
    return WINTER_NEUTRAL_ARMIES if variant == "winter" else NEUTRAL_ARMIES


@rule
def victory_territories(players: int) -> int:
    return VICTORY[players]


@rule
def reinforcements(territories: int, variant: str | None = None) -> int:
    """Territories divided by three, rounded down; never fewer than three."""
    least = 2 if variant == "winter" else MIN_REINFORCEMENTS
    return max(least, territories // 3)


@rule
def reinforcements_total(territories: int, provinces: list) -> int:
    return reinforcements(territories) + sum(PROVINCES[p][1] for p in provinces)


@rule
def province_size(province: str) -> int:
    return PROVINCES[province][0]


@rule
def province_bonus(province: str) -> int:
    return PROVINCES[province][1]


@rule
def gold_income(forts: int) -> int:
    return BASE_INCOME + forts


@rule
def fort_cost(variant: str | None = None) -> int:
    return WINTER_FORT_COST if variant == "winter" else FORT_COST


@rule
def hand_limit(players: int | None = None) -> int:
    return HAND_LIMIT


@rule
def fort_limit(players: int | None = None) -> int:
    return FORTS_PER_COLOUR


@rule
def stack_limit(players: int | None = None) -> int:
    return STACK_LIMIT


@rule
def rounds(players: int | None = None, variant: str | None = None) -> int:
    return WINTER_ROUNDS if variant == "winter" else ROUNDS


@rule
def combat(odds: str, roll: int) -> str:
    return LADDER[ODDS.index(odds) + roll - 1]


@rule
def battle_odds(attackers: int, defenders: int, fort: bool = False, siege: bool = False) -> str:
    """Attackers against defenders, rounded down to a row; a Fort shifts one row up unless sieged."""
    ratio = attackers / defenders
    row = 0 if ratio < 1 else 1 if ratio < 2 else 2 if ratio < 3 else 3
    if fort and not siege:
        row = max(0, row - 1)
    return ODDS[row]


@rule
def battle_result(attackers: int, defenders: int, roll: int, fort: bool = False, siege: bool = False) -> str:
    return combat(battle_odds(attackers, defenders, fort, siege), roll)


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    neutral = neutral_territories(players)
    return {
        "board": 1,
        "territories": TERRITORIES,
        "command": COMMAND_CARDS,
        "armies": ARMIES_PER_COLOUR * players,
        "neutral-armies": neutral * neutral_armies_each(players, variant),
        "forts": FORTS_PER_COLOUR * players,
        "gold": GOLD_COINS,
        "round-marker": 1,
        "combat-die": 1,
    }


@invariant("the territory cards dealt and the neutral ones add up to the map", per_player_count=True)
def territories_add_up(players: int) -> bool:
    return players * CLAIMED[players] + neutral_territories(players) == TERRITORIES and neutral_territories(players) >= 1


@invariant("a player's starting armies cover one on each territory they are dealt")
def armies_cover_territories(players: int) -> bool:
    return STARTING_ARMIES[players] >= CLAIMED[players]


@invariant("a player's colour holds every starting army with room for reinforcements")
def colour_holds_armies(players: int) -> bool:
    return ARMIES_PER_COLOUR >= STARTING_ARMIES[players] + 10


@invariant("the sudden victory needs more territories than anyone is dealt")
def victory_is_earned(players: int) -> bool:
    return VICTORY[players] > CLAIMED[players]


@invariant("the bank pays every starting gold, even in the Long Winter")
def bank_covers_gold(players: int) -> bool:
    return GOLD_COINS >= players * starting_gold(players, "winter")


@invariant("the engine's provinces are the territory cards' provinces", per_player_count=False)
def provinces_match_cards(game) -> bool | str:
    counts: dict[str, int] = {}
    for card in game.deck("territories").cards:
        counts[card.fields["province"]] = counts.get(card.fields["province"], 0) + card.count
    want = {p: size for p, (size, _) in PROVINCES.items()}
    return counts == want or f"cards by province {counts}, engine {want}"


@invariant("the box counts agree with the engine", per_player_count=False)
def box_agrees(game) -> bool | str:
    inv = {c.id: c for c in game.inventory}
    wrong = []
    if inv["armies"].per_player != ARMIES_PER_COLOUR:
        wrong.append("armies")
    if inv["forts"].per_player != FORTS_PER_COLOUR:
        wrong.append("forts")
    if inv["neutral-armies"].count != NEUTRAL_CUBES:
        wrong.append("neutral-armies")
    if inv["gold"].count != GOLD_COINS:
        wrong.append("gold")
    if game.deck("command").total != COMMAND_CARDS:
        wrong.append("command")
    if game.deck("territories").total != TERRITORIES:
        wrong.append("territories")
    return not wrong or "differs: " + ", ".join(wrong)


@invariant("the Fort's price in the costs is the engine's", per_player_count=False)
def fort_price_agrees(game) -> bool | str:
    fort = next(c for c in game.costs if c.id == "fort")
    return fort.items[0].amount == FORT_COST or f"costs say {fort.items[0].amount}"
