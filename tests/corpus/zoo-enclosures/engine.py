"""Engine model of Menagerie Acres: every number the printed tables, the zoo plan and the
worked examples use, as small pure functions."""
from generator.engine import invariant, rule

PLAYERS = (1, 4)

PLAN_SIDE = 6                      # the zoo plan is a square of 6 x 6 squares
ROUNDS = {1: 8, 2: 8, 3: 7, 4: 6}
MARKET = {1: 4, 2: 4, 3: 5, 4: 6}
ANIMALS_PER_SIZE = 8               # every enclosure size has eight animal cards
SCORING = {
    "Appeal": 1,
    "Conservation point": 3,
    "Full row": 2,
    "Five coins left": 1,
    "Empty enclosure": -2,
}


@rule
def rounds(players: int) -> int:
    """Rounds in a game: shorter with more zoos sharing the market."""
    return ROUNDS[players]


@rule
def market_cards(players: int) -> int:
    """Animal cards face up in the market at the start of each round."""
    return MARKET[players]


@rule
def starting_coins(players: int | None = None) -> int:
    """Coins each zoo opens with; the same at every count."""
    return 12


@rule
def actions_per_turn() -> int:
    return 2


@rule
def plan_side() -> int:
    """Squares along each side of the zoo plan."""
    return PLAN_SIDE


@rule
def plan_squares() -> int:
    return PLAN_SIDE * PLAN_SIDE


@rule
def smallest_enclosure() -> int:
    return 1


@rule
def largest_enclosure() -> int:
    return 5


@rule
def enclosure_cost(size: int) -> int:
    """Coins to fence an enclosure of `size` squares."""
    if not smallest_enclosure() <= size <= largest_enclosure():
        raise ValueError(f"no enclosure has {size} squares")
    return size + size // 2


@rule
def animals_of_size(size: int) -> int:
    """Animal cards in the deck that need an enclosure of exactly `size` squares."""
    return ANIMALS_PER_SIZE


@rule
def fundraise_coins() -> int:
    return 4


@rule
def promote_appeal() -> int:
    """Appeal a Promote action gains."""
    return 2


@rule
def base_visitors() -> int:
    """Coins every zoo earns at Visitors before its animals count."""
    return 2


@rule
def appeal_income(appeal: int | str) -> int:
    """Extra visitor coins for the appeal a zoo has reached: one per full five."""
    return int(appeal) // 5


@rule
def visitor_income(popularity: int, appeal: int) -> int:
    """What a zoo collects at Visitors: the gate, its animals' popularity, its appeal bonus."""
    return base_visitors() + popularity + appeal_income(appeal)


@rule
def habitat_set() -> int:
    """Animals of one habitat that earn the habitat bonus."""
    return 3


@rule
def habitat_bonus() -> int:
    """Conservation points for a full habitat set."""
    return 2


@rule
def appeal_track_end() -> int:
    return 40


@rule
def conservation_boxes() -> int:
    """Conservation boxes on the zoo plan."""
    return 15


@rule
def points_for(what: str) -> int:
    """Points each scoring item is worth at the end."""
    return SCORING[what]


@rule
def final_score(appeal: int, conservation: int, full_rows: int, coins: int, empty: int) -> int:
    return (appeal * points_for("Appeal")
            + conservation * points_for("Conservation point")
            + full_rows * points_for("Full row")
            + (coins // 5) * points_for("Five coins left")
            + empty * points_for("Empty enclosure"))


@rule
def solo_target() -> int:
    """Points a lone zoo director must reach to win."""
    return 50


@rule
def market_discards(players: int) -> int:
    """Market cards discarded at Cleanup: two when a lone director plays against the clock."""
    return 2 if players == 1 else 1


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "animals": 40,
        "scoreboard": 1,
        "zoo-plan-pad": 1,
        "coins": 56,
        "appeal-cubes": players,
        "round-marker": 1,
        "head-keeper": 1 if players > 1 else 0,
        "pencils": players,
    }


@invariant("the animal deck holds eight cards of every enclosure size", per_player_count=False)
def sizes_are_even(game) -> bool | str:
    counts = {size: 0 for size in range(smallest_enclosure(), largest_enclosure() + 1)}
    for card in game.deck("animals").cards:
        size = card.fields["enclosure"]
        if size not in counts:
            return f"{card.name} needs {size} squares"
        counts[size] += card.count
    wrong = {s: n for s, n in counts.items() if n != animals_of_size(s)}
    return True if not wrong else f"cards by size: {wrong}"


@invariant("the deck lasts the game at one purchase per player per round, Cleanup discards included")
def deck_lasts(players: int, game) -> bool | str:
    needed = market_cards(players) + rounds(players) * (players + market_discards(players))
    total = game.deck("animals").total
    return True if total >= needed else f"{total} cards, {needed} needed"


@invariant("the opening coins fence the smallest enclosure and buy the cheapest animal", per_player_count=False)
def opening_coins_work(game) -> bool | str:
    cheapest = min(c.fields["cost"] for c in game.deck("animals").cards)
    return starting_coins() >= enclosure_cost(1) + cheapest


@invariant("a full zoo plan has room for the conservation a zoo can earn", per_player_count=False)
def conservation_fits(game) -> bool | str:
    best = sum(c.fields["conservation"] for c in game.deck("animals").cards)
    return conservation_boxes() >= 10 and best >= conservation_boxes()


@invariant("the Promote cost's effect gains what promote_appeal() gives", per_player_count=False)
def promote_matches(game) -> bool | str:
    cost = next(c for c in game.costs if c.id == "promote")
    return str(promote_appeal()) in (cost.effect or "")
