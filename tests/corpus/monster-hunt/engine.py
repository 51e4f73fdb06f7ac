"""Engine model of Monster Hunt: the rules the printed tables and examples are bound to."""
from generator.engine import invariant, rule

PLAYERS = (2, 4)

# Each monster's health: a base plus so much per hunter. The monster cards print the same two
# numbers; the invariant below keeps them in step.
MONSTERS = {
    "Bog Wyrm": (12, 4),
    "Thornback Boar": (10, 3),
    "Ash Harpy": (8, 4),
    "Hollow Stag": (12, 3),
    "Cave Troll": (16, 5),
    "Frost Drake": (14, 5),
}

LAST_ROUND = 6           # the monster escapes at the end of this round
POINTS_PER_ROUND_LEFT = 2
HERB_STAMINA = 2         # stamina one healing herb gives back
HEALTH_TRACK_END = 40    # the health track runs 0-40
STAMINA_TRACK_END = 8    # a hunter mat's stamina track runs 0-8
DICE_IN_BOX = 4


@rule
def monster_health(monster: str, players: int = 2) -> int:
    """Starting health: the monster's base plus its amount per hunter."""
    base, per_hunter = MONSTERS[monster]
    return base + per_hunter * players


@rule
def herbs(players: int = 2) -> int:
    """Healing herbs in the supply: one more than there are hunters."""
    return players + 1


@rule
def last_round(players: int | None = None) -> int:
    """Rounds before the monster escapes: the same at every count."""
    return LAST_ROUND


@rule
def herb_stamina() -> int:
    return HERB_STAMINA


@rule
def hunt_die(roll: int) -> str:
    """What one die of an attack shows."""
    if roll == 1:
        return "slip"
    if roll <= 3:
        return "miss"
    if roll <= 5:
        return "hit"
    return "critical"


def die_damage(roll: int) -> int:
    return {"slip": 0, "miss": 0, "hit": 1, "critical": 2}[hunt_die(roll)]


@rule
def attack_damage(rolls: list, bonus: int = 0, terrain: int = 0, armour: int = 0) -> int:
    """One hunter's attack: the dice's damage, then the modifiers if anything landed; never below 0."""
    landed = [r for r in rolls if hunt_die(r) in ("hit", "critical")]
    if not landed:
        return 0
    return max(0, sum(die_damage(r) for r in rolls) + bonus + terrain - armour)


@rule
def slips(rolls: list) -> int:
    """Stamina the roller loses: one for each 1 rolled."""
    return sum(1 for r in rolls if hunt_die(r) == "slip")


@rule
def health_after(health: int, damage: list) -> int:
    """The monster's health after a round's attacks."""
    return max(0, health - sum(damage))


@rule
def hunt_score(trophy: int, round_slain: int) -> int:
    """A won hunt: the trophy plus 2 for every round left unused."""
    return trophy + POINTS_PER_ROUND_LEFT * (LAST_ROUND - round_slain)


@rule
def rating(score: int) -> str:
    if score <= 7:
        return "Lucky to be alive"
    if score <= 12:
        return "Seasoned hunters"
    return "Legends of the wood"


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "hunt-board": 1,
        "hunter-mats": players,
        "monsters": 1,            # one monster, chosen or drawn
        "hunters": 6,             # the hunters choose from all six cards
        "terrain": 12,
        "health-marker": 1,
        "round-marker": 1,
        "stamina-markers": players,
        "herbs": herbs(players),
        "lure": 1,
        "dice": DICE_IN_BOX,
    }


@invariant("every monster card's health matches the engine's", per_player_count=False)
def monster_cards_match(game) -> bool | str:
    for card in game.deck("monsters").cards:
        want = MONSTERS.get(card.name)
        have = (card.fields["base_health"], card.fields["health_per_hunter"])
        if want != have:
            return f"{card.name}: card says {have}, engine says {want}"
    if len(game.deck("monsters").cards) != len(MONSTERS):
        return "the engine and the Monster deck list different monsters"
    return True


@invariant("every monster's health fits the health track")
def health_fits_track(players: int) -> bool:
    return all(monster_health(m, players) <= HEALTH_TRACK_END for m in MONSTERS)


@invariant("every hunter's dice and stamina fit the box and the mat", per_player_count=False)
def hunters_fit(game) -> bool | str:
    for card in game.deck("hunters").cards:
        if card.fields["dice"] > DICE_IN_BOX:
            return f"{card.name} rolls more dice than the box holds"
        if card.fields["stamina"] > STAMINA_TRACK_END:
            return f"{card.name} has more stamina than the mat's track"
    return True


@invariant("the box holds enough herbs for the supply")
def herbs_in_box(players: int, game) -> bool:
    line = next(c for c in game.inventory if c.id == "herbs")
    return herbs(players) <= line.count
