"""Lanterns Below: the rules the tables print, setup by player count, the level table."""

from generator.engine import invariant, rule

PLAYERS = (1, 4)

MAX_LEVEL = 6
DEPTHS = 3

# What each level adds when a hero reaches it (level 1 is where every hero starts).
# level: (experience since the level before, might, guard, health)
LEVEL_GAINS = {
    2: (5, 1, 0, 2),
    3: (7, 0, 1, 2),
    4: (9, 1, 0, 2),
    5: (11, 0, 1, 3),
    6: (13, 1, 1, 3),
}

TORCHES = {1: 24, 2: 24, 3: 22, 4: 20}
VETERAN_TORCHES_LESS = 4
VETERAN_START_XP = 5


# --- setup by player count -------------------------------------------------

@rule
def heroes_in_play(players: int) -> int:
    """One hero per player; a solo player runs two."""
    return max(2, players)


@rule
def torches(players: int, variant: str | None = None) -> int:
    """Torch tokens the party starts with."""
    base = TORCHES[players]
    if variant == "veterans":
        return base - VETERAN_TORCHES_LESS
    return base


@rule
def monsters_per_depth(players: int) -> int:
    """Monster cards dealt into each depth pile (the Deep Warden comes on top of that)."""
    return heroes_in_play(players) + 2


@rule
def monsters_revealed(players: int) -> int:
    """Monsters turned over at each Explore step when none face the party."""
    return 1 if heroes_in_play(players) <= 2 else 2


@rule
def starting_xp(players: int | None = None, variant: str | None = None) -> int:
    """Experience each hero starts with."""
    return VETERAN_START_XP if variant == "veterans" else 0


@rule
def depths() -> int:
    return DEPTHS


# --- constants -------------------------------------------------------------

@rule
def rest_heal(players: int | None = None) -> int:
    return 2


@rule
def treasure_limit(players: int | None = None) -> int:
    return 2


@rule
def fall_torches(players: int | None = None) -> int:
    return 2


@rule
def double_hit_margin(players: int | None = None) -> int:
    return 3


@rule
def max_level() -> int:
    return MAX_LEVEL


# --- the level table -------------------------------------------------------

def _check_level(level: int) -> None:
    if not 1 <= level <= MAX_LEVEL:
        raise ValueError(f"level {level} is outside 1-{MAX_LEVEL}")


@rule
def xp_step(level: int) -> int | None:
    """Experience from the level before to this one; none for level 1."""
    _check_level(level)
    return LEVEL_GAINS[level][0] if level > 1 else None


@rule
def xp_needed(level: int) -> int:
    """The running experience total a hero needs to reach this level."""
    _check_level(level)
    return sum(LEVEL_GAINS[n][0] for n in range(2, level + 1))


@rule
def might_gain(level: int) -> int | None:
    _check_level(level)
    return LEVEL_GAINS[level][1] if level > 1 else None


@rule
def guard_gain(level: int) -> int | None:
    _check_level(level)
    return LEVEL_GAINS[level][2] if level > 1 else None


@rule
def health_gain(level: int) -> int | None:
    _check_level(level)
    return LEVEL_GAINS[level][3] if level > 1 else None


@rule
def might_bonus(level: int) -> int:
    """Might a hero has gained from levels, in all, by this level."""
    _check_level(level)
    return sum(LEVEL_GAINS[n][1] for n in range(2, level + 1))


@rule
def guard_bonus(level: int) -> int:
    _check_level(level)
    return sum(LEVEL_GAINS[n][2] for n in range(2, level + 1))


@rule
def health_bonus(level: int) -> int:
    _check_level(level)
    return sum(LEVEL_GAINS[n][3] for n in range(2, level + 1))


@rule
def level_for_xp(xp: int) -> int:
    """The level a running experience total gives."""
    level = 1
    for n in range(2, MAX_LEVEL + 1):
        if xp >= xp_needed(n):
            level = n
    return level


# --- fighting --------------------------------------------------------------

@rule
def attack_total(roll: int, might: int) -> int:
    return roll + might


@rule
def hits_dealt(roll: int, might: int, defense: int) -> int:
    """No hit below the Defense, one hit at it, two when the total beats it by the margin."""
    total = attack_total(roll, might)
    if total < defense:
        return 0
    if total >= defense + double_hit_margin():
        return 2
    return 1


@rule
def wounds_taken(damage: int, guard: int) -> int:
    """Guard takes off Damage, but a blow that lands always deals one wound at least."""
    return max(1, damage - guard)


@rule
def monster_target(roll: int) -> str:
    if roll <= 3:
        return "last-hit"
    if roll <= 5:
        return "weakest"
    return "fury"


# --- setup -----------------------------------------------------------------

def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "heroes": heroes_in_play(players),
        "monsters": DEPTHS * monsters_per_depth(players) + 1,
        "monsters/deep-warden": 1,
        "treasures": 10,
        "torch-tokens": torches(players, variant),
        "dice": 1,
        "hero-pad": 1,
        "pencils": heroes_in_play(players),
    }


def play(players: int, variant: str | None = None) -> dict[str, dict]:
    return {"monster-strike": {"dice": 1}}


# --- invariants ------------------------------------------------------------

@invariant("each level's running total is the one before plus its step", per_player_count=False)
def totals_add_up() -> bool | str:
    for level in range(2, MAX_LEVEL + 1):
        if xp_needed(level) != xp_needed(level - 1) + xp_step(level):
            return f"level {level}"
    return True


@invariant("the 'so far' rows add up the per-level gains", per_player_count=False)
def bonuses_add_up() -> bool | str:
    for level in range(2, MAX_LEVEL + 1):
        if might_bonus(level) != might_bonus(level - 1) + might_gain(level):
            return f"might at level {level}"
        if guard_bonus(level) != guard_bonus(level - 1) + guard_gain(level):
            return f"guard at level {level}"
        if health_bonus(level) != health_bonus(level - 1) + health_gain(level):
            return f"health at level {level}"
    return True


@invariant("each step of experience is bigger than the one before", per_player_count=False)
def steps_grow() -> bool:
    steps = [xp_step(n) for n in range(2, MAX_LEVEL + 1)]
    return all(a < b for a, b in zip(steps, steps[1:]))


@invariant("every depth holds enough monsters for the largest party", per_player_count=False)
def depths_are_deep_enough(game) -> bool | str:
    need = monsters_per_depth(PLAYERS[1])
    for depth in range(1, DEPTHS + 1):
        have = sum(c.count for c in game.deck("monsters").cards
                   if c.fields["depth"] == depth and c.id != "deep-warden")
        if have < need:
            return f"depth {depth} has {have} monsters, {need} needed"
    return True


@invariant("the box holds the torches of the biggest pile", per_player_count=False)
def torches_fit_box(game) -> bool | str:
    box = next(c.count for c in game.inventory if c.id == "torch-tokens")
    most = max(torches(n) for n in range(PLAYERS[0], PLAYERS[1] + 1))
    return True if box >= most else f"{most} torches needed, box holds {box}"


@invariant("the treasure deck in setup is the whole deck", per_player_count=False)
def treasures_whole(game) -> bool | str:
    total = game.deck("treasures").total
    return True if setup(1)["treasures"] == total else f"setup takes {setup(1)['treasures']}, deck has {total}"
