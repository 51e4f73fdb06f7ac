"""Sowing Pits: the rules the rulebook and the tables print.

The board, seen from the sower's side, is a ring of thirteen places: the
sower's pits 1 to 6 (indices 0-5), the sower's store (index 6) and the
opponent's pits 1 to 6 (indices 7-12). The opponent's store is never sown
into, so it is not part of the ring.
"""

from generator.engine import invariant, rule

PLAYERS = (2, 2)

PITS_PER_ROW = 6
STORE = PITS_PER_ROW                # index of the sower's store in the ring
RING = 2 * PITS_PER_ROW + 1         # places a sowing passes through
FAVOUR_DECK = 12                    # Favour cards in the box (held to game.yaml by an invariant)
HARVEST_COUNTS = (2, 3)             # a pit the last seed brings to one of these is harvested

SEEDS = {None: 4, "short-harvest": 3, "bare-hands": 4}
FAVOURS = {None: 3, "short-harvest": 2, "bare-hands": 0}


# ---------------------------------------------------------------- setup numbers

@rule
def seeds_per_pit(players: int = 2, variant: str | None = None) -> int:
    """Seeds put into each pit at setup."""
    return SEEDS[variant]


@rule
def pits_per_row(players: int = 2) -> int:
    """Pits on each player's row."""
    return PITS_PER_ROW


@rule
def seeds_in_play(players: int = 2, variant: str | None = None) -> int:
    """Every seed on the board at the start: twelve pits' worth."""
    return 2 * PITS_PER_ROW * seeds_per_pit(players, variant)


@rule
def seeds_to_win(players: int = 2, variant: str | None = None) -> int:
    """A store holding more than half the seeds wins at once."""
    return seeds_in_play(players, variant) // 2 + 1


@rule
def favours_dealt(players: int = 2, variant: str | None = None) -> int:
    """Favour cards dealt to each player at setup."""
    return FAVOURS[variant]


@rule
def favours_per_turn(players: int = 2) -> int:
    """Favour cards a player may play on one of their turns."""
    return 1


@rule
def facing_pit(pit: int) -> int:
    """The opponent's pit straight across from your pit: the two numbers add up to seven."""
    if not 1 <= pit <= PITS_PER_ROW:
        raise ValueError(f"there is no pit {pit}")
    return PITS_PER_ROW + 1 - pit


@rule
def landing_result(landing: str) -> str:
    """What happens, by where the last seed of a sowing lands."""
    return {
        "In your store": "Take another turn",
        "In an empty pit of your row": "Capture the facing pit, if it holds seeds",
        "In a pit of their row, making 2 or 3": "Harvest that pit",
        "Anywhere else": "Your turn ends",
    }[landing]


# ---------------------------------------------------------------- sowing

def _ring(mine: list, theirs: list) -> list[int]:
    if len(mine) != PITS_PER_ROW or len(theirs) != PITS_PER_ROW:
        raise ValueError("each row has six pits")
    return [int(s) for s in mine] + [0] + [int(s) for s in theirs]


def _sow(mine: list, theirs: list, pit: int) -> dict:
    """Sow the sower's pit `pit` (1-6) and resolve the landing.

    Returns the ring after the turn, where the last seed fell, whether the
    sower goes again, and the seeds captured, harvested and banked.
    """
    board = _ring(mine, theirs)
    start = pit - 1
    if not 0 <= start < PITS_PER_ROW:
        raise ValueError(f"there is no pit {pit}")
    seeds = board[start]
    if seeds == 0:
        raise ValueError(f"pit {pit} is empty and cannot be sown")
    board[start] = 0
    pos = start
    sown_to_store = 0
    while seeds:
        pos = (pos + 1) % RING
        if pos == start:            # a lap skips the pit it was lifted from
            continue
        board[pos] += 1
        seeds -= 1
        if pos == STORE:
            sown_to_store += 1
    captured = harvested = 0
    if pos < PITS_PER_ROW and board[pos] == 1:
        facing = 2 * PITS_PER_ROW - pos
        if board[facing] > 0:
            captured = board[facing] + 1
            board[facing] = 0
            board[pos] = 0
            board[STORE] += captured
    elif pos > STORE and board[pos] in HARVEST_COUNTS:
        harvested = board[pos]
        board[pos] = 0
        board[STORE] += harvested
    return {
        "board": board,
        "last": pos,
        "extra": pos == STORE,
        "captured": captured,
        "harvested": harvested,
        "gain": sown_to_store + captured + harvested,
    }


@rule
def last_seed(mine: list, theirs: list, pit: int) -> str:
    """Where the last seed of a sowing falls."""
    pos = _sow(mine, theirs, pit)["last"]
    if pos == STORE:
        return "your store"
    if pos < STORE:
        return f"your pit {pos + 1}"
    return f"their pit {pos - STORE}"


@rule
def extra_turn(mine: list, theirs: list, pit: int) -> bool:
    """A sowing whose last seed falls into your own store earns another turn."""
    return _sow(mine, theirs, pit)["extra"]


@rule
def seeds_captured(mine: list, theirs: list, pit: int) -> int:
    """Seeds a capture banks: the facing pit's seeds and the sowing seed."""
    return _sow(mine, theirs, pit)["captured"]


@rule
def seeds_harvested(mine: list, theirs: list, pit: int) -> int:
    """Seeds a harvest banks from the opponent's pit."""
    return _sow(mine, theirs, pit)["harvested"]


@rule
def store_gain(mine: list, theirs: list, pit: int) -> int:
    """Seeds your store gains from one sowing: those sown into it, captured and harvested."""
    return _sow(mine, theirs, pit)["gain"]


# ---------------------------------------------------------------- setup and play

def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "board": 1,
        "seeds": seeds_in_play(players, variant),
        "favours": FAVOUR_DECK if favours_dealt(players, variant) else 0,
    }


def play(players: int, variant: str | None = None) -> dict[str, dict]:
    return {"favours": {"hand": favours_dealt(players, variant), "draw": 0}}


# ---------------------------------------------------------------- invariants

@invariant("the box holds the seeds every way to play puts on the board", per_player_count=False)
def box_holds_the_seeds(game) -> bool | str:
    seeds = next(c for c in game.inventory if c.id == "seeds")
    need = max(seeds_in_play(2, v) for v in SEEDS)
    return True if seeds.count >= need else f"the box holds {seeds.count} seeds, a game needs {need}"


@invariant("the Favour deck in the engine is the deck in the data", per_player_count=False)
def favour_deck_matches(game) -> bool | str:
    total = game.deck("favours").total
    return True if total == FAVOUR_DECK else f"the deck has {total} cards, the engine says {FAVOUR_DECK}"


@invariant("the Favour deck deals both hands", per_player_count=False)
def favours_deal(game) -> bool | str:
    need = 2 * max(FAVOURS.values())
    total = game.deck("favours").total
    return True if total >= need else f"{total} cards for {need} dealt"


@invariant("every Favour moves at most three seeds", per_player_count=False)
def favours_stay_small(game) -> bool | str:
    big = [c.name for c in game.deck("favours").cards
           if c.fields["seeds"] is not None and c.fields["seeds"] > 3]
    return True if not big else f"too strong: {', '.join(big)}"


@invariant("a sowing never makes or loses a seed", per_player_count=False)
def sowing_keeps_every_seed() -> bool | str:
    rows = [
        [4, 4, 4, 4, 4, 4],
        [0, 13, 1, 0, 2, 5],
        [1, 0, 3, 0, 2, 12],
        [2, 0, 0, 3, 1, 3],
        [0, 1, 0, 2, 0, 4],
    ]
    for mine in rows:
        for theirs in rows:
            for pit in range(1, PITS_PER_ROW + 1):
                if not mine[pit - 1]:
                    continue
                result = _sow(mine, theirs, pit)
                if sum(result["board"]) != sum(mine) + sum(theirs):
                    return f"pit {pit} of {mine} against {theirs}"
    return True


@invariant("facing pits add up to seven and face each other both ways", per_player_count=False)
def facing_is_symmetric() -> bool:
    return all(facing_pit(facing_pit(p)) == p and p + facing_pit(p) == 7
               for p in range(1, PITS_PER_ROW + 1))
