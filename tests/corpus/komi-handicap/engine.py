"""Half a Point: the rules the tables print, as small functions.

Points are whole numbers on the board; the compensation Light receives always
ends in a half, so the engine keeps it in half points (13 half points is the
6.5 a player reads) and a final count can never be level.
"""

from generator.engine import invariant, rule

PLAYERS = (2, 2)

RANKS = ("Pebble", "Gravel", "Cobble", "Flint", "Slate",
         "Granite", "Basalt", "Marble", "Jade", "Obsidian")

# The nine anchor cells, in the order handicap stones fill them.
ANCHOR_ORDER = {
    2: ["c3", "g7"],
    3: ["c3", "g7", "g3"],
    4: ["c3", "g7", "g3", "c7"],
    5: ["c3", "g7", "g3", "c7", "e5"],
    6: ["c3", "g7", "g3", "c7", "c5", "g5"],
    7: ["c3", "g7", "g3", "c7", "c5", "g5", "e5"],
    8: ["c3", "g7", "g3", "c7", "c5", "g5", "e3", "e7"],
    9: ["c3", "g7", "g3", "c7", "c5", "g5", "e3", "e7", "e5"],
}

POINTS = {"Stone on the board": 1, "Haven": 2, "Prisoner": 1}

CONSTANTS = {
    "Cells along each side": 9,
    "Anchor cells": 9,
    "Wins in a row to climb": 3,
    "Losses in a row to drop": 3,
}


# --- setup -----------------------------------------------------------------

@rule
def stones_per_bowl(players: int = 2) -> int:
    """Stones each player starts with in their bowl."""
    return 45


@rule
def rank_cards_taken(players: int = 2) -> int:
    """Each player lays out the one card of their own rank."""
    return 1


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "board": 1,
        "dark-stones": stones_per_bowl(players),
        "light-stones": stones_per_bowl(players),
        "ranks": rank_cards_taken(players) * players,
        "tally-pad": 1,
    }


# --- ranks and the handicap --------------------------------------------------

@rule
def rank_difference(first: int, second: int) -> int:
    """How many ranks apart two players are (ranks run 1 to 10)."""
    return abs(first - second)


@rule
def handicap_stones(difference: int) -> int:
    """Stones the weaker player (Dark) sets on anchor cells before play."""
    if difference < 2:
        return 0
    return min(difference, 9)


@rule
def compensation_halves(difference: int) -> int:
    """Light's compensation in half points: always odd, so never a tie."""
    if difference == 0:
        return 13
    if difference == 1:
        return 7
    return 1


@rule
def compensation(difference: int) -> str:
    """Light's compensation as printed: 6.5, 3.5 or 0.5."""
    halves = compensation_halves(difference)
    return f"{halves // 2}.5"


@rule
def first_move(difference: int) -> str:
    """Who places the first stone of play (handicap stones aside)."""
    return "Light" if handicap_stones(difference) > 0 else "Dark"


@rule
def anchor_cells(stones: int) -> list[str]:
    """The anchor cells the handicap stones go on."""
    return list(ANCHOR_ORDER.get(stones, []))


# --- scoring -------------------------------------------------------------------

@rule
def points_for(item: str) -> int:
    return POINTS[item]


@rule
def haven_points() -> int:
    return POINTS["Haven"]


@rule
def score(stones: int, havens: int, prisoners: int) -> int:
    """A player's count before compensation."""
    return (stones * POINTS["Stone on the board"]
            + havens * POINTS["Haven"]
            + prisoners * POINTS["Prisoner"])


@rule
def winner(dark: int, light: int, difference: int) -> str:
    """Dark's count against Light's count plus the compensation."""
    return "Light" if 2 * light + compensation_halves(difference) > 2 * dark else "Dark"


@rule
def margin(dark: int, light: int, difference: int) -> str:
    """By how much the winner wins, as printed (always ends in .5)."""
    halves = abs(2 * light + compensation_halves(difference) - 2 * dark)
    return f"{halves // 2}.5"


# --- the ladder ----------------------------------------------------------------

@rule
def constant(what: str) -> int:
    return CONSTANTS[what]


@rule
def wins_to_climb() -> int:
    return CONSTANTS["Wins in a row to climb"]


@rule
def losses_to_drop() -> int:
    return CONSTANTS["Losses in a row to drop"]


@rule
def cells_per_side() -> int:
    return CONSTANTS["Cells along each side"]


# --- invariants ----------------------------------------------------------------

@invariant("the compensation is always a half point, so no game is tied", per_player_count=False)
def never_a_tie() -> bool | str:
    for d in range(0, 10):
        if compensation_halves(d) % 2 != 1:
            return f"difference {d} gives an even number of half points"
        if float(compensation(d)) * 2 != compensation_halves(d):
            return f"difference {d}: printed {compensation(d)}"
    return True


@invariant("every handicap fits on the anchor cells, each cell once", per_player_count=False)
def handicap_fits_anchors() -> bool | str:
    for d in range(0, 10):
        n = handicap_stones(d)
        cells = anchor_cells(n)
        if n and (len(cells) != n or len(set(cells)) != n):
            return f"{n} handicap stones but anchors {cells}"
    return True


@invariant("Dark's bowl still holds stones after the biggest handicap", per_player_count=False)
def bowl_covers_handicap() -> bool:
    return stones_per_bowl() - handicap_stones(9) >= 30


@invariant("the board and the grid agree on the anchor cells", per_player_count=False)
def anchors_on_board(game) -> bool | str:
    grid = next((g for g in game.grids if g.id == "field"), None)
    if grid is None:
        return "no grid 'field'"
    marked = set()
    for cell in grid.cells:
        if cell.terrain == "anchor":
            marked.update(cell.at)
    if marked != set(ANCHOR_ORDER[9]):
        return f"board marks {sorted(marked)}"
    if grid.columns != cells_per_side() or grid.rows != cells_per_side():
        return f"board is {grid.columns} x {grid.rows}"
    return True


@invariant("the rank deck holds two cards of every rank, in order", per_player_count=False)
def rank_deck_complete(game) -> bool | str:
    deck = game.deck("ranks")
    for i, card in enumerate(deck.cards, start=1):
        if card.fields["rank"] != i or card.name != RANKS[i - 1]:
            return f"{card.name} is rank {card.fields['rank']}"
        if card.count != 2:
            return f"{card.name} has {card.count} copies"
    return True if len(deck.cards) == len(RANKS) else f"{len(deck.cards)} ranks"


@invariant("both bowls come out of the box whole")
def bowls_in_box(players: int, game) -> bool:
    dark = next(c for c in game.inventory if c.id == "dark-stones")
    light = next(c for c in game.inventory if c.id == "light-stones")
    return dark.count == light.count == stones_per_bowl(players)
