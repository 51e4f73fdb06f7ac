"""Caesar's Cipher: the rules the tables, cards and examples print."""

from generator.engine import invariant, rule

PLAYERS = (2, 6)

ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"


@rule
def wheel_letters(players: int | None = None) -> int:
    """Letters round the cipher wheel."""
    return len(ALPHABET)


@rule
def lowest_shift(players: int | None = None) -> int:
    return 1


@rule
def highest_shift(players: int | None = None) -> int:
    return len(ALPHABET) - 1


@rule
def guesses_per_message(players: int | None = None) -> int:
    """How many shifts the Breakers may name before a message stays unbroken."""
    return 5


@rule
def key_cards_drawn(players: int | None = None) -> int:
    """Key cards the Encoders draw, keeping one."""
    return 3


@rule
def trick_cards_dealt(players: int = 2) -> int:
    """Trick cards dealt to each team at the start of the game."""
    return 3 if players <= 3 else 2


@rule
def rounds_per_team(players: int | None = None) -> int:
    """How many times each team enciphers in a game."""
    return 3


@rule
def rounds(players: int | None = None) -> int:
    """Rounds in a whole game: each team enciphers rounds_per_team() times."""
    return 2 * rounds_per_team()


@rule
def break_points(guess: int) -> int:
    """Points the Breakers score for naming the right shift with this guess."""
    if 1 <= guess <= guesses_per_message():
        return guesses_per_message() + 1 - guess
    return 0


@rule
def break_points_by_guess() -> list[int]:
    """The points of each guess in order, for the cipher pad."""
    return [break_points(g) for g in range(1, guesses_per_message() + 1)]


@rule
def unbroken_points(players: int | None = None) -> int:
    """Points the Encoders score when every guess misses."""
    return 3


@rule
def message_bonus(letters: int) -> int:
    """Bonus points a message card gives: short messages are hardest to break."""
    if letters <= 8:
        return 2
    if letters <= 12:
        return 1
    return 0


@rule
def breakers_score(guess: int, letters: int) -> int:
    """What the Breakers score for breaking a message of so many letters with this guess."""
    return break_points(guess) + message_bonus(letters)


@rule
def encoders_score(letters: int) -> int:
    """What the Encoders score when their message of so many letters stays unbroken."""
    return unbroken_points() + message_bonus(letters)


@rule
def encipher(message: str, shift: int) -> str:
    """Move every letter `shift` places forward round the wheel; spaces stay."""
    out = []
    for ch in message.upper():
        if ch in ALPHABET:
            out.append(ALPHABET[(ALPHABET.index(ch) + shift) % len(ALPHABET)])
        else:
            out.append(ch)
    return "".join(out)


@rule
def decipher(ciphertext: str, shift: int) -> str:
    """Move every letter `shift` places back round the wheel."""
    return encipher(ciphertext, len(ALPHABET) - shift)


@rule
def shift_between(plain: str, cipher: str) -> int:
    """The shift that turns one plain letter into one cipher letter."""
    return (ALPHABET.index(cipher.upper()) - ALPHABET.index(plain.upper())) % len(ALPHABET)


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "keys": 25,
        "messages": 24,
        "tricks": 14,
        "wheel-board": 1,
        "score-markers": 2,
        "guess-marker": 1,
        "cipher-pad": 1,
        "pencils": 2,
    }


def play(players: int, variant: str | None = None) -> dict[str, dict]:
    return {"tricks": {"hand": trick_cards_dealt(players), "holders": 2, "turns": 1}}


@invariant("the key deck holds one card for every shift from 1 to 25", per_player_count=False)
def one_key_per_shift(game) -> bool | str:
    shifts = sorted(c.fields["shift"] for c in game.deck("keys").cards for _ in range(c.count))
    wanted = list(range(lowest_shift(), highest_shift() + 1))
    return True if shifts == wanted else f"the key cards give shifts {shifts}"


@invariant("every key card shows the letter that A becomes", per_player_count=False)
def key_letters_agree(game) -> bool | str:
    for card in game.deck("keys").cards:
        if card.fields["letter"] != encipher("A", card.fields["shift"]):
            return f"{card.name} shows {card.fields['letter']}"
    return True


@invariant("every message card counts its letters and gives the bonus for them", per_player_count=False)
def message_cards_agree(game) -> bool | str:
    for card in game.deck("messages").cards:
        letters = sum(1 for ch in card.name.upper() if ch in ALPHABET)
        if card.fields["letters"] != letters:
            return f"{card.name} has {letters} letters, not {card.fields['letters']}"
        if card.fields["bonus"] != message_bonus(letters):
            return f"{card.name} gives bonus {card.fields['bonus']}"
    return True


@invariant("every message fits the 20 boxes of a cipher pad row", per_player_count=False)
def messages_fit_pad(game) -> bool | str:
    long = [c.name for c in game.deck("messages").cards if len(c.name) > 20]
    return True if not long else f"too long: {', '.join(long)}"


@invariant("setup takes every card of each deck out of the box", per_player_count=False)
def decks_come_out_whole(game) -> bool | str:
    taken = setup(2)
    for deck_id in ("keys", "messages", "tricks"):
        if taken[deck_id] != game.deck(deck_id).total:
            return f"setup takes {taken[deck_id]} of deck {deck_id}"
    return True


@invariant("both teams can be dealt their trick cards")
def tricks_suffice(players: int, game) -> bool:
    return 2 * trick_cards_dealt(players) <= game.deck("tricks").total
