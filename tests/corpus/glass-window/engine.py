"""Engine model of Glass Window, a dice-drafting game of stained-glass windows.

A window is written as four row strings of five cells each, separated by
spaces: a die is its colour letter and its value ("R5" is a Ruby five), an
empty space is ".". A window pattern card writes its four rows without
spaces: a colour letter for a colour space, a digit for a shade space and "."
for a blank space ("R.3..").
"""
from generator.engine import invariant, rule

PLAYERS = (1, 4)

COLOURS = {"R": "Ruby", "A": "Amber", "J": "Jade", "C": "Cobalt", "V": "Violet"}
LETTER = {name: letter for letter, name in COLOURS.items()}
ROWS, COLUMNS = 4, 5
ROUNDS = 10
DICE_PER_COLOUR = 18
FAVOUR_SUPPLY = 24

# points a public objective card scores each time its condition is met
OBJECTIVE_POINTS = {
    "clear-columns": 5,
    "clear-rows": 6,
    "shade-columns": 4,
    "shade-rows": 5,
    "low-pairs": 2,
    "middle-pairs": 2,
    "high-pairs": 2,
    "full-spectrum": 4,
    "full-count": 5,
    "diagonal-runs": 1,
}


# ---------------------------------------------------------------- set-up numbers

@rule
def rounds(players: int) -> int:
    """A game always lasts ten rounds."""
    return ROUNDS


@rule
def dice_per_round(players: int) -> int:
    """Dice drawn from the bag into the draft pool each round: two per player and one more."""
    return 2 * players + 1


@rule
def dice_drafted_each(players: int) -> int:
    """Dice each player drafts in a round: one on the way round, one on the way back."""
    return 2


@rule
def leftover_dice(players: int) -> int:
    """Dice left in the pool at the end of a round, laid on the round track."""
    return dice_per_round(players) - players * dice_drafted_each(players)


@rule
def dice_used(players: int) -> int:
    """Dice that leave the bag over a whole game."""
    return rounds(players) * dice_per_round(players)


@rule
def public_objectives(players: int) -> int:
    """Public objective cards turned face up: two alone, three otherwise."""
    return 2 if players == 1 else 3


@rule
def private_objectives_dealt(players: int) -> int:
    """Private objective cards each player is dealt (a solo player keeps one of two)."""
    return 2 if players == 1 else 1


@rule
def windows_dealt(players: int) -> int:
    """Window pattern cards each player is dealt to choose one from."""
    return 2


@rule
def tool_cards(players: int) -> int:
    """Tool cards laid out for the game."""
    return 3


@rule
def draft_order(players: int) -> list[int]:
    """Seats in the order they draft, counting from the start player: round and back."""
    seats = list(range(1, players + 1))
    return seats + seats[::-1]


@rule
def favour_tokens(difficulty: int) -> int:
    """A window's difficulty is the number of favour tokens its owner starts with."""
    return difficulty


@rule
def tool_cost(used_before: str) -> int:
    """Favour to use a tool card: 1 if nobody has used it yet, else 2."""
    return 1 if used_before == "No" else 2


@rule
def difficulty_for(restricted: int) -> int:
    """The difficulty a pattern with this many restricted spaces is given."""
    if restricted <= 9:
        return 3
    if restricted <= 11:
        return 4
    if restricted <= 13:
        return 5
    return 6


# ---------------------------------------------------------------- windows and placement

def _grid(window: list[str]) -> list[list[str]]:
    grid = [row.split() for row in window]
    if len(grid) != ROWS or any(len(row) != COLUMNS for row in grid):
        raise ValueError(f"a window has {ROWS} rows of {COLUMNS} cells: {window}")
    return grid


def _pattern(pattern: list[str]) -> list[str]:
    if len(pattern) != ROWS or any(len(row) != COLUMNS for row in pattern):
        raise ValueError(f"a pattern has {ROWS} rows of {COLUMNS} spaces: {pattern}")
    return pattern


def _dice(grid: list[list[str]]) -> list[str]:
    return [cell for row in grid for cell in row if cell != "."]


def _orthogonal(r: int, c: int) -> list[tuple[int, int]]:
    steps = [(r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)]
    return [(a, b) for a, b in steps if 0 <= a < ROWS and 0 <= b < COLUMNS]


def _diagonal(r: int, c: int) -> list[tuple[int, int]]:
    steps = [(r - 1, c - 1), (r - 1, c + 1), (r + 1, c - 1), (r + 1, c + 1)]
    return [(a, b) for a, b in steps if 0 <= a < ROWS and 0 <= b < COLUMNS]


@rule
def can_place(pattern: list[str], window: list[str], row: int, column: int, die: str) -> bool:
    """Whether a die may go on the space at row, column (counted from 1, top left)."""
    spaces = _pattern(pattern)
    grid = _grid(window)
    r, c = row - 1, column - 1
    if grid[r][c] != ".":
        return False
    colour, value = die[0], die[1]
    need = spaces[r][c]
    if need.isdigit() and need != value:
        return False
    if need in COLOURS and need != colour:
        return False
    placed = _dice(grid)
    if not placed:
        return r in (0, ROWS - 1) or c in (0, COLUMNS - 1)
    touching = [grid[a][b] for a, b in _orthogonal(r, c) + _diagonal(r, c) if grid[a][b] != "."]
    if not touching:
        return False
    for a, b in _orthogonal(r, c):
        other = grid[a][b]
        if other != "." and (other[0] == colour or other[1] == value):
            return False
    return True


@rule
def empty_spaces(window: list[str]) -> int:
    """Spaces left without a die at the end; each costs a point."""
    return sum(1 for row in _grid(window) for cell in row if cell == ".")


@rule
def private_points(window: list[str], colour: str) -> int:
    """A private objective scores the pips on every die of its colour."""
    letter = LETTER[colour]
    return sum(int(cell[1]) for cell in _dice(_grid(window)) if cell[0] == letter)


def _count(grid: list[list[str]], index: int, wanted: str) -> int:
    return sum(1 for cell in _dice(grid) if cell[index] == wanted)


@rule
def objective_times(objective: str, window: list[str]) -> int:
    """How many times a window meets a public objective."""
    grid = _grid(window)
    columns = [[grid[r][c] for r in range(ROWS)] for c in range(COLUMNS)]

    def full_and_distinct(line: list[str], index: int) -> bool:
        return "." not in line and len({cell[index] for cell in line}) == len(line)

    if objective == "clear-columns":
        return sum(full_and_distinct(col, 0) for col in columns)
    if objective == "clear-rows":
        return sum(full_and_distinct(row, 0) for row in grid)
    if objective == "shade-columns":
        return sum(full_and_distinct(col, 1) for col in columns)
    if objective == "shade-rows":
        return sum(full_and_distinct(row, 1) for row in grid)
    if objective == "low-pairs":
        return min(_count(grid, 1, "1"), _count(grid, 1, "2"))
    if objective == "middle-pairs":
        return min(_count(grid, 1, "3"), _count(grid, 1, "4"))
    if objective == "high-pairs":
        return min(_count(grid, 1, "5"), _count(grid, 1, "6"))
    if objective == "full-spectrum":
        return min(_count(grid, 0, letter) for letter in COLOURS)
    if objective == "full-count":
        return min(_count(grid, 1, str(v)) for v in range(1, 7))
    if objective == "diagonal-runs":
        hits = 0
        for r in range(ROWS):
            for c in range(COLUMNS):
                cell = grid[r][c]
                if cell != "." and any(grid[a][b] != "." and grid[a][b][0] == cell[0] for a, b in _diagonal(r, c)):
                    hits += 1
        return hits
    raise ValueError(f"no public objective '{objective}'")


@rule
def objective_points(objective: str, window: list[str]) -> int:
    """Points a window scores from one public objective card."""
    return OBJECTIVE_POINTS[objective] * objective_times(objective, window)


@rule
def final_score(window: list[str], objectives: list[str], colour: str, favour_left: int) -> int:
    """Public objectives, plus the private colour's pips, plus a point per unspent favour token,
    minus a point per empty space."""
    public = sum(objective_points(o, window) for o in objectives)
    return public + private_points(window, colour) + favour_left - empty_spaces(window)


@rule
def solo_target(track: list[str]) -> int:
    """The score a solo player must beat: the pips of every die on the round track."""
    return sum(int(die[1]) for die in track)


# ---------------------------------------------------------------- set-up

def setup(players: int, variant: str | None = None) -> dict[str, int]:
    """What a game at this count takes out of the box."""
    taken = {
        "ruby-dice": DICE_PER_COLOUR,
        "amber-dice": DICE_PER_COLOUR,
        "jade-dice": DICE_PER_COLOUR,
        "cobalt-dice": DICE_PER_COLOUR,
        "violet-dice": DICE_PER_COLOUR,
        "dice-bag": 1,
        "round-track": 1,
        "window-frames": players,
        "favour-tokens": FAVOUR_SUPPLY,
        "windows": windows_dealt(players) * players,
        "tools": tool_cards(players),
        "public": public_objectives(players),
        "private": private_objectives_dealt(players) * players,
        "score-pad": 1,
    }
    if players > 1:
        taken["start-marker"] = 1
    return taken


# ---------------------------------------------------------------- invariants

@invariant("the bag holds enough dice for every round of the game")
def bag_lasts(players: int) -> bool | str:
    need = dice_used(players)
    have = DICE_PER_COLOUR * len(COLOURS)
    return True if need <= have else f"{need} dice needed, {have} in the bag"


@invariant("every player drafts the same number of dice and one die is left each round")
def draft_is_even(players: int) -> bool:
    return leftover_dice(players) == 1 and len(draft_order(players)) == players * dice_drafted_each(players)


@invariant("the favour supply covers every player on the hardest window", per_player_count=False)
def favour_covers(game) -> bool | str:
    tokens = next(c for c in game.inventory if c.id == "favour-tokens")
    hardest = max(card.fields["difficulty"] for card in game.deck("windows").cards)
    need = favour_tokens(hardest) * game.max_players
    if tokens.count != FAVOUR_SUPPLY:
        return f"the box holds {tokens.count} favour tokens, the engine counts {FAVOUR_SUPPLY}"
    return True if tokens.count >= need else f"{need} favour tokens needed, {tokens.count} in the box"


@invariant("every window pattern has 20 spaces, no clashing neighbours and the difficulty its restrictions earn",
           per_player_count=False)
def patterns_are_sound(game) -> bool | str:
    for card in game.deck("windows").cards:
        rows = card.fields["pattern"].split("/")
        if len(rows) != ROWS or any(len(row) != COLUMNS for row in rows):
            return f"{card.name}: the pattern is not {ROWS} rows of {COLUMNS}"
        for r, row in enumerate(rows):
            for c, mark in enumerate(row):
                if mark != "." and mark not in COLOURS and mark not in "123456":
                    return f"{card.name}: unknown mark '{mark}'"
                for a, b in _orthogonal(r, c):
                    if mark != "." and rows[a][b] == mark:
                        return f"{card.name}: two '{mark}' spaces side by side"
        restricted = sum(1 for row in rows for mark in row if mark != ".")
        if card.fields["difficulty"] != difficulty_for(restricted):
            return f"{card.name}: {restricted} restricted spaces make difficulty {difficulty_for(restricted)}"
    return True


@invariant("the public objective cards score what the engine scores", per_player_count=False)
def objective_cards_agree(game) -> bool | str:
    for card in game.deck("public").cards:
        if OBJECTIVE_POINTS.get(card.id) != card.fields["points"]:
            return f"{card.name} prints {card.fields['points']} points, the engine scores {OBJECTIVE_POINTS.get(card.id)}"
    return True


@invariant("every glass colour has its private objective card and its dice", per_player_count=False)
def colours_complete(game) -> bool | str:
    colours = {card.fields["colour"] for card in game.deck("private").cards}
    if colours != set(COLOURS.values()):
        return f"private objectives cover {sorted(colours)}"
    for name in COLOURS.values():
        line = next((c for c in game.inventory if c.id == f"{name.lower()}-dice"), None)
        if line is None or line.count != DICE_PER_COLOUR:
            return f"the box should hold {DICE_PER_COLOUR} {name} dice"
    return True


@invariant("tool cards cost what the engine charges", per_player_count=False)
def tool_costs_agree(game) -> bool | str:
    prices = {cost.id: cost.items[0].amount for cost in game.costs if cost.group == "tools"}
    if prices.get("tool-first") != tool_cost("No") or prices.get("tool-again") != tool_cost("Yes"):
        return f"printed tool costs {prices}"
    return True
