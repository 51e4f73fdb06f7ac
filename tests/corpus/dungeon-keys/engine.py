"""Torchlight Keys: the rules the tables, examples and boards print."""

from generator.engine import invariant, rule

PLAYERS = (1, 4)

# Might and starting hit points of each hero.
HEROES = {
    "Knight": (2, 8),
    "Rogue": (1, 6),
    "Cleric": (1, 7),
    "Ranger": (2, 6),
}

ITEM_CARDS = 19        # the whole item deck goes into the draw pile
KEYS = 4               # red, blue, green and gold
DOORS = 5              # one red, one blue, two green, one gold
CHESTS = 4             # one in each treasure room
WOUND_MARKERS = 4


@rule
def monsters_placed(players: int) -> int:
    """Monster counters dealt face down into the lairs, lowest lair number first."""
    return 4 + 2 * players


@rule
def hero_actions(players: int) -> int:
    """Actions each hero takes in the hero phase of a turn."""
    return 3 if players == 1 else 2


@rule
def starting_items(players: int) -> int:
    """Item cards each hero draws at setup."""
    return 2 if players == 1 else 1


@rule
def torch_turns(players: int | None = None) -> int:
    """Turns the torch burns before the light runs out."""
    return 12


@rule
def bag_limit(players: int | None = None) -> int:
    """Items (keys included) a hero's bag holds."""
    return 4


@rule
def chest_draws(players: int | None = None) -> int:
    """Item cards a hero draws when opening a chest."""
    return 2


@rule
def revive_hit_points(players: int | None = None) -> int:
    """Hit points a knocked-out hero gets back when revived."""
    return 2


@rule
def cleric_heal(players: int | None = None) -> int:
    """Hit points the Cleric's blessing restores."""
    return 2


@rule
def hero_might(hero: str) -> int:
    return HEROES[hero][0]


@rule
def hero_hit_points(hero: str) -> int:
    return HEROES[hero][1]


@rule
def fight_total(roll: int, might: int, bonus: int = 0) -> int:
    """Two dice, plus the hero's Might, plus one weapon's bonus."""
    return roll + might + bonus


@rule
def fight_won(total: int, defence: int) -> bool:
    return total >= defence


@rule
def damage_taken(attack: int, shield: int = 0) -> int:
    """Hit points a hero loses when a monster strikes in the monster phase."""
    return max(0, attack - shield)


@rule
def throws_at_least(target: int) -> int:
    """Of the 36 throws of two six-sided dice, how many total at least `target`."""
    return sum(1 for a in range(1, 7) for b in range(1, 7) if a + b >= target)


@rule
def turns_left(torch_space: int) -> int:
    """Turns still unburnt when the Warden falls with the torch marker on this space."""
    return torch_turns() - torch_space


@rule
def final_score(gold: int, turns_left: int) -> int:
    """Gold carried and taken from monsters, plus two points per unburnt turn."""
    return gold + 2 * turns_left


@rule
def rating(score: int | str) -> str:
    if isinstance(score, str):
        return "Legends of the Deep"
    if score >= 30:
        return "Legends of the Deep"
    if score >= 20:
        return "Seasoned Delvers"
    if score >= 10:
        return "Torchbearers"
    return "Lucky to Be Alive"


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "dungeon-board": 1,
        "torch-board": 1,
        "hero-mats": players,
        "hero-tokens": players,
        "hp-markers": players,
        "monsters": monsters_placed(players) + 1,   # the lairs' monsters and the Warden
        "items": ITEM_CARDS,
        "key-tokens": KEYS,
        "open-markers": DOORS,
        "chest-tokens": CHESTS,
        "wound-markers": WOUND_MARKERS,
        "torch-marker": 1,
        "dice": 2,
    }


def play(players: int, variant: str | None = None) -> dict:
    return {"items": {"hand": starting_items(players), "draw": chest_draws()}, "dice": {"dice": 2}}


@invariant("the item deck in setup is the whole deck", per_player_count=False)
def items_whole(game) -> bool | str:
    total = game.deck("items").total
    return True if total == ITEM_CARDS else f"the item deck has {total} cards, setup says {ITEM_CARDS}"


@invariant("there are enough lair monsters for four heroes, the Warden aside", per_player_count=False)
def lairs_fill(game) -> bool | str:
    lair = sum(c.count for c in game.deck("monsters").cards if c.id != "warden")
    need = monsters_placed(4)
    return True if lair >= need else f"{lair} lair monsters for {need} lairs"


@invariant("the item deck covers every starting hand and every chest")
def items_last(players: int, game) -> bool | str:
    need = starting_items(players) * players + CHESTS * chest_draws()
    total = game.deck("items").total
    return True if total >= need else f"{need} items drawn from {total}"
