"""Engine model of Chord Chart: the rules its tables, examples and rulebook print."""
from generator.engine import invariant, rule

PLAYERS = (2, 4)

# What each scoring feature of a progression is worth, in fame.
BONUSES = {
    "Perfect cadence": 3,
    "Plagal cadence": 2,
    "Four-chord loop": 4,
    "Held chord in 3/4": 1,
    "Ending away from home": -2,
}

HOME = {"Major": "I", "Minor": "vi"}
PERFECT = {"Major": ("V", "I"), "Minor": ("iii", "vi")}
PLAGAL = {"Major": ("IV", "I"), "Minor": ("ii", "vi")}
LOOP = ("I", "V", "vi", "IV")


@rule
def chords_dealt(players: int) -> int:
    """Chord cards dealt to each player at setup."""
    return 6 if players == 2 else 5


@rule
def songs_in_row(players: int) -> int:
    """Songs lying face up in the Song row: one more than the players."""
    return players + 1


@rule
def album_songs(players: int) -> int:
    """Songs one player must release to end the game."""
    return 3 if players == 4 else 4


@rule
def hand_limit(players: int | None = None) -> int:
    """Chord cards a player may keep at the end of their turn."""
    return 7


@rule
def chords_drawn(players: int | None = None) -> int:
    """Chord cards drawn at the start of each turn."""
    return 2


@rule
def chords_written(bpm: int) -> int:
    """Chord cards a player may write onto their chart in one turn, by the song's tempo."""
    if bpm < 90:
        return 1
    if bpm < 120:
        return 2
    return 3


@rule
def home_chord(mode: str) -> str:
    return HOME[mode]


@rule
def perfect_cadence(mode: str) -> str:
    return "–".join(PERFECT[mode])


@rule
def plagal_cadence(mode: str) -> str:
    return "–".join(PLAGAL[mode])


@rule
def bonus(what: str) -> int:
    """Fame a scoring feature adds (or takes away)."""
    return BONUSES[what]


@rule
def chart_bars(chart: list, held: int = 0) -> int:
    """Bars a chart fills: one per chord card, one more per held chord."""
    return len(chart) + held


@rule
def loops_in(chart: list) -> int:
    """How many times I, V, vi, IV stand in a row in the chart."""
    return sum(1 for i in range(len(chart) - 3) if tuple(chart[i:i + 4]) == LOOP)


@rule
def song_score(fame: int, chart: list, mode: str, metre: str, held: int = 0) -> int:
    """Fame a released song scores: its own fame plus the bonuses of its progression."""
    score = fame + BONUSES["Four-chord loop"] * loops_in(chart)
    ending = tuple(chart[-2:])
    if ending == PERFECT[mode]:
        score += BONUSES["Perfect cadence"]
    elif ending == PLAGAL[mode]:
        score += BONUSES["Plagal cadence"]
    if chart[-1] != HOME[mode]:
        score += BONUSES["Ending away from home"]
    if metre == "3/4":
        score += BONUSES["Held chord in 3/4"] * held
    return score


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "fame-board": 1,
        "chords": 54,
        "songs": 18,
        "fame-markers": players,
        "producer-token": 1,
    }


def play(players: int, variant: str | None = None) -> dict[str, dict]:
    return {
        "chords": {"hand": chords_dealt(players), "draw": chords_drawn()},
        "songs": {"table": songs_in_row(players)},
    }


@invariant("every song's key names its mode", per_player_count=False)
def keys_match_modes(game) -> bool | str:
    wrong = [c.name for c in game.deck("songs").cards
             if not c.fields["key"].endswith(c.fields["mode"].lower())]
    return True if not wrong else f"key and mode disagree: {', '.join(wrong)}"


@invariant("every song's tempo lies in a band of the tempo table (60 to 160 BPM)", per_player_count=False)
def tempos_in_bands(game) -> bool | str:
    off = [c.name for c in game.deck("songs").cards if not 60 <= c.fields["tempo"] <= 160]
    return True if not off else f"tempo outside 60-160 BPM: {', '.join(off)}"


@invariant("4/4 songs run 8 or 12 bars, 3/4 songs 6 or 9", per_player_count=False)
def song_lengths(game) -> bool | str:
    allowed = {"4/4": (8, 12), "3/4": (6, 9)}
    off = [c.name for c in game.deck("songs").cards if c.fields["bars"] not in allowed[c.fields["metre"]]]
    return True if not off else f"odd length: {', '.join(off)}"


@invariant("the setup deal leaves chord cards to draw")
def deal_leaves_a_deck(players: int, game) -> bool | str:
    left = game.deck("chords").total - chords_dealt(players) * players
    return True if left >= 20 else f"only {left} chord cards left after the deal"


@invariant("the Song deck fills the row and every album", per_player_count=True)
def songs_suffice(players: int, game) -> bool | str:
    need = songs_in_row(players) + players * album_songs(players)
    have = game.deck("songs").total
    return True if have >= need else f"{have} songs, {need} needed"
