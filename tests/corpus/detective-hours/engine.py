"""Engine model of Detective Hours.

A day of detective work runs from 9:00 to 21:00. Every action costs minutes
on the detective's clock; the detective whose clock is furthest behind acts
next. The rules below are what the printed tables and the rulebook read.
"""
import heapq

from generator.engine import invariant, rule

PLAYERS = (1, 4)

LOCATIONS = ("Police Station", "Grand Hotel", "Theatre", "Museum", "Docks", "Railway Station")

# The roads of the board, in quarter hours (each dot on a road splits it into legs of 15 minutes).
ROADS = {
    ("Police Station", "Grand Hotel"): 1,
    ("Police Station", "Museum"): 2,
    ("Police Station", "Theatre"): 2,
    ("Police Station", "Railway Station"): 3,
    ("Grand Hotel", "Theatre"): 1,
    ("Grand Hotel", "Museum"): 3,
    ("Theatre", "Railway Station"): 2,
    ("Museum", "Docks"): 2,
    ("Docks", "Railway Station"): 2,
}

ACTIONS = {"Search": 30, "Telephone": 45, "Question a witness": 15, "Accuse": 15}

DAY_START = 9 * 60
DAY_END = 21 * 60


@rule
def quarter_hour() -> int:
    """Minutes in one step of the Day track."""
    return 15


@rule
def day_minutes() -> int:
    """Minutes from 9:00 to 21:00."""
    return DAY_END - DAY_START


@rule
def day_steps() -> int:
    """Quarter-hour steps of the Day track from 9:00 to 21:00."""
    return day_minutes() // quarter_hour()


def _neighbours() -> dict[str, dict[str, int]]:
    out: dict[str, dict[str, int]] = {place: {} for place in LOCATIONS}
    for (a, b), quarters in ROADS.items():
        out[a][b] = quarters
        out[b][a] = quarters
    return out


@rule
def travel_minutes(origin: str, destination: str) -> int | None:
    """Minutes of the quickest way by road from one location to another; None where you already are."""
    if origin == destination:
        return None
    roads = _neighbours()
    best = {origin: 0}
    queue = [(0, origin)]
    while queue:
        cost, place = heapq.heappop(queue)
        if cost > best[place]:
            continue
        for other, quarters in roads[place].items():
            if cost + quarters < best.get(other, 10**6):
                best[other] = cost + quarters
                heapq.heappush(queue, (cost + quarters, other))
    return best[destination] * quarter_hour()


@rule
def action_minutes(action: str) -> int:
    """Minutes an action other than Travel costs."""
    return ACTIONS[action]


@rule
def search_minutes() -> int:
    return ACTIONS["Search"]


@rule
def telephone_minutes() -> int:
    return ACTIONS["Telephone"]


@rule
def leads_dealt(players: int) -> int:
    """Lead cards each detective starts with."""
    return {1: 3, 2: 2, 3: 1, 4: 1}[players]


@rule
def lead_hand_limit(players: int | None = None) -> int:
    """Lead cards a detective may hold at once."""
    return 3


@rule
def clues_per_location(players: int | None = None) -> int:
    """Face-down Clue cards dealt beside each location at setup."""
    return 3


@rule
def case_file_cards() -> int:
    """Cards slipped into the Case File: one Suspect, one Motive, one Scene."""
    return 3


@rule
def dead_ends() -> int:
    return 3


@rule
def reputation(hour: int) -> int:
    """Reputation points for solving the case, by the hour the accusation is filed."""
    if hour < 12:
        return 5
    if hour < 15:
        return 4
    if hour < 18:
        return 3
    return 2


@rule
def solo_rank(hour: int) -> str:
    return {5: "Legend", 4: "Chief Inspector", 3: "Inspector", 2: "Sergeant"}[reputation(hour)]


@rule
def clock_after(start: str, minutes: list) -> str:
    """The time on a clock that stood at `start` after spending each of `minutes`."""
    h, m = (int(x) for x in start.split(":"))
    total = h * 60 + m + sum(minutes)
    return f"{total // 60}:{total % 60:02d}"


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "game-board": 1,
        "clues": 21,
        "leads": 12,
        "detective-pawns": players,
        "clock-discs": players,
        "case-file": 1,
        "pencils": players,
        "case-notes": 1,
    }


@invariant("the roads drawn on the board are the engine's roads, a quarter hour per leg", per_player_count=False)
def board_roads_match(game) -> bool | str:
    board = game.maps[0]
    names = {loc.id: loc.name for loc in board.locations}
    drawn = {}
    for route in board.routes:
        a, b = (names.get(x, x) for x in route.between)
        drawn[frozenset((a, b))] = route.cost
    wanted = {frozenset(k): v for k, v in ROADS.items()}
    return True if drawn == wanted else f"board roads {sorted(map(sorted, drawn))} differ from the engine's"


@invariant("the action costs printed are the engine's", per_player_count=False)
def costs_match(game) -> bool | str:
    for cost in game.costs:
        if cost.group == "actions":
            if cost.items[0].amount != ACTIONS.get(cost.name):
                return f"{cost.name} costs {cost.items[0].amount}, engine {ACTIONS.get(cost.name)}"
    return True


@invariant("the clue deck holds six of each kind and the Dead Ends", per_player_count=False)
def clue_deck_shape(game) -> bool | str:
    deck = game.deck("clues")
    counts: dict[str, int] = {}
    for card in deck.cards:
        counts[card.fields["kind"]] = counts.get(card.fields["kind"], 0) + card.count
    if counts.get("Dead End") != dead_ends():
        return f"{counts.get('Dead End')} Dead Ends"
    for kind in ("Suspect", "Motive", "Scene"):
        if counts.get(kind) != len(LOCATIONS):
            return f"{counts.get(kind)} {kind} cards"
    left = deck.total - case_file_cards()
    return True if left == clues_per_location() * len(LOCATIONS) else f"{left} cards left for {len(LOCATIONS)} locations"


@invariant("the Lead deck deals every detective's opening hand with cards to spare")
def leads_suffice(players: int, game) -> bool | str:
    dealt = leads_dealt(players) * players
    total = game.deck("leads").total
    return True if total - dealt >= 6 else f"only {total - dealt} Lead cards left to draw"


@invariant("the Day track ends at 21:00", per_player_count=False)
def day_track_ends(game) -> bool | str:
    track = game.maps[0].tracks[0]
    return True if track.end == day_steps() else f"the track ends at {track.end}"
