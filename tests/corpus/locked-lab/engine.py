"""Engine model of Locked Lab, a cooperative escape room in a deck of cards.

The rules the rulebook's tables print: the timer and free hints by player
count, the decoder, combining objects, penalties and the star table.
"""
from generator.engine import invariant, rule

PLAYERS = (1, 6)  # the same range as `players` in game.yaml

# The decoder: for each position of a 4-digit code, what each digit 0-9 is worth.
# Each position adds its own tens (the first none, the second 10, ...), so every
# code lands on a card numbered 60 to 96, well clear of the lab cards.
DECODER = {
    1: (5, 2, 8, 1, 9, 4, 0, 7, 3, 6),
    2: (3, 7, 0, 6, 2, 9, 5, 1, 8, 4),
    3: (8, 0, 4, 9, 1, 6, 3, 5, 7, 2),
    4: (1, 6, 9, 3, 7, 0, 8, 2, 4, 5),
}

# What each machine opens with. The answer card prints its own code as well.
SOLUTIONS = {"Cryo Freezer": "5083", "Door Keypad": "6192"}

PENALTY_MINUTES = {"combination": 2, "code": 3}


@rule
def timer_minutes(players: int) -> int:
    """Minutes on the countdown timer: the same at every count."""
    return 60


@rule
def free_hints(players: int) -> int:
    """Hints a small team may read without losing stars."""
    return {1: 2, 2: 1}.get(players, 0)


@rule
def combine(red: int, blue: int) -> int:
    """The card to look for when a red object meets a blue one."""
    return red + blue


@rule
def decoder_value(position: int, digit: int) -> int:
    """What one digit of a code is worth on the decoder, by its position (1-4)."""
    return DECODER[position][digit] + 10 * (position - 1)


@rule
def decode(code: str) -> int:
    """The card a 4-digit code sends you to: the sum of its four decoder values."""
    return sum(decoder_value(i + 1, int(ch)) for i, ch in enumerate(code))


@rule
def penalty_minutes(mistake: str) -> int:
    """Minutes one penalty card costs: 2 for a wrong combination, 3 for a wrong code."""
    return PENALTY_MINUTES[mistake]


@rule
def minutes_left(on_timer: int, slips: int, alarms: int) -> int:
    """Time that counts for stars: the timer less every penalty card, never below 0."""
    lost = slips * penalty_minutes("combination") + alarms * penalty_minutes("code")
    return max(0, on_timer - lost)


@rule
def hints_counted(players: int, read: int) -> int:
    """Hints that count against the stars: those read beyond the free ones."""
    return max(0, read - free_hints(players))


def _time_stars(minutes: int) -> int:
    if minutes >= 25:
        return 5
    if minutes >= 15:
        return 4
    if minutes >= 5:
        return 3
    return 2


@rule
def stars(minutes_left: int, hints: int) -> int:
    """Stars for an escape: by time left, one fewer per counted hint (3 at most), never below 1."""
    return max(1, _time_stars(minutes_left) - min(hints, 3))


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    """What a game at this player count takes out of the box: everything, whatever the count."""
    return {
        "lab": 23,
        "hints": 7,
        "penalties": 16,
        "timer": 1,
        "decoder-sheet": 1,
    }


@invariant("the whole of every deck comes out of the box", per_player_count=False)
def decks_come_out_whole(game) -> bool | str:
    wanted = setup(1)
    for deck_id in ("lab", "hints", "penalties"):
        if game.deck(deck_id).total != wanted[deck_id]:
            return f"{deck_id}: setup takes {wanted[deck_id]}, the deck has {game.deck(deck_id).total}"
    return True


@invariant("every combination card is numbered red plus blue of the two objects it is made from",
           per_player_count=False)
def combinations_add_up(game) -> bool | str:
    cards = {c.name: c for c in game.deck("lab").cards}
    for card in cards.values():
        if card.fields["kind"] != "Combination":
            continue
        parts = [cards[n] for n in card.fields["made_from"]]
        red = [p.fields["number"] for p in parts if p.fields["ink"] == "Red"]
        blue = [p.fields["number"] for p in parts if p.fields["ink"] == "Blue"]
        if len(red) != 1 or len(blue) != 1:
            return f"{card.name} is not made from one red and one blue object"
        if combine(red[0], blue[0]) != card.fields["number"]:
            return f"{card.name} is numbered {card.fields['number']}, not {combine(red[0], blue[0])}"
    return True


@invariant("every answer card is where its machine's code sends you, and prints that code",
           per_player_count=False)
def answers_decode(game) -> bool | str:
    for card in game.deck("lab").cards:
        if card.fields["kind"] != "Answer":
            continue
        machine = card.fields["made_from"][0]
        code = SOLUTIONS.get(machine)
        if code is None or card.fields["code"] != code:
            return f"{card.name} prints code {card.fields['code']!r}, {machine} opens with {code!r}"
        if decode(code) != card.fields["number"]:
            return f"{card.name} is numbered {card.fields['number']}, but {code} decodes to {decode(code)}"
    return True


@invariant("no two lab cards share a number", per_player_count=False)
def numbers_unique(game) -> bool | str:
    seen: dict[int, str] = {}
    for card in game.deck("lab").cards:
        n = card.fields["number"]
        if n in seen:
            return f"{card.name} and {seen[n]} are both numbered {n}"
        seen[n] = card.name
    return True


@invariant("every penalty card costs what the rules say", per_player_count=False)
def penalties_match(game) -> bool | str:
    kinds = {"Wrong combination": "combination", "Wrong code": "code"}
    for card in game.deck("penalties").cards:
        if card.fields["minutes"] != penalty_minutes(kinds[card.fields["mistake"]]):
            return f"{card.name} costs {card.fields['minutes']} minutes"
    return True


@invariant("a puzzle's hint card points at a card of the lab", per_player_count=False)
def hints_point_at_puzzles(game) -> bool | str:
    numbers = {c.fields["number"] for c in game.deck("lab").cards}
    for card in game.deck("hints").cards:
        if card.fields["puzzle"] not in numbers:
            return f"{card.name} helps with card {card.fields['puzzle']}, which is not in the lab"
    return True
