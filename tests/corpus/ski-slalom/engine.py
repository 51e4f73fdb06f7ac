"""Gate Crash: a downhill slalom race of two runs."""
from generator.engine import invariant, rule

PLAYERS = (2, 6)

LIMITS = {1: 6, 2: 5, 3: 4, 4: 6, 5: 3, 6: 5, 7: 6, 8: 4, 9: 3, 10: 5,
          11: 6, 12: 6, 13: 4, 14: 2, 15: 5, 16: 6, 17: 3, 18: 4, 19: 5, 20: 6}
GATES = 20
TENTHS_PER_TURN = 40


@rule
def gate_count() -> int:
    """Gates on the slope."""
    return GATES


@rule
def turn_limit(gate: int) -> int:
    """The highest speed a skier may take through this gate."""
    return LIMITS[gate]


@rule
def hand_size(players: int | None = None) -> int:
    return 4


@rule
def turn_seconds(players: int | None = None) -> int:
    """Seconds the race clock adds for every turn a skier spends on the slope."""
    return TENTHS_PER_TURN // 10


@rule
def turns_lost(players: int | None = None) -> int:
    """Turns a crash costs after the turn of the crash itself."""
    return 1


@rule
def runs_per_race(players: int | None = None) -> int:
    return 2


@rule
def max_speed() -> int:
    return 6


@rule
def finish_tenths(steps: int, speed: int) -> int:
    """Tenths of a second the finishing turn takes: the part of a turn the skier needs, rounded."""
    return (2 * TENTHS_PER_TURN * steps + speed) // (2 * speed)


@rule
def clock(tenths: int) -> str:
    """A time kept in tenths, printed as seconds and tenths."""
    return f"{tenths // 10}.{tenths % 10}"


@rule
def finish_time(speed: int, steps: int) -> str | None:
    if steps > speed:
        return None
    return clock(finish_tenths(steps, speed))


@rule
def run_tenths(moves: list) -> int:
    """Ski a run from the Start hut, one speed per turn; the time in tenths of a second."""
    pos = 0
    time = 0
    for speed in moves:
        steps_left = GATES + 1 - pos
        through = range(pos + 1, min(pos + speed, GATES) + 1)
        broken = [g for g in through if LIMITS[g] < speed]
        if broken:
            pos = broken[0] - 1
            time += TENTHS_PER_TURN * (1 + turns_lost())
        elif speed >= steps_left:
            return time + finish_tenths(steps_left, speed)
        else:
            pos += speed
            time += TENTHS_PER_TURN
    raise ValueError("the run did not reach the finish line")


@rule
def total_tenths(runs: list) -> int:
    return sum(runs)


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "slope-board": 1,
        "speed": 40,
        "skier-pawns": players,
        "crash-tokens": players,
        "results-pad": 1,
    }


@invariant("every speed card's speed is between 1 and the top speed", per_player_count=False)
def speeds_in_range(game) -> bool | str:
    bad = [c.name for c in game.deck("speed").cards if not 1 <= c.fields["speed"] <= max_speed()]
    return True if not bad else f"out of range: {', '.join(bad)}"


@invariant("the deck deals every skier a full hand and a first draw for each")
def deck_deals(players: int, game) -> bool | str:
    total = game.deck("speed").total
    return True if total >= (hand_size() + 1) * players else f"{total} cards for {players} hands"


@invariant("each gate on the board is drawn as its turn limit's kind", per_player_count=False)
def board_matches_limits(game) -> bool | str:
    slope = next(m for m in game.maps if m.id == "slope")
    for g in range(1, GATES + 1):
        loc = slope.location(f"gate-{g}")
        if loc is None or loc.kind != f"limit-{LIMITS[g]}":
            return f"Gate {g} is not drawn as turn limit {LIMITS[g]}"
    return True


@invariant("the speed deck comes out whole", per_player_count=False)
def deck_comes_out(game) -> bool | str:
    return True if game.deck("speed").total == setup(2)["speed"] else "setup and the deck disagree"


def play(players: int, variant: str | None = None) -> dict:
    return {"speed": {"hand": hand_size(), "draw": 1}}
