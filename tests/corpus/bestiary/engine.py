"""Bestiary of the Undercroft: the rules the tables, dice and examples print."""

from generator.engine import invariant, rule

PLAYERS = (1, 4)

MONSTER_CARDS = 26
WOUND_TOKENS = 40
GOLD_TOKENS = 30
STRIKE_DICE = 5
CHARM_POINTS = 3

LANTERN_ROUNDS = {1: 12, 2: 10, 3: 9, 4: 8}
STARTING_GOLD = {1: 4, 2: 2, 3: 2, 4: 2}
GOLD_BY_DEPTH = {"Shallow": 1, "Deep": 2, "Abyss": 3, "Lair": 5}
HITS = {"miss": 0, "hit": 1, "double": 2}


@rule
def lantern_rounds(players: int) -> int:
    """How many rounds the lantern burns: the game's length."""
    return LANTERN_ROUNDS[players]


@rule
def starting_gold(players: int) -> int:
    """Gold each hero starts with."""
    return STARTING_GOLD[players]


@rule
def gold_for_depth(depth: str) -> int:
    """Gold taken from the supply for a kill, by the depth of the monster."""
    return GOLD_BY_DEPTH[depth]


@rule
def rooms_moved(players: int | None = None) -> int:
    """Rooms a hero may move through in the Move step."""
    return 2


@rule
def wounds_healed_by_resting(players: int | None = None) -> int:
    """Wounds removed in the Rest step by a hero who did not fight."""
    return 2


@rule
def strike_result(roll: int) -> str:
    """What one Strike die shows."""
    if roll <= 2:
        return "miss"
    if roll <= 5:
        return "hit"
    return "double"


@rule
def hits_rolled(rolls: list) -> int:
    """Hits from a roll of several Strike dice."""
    return sum(HITS[strike_result(int(r))] for r in rolls)


@rule
def monster_defeated(health: int, wounds: int, hits: int) -> bool:
    """A monster dies when the wounds on it reach its health."""
    return wounds + hits >= health


@rule
def falls(health: int, wounds: int, attack: int) -> bool:
    """A hero falls when the wounds they carry go past their health."""
    return wounds + attack > health


@rule
def gold_lost_on_fall(gold: int) -> int:
    """A fallen hero gives up half their Gold, rounded down."""
    return gold // 2


@rule
def charm_points() -> int:
    """Renown a Lucky charm is worth at the end."""
    return CHARM_POINTS


@rule
def final_renown(rewards: list, charms: int) -> int:
    """Renown at the end: every trophy's reward, plus the Lucky charms."""
    return sum(int(r) for r in rewards) + charms * CHARM_POINTS


@rule
def solo_target(players: int = 1, variant: str | None = None) -> int | None:
    """Renown a Lone Delver needs to win; no target in the base game."""
    return 20 if variant == "lone-delver" else None


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    """What a game at this count takes out of the box."""
    return {
        "monsters": MONSTER_CARDS,          # split by depth into four piles
        "heroes": players,                  # one dealt at random to each player
        "undercroft-board": 1,
        "hero-pawns": players,
        "wound-tokens": WOUND_TOKENS,
        "gold-tokens": GOLD_TOKENS,
        "lantern-marker": 1,
        "strike-dice": STRIKE_DICE,
    }


def play(players: int, variant: str | None = None) -> dict:
    return {"strike": {"dice": 3}}


@invariant("setup takes out the whole monster deck", per_player_count=False)
def monsters_come_out(game) -> bool | str:
    total = game.deck("monsters").total
    return True if total == MONSTER_CARDS else f"deck has {total}, setup takes {MONSTER_CARDS}"


@invariant("setup takes out every wound and gold token in the box", per_player_count=False)
def tokens_come_out(game) -> bool | str:
    counts = {c.id: c.count for c in game.inventory}
    if counts["wound-tokens"] != WOUND_TOKENS:
        return f"box has {counts['wound-tokens']} wound tokens"
    if counts["gold-tokens"] != GOLD_TOKENS:
        return f"box has {counts['gold-tokens']} gold tokens"
    if counts["strike-dice"] != STRIKE_DICE:
        return f"box has {counts['strike-dice']} strike dice"
    return True


@invariant("the supply holds every hero's starting Gold")
def gold_covers_start(players: int) -> bool:
    return starting_gold(players) * players <= GOLD_TOKENS


@invariant("the box holds a Strike die for the mightiest hero with a Whetstone", per_player_count=False)
def dice_suffice(game) -> bool | str:
    most = max(c.fields["might"] for c in game.deck("heroes").cards)
    return True if most + 1 <= STRIKE_DICE else f"might {most} + 1 needs more than {STRIKE_DICE} dice"


@invariant("the Warden is the only monster of the Lair", per_player_count=False)
def one_warden(game) -> bool | str:
    lair = [c for c in game.deck("monsters").cards if c.fields["depth"] == "Lair"]
    if len(lair) != 1 or lair[0].count != 1:
        return f"the Lair has {sum(c.count for c in lair)} monsters"
    return True


@invariant("the Lucky charm's printed points are the Renown the engine scores", per_player_count=False)
def charm_matches(game) -> bool | str:
    charm = next(c for c in game.costs if c.id == "lucky-charm")
    return True if charm.points == CHARM_POINTS else f"cost says {charm.points}, engine {CHARM_POINTS}"


@invariant("a deeper monster is always worth at least as much Gold", per_player_count=False)
def gold_grows_with_depth(game) -> bool | str:
    order = list(game.names["depths"])
    golds = [gold_for_depth(d) for d in order]
    return True if golds == sorted(golds) else f"gold by depth {golds}"
