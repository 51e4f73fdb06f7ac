"""The Meridian Job: the rules the tables and the rulebook print."""

from generator.engine import invariant, rule

PLAYERS = (2, 4)

ALARM_THRESHOLDS = {"Calm": 0, "Suspicious": 5, "Alert": 9, "Lockdown": 12}
GUARD_STEPS = {"Calm": 2, "Suspicious": 3, "Alert": 4, "Lockdown": None}
HIDE_TARGETS = {"Calm": 5, "Suspicious": 6, "Alert": 7, "Lockdown": None}
NOISE = {
    "Move": 0,
    "Pick a lock": 1,
    "Failed pick": 2,
    "Search a room": 1,
    "Crack the vault": 1,
    "Knock out a guard": 3,
    "Spotted": 3,
}
LOCKS = {"Service": 4, "Guest room": 5, "Office": 6, "Suite": 7}
LOOT_FOUND = {"Service": 0, "Guest room": 1, "Office": 0, "Suite": 2}
CONSTANTS = {
    "Rounds until dawn": 10,
    "Patrol every": 2,
    "Code digits": 4,
    "Carry limit": 3,
    "Escape bonus": 3,
}


@rule
def actions_per_turn(players: int = 3) -> int:
    """Actions each crew member takes in the Crew phase."""
    return 4 if players == 2 else 3


@rule
def guards_on_duty(players: int = 4) -> int:
    """Guards placed at setup: no first-floor guard with two players."""
    return 3 if players == 2 else 4


@rule
def alarm_threshold(level: str) -> int:
    """The noise at which an alarm level begins."""
    return ALARM_THRESHOLDS[level]


@rule
def alarm_level(noise: int) -> str:
    """The alarm level the noise marker stands in."""
    level = "Calm"
    for name, start in ALARM_THRESHOLDS.items():
        if noise >= start:
            level = name
    return level


@rule
def lockdown_noise() -> int:
    return ALARM_THRESHOLDS["Lockdown"]


@rule
def guard_steps(level: str) -> int | None:
    """Rooms each guard walks in one patrol."""
    return GUARD_STEPS[level]


@rule
def hide_target(level: str) -> int | None:
    """Die plus Stealth needed to stay unseen when a guard reaches your room."""
    return HIDE_TARGETS[level]


@rule
def noise_for(action: str) -> int:
    return NOISE[action]


@rule
def noise_after(noise: int, action: str) -> int:
    return min(lockdown_noise(), max(0, noise + NOISE[action]))


@rule
def lock_difficulty(kind: str) -> int:
    return LOCKS[kind]


@rule
def loot_per_search(kind: str) -> int:
    return LOOT_FOUND[kind]


@rule
def lock_check(roll: int, rating: int, difficulty: int) -> bool:
    """A skill check: the die plus the rating must reach the difficulty."""
    return roll + rating >= difficulty


@rule
def vault_target(hidden: int) -> int | None:
    """The Tech check to crack the vault with some digits of the code still face down."""
    if hidden == 0:
        return None
    return 6 + 2 * hidden


@rule
def knockout_target() -> int:
    """Die plus Nerve needed to knock out a guard."""
    return 7


@rule
def constant(what: str) -> int:
    return CONSTANTS[what]


@rule
def rounds_until_dawn() -> int:
    return CONSTANTS["Rounds until dawn"]


@rule
def patrol_interval() -> int:
    return CONSTANTS["Patrol every"]


@rule
def patrol_round(n: int) -> int:
    """The round of the n-th patrol."""
    return n * patrol_interval()


@rule
def code_digits() -> int:
    return CONSTANTS["Code digits"]


@rule
def carry_limit() -> int:
    return CONSTANTS["Carry limit"]


@rule
def escape_bonus() -> int:
    return CONSTANTS["Escape bonus"]


@rule
def crew_cards_drawn() -> int:
    """Crew cards each player draws at setup, keeping one."""
    return 2


@rule
def final_take(loot: list, escaped: int) -> int:
    return sum(loot) + escape_bonus() * escaped


@rule
def rating(take: int | str) -> str:
    if take == "45 or more":
        return "Legends"
    if take >= 45:
        return "Legends"
    if take >= 30:
        return "Masterminds"
    if take >= 15:
        return "Professionals"
    return "Amateurs"


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "hotel-board": 1,
        "security-board": 1,
        "crew": 8,
        "loot": 20,
        "night": 16,
        "code": 10,
        "clues": 12,
        "crew-pawns": players,
        "guard-pawns": guards_on_duty(players),
        "clue-tokens": code_digits(),
        "door-tokens": 16,
        "noise-marker": 1,
        "round-marker": 1,
        "die": 1,
    }


@invariant("every player can draw their crew cards from the Crew deck")
def crew_deck_deals(players: int, game) -> bool | str:
    total = game.deck("crew").total
    return True if total >= crew_cards_drawn() * players else f"{total} crew cards for {players} players"


@invariant("one clue token per digit of the code", per_player_count=False)
def clue_tokens_match_code(game) -> bool | str:
    tokens = next(c for c in game.inventory if c.id == "clue-tokens")
    return True if tokens.count == code_digits() else f"{tokens.count} clue tokens, {code_digits()} digits"


@invariant("the Code deck holds every digit once", per_player_count=False)
def code_deck_is_digits(game) -> bool | str:
    digits = sorted(c.fields["digit"] for c in game.deck("code").cards)
    return True if digits == list(range(10)) else f"digits {digits}"


@invariant("the last patrol falls on the last round", per_player_count=False)
def patrols_fit_the_night() -> bool:
    return rounds_until_dawn() % patrol_interval() == 0
