"""Night Freight: the rules the tables, the worked example and the invariants compute with."""

import heapq
import itertools

from generator.engine import invariant, rule

PLAYERS = (2, 4)

KM_PER_SECTION = 20          # every step of a route on the board is 20 km of line
KM_PER_HOUR = 40             # a train's speed on the line
MAX_WAGONS = 4               # the most wagons behind one locomotive
DEPOT_LIMIT = 6              # the most wagons one company may own
TARIFF = {
    "Track charge per km": 30,
    "Handling per wagon": 500,
    "Late fine per hour": 1000,
}


# --- setup by player count ---------------------------------------------------

@rule
def contracts_on_offer(players: int) -> int:
    """Contracts face up in the offer: two more than the players."""
    return players + 2


@rule
def wagons_in_yard(players: int) -> int:
    """Wagons face up in the yard: one more than the players."""
    return players + 1


@rule
def nights(players: int = 2) -> int:
    """Nights the game lasts."""
    return {2: 8, 3: 7, 4: 6}[players]


@rule
def starting_cash(players: int | None = None) -> int:
    """Pounds each company starts with, the same at every count."""
    return 15000


@rule
def starting_wagons() -> int:
    """Wagons each company starts with: one Open Wagon and one Box Van."""
    return 2


@rule
def wagons_in_a_train() -> int:
    """The most wagons one locomotive may pull."""
    return MAX_WAGONS


@rule
def depot_limit() -> int:
    """The most wagons a company may own."""
    return DEPOT_LIMIT


# --- running a train ---------------------------------------------------------

@rule
def tariff(item: str) -> int:
    return TARIFF[item]


@rule
def track_charge_per_km() -> int:
    return TARIFF["Track charge per km"]


@rule
def handling_per_wagon() -> int:
    return TARIFF["Handling per wagon"]


@rule
def late_fine_per_hour() -> int:
    return TARIFF["Late fine per hour"]


@rule
def km_per_hour() -> int:
    return KM_PER_HOUR


@rule
def km_per_section() -> int:
    return KM_PER_SECTION


@rule
def travel_hours(km: int) -> int:
    """Hours on the line for a loaded run of this many km (rounded up)."""
    return -(-km // KM_PER_HOUR)


@rule
def train_tonnes(tonnes: list) -> int:
    return sum(tonnes)


@rule
def train_range(km: list) -> int:
    """A train runs no further than its shortest-ranged wagon."""
    return min(km)


@rule
def run_hours(loaded_km: int, wagon_hours: list) -> int:
    """Hours on the line plus the loading hours of the slowest wagon."""
    return travel_hours(loaded_km) + max(wagon_hours)


@rule
def run_cost(light_km: int, loaded_km: int, wagons: int) -> int:
    """Track charges on every km run, plus handling for each wagon."""
    return track_charge_per_km() * (light_km + loaded_km) + handling_per_wagon() * wagons


@rule
def late_fine(run_hours: int, deadline: int) -> int:
    return late_fine_per_hour() * max(0, run_hours - deadline)


@rule
def profit(pays: int, light_km: int, loaded_km: int, wagon_hours: list, deadline: int) -> int:
    hours = run_hours(loaded_km, wagon_hours)
    return pays - run_cost(light_km, loaded_km, len(wagon_hours)) - late_fine(hours, deadline)


@rule
def resale_value(price: int) -> int:
    """At the end a wagon sells back for half its price."""
    return price // 2


# --- setup -------------------------------------------------------------------

def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "wagons": 27,                     # starters dealt, the rest shuffled into the wagon deck
        "wagons/open-wagon": players,     # one Open Wagon to each company
        "wagons/box-van": players,        # and one Box Van
        "contracts": 16,
        "game-board": 1,
        "locomotives": players,
        "night-marker": 1,
        "ledger-pad": 1,
    }


def play(players: int, variant: str | None = None) -> dict[str, dict]:
    return {"contracts": {"table": contracts_on_offer(players), "per_round": players}}


# --- invariants --------------------------------------------------------------

def _shortest_sections(game_map, a: str, b: str) -> int | None:
    def key(ref):
        loc = game_map.location(ref)
        return loc.id if loc else ref
    graph: dict[str, list[tuple[str, int]]] = {}
    for r in game_map.routes:
        x, y = key(r.between[0]), key(r.between[1])
        graph.setdefault(x, []).append((y, r.cost))
        graph.setdefault(y, []).append((x, r.cost))
    start, goal = key(a), key(b)
    best = {start: 0}
    queue = [(0, start)]
    while queue:
        d, here = heapq.heappop(queue)
        if here == goal:
            return d
        for there, cost in graph.get(here, []):
            if d + cost < best.get(there, 10**9):
                best[there] = d + cost
                heapq.heappush(queue, (d + cost, there))
    return None


@invariant("every contract's km is the shortest way on the board, 20 km a section", per_player_count=False)
def contract_km_match_board(game) -> bool | str:
    board = game.maps[0]
    wrong = []
    for card in game.deck("contracts").cards:
        sections = _shortest_sections(board, card.fields["origin"], card.fields["destination"])
        if sections is None or sections * KM_PER_SECTION != card.fields["km"]:
            wrong.append(f"{card.name} ({card.fields['km']} km, board {None if sections is None else sections * KM_PER_SECTION})")
    return True if not wrong else "wrong km: " + ", ".join(wrong)


@invariant("every contract can be run on time from its own town by some train of the deck", per_player_count=False)
def contracts_can_be_run(game) -> bool | str:
    pool = []
    for card in game.deck("wagons").cards:
        pool += [(card.fields["tonnes"], card.fields["km"], card.fields["hours"])] * card.count
    kinds = sorted(set(pool))
    impossible = []
    for card in game.deck("contracts").cards:
        ok = False
        for n in range(1, MAX_WAGONS + 1):
            for train in itertools.combinations_with_replacement(kinds, n):
                if any(train.count(k) > pool.count(k) for k in train):
                    continue
                if (sum(w[0] for w in train) >= card.fields["tonnes"]
                        and min(w[1] for w in train) >= card.fields["km"]
                        and run_hours(card.fields["km"], [w[2] for w in train]) <= card.fields["hours"]):
                    ok = True
                    break
            if ok:
                break
        if not ok:
            impossible.append(card.name)
    return True if not impossible else "cannot be run on time: " + ", ".join(impossible)
