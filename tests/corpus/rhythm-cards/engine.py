"""Rhythm Cards: the rules the tables, the examples and the board print."""

from generator.engine import invariant, rule

PLAYERS = (2, 5)

# The tempo track, slowest to fastest: one space is 12 BPM.
TEMPO_SPACES = (60, 72, 84, 96, 108, 120, 132, 144, 156, 168, 180)

# Every card of the note deck by name: its kind and how many eighths it lasts.
NOTES = {
    "Whole note": ("Note", 8),
    "Dotted half note": ("Note", 6),
    "Half note": ("Note", 4),
    "Dotted quarter note": ("Note", 3),
    "Quarter note": ("Note", 2),
    "Eighth note": ("Note", 1),
    "Quarter rest": ("Rest", 2),
    "Eighth rest": ("Rest", 1),
    "Accelerando": ("Direction", 0),
    "Ritardando": ("Direction", 0),
    "Fermata": ("Direction", 0),
    "Da capo": ("Direction", 0),
}

# Every meter by its time signature: eighths in the bar, points for completing it.
METERS = {
    "2/4": (4, 1),
    "3/4": (6, 2),
    "4/4": (8, 3),
    "6/8": (6, 3),
    "5/4": (10, 4),
}

# What setup takes out of the box (held to game.yaml by decks_come_out_whole).
NOTE_CARDS = 72
DIRECTION_CARDS = 8
METER_CARDS = 30


@rule
def hand_size(players: int = 2, variant: str | None = None) -> int:
    """Cards you draw back up to at the end of your turn."""
    base = {2: 7, 3: 6, 4: 6, 5: 5}[players]
    return base + 1 if variant == "two-staves" else base


@rule
def start_space(players: int = 2) -> int:
    """The space of the tempo track (1 = slowest) the tempo marker starts on."""
    return players - 1


@rule
def start_tempo(players: int = 2) -> int:
    """The starting tempo in BPM."""
    return TEMPO_SPACES[start_space(players) - 1]


@rule
def repertoire_size(players: int = 2) -> int:
    """Face-up meter cards in the Repertoire: one more than the players."""
    return players + 1


@rule
def rounds_played(players: int = 2) -> int:
    """Rounds in a song when no Direction card moves the tempo: one per space from the start to the top."""
    return len(TEMPO_SPACES) - start_space(players) + 1


@rule
def tempo_step() -> int:
    """BPM between two spaces of the tempo track."""
    return TEMPO_SPACES[1] - TEMPO_SPACES[0]


@rule
def slowest_tempo() -> int:
    return TEMPO_SPACES[0]


@rule
def fastest_tempo() -> int:
    return TEMPO_SPACES[-1]


@rule
def tempo_marking(bpm: int) -> str:
    if bpm <= 84:
        return "Adagio"
    if bpm <= 120:
        return "Moderato"
    if bpm <= 156:
        return "Allegro"
    return "Presto"


@rule
def tempo_bonus(bpm: int) -> int:
    """Points a completed bar earns for the tempo it was finished at."""
    return {"Adagio": 0, "Moderato": 1, "Allegro": 2, "Presto": 3}[tempo_marking(bpm)]


@rule
def bar_length(meter: str) -> int:
    """Eighths that fill a bar of this meter."""
    return METERS[meter][0]


@rule
def meter_points(meter: str) -> int:
    return METERS[meter][1]


def _lengths(notes: list) -> list[int]:
    return [NOTES[name][1] for name in notes if NOTES[name][0] != "Direction"]


@rule
def bar_complete(meter: str, notes: list, fermata: bool = False) -> bool:
    """Whether these cards, in the order played, fill a bar of this meter exactly.

    A Fermata fills the one eighth the bar still lacks. A 6/8 bar is felt in two
    groups of three eighths: its notes must add up to exactly three eighths on the
    way, unless a lone Dotted half note fills it.
    """
    lengths = _lengths(notes)
    if sum(lengths) + (1 if fermata else 0) != bar_length(meter):
        return False
    if meter != "6/8" or list(notes) == ["Dotted half note"]:
        return True
    running = 0
    for length in lengths:
        running += length
        if running == bar_length(meter) // 2:
            return True
    return False


@rule
def variety_bonus(values: int) -> int:
    """Rhythm bonus for a bar that uses this many different note values."""
    return max(0, values - 1)


@rule
def rhythm_bonus(notes: list) -> int:
    """Rhythm bonus of a bar: one point for each note value past the first (rests are no note values)."""
    return variety_bonus(len({name for name in notes if NOTES[name][0] == "Note"}))


@rule
def bar_points(meter: str, bpm: int, notes: list) -> int:
    """What a completed bar scores: the meter's points, the tempo bonus and the rhythm bonus."""
    return meter_points(meter) + tempo_bonus(bpm) + rhythm_bonus(notes)


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    """What a song at this count takes out of the box."""
    notes = NOTE_CARDS - DIRECTION_CARDS if variant == "strict-time" else NOTE_CARDS
    return {
        "notes": notes,
        "meters": METER_CARDS,
        "conductor-board": 1,
        "tempo-marker": 1,
        "score-markers": players,
    }


def play(players: int, variant: str | None = None) -> dict[str, dict]:
    """How the game draws, for the designer's report."""
    return {
        "notes": {"hand": hand_size(players, variant), "draw": 2},
        "meters": {"table": repertoire_size(players)},
    }


@invariant("the note cards' kinds and lengths are the engine's", per_player_count=False)
def notes_match(game) -> bool | str:
    deck = game.deck("notes")
    wrong = [c.name for c in deck.cards
             if NOTES.get(c.name) != (c.fields["kind"], c.fields["eighths"])]
    missing = set(NOTES) - {c.name for c in deck.cards}
    if wrong or missing:
        return "differ from the engine: " + ", ".join(wrong + sorted(missing))
    return True


@invariant("every meter card's length and points are the engine's", per_player_count=False)
def meters_match(game) -> bool | str:
    wrong = [c.name for c in game.deck("meters").cards
             if METERS.get(c.fields["signature"]) != (c.fields["eighths"], c.fields["points"])]
    return True if not wrong else "differ from the engine: " + ", ".join(wrong)


@invariant("setup takes out every note card, the Direction cards included, and every meter card",
           per_player_count=False)
def decks_come_out_whole(game) -> bool | str:
    notes = game.deck("notes")
    directions = sum(c.count for c in notes.cards if c.fields["kind"] == "Direction")
    if notes.total != NOTE_CARDS:
        return f"the note deck has {notes.total} cards, setup takes {NOTE_CARDS}"
    if directions != DIRECTION_CARDS:
        return f"{directions} Direction cards, setup leaves out {DIRECTION_CARDS}"
    if game.deck("meters").total != METER_CARDS:
        return f"the meter deck has {game.deck('meters').total} cards, setup takes {METER_CARDS}"
    return True


@invariant("the note pile deals every hand with at least twenty cards to spare")
def hands_leave_a_pile(players: int, game) -> bool:
    return game.deck("notes").total - hand_size(players) * players >= 20


@invariant("the meter pile fills the Repertoire and leaves a pile to refill it")
def repertoire_fits(players: int) -> bool:
    return METER_CARDS - repertoire_size(players) >= 20


@invariant("the starting tempo lies on the tempo track, below its top")
def start_on_track(players: int) -> bool:
    return 1 <= start_space(players) < len(TEMPO_SPACES)
