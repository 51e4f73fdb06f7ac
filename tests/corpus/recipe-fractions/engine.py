"""Recipe Fractions: the rules the printed tables and examples state.

Every amount in the game is a whole number of twelfths of a cup or spoon, so the
engine adds amounts as Fractions and prints them as a cook would say them: 1 1/2.
"""
from fractions import Fraction

from generator.engine import invariant, rule

PLAYERS = (2, 5)

INGREDIENT_UNITS = {"Flour": "cup", "Milk": "cup", "Butter": "spoon", "Honey": "spoon"}
FRACTIONS = ("1/4", "1/3", "1/2", "2/3", "3/4", "1")
CARDS_PER_FRACTION = {"1/4": 3, "1/3": 2, "1/2": 3, "2/3": 2, "3/4": 2, "1": 2}

DIFFICULTY_POINTS = {"Easy": 3, "Medium": 5, "Hard": 8}
DIFFICULTY_INGREDIENTS = {"Easy": 2, "Medium": 3, "Hard": 4}
DIFFICULTY_RECIPES = {"Easy": 10, "Medium": 8, "Hard": 6}

INGREDIENT_DECK = 56   # 4 ingredients x 14 cards; held to the CSV by an invariant
RECIPE_DECK = 24


# --- amounts -----------------------------------------------------------------

def parse_amount(text: str) -> Fraction:
    """'1 1/2 cups' -> 3/2, '3/4' -> 3/4, '2 spoons' -> 2."""
    total = Fraction(0)
    for part in str(text).split():
        if part[0].isdigit():
            total += Fraction(part)
    return total


def show_amount(value: Fraction) -> str:
    """3/2 -> '1 1/2', 3/4 -> '3/4', 2 -> '2'."""
    whole, rest = divmod(value.numerator, value.denominator)
    if rest == 0:
        return str(whole)
    part = f"{rest}/{value.denominator}"
    return f"{whole} {part}" if whole else part


def _sum(cards: list) -> Fraction:
    return sum((parse_amount(c) for c in cards), Fraction(0))


# --- setup by player count ---------------------------------------------------

@rule
def cards_dealt(players: int = 2) -> int:
    """Ingredient cards dealt to each cook at the start."""
    return 6 if players == 2 else 5


@rule
def recipe_row(players: int = 2) -> int:
    """Recipes face up in the recipe row: one more than the cooks."""
    return players + 1


@rule
def pantry_size(players: int | None = None) -> int:
    """Face-up ingredient cards in the pantry."""
    return 4


@rule
def recipes_to_end(players: int = 2) -> int:
    """Finished recipes in one cook's score pile that end the game."""
    return {2: 6, 3: 5}.get(players, 4)


# --- kitchen rules -----------------------------------------------------------

@rule
def cards_taken(players: int | None = None) -> int:
    """Ingredient cards a cook takes in the Shop step."""
    return 2


@rule
def kitchen_size(players: int | None = None, variant: str | None = None) -> int:
    """Recipes a kitchen may hold at once."""
    return 3 if variant == "little-chefs" else 2


@rule
def hand_limit(players: int | None = None) -> int:
    """Cards a cook may keep in hand after the Tidy step."""
    return 8


@rule
def unfinished_penalty(players: int | None = None, variant: str | None = None) -> int:
    """Points lost at the end for each recipe still in your kitchen."""
    return 0 if variant == "little-chefs" else 2


@rule
def swap_limit() -> int:
    """Cards a cook may swap instead of shopping."""
    return 3


# --- recipes and scoring -----------------------------------------------------

@rule
def recipe_points(difficulty: str) -> int:
    return DIFFICULTY_POINTS[difficulty]


@rule
def ingredients_needed(difficulty: str) -> int:
    return DIFFICULTY_INGREDIENTS[difficulty]


@rule
def recipes_in_deck(difficulty: str) -> int:
    return DIFFICULTY_RECIPES[difficulty]


@rule
def final_score(easy: int = 0, medium: int = 0, hard: int = 0, unfinished: int = 0,
                variant: str | None = None) -> int:
    """Points for finished recipes, less the penalty for unfinished ones."""
    return (easy * recipe_points("Easy") + medium * recipe_points("Medium")
            + hard * recipe_points("Hard") - unfinished * unfinished_penalty(variant=variant))


# --- the ingredient deck -----------------------------------------------------

@rule
def twelfths(fraction: str) -> int:
    """How many twelfths of a cup or spoon an amount is."""
    return int(parse_amount(fraction) * 12)


@rule
def cards_per_fraction(fraction: str) -> int:
    """Cards of one ingredient that show this amount."""
    return CARDS_PER_FRACTION[fraction]


@rule
def deck_cards_per_fraction(fraction: str) -> int:
    """Cards of the whole ingredient deck that show this amount."""
    return CARDS_PER_FRACTION[fraction] * len(INGREDIENT_UNITS)


# --- adding up a line ----------------------------------------------------------

@rule
def line_total(cards: list) -> str:
    """The amount on a line: the cards' amounts added up."""
    return show_amount(_sum(cards))


@rule
def line_twelfths(cards: list) -> int:
    return int(_sum(cards) * 12)


@rule
def fills_line(cards: list, need: str) -> bool:
    """True when the cards make exactly the amount the line asks for."""
    return _sum(cards) == parse_amount(need)


@rule
def shortfall(cards: list, need: str) -> str:
    """What a line still lacks; a line may never go over its amount."""
    left = parse_amount(need) - _sum(cards)
    if left < 0:
        raise ValueError("a line may not go over its amount")
    return show_amount(left)


# --- setup and play --------------------------------------------------------------

def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "ingredients": INGREDIENT_DECK,
        "recipes": RECIPE_DECK,
        "head-chef": 1,
    }


def play(players: int, variant: str | None = None) -> dict[str, dict]:
    return {
        "ingredients": {"hand": cards_dealt(players), "draw": cards_taken(players)},
        "recipes": {"table": recipe_row(players)},
    }


# --- invariants: the data agrees with the rules --------------------------------

def _reachable(amount: Fraction, pieces: list[Fraction]) -> bool:
    """Can some of these cards (each used once) add up to exactly `amount`?"""
    sums = {Fraction(0)}
    for piece in pieces:
        sums |= {s + piece for s in sums if s + piece <= amount}
    return amount in sums


@invariant("the ingredient deck holds the spread of amounts the card count table prints",
           per_player_count=False)
def ingredient_spread(game) -> bool | str:
    deck = game.deck("ingredients")
    if deck.total != INGREDIENT_DECK:
        return f"the ingredient deck has {deck.total} cards, the engine says {INGREDIENT_DECK}"
    for ingredient, unit in INGREDIENT_UNITS.items():
        for fraction in FRACTIONS:
            cards = [c for c in deck.cards
                     if c.fields["ingredient"] == ingredient and c.fields["amount"] == fraction]
            count = sum(c.count for c in cards)
            if count != cards_per_fraction(fraction):
                return f"{ingredient} {fraction}: {count} cards, the table says {cards_per_fraction(fraction)}"
            for c in cards:
                if c.fields["unit"] != unit:
                    return f"{c.name} is measured in {c.fields['unit']}, not {unit}"
                if c.fields["twelfths"] != twelfths(fraction):
                    return f"{c.name} prints {c.fields['twelfths']} twelfths"
    return True


@invariant("every recipe's points and number of ingredients match its difficulty",
           per_player_count=False)
def recipes_match_difficulty(game) -> bool | str:
    deck = game.deck("recipes")
    if deck.total != RECIPE_DECK:
        return f"the recipe deck has {deck.total} cards, the engine says {RECIPE_DECK}"
    by_difficulty = {d: 0 for d in DIFFICULTY_POINTS}
    for card in deck.cards:
        difficulty = card.fields["difficulty"]
        by_difficulty[difficulty] += card.count
        if card.fields["points"] != recipe_points(difficulty):
            return f"{card.name} prints {card.fields['points']} points"
        lines = [i for i in INGREDIENT_UNITS if card.fields[i.lower()]]
        if len(lines) != ingredients_needed(difficulty):
            return f"{card.name} asks for {len(lines)} ingredients"
        for ingredient in lines:
            text = card.fields[ingredient.lower()]
            if INGREDIENT_UNITS[ingredient] not in text:
                return f"{card.name}: {ingredient} is not measured in {INGREDIENT_UNITS[ingredient]}s"
    for difficulty, count in by_difficulty.items():
        if count != recipes_in_deck(difficulty):
            return f"{count} {difficulty} recipes, the table says {recipes_in_deck(difficulty)}"
    return True


@invariant("every line of every recipe can be filled exactly from the cards of its ingredient",
           per_player_count=False)
def recipes_can_be_made(game) -> bool | str:
    pieces = [parse_amount(f) for f in FRACTIONS for _ in range(CARDS_PER_FRACTION[f])]
    for card in game.deck("recipes").cards:
        for ingredient in INGREDIENT_UNITS:
            text = card.fields[ingredient.lower()]
            if text and not _reachable(parse_amount(text), pieces):
                return f"{card.name}: {text} of {ingredient} cannot be made"
    return True


@invariant("the decks cover the opening deal, the pantry and the recipe row")
def decks_cover_setup(players: int) -> bool:
    return (players * cards_dealt(players) + pantry_size(players) <= INGREDIENT_DECK
            and recipe_row(players) <= RECIPE_DECK)
