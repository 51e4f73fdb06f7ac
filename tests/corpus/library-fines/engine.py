"""Overdue! The Reading Room: a cooperative library game for 1-4 librarians."""

from generator.engine import invariant, rule

PLAYERS = (1, 4)

DAYS_IN_A_WEEK = 7
WEEKS = 2

ARRIVALS = {1: "student", 2: "student", 3: "family", 4: "scholar", 5: "retiree", 6: "critic"}


# --- numbers that change with the player count -------------------------------------------

@rule
def arrival_rolls(players: int) -> int:
    """How many times the arrival die is rolled each day."""
    return {1: 2, 2: 3, 3: 3, 4: 4}[players]


@rule
def actions_per_librarian(players: int) -> int:
    """Actions each librarian takes in the Service step."""
    return {1: 4, 2: 3, 3: 2, 4: 2}[players]


@rule
def stars_to_win(players: int) -> int:
    """Stars the library needs at the end of Week 2 to stay open."""
    return {1: 16, 2: 20, 3: 24, 4: 28}[players]


# --- numbers that never change ------------------------------------------------------------

@rule
def starting_coins(players: int | None = None) -> int:
    """Coins in the library's purse at setup."""
    return 3


@rule
def shelf_at_setup(players: int | None = None) -> int:
    """Books dealt face up to the Shelf at setup."""
    return 6


@rule
def complaint_limit(players: int | None = None) -> int:
    """Complaints that close the library at once."""
    return 5


@rule
def days_in_game(players: int | None = None) -> int:
    """Library days in a whole game: two weeks."""
    return DAYS_IN_A_WEEK * WEEKS


# --- the fine table, by days late ---------------------------------------------------------

def _days(days_late: int | str) -> int:
    if isinstance(days_late, str):
        return 4  # the column "4 or more"
    return days_late


@rule
def fine_coins(days_late: int | str) -> int:
    """Coins a late book's patron pays into the purse."""
    d = _days(days_late)
    if d <= 0 or d >= 4:
        return 0
    return d


@rule
def stars_lost(days_late: int | str) -> int:
    """Stars the Stars marker moves back when a late book comes in (or is lost)."""
    d = _days(days_late)
    return {0: 0, 1: 0, 2: 1, 3: 2}.get(d, 3)


@rule
def book_lost(days_late: int | str) -> bool:
    """A book four or more days late never comes back."""
    return _days(days_late) >= 4


# --- the arrival die ----------------------------------------------------------------------

@rule
def arrival(roll: int) -> str:
    """The patron a roll of the arrival die brings."""
    return ARRIVALS[roll]


# --- lending, returning, scoring ----------------------------------------------------------

@rule
def due_day(today: int, loan_days: int) -> int:
    """The weekday (1 = Mon ... 7 = Sun) a book lent today falls due, wrapping round the track."""
    return (today - 1 + loan_days) % DAYS_IN_A_WEEK + 1


@rule
def return_stars(stars: int, days_late: int = 0) -> int:
    """How far the Stars marker moves when a book is resolved: its stars less the stars lost,
    or only the loss when the book is lost."""
    if book_lost(days_late):
        return -stars_lost(days_late)
    return stars - stars_lost(days_late)


@rule
def reminded(late: int) -> int:
    """A Late token after one Reminder: one lower, never below 1."""
    return max(1, late - 1)


@rule
def end_score(stars: int, books_out: int) -> int:
    """The final score: stars on the track less one for each book still on loan."""
    return max(0, stars - books_out)


# --- setup ---------------------------------------------------------------------------------

def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "reading-room-board": 1,
        "books": 30,
        "patrons": 14,
        "coin-tokens": 20,
        "late-tokens": 8,
        "track-markers": 4,
        "arrival-die": 1,
    }


def play(players: int, variant: str | None = None) -> dict[str, dict]:
    return {"books": {"table": shelf_at_setup()}, "arrival": {"dice": 1}}


# --- invariants ----------------------------------------------------------------------------

@invariant("every patron card is a result of the arrival die", per_player_count=False)
def patrons_arrive(game) -> bool | str:
    kinds = {c.id for c in game.deck("patrons").cards}
    rolled = set(ARRIVALS.values())
    return True if kinds == rolled else f"die {sorted(rolled)} vs cards {sorted(kinds)}"


@invariant("every genre a patron wants has at least five book cards", per_player_count=False)
def genres_stocked(game) -> bool | str:
    books = game.deck("books")
    for patron in game.deck("patrons").cards:
        n = sum(c.count for c in books.cards if c.fields["genre"] == patron.fields["wants"])
        if n < 5:
            return f"{patron.name} wants {patron.fields['wants']}, only {n} books"
    return True


@invariant("a Retiree left alone loses the book", per_player_count=False)
def retiree_loses(game) -> bool | str:
    retiree = next(c for c in game.deck("patrons").cards if c.id == "retiree")
    return book_lost(retiree.fields["late_days"])


@invariant("no book is lent for a week or more, so a due day is never in doubt", per_player_count=False)
def loans_under_a_week(game) -> bool | str:
    long = [c.name for c in game.deck("books").cards if c.fields["loan_days"] >= DAYS_IN_A_WEEK]
    return True if not long else f"too long: {', '.join(long)}"


@invariant("the Stars track reaches the stars to win")
def stars_track_long_enough(players: int, game) -> bool | str:
    track = next(t for t in game.maps[0].tracks if t.id == "stars")
    return track.end >= stars_to_win(players)


@invariant("the bank holds the starting purse")
def bank_covers_purse(players: int, game) -> bool:
    coins = next(c for c in game.inventory if c.id == "coin-tokens")
    return coins.count >= starting_coins(players)


@invariant("the Complaints track ends at the complaint limit", per_player_count=False)
def complaints_track(game) -> bool:
    track = next(t for t in game.maps[0].tracks if t.id == "complaints")
    return track.end == complaint_limit()
