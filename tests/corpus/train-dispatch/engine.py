"""Millbrook Central: the rules the tables print, and the checks that tie them to the cards."""

from generator.engine import invariant, rule

PLAYERS = (2, 5)

RUSH_HOUR = "rush-hour"
TRAINING_SHIFT = "training-shift"

# The evening timetable: hour -> minutes past -> trains due, in the order they arrive.
TIMETABLE = {
    4: {":00": ["Train 12"], ":15": ["4:15 Express", "Train 14"], ":30": ["Train 16", "Train 21"],
        ":45": ["4:45 Express", "Train 18", "Train 23"]},
    5: {":00": ["5:00 Express", "Train 25", "Train 31"], ":15": ["Train 27", "Train 33", "Train 35"],
        ":30": ["5:30 Express", "Train 37", "Train 41"], ":45": ["Train 43", "Train 45"]},
    6: {":00": ["6:00 Express", "Train 47"], ":15": ["Train 51", "Train 53"], ":30": ["6:30 Express"],
        ":45": ["Train 55"]},
}

PLATFORM_CARS = {1: 8, 2: 8, 3: 6, 4: 6, 5: 4, 6: 4}
WAIT_DELAY = {"Express": 10, "Local": 5, "Freight": 5}
DWELL = {"Express": 2, "Local": 1, "Freight": 1}
MOVE_COSTS = {"route": 1, "shunt": 2, "hurry": 2, "reopen": 3}
BASE_LIMIT = {2: 60, 3: 55, 4: 50, 5: 45}
HAND = {2: 4, 3: 3, 4: 3, 5: 2}

TRAIN_CARDS = 25
INCIDENT_CARDS = 14
ORDER_CARDS = 18
CREW_TOKENS = 5
CLOSED_TOKENS = 4


@rule
def hand_size(players: int = 2) -> int:
    """Order cards each dispatcher holds."""
    return HAND[players]


@rule
def freight_trains(players: int = 2) -> int:
    """Freight trains shuffled into the Incident pile: one per dispatcher."""
    return players


@rule
def delay_limit(players: int = 2, variant: str | None = None) -> int:
    """Minutes of delay at which the shift is lost."""
    bonus = 15 if variant == TRAINING_SHIFT else 0
    return BASE_LIMIT[players] + bonus


@rule
def limit_space(players: int = 2, variant: str | None = None) -> int:
    """The space of the Delay track (5 minutes a space) the limit lies on."""
    return delay_limit(players, variant) // 5


@rule
def crew_per_round(players: int | None = None, variant: str | None = None) -> int:
    """Crew tokens the team has each round."""
    return 3 if variant == RUSH_HOUR else 4


@rule
def orders_per_round(players: int | None = None) -> int:
    """Order cards one dispatcher may play in a round."""
    return 1


@rule
def rounds() -> int:
    """Quarter-hours in the shift, 4:00 to 6:45."""
    return sum(len(minutes) for minutes in TIMETABLE.values())


@rule
def minutes_per_space() -> int:
    """Minutes of delay one space of the Delay track stands for."""
    return 5


@rule
def platform_cars(platform: int) -> int:
    """The longest train a platform takes, in cars."""
    return PLATFORM_CARS[platform]


@rule
def fits(cars: int, platform: int) -> bool:
    return cars <= PLATFORM_CARS[platform]


@rule
def wait_delay(kind: str) -> int:
    """Minutes added at the Clock step for each train of this kind still in the Approach."""
    return WAIT_DELAY[kind]


@rule
def dwell(kind: str) -> int:
    return DWELL[kind]


@rule
def trains_due(hour: int, minute: str) -> list[str]:
    return list(TIMETABLE[hour][minute])


@rule
def rating(delay: int | str) -> str:
    if delay == "45 or more":
        return "Tin Whistle"
    if delay <= 10:
        return "Gold Whistle"
    if delay <= 25:
        return "Silver Whistle"
    if delay <= 40:
        return "Bronze Whistle"
    return "Tin Whistle"


@rule
def round_delay(waiting: list, incident: int = 0) -> int:
    """Minutes the Delay marker moves in one round: the Incident's, then each train left waiting."""
    return incident + sum(WAIT_DELAY[kind] for kind in waiting)


@rule
def crew_spent(moves: list) -> int:
    return sum(MOVE_COSTS[move] for move in moves)


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "trains": TRAIN_CARDS,
        "freight": freight_trains(players),
        "incidents": INCIDENT_CARDS,
        "orders": ORDER_CARDS,
        "station-board": 1,
        "crew-tokens": CREW_TOKENS,
        "closed-tokens": CLOSED_TOKENS,
        "clock-marker": 1,
        "delay-marker": 1,
        "lead-token": 1,
    }


def play(players: int, variant: str | None = None) -> dict[str, dict]:
    return {
        "orders": {"hand": hand_size(players), "draw": 1},
        "incidents": {"per_round": 1, "turns": 6},
    }


@invariant("every Train card is due at the time the timetable prints", per_player_count=False)
def cards_follow_timetable(game) -> bool | str:
    printed = {}
    for hour, minutes in TIMETABLE.items():
        for minute, names in minutes.items():
            for name in names:
                printed[name] = f"{hour}{minute}"
    cards = {card.name: card.fields["due"] for card in game.deck("trains").cards}
    for name, due in cards.items():
        if printed.get(name) != due:
            return f"{name} is due at {due} but the timetable has {printed.get(name)}"
    missing = set(printed) - set(cards)
    if missing:
        return f"no card for {', '.join(sorted(missing))}"
    return True


@invariant("every train's dwell is its kind's", per_player_count=False)
def dwell_by_kind(game) -> bool | str:
    for deck in ("trains", "freight"):
        for card in game.deck(deck).cards:
            if card.fields["dwell"] != DWELL[card.fields["kind"]]:
                return f"{card.name} has dwell {card.fields['dwell']}"
    return True


@invariant("every train fits at least one platform", per_player_count=False)
def every_train_fits(game) -> bool | str:
    longest = max(PLATFORM_CARS.values())
    for deck in ("trains", "freight"):
        for card in game.deck(deck).cards:
            if card.fields["cars"] > longest:
                return f"{card.name} is too long for every platform"
    return True


@invariant("the moves cost what the costs table prints", per_player_count=False)
def move_costs_agree(game) -> bool | str:
    for cost in game.costs:
        if cost.items[0].amount != MOVE_COSTS[cost.id]:
            return f"{cost.name} costs {cost.items[0].amount} Crew, the engine says {MOVE_COSTS[cost.id]}"
    return True


@invariant("the box counts match what setup takes out", per_player_count=False)
def box_counts(game) -> bool | str:
    want = {"trains": TRAIN_CARDS, "incidents": INCIDENT_CARDS, "orders": ORDER_CARDS}
    for deck_id, count in want.items():
        if game.deck(deck_id).total != count:
            return f"deck {deck_id} has {game.deck(deck_id).total} cards, the engine says {count}"
    lines = {c.id: c.count for c in game.inventory}
    if lines["crew-tokens"] != CREW_TOKENS or lines["closed-tokens"] != CLOSED_TOKENS:
        return "token counts differ from the engine's"
    return True


@invariant("the Order pile deals every hand with cards to spare")
def orders_deal(players: int, game) -> bool | str:
    dealt = hand_size(players) * players
    return True if game.deck("orders").total >= dealt + players else f"{dealt} dealt from {game.deck('orders').total}"


@invariant("the Incident pile lasts the whole shift")
def incidents_last(players: int) -> bool:
    return INCIDENT_CARDS + freight_trains(players) >= rounds()


@invariant("the team always has enough Crew tokens in the box")
def crew_in_box(players: int, variant: str | None = None) -> bool:
    return crew_per_round(players, variant) + 1 <= CREW_TOKENS
