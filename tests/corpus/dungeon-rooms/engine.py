"""Engine model of Dungeon Rooms: the rules the printed tables are bound to.

A cooperative crawl for 1-4 heroes. The party size (one hero per player)
sets how many monsters a Lair holds, the Bone King's guards and Health, the
torch and the opening potions.
"""
from generator.engine import invariant, rule

PLAYERS = (1, 4)

TORCH = {1: 22, 2: 18, 3: 15, 4: 12}

CONSTANTS = {
    "Actions each turn": 2,
    "Health from resting": 1,
    "Health from resting at a Shrine": 3,
    "Health from a Potion": 3,
    "Health after a Revive": 2,
    "Lowest roll that blocks": 5,
    "Tiles the Vault is shuffled into": 6,
}


# --- by party size ----------------------------------------------------------

@rule
def lair_monsters(players: int) -> int:
    """Monsters drawn when a Lair is revealed."""
    return (players + 2) // 2


@rule
def vault_guards(players: int) -> int:
    """Monsters standing beside the Bone King when the Vault is revealed."""
    return players // 2


@rule
def bone_king_health(players: int) -> int:
    """The Bone King's Health grows with the party."""
    return 4 + 2 * players


@rule
def torch_start(players: int) -> int:
    """The torch marker's starting space: rounds of light the party has."""
    return TORCH[players]


@rule
def starting_potions(players: int) -> int:
    """Potion tokens the party shares at the start."""
    return 2 + players // 2


# --- constants ----------------------------------------------------------------

@rule
def constant(what: str) -> int:
    return CONSTANTS[what]


@rule
def actions_per_turn(players: int | None = None) -> int:
    return CONSTANTS["Actions each turn"]


@rule
def potion_health() -> int:
    return CONSTANTS["Health from a Potion"]


@rule
def rest_health() -> int:
    return CONSTANTS["Health from resting"]


@rule
def block_roll() -> int:
    return CONSTANTS["Lowest roll that blocks"]


@rule
def vault_depth() -> int:
    return CONSTANTS["Tiles the Vault is shuffled into"]


# --- combat -----------------------------------------------------------------

@rule
def attack_total(roll: int, attack: int) -> int:
    """A hero's attack: the die plus the hero's Attack."""
    return roll + attack


@rule
def attack_hits(roll: int, attack: int, defence: int) -> bool:
    """A natural 1 always misses; otherwise the total must reach the Defence."""
    if roll == 1:
        return False
    return attack_total(roll, attack) >= defence


@rule
def blocked(roll: int) -> bool:
    return roll >= block_roll()


@rule
def health_after(health: int, damage: int) -> int:
    return max(0, health - damage)


@rule
def trap_damage(roll: int) -> int:
    """A Trap hurts the hero who opens it on a 1, 2 or 3."""
    return 2 if roll <= 3 else 0


# --- the dungeon die --------------------------------------------------------

@rule
def dungeon_event(roll: int) -> str:
    if roll == 1:
        return "wanderer"
    if roll == 2:
        return "draught"
    if roll == 6:
        return "second-wind"
    return "quiet"


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    """What a game at this party size takes out of the box."""
    return {
        "rooms": 24,                       # the Entrance, the stack and the Vault
        "monsters": 18,                    # every counter: the pile and the Bone King
        "heroes": 4,                       # the players choose from all four
        "hero-pawns": players,
        "wound-tokens": 40,
        "potion-tokens": 10,               # the supply; the party takes its potions from it
        "torch-marker": 1,
        "party-board": 1,
        "die": 1,
    }


def play(players: int, variant: str | None = None) -> dict:
    return {"rooms": {"hand": 0, "draw": 2}, "die": {"dice": 1}}


# --- invariants -------------------------------------------------------------

@invariant("the monster pile can fill every Lair and guard the Vault at the largest party", per_player_count=False)
def monsters_suffice(game) -> bool | str:
    deck = game.deck("monsters")
    common = sum(c.count for c in deck.cards if not c.fields["boss"])
    lairs = sum(c.count for c in game.deck("rooms").cards if c.fields["kind"] == "Lair")
    need = lairs * lair_monsters(4) + vault_guards(4)
    return True if common >= need else f"{common} monsters for {need} places"


@invariant("the potion supply covers the opening potions and every Chamber", per_player_count=False)
def potions_suffice(game) -> bool | str:
    box = next(c.count for c in game.inventory if c.id == "potion-tokens")
    chambers = sum(c.count for c in game.deck("rooms").cards if c.fields["kind"] == "Chamber")
    need = starting_potions(4) + chambers
    return True if box >= need else f"{box} potions for {need}"


@invariant("exactly one Entrance, one Vault and one boss", per_player_count=False)
def one_of_each(game) -> bool | str:
    rooms = game.deck("rooms").cards
    entrance = sum(c.count for c in rooms if c.fields["kind"] == "Entrance")
    vault = sum(c.count for c in rooms if c.fields["kind"] == "Vault")
    boss = sum(c.count for c in game.deck("monsters").cards if c.fields["boss"])
    return True if (entrance, vault, boss) == (1, 1, 1) else f"entrance {entrance}, vault {vault}, boss {boss}"


@invariant("the Vault lies under enough tiles to be shuffled into", per_player_count=False)
def vault_fits(game) -> bool | str:
    stack = game.deck("rooms").total - 2   # without the Entrance and the Vault
    return True if stack >= vault_depth() else f"only {stack} tiles in the stack"


@invariant("the torch burns longer for a smaller party")
def torch_shrinks(players: int) -> bool:
    return players == 1 or torch_start(players) < torch_start(players - 1)
