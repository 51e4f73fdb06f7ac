"""Switchback Sprint: the rules the tables and dice print.

A turn: build a pool of dice from three kinds, roll, push your luck with Grit
re-rolls (Stumbles are locked), then move. Two Stumbles or more trip you.
"""

from generator.engine import invariant, rule

PLAYERS = (2, 6)

# What each face of each kind of die shows, faces 1 to 6 in order.
FACES = {
    "Steady": ("Stride", "Stride", "Stride", "Dash", "Spark", "Blank"),
    "Swift": ("Stride", "Dash", "Dash", "Dash", "Stumble", "Blank"),
    "Wild": ("Dash", "Bolt", "Bolt", "Spark", "Stumble", "Stumble"),
}

SPACES = {"Stride": 1, "Dash": 2, "Bolt": 3, "Spark": 0, "Stumble": -1, "Blank": 0}
GRIT = {"Stride": 0, "Dash": 0, "Bolt": 0, "Spark": 1, "Stumble": 0, "Blank": 0}

FINISH = {2: 40, 3: 40, 4: 36, 5: 36, 6: 32}
SHORT_SPRINT_CUT = 10
TRAIL_END = 40
FIRST_SPRING = 6
SPRING_EVERY = 7
SPRINGS = 5

DICE_IN_BOX = {"Steady": "steady-dice", "Swift": "swift-dice", "Wild": "wild-dice"}


# --- setup -------------------------------------------------------------------


@rule
def finish_space(players: int = 2, variant: str | None = None) -> int:
    """The trail space a runner must reach or pass to finish."""
    finish = FINISH[players]
    if variant == "short-sprint":
        finish -= SHORT_SPRINT_CUT
    return finish


@rule
def tricks_dealt(players: int | None = None, variant: str | None = None) -> int:
    """Trick cards dealt to each player at the start."""
    return 0 if variant == "no-tricks" else 2


@rule
def pool_size(players: int | None = None) -> int:
    """Dice a player rolls each turn, in any mix of the three kinds."""
    return 4


@rule
def starting_grit(seat: int) -> int:
    """Grit a player starts with: later seats get a little more."""
    return min(2, seat // 2)


# --- the dice ------------------------------------------------------------------


@rule
def faces_showing(kind: str, symbol: str) -> int:
    """How many faces of a die of this kind show the symbol."""
    return FACES[kind].count(symbol)


@rule
def spaces_on_faces(kind: str) -> int:
    """The spaces all six faces of a die show together, Stumbles taken off."""
    return sum(SPACES[face] for face in FACES[kind])


@rule
def steady_face(roll: int) -> str:
    return FACES["Steady"][roll - 1].lower()


@rule
def swift_face(roll: int) -> str:
    return FACES["Swift"][roll - 1].lower()


@rule
def wild_face(roll: int) -> str:
    return FACES["Wild"][roll - 1].lower()


@rule
def symbol_spaces(symbol: str) -> int:
    return SPACES[symbol]


@rule
def symbol_grit(symbol: str) -> int:
    return GRIT[symbol]


# --- limits --------------------------------------------------------------------


@rule
def grit_limit(players: int | None = None) -> int:
    return 5


@rule
def hand_limit(players: int | None = None) -> int:
    return 3


@rule
def stumbles_to_trip(players: int | None = None) -> int:
    return 2


@rule
def spring_grit(players: int | None = None) -> int:
    return 2


@rule
def trip_grit(players: int | None = None) -> int:
    return 1


@rule
def spring_space(nth: int) -> int:
    """The trail space of the nth Spring, counted from the start."""
    return FIRST_SPRING + SPRING_EVERY * (nth - 1)


# --- a roll ----------------------------------------------------------------------


@rule
def trips(faces: list) -> bool:
    """Does this roll trip the runner?"""
    return faces.count("Stumble") >= stumbles_to_trip()


@rule
def move_for_roll(faces: list) -> int:
    """Spaces a runner moves for a final roll (after re-rolls)."""
    if trips(faces):
        return 0
    return max(0, sum(SPACES[face] for face in faces))


@rule
def grit_for_roll(faces: list) -> int:
    """Grit a final roll earns: one per Spark, or the trip's one alone."""
    if trips(faces):
        return trip_grit()
    return sum(GRIT[face] for face in faces)


# --- the box ---------------------------------------------------------------------


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "game-board": 1,
        "runners": players,
        "steady-dice": 5,
        "swift-dice": 5,
        "wild-dice": 5,
        "grit-tokens": 30,
        "tricks": 0 if variant == "no-tricks" else 24,
    }


def play(players: int, variant: str | None = None) -> dict[str, dict]:
    if variant == "no-tricks":
        return {}
    return {"tricks": {"hand": tricks_dealt(players), "draw": 0}}


# --- invariants --------------------------------------------------------------------


@invariant("each die table prints the faces the engine rolls", per_player_count=False)
def die_tables_match(game) -> bool | str:
    for die in game.dice:
        kind = die.name.split()[0]
        if kind not in FACES:
            return f"{die.name} is no kind of die the engine knows"
        for result in die.results:
            faces = [FACES[kind][roll - 1] for roll in result.rolls]
            if any(face.lower() != result.id for face in faces):
                return f"{die.name}: '{result.id}' covers faces showing {', '.join(faces)}"
    return True


@invariant("the box holds enough of each die for a pool and one extra", per_player_count=False)
def dice_cover_a_pool(game) -> bool | str:
    counts = {c.id: c.count for c in game.inventory}
    short = [kind for kind, line in DICE_IN_BOX.items() if counts.get(line, 0) < pool_size() + 1]
    return True if not short else f"too few dice: {', '.join(short)}"


@invariant("the Grit supply lets every player hold the most Grit at once")
def grit_suffices(players: int, game) -> bool:
    grit = next(c for c in game.inventory if c.id == "grit-tokens")
    return grit.count >= players * grit_limit()


@invariant("every finish line lies on the trail", per_player_count=False)
def finish_on_trail(game) -> bool | str:
    track = next(t for m in game.maps for t in m.tracks if t.id == "trail")
    far = max(FINISH.values())
    return True if far <= track.end == TRAIL_END else f"finish {far}, trail ends at {track.end}"


@invariant("the Trick deck fills every hand to its limit", per_player_count=True)
def tricks_cover_hands(players: int, game) -> bool:
    return game.deck("tricks").total >= players * hand_limit()


@invariant("every Spring lies on the trail", per_player_count=False)
def springs_on_trail(game) -> bool:
    return spring_space(SPRINGS) < TRAIL_END
