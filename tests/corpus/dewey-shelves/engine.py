"""Dewey Shelves: the rules that compute numbers."""

from generator.engine import invariant, rule

PLAYERS = (2, 4)

CLASSES = 10          # the main classes 000 to 900, one shelf each


@rule
def desk_books(players: int = 2) -> int:
    """Books lying face up on the Returns desk, refilled after every turn."""
    return players + 1


@rule
def starting_books(players: int | None = None) -> int:
    """Books dealt face up onto each player's cart at setup."""
    return 2


@rule
def cart_slots(players: int | None = None) -> int:
    return 5


@rule
def books_checked_in(players: int | None = None) -> int:
    """Books a player takes from the Returns desk with one Check in action."""
    return 2


@rule
def shelf_slots(players: int | None = None) -> int:
    return 6


@rule
def shelf_bonus(players: int | None = None) -> int:
    """Points for filling the last empty slot of a shelf."""
    return 4


@rule
def speed_award_points(players: int | None = None) -> int:
    return 3


@rule
def cents_per_point(players: int | None = None) -> int:
    return 50


@rule
def cart_penalty(players: int | None = None) -> int:
    """Points lost at the end for each book still on your cart."""
    return 2


@rule
def run_points(books: int) -> int:
    """Sorting speed: a run of n books scores 1 + 2 + ... + n."""
    return books * (books + 1) // 2


@rule
def run_score(books: int, shelves_completed: int = 0) -> int:
    return run_points(books) + shelves_completed * shelf_bonus()


@rule
def fine_cents(days_late: int) -> int:
    """25 cents a day, capped at a dollar."""
    return 25 * min(days_late, 4)


@rule
def fines_total(days_late: list) -> int:
    return sum(fine_cents(d) for d in days_late)


SERVICE_PRICES = {"Shelf shift": 25, "Volunteer": 50, "Rush cart": 75}


@rule
def service_price(service: str) -> int:
    """What a service costs, in cents (the same prices as game.yaml's `services` costs)."""
    return SERVICE_PRICES[service]


@rule
def starting_cents(seat: int) -> int:
    return 25 * (seat - 1)


@rule
def fine_points(cents: int) -> int:
    return cents // cents_per_point()


@rule
def final_score(runs: list, shelves_completed: int, cents: int, books_left: int,
                speed_award: bool = False) -> int:
    return (sum(run_points(n) for n in runs)
            + shelves_completed * shelf_bonus()
            + fine_points(cents)
            + (speed_award_points() if speed_award else 0)
            - books_left * cart_penalty())


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "books": 60,
        "stacks": 1,
        "carts": players,
        "coins": 36,
        "speed-award": 1,
        "score-pad": 1,
    }


@invariant("every book's printed fine is the fine for its days late", per_player_count=False)
def fines_match(game) -> bool | str:
    wrong = [c.name for c in game.deck("books").cards
             if c.fields["fine"] != fine_cents(c.fields["days_late"])]
    return True if not wrong else f"wrong fine: {', '.join(wrong)}"


@invariant("every main class has exactly one shelf's worth of books", per_player_count=False)
def classes_fill_shelves(game) -> bool | str:
    counts: dict[str, int] = {}
    for c in game.deck("books").cards:
        counts[c.fields["main_class"]] = counts.get(c.fields["main_class"], 0) + c.count
    wrong = [k for k in game.names["classes"] if counts.get(k, 0) != shelf_slots()]
    if len(game.names["classes"]) != CLASSES:
        return f"{len(game.names['classes'])} classes"
    return True if not wrong else f"classes without {shelf_slots()} books: {', '.join(wrong)}"


@invariant("the whole deck goes into setup", per_player_count=False)
def deck_comes_out(game) -> bool | str:
    total = game.deck("books").total
    return True if total == setup(2)["books"] else f"{total} books, setup takes {setup(2)['books']}"


@invariant("call numbers within a class are all different and start with its hundreds",
           per_player_count=False)
def call_numbers_fit(game) -> bool | str:
    names = list(game.names["classes"])
    seen = set()
    for c in game.deck("books").cards:
        number = c.fields["call_number"]
        if number in seen:
            return f"{c.name} repeats {number}"
        seen.add(number)
        if int(float(number)) // 100 != names.index(c.fields["main_class"]):
            return f"{c.name} is {number}, not {c.fields['main_class']}"
    return True


@invariant("oversize books say so and take two cart slots", per_player_count=False)
def oversize_marked(game) -> bool | str:
    for c in game.deck("books").cards:
        big = c.fields["slots"] == 2
        if big != c.fields["text"].startswith("Oversize") or c.fields["slots"] not in (1, 2):
            return f"{c.name} is marked wrong"
    return True


@invariant("the opening deal and the desk leave books in the Returns pile")
def deal_fits(players: int) -> bool:
    return players * starting_books() + desk_books(players) < 60


@invariant("a cart holds the books dealt to it with room to spare")
def cart_room(players: int) -> bool:
    return starting_books() < cart_slots()


@invariant("the engine's service prices are the prices game.yaml prints", per_player_count=False)
def service_prices_agree(game) -> bool | str:
    printed = {c.name: c.items[0].amount for c in game.costs if c.group == "services"}
    return True if printed == SERVICE_PRICES else f"game.yaml {printed}, engine {SERVICE_PRICES}"
