"""Personal Best: the rules of an athletics meet, as the tables and the rulebook print them.

Marks are kept as whole numbers: times in hundredths of a second (10.31 s is 1031),
distances in centimetres (8.95 m is 895), winds in tenths of a metre per second
(+1.8 m/s is 18). The documents print them with the cents filter.
"""

from generator.engine import invariant, rule

PLAYERS = (2, 5)

# The programme, in the order the events are held.
# kind: "track" (lower is better) or "field" (higher is better)
# step: what one point of effort is worth, in hundredths of a second or centimetres
# wind: whether the wind gauge counts for the event
# record: the meet record, in hundredths of a second or centimetres
EVENTS = {
    "100 metres": {"kind": "track", "step": 2, "wind": True, "record": 1002},
    "Long Jump": {"kind": "field", "step": 4, "wind": True, "record": 830},
    "200 metres": {"kind": "track", "step": 4, "wind": True, "record": 2012},
    "Shot Put": {"kind": "field", "step": 12, "wind": False, "record": 2160},
    "400 metres": {"kind": "track", "step": 10, "wind": False, "record": 4480},
    "Triple Jump": {"kind": "field", "step": 8, "wind": True, "record": 1730},
}

LEGAL_WIND = 20          # tenths of a metre per second: +2.0 m/s is the most a personal best may have

DECK_SIZES = {"athletes": 36, "effort": 40, "conditions": 12}


def _decimal(value: int) -> str:
    """1031 -> '10.31'."""
    return f"{value // 100}.{value % 100:02d}"


# ---------------------------------------------------------------- setup by player count

@rule
def athletes_dealt(players: int, variant: str | None = None) -> int:
    """Athlete cards dealt to each player before the transfer window."""
    if variant == "dual":
        return 14
    return {2: 10, 3: 9, 4: 8, 5: 7}[players]


@rule
def effort_hand(players: int | None = None) -> int:
    """Effort cards dealt to each player at the start of the meet."""
    return 6


@rule
def athletes_passed(players: int | None = None) -> int:
    """Athletes each player passes to the left in the transfer window."""
    return 2


@rule
def place_points(players: int, place: int, variant: str | None = None) -> int | None:
    """Points for finishing in a place of one event; None where nobody scores that place."""
    if variant == "dual":
        return {1: 5, 2: 3, 3: 2, 4: 1}.get(place)
    table = {
        2: {1: 5, 2: 2},
        3: {1: 5, 2: 3, 3: 1},
        4: {1: 5, 2: 3, 3: 1},
        5: {1: 6, 2: 4, 3: 2},
    }
    return table[players].get(place)


@rule
def athletes_entered(players: int | None = None, variant: str | None = None) -> int:
    """Athletes a player may enter in one event."""
    return 2 if variant == "dual" else 1


# ---------------------------------------------------------------- numbers to remember

@rule
def max_effort_cards(players: int | None = None) -> int:
    """Effort cards a player may commit to one athlete in one event, at most."""
    return 3


@rule
def effort_drawn(players: int | None = None) -> int:
    """Effort cards each player draws after every event."""
    return 2


@rule
def hand_limit(players: int | None = None) -> int:
    """Effort cards a player may keep after drawing."""
    return 8


@rule
def pb_bonus(players: int | None = None) -> int:
    """Points for each Personal best token."""
    return 2


@rule
def record_bonus(players: int | None = None) -> int:
    """Points for each Meet record token."""
    return 3


@rule
def events_in_meet() -> int:
    return len(EVENTS)


# ---------------------------------------------------------------- the events table

@rule
def effort_step(event: str) -> int:
    """One point of effort: hundredths of a second off a time, or centimetres onto a distance."""
    return EVENTS[event]["step"]


@rule
def effort_step_text(event: str) -> str:
    info = EVENTS[event]
    if info["kind"] == "track":
        return f"{_decimal(info['step'])} s faster"
    return f"{info['step']} cm further"


@rule
def wind_counts(event: str) -> bool:
    return EVENTS[event]["wind"]


@rule
def meet_record(event: str) -> int:
    return EVENTS[event]["record"]


@rule
def meet_record_text(event: str) -> str:
    info = EVENTS[event]
    unit = "s" if info["kind"] == "track" else "m"
    return f"{_decimal(info['record'])} {unit}"


@rule
def meet_records() -> list:
    """The meet records in programme order, as the results sheet prints them."""
    return [meet_record_text(event) for event in EVENTS]


# ---------------------------------------------------------------- marks, wind, scoring

@rule
def wind_help(event: str, wind: int) -> int:
    """Half the wind reading, in hundredths of a second or centimetres; 0 where the wind does not count."""
    if not EVENTS[event]["wind"]:
        return 0
    return wind // 2


@rule
def wind_legal(wind: int) -> bool:
    """A personal best or a record stands only with a wind of +2.0 m/s or less."""
    return wind <= LEGAL_WIND


@rule
def performance(event: str, mark: int, effort: int, wind: int = 0) -> int:
    """The athlete's result: a time in hundredths of a second or a distance in centimetres."""
    info = EVENTS[event]
    gain = effort * info["step"] + wind_help(event, wind)
    if info["kind"] == "track":
        return mark - gain
    return mark + gain


@rule
def beats(event: str, result: int, target: int) -> bool:
    """A time beats a target when it is lower, a distance when it is longer; equalling is not beating."""
    if EVENTS[event]["kind"] == "track":
        return result < target
    return result > target


@rule
def event_score(players: int, place: int, pb: bool = False, record: bool = False) -> int:
    """What one athlete's event is worth: the place's points, plus a Personal best and a Meet record token."""
    points = place_points(players, place) or 0
    if pb:
        points += pb_bonus()
    if record:
        points += record_bonus()
    return points


# ---------------------------------------------------------------- setup and play

def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "athletes": DECK_SIZES["athletes"],
        "effort": DECK_SIZES["effort"],
        "conditions": 0 if variant == "indoor" else DECK_SIZES["conditions"],
        "pb-tokens": 24,
        "record-tokens": 6,
        "starter-pistol": 1,
        "results-pad": 1,
    }


def play(players: int, variant: str | None = None) -> dict[str, dict]:
    return {
        "athletes": {"hand": athletes_dealt(players, variant)},
        "effort": {"hand": effort_hand(players), "draw": effort_drawn(players), "turns": 5},
        "conditions": {"per_round": 1, "turns": 6},
    }


# ---------------------------------------------------------------- invariants

@invariant("the athlete deck deals every player's squad")
def athletes_suffice(players: int, variant: str | None = None) -> bool | str:
    if variant == "dual" and players != 2:
        return True
    need = athletes_dealt(players, variant) * players
    return True if need <= DECK_SIZES["athletes"] else f"{need} athletes dealt from {DECK_SIZES['athletes']}"


@invariant("the effort deck deals every opening hand")
def effort_suffices(players: int) -> bool:
    return effort_hand(players) * players <= DECK_SIZES["effort"]


@invariant("setup takes out every deck whole, as game.yaml counts them", per_player_count=False)
def decks_come_out_whole(game) -> bool | str:
    for deck_id, size in DECK_SIZES.items():
        if game.deck(deck_id).total != size:
            return f"deck {deck_id} has {game.deck(deck_id).total} cards, engine says {size}"
    return True


@invariant("every athlete's personal best is better than the usual mark", per_player_count=False)
def personal_bests_beat_marks(game) -> bool | str:
    for card in game.deck("athletes").cards:
        event = card.fields["event"]
        if not beats(event, card.fields["pb"], card.fields["mark"]):
            return f"{card.name}: personal best does not beat the mark"
    return True


@invariant("no athlete's personal best already beats the meet record", per_player_count=False)
def records_stand(game) -> bool | str:
    for card in game.deck("athletes").cards:
        event = card.fields["event"]
        if not beats(event, meet_record(event), card.fields["pb"]):
            return f"{card.name}: personal best beats the meet record"
    return True


@invariant("every event has six athletes", per_player_count=False)
def six_per_event(game) -> bool | str:
    counts = {event: 0 for event in EVENTS}
    for card in game.deck("athletes").cards:
        counts[card.fields["event"]] += card.count
    odd = [event for event, n in counts.items() if n != 6]
    return True if not odd else f"uneven fields: {', '.join(odd)}"


@invariant("every wind reading halves into whole hundredths and centimetres", per_player_count=False)
def winds_are_even(game) -> bool | str:
    odd = [c.name for c in game.deck("conditions").cards if c.fields["wind"] % 2]
    return True if not odd else f"odd wind: {', '.join(odd)}"
