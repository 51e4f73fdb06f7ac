"""Engine model of Pitch Dice, a two-coach football game of dice and cards.

The pitch is five zones in a row. Counted from one coach's own goal, zone 1 is
their goalmouth, zone 2 their half, zone 3 midfield, zone 4 the opponent's
half and zone 5 the opponent's goalmouth.
"""
from generator.engine import invariant, rule

PLAYERS = (2, 2)  # the same range as `players` in game.yaml

LINEUP = {"Goalkeeper": 1, "Defender": 3, "Midfielder": 2, "Forward": 2}
COVERS = {"Goalkeeper": (1, 1), "Defender": (1, 2), "Midfielder": (2, 4), "Forward": (4, 5)}

CONSTANTS = {
    "Halves": 2,
    "Turns each half": 9,
    "Extra-time periods": 2,
    "Turns each extra-time period": 3,
    "Penalty kicks each": 5,
}

HAND = 5
STAMINA_PER_STARTER = 2
SUBSTITUTIONS = 3
SQUAD = 11
GOAL_TARGET = 10
PENALTY_TARGET = 8
LONG_SHOT = 2
SPRINT = 2
TIRED_RATING = 1
PLAY_DECK = 51
STAMINA_TOKENS = 40


# ---- setup -------------------------------------------------------------


@rule
def cards_dealt(players: int) -> int:
    """Play cards each coach is dealt at kick-off (also the hand limit)."""
    return HAND


@rule
def starters(players: int) -> int:
    """Players each coach puts on the pitch at kick-off."""
    return sum(LINEUP.values())


@rule
def bench(players: int) -> int:
    """Players each coach keeps on the bench."""
    return SQUAD - starters(players)


@rule
def stamina_each(players: int) -> int:
    """Stamina tokens on each starter at kick-off."""
    return STAMINA_PER_STARTER


@rule
def substitutions(players: int) -> int:
    """Substitutions each coach may make in the whole match, extra time included."""
    return SUBSTITUTIONS


@rule
def lineup(position: str) -> int:
    """How many of a position start on the pitch."""
    return LINEUP[position]


@rule
def zones_covered(position: str) -> str:
    """The zones (counted from the coach's own goal) a position can act in."""
    low, high = COVERS[position]
    return str(low) if low == high else f"{low}-{high}"


@rule
def constant(what: str) -> int:
    """The fixed numbers of the match clock."""
    return CONSTANTS[what]


@rule
def turns_per_half() -> int:
    return CONSTANTS["Turns each half"]


@rule
def regulation_turns() -> int:
    return CONSTANTS["Halves"] * CONSTANTS["Turns each half"]


@rule
def extra_time_turns() -> int:
    return CONSTANTS["Extra-time periods"] * CONSTANTS["Turns each extra-time period"]


@rule
def penalty_kicks() -> int:
    return CONSTANTS["Penalty kicks each"]


@rule
def goal_target() -> int:
    """A shot total of this or more is a goal."""
    return GOAL_TARGET


@rule
def penalty_target() -> int:
    """A penalty total of this or more is a goal."""
    return PENALTY_TARGET


@rule
def long_shot_penalty() -> int:
    """Taken off a shot from the opponent's half."""
    return LONG_SHOT


@rule
def sprint_bonus() -> int:
    """Added to a roll by spending one extra stamina token."""
    return SPRINT


@rule
def tired_rating() -> int:
    """The rating of a player with no stamina tokens left."""
    return TIRED_RATING


# ---- rolls -------------------------------------------------------------


@rule
def effective_rating(rating: int, stamina: int) -> int:
    """A player's rating, or the tired rating once their stamina is gone."""
    return rating if stamina > 0 else TIRED_RATING


@rule
def attack_total(dice: int, rating: int, bonus: int = 0, sprint: bool = False) -> int:
    """Two dice plus the attacker's rating, the card's bonus and a sprint."""
    return dice + rating + bonus + (SPRINT if sprint else 0)


@rule
def defence_total(dice: int, rating: int, bonus: int = 0, sprint: bool = False) -> int:
    """Two dice plus the defender's rating, the tackle card's bonus and a sprint."""
    return dice + rating + bonus + (SPRINT if sprint else 0)


def _low(band) -> int:
    """The lowest number of a printed band: 3, '3-5', '6+'."""
    if isinstance(band, int):
        return band
    text = str(band).strip()
    if text.endswith("+"):
        return int(text[:-1])
    if text.endswith(" or more"):
        return int(text[: -len(" or more")])
    if text.endswith(" or less"):
        return int(text[: -len(" or less")])
    return int(text.split("-")[0])


_ATTACK_LEADS = ((6, "Split Open"), (3, "Into Space"), (1, "Completed"), (0, "Scramble"))
_DEFENCE_LEADS = ((6, "Counter"), (3, "Intercepted"), (1, "Blocked"), (0, "Scramble"))


@rule
def pass_when_attack_leads(margin) -> str:
    """Result of a pass or run when the attack total is ahead by `margin`."""
    m = _low(margin)
    return next(name for low, name in _ATTACK_LEADS if m >= low)


@rule
def pass_when_defence_leads(margin) -> str:
    """Result of a pass or run when the defence total is ahead by `margin`."""
    m = _low(margin)
    return next(name for low, name in _DEFENCE_LEADS if m >= low)


@rule
def pass_result(attack: int, defence: int) -> str:
    """The result of a contested pass or run, from both totals."""
    if attack >= defence:
        return pass_when_attack_leads(attack - defence)
    return pass_when_defence_leads(defence - attack)


@rule
def attack_keeps_ball(result: str) -> bool:
    return result in {"Scramble", "Completed", "Into Space", "Split Open"}


@rule
def zones_gained(result: str) -> int:
    """How far the ball moves toward the attacked goal (negative: back)."""
    return {"Scramble": 0, "Completed": 1, "Into Space": 1, "Split Open": 2,
            "Blocked": 0, "Intercepted": -1, "Counter": -1}[result]


@rule
def shot_total(dice: int, rating: int, bonus: int, keeper: int,
               long_range: bool = False, sprint: bool = False) -> int:
    """Two dice plus shooter's rating and card, less the keeper's rating."""
    total = dice + rating + bonus - keeper + (SPRINT if sprint else 0)
    return total - LONG_SHOT if long_range else total


@rule
def shot_result(total) -> str:
    t = _low(total)
    if t >= 12:
        return "Screamer"
    if t >= GOAL_TARGET:
        return "Goal"
    if t >= 8:
        return "Corner"
    if t >= 6:
        return "Saved"
    return "Wide"


@rule
def shot_scores(total: int) -> bool:
    return shot_result(total) in {"Goal", "Screamer"}


@rule
def penalty_result(total) -> str:
    t = _low(total)
    if t >= PENALTY_TARGET:
        return "Goal"
    return "Saved" if t >= 6 else "Miss"


@rule
def ways_to_roll(roll: int) -> int:
    """Of the 36 throws of two dice, how many total `roll`."""
    return 6 - abs(7 - roll)


# ---- what comes out of the box ---------------------------------------


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "pitch-board": 1,
        "squads": SQUAD * players,
        "plays": PLAY_DECK,
        "ball": 1,
        "stamina-tokens": STAMINA_TOKENS,
        "sub-tokens": SUBSTITUTIONS * players,
        "clock-marker": 1,
        "score-markers": players,
        "dice": 2 * players,
    }


def play(players: int, variant: str | None = None) -> dict:
    return {"plays": {"hand": HAND, "draw": 1}, "dice": {"dice": 2}}


# ---- invariants --------------------------------------------------------


@invariant("the play deck in setup is the whole printed deck", per_player_count=False)
def play_deck_whole(game) -> bool | str:
    total = game.deck("plays").total
    return True if total == PLAY_DECK else f"engine says {PLAY_DECK}, deck has {total}"


@invariant("each side's squad has eleven cards and can field the starting line-up", per_player_count=False)
def squads_can_start(game) -> bool | str:
    for side in ("Red", "Blue"):
        cards = [c for c in game.deck("squads").cards if c.fields["side"] == side]
        if sum(c.count for c in cards) != SQUAD:
            return f"{side} squad has {sum(c.count for c in cards)} cards"
        for position, need in LINEUP.items():
            have = sum(c.count for c in cards if c.fields["position"] == position)
            if have < need:
                return f"{side} has {have} {position}s, needs {need}"
    return True


@invariant("every rating is 1 to 5", per_player_count=False)
def ratings_in_range(game) -> bool | str:
    bad = [c.name for c in game.deck("squads").cards if not 1 <= c.fields["rating"] <= 5]
    return True if not bad else f"rating out of range: {', '.join(bad)}"


@invariant("every zone has a player of each side who can act in it")
def every_zone_covered(players: int) -> bool:
    for zone in range(1, 6):
        mine = any(COVERS[p][0] <= zone <= COVERS[p][1] for p in LINEUP)
        theirs = any(COVERS[p][0] <= 6 - zone <= COVERS[p][1] for p in LINEUP)
        if not (mine and theirs):
            return False
    return True


@invariant("the box holds enough stamina tokens for both starting line-ups")
def stamina_suffices(players: int, game) -> bool | str:
    tokens = next(c for c in game.inventory if c.id == "stamina-tokens").count
    need = players * starters(players) * STAMINA_PER_STARTER
    return True if tokens >= need and tokens == STAMINA_TOKENS else f"{tokens} tokens, {need} needed"


@invariant("the deck covers both opening hands and a half of draws", per_player_count=True)
def deck_lasts(players: int, game) -> bool | str:
    total = game.deck("plays").total
    need = players * HAND + players * CONSTANTS["Turns each half"]
    return True if total >= need else f"{total} cards, {need} needed"
