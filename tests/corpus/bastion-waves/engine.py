"""Engine model of Bastion Waves, a cooperative tower-defence game.

The rules here are the numbers the printed tables, the Omen die and the worked
examples are checked against. Box counts live in game.yaml; the invariants at
the bottom hold the two together.
"""
from math import ceil

from generator.engine import invariant, rule

PLAYERS = (1, 4)

WAVES = 8                 # waves to survive
ROAD_LENGTH = 20          # squares from the Gate to the Keep, the Keep's own square included
WAVE_INCOME = 3           # Gold added in every Reckoning
HAND_LIMIT = 5            # Tactic cards a player may keep
HILL_BONUS = 1            # extra range of a tower on a hill

# Whole supplies setup() takes out of the box (held to game.yaml by an invariant).
TACTIC_CARDS = 22
FOE_CARDS = 6
TOWER_TOKENS = 20
FOE_TOKENS = 31
GOLD_COINS = 40
DAMAGE_CUBES = 40

# tower: (range, damage) at level 1 and level 2
TOWERS = {
    "Archer Post": ((2, 1), (2, 2)),
    "Ballista": ((3, 2), (4, 2)),
    "Cannon": ((2, 2), (2, 3)),
    "Frost Spire": ((1, 0), (2, 1)),
    "Flame Brazier": ((1, 1), (1, 2)),
}
BUILD_COST = {"Archer Post": 3, "Ballista": 5, "Cannon": 6, "Frost Spire": 4, "Flame Brazier": 4}
UPGRADE_COST = {"Archer Post": 2, "Ballista": 3, "Cannon": 4, "Frost Spire": 3, "Flame Brazier": 3}

ARMOUR = {"Shieldbearer": 1}      # damage taken off every hit
HIT_CAP = {"Warlord": 2}          # most damage one hit can deal


@rule
def start_gold(players: int) -> int:
    """Gold in the shared treasury at the start."""
    return 4 + 2 * players


@rule
def keep_hp(players: int) -> int:
    """The Keep's starting hit points: more defenders, more Raiders, thicker walls."""
    return {1: 12, 2: 14, 3: 15, 4: 16}[players]


@rule
def tactics_dealt(players: int) -> int:
    """Tactic cards each player is dealt at setup."""
    return {1: 4, 2: 3, 3: 2, 4: 2}[players]


@rule
def actions_per_turn(players: int) -> int:
    """Actions each player takes in the Build phase."""
    return {1: 4, 2: 3, 3: 2, 4: 2}[players]


@rule
def reinforcements(players: int) -> int:
    """Raiders added to the end of every wave's queue."""
    return players - 1


@rule
def waves_to_survive(players: int) -> int:
    return WAVES


@rule
def wave_income(players: int) -> int:
    return WAVE_INCOME


@rule
def hand_limit(players: int) -> int:
    return HAND_LIMIT


@rule
def road_length() -> int:
    """Squares from the Gate to the Keep."""
    return ROAD_LENGTH


@rule
def hill_bonus() -> int:
    return HILL_BONUS


@rule
def tower_range(tower: str, level: int = 1) -> int:
    return TOWERS[tower][level - 1][0]


@rule
def tower_damage(tower: str, level: int = 1) -> int:
    return TOWERS[tower][level - 1][1]


@rule
def build_cost(tower: str) -> int:
    return BUILD_COST[tower]


@rule
def upgrade_cost(tower: str) -> int:
    return UPGRADE_COST[tower]


@rule
def hit(tower: str, foe: str, level: int = 1) -> int:
    """Cubes one shot of a tower puts on its target."""
    damage = max(0, tower_damage(tower, level) - ARMOUR.get(foe, 0))
    return min(damage, HIT_CAP.get(foe, damage))


@rule
def advances_to_keep(speed: int) -> int:
    """Advances a foe of this speed needs from the Gate to breach, if nothing slows it."""
    return ceil(ROAD_LENGTH / speed)


@rule
def omen(roll: int) -> str:
    if roll == 1:
        return "fog"
    if roll == 5:
        return "caravan"
    if roll == 6:
        return "drums"
    return "quiet"


@rule
def glory(hp_left: int, gold_left: int) -> int:
    """Two Glory per hit point the Keep has left, one per three Gold left over."""
    return 2 * hp_left + gold_left // 3


@rule
def rank(glory: int) -> str:
    if glory < 10:
        return "Battered but Standing"
    if glory < 20:
        return "Stout Defenders"
    if glory < 30:
        return "Heroes of the Wall"
    return "Legends of the Bastion"


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    """What a game at this count takes out of the box."""
    return {
        "battlefield": 1,
        "keep-board": 1,
        "waves": WAVES,               # one card of each wave; the other eight stay in the box
        "tactics": TACTIC_CARDS,
        "foes": FOE_CARDS,
        "tower-tokens": TOWER_TOKENS,
        "foe-tokens": FOE_TOKENS,
        "gold-coins": GOLD_COINS,
        "damage-cubes": DAMAGE_CUBES,
        "keep-marker": 1,
        "wave-marker": 1,
        "omen-die": 1,
    }


def play(players: int, variant: str | None = None) -> dict:
    return {"tactics": {"hand": tactics_dealt(players), "draw": 1}, "omen": {"dice": 1}}


@invariant("setup takes every whole supply out of the box", per_player_count=False)
def supplies_come_out_whole(game) -> bool | str:
    box = {c.id: c.count for c in game.inventory}
    wanted = {"tactic-cards": TACTIC_CARDS, "foe-cards": FOE_CARDS, "tower-tokens": TOWER_TOKENS,
              "foe-tokens": FOE_TOKENS, "gold-coins": GOLD_COINS, "damage-cubes": DAMAGE_CUBES}
    wrong = [f"{k}: box {box.get(k)}, engine {v}" for k, v in wanted.items() if box.get(k) != v]
    return True if not wrong else "; ".join(wrong)


@invariant("there are two wave cards for every wave from 1 to 8", per_player_count=False)
def two_cards_per_wave(game) -> bool | str:
    numbers = sorted(c.fields["wave"] for c in game.deck("waves").cards for _ in range(c.count))
    expected = sorted(list(range(1, WAVES + 1)) * 2)
    return True if numbers == expected else f"wave numbers {numbers}"


@invariant("the foe tokens cover the biggest wave, extra Raiders included")
def enough_foe_tokens(players: int, game) -> bool | str:
    sheet = next(t for t in game.tokens if t.component == "foe-tokens")
    tokens = {f.front: f.count for f in sheet.faces}
    for card in game.deck("waves").cards:
        for entry in card.fields["foes"]:
            need = entry.amount + (reinforcements(players) if entry.name == "Raider" else 0)
            if need > tokens.get(entry.name, 0):
                return f"{card.name} needs {need} {entry.name} tokens"
    return True


@invariant("the Road on the battlefield is as long as the engine counts it", per_player_count=False)
def road_matches_board(game) -> bool | str:
    grid = next(g for g in game.grids if g.id == "battlefield")
    road = sum(len(c.at) for c in grid.cells if c.terrain == "road")
    return True if road + 1 == ROAD_LENGTH else f"{road} road squares plus the Keep, engine says {ROAD_LENGTH}"


@invariant("the engine's tower costs are the printed costs", per_player_count=False)
def costs_agree(game) -> bool | str:
    for cost in game.costs:
        table = BUILD_COST if cost.group == "build" else UPGRADE_COST
        tower = cost.name.removesuffix(" II")
        if sum(i.amount for i in cost.items) != table[tower]:
            return f"{cost.name} costs {cost.items[0].amount} in game.yaml"
    return True


@invariant("no foe pays more bounty than it has health", per_player_count=False)
def bounty_is_modest(game) -> bool | str:
    for foe in game.deck("foes").cards:
        if foe.fields["bounty"] > foe.fields["health"]:
            return f"{foe.name} pays too much"
    return True
