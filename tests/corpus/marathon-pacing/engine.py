"""Marathon Pacing: the rules the tables, board and examples print."""

from generator.engine import invariant, rule

PLAYERS = (1, 6)

RUNNER_COLOURS = 6


@rule
def course_km() -> int:
    """Kilometres from the start line to the finish line (the last 195 m are ignored)."""
    return 42


@rule
def water_station_spacing() -> int:
    """Kilometres between two water stations."""
    return 5


@rule
def water_stations() -> list[int]:
    """The kilometres that hold a water station: every 5 km before the finish."""
    return list(range(water_station_spacing(), course_km(), water_station_spacing()))


@rule
def water_station(number: int) -> int:
    """The kilometre of the nth water station, counted from the start."""
    return water_stations()[number - 1]


@rule
def water_station_count() -> int:
    return len(water_stations())


@rule
def water_relief() -> int:
    """Fatigue lost at each water station reached or passed."""
    return 1


@rule
def gel_relief() -> int:
    """Fatigue lost by eating one energy gel."""
    return 2


@rule
def gels_each(players: int | None = None) -> int:
    """Energy gels each runner starts with."""
    return 3


@rule
def hand_size(players: int = 2) -> int:
    """Pace cards each runner holds."""
    if players <= 2:
        return 6
    if players <= 4:
        return 5
    return 4


@rule
def band_fatigue(km: int) -> int:
    """Extra Fatigue for ending a leg at this kilometre."""
    if km <= 15:
        return 0
    if km <= 29:
        return 1
    if km <= 35:
        return 2
    return 1


@rule
def start_km() -> int:
    """The start line's space."""
    return 0


@rule
def band_start(band: int) -> int:
    """The first kilometre of each Fatigue band, counted from 1."""
    return [0, 16, 30, 36][band - 1]


@rule
def wall_start() -> int:
    """The first kilometre of The Wall, the hardest band."""
    return 30


@rule
def wall_end() -> int:
    return 35


@rule
def fatigue_limit() -> int:
    """Fatigue never rises above this."""
    return 10


@rule
def pace_penalty(fatigue: int) -> int:
    """Minutes added to every kilometre of a leg run at this Fatigue."""
    if fatigue <= 3:
        return 0
    if fatigue <= 6:
        return 1
    if fatigue <= 9:
        return 2
    return 3


@rule
def penalty_row() -> list[str]:
    """What the runner board prints under each space of its Fatigue track."""
    return [f"+{pace_penalty(f)}" for f in range(0, fatigue_limit() + 1)]


@rule
def leg_minutes(pace: int, km: int, fatigue: int) -> int:
    """Minutes a leg adds to the clock: the card's pace plus the penalty, times the km run."""
    return (pace + pace_penalty(fatigue)) * km


@rule
def fatigue_after(fatigue: int, card: int, km: int, stations: int = 0, recover: int = 0) -> int:
    """Fatigue after the Drink and Tire steps of a leg that ends at `km`."""
    after = fatigue - stations * water_relief()
    after = max(0, after)
    if recover:
        after = after - recover
    else:
        after = after + card + band_fatigue(km)
    return max(0, min(fatigue_limit(), after))


@rule
def clock(minutes: int) -> str:
    """A time on the race clock, as hours and minutes."""
    return f"{minutes // 60} h {minutes % 60:02d} min"


@rule
def solo_target() -> int:
    """Minutes a solo runner must beat."""
    return 225


@rule
def cutoff() -> int:
    """Minutes after which the sweep bus collects a runner still on the course."""
    return 360


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "pace": 54,
        "course-board": 1,
        "runner-boards": players,
        "runner-tokens": players,
        "fatigue-markers": players,
        "energy-gels": gels_each(players) * players,
        "time-pad": 1,
    }


@invariant("the pace deck deals every hand with cards left to draw", per_player_count=False)
def deck_deals(game) -> bool | str:
    deck = game.deck("pace")
    most = max(hand_size(n) * n for n in range(PLAYERS[0], PLAYERS[1] + 1))
    return True if deck.total >= most * 2 else f"{deck.total} cards, {most} dealt"


@invariant("the setup takes the whole pace deck", per_player_count=False)
def whole_deck(game) -> bool | str:
    total = game.deck("pace").total
    return True if setup(1)["pace"] == total else f"setup takes {setup(1)['pace']}, deck has {total}"


@invariant("the wall is the band of the most Fatigue", per_player_count=False)
def wall_is_hardest() -> bool:
    worst = max(band_fatigue(k) for k in range(0, course_km() + 1))
    return all(band_fatigue(k) == worst for k in range(wall_start(), wall_end() + 1)) and band_fatigue(wall_start() - 1) < worst


@invariant("the box holds a colour for every runner")
def colours_suffice(players: int) -> bool:
    return players <= RUNNER_COLOURS
