"""Engine model of Rail Routes.

Players collect coloured train cards, spend them to claim routes between the
towns of the Vell Valley, and try to join the pairs of towns their secret
tickets name. Routes score as they are claimed; tickets, won or lost, and the
Longest Route bonus are added at the end.
"""
from __future__ import annotations

import heapq

from generator.engine import invariant, rule

PLAYERS = (2, 5)

# --- the box ---------------------------------------------------------------
CARS_IN_A_COLOUR = 45            # one player colour of train cars
CARDS_PER_COLOUR = 12            # train cards of each of the six colours
LOCOMOTIVES = 14
TRAIN_COLOURS = ("Red", "Blue", "Green", "Yellow", "Purple", "Orange")
TICKETS_IN_BOX = 30

# --- the numbers of the rules ----------------------------------------------
ROUTE_POINTS = {1: 1, 2: 3, 3: 5, 4: 7, 5: 10, 6: 14}
OPENING_TRAIN_CARDS = 4
OPENING_TICKETS = 3
OPENING_TICKETS_KEPT = 2
TICKETS_DRAWN = 3                # drawn as a turn's action
TICKETS_KEPT_LATER = 1           # of those, at least this many are kept
CARDS_DRAWN = 2                  # train cards taken on a draw turn
FACE_UP = 5
LOCOMOTIVES_THAT_CLEAR = 3
LAST_ROUND_CARS = 2              # a turn ended with this many cars or fewer starts the last round
LONGEST_ROUTE_BONUS = 10
DOUBLE_ROUTES_FROM = 4           # both tracks of a double route are open from this many players

_CONSTANTS = {
    "Face-up cards": FACE_UP,
    "Locomotives that clear the row": LOCOMOTIVES_THAT_CLEAR,
    "Cars that start the last round": LAST_ROUND_CARS,
    "Longest Route bonus": LONGEST_ROUTE_BONUS,
}


# --- scoring ---------------------------------------------------------------
@rule
def route_points(length: int) -> int:
    """Points for claiming one route of `length` cars."""
    return ROUTE_POINTS[length]


@rule
def route_score(lengths: list) -> int:
    """What a set of claimed routes earned, added up."""
    return sum(route_points(n) for n in lengths)


@rule
def cards_to_claim(length: int) -> int:
    """Train cards played to claim a route: one per car."""
    return length


@rule
def longest_route_bonus() -> int:
    return LONGEST_ROUTE_BONUS


@rule
def longest_line(routes: list) -> int:
    """Cars in the longest unbroken line through one player's routes.

    `routes` is a list of [town, town, length]. A line may pass through a town
    more than once but may use each route only once.
    """
    edges = [(a, b, int(n)) for a, b, n in routes]
    best = 0

    def walk(town: str, used: frozenset, length: int) -> None:
        nonlocal best
        best = max(best, length)
        for i, (a, b, n) in enumerate(edges):
            if i in used or town not in (a, b):
                continue
            walk(b if town == a else a, used | {i}, length + n)

    for town in {t for a, b, _ in edges for t in (a, b)}:
        walk(town, frozenset(), 0)
    return best


@rule
def final_score(lengths: list, tickets_done: list, tickets_failed: list, longest: bool = False) -> int:
    """Route points, plus tickets joined, minus tickets missed, plus the bonus if earned."""
    return (route_score(lengths) + sum(tickets_done) - sum(tickets_failed)
            + (LONGEST_ROUTE_BONUS if longest else 0))


# --- setup and the turn ----------------------------------------------------
@rule
def cars_each(players: int) -> int:
    """Train cars each player takes: the fewer the players, the longer the game."""
    return 55 - 5 * players


@rule
def cars_left(players: int, used: int) -> int:
    return cars_each(players) - used


@rule
def train_cards_dealt(players: int | None = None) -> int:
    return OPENING_TRAIN_CARDS


@rule
def tickets_dealt(players: int | None = None) -> int:
    return OPENING_TICKETS


@rule
def tickets_kept_at_start(players: int | None = None) -> int:
    return OPENING_TICKETS_KEPT


@rule
def tickets_drawn() -> int:
    return TICKETS_DRAWN


@rule
def tickets_kept_later() -> int:
    return TICKETS_KEPT_LATER


@rule
def cards_drawn() -> int:
    return CARDS_DRAWN


@rule
def face_up_cards() -> int:
    return FACE_UP


@rule
def last_round_cars() -> int:
    return LAST_ROUND_CARS


@rule
def both_tracks_open(players: int) -> bool:
    """In a game of two or three, once one track of a double route is taken the other stays empty."""
    return players >= DOUBLE_ROUTES_FROM


@rule
def constant(what: str) -> int:
    return _CONSTANTS[what]


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    """What a game at this count takes out of the box."""
    return {
        "board": 1,
        "trains": CARDS_PER_COLOUR * len(TRAIN_COLOURS) + LOCOMOTIVES,   # shuffled whole
        "tickets": TICKETS_IN_BOX,                                        # shuffled whole
        "train-cars": players * cars_each(players),
        "score-markers": players,
        "longest-route-tile": 1,
    }


def play(players: int, variant: str | None = None) -> dict[str, dict]:
    """For the designer's report: opening hands, then two train cards a draw turn."""
    return {"trains": {"hand": OPENING_TRAIN_CARDS, "draw": CARDS_DRAWN},
            "tickets": {"hand": OPENING_TICKETS, "draw": 0}}


# --- invariants --------------------------------------------------------------
@invariant("each player's cars come out of one colour of the box")
def cars_fit_a_colour(players: int) -> bool | str:
    return cars_each(players) <= CARS_IN_A_COLOUR or f"{cars_each(players)} cars, a colour holds {CARS_IN_A_COLOUR}"


@invariant("the opening deal and the face-up row come out of the train deck")
def opening_deal_fits(players: int) -> bool:
    return players * OPENING_TRAIN_CARDS + FACE_UP <= CARDS_PER_COLOUR * len(TRAIN_COLOURS) + LOCOMOTIVES


@invariant("the opening tickets come out of the ticket deck with some left to draw")
def tickets_fit(players: int) -> bool:
    return players * OPENING_TICKETS + TICKETS_DRAWN <= TICKETS_IN_BOX


@invariant("the train deck holds twelve cards of each colour and the Locomotives", per_player_count=False)
def train_deck_matches(game) -> bool | str:
    deck = game.deck("trains")
    counts: dict[str, int] = {}
    for card in deck.cards:
        key = card.fields["colour"] or "Locomotive"
        counts[key] = counts.get(key, 0) + card.count
    want = {c: CARDS_PER_COLOUR for c in TRAIN_COLOURS} | {"Locomotive": LOCOMOTIVES}
    return counts == want or f"the deck holds {counts}"


@invariant("the box holds the tickets and cars the rules count", per_player_count=False)
def box_matches(game) -> bool | str:
    cars = next(c for c in game.inventory if c.id == "train-cars")
    if cars.per_player != CARS_IN_A_COLOUR:
        return f"the box gives {cars.per_player} cars a colour, the rules {CARS_IN_A_COLOUR}"
    if game.deck("tickets").total != TICKETS_IN_BOX:
        return f"{game.deck('tickets').total} tickets, the rules count {TICKETS_IN_BOX}"
    return True


def _board(game):
    valley = game.maps[0]
    graph: dict[str, list[tuple[str, int]]] = {}
    for route in valley.routes:
        a, b = (valley.location(x).name for x in route.between)
        cars = route.cost - 1
        graph.setdefault(a, []).append((b, cars))
        graph.setdefault(b, []).append((a, cars))
    return graph


@invariant("every route on the board is one to six cars long", per_player_count=False)
def route_lengths_fit(game) -> bool | str:
    valley = game.maps[0]
    bad = [f"{'-'.join(route.between)} ({route.cost - 1})" for route in valley.routes
           if route.cost - 1 not in ROUTE_POINTS]
    return not bad or f"routes of no scoring length: {', '.join(bad)}"


def _shortest(graph, start: str, goal: str) -> int | None:
    dist = {start: 0}
    queue = [(0, start)]
    while queue:
        d, town = heapq.heappop(queue)
        if town == goal:
            return d
        if d > dist[town]:
            continue
        for nxt, cars in graph.get(town, ()):
            if d + cars < dist.get(nxt, 10**9):
                dist[nxt] = d + cars
                heapq.heappush(queue, (d + cars, nxt))
    return None


@invariant("every ticket is worth the cars of the shortest line between its towns", per_player_count=False)
def tickets_are_priced_by_distance(game) -> bool | str:
    graph = _board(game)
    for card in game.deck("tickets").cards:
        a, b = card.fields["from"], card.fields["to"]
        if a == b:
            return f"{card.name} names one town twice"
        shortest = _shortest(graph, a, b)
        if shortest != card.fields["points"]:
            return f"{card.name} is worth {card.fields['points']} but the shortest line is {shortest} cars"
    return True
