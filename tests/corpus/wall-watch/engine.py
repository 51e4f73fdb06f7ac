"""Engine model of Wall Watch, a cooperative tower-defence game.

The numbers the rulebook's tables print live here as small rules: what
each player count gets at setup, what every enemy and tower does, how a
round of fire and a march against the castle come out.
"""
from generator.engine import invariant, rule

PLAYERS = (1, 4)

ROADS = ("North Road", "Mill Road", "River Road")
ROAD_LENGTH = 8          # spaces on each road; space 8 is the one next to the castle
CASTLE_MAX = 20          # the castle track never goes above this
WAVES = 10               # waves in a full game
BOSS_WAVE = 10           # the dragon comes with the last wave
WAVE_CARDS = 12          # cards in the box (11 ordinary waves and the dragon)
SITES = (2, 4, 6, 8)     # road spaces that have a tower site beside them

ENEMIES = {
    #           health, speed, castle damage, bounty
    "Goblin": (1, 2, 1, 1),
    "Orc": (3, 1, 2, 2),
    "Troll": (6, 1, 4, 3),
    "Dragon": (15, 1, 10, 0),
}

TOWERS = {
    #          range, damage, upgraded damage, cost, upgrade cost
    "Archer": (2, 1, 2, 3, 2),
    "Cannon": (1, 3, 4, 5, 3),
    "Mage": (2, 2, 3, 6, 4),
}


# --- setup by player count -------------------------------------------------

@rule
def castle_start(players: int = 1) -> int:
    """Hit points the castle starts with: a larger garrison builds more, so the wall starts weaker."""
    return CASTLE_MAX if players <= 2 else CASTLE_MAX + 4 - 2 * players


@rule
def starting_build_points(players: int = 1) -> int:
    """Build Points in the shared treasury before the first round."""
    return 7 + players


@rule
def round_income(players: int = 1) -> int:
    """Build Points added to the treasury in every Muster phase."""
    return 4 + players


@rule
def heroes_per_player(players: int = 1) -> int:
    """A lone defender commands two heroes; otherwise one each."""
    return 2 if players == 1 else 1


# --- constants the prose names ----------------------------------------------

@rule
def road_count() -> int:
    return len(ROADS)


@rule
def road_length() -> int:
    return ROAD_LENGTH


@rule
def castle_max() -> int:
    return CASTLE_MAX


@rule
def waves_in_game() -> int:
    return WAVES


@rule
def boss_wave() -> int:
    return BOSS_WAVE


@rule
def wave_cards_used() -> int:
    """Ordinary wave cards dealt into the wave pile (the dragon goes under them)."""
    return WAVES - 1


@rule
def wave_cards_set_aside() -> int:
    """Ordinary wave cards that go back to the box unseen."""
    return WAVE_CARDS - 1 - (WAVES - 1)


@rule
def sites_per_road() -> int:
    return len(SITES)


# --- enemies ------------------------------------------------------------------

@rule
def enemy_health(enemy: str) -> int:
    return ENEMIES[enemy][0]


@rule
def enemy_speed(enemy: str) -> int:
    return ENEMIES[enemy][1]


@rule
def enemy_damage(enemy: str) -> int:
    return ENEMIES[enemy][2]


@rule
def enemy_bounty(enemy: str) -> int:
    return ENEMIES[enemy][3]


# --- towers -------------------------------------------------------------------

@rule
def tower_range(tower: str) -> int:
    return TOWERS[tower][0]


@rule
def tower_damage(tower: str, upgraded: bool = False) -> int:
    return TOWERS[tower][2 if upgraded else 1]


@rule
def tower_targets(tower: str) -> str:
    return "Every enemy on one space" if tower == "Mage" else "One enemy"


@rule
def tower_cost(tower: str) -> int:
    return TOWERS[tower][3]


@rule
def upgrade_cost(tower: str) -> int:
    return TOWERS[tower][4]


@rule
def in_range(tower: str, site: int, space: int) -> bool:
    """A tower beside space `site` reaches the spaces of its own road within its range."""
    return abs(site - space) <= tower_range(tower)


@rule
def bounty(goblins: int = 0, orcs: int = 0, trolls: int = 0) -> int:
    """Build Points paid into the treasury for the enemies defeated."""
    return goblins * enemy_bounty("Goblin") + orcs * enemy_bounty("Orc") + trolls * enemy_bounty("Troll")


@rule
def health_left(enemy: str, hits: list) -> int:
    """Health an enemy has left after the given hits (0 means defeated)."""
    return max(0, enemy_health(enemy) - sum(hits))


# --- the march ----------------------------------------------------------------

@rule
def reaches_castle(enemy: str, space: int) -> bool:
    """An enemy reaches the castle when its march would carry it past space 8."""
    return space + enemy_speed(enemy) > ROAD_LENGTH


@rule
def castle_after(castle: int, reached: list) -> int:
    """The castle's hit points after the listed enemies reach it."""
    return max(0, castle - sum(enemy_damage(e) for e in reached))


# --- scoring ------------------------------------------------------------------

@rule
def rank(castle: int | str) -> str:
    """The title a victory earns, by the castle's hit points left."""
    castle = int(castle)
    if castle >= 13:
        return "Unbroken"
    if castle >= 6:
        return "Standing"
    return "Battered"


# --- setup ----------------------------------------------------------------------

def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "game-board": 1,
        "waves": WAVE_CARDS,
        "heroes": 8,              # the pool the players choose from
        "spoils": 8,
        "goblins": 24,
        "orcs": 12,
        "trolls": 4,
        "dragon": 1,
        "archers": 8,
        "cannons": 6,
        "mages": 4,
        "build-chips": 28,
        "castle-marker": 1,
        "wave-marker": 1,
    }


# --- invariants -------------------------------------------------------------------

@invariant("the castle never starts above the top of its track")
def castle_fits_track(players: int) -> bool:
    return 0 < castle_start(players) <= CASTLE_MAX


@invariant("the box holds a hero for every hero the players take")
def heroes_suffice(players: int, game) -> bool | str:
    need = heroes_per_player(players) * players
    have = game.deck("heroes").total
    return True if have >= need else f"{need} heroes needed, {have} in the box"


@invariant("tower prices in game.yaml match the engine", per_player_count=False)
def tower_prices_agree(game) -> bool | str:
    for cost in game.costs:
        if cost.group == "towers":
            tower = cost.name.replace(" tower", "")
            if cost.items[0].amount != tower_cost(tower):
                return f"{cost.name} costs {cost.items[0].amount}, engine says {tower_cost(tower)}"
        if cost.group == "upgrades":
            tower = cost.name.replace(" upgrade", "")
            if cost.items[0].amount != upgrade_cost(tower):
                return f"{cost.name} costs {cost.items[0].amount}, engine says {upgrade_cost(tower)}"
    return True


@invariant("the wave deck holds 12 cards, and exactly one of them is the dragon", per_player_count=False)
def wave_deck_shape(game) -> bool | str:
    deck = game.deck("waves")
    if deck.total != WAVE_CARDS:
        return f"wave deck has {deck.total} cards"
    dragons = sum(c.count for c in deck.cards if c.fields["dragons"] > 0)
    return True if dragons == 1 else f"{dragons} dragon cards"


@invariant("no single wave needs more enemy tokens than the box holds", per_player_count=False)
def wave_tokens_suffice(game) -> bool | str:
    boxes = {c.id: c.count for c in game.inventory}
    for card in game.deck("waves").cards:
        roads = 1 if card.fields["road"] else len(ROADS)
        for column, token in (("goblins", "goblins"), ("orcs", "orcs"), ("trolls", "trolls")):
            if card.fields[column] * roads > boxes[token]:
                return f"{card.name} needs too many {column}"
    return True
