"""Ninefold Garden: the rules the tables and the rulebook print."""

from generator.engine import invariant, rule

PLAYERS = (2, 4)

# Pieces each player takes, by size, at each player count.
_EACH = {
    "monominoes": {2: 2, 3: 2, 4: 1},
    "dominoes": {2: 2, 3: 2, 4: 2},
    "trominoes": {2: 4, 3: 2, 4: 2},
    "tetrominoes": {2: 5, 3: 5, 4: 4},
}
# Squares in one piece of each size (the deck ids are the sizes).
_SQUARES = {"monominoes": 1, "dominoes": 2, "trominoes": 3, "tetrominoes": 4}
# The bounding box each deck's mask is written in: columns x rows.
_BOX = {"monominoes": (1, 1), "dominoes": (2, 1), "trominoes": (3, 2), "tetrominoes": (4, 2)}

_STARTS = {2: ["A1", "I9"], 3: ["A1", "I1", "I9"], 4: ["A1", "I1", "A9", "I9"]}

_PLOT_FIRST = {"Completed": 5, "Unfinished": 2}
_PLOT_SECOND = {"Completed": 2, "Unfinished": 0}

_LINE_POINTS = 2
_CLEAR_HAND_BONUS = 3
_POINTS_LOST_PER_SQUARE = 1

_COLUMNS = 9
_ROWS = 9
_PLOT_SIDE = 3


@rule
def monominoes_each(players: int) -> int:
    """Monominoes (Singles) each player takes."""
    return _EACH["monominoes"][players]


@rule
def dominoes_each(players: int) -> int:
    """Dominoes (Pairs) each player takes."""
    return _EACH["dominoes"][players]


@rule
def trominoes_each(players: int) -> int:
    """Trominoes each player takes: both Bars and both Corners at two players, one of each otherwise."""
    return _EACH["trominoes"][players]


@rule
def tetrominoes_each(players: int) -> int:
    """Tetrominoes each player takes: all five shapes, or four without the Long Bar at four players."""
    return _EACH["tetrominoes"][players]


@rule
def pieces_each(players: int) -> int:
    """Pieces in one player's set."""
    return sum(_EACH[size][players] for size in _EACH)


@rule
def squares_each(players: int) -> int:
    """Squares the pieces of one player's set cover together."""
    return sum(_EACH[size][players] * _SQUARES[size] for size in _EACH)


@rule
def start_squares(players: int) -> list[str]:
    """The corner squares the players' first pieces must cover."""
    return list(_STARTS[players])


@rule
def board_squares() -> int:
    """Squares on the garden board."""
    return _COLUMNS * _ROWS


@rule
def plots() -> int:
    """Plots the garden is divided into."""
    return (_COLUMNS // _PLOT_SIDE) * (_ROWS // _PLOT_SIDE)


@rule
def squares_per_plot() -> int:
    """Squares in one plot."""
    return _PLOT_SIDE * _PLOT_SIDE


@rule
def plot_first_points(plot: str = "Completed") -> int:
    """Points for the most squares in a plot, completed during play or unfinished at the end."""
    return _PLOT_FIRST[plot]


@rule
def plot_second_points(plot: str = "Completed") -> int:
    """Points for the second most squares in a plot."""
    return _PLOT_SECOND[plot]


@rule
def plot_points(counts: list, plot: str = "Completed") -> list[int]:
    """What each player scores for one plot, given each player's squares in it (same order)."""
    first = plot_first_points(plot)
    second = plot_second_points(plot)
    present = [c for c in counts if c > 0]
    if not present:
        return [0 for _ in counts]
    top = max(present)
    leaders = [c for c in counts if c == top]
    if len(leaders) > 1:
        # a tie for the most: the tied players each score the second-place points, nobody else scores
        return [second if c == top else 0 for c in counts]
    rest = [c for c in counts if 0 < c < top]
    if not rest:
        return [first if c == top else 0 for c in counts]
    runner_up = max(rest)
    return [first if c == top else second if c == runner_up else 0 for c in counts]


@rule
def line_points(lines: int = 1) -> int:
    """Points for completing rows and columns with one piece."""
    return _LINE_POINTS * lines


@rule
def clear_hand_bonus() -> int:
    """Bonus for laying every piece of your set."""
    return _CLEAR_HAND_BONUS


@rule
def points_lost_per_square() -> int:
    """Points lost for each square left in your supply at the end."""
    return _POINTS_LOST_PER_SQUARE


@rule
def leftover_points(squares: int) -> int:
    """What the squares left in a player's supply at the end are worth (a loss)."""
    return -_POINTS_LOST_PER_SQUARE * squares


@rule
def turn_points(plot_share: int, lines: int) -> int:
    """A turn's points: the plot points the player scored plus the rows and columns completed."""
    return plot_share + line_points(lines)


@rule
def points_for(what: str) -> int:
    """The fixed amounts of the 'Other points' table."""
    return {
        "Each row or column you complete": _LINE_POINTS,
        "Placing your last piece": _CLEAR_HAND_BONUS,
        "Each square left in your supply": -_POINTS_LOST_PER_SQUARE,
    }[what]


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    """What a game at this count takes out of the box: one set per player."""
    return {
        "board": 1,
        "monominoes": monominoes_each(players) * players,
        "dominoes": dominoes_each(players) * players,
        "trominoes": trominoes_each(players) * players,
        "tetrominoes": tetrominoes_each(players) * players,
        "score-pad": 1,
    }


@invariant("the box holds a full two-player set in every colour", per_player_count=False)
def every_colour_has_a_full_set(game) -> bool | str:
    for deck_id, by_count in _EACH.items():
        deck = game.deck(deck_id)
        need = max(by_count.values())
        for colour in game.names["colours"]:
            held = sum(c.count for c in deck.cards if c.fields["player_colour"] == colour)
            if held < need:
                return f"{colour} has {held} {deck.name}, a set needs {need}"
    return True


@invariant("every piece's mask fits its deck's box and covers as many squares as its size", per_player_count=False)
def masks_match_sizes(game) -> bool | str:
    for deck_id, (columns, rows) in _BOX.items():
        for card in game.deck(deck_id).cards:
            mask = card.fields["mask"]
            if len(mask) != columns * rows:
                return f"{card.name}: mask of {len(mask)} cells, the box has {columns * rows}"
            if mask.count("X") != _SQUARES[deck_id] or card.fields["squares"] != _SQUARES[deck_id]:
                return f"{card.name} does not cover {_SQUARES[deck_id]} squares"
    return True


@invariant("the sets at the table leave at most five squares of the garden uncovered")
def the_garden_gets_crowded(players: int) -> bool:
    return squares_each(players) * players >= board_squares() - 5
