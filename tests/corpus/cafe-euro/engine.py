"""Engine model of Café Komma: the rules its printed tables and examples are bound to.

Money is kept in whole cents everywhere (a Melange is 320); the cards and the
rulebook print it the European way, 3,20 €.
"""
from generator.engine import invariant, rule

PLAYERS = (2, 4)

OPENS = 10          # the first hour of play begins at 10:00
CLOSES = 17         # the café closes at 17:00
LUNCH = (12, 13)    # the lunch rush: two guests each in these hours


@rule
def hours_open(players: int | None = None) -> int:
    """Rounds in a game: one per hour the café is open."""
    return CLOSES - OPENS


@rule
def hour_begins(round: int) -> str:
    """The clock time at which a round (an hour of play) begins, 24-hour style."""
    return f"{OPENS + round - 1:02d}:00"


@rule
def opening_hours() -> list[str]:
    """Every hour of play, for the till slip's rows."""
    return [hour_begins(r) for r in range(1, hours_open() + 1)]


@rule
def closing_hour() -> int:
    return CLOSES


@rule
def lunch_hour(index: int) -> int:
    """The first (1) or second (2) hour of the lunch rush."""
    return LUNCH[index - 1]


@rule
def arrivals(round: int) -> int:
    """Guest cards each player draws at the start of an hour."""
    return 2 if OPENS + round - 1 in LUNCH else 1


@rule
def counter_cards(players: int) -> int:
    """Menu cards lying face up on the counter."""
    return players + 2


@rule
def starting_hand(players: int | None = None) -> int:
    return 3


@rule
def tables_each(players: int | None = None) -> int:
    return 3


@rule
def cards_taken(players: int | None = None) -> int:
    """Menu cards each waiter takes in the Counter step."""
    return 2


@rule
def hand_limit(players: int | None = None) -> int:
    return 7


@rule
def quick_bonus(players: int | None = None) -> int:
    """Cents added to the tip when a table is served in the hour it arrived."""
    return 30


@rule
def bill(prices: list) -> int:
    """A table's bill: the printed prices of the Menu cards served, in cents."""
    return sum(prices)


@rule
def tip_total(base: int, bonuses: list, quick: bool) -> int:
    """The guests' own tip, the Menu cards' tip bonuses and the quick-service bonus."""
    return base + sum(bonuses) + (quick_bonus() if quick else 0)


@rule
def table_total(prices: list, base: int, bonuses: list, quick: bool) -> int:
    """What a waiter writes on the till slip for one table."""
    return bill(prices) + tip_total(base, bonuses, quick)


@rule
def regular_tip(bill: int) -> int:
    """'Stimmt so': the Regular rounds his bill up to a whole euro; the difference is his tip."""
    return (-bill) % 100


@rule
def regular_total(prices: list, quick: bool) -> int:
    b = bill(prices)
    return b + regular_tip(b) + (quick_bonus() if quick else 0)


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "menu": 40,
        "guests": 36,
        "cafe-board": 1,
        "player-mats": players,
        "clock-marker": 1,
        "waiting-tokens": 3 * players,
        "coffee-pot": 1,
        "till-pad": 1,
    }


@invariant("the Guest deck lasts the whole day at the most players", per_player_count=False)
def guests_last(game) -> bool | str:
    need = sum(arrivals(r) for r in range(1, hours_open() + 1)) * game.max_players
    have = game.deck("guests").total
    return True if have >= need else f"{need} guests arrive but the deck holds {have}"


@invariant("every order fits in a hand and feeds every guest of its party", per_player_count=False)
def orders_fit(game) -> bool | str:
    for card in game.deck("guests").cards:
        items = sum(a.amount for a in card.fields["order"])
        if items > hand_limit():
            return f"{card.name} orders {items} items, more than a hand holds"
        if items < card.fields["party"]:
            return f"{card.name} orders less than one item a guest"
    return True


@invariant("every price and tip is a whole number of ten cents", per_player_count=False)
def tidy_cents(game) -> bool | str:
    for card in game.deck("menu").cards:
        if card.fields["price"] % 10 or (card.fields["bonus"] or 0) % 10:
            return f"{card.name} is not priced in ten-cent steps"
    for card in game.deck("guests").cards:
        if card.fields["tip"] % 10:
            return f"{card.name} tips in odd cents"
    return True


@invariant("setup takes every Menu and Guest card out of the box", per_player_count=False)
def decks_whole(game) -> bool | str:
    s = setup(game.players.low)
    for deck in ("menu", "guests"):
        if s[deck] != game.deck(deck).total:
            return f"setup takes {s[deck]} {deck} cards, the deck has {game.deck(deck).total}"
    return True


@invariant("every Menu card's printed price list entry is its price in euros, European style", per_player_count=False)
def shown_prices(game) -> bool | str:
    for card in game.deck("menu").cards:
        cents = card.fields["price"]
        want = f"{cents // 100},{cents % 100:02d} €"
        if card.fields["shown_price"] != want:
            return f"{card.name} shows {card.fields['shown_price']} but costs {want}"
    return True
