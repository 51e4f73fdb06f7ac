"""Engine model of Haul Day: the numbers the printed tables, cards and examples rest on."""
from generator.engine import invariant, rule

PLAYERS = (2, 4)

LEG_KM = 40              # one leg of road between two dots on the board
STEP_MINUTES = 30        # one space of the clock track; a leg takes one step
DAY_START = 6 * 60       # 06:00
DAY_END = 14 * 60        # 14:00

TRUCKS = {
    #         capacity t, L per 100 km, tank L
    "Van":   (6, 15, 48),
    "Rigid": (12, 25, 80),
    "Artic": (24, 35, 112),
}

STATIONS = {
    #             € per litre, minutes
    "Depot":     (2, 30),
    "Fuel stop": (3, 30),
    "Tanker":    (4, 60),
}

ROADS = {
    "Depot – Millbrook": 3, "Depot – Kelby": 2, "Depot – Harwick": 3, "Depot – Stonebridge": 3,
    "Depot – Ashford": 2, "Depot – Port Alder": 4, "Millbrook – Kelby": 3, "Kelby – Harwick": 3,
    "Millbrook – Stonebridge": 4, "Stonebridge – Ashford": 3, "Ashford – Port Alder": 3,
    "Harwick – Port Alder": 4,
}


def _minutes(hhmm: str) -> int:
    hours, minutes = hhmm.split(":")
    return int(hours) * 60 + int(minutes)


def _hhmm(minutes: int) -> str:
    return f"{minutes // 60:02d}:{minutes % 60:02d}"


# --- the clock ---------------------------------------------------------------

@rule
def leg_km() -> int:
    """Kilometres in one leg of road."""
    return LEG_KM


@rule
def minutes_per_leg() -> int:
    """Clock minutes one leg of driving takes: one step of the clock track."""
    return STEP_MINUTES


@rule
def clock_steps() -> int:
    """Half-hour steps from 06:00 to 14:00."""
    return (DAY_END - DAY_START) // STEP_MINUTES


@rule
def day_hours() -> int:
    return (DAY_END - DAY_START) // 60


@rule
def day_start() -> str:
    return _hhmm(DAY_START)


@rule
def day_end() -> str:
    return _hhmm(DAY_END)


@rule
def clock_labels() -> list:
    """Every space of the clock track, 06:00 to 14:00."""
    return [_hhmm(DAY_START + i * STEP_MINUTES) for i in range(clock_steps() + 1)]


@rule
def log_times() -> list:
    """The rows of the trip log: the start of every half-hour step of the day."""
    return clock_labels()[:-1]


@rule
def clock_after(start: str, steps: int) -> str:
    """Where a clock marker stands after so many steps from a time."""
    return _hhmm(_minutes(start) + steps * STEP_MINUTES)


@rule
def trip_km(legs: int) -> int:
    return legs * LEG_KM


# --- setup ---------------------------------------------------------------------

@rule
def freight_on_board(players: int) -> int:
    """Face-up freight cards on the freight board: two more than the drivers."""
    return players + 2


@rule
def starting_cash(players: int | None = None) -> int:
    return 100


@rule
def booking_limit() -> int:
    """Freight cards a driver may hold booked and not yet delivered."""
    return 3


@rule
def failed_delivery_fee() -> int:
    """Euros paid at 14:00 for every booked freight card not delivered."""
    return 40


# --- trucks -------------------------------------------------------------------

@rule
def capacity_t(truck: str) -> int:
    return TRUCKS[truck][0]


@rule
def fuel_use(truck: str) -> int:
    """Litres per 100 km."""
    return TRUCKS[truck][1]


@rule
def tank_litres(truck: str) -> int:
    return TRUCKS[truck][2]


@rule
def fuel_per_leg(truck: str) -> int:
    return fuel_use(truck) * LEG_KM // 100


@rule
def legs_per_tank(truck: str) -> int:
    return tank_litres(truck) // fuel_per_leg(truck)


@rule
def fuel_for_legs(truck: str, legs: int) -> int:
    return fuel_per_leg(truck) * legs


# --- fuel -----------------------------------------------------------------------

@rule
def fuel_price(station: str) -> int:
    """Euros per litre."""
    return STATIONS[station][0]


@rule
def refuel_minutes(station: str) -> int:
    return STATIONS[station][1]


@rule
def fuel_cost(litres: int, station: str) -> int:
    return litres * fuel_price(station)


# --- roads ----------------------------------------------------------------------

@rule
def road_legs(road: str) -> int:
    return ROADS[road]


@rule
def road_km(road: str) -> int:
    return ROADS[road] * LEG_KM


# --- freight --------------------------------------------------------------------

@rule
def load_tonnes(pallets: int, pallet_kg: int):
    """A freight card's weight in tonnes (a whole number when it is one)."""
    kg = pallets * pallet_kg
    return kg // 1000 if kg % 1000 == 0 else kg / 1000


@rule
def delivery_pay(pay: int, arrival: str, closes: str, perishable: bool = False) -> int:
    """Full pay when you start unloading by the closing time; half when late; nothing for late perishables."""
    if _minutes(arrival) <= _minutes(closes):
        return pay
    return 0 if perishable else pay // 2


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "freight": 24,              # shuffled; freight_on_board(players) of them face up
        "trucks": 6,                # every truck card: the drivers choose from them
        "truck-tokens": players,
        "clock-markers": players,
        "trip-log": 1,
        "pencils": players,
    }


# --- invariants -----------------------------------------------------------------

@invariant("every truck card prints its truck's numbers", per_player_count=False)
def truck_cards_agree(game) -> bool | str:
    for card in game.deck("trucks").cards:
        truck = card.fields["truck"]
        printed = (card.fields["capacity_t"], card.fields["litres_per_100km"], card.fields["tank_litres"])
        if printed != TRUCKS[truck]:
            return f"{card.name} prints {printed}, the engine has {TRUCKS[truck]}"
        if card.fields["litres_per_leg"] != fuel_per_leg(truck):
            return f"{card.name} prints {card.fields['litres_per_leg']} L per leg, the engine {fuel_per_leg(truck)}"
    return True


@invariant("every freight card fits at least one truck and its window lies inside the day",
           per_player_count=False)
def freight_is_possible(game) -> bool | str:
    biggest = max(t[0] for t in TRUCKS.values())
    for card in game.deck("freight").cards:
        f = card.fields
        if f["pallets"] * f["pallet_kg"] > biggest * 1000:
            return f"{card.name} weighs more than any truck carries"
        opens, closes = _minutes(f["opens"]), _minutes(f["closes"])
        if not DAY_START <= opens < closes <= DAY_END:
            return f"{card.name} has a window outside 06:00-14:00"
        if opens % STEP_MINUTES or closes % STEP_MINUTES:
            return f"{card.name} has a window off the half-hour clock"
        if f["pay"] % 2:
            return f"{card.name} pays an odd amount, which a late delivery cannot halve"
    return True


@invariant("every road of the board is as long as the Roads table says", per_player_count=False)
def roads_match_the_board(game) -> bool | str:
    board = game.maps[0]
    drawn = {}
    for route in board.routes:
        a, b = (board.location(x).name for x in route.between)
        drawn[f"{a} – {b}"] = route.cost
    if drawn != ROADS:
        return f"board roads {drawn} differ from the table's {ROADS}"
    return True


def _shortest_legs(start: str, goal: str) -> int:
    roads: dict[str, list[tuple[str, int]]] = {}
    for name, legs in ROADS.items():
        a, b = name.split(" – ")
        roads.setdefault(a, []).append((b, legs))
        roads.setdefault(b, []).append((a, legs))
    best = {start: 0}
    todo = [start]
    while todo:
        here = min(todo, key=best.__getitem__)
        todo.remove(here)
        for there, legs in roads[here]:
            if best[here] + legs < best.get(there, 10 ** 6):
                best[there] = best[here] + legs
                todo.append(there)
    return best[goal]


@invariant("every freight card prints the length of the shortest route from its pickup to its drop-off",
           per_player_count=False)
def freight_routes_agree(game) -> bool | str:
    for card in game.deck("freight").cards:
        f = card.fields
        legs = _shortest_legs(f["pickup"], f["dropoff"])
        if f["legs"] != legs or f["km"] != legs * LEG_KM:
            return f"{card.name} prints {f['legs']} legs, {f['km']} km; the board gives {legs} legs"
    return True


@invariant("a full tank gets every truck at least as far as the longest road and back",
           per_player_count=False)
def tanks_are_sensible(game) -> bool | str:
    longest = max(ROADS.values())
    short = [t for t in TRUCKS if legs_per_tank(t) < 2 * longest]
    return True if not short else f"tank too small: {', '.join(short)}"
