"""Year Almanac: the rules the tables and the rulebook print."""

from generator.engine import invariant, rule

PLAYERS = (1, 4)

MONTHS = ("Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec")
SEASONS = ("Winter", "Spring", "Summer", "Autumn")
CROPS = ("Wheat", "Turnips", "Berries", "Pumpkins")

SEASON_OF = {
    "Dec": "Winter", "Jan": "Winter", "Feb": "Winter",
    "Mar": "Spring", "Apr": "Spring", "May": "Spring",
    "Jun": "Summer", "Jul": "Summer", "Aug": "Summer",
    "Sep": "Autumn", "Oct": "Autumn", "Nov": "Autumn",
}

# Silver paid for one crop, month by month (January first).
PRICES = {
    "Wheat":    (4, 4, 5, 5, 5, 3, 2, 2, 3, 3, 4, 4),
    "Turnips":  (3, 3, 3, 2, 2, 2, 2, 2, 1, 1, 2, 3),
    "Berries":  (4, 4, 4, 4, 4, 3, 2, 2, 3, 4, 4, 4),
    "Pumpkins": (5, 4, 4, 4, 4, 4, 4, 4, 3, 2, 3, 5),
}

RIPENESS = {"Wheat": 5, "Turnips": 3, "Berries": 4, "Pumpkins": 6}

SOWING = {
    "Wheat": ("Spring", "Autumn"),
    "Turnips": ("Spring", "Summer", "Autumn"),
    "Berries": ("Spring",),
    "Pumpkins": ("Spring", "Summer"),
}

# Crop tokens a harvest brings in, by season; a missing season cannot be harvested.
YIELDS = {
    "Wheat": {"Summer": 4, "Autumn": 3},
    "Turnips": {"Winter": 2, "Spring": 2, "Autumn": 3},
    "Berries": {"Summer": 3},
    "Pumpkins": {"Autumn": 3},
}

SEED_COSTS = {"Wheat": "wheat-seed", "Turnips": "turnip-seed", "Berries": "berry-canes", "Pumpkins": "pumpkin-seed"}

WEATHER_CARDS = 20
HARSH_CARDS = 3          # cards with a negative Growth, left out in Kind Weather
MONTHS_PER_SEASON = 3
LOWEST_GROWTH = 1
HIGHEST_GROWTH = 6


@rule
def season_of(month: str) -> str:
    """The season a month belongs to."""
    return SEASON_OF[month]


@rule
def season_start(season: str) -> int:
    """The space of the month track (1 = January) where a season begins."""
    return {"Spring": 3, "Summer": 6, "Autumn": 9, "Winter": 12}[season]


@rule
def crop_price(crop: str, month: str) -> int:
    """Silver the market pays for one crop in a month, before the weather."""
    return PRICES[crop][MONTHS.index(month)]


@rule
def sale_price(crop: str, month: str, shift: int = 0) -> int:
    """The month's price plus the weather card's Price shift, never below 1."""
    return max(1, crop_price(crop, month) + shift)


@rule
def sale_income(crop: str, month: str, shift: int, sold: int) -> int:
    """Silver for selling several crops of one kind in one month."""
    return sale_price(crop, month, shift) * sold


@rule
def ripeness(crop: str) -> int:
    """The growth a field of this crop needs before it can be harvested."""
    return RIPENESS[crop]


@rule
def can_sow(crop: str, season: str) -> bool:
    """Whether the crop may be sown in this season."""
    return season in SOWING[crop]


@rule
def harvest_yield(crop: str, season: str) -> int | None:
    """Crop tokens a ripe field brings in this season; None: no harvest now."""
    return YIELDS[crop].get(season)


@rule
def growth_after(start: int, gains: list) -> int:
    """A growth die after several months of weather, kept between 1 and 6."""
    growth = start
    for gain in gains:
        growth = min(HIGHEST_GROWTH, max(LOWEST_GROWTH, growth + gain))
    return growth


@rule
def starting_silver(players: int | None = None) -> int:
    """Silver each farmer starts with, whatever the count."""
    return 6


@rule
def growth_dice_each(players: int | None = None) -> int:
    """Growth dice each farmer takes: one per field."""
    return fields_per_farm()


@rule
def fields_per_farm() -> int:
    return 4


@rule
def actions_per_month(players: int | None = None) -> int:
    """Actions each farmer takes in the Work step."""
    return 2


@rule
def market_demand(players: int) -> int:
    """Tokens of each crop the market buys in one month, from all farmers together."""
    return players + 2


@rule
def silver_to_beat(players: int = 1) -> int | None:
    """The solo farmer's target; no target with rivals at the table."""
    return 40 if players == 1 else None


@rule
def barn_limit() -> int:
    """Crop tokens a barn holds."""
    return 8


@rule
def crop_value_at_year_end() -> int:
    """Silver each crop token left in a barn is worth at the year-end fair."""
    return 1


@rule
def final_silver(silver: int, crops_left: int) -> int:
    return silver + crops_left * crop_value_at_year_end()


@rule
def rival_sales() -> int:
    """Tokens the solo rival puts on the market when the die names a crop."""
    return 2


@rule
def rival_roll(roll: int) -> str:
    """The rival die: which crop the rival sells first, if any."""
    return {1: "wheat", 2: "turnips", 3: "berries", 4: "pumpkins"}.get(roll, "quiet")


@rule
def months_in_year() -> int:
    return 12


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    """What a game at this count takes out of the box."""
    weather = WEATHER_CARDS - HARSH_CARDS if variant == "kind-weather" else WEATHER_CARDS
    return {
        "almanac-board": 1,
        "weather": weather,
        "farm-boards": players,
        "growth-dice": growth_dice_each(players) * players,
        "crop-tokens": 60,
        "silver-coins": 60,
        "month-marker": 1,
        "almanac-token": 1,
        "rival-die": 1 if players == 1 else 0,
    }


@invariant("every season's weather pile lasts its three months", per_player_count=False)
def piles_last_a_season(game) -> bool | str:
    deck = game.deck("weather")
    for season in SEASONS:
        cards = [c for c in deck.cards if c.fields["season"] == season]
        if sum(c.count for c in cards) < MONTHS_PER_SEASON:
            return f"the {season} pile is too small"
        kind = [c for c in cards if c.fields["growth"] >= 0]
        if sum(c.count for c in kind) < MONTHS_PER_SEASON:
            return f"the {season} pile is too small in Kind Weather"
    return True


@invariant("the engine's weather counts match the deck", per_player_count=False)
def weather_counts_match(game) -> bool | str:
    deck = game.deck("weather")
    harsh = sum(c.count for c in deck.cards if c.fields["growth"] < 0)
    if deck.total != WEATHER_CARDS:
        return f"the deck holds {deck.total} cards, the engine counts {WEATHER_CARDS}"
    if harsh != HARSH_CARDS:
        return f"{harsh} cards have a negative Growth, the engine counts {HARSH_CARDS}"
    return True


@invariant("every crop has a seed price, and a new farmer can afford any seed", per_player_count=False)
def seeds_are_priced(game) -> bool | str:
    costs = {c.id: c for c in game.costs}
    for crop, cost_id in SEED_COSTS.items():
        cost = costs.get(cost_id)
        if cost is None:
            return f"{crop} has no seed price"
        price = sum(item.amount for item in cost.items)
        if price > starting_silver():
            return f"{cost.name} costs more than a farmer starts with"
    return True


@invariant("every crop can be sown in some season and harvested in some season", per_player_count=False)
def every_crop_grows(game) -> bool | str:
    for crop in CROPS:
        if not any(can_sow(crop, s) for s in SEASONS):
            return f"{crop} can never be sown"
        if not any(harvest_yield(crop, s) for s in SEASONS):
            return f"{crop} can never be harvested"
        if ripeness(crop) > HIGHEST_GROWTH:
            return f"{crop} can never ripen"
    return True


@invariant("the box holds every crop token a full barn needs for each farmer")
def barns_can_fill(players: int, game) -> bool:
    tokens = next(c for c in game.inventory if c.id == "crop-tokens")
    return tokens.count >= barn_limit() * players
