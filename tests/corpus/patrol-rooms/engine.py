"""Patrol Rooms: the rules the printed tables, cards and examples rest on."""

from generator.engine import invariant, rule

PLAYERS = (1, 4)

ROOMS = 24
ENTRANCE = 1
VAULTS = (6, 15, 19, 24)
ALARM_TOKENS = 12
CREW_CARDS = 5

# Doorways of the floor plan, as pairs of room numbers. game.yaml's map draws the same
# doorways as routes; an invariant keeps the two in step.
DOORS = (
    (1, 2), (1, 7), (2, 3), (2, 8), (3, 9), (4, 5), (4, 10), (5, 6), (6, 12),
    (7, 8), (7, 13), (8, 9), (8, 14), (9, 10), (9, 15), (10, 11), (10, 16),
    (11, 12), (11, 17), (12, 18), (13, 14), (13, 19), (14, 15), (15, 16),
    (15, 21), (16, 22), (17, 18), (17, 23), (18, 24), (19, 20), (20, 21),
    (22, 23), (23, 24),
)


def _room_number(name: str) -> int:
    """'Room 14' -> 14."""
    return int(name.split()[-1])


def _joined(a: int, b: int) -> bool:
    return (a, b) in DOORS or (b, a) in DOORS


# --- setup by player count -------------------------------------------------

@rule
def thieves(players: int) -> int:
    """Thieves in the crew: one each, but a solo player runs two."""
    return 2 if players == 1 else players


@rule
def guards_on_patrol(players: int, variant: str | None = None) -> int:
    """One guard more than there are thieves; Night Shift adds another."""
    extra = 1 if variant == "night-shift" else 0
    return thieves(players) + 1 + extra


@rule
def alarm_cards_per_round(players: int) -> int:
    return 1 if players <= 2 else 2


@rule
def loot_to_win(players: int) -> int:
    return 3 if players <= 2 else 4


# --- numbers that never change ---------------------------------------------

@rule
def ap_per_turn(players: int | None = None) -> int:
    return 4


@rule
def carry_limit(players: int | None = None) -> int:
    return 2


@rule
def token_alarm(players: int | None = None) -> int:
    """Each alarm token already on the board pushes the marker up this much in the Alarms step."""
    return 1


@rule
def spotted_alarm(players: int | None = None) -> int:
    return 2


@rule
def lockdown_level(players: int | None = None) -> int:
    return 12


# --- the safe die, the patrol and the alarm --------------------------------

@rule
def safe_result(roll: int) -> str:
    if roll == 1:
        return "siren"
    if roll <= 3:
        return "jammed"
    return "open"


@rule
def next_room(route: list, at: int, pace: int = 1) -> int:
    """Where a guard standing in room `at` ends its Patrol step: `pace` rooms on, looping."""
    i = list(route).index(at)
    return route[(i + pace) % len(route)]


@rule
def alarm_after(level: int, tokens: int, noise: int, spotted: int = 0) -> int:
    """The alarm level after an Alarms step and the Spotting that follows it."""
    return level + tokens * token_alarm() + noise + spotted * spotted_alarm()


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    guards = guards_on_patrol(players, variant)
    return {
        "floor-plan": 1,
        "guards": guards,                 # dealt face up from the shuffled guard deck
        "alarms": ROOMS,                  # the whole alarm deck, one card per room
        "crew": CREW_CARDS,               # the players choose from all five
        "thief-tokens": thieves(players),
        "guard-tokens": guards,
        "loot-tokens": len(VAULTS),
        "alarm-tokens": ALARM_TOKENS,
        "alarm-marker": 1,
        "safe-die": 1,
    }


def play(players: int, variant: str | None = None) -> dict[str, dict]:
    return {
        "alarms": {"per_round": alarm_cards_per_round(players)},
        "guards": {"table": guards_on_patrol(players, variant)},
        "safe": {"dice": 1},
    }


# --- invariants -------------------------------------------------------------

@invariant("the map's doorways are exactly the engine's DOORS", per_player_count=False)
def doors_match_map(game) -> bool | str:
    museum = game.maps[0]
    drawn = set()
    for route in museum.routes:
        a, b = (museum.location(x) for x in route.between)
        drawn.add(frozenset((_room_number(a.name), _room_number(b.name))))
    wanted = {frozenset(d) for d in DOORS}
    if drawn != wanted:
        return f"map has {sorted(map(sorted, drawn - wanted))} extra, lacks {sorted(map(sorted, wanted - drawn))}"
    return True


@invariant("every guard's route is a loop through doorways that never visits a room twice", per_player_count=False)
def routes_are_loops(game) -> bool | str:
    for card in game.deck("guards").cards:
        rooms = [_room_number(r) for r in card.fields["route"]]
        if len(set(rooms)) != len(rooms):
            return f"{card.name} visits a room twice"
        for i, room in enumerate(rooms):
            nxt = rooms[(i + 1) % len(rooms)]
            if not _joined(room, nxt):
                return f"{card.name} walks from Room {room} to Room {nxt} without a doorway"
        if ENTRANCE == rooms[0]:
            return f"{card.name} starts in the entrance"
    return True


@invariant("there is one alarm card for every room, louder in the vaults", per_player_count=False)
def one_alarm_per_room(game) -> bool | str:
    cards = game.deck("alarms").cards
    rooms = sorted(_room_number(c.fields["room"]) for c in cards)
    if rooms != list(range(1, ROOMS + 1)) or game.deck("alarms").total != ROOMS:
        return "the alarm deck does not name each room once"
    for c in cards:
        want = 2 if _room_number(c.fields["room"]) in VAULTS else 1
        if c.fields["noise"] != want:
            return f"{c.name} has noise {c.fields['noise']}, not {want}"
    return True


@invariant("the vaults marked on the floor plan are the engine's VAULTS", per_player_count=False)
def vaults_marked(game) -> bool | str:
    marked = sorted(_room_number(loc.name) for loc in game.maps[0].locations if "marked" in loc.flags)
    return True if tuple(marked) == VAULTS else f"marked rooms {marked}"


@invariant("the guard deck and the guard tokens cover every guard on patrol", per_player_count=True)
def enough_guards(players: int, game, variant: str | None = None) -> bool | str:
    needed = guards_on_patrol(players, variant)
    tokens = next(c for c in game.inventory if c.id == "guard-tokens").count
    if needed > game.deck("guards").total or needed > tokens:
        return f"{needed} guards needed"
    return True


@invariant("the alarm tokens cannot run out before Lockdown", per_player_count=False)
def alarm_tokens_last(game) -> bool | str:
    box = next(c for c in game.inventory if c.id == "alarm-tokens").count
    if box != ALARM_TOKENS:
        return f"the box holds {box} alarm tokens, the engine says {ALARM_TOKENS}"
    # every alarm token is placed by a card that raises the marker by at least 1
    return True if ALARM_TOKENS >= lockdown_level() else "tokens run out first"


@invariant("there is enough Loot in the vaults to win", per_player_count=True)
def loot_suffices(players: int) -> bool:
    return loot_to_win(players) <= len(VAULTS)


@invariant("the crew deck lets every thief pick a different card", per_player_count=True)
def crew_suffices(players: int, game) -> bool:
    return game.deck("crew").total == CREW_CARDS and thieves(players) <= CREW_CARDS
