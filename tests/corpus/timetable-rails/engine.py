"""Timetable Rails: the rules the tables print, and the checks that keep the timetable runnable.

Times of day are written "HH:MM" (24-hour clock) everywhere, as the cards print them.
"""

from generator.engine import invariant, rule

PLAYERS = (1, 4)

DAY_START = "06:00"
DAY_END = "22:00"
MINUTES_PER_SPACE = 10
BOOKING_MINUTES = 5
SERVICE_CARDS = 36

RUSHES = {
    "Morning rush": ("07:00", "09:00", 5),
    "Evening rush": ("16:30", "18:30", 5),
}

EXPRESSES = {
    #                 from          departs   to             due
    "Dawn Flyer": ("Harrow End", "06:40", "Port Marrow", "08:50"),
    "Noon Mail": ("Wyvern Bay", "12:15", "Harrow End", "14:40"),
    "Harbour Belle": ("Port Marrow", "17:30", "Stonegate", "19:15"),
    "Night Owl": ("Kingsbridge", "20:45", "Bramley", "21:45"),
}

EXPRESS_EXTRA = 2
DEPOT_BONUS = 3
HELD_PENALTY = -2

SOLO_RATINGS = {"Bronze Whistle": 22, "Silver Whistle": 30, "Gold Watch": 38}

DELAY_FACES = {1: "on-time", 2: "on-time", 3: "on-time", 4: "five-minutes", 5: "ten-minutes", 6: "twenty-minutes"}
DELAY_MINUTES = {"on-time": 0, "five-minutes": 5, "ten-minutes": 10, "twenty-minutes": 20}


# --- clock arithmetic (helpers, not rules) ---------------------------------------------

def to_minutes(clock: str) -> int:
    """'08:15' -> 495 minutes after midnight."""
    hours, minutes = clock.split(":")
    return int(hours) * 60 + int(minutes)


def to_clock(minutes: int) -> str:
    """495 -> '08:15'."""
    return f"{minutes // 60:02d}:{minutes % 60:02d}"


def _part_of_day(clock: str) -> str:
    m = to_minutes(clock)
    if m < to_minutes("12:00"):
        return "Morning"
    if m < to_minutes("17:00"):
        return "Afternoon"
    return "Evening"


# --- setup ------------------------------------------------------------------------------

@rule
def departures_board(players: int) -> int:
    """Face-up services: two more than the dispatchers."""
    return players + 2


@rule
def services_dealt(players: int) -> int:
    """Services each dispatcher is dealt from the Morning pile."""
    return 2 if players <= 2 else 1


@rule
def clear_signals(players: int, variant: str | None = None) -> int:
    """Clear signal tokens each dispatcher starts with."""
    if variant == "slow-sunday":
        return 0
    return 3 if players == 1 else 2


@rule
def hand_limit(players: int | None = None) -> int:
    """Services a dispatcher may hold, booked and aboard together."""
    return 3


# --- the clock --------------------------------------------------------------------------

@rule
def travel_minutes(spaces: int) -> int:
    """Running time along a route: ten minutes a space."""
    return MINUTES_PER_SPACE * spaces


@rule
def booking_minutes() -> int:
    """Booking a service takes five minutes on your clock."""
    return BOOKING_MINUTES


@rule
def day_starts() -> str:
    return DAY_START


@rule
def day_ends() -> str:
    return DAY_END


@rule
def rush_begins(rush: str) -> str:
    return RUSHES[rush][0]


@rule
def rush_ends(rush: str) -> str:
    return RUSHES[rush][1]


@rule
def rush_extra(rush: str) -> int:
    return RUSHES[rush][2]


@rule
def in_rush(clock: str) -> bool:
    """Whether a run that sets off at this time is a rush-hour run."""
    m = to_minutes(clock)
    return any(to_minutes(b) <= m < to_minutes(e) for b, e, _ in RUSHES.values())


@rule
def delay_result(roll: int) -> str:
    """The delay die's result for a roll."""
    return DELAY_FACES[roll]


@rule
def delay_minutes(roll: int, rush: bool = False) -> int:
    """Minutes of delay a roll adds; in a rush every real delay is five minutes longer."""
    minutes = DELAY_MINUTES[delay_result(roll)]
    if rush and minutes > 0:
        minutes += 5
    return minutes


@rule
def clock_after_run(clock: str, spaces: int, delay: int = 0) -> str:
    """Where your clock stands after a run that sets off at `clock`."""
    return to_clock(to_minutes(clock) + travel_minutes(spaces) + delay)


@rule
def minutes_late(due: str, arrived: str) -> int:
    """How late a service arrived; early counts as on time."""
    return max(0, to_minutes(arrived) - to_minutes(due))


# --- scoring ----------------------------------------------------------------------------

def _journey(minutes: int | str) -> int:
    return int(minutes)


@rule
def fare_for(minutes: int) -> int:
    """A service's fare from its scheduled journey, departure to due time."""
    m = _journey(minutes)
    if m <= 30:
        return 2
    if m <= 60:
        return 3
    if m <= 90:
        return 4
    if m <= 120:
        return 5
    return 6


@rule
def express_fare_for(minutes: int) -> int:
    """An express pays two more than a service of the same journey."""
    return fare_for(minutes) + EXPRESS_EXTRA


@rule
def punctuality_bonus(delay: int | str) -> int:
    """One point on top of the fare for arriving on time."""
    if isinstance(delay, str):
        return 0
    return 1 if delay <= 0 else 0


@rule
def points_off(delay: int | str) -> int | str:
    """One point off the fare for every full quarter of an hour late; an hour or more loses it all."""
    if isinstance(delay, str) or delay >= 60:
        return "all"
    return max(0, delay) // 15


@rule
def service_points(fare: int, delay: int) -> int:
    """What a delivered service scores."""
    off = points_off(delay)
    if off == "all":
        return 0
    return max(0, fare + punctuality_bonus(delay) - off)


@rule
def end_points(what: str) -> int:
    return {"Locomotive back at its depot": DEPOT_BONUS, "Each service still held": HELD_PENALTY}[what]


@rule
def depot_bonus() -> int:
    return DEPOT_BONUS


# --- expresses --------------------------------------------------------------------------

@rule
def express_from(express: str) -> str:
    return EXPRESSES[express][0]


@rule
def express_departs(express: str) -> str:
    return EXPRESSES[express][1]


@rule
def express_to(express: str) -> str:
    return EXPRESSES[express][2]


@rule
def express_due(express: str) -> str:
    return EXPRESSES[express][3]


@rule
def express_fare(express: str) -> int:
    _, departs, _, due = EXPRESSES[express]
    return express_fare_for(to_minutes(due) - to_minutes(departs))


# --- solo -------------------------------------------------------------------------------

@rule
def solo_points(rating: str) -> int:
    return SOLO_RATINGS[rating]


# --- setup and play ---------------------------------------------------------------------

def setup(players: int, variant: str | None = None) -> dict[str, int]:
    """What a game at this count takes out of the box."""
    return {
        "network-board": 1,
        "clock-board": 1,
        "services": SERVICE_CARDS,
        "locomotives": players,
        "clock-markers": players,
        "score-markers": players,
        "express-tokens": len(EXPRESSES),
        "clear-signals": clear_signals(players, variant) * players,
        "delay-die": 0 if variant == "slow-sunday" else 1,
    }


def play(players: int, variant: str | None = None) -> dict[str, dict]:
    return {
        "services": {"hand": services_dealt(players), "table": departures_board(players)},
        "delay": {"dice": 1},
    }


# --- invariants: the timetable must be runnable -----------------------------------------

def _network(game):
    board = next(m for m in game.maps if m.id == "network")
    links: dict[str, list[tuple[str, int]]] = {}
    for route in board.routes:
        a, b = (board.location(end).name for end in route.between)
        links.setdefault(a, []).append((b, route.cost))
        links.setdefault(b, []).append((a, route.cost))
    return links


def _fastest(links, start: str, goal: str) -> int:
    """Fewest minutes from one station to another (Dijkstra over the network board)."""
    best = {start: 0}
    todo = [start]
    while todo:
        todo.sort(key=lambda s: best[s])
        here = todo.pop(0)
        for there, spaces in links.get(here, []):
            t = best[here] + travel_minutes(spaces)
            if t < best.get(there, 10**9):
                best[there] = t
                todo.append(there)
    return best.get(goal, 10**9)


@invariant("every service can reach its destination by its due time, inside the day", per_player_count=False)
def services_are_runnable(game) -> bool | str:
    links = _network(game)
    for card in game.deck("services").cards:
        f = card.fields
        dep, due = to_minutes(f["departs"]), to_minutes(f["due"])
        if f["from"] == f["to"]:
            return f"{card.name} goes nowhere"
        if dep % 5 or due % 5:
            return f"{card.name}: times must fall on the five-minute spaces"
        if dep < to_minutes(DAY_START) or due > to_minutes(DAY_END):
            return f"{card.name} runs outside the day"
        if due - dep < _fastest(links, f["from"], f["to"]):
            return f"{card.name} is timetabled faster than the line allows"
    return True


@invariant("every service's fare follows the fare table", per_player_count=False)
def fares_follow_the_table(game) -> bool | str:
    for card in game.deck("services").cards:
        f = card.fields
        scheduled = to_minutes(f["due"]) - to_minutes(f["departs"])
        if f["fare"] != fare_for(scheduled):
            return f"{card.name}: fare {f['fare']}, the table gives {fare_for(scheduled)}"
    return True


@invariant("every service sits in the part of the day it departs in", per_player_count=False)
def parts_of_day_match(game) -> bool | str:
    for card in game.deck("services").cards:
        if card.fields["part"] != _part_of_day(card.fields["departs"]):
            return f"{card.name} is filed under the wrong part of the day"
    return True


@invariant("every express can make its timetable", per_player_count=False)
def expresses_are_runnable(game) -> bool | str:
    links = _network(game)
    for name, (a, dep, b, due) in EXPRESSES.items():
        if to_minutes(due) - to_minutes(dep) < _fastest(links, a, b):
            return f"{name} is timetabled faster than the line allows"
        if to_minutes(due) > to_minutes(DAY_END):
            return f"{name} arrives after the day ends"
    return True


@invariant("the box holds the whole Service deck and one Express token for each express", per_player_count=False)
def box_matches_engine(game) -> bool | str:
    if game.deck("services").total != SERVICE_CARDS:
        return f"the deck has {game.deck('services').total} cards, the engine expects {SERVICE_CARDS}"
    tokens = next(c for c in game.inventory if c.id == "express-tokens")
    if tokens.count != len(EXPRESSES):
        return "one Express token per express"
    return True


@invariant("the clock costs printed in game.yaml agree with the engine", per_player_count=False)
def clock_costs_agree(game) -> bool | str:
    costs = {c.id: c for c in game.costs}
    if costs["book"].items[0].amount != BOOKING_MINUTES:
        return "booking time differs"
    if costs["run"].items[0].amount != MINUTES_PER_SPACE:
        return "minutes per space differ"
    return True


@invariant("the deck deals every opening hand from the Morning pile and fills the board")
def morning_pile_suffices(players: int, game) -> bool:
    morning = sum(c.count for c in game.deck("services").cards if c.fields["part"] == "Morning")
    return morning >= services_dealt(players) * players + departures_board(players)
