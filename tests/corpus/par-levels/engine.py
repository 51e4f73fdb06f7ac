"""Par Levels: the engine model.

A challenge is an arrangement of the eight number tiles and the gap in the
three-by-three tray, written row by row ("_23 146 758", "_" for the gap).
Its par is the fewest slides that put it right; the engine finds it by a
breadth-first search over every arrangement the tray can reach, so a card's
printed par is proved, not trusted.
"""

from collections import deque
from functools import lru_cache

from generator.engine import invariant, rule

PLAYERS = (1, 1)

SOLVED = "12345678_"
TILES = 8
CHALLENGES = 30
LEVELS = (1, 2, 3, 4, 5)

# the par each level covers, lowest and highest
PAR_BANDS = {1: (4, 10), 2: (11, 15), 3: (16, 20), 4: (21, 25), 5: (26, 31)}
# stars collected before a level opens
OPENS_AT = {1: 0, 2: 10, 3: 22, 4: 34, 5: 46}
# ranks by stars collected at the end of the campaign, lowest first
RANKS = ((0, "Tinkerer"), (30, "Slider"), (60, "Puzzler"), (75, "Tile Master"), (90, "Grandmaster"))

_NEIGHBOURS = {
    square: tuple(
        other for other in range(9)
        if abs(square // 3 - other // 3) + abs(square % 3 - other % 3) == 1
    )
    for square in range(9)
}


def _tray(start: str) -> str:
    """The arrangement as nine characters, spaces and slashes dropped."""
    return "".join(ch for ch in str(start) if ch not in " /")


def _slide(tray: str, square: int) -> str:
    gap = tray.index("_")
    cells = list(tray)
    cells[gap], cells[square] = cells[square], cells[gap]
    return "".join(cells)


@lru_cache(maxsize=1)
def _distances() -> dict[str, int]:
    """Fewest slides from every reachable arrangement to the solved tray."""
    dist = {SOLVED: 0}
    queue = deque([SOLVED])
    while queue:
        tray = queue.popleft()
        gap = tray.index("_")
        for square in _NEIGHBOURS[gap]:
            nxt = _slide(tray, square)
            if nxt not in dist:
                dist[nxt] = dist[tray] + 1
                queue.append(nxt)
    return dist


@rule
def number_tiles() -> int:
    """Tiles in the tray: the ninth square is the gap."""
    return TILES


@rule
def challenge_cards() -> int:
    return CHALLENGES


@rule
def fewest_slides(start: str) -> int | None:
    """The par of an arrangement: the fewest slides that solve it (None if it cannot be solved)."""
    return _distances().get(_tray(start))


@rule
def moves_over_par(moves: int, par: int) -> int:
    return moves - par


@rule
def stars_for(over: int | str) -> int:
    """Stars for finishing this many slides over par (before hints)."""
    if isinstance(over, str):          # the open-ended column, "11 or more"
        return 0
    if over <= 0:
        return 3
    if over <= 4:
        return 2
    if over <= 10:
        return 1
    return 0


@rule
def hint_cost() -> int:
    """Stars a hint takes off the challenge's rating."""
    return 1


@rule
def rating(moves: int, par: int, hints: int = 0) -> int:
    """Stars a finished challenge earns: by moves over par, less a star per hint, never below none."""
    return max(0, stars_for(moves_over_par(moves, par)) - hints * hint_cost())


@rule
def most_stars() -> int:
    return 3 * CHALLENGES


@rule
def cards_in_level(level: int) -> int:
    return CHALLENGES // len(LEVELS)


@rule
def par_range(level: int) -> str:
    low, high = PAR_BANDS[level]
    return f"{low}-{high}"


@rule
def level_for_par(par: int) -> int | None:
    for level, (low, high) in PAR_BANDS.items():
        if low <= par <= high:
            return level
    return None


@rule
def stars_to_open(level: int) -> int:
    return OPENS_AT[level]


@rule
def rank(stars: int | str) -> str:
    stars = int(stars)
    title = RANKS[0][1]
    for least, name in RANKS:
        if stars >= least:
            title = name
    return title


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    """What a session takes out of the box: the whole game, every time."""
    return {
        "tray": 1,
        "number-tiles": TILES,
        "challenges": CHALLENGES,
        "log-pad": 1,
        "pencil": 1,
    }


@invariant("every challenge card prints the true par of its arrangement", per_player_count=False)
def pars_are_true(game) -> bool | str:
    for card in game.deck("challenges").cards:
        best = fewest_slides(card.fields["start"])
        if best is None:
            return f"{card.name} cannot be solved"
        if best != card.fields["par"]:
            return f"{card.name} prints par {card.fields['par']} but is solved in {best}"
    return True


@invariant("every hint names a tile next to the gap that starts a shortest solution", per_player_count=False)
def hints_start_a_best_route(game) -> bool | str:
    dist = _distances()
    for card in game.deck("challenges").cards:
        tray = _tray(card.fields["start"])
        tile = str(card.fields["hint"])
        if tile not in tray:
            return f"{card.name}: no tile {tile}"
        square = tray.index(tile)
        if square not in _NEIGHBOURS[tray.index("_")]:
            return f"{card.name}: tile {tile} is not next to the gap"
        if dist[_slide(tray, square)] != dist[tray] - 1:
            return f"{card.name}: sliding {tile} first does not keep to par"
    return True


@invariant("cards are numbered 1 to 30 in order, each in the level its par belongs to", per_player_count=False)
def numbered_by_level(game) -> bool | str:
    cards = game.deck("challenges").cards
    if game.deck("challenges").total != CHALLENGES:
        return f"the deck holds {game.deck('challenges').total} cards, the rules {CHALLENGES}"
    last_par = 0
    for expected, card in enumerate(cards, start=1):
        if card.fields["number"] != expected:
            return f"{card.name} is numbered {card.fields['number']}, expected {expected}"
        if card.fields["level"] != level_for_par(card.fields["par"]):
            return f"{card.name} is in level {card.fields['level']} but its par belongs to level {level_for_par(card.fields['par'])}"
        if card.fields["par"] < last_par:
            return f"{card.name} has a lower par than the card before it"
        last_par = card.fields["par"]
    for level in LEVELS:
        held = sum(1 for c in cards if c.fields["level"] == level)
        if held != cards_in_level(level):
            return f"level {level} holds {held} cards"
    return True


@invariant("a level opens with stars the levels before it can give", per_player_count=False)
def levels_can_open(game) -> bool | str:
    for level in LEVELS[1:]:
        earlier = 3 * sum(cards_in_level(lv) for lv in LEVELS if lv < level)
        if stars_to_open(level) > earlier:
            return f"level {level} needs {stars_to_open(level)} stars, but only {earlier} can be earned before it"
    return True


@invariant("the box holds a tile for every square but the gap", per_player_count=False)
def tiles_fill_the_tray(game) -> bool | str:
    tiles = next(c for c in game.inventory if c.id == "number-tiles")
    return True if tiles.count == TILES else f"the box holds {tiles.count} tiles"
