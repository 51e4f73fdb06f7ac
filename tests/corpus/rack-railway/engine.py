"""Engine model of Cog & Summit, a rack railway game.

Money is kept in rappen (hundredths of a franc) so that CHF 12.50 is 1250;
the documents print it with the `cents("CHF ")` filter.
"""
from math import ceil

from generator.engine import invariant, rule

PLAYERS = (2, 4)

STATIONS = ["Talboden", "Eggwald", "Alp Sura", "Felsentor", "Gipfel"]

# (section name, length in metres, gradient in percent), valley to summit
SECTIONS = [
    ("Talboden to Eggwald", 1200, 12),
    ("Eggwald to Alp Sura", 1500, 22),
    ("Alp Sura to Felsentor", 900, 35),
    ("Felsentor to Gipfel", 600, 48),
]

VALLEY_ALTITUDE = 640          # metres above sea level at Talboden
ADULT_FARES = {"Eggwald": 650, "Alp Sura": 1250, "Felsentor": 1800, "Gipfel": 2450}

DEPARTURES = ["09:00", "09:30", "10:00", "10:30", "11:00", "11:30", "12:00", "12:30", "13:00", "13:30"]
RUSH = {"09:30": 1, "10:00": 1, "12:00": 1}

STEEP = 30                     # a section of this gradient or more is climbed at half speed
MINUTES_APART = 30             # between two departures
POWER_PER_TONNE = 50           # rappen per tonne of train for each section climbed
STARTING_CASH = 25000          # rappen
GROUP_CARDS = 56
TRAIN_CARDS = 14
BUSY_MARKERS_EACH = 4


def _sections_to(station: str) -> list[tuple[str, int, int]]:
    if station not in STATIONS[1:]:
        raise ValueError(f"no station above the valley called {station!r}")
    return SECTIONS[: STATIONS.index(station)]


# --- the line ---------------------------------------------------------------

@rule
def section_length(section: str) -> int:
    """Length of a section in metres."""
    return next(length for name, length, _ in SECTIONS if name == section)


@rule
def section_gradient(section: str) -> int:
    """Gradient of a section in percent."""
    return next(grad for name, _, grad in SECTIONS if name == section)


@rule
def altitude(station: str) -> int:
    """Height of a station above sea level in metres (rise = length x gradient)."""
    if station == STATIONS[0]:
        return VALLEY_ALTITUDE
    return VALLEY_ALTITUDE + sum(length * grad // 100 for _, length, grad in _sections_to(station))


@rule
def sections_climbed(station: str) -> int:
    """Sections a train climbs from Talboden to this station."""
    return len(_sections_to(station))


@rule
def steepest_gradient(station: str) -> int:
    """The steepest gradient (percent) on the way up to this station."""
    return max(grad for _, _, grad in _sections_to(station))


@rule
def steep_gradient() -> int:
    """From this gradient (percent) on, a section is steep and climbed at half speed."""
    return STEEP


# --- fares and money --------------------------------------------------------

def chf(rappen: int) -> str:
    """A price as printed in the fare table: CHF and the amount kept on one line."""
    return f"CHF\u00a0{rappen // 100:,}.{rappen % 100:02d}"


@rule
def adult_fare(station: str) -> str:
    """The printed adult fare from Talboden."""
    return chf(ADULT_FARES[station])


@rule
def child_fare(station: str) -> str:
    """Children ride at half fare."""
    return chf(ADULT_FARES[station] // 2)


@rule
def adult_fare_rappen(station: str) -> int:
    return ADULT_FARES[station]


@rule
def ticket_takings(adults: dict, children: dict | None = None) -> int:
    """Rappen taken for one train: adults and children by the station they ride to."""
    total = sum(ADULT_FARES[st] * n for st, n in adults.items())
    total += sum(ADULT_FARES[st] // 2 * n for st, n in (children or {}).items())
    return total


@rule
def power_cost(weight: int, station: str) -> int:
    """Rappen of electricity for one climb: per tonne, per section climbed."""
    return weight * sections_climbed(station) * POWER_PER_TONNE


@rule
def power_per_tonne() -> int:
    """Rappen per tonne of train for each section climbed."""
    return POWER_PER_TONNE


@rule
def journey_profit(adults: dict, weight: int, station: str, children: dict | None = None) -> int:
    """Takings less power, in rappen."""
    return ticket_takings(adults, children) - power_cost(weight, station)


@rule
def starting_cash(players: int | None = None) -> int:
    """Rappen each company starts the day with."""
    return STARTING_CASH


# --- time -------------------------------------------------------------------

def _section_minutes(length: int, grad: int, speed: int) -> int:
    factor = 2 if grad >= STEEP else 1
    return ceil(length * 60 * factor / (speed * 1000))


@rule
def minutes_up(speed: int, station: str) -> int:
    """Minutes from Talboden up to the station, each section rounded up to whole minutes."""
    return sum(_section_minutes(length, grad, speed) for _, length, grad in _sections_to(station))


@rule
def round_trip(speed: int, station: str) -> int:
    """Up and back down again: trains come down as slowly as they go up."""
    return 2 * minutes_up(speed, station)


@rule
def misses_next_departure(speed: int, station: str) -> bool:
    """A train away longer than the gap between departures sits out the next one."""
    return round_trip(speed, station) > MINUTES_APART


@rule
def minutes_between_departures() -> int:
    return MINUTES_APART


def _clock(minutes: int) -> str:
    return f"{minutes // 60:02d}:{minutes % 60:02d}"


def _minutes(clock: str) -> int:
    h, m = clock.split(":")
    return int(h) * 60 + int(m)


@rule
def back_at(departs: str, speed: int, station: str) -> str:
    """The time the train is back at Talboden."""
    return _clock(_minutes(departs) + round_trip(speed, station))


@rule
def next_departure(departs: str, speed: int, station: str) -> str:
    """The first departure at or after the train is back (may be past the last)."""
    back = _minutes(departs) + round_trip(speed, station)
    slot = _minutes(departs)
    while slot < back:
        slot += MINUTES_APART
    return _clock(slot)


@rule
def departures(players: int | None = None) -> int:
    """Departures in the day's timetable."""
    return len(DEPARTURES)


@rule
def first_departure() -> str:
    return DEPARTURES[0]


@rule
def last_departure() -> str:
    return DEPARTURES[-1]


@rule
def extra_groups(departure: str) -> int:
    """Rush-hour groups added to the platform at this departure."""
    return RUSH.get(departure, 0)


@rule
def groups_revealed(players: int) -> int:
    """Group cards turned onto the platform at every departure."""
    return players + 1


@rule
def depot_size(players: int) -> int:
    """Train cards face up in the depot."""
    return players + 1


@rule
def busy_markers_each(players: int | None = None) -> int:
    return BUSY_MARKERS_EACH


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "line-board": 1,
        "groups": GROUP_CARDS,
        "trains": players + (TRAIN_CARDS - 4),   # one Old Kettle each, every other train to the depot
        "trains/old-kettle": players,
        "busy-markers": BUSY_MARKERS_EACH * players,
        "clock-marker": 1,
        "ledger-pad": 1,
    }


# --- invariants ---------------------------------------------------------------

@invariant("the engine's box counts are the box's", per_player_count=False)
def box_counts_agree(game) -> bool | str:
    if game.deck("groups").total != GROUP_CARDS:
        return f"groups deck holds {game.deck('groups').total}, engine says {GROUP_CARDS}"
    if game.deck("trains").total != TRAIN_CARDS:
        return f"trains deck holds {game.deck('trains').total}, engine says {TRAIN_CARDS}"
    kettles = next(c for c in game.deck("trains").cards if c.id == "old-kettle")
    if kettles.count != 4:
        return f"{kettles.count} Old Kettles"
    return True


@invariant("the group deck lasts the whole day")
def groups_last_the_day(players: int, game) -> bool | str:
    needed = sum(groups_revealed(players) + extra_groups(d) for d in DEPARTURES)
    have = game.deck("groups").total
    return True if have >= needed else f"{needed} groups needed, {have} in the deck"


@invariant("the depot can be filled at setup")
def depot_fills(players: int) -> bool:
    return TRAIN_CARDS - 4 >= depot_size(players)


@invariant("every train reaches Alp Sura at least", per_player_count=False)
def trains_reach(game) -> bool | str:
    for card in game.deck("trains").cards:
        if card.fields["gradient"] < steepest_gradient("Alp Sura"):
            return f"{card.name} cannot reach Alp Sura"
    return True


@invariant("no round trip takes an hour, so a train misses at most one departure", per_player_count=False)
def at_most_one_missed(game) -> bool | str:
    for card in game.deck("trains").cards:
        for station in STATIONS[1:]:
            if card.fields["gradient"] >= steepest_gradient(station):
                if round_trip(card.fields["speed"], station) > 2 * MINUTES_APART:
                    return f"{card.name} to {station} takes {round_trip(card.fields['speed'], station)} minutes"
    return True


@invariant("every group fits some train that can take it home", per_player_count=False)
def groups_fit(game) -> bool | str:
    trains = game.deck("trains").cards
    for card in game.deck("groups").cards:
        people = card.fields["adults"] + card.fields["children"]
        dest = card.fields["destination"]
        if not any(t.fields["seats"] >= people and t.fields["gradient"] >= steepest_gradient(dest) for t in trains):
            return f"{card.name} fits no train"
    return True
