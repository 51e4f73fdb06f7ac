"""Engine model of Relic Raiders: the rules behind every printed table and example."""
from generator.engine import invariant, rule

PLAYERS = (1, 4)  # the same range as `players` in game.yaml

TRACK_END = 12          # the last space of the threat track: the tomb collapses
WIN_GLORY = 10          # glory for bringing down the boss
RELIC_GLORY = 3         # glory per relic carried out
SOLO_HEROES = 2         # a solo raider runs two heroes


@rule
def heroes_in_play(players: int) -> int:
    """Heroes at the table: one per player, but never fewer than two."""
    return max(SOLO_HEROES, players)


@rule
def rooms_in_dungeon(players: int) -> int:
    """Room tiles counted into the dungeon stack, the Vault not included."""
    return 7 + heroes_in_play(players)


@rule
def starting_loot(players: int) -> int:
    """Loot cards each hero is dealt at the start: small parties get more."""
    return 2 if heroes_in_play(players) <= 2 else 1


@rule
def starting_threat(players: int) -> int:
    """Where the threat marker starts: bigger parties make more noise."""
    return heroes_in_play(players) - 2


@rule
def boss_extra_health(players: int) -> int:
    """Health the boss gains on top of its card: two per hero."""
    return 2 * heroes_in_play(players)


@rule
def actions_per_turn(players: int | None = None) -> int:
    return 2


@rule
def loot_limit(players: int | None = None) -> int:
    return 3


@rule
def dodge_target(players: int | None = None) -> int:
    return 7


@rule
def search_target(players: int | None = None) -> int:
    return 6


@rule
def rest_heals(players: int | None = None) -> int:
    return 2


@rule
def revive_health() -> int:
    """Health a revived hero has left: remove wounds until this much remains."""
    return 3


@rule
def knockout_threat() -> int:
    """Threat added when a hero is knocked out."""
    return 2


@rule
def failed_test_wounds() -> int:
    """Wounds a hero takes for failing a room's test (unless the tile says otherwise)."""
    return 1


@rule
def threat_per_round() -> int:
    return 1


@rule
def test_passes(roll: int, stat: int, difficulty: int, bonus: int = 0) -> bool:
    """A test: die + stat + bonus meets or beats the target."""
    return roll + stat + bonus >= difficulty


@rule
def attack_wounds(roll: int, might: int, bonus: int = 0) -> int:
    """Wounds an attack deals: one for every full three points of die + Might + bonus."""
    return (roll + might + bonus) // 3


@rule
def wounds_taken(attack: int, roll: int, agility: int, armour: int = 0, agility_bonus: int = 0) -> int:
    """Wounds a hero takes from one monster attack after dodging and armour."""
    dodged = 1 if roll + agility + agility_bonus >= dodge_target() else 0
    return max(0, attack - armour - dodged)


@rule
def dark_roll(roll: int) -> str:
    """The Dark die's result for a face."""
    if roll <= 2:
        return "quiet"
    if roll <= 4:
        return "creak"
    return "footsteps" if roll == 5 else "rumble"


@rule
def wandering_at() -> int:
    return 4


@rule
def boss_stirs_at() -> int:
    return 8


@rule
def boss_stir_health() -> int:
    """Health the boss gains if the threat reaches the boss-stirs space."""
    return 3


@rule
def collapse_at() -> int:
    return TRACK_END


@rule
def glory(won: bool, relics: int, threat: int) -> int:
    """The group's score at the end of the game."""
    return (WIN_GLORY if won else 0) + RELIC_GLORY * relics + (TRACK_END - threat)


@rule
def glory_title(glory: int | str) -> str:
    if glory == "30 or more" or (isinstance(glory, int) and glory >= 30):
        return "Legends of the Deep"
    if glory >= 20:
        return "Relic Raiders"
    if glory >= 10:
        return "Tomb Robbers"
    return "Lucky to Be Alive"


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    heroes = heroes_in_play(players)
    return {
        "heroes": 4,                          # the players choose from all four
        "rooms": rooms_in_dungeon(players) + 2,  # the stack, plus the Gate and the Vault
        "monsters": 14,
        "loot": 16,
        "bosses": 2,                          # one is drawn at random
        "threat-board": 1,
        "threat-marker": 1,
        "hero-standees": heroes,
        "wound-tokens": 30,
        "relic-tokens": 4,
        "searched-markers": 10,
        "test-die": 1,
        "dark-die": 1,
    }


@invariant("the room tiles fill the dungeon stack at every count")
def enough_rooms(players: int, game) -> bool | str:
    regular = game.deck("rooms").total - 2
    need = rooms_in_dungeon(players)
    return True if regular >= need else f"{regular} room tiles for a stack of {need}"


@invariant("the opening loot deal leaves a deck to search", per_player_count=False)
def loot_lasts(game) -> bool | str:
    dealt = max(starting_loot(p) * heroes_in_play(p) for p in range(PLAYERS[0], PLAYERS[1] + 1))
    left = game.deck("loot").total - dealt
    return True if left >= 10 else f"only {left} loot cards left after the deal"


@invariant("one relic token for every relic room", per_player_count=False)
def relics_match(game) -> bool | str:
    rooms = sum(c.count for c in game.deck("rooms").cards if c.fields["relic"])
    tokens = next(c.count for c in game.inventory if c.id == "relic-tokens")
    return True if rooms == tokens else f"{rooms} relic rooms but {tokens} relic tokens"


@invariant("the track ends where the engine says the tomb collapses", per_player_count=False)
def track_matches(game) -> bool | str:
    track = game.maps[0].tracks[0]
    return True if track.end == TRACK_END else f"track ends at {track.end}"
