"""Engine model of Swim Heats: a swimming gala for 2-6 coaches.

Times are kept in hundredths of a second (58.42 s is 5842), so every sum is
exact; the cards and the rulebook print them with the `cents` filter.
"""
from generator.engine import invariant, rule

PLAYERS = (2, 6)

LANES = 8
SEED_TO_LANE = (4, 5, 3, 6, 2, 7, 1, 8)          # fastest seed in lane 4, then out to the walls
INDIVIDUAL_POINTS = (9, 7, 6, 5, 4, 3, 2, 1)     # 1st to 8th
STROKES = ("Freestyle", "Backstroke", "Breaststroke", "Butterfly")
MEDLEY_ORDER = ("Backstroke", "Breaststroke", "Butterfly", "Freestyle")
FREESTYLE_SECONDS_OFF = {"Freestyle": 0, "Backstroke": 3, "Breaststroke": 6, "Butterfly": 2}


# --- squads and hands -------------------------------------------------------

@rule
def squad_size(players: int | None = None) -> int:
    """Swimmers in each coach's squad: two of each stroke."""
    return swimmers_per_stroke() * len(STROKES)


@rule
def swimmers_per_stroke() -> int:
    """Swimmers of each stroke dealt to each coach."""
    return 2


@rule
def hand_size(players: int | None = None) -> int:
    """Race cards in hand at the start of each event."""
    return 5


@rule
def swimmers_left_in_box(players: int) -> int:
    """Swimmer cards not dealt out at this count."""
    return 48 - squad_size() * players


# --- entries and heats --------------------------------------------------------

@rule
def lanes() -> int:
    """Lanes in the pool."""
    return LANES


@rule
def swimmers_per_event(players: int) -> int:
    """Swimmers in an individual event: each coach enters both of that stroke."""
    return swimmers_per_stroke() * players


@rule
def heats_per_event(players: int) -> int:
    """Heats an individual event needs: eight lanes to a heat."""
    return -(-swimmers_per_event(players) // LANES)


@rule
def relay_teams(players: int) -> int:
    """Teams in a relay: one per coach, always one heat."""
    return players


@rule
def smallest_first_heat() -> int:
    """The first heat is never left with fewer swimmers than this."""
    return 3


@rule
def lane_for_seed(seed: int) -> int:
    """The lane the swimmer seeded `seed` in a heat (1 = fastest) swims in."""
    return SEED_TO_LANE[seed - 1]


@rule
def seed_heats(times: list) -> list:
    """[heat, lane] for each entry time, in the order given.

    The fastest eight swim the last heat, the next eight the heat before;
    a first heat of fewer than three takes swimmers from the heat after it.
    """
    n = len(times)
    heats = -(-n // LANES)
    order = sorted(range(n), key=lambda i: times[i])          # fastest first, ties as entered
    groups = [order[k * LANES:(k + 1) * LANES] for k in range(heats)]   # groups[0] = last heat
    groups.reverse()                                          # groups[0] = first heat (slowest)
    if heats > 1 and len(groups[0]) < smallest_first_heat():
        while len(groups[0]) < smallest_first_heat():
            groups[0].insert(0, groups[1].pop())              # the slowest of heat 2 moves down
    result: list = [None] * n
    for h, group in enumerate(groups, start=1):
        for seed, i in enumerate(sorted(group, key=lambda i: times[i]), start=1):
            result[i] = [h, lane_for_seed(seed)]
    return result


# --- racing -----------------------------------------------------------------

@rule
def race_cards_per_event() -> int:
    """Race cards one coach may play in one event."""
    return 3


@rule
def race_cards_per_swimmer() -> int:
    """Race cards that may lie on one swimmer (or one relay team)."""
    return 2


@rule
def outside_lane_wash() -> int:
    """Hundredths added to a swimmer in lane 1 or lane 8 (the wash off the wall)."""
    return 20


@rule
def race_time(entry: int, changes: list, lane: int = 4) -> int:
    """Final time: the entry time, the race cards on the swimmer, the wash of an outside lane."""
    wash = outside_lane_wash() if lane in (1, LANES) else 0
    return entry + sum(changes) + wash


# --- relays -----------------------------------------------------------------

@rule
def relay_legs() -> int:
    return 4


@rule
def takeover_gain() -> int:
    """Hundredths each of legs 2, 3 and 4 gains from its flying takeover."""
    return 60


@rule
def medley_order() -> list:
    return list(MEDLEY_ORDER)


@rule
def freestyle_seconds_off(stroke: str) -> int:
    """Whole seconds taken off a swimmer's card time for a Freestyle Relay leg."""
    return FREESTYLE_SECONDS_OFF[stroke]


@rule
def freestyle_leg(stroke: str, time: int) -> int:
    """A Freestyle Relay leg's time, in hundredths."""
    return time - 100 * freestyle_seconds_off(stroke)


@rule
def relay_time(legs: list) -> int:
    """A relay's time: the legs added up, less the takeover gain of legs 2 to 4."""
    return sum(legs) - takeover_gain() * (len(legs) - 1)


# --- scoring ----------------------------------------------------------------

@rule
def individual_points(place: int) -> int:
    return INDIVIDUAL_POINTS[place - 1] if 1 <= place <= LANES else 0


@rule
def relay_points(place: int) -> int:
    return 2 * individual_points(place)


@rule
def events_in_gala() -> int:
    return 6


# --- setup ------------------------------------------------------------------

def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "swimmers": squad_size() * players,
        "race": 36,
        "club-tokens": 2 * players,
        "pool-board": 1,
        "scoresheets": 1,
    }


def play(players: int, variant: str | None = None) -> dict[str, dict]:
    return {"race": {"hand": hand_size(), "draw": race_cards_per_event()}}


@invariant("the swimmer deck holds twelve of each stroke, enough for six squads", per_player_count=False)
def squads_can_be_dealt(game) -> bool | str:
    deck = game.deck("swimmers")
    for stroke in STROKES:
        n = sum(c.count for c in deck.cards if c.fields["stroke"] == stroke)
        if n < swimmers_per_stroke() * PLAYERS[1]:
            return f"only {n} {stroke} swimmers"
    return True


@invariant("the race deck deals every coach a full hand", per_player_count=True)
def race_deck_deals(players: int, game) -> bool:
    return game.deck("race").total >= hand_size() * players


@invariant("an individual event never needs more than two heats")
def two_heats_at_most(players: int) -> bool:
    return heats_per_event(players) <= 2


@invariant("the box holds two club tokens for each coach")
def club_tokens(players: int, game) -> bool:
    line = next(c for c in game.inventory if c.id == "club-tokens")
    return line.count >= 2 * players
