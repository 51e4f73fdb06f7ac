"""Torchlight Delve: the rules the printed tables and examples rest on."""

from generator.engine import invariant, rule

PLAYERS = (1, 4)

DEEPER = "deeper-dark"


# --- Setup by player count -------------------------------------------------

@rule
def heroes_in_party(players: int) -> int:
    """A lone player runs two heroes; otherwise each player runs one."""
    return max(2, players)


@rule
def rooms_in_dungeon(players: int, variant: str | None = None) -> int:
    """Room cards dealt face down as the path to the Bone King."""
    return 8 + 2 * heroes_in_party(players)


@rule
def starting_torches(players: int, variant: str | None = None) -> int:
    """Where the torch marker starts: a torch for every room and a few to spare."""
    spare = 1 if variant == DEEPER else 3
    return rooms_in_dungeon(players, variant) + spare


@rule
def starting_potions(players: int) -> int:
    """Potion tokens the party starts with: one per hero."""
    return heroes_in_party(players)


@rule
def boss_hit_points(players: int = 1) -> int:
    """The Bone King's hit points: 24 against two heroes, six more for each hero past the second."""
    return 12 + 6 * heroes_in_party(players)


# --- Numbers that never change with the count ------------------------------

@rule
def check_dc(players: int | None = None, variant: str | None = None) -> int:
    """The difficulty of every check."""
    return 14 if variant == DEEPER else 12


@rule
def potion_heal(players: int | None = None) -> int:
    """Hit points one potion restores."""
    return 5


@rule
def rest_heal(players: int | None = None) -> int:
    """Hit points every hero regains when the party rests."""
    return 3


@rule
def standing_up_hit_points(players: int | None = None) -> int:
    """Hit points a hero who was down stands up with (a revive or a shrine)."""
    return 4


@rule
def shrine_heal(players: int | None = None) -> int:
    """Hit points every hero regains at a Quiet Shrine."""
    return 4


# --- The die ----------------------------------------------------------------

@rule
def natural_roll(roll: int) -> str:
    """What the face of the twenty-sided die means before any modifier."""
    if roll == 1:
        return "fumble"
    if roll == 20:
        return "critical"
    return "roll"


@rule
def check_passes(roll: int, modifier: int, dc: int = 12) -> bool:
    """A check passes when the roll plus the modifier reaches the DC; a natural 20 always passes, a natural 1 never."""
    if roll == 20:
        return True
    if roll == 1:
        return False
    return roll + modifier >= dc


@rule
def faces_passing(modifier: int, dc: int = 12) -> int:
    """Of the twenty faces, how many pass a check at this modifier."""
    return sum(1 for roll in range(1, 21) if check_passes(roll, modifier, dc))


@rule
def attack_damage(roll: int, modifier: int, armour: int, damage: int) -> int:
    """Damage an attack deals: none on a miss, its damage on a hit, double on a natural 20."""
    if roll == 20:
        return 2 * damage
    if roll == 1:
        return 0
    return damage if roll + modifier >= armour else 0


@rule
def hit_points_left(hit_points: int, damage: int) -> int:
    """Hit points after taking damage; at 0 a hero is down and a monster is defeated."""
    return max(0, hit_points - damage)


# --- Scoring ----------------------------------------------------------------

@rule
def final_score(gold: int, torches_left: int) -> int:
    """After a win: the party's gold plus two for every torch still unburnt."""
    return gold + 2 * torches_left


@rule
def legend_title(score: int | str) -> str:
    """The title a winning party earns for its score."""
    if score == "30 or more":
        return "Legends of the deep"
    if score >= 30:
        return "Legends of the deep"
    if score >= 20:
        return "Dungeon delvers"
    if score >= 10:
        return "Torchbearers"
    return "Lucky survivors"


# --- What a game takes out of the box ----------------------------------------

def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "heroes": 4,                         # the players choose from all four
        "rooms": rooms_in_dungeon(players, variant),
        "monsters": 14,
        "boss": 1,
        "loot": 12,
        "delve-mat": 1,
        "torch-marker": 1,
        "lantern": 1,
        "potions": 8,                        # the party's potions and the shrine's stock
        "wounds": 40,
        "gold": 35,
        "d20": 1,
    }


def play(players: int, variant: str | None = None) -> dict[str, dict]:
    return {
        "rooms": {"per_round": 1},
        "natural": {"dice": 1},
    }


# --- Invariants -------------------------------------------------------------

@invariant("the room deck deals the longest dungeon", per_player_count=False)
def rooms_suffice(game) -> bool | str:
    deck = game.deck("rooms")
    need = rooms_in_dungeon(4)
    return True if deck.total >= need else f"{deck.total} rooms, {need} needed"


@invariant("the torch track reaches the highest start", per_player_count=False)
def torch_track_long_enough(game) -> bool | str:
    mat = next(m for m in game.maps if m.id == "delve-mat")
    track = next(t for t in mat.tracks if t.id == "torches")
    need = max(starting_torches(n, v) for n in game.players for v in (None, DEEPER))
    return True if track.end >= need else f"track ends at {track.end}, a start needs {need}"


@invariant("the Bone King's card prints his hit points against two heroes", per_player_count=False)
def boss_card_matches(game) -> bool | str:
    king = game.deck("boss").cards[0]
    hp = king.fields["hit_points"]
    return True if hp == boss_hit_points(1) else f"{king.name} prints {hp}, the rule gives {boss_hit_points(1)}"


@invariant("every monster can be hit by a hero with no bonus on a good roll", per_player_count=False)
def monsters_hittable(game) -> bool | str:
    for deck_id in ("monsters", "boss"):
        for card in game.deck(deck_id).cards:
            if card.fields["armour"] > 19:
                return f"{card.name} has armour {card.fields['armour']}"
    return True


@invariant("the box holds the potions the party starts with")
def potions_suffice(players: int, game) -> bool:
    pots = next(c for c in game.inventory if c.id == "potions")
    return pots.count >= starting_potions(players)
