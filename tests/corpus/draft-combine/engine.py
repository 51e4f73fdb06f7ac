"""Combine Day: the rules the tables and the rulebook print.

Times are kept in hundredths of a second (4.45 s is 445), heights in inches
(6'2" is 74), weights in pounds.
"""
from generator.engine import invariant, rule

PLAYERS = (2, 4)

_ROUNDS = {2: 7, 3: 6, 4: 5}


@rule
def draft_rounds(players: int) -> int:
    """Rounds in the draft: fewer with more teams."""
    return _ROUNDS[players]


@rule
def pool_size(players: int) -> int:
    """Prospects face up in the pool after Combine Day: three more than the teams."""
    return players + 3


@rule
def total_picks(players: int) -> int:
    return players * draft_rounds(players)


@rule
def starting_capital(players: int | None = None) -> int:
    return 3


@rule
def needs_dealt(players: int | None = None) -> int:
    return 2


@rule
def pick_in_round(players: int, round: int, seat: int) -> int:
    """Snake order: odd rounds seat 1 first, even rounds the last seat first."""
    return seat if round % 2 == 1 else players + 1 - seat


@rule
def overall_pick(players: int, round: int, seat: int) -> int:
    """The pick number, counted from 1 across the whole draft."""
    return (round - 1) * players + pick_in_round(players, round, seat)


@rule
def burner_time() -> int:
    """A burner runs the 40 in this many hundredths of a second or less."""
    return 440


@rule
def burner_bonus(players: int | None = None) -> int:
    return 1


@rule
def capital_points_each(players: int | None = None) -> int:
    return 1


@rule
def missing_qb_penalty(players: int | None = None) -> int:
    return 4


_COMBINE = {1: "hamstring", 2: "slow-start", 3: "as-advertised", 4: "as-advertised", 5: "good-jump", 6: "blazing"}
_COMBINE_CHANGE = {"hamstring": 10, "slow-start": 5, "as-advertised": 0, "good-jump": -5, "blazing": -10}


@rule
def combine_result(roll: int) -> str:
    return _COMBINE[roll]


@rule
def forty_after_combine(forty: int, roll: int) -> int:
    """The 40 time (hundredths) once the Combine die has spoken."""
    return forty + _COMBINE_CHANGE[combine_result(roll)]


@rule
def prospect_points(grade: int, forty: int) -> int:
    return grade + (burner_bonus() if forty <= burner_time() else 0)


@rule
def need_met(measure: str, target: int, value: int) -> bool:
    """Height and Weight must reach the target; a Forty must be at or under it."""
    if measure == "Forty":
        return value <= target
    return value >= target


@rule
def team_score(grades: list, forties: list, need_points: list, has_qb: bool, capital: int) -> int:
    total = sum(prospect_points(g, f) for g, f in zip(grades, forties))
    total += sum(need_points)
    total += capital * capital_points_each()
    if not has_qb:
        total -= missing_qb_penalty()
    return total


@rule
def feet_and_inches(inches: int) -> str:
    return f"{inches // 12}'{inches % 12}\""


@rule
def seconds(hundredths: int) -> str:
    return f"{hundredths // 100}.{hundredths % 100:02d}"


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "prospects": 40,
        "needs": needs_dealt() * players,
        "draft-board": 1,
        "capital-chips": starting_capital() * players,
        "pick-tokens": players,
        "round-marker": 1,
        "stopwatch-tokens": 28,
        "combine-die": 1,
        "draft-pad": 1,
    }


@invariant("the prospect deck lasts the whole draft", per_player_count=True)
def deck_lasts(players: int, game) -> bool | str:
    deck = game.deck("prospects").total
    drawn = pool_size(players) + players * (draft_rounds(players) - 1)
    return True if drawn <= deck else f"{drawn} prospects drawn from {deck}"


@invariant("setup takes the whole prospect deck", per_player_count=False)
def setup_whole_deck(game) -> bool | str:
    return setup(2)["prospects"] == game.deck("prospects").total


@invariant("each stopwatch token kind covers a full pool", per_player_count=False)
def stopwatches_cover_pool(game) -> bool | str:
    for sheet in game.tokens:
        if sheet.component == "stopwatch-tokens":
            short = [f.front for f in sheet.faces if f.count < pool_size(4)]
            return True if not short else f"too few: {', '.join(short)}"
    return "no stopwatch sheet"


@invariant("every Need card can be met by some prospect", per_player_count=False)
def needs_reachable(game) -> bool | str:
    field = {"Height": "height", "Weight": "weight", "Forty": "forty"}
    prospects = game.deck("prospects").cards
    for need in game.deck("needs").cards:
        f = need.fields
        if not any(
            p.fields["position"] == f["position"] and need_met(f["measure"], f["target"], p.fields[field[f["measure"]]])
            for p in prospects
        ):
            return f"no prospect meets {need.name}"
    return True


@invariant("every Need card's text says its target", per_player_count=False)
def need_text_matches(game) -> bool | str:
    for need in game.deck("needs").cards:
        f = need.fields
        if f["measure"] == "Height":
            said = feet_and_inches(f["target"])
        elif f["measure"] == "Forty":
            said = seconds(f["target"]) + " s"
        else:
            said = f"{f['target']} lb"
        if said not in f["text"]:
            return f"{need.name} does not say {said}"
    return True
