"""Tilt! The rules the tables, the board and the examples print."""

from generator.engine import invariant, rule

PLAYERS = (1, 4)

TARGET_POINTS = {
    "Bumpers": 10_000,
    "Spinner": 25_000,
    "Drop Targets": 50_000,
    "Orbit": 100_000,
    "Ramp": 250_000,
    "Jackpot": 1_000_000,
}

TARGET_EFFECTS = {
    "Orbit": "Lights the next multiplier",
    "Ramp": "Lights the Jackpot",
    "Jackpot": "Scores only when lit",
}


@rule
def target_points(target: str) -> int:
    """Points a hit on the target scores at ×1."""
    return TARGET_POINTS[target]


@rule
def target_effect(target: str) -> str | None:
    """What a hit on the target does besides scoring."""
    return TARGET_EFFECTS.get(target)


def _multiplier(multiplier: int | str) -> int:
    if isinstance(multiplier, str):
        return int(multiplier.lstrip("×x"))
    return multiplier


@rule
def shot_value(target: str, multiplier: int | str = 1) -> int:
    """A hit on the target at a lit multiplier."""
    return target_points(target) * _multiplier(multiplier)


@rule
def balls_per_player(players: int | None = None) -> int:
    return 3


@rule
def free_nudges(players: int | None = None) -> int:
    """Nudges a ball allows before the Tilt warning; the last of them lights it."""
    return 2


@rule
def highest_multiplier(players: int | None = None) -> int:
    return 5


@rule
def flip(roll: int) -> str:
    """The Flipper die: 1-2 drain, 3 miss, 4-6 hit."""
    if roll <= 2:
        return "drain"
    if roll == 3:
        return "miss"
    return "hit"


@rule
def tilt_check(roll: int) -> str:
    """A nudge after the warning: 1-2 tilt, else steady."""
    return "tilt" if roll <= 2 else "steady"


def _play_ball(hits: list) -> tuple[int, int]:
    score = 0
    multiplier = 1
    jackpot_lit = False
    for target in hits:
        if target == "Jackpot":
            if jackpot_lit:
                score += shot_value("Jackpot", multiplier)
                jackpot_lit = False
            continue
        score += shot_value(target, multiplier)
        if target == "Orbit":
            multiplier = min(multiplier + 1, highest_multiplier())
        elif target == "Ramp":
            jackpot_lit = True
    return score, multiplier


@rule
def ball_score(hits: list) -> int:
    """Points of one ball from the targets it hit, in order (no tilt)."""
    return _play_ball(hits)[0]


@rule
def multiplier_after(hits: list) -> int:
    """The lit multiplier after these hits."""
    return _play_ball(hits)[1]


@rule
def nudges_used(shots: list) -> int:
    """Nudges a ball took: each shot is the list of its rolls, and every roll after the first was a nudge."""
    return sum(len(rolls) - 1 for rolls in shots)


@rule
def tilted_ball_score(scored: int) -> int:
    """A tilted ball scores nothing, whatever it had."""
    return 0


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "shots": 40,
        "playfield": 1,
        "multiplier-marker": 1,
        "jackpot-marker": 1,
        "nudge-tokens": 2,
        "ball-marker": 1,
        "flipper-die": 1,
        "score-pad": 1,
    }


@invariant("every Shot card prints its target's points", per_player_count=False)
def cards_print_target_points(game) -> bool | str:
    for card in game.deck("shots").cards:
        if card.fields["points"] != target_points(card.fields["target"]):
            return f"{card.name} prints {card.fields['points']}"
    return True


@invariant("the multiplier track runs from ×1 to the highest multiplier", per_player_count=False)
def track_matches(game) -> bool | str:
    track = next(t for t in game.maps[0].tracks if t.id == "multiplier")
    return True if track.end == highest_multiplier() else f"track ends at {track.end}"
