"""Engine model of Diamond Nine, a dice-and-card baseball game.

Every plate appearance rolls three dice at once: a d20 and two d6. The d20,
plus the batter's Contact and minus the pitcher's Stuff, picks the chart; the
two d6 are read on that chart (the hit chart adds the batter's Power).
"""
from generator.engine import invariant, rule

PLAYERS = (1, 2)  # solo (you manage both dugouts) or head to head

TEAMS = ("Harbor Gulls", "Ridge Miners")
BATTERS_PER_TEAM = 9
PITCHERS_PER_TEAM = 4
RUNNERS_PER_TEAM = 4          # three bases and the batter running
OUTS_PER_HALF_INNING = 3
INNINGS = 9
SHORT_GAME_INNINGS = 6
PITCHES_PER_BATTER = 4
PITCH_LIMIT = 100
TIRED_STUFF_PENALTY = 2
STEAL_TARGET = 11             # d20 roll a steal needs
BUNT_SAFE_TARGET = 15         # d20 roll Priya Nair's drag bunt needs

HIT_BASES = {"Single": 1, "Double": 2, "Triple": 3, "Home run": 4}


# --- setup -----------------------------------------------------------------

@rule
def teams_managed(players: int) -> int:
    """Solo, you run both dugouts; head to head, one each."""
    return 2 if players == 1 else 1


@rule
def batter_cards(players: int | None = None) -> int:
    return BATTERS_PER_TEAM * len(TEAMS)


@rule
def pitcher_cards(players: int | None = None) -> int:
    return PITCHERS_PER_TEAM * len(TEAMS)


@rule
def runner_pawns(players: int | None = None) -> int:
    return RUNNERS_PER_TEAM * len(TEAMS)


@rule
def who_rolls(players: int) -> str:
    return "You, for both teams" if players == 1 else "The batting team's manager"


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    """Both teams take the field at every count: solo, you play both."""
    return {
        "batters": batter_cards(players),
        "pitchers": pitcher_cards(players),
        "diamond-board": 1,
        "runner-pawns": runner_pawns(players),
        "markers": 4,
        "white-dice": 2,
        "d20": 1,
        "line-score-pad": 1,
    }


# --- the numbers of the game -------------------------------------------------

@rule
def outs_per_half_inning() -> int:
    return OUTS_PER_HALF_INNING


@rule
def innings(variant: str | None = None) -> int:
    return SHORT_GAME_INNINGS if variant == "short-game" else INNINGS


@rule
def pitches_per_batter() -> int:
    return PITCHES_PER_BATTER


@rule
def pitch_limit() -> int:
    return PITCH_LIMIT


@rule
def batters_before_tiring() -> int:
    """Batters a fresh pitcher faces before he reaches the pitch limit."""
    return PITCH_LIMIT // PITCHES_PER_BATTER


@rule
def tired_stuff_penalty() -> int:
    return TIRED_STUFF_PENALTY


@rule
def steal_target() -> int:
    return STEAL_TARGET


@rule
def constant(what: str) -> int:
    return {
        "Outs per half inning": OUTS_PER_HALF_INNING,
        "Innings": INNINGS,
        "Pitches per batter": PITCHES_PER_BATTER,
        "Pitch limit": PITCH_LIMIT,
        "Stuff lost when tired": TIRED_STUFF_PENALTY,
    }[what]


@rule
def pitch_count(batters: int) -> int:
    """Pitches thrown after facing this many batters."""
    return batters * PITCHES_PER_BATTER


@rule
def is_tired(pitches: int) -> bool:
    return pitches >= PITCH_LIMIT


# --- the charts --------------------------------------------------------------

def _band(roll: int | str) -> str:
    if roll == "5 or less":
        return "Strikeout"
    if roll == "16 or more":
        return "Hit"
    if roll <= 5:
        return "Strikeout"
    if roll <= 7:
        return "Walk"
    if roll <= 15:
        return "Out in play"
    return "Hit"


@rule
def contact_result(roll: int | str) -> str:
    """The contact chart: d20 + Contact - Stuff."""
    return _band(roll)


@rule
def contact_chance(roll: int | str) -> int:
    """Of the 20 faces of an unmodified d20, how many land in this band."""
    band = _band(roll)
    return sum(1 for face in range(1, 21) if _band(face) == band)


def _out(total: int | str) -> str:
    if total <= 4:
        return "Double-play grounder"
    if total <= 7:
        return "Groundout"
    return "Flyout"


@rule
def out_result(total: int) -> str:
    """The out chart: two d6 added, nothing else."""
    return _out(total)


def _two_dice_ways(total: int) -> int:
    return 6 - abs(7 - total) if 2 <= total <= 12 else 0


@rule
def out_chance(total: int) -> int:
    band = _out(total)
    return sum(_two_dice_ways(t) for t in range(2, 13) if _out(t) == band)


def _hit(total: int | str) -> str:
    if total == "11 or more":
        return "Home run"
    if total <= 7:
        return "Single"
    if total <= 9:
        return "Double"
    if total == 10:
        return "Triple"
    return "Home run"


@rule
def hit_result(total: int | str) -> str:
    """The hit chart: two d6 added plus the batter's Power."""
    return _hit(total)


@rule
def hit_chance(total: int | str) -> int:
    """Of the 36 throws of two d6, how many give this hit with Power 0."""
    band = _hit(total)
    return sum(_two_dice_ways(t) for t in range(2, 13) if _hit(t) == band)


@rule
def batter_ends_on(result: str) -> str:
    return {"Walk": "First", "Single": "First", "Double": "Second",
            "Triple": "Third", "Home run": "Home, and scores"}[result]


@rule
def runners_move(result: str) -> int | str:
    return {"Walk": "Only when forced", "Single": 1, "Double": 2,
            "Triple": "All score", "Home run": "All score"}[result]


# --- a whole plate appearance -------------------------------------------------

@rule
def modified_d20(d20: int, contact: int, stuff: int, pitches: int = 0) -> int:
    effective = stuff - TIRED_STUFF_PENALTY if is_tired(pitches) else stuff
    return d20 + contact - effective


@rule
def plate_appearance(d20: int, d6: list, contact: int, stuff: int,
                     power: int = 0, pitches: int = 0) -> str:
    """The result of one plate appearance from the three dice and the ratings."""
    band = _band(modified_d20(d20, contact, stuff, pitches))
    if band in ("Strikeout", "Walk"):
        return band
    total = sum(d6)
    if band == "Out in play":
        return _out(total)
    return _hit(total + power)


def _move_up(on: set[int], n: int) -> tuple[set[int], int]:
    new, runs = set(), 0
    for base in on:
        if base + n >= 4:
            runs += 1
        else:
            new.add(base + n)
    return new, runs


@rule
def resolve_play(result: str, bases: list, outs: int, batter_speed: int = 1) -> list:
    """[runs scored, outs after the play, bases occupied after it].

    bases lists the occupied bases (1, 2, 3). The side is retired at three outs:
    the bases are then empty and no run scores on the play.
    """
    on = set(bases)
    runs = 0
    if result == "Strikeout":
        outs += 1
    elif result == "Walk":
        if 1 in on:
            if 2 in on:
                if 3 in on:
                    runs += 1
                on.add(3)
            on.add(2)
        on.add(1)
    elif result in HIT_BASES:
        n = HIT_BASES[result]
        on, runs = _move_up(on, n)
        if n == 4:
            runs += 1
        else:
            on.add(n)
    elif result == "Flyout":
        outs += 1
        if outs < OUTS_PER_HALF_INNING and 3 in on:
            on.discard(3)
            runs += 1
    elif result == "Double-play grounder" and 1 in on and outs < 2:
        on.discard(1)
        if batter_speed >= 3:          # the batter beats the relay
            outs += 1
            on, runs = _move_up(on, 1)
            on.add(1)
        else:
            outs += 2
            if outs < OUTS_PER_HALF_INNING:
                on, runs = _move_up(on, 1)
    elif result in ("Groundout", "Double-play grounder"):
        outs += 1
        if outs < OUTS_PER_HALF_INNING:
            on, runs = _move_up(on, 1)
    else:
        raise ValueError(f"unknown result {result!r}")
    if outs >= OUTS_PER_HALF_INNING:
        return [0, OUTS_PER_HALF_INNING, []]
    return [runs, outs, sorted(on)]


# --- invariants --------------------------------------------------------------

@invariant("every team fields nine batters and four pitchers", per_player_count=False)
def rosters_are_full(game) -> bool | str:
    for deck_id, per_team in (("batters", BATTERS_PER_TEAM), ("pitchers", PITCHERS_PER_TEAM)):
        for team in TEAMS:
            n = sum(c.count for c in game.deck(deck_id).cards if c.fields["team"] == team)
            if n != per_team:
                return f"{team} has {n} {deck_id}, not {per_team}"
    return True


@invariant("each team has exactly one starter", per_player_count=False)
def one_starter_each(game) -> bool | str:
    for team in TEAMS:
        starters = [c.name for c in game.deck("pitchers").cards
                    if c.fields["team"] == team and c.fields["role"] == "Starter"]
        if len(starters) != 1:
            return f"{team} starters: {', '.join(starters) or 'none'}"
    return True


@invariant("the charts cover every modified roll a matchup can make", per_player_count=False)
def charts_cover_every_roll(game) -> bool | str:
    batters = game.deck("batters").cards
    pitchers = game.deck("pitchers").cards
    lo = 1 + min(c.fields["contact"] for c in batters) - max(c.fields["stuff"] for c in pitchers)
    hi = 20 + max(c.fields["contact"] for c in batters) - min(c.fields["stuff"] for c in pitchers) \
        + TIRED_STUFF_PENALTY
    for m in range(lo, hi + 1):
        if _band(m) not in ("Strikeout", "Walk", "Out in play", "Hit"):
            return f"no result for {m}"
    top = 12 + max(c.fields["power"] for c in batters)
    return True if all(_hit(t) for t in range(2, top + 1)) else "hit chart has a gap"


@invariant("the pitch limit is a whole number of batters")
def limit_is_whole_batters(players: int) -> bool:
    return PITCH_LIMIT % PITCHES_PER_BATTER == 0


@invariant("the box holds a runner for every base and the batter, per team", per_player_count=False)
def runners_suffice(game) -> bool | str:
    pawns = next(c for c in game.inventory if c.id == "runner-pawns")
    return True if pawns.count >= runner_pawns() else f"{pawns.count} pawns"
