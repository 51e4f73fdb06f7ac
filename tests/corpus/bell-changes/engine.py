"""Rounds & Changes: the rules the tables and the worked examples print.

Rows are strings of eight digits, the bell in each place from the front:
"12345678" is rounds, the treble (1) leading and the tenor (8) behind.
"""

from generator.engine import invariant, rule

PLAYERS = (2, 4)

BELLS = 8
ROUNDS = "12345678"

MUSIC = {
    "Queens": ("13572468", 6),
    "Tittums": ("15263748", 6),
    "Whittingtons": ("12753468", 4),
    "Kings": ("75312468", 4),
    "Back rounds": ("87654321", 10),
}


# --- setup by player count -------------------------------------------------

@rule
def cards_in_hand(players: int = 2) -> int:
    """Cards each ringer holds, drawn back up to after every change."""
    return 6 if players == 2 else 5


@rule
def changes_in_touch(players: int = 2) -> int:
    """Changes rung in one touch: the same number for every ringer."""
    return {2: 12, 3: 15, 4: 16}[players]


@rule
def changes_each(players: int = 2) -> int:
    """Changes each ringer rings in one touch."""
    return changes_in_touch(players) // players


@rule
def touches_in_game(players: int = 2) -> int:
    """One touch conducted by each ringer."""
    return players


# --- constants -------------------------------------------------------------

@rule
def slip_cost(players: int | None = None) -> int:
    """Points lost when the rope die shows a slip."""
    return 3


@rule
def false_row_cost(players: int | None = None) -> int:
    """Points lost for ringing a row already rung in this touch."""
    return 2


@rule
def run_bonus(players: int | None = None) -> int:
    """Points for a row whose back four bells are 5678 or 8765."""
    return 2


@rule
def come_round_bonus(players: int | None = None) -> int:
    """Extra points to the conductor when the touch ends in rounds."""
    return 5


@rule
def fine_striking_bonus(players: int | None = None) -> int:
    """Extra point for a 6 on the rope die, when you ring your change."""
    return 1


# --- music -----------------------------------------------------------------

@rule
def music_row(music: str) -> str:
    return MUSIC[music][0]


@rule
def music_points(music: str) -> int:
    return MUSIC[music][1]


def _music_of(row: str) -> int:
    for digits, points in MUSIC.values():
        if row == digits:
            return points
    return 0


def _run_of(row: str) -> int:
    return run_bonus() if row[4:] in ("5678", "8765") else 0


# --- ringing ---------------------------------------------------------------

@rule
def apply_change(row: str, notation: str) -> str:
    """Ring one change given in place notation: 'x' swaps every pair; otherwise
    the digits are the places that stay, and the bells between swap in pairs."""
    bells = list(row)
    made = set() if notation == "x" else {int(d) for d in notation}
    place = 1
    while place <= len(bells):
        if place in made:
            place += 1
            continue
        if place + 1 > len(bells) or place + 1 in made:
            raise ValueError(f"notation {notation!r} leaves place {place} with no partner")
        bells[place - 1], bells[place] = bells[place], bells[place - 1]
        place += 2
    return "".join(bells)


@rule
def change_score(row: str, notation: str, base: int, fine: bool = False) -> int:
    """What one change scores: the card's points, the music of the new row,
    a run at the back, and a point for fine striking."""
    new = apply_change(row, notation)
    return base + _music_of(new) + _run_of(new) + (fine_striking_bonus() if fine else 0)


@rule
def conductor_points(row: str) -> int:
    """At the end of a touch: a point per bell in its home place, and the
    come-round bonus when every bell is home."""
    home = sum(1 for place, bell in enumerate(row, start=1) if bell == str(place))
    return home + (come_round_bonus() if row == ROUNDS else 0)


@rule
def turn_total(parts: list) -> int:
    return sum(parts)


# --- setup -----------------------------------------------------------------

def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "changes": 48,
        "bell-tokens": 8,
        "chamber-board": 1,
        "rope-die": 1,
        "change-marker": 1,
        "conductor-token": 1,
        "touch-pad": 1,
        "score-pad": 1,
    }


def play(players: int, variant: str | None = None) -> dict[str, dict]:
    return {"changes": {"hand": cards_in_hand(players), "draw": 1}, "rope-die": {"dice": 1}}


# --- invariants ------------------------------------------------------------

@invariant("every ringer rings the same number of changes in a touch")
def touch_shared_evenly(players: int) -> bool:
    return changes_in_touch(players) % players == 0


@invariant("the change track is long enough for the longest touch", per_player_count=False)
def track_long_enough(game) -> bool | str:
    board = next(m for m in game.maps if m.id == "chamber")
    track = next(t for t in board.tracks if t.id == "changes-rung")
    longest = max(changes_in_touch(n) for n in game.players)
    return True if track.end >= longest else f"track ends at {track.end}, touches run to {longest}"


@invariant("every change card is a legal change on eight bells", per_player_count=False)
def cards_are_changes(game) -> bool | str:
    for card in game.deck("changes").cards:
        try:
            apply_change(ROUNDS, card.fields["notation"])
        except ValueError as err:
            return f"{card.name}: {err}"
    return True


@invariant("the deck holds every hand with cards left to draw", per_player_count=True)
def deck_deals(players: int, game) -> bool | str:
    deck = game.deck("changes")
    needed = cards_in_hand(players) * players + changes_in_touch(players)
    return True if deck.total >= needed else f"{deck.total} cards, {needed} needed"


@invariant("every musical row is a true row of eight different bells", per_player_count=False)
def music_rows_true() -> bool | str:
    for name, (digits, _) in MUSIC.items():
        if sorted(digits) != sorted(ROUNDS):
            return f"{name} is not a row"
    return True
