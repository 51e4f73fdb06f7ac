"""Engine model of Hero Crawl, a cooperative dungeon crawl for 1-4 players.

Every number the rules compute with lives here: the combat die, damage, the
party by player count, the scenarios' monster counts and lantern limits. The
card values (health, attack, defence...) live in the CSVs; the invariants at
the end hold the two together.
"""
from __future__ import annotations

from generator.engine import invariant, rule

PLAYERS = (1, 4)

# --- the party ------------------------------------------------------------------
MIN_PARTY = 2                  # a solo player leads two heroes
ACTIONS_PER_TURN = 2
REST_HEAL = 1
WELL_REST_HEAL = 2
MEND_HEAL = 2
DRAUGHT_HEAL = 3
REVIVE_HEALTH = 3
CRYPT_REVIVE_HEALTH = 2
BACKSTAB_DICE = 2
MAX_DICE = 6                   # the box holds six combat dice

# --- the combat die ---------------------------------------------------------------
DIE_FACES = 6
MISS_FACES = (1, 2)
HIT_FACES = (3, 4, 5)
CRITICAL_FACES = (6,)
HIT_DAMAGE = 1
CRITICAL_DAMAGE = 2

# --- scenarios ---------------------------------------------------------------------
SCENARIOS = ("The Flooded Cellar", "The Bone Library", "The Troll King")
MONSTERS = {
    "The Flooded Cellar": {1: 6, 2: 1, 3: 0},
    "The Bone Library": {1: 4, 2: 3, 3: 1},
    "The Troll King": {1: 3, 2: 3, 3: 2},
}
ROOMS_USED = {"The Flooded Cellar": 6, "The Bone Library": 9, "The Troll King": 9}
ROUNDS = {"The Flooded Cellar": 10, "The Bone Library": 12, "The Troll King": 14}
LANTERN_SPACES = 14

# Box counts setup() needs; invariant supplies_match_the_box holds them to game.yaml.
WOUND_TOKENS = 40
SEARCHED_MARKERS = 8
LOOT_ON_KILL = {1: 0, 2: 1, 3: 2}


# --- the party by player count -------------------------------------------------------
@rule
def party_size(players: int) -> int:
    """Heroes in play: one per player, but never fewer than two."""
    return max(MIN_PARTY, players)


@rule
def heroes_each(players: int) -> int:
    """Heroes each player leads."""
    return 2 if players == 1 else 1


@rule
def starting_draughts(players: int) -> int:
    """Healing Draughts the party starts with: one fewer than its heroes."""
    return party_size(players) - 1


@rule
def elite_health_bonus(players: int) -> int:
    """Extra health for every level 2 and 3 monster, for each hero beyond two."""
    return party_size(players) - MIN_PARTY


@rule
def actions_per_turn(players: int | None = None) -> int:
    return ACTIONS_PER_TURN


# --- numbers to remember ---------------------------------------------------------------
CONSTANTS = {
    "Actions per turn": ACTIONS_PER_TURN,
    "Most dice in one roll": MAX_DICE,
    "Health a Rest heals": REST_HEAL,
    "Health after a revive": REVIVE_HEALTH,
}


@rule
def constant(what: str) -> int:
    return CONSTANTS[what]


@rule
def rest_heal(room: str = "") -> int:
    return WELL_REST_HEAL if room == "Well Room" else REST_HEAL


@rule
def mend_heal() -> int:
    return MEND_HEAL


@rule
def draught_heal() -> int:
    return DRAUGHT_HEAL


@rule
def revive_health(room: str = "") -> int:
    return CRYPT_REVIVE_HEALTH if room == "Crypt" else REVIVE_HEALTH


@rule
def max_dice() -> int:
    return MAX_DICE


@rule
def backstab_dice() -> int:
    return BACKSTAB_DICE


@rule
def loot_on_kill(level: int) -> int:
    """Loot cards drawn when a monster of this level is slain."""
    return LOOT_ON_KILL[level]


# --- combat -------------------------------------------------------------------------------
@rule
def combat_die(roll: int) -> str:
    """What one face of the combat die shows."""
    if roll in MISS_FACES:
        return "miss"
    if roll in HIT_FACES:
        return "hit"
    return "critical"


@rule
def hit_damage() -> int:
    return HIT_DAMAGE


@rule
def critical_damage() -> int:
    return CRITICAL_DAMAGE


@rule
def dice_rolled(attack: int, bonus: int = 0) -> int:
    """Dice rolled in one attack: attack plus bonuses, never more than the box holds."""
    return min(MAX_DICE, attack + bonus)


@rule
def damage(hits: int, criticals: int, defence: int, critical: int = CRITICAL_DAMAGE) -> int:
    """Wounds one attack deals: hits and criticals added, less the target's defence."""
    return max(0, hits * HIT_DAMAGE + criticals * critical - defence)


@rule
def damage_from_rolls(rolls: list, defence: int) -> int:
    """Wounds from a list of die faces."""
    results = [combat_die(r) for r in rolls]
    return damage(results.count("hit"), results.count("critical"), defence)


@rule
def health_left(health: int, wounds: int) -> int:
    return max(0, health - wounds)


# --- scenarios ------------------------------------------------------------------------------
@rule
def monsters_in_play(scenario: str, level: int) -> int:
    return MONSTERS[scenario][level]


@rule
def monsters_total(scenario: str) -> int:
    return sum(MONSTERS[scenario].values())


@rule
def rooms_used(scenario: str) -> int:
    return ROOMS_USED[scenario]


@rule
def rounds_allowed(scenario: str) -> int:
    """The lantern's last round: the marker may not move past this space."""
    return ROUNDS[scenario]


@rule
def lantern_spaces() -> int:
    return LANTERN_SPACES


# --- what a game takes out of the box ----------------------------------------------------------
def setup(players: int, variant: str | None = None) -> dict[str, int]:
    heroes = party_size(players)
    return {
        "heroes": heroes,                 # the heroes the players choose
        "hero-tokens": heroes,
        "monsters-1": 8,                  # each level shuffled into its own pile
        "monsters-2": 6,
        "monsters-3": 3,
        "rooms": 9,                       # the scenario says which and where
        "loot": 14,
        "combat-dice": MAX_DICE,
        "wound-tokens": WOUND_TOKENS,
        "searched-markers": SEARCHED_MARKERS,
        "tome-token": 1,
        "lantern-board": 1,
        "lantern-marker": 1,
    }


# --- invariants ------------------------------------------------------------------------------------
@invariant("every scenario's monsters fit in their level's pile", per_player_count=False)
def scenarios_fit_the_piles(game) -> bool | str:
    for scenario in SCENARIOS:
        for level in (1, 2, 3):
            pile = game.deck(f"monsters-{level}").total
            if MONSTERS[scenario][level] > pile:
                return f"{scenario} needs {MONSTERS[scenario][level]} level {level} monsters, the pile has {pile}"
    return True


@invariant("every monster card sits in the pile of its own level", per_player_count=False)
def monsters_sorted_by_level(game) -> bool | str:
    for level in (1, 2, 3):
        for card in game.deck(f"monsters-{level}").cards:
            if card.fields["level"] != level:
                return f"{card.name} is level {card.fields['level']} in the level {level} pile"
            if card.fields["loot"] != LOOT_ON_KILL[level]:
                return f"{card.name} gives {card.fields['loot']} loot, level {level} gives {LOOT_ON_KILL[level]}"
    return True


@invariant("the Healing Draught heals what the rules say", per_player_count=False)
def draught_matches(game) -> bool | str:
    card = next(c for c in game.deck("loot").cards if c.id == "healing-draught")
    return card.fields["heal"] == DRAUGHT_HEAL or f"the card heals {card.fields['heal']}"


@invariant("the party never starts with more Healing Draughts than the loot deck holds")
def draughts_suffice(players: int, game) -> bool | str:
    card = next(c for c in game.deck("loot").cards if c.id == "healing-draught")
    return starting_draughts(players) <= card.count or f"{starting_draughts(players)} needed, {card.count} printed"


@invariant("the lantern track is long enough for every scenario", per_player_count=False)
def lantern_long_enough(game) -> bool:
    return max(ROUNDS.values()) <= LANTERN_SPACES


@invariant("setup's box counts match game.yaml", per_player_count=False)
def supplies_match_the_box(game) -> bool | str:
    box = {c.id: c.count for c in game.inventory}
    for key in ("wound-tokens", "searched-markers", "combat-dice"):
        want = setup(4)[key]
        if box[key] != want:
            return f"{key}: the box holds {box[key]}, setup takes {want}"
    return True


@invariant("no monster rolls more dice than the box holds", per_player_count=False)
def dice_suffice(game) -> bool | str:
    for level in (1, 2, 3):
        for card in game.deck(f"monsters-{level}").cards:
            if card.fields["attack"] > MAX_DICE:
                return f"{card.name} rolls {card.fields['attack']} dice"
    return True
