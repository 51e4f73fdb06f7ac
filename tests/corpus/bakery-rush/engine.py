"""Bakery Rush: the rules the tables and the rulebook print.

A week of worker placement on Bakery Street: bakers go to the Market for
ingredients, to the Oven to bake recipe cards into goods, to the Counter to
serve customers for coins and reputation, and to the Guild Hall for recipes
and the First Bell.
"""

from generator.engine import invariant, rule

PLAYERS = (2, 4)

DAYS = 8
SHORT_WEEK_DAYS = 6

# what each Market stall gives: (ingredient, how many)
STALLS = {
    "Mill": ("Flour", 3),
    "Sugar Stall": ("Sugar", 2),
    "Hen House": ("Egg", 2),
    "Dairy": ("Butter", 2),
    "Farm Cart": ("Any two different", 2),
}

STARTING_PANTRY = {"Flour": 2, "Sugar": 1, "Egg": 1, "Butter": 1}

STARTING_COINS = {1: 2, 2: 3, 3: 3, 4: 4}

# box counts setup() hands out whole (held to game.yaml by box_counts_agree)
RECIPE_CARDS = 48
CUSTOMER_CARDS = 40
INGREDIENT_TOKENS = 90
COIN_TOKENS = 40


# --- setup by player count ---------------------------------------------------

@rule
def bakers_per_player(players: int) -> int:
    """Bakers each player places every day."""
    return 4 if players == 2 else 3


@rule
def customers_in_line(players: int) -> int:
    """Customers waiting in the line after each Dawn."""
    return players + 2


@rule
def recipes_on_display(players: int) -> int:
    """Face-up recipe cards beside the Guild Hall."""
    return 5 if players == 4 else 4


@rule
def opening_recipes(players: int | None = None) -> int:
    """Recipe cards dealt to each player at the start."""
    return 3


@rule
def starting_pantry(ingredient: str) -> int:
    """Ingredient tokens each player starts with."""
    return STARTING_PANTRY[ingredient]


@rule
def starting_coins(seat: int) -> int:
    """Coins by seat: later seats get a little more to make up for going later."""
    return STARTING_COINS[seat]


# --- the oven ----------------------------------------------------------------

@rule
def trays(level: int) -> int:
    """Trays an oven of this level holds."""
    return level + 1


@rule
def highest_oven_level() -> int:
    return 3


@rule
def trays_left(level: int, used: list) -> int:
    """Trays still free after baking recipes that take `used` trays each."""
    return trays(level) - sum(used)


# --- the market --------------------------------------------------------------

@rule
def stall_ingredient(stall: str) -> str:
    return STALLS[stall][0]


@rule
def stall_amount(stall: str) -> int:
    return STALLS[stall][1]


# --- counter, guild hall, dusk ------------------------------------------------

@rule
def counter_spaces() -> int:
    """Spaces that serve a customer: Front Counter, Side Counter, Shop Window."""
    return 3


@rule
def window_bonus() -> int:
    """Extra reputation for serving from the Shop Window."""
    return 1


@rule
def first_bell_coins() -> int:
    return 1


@rule
def customers_leaving() -> int:
    """Customers who give up and leave the line at each Dusk."""
    return 1


@rule
def pantry_limit(players: int | None = None) -> int:
    return 8


@rule
def shelf_limit(players: int | None = None) -> int:
    return 3


@rule
def hand_limit(players: int | None = None) -> int:
    return 5


# --- the end -------------------------------------------------------------------

@rule
def days(variant: str | None = None) -> int:
    """Days in the game (the Short Week variant plays fewer)."""
    return SHORT_WEEK_DAYS if variant == "short-week" else DAYS


@rule
def coins_per_point() -> int:
    return 3


@rule
def coin_points(coins: int) -> int:
    """Points the coins left in your till score at the end."""
    return coins // coins_per_point()


@rule
def final_score(reputation: int, coins: int) -> int:
    return reputation + coin_points(coins)


# --- setup ---------------------------------------------------------------------

def setup(players: int, variant: str | None = None) -> dict[str, int]:
    """What a game at this count takes out of the box."""
    return {
        "game-board": 1,
        "bakery-boards": players,
        "recipes": RECIPE_CARDS,
        "customers": CUSTOMER_CARDS,
        "bakers": bakers_per_player(players) * players,
        "ingredient-tokens": INGREDIENT_TOKENS,
        "coins": COIN_TOKENS,
        "reputation-markers": players,
        "oven-markers": players,
        "first-bell": 1,
        "day-marker": 1,
    }


def play(players: int, variant: str | None = None) -> dict:
    return {
        "recipes": {"hand": opening_recipes(players), "draw": 1},
        "customers": {"draw": customers_leaving() + 1},
    }


# --- invariants ------------------------------------------------------------------

@invariant("setup hands out the whole recipe and customer decks and every token", per_player_count=False)
def box_counts_agree(game) -> bool | str:
    wrong = []
    if game.deck("recipes").total != RECIPE_CARDS:
        wrong.append(f"recipes {game.deck('recipes').total} vs {RECIPE_CARDS}")
    if game.deck("customers").total != CUSTOMER_CARDS:
        wrong.append(f"customers {game.deck('customers').total} vs {CUSTOMER_CARDS}")
    counts = {c.id: c.count for c in game.inventory}
    if counts.get("ingredient-tokens") != INGREDIENT_TOKENS:
        wrong.append("ingredient tokens")
    if counts.get("coins") != COIN_TOKENS:
        wrong.append("coin tokens")
    return True if not wrong else "; ".join(wrong)


@invariant("the customer deck lasts the whole week, even when every counter space serves", per_player_count=False)
def customers_last_the_week(game) -> bool | str:
    total = game.deck("customers").total
    need = customers_in_line(game.max_players) + (days() - 1) * (counter_spaces() + customers_leaving())
    return True if total >= need else f"{total} customers, up to {need} needed"


@invariant("every recipe fits a level 1 oven", per_player_count=False)
def recipes_fit_the_smallest_oven(game) -> bool | str:
    big = [c.name for c in game.deck("recipes").cards if c.fields["trays"] > trays(1)]
    return True if not big else f"too big for a level 1 oven: {', '.join(big)}"


@invariant("every order can be filled from a full shelf and one baking in a level 1 oven", per_player_count=False)
def orders_can_be_filled(game) -> bool | str:
    big = [c.name for c in game.deck("customers").cards
           if sum(a.amount for a in c.fields["order"]) > shelf_limit() + trays(1)]
    return True if not big else f"orders too big: {', '.join(big)}"


@invariant("each oven level costs more than the one before", per_player_count=False)
def upgrades_get_dearer(game) -> bool | str:
    prices = {c.id: sum(i.amount for i in c.items) for c in game.costs if c.group == "oven"}
    if prices.get("oven-level-3", 0) > prices.get("oven-level-2", 0) > 0:
        return True
    return f"oven prices {prices}"


@invariant("every baker has a space to go to")
def enough_action_spaces(players: int) -> bool:
    spaces = 5 + 3 + 3 + 3   # Market, Oven, Counter, Guild Hall
    return bakers_per_player(players) * players <= spaces
