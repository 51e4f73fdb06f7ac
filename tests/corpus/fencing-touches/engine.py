"""Touché: the rules of a fencing tournament, as the tables, board and examples print them."""

from generator.engine import invariant, rule

PLAYERS = (2, 8)

WEAPONS = ("Foil", "Épée", "Sabre")
ACTIONS = ("Attack", "Feint", "Parry", "Counter", "Retreat")

YOU = "You score"
THEY = "They score"
DOUBLE_YOURS = "Double (your priority)"
DOUBLE_THEIRS = "Double (their priority)"
SIMULTANEOUS = "Simultaneous"
NO_TOUCH = "No touch"

# What happens to the fencer who plays the row's action against the column's.
_MATRIX = {
    "Attack": {"Attack": SIMULTANEOUS, "Feint": YOU, "Parry": THEY, "Counter": DOUBLE_YOURS, "Retreat": NO_TOUCH},
    "Feint": {"Attack": THEY, "Feint": NO_TOUCH, "Parry": YOU, "Counter": THEY, "Retreat": NO_TOUCH},
    "Parry": {"Attack": YOU, "Feint": THEY, "Parry": NO_TOUCH, "Counter": YOU, "Retreat": NO_TOUCH},
    "Counter": {"Attack": DOUBLE_THEIRS, "Feint": YOU, "Parry": THEY, "Counter": SIMULTANEOUS, "Retreat": NO_TOUCH},
    "Retreat": {a: NO_TOUCH for a in ACTIONS},
}

_MIRROR = {YOU: THEY, THEY: YOU, DOUBLE_YOURS: DOUBLE_THEIRS, DOUBLE_THEIRS: DOUBLE_YOURS,
           SIMULTANEOUS: SIMULTANEOUS, NO_TOUCH: NO_TOUCH}


# --- who hits ---------------------------------------------------------------

@rule
def outcome(mine: str, theirs: str) -> str:
    """What a phrase gives the fencer who plays `mine` against `theirs` (kinds of action)."""
    return _MATRIX[mine][theirs]


@rule
def right_of_way(weapon: str) -> bool:
    """Foil and sabre are conventional weapons: priority decides a double."""
    return weapon in ("Foil", "Sabre")


@rule
def double_scores(weapon: str) -> str:
    return "Priority only" if right_of_way(weapon) else "Both fencers"


@rule
def target(weapon: str) -> str:
    return {"Foil": "Torso", "Épée": "Whole body", "Sabre": "Above the waist"}[weapon]


@rule
def phrase_touches(weapon: str, mine: str, theirs: str) -> list[int]:
    """Touches [mine, theirs] one phrase gives, before the last-touch rule."""
    result = outcome(mine, theirs)
    conventional = right_of_way(weapon)
    if result == YOU:
        return [1, 0]
    if result == THEY:
        return [0, 1]
    if result == DOUBLE_YOURS:
        return [1, 0] if conventional else [1, 1]
    if result == DOUBLE_THEIRS:
        return [0, 1] if conventional else [1, 1]
    if result == SIMULTANEOUS:
        return [0, 0] if conventional else [1, 1]
    return [0, 0]


@rule
def score_after(weapon: str, mine: str, theirs: str, my_score: int, their_score: int,
                stage: str = "Pools") -> list[int]:
    """The score after one phrase. An épée double with both fencers one touch short is annulled."""
    mine_t, theirs_t = phrase_touches(weapon, mine, theirs)
    last = touches_to_win(stage) - 1
    if mine_t and theirs_t and my_score == last and their_score == last:
        return [my_score, their_score]
    return [my_score + mine_t, their_score + theirs_t]


# --- bouts and the clock ----------------------------------------------------

@rule
def touches_to_win(stage: str) -> int:
    return 5 if stage == "Pools" else 15


@rule
def periods(stage: str) -> int:
    return 1 if stage == "Pools" else 3


@rule
def period_minutes(stage: str = "Pools") -> int:
    return 3


@rule
def break_minutes() -> int:
    return 1


@rule
def extra_minute_seconds() -> int:
    return 60


@rule
def clock_step() -> int:
    """The clock moves in steps of this many seconds."""
    return 10


@rule
def extra_minute_space() -> int:
    """The clock track's space (counted from 3:00) where the extra minute starts."""
    return (period_minutes() * 60 - extra_minute_seconds()) // clock_step()


@rule
def phrase_seconds(left_time: int, right_time: int) -> int:
    """A phrase takes as long as the slower of the two cards."""
    return max(left_time, right_time)


@rule
def clock_after(seconds_left: int, left_time: int, right_time: int) -> int:
    return max(0, seconds_left - phrase_seconds(left_time, right_time))


# --- the piste ----------------------------------------------------------------

@rule
def piste_metres() -> int:
    return 14


@rule
def centre_line() -> int:
    return piste_metres() // 2


@rule
def on_guard(side: str) -> int:
    """On-guard lines stand 2 metres either side of the centre line."""
    return centre_line() - 2 if side == "left" else centre_line() + 2


@rule
def rear_limit(side: str) -> int:
    """The ends of the piste: past them, the opponent scores a touch."""
    return 0 if side == "left" else piste_metres()


# --- hands --------------------------------------------------------------------

@rule
def hand_size(players: int | None = None) -> int:
    return 4


@rule
def cards_drawn_after_phrase(players: int | None = None) -> int:
    return 1


# --- the tournament -----------------------------------------------------------

@rule
def pools(players: int) -> int:
    return 1 if players <= 5 else 2


def pool_sizes(players: int) -> list[int]:
    n = pools(players)
    base, extra = divmod(players, n)
    return [base + 1] * extra + [base] * (n - extra)


@rule
def pool_bouts(players: int) -> int:
    return sum(size * (size - 1) // 2 for size in pool_sizes(players))


@rule
def tableau_fencers(players: int) -> int:
    return 2 if players <= 3 else 4


@rule
def tableau_bouts(players: int) -> int:
    return tableau_fencers(players) - 1


# --- pool results ---------------------------------------------------------------

def _won(bout: list) -> bool:
    return bout[0] > bout[1] or (len(bout) > 2 and bout[2] == "V")


@rule
def victories(bouts: list) -> int:
    """Each bout is [touches scored, touches received], with "V" after a tie won on priority."""
    return sum(1 for bout in bouts if _won(bout))


@rule
def touches_scored(bouts: list) -> int:
    return sum(bout[0] for bout in bouts)


@rule
def touches_received(bouts: list) -> int:
    return sum(bout[1] for bout in bouts)


@rule
def indicator(bouts: list) -> int:
    return touches_scored(bouts) - touches_received(bouts)


# --- setup ----------------------------------------------------------------------

ACTION_CARDS = 40


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "actions": ACTION_CARDS,
        "piste-board": 1,
        "fencer-markers": 2,
        "score-markers": 2,
        "clock-marker": 1,
        "period-marker": 1,
        "priority-token": 1,
        "pool-sheets": 1,
    }


def play(players: int, variant: str | None = None) -> dict:
    return {"actions": {"hand": hand_size(), "draw": cards_drawn_after_phrase()}}


# --- invariants -----------------------------------------------------------------

@invariant("who hits reads the same from either fencer's side", per_player_count=False)
def matrix_is_mirrored() -> bool | str:
    for mine in ACTIONS:
        for theirs in ACTIONS:
            if _MIRROR[outcome(mine, theirs)] != outcome(theirs, mine):
                return f"{mine} against {theirs}"
    return True


@invariant("the whole action deck comes out for every bout", per_player_count=False)
def deck_comes_out_whole(game) -> bool | str:
    total = game.deck("actions").total
    return True if total == ACTION_CARDS else f"setup takes {ACTION_CARDS}, the deck holds {total}"


@invariant("every card's time is whole steps of the clock", per_player_count=False)
def times_fit_the_clock(game) -> bool | str:
    for card in game.deck("actions").cards:
        if card.fields["time"] % clock_step():
            return f"{card.name} takes {card.fields['time']} seconds"
    return True


@invariant("two hands leave cards to draw", per_player_count=False)
def hands_fit(game) -> bool | str:
    return 2 * hand_size() < game.deck("actions").total


@invariant("the on-guard lines lie on the piste, either side of the centre", per_player_count=False)
def piste_is_sound() -> bool:
    return 0 < on_guard("left") < centre_line() < on_guard("right") < piste_metres()
