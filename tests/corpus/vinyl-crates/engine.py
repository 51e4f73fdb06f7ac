"""Vinyl Crates: the rules the tables and the rulebook print.

Money is kept in cents (1200 is $12.00) and points in half points (5 is 2½),
so every amount the game uses is a whole number.
"""

from generator.engine import invariant, rule

PLAYERS = (2, 4)

GENRES = ("Jazz", "Soul", "Rock", "Punk", "Disco")

# Genre set scoring: records of one genre -> points.
SET_POINTS = {1: 0, 2: 1, 3: 3, 4: 6}
SET_POINTS_TOP = 10  # five or more records of one genre


@rule
def crate_size(players: int) -> int:
    """Records face up in the crate: two per player, and two more."""
    return 2 * players + 2


@rule
def records_to_bin(players: int) -> int:
    """At the end of a round, a quarter of the crate (rounded down) goes to the bargain bin."""
    return crate_size(players) // 4


@rule
def rounds(players: int) -> int:
    """How many rounds the game lasts."""
    return {2: 8, 3: 7, 4: 6}[players]


@rule
def requests_dealt(players: int | None = None) -> int:
    """Request cards dealt to each player at setup."""
    return 2


@rule
def requests_kept(players: int | None = None) -> int:
    """Request cards each player keeps after looking at the ones dealt."""
    return 1


@rule
def starting_cash(players: int | None = None, variant: str | None = None) -> int:
    """Cents each player starts with."""
    if variant == "record-store-day":
        return 1500
    return 1200


@rule
def shift_pay() -> int:
    """Cents taken from the bank when you work a shift."""
    return 250


@rule
def bin_limit() -> int:
    """Most records the bargain bin holds."""
    return 4


@rule
def bin_price(price: int, variant: str | None = None) -> int:
    """Price in the bargain bin: half (a quarter on Record Store Day), rounded up to the next 25 cents."""
    divisor = 4 if variant == "record-store-day" else 2
    quarters = -(-price // (25 * divisor))  # the share in quarters, rounded up
    return quarters * 25


@rule
def set_points(records: int | str) -> int:
    """Points for a genre set of this many records."""
    if records == "5 or more":
        return SET_POINTS_TOP
    if records >= 5:
        return SET_POINTS_TOP
    return SET_POINTS.get(records, 0)


@rule
def cash_halves(cents: int) -> int:
    """Half points for the money left: ½ point for each full $2.00."""
    return cents // 200


@rule
def final_score_halves(record_halves: int, genre_counts: dict, request_points: int, cents: int) -> int:
    """A whole collection's score, in half points."""
    sets = sum(set_points(int(n)) for n in genre_counts.values())
    return record_halves + 2 * sets + 2 * request_points + cash_halves(cents)


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "records": 60,
        "requests": requests_dealt(players) * players,
        "cash": 90,
        "round-marker": 1,
        "shop-key": 1,
        "shop-board": 1,
        "score-pad": 1,
    }


def play(players: int, variant: str | None = None) -> dict:
    return {"records": {"draw": players + records_to_bin(players)}}


@invariant("every genre has twelve records", per_player_count=False)
def genres_even(game) -> bool | str:
    deck = game.deck("records")
    for genre in GENRES:
        n = sum(c.count for c in deck.cards if c.fields["genre"] == genre)
        if n != 12:
            return f"{genre} has {n} records"
    return True


@invariant("the record deck lasts the whole game")
def deck_lasts(players: int, game) -> bool | str:
    needed = crate_size(players) + rounds(players) * (players + records_to_bin(players))
    total = game.deck("records").total
    return True if total >= needed else f"{needed} records needed, {total} in the deck"


@invariant("every price is a whole number of quarters", per_player_count=False)
def prices_in_quarters(game) -> bool | str:
    bad = [c.name for c in game.deck("records").cards if c.fields["price"] % 25]
    return True if not bad else "not in quarters: " + ", ".join(bad)


@invariant("an LP is worth more than a single of the same price band", per_player_count=False)
def lps_score_well(game) -> bool | str:
    for card in game.deck("records").cards:
        if card.fields["format"] == "LP" and card.fields["halves"] < 4:
            return f"{card.name} is an LP worth under 2 points"
    return True


@invariant("the requests go round")
def requests_suffice(players: int, game) -> bool | str:
    total = game.deck("requests").total
    return True if total >= requests_dealt(players) * players else f"{total} requests"


@invariant("the bank covers every player's starting cash")
def bank_covers(players: int, game) -> bool:
    bank_cents = 20 * 500 + 30 * 100 + 40 * 25
    return bank_cents >= players * starting_cash(players)


@invariant("every genre has one colored-vinyl LP, and only LPs are colored", per_player_count=False)
def one_colored_lp_per_genre(game) -> bool | str:
    cards = game.deck("records").cards
    for card in cards:
        if card.fields["colored"] and (card.fields["format"] != "LP" or card.count != 1):
            return f"{card.name} is colored but not a single-copy LP"
    for genre in GENRES:
        colored = [c for c in cards if c.fields["genre"] == genre and c.fields["colored"]]
        if len(colored) != 1:
            return f"{genre} has {len(colored)} colored-vinyl LPs"
    return True
