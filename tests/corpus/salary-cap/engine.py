"""Salary Cap: the rules the tables and the rulebook print.

Managers draft athletes from an open market, one signing per round, and a
team's total salary must stay within a cap set by how many teams share the
league's money. At the end of the season each stat is ranked and scored.
"""

from generator.engine import invariant, rule

PLAYERS = (2, 5)

# The league's television money, shared among the teams: the cap is a base
# plus each team's share of the pool.
CAP_BASE = 24
TV_POOL = 12

ROSTER = 5            # athletes on a full roster, so rounds in the draft
ROOKIE_SALARY = 1     # a Rookie token's salary, and each of its stats
FAVOUR_EACH = 3       # Favour tokens each manager starts with
SCOUT_DRAW = 2        # athletes a Scout adds to the market
BALANCE_BONUS = 3     # league points for a Guard, a Forward and a Center
STATS = ("Attack", "Defense", "Speed")
POSITIONS = ("Guard", "Forward", "Center")


@rule
def salary_cap(players: int) -> int:
    """The most a team's salaries may add up to."""
    return CAP_BASE + TV_POOL // players


@rule
def market_size(players: int) -> int:
    """Athletes dealt face up to the market at the start of each round: two more than the managers."""
    return players + 2


@rule
def roster_size(players: int | None = None) -> int:
    """Athletes on a full roster; the draft lasts one round per roster spot."""
    return ROSTER


@rule
def draft_rounds(players: int | None = None) -> int:
    return roster_size(players)


@rule
def favour_tokens(players: int | None = None) -> int:
    """Favour tokens each manager starts with."""
    return FAVOUR_EACH


@rule
def rookie_salary() -> int:
    return ROOKIE_SALARY


@rule
def rookie_stat() -> int:
    """A Rookie's Attack, Defense and Speed are each this much."""
    return ROOKIE_SALARY


@rule
def scout_cards() -> int:
    return SCOUT_DRAW


@rule
def balance_bonus() -> int:
    return BALANCE_BONUS


@rule
def cap_room(players: int, signed: int) -> int:
    """Salary still free under the cap after signings worth `signed`."""
    return salary_cap(players) - signed


@rule
def can_sign(players: int, signed: int, salary: int, spots_after: int) -> bool:
    """A signing is allowed when the new total, plus a Rookie's salary for every
    roster spot still open after it, stays within the cap."""
    return signed + salary + spots_after * ROOKIE_SALARY <= salary_cap(players)


@rule
def stat_points(players: int, place: int) -> int:
    """League points for the best, second-best and third-best total in one stat."""
    if place == 1:
        return 5
    if place == 2:
        return 0 if players == 2 else (2 if players == 3 else 3)
    if place == 3:
        return 1 if players >= 4 else 0
    return 0


@rule
def cap_space_points(cap_left: int) -> int:
    """One league point for every full 2 salary left under the cap."""
    return max(0, cap_left) // 2


@rule
def season_score(stat_awards: int, balanced: bool, cap_left: int, favour_left: int,
                 trait_points: int = 0) -> int:
    """A team's league points at the end of the season."""
    return (stat_awards + (BALANCE_BONUS if balanced else 0) + cap_space_points(cap_left)
            + favour_left + trait_points)


@rule
def luxury_tax(over: int) -> int:
    """Soft cap variant: league points lost for each salary point over the cap."""
    return 2 * over


def fair_salary(attack: int, defense: int, speed: int) -> int:
    """What an athlete's three stats are worth on the open market."""
    return attack + defense + speed - 5


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "athletes": 48,
        "rookie-tokens": ROSTER * players,
        "favour-tokens": FAVOUR_EACH * players,
        "first-pick": 1,
        "cap-pad": 1,
    }


def play(players: int, variant: str | None = None) -> dict[str, dict]:
    return {"athletes": {"table": market_size(players), "per_round": market_size(players),
                         "turns": ROSTER}}


@invariant("every athlete's salary is within 1 of what its stats are worth", per_player_count=False)
def salaries_are_fair(game) -> bool | str:
    off = [c.name for c in game.deck("athletes").cards
           if abs(c.fields["salary"] - fair_salary(c.fields["attack"], c.fields["defense"],
                                                   c.fields["speed"])) > 1]
    return True if not off else "salary far from its stats: " + ", ".join(off)


@invariant("each position has as many athletes as the others", per_player_count=False)
def positions_balanced(game) -> bool | str:
    counts = {p: 0 for p in POSITIONS}
    for c in game.deck("athletes").cards:
        counts[c.fields["position"]] += c.count
    return True if len(set(counts.values())) == 1 else f"positions uneven: {counts}"


@invariant("the athlete deck fills every market of the draft without a reshuffle")
def deck_lasts(players: int, game) -> bool | str:
    needed = market_size(players) * draft_rounds(players)
    have = game.deck("athletes").total
    return True if have >= needed else f"{needed} athletes needed, {have} in the deck"


@invariant("a roster of Rookies always fits under the cap")
def rookies_fit(players: int) -> bool:
    return ROSTER * ROOKIE_SALARY <= salary_cap(players)


@invariant("the box holds a Rookie token for every roster spot of every manager", per_player_count=False)
def rookies_suffice(game) -> bool | str:
    line = next(c for c in game.inventory if c.id == "rookie-tokens")
    return True if line.per_player >= ROSTER else f"{line.per_player} Rookies each, {ROSTER} spots"


@invariant("the box holds every Favour token the managers start with", per_player_count=False)
def favour_suffices(game) -> bool | str:
    line = next(c for c in game.inventory if c.id == "favour-tokens")
    return True if line.per_player == FAVOUR_EACH else f"{line.per_player} a manager, rules say {FAVOUR_EACH}"


@invariant("the setup takes out the whole athlete deck", per_player_count=False)
def deck_comes_out(game) -> bool | str:
    total = game.deck("athletes").total
    return True if setup(2)["athletes"] == total else f"setup takes {setup(2)['athletes']} of {total}"


@invariant("every athlete costs more than a Rookie", per_player_count=False)
def athletes_cost_more(game) -> bool | str:
    cheap = [c.name for c in game.deck("athletes").cards if c.fields["salary"] <= ROOKIE_SALARY]
    return True if not cheap else "as cheap as a Rookie: " + ", ".join(cheap)
