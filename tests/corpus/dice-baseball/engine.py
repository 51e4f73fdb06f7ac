"""Sandlot Nine: two managers, two dice, nine innings.

Every number the tables print comes from here: what a total of two dice does
at the plate, what each result does to the batter and the runners, and the
shape of a game (innings, outs, cards).
"""

from generator.engine import invariant, rule

PLAYERS = (2, 2)

# The at-bat table: the total of two six-sided dice and what the batter does.
AT_BAT = {
    2: "Home run",
    3: "Double",
    4: "Single",
    5: "Ground out",
    6: "Fly out",
    7: "Strikeout",
    8: "Ground out",
    9: "Fly out",
    10: "Walk",
    11: "Single",
    12: "Triple",
}

# How far the batter gets on each result (4 is all the way home, 0 is out).
BATTER_BASES = {
    "Home run": 4,
    "Triple": 3,
    "Double": 2,
    "Single": 1,
    "Walk": 1,
    "Ground out": 0,
    "Fly out": 0,
    "Strikeout": 0,
}

BASE_NAMES = {0: "Out", 1: "First", 2: "Second", 3: "Third", 4: "Home"}

RUNNERS = {
    "Home run": "All score",
    "Triple": "All score",
    "Double": "Move two bases",
    "Single": "Move one base",
    "Walk": "Move only if forced",
    "Ground out": "Move one base",
    "Fly out": "Runner on third scores",
    "Strikeout": "Stay put",
}

OUTS_PER_HALF = 3
VARIANT_INNINGS = {None: 9, "seven-innings": 7, "extra-runner": 9, "dice-only": 9}
VARIANT_STRETCH = {None: 7, "seven-innings": 5, "extra-runner": 7, "dice-only": 7}


# ---------------------------------------------------------------- the tables

@rule
def at_bat_result(roll: int) -> str:
    """What a total of two dice does at the plate."""
    return AT_BAT[roll]


@rule
def ways_to_roll(roll: int) -> int:
    """Of the 36 throws of two dice, how many give this total."""
    return 6 - abs(7 - roll)


@rule
def batter_goes_to(result: str) -> str:
    return BASE_NAMES[BATTER_BASES[result]]


@rule
def runners_move(result: str) -> str:
    return RUNNERS[result]


@rule
def outs_made(result: str) -> int:
    """Outs the result makes on its own (a double play adds the runner on first)."""
    return 1 if BATTER_BASES[result] == 0 else 0


# ------------------------------------------------------- the shape of a game

@rule
def cards_dealt(players: int = 2, variant: str | None = None) -> int:
    """Manager cards dealt to each manager at the start."""
    return 0 if variant == "dice-only" else 5


@rule
def runner_tokens(players: int = 2) -> int:
    """Runner tokens each team has: three on base and the batter."""
    return 4


@rule
def innings(players: int = 2, variant: str | None = None) -> int:
    return VARIANT_INNINGS[variant]


@rule
def outs_per_half_inning(players: int = 2) -> int:
    return OUTS_PER_HALF


@rule
def stretch_inning(players: int = 2, variant: str | None = None) -> int:
    """The inning whose top half opens with the stretch draw."""
    return VARIANT_STRETCH[variant]


@rule
def stretch_cards(players: int = 2, variant: str | None = None) -> int:
    """Manager cards each manager draws at the stretch."""
    return 0 if variant == "dice-only" else 2


@rule
def cards_per_at_bat() -> int:
    """Manager cards one manager may play on one at-bat."""
    return 1


# ------------------------------------------------------------ moving runners

def _play(result: str, bases, outs: int):
    """Resolve one result: (bases after, outs after, runs that count)."""
    if result not in BATTER_BASES:
        raise ValueError(f"unknown result {result!r}")
    on = set(int(b) for b in bases)
    if not on <= {1, 2, 3}:
        raise ValueError(f"bases must be 1, 2 or 3, not {sorted(on)}")
    if not 0 <= outs < OUTS_PER_HALF:
        raise ValueError(f"a play starts with 0 to 2 outs, not {outs}")

    if result == "Home run":
        return [], outs, len(on) + 1
    if result in ("Triple", "Double", "Single"):
        step = BATTER_BASES[result]
        moved = {b + step for b in on}
        runs = sum(1 for b in moved if b >= 4)
        after = {b for b in moved if b < 4} | {step}
        return sorted(after), outs, runs
    if result == "Walk":
        after = set(on)
        runs = 0
        base = 1
        while base in after:          # find the first open base; everyone behind it is forced
            base += 1
        if base == 4:
            runs = 1                   # bases loaded: the runner on third is forced home
        else:
            after.add(base)           # each forced runner moves up one: the open base fills
        after.add(1)
        return sorted(after), outs, runs
    if result == "Strikeout":
        return sorted(on), outs + 1, 0
    if result == "Fly out":
        outs_after = outs + 1
        if outs_after < OUTS_PER_HALF and 3 in on:
            return sorted(on - {3}), outs_after, 1    # the runner on third tags up
        return sorted(on), outs_after, 0
    # Ground out
    if 1 in on and outs < 2:
        outs_after = outs + 2                          # double play: batter and runner on first
        rest = on - {1}
    else:
        outs_after = outs + 1
        rest = set(on)
    if outs_after >= OUTS_PER_HALF:
        return [], OUTS_PER_HALF, 0                    # no run counts on the third out
    moved = {b + 1 for b in rest}
    runs = sum(1 for b in moved if b >= 4)
    return sorted(b for b in moved if b < 4), outs_after, runs


@rule
def runs_on_play(result: str, bases: list, outs: int) -> int:
    return _play(result, bases, outs)[2]


@rule
def outs_after_play(result: str, bases: list, outs: int) -> int:
    return _play(result, bases, outs)[1]


@rule
def bases_after_play(result: str, bases: list, outs: int) -> list:
    return _play(result, bases, outs)[0]


@rule
def half_inning_runs(rolls: list) -> int:
    """Play a half-inning from empty bases and no outs, one total per batter."""
    bases: list = []
    outs = 0
    runs = 0
    for i, roll in enumerate(rolls):
        if outs >= OUTS_PER_HALF:
            raise ValueError(f"the half-inning was over before roll {i + 1}")
        bases, outs, scored = _play(at_bat_result(int(roll)), bases, outs)
        runs += scored
    if outs < OUTS_PER_HALF:
        raise ValueError(f"the rolls end with {outs} out(s): the half-inning is not over")
    return runs


# ------------------------------------------------------------------- setup

def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "ballpark": 1,
        "manager": 0 if variant == "dice-only" else 24,
        "runner-tokens": runner_tokens(players) * 2,
        "outs-marker": 1,
        "inning-marker": 1,
        "dice": 2,
        "line-score-pad": 1,
    }


def play(players: int, variant: str | None = None) -> dict[str, dict]:
    return {
        "manager": {"hand": cards_dealt(players, variant)},
        "dice": {"dice": 2},
    }


# -------------------------------------------------------------- invariants

@invariant("the at-bat table covers all 36 throws of two dice", per_player_count=False)
def throws_add_up() -> bool:
    return sum(ways_to_roll(r) for r in AT_BAT) == 36


@invariant("every result of the at-bat table is a result the game names", per_player_count=False)
def results_named(game) -> bool | str:
    known = set(game.names["results"])
    odd = sorted(set(AT_BAT.values()) - known)
    unused = sorted(known - set(AT_BAT.values()))
    if odd:
        return f"not named: {', '.join(odd)}"
    if unused:
        return f"never rolled: {', '.join(unused)}"
    return True


@invariant("about a third of all throws put the batter on base", per_player_count=False)
def on_base_about_a_third() -> bool:
    on_base = sum(ways_to_roll(r) for r, res in AT_BAT.items() if BATTER_BASES[res] > 0)
    return on_base == 12


@invariant("the Manager deck covers both opening hands and both stretch draws", per_player_count=False)
def deck_lasts(game) -> bool | str:
    deck = game.deck("manager")
    needed = 2 * (cards_dealt() + stretch_cards())
    if deck.total < needed:
        return f"{deck.total} cards, {needed} needed"
    if setup(2)["manager"] != deck.total:
        return f"setup takes {setup(2)['manager']} cards but the deck has {deck.total}"
    return True


@invariant("each team's runner tokens cover three runners and the batter", per_player_count=False)
def runners_suffice(game) -> bool | str:
    line = next(c for c in game.inventory if c.id == "runner-tokens")
    if line.count != 2 * runner_tokens():
        return f"the box holds {line.count} runner tokens"
    return runner_tokens() == 3 + 1


@invariant("offense and defense cards come in equal numbers", per_player_count=False)
def decks_balanced(game) -> bool | str:
    cards = game.deck("manager").cards
    offense = sum(c.count for c in cards if c.fields["side"] == "Offense")
    defense = sum(c.count for c in cards if c.fields["side"] == "Defense")
    return True if offense == defense else f"{offense} offense, {defense} defense"
