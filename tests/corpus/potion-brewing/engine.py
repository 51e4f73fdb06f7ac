"""Bubble & Brew: the rules the tables and the rulebook print."""

from generator.engine import invariant, rule

PLAYERS = (2, 4)

# Box counts the setup names whole (held to game.yaml by an invariant below).
INGREDIENT_CARDS = 58
RECIPE_CARDS = 18
MOON_TOKENS = 32
RENOWN_TOKENS = 45
UPGRADE_TOKENS_EACH = 2

RENOWN_BANDS = ((5, 1), (8, 2), (11, 3), (14, 5))
BUBBLE = {1: "fizzle", 2: "steady", 3: "steady", 4: "sparkle", 5: "sparkle", 6: "brilliant"}
BUBBLE_BONUS = {"fizzle": -2, "steady": 0, "sparkle": 1, "brilliant": 2}


@rule
def pantry_size(players: int) -> int:
    """Face-up ingredient cards in the Pantry: three more than the players."""
    return players + 3


@rule
def potions_to_end(players: int, variant: str | None = None) -> int:
    """Bottled potions that end the game once one brewer has them."""
    goal = {2: 5, 3: 4, 4: 3}[players]
    return goal - 1 if variant == "quick-simmer" else goal


@rule
def starting_ingredients(players: int | None = None) -> int:
    return 3


@rule
def recipe_row(players: int | None = None) -> int:
    return 4


@rule
def actions_per_turn(players: int | None = None) -> int:
    return 2


@rule
def cauldrons_per_player(players: int | None = None) -> int:
    return 2


@rule
def cauldron_capacity(players: int | None = None, rim: bool = False) -> int:
    """Ingredient cards one cauldron holds; a Copper Rim adds one."""
    return 7 if rim else 6


@rule
def hand_limit(players: int | None = None) -> int:
    return 8


@rule
def bubble_result(roll: int) -> str:
    return BUBBLE[roll]


@rule
def bubble_bonus(roll: int | str) -> int:
    if isinstance(roll, str):
        roll = int(roll.split("-")[0])
    return BUBBLE_BONUS[BUBBLE[roll]]


@rule
def potion_strength(base: int, potencies: list, roll: int | None = None) -> int:
    """Recipe strength + the potency of every card in the cauldron + the Bubble die, at least 1."""
    change = 0 if roll is None else bubble_bonus(roll)
    return max(1, base + sum(potencies) + change)


@rule
def renown(strength: int | str) -> int:
    if isinstance(strength, str):
        return 7
    for top, points in RENOWN_BANDS:
        if strength <= top:
            return points
    return 7


@rule
def booster_room(needed: int, rim: bool = False) -> int:
    """Free places left in a cauldron once its recipe's ingredients are in."""
    return cauldron_capacity(rim=rim) - needed


@rule
def moons_placed(brew_time: int, bellows: bool = False) -> int:
    """Moon tokens laid on a recipe when its cauldron is lit."""
    return max(1, brew_time - 1) if bellows else brew_time


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "ingredients": INGREDIENT_CARDS,
        "recipes": RECIPE_CARDS,
        "cauldron-boards": players,
        "moon-tokens": MOON_TOKENS,
        "renown-tokens": RENOWN_TOKENS,
        "rim-tokens": UPGRADE_TOKENS_EACH * players,
        "bellows-tokens": UPGRADE_TOKENS_EACH * players,
        "head-brewer": 1,
        "bubble-die": 0 if variant == "steady-hands" else 1,
    }


def play(players: int, variant: str | None = None) -> dict[str, dict]:
    return {
        "ingredients": {"hand": starting_ingredients(), "table": pantry_size(players), "draw": 2},
        "recipes": {"table": recipe_row(), "per_round": 1},
        "bubble": {"dice": 1},
    }


@invariant("the box counts in engine.py match game.yaml", per_player_count=False)
def box_counts_agree(game) -> bool | str:
    counts = {c.id: c.count for c in game.inventory}
    wrong = []
    if game.deck("ingredients").total != INGREDIENT_CARDS:
        wrong.append("ingredients")
    if game.deck("recipes").total != RECIPE_CARDS:
        wrong.append("recipes")
    if counts["moon-tokens"] != MOON_TOKENS:
        wrong.append("moon-tokens")
    if counts["renown-tokens"] != RENOWN_TOKENS:
        wrong.append("renown-tokens")
    return True if not wrong else "differ: " + ", ".join(wrong)


@invariant("every recipe fits in a cauldron without a Copper Rim", per_player_count=False)
def recipes_fit(game) -> bool | str:
    for card in game.deck("recipes").cards:
        needed = sum(a.amount for a in card.fields["needs"])
        if needed > cauldron_capacity():
            return f"{card.name} needs {needed} cards"
    return True


@invariant("no recipe asks for Stardust, which is wild", per_player_count=False)
def no_recipe_needs_stardust(game) -> bool | str:
    for card in game.deck("recipes").cards:
        if card.fields["needs"].of("Stardust"):
            return f"{card.name} asks for Stardust"
    return True


@invariant("the recipes last until someone reaches the goal")
def recipes_suffice(players: int) -> bool:
    return players * potions_to_end(players) + recipe_row() <= RECIPE_CARDS


@invariant("every cauldron can brew the longest recipe with Moon tokens to spare", per_player_count=False)
def moons_suffice(game) -> bool | str:
    longest = max(c.fields["brew_time"] for c in game.deck("recipes").cards)
    need = game.max_players * cauldrons_per_player() * longest
    return True if need <= MOON_TOKENS else f"{need} Moon tokens needed"


@invariant("the deck deals every hand and fills the Pantry")
def ingredients_suffice(players: int) -> bool:
    return players * starting_ingredients() + pantry_size(players) <= INGREDIENT_CARDS
