"""Pit Lane: the rules the printed tables and examples are held to.

Every time is kept in tenths of a second (920 is 1:32.0); clock() prints it.
"""
from generator.engine import invariant, rule

PLAYERS = (2, 6)

BASE_LAP = 920          # 1:32.0 on the Vallonga circuit
TANK = 20               # litres in a full tank
WEAR_LIMIT = 5          # steps of tyre wear; at the limit the Grip die is rolled
WEAR_STEP = 3           # tenths added per step of wear
GRID_STEP = 5           # tenths added to lap 1 per grid slot behind pole
COAST = 40              # tenths added on a coast lap
PUNCTURE = 200          # tenths added by a puncture
PIT_LANE = 15           # seconds: driving through the pit lane
TYRES = 3               # seconds: a fresh set of tyres
CAN_SECONDS = 2         # seconds per can of fuel
CAN_LITRES = 5          # litres in a can


def _tenths_text(tenths: int) -> str:
    return f"{tenths // 10}.{tenths % 10}"


@rule
def clock(tenths: int) -> str:
    """A time in tenths printed as minutes:seconds.tenths (918 -> 1:31.8)."""
    minutes, rest = divmod(tenths, 600)
    seconds, tenth = divmod(rest, 10)
    return f"{minutes}:{seconds:02d}.{tenth}"


@rule
def base_lap() -> int:
    return BASE_LAP


@rule
def laps(players: int) -> int:
    """Laps in the race."""
    return 10 if players <= 3 else 8 if players <= 5 else 7


@rule
def hand_size(players: int) -> int:
    """Pace cards each driver holds."""
    return 4 if players <= 3 else 3


@rule
def tank_litres(players: int | None = None) -> int:
    return TANK


@rule
def wear_limit(players: int | None = None) -> int:
    return WEAR_LIMIT


@rule
def cards_drawn(players: int | None = None) -> int:
    """Pace cards drawn at the end of each lap."""
    return 1


@rule
def wear_seconds(wear: int) -> str:
    """Seconds added to a lap by the tyre wear at its start, as printed."""
    return _tenths_text(WEAR_STEP * min(wear, WEAR_LIMIT))


@rule
def grip_roll(wear: int) -> bool:
    """Whether a lap begun at this wear needs the Grip die."""
    return wear >= WEAR_LIMIT


@rule
def grid_seconds(slot: int) -> str:
    """Seconds added to lap 1 from this grid slot."""
    return _tenths_text(GRID_STEP * (slot - 1))


@rule
def penalty_seconds(what: str) -> str:
    return _tenths_text({"Each step of tyre wear": WEAR_STEP,
                         "Each grid slot behind pole": GRID_STEP,
                         "Coast lap": COAST,
                         "Puncture": PUNCTURE}[what])


@rule
def lap_tenths(pace: int, wear: int, delay: int = 0, slot: int = 1) -> int:
    """One lap: base lap + the pace card + tyre wear at the start + Race Control + grid (lap 1 only)."""
    return BASE_LAP + pace + WEAR_STEP * min(wear, WEAR_LIMIT) + delay + GRID_STEP * (slot - 1)


@rule
def fuel_after(fuel: int, burn: int) -> int:
    return fuel - burn


@rule
def wear_after(wear: int, steps: int) -> int:
    return min(wear + steps, WEAR_LIMIT)


@rule
def cans_to_fill(fuel: int) -> int:
    """Cans needed to fill the tank from this much fuel (a part-can counts whole)."""
    return -(-(TANK - fuel) // CAN_LITRES)


@rule
def pit_seconds(cans: int, tyres: bool, saving: int = 0) -> int:
    """A pit stop: the pit lane, each can of fuel, fresh tyres, less a Safety Car saving."""
    return PIT_LANE + CAN_SECONDS * cans + (TYRES if tyres else 0) - saving


@rule
def race_tenths(laps: list) -> int:
    """A race time: every lap time (pit stops included) added up."""
    return sum(laps)


@rule
def grip(roll: int) -> str:
    return "puncture" if roll <= 2 else "holds"


@rule
def championship_points(place: int) -> int:
    return {1: 10, 2: 6, 3: 4, 4: 3, 5: 2, 6: 1}[place]


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "pace": 36,
        "events": 14,
        "car-mats": players,
        "fuel-markers": players,
        "tyre-markers": players,
        "cars": players,
        "lap-marker": 1,
        "pit-wall": 1,
        "grip-die": 1,
        "timing-pad": 1,
    }


def play(players: int, variant: str | None = None) -> dict:
    return {"pace": {"hand": hand_size(players), "draw": cards_drawn(players)},
            "grip-die": {"dice": 1}}


@invariant("every pace card burns no more than a full tank", per_player_count=False)
def cards_fit_tank(game) -> bool | str:
    over = [c.name for c in game.deck("pace").cards if c.fields["fuel"] > TANK]
    return True if not over else f"burns more than the tank: {', '.join(over)}"


@invariant("the Race Control deck lasts the longest race", per_player_count=False)
def events_last(game) -> bool | str:
    total = game.deck("events").total
    return True if total >= laps(2) else f"{total} Race Control cards for {laps(2)} laps"


@invariant("the opening hands leave cards in the Pace deck")
def hands_fit(players: int, game) -> bool | str:
    total = game.deck("pace").total
    dealt = hand_size(players) * players + players   # hands, plus one qualifying card each redrawn
    return True if dealt < total else f"{dealt} cards dealt of {total}"


@invariant("a full tank cannot run the race at Race Pace without a stop", per_player_count=True)
def a_stop_is_needed(players: int, game) -> bool | str:
    race = next(c for c in game.deck("pace").cards if c.id == "race-pace")
    # tyres wear 1 a lap at Race Pace: past the wear limit before the flag at every count
    return True if race.fields["wear"] * laps(players) > WEAR_LIMIT else "no stop needed"


@invariant("the tank holds whole cans", per_player_count=False)
def whole_cans() -> bool:
    return TANK % CAN_LITRES == 0


@invariant("every Safety Car saving is less than the pit lane", per_player_count=False)
def savings_small(game) -> bool | str:
    big = [c.name for c in game.deck("events").cards if c.fields["pit_saving"] >= PIT_LANE]
    return True if not big else f"saves the whole pit lane: {', '.join(big)}"


@invariant("the game.yaml pit costs are the engine's", per_player_count=False)
def pit_costs_agree(game) -> bool | str:
    want = {"pit-lane": PIT_LANE, "fresh-tyres": TYRES, "refuelling": CAN_SECONDS}
    got = {c.id: c.items[0].amount for c in game.costs}
    return True if all(got.get(k) == v for k, v in want.items()) else f"costs {got}, engine {want}"
