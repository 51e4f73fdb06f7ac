"""Crossroll: two dice name a square of a six-by-six field; claim it, bump a rival or raise a tower."""

from generator.engine import invariant, rule

PLAYERS = (2, 4)

COLUMNS = "ABCDEF"
SIDE = 6                 # rows and columns of the field
BONUS_DECK = 18          # Bonus cards in the box; held to the CSV by an invariant
MARKERS_PER_COLOUR = 15  # held to the inventory by an invariant

_MARKERS = {
    None: {2: 15, 3: 12, 4: 10},
    "steady-dice": {2: 15, 3: 12, 4: 10},
    "short-game": {2: 10, 3: 8, 4: 6},
}


@rule
def markers_each(players: int = 2, variant: str | None = None) -> int:
    """Markers each player takes at the start."""
    return _MARKERS[variant][players]


@rule
def board_side() -> int:
    """Rows (and columns) of the field."""
    return SIDE


@rule
def squares_on_board() -> int:
    return SIDE * SIDE


@rule
def column_letter(roll: int) -> str:
    """The column a die names: 1 is A, 6 is F."""
    return COLUMNS[roll - 1]


@rule
def squares_for(first: int, second: int) -> list[str]:
    """The squares one roll lets you claim: either die may be the row."""
    options = {f"{column_letter(second)}{first}", f"{column_letter(first)}{second}"}
    return sorted(options)


@rule
def is_double(first: int, second: int) -> bool:
    return first == second


@rule
def bonus_cards_drawn(first: int, second: int) -> int:
    """A double draws one Bonus card; any other roll none."""
    return 1 if first == second else 0


@rule
def tower_markers() -> int:
    """Markers of one colour a square may hold: two make a tower."""
    return 2


@rule
def dice_rolled() -> int:
    return 2


def _neighbours(square: str) -> list[str]:
    col = COLUMNS.index(square[0])
    row = int(square[1:])
    out = []
    for dc, dr in ((1, 0), (-1, 0), (0, 1), (0, -1)):
        c, r = col + dc, row + dr
        if 0 <= c < SIDE and 1 <= r <= SIDE:
            out.append(f"{COLUMNS[c]}{r}")
    return out


@rule
def largest_cluster(squares: list) -> int:
    """Squares in a player's largest group joined side to side."""
    owned = set(squares)
    seen: set[str] = set()
    best = 0
    for start in owned:
        if start in seen:
            continue
        size = 0
        stack = [start]
        seen.add(start)
        while stack:
            here = stack.pop()
            size += 1
            for nxt in _neighbours(here):
                if nxt in owned and nxt not in seen:
                    seen.add(nxt)
                    stack.append(nxt)
        best = max(best, size)
    return best


@rule
def final_score(markers: int, cluster: int, card_points: int = 0) -> int:
    """Markers on the board, plus the largest cluster's squares, plus kept Bonus cards."""
    return markers + cluster + card_points


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "board": 1,
        "markers": markers_each(players, variant) * players,
        "bonus": BONUS_DECK,
        "dice": dice_rolled(),
        "score-pad": 1,
    }


@invariant("each colour holds enough markers for the most any player starts with")
def markers_suffice(players: int, variant: str | None, game) -> bool | str:
    line = next(c for c in game.inventory if c.id == "markers")
    need = markers_each(players, variant)
    if line.per_player != MARKERS_PER_COLOUR:
        return f"the box gives {line.per_player} a colour, the engine {MARKERS_PER_COLOUR}"
    return True if need <= line.per_player else f"{need} markers each, but {line.per_player} a colour"


@invariant("the Bonus deck in setup() is the whole deck", per_player_count=False)
def bonus_deck_whole(game) -> bool | str:
    total = game.deck("bonus").total
    return True if total == BONUS_DECK else f"the deck has {total} cards, setup() takes {BONUS_DECK}"


@invariant("Keep cards score points, Play now cards do not", per_player_count=False)
def keep_cards_score(game) -> bool | str:
    for card in game.deck("bonus").cards:
        keeps = card.fields["timing"] == "Keep"
        has_points = card.fields["points"] is not None
        if keeps != has_points:
            return f"{card.name}: timing {card.fields['timing']} but points {card.fields['points']}"
    return True


@invariant("the printed field is as big as the rules say", per_player_count=False)
def field_matches(game) -> bool | str:
    field = game.grids[0]
    if field.columns != SIDE or field.rows != SIDE:
        return f"the grid is {field.columns} x {field.rows}"
    return True


@invariant("the starting markers never cover more than the field")
def markers_fit_field(players: int, variant: str | None) -> bool:
    return markers_each(players, variant) * players <= squares_on_board() * tower_markers()
