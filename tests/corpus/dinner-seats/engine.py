"""Dinner Seats: the rules the printed tables and examples come from."""

from generator.engine import invariant, rule

PLAYERS = (2, 4)

LONG_EVENING = "long-evening"
FAMILY_STYLE = "family-style"

# What a table costs to buy in the Expansion phase, by its seats.
TABLE_COST = {2: 3, 4: 5, 6: 8}

# Guest cards with a bonus for a full table; Family style plays without them.
SPECIAL_GUESTS = ("anniversary", "birthday", "wedding")


@rule
def door_groups(players: int, variant: str | None = None) -> int:
    """Guest groups turned face up at the doorway each round: two per player, and two more."""
    return 2 * players + 2


@rule
def rounds(players: int | None = None, variant: str | None = None) -> int:
    """Rounds in a game: six, or eight on a Long evening."""
    return 8 if variant == LONG_EVENING else 6


@rule
def starting_tips(players: int | None = None) -> int:
    """Tips each restaurant opens with."""
    return 5


@rule
def six_seat_supply(players: int) -> int:
    """Six-seat tables put out in the supply: two per player."""
    return 2 * players


@rule
def table_limit(players: int | None = None) -> int:
    """Most tables one restaurant may hold."""
    return 5


@rule
def starting_tables(players: int | None = None) -> int:
    """Tables each restaurant opens with: one Two-seat and one Four-seat."""
    return 2


@rule
def table_cost(seats: int) -> int:
    """Tips paid for a new table in the Expansion phase."""
    return TABLE_COST[seats]


@rule
def fill(diners: int, seats: int) -> str | None:
    """How full a table is once a group sits at it (None: the group does not fit)."""
    if diners > seats:
        return None
    if diners == seats:
        return "Full"
    if 2 * diners > seats:
        return "More than half"
    return "Half or less"


@rule
def tip(diners: int, seats: int, bonus: int = 0) -> int | None:
    """Tips one seated group pays.

    A full table pays two tips per diner, plus the group's bonus; a table more
    than half full pays one tip per diner; a table half full or less pays a
    single tip. A group that does not fit cannot sit there at all (None).
    """
    how_full = fill(diners, seats)
    if how_full is None:
        return None
    if how_full == "Full":
        return 2 * diners + bonus
    if how_full == "More than half":
        return diners
    return 1


@rule
def round_tips(seatings: list) -> int:
    """Tips a restaurant takes in one Tipping phase: each seating is [diners, seats] or [diners, seats, bonus]."""
    total = 0
    for seating in seatings:
        diners, seats = seating[0], seating[1]
        bonus = seating[2] if len(seating) > 2 else 0
        paid = tip(diners, seats, bonus)
        if paid is None:
            raise ValueError(f"a group of {diners} cannot sit at a table of {seats}")
        total += paid
    return total


@rule
def tips_after_buying(tips: int, seats: int) -> int:
    """Tips left after buying one table of that many seats."""
    return tips - table_cost(seats)


def guest_cards(variant: str | None = None) -> int:
    """Guest cards shuffled into the deck."""
    return 51 if variant == FAMILY_STYLE else 60


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "guests": guest_cards(variant),
        "tables": 24 + six_seat_supply(players),
        "tip-coins": 60,
        "restaurant-boards": players,
        "doorway-board": 1,
        "head-waiter": 1,
        "round-marker": 1,
    }


def play(players: int, variant: str | None = None) -> dict:
    return {"guests": {"hand": 0, "draw": door_groups(players, variant)}}


@invariant("the guest deck lasts every round of the game", per_player_count=True)
def deck_lasts(players: int, variant: str | None = None) -> bool | str:
    needed = door_groups(players, variant) * rounds(players, variant)
    have = guest_cards(variant)
    return True if needed <= have else f"{needed} guests needed, {have} in the deck"


@invariant("the table costs printed in game.yaml are the engine's", per_player_count=False)
def costs_match(game) -> bool | str:
    by_id = {"two-seat-table": 2, "four-seat-table": 4, "six-seat-table": 6}
    for cost in game.costs:
        seats = by_id.get(cost.id)
        if seats is None:
            continue
        amount = sum(item.amount for item in cost.items)
        if amount != table_cost(seats):
            return f"{cost.name} costs {amount} in game.yaml but {table_cost(seats)} in the engine"
    return True


@invariant("the special guests Family style removes are nine cards", per_player_count=False)
def family_style_count(game) -> bool | str:
    deck = game.deck("guests")
    special = sum(c.count for c in deck.cards if c.id in SPECIAL_GUESTS)
    if deck.total - special != guest_cards(FAMILY_STYLE):
        return f"{deck.total} guests less {special} specials is not {guest_cards(FAMILY_STYLE)}"
    if deck.total != guest_cards():
        return f"the deck holds {deck.total} guests, the engine says {guest_cards()}"
    return True


@invariant("every guest group fits the biggest table", per_player_count=False)
def groups_fit(game) -> bool | str:
    big = max(c.fields["seats"] for c in game.deck("tables").cards)
    for card in game.deck("guests").cards:
        if card.fields["diners"] > big:
            return f"{card.name} has {card.fields['diners']} diners"
    return True


@invariant("the table tiles cover each restaurant's start and the supply")
def tables_suffice(players: int, game) -> bool | str:
    tables = {c.id: c.count for c in game.deck("tables").cards}
    if tables["six-seat"] < six_seat_supply(players):
        return "too few Six-seat tables"
    if tables["two-seat"] < players or tables["four-seat"] < players:
        return "too few starting tables"
    return True
