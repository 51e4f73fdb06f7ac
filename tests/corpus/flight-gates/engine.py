"""Flight Gates: the rules the tables and examples print."""

from generator.engine import invariant, rule

PLAYERS = (2, 4)

DAY_OPENS = 6 * 60          # 06:00, the first wave
WAVE_LENGTH = 3 * 60        # each wave is three hours
WAVES = 6
CURFEW = "23:00"
CHIP_MINUTES = 15
WIDE_BODY_SEATS = 250
LOYALTY_FLIGHTS = 3

CONSTANTS = {
    "Waves in a day": WAVES,
    "Minutes per delay chip": CHIP_MINUTES,
    "Gate change (minutes)": CHIP_MINUTES,
    "Wide-body (seats at least)": WIDE_BODY_SEATS,
    "Loyalty bonus (points)": 3,
}


def _minutes(hhmm: str) -> int:
    hours, minutes = hhmm.split(":")
    return int(hours) * 60 + int(minutes)


def _clock(minutes: int) -> str:
    return f"{minutes // 60:02d}:{minutes % 60:02d}"


@rule
def constant(what: str) -> int:
    return CONSTANTS[what]


@rule
def flights_revealed(players: int) -> int:
    """Flight cards turned face up at the start of a wave: two per player and one spare."""
    return 2 * players + 1


@rule
def flights_taken(players: int | None = None) -> int:
    """Flights each player claims in one wave."""
    return 2


@rule
def concourses_in_use(players: int) -> int:
    """Concourse C stays closed in a two-player game."""
    return 2 if players == 2 else 3


@rule
def gates_in_use(players: int) -> int:
    return 12 * concourses_in_use(players)


@rule
def crew_markers_each(players: int | None = None) -> int:
    return 2


@rule
def waves(players: int | None = None) -> int:
    return WAVES


@rule
def wave_opens(wave: int) -> str:
    return _clock(DAY_OPENS + (wave - 1) * WAVE_LENGTH)


@rule
def wave_last_departure(wave: int) -> str:
    last = DAY_OPENS + wave * WAVE_LENGTH - 1
    return _clock(min(last, _minutes(CURFEW) - 1))


@rule
def wave_of(departs: str) -> int:
    return (_minutes(departs) - DAY_OPENS) // WAVE_LENGTH + 1


@rule
def seat_points(seats: int) -> int:
    """One point for every full 50 seats."""
    return seats // 50


@rule
def delay_penalty(delay: int) -> int:
    """One point lost for every 15 minutes of delay."""
    return delay // CHIP_MINUTES


@rule
def on_time_bonus(delay: int = 0) -> int:
    return 2 if delay == 0 else 0


@rule
def gate_change_delay() -> int:
    return CHIP_MINUTES


@rule
def curfew() -> str:
    return CURFEW


@rule
def departure_after_delay(departs: str, delay: int) -> str:
    return _clock(_minutes(departs) + delay)


@rule
def cancelled(departs: str, delay: int) -> bool:
    return _minutes(departs) + delay >= _minutes(CURFEW)


@rule
def flight_score(seats: int, delay: int, departs: str) -> int:
    if cancelled(departs, delay):
        return 0
    return max(0, seat_points(seats) - delay_penalty(delay)) + on_time_bonus(delay)


@rule
def loyalty_bonus(flights_of_airline: int) -> int:
    return 3 if flights_of_airline >= LOYALTY_FLIGHTS else 0


@rule
def final_score(flight_points: int, airlines: dict) -> int:
    return flight_points + sum(loyalty_bonus(int(n)) for n in airlines.values())


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "flights": 60,
        "delays": 16,
        "gate-board": 1,
        "wave-board": 1,
        "wave-marker": 1,
        "crew-markers": crew_markers_each(players) * players,
        "delay-chips": 40,
        "flight-log": 1,
    }


@invariant("every flight card's wave is the wave its departure time falls in", per_player_count=False)
def waves_match_times(game) -> bool | str:
    for card in game.deck("flights").cards:
        if wave_of(card.fields["departs"]) != card.fields["wave"]:
            return f"{card.name} departs {card.fields['departs']} but says wave {card.fields['wave']}"
    return True


@invariant("every flight departs before the curfew", per_player_count=False)
def before_curfew(game) -> bool | str:
    late = [c.name for c in game.deck("flights").cards if _minutes(c.fields["departs"]) >= _minutes(CURFEW)]
    return True if not late else f"after the curfew: {', '.join(late)}"


@invariant("each wave has enough flights for the most players", per_player_count=False)
def waves_hold_enough(game) -> bool | str:
    for wave in range(1, WAVES + 1):
        n = sum(c.count for c in game.deck("flights").cards if c.fields["wave"] == wave)
        if n < flights_revealed(PLAYERS[1]):
            return f"wave {wave} has only {n} flights"
    return True


@invariant("a flight card says wide-body exactly when it seats 250 or more", per_player_count=False)
def wide_bodies_marked(game) -> bool | str:
    for card in game.deck("flights").cards:
        wide = card.fields["seats"] >= WIDE_BODY_SEATS
        if wide != card.fields["text"].startswith("Wide-body"):
            return f"{card.name} has {card.fields['seats']} seats"
    return True


@invariant("seats run from 150 to 300", per_player_count=False)
def seats_in_range(game) -> bool | str:
    odd = [c.name for c in game.deck("flights").cards if not 150 <= c.fields["seats"] <= 300]
    return True if not odd else f"odd seats: {', '.join(odd)}"


@invariant("setup takes every card of both decks", per_player_count=False)
def decks_come_out_whole(game) -> bool | str:
    s = setup(PLAYERS[0])
    for deck in ("flights", "delays"):
        if s[deck] != game.deck(deck).total:
            return f"setup takes {s[deck]} {deck} but the deck has {game.deck(deck).total}"
    chips = next(c for c in game.inventory if c.id == "delay-chips")
    return True if chips.count == s["delay-chips"] else "delay chips differ from the box"
