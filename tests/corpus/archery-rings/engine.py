"""Ten Rings: the rules the tables, examples and boards print."""

from generator.engine import invariant, rule

PLAYERS = (1, 6)

DISTANCES = (30, 50, 70)          # metres, shot closest first
ENDS_PER_DISTANCE = 2
ARROWS_PER_END = 3
RINGS = 10                        # scoring rings, 10 in the centre down to 1 at the edge
FOCUS_EACH = 3
AIM_STICKERS = {"X": 0, "0": 0, "1": 1, "2": 2, "3": 3}   # rings off each aim-die face shows


@rule
def aim_dice(distance: int) -> int:
    """Aim dice rolled for one arrow at this distance."""
    return {30: 1, 50: 2, 70: 3}[distance]


@rule
def aim_dice_aiming_off(distance: int) -> int:
    """Aiming off into the wind costs one more aim die."""
    return aim_dice(distance) + 1


@rule
def ends_at(distance: int) -> int:
    return ENDS_PER_DISTANCE


@rule
def arrows_per_end() -> int:
    return ARROWS_PER_END


@rule
def total_ends() -> int:
    return ENDS_PER_DISTANCE * len(DISTANCES)


@rule
def total_arrows() -> int:
    return total_ends() * ARROWS_PER_END


@rule
def end_distances() -> list:
    """The distance of each end in order, as the scorecard prints it."""
    return [d for d in DISTANCES for _ in range(ENDS_PER_DISTANCE)]


@rule
def ring_scores() -> list:
    """The rings from the centre outwards, as the target board labels them."""
    return list(range(RINGS, 0, -1))


@rule
def ring_score(rings_off) -> int:
    """What an arrow scores when it lands this many rings from the centre."""
    if rings_off == "10 or more":
        return 0
    return max(0, RINGS - rings_off)


@rule
def rings_off(faces: list, drift: int = 0, aim_off: bool = False) -> int:
    dice = sum(AIM_STICKERS[str(f)] for f in faces)
    return dice if aim_off else dice + drift


@rule
def arrow_score(faces: list, drift: int = 0, aim_off: bool = False) -> int:
    return ring_score(rings_off(faces, drift, aim_off))


@rule
def is_x(faces: list, drift: int = 0, aim_off: bool = False) -> bool:
    return arrow_score(faces, drift, aim_off) == RINGS and "X" in [str(f) for f in faces]


@rule
def end_total(arrows: list) -> int:
    return sum(arrows)


@rule
def max_score() -> int:
    return total_arrows() * RINGS


@rule
def focus_tokens(players: int | None = None) -> int:
    """Focus tokens each archer starts with."""
    return FOCUS_EACH


@rule
def focus_regained() -> int:
    """Focus tokens each archer takes back on moving to a new distance (never above the start)."""
    return 1


@rule
def details(players: int) -> int:
    """Shooting details: one group up to three archers, two from four."""
    return 1 if players <= 3 else 2


@rule
def solo_target(badge: str) -> int:
    return {"Bronze": 100, "Silver": 115, "Gold": 130}[badge]


@rule
def aim(roll: int) -> str:
    return {1: "bull", 2: "true-shot", 3: "one-off", 4: "one-off", 5: "two-off", 6: "three-off"}[roll]


@rule
def winner(archers: dict) -> str:
    """Highest total; ties go to the most Xs, then the most 10s (Xs included)."""
    return max(archers, key=lambda name: tuple(archers[name]))


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "wind": 12,
        "target-board": 1,
        "aim-dice": 4,
        "focus-tokens": focus_tokens(players) * players,
        "arrow-markers": 3 * players,
        "score-pad": 1,
    }


@invariant("the box holds as many aim dice as the most an archer ever rolls", per_player_count=False)
def enough_aim_dice(game) -> bool | str:
    box = next(c for c in game.inventory if c.id == "aim-dice").count
    most = max(aim_dice_aiming_off(d) for d in DISTANCES)
    return True if box >= most else f"{box} aim dice, {most} needed"


@invariant("the wind deck lasts the whole tournament", per_player_count=False)
def wind_lasts(game) -> bool | str:
    deck = game.deck("wind")
    return True if deck.total >= total_ends() else f"{deck.total} wind cards for {total_ends()} ends"


@invariant("no wind drifts less at a longer distance", per_player_count=False)
def wind_grows_with_distance(game) -> bool | str:
    for card in game.deck("wind").cards:
        d = card.fields
        if not d["drift_30"] <= d["drift_50"] <= d["drift_70"]:
            return f"{card.name} drifts less further back"
    return True


@invariant("the box holds every archer's focus tokens")
def focus_in_box(players: int, game) -> bool:
    line = next(c for c in game.inventory if c.id == "focus-tokens")
    return line.count >= focus_tokens(players) * players
