"""Engine model of Shelf Order: the numbers the rulebook, tables and boards print.

Call numbers are kept as strings ("512.14") so that they print exactly as the
spine labels read; they are compared as decimals, the way a librarian reads them.
"""
from decimal import Decimal

from generator.engine import invariant, rule

PLAYERS = (1, 5)

CLASSES = [
    "General Works", "Philosophy", "Religion", "Social Sciences", "Language",
    "Science", "Technology", "Arts", "Literature", "History",
]

# The points of the score, in one place.
POINTS = {
    "Book in order": 1,
    "Misplaced book": -2,
    "Shelf in full order": 5,
    "Subject shelf": 3,
    "Unused Request slip": 1,
}


# --- the round -------------------------------------------------------------

@rule
def cart_size(players: int = 2) -> int:
    """Books in the returns cart after it is refilled: two for each player and one spare."""
    return 2 * players + 1


@rule
def books_per_round(players: int | None = None) -> int:
    """Books each player shelves in a round (one on each of the two passes)."""
    return 2


@rule
def rounds(players: int | None = None) -> int:
    """The game lasts this many rounds."""
    return 6


@rule
def shelves(players: int | None = None) -> int:
    """Shelves on each bookcase board."""
    return 3


@rule
def slots_per_shelf(players: int | None = None) -> int:
    """Slots on each shelf."""
    return 4


@rule
def request_slips_each(players: int | None = None) -> int:
    """Request slips each player starts with."""
    return 1


@rule
def books_drawn(players: int = 2) -> int:
    """The most books a full game can take from the stacks: the first fill of the cart,
    the refills of the later rounds, and one extra book for every Request slip."""
    refills = (rounds() - 1) * books_per_round() * players
    return cart_size(players) + refills + request_slips_each() * players


@rule
def books_per_class(subject: str = "Science") -> int:
    """Books of each class in the deck."""
    return 7


@rule
def class_numbers(subject: str, part: str = "Call numbers") -> str:
    """The hundreds a class's call numbers start with, as a librarian says it ('the 500s')."""
    return f"{CLASSES.index(subject)}00s"


# --- shelving ---------------------------------------------------------------

def _value(call: str) -> Decimal:
    return Decimal(call)


@rule
def class_of(call: str) -> str:
    """The class a call number belongs to: its hundreds digit."""
    return CLASSES[int(_value(call)) // 100]


@rule
def is_misplaced(call: str, left: str = "", right: str = "") -> bool:
    """A book is misplaced when it comes before the nearest book in order to its left,
    or after the nearest book in order to its right ("" where there is none)."""
    value = _value(call)
    if left and value < _value(left):
        return True
    if right and value > _value(right):
        return True
    return False


# --- scoring -----------------------------------------------------------------

@rule
def points_for(what: str) -> int:
    return POINTS[what]


@rule
def book_points() -> int:
    return POINTS["Book in order"]


@rule
def misplaced_penalty() -> int:
    """Points lost for each misplaced book (the table prints it as a negative)."""
    return -POINTS["Misplaced book"]


@rule
def full_shelf_points() -> int:
    return POINTS["Shelf in full order"]


@rule
def subject_bonus() -> int:
    return POINTS["Subject shelf"]


@rule
def slip_points() -> int:
    return POINTS["Unused Request slip"]


@rule
def final_score(in_order: int, misplaced: int, full_shelves: int, subject_shelves: int,
                slips_left: int) -> int:
    return (in_order * book_points() - misplaced * misplaced_penalty()
            + full_shelves * full_shelf_points() + subject_shelves * subject_bonus()
            + slips_left * slip_points())


@rule
def solo_target() -> int:
    """The score a solo player aims for."""
    return 22


@rule
def score_sheet_points() -> list[str]:
    """The points column of the score sheet, row by row."""
    return [f"{POINTS[what]:+d}" for what in POINTS]


# --- setup -------------------------------------------------------------------

def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "books": 70,                          # the whole deck is shuffled into the stacks
        "bookcases": players,
        "misplaced-tokens": 30,               # a shared supply
        "request-slips": request_slips_each() * players,
        "librarian-badge": 1,
    }


# --- invariants ----------------------------------------------------------------

@invariant("the stacks never run out, even when every player hands in a Request slip")
def stacks_last(players: int, game) -> bool | str:
    total = game.deck("books").total
    need = books_drawn(players)
    return True if need <= total else f"{need} books needed, {total} in the deck"


@invariant("a bookcase has exactly one slot for every book a player shelves in the game",
           per_player_count=False)
def bookcase_fits_the_game() -> bool:
    return shelves() * slots_per_shelf() == rounds() * books_per_round()


@invariant("every call number starts with its class's hundreds, and no two books share one",
           per_player_count=False)
def call_numbers_match_classes(game) -> bool | str:
    seen: set[Decimal] = set()
    for card in game.deck("books").cards:
        call = card.fields["call"]
        if class_of(call) != card.fields["subject"]:
            return f"{card.name} is numbered {call} but shelved as {card.fields['subject']}"
        if _value(call) in seen:
            return f"{card.name} repeats call number {call}"
        seen.add(_value(call))
    return True


@invariant("every class has the same number of books", per_player_count=False)
def classes_are_even(game) -> bool | str:
    counts = {name: 0 for name in CLASSES}
    for card in game.deck("books").cards:
        counts[card.fields["subject"]] += card.count
    odd = [f"{name} {n}" for name, n in counts.items() if n != books_per_class(name)]
    return True if not odd else "uneven classes: " + ", ".join(odd)


@invariant("the box holds the setup's Misplaced tokens and the engine's deck size", per_player_count=False)
def box_matches_setup(game) -> bool | str:
    box = {c.id: c.count for c in game.inventory}
    if game.deck("books").total != setup(1)["books"]:
        return "setup() names another deck size than the card data"
    if box["misplaced-tokens"] != setup(1)["misplaced-tokens"]:
        return "setup() names another Misplaced supply than the box"
    return True
