"""Grid Solitaire: the rules the tables and the rulebook print.

A card in a worked example is written as its value and the first letter of
its suit: "7R" is the Ruby 7, "3T" the Topaz 3. An empty cell of a grid is
written "" (or "-").
"""

from generator.engine import invariant, rule

PLAYERS = (1, 1)

SUITS = {"R": "Ruby", "S": "Sapphire", "E": "Emerald", "T": "Topaz"}
SIDE = 4                      # the grid is four cells by four
CELLS = SIDE * SIDE

LEVELS = ("Gentle", "Standard", "Cunning", "Master")
_WASTE = {"Gentle": 10, "Standard": 8, "Cunning": 6, "Master": 4}
_RESERVE = {"Gentle": 2, "Standard": 1, "Cunning": 1, "Master": 0}
_TARGETS = {"Gentle": (15, 20), "Standard": (15,), "Cunning": (15,), "Master": (15,)}
_GOAL = {"Gentle": 15, "Standard": 16, "Cunning": 18, "Master": 20}

_SHAPE_POINTS = {"2 cards": 1, "3 cards": 2, "4 cards": 3, "Rainbow": 4, "Flush": 6}


def _level(level: str | None) -> str:
    if level is None:
        return "Standard"
    name = str(level).strip().capitalize()
    if name not in _WASTE:
        raise ValueError(f"unknown level {level!r}")
    return name


def _card(card: str) -> tuple[int, str]:
    text = str(card).strip().upper()
    value, suit = int(text[:-1]), text[-1]
    if suit not in SUITS or not 1 <= value <= 9:
        raise ValueError(f"not a card: {card!r}")
    return value, suit


def _is_empty(cell) -> bool:
    return cell is None or str(cell).strip() in ("", "-")


# --- the level table -------------------------------------------------------

@rule
def waste_limit(level: str = "Standard") -> int:
    """Cards on the waste pile that end the game at once."""
    return _WASTE[_level(level)]


@rule
def reserve_slots(level: str = "Standard") -> int:
    """Cards you may keep aside to place later."""
    return _RESERVE[_level(level)]


@rule
def line_targets(level: str = "Standard") -> list[int]:
    """The totals a row or column must reach exactly to score."""
    return list(_TARGETS[_level(level)])


@rule
def goal_score(level: str = "Standard") -> int:
    """The score that beats the level."""
    return _GOAL[_level(level)]


# --- constants the prose uses ---------------------------------------------

@rule
def grid_side() -> int:
    return SIDE


@rule
def grid_cells() -> int:
    return CELLS


@rule
def lines_in_grid() -> int:
    """Four rows and four columns."""
    return 2 * SIDE


@rule
def fewest_cards_on_target() -> int:
    """A single card is at most 9, so a line needs two cards to reach 15."""
    return 2


# --- scoring ---------------------------------------------------------------

@rule
def shape_points(shape: str) -> int:
    """Points for a line on target, by what it holds."""
    return _SHAPE_POINTS[shape]


def _shape(cards: list[tuple[int, str]]) -> str | None:
    if len(cards) < 2:
        return None
    if len(cards) < SIDE:
        return f"{len(cards)} cards"
    suits = {s for _, s in cards}
    if len(suits) == 1:
        return "Flush"
    if len(suits) == SIDE:
        return "Rainbow"
    return "4 cards"


@rule
def line_total(cards: list) -> int:
    """The sum of the cards in one row or column."""
    return sum(_card(c)[0] for c in cards if not _is_empty(c))


@rule
def line_points(cards: list, level: str = "Standard") -> int:
    """What one row or column scores at the end."""
    held = [_card(c) for c in cards if not _is_empty(c)]
    if sum(v for v, _ in held) not in _TARGETS[_level(level)]:
        return 0
    shape = _shape(held)
    return 0 if shape is None else _SHAPE_POINTS[shape]


@rule
def empty_cell_points(empty: int | str) -> int:
    """Bonus (or penalty) for the cells left empty when the game ends."""
    n = int(empty)
    if n == 0:
        return 5
    if n == 1:
        return 3
    if n == 2:
        return 1
    if n <= 4:
        return 0
    if n <= 8:
        return -2
    return -5


def _rows(grid: list) -> list[list]:
    if len(grid) != SIDE or any(len(r) != SIDE for r in grid):
        raise ValueError("a grid is four rows of four cells")
    return [list(r) for r in grid]


def _columns(grid: list) -> list[list]:
    rows = _rows(grid)
    return [[rows[r][c] for r in range(SIDE)] for c in range(SIDE)]


@rule
def empty_cells(grid: list) -> int:
    return sum(1 for row in _rows(grid) for cell in row if _is_empty(cell))


@rule
def lines_on_target(grid: list, level: str = "Standard") -> int:
    lines = _rows(grid) + _columns(grid)
    return sum(1 for line in lines if line_points(line, level) > 0)


@rule
def line_score(grid: list, level: str = "Standard") -> int:
    """The points of all eight lines together."""
    return sum(line_points(line, level) for line in _rows(grid) + _columns(grid))


@rule
def final_score(grid: list, level: str = "Standard") -> int:
    """Lines plus the bonus or penalty for empty cells."""
    return line_score(grid, level) + empty_cell_points(empty_cells(grid))


@rule
def beats_level(grid: list, level: str = "Standard") -> bool:
    return final_score(grid, level) >= goal_score(level)


# --- setup -----------------------------------------------------------------

def setup(players: int, variant: str | None = None) -> dict[str, int]:
    """Every level plays with the whole deck: the grid, the reserve and the waste pile come from it."""
    return {"numbers": 36, "score-pad": 1}


def play(players: int, variant: str | None = None) -> dict[str, dict]:
    return {"numbers": {"hand": 0, "draw": 1}}


# --- invariants ------------------------------------------------------------

@invariant("the deck holds each value 1-9 once in every suit", per_player_count=False)
def deck_is_complete(game) -> bool | str:
    deck = game.deck("numbers")
    seen = {(c.fields["suit"], c.fields["value"]) for c in deck.cards if c.count == 1}
    wanted = {(s, v) for s in SUITS.values() for v in range(1, 10)}
    if seen != wanted or deck.total != len(wanted):
        return f"deck has {deck.total} cards; missing {sorted(wanted - seen)[:3]}"
    return True


@invariant("the draw pile can never run dry before the game ends", per_player_count=False)
def draw_pile_lasts(game) -> bool | str:
    total = game.deck("numbers").total
    for level in LEVELS:
        most_drawn = CELLS + waste_limit(level) + reserve_slots(level)
        if most_drawn > total:
            return f"{level}: up to {most_drawn} cards drawn from {total}"
    return True


@invariant("setup takes out the whole deck", per_player_count=False)
def setup_takes_deck(game) -> bool | str:
    total = game.deck("numbers").total
    for variant in (None, "gentle", "cunning", "master"):
        if setup(1, variant)["numbers"] != total:
            return f"setup({variant}) takes {setup(1, variant)['numbers']} of {total}"
    return True


@invariant("every target can be reached by the cards of one line", per_player_count=False)
def targets_reachable(game) -> bool | str:
    for level in LEVELS:
        for t in line_targets(level):
            if not fewest_cards_on_target() * 1 <= t <= SIDE * 9:
                return f"{level}: target {t} out of reach"
            if t <= 9:
                return f"{level}: target {t} is reached by a single card"
    return True


@invariant("harder levels never give more room than easier ones", per_player_count=False)
def levels_get_harder(game) -> bool | str:
    for easy, hard in zip(LEVELS, LEVELS[1:]):
        if waste_limit(hard) > waste_limit(easy) or reserve_slots(hard) > reserve_slots(easy):
            return f"{hard} is easier than {easy}"
    return True
