"""Engine model of Summit Dash, a push-your-luck race up a mountain.

The rules here are the ones the rulebook's tables, the die table and the
worked examples print. Every function is pure: same arguments, same answer.
"""
from fractions import Fraction
from itertools import product

from generator.engine import invariant, rule

PLAYERS = (2, 5)  # the same range as `players` in game.yaml

SUMMIT = 40          # the last space of the mountain track
CAMPS = (10, 20, 30)  # Camp 1, Camp 2, Camp 3
STORM_LIMIT = 3      # you bust on the third storm of a turn
DICE = 3             # summit dice rolled together each time

# The summit die, face by face (the sticker order on a blank d6).
FACES = {1: "climb-1", 2: "climb-2", 3: "climb-3", 4: "storm", 5: "rope", 6: "blank"}
CLIMB = {"climb-1": 1, "climb-2": 2, "climb-3": 3}


@rule
def summit_space() -> int:
    """The summit: the last space of the track."""
    return SUMMIT


@rule
def storm_limit() -> int:
    """The storm that busts you, in normal weather."""
    return STORM_LIMIT


@rule
def dice_rolled() -> int:
    """Summit dice rolled together on every roll."""
    return DICE


@rule
def camp_space(camp: int) -> int:
    """The track space of Camp 1, 2 or 3."""
    return CAMPS[camp - 1]


@rule
def camp_pennant_points(camp: int) -> int:
    """Points for a camp's pennant: the higher the camp, the more it is worth."""
    return camp + 1


@rule
def summit_bonus(place: int) -> int:
    """Bonus for reaching the summit, by order of arrival."""
    return {1: 5, 2: 3}.get(place, 1)


@rule
def weather_cards_revealed(players: int) -> int:
    """Weather cards turned up at the start of each round; the last climber keeps one."""
    return 2 if players <= 3 else 3


@rule
def gear_dealt(players: int) -> int:
    """Gear cards each climber starts with."""
    return 2 if players <= 3 else 1


@rule
def summit_face(roll: int, reroll: int | None = None) -> str:
    """What a summit die shows; after a rope, what the re-rolled storm die becomes."""
    if reroll is None:
        return FACES[roll]
    result = FACES[reroll]
    return result if result in CLIMB or result == "storm" else "nothing"


def _die_odds():
    """Each face of one summit die with its chance."""
    return [(FACES[f], Fraction(1, 6)) for f in range(1, 7)]


def _storms_after_ropes(faces) -> Fraction:
    """Distribution of the storms one roll leaves, after its ropes are used."""
    storms = sum(1 for f in faces if f == "storm")
    ropes = sum(1 for f in faces if f == "rope")
    rescued = min(storms, ropes)
    kept = storms - rescued
    # each rescued die is re-rolled once and is a storm again on 1 in 6
    dist = {}
    for again in range(rescued + 1):
        ways = _choose(rescued, again)
        p = ways * Fraction(1, 6) ** again * Fraction(5, 6) ** (rescued - again)
        dist[kept + again] = dist.get(kept + again, 0) + p
    return dist


def _choose(n: int, k: int) -> int:
    out = 1
    for i in range(k):
        out = out * (n - i) // (i + 1)
    return out


def _bust_fraction(storms: int, limit: int) -> Fraction:
    need = limit - storms
    total = Fraction(0)
    for faces in product(list(FACES.values()), repeat=DICE):
        p_roll = Fraction(1, 6 ** DICE)
        for count, p in _storms_after_ropes(faces).items():
            if count >= need:
                total += p_roll * p
    return total


@rule
def bust_chance(storms: int, limit: int = STORM_LIMIT) -> str:
    """Chance that the next roll busts you, with `storms` already set aside, as a percentage to one decimal."""
    tenths = int(_bust_fraction(storms, limit) * 1000 + Fraction(1, 2))
    if tenths == 0:
        return "0%"
    return f"{tenths // 10}.{tenths % 10}%"


@rule
def gear_hand_limit() -> int:
    """Gear cards a climber may hold at once."""
    return 3


def _parse(roll: str):
    """'3 storm rope>2' -> climb, storms. 'rope>X' rescues one storm, which shows X."""
    climb, storms = 0, 0
    for face in roll.split():
        if face.startswith("rope>"):
            again = face.split(">", 1)[1]
            storms -= 1               # the storm die is picked up ...
            if again == "storm":
                storms += 1           # ... and lands on a storm again
            elif again in ("1", "2", "3"):
                climb += int(again)
        elif face in ("1", "2", "3"):
            climb += int(face)
        elif face == "storm":
            storms += 1
    return climb, storms


@rule
def turn_storms(rolls: list, sherpa: bool = False) -> int:
    """Storms set aside over a turn's rolls (the Sherpa cancels the first)."""
    total = sum(_parse(r)[1] for r in rolls)
    if sherpa and total > 0:
        total -= 1
    return total


@rule
def turn_climb(rolls: list, sherpa: bool = False, limit: int = STORM_LIMIT) -> int:
    """Spaces banked at the end of a turn: the climb rolled, or nothing on a bust."""
    if turn_storms(rolls, sherpa) >= limit:
        return 0
    return sum(_parse(r)[0] for r in rolls)


@rule
def new_space(start: int, climb: int) -> int:
    """Where a climber stands after banking; nobody climbs past the summit."""
    return min(start + climb, SUMMIT)


@rule
def final_score(space: int, pennants: list, place: int = 0) -> int:
    """Track space, plus each pennant held, plus the summit bonus (place 0: not at the summit)."""
    score = space + sum(camp_pennant_points(c) for c in pennants)
    if place:
        score += summit_bonus(place)
    return score


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    """What a game at this player count takes out of the box."""
    return {
        "mountain-board": 1,
        "climbers": players,
        "summit-dice": DICE,
        "weather": 17,
        "gear": 19,
        "camp-pennants": len(CAMPS),
        "sherpa-token": 1,
    }


@invariant("the gear deck holds enough for the opening deal and some left over", per_player_count=True)
def gear_deal_fits(players: int, game) -> bool | str:
    deck = sum(c.count for c in game.deck("gear").cards)
    left = deck - gear_dealt(players) * players
    return True if left >= 8 else f"only {left} gear cards left after the deal"


@invariant("the whole decks come out of the box", per_player_count=False)
def decks_come_out_whole(game) -> bool | str:
    for deck in ("weather", "gear"):
        size = sum(c.count for c in game.deck(deck).cards)
        if setup(2)[deck] != size:
            return f"setup takes {setup(2)[deck]} {deck} cards but the deck has {size}"
    return True


@invariant("every weather card's storm limit is between 2 and 4", per_player_count=False)
def storm_limits_sane(game) -> bool | str:
    odd = [c.name for c in game.deck("weather").cards if not 2 <= c.fields["storm_limit"] <= 4]
    return True if not odd else f"odd storm limit: {', '.join(odd)}"


@invariant("camps lie on the track below the summit, in order", per_player_count=False)
def camps_on_track() -> bool:
    return list(CAMPS) == sorted(CAMPS) and 0 < CAMPS[0] and CAMPS[-1] < SUMMIT


@invariant("each storm already set aside makes the next roll riskier", per_player_count=False)
def risk_grows() -> bool:
    chances = [_bust_fraction(s, STORM_LIMIT) for s in range(STORM_LIMIT)]
    return chances == sorted(chances) and chances[0] < chances[-1]
