"""Coaster Park: the rules the tables and the rulebook print."""

from generator.engine import invariant, rule

PLAYERS = (2, 4)


# --- numbers by player count -------------------------------------------------

@rule
def guests_per_day(players: int = 2) -> int:
    """Guest cards revealed to the Gate each Midday: two per player."""
    return 2 * players


@rule
def market_size(players: int = 2) -> int:
    """Coaster cards face up in the Coaster Market."""
    return players + 2


@rule
def starting_money(players: int | None = None) -> int:
    """Dollars each player starts with."""
    return 20


@rule
def days_in_game(players: int | None = None) -> int:
    return 6


@rule
def max_coasters(players: int | None = None) -> int:
    """Most coasters one park may hold, its starter included."""
    return 5


# --- constants ---------------------------------------------------------------

@rule
def min_rider_height() -> int:
    """Minimum rider height for every coaster, in inches."""
    return 48


@rule
def queue_minutes_per_group() -> int:
    """Minutes each waiting group adds to a coaster's queue time."""
    return 10


@rule
def carousel_fare() -> int:
    """Dollars the Carousel pays per rider."""
    return 1


@rule
def upkeep_per_coaster() -> int:
    """Dollars paid each Night for every coaster in the park."""
    return 1


@rule
def dollars_per_fame() -> int:
    """Dollars left at the end that make one fame."""
    return 5


@rule
def record_bonus() -> int:
    """Fame for the Sky Record or the Speed Record."""
    return 5


@rule
def happy_guest_fame() -> int:
    """Fame for each happy guest group at the end."""
    return 1


# --- rules with arguments ----------------------------------------------------

@rule
def queue_time(base: int, waiting: int) -> int:
    """A coaster's current queue time in minutes."""
    return base + queue_minutes_per_group() * waiting


@rule
def groups_boarded(ride_seconds: int | str) -> int:
    """Groups a coaster boards each Evening, by its ride time in seconds."""
    if ride_seconds == "up to 60":
        return 3
    if ride_seconds == "121 or more":
        return 1
    seconds = int(ride_seconds)
    if seconds <= 60:
        return 3
    if seconds <= 120:
        return 2
    return 1


@rule
def ride_revenue(riders: list, ticket: int) -> int:
    """Dollars a coaster earns: every boarded rider pays the ticket."""
    return sum(riders) * ticket


@rule
def final_fame(stars: int, happy: int, money: int, records: int) -> int:
    """Fame at the end: coaster stars, happy guests, money and records."""
    return stars + happy + money // dollars_per_fame() + records * record_bonus()


# --- setup -------------------------------------------------------------------

def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "park-board": 1,
        "coasters": 24 if variant != "family-day" else 20,
        "starters": players,
        "guests": 54,
        "park-mats": players,
        "fame-markers": players,
        "day-marker": 1,
        "first-player-token": 1,
        "dollar-tokens": 70,
    }


# --- invariants --------------------------------------------------------------

@invariant("the guest deck lasts every day of the game")
def guests_last(players: int, game) -> bool | str:
    need = guests_per_day(players) * days_in_game()
    have = game.deck("guests").total
    return True if have >= need else f"{need} guests needed, {have} in the deck"


@invariant("the coaster deck fills the market at the start")
def market_fills(players: int, game) -> bool:
    return game.deck("coasters").total >= market_size(players)


@invariant("the bank holds every player's starting money")
def bank_covers_start(players: int, game) -> bool | str:
    sheet = next(t for t in game.tokens if t.component == "dollar-tokens")
    value = sum(int(f.front.lstrip("$")) * f.count for f in sheet.faces)
    need = players * starting_money()
    return True if value >= need else f"bank holds {value} dollars, {need} needed"


@invariant("every ride time falls in a column of the boarding table", per_player_count=False)
def ride_times_in_table(game) -> bool | str:
    for deck_id in ("coasters", "starters"):
        for card in game.deck(deck_id).cards:
            if not 1 <= card.fields["ride_seconds"] <= 600:
                return f"{card.name} rides {card.fields['ride_seconds']} seconds"
    return True


@invariant("the starter coaster is free", per_player_count=False)
def starter_free(game) -> bool | str:
    for card in game.deck("starters").cards:
        if card.fields["cost"] != 0:
            return f"{card.name} costs {card.fields['cost']}"
    return True


@invariant("the upkeep cost matches the engine's upkeep", per_player_count=False)
def upkeep_agrees(game) -> bool | str:
    cost = next(c for c in game.costs if c.id == "upkeep")
    amount = cost.items[0].amount
    return True if amount == upkeep_per_coaster() else f"upkeep costs {amount}, engine says {upkeep_per_coaster()}"


@invariant("a guest's speed demand is one some coaster meets", per_player_count=False)
def demands_met(game) -> bool | str:
    fastest = max(c.fields["speed_mph"] for c in game.deck("coasters").cards)
    for card in game.deck("guests").cards:
        need = card.fields["min_mph"]
        if need is not None and need > fastest:
            return f"{card.name} wants {need} mph"
    return True
