"""Engine model of Deep Sea Dive: the rules its tables, boards and examples print.

A push-your-luck dive: go deeper for richer treasure, but the deep drinks air
and a long, deep dive costs decompression stops on the way back up.
"""
from generator.engine import invariant, rule

PLAYERS = (2, 5)

TANK = 24                 # air tokens in a full tank
DIVES = 3                 # dives in a game
METRES_PER_SPACE = 5      # the dive track counts in 5 m steps
TRACK_BOTTOM = 60         # deepest space of the dive track, in metres
MINUTES_PER_TURN = 5      # each turn under water moves the dive clock on
DESCEND = 4               # spaces a Descend may move at most
ASCEND = 3                # spaces an Ascend may move at most
SET_BONUS = 5             # points for one Shallow, one Reef and one Abyss treasure banked together (Wreck never counts)
STOP_DEPTH = 5            # decompression stops are made at 5 m

AIR = {"Boat": 0, "Shallow": 1, "Reef": 2, "Abyss": 3, "Wreck": 3}
DEPTHS = {"Boat": "0 m", "Shallow": "5-15 m", "Reef": "20-35 m", "Abyss": "40-50 m", "Wreck": "55-60 m"}
PILES = {"Boat": None, "Shallow": "Shallow treasure", "Reef": "Reef treasure", "Abyss": "Abyss treasure",
         "Wreck": "Wreck treasure"}
DECKS = {"Shallow": "shallow", "Reef": "reef", "Abyss": "abyss", "Wreck": "wreck"}
DECK_SIZES = {"shallow": 20, "reef": 16, "abyss": 12, "wreck": 8}


@rule
def tank_air(players: int | None = None) -> int:
    """Air tokens in a full tank, at the start of every dive."""
    return TANK


@rule
def dives(players: int | None = None) -> int:
    """Dives in one game."""
    return DIVES


@rule
def cards_removed(players: int = 2) -> int:
    """Cards put back in the box, unseen, from each treasure pile at setup."""
    return {2: 3, 3: 2, 4: 1}.get(players, 0)


@rule
def band_of(depth: int) -> str:
    """The depth band of a depth in metres."""
    if depth <= 0:
        return "Boat"
    if depth <= 15:
        return "Shallow"
    if depth <= 35:
        return "Reef"
    if depth <= 50:
        return "Abyss"
    return "Wreck"


@rule
def air_per_turn(band: str) -> int:
    """Air a diver breathes at the end of a turn spent in this band."""
    return AIR[band]


@rule
def band_depths(band: str) -> str:
    """The depths a band covers, as printed."""
    return DEPTHS[band]


@rule
def band_pile(band: str) -> str | None:
    """The treasure pile a diver in this band searches."""
    return PILES[band]


@rule
def deco_stops(max_depth: int, minutes: int) -> int:
    """Turns a diver must wait at 5 m before surfacing."""
    depth_level = 0 if max_depth <= 15 else 1 if max_depth <= 30 else 2 if max_depth <= 45 else 3
    time_level = 0 if minutes <= 20 else 1 if minutes <= 40 else 2
    return max(0, depth_level + time_level - 1)


@rule
def descend_spaces() -> int:
    """The most spaces one Descend moves."""
    return DESCEND


@rule
def ascend_spaces() -> int:
    """The most spaces one Ascend moves."""
    return ASCEND


@rule
def metres_per_space() -> int:
    return METRES_PER_SPACE


@rule
def minutes_per_turn() -> int:
    return MINUTES_PER_TURN


@rule
def track_spaces() -> int:
    """Spaces on the dive track, the boat's 0 m included."""
    return TRACK_BOTTOM // METRES_PER_SPACE + 1


@rule
def depth_labels() -> list[str]:
    return [f"{d} m" for d in range(0, TRACK_BOTTOM + 1, METRES_PER_SPACE)]


@rule
def clock_labels() -> list[str]:
    return [str(m) for m in range(0, 60 + 1, MINUTES_PER_TURN)]


@rule
def set_bonus() -> int:
    return SET_BONUS


@rule
def air_used(depths: list) -> int:
    """Air breathed over turns that end at these depths."""
    return sum(air_per_turn(band_of(int(d))) for d in depths)


@rule
def air_left(depths: list, lost: int = 0) -> int:
    """Air left in a full tank after turns that end at these depths, and `lost` air to hazards."""
    return tank_air() - air_used(depths) - lost


@rule
def dive_minutes(depths: list) -> int:
    """Minutes on the dive clock after turns that end at these depths (turns ending on the boat do not count)."""
    return MINUTES_PER_TURN * sum(1 for d in depths if int(d) > 0)


@rule
def full_sets(shallow: int, reef: int, abyss: int) -> int:
    """Full sets among banked treasures: one of each band per set."""
    return min(shallow, reef, abyss)


@rule
def final_score(treasures: list, sets: int) -> int:
    """Banked treasure points plus the bonus for every full set."""
    return sum(int(t) for t in treasures) + SET_BONUS * sets


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    removed = cards_removed(players)
    return {
        **{deck: size - removed for deck, size in DECK_SIZES.items()},
        "dive-board": 1,
        "dive-logs": players,
        "divers": players,
        "depth-markers": players,
        "clock-markers": players,
        "air-tokens": tank_air(players) * players,
    }


def play(players: int, variant: str | None = None) -> dict:
    return {deck: {"draw": 1} for deck in DECK_SIZES}


@invariant("setup's pile sizes are the decks' sizes less the cards removed", per_player_count=True)
def piles_match_decks(players: int, game) -> bool | str:
    wanted = setup(players)
    for deck_id in DECK_SIZES:
        total = game.deck(deck_id).total
        if wanted[deck_id] != total - cards_removed(players):
            return f"{deck_id}: setup takes {wanted[deck_id]}, the deck has {total}"
    return True


@invariant("a full tank breathes a fast dive to the wreck and back, its stops included", per_player_count=False)
def tank_reaches_bottom() -> bool | str:
    down = list(range(DESCEND * METRES_PER_SPACE, TRACK_BOTTOM, DESCEND * METRES_PER_SPACE)) + [TRACK_BOTTOM]
    up = list(range(TRACK_BOTTOM - ASCEND * METRES_PER_SPACE, 0, -ASCEND * METRES_PER_SPACE)) + [STOP_DEPTH]
    up = sorted(set(up), reverse=True)
    turns = down + up
    stops = deco_stops(TRACK_BOTTOM, dive_minutes(turns))
    need = air_used(turns + [STOP_DEPTH] * stops)
    return True if need <= TANK else f"a bounce to {TRACK_BOTTOM} m needs {need} air"


@invariant("the dive track's labels are one per space", per_player_count=False)
def labels_fit_track() -> bool:
    return len(depth_labels()) == track_spaces() == len(clock_labels())
