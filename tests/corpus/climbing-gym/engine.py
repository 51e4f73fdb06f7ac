"""Send It!: one evening session at a bouldering gym.

The numbers the grade table, the setup table and the worked examples print
are computed here; game.yaml and the route cards hold the box counts and
each card's own numbers, and the invariants below hold the two together.
"""

from generator.engine import invariant, rule

PLAYERS = (2, 4)

GRADES = ("V0", "V1", "V2", "V3", "V4", "V5", "V6", "V7")
POINTS = {"V0": 1, "V1": 2, "V2": 3, "V3": 5, "V4": 7, "V5": 9, "V6": 12, "V7": 15}
STAMINA = {"V0": 1, "V1": 1, "V2": 2, "V3": 2, "V4": 3, "V5": 3, "V6": 4, "V7": 5}
CRUX = {"V0": 2, "V1": 2, "V2": 3, "V3": 3, "V4": 4, "V5": 5, "V6": 5, "V7": 6}
ROUTES_OF_GRADE = {"V0": 3, "V1": 4, "V2": 4, "V3": 4, "V4": 3, "V5": 3, "V6": 2, "V7": 1}

ROUTE_DECK = 24          # route cards in the box
CHALK_IN_BOX = 16        # chalk tokens in the box
HOLD_TYPES = 4           # Jug, Crimp, Sloper, Pinch

CONSTANTS = {
    "Stamina cap": 12,
    "Stamina from a rest": 4,
    "Chalk from a rest": 1,
    "Chalk per attempt": 2,
    "Endurance bonus": 3,
    "Style bonus": 4,
}


# --- the grade table -------------------------------------------------------

@rule
def route_points(grade: str) -> int:
    """Points a sent route of this grade is worth."""
    return POINTS[grade]


@rule
def stamina_cost(grade: str) -> int:
    """Stamina paid to try a route of this grade, sent or not."""
    return STAMINA[grade]


@rule
def crux(grade: str) -> int:
    """The total (Grip die plus chalk) needed to send a route of this grade."""
    return CRUX[grade]


@rule
def routes_of_grade(grade: str) -> int:
    """How many route cards of this grade the deck holds."""
    return ROUTES_OF_GRADE[grade]


# --- setup -----------------------------------------------------------------

@rule
def routes_on_wall(players: int) -> int:
    """Route cards face up on the wall: three more than the climbers."""
    return players + 3


@rule
def starting_stamina(players: int | None = None) -> int:
    return 10


@rule
def starting_chalk(players: int | None = None) -> int:
    """Chalk tokens each climber starts with."""
    return 2


@rule
def attempts_per_session(players: int | None = None) -> int:
    """Attempts each climber makes in the session."""
    return 6


# --- numbers to remember ---------------------------------------------------

@rule
def constant(what: str) -> int:
    return CONSTANTS[what]


@rule
def max_stamina() -> int:
    return CONSTANTS["Stamina cap"]


@rule
def rest_stamina() -> int:
    return CONSTANTS["Stamina from a rest"]


@rule
def rest_chalk() -> int:
    return CONSTANTS["Chalk from a rest"]


@rule
def max_chalk_per_attempt() -> int:
    return CONSTANTS["Chalk per attempt"]


@rule
def endurance_bonus() -> int:
    return CONSTANTS["Endurance bonus"]


@rule
def style_bonus() -> int:
    return CONSTANTS["Style bonus"]


# --- an attempt ------------------------------------------------------------

@rule
def grip_face(roll: int) -> str:
    """What a face of the Grip die means."""
    if roll == 1:
        return "slip"
    if roll == 6:
        return "stuck-it"
    return "grip"


@rule
def attempt_result(grade: str, roll: int, chalk: int = 0) -> str:
    """'send' or 'fall'. A 1 always falls, a 6 always sends."""
    face = grip_face(roll)
    if face == "slip":
        return "fall"
    if face == "stuck-it":
        return "send"
    return "send" if roll + chalk >= crux(grade) else "fall"


@rule
def stamina_after_attempt(stamina: int, grade: str, slipped: bool = False) -> int:
    """Stamina left after trying a route; a slip costs 1 more, never below 0."""
    return max(0, stamina - stamina_cost(grade) - (1 if slipped else 0))


@rule
def stamina_after_rest(stamina: int) -> int:
    return min(max_stamina(), stamina + rest_stamina())


# --- the end of the session ------------------------------------------------

@rule
def final_score(points: list, most_holds: bool = False, all_hold_types: bool = False) -> int:
    total = sum(points)
    if all_hold_types:
        total += style_bonus()
    if most_holds:
        total += endurance_bonus()
    return total


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "routes": ROUTE_DECK,            # the whole deck: the wall is dealt from it
        "climber-boards": players,
        "stamina-markers": players,
        "chalk-tokens": CHALK_IN_BOX,    # each climber takes 2, the rest is the supply
        "session-board": 1,
        "session-marker": 1,
        "grip-die": 1,
    }


# --- invariants --------------------------------------------------------------

@invariant("every route card prints its grade's points, Stamina cost and crux", per_player_count=False)
def cards_follow_grades(game) -> bool | str:
    wrong = [
        c.name for c in game.deck("routes").cards
        if (c.fields["points"], c.fields["stamina"], c.fields["crux"])
        != (route_points(c.fields["grade"]), stamina_cost(c.fields["grade"]), crux(c.fields["grade"]))
    ]
    return True if not wrong else f"off the grade table: {', '.join(wrong)}"


@invariant("the deck holds as many routes of each grade as the grade table says", per_player_count=False)
def deck_matches_grades(game) -> bool | str:
    deck = game.deck("routes")
    for grade in GRADES:
        n = sum(c.count for c in deck.cards if c.fields["grade"] == grade)
        if n != routes_of_grade(grade):
            return f"{grade}: {n} cards, table says {routes_of_grade(grade)}"
    if deck.total != ROUTE_DECK:
        return f"deck has {deck.total} cards, engine says {ROUTE_DECK}"
    return True


@invariant("the chalk in the box covers every climber's starting chalk")
def chalk_suffices(players: int, game) -> bool:
    chalk = next(c for c in game.inventory if c.id == "chalk-tokens")
    return chalk.count == CHALK_IN_BOX and chalk.count >= players * starting_chalk(players)


@invariant("the deck fills the wall with cards to spare")
def wall_fills(players: int) -> bool:
    return ROUTE_DECK >= routes_on_wall(players) + players * attempts_per_session(players) // 2


@invariant("the hold types the style bonus asks for are the game's", per_player_count=False)
def hold_types_known(game) -> bool:
    return len(game.names["hold-types"]) == HOLD_TYPES
