"""Garden Grid: the rules the printed tables and sheets come from."""

from generator.engine import invariant, rule

PLAYERS = (1, 4)

MARKET_SPACES = 12          # beds face up in the meadow ring
DECK_SIZE = 48              # flower bed tiles in the box
GARDEN_SIDE = 9             # a garden is nine squares by nine
START_NECTAR = 3
NECTAR_LIMIT = 6
LINE_BONUS = 5              # a completed row or column
NECTAR_POINTS = 1           # each drop of nectar left at the end
BIG_GROUP = 8               # groups this size or larger all score the same

GROUP_POINTS = {1: 0, 2: 1, 3: 3, 4: 5, 5: 7, 6: 9, 7: 11}
BIG_GROUP_POINTS = 13

SOLO_TITLES = (
    (80, "Garden Legend"),
    (65, "Head Gardener"),
    (50, "Green Thumb"),
    (35, "Sprout"),
    (0, "Weed Puller"),
)


@rule
def rounds(players: int = 2) -> int:
    """Rounds in a game: each player takes one turn a round."""
    if players <= 2:
        return 20
    return 18 if players == 3 else 16


@rule
def starting_nectar(players: int | None = None) -> int:
    """Nectar drops each player fills in at setup."""
    return START_NECTAR


@rule
def nectar_limit() -> int:
    """The most nectar drops a sheet holds."""
    return NECTAR_LIMIT


@rule
def market_size(players: int | None = None) -> int:
    """Beds face up in the meadow ring."""
    return MARKET_SPACES


@rule
def blown_away(players: int) -> int:
    """Beds the wind blows out of the meadow after each turn (the solo game's rival)."""
    return 1 if players == 1 else 0


@rule
def longest_flight() -> int:
    """The farthest the bee may fly in one turn."""
    return 3


@rule
def flight_nectar(spaces: int) -> int:
    """Nectar gained (+) or spent (-) for a flight of this many spaces."""
    if spaces not in (1, 2, 3):
        raise ValueError(f"the bee flies 1 to 3 spaces, not {spaces}")
    return {1: 1, 2: 0, 3: -1}[spaces]


@rule
def bee_lands(start: int, spaces: int) -> int:
    """The meadow space (1-12) the bee reaches from `start`, flying clockwise."""
    return (start + spaces - 1) % MARKET_SPACES + 1


@rule
def group_points(size: int | str) -> int:
    """Points for one group of same-coloured squares."""
    if isinstance(size, str):
        return BIG_GROUP_POINTS          # the "8 or more" column
    if size >= BIG_GROUP:
        return BIG_GROUP_POINTS
    return GROUP_POINTS[size]


@rule
def line_bonus() -> int:
    """Points for each completed row and each completed column."""
    return LINE_BONUS


@rule
def row_bonuses() -> list[int]:
    """The bonus printed beside each of the nine rows of the garden sheet."""
    return [LINE_BONUS] * GARDEN_SIDE


@rule
def column_bonuses() -> list[int]:
    """The bonus printed under each of the nine columns of the garden sheet."""
    return [LINE_BONUS] * GARDEN_SIDE


@rule
def end_points(what: str) -> int:
    """Points at the end for one completed line or one nectar drop."""
    return {
        "Completed row": LINE_BONUS,
        "Completed column": LINE_BONUS,
        "Nectar drop left": NECTAR_POINTS,
    }[what]


@rule
def final_score(rows: int, columns: int, groups: list, nectar: int) -> int:
    """A garden's final score."""
    return (rows + columns) * LINE_BONUS + sum(group_points(g) for g in groups) + nectar * NECTAR_POINTS


@rule
def solo_title(score: int | str) -> str:
    """The title a solo score earns."""
    if isinstance(score, str):           # the "80 or more" column
        score = int(score.split()[0])
    for least, title in SOLO_TITLES:
        if score >= least:
            return title
    return SOLO_TITLES[-1][1]


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "beds": DECK_SIZE,          # the whole deck: 12 dealt to the meadow, the rest the draw pile
        "bee-token": 1,
        "garden-pad": 1,
        "pencils": players,
    }


def play(players: int, variant: str | None = None) -> dict[str, dict]:
    return {"beds": {"table": MARKET_SPACES, "per_round": players + blown_away(players), "turns": 5}}


# --- invariants -------------------------------------------------------------------------

def _plan(card) -> list[str]:
    return card.fields["plan"].split()


@invariant("every bed's square count matches the shape drawn on it", per_player_count=False)
def cells_match_plan(game) -> bool | str:
    for card in game.deck("beds").cards:
        if len(set(_plan(card))) != card.fields["cells"] or len(_plan(card)) != card.fields["cells"]:
            return f"{card.name} says {card.fields['cells']} squares but draws {len(_plan(card))}"
    return True


@invariant("every bed's squares join into one shape inside its 5 x 5 picture", per_player_count=False)
def beds_are_connected(game) -> bool | str:
    for card in game.deck("beds").cards:
        spots = set()
        for token in _plan(card):
            if len(token) != 2 or token[0] not in "abcde" or token[1] not in "12345":
                return f"{card.name} draws square '{token}' outside its picture"
            spots.add(("abcde".index(token[0]), int(token[1])))
        seen, todo = set(), [next(iter(spots))]
        while todo:
            r, c = todo.pop()
            if (r, c) in seen:
                continue
            seen.add((r, c))
            todo += [n for n in ((r + 1, c), (r - 1, c), (r, c + 1), (r, c - 1)) if n in spots]
        if seen != spots:
            return f"{card.name} is not one connected shape"
    return True


@invariant("each shape comes once in each flower colour", per_player_count=False)
def one_of_each(game) -> bool | str:
    deck = game.deck("beds")
    pairs = {(c.fields["flower"], c.fields["shape"]) for c in deck.cards}
    want = len(game.names["flowers"]) * len(game.names["shapes"])
    if len(pairs) != want or deck.total != want:
        return f"{deck.total} beds, {len(pairs)} flower-and-shape pairs, {want} wanted"
    return True


@invariant("setup takes the whole deck out of the box", per_player_count=False)
def deck_comes_out_whole(game) -> bool | str:
    total = game.deck("beds").total
    return True if total == DECK_SIZE else f"the deck holds {total}, setup takes {DECK_SIZE}"


@invariant("the meadow and the first round fit in the deck")
def meadow_fits(players: int, game) -> bool:
    return market_size() + players + blown_away(players) <= game.deck("beds").total


@invariant("a long flight costs as much nectar as the flight table says", per_player_count=False)
def long_flight_cost(game) -> bool | str:
    cost = next(c for c in game.costs if c.id == "long-flight")
    paid = sum(i.amount for i in cost.items if i.of == "Nectar")
    return True if paid == -flight_nectar(longest_flight()) else f"the cost says {paid}"


@invariant("starting nectar fits on the sheet", per_player_count=False)
def nectar_fits() -> bool:
    return starting_nectar() <= nectar_limit()
