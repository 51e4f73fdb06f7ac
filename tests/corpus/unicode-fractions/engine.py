"""Measure Twice: the rules the tables and the rulebook print.

Every measure is kept in quarters (of a cup, or of a teaspoon for Spice), so the
arithmetic stays exact: ¾ cup is 3, 1½ cups is 6. Points are always whole.
"""

import math
import re

from generator.engine import invariant, rule

PLAYERS = (2, 5)

INGREDIENTS = ("Flour", "Sugar", "Milk", "Butter", "Spice")
COURSES = ("Breakfast", "Bakery", "Dessert")
GLYPHS = ("", "¼", "½", "¾")

# How many Pantry cards of each ingredient and measure (in quarters) the deck holds.
PANTRY = {
    "Flour": {1: 2, 2: 4, 3: 3, 4: 4, 6: 2},
    "Sugar": {1: 4, 2: 4, 3: 3, 4: 2},
    "Milk": {1: 3, 2: 4, 3: 3, 4: 3},
    "Butter": {1: 4, 2: 4, 3: 2, 4: 1},
    "Spice": {1: 4, 2: 4, 4: 2},
}
PINCH_CARDS = 4
RECIPE_CARDS = 20


def quarters_of(measure: str) -> int:
    """'1½' -> 6, '¾' -> 3, '2' -> 8."""
    m = re.fullmatch(r"(\d*)([¼½¾]?)", measure.strip())
    if not m or measure.strip() == "":
        raise ValueError(f"not a measure: {measure!r}")
    whole = int(m.group(1)) if m.group(1) else 0
    part = GLYPHS.index(m.group(2)) if m.group(2) else 0
    return whole * 4 + part


@rule
def as_measure(quarters: int) -> str:
    """6 -> '1½', 3 -> '¾', 4 -> '1'."""
    whole, part = divmod(quarters, 4)
    return (str(whole) if whole else "") + GLYPHS[part] or "0"


# --- setup by player count -------------------------------------------------

@rule
def hand_size(players: int = 2) -> int:
    """Pantry cards dealt to each cook at the start."""
    return 5 if players <= 3 else 4


@rule
def market_size(players: int = 2) -> int:
    """Face-up Pantry cards in the market: two more than the cooks."""
    return players + 2


@rule
def menu_size(players: int = 2) -> int:
    """Face-up recipes on the menu."""
    return 3 if players <= 3 else 4


@rule
def recipes_to_end(players: int = 2, variant: str | None = None) -> int:
    """A cook with this many recipes ends the game (the round is finished).
    Master Baker is slower, so it ends one recipe sooner."""
    base = {2: 5, 3: 4, 4: 4, 5: 3}[players]
    return base - 1 if variant == "master-baker" else base


# --- the same at every count -----------------------------------------------

@rule
def hand_limit(players: int | None = None) -> int:
    return 8


@rule
def shop_cards(players: int | None = None) -> int:
    return 2


@rule
def tidy_cards(players: int | None = None) -> int:
    return 3


@rule
def spot_on_bonus(players: int | None = None) -> int:
    return 2


@rule
def heavy_hand_penalty(players: int | None = None) -> int:
    return 1


@rule
def heavy_hand_quarters() -> int:
    """Over by this many quarters (½ a cup or a teaspoon) or more is a heavy hand."""
    return 2


@rule
def course_set_points(players: int | None = None) -> int:
    return 4


@rule
def smallest_recipe_score() -> int:
    """A recipe you cook never scores less than this, heavy hands and all."""
    return 1


# --- the pantry --------------------------------------------------------------

@rule
def pantry_copies(measure: str, ingredient: str) -> int | None:
    """Cards of this ingredient and measure in the deck; None where there are none."""
    return PANTRY[ingredient].get(quarters_of(measure)) or None


@rule
def pantry_total() -> int:
    return sum(sum(by.values()) for by in PANTRY.values()) + PINCH_CARDS


# --- cooking -----------------------------------------------------------------

def _sum(played: dict, ingredient: str) -> int:
    return sum(int(q) for q in played.get(ingredient, []))


@rule
def measured(cards: list) -> int:
    """What a handful of cards of one ingredient adds up to, in quarters."""
    return sum(int(q) for q in cards)


@rule
def can_cook(needs: dict, played: dict, variant: str | None = None) -> bool:
    if any(ing not in needs for ing in played):
        return False
    if variant == "master-baker":
        return all(_sum(played, ing) == q for ing, q in needs.items())
    return all(_sum(played, ing) >= q for ing, q in needs.items())


@rule
def is_spot_on(needs: dict, played: dict) -> bool:
    return all(_sum(played, ing) == q for ing, q in needs.items()) and set(played) <= set(needs)


@rule
def heavy_hands(needs: dict, played: dict) -> int:
    """Ingredients over-measured by ½ (a cup or a teaspoon) or more."""
    return sum(1 for ing, q in needs.items() if _sum(played, ing) - q >= heavy_hand_quarters())


@rule
def recipe_score(points: int, needs: dict, played: dict, variant: str | None = None) -> int:
    """Points a cooked recipe scores: its points, the spot-on bonus, less a point per heavy hand."""
    if not can_cook(needs, played, variant):
        return 0
    score = points
    if is_spot_on(needs, played):
        score += spot_on_bonus()
    if variant != "family-kitchen":
        score -= heavy_hand_penalty() * heavy_hands(needs, played)
    return max(smallest_recipe_score(), score)


@rule
def course_sets(courses: list) -> int:
    return min(list(courses).count(c) for c in COURSES)


@rule
def final_score(scores: list, courses: list) -> int:
    return sum(scores) + course_set_points() * course_sets(courses)


@rule
def recipe_points(quarters: int, kinds: int) -> int:
    """How a recipe card's points are set: a point per three quarters (rounded up),
    and one more for every ingredient past the second."""
    return math.ceil(quarters / 3) + max(0, kinds - 2)


# --- setup -------------------------------------------------------------------

def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "pantry": pantry_total(),
        "recipes": RECIPE_CARDS,
        "head-chef": 1,
        "score-pad": 1,
        "pencils": players,
    }


def play(players: int, variant: str | None = None) -> dict[str, dict]:
    return {
        "pantry": {"hand": hand_size(players), "draw": shop_cards(), "table": market_size(players)},
        "recipes": {"table": menu_size(players)},
    }


# --- invariants: the data and the rules agree -----------------------------------

COLUMNS = {"Flour": "flour", "Sugar": "sugar", "Milk": "milk", "Butter": "butter", "Spice": "spice"}
AMOUNT = re.compile(r"(\d*)([¼½¾]?) (cups?|teaspoons?) (Flour|Sugar|Milk|Butter|Spice)")


@invariant("the pantry table is the Pantry deck", per_player_count=False)
def pantry_matches_deck(game) -> bool | str:
    seen: dict[str, dict[int, int]] = {ing: {} for ing in INGREDIENTS}
    pinches = 0
    for card in game.deck("pantry").cards:
        ing = card.fields["ingredient"]
        if not ing:
            pinches += card.count
            continue
        seen[ing][card.fields["quarters"]] = seen[ing].get(card.fields["quarters"], 0) + card.count
    if pinches != PINCH_CARDS:
        return f"{pinches} Pinch cards, the engine says {PINCH_CARDS}"
    for ing in INGREDIENTS:
        if seen[ing] != PANTRY[ing]:
            return f"{ing}: the deck holds {seen[ing]}, the engine {PANTRY[ing]}"
    return True


@invariant("every Pantry card is named for its measure", per_player_count=False)
def pantry_names(game) -> bool | str:
    for card in game.deck("pantry").cards:
        ing, q = card.fields["ingredient"], card.fields["quarters"]
        if not ing:
            continue
        unit = "teaspoon" if ing == "Spice" else "cup"
        if q > 4:
            unit += "s"
        want = f"{as_measure(q)} {unit} {ing}"
        if card.name != want:
            return f"{card.name} should read '{want}'"
    return True


@invariant("every recipe's points follow the points rule", per_player_count=False)
def recipe_points_follow(game) -> bool | str:
    for card in game.deck("recipes").cards:
        qs = [card.fields[c] for c in COLUMNS.values()]
        want = recipe_points(sum(qs), sum(1 for q in qs if q))
        if card.fields["points"] != want:
            return f"{card.name} scores {card.fields['points']}, the rule says {want}"
    return True


@invariant("every amount a recipe's method names is the recipe's own", per_player_count=False)
def methods_agree(game) -> bool | str:
    for card in game.deck("recipes").cards:
        for whole, part, _unit, ing in AMOUNT.findall(card.fields["method"]):
            if not whole and not part:
                continue
            said = quarters_of(whole + part)
            if said != card.fields[COLUMNS[ing]]:
                return f"{card.name}: the method says {whole}{part} {ing}, the card {as_measure(card.fields[COLUMNS[ing]])}"
    return True


@invariant("the pantry holds enough of every ingredient for any one recipe", per_player_count=False)
def recipes_can_be_cooked(game) -> bool | str:
    for card in game.deck("recipes").cards:
        for ing, col in COLUMNS.items():
            have = sum(q * n for q, n in PANTRY[ing].items()) + PINCH_CARDS
            if card.fields[col] > have:
                return f"{card.name} needs more {ing} than the pantry holds"
    return True


@invariant("the deck counts agree with setup", per_player_count=False)
def decks_come_out_whole(game) -> bool | str:
    if game.deck("pantry").total != pantry_total():
        return f"pantry deck {game.deck('pantry').total}, engine {pantry_total()}"
    if game.deck("recipes").total != RECIPE_CARDS:
        return f"recipe deck {game.deck('recipes').total}, engine {RECIPE_CARDS}"
    return True


@invariant("the menu and the recipes the cooks may take fit the recipe deck")
def recipes_suffice(players: int) -> bool:
    # the game can end with every cook one short of the end, the leader at it, and a full menu
    most = (recipes_to_end(players) - 1) * (players - 1) + recipes_to_end(players)
    return most + menu_size(players) <= RECIPE_CARDS


@invariant("the opening hands and the market leave a draw pile")
def pantry_deals(players: int) -> bool:
    return hand_size(players) * players + market_size(players) < pantry_total()
