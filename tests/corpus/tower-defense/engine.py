"""Gatewatch: the rules the tables print, as small functions.

The Old Road has twelve road spaces, numbered from the Breach (Road 1) to the
last space before the Gate (Road 12). Enemies enter on Road 1 and march toward
the Gate; towers stand on eight sites beside the road.
"""

from generator.engine import invariant, rule

PLAYERS = (1, 4)

ROAD_SPACES = 12
WAVES = 10
GATE_TRACK_END = 20

SITE_ANCHORS = {"A": 2, "B": 3, "C": 5, "D": 6, "E": 8, "F": 9, "G": 11, "H": 12}
BOSSES = {5: "Siege Ogre", 10: "Warlord"}


# --- setup by player count -------------------------------------------------

@rule
def starting_gold(players: int) -> int:
    """Gold in the shared treasury at the start: 8 alone, 2 more for each extra player."""
    return 8 + 2 * (players - 1)


@rule
def actions_per_player(players: int) -> int:
    """Actions each player takes in a Build step; a lone player gets one more."""
    return 3 if players == 1 else 2


@rule
def tactics_dealt(players: int) -> int:
    """Tactic cards dealt to each player at setup."""
    return 2 if players == 1 else 1


@rule
def gate_hit_points(players: int | None = None) -> int:
    """The Gate's hit points at the start (and the most it can ever have)."""
    return 20


@rule
def hand_limit(players: int | None = None) -> int:
    """Tactic cards a player may hold."""
    return 3


# --- waves -----------------------------------------------------------------

@rule
def enemy_cards(wave: int, players: int) -> int:
    """Enemy cards drawn in a wave's Muster step."""
    return (wave + 3) // 2 + players - 1


@rule
def wave_income(wave: int) -> int:
    """Gold added to the treasury at the start of a wave."""
    return 3 + wave // 4


@rule
def boss_for_wave(wave: int) -> str | None:
    """The boss that joins a wave, if any."""
    return BOSSES.get(wave)


@rule
def boss_arrives(boss: str) -> int:
    """The wave a boss arrives with (the marks on the wave track)."""
    return next(w for w, name in BOSSES.items() if name == boss)


@rule
def waves() -> int:
    return WAVES


@rule
def road_spaces() -> int:
    return ROAD_SPACES


# --- towers and the road ---------------------------------------------------

@rule
def site_anchor(site: str) -> int:
    """The road space a tower site stands beside."""
    return SITE_ANCHORS[site]


@rule
def in_range(site: str, reach: int, space: int) -> bool:
    """Whether a tower on a site with this range reaches a road space."""
    return abs(SITE_ANCHORS[site] - space) <= reach


@rule
def damage_per_shot(damage: int, armour: int = 0, piercing: bool = False, veteran: bool = False) -> int:
    """Damage one shot deals: the tower's damage (+1 for a Veteran), less the target's armour."""
    dealt = damage + (1 if veteran else 0)
    if not piercing:
        dealt -= armour
    return max(0, dealt)


@rule
def hit_points_left(hit_points: int, damage: int) -> int:
    """An enemy's hit points after it takes damage (at 0 it is defeated)."""
    return max(0, hit_points - damage)


@rule
def march(space: int, speed: int, slow: int = 0) -> int | str:
    """Where an enemy ends its March: a road space, or the Gate. It always moves at least one space."""
    steps = max(1, speed - slow)
    reached = space + steps
    return "Gate" if reached > ROAD_SPACES else reached


@rule
def gate_after(gate: int, gate_damage: int) -> int:
    """The Gate's hit points after an enemy breaks through."""
    return max(0, gate - gate_damage)


@rule
def repair_points() -> int:
    """Hit points the Gate regains for one Repair action."""
    return 1


@rule
def veteran_bonus() -> int:
    """Extra damage a Veteran tower deals with each shot."""
    return 1


@rule
def treasury_after_muster(treasury: int, wave: int) -> int:
    """The treasury after a wave's income is added."""
    return treasury + wave_income(wave)


# --- setup -----------------------------------------------------------------

def setup(players: int, variant: str | None = None) -> dict[str, int]:
    """Everything a game takes out of the box; it is the same at every count."""
    return {
        "game-board": 1,
        "towers": 18,
        "enemies": 30,
        "bosses": 2,
        "tactics": 16,
        "tower-tokens": 18,
        "enemy-tokens": 32,
        "damage-tokens": 40,
        "gold-coins": 45,
        "slow-tokens": 12,
        "gate-marker": 1,
        "wave-marker": 1,
    }


def play(players: int, variant: str | None = None) -> dict:
    return {
        "tactics": {"hand": tactics_dealt(players)},
        "enemies": {"draw": enemy_cards(1, players)},
    }


# --- invariants ------------------------------------------------------------

@invariant("the enemy deck holds the biggest wave", per_player_count=False)
def deck_holds_biggest_wave(game) -> bool | str:
    biggest = max(enemy_cards(w, game.max_players) for w in range(1, WAVES + 1))
    total = game.deck("enemies").total
    return True if total >= biggest else f"{total} enemy cards, a wave draws {biggest}"


@invariant("every enemy and boss card has a token of its own", per_player_count=False)
def tokens_cover_cards(game) -> bool | str:
    sheet = next(t for t in game.tokens if t.component == "enemy-tokens")
    tokens = {face.front: face.count for face in sheet.faces}
    for deck_id in ("enemies", "bosses"):
        for card in game.deck(deck_id).cards:
            if tokens.get(card.name, 0) != card.count:
                return f"{card.name}: {card.count} cards but {tokens.get(card.name, 0)} tokens"
    return True


@invariant("each tower card's costs are the costs game.yaml prints", per_player_count=False)
def tower_costs_agree(game) -> bool | str:
    prices = {c.name: c.items[0].amount for c in game.costs}
    for card in game.deck("towers").cards:
        if prices.get(card.name) != card.fields["cost"]:
            return f"{card.name} costs {card.fields['cost']} on its card, {prices.get(card.name)} in the cost table"
        if prices.get(f"Veteran {card.name}") != card.fields["upgrade_cost"]:
            return f"{card.name}: its upgrade costs {card.fields['upgrade_cost']} on its card"
    return True


@invariant("the Gate starts on the Gate track", per_player_count=True)
def gate_fits_track(players: int) -> bool:
    return 0 < gate_hit_points(players) <= GATE_TRACK_END


@invariant("every site stands beside a road space", per_player_count=False)
def sites_on_road() -> bool:
    return all(1 <= s <= ROAD_SPACES for s in SITE_ANCHORS.values())
