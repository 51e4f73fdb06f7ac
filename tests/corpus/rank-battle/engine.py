"""Rank Battle: the armies, how a battle is decided, and what a game takes out of the box."""

from generator.engine import invariant, rule

PLAYERS = (2, 2)

# piece: (rank, pieces in a full army, pieces in a Skirmish army); the Banner and the Pitfalls have no rank
ARMY = {
    "Warlord": (10, 1, 1),
    "Champion": (9, 1, 1),
    "Commander": (8, 2, 1),
    "Knight": (7, 2, 1),
    "Veteran": (6, 3, 2),
    "Guard": (5, 3, 2),
    "Pikeman": (4, 3, 2),
    "Miner": (3, 3, 2),
    "Scout": (2, 5, 3),
    "Shadow": (1, 1, 1),
    "Banner": (None, 1, 1),
    "Pitfall": (None, 5, 3),
}

BOARD_COLUMNS = 10
BOARD_ROWS = 10
LAKE_SQUARES = 8

OUTCOME_WORDS = {"attacker": "Wins", "defender": "Loses", "both": "Both fall"}

# the defenders a row of the battle table speaks of, for an attacker of a given rank
AGAINST = {
    "lower": lambda rank, piece, r: r is not None and r < rank,
    "same": lambda rank, piece, r: r is not None and r == rank,
    "higher": lambda rank, piece, r: r is not None and r > rank and piece != "Warlord",
    "warlord": lambda rank, piece, r: piece == "Warlord",
    "pitfall": lambda rank, piece, r: piece == "Pitfall",
    "banner": lambda rank, piece, r: piece == "Banner",
}


def _skirmish(variant: str | None) -> bool:
    return variant == "skirmish"


@rule
def rank_of(piece: str) -> int | None:
    """The rank printed on a piece; the Banner and the Pitfalls have none."""
    return ARMY[piece][0]


@rule
def pieces_in_army(piece: str, variant: str | None = None) -> int:
    """How many of this piece each army fields."""
    return ARMY[piece][2 if _skirmish(variant) else 1]


@rule
def movement(piece: str) -> str:
    """How far the piece may move in one turn."""
    if ARMY[piece][0] is None:
        return "Never moves"
    if piece == "Scout":
        return "Any straight run"
    return "One square"


@rule
def army_size(players: int = 2, variant: str | None = None) -> int:
    """Pieces in one army."""
    return sum(pieces_in_army(piece, variant) for piece in ARMY)


@rule
def camp_rows(players: int = 2, variant: str | None = None) -> int:
    """Rows of the board each army deploys in."""
    return 2 if _skirmish(variant) else 3


@rule
def pieces_moved_each_turn(players: int = 2) -> int:
    return 1


@rule
def shuttle_moves_max(players: int = 2) -> int:
    """How many times in a row one piece may go back and forth between the same two squares."""
    return 3


@rule
def fight(attacker: str, defender: str) -> str:
    """Who is left standing when `attacker` moves onto `defender`: attacker, defender or both (both fall)."""
    if ARMY[attacker][0] is None:
        raise ValueError(f"the {attacker} never moves, so it never attacks")
    if defender == "Banner":
        return "attacker"
    if defender == "Pitfall":
        return "attacker" if attacker == "Miner" else "defender"
    if attacker == "Shadow" and defender == "Warlord":
        return "attacker"
    a, d = ARMY[attacker][0], ARMY[defender][0]
    if a > d:
        return "attacker"
    if a < d:
        return "defender"
    return "both"


@rule
def battle(attacker: int, against: str) -> str | None:
    """The battle table: what becomes of a piece of rank `attacker` that attacks the pieces of one row."""
    pieces = [p for p, v in ARMY.items() if v[0] == attacker]
    if len(pieces) != 1:
        raise ValueError(f"no single piece of rank {attacker}")
    piece = pieces[0]
    results = {OUTCOME_WORDS[fight(piece, d)] for d, v in ARMY.items() if AGAINST[against](attacker, d, v[0])}
    if not results:
        return None
    if len(results) > 1:
        raise ValueError(f"rank {attacker} against {against}: the outcome depends on the piece ({results})")
    return results.pop()


@rule
def match_points(outcome: str, variant: str | None = "match") -> int:
    """Points a battle of a match is worth to its winner (to each player for a draw)."""
    return {"Banner captured": 3, "Enemy cannot move": 2, "Draw": 1}[outcome]


@rule
def battles_in_match(variant: str | None = "match") -> int:
    return 3


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    pieces = army_size(players, variant)
    return {"battlefield": 1, "red-army": pieces, "blue-army": pieces}


@invariant("each army's counters are the army table, piece for piece and rank for rank", per_player_count=False)
def counters_match_army(game) -> bool | str:
    for deck_id in ("red-army", "blue-army"):
        deck = game.deck(deck_id)
        counts = {card.name: card.count for card in deck.cards}
        wanted = {piece: v[1] for piece, v in ARMY.items()}
        if counts != wanted:
            return f"{deck.name}: {counts} is not the army {wanted}"
        for card in deck.cards:
            if card.fields["rank"] != ARMY[card.name][0]:
                return f"{card.name} of {deck.name} prints rank {card.fields['rank']}"
    return True


@invariant("a Skirmish army is picked out of the full army", per_player_count=False)
def skirmish_from_full() -> bool | str:
    over = [p for p, v in ARMY.items() if v[2] > v[1]]
    return True if not over else f"more than the full army of: {', '.join(over)}"


@invariant("every rank from 1 to 10 is one kind of piece")
def one_piece_per_rank(players: int) -> bool:
    ranks = sorted(v[0] for v in ARMY.values() if v[0] is not None)
    return ranks == list(range(1, 11))


@invariant("an army fits in its camp rows")
def army_fits_camp(players: int, variant: str | None = None) -> bool | str:
    room = camp_rows(players, variant) * BOARD_COLUMNS
    size = army_size(players, variant)
    return True if size <= room else f"{size} pieces for {room} squares"


@invariant("the printed board is ten by ten with two lakes of four squares", per_player_count=False)
def board_matches(game) -> bool | str:
    grid = next((g for g in game.grids if g.id == "battlefield"), None)
    if grid is None:
        return "no battlefield grid"
    if (grid.columns, grid.rows) != (BOARD_COLUMNS, BOARD_ROWS):
        return f"the grid is {grid.columns} x {grid.rows}"
    lakes = sum(len(cell.at) for cell in grid.cells if "lake" in str(cell.terrain).lower())
    return True if lakes == LAKE_SQUARES else f"{lakes} lake squares"
