"""Engine model of Rail Barons.

The numbers the rulebook, the quick reference and the tables print come from
here. The route list below is the board as I drew it: each route is its two
cities (by map id), its length in spaces and its colour ("Grey" routes take
any one colour). game.yaml draws the same board; an invariant holds the two
together, and another checks every ticket's value against the board.
"""
import heapq

from generator.engine import invariant, rule

PLAYERS = (2, 5)

COLOURS = ("Crimson", "Cobalt", "Moss", "Amber", "Coal", "Chalk", "Rust", "Violet")

# (city, city, length, colour). A pair listed twice is a twin route.
ROUTES = (
    ("thornwick", "ashby-cross", 4, "Moss"),
    ("ashby-cross", "fellmouth", 6, "Violet"),
    ("fellmouth", "crag-halt", 5, "Amber"),
    ("crag-halt", "wyndle", 4, "Grey"),
    ("thornwick", "port-brannock", 3, "Grey"),
    ("thornwick", "quarry-gate", 4, "Coal"),
    ("ashby-cross", "quarry-gate", 2, "Grey"),
    ("ashby-cross", "orme-bridge", 3, "Rust"),
    ("fellmouth", "orme-bridge", 3, "Chalk"),
    ("crag-halt", "kestrel-point", 2, "Grey"),
    ("wyndle", "kestrel-point", 3, "Crimson"),
    ("wyndle", "cinderby", 4, "Cobalt"),
    ("orme-bridge", "hollin", 3, "Crimson"),
    ("orme-bridge", "calder", 2, "Rust"),
    ("kestrel-point", "hollin", 6, "Chalk"),
    ("kestrel-point", "foundry-hill", 2, "Moss"),
    ("kestrel-point", "cinderby", 5, "Coal"),
    ("port-brannock", "merrow", 3, "Cobalt"),
    ("port-brannock", "gullhaven", 2, "Rust"),
    ("gullhaven", "merrow", 1, "Amber"),
    ("gullhaven", "tidesend", 2, "Grey"),
    ("merrow", "quarry-gate", 1, "Crimson"),
    ("merrow", "lantry", 3, "Violet"),
    ("merrow", "calder", 5, "Grey"),
    ("tidesend", "lantry", 4, "Moss"),
    ("tidesend", "saltash-quay", 2, "Grey"),
    ("saltash-quay", "lantry", 5, "Amber"),
    ("saltash-quay", "wheatley", 3, "Crimson"),
    ("lantry", "bramwell", 1, "Rust"),
    ("quarry-gate", "calder", 5, "Cobalt"),
    ("calder", "hollin", 4, "Rust"),
    ("calder", "bramwell", 3, "Violet"),
    ("calder", "oxley-junction", 2, "Chalk"),
    ("hollin", "grest", 2, "Coal"),
    ("hollin", "oxley-junction", 3, "Grey"),
    ("grest", "oxley-junction", 4, "Moss"),
    ("grest", "foundry-hill", 5, "Crimson"),
    ("grest", "penhallow", 3, "Grey"),
    ("grest", "coalbrook", 4, "Coal"),
    ("oxley-junction", "bramwell", 4, "Chalk"),
    ("oxley-junction", "penhallow", 2, "Amber"),
    ("bramwell", "dunmere", 2, "Grey"),
    ("bramwell", "wheatley", 3, "Rust"),
    ("penhallow", "dunmere", 4, "Violet"),
    ("penhallow", "marlow-sands", 2, "Cobalt"),
    ("penhallow", "coalbrook", 5, "Amber"),
    ("dunmere", "wheatley", 2, "Moss"),
    ("dunmere", "marlow-sands", 2, "Cobalt"),
    ("wheatley", "marlow-sands", 6, "Rust"),
    ("marlow-sands", "caskett", 3, "Coal"),
    ("caskett", "coalbrook", 2, "Crimson"),
    ("caskett", "emberford", 1, "Chalk"),
    ("emberford", "ravensmoor", 2, "Grey"),
    ("coalbrook", "emberford", 3, "Moss"),
    ("coalbrook", "smelt", 4, "Violet"),
    ("foundry-hill", "cinderby", 3, "Chalk"),
    ("foundry-hill", "smelt", 3, "Cobalt"),
    ("foundry-hill", "coalbrook", 4, "Crimson"),
    ("cinderby", "smelt", 6, "Amber"),
    ("smelt", "ravensmoor", 3, "Coal"),
    ("coalbrook", "ravensmoor", 6, "Moss"),
    ("calder", "hollin", 4, "Chalk"),
    ("oxley-junction", "penhallow", 2, "Cobalt"),
    ("grest", "foundry-hill", 5, "Violet"),
    ("merrow", "calder", 5, "Cobalt"),
    ("bramwell", "dunmere", 2, "Crimson"),
    ("coalbrook", "smelt", 4, "Coal"),
    ("orme-bridge", "hollin", 3, "Rust"),
    ("tidesend", "saltash-quay", 2, "Chalk"),
)

# Points for a claimed route, by its length.
ROUTE_POINTS = {1: 1, 2: 2, 3: 4, 4: 7, 5: 10, 6: 15}

TRAINS = 45
SHORT_HAUL_TRAINS = 35


@rule
def route_points(length: int) -> int:
    """Points scored at once for claiming a route of this length."""
    return ROUTE_POINTS[length]


@rule
def freight_dealt(players: int) -> int:
    """Freight cards dealt to each player at the start."""
    return 4


@rule
def tickets_dealt(players: int) -> int:
    """Destination tickets each player looks at during setup."""
    return 4 if players <= 3 else 3


@rule
def tickets_kept_at_start(players: int) -> int:
    """Tickets each player must keep from the opening deal."""
    return 2


@rule
def twin_lanes(players: int) -> int:
    """How many lanes of a twin route may be claimed in a game."""
    return 1 if players <= 3 else 2


@rule
def trains_per_player(players: int = 2, variant: str | None = None) -> int:
    """Train pieces each player starts with."""
    return SHORT_HAUL_TRAINS if variant == "short-haul" else TRAINS


@rule
def yard_size() -> int:
    """Face-up freight cards in the yard."""
    return 5


@rule
def yard_locomotive_limit() -> int:
    """Face-up Locomotives that make the yard be swept and dealt again."""
    return 3


@rule
def freight_drawn() -> int:
    """Freight cards taken with the draw action."""
    return 2


@rule
def tickets_drawn() -> int:
    """Tickets drawn with the ticket action."""
    return 3


@rule
def tickets_kept() -> int:
    """Tickets that must be kept from a ticket draw during play."""
    return 1


@rule
def end_trigger() -> int:
    """A player with this many trains or fewer after a turn starts the last round."""
    return 2


@rule
def longest_line_bonus() -> int:
    """Bonus for the longest continuous line."""
    return 10


@rule
def cities() -> int:
    """Cities on the board."""
    return len({c for r in ROUTES for c in r[:2]})


@rule
def trains_after_claim(trains: int, length: int) -> int:
    """Trains left in a player's supply after claiming a route."""
    return trains - length


@rule
def game_ends(trains_left: int) -> bool:
    """Does a player with this many trains left start the last round?"""
    return trains_left <= end_trigger()


@rule
def ticket_result(value: int, completed: bool) -> int:
    """What a ticket does to a score at the end: its value, or minus its value."""
    return value if completed else -value


@rule
def final_score(route_points: int, completed: list, failed: list, longest: bool) -> int:
    """A final score: route points, tickets won and lost, and the bonus."""
    total = route_points
    total += sum(ticket_result(v, True) for v in completed)
    total += sum(ticket_result(v, False) for v in failed)
    if longest:
        total += longest_line_bonus()
    return total


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    """What a game at this player count takes out of the box."""
    return {
        "game-board": 1,
        "freight": 110,
        "tickets": 36,
        "trains": trains_per_player(players, variant) * players,
        "score-markers": players,
        "longest-line": 1,
    }


def play(players: int, variant: str | None = None) -> dict:
    return {
        "freight": {"hand": freight_dealt(players), "draw": freight_drawn()},
        "tickets": {"hand": tickets_dealt(players)},
    }


def shortest(a: str, b: str) -> int:
    """Fewest train spaces between two cities (by id) on the board."""
    adj: dict[str, list[tuple[str, int]]] = {}
    for x, y, n, _ in ROUTES:
        adj.setdefault(x, []).append((y, n))
        adj.setdefault(y, []).append((x, n))
    dist = {a: 0}
    queue = [(0, a)]
    while queue:
        d, here = heapq.heappop(queue)
        if d > dist[here]:
            continue
        for there, n in adj.get(here, ()):
            if d + n < dist.get(there, 10**9):
                dist[there] = d + n
                heapq.heappush(queue, (d + n, there))
    return dist.get(b, -1)


def _city_ids(game) -> dict[str, str]:
    board = game.maps[0]
    ids = {}
    for loc in board.locations:
        ids[loc.name] = loc.id
        ids[loc.id] = loc.id
    return ids


@invariant("the board in game.yaml has exactly the engine's routes and lengths", per_player_count=False)
def board_matches_routes(game) -> bool | str:
    ids = _city_ids(game)
    drawn = sorted((tuple(sorted(ids[c] for c in r.between)), r.cost) for r in game.maps[0].routes)
    mine = sorted((tuple(sorted(r[:2])), r[2]) for r in ROUTES)
    if drawn != mine:
        extra = set(drawn) ^ set(mine)
        return f"board and engine differ at {sorted(extra)[:3]}"
    return True


@invariant("every ticket is worth the shortest way between its cities", per_player_count=False)
def tickets_are_shortest(game) -> bool | str:
    ids = _city_ids(game)
    wrong = [c.name for c in game.deck("tickets").cards
             if c.fields["value"] != shortest(ids[c.fields["from"]], ids[c.fields["to"]])]
    return True if not wrong else f"value is not the shortest way: {', '.join(wrong)}"


@invariant("the claiming costs print the points the scoring table gives", per_player_count=False)
def costs_match_points(game) -> bool | str:
    wrong = [c.name for c in game.costs
             if c.group == "claiming" and c.points != route_points(c.items[0].amount)]
    return True if not wrong else f"points differ: {', '.join(wrong)}"


@invariant("the opening deal and the yard leave freight cards to draw")
def deal_leaves_a_deck(players: int, game) -> bool | str:
    freight = game.deck("freight").total
    left = freight - players * freight_dealt(players) - yard_size()
    tickets = game.deck("tickets").total - players * tickets_dealt(players)
    if left < 40:
        return f"only {left} freight cards left after the deal"
    if tickets < 10:
        return f"only {tickets} tickets left after the deal"
    return True


@invariant("setup takes the whole freight and ticket decks out of the box", per_player_count=False)
def decks_come_out_whole(game) -> bool:
    s = setup(2)
    return s["freight"] == game.deck("freight").total and s["tickets"] == game.deck("tickets").total


@invariant("every colour has a card for each space of its longest route", per_player_count=False)
def colours_cover_longest(game) -> bool | str:
    counts = {c.fields["colour"]: c.count for c in game.deck("freight").cards if c.fields["colour"]}
    short = [col for col in COLOURS
             if counts.get(col, 0) < max((r[2] for r in ROUTES if r[3] in (col, "Grey")), default=0)]
    return True if not short else f"too few cards: {', '.join(short)}"
