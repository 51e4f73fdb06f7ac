"""The Lists at Ashcombe: the rules the tables and examples print."""

from generator.engine import invariant, rule

PLAYERS = (2, 6)

KNIGHTS = ("Gules", "Azure", "Vert", "Or", "Purpure", "Sable")
AIMS = ("Helm", "Shield", "Lance-arm")
GUARDS = ("High guard", "Square guard", "Low guard")

# What an aim does against the guard the other rider holds.
MATRIX = {
    "Helm": {"High guard": "Miss", "Square guard": "Unhorsed", "Low guard": "Glancing blow"},
    "Shield": {"High guard": "Broken lance", "Square guard": "Glancing blow", "Low guard": "Miss"},
    "Lance-arm": {"High guard": "Glancing blow", "Square guard": "Miss", "Low guard": "Broken lance"},
}

POINTS = {"Unhorsed": 5, "Broken lance": 3, "Glancing blow": 1, "Miss": 0}

GARLANDS = 15  # the whole pool goes on the board at setup; held to the box by garlands_enough


@rule
def strike(aim: str, guard: str) -> str:
    """The result of one rider's aim against the other rider's guard."""
    return MATRIX[aim][guard]


@rule
def result_points(result: str) -> int:
    """Points a rider scores for a result."""
    return POINTS[result]


@rule
def strike_points(aim: str, guard: str) -> int:
    """Points an aim scores against a guard."""
    return POINTS[MATRIX[aim][guard]]


@rule
def passes_per_bout(players: int | None = None) -> int:
    """Passes ridden in a bout, unless a rider is unhorsed first."""
    return 3


@rule
def garland_points(players: int | None = None) -> int:
    """Points the winner of a bout adds for the Garland."""
    return 2


@rule
def aim_cards_each(players: int | None = None) -> int:
    return len(AIMS)


@rule
def guard_cards_each(players: int | None = None) -> int:
    return len(GUARDS)


@rule
def score_track_spaces() -> int:
    """Spaces on the score track round the Lists board, 0 to 69."""
    return 70


@rule
def rounds(players: int = 2, variant: str | None = None) -> int:
    """Rounds in the tournament: every knight meets every other knight once (three bouts at two)."""
    if players == 2:
        return 5 if variant == "long-duel" else 3
    return players - 1 if players % 2 == 0 else players


@rule
def bouts_per_round(players: int = 2) -> int:
    return players // 2


@rule
def resting_knights(players: int = 2) -> int:
    """Knights who sit out a round (the Herald)."""
    return players % 2


@rule
def bouts_per_knight(players: int = 2, variant: str | None = None) -> int:
    if players == 2:
        return rounds(2, variant)
    return players - 1


@rule
def total_bouts(players: int = 2, variant: str | None = None) -> int:
    return rounds(players, variant) * bouts_per_round(players)


def _schedule(knights: int) -> list[list[tuple[str, str | None]]]:
    names: list[str | None] = list(KNIGHTS[:knights])
    if knights % 2:
        names.append(None)
    n = len(names)
    out = []
    order = names[:]
    for _ in range(n - 1):
        out.append([(order[i], order[n - 1 - i]) for i in range(n // 2)])
        order = [order[0], order[-1], *order[1:-1]]
    return out


@rule
def pairing(round: int, knights: int) -> str | None:
    """Who rides against whom in a round, and who rests as Herald."""
    if knights == 2:
        return "Gules v Azure" if round <= rounds(2) else None
    sched = _schedule(knights)
    if round > len(sched):
        return None
    bouts = []
    rest = None
    for a, b in sched[round - 1]:
        if a is None or b is None:
            rest = a or b
        else:
            bouts.append(f"{a} v {b}")
    text = ", ".join(bouts)
    if rest:
        text += f" ({rest} rests)"
    return text


def _bout_won(mine: list, theirs: list) -> bool:
    mine_down = "Unhorsed" in theirs
    theirs_down = "Unhorsed" in mine
    if theirs_down and not mine_down:
        return True
    if mine_down and not theirs_down:
        return False
    return sum(POINTS[r] for r in mine) > sum(POINTS[r] for r in theirs)


@rule
def pass_points(results: list) -> int:
    """A rider's points from the passes of a bout, before the Garland."""
    return sum(POINTS[r] for r in results)


@rule
def bout_score(mine: list, theirs: list) -> int:
    """A rider's whole score from a bout: the passes, and the Garland if the bout is won."""
    return pass_points(mine) + (garland_points() if _bout_won(mine, theirs) else 0)


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "aim": aim_cards_each() * players,
        "guard": guard_cards_each() * players,
        "knight-markers": players,
        "garlands": GARLANDS,
        "pass-marker": 1,
        "round-marker": 1,
        "lists-board": 1,
    }


@invariant("every aim misses exactly one guard, and every guard stops exactly one aim", per_player_count=False)
def one_miss_each() -> bool | str:
    for aim in AIMS:
        misses = [g for g in GUARDS if MATRIX[aim][g] == "Miss"]
        if len(misses) != 1:
            return f"{aim} misses {len(misses)} guards"
    for guard in GUARDS:
        stopped = [a for a in AIMS if MATRIX[a][guard] == "Miss"]
        if len(stopped) != 1:
            return f"{guard} stops {len(stopped)} aims"
    return True


@invariant("every knight rides the same number of bouts")
def fair_schedule(players: int) -> bool | str:
    if players == 2:
        return True
    rides = {k: 0 for k in KNIGHTS[:players]}
    for r in range(1, rounds(players) + 1):
        for a, b in _schedule(players)[r - 1]:
            for k in (a, b):
                if k is not None and a is not None and b is not None:
                    rides[k] += 1
    return True if set(rides.values()) == {bouts_per_knight(players)} else f"rides: {rides}"


@invariant("the score track holds the best score a knight can make", per_player_count=False)
def track_long_enough() -> bool:
    best_bout = 2 * POINTS["Broken lance"] + POINTS["Unhorsed"] + garland_points()
    return best_bout * bouts_per_knight(6) < score_track_spaces()


@invariant("the box holds a Garland for every bout", per_player_count=False)
def garlands_enough(game) -> bool | str:
    garlands = next(c for c in game.inventory if c.id == "garlands")
    need = max(total_bouts(p) for p in range(2, 7))
    if garlands.count != GARLANDS:
        return f"the box holds {garlands.count} garlands but setup() puts out {GARLANDS}"
    return True if garlands.count >= need else f"{garlands.count} garlands for {need} bouts"
