"""Engine model of Food Web.

Each player drafts species cards into a habitat of 4 rows by 5 columns.
Every species scores by its own neighbours; Water cards form chains whose
longest one is compared between players; decomposers score on a variety
scale, and the whole habitat earns a biodiversity bonus.
"""
from generator.engine import invariant, rule

PLAYERS = (2, 6)  # the same range as `players` in game.yaml

HABITAT_ROWS = 4
HABITAT_COLUMNS = 5
HABITAT_SIZE = HABITAT_ROWS * HABITAT_COLUMNS
DECK_SIZE = 128          # Species cards in the box; held to the CSV by an invariant
DROUGHT = 3              # points lost with no Water card at all
SURROUNDING = 8          # cards around a decomposer, diagonals included
KINDS = ("Producer", "Herbivore", "Carnivore", "Decomposer", "Water")

# The example grids use one letter per card.
LETTERS = {"P": "Producer", "H": "Herbivore", "C": "Carnivore", "D": "Decomposer",
           "W": "Water", "S": "Water"}   # S is a Spring: Water that counts twice in a chain
FLOW = {"W": 1, "S": 2}


# ---------------------------------------------------------------- drafting

@rule
def hand_size(players: int) -> int:
    """Cards dealt to each player at the start of every round."""
    if players == 2:
        return 10
    if players <= 4:
        return 5
    return 4


@rule
def draft_rounds(players: int) -> int:
    """Rounds of drafting: every round fills hand_size spaces of each habitat."""
    return HABITAT_SIZE // hand_size(players)


@rule
def cards_dealt(players: int) -> int:
    """Species cards dealt over the whole game, all players together."""
    return players * hand_size(players) * draft_rounds(players)


@rule
def cards_left_in_box(players: int) -> int:
    """Species cards never dealt at this player count."""
    return DECK_SIZE - cards_dealt(players)


@rule
def pass_direction(round_number: int) -> str:
    """Odd rounds pass to the left, even rounds to the right."""
    return "left" if round_number % 2 == 1 else "right"


@rule
def constant(what: str) -> int:
    """Numbers that never change with the player count."""
    return {
        "Habitat rows": HABITAT_ROWS,
        "Habitat columns": HABITAT_COLUMNS,
        "Cards in a habitat": HABITAT_SIZE,
        "Drought penalty": DROUGHT,
    }[what]


@rule
def habitat_size(players: int | None = None) -> int:
    return HABITAT_SIZE


@rule
def drought_penalty(players: int | None = None) -> int:
    return DROUGHT


# ---------------------------------------------------------------- water

@rule
def water_prize(players: int, place: int) -> int:
    """Points for the longest, second and third longest water chain."""
    first = {2: 6, 3: 8, 4: 8, 5: 10, 6: 10}[players]
    second = {2: 0, 3: 4, 4: 4, 5: 5, 6: 5}[players]
    third = 2 if players >= 5 else 0
    return {1: first, 2: second, 3: third}.get(place, 0)


@rule
def water_majority(players: int, chains: list) -> list:
    """Points each player takes from water: chains are longest-chain lengths, 0 for none.

    Tied players add the prizes of the places they cover and share them, rounded
    down. A player with no Water card at all loses the drought penalty instead.
    """
    result = [0] * len(chains)
    ranked = sorted({c for c in chains if c > 0}, reverse=True)
    place = 1
    for length in ranked:
        tied = [i for i, c in enumerate(chains) if c == length]
        pot = sum(water_prize(players, p) for p in range(place, place + len(tied)))
        for i in tied:
            result[i] = pot // len(tied)
        place += len(tied)
    for i, c in enumerate(chains):
        if c == 0:
            result[i] = -DROUGHT
    return result


def _cells(grid: list) -> dict:
    return {(r, c): ch for r, row in enumerate(grid) for c, ch in enumerate(row)}


@rule
def longest_chain(grid: list) -> int:
    """Length of the longest chain of orthogonally joined Water cards (a Spring counts 2)."""
    cells = _cells(grid)
    seen: set = set()
    best = 0
    for start, ch in cells.items():
        if ch not in FLOW or start in seen:
            continue
        stack, total = [start], 0
        seen.add(start)
        while stack:
            r, c = stack.pop()
            total += FLOW[cells[(r, c)]]
            for n in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)):
                if n in cells and cells[n] in FLOW and n not in seen:
                    seen.add(n)
                    stack.append(n)
        best = max(best, total)
    return best


# ---------------------------------------------------------------- species

@rule
def neighbour_score(points: int, matches: int, penalty: int = 0) -> int:
    """A species that scores per neighbour of one kind, losing `penalty` with none."""
    if matches == 0:
        return -penalty
    return points * matches


@rule
def variety_points(kinds: int) -> int:
    """The variety scale: different kinds among the cards around a decomposer."""
    return {0: 0, 1: 1, 2: 3, 3: 5, 4: 8, 5: 12}[kinds]


@rule
def surrounding_kinds(grid: list, row: int, column: int) -> int:
    """Different kinds among the up to eight cards around the card at row, column (from 1)."""
    cells = _cells(grid)
    r0, c0 = row - 1, column - 1
    kinds = set()
    for dr in (-1, 0, 1):
        for dc in (-1, 0, 1):
            if (dr, dc) == (0, 0):
                continue
            ch = cells.get((r0 + dr, c0 + dc))
            if ch:
                kinds.add(LETTERS[ch])
    return len(kinds)


@rule
def biodiversity(species: int | str) -> int:
    """Bonus for the different species (card names) in a habitat."""
    if species == "12 or more":
        return 10
    if species >= 12:
        return 10
    if species >= 10:
        return 6
    if species >= 8:
        return 3
    return 0


# ---------------------------------------------------------------- setup

def setup(players: int, variant: str | None = None) -> dict[str, int]:
    """The whole Species deck is shuffled; one pad and the direction token."""
    return {"species": DECK_SIZE, "score-pad": 1, "direction-token": 1}


def play(players: int, variant: str | None = None) -> dict:
    return {"species": {"hand": hand_size(players), "draw": 0}}


# ---------------------------------------------------------------- invariants

@invariant("every round's hands fill the habitat exactly")
def rounds_fill_habitat(players: int) -> bool | str:
    total = hand_size(players) * draft_rounds(players)
    return True if total == HABITAT_SIZE else f"{total} cards drafted for {HABITAT_SIZE} spaces"


@invariant("the deck holds every card dealt at the most players", per_player_count=False)
def deck_is_big_enough(game) -> bool | str:
    deck = game.deck("species").total
    if deck != DECK_SIZE:
        return f"the deck has {deck} cards, the engine counts {DECK_SIZE}"
    need = cards_dealt(game.max_players)
    return True if deck >= need else f"{need} cards dealt, {deck} in the deck"


@invariant("every species has a way to score, and only Water flows", per_player_count=False)
def species_score_somehow(game) -> bool | str:
    for card in game.deck("species").cards:
        f = card.fields
        water = f["kind"] == "Water"
        if water != (f["flow"] is not None):
            return f"{card.name}: flow is for Water cards only"
        if (f["points"] is None) != (f["feeds_on"] == ""):
            return f"{card.name}: points and feeds_on go together"
        if f["penalty"] is not None and f["points"] is None:
            return f"{card.name}: a penalty without points"
        if f["points"] is None and not water and f["kind"] != "Decomposer":
            return f"{card.name} has no way to score"
    return True
