"""Bag of Brains: the rules the rulebook's tables and examples print.

Thirteen dice in a cup, three colours, three kinds of face. A turn is a loop of
draw, roll, set aside and decide; three shots end it with nothing scored.
"""
from generator.engine import invariant, rule

PLAYERS = (2, 6)

COLOURS = ("Green", "Yellow", "Red")
DICE = {"Green": 6, "Yellow": 4, "Red": 3}
# faces of each colour, in the order the die tables number them (brains first, shots last)
FACE_ORDER = ("Brain", "Footprints", "Shot")
FACES = {
    "Green": {"Brain": 3, "Footprints": 2, "Shot": 1},
    "Yellow": {"Brain": 2, "Footprints": 2, "Shot": 2},
    "Red": {"Brain": 1, "Footprints": 2, "Shot": 3},
}
RESULT_IDS = {"Brain": "brain", "Footprints": "footprints", "Shot": "shot"}
SIDES = 6

DICE_PER_ROLL = 3
SHOT_LIMIT = 3
BRAINS_TO_WIN = 13
SHORT_NIGHT_BRAINS = 8
NIGHT_CARDS = 12


# --- the dice -------------------------------------------------------------

@rule
def dice_in_cup(colour: str) -> int:
    """How many dice of a colour the cup holds."""
    return DICE[colour]


@rule
def faces_of(colour: str, face: str) -> int:
    """How many faces of a die of that colour show that face."""
    return FACES[colour][face]


@rule
def total_dice() -> int:
    """All the dice in the cup."""
    return sum(DICE.values())


def _face(colour: str, roll: int) -> str:
    left = roll
    for face in FACE_ORDER:
        if left <= FACES[colour][face]:
            return RESULT_IDS[face]
        left -= FACES[colour][face]
    raise ValueError(f"a {colour} die has no face {roll}")


@rule
def green_die(roll: int) -> str:
    return _face("Green", roll)


@rule
def yellow_die(roll: int) -> str:
    return _face("Yellow", roll)


@rule
def red_die(roll: int) -> str:
    return _face("Red", roll)


# --- the turn -------------------------------------------------------------

@rule
def dice_per_roll(players: int | None = None) -> int:
    """Dice in your hand for every roll: footprints you kept plus fresh ones from the cup."""
    return DICE_PER_ROLL


@rule
def shots_to_end_turn(players: int | None = None) -> int:
    """Shots on your shot pile that end your turn with nothing scored."""
    return SHOT_LIMIT


@rule
def brains_to_win(players: int | None = None, variant: str | None = None) -> int:
    """A total that calls the last round."""
    return SHORT_NIGHT_BRAINS if variant == "short-night" else BRAINS_TO_WIN


@rule
def dice_to_draw(footprints: int) -> int:
    """Fresh dice you draw from the cup before a roll, beside the footprints dice you keep."""
    return max(0, DICE_PER_ROLL - footprints)


@rule
def turn_score(brains: int, shots: int, bonus: int = 0, shot_limit: int = SHOT_LIMIT) -> int:
    """What a turn adds to your total: nothing once the shots reach the limit, else your brains
    (and a Night card's bonus when you bank)."""
    if shots >= shot_limit:
        return 0
    return brains + bonus


@rule
def new_total(banked: int, scored: int) -> int:
    """Your total after a turn."""
    return banked + scored


@rule
def night_cards() -> int:
    """The Night deck of the Full Moon variant."""
    return NIGHT_CARDS


# --- setup ----------------------------------------------------------------

def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "green-dice": DICE["Green"],
        "yellow-dice": DICE["Yellow"],
        "red-dice": DICE["Red"],
        "dice-cup": 1,
        "score-pad": 1,
        "pencils": players,
        "night": NIGHT_CARDS if variant == "full-moon" else 0,
    }


# --- invariants -----------------------------------------------------------

@invariant("every die has six faces", per_player_count=False)
def dice_have_six_faces() -> bool | str:
    odd = [c for c in COLOURS if sum(FACES[c].values()) != SIDES]
    return True if not odd else f"not six faces: {', '.join(odd)}"


@invariant("the box holds the dice the engine rolls", per_player_count=False)
def box_holds_the_dice(game) -> bool | str:
    for colour in COLOURS:
        line = next((c for c in game.inventory if c.id == f"{colour.lower()}-dice"), None)
        if line is None:
            return f"no {colour} dice in the box"
        if line.count != DICE[colour]:
            return f"{line.name}: the box holds {line.count}, the engine {DICE[colour]}"
    return True


@invariant("each die table shows the faces the engine counts", per_player_count=False)
def die_tables_agree(game) -> bool | str:
    by_id = {v: k for k, v in RESULT_IDS.items()}
    for die in game.dice:
        colour = die.id.capitalize()
        for result in die.results:
            faces = result.rolls.high - result.rolls.low + 1
            if faces != FACES[colour][by_id[result.id]]:
                return f"{die.name}: {result.id} on {faces} faces"
    return True


@invariant("the Night deck is as big as the engine deals it", per_player_count=False)
def night_deck_size(game) -> bool | str:
    deck = game.deck("night")
    return True if deck.total == NIGHT_CARDS else f"{deck.total} Night cards, engine {NIGHT_CARDS}"


@invariant("no Night card ends a turn before two shots or draws more dice than the green", per_player_count=False)
def night_cards_stay_fair(game) -> bool | str:
    for card in game.deck("night").cards:
        limit = card.fields["shot_limit"]
        first = card.fields["first_roll"]
        if limit is not None and not 2 <= limit <= 4:
            return f"{card.name}: shot limit {limit}"
        if first is not None and first > DICE["Green"]:
            return f"{card.name}: first roll of {first}"
    return True
