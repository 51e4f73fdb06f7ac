"""Engine model of Dawn Bakery: the rules the printed tables and examples are bound to."""
from generator.engine import invariant, rule

PLAYERS = (2, 4)

RECIPE_CARDS = 28
FLOUR_TOKENS = 48

# Price of one loaf, in cents, on days 1 (Monday) to 6 (Saturday).
PRICES = {
    "Wheat": (80, 90, 90, 80, 70, 60),
    "Rye": (60, 70, 80, 90, 100, 110),
    "Sweet": (100, 80, 90, 110, 140, 180),
}
DIAL = (180, 200, 220, 240)


@rule
def days_in_game(players: int | None = None) -> int:
    """Monday to Saturday."""
    return 6


@rule
def oven_minutes(players: int | None = None) -> int:
    """Oven minutes each baker has in one day."""
    return 180


@rule
def dial_change_minutes(players: int | None = None) -> int:
    """Minutes lost each time the dial is turned to another temperature."""
    return 10


@rule
def grams_per_token(players: int | None = None) -> int:
    return 250


@rule
def max_loaves_sold(players: int | None = None) -> int:
    """Most loaves of one family a baker may sell in one day."""
    return 6


@rule
def starting_cents(players: int | None = None) -> int:
    return 300


@rule
def recipes_dealt(players: int = 2) -> int:
    return 3 if players == 2 else 2


@rule
def shelf_size(players: int = 2) -> int:
    return players + 2


@rule
def loaf_price(day: int, family: str) -> int:
    return PRICES[family][day - 1]


@rule
def flour_tokens(grams: int) -> int:
    """Flour tokens a batch (or several) of this many grams uses."""
    return grams // grams_per_token()


@rule
def oven_minutes_used(minutes: list, temps: list) -> int:
    """Minutes on the Time marker after baking these batches in this order."""
    changes = sum(1 for a, b in zip(temps, temps[1:]) if a != b)
    return sum(minutes) + changes * dial_change_minutes()


@rule
def sale_cents(day: int, wheat: int = 0, rye: int = 0, sweet: int = 0, bonus: int = 0) -> int:
    """Cents from one day's Sell: at most max_loaves_sold() of each family, plus bonus cents."""
    cap = max_loaves_sold()
    loaves = {"Wheat": wheat, "Rye": rye, "Sweet": sweet}
    return sum(min(n, cap) * loaf_price(day, fam) for fam, n in loaves.items()) + bonus


@rule
def minute_marks() -> list:
    """The labels of the oven board's minutes track: 0 to 180 in steps of 5."""
    return list(range(0, oven_minutes() + 1, 5))


@rule
def dial_settings() -> list:
    return [f"{t} °C" for t in DIAL]


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "recipes": RECIPE_CARDS,
        "oven-boards": players,
        "oven-markers": 2 * players,
        "flour-tokens": FLOUR_TOKENS,
        "day-marker": 1,
        "market-board": 1,
        "till-pad": 1,
    }


def play(players: int, variant: str | None = None) -> dict:
    return {"recipes": {"hand": recipes_dealt(players), "draw": 1}}


@invariant("the recipe deck holds the cards setup() shuffles", per_player_count=False)
def deck_size(game) -> bool | str:
    total = game.deck("recipes").total
    return True if total == RECIPE_CARDS else f"deck has {total}, setup says {RECIPE_CARDS}"


@invariant("every recipe uses a whole number of flour tokens", per_player_count=False)
def whole_tokens(game) -> bool | str:
    bad = [c.name for c in game.deck("recipes").cards if c.fields["flour"] % grams_per_token()]
    return True if not bad else f"not whole tokens: {', '.join(bad)}"


@invariant("every recipe bakes at a temperature the dial shows", per_player_count=False)
def on_the_dial(game) -> bool | str:
    bad = [c.name for c in game.deck("recipes").cards if c.fields["temp"] not in DIAL]
    return True if not bad else f"off the dial: {', '.join(bad)}"


@invariant("every recipe fits in one day's oven", per_player_count=False)
def fits_the_oven(game) -> bool | str:
    bad = [c.name for c in game.deck("recipes").cards if c.fields["minutes"] > oven_minutes()]
    return True if not bad else f"too long: {', '.join(bad)}"


@invariant("the opening deal and shelf leave cards in the deck")
def deal_leaves_a_deck(players: int, game) -> bool | str:
    out = recipes_dealt(players) * players + shelf_size(players)
    left = game.deck("recipes").total - out
    return True if left >= players else f"only {left} cards left"


@invariant("the flour store holds the flour tokens the box has", per_player_count=False)
def flour_count(game) -> bool | str:
    line = next(c for c in game.inventory if c.id == "flour-tokens")
    return True if line.count == FLOUR_TOKENS else f"box {line.count}, setup {FLOUR_TOKENS}"
