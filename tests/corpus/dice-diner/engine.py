"""Dice Diner: the rules the score sheet, the tables and the examples print."""
from itertools import combinations, product

from generator.engine import invariant, rule

PLAYERS = (1, 6)

# dish: (sums that cook it, boxes in its column, points when the column is finished)
DISHES = {
    "Pancakes": ((2, 12), 3, 10),
    "Soup": ((3, 11), 4, 10),
    "Fries": ((4, 10), 5, 9),
    "Burger": ((5, 9), 6, 10),
    "Omelette": ((6, 8), 7, 11),
    "Coffee": ((7,), 5, 9),
}
DICE = 4                 # six-sided dice the active player rolls
CUSTOMER_CARDS = 26      # the whole Customer deck goes on the counter
SPECIAL_CARDS = 12       # Daily Specials in the box
TIP_SPACES = 10


def _offered(dice) -> set[int]:
    return {a + b for a, b in combinations(dice, 2)}


_ROLLS = list(product(range(1, 7), repeat=DICE))


@rule
def dice_rolled() -> int:
    """Dice the active player rolls each turn."""
    return DICE


@rule
def pair_sums(dice: list[int]) -> list[int]:
    """Every sum two of the rolled dice make, smallest first, each once."""
    return sorted(_offered(dice))


@rule
def dish_for_sum(total: int) -> str:
    """The dish a pair of this sum cooks."""
    for dish, (sums, _, _) in DISHES.items():
        if total in sums:
            return dish
    raise ValueError(f"no dish is cooked with {total}")


@rule
def dish_sums(dish: str) -> list[int]:
    return list(DISHES[dish][0])


@rule
def dish_label(dish: str) -> str:
    """The sums as the score sheet prints them under the dish's name."""
    return " or ".join(str(s) for s in DISHES[dish][0])


@rule
def dish_boxes(dish: str) -> int:
    """Boxes in the dish's column."""
    return DISHES[dish][1]


@rule
def dish_points(dish: str) -> int:
    """Points for a finished column."""
    return DISHES[dish][2]


@rule
def star_points(dish: str) -> int:
    """The star's bonus for finishing the dish before anyone else."""
    return DISHES[dish][1] // 2 + 1


@rule
def dish_chance(dish: str) -> int:
    """Chance in percent that a roll of four dice offers at least one pair for the dish."""
    sums = set(DISHES[dish][0])
    hits = sum(1 for roll in _ROLLS if _offered(roll) & sums)
    return round(100 * hits / len(_ROLLS))


@rule
def pair_chance(total: int) -> int:
    """Chance in percent that four dice hold a pair with this sum."""
    hits = sum(1 for roll in _ROLLS if total in _offered(roll))
    return round(100 * hits / len(_ROLLS))


@rule
def two_dice_chance(total: int) -> int:
    """Chance in percent that two dice alone show this sum (for comparison)."""
    hits = sum(1 for a in range(1, 7) for b in range(1, 7) if a + b == total)
    return round(100 * hits / 36)


@rule
def sheet_boxes() -> list[list[str]]:
    """The box grid of the score sheet: one row per level, one column per dish; empty where a column is short."""
    tallest = max(boxes for _, boxes, _ in DISHES.values())
    return [[dish_label(d) if level <= DISHES[d][1] else "" for d in DISHES]
            for level in range(1, tallest + 1)]


@rule
def loose_box_points() -> int:
    """Points for each crossed box of a column that was not finished."""
    return 1


@rule
def pass_cost(pass_number: int) -> int:
    """Points the nth pass box costs."""
    return pass_number + 1


@rule
def pass_penalty(passes: int) -> int:
    """Points lost in all for this many marked passes."""
    return sum(pass_cost(n) for n in range(1, passes + 1))


@rule
def passes_to_end() -> int:
    """A player's pass that ends the game."""
    return 4


@rule
def dishes_to_end() -> int:
    """Finished dishes that end the game."""
    return 3


@rule
def tip_spaces() -> int:
    return TIP_SPACES


@rule
def specials_revealed(players: int) -> int:
    """Daily Specials laid face up at setup."""
    if players == 1:
        return 2
    return 3 if players <= 4 else 4


@rule
def final_score(finished: list[str], stars: list[str], loose_boxes: int, tips: int, specials: int,
                passes: int) -> int:
    """A player's total at the end of the game."""
    return (sum(dish_points(d) for d in finished) + sum(star_points(d) for d in stars)
            + loose_boxes * loose_box_points() + tips + specials - pass_penalty(passes))


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "dice": DICE,
        "pencils": players,
        "score-pad": 1,
        "customers": CUSTOMER_CARDS,
        "specials": specials_revealed(players),
    }


def play(players: int, variant: str | None = None) -> dict[str, dict]:
    return {"customers": {"per_round": players, "turns": 5}}


@invariant("every sum from 2 to 12 cooks exactly one dish", per_player_count=False)
def every_sum_has_one_dish() -> bool | str:
    for total in range(2, 13):
        owners = [d for d, (sums, _, _) in DISHES.items() if total in sums]
        if len(owners) != 1:
            return f"{total} cooks {len(owners)} dishes"
    return True


@invariant("finishing a dish is always worth more than leaving its boxes loose", per_player_count=False)
def finishing_pays() -> bool:
    return all(points > boxes * loose_box_points() for _, boxes, points in DISHES.values())


@invariant("the Customer and Daily Special decks hold what the engine deals from them", per_player_count=False)
def decks_match(game) -> bool | str:
    customers = sum(c.count for c in game.deck("customers").cards)
    specials = sum(c.count for c in game.deck("specials").cards)
    if customers != CUSTOMER_CARDS:
        return f"customers: {customers} cards, engine expects {CUSTOMER_CARDS}"
    if specials != SPECIAL_CARDS:
        return f"specials: {specials} cards, engine expects {SPECIAL_CARDS}"
    return True


@invariant("a customer who tips names a dish, and tips between 1 and 3", per_player_count=False)
def tips_are_modest(game) -> bool | str:
    bad = [c.name for c in game.deck("customers").cards
           if (c.fields["tip"] is None) != (c.fields["dish"] in (None, ""))
           or (c.fields["tip"] is not None and not 1 <= c.fields["tip"] <= 3)]
    return True if not bad else f"odd tip: {', '.join(bad)}"


@invariant("there are enough Daily Specials to reveal")
def enough_specials(players: int) -> bool:
    return specials_revealed(players) <= SPECIAL_CARDS
