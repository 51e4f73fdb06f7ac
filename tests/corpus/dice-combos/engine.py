"""Engine model of Greedy Bones, a press-your-luck game for six dice.

The scoring of a set of dice, the bust rule, the re-roll limit and the
target score by player count all live here; game.yaml's tables, the
worked examples and the rulebook's numbers are held to these rules.
"""
from collections import Counter
from functools import lru_cache
from itertools import combinations

from generator.engine import invariant, rule

PLAYERS = (2, 5)

DICE = 6                 # dice rolled at the start of every turn
REROLLS_PER_TURN = 3     # re-roll chips the active player takes each turn
REROLL_CHIPS = 5         # chips in the box (3 a turn, up to 2 more from a Luck card)
OPENING = 350            # the least a player may bank the first time
LUCK_HAND_LIMIT = 2

SINGLES = {1: 100, 5: 50}
THREE_PAIRS = 750
SHORT_STRAIGHT = 500
LONG_STRAIGHT = 1500
# a set of four, five or six of a kind scores the set of three times this
SET_MULTIPLIER = {3: 1, 4: 2, 5: 3, 6: 4}

COMBOS = {
    "Single 1": SINGLES[1],
    "Single 5": SINGLES[5],
    "Three pairs": THREE_PAIRS,
    "Short straight": SHORT_STRAIGHT,
    "Long straight": LONG_STRAIGHT,
}


# ---------------------------------------------------------------- set-up

@rule
def target_score(players: int = 2) -> int:
    """Points to reach: fewer players play to a higher target, so a game takes about as long."""
    return {2: 6000, 3: 5000, 4: 4500, 5: 4000}[players]


@rule
def luck_cards_dealt(players: int | None = None) -> int:
    """Luck cards each player starts with."""
    return 1


@rule
def rerolls_per_turn(players: int | None = None) -> int:
    """Re-roll chips the active player takes at the start of a turn."""
    return REROLLS_PER_TURN


@rule
def opening_score(players: int | None = None) -> int:
    """The least a player may bank the first time they bank."""
    return OPENING


@rule
def luck_hand_limit() -> int:
    return LUCK_HAND_LIMIT


@rule
def dice_rolled() -> int:
    return DICE


# ---------------------------------------------------------------- scoring

@rule
def set_points(face: int, size: int) -> int:
    """Three, four, five or six dice of one face."""
    base = 1000 if face == 1 else face * 100
    return base * SET_MULTIPLIER[size]


@rule
def combo_points(combo: str) -> int:
    """Single dice, three pairs and straights."""
    return COMBOS[combo]


def _as_faces(dice) -> tuple[int, ...]:
    return tuple(sorted(int(d) for d in dice))


@lru_cache(maxsize=None)
def _score_all(faces: tuple[int, ...]) -> int | None:
    """Best score using every die in `faces`, or None if some die cannot score."""
    if not faces:
        return 0
    counts = Counter(faces)
    best: int | None = None

    def consider(points: int, rest: tuple[int, ...]) -> None:
        nonlocal best
        tail = _score_all(rest)
        if tail is not None and (best is None or points + tail > best):
            best = points + tail

    def without(*used: int) -> tuple[int, ...]:
        left = list(faces)
        for u in used:
            left.remove(u)
        return tuple(left)

    if len(faces) == 6 and sorted(faces) == [1, 2, 3, 4, 5, 6]:
        consider(LONG_STRAIGHT, ())
    if len(faces) == 6 and all(c % 2 == 0 for c in counts.values()):
        consider(THREE_PAIRS, ())
    for run in ((1, 2, 3, 4, 5), (2, 3, 4, 5, 6)):
        if all(counts[f] >= 1 for f in run):
            consider(SHORT_STRAIGHT, without(*run))
    for face, n in counts.items():
        for size in range(3, n + 1):
            consider(set_points(face, size), without(*([face] * size)))
    for face, points in SINGLES.items():
        if counts[face]:
            consider(points, without(face))
    return best


@rule
def score_dice(dice: list) -> int:
    """Points for dice set aside together from one roll; 0 if any of them does not score."""
    points = _score_all(_as_faces(dice))
    return points or 0


@rule
def best_score(roll: list) -> int:
    """The most a roll can score, setting aside whichever of its dice score best."""
    faces = _as_faces(roll)
    best = 0
    for k in range(1, len(faces) + 1):
        for part in combinations(faces, k):
            points = _score_all(part)
            if points is not None and points > best:
                best = points
    return best


@rule
def busts(roll: list) -> bool:
    """A roll busts when none of its dice score."""
    return best_score(roll) == 0


@rule
def pot(scores: list) -> int:
    """The turn's pot: the points of every set-aside, added up."""
    return sum(int(s) for s in scores)


@rule
def hot_dice(set_aside: int) -> bool:
    """All six dice set aside: the next re-roll takes all six again."""
    return set_aside == DICE


@rule
def can_bank(pot: int, banked_before: bool) -> bool:
    """The first bank of a game must reach the opening score."""
    return banked_before or pot >= OPENING


# ---------------------------------------------------------------- set-up and play

def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "dice": DICE,
        "luck": 16,                  # the whole Luck deck, shuffled as a draw pile
        "reroll-chips": REROLL_CHIPS,
        "start-token": 1,
        "combo-charts": players,
        "score-pad": 1,
    }


def play(players: int, variant: str | None = None) -> dict[str, dict]:
    return {"luck": {"hand": luck_cards_dealt(players), "draw": 0}}


# ---------------------------------------------------------------- invariants

@invariant("the box holds enough re-roll chips for a turn with the biggest Luck card", per_player_count=False)
def chips_suffice(game) -> bool | str:
    extra = max(c.fields["rerolls"] for c in game.deck("luck").cards)
    chips = next(c for c in game.inventory if c.id == "reroll-chips").count
    need = REROLLS_PER_TURN + extra
    return True if chips >= need else f"{chips} chips, a turn may need {need}"


@invariant("setup takes the whole Luck deck", per_player_count=False)
def whole_luck_deck(game) -> bool | str:
    total = game.deck("luck").total
    return True if setup(2)["luck"] == total else f"setup takes {setup(2)['luck']}, the deck has {total}"


@invariant("the Luck deck deals every player's opening card with plenty left")
def luck_deck_deals(players: int, game) -> bool | str:
    left = game.deck("luck").total - luck_cards_dealt(players) * players
    return True if left >= 8 else f"only {left} Luck cards left"


@invariant("a long straight is worth more than a short straight with a single 1 beside it", per_player_count=False)
def long_straight_pays() -> bool:
    return LONG_STRAIGHT > SHORT_STRAIGHT + SINGLES[1]


@invariant("the opening score can be reached in one roll", per_player_count=False)
def opening_reachable() -> bool:
    return best_score([1, 1, 1, 2, 3, 4]) >= OPENING
