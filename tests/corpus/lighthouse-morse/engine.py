"""Lighthouse Morse: the rules the tables, the board and the examples print."""

from generator.engine import invariant, rule

PLAYERS = (2, 2)

# International Morse code: '.' is a dot, '-' a dash.
MORSE = {
    "A": ".-", "B": "-...", "C": "-.-.", "D": "-..", "E": ".", "F": "..-.", "G": "--.",
    "H": "....", "I": "..", "J": ".---", "K": "-.-", "L": ".-..", "M": "--", "N": "-.",
    "O": "---", "P": ".--.", "Q": "--.-", "R": ".-.", "S": "...", "T": "-", "U": "..-",
    "V": "...-", "W": ".--", "X": "-..-", "Y": "-.--", "Z": "--..",
}

FOG_NAMES = ("Clear", "Haze", "Mist", "Fog bank", "Thick fog", "Pea-souper")
VISIBILITY = (4, 4, 3, 3, 2, 1)          # longest letter, in signals, the keeper sees at each fog space
MESSAGE_POINTS = {3: 3, 4: 5, 5: 8}       # points by letters seen; fewer than three score nothing


@rule
def hand_size(players: int = 2) -> int:
    """Cards you hold after drawing."""
    return 7


@rule
def lamp_signals(players: int = 2) -> int:
    """Signals your lamp gives you to spend each turn."""
    return 6


@rule
def score_to_end(players: int = 2) -> int:
    """A ship with this score at the end of a turn starts the last round."""
    return 25


@rule
def second_ship_start(players: int = 2) -> int:
    """The second player's score marker starts on this space."""
    return 1


@rule
def fog_start() -> int:
    """The fog marker starts on this space of the fog track (Haze)."""
    return 1


@rule
def shortest_message() -> int:
    return 3


@rule
def longest_message() -> int:
    return 5


@rule
def foghorn_cards() -> int:
    """Letter cards discarded to sound the foghorn."""
    return 1


@rule
def letter_signals(letter: str) -> int:
    """A letter costs as many signals as it has dots and dashes."""
    return len(MORSE[letter.upper()])


@rule
def word_signals(word: str) -> int:
    return sum(letter_signals(c) for c in word)


@rule
def fog_name(fog: int) -> str:
    return FOG_NAMES[fog]


@rule
def visibility(fog: int) -> int:
    """The longest letter, in signals, the keeper can read at this fog space."""
    return VISIBILITY[fog]


@rule
def letters_seen(word: str, fog: int) -> int:
    return sum(1 for c in word if letter_signals(c) <= visibility(fog))


@rule
def message_points(letters: int) -> int:
    return MESSAGE_POINTS.get(letters, 0)


@rule
def message_score(word: str, fog: int) -> int:
    """What a message scores when sent with the fog marker on this space."""
    if not shortest_message() <= len(word) <= longest_message():
        return 0
    return message_points(letters_seen(word, fog))


@rule
def fog_roll(roll: int) -> str:
    if roll <= 2:
        return "lifts"
    if roll <= 4:
        return "steady"
    return "rolls-in"


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "letters": 52,
        "harbour-board": 1,
        "fog-marker": 1,
        "score-markers": players,
        "fog-die": 1,
    }


@invariant("every letter card's code is its letter's Morse code, and it costs one signal per dot or dash",
           per_player_count=False)
def cards_match_morse(game) -> bool | str:
    for card in game.deck("letters").cards:
        letter = card.name
        code = printed_code(card.fields["code"])
        if MORSE.get(letter) != code:
            return f"{letter}: code {card.fields['code']} is not {MORSE.get(letter)}"
        if card.fields["signals"] != len(code):
            return f"{letter}: {card.fields['signals']} signals for code {card.fields['code']}"
    return True


def printed_code(text: str) -> str:
    """The card file prints a dot as a bullet and a dash as a long dash, spaced: '• —' is '.-'."""
    return "".join({"•": ".", "—": "-"}.get(c, "?") for c in text if not c.isspace())


@invariant("the deck holds every letter of the alphabet", per_player_count=False)
def every_letter(game) -> bool | str:
    names = {c.name for c in game.deck("letters").cards}
    missing = sorted(set(MORSE) - names)
    return True if not missing else "missing: " + ", ".join(missing)


@invariant("the setup takes the whole letter deck", per_player_count=False)
def whole_deck(game) -> bool | str:
    total = game.deck("letters").total
    return True if setup(2)["letters"] == total else f"setup takes {setup(2)['letters']} of {total}"


@invariant("the deck deals both hands with plenty left to draw")
def deck_deals(players: int, game) -> bool:
    return game.deck("letters").total >= 3 * hand_size(players) * players


@invariant("one turn's lamp can pay for any single letter")
def lamp_pays_any_letter(players: int) -> bool:
    return lamp_signals(players) >= max(len(code) for code in MORSE.values())


@invariant("the clearest fog lets the keeper see every letter", per_player_count=False)
def clear_sees_all() -> bool:
    return visibility(0) >= max(len(code) for code in MORSE.values())
