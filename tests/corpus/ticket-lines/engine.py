"""Ticket Lines: the rules the tables and examples print."""

import heapq

from generator.engine import invariant, rule

PLAYERS = (2, 5)

# Points for a route by its length in spaces.
ROUTE_POINTS = {1: 1, 2: 2, 3: 4, 4: 7, 5: 10, 6: 15}

# Each territory of the board and the colour its inside routes are paid in.
TERRITORY_COLOURS = {
    "Highfells": "Purple",
    "Coldwater": "Blue",
    "Greenreach": "Green",
    "Westmere": "Yellow",
    "Heartland": "Orange",
    "Sunward": "Red",
}

ANY_COLOUR = "any one colour"

# Box counts setup() needs (held to game.yaml by invariants below).
TRAIN_CARDS = 98
TICKETS = 30
CARDS_PER_COLOUR = 14
LOCOMOTIVES = 14


@rule
def trains_each(players: int = 2, variant: str | None = None) -> int:
    """Trains each player starts with."""
    return 35 if variant == "quick-lines" else 45


@rule
def opening_hand(players: int = 2) -> int:
    """Train cards dealt to each player at the start."""
    return 4


@rule
def tickets_dealt(players: int = 2) -> int:
    """Destination tickets dealt to each player at the start."""
    return 3


@rule
def tickets_kept(players: int = 2) -> int:
    """Of the opening tickets, how many a player must keep at least."""
    return 2


@rule
def double_routes_open(players: int = 2) -> bool:
    """Whether both lanes of a double route may be claimed (by two different players)."""
    return players >= 4


@rule
def market_size(players: int | None = None) -> int:
    return 5


@rule
def cards_drawn(players: int | None = None) -> int:
    """Train cards taken with the Draw train cards action."""
    return 2


@rule
def tickets_drawn(players: int | None = None) -> int:
    return 3


@rule
def tickets_kept_when_drawing(players: int | None = None) -> int:
    return 1


@rule
def locomotives_to_clear(players: int | None = None) -> int:
    """Face-up Locomotives that make the market be discarded and dealt again."""
    return 3


@rule
def last_round_trains(players: int | None = None) -> int:
    """A player with this many trains or fewer left starts the last round."""
    return 2


@rule
def longest_line_bonus(players: int | None = None) -> int:
    return 10


@rule
def cards_to_claim(length: int) -> int:
    """Train cards paid to claim a route: one per space."""
    return length


@rule
def trains_placed(length: int) -> int:
    """Trains placed on a claimed route: one per space."""
    return length


@rule
def route_points(length: int) -> int:
    return ROUTE_POINTS[length]


@rule
def claim_colour(territory_a: str, territory_b: str) -> str:
    """The colour a route must be paid in: its territory's colour, or any one colour across a border."""
    if territory_a == territory_b:
        return TERRITORY_COLOURS[territory_a]
    return ANY_COLOUR


@rule
def longest_line(routes: list) -> int:
    """Length of the longest unbroken line in a set of routes [city, city, length].

    A line may visit a city more than once but uses each route at most once.
    """
    edges = [(a, b, int(n)) for a, b, n in routes]
    touching: dict[str, list[int]] = {}
    for i, (a, b, _) in enumerate(edges):
        touching.setdefault(a, []).append(i)
        touching.setdefault(b, []).append(i)

    def walk(city: str, used: frozenset) -> int:
        best = 0
        for i in touching.get(city, []):
            if i in used:
                continue
            a, b, n = edges[i]
            other = b if city == a else a
            best = max(best, n + walk(other, used | {i}))
        return best

    return max((walk(city, frozenset()) for city in touching), default=0)


@rule
def ticket_points(points: int, completed: bool) -> int:
    """A ticket adds its points when its cities are joined, else takes them away."""
    return points if completed else -points


@rule
def final_score(route_points: int, completed: list, failed: list, longest: bool) -> int:
    total = route_points
    total += sum(ticket_points(p, True) for p in completed)
    total += sum(ticket_points(p, False) for p in failed)
    if longest:
        total += longest_line_bonus()
    return total


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "game-board": 1,
        "train-cards": TRAIN_CARDS,
        "tickets": TICKETS,
        "long-tickets": players if variant == "long-hauls" else 0,
        "trains": trains_each(players, variant) * players,
        "score-markers": players,
        "longest-line": 1,
    }


def play(players: int, variant: str | None = None) -> dict[str, dict]:
    return {
        "train-cards": {"hand": opening_hand(players), "table": market_size(), "draw": cards_drawn()},
        "tickets": {"hand": tickets_dealt(players)},
    }


def _board(game):
    return game.maps[0]


def _shortest(board, start: str, goal: str) -> int | None:
    """Fewest spaces from one city to another along the board's routes."""
    by_id = {loc.id: loc.name for loc in board.locations}
    near: dict[str, list[tuple[str, int]]] = {}
    for route in board.routes:
        a, b = (by_id.get(x, x) for x in route.between)
        length = route.cost - 1          # a route of cost n prints n - 1 spaces; its length is n - 1
        near.setdefault(a, []).append((b, length))
        near.setdefault(b, []).append((a, length))
    dist = {start: 0}
    queue = [(0, start)]
    while queue:
        d, city = heapq.heappop(queue)
        if city == goal:
            return d
        if d > dist[city]:
            continue
        for other, n in near.get(city, []):
            if d + n < dist.get(other, 10**9):
                dist[other] = d + n
                heapq.heappush(queue, (d + n, other))
    return None


@invariant("every route is 1 to 6 spaces long", per_player_count=False)
def routes_have_lengths(game) -> bool | str:
    wrong = [" - ".join(r.between) for r in _board(game).routes if r.cost - 1 not in ROUTE_POINTS]
    return True if not wrong else f"no length: {', '.join(wrong)}"


@invariant("every ticket is worth the fewest spaces joining its cities", per_player_count=False)
def tickets_worth_their_distance(game) -> bool | str:
    board = _board(game)
    for deck_id in ("tickets", "long-tickets"):
        for card in game.deck(deck_id).cards:
            d = _shortest(board, card.fields["from"], card.fields["to"])
            if d != card.fields["points"]:
                return f"{card.name} is worth {card.fields['points']} but the cities are {d} spaces apart"
    return True


@invariant("the board's territories are the engine's, in the same colours", per_player_count=False)
def territories_agree(game) -> bool | str:
    regions = {r.name: r.colour for r in _board(game).regions}
    engine = {name: colour.lower() for name, colour in TERRITORY_COLOURS.items()}
    return True if regions == engine else f"board {regions} but engine {engine}"


@invariant("setup takes the whole train deck and ticket deck", per_player_count=False)
def decks_come_out_whole(game) -> bool | str:
    train = game.deck("train-cards")
    tickets = game.deck("tickets")
    if train.total != TRAIN_CARDS:
        return f"train deck holds {train.total}, setup takes {TRAIN_CARDS}"
    if tickets.total != TICKETS:
        return f"ticket deck holds {tickets.total}, setup takes {TICKETS}"
    for card in train.cards:
        want = LOCOMOTIVES if not card.fields["colour"] else CARDS_PER_COLOUR
        if card.count != want:
            return f"{card.name}: {card.count} copies, not {want}"
    return True


@invariant("each player gets a Long Haul ticket in the Long Hauls variant", per_player_count=False)
def long_hauls_suffice(game) -> bool | str:
    deck = game.deck("long-tickets")
    return True if deck.total >= game.max_players else f"{deck.total} Long Haul tickets for {game.max_players} players"
