"""Engine model of Parking Levels: the rules the printed tables are bound to.

Car lengths are kept in decimetres (4.1 m is 41), so that every length is a
whole number; a bay is 2.5 m, 25 dm. Money is in whole pounds.
"""
import math

from generator.engine import invariant, rule

PLAYERS = (2, 4)

FLOORS = ("B2", "B1", "G", "1", "2", "3")      # bottom to top
BELOW_GROUND = ("B2", "B1")
BAY_LENGTH_DM = 25
CAR_CARDS = 44                                  # held to the deck by an invariant

_BAYS = {"B2": 6, "B1": 6, "G": 4, "1": 5, "2": 5, "3": 6}
_FEE = {"B2": 1, "B1": 2, "G": 4, "1": 3, "2": 2, "3": 1}
_CAP = {"B2": 6, "B1": 10, "G": 16, "1": 12, "2": 9, "3": 5}
_BONUS = {"B2": 4, "B1": 3, "G": 2, "1": 3, "2": 4, "3": 5}
_HOURS_OPEN = {2: 12, 3: 10, 4: 9}


def _floor(floor) -> str:
    name = str(floor)
    if name not in _BAYS:
        raise ValueError(f"the garage has no floor {floor!r}")
    return name


@rule
def bays(floor: str) -> int:
    """Bays along the wall of one floor."""
    return _BAYS[_floor(floor)]


@rule
def hourly_fee(floor: str) -> int:
    """Pounds charged per hour of a stay on this floor."""
    return _FEE[_floor(floor)]


@rule
def daily_cap(floor: str) -> int:
    """The most, in pounds, one stay on this floor pays, however long."""
    return _CAP[_floor(floor)]


@rule
def full_floor_bonus(floor: str) -> int:
    """Pounds scored at the end of the day for a floor whose bays are all taken."""
    return _BONUS[_floor(floor)]


@rule
def tall_allowed(floor: str) -> bool:
    """Tall vehicles do not fit under the low ceilings below ground."""
    return _floor(floor) not in BELOW_GROUND


@rule
def fee(floor: str, hours: int) -> int:
    """What a stay pays: the hourly fee times the hours, at most the daily cap."""
    return min(hourly_fee(floor) * int(hours), daily_cap(floor))


@rule
def bays_needed(length_dm: int) -> int:
    """Bays side by side a car of this length (in dm) needs to cover its length."""
    return math.ceil(length_dm / BAY_LENGTH_DM)


@rule
def bay_length_dm() -> int:
    return BAY_LENGTH_DM


@rule
def barrier_size(players: int = 2) -> int:
    """Car cards face up at the barrier: one more than the players."""
    return players + 1


@rule
def opening_hours(players: int = 2) -> int:
    """Rounds (hours on the clock) before the garage closes."""
    return _HOURS_OPEN[players]


@rule
def final_takings(fees: list, full_floors: list) -> int:
    """A sheet's score: every fee written on it, plus the bonus of each full floor."""
    return sum(fees) + sum(full_floor_bonus(f) for f in full_floors)


@rule
def sheet_floors() -> list:
    """The garage sheet's rows, roof first: one cell each, with the floor's numbers."""
    return [[{"floor": f, "fee": _FEE[f], "cap": _CAP[f], "bonus": _BONUS[f], "below": f in BELOW_GROUND}]
            for f in reversed(FLOORS)]


@rule
def sheet_bays() -> list:
    """The garage sheet's bay boxes, roof first: True where the floor has a bay."""
    widest = max(_BAYS.values())
    return [[i < _BAYS[f] for i in range(widest)] for f in reversed(FLOORS)]


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "cars": CAR_CARDS,          # every Car card, shuffled into the pile
        "day-board": 1,
        "clock-marker": 1,
        "barrier-keys": 1,
        "garage-pad": 1,
        "pencils": players,
    }


def play(players: int, variant: str | None = None) -> dict[str, dict]:
    return {"cars": {"table": barrier_size(players), "per_round": players}}


@invariant("every car's bays are the bays its length needs", per_player_count=False)
def bays_match_lengths(game) -> bool | str:
    wrong = [c.name for c in game.deck("cars").cards
             if c.fields["bays"] != bays_needed(c.fields["length_dm"])]
    return True if not wrong else f"bays do not match the length: {', '.join(wrong)}"


@invariant("the longest car fits on the smallest floor", per_player_count=False)
def longest_fits(game) -> bool | str:
    most = max(c.fields["bays"] for c in game.deck("cars").cards)
    return True if most <= min(_BAYS.values()) else f"a car needs {most} bays"


@invariant("every stay on a card is a column of the tariff", per_player_count=False)
def stays_on_tariff(game) -> bool | str:
    tariff = next(t for t in game.tables if t.id == "tariff")
    columns = set(tariff.axis.values)
    odd = [c.name for c in game.deck("cars").cards if c.fields["hours"] not in columns]
    return True if not odd else f"stays missing from the tariff: {', '.join(odd)}"


@invariant("setup shuffles the whole Car deck", per_player_count=False)
def whole_deck_comes_out(game) -> bool | str:
    total = game.deck("cars").total
    return True if total == CAR_CARDS else f"the deck holds {total}, setup says {CAR_CARDS}"


@invariant("the Car deck lasts the whole day with the barrier full")
def deck_lasts_the_day(players: int, game) -> bool | str:
    needed = opening_hours(players) * players + barrier_size(players)
    total = game.deck("cars").total
    return True if total >= needed else f"{needed} cars needed, {total} in the deck"
