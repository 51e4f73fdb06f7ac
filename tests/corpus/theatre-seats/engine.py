"""Full House: the box office's rules as small functions."""

from generator.engine import invariant, rule

PLAYERS = (2, 4)

ROW_LETTERS = "ABCDEFGHIJKLMNOP"
SEATS_PER_ROW = 20
BANDS = {"Stalls": ("A", "H"), "Circle": ("I", "M"), "Balcony": ("N", "P")}
PRICES = {
    "Matinee": {"Stalls": 24, "Circle": 18, "Balcony": 10},
    "Evening": {"Stalls": 32, "Circle": 24, "Balcony": 14},
}
BONUS = {"Stalls": 20, "Circle": 15, "Balcony": 10}
GROUP_SIZE = 10
GROUP_DISCOUNT = 4
FULL_ROW_BONUS = 10
SHOWS = 4
BOOKING_CARDS = 60
CONSTANTS = {"Group size": GROUP_SIZE, "Group discount": GROUP_DISCOUNT, "Full row bonus": FULL_ROW_BONUS}


@rule
def seats_per_row() -> int:
    """Seats 1 to 20 in every row."""
    return SEATS_PER_ROW


@rule
def rows_in_house() -> int:
    """Rows A to P."""
    return len(ROW_LETTERS)


@rule
def total_seats() -> int:
    return SEATS_PER_ROW * len(ROW_LETTERS)


@rule
def row_letters() -> list:
    return list(ROW_LETTERS)


@rule
def band_of_row(row: str) -> str:
    for band, (first, last) in BANDS.items():
        if first <= row <= last:
            return band
    raise ValueError(f"no row {row}")


@rule
def band_rows(band: str) -> int:
    first, last = BANDS[band]
    return ROW_LETTERS.index(last) - ROW_LETTERS.index(first) + 1


@rule
def band_row_span(band: str) -> str:
    first, last = BANDS[band]
    return f"{first}–{last}"


@rule
def band_seats(band: str) -> int:
    return band_rows(band) * SEATS_PER_ROW


@rule
def band_bonus(band: str) -> int:
    """Scored at the end of each show by the player who seated the most guests in the band."""
    return BONUS[band]


@rule
def ticket_price(band: str, show: str) -> int:
    return PRICES[show][band]


@rule
def group_size() -> int:
    """A party of this many or more is a group."""
    return GROUP_SIZE


@rule
def group_discount() -> int:
    """Crowns off every seat of a group."""
    return GROUP_DISCOUNT


@rule
def full_row_bonus() -> int:
    return FULL_ROW_BONUS


@rule
def constant(what: str) -> int:
    return CONSTANTS[what]


@rule
def booking_takings(party: int, band: str, show: str) -> int:
    price = ticket_price(band, show)
    if party >= GROUP_SIZE:
        price -= GROUP_DISCOUNT
    return party * price


@rule
def band_winner(seated: dict) -> str | None:
    """The player who seated the most guests in a band; None on a tie for the most or when nobody did."""
    best = max(seated.values(), default=0)
    if best == 0:
        return None
    leaders = [name for name, n in seated.items() if n == best]
    return leaders[0] if len(leaders) == 1 else None


@rule
def shows_in_game() -> int:
    return SHOWS


@rule
def show_day(show: int) -> str:
    return "Saturday" if show <= 2 else "Sunday"


@rule
def show_kind(show: int) -> str:
    return "Matinee" if show % 2 == 1 else "Evening"


@rule
def queue_size(players: int = 2) -> int:
    """Face-up bookings at the window: two more than the players."""
    return players + 2


@rule
def bookings_per_show(players: int | None = None) -> int:
    """Bookings each player takes in one show."""
    return 3


@rule
def bookings_in_show(players: int = 2) -> int:
    return players * bookings_per_show(players)


@rule
def seat_bands() -> list:
    """The seating plan's band of every seat: one row of names per row of the house."""
    return [[band_of_row(r)] * SEATS_PER_ROW for r in ROW_LETTERS]


@rule
def band_labels() -> list:
    """The band's name beside the first row of each band, nothing beside the others."""
    return [band_of_row(r) if r == BANDS[band_of_row(r)][0] else "" for r in ROW_LETTERS]


@rule
def show_names() -> list:
    return [f"{show_day(s)} {show_kind(s).lower()}" for s in range(1, SHOWS + 1)]


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "bookings": BOOKING_CARDS,
        "seating-pad": 1,
        "ledger-pad": 1,
        "box-office-marker": 1,
        "pencils": players,
    }


@invariant("the bands together make the whole house", per_player_count=False)
def bands_fill_house() -> bool:
    return sum(band_seats(b) for b in BANDS) == total_seats()


@invariant("the booking deck is the size setup takes out", per_player_count=False)
def deck_size(game) -> bool | str:
    total = game.deck("bookings").total
    return True if total == BOOKING_CARDS else f"{total} cards, setup says {BOOKING_CARDS}"


@invariant("the deck lasts the weekend with a full queue left at the end")
def deck_lasts(players: int, game) -> bool | str:
    needed = SHOWS * bookings_in_show(players) + queue_size(players)
    total = game.deck("bookings").total
    return True if total >= needed else f"{total} cards, {needed} needed"


@invariant("every party fits in one row", per_player_count=False)
def parties_fit(game) -> bool | str:
    big = [c.name for c in game.deck("bookings").cards if c.fields["party"] > SEATS_PER_ROW]
    return True if not big else f"too big for a row: {', '.join(big)}"


@invariant("a booking is marked as a group exactly when its party is one", per_player_count=False)
def groups_marked(game) -> bool | str:
    wrong = [c.name for c in game.deck("bookings").cards
             if c.fields["group"] != (c.fields["party"] >= GROUP_SIZE)]
    return True if not wrong else f"group mark wrong: {', '.join(wrong)}"


@rule
def ledger_lines() -> list:
    """The ledger's lines for one show: a line per booking a player takes, the bonuses, the total."""
    return [f"Booking {n}" for n in range(1, bookings_per_show() + 1)] + ["Band bonus", "Full rows", "Show total"]
