"""Crit & Cleave: the rules the tables and cards print.

Dice are written in RPG notation: NdS+M is N dice of S sides, added, plus M.
A missing N means one die ("d8" is "1d8"). Damage and strikes never go below 0.
"""

from __future__ import annotations

import itertools
import re

from generator.engine import invariant, rule

PLAYERS = (2, 4)

NOTATION = re.compile(r"^(\d*)d(\d+)([+-]\d+)?$")

# weapon: (reach, attack modifier, damage dice, cost in Gold)
WEAPONS = {
    "Dagger": ("Melee", 2, "1d4+1", 1),
    "Battle Staff": ("Melee", 1, "1d6", 1),
    "Rusty Cleaver": ("Melee", 0, "1d10-2", 1),
    "Shortsword": ("Melee", 1, "1d6+1", 2),
    "Longsword": ("Melee", 0, "1d8+1", 3),
    "Flail": ("Melee", -1, "3d4", 4),
    "Battleaxe": ("Melee", -1, "1d10+2", 4),
    "Warhammer": ("Melee", -2, "2d6+1", 5),
    "Shortbow": ("Ranged", 1, "d6", 2),
    "Longbow": ("Ranged", 0, "d8", 3),
}

# hero: (health, armour, melee bonus, ranged bonus, starting weapon)
HEROES = {
    "Brannoc": (12, 1, 1, 0, "Longsword"),
    "Ysolde": (10, 0, 0, 2, "Shortbow"),
    "Mirelle": (9, 0, -1, 1, "Battle Staff"),
    "Dorn": (14, 2, 0, -1, "Warhammer"),
}

MONSTER_CARDS = 18
WEAPON_CARDS = 24


def parse(dice: str) -> tuple[int, int, int]:
    """'2d6+1' -> (2, 6, 1); 'd8' -> (1, 8, 0)."""
    match = NOTATION.match(dice.strip().lower())
    if not match:
        raise ValueError(f"not dice notation: {dice!r}")
    count = int(match.group(1) or 1)
    sides = int(match.group(2))
    modifier = int(match.group(3) or 0)
    return count, sides, modifier


# ---- setup by player count ----------------------------------------------

@rule
def lair_size(players: int) -> int:
    """Monsters face up in the Lair: one more than the players."""
    return players + 1


@rule
def glory_to_win(players: int = 2, variant: str | None = None) -> int:
    base = {2: 20, 3: 16, 4: 14}[players]
    return base - 2 if variant == "brutal" else base


@rule
def armoury_size(players: int | None = None) -> int:
    return 3


@rule
def starting_gold(players: int | None = None) -> int:
    return 3


@rule
def weapons_carried() -> int:
    """A hero carries at most this many weapons."""
    return 3


@rule
def front_rank() -> int:
    """Slots of the Lair that melee weapons can reach."""
    return 2


@rule
def strike_bonus(players: int | None = None, variant: str | None = None) -> int:
    return 1 if variant == "brutal" else 0


# ---- heroes --------------------------------------------------------------

@rule
def hero_health(hero: str) -> int:
    return HEROES[hero][0]


@rule
def hero_armour(hero: str) -> int:
    return HEROES[hero][1]


@rule
def melee_bonus(hero: str) -> int:
    return HEROES[hero][2]


@rule
def ranged_bonus(hero: str) -> int:
    return HEROES[hero][3]


@rule
def starting_weapon(hero: str) -> str:
    return HEROES[hero][4]


# ---- dice notation -------------------------------------------------------

def _outcomes(dice: str):
    count, sides, modifier = parse(dice)
    for faces in itertools.product(range(1, sides + 1), repeat=count):
        yield max(0, sum(faces) + modifier)


@rule
def dice_lowest(dice: str) -> int:
    count, sides, modifier = parse(dice)
    return max(0, count + modifier)


@rule
def dice_highest(dice: str) -> int:
    count, sides, modifier = parse(dice)
    return max(0, count * sides + modifier)


@rule
def dice_average(dice: str) -> float:
    """Exact mean of the roll, a result below 0 counting as 0."""
    results = list(_outcomes(dice))
    return round(sum(results) / len(results), 2)


# ---- weapons -------------------------------------------------------------

@rule
def weapon_stat(stat: str, weapon: str):
    reach, attack, damage, cost = WEAPONS[weapon]
    if stat == "Reach":
        return reach
    if stat == "To hit":
        return f"{attack:+d}"
    if stat == "Damage":
        return damage
    if stat == "Average":
        return dice_average(damage)
    if stat == "Cost":
        return cost
    raise ValueError(f"unknown stat {stat!r}")


# ---- the attack ----------------------------------------------------------

@rule
def attack_result(roll: int) -> str:
    """What the attack die's own face means before any modifier."""
    if roll == 1:
        return "fumble"
    if roll == 20:
        return "critical"
    return "roll"


@rule
def attack_total(roll: int, modifier: int, bonus: int) -> int:
    return roll + modifier + bonus


@rule
def hits(roll: int, modifier: int, bonus: int, defence: int) -> bool:
    result = attack_result(roll)
    if result == "fumble":
        return False
    if result == "critical":
        return True
    return attack_total(roll, modifier, bonus) >= defence


@rule
def damage_total(rolls: list, modifier: int) -> int:
    """The dice rolled (all of them, twice as many on a critical) plus the modifier once."""
    return max(0, sum(int(r) for r in rolls) + modifier)


@rule
def wounds_taken(strike: int, armour: int, variant: str | None = None) -> int:
    return max(0, strike + strike_bonus(variant=variant) - armour)


# ---- setup ---------------------------------------------------------------

def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "monsters": MONSTER_CARDS,
        "weapons": WEAPON_CARDS,
        "hero-mats": players,
        "wound-tokens": 50,
        "gold-coins": 30,
        "whetstones": 6,
        "d20": 2,
        "d4": 3,
        "d6": 4,
        "d8": 2,
        "d10": 2,
        "d12": 1,
    }


def play(players: int, variant: str | None = None) -> dict:
    return {"monsters": {"hand": 0, "draw": 1}, "attack-die": {"dice": 1}}


# ---- invariants ----------------------------------------------------------

@invariant("setup takes every weapon and monster card out of the box", per_player_count=False)
def decks_come_out_whole(game) -> bool | str:
    if game.deck("monsters").total != MONSTER_CARDS:
        return f"monster deck holds {game.deck('monsters').total}, setup says {MONSTER_CARDS}"
    if game.deck("weapons").total != WEAPON_CARDS:
        return f"weapon deck holds {game.deck('weapons').total}, setup says {WEAPON_CARDS}"
    return True


@invariant("every weapon card prints the weapon table's reach, to hit, damage and cost", per_player_count=False)
def weapon_cards_match_table(game) -> bool | str:
    for card in game.deck("weapons").cards:
        if card.name not in WEAPONS:
            return f"{card.name} is not in the weapon table"
        reach, attack, damage, cost = WEAPONS[card.name]
        f = card.fields
        if (f["reach"], f["attack"], f["damage"], f["cost"]) != (reach, attack, damage, cost):
            return f"{card.name} differs from the weapon table"
    return True


@invariant("every monster's strike is dice notation", per_player_count=False)
def strikes_parse(game) -> bool | str:
    for card in game.deck("monsters").cards:
        if not NOTATION.match(card.fields["strike"]):
            return f"{card.name} strikes for {card.fields['strike']!r}"
    return True


@invariant("the Lair and the Armoury can always be filled at the start")
def opening_fits(players: int, game) -> bool | str:
    if lair_size(players) > game.deck("monsters").total:
        return "not enough monsters"
    if armoury_size(players) + players > game.deck("weapons").total:
        return "not enough weapons"
    return True


@invariant("the monsters hold enough Glory for someone to win", per_player_count=False)
def glory_reachable(game) -> bool | str:
    total = sum(c.fields["glory"] * c.count for c in game.deck("monsters").cards)
    return True if total >= 2 * glory_to_win(2) else f"only {total} Glory in the deck"


@invariant("every hero's starting weapon is a card of the Weapon deck", per_player_count=False)
def starting_weapons_exist(game) -> bool | str:
    names = {c.name for c in game.deck("weapons").cards}
    missing = [h for h, row in HEROES.items() if row[4] not in names]
    return True if not missing else f"no card for {', '.join(missing)}"
