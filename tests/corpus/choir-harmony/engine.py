"""Choir Harmony: the rules the tables, examples and cards are held to."""

from generator.engine import invariant, rule

PLAYERS = (3, 6)

VOICES = ("Bass", "Tenor", "Alto", "Soprano")          # lowest to highest
LETTERS = ("C", "D", "E", "F", "G", "A", "B")           # octave numbers change at C
VOICE_RANGES = {                                        # lowest and highest pitch each voice sings
    "Bass": ("F2", "A3"),
    "Tenor": ("C3", "E4"),
    "Alto": ("G3", "B4"),
    "Soprano": ("E4", "G5"),
}
CHORDS = {
    "C major": "C",
    "D minor": "D",
    "E minor": "E",
    "F major": "F",
    "G major": "G",
    "A minor": "A",
    "B diminished": "B",
}
KIND_POINTS = {"Triad": 3, "Full chord": 5, "Seventh chord": 7}
KIND_VOICES = {"Triad": 3, "Full chord": 4, "Seventh chord": 4}

VOICE_DECK = 80      # the box's Voice cards (held to game.yaml by an invariant)
TEMPO_DECK = 12      # the box's Tempo cards


def _above(root: str, steps: int) -> str:
    return LETTERS[(LETTERS.index(root) + steps) % 7]


def _height(pitch: str) -> int:
    """A pitch as one number: seven steps an octave, C lowest within it."""
    return int(pitch[1:]) * 7 + LETTERS.index(pitch[0])


# ---------------------------------------------------------------- table rules

@rule
def hand_size(players: int = 3) -> int:
    """Voice cards dealt to each player at setup."""
    return 7 if players <= 4 else 6


@rule
def cards_drawn(players: int | None = None) -> int:
    """Cards a player takes in the Draw step."""
    return 2


@rule
def stand_size(players: int | None = None) -> int:
    """Face-up Voice cards on the Music stand."""
    return 4


@rule
def hand_limit(players: int | None = None) -> int:
    """Most cards a player may keep after the Rest step."""
    return 9


@rule
def final_bar() -> int:
    """Space of the Conductor track that ends the concert."""
    return 24


@rule
def root_bonus() -> int:
    """Extra points when the lowest note sung is the chord's root."""
    return 2


@rule
def chord_notes(chord: str) -> list[str]:
    """The triad of a chord: its root and the notes two and four letters above."""
    root = CHORDS[chord]
    return [root, _above(root, 2), _above(root, 4)]


@rule
def chord_seventh(chord: str) -> str:
    """The note six letters above the chord's root."""
    return _above(CHORDS[chord], 6)


@rule
def chord_voices(kind: str) -> int:
    return KIND_VOICES[kind]


@rule
def chord_points(kind: str) -> int:
    """Base points of a sung chord."""
    return KIND_POINTS[kind]


# ---------------------------------------------------------------- singing

def _voices_in_order(pitches: dict) -> bool:
    sung = [pitches[v] for v in VOICES if v in pitches]
    return all(_height(low) <= _height(high) for low, high in zip(sung, sung[1:]))


@rule
def chord_sung(pitches: dict) -> list | None:
    """[chord, kind] for a legal chord (voice -> pitch), else None."""
    if not 3 <= len(pitches) <= 4 or any(v not in VOICES for v in pitches):
        return None
    if not _voices_in_order(pitches):
        return None
    letters = [p[0] for p in pitches.values()]
    for chord in CHORDS:
        triad = set(chord_notes(chord))
        if set(letters) == triad:
            return [chord, "Triad" if len(letters) == 3 else "Full chord"]
        if len(letters) == 4 and set(letters) == triad | {chord_seventh(chord)} and len(set(letters)) == 4:
            return [chord, "Seventh chord"]
    return None


@rule
def chord_score(pitches: dict, bonus: int = 0) -> int:
    """Points for a chord: base points, the root bonus, the Tempo card's bonus; at least 1."""
    sung = chord_sung(pitches)
    if sung is None:
        return 0
    chord, kind = sung
    points = chord_points(kind)
    lowest = min(pitches.values(), key=_height)
    if lowest[0] == CHORDS[chord]:
        points += root_bonus()
    return max(1, points + bonus)


@rule
def conductor_after(position: int, beats: int) -> int:
    """Where the baton stands after moving by a Tempo card's beats."""
    return min(position + beats, final_bar())


@rule
def final_score(points: int, cards_in_hand: int) -> int:
    """Applause at the end: one point lost for each unsung card."""
    return points - cards_in_hand


# ---------------------------------------------------------------- setup and play

def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "voices": VOICE_DECK,
        "tempo": TEMPO_DECK,
        "board": 1,
        "conductor": 1,
        "score-markers": players,
        "player-aids": players,
    }


def play(players: int, variant: str | None = None) -> dict[str, dict]:
    return {
        "voices": {"hand": hand_size(players), "draw": cards_drawn(players), "table": stand_size(players)},
        "tempo": {"per_round": 1},
    }


# ---------------------------------------------------------------- invariants

@invariant("setup takes every Voice and Tempo card in the box", per_player_count=False)
def decks_come_out_whole(game) -> bool | str:
    if game.deck("voices").total != VOICE_DECK:
        return f"Voice deck holds {game.deck('voices').total}, engine says {VOICE_DECK}"
    if game.deck("tempo").total != TEMPO_DECK:
        return f"Tempo deck holds {game.deck('tempo').total}, engine says {TEMPO_DECK}"
    return True


@invariant("every Voice card is named for its voice and pitch and lies in its voice's range", per_player_count=False)
def voice_cards_in_range(game) -> bool | str:
    for card in game.deck("voices").cards:
        voice, pitch = card.fields["voice"], f"{card.fields['note']}{card.fields['octave']}"
        if card.name != f"{voice} {pitch}":
            return f"{card.name} should be named {voice} {pitch}"
        low, high = VOICE_RANGES[voice]
        if not _height(low) <= _height(pitch) <= _height(high):
            return f"{card.name} lies outside the {voice} range {low}-{high}"
    return True


@invariant("every voice has every letter, so every chord can be sung", per_player_count=False)
def every_letter_in_every_voice(game) -> bool | str:
    for voice in VOICES:
        letters = {c.fields["note"] for c in game.deck("voices").cards if c.fields["voice"] == voice}
        missing = set(LETTERS) - letters
        if missing:
            return f"{voice} lacks {', '.join(sorted(missing))}"
    return True


@invariant("the Tempo deck always carries the baton to the final bar before it runs out", per_player_count=False)
def tempo_deck_reaches_final_bar(game) -> bool | str:
    beats = sorted(c.fields["beats"] for c in game.deck("tempo").cards for _ in range(c.count))
    return True if sum(beats[:-1]) >= final_bar() else f"the slowest {len(beats) - 1} cards give {sum(beats[:-1])} beats"


@invariant("the Voice deck deals every hand and fills the Music stand")
def deal_fits(players: int) -> bool:
    return hand_size(players) * players + stand_size(players) <= VOICE_DECK
