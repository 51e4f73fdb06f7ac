"""Odds On: the rules the printed tables and the board show, as small functions.

Six horses run each race. Two dice are rolled each turn and their total calls one
horse, which moves one space along its own lane. The favourites are called often
but have long lanes; the outsiders are called rarely but have short ones. The
odds the bookmaker chalks up are held to the exact chance of each horse winning
(see the invariant at the foot of this file).
"""

from __future__ import annotations

import itertools
import math
from functools import lru_cache

from generator.engine import invariant, rule

PLAYERS = (2, 6)

# name: (dice totals that call it, spaces from the gate to the finish, odds as (win, stake))
HORSES: dict[str, tuple[tuple[int, ...], int, tuple[int, int]]] = {
    "Lucky Seven": ((7,), 5, (1, 1)),
    "Copper Kettle": ((6, 8), 9, (5, 2)),
    "Tin Whistle": ((4, 10), 7, (7, 1)),
    "Marsh Lantern": ((5, 9), 10, (12, 1)),
    "Paper Moon": ((3, 11), 6, (14, 1)),
    "Snake Eyes": ((2, 12), 4, (20, 1)),
}

ORDER = list(HORSES)


def _fraction(num: int, den: int) -> str:
    g = math.gcd(num, den)
    num, den = num // g, den // g
    if num == den:
        return "Evens"
    return f"{num}/{den}"


# ---------------------------------------------------------------- the going


@rule
def ways_to_roll(total: int) -> int:
    """Of the 36 throws of two six-sided dice, how many give this total."""
    return 6 - abs(7 - total)


@rule
def horse_called(total: int) -> str:
    """The horse a total of both dice calls."""
    for name, (totals, _lane, _odds) in HORSES.items():
        if total in totals:
            return name
    raise ValueError(f"no horse runs on {total}")


# ---------------------------------------------------------------- the horses


@rule
def runs_on(horse: str) -> str:
    totals = HORSES[horse][0]
    return " or ".join(str(t) for t in totals)


@rule
def lane_spaces(horse: str) -> int:
    """Spaces a horse must run from its gate to the finish."""
    return HORSES[horse][1]


@rule
def halfway(horse: str) -> int:
    """The space of its lane where a horse passes the halfway post."""
    return math.ceil(HORSES[horse][1] / 2)


@rule
def odds_text(horse: str) -> str:
    num, den = HORSES[horse][2]
    return _fraction(num, den)


@rule
def late_odds_text(horse: str) -> str:
    """Odds for a late bet: half the starting odds."""
    num, den = HORSES[horse][2]
    return _fraction(num, den * 2)


@rule
def place_odds_text(horse: str, variant: str = "each-way") -> str:
    """Each-way variant: a place pays a quarter of the starting odds."""
    num, den = HORSES[horse][2]
    return _fraction(num, den * 4)


@lru_cache(maxsize=None)
def _chances() -> tuple[float, ...]:
    """Exact chance of each horse winning, over every race the dice can run."""
    lanes = [HORSES[h][1] for h in ORDER]
    ways = [sum(ways_to_roll(t) for t in HORSES[h][0]) / 36 for h in ORDER]
    n = len(ORDER)
    memo: dict[tuple[int, ...], list[float]] = {}
    states = sorted(itertools.product(*[range(lane) for lane in lanes]), key=lambda s: -sum(s))
    for state in states:
        res = [0.0] * n
        for i in range(n):
            p = ways[i]
            if state[i] + 1 >= lanes[i]:
                res[i] += p
            else:
                nxt = list(state)
                nxt[i] += 1
                sub = memo[tuple(nxt)]
                for k in range(n):
                    res[k] += p * sub[k]
        memo[state] = res
    return tuple(memo[tuple([0] * n)])


@rule
def win_chance(horse: str) -> int:
    """How many races in a hundred this horse wins, rounded."""
    return round(_chances()[ORDER.index(horse)] * 100)


# ---------------------------------------------------------------- money


@rule
def returns(stake: int, horse: str) -> int:
    """What a winning bet hands back: the stake, plus the stake times the odds, halves rounded down."""
    num, den = HORSES[horse][2]
    return stake + (stake * num) // den


@rule
def late_returns(stake: int, horse: str) -> int:
    """A late bet pays half the starting odds."""
    num, den = HORSES[horse][2]
    return stake + (stake * num) // (den * 2)


@rule
def place_returns(stake: int, horse: str, variant: str = "each-way") -> int:
    num, den = HORSES[horse][2]
    return stake + (stake * num) // (den * 4)


@rule
def starting_crowns(players: int) -> int:
    return 25 if players <= 4 else 20


@rule
def tips_dealt(players: int) -> int:
    return 3 if players <= 3 else 2


@rule
def races(players: int | None = None, variant: str | None = None) -> int:
    """Races in the meeting."""
    return 2 if variant == "short-meeting" else 4


@rule
def bets_before_off(players: int | None = None) -> int:
    """The most bets one player may place before the off."""
    return 3


@rule
def largest_stake(players: int | None = None) -> int:
    """The most Crowns one bet may stake."""
    return 5


@rule
def late_bets(players: int | None = None) -> int:
    """Late bets each player may place once a horse passes the halfway post."""
    return 1


@rule
def owners_purse(players: int | None = None) -> int:
    """Crowns the owner of the winner collects from the Ring."""
    return 10


# ---------------------------------------------------------------- setup


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "racecourse": 1,
        "horse-tokens": 6,
        "horses": 6,            # the Owner cards, shuffled and dealt one a player each race
        "tips": 16,             # the Tip deck, shuffled; some dealt, the rest the draw pile
        "crowns": 70,           # the Ring: every chip starts in the bank
        "slip-pad": 1,
        "dice": 2,
        "starter-flag": 1,
        "race-marker": 1,
    }


def play(players: int, variant: str | None = None) -> dict:
    return {"tips": {"hand": tips_dealt(players), "draw": 1}}


# ---------------------------------------------------------------- invariants


@invariant("shorter odds always go with a likelier winner", per_player_count=False)
def odds_follow_chances() -> bool | str:
    chances = _chances()
    ranked = sorted(range(len(ORDER)), key=lambda i: -chances[i])
    by_odds = sorted(range(len(ORDER)), key=lambda i: HORSES[ORDER[i]][2][0] / HORSES[ORDER[i]][2][1])
    if ranked != by_odds:
        return "the odds rank " + ", ".join(ORDER[i] for i in by_odds) + " but the chances " + ", ".join(
            ORDER[i] for i in ranked
        )
    return True


@invariant("every total of two dice calls exactly one horse", per_player_count=False)
def every_total_calls_one() -> bool | str:
    called = [t for h in ORDER for t in HORSES[h][0]]
    if sorted(called) != list(range(2, 13)):
        return f"totals called: {sorted(called)}"
    return True


@invariant("each Owner card shows its horse's odds, totals and lane as the engine runs them", per_player_count=False)
def owner_cards_agree(game) -> bool | str:
    deck = game.deck("horses")
    names = {card.name for card in deck.cards}
    if names != set(ORDER):
        return f"Owner cards name {sorted(names)}"
    for card in deck.cards:
        f = card.fields
        if f["odds"] != odds_text(card.name):
            return f"{card.name} shows odds {f['odds']}, the engine {odds_text(card.name)}"
        if f["lane"] != lane_spaces(card.name):
            return f"{card.name} shows a lane of {f['lane']}, the engine {lane_spaces(card.name)}"
        if f["runs_on"] != runs_on(card.name):
            return f"{card.name} runs on {f['runs_on']}, the engine says {runs_on(card.name)}"
    return True


@invariant("no Tip card moves a horse more than two spaces", per_player_count=False)
def tips_stay_small(game) -> bool | str:
    for card in game.deck("tips").cards:
        if card.fields["steps"] > 2:
            return f"{card.name} moves {card.fields['steps']} spaces"
    return True


@invariant("the Ring holds enough Crowns to stake every player")
def bank_covers_stakes(players: int, game) -> bool | str:
    sheet = next(s for s in game.tokens if s.component == "crowns")
    value = sum(int(face.front.split()[0]) * face.count for face in sheet.faces)
    needed = starting_crowns(players) * players
    return True if value >= 2 * needed else f"the Ring holds {value} Crowns, players start with {needed}"
