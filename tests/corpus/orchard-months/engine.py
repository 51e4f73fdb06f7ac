"""Orchard Months: the rules the tables and the rulebook print."""
from generator.engine import invariant, rule

PLAYERS = (1, 4)

MONTHS = ("March", "April", "May", "June", "July", "August", "September", "October")

_PEST_CARDS = {"March": 1, "April": 2, "May": 2, "June": 3, "July": 4, "August": 4, "September": 3, "October": 2}
_LADYBIRDS = {"March": 0, "April": 1, "May": 1, "June": 2, "July": 2, "August": 1, "September": 1, "October": 0}
_SPREADING = ("June", "July", "August")

LOST = "lost"
PEST_LIMIT = 3           # a tree holds at most this many pests; one more and it is lost


@rule
def pest_cards(month: str) -> int:
    """Pest cards drawn in the Pests arrive step of this month."""
    return _PEST_CARDS[month]


@rule
def ladybirds(month: str) -> int:
    """Ladybird tokens the team takes in the New month step."""
    return _LADYBIRDS[month]


@rule
def pests_spread(month: str) -> bool:
    """Whether full trees spread at the end of this month."""
    return month in _SPREADING


@rule
def labour(players: int = 1) -> int:
    """Labour each grower spends on their turn, every month."""
    return {1: 5, 2: 4, 3: 3, 4: 3}[players]


@rule
def baskets_to_win(players: int = 1) -> int:
    """Baskets the October harvest must reach."""
    return 28 + 2 * players


@rule
def months() -> int:
    return len(MONTHS)


@rule
def trees_per_row() -> int:
    return 5


@rule
def starting_hand() -> int:
    return 3


@rule
def spray_cards_drawn() -> int:
    """Spray cards a grower draws at the start of each of their turns."""
    return 2


@rule
def hand_limit() -> int:
    return 5


@rule
def pest_limit() -> int:
    return PEST_LIMIT


@rule
def lost_trees_to_fail() -> int:
    return 6


_CONSTANTS = {
    "Starting hand": starting_hand,
    "Spray cards drawn each turn": spray_cards_drawn,
    "Hand limit": hand_limit,
    "Most pests on a tree": pest_limit,
    "Lost trees that end the game": lost_trees_to_fail,
}


@rule
def constant(what: str) -> int:
    return _CONSTANTS[what]()


@rule
def tree_yield(pests) -> int:
    """Baskets one tree gives at the harvest: three, less one per pest; a lost tree none."""
    if pests == LOST:
        return 0
    return 3 - int(pests)


@rule
def row_baskets(pests: list) -> int:
    return sum(tree_yield(p) for p in pests)


@rule
def spread_row(pests: list) -> list:
    """One row after the Spread step: every full tree sends one pest to each living neighbour, all at once."""
    before = list(pests)
    after = list(pests)
    for i, p in enumerate(before):
        if p == LOST or p < PEST_LIMIT:
            continue
        for j in (i - 1, i + 1):
            if 0 <= j < len(before) and before[j] != LOST:
                after[j] = after[j] + 1
    return [LOST if (p != LOST and p > PEST_LIMIT) else p for p in after]


@rule
def trees_lost_by_spread(pests: list) -> int:
    before = sum(1 for p in pests if p == LOST)
    return sum(1 for p in spread_row(pests) if p == LOST) - before


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "orchard-board": 1,
        "spray": 28,
        "pests": 24,
        "pest-tokens": 48,
        "lost-markers": 6,
        "ladybird-tokens": 8,
        "trap-tokens": 4,
        "month-marker": 1,
        "lost-tracker": 1,
    }


@invariant("the box holds a ladybird for every one the season releases", per_player_count=False)
def ladybirds_suffice(game) -> bool | str:
    line = next(c for c in game.inventory if c.id == "ladybird-tokens")
    released = sum(ladybirds(m) for m in MONTHS)
    return True if line.count >= released else f"{released} released, {line.count} in the box"


@invariant("the pest deck lasts the whole season without a reshuffle", per_player_count=False)
def pest_deck_lasts(game) -> bool | str:
    drawn = sum(pest_cards(m) for m in MONTHS)
    total = game.deck("pests").total
    return True if total >= drawn else f"{drawn} drawn, {total} in the deck"


@invariant("one Trap token for every Pheromone Trap card", per_player_count=False)
def traps_match(game) -> bool | str:
    traps = next(c for c in game.inventory if c.id == "trap-tokens").count
    cards = sum(c.count for c in game.deck("spray").cards if c.id == "pheromone-trap")
    return True if traps == cards else f"{traps} tokens, {cards} cards"


@invariant("setup deals every grower a starting hand from the spray deck")
def hands_dealt(players: int, game) -> bool:
    return game.deck("spray").total >= players * starting_hand()


@invariant("the target can be reached: at most three baskets a tree", per_player_count=True)
def target_reachable(players: int, game) -> bool:
    return baskets_to_win(players) <= 4 * trees_per_row() * 3
