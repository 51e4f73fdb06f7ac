"""Double Top: a dice game of darts. The rules the tables, die tables and examples print."""
from generator.engine import invariant, rule

PLAYERS = (2, 4)

# The numbers round a dartboard, clockwise from the top.
BOARD_ORDER = (20, 1, 18, 4, 13, 6, 10, 15, 2, 17, 3, 19, 7, 16, 8, 11, 14, 9, 12, 5)

FORMATS = {
    "Standard": {"start": 501, "legs": 3, "sets": 2},
    "Quick": {"start": 301, "legs": 2, "sets": 1},
}

# Finishing doubles in the order a player would rather finish on them.
PREFERRED_DOUBLES = (20, 16, 8, 18, 12, 10, 4, 6, 14, 2, 19, 17, 15, 13, 11, 9, 7, 5, 3, 1)

DARTS_PER_VISIT = 3
NERVE_CARDS_EACH = 2
NERVE_CARDS_PER_VISIT = 1
OUTER_BULL = 25
BULLSEYE = 50


# ---- the Throw die, read by what you aim at -----------------------------------------

@rule
def single_aim(roll: int) -> str:
    """Aiming at a single: a 1 catches the wire."""
    return "wire" if roll == 1 else "single"


@rule
def double_aim(roll: int) -> str:
    """Aiming at a double, the thin outer ring: miss it outward and the dart scores nothing."""
    if roll <= 2:
        return "outside"
    return "single" if roll <= 4 else "double"


@rule
def treble_aim(roll: int) -> str:
    """Aiming at a treble: low rolls catch the wire."""
    if roll <= 2:
        return "wire"
    return "single" if roll <= 4 else "treble"


@rule
def bull_aim(roll: int) -> str:
    if roll <= 2:
        return "bounce"
    return "outer-bull" if roll <= 5 else "bullseye"


AIM_RULES = {"single": single_aim, "double": double_aim, "treble": treble_aim, "bull": bull_aim}


@rule
def faces_that_hit(aim: str) -> int:
    """How many of the six faces land the dart exactly where it was aimed."""
    hit = {"single": "single", "double": "double", "treble": "treble", "bull": "bullseye"}[aim.lower()]
    return sum(1 for roll in range(1, 7) if AIM_RULES[aim.lower()](roll) == hit)


@rule
def next_clockwise(number: int) -> int:
    """The number a wired dart drops into: the next one clockwise round the board."""
    i = BOARD_ORDER.index(number)
    return BOARD_ORDER[(i + 1) % len(BOARD_ORDER)]


def _clamp(roll: int) -> int:
    return max(1, min(6, roll))


@rule
def dart_score(aim: str, number: int = 0, roll: int = 1, shift: int = 0) -> int:
    """Points one dart scores. `shift` is a Nerve card's change to the roll (a roll stays 1 to 6)."""
    roll = _clamp(roll + shift)
    aim = aim.lower()
    result = AIM_RULES[aim](roll)
    if aim == "bull":
        return {"bounce": 0, "outer-bull": OUTER_BULL, "bullseye": BULLSEYE}[result]
    if result == "wire":
        return next_clockwise(number)
    if result == "outside":
        return 0
    return number * {"single": 1, "double": 2, "treble": 3}[result]


def _finishes(aim: str, roll: int) -> bool:
    """Does this dart land in a double (or the bullseye)?"""
    result = AIM_RULES[aim](roll)
    return result in ("double", "bullseye")


@rule
def visit_trail(need: int, darts: list) -> list:
    """What is left after each dart of a visit; a bust puts the score back to `need` and ends it.

    Each dart is [aim, number, roll] or [aim, number, roll, shift]."""
    left = need
    trail = []
    for dart in darts:
        aim, number, roll = str(dart[0]).lower(), int(dart[1]), int(dart[2])
        shift = int(dart[3]) if len(dart) > 3 else 0
        scored = dart_score(aim, number, roll, shift)
        after = left - scored
        if is_bust(after, _finishes(aim, _clamp(roll + shift))):
            trail.append(need)
            return trail
        trail.append(after)
        left = after
        if after == 0:
            return trail
    return trail


@rule
def visit(need: int, darts: list) -> int:
    """What is left after a whole visit."""
    trail = visit_trail(need, darts)
    return trail[-1] if trail else need


@rule
def is_bust(left: int, on_double: bool = False) -> bool:
    """A dart busts when it leaves less than nothing, leaves exactly 1, or reaches 0 off a double."""
    return left < 0 or left == 1 or (left == 0 and not on_double)


@rule
def darts_per_visit() -> int:
    return DARTS_PER_VISIT


@rule
def nerve_cards_dealt(players: int = 2) -> int:
    """Nerve cards dealt to each player at the start of every leg."""
    return NERVE_CARDS_EACH


@rule
def nerve_cards_per_visit() -> int:
    return NERVE_CARDS_PER_VISIT


# ---- formats: legs, sets and the match ------------------------------------------------

@rule
def starting_score(format: str = "Standard") -> int:
    return FORMATS[format]["start"]


@rule
def legs_to_win_set(format: str = "Standard") -> int:
    return FORMATS[format]["legs"]


@rule
def sets_to_win_match(format: str = "Standard") -> int:
    return FORMATS[format]["sets"]


# ---- checkouts --------------------------------------------------------------------------

def _single_darts():
    """Every dart a player can score with, best first, as (label, points)."""
    darts = [(f"T{n}", 3 * n) for n in range(20, 0, -1)]
    darts += [("Bull", BULLSEYE), ("25", OUTER_BULL)]
    darts += [(f"{n}", n) for n in range(20, 0, -1)]
    darts += [(f"D{n}", 2 * n) for n in range(20, 0, -1)]
    return darts


def _finishing_darts():
    return [(f"D{n}", 2 * n) for n in PREFERRED_DOUBLES] + [("Bull", BULLSEYE)]


def _one_dart(points: int):
    for label, value in _single_darts():
        if value == points:
            return label
    return None


def _route(need: int):
    for label, value in _finishing_darts():
        if value == need:
            return [label]
    for label, value in _finishing_darts():
        first = _one_dart(need - value)
        if first:
            return [first, label]
    for label, value in _finishing_darts():
        rest = need - value
        for first_label, first_value in _single_darts():
            second = _one_dart(rest - first_value)
            if second:
                return [first_label, second, label]
    return None


@rule
def checkout(need: int) -> str | None:
    """One way to finish from `need` in three darts or fewer, or None where there is none."""
    route = _route(need)
    return " ".join(route) if route else None


@rule
def checkout_darts(need: int) -> int | None:
    route = _route(need)
    return len(route) if route else None


@rule
def checkout_part(need: int, part: str) -> str | int | None:
    """One column of the checkout table: the finish itself, or how many darts it takes."""
    return checkout(need) if part == "Finish" else checkout_darts(need)


@rule
def highest_checkout() -> int:
    return max(n for n in range(2, 181) if _route(n))


@rule
def bogey_numbers() -> list:
    """Scores up to the highest checkout that no three darts can finish."""
    return [n for n in range(2, highest_checkout() + 1) if not _route(n)]


# ---- box ----------------------------------------------------------------------------------

def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "throw-die": 1,
        "dartboard-mat": 1,
        "dart-markers": 3 * players,
        "leg-markers": (legs_to_win_set() - 1) * players,
        "set-markers": (sets_to_win_match() - 1) * players,
        "nerve": 16,
        "scoreboard-pad": 1,
        "pencils": players,
    }


def play(players: int, variant: str | None = None) -> dict[str, dict]:
    return {"nerve": {"hand": NERVE_CARDS_EACH, "draw": 0}}


@invariant("each player has a dart marker for every dart of a visit", per_player_count=False)
def markers_per_dart(game) -> bool | str:
    line = next(c for c in game.inventory if c.id == "dart-markers")
    return True if line.per_player == DARTS_PER_VISIT else f"{line.per_player} markers each, {DARTS_PER_VISIT} darts"


@invariant("leg and set markers cover a player one short of each win", per_player_count=False)
def markers_cover_wins(game) -> bool | str:
    legs = next(c for c in game.inventory if c.id == "leg-markers")
    sets = next(c for c in game.inventory if c.id == "set-markers")
    most_legs = max(v["legs"] for v in FORMATS.values()) - 1
    most_sets = max(v["sets"] for v in FORMATS.values()) - 1
    if legs.per_player < most_legs:
        return f"{legs.per_player} leg markers each, {most_legs} needed"
    if sets.per_player < most_sets:
        return f"{sets.per_player} set markers each, {most_sets} needed"
    return True


@invariant("the Nerve deck deals every player's hand at the most players")
def nerve_deck_deals(players: int, game) -> bool | str:
    deck = game.deck("nerve")
    need = nerve_cards_dealt(players) * players
    return True if deck.total >= need else f"{deck.total} cards, {need} dealt"


@invariant("every suggested checkout adds up to its score and ends on a double", per_player_count=False)
def checkouts_add_up(game) -> bool | str:
    values = {label: value for label, value in _single_darts()}
    for need in range(2, 171):
        route = _route(need)
        if route is None:
            continue
        if sum(values[d] for d in route) != need:
            return f"{need}: {' '.join(route)} does not add up"
        if not (route[-1].startswith("D") or route[-1] == "Bull"):
            return f"{need}: {' '.join(route)} does not end on a double"
    return True
