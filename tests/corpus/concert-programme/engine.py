"""Engine model of Concert Programme.

Lengths of music are written as the cards print them, "m:ss" ("4:30" is four
minutes thirty seconds), and turned into seconds here to add them up.
"""
from generator.engine import invariant, rule

PLAYERS = (1, 4)

TEMPOS = ("Slow", "Moderate", "Fast")
PERIODS = ("Baroque", "Classical", "Romantic", "Modern")

MOOD_LOW, MOOD_HIGH = 0, 10

TIMING = {
    "Shortest programme": 60,   # minutes of music, at least
    "Longest programme": 90,    # minutes of music, at most before overtime
    "Interval": 15,             # minutes, between the halves
    "Long piece": 30,           # a piece this long or longer tires the hall
}

BONUSES = {
    "All three tempos": 4,
    "Balanced halves": 3,
}


def seconds(duration: str) -> int:
    """'4:30' -> 270."""
    minutes, secs = duration.split(":")
    if len(secs) != 2 or not (0 <= int(secs) < 60):
        raise ValueError(f"bad duration {duration!r}")
    return int(minutes) * 60 + int(secs)


def clock(total: int) -> str:
    """270 -> '4:30'."""
    return f"{total // 60}:{total % 60:02d}"


# --- setup -------------------------------------------------------------------

@rule
def hand_size(players: int = 2) -> int:
    """Piece cards dealt to each player at the start."""
    return 5 if players <= 2 else 4


@rule
def repertoire_row(players: int = 2) -> int:
    """Face-up Piece cards in the Repertoire row."""
    return 4 if players <= 2 else 5


@rule
def encore_row(players: int = 2) -> int:
    """Encore cards laid face up at the start."""
    return players + 1


@rule
def patrons_dealt(players: int | None = None) -> int:
    """Patron cards dealt to each player; each keeps one."""
    return 2


@rule
def patrons_kept() -> int:
    return 1


@rule
def starting_mood() -> int:
    return 5


# --- the audience --------------------------------------------------------------

@rule
def mood_change(tempo: str) -> int:
    """How a piece of this tempo moves the audience's mood."""
    return {"Slow": -1, "Moderate": 1, "Fast": 2}[tempo]


@rule
def long_piece_penalty() -> int:
    """Extra mood lost for a piece of 30:00 or longer."""
    return 1


@rule
def interval_mood() -> int:
    """Mood gained when you call the interval."""
    return 1


@rule
def piece_mood(tempo: str, duration: str) -> int:
    change = mood_change(tempo)
    if seconds(duration) >= TIMING["Long piece"] * 60:
        change -= long_piece_penalty()
    return change


def _clamp(mood: int) -> int:
    return max(MOOD_LOW, min(MOOD_HIGH, mood))


@rule
def final_mood(first_half: list, second_half: list, start: int = 5) -> int:
    """Mood after the whole programme. Each piece is [tempo, duration]."""
    mood = start
    for tempo, duration in first_half:
        mood = _clamp(mood + piece_mood(tempo, duration))
    mood = _clamp(mood + interval_mood())
    for tempo, duration in second_half:
        mood = _clamp(mood + piece_mood(tempo, duration))
    return mood


@rule
def encores_allowed(mood: int) -> int:
    """Encores the hall calls for at this final mood."""
    if mood >= 9:
        return 2
    if mood >= 7:
        return 1
    return 0


# --- the clock -------------------------------------------------------------------

@rule
def timing_minutes(what: str) -> int:
    return TIMING[what]


def _half_seconds(half: list) -> int:
    return sum(seconds(duration) for _tempo, duration in half)


@rule
def music_length(first_half: list, second_half: list) -> str:
    return clock(_half_seconds(first_half) + _half_seconds(second_half))


@rule
def evening_length(first_half: list, second_half: list) -> str:
    total = _half_seconds(first_half) + _half_seconds(second_half) + TIMING["Interval"] * 60
    return clock(total)


@rule
def halves_window_minutes() -> int:
    return 10


@rule
def halves_balanced(first_half: list, second_half: list) -> bool:
    gap = abs(_half_seconds(first_half) - _half_seconds(second_half))
    return gap <= halves_window_minutes() * 60


@rule
def overtime_per_minute() -> int:
    return 1


@rule
def shortfall_per_minute() -> int:
    return 2


@rule
def timing_penalty(music: str) -> int:
    """Points lost (as a negative number) for music outside 60:00-90:00."""
    total = seconds(music)
    longest = TIMING["Longest programme"] * 60
    shortest = TIMING["Shortest programme"] * 60
    if total > longest:
        return -overtime_per_minute() * ((total - longest) // 60)
    if total < shortest:
        return -shortfall_per_minute() * ((shortest - total) // 60)
    return 0


# --- scoring -----------------------------------------------------------------------

@rule
def period_bonus(periods: int) -> int:
    """Points for the number of different periods in a programme."""
    return {1: 0, 2: 2, 3: 5, 4: 9}[periods]


@rule
def bonus_points(what: str) -> int:
    return BONUSES[what]


@rule
def final_score(applause: int, mood: int, periods: int, all_tempos: bool, balanced: bool,
                patron: int = 0, encores: int = 0, penalty: int = 0) -> int:
    score = applause + mood + period_bonus(periods) + patron + encores + penalty
    if all_tempos:
        score += BONUSES["All three tempos"]
    if balanced:
        score += BONUSES["Balanced halves"]
    return score


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "pieces": 48,
        "encores": 12,
        "patrons": 10,
        "stage-boards": players,
        "mood-markers": players,
        "conductor-baton": 1,
        "pencils": players,
    }


# --- invariants --------------------------------------------------------------------

@invariant("every card's length is written m:ss", per_player_count=False)
def lengths_are_clock_times(game) -> bool | str:
    for deck_id in ("pieces", "encores"):
        for card in game.deck(deck_id).cards:
            try:
                seconds(card.fields["duration"])
            except ValueError:
                return f"{card.name}: '{card.fields['duration']}' is not m:ss"
    return True


@invariant("the deck deals every hand and fills the Repertoire row with cards to spare")
def deck_deals(players: int, game) -> bool | str:
    needed = hand_size(players) * players + repertoire_row(players)
    total = game.deck("pieces").total
    return True if total >= needed + 10 else f"{total} cards, {needed} dealt"


@invariant("the Encore deck fills the Encore row")
def encores_fill(players: int, game) -> bool:
    return game.deck("encores").total >= encore_row(players)


@invariant("there are Patron cards for everyone")
def patrons_suffice(players: int, game) -> bool:
    return game.deck("patrons").total >= patrons_dealt(players) * players


@invariant("setup takes out the whole decks", per_player_count=False)
def decks_whole(game) -> bool | str:
    s = setup(4)
    for deck_id in ("pieces", "encores", "patrons"):
        if s[deck_id] != game.deck(deck_id).total:
            return f"setup takes {s[deck_id]} {deck_id} but the deck has {game.deck(deck_id).total}"
    return True


@invariant("the tempos and periods the engine knows are the game's", per_player_count=False)
def names_agree(game) -> bool:
    return tuple(game.names["tempos"]) == TEMPOS and tuple(game.names["periods"]) == PERIODS
