"""The Cheese Cellar: the rules the tables, the die and the examples print."""
from generator.engine import invariant, rule

PLAYERS = (2, 4)

KINDS = ("Soft", "Blue", "Washed-rind", "Hard")
SHELVES = ("Warm Shelf", "Middle Shelf", "Cool Shelf", "Damp Shelf")
SLOTS_PER_SHELF = 4                      # printed on the board
BANDS = ((0, 2), (3, 5), (6, 8), (9, 12))
PRICES = {                               # coins, by age band
    "Soft": (3, 6, 4, 1),
    "Blue": (2, 5, 8, 6),
    "Washed-rind": (2, 6, 7, 4),
    "Hard": (1, 3, 7, 11),
}
DAMP_LOVERS = ("Blue", "Washed-rind")


# --- constants -------------------------------------------------------------

@rule
def actions_per_turn(players: int | None = None) -> int:
    """Actions each player takes in the Work phase."""
    return 2


@rule
def months_in_game(players: int | None = None) -> int:
    """The game lasts this many months (rounds)."""
    return 12


@rule
def oldest_age(players: int | None = None) -> int:
    """A cheese never ages past this many months."""
    return 12


@rule
def closing_discount(players: int | None = None) -> int:
    """Coins taken off each cheese sold in the closing sale."""
    return 2


@rule
def dry_draught_loss() -> int:
    """Months of age a Dry draught takes from each cheese on the Warm Shelf."""
    return 2


# --- by player count -------------------------------------------------------

@rule
def market_size(players: int = 2) -> int:
    """Face-up cheese cards in the market."""
    return players + 2


@rule
def open_slots(players: int = 2) -> int:
    """Slots open on each shelf; at two players the fourth slot is closed."""
    return 3 if players == 2 else SLOTS_PER_SHELF


@rule
def starting_coins(players: int | None = None) -> int:
    return 10


# --- shelves ---------------------------------------------------------------

@rule
def months_aged(shelf: str) -> int:
    """Months a cheese on this shelf ages in the Aging phase."""
    return 2 if shelf == "Warm Shelf" else 1


@rule
def safe_from_humidity(shelf: str) -> bool:
    return shelf == "Cool Shelf"


@rule
def damp_bonus(shelf: str) -> int:
    """Extra coins for a Blue or Washed-rind cheese sold from this shelf."""
    return 2 if shelf == "Damp Shelf" else 0


# --- selling ---------------------------------------------------------------

def _band(months: int) -> int:
    months = min(months, oldest_age())
    for i, (low, high) in enumerate(BANDS):
        if low <= months <= high:
            return i
    raise ValueError(f"no age band for {months} months")


@rule
def sale_price(months: int, kind: str) -> int:
    """The price table: coins for a cheese of this kind and age."""
    return PRICES[kind][_band(months)]


@rule
def sale(kind: str, months: int, shelf: str) -> int:
    """What a sale earns, the Damp Shelf's bonus included."""
    bonus = damp_bonus(shelf) if kind in DAMP_LOVERS else 0
    return sale_price(months, kind) + bonus


@rule
def closing_sale(kind: str, months: int, shelf: str) -> int:
    """What a cheese left in the cellar after the last month earns."""
    return max(0, sale(kind, months, shelf) - closing_discount())


# --- humidity --------------------------------------------------------------

@rule
def humidity(roll: int) -> str:
    return {1: "dry-draught", 2: "steady", 3: "steady", 4: "cellar-sweats",
            5: "blue-veins", 6: "mould-bloom"}[roll]


@rule
def spoiled(kind: str, shelf: str, roll: int) -> bool:
    """Whether the month's humidity spoils this cheese."""
    if safe_from_humidity(shelf):
        return False
    return humidity(roll) == "mould-bloom" and shelf == "Damp Shelf" and kind != "Blue"


@rule
def age_after_month(months: int, shelf: str, roll: int, kind: str) -> int:
    """A cheese's age at the end of a month it stays on one shelf (not spoiled)."""
    age = months
    if not safe_from_humidity(shelf):
        result = humidity(roll)
        if result == "dry-draught" and shelf == "Warm Shelf":
            age = max(0, age - dry_draught_loss())
        elif result == "cellar-sweats" and kind == "Washed-rind":
            age += 1
        elif result == "blue-veins" and kind == "Blue":
            age += 1
    age += months_aged(shelf)
    return min(age, oldest_age())


# --- setup -----------------------------------------------------------------

def setup(players: int, variant: str | None = None) -> dict[str, int]:
    closed = len(SHELVES) * (SLOTS_PER_SHELF - open_slots(players))
    return {
        "cellar-board": 1,
        "cheeses": 36,
        "coins": 60,
        "rind-markers": 6 * players,
        "age-beads": len(SHELVES) * open_slots(players),
        "closed-tokens": closed,
        "month-marker": 1,
        "first-player": 1,
        "humidity-die": 1,
    }


# --- invariants ------------------------------------------------------------

@invariant("the box holds an age bead for every slot of the cellar", per_player_count=False)
def beads_fill_the_cellar(game) -> bool | str:
    beads = next(c for c in game.inventory if c.id == "age-beads")
    need = len(SHELVES) * SLOTS_PER_SHELF
    return True if beads.count == need else f"{beads.count} beads for {need} slots"


@invariant("setup takes out the whole cheese deck", per_player_count=False)
def whole_deck_comes_out(game) -> bool | str:
    total = game.deck("cheeses").total
    return True if total == setup(2)["cheeses"] else f"deck has {total}, setup says {setup(2)['cheeses']}"


@invariant("the board's shelves are the game's shelves", per_player_count=False)
def shelves_match(game) -> bool | str:
    return True if tuple(game.names["shelves"]) == SHELVES else "shelf names differ from engine.py"


@invariant("every cheese is worth more at its best age than its curd costs", per_player_count=False)
def every_cheese_can_profit(game) -> bool | str:
    poor = [c.name for c in game.deck("cheeses").cards
            if max(PRICES[c.fields["kind"]]) <= c.fields["cost"]]
    return True if not poor else f"no profit: {', '.join(poor)}"


@invariant("the market can always be filled at the start")
def market_fits_deck(players: int, game) -> bool:
    return game.deck("cheeses").total >= market_size(players)
