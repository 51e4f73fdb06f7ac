"""Engine model of Near Enough: a party game of guessing numbers.

Players write a guess at a Question card's answer, stake wager chips on it,
and score by the band their guess lands in.
"""
from generator.engine import invariant, rule

PLAYERS = (3, 8)

CHIPS_IN_BOX = 40          # held to the inventory by an invariant below
BULLSEYE = "Bullseye"
CLOSE = "Within 10 percent"
NEAR = "Within 25 percent"
FAR = "Further off"
BANDS = (BULLSEYE, CLOSE, NEAR, FAR)


@rule
def starting_chips(players: int) -> int:
    """Wager chips each player starts with: fewer when more players share the supply."""
    return 4 if players <= 5 else 3


@rule
def reads_each(players: int) -> int:
    """How many times each player holds the Reader token in one game."""
    return {3: 4, 4: 3}.get(players, 2)


@rule
def questions_in_game(players: int) -> int:
    """Question cards counted out for the game's stack."""
    return players * reads_each(players)


@rule
def supply_chips(players: int) -> int:
    """Chips left in the middle once everybody has taken their own."""
    return CHIPS_IN_BOX - players * starting_chips(players)


@rule
def band_percent(band: str) -> int | None:
    """How far off a guess may be, in percent of the answer, and still land in the band."""
    return {BULLSEYE: 0, CLOSE: 10, NEAR: 25}.get(band)


@rule
def band_points(band: str) -> int:
    """Points a guess scores in each band, with nothing staked."""
    return {BULLSEYE: 5, CLOSE: 3, NEAR: 1, FAR: 0}[band]


@rule
def staked_points(band: str, chips: int = 0) -> int:
    """Every chip staked scores the band's points once more."""
    return band_points(band) * (1 + chips)


@rule
def stake_returned(band: str) -> bool:
    """A stake comes back to its owner unless the guess missed every band."""
    return band != FAR


@rule
def max_stake() -> int:
    """The most chips one guess may carry."""
    return 2


@rule
def closest_bonus_chips() -> int:
    """Chips the closest guess (or each tied closest guess) takes from the supply."""
    return 1


@rule
def points_per_chip() -> int:
    """Points each chip still in your hand is worth at the end."""
    return 1


@rule
def band_of(guess: int, answer: int) -> str:
    """The band a whole-number guess lands in; a guess on a band's border is inside it."""
    off = abs(guess - answer)
    if off == 0:
        return BULLSEYE
    if off * 100 <= answer * 10:
        return CLOSE
    if off * 100 <= answer * 25:
        return NEAR
    return FAR


@rule
def score_guess(guess: int, answer: int, chips: int = 0) -> int:
    """Points one guess scores, its stake included."""
    return staked_points(band_of(guess, answer), chips)


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    """What a game at this count takes out of the box."""
    return {
        "questions": questions_in_game(players),
        "wager-chips": CHIPS_IN_BOX,
        "reader-token": 1,
        "pencils": players,
    }


@invariant("the box's wager chips are the engine's", per_player_count=False)
def chips_match_box(game) -> bool | str:
    line = next(c for c in game.inventory if c.id == "wager-chips")
    return True if line.count == CHIPS_IN_BOX else f"box {line.count}, engine {CHIPS_IN_BOX}"


@invariant("the supply keeps at least one chip per question for the closest guesses")
def supply_lasts(players: int) -> bool | str:
    left = supply_chips(players)
    return True if left >= questions_in_game(players) else f"{left} chips for {questions_in_game(players)} questions"


@invariant("the deck holds enough questions for a game", per_player_count=False)
def deck_covers_a_game(game) -> bool | str:
    total = game.deck("questions").total
    need = max(questions_in_game(n) for n in game.players)
    return True if total >= need else f"{total} cards, {need} needed"


@invariant("each card's band ranges are the engine's bands", per_player_count=False)
def ranges_match_bands(game) -> bool | str:
    def inside(guess: int, answer: int, bands: tuple[str, ...]) -> bool:
        return band_of(guess, answer) in bands

    for card in game.deck("questions").cards:
        f = card.fields
        a = f["answer"]
        for lo, hi, bands, what in (
            (f["close_from"], f["close_to"], (BULLSEYE, CLOSE), "10 percent"),
            (f["near_from"], f["near_to"], (BULLSEYE, CLOSE, NEAR), "25 percent"),
        ):
            ends_in = inside(lo, a, bands) and inside(hi, a, bands)
            ends_out = not inside(lo - 1, a, bands) and not inside(hi + 1, a, bands)
            if not (ends_in and ends_out):
                return f"{card.name}: its {what} range {lo} to {hi} is not the engine's band"
    return True
