"""Engine model of Slide Rush (real-time cooperative sliding puzzle, 2-4 players).

The tray is a 4 x 4 grid: fifteen tiles and one gap. A slide moves one tile
into the gap. Levels are scored by the Move tokens spent, against limits that
depend only on the level's difficulty. The invariants hold every level card
to these rules: its target picture must be reachable from home, its printed
par must be the true minimum number of slides, and its star limits must be
the ones the table prints.
"""
from __future__ import annotations

from generator.engine import invariant, rule

PLAYERS = (2, 4)

SIZE = 4
DIRECTIONS = ("Up", "Down", "Left", "Right")
DIFFICULTIES = ("Easy", "Medium", "Hard")
LEVELS_PER_CHAPTER = 10

TIMER_SECONDS = 60
ATTEMPTS = 3
MOVE_TOKENS = 40
CHAPTER_BONUS = 2

# Most moves for 3, 2 and 1 stars. The one-star limit is also the pool.
STAR_LIMITS = {
    "Easy": {3: 10, 2: 14, 1: 18},
    "Medium": {3: 18, 2: 24, 1: 30},
    "Hard": {3: 28, 2: 34, 1: 40},
}
# The pars a level of each difficulty may have (inclusive).
PAR_BANDS = {"Easy": (4, 8), "Medium": (9, 14), "Hard": (15, 22)}

# Campaign ranks: the least campaign total for each.
RANKS = (
    (90, "Grandmaster"),
    (75, "Swift Slider"),
    (55, "Slider"),
    (30, "Shuffler"),
    (0, "Jumbled"),
)

HOME = (
    "Red Sun", "Red Moon", "Red Star", "Blue Sun",
    "Blue Moon", "Blue Star", "Green Sun", "Green Moon",
    "Green Star", "Yellow Sun", "Yellow Moon", "Yellow Star",
    "Purple Sun", "Purple Moon", "Purple Star", "Gap",
)


def _check_players(players: int) -> None:
    if not PLAYERS[0] <= players <= PLAYERS[1]:
        raise ValueError(f"Slide Rush takes {PLAYERS[0]}-{PLAYERS[1]} players, not {players}")


def _check_difficulty(difficulty: str) -> None:
    if difficulty not in STAR_LIMITS:
        raise ValueError(f"unknown difficulty {difficulty!r}")


# --- player count ---------------------------------------------------------------
@rule
def directions_each(players: int) -> int:
    """Direction cards in each player's hand: two apiece for two players, else one."""
    _check_players(players)
    return len(DIRECTIONS) // players if players != 3 else 1


@rule
def open_directions(players: int) -> int:
    """Direction cards left face up in the middle for anyone to use."""
    _check_players(players)
    return len(DIRECTIONS) - directions_each(players) * players


# --- constants ------------------------------------------------------------------
@rule
def timer_seconds(players: int | None = None) -> int:
    """Seconds of sand in the timer: one attempt."""
    return TIMER_SECONDS


@rule
def attempts_per_level(players: int | None = None) -> int:
    """Attempts the team has at one level before it scores nothing."""
    return ATTEMPTS


@rule
def move_tokens_in_box(players: int | None = None) -> int:
    """Move tokens the box holds: enough for the biggest pool."""
    return MOVE_TOKENS


@rule
def chapter_bonus(difficulty: str = "Easy") -> int:
    """Stars added for a chapter in which every level earned a star."""
    _check_difficulty(difficulty)
    return CHAPTER_BONUS


@rule
def chapter_levels(difficulty: str) -> str:
    """The level numbers of a chapter, as printed: '1-10'."""
    _check_difficulty(difficulty)
    first = DIFFICULTIES.index(difficulty) * LEVELS_PER_CHAPTER + 1
    return f"{first}-{first + LEVELS_PER_CHAPTER - 1}"


# --- stars ----------------------------------------------------------------------
@rule
def move_limit(difficulty: str, stars: int) -> int:
    """The most moves that still earn this many stars."""
    _check_difficulty(difficulty)
    return STAR_LIMITS[difficulty][stars]


@rule
def pool_size(difficulty: str) -> int:
    """Move tokens counted into the pool: the one-star limit."""
    return move_limit(difficulty, 1)


@rule
def par_band(difficulty: str) -> str:
    """The pars a level of this difficulty may have, as printed: '4-8'."""
    _check_difficulty(difficulty)
    low, high = PAR_BANDS[difficulty]
    return f"{low}-{high}"


@rule
def stars_for(difficulty: str, moves: int) -> int:
    """Stars for a level finished in this many moves (0 past the pool)."""
    _check_difficulty(difficulty)
    for stars in (3, 2, 1):
        if moves <= STAR_LIMITS[difficulty][stars]:
            return stars
    return 0


@rule
def tokens_left(difficulty: str, moves: int) -> int:
    """Move tokens still in the pool after this many slides."""
    return max(0, pool_size(difficulty) - moves)


@rule
def max_level_stars() -> int:
    """The most stars one level can earn."""
    return 3


@rule
def max_campaign_stars() -> int:
    """Every level at three stars and every chapter bonus."""
    return len(DIFFICULTIES) * (LEVELS_PER_CHAPTER * max_level_stars() + CHAPTER_BONUS)


@rule
def campaign_total(chapters: list, clean: list) -> int:
    """Stars of the chapters, each clean chapter with its bonus."""
    return sum(chapters) + CHAPTER_BONUS * sum(1 for c in clean if c)


@rule
def rank_title(stars: int) -> str:
    """The rank a campaign total earns."""
    if not 0 <= stars <= max_campaign_stars():
        raise ValueError(f"{stars} stars is no campaign total")
    for least, title in RANKS:
        if stars >= least:
            return title
    raise AssertionError("unreachable")


# --- the tray -------------------------------------------------------------------
@rule
def home_layout() -> list:
    """Home, as four rows of four: what the tray's tinted cells show."""
    return [list(HOME[r * SIZE:(r + 1) * SIZE]) for r in range(SIZE)]


def _neighbours(pos: int) -> list[int]:
    row, col = divmod(pos, SIZE)
    out = []
    if row > 0:
        out.append(pos - SIZE)
    if row < SIZE - 1:
        out.append(pos + SIZE)
    if col > 0:
        out.append(pos - 1)
    if col < SIZE - 1:
        out.append(pos + 1)
    return out


def _manhattan(state: list[int]) -> int:
    total = 0
    for pos, tile in enumerate(state):
        if tile == SIZE * SIZE - 1:
            continue
        row, col = divmod(pos, SIZE)
        hrow, hcol = divmod(tile, SIZE)
        total += abs(row - hrow) + abs(col - hcol)
    return total


def _solvable(state: list[int]) -> bool:
    """A picture can be slid from home when its permutation parity matches the gap's distance."""
    tiles = [t for t in state if t != SIZE * SIZE - 1]
    inversions = sum(1 for i in range(len(tiles)) for j in range(i + 1, len(tiles)) if tiles[i] > tiles[j])
    gap_row = state.index(SIZE * SIZE - 1) // SIZE
    # counted from the bottom row as 0; home has the gap there and no inversions
    return (inversions + (SIZE - 1 - gap_row)) % 2 == 0


def _fewest_slides(state: list[int]) -> int:
    """IDA* with the Manhattan distance: the fewest slides between home and state."""
    work = list(state)
    bound = _manhattan(work)

    def search(g: int, bound: int, gap: int, came_from: int) -> int:
        h = _manhattan(work)
        if g + h > bound:
            return g + h
        if h == 0:
            return -1
        least = 10 ** 6
        for n in _neighbours(gap):
            if n == came_from:
                continue
            work[gap], work[n] = work[n], work[gap]
            found = search(g + 1, bound, n, gap)
            work[gap], work[n] = work[n], work[gap]
            if found == -1:
                return -1
            least = min(least, found)
        return least

    while True:
        found = search(0, bound, work.index(SIZE * SIZE - 1), -1)
        if found == -1:
            return bound
        bound = found


@rule
def fewest_slides(target: list) -> int:
    """The fewest slides that turn home into this picture (16 names, top row first)."""
    state = [HOME.index(name) for name in target]
    if sorted(state) != list(range(SIZE * SIZE)):
        raise ValueError("a picture holds every tile and the gap exactly once")
    if not _solvable(state):
        raise ValueError("this picture cannot be slid from home")
    return _fewest_slides(state)


# --- setup ----------------------------------------------------------------------
def setup(players: int, variant: str | None = None) -> dict[str, int]:
    """What a game at this count takes out of the box."""
    _check_players(players)
    return {
        "tray": 1,
        "tiles": len(HOME) - 1,
        "levels": 30,
        "directions": 0 if variant == "free-hands" else len(DIRECTIONS),
        "move-tokens": MOVE_TOKENS,
        "sand-timer": 1,
        "score-pad": 1,
    }


# --- invariants -----------------------------------------------------------------
@invariant("every Direction card is either held or lies open")
def directions_all_dealt(players: int) -> bool:
    return directions_each(players) * players + open_directions(players) == len(DIRECTIONS)


@invariant("the box holds enough Move tokens for the largest pool", per_player_count=False)
def tokens_cover_pools(game) -> bool | str:
    box = next(c for c in game.inventory if c.id == "move-tokens").count
    if box != MOVE_TOKENS:
        return f"the box holds {box} Move tokens, the engine counts {MOVE_TOKENS}"
    biggest = max(pool_size(d) for d in DIFFICULTIES)
    return True if box >= biggest else f"the Hard pool needs {biggest}"


@invariant("star limits rise with fewer stars, and every par leaves room for three stars", per_player_count=False)
def limits_are_sane(game) -> bool | str:
    for d in DIFFICULTIES:
        limits = STAR_LIMITS[d]
        if not limits[3] < limits[2] < limits[1]:
            return f"{d}: limits out of order"
        if PAR_BANDS[d][1] > limits[3]:
            return f"{d}: the highest par is past the three-star limit"
    return True


@invariant("each chapter holds ten levels in number order, of its own difficulty", per_player_count=False)
def chapters_are_whole(game) -> bool | str:
    cards = sorted(game.deck("levels").cards, key=lambda c: c.fields["number"])
    numbers = [c.fields["number"] for c in cards]
    if numbers != list(range(1, len(DIFFICULTIES) * LEVELS_PER_CHAPTER + 1)):
        return f"level numbers are {numbers}"
    for card in cards:
        expected = DIFFICULTIES[(card.fields["number"] - 1) // LEVELS_PER_CHAPTER]
        if card.fields["difficulty"] != expected:
            return f"{card.name} is {card.fields['difficulty']}, its number says {expected}"
    return True


@invariant("every level card prints its difficulty's star limits", per_player_count=False)
def cards_print_limits(game) -> bool | str:
    for card in game.deck("levels").cards:
        d = card.fields["difficulty"]
        for stars, column in ((3, "three_stars"), (2, "two_stars"), (1, "one_star")):
            if card.fields[column] != STAR_LIMITS[d][stars]:
                return f"{card.name}: {column} is {card.fields[column]}, {d} gives {STAR_LIMITS[d][stars]}"
    return True


@invariant("every target picture can be slid from home in exactly its par", per_player_count=False)
def pars_are_true(game) -> bool | str:
    seen = set()
    for card in game.deck("levels").cards:
        target = list(card.fields["target"])
        if len(target) != SIZE * SIZE or sorted(target) != sorted(HOME):
            return f"{card.name}: the picture must hold every tile and the gap once"
        if tuple(target) in seen:
            return f"{card.name}: the same picture as another level"
        seen.add(tuple(target))
        state = [HOME.index(name) for name in target]
        if not _solvable(state):
            return f"{card.name}: the picture cannot be slid from home"
        best = _fewest_slides(state)
        if best != card.fields["par"]:
            return f"{card.name}: par {card.fields['par']}, but {best} slides do it"
        low, high = PAR_BANDS[card.fields["difficulty"]]
        if not low <= best <= high:
            return f"{card.name}: par {best} is outside the {card.fields['difficulty']} band"
    return True


@invariant("the tray's home matches the cells name set", per_player_count=False)
def home_matches_names(game) -> bool | str:
    return True if tuple(game.names["cells"]) == HOME else "the cells set is not in home order"
