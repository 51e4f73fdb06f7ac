"""Seed & Sow: the rules the printed tables, the worked examples and the
setup lean on.

The sowing model plays the Two Rows side (two players). A row is written as a
list of seed counts from the owner's pit 1 (far from their store) to their
last pit (next to it). The opponent's row is written the same way, from
their own point of view, so their pit 7 - p faces my pit p.
"""
from generator.engine import invariant, rule

PLAYERS = (2, 3)

# One row per player: six pits on the Two Rows side, four on Three Fields.
PITS_PER_ROW = {2: 6, 3: 4}
BOARD_SIDE = {2: "Two Rows", 3: "Three Fields"}

SEASONS = {"Standard": 4, "Short Season": 3, "Long Season": 5}
VARIANT_SEASON = {None: "Standard", "short-season": "Short Season", "long-season": "Long Season"}

HARVEST_DECK = 18        # held to cards/harvest.csv by an invariant
HARVEST_HAND = 3
ALMANAC_DECK = 10        # held to cards/almanac.csv by an invariant
SEEDS_IN_BOX = 60        # held to game.yaml's inventory by an invariant


def _players(players: int) -> int:
    if players not in PITS_PER_ROW:
        raise ValueError(f"Seed & Sow is for 2 or 3 players, not {players}")
    return players


@rule
def board_side(players: int = 2) -> str:
    """Which side of the board a game at this count uses."""
    return BOARD_SIDE[_players(players)]


@rule
def pits_per_row(players: int = 2) -> int:
    """Pits in each player's row."""
    return PITS_PER_ROW[_players(players)]


@rule
def pits_on_board(players: int = 2) -> int:
    """Pits on the whole board (stores not counted)."""
    return pits_per_row(players) * players


@rule
def seeds_per_pit(players: int = 2, season: str = "Standard") -> int:
    """Seeds put in every pit at the start; the season decides, the board does not."""
    _players(players)
    return SEASONS[season]


@rule
def seeds_in_play(players: int = 2, season: str = "Standard") -> int:
    """Seeds on the board at the start of the game."""
    return pits_on_board(players) * seeds_per_pit(players, season)


@rule
def harvest_dealt(players: int = 2) -> int:
    """Harvest cards dealt to each player."""
    _players(players)
    return HARVEST_HAND


@rule
def harvest_left(players: int = 2) -> int:
    """Harvest cards left face down as the draw pile after the deal."""
    return HARVEST_DECK - harvest_dealt(players) * players


@rule
def stores(players: int = 2) -> int:
    """Stores in use: one per player."""
    return _players(players)


@rule
def harvest_cards_per_turn() -> int:
    """Harvest cards a player may play in one turn (an extra turn is a new turn)."""
    return 1


@rule
def storehouse_bonus() -> int:
    """What the Storehouse Harvest card adds to its player's score."""
    return 3


# ---------------------------------------------------------------- sowing


def _sow(mine: list, theirs: list, pit: int, store: int = 0) -> dict:
    """Sow my pit `pit` (1-based) on the Two Rows side and say what happened."""
    n = len(mine)
    if len(theirs) != n or not 1 <= pit <= n:
        raise ValueError("both rows must be the same length and the pit must be in my row")
    # the ring, counter-clockwise from my pit 1: my pits, my store, their pits
    # (their store is skipped, so it is not on the ring at all)
    ring = [int(x) for x in mine] + [int(store)] + [int(x) for x in theirs]
    size = len(ring)
    pos = pit - 1
    seeds = ring[pos]
    if seeds == 0:
        raise ValueError(f"pit {pit} is empty and cannot be sown")
    ring[pos] = 0
    while seeds:
        pos = (pos + 1) % size
        ring[pos] += 1
        seeds -= 1
    captured = 0
    if pos < n and ring[pos] == 1:
        facing = n + 1 + (n - 1 - pos)      # their pit n - pos, counted from their pit 1
        if ring[facing] > 0:
            captured = ring[facing]
            ring[n] += captured + 1
            ring[facing] = 0
            ring[pos] = 0
    return {
        "mine": ring[:n],
        "store": ring[n],
        "theirs": ring[n + 1:],
        "captured": captured,
        "gain": ring[n] - int(store),
        "again": pos == n,
        "last": "store" if pos == n else (f"own pit {pos + 1}" if pos < n else f"their pit {pos - n}"),
    }


@rule
def captured(mine: list, theirs: list, pit: int) -> int:
    """Seeds taken from the opponent's facing pit by sowing my pit `pit` (0 if no capture)."""
    return _sow(mine, theirs, pit)["captured"]


@rule
def store_gain(mine: list, theirs: list, pit: int) -> int:
    """Seeds that reach my store in this sowing, captured ones and the capturing seed included."""
    return _sow(mine, theirs, pit)["gain"]


@rule
def another_turn(mine: list, theirs: list, pit: int) -> bool:
    """True when the last seed falls in my own store."""
    return _sow(mine, theirs, pit)["again"]


@rule
def last_seed(mine: list, theirs: list, pit: int) -> str:
    """Where the last seed falls: 'store', 'own pit N' or 'their pit N'."""
    return _sow(mine, theirs, pit)["last"]


@rule
def row_after(mine: list, theirs: list, pit: int) -> list:
    """My row after the sowing (and any capture)."""
    return _sow(mine, theirs, pit)["mine"]


@rule
def final_score(store: int, left_in_row: int = 0, bonus: int = 0) -> int:
    """A player's score: their store, the seeds swept in from their own row, and bonuses."""
    return store + left_in_row + bonus


@rule
def winner(scores: dict, stores: dict) -> str:
    """Highest score wins; a tie goes to the tied player with more seeds in their store before the sweep."""
    best = max(scores.values())
    tied = [name for name, s in scores.items() if s == best]
    if len(tied) == 1:
        return tied[0]
    most = max(stores[name] for name in tied)
    top = [name for name in tied if stores[name] == most]
    return top[0] if len(top) == 1 else "shared"


# ---------------------------------------------------------------- setup


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    season = VARIANT_SEASON[variant]
    return {
        "board": 1,
        "seeds": seeds_in_play(players, season),
        "harvest": HARVEST_DECK,
        "almanac": ALMANAC_DECK,
    }


# ---------------------------------------------------------------- invariants


@invariant("sowing never makes or loses a seed", per_player_count=False)
def seeds_are_kept() -> bool | str:
    rows = [
        [4, 4, 4, 4, 4, 4],
        [0, 3, 0, 1, 0, 9],
        [13, 0, 0, 0, 0, 1],
        [1, 0, 0, 0, 0, 0],
        [2, 3, 0, 1, 0, 4],
    ]
    for mine in rows:
        for theirs in rows:
            for pit in range(1, 7):
                if mine[pit - 1] == 0:
                    continue
                after = _sow(mine, theirs, pit, store=5)
                before = sum(mine) + sum(theirs) + 5
                now = sum(after["mine"]) + sum(after["theirs"]) + after["store"]
                if before != now:
                    return f"sowing pit {pit} of {mine} against {theirs}: {before} seeds became {now}"
    return True


@invariant("the box holds the seeds of the longest season on either side of the board")
def enough_seeds(players: int, game) -> bool | str:
    seeds = next(c for c in game.inventory if c.id == "seeds")
    need = max(seeds_in_play(players, s) for s in SEASONS)
    if seeds.count != SEEDS_IN_BOX:
        return f"engine says {SEEDS_IN_BOX} seeds in the box, game.yaml says {seeds.count}"
    return True if seeds.count >= need else f"{need} seeds needed, {seeds.count} in the box"


@invariant("the Harvest deal leaves a draw pile for captures", per_player_count=True)
def deal_leaves_cards(players: int, game) -> bool | str:
    deck = game.deck("harvest").total
    if deck != HARVEST_DECK:
        return f"engine says {HARVEST_DECK} Harvest cards, the deck has {deck}"
    return True if harvest_left(players) >= 3 else f"only {harvest_left(players)} cards left to draw"


@invariant("the Almanac deck is the size the engine sets out", per_player_count=False)
def almanac_size(game) -> bool | str:
    deck = game.deck("almanac").total
    return True if deck == ALMANAC_DECK else f"engine says {ALMANAC_DECK} Almanac cards, the deck has {deck}"


@invariant("the Storehouse card's seeds are what the engine adds", per_player_count=False)
def storehouse_matches(game) -> bool | str:
    card = next((c for c in game.deck("harvest").cards if c.id == "storehouse"), None)
    if card is None:
        return "no Storehouse card in the Harvest deck"
    return True if card.fields["seeds"] == storehouse_bonus() else f"Storehouse says {card.fields['seeds']}"
