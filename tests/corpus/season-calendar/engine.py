"""Season Calendar: the rules the tables, the calendar board and the examples print."""

from generator.engine import invariant, rule

PLAYERS = (2, 4)

MONTHS = 12
WINTER_MONTHS = (11, 12, 1, 2)
HARVEST_GRAIN = {6: 3, 12: 2}          # Grain each Sown Field yields, by harvest month
SEASONS = {
    1: "Winter", 2: "Winter", 3: "Spring", 4: "Spring", 5: "Spring", 6: "Summer",
    7: "Summer", 8: "Summer", 9: "Autumn", 10: "Autumn", 11: "Winter", 12: "Winter",
}
CONSTANTS = {
    "Starting workers": 2,
    "Most workers": 4,
    "Starting Fields": 2,
    "Most Fields": 4,
    "Exchanges per Trade": 3,
}
POINTS = {
    "Each Field": 1,
    "Each worker": 2,
    "Every 3 Grain": 1,
    "Every 3 Silver": 1,
    "Each Hunger token": -3,
}
TOKEN_SUPPLY = {"food-tokens": 40, "grain-tokens": 30, "wood-tokens": 24, "silver-tokens": 24, "hunger-tokens": 12}


def _check_month(month: int) -> None:
    if not 1 <= month <= MONTHS:
        raise ValueError(f"there is no month {month}")


# --- the calendar -------------------------------------------------------------

@rule
def months_in_year() -> int:
    """The game lasts one year of twelve months."""
    return MONTHS


@rule
def season(month: int) -> str:
    _check_month(month)
    return SEASONS[month]


@rule
def is_winter(month: int, variant: str | None = None) -> bool:
    _check_month(month)
    return month in WINTER_MONTHS


@rule
def food_per_worker(month: int, variant: str | None = None) -> int:
    """Food each worker eats at Feeding: 1, or 2 in a winter month (3 in a Hard Winter)."""
    if is_winter(month):
        return 3 if variant == "hard-winter" else 2
    return 1


@rule
def forage_food(month: int, variant: str | None = None) -> int:
    """Food the Forage action gives: 2, or 1 in a winter month (nothing in a Hard Winter)."""
    if is_winter(month):
        return 0 if variant == "hard-winter" else 1
    return 2


@rule
def is_harvest(month: int) -> bool:
    _check_month(month)
    return month in HARVEST_GRAIN


@rule
def grain_per_field(month: int) -> int | None:
    """Grain each Sown Field yields at a harvest; None in a month without one."""
    _check_month(month)
    return HARVEST_GRAIN.get(month)


@rule
def first_harvest_month() -> int:
    return min(HARVEST_GRAIN)


@rule
def last_harvest_month() -> int:
    return max(HARVEST_GRAIN)


@rule
def first_winter_month() -> int:
    return 11


# --- the weather die ------------------------------------------------------------

@rule
def harvest_weather(roll: int) -> str:
    if roll == 1:
        return "blight"
    if roll == 6:
        return "bumper"
    return "fair"


@rule
def weather_change(roll: int) -> int:
    return {"blight": -1, "fair": 0, "bumper": 1}[harvest_weather(roll)]


@rule
def harvest_grain(sown_fields: int, month: int, roll: int) -> int:
    """Grain a player takes at a harvest from their Sown Fields."""
    base = grain_per_field(month)
    if base is None:
        return 0
    return sown_fields * max(0, base + weather_change(roll))


# --- Feeding --------------------------------------------------------------------

@rule
def food_needed(workers: int, month: int, variant: str | None = None) -> int:
    return workers * food_per_worker(month, variant)


@rule
def hunger_tokens(food: int, workers: int, month: int, variant: str | None = None) -> int:
    """One Hunger token for each Food a player cannot pay at Feeding."""
    return max(0, food_needed(workers, month, variant) - food)


@rule
def hunger_penalty() -> int:
    """Points each Hunger token costs at the end."""
    return 3


# --- actions ----------------------------------------------------------------------

@rule
def chop_wood() -> int:
    return 2


@rule
def sow_grain() -> int:
    """Grain the Sow action costs."""
    return 1


@rule
def plow_wood() -> int:
    """Wood the Plow action costs."""
    return 2


@rule
def hire_silver() -> int:
    """Silver the Hire action costs."""
    return 3


@rule
def food_per_grain() -> int:
    """Food one Grain buys in a Trade exchange."""
    return 2


@rule
def silver_per_grain() -> int:
    """Silver one Grain sells for in a Trade exchange."""
    return 1


@rule
def constant(what: str) -> int:
    return CONSTANTS[what]


@rule
def starting_workers() -> int:
    return CONSTANTS["Starting workers"]


@rule
def most_workers() -> int:
    return CONSTANTS["Most workers"]


@rule
def starting_fields() -> int:
    return CONSTANTS["Starting Fields"]


@rule
def most_fields() -> int:
    return CONSTANTS["Most Fields"]


@rule
def trade_exchanges() -> int:
    return CONSTANTS["Exchanges per Trade"]


# --- setup by player count ----------------------------------------------------------

@rule
def market_size(players: int = 2) -> int:
    """Improvements face up in the market: two more than the players."""
    return players + 2


@rule
def action_spaces(players: int = 2) -> int:
    """Workers each action of the board holds."""
    return 3 if players >= 4 else 2


@rule
def starting_food(players: int | None = None) -> int:
    return 4


@rule
def starting_grain(players: int | None = None) -> int:
    return 2


@rule
def starting_silver(players: int | None = None) -> int:
    return 2


# --- scoring --------------------------------------------------------------------------

@rule
def points_for(item: str) -> int:
    return POINTS[item]


@rule
def final_score(fields: int, workers: int, improvement_points: int, grain: int, silver: int, hunger: int) -> int:
    return (
        fields * POINTS["Each Field"]
        + workers * POINTS["Each worker"]
        + improvement_points
        + grain // 3
        + silver // 3
        - hunger * hunger_penalty()
    )


# --- what comes out of the box ----------------------------------------------------------

def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "calendar-board": 1,
        "farm-boards": players,
        "events": 24,                      # sorted by month; one of each month's two is used
        "improvements": 18,                # shuffled; the market is dealt from it
        "workers": most_workers() * players,
        "field-tiles": most_fields() * players,
        **TOKEN_SUPPLY,
        "month-marker": 1,
        "first-player": 1,
        "weather-die": 1,
        "score-pad": 1,
    }


def play(players: int, variant: str | None = None) -> dict[str, dict]:
    return {
        "improvements": {"table": market_size(players), "per_round": 1},
        "events": {"per_round": 1},
        "weather": {"dice": 1},
    }


# --- invariants --------------------------------------------------------------------------

@invariant("every month has exactly two Event cards", per_player_count=False)
def two_events_a_month(game) -> bool | str:
    by_month: dict[int, int] = {}
    for card in game.deck("events").cards:
        by_month[card.fields["month"]] = by_month.get(card.fields["month"], 0) + card.count
    wrong = [m for m in range(1, MONTHS + 1) if by_month.get(m, 0) != 2]
    stray = [m for m in by_month if not 1 <= m <= MONTHS]
    if stray:
        return f"events for months that do not exist: {stray}"
    return True if not wrong else f"months without two events: {wrong}"


@invariant("the action costs in game.yaml are the ones the engine uses", per_player_count=False)
def action_costs_agree(game) -> bool | str:
    expected = {"sow": ("Grain", sow_grain()), "plow": ("Wood", plow_wood()), "hire": ("Silver", hire_silver())}
    for cost in game.costs:
        if cost.id in expected:
            name, amount = expected[cost.id]
            items = [(i.of, i.amount) for i in cost.items]
            if items != [(name, amount)]:
                return f"{cost.name} costs {items} but the engine says {amount} {name}"
    return True


@invariant("the improvement deck can fill the market and still refill it")
def market_fills(players: int, game) -> bool | str:
    deck = game.deck("improvements")
    return True if deck.total >= market_size(players) + 6 else f"{deck.total} Improvements for a market of {market_size(players)}"


@invariant("the box holds the token supply the engine lays out", per_player_count=False)
def token_supply_matches(game) -> bool | str:
    for line in game.inventory:
        if line.id in TOKEN_SUPPLY and line.count != TOKEN_SUPPLY[line.id]:
            return f"{line.name}: box {line.count}, setup {TOKEN_SUPPLY[line.id]}"
    return True


@invariant("every player can feed two workers through the first winter months from their starting Food")
def start_survives_january(players: int) -> bool:
    return starting_food(players) >= food_needed(starting_workers(), 1)
