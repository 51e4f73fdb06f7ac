"""Engine model of Deep Delve, a co-operative dungeon crawl for 1-4 players.

The tables in game.yaml print what these rules compute; the worked examples
are recomputed through them.
"""
from generator.engine import invariant, rule

PLAYERS = (1, 4)

DOOM_LIMIT = 15          # the last space of the doom track
AMBUSH_EVERY = 5         # an Ambush space every five spaces
COMBAT_DICE = 6          # dice in the box
KNOCKOUT_DOOM = 2        # doom added when a hero is knocked out


@rule
def heroes(players: int) -> int:
    """Heroes in play: a solo player runs two."""
    return max(players, 2)


@rule
def rooms_in_stack(players: int) -> int:
    """Room tiles dealt face down into the stack, the Vault included."""
    return 4 + 2 * heroes(players)


@rule
def doom_start(players: int) -> int:
    """Bigger parties make more noise on the way in."""
    return heroes(players) - 2


@rule
def gold_start(players: int) -> int:
    """Gold each hero starts with."""
    return 3 if heroes(players) == 2 else 2


@rule
def loot_start(players: int) -> int:
    """Loot cards dealt to each hero at setup."""
    return 1


@rule
def monster_health(players: int, base: int, growth: int) -> int:
    """A monster's health: the printed health plus growth for each hero beyond the second."""
    return base + growth * (heroes(players) - 2)


@rule
def combat_die(roll: int) -> str:
    """The face a roll of the combat die shows."""
    if roll <= 2:
        return "blank"
    if roll <= 4:
        return "hit"
    return "shield" if roll == 5 else "burst"


@rule
def attack_hits(rolls: list) -> int:
    """Hits an attack roll scores: a hit is one, a burst two."""
    value = {"hit": 1, "burst": 2}
    return sum(value.get(combat_die(r), 0) for r in rolls)


@rule
def shields_rolled(rolls: list) -> int:
    """Shields a defence roll scores: a shield or a burst is one."""
    return sum(1 for r in rolls if combat_die(r) in ("shield", "burst"))


@rule
def damage_dealt(hits: int, defence: int) -> int:
    """Damage a monster takes: the hits beyond its defence."""
    return max(0, hits - defence)


@rule
def wounds_taken(attack: int, shields: int) -> int:
    """Wounds a hero takes: the monster's attack less the shields rolled."""
    return max(0, attack - shields)


@rule
def doom_limit() -> int:
    """The space on which the deep awakens and everyone loses."""
    return DOOM_LIMIT


@rule
def ambush_space(ambush: int) -> int:
    """Where the n-th Ambush space lies on the doom track."""
    return AMBUSH_EVERY * ambush


@rule
def knockout_doom() -> int:
    """Doom added when a hero is knocked out."""
    return KNOCKOUT_DOOM


@rule
def renown(gold: int, monsters: int, doom: int) -> int:
    """Score after a win: loot gold, two per monster defeated, spaces left on the doom track."""
    return gold + 2 * monsters + (DOOM_LIMIT - doom)


@rule
def renown_title(renown: int) -> str:
    """What the party is remembered as."""
    if renown < 15:
        return "Lucky survivors"
    if renown < 25:
        return "Seasoned delvers"
    if renown < 35:
        return "Heroes of the deep"
    return "Legends"


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    """What a game at this count takes out of the box."""
    n = heroes(players)
    if variant == "lone-delver":
        n = 1
    return {
        "heroes": n,
        "hero-pawns": n,
        "monsters": 21,
        "loot": 20,
        "rooms": rooms_in_stack(players) + 1,   # the stack plus the Entrance
        "doom-board": 1,
        "doom-marker": 1,
        "combat-dice": COMBAT_DICE,
        "wound-tokens": 40,
        "gold-coins": 30,
    }


@invariant("the room stack can be dealt from the shuffled rooms", per_player_count=True)
def stack_fits(players: int, game) -> bool | str:
    rooms = game.deck("rooms").cards
    shuffled = sum(c.count for c in rooms if c.id not in ("entrance", "vault"))
    need = rooms_in_stack(players) - 1
    return True if need <= shuffled else f"needs {need} rooms, only {shuffled} to shuffle"


@invariant("no hero ever rolls more dice than the box holds", per_player_count=False)
def dice_suffice(game) -> bool | str:
    best_weapon = max((c.fields["attack_bonus"] or 0) for c in game.deck("loot").cards)
    best_armour = max((c.fields["defence_bonus"] or 0) for c in game.deck("loot").cards)
    too_many = [c.name for c in game.deck("heroes").cards
                if c.fields["attack"] + best_weapon + 1 > COMBAT_DICE
                or c.fields["defence"] + best_armour > COMBAT_DICE]
    return True if not too_many else f"too many dice: {', '.join(too_many)}"


@invariant("the monster health table matches the monster cards", per_player_count=False)
def health_table_matches_cards(game) -> bool | str:
    cards = {c.name: c for c in game.deck("monsters").cards}
    table = next(t for t in game.tables if t.id == "monster_health")
    wrong = []
    for row in table.rows:
        card = cards.get(row.label)
        if card is None:
            wrong.append(f"{row.label} (no card)")
        elif row.args.get("base") != card.fields["health"] or row.args.get("growth") != card.fields["growth"]:
            wrong.append(row.label)
    missing = [n for n in cards if n not in {r.label for r in table.rows}]
    bad = wrong + [f"{n} (no row)" for n in missing]
    return True if not bad else "differs: " + ", ".join(bad)


@invariant("the doom track ends on an Ambush space's multiple", per_player_count=False)
def doom_ends_on_ambush(game) -> bool:
    return DOOM_LIMIT % AMBUSH_EVERY == 0
