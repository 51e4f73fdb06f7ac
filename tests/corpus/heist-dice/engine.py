"""Engine model of Night Shift, a cooperative push-your-luck heist.

Loot is counted in thousands of dollars throughout: a Gold bar is worth 5,
the three-player target is 45.
"""
from generator.engine import invariant, rule

PLAYERS = (1, 5)

HEIST_DICE = 6
ALARMS_TO_BUST = 3
BUST_PENALTY = 2
LOCKDOWN_SPACE = 20

# Loot target (thousands of dollars) by crew size: more hands, more shares.
TARGETS = {1: 30, 2: 40, 3: 45, 4: 50, 5: 55}
PROFESSIONAL_EXTRA = 10

# What each face of a Heist die is worth toward a lock.
PICKS = {"lockpick": 1, "double": 2}


@rule
def loot_target(players: int = 1, variant: str | None = None) -> int:
    """Loot, in thousands of dollars, the crew needs to call the getaway."""
    target = TARGETS[players]
    if variant == "professional":
        target += PROFESSIONAL_EXTRA
    return target


@rule
def vault_row(players: int) -> int:
    """Face-up vault cards the crew chooses from."""
    return 3 if players <= 2 else 4


@rule
def starting_gear(players: int) -> int:
    """Gear tokens each player starts with."""
    return {1: 3, 2: 2}.get(players, 1)


@rule
def heist_dice(players: int | None = None) -> int:
    """Heist dice in an attempt."""
    return HEIST_DICE


@rule
def alarms_to_bust(players: int | None = None) -> int:
    """Alarms showing at once that end an attempt in a bust."""
    return ALARMS_TO_BUST


@rule
def bust_penalty(players: int | None = None) -> int:
    """Security steps a bust adds to the Alarms showing."""
    return BUST_PENALTY


@rule
def lockdown_space(players: int | None = None) -> int:
    """The last space of the security track."""
    return LOCKDOWN_SPACE


@rule
def heist_face(roll: int) -> str:
    """The face a Heist die shows, by face position 1-6."""
    return {1: "lockpick", 2: "gear", 3: "alarm", 4: "blank", 5: "blank", 6: "double"}[roll]


@rule
def picks_rolled(faces: list) -> int:
    """Lockpicks among the faces showing: a Double counts two."""
    return sum(PICKS.get(face, 0) for face in faces)


@rule
def busts(alarms: int) -> bool:
    """Whether this many Alarms showing at once is a bust."""
    return alarms >= ALARMS_TO_BUST


@rule
def security_steps(alarms: int) -> int:
    """Spaces the security marker climbs at the end of an attempt."""
    steps = alarms
    if busts(alarms):
        steps += BUST_PENALTY
    return steps


@rule
def cracked(lock: int, picks: int, progress: int = 0) -> bool:
    """Whether the lockpicks rolled plus the progress markers open the lock."""
    return picks + progress >= lock


@rule
def loot_value(values: list) -> int:
    """The crew's loot in thousands of dollars."""
    return sum(values)


@rule
def can_escape(players: int, loot: int, variant: str | None = None) -> bool:
    """Whether the crew may call the getaway with this much loot."""
    return loot >= loot_target(players, variant)


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    """What a game at this crew size takes out of the box."""
    return {
        "vaults": 20,
        "loot": 38,
        "crew": players,
        "heist-board": 1,
        "heist-dice": HEIST_DICE,
        "security-marker": 1,
        "gear-tokens": 15,
        "progress-markers": 12,
    }


def play(players: int, variant: str | None = None) -> dict:
    """How the game draws and rolls, for the designer's report."""
    return {"heist": {"dice": HEIST_DICE}}


@invariant("the loot deck holds enough to reach the hardest target", per_player_count=False)
def loot_reaches_target(game) -> bool | str:
    total = sum(card.count * card.fields["value"] for card in game.deck("loot").cards)
    need = loot_target(5, "professional")
    return True if total >= need else f"the loot deck is worth {total}, the target {need}"


@invariant("six dice can open every lock", per_player_count=False)
def locks_can_open(game) -> bool | str:
    best = 2 * HEIST_DICE
    for card in game.deck("vaults").cards:
        if card.fields["lock"] > best:
            return f"{card.name} needs {card.fields['lock']}"
    return True


@invariant("the vault deck fills the row and the crew deck seats everyone")
def decks_fill_the_table(players: int, game) -> bool | str:
    if game.deck("vaults").total < vault_row(players):
        return "too few vaults for the row"
    if game.deck("crew").total < players:
        return "too few crew cards"
    return True


@invariant("the Gear supply covers the starting Gear")
def gear_covers_start(players: int, game) -> bool | str:
    gear = next(c for c in game.inventory if c.id == "gear-tokens")
    need = players * starting_gear(players)
    return True if gear.count >= need else f"{need} Gear needed, {gear.count} in the box"


@invariant("setup takes the whole decks out of the box", per_player_count=False)
def decks_come_out_whole(game) -> bool | str:
    for deck_id in ("vaults", "loot"):
        if setup(1)[deck_id] != game.deck(deck_id).total:
            return f"setup() and the {deck_id} deck disagree"
    return True
