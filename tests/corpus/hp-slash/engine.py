"""Engine model of Slash & Salve: the rules the printed tables and examples are bound to."""
from generator.engine import invariant, rule

PLAYERS = (1, 4)

LOOT_CARDS = 24        # the whole loot deck is shuffled at setup; held to the CSV by an invariant
GOLD_COINS = 28        # every coin goes into the supply


# --- setup by player count -------------------------------------------------

@rule
def tier1_rooms(players: int) -> int:
    """Tier I monsters shuffled into the dungeon."""
    return 3 + players


@rule
def tier2_rooms(players: int) -> int:
    """Tier II monsters shuffled into the dungeon."""
    return 1 + players


@rule
def campfires(players: int) -> int:
    """Campfire tokens the party starts with."""
    return 3 if players <= 2 else 2


@rule
def boss_hp(players: int) -> int:
    """The Hollow King's hit points."""
    return 10 + 6 * players


@rule
def starting_loot(players: int) -> int:
    """Loot cards dealt to each hero at the start."""
    return 2 if players == 1 else 1


# --- the dice ----------------------------------------------------------------

@rule
def attack_result(roll: int) -> str:
    if roll == 1:
        return "miss"
    return "crit" if roll == 6 else "hit"


@rule
def threat(roll: int) -> str:
    if roll <= 2:
        return "low"
    return "mid" if roll <= 4 else "high"


# --- combat ------------------------------------------------------------------

@rule
def hero_hit(attack: int, armour: int, roll: int) -> int:
    """Damage a hero's attack deals to a monster on this roll of the attack die."""
    result = attack_result(roll)
    if result == "miss":
        return 0
    bonus = crit_bonus() if result == "crit" else 0
    return max(1, attack + bonus - armour)


@rule
def crit_bonus() -> int:
    return 2


def _damage(dmg_min: int, dmg_max: int, face: str) -> int:
    if face == "low":
        return dmg_min
    if face == "high":
        return dmg_max
    return (dmg_min + dmg_max) // 2


@rule
def damage_on_face(face: str, dmg_min: int, dmg_max: int) -> int:
    """A monster's blow for a face of the Threat die (Low, Mid, High)."""
    return _damage(dmg_min, dmg_max, face.lower())


@rule
def monster_hit(dmg_min: int, dmg_max: int, roll: int, armour: int) -> int:
    """Damage a monster's blow does to a hero after the hero's armour."""
    return max(0, _damage(dmg_min, dmg_max, threat(roll)) - armour)


# --- healing, mana, campfires -------------------------------------------------

@rule
def heal(hp: int, max_hp: int, amount: int) -> int:
    """HP after healing: never above the maximum."""
    return min(max_hp, hp + amount)


@rule
def regain_mana(mana: int, max_mana: int, amount: int = 1) -> int:
    return min(max_mana, mana + amount)


@rule
def starting_mana(max_mana: int) -> int:
    """Heroes start at full HP and with 3 mana (or their maximum, if lower)."""
    return min(3, max_mana)


@rule
def revive_hp(max_hp: int) -> int:
    """A hero stood back up by a campfire or Mend: half their maximum, rounded down."""
    return max_hp // 2


@rule
def mana_regen(players: int | None = None) -> int:
    """Mana every standing hero regains in Spoils."""
    return 1


@rule
def campfire_heal(players: int | None = None) -> int:
    return 3


@rule
def campfire_mana(players: int | None = None) -> int:
    return 2


@rule
def hand_limit(players: int | None = None) -> int:
    """Most loot cards a hero may hold."""
    return 5


@rule
def gold_per_glory(players: int | None = None) -> int:
    return 3


@rule
def knockout_penalty(players: int | None = None) -> int:
    return 3


# --- glory -------------------------------------------------------------------

@rule
def glory(trophies: list, gold: int, knockouts: int) -> int:
    """Final Glory: trophies, plus 1 per full 3 gold, minus 3 per knockout."""
    return sum(trophies) + gold // gold_per_glory() - knockout_penalty() * knockouts


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "heroes": 4,                    # the players choose from all four
        "monsters": tier1_rooms(players) + tier2_rooms(players) + 1,
        "loot": LOOT_CARDS,
        "hero-mats": players,
        "hp-markers": players,
        "mana-markers": players,
        "campfire-tokens": campfires(players),
        "gold-coins": GOLD_COINS,
        "first-player": 1,
        "attack-die": 1,
        "threat-die": 1,
    }


# --- invariants ----------------------------------------------------------------

@invariant("the loot deck in setup() is the whole deck", per_player_count=False)
def loot_whole(game) -> bool | str:
    total = game.deck("loot").total
    return True if total == LOOT_CARDS else f"loot deck has {total}, engine says {LOOT_CARDS}"


@invariant("every gold coin of the box goes to the supply", per_player_count=False)
def coins_whole(game) -> bool | str:
    coins = next(c for c in game.inventory if c.id == "gold-coins")
    return True if coins.count == GOLD_COINS else f"box has {coins.count} coins, engine says {GOLD_COINS}"


@invariant("each tier has enough monsters for the dungeon")
def tiers_suffice(players: int, game) -> bool | str:
    cards = game.deck("monsters").cards
    t1 = sum(c.count for c in cards if c.fields["tier"] == "Tier I")
    t2 = sum(c.count for c in cards if c.fields["tier"] == "Tier II")
    boss = sum(c.count for c in cards if c.fields["tier"] == "Boss")
    if t1 < tier1_rooms(players):
        return f"{t1} Tier I monsters, {tier1_rooms(players)} needed"
    if t2 < tier2_rooms(players):
        return f"{t2} Tier II monsters, {tier2_rooms(players)} needed"
    return True if boss == 1 else f"{boss} bosses"


@invariant("the loot deck never runs dry, even if the richest monsters come out")
def loot_suffices(players: int, game) -> bool | str:
    cards = game.deck("monsters").cards

    def richest(tier: str, n: int) -> int:
        loot = sorted((c.fields["loot"] for c in cards if c.fields["tier"] == tier
                       for _ in range(c.count)), reverse=True)
        return sum(loot[:n])

    needed = (starting_loot(players) * players + richest("Tier I", tier1_rooms(players))
              + richest("Tier II", tier2_rooms(players)))
    return True if needed <= LOOT_CARDS else f"up to {needed} loot cards drawn, {LOOT_CARDS} in the deck"


@invariant("a hero's mana track and HP track reach every hero's maximum", per_player_count=False)
def tracks_long_enough(game) -> bool | str:
    heroes = game.deck("heroes").cards
    if max(h.fields["hp"] for h in heroes) > 14:
        return "an HP maximum above the mat's 14"
    if max(h.fields["mana"] for h in heroes) > 6:
        return "a mana maximum above the mat's 6"
    return True
