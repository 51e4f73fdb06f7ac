"""Gravity: the rules the tables, examples and cards print."""

from generator.engine import invariant, rule

PLAYERS = (1, 4)

STRENGTHS = ("Session", "Standard", "Strong", "Imperial")
PRICES = {"Session": 2, "Standard": 3, "Strong": 4, "Imperial": 5}
ABV_RANGES = {
    "Session": "under 4.5%",
    "Standard": "4.5–5.9%",
    "Strong": "6.0–7.9%",
    "Imperial": "8.0% and up",
}
LAST_DAY = 28
DAYS_PER_ROUND = 2


# --- setup -------------------------------------------------------------------

@rule
def recipe_row(players: int = 1) -> int:
    """Face-up recipes in the row: two more than the players."""
    return players + 2


@rule
def starting_money(players: int | None = None) -> int:
    """Money each brewer starts with."""
    return 6


@rule
def yeast_supply(players: int = 1) -> int:
    """Yeast tokens in play: four per player and four more."""
    return 4 * players + 4


@rule
def fermenters_each(players: int | None = None) -> int:
    return 3


@rule
def actions_per_turn(players: int | None = None) -> int:
    return 2


@rule
def calendar_days_per_round(players: int | None = None) -> int:
    return DAYS_PER_ROUND


@rule
def last_day(players: int | None = None) -> int:
    """The calendar's last day: the game ends when the marker reaches it."""
    return LAST_DAY


@rule
def rounds_in_game(players: int | None = None) -> int:
    return LAST_DAY // DAYS_PER_ROUND


# --- gravity and strength ----------------------------------------------------

@rule
def gravity_drop(og: int, fg: int) -> int:
    """Gravity points lost in fermentation: 1.052 to 1.010 is 42 points."""
    return og - fg


@rule
def abv_tenths(og: int, fg: int) -> int:
    """ABV in tenths of a percent: the drop times 131.25, over 1,000 (rounded half up)."""
    return (gravity_drop(og, fg) * 13125 + 5000) // 10000


@rule
def strength_for(abv: int) -> str:
    """The strength an ABV (in tenths of a percent) falls in."""
    if abv < 45:
        return "Session"
    if abv < 60:
        return "Standard"
    if abv < 80:
        return "Strong"
    return "Imperial"


@rule
def price_per_barrel(strength: str) -> int:
    return PRICES[strength]


@rule
def abv_range(strength: str) -> str:
    return ABV_RANGES[strength]


# --- selling -----------------------------------------------------------------

@rule
def yeast_result(roll: int) -> str:
    if roll == 1:
        return "stuck"
    if roll == 6:
        return "bright"
    return "clean"


@rule
def sale_value(strength: str, barrels: int, roll: int) -> int:
    """Money a sale brings: barrels times the price of the strength, after the yeast die."""
    result = yeast_result(roll)
    if result == "stuck":
        strength = STRENGTHS[max(0, STRENGTHS.index(strength) - 1)]
    if result == "bright":
        barrels += 1
    return barrels * price_per_barrel(strength)


# --- end of the game ---------------------------------------------------------

@rule
def range_bonus(strengths: int) -> int:
    """2 Money for each different strength a brewer has sold."""
    return 2 * strengths


@rule
def final_score(money: int, strengths: int) -> int:
    return money + range_bonus(strengths)


@rule
def solo_target() -> int:
    """Final score a solo brewer needs to win."""
    return 45


# --- setup() -----------------------------------------------------------------

def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "recipes": 24,
        "calendar-board": 1,
        "brewhouse-boards": players,
        "malt-tokens": 40,
        "hop-tokens": 30,
        "yeast-tokens": yeast_supply(players),
        "money-tokens": 60,
        "fermenter-markers": fermenters_each() * players,
        "calendar-marker": 1,
        "first-player-mug": 0 if variant == "solo" or players == 1 else 1,
        "yeast-die": 1,
    }


# --- invariants --------------------------------------------------------------

@invariant("every recipe prints the ABV its gravity gives", per_player_count=False)
def abv_matches_gravity(game) -> bool | str:
    for card in game.deck("recipes").cards:
        f = card.fields
        if f["abv"] != abv_tenths(f["og"], f["fg"]):
            return f"{card.name} prints {f['abv']} but its gravity gives {abv_tenths(f['og'], f['fg'])}"
    return True


@invariant("every recipe's strength is the one its ABV falls in", per_player_count=False)
def strength_matches_abv(game) -> bool | str:
    for card in game.deck("recipes").cards:
        f = card.fields
        if f["strength"] != strength_for(f["abv"]):
            return f"{card.name} is {f['strength']} but {f['abv']} tenths is {strength_for(f['abv'])}"
    return True


@invariant("every recipe can be ready by the last day", per_player_count=False)
def recipes_can_finish(game) -> bool | str:
    late = [c.name for c in game.deck("recipes").cards if c.fields["days"] > LAST_DAY]
    return True if not late else f"too slow: {', '.join(late)}"


@invariant("the box holds the Yeast tokens the game puts in play")
def yeast_fits_box(players: int, game) -> bool | str:
    box = next(c for c in game.inventory if c.id == "yeast-tokens").count
    return True if yeast_supply(players) <= box else f"{yeast_supply(players)} in play, {box} in the box"


@invariant("the recipe deck fills the row at the most players", per_player_count=False)
def deck_fills_row(game) -> bool | str:
    deck = game.deck("recipes")
    return True if deck.total >= recipe_row(game.max_players) else f"{deck.total} recipes"
