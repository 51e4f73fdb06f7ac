"""Town Sketch: the rules the printed tables and the town sheet use.

A flip-and-write for 1-6 builders. Each round two shape cards are flipped; every builder
draws one of them on a 9 by 9 grid. Districts (squares of one building type joined by
their sides) score by size at the end.
"""

from generator.engine import invariant, rule

PLAYERS = (1, 6)

GRID_SIDE = 9
SHAPE_CARDS = 40          # the Shapes deck, held to game.yaml by shapes_deck_matches
BUILDINGS = ("House", "Shop", "Park", "Workshop")
LETTERS = {"H": "House", "S": "Shop", "P": "Park", "W": "Workshop"}
VACANT = "X"

# Points for a district of 1, 2, ... 7 squares, then 8 or more (the last entry).
DISTRICT_POINTS = {
    "House": (0, 1, 3, 5, 8, 11, 14, 18),
    "Shop": (1, 3, 5, 7, 7, 7, 7, 7),
    "Park": (2, 4, 5, 5, 5, 5, 5, 5),
    "Workshop": (0, 0, 2, 4, 6, 8, 10, 12),
}


# ---------------------------------------------------------------- setup and game length

@rule
def town_sheets(players: int) -> int:
    """One town sheet for every builder."""
    return players


@rule
def goals_revealed(players: int | None = None) -> int:
    """Civic goal cards laid face up at the start, at every player count."""
    return 3


@rule
def cards_flipped_each_round(players: int | None = None) -> int:
    """Shape cards turned face up each round; every builder draws one of them."""
    return 2


@rule
def rounds(players: int | None = None) -> int:
    """Rounds in a game (the round track on the town sheet)."""
    return 18


@rule
def grid_side() -> int:
    """Squares along each side of the town grid."""
    return GRID_SIDE


# ---------------------------------------------------------------- scoring

def _size_index(size: int | str) -> int:
    if isinstance(size, str):          # the table's last column, "8 or more"
        return len(DISTRICT_POINTS["House"]) - 1
    if size < 1:
        raise ValueError(f"a district has at least one square, not {size}")
    return min(size, len(DISTRICT_POINTS["House"])) - 1


@rule
def district_points(size: int | str, building: str) -> int:
    """Points one district scores, by its building type and its number of squares."""
    return DISTRICT_POINTS[building][_size_index(size)]


@rule
def avenue_points() -> int:
    """Points for each full row or column (an Avenue)."""
    return 2


@rule
def vacant_lot_points() -> int:
    """Points for each Vacant lot (a crossed-out square): a loss."""
    return -1


@rule
def end_points(item: str) -> int:
    """The other end-of-game scores, looked up by what is scored."""
    return {"Each Avenue": avenue_points(), "Each Vacant lot": vacant_lot_points()}[item]


def _districts(rows: list[str]) -> list[tuple[str, set[tuple[int, int]]]]:
    """Every district of a grid: its building and its squares (row, column)."""
    seen: set[tuple[int, int]] = set()
    found = []
    for r, line in enumerate(rows):
        for c, mark in enumerate(line):
            if mark not in LETTERS or (r, c) in seen:
                continue
            squares = set()
            todo = [(r, c)]
            while todo:
                rr, cc = todo.pop()
                if (rr, cc) in squares:
                    continue
                squares.add((rr, cc))
                for dr, dc in ((1, 0), (-1, 0), (0, 1), (0, -1)):
                    nr, nc = rr + dr, cc + dc
                    if 0 <= nr < len(rows) and 0 <= nc < len(rows[nr]) and rows[nr][nc] == mark:
                        todo.append((nr, nc))
            seen |= squares
            found.append((LETTERS[mark], squares))
    return found


def _touches(rows: list[str], squares: set[tuple[int, int]], letter: str) -> bool:
    for r, c in squares:
        for dr, dc in ((1, 0), (-1, 0), (0, 1), (0, -1)):
            nr, nc = r + dr, c + dc
            if 0 <= nr < len(rows) and 0 <= nc < len(rows[nr]) and rows[nr][nc] == letter:
                return True
    return False


def _check_grid(rows: list[str]) -> None:
    if len(rows) != GRID_SIDE or any(len(line) != GRID_SIDE for line in rows):
        raise ValueError("a town is 9 rows of 9 squares")
    bad = {ch for line in rows for ch in line} - set(LETTERS) - {VACANT, "."}
    if bad:
        raise ValueError(f"unknown marks {sorted(bad)}: use H, S, P, W, X or .")


@rule
def score_town(rows: list[str]) -> int:
    """A finished town's score before civic goals.

    rows: nine strings of nine marks: H, S, P, W (buildings), X (a Vacant lot), . (empty).
    Each district scores by the table; a Shop district touching no House scores nothing;
    each full row and column of buildings is an Avenue; each Vacant lot costs its point.
    """
    _check_grid(rows)
    total = 0
    for building, squares in _districts(rows):
        if building == "Shop" and not _touches(rows, squares, "H"):
            continue
        total += district_points(len(squares), building)
    full_rows = sum(1 for line in rows if all(ch in LETTERS for ch in line))
    full_cols = sum(1 for c in range(GRID_SIDE) if all(rows[r][c] in LETTERS for r in range(GRID_SIDE)))
    total += (full_rows + full_cols) * avenue_points()
    total += sum(line.count(VACANT) for line in rows) * vacant_lot_points()
    return total


# ---------------------------------------------------------------- solo goal variant

@rule
def solo_cards_drawn(players: int = 1) -> int:
    """Solo goal cards drawn in the solo variant."""
    return 1


@rule
def first_reward_last_round(players: int = 1) -> int:
    """Solo: the last round in which a civic goal claimed still pays its first reward."""
    return 10


# ---------------------------------------------------------------- what comes out of the box

def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "shapes": SHAPE_CARDS,                       # the whole deck, shuffled face down
        "goals": goals_revealed(players),            # the others go back to the box
        "solo": solo_cards_drawn(players) if variant == "solo" else 0,
        "town-pad": 1,
        "pencils": players,
    }


def play(players: int, variant: str | None = None) -> dict[str, dict]:
    return {
        "shapes": {"per_round": cards_flipped_each_round(players), "turns": 6},
        "goals": {"table": goals_revealed(players)},
    }


# ---------------------------------------------------------------- invariants

def _plan_cells(plan: str) -> list[str]:
    return plan.split("|")


@invariant("every shape card's plan is 3 rows of 4 and draws exactly its squares, all joined by sides",
           per_player_count=False)
def plans_match_squares(game) -> bool | str:
    for card in game.deck("shapes").cards:
        plan = _plan_cells(card.fields["plan"])
        if len(plan) != 3 or any(len(line) != 4 for line in plan):
            return f"{card.name}: the plan is not 3 rows of 4"
        cells = {(r, c) for r, line in enumerate(plan) for c, ch in enumerate(line) if ch == "X"}
        if len(cells) != card.fields["squares"]:
            return f"{card.name}: the plan draws {len(cells)} squares, the card says {card.fields['squares']}"
        if not 1 <= len(cells) <= 5:
            return f"{card.name}: a shape has 1 to 5 squares"
        start = next(iter(cells))
        joined, todo = set(), [start]
        while todo:
            r, c = todo.pop()
            if (r, c) in joined:
                continue
            joined.add((r, c))
            todo += [(r + dr, c + dc) for dr, dc in ((1, 0), (-1, 0), (0, 1), (0, -1)) if (r + dr, c + dc) in cells]
        if joined != cells:
            return f"{card.name}: its squares are not all joined by their sides"
    return True


@invariant("cards of one shape all draw the same plan", per_player_count=False)
def one_plan_per_shape(game) -> bool | str:
    plans: dict[str, str] = {}
    for card in game.deck("shapes").cards:
        shape = card.fields["shape"]
        if plans.setdefault(shape, card.fields["plan"]) != card.fields["plan"]:
            return f"{card.name}: another {shape} card draws another plan"
    return True


@invariant("the engine's Shapes deck is the card data's", per_player_count=False)
def shapes_deck_matches(game) -> bool | str:
    total = game.deck("shapes").total
    return True if total == SHAPE_CARDS else f"engine says {SHAPE_CARDS}, the deck has {total}"


@invariant("the Shapes deck lasts every round of the game")
def deck_lasts(players: int, game) -> bool | str:
    needed = rounds(players) * cards_flipped_each_round(players)
    total = game.deck("shapes").total
    return True if total >= needed else f"{needed} flips but {total} cards"


@invariant("every civic goal pays more to the first builders than to later ones", per_player_count=False)
def first_reward_is_larger(game) -> bool | str:
    for card in game.deck("goals").cards:
        if card.fields["first_points"] <= card.fields["later_points"]:
            return f"{card.name}: first reward not above later reward"
    return True


@invariant("there are enough civic goal cards to lay out", per_player_count=False)
def enough_goals(game) -> bool | str:
    return game.deck("goals").total >= goals_revealed()


@invariant("every building type appears in the Shapes deck", per_player_count=False)
def every_building_drawn(game) -> bool | str:
    kinds = {card.fields["building"] for card in game.deck("shapes").cards}
    missing = [b for b in BUILDINGS if b not in kinds]
    return True if not missing else f"no cards for {', '.join(missing)}"
