"""Engine model of Dice Golf: how far each club flies, what a hazard costs,
how strokes against par are named, and what each player count takes out of the box.

Distances are in yards and always a multiple of 20, one space of the yardage track.
"""
from generator.engine import invariant, rule

PLAYERS = (1, 4)  # the same range as `players` in game.yaml

TRACK_STEP = 20          # yards per space of the yardage track
TRACK_END = 600          # the farthest space of the yardage track
GREEN = 20               # a ball this close to the pin (or closer) is on the green
HOLES_STANDARD = 9
HOLES_LONG = 18

# Distance in yards on each face of a club die (face 1 first).
DISTANCES = {
    "Driver": (180, 200, 220, 240, 240, 280),
    "Iron": (100, 120, 140, 160, 160, 180),
    "Wedge": (20, 40, 60, 60, 80, 100),
}
# Putts taken on each face of the Putter die.
PUTTS = (3, 2, 2, 1, 1, 1)

# What a stray shot costs in each hazard.
HAZARDS = {
    #               penalty, next club,        carry of the stray shot
    "Bunker":        (0, "Wedge",              "All"),
    "Rough":         (0, "Iron or Wedge",      "All"),
    "Trees":         (0, "Iron or Wedge",      "Half"),
    "Water":         (1, "Any club",           "All"),
    "Out of bounds": (1, "Any club",           "None"),
}

SCORE_NAMES = {
    -3: "Albatross", -2: "Eagle", -1: "Birdie", 0: "Par",
    1: "Bogey", 2: "Double bogey", 3: "Triple bogey",
}

SOLO_ALLOWANCE = {"Weekend golfer": 9, "Club player": 4, "Professional": 0}


# --- clubs -----------------------------------------------------------------

@rule
def club_distance(club: str, roll: int) -> int:
    """Yards a club flies on a face, with no wind."""
    return DISTANCES[club][roll - 1]


@rule
def putts(roll: int) -> int:
    """Putts the Putter die says a player takes to hole out from the green."""
    return PUTTS[roll - 1]


@rule
def strays(club: str, roll: int) -> bool:
    """A Driver or Iron roll of 1 strays into the hole's hazard (still air)."""
    return club in ("Driver", "Iron") and roll == 1


def _face(club: str, roll: int) -> str:
    if strays(club, roll):
        return "stray"
    return f"y{club_distance(club, roll)}"


@rule
def driver_face(roll: int) -> str:
    return _face("Driver", roll)


@rule
def iron_face(roll: int) -> str:
    return _face("Iron", roll)


@rule
def wedge_face(roll: int) -> str:
    return _face("Wedge", roll)


@rule
def putter_face(roll: int) -> str:
    return {3: "three-putts", 2: "two-putts", 1: "one-putt"}[putts(roll)]


# --- shots -----------------------------------------------------------------

@rule
def play_shot(remaining: int, club: str, roll: int, wind: int = 0) -> int:
    """Yards left to the pin after a clean shot: a ball that flies past the pin
    is that far beyond it, so the distance left is the difference either way."""
    carry = max(0, club_distance(club, roll) + wind)
    return abs(remaining - carry)


@rule
def stray_shot(remaining: int, club: str, roll: int, hazard: str, wind: int = 0) -> int:
    """Yards left after a stray shot that lands in the hole's hazard."""
    carry = max(0, club_distance(club, roll) + wind)
    kept = HAZARDS[hazard][2]
    if kept == "None":
        carry = 0
    elif kept == "Half":
        carry = (carry // 2) // TRACK_STEP * TRACK_STEP   # half, rounded down to a track space
    return abs(remaining - carry)


@rule
def on_green(remaining: int) -> bool:
    return remaining <= GREEN


@rule
def chip_in(club: str, remaining: int) -> bool:
    """A Wedge shot that stops on the pin space drops into the hole."""
    return club == "Wedge" and remaining == 0


@rule
def hazard_penalty(hazard: str) -> int:
    return HAZARDS[hazard][0]


@rule
def next_club(hazard: str) -> str:
    return HAZARDS[hazard][1]


@rule
def stray_carry(hazard: str) -> str:
    return HAZARDS[hazard][2]


@rule
def hole_strokes(shots: int, penalties: int = 0, putt_count: int = 0) -> int:
    """Strokes written on the scorecard for a hole."""
    return shots + penalties + putt_count


# --- scoring ---------------------------------------------------------------

@rule
def par_for_length(yards: int) -> int:
    if yards <= 240:
        return 3
    if yards <= 460:
        return 4
    return 5


@rule
def par_lengths(par: int) -> str:
    return {3: "up to 240", 4: "260-460", 5: "480 or more"}[par]


@rule
def pick_up(par: int) -> int:
    """The most strokes a player writes down on a hole: twice its par."""
    return 2 * par


@rule
def score_against_par(par: int, strokes: int) -> int:
    return strokes - par


@rule
def score_name(over: int) -> str:
    return SCORE_NAMES[over]


@rule
def round_total(strokes: list) -> int:
    return sum(strokes)


@rule
def solo_allowance(level: str) -> int:
    return SOLO_ALLOWANCE[level]


@rule
def solo_target(course_par: int, level: str) -> int:
    """The most strokes a solo player may take over the round and still win."""
    return course_par + solo_allowance(level)


# --- set-up ----------------------------------------------------------------

@rule
def holes_in_round(players: int = 2, variant: str | None = None) -> int:
    return HOLES_LONG if variant == "long" else HOLES_STANDARD


@rule
def mulligans(players: int, variant: str | None = None) -> int:
    """Mulligan tokens each player starts the round with."""
    return {1: 3, 2: 2, 3: 2, 4: 1}[players]


@rule
def ball_markers(players: int) -> int:
    return players


@rule
def club_dice(players: int) -> int:
    """The four club dice are shared and passed from player to player."""
    return 4


@rule
def scorecards(players: int, variant: str | None = None) -> int:
    """Scorecard sheets used in a round: one per player."""
    return players


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    """What a game at this player count takes out of the box."""
    return {
        "course": holes_in_round(players, variant),
        "wind": 11,
        "ball-markers": ball_markers(players),
        "mulligan-tokens": mulligans(players, variant) * players,
        "driver-die": 1,
        "iron-die": 1,
        "wedge-die": 1,
        "putter-die": 1,
        "fairway-board": 1,
        "scorecard-pad": 1,
    }


# --- invariants --------------------------------------------------------------

@invariant("every hole's par fits its length", per_player_count=False)
def pars_fit_lengths(game) -> bool | str:
    wrong = [c.name for c in game.deck("course").cards
             if c.fields["par"] != par_for_length(c.fields["yards"])]
    return True if not wrong else f"par does not fit the yards: {', '.join(wrong)}"


@invariant("every hole fits on the yardage track in whole spaces", per_player_count=False)
def holes_fit_track(game) -> bool | str:
    for c in game.deck("course").cards:
        y = c.fields["yards"]
        if y > TRACK_END or y % TRACK_STEP:
            return f"{c.name} is {y} yards"
    return True


@invariant("the course deck holds enough holes for the long game", per_player_count=False)
def enough_holes(game) -> bool | str:
    total = game.deck("course").total
    return True if total >= HOLES_LONG else f"only {total} holes"


@invariant("the whole wind deck comes out", per_player_count=False)
def wind_deck_whole(game) -> bool | str:
    total = game.deck("wind").total
    return True if total == setup(1)["wind"] else f"wind deck has {total} cards"


@invariant("the box holds enough mulligan tokens")
def mulligans_suffice(players: int, game) -> bool | str:
    box = next(c for c in game.inventory if c.id == "mulligan-tokens").count
    need = mulligans(players) * players
    return True if box >= need else f"{need} needed, {box} in the box"


@invariant("every wind card's modifiers keep a track space step", per_player_count=False)
def wind_in_steps(game) -> bool | str:
    for c in game.deck("wind").cards:
        for col in ("driver", "iron", "wedge"):
            if c.fields[col] % TRACK_STEP:
                return f"{c.name}: {col} {c.fields[col]}"
    return True
