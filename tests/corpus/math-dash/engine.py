"""Math Dash: the rules the tables print, and the checks that every card's answer is right."""

from generator.engine import invariant, rule

PLAYERS = (2, 6)

# One row per colour of card: which deck it is, what its cards show, the youngest age it suits,
# its biggest answer, how many cards the pile holds and how far a right answer moves a racer.
COLOURS = {
    "Green": {"deck": "green-sums", "kind": "Adding and taking away within 10", "age": 6,
              "biggest": 10, "cards": 20, "spaces": 1, "ops": ("Adding", "Taking away"), "tables": None},
    "Orange": {"deck": "orange-sums", "kind": "Adding and taking away up to 20", "age": 7,
               "biggest": 20, "cards": 20, "spaces": 2, "ops": ("Adding", "Taking away"), "tables": None},
    "Blue": {"deck": "blue-times", "kind": "The 2, 5 and 10 times tables", "age": 7,
             "biggest": 100, "cards": 20, "spaces": 2, "ops": ("Times",), "tables": (2, 5, 10)},
    "Purple": {"deck": "purple-times", "kind": "The 3, 4, 6, 7, 8 and 9 times tables", "age": 8,
               "biggest": 81, "cards": 20, "spaces": 3, "ops": ("Times",), "tables": (3, 4, 6, 7, 8, 9)},
}

SIGNS = {"Adding": "+", "Taking away": "\u2212", "Times": "\u00d7"}

TRACK_SPACES = 30
QUICK_FINISH = 20
STAR_EVERY = 5
BOX_HELPERS = 12


def _colour(colour: str) -> dict:
    if colour not in COLOURS:
        raise ValueError(f"no colour {colour!r}; the colours are {', '.join(COLOURS)}")
    return COLOURS[colour]


def _work_out(first: int, op: str, second: int) -> int:
    if op == "Adding":
        return first + second
    if op == "Taking away":
        return first - second
    if op == "Times":
        return first * second
    raise ValueError(f"unknown operation {op!r}")


# --- The colours -------------------------------------------------------------------------------

@rule
def card_kind(colour: str) -> str:
    """What the cards of a colour ask."""
    return _colour(colour)["kind"]


@rule
def from_age(colour: str) -> int:
    """The youngest age a colour suits (a guide, not a rule)."""
    return _colour(colour)["age"]


@rule
def biggest_answer(colour: str) -> int:
    """The biggest answer on any card of the colour."""
    return _colour(colour)["biggest"]


@rule
def cards_in_pile(colour: str) -> int:
    return _colour(colour)["cards"]


@rule
def spaces_moved(colour: str) -> int:
    """How many spaces a right answer on a card of this colour moves your racer."""
    return _colour(colour)["spaces"]


@rule
def answer(first: int, op: str, second: int) -> int:
    """The answer printed on the back of the card that asks `first op second`."""
    return _work_out(first, op, second)


# --- Helper tokens -----------------------------------------------------------------------------

@rule
def helpers_each(players: int = 2) -> int:
    """Helper tokens each player starts with: three in a small game, two in a big one."""
    return 3 if players <= 3 else 2


@rule
def helpers_in_play(players: int) -> int:
    return players * helpers_each(players)


# --- The track ---------------------------------------------------------------------------------

@rule
def track_spaces() -> int:
    return TRACK_SPACES


@rule
def finish_space(variant: str | None = None) -> int:
    """The space that ends the race: the last one, or the Star on 20 in Quick Dash."""
    return QUICK_FINISH if variant == "quick" else TRACK_SPACES


@rule
def star_space(n: int) -> int:
    """Where the n-th Star space is: every fifth space."""
    return n * STAR_EVERY


@rule
def star_spaces() -> list[int]:
    return [s for s in range(STAR_EVERY, TRACK_SPACES, STAR_EVERY)]


@rule
def is_star(space: int) -> bool:
    return space in star_spaces()


@rule
def new_space(space: int, colour: str, right: bool, variant: str | None = None) -> int:
    """Where a racer on `space` ends after answering a card of `colour`: it stops on the Finish."""
    if not right:
        return space
    return min(space + spaces_moved(colour), finish_space(variant))


# --- Setup -------------------------------------------------------------------------------------

def setup(players: int, variant: str | None = None) -> dict[str, int]:
    """Everything comes out of the box but the Helper tokens nobody is given."""
    return {
        "board": 1,
        "green-sums": cards_in_pile("Green"),
        "orange-sums": cards_in_pile("Orange"),
        "blue-times": cards_in_pile("Blue"),
        "purple-times": cards_in_pile("Purple"),
        "racers": 6,                      # each player picks a colour from all six
        "helpers": helpers_in_play(players),
    }


# --- Invariants --------------------------------------------------------------------------------

@invariant("every card's back gives the right answer to the sum on its front", per_player_count=False)
def answers_are_right(game) -> bool | str:
    for info in COLOURS.values():
        for card in game.deck(info["deck"]).cards:
            f = card.fields
            written = f"{f['first']} {SIGNS[f['op']]} {f['second']}"
            if card.name != written:
                return f"{card.name}: its columns make the sum {written}"
            if _work_out(f["first"], f["op"], f["second"]) != f["answer"]:
                return f"{card.name}: the back says {f['answer']}"
    return True


@invariant("every card asks what its colour promises, with no answer below 0 or above the colour's biggest",
           per_player_count=False)
def cards_fit_their_colour(game) -> bool | str:
    for colour, info in COLOURS.items():
        answers = []
        for card in game.deck(info["deck"]).cards:
            f = card.fields
            if f["op"] not in info["ops"]:
                return f"{card.name}: a {colour} card cannot be {f['op']}"
            if info["tables"] and f["first"] not in info["tables"]:
                return f"{card.name}: the {f['first']} times table is not {colour}"
            if info["tables"] and not 1 <= f["second"] <= 10:
                return f"{card.name}: times tables go up to 10"
            if f["op"] == "Adding" and (f["first"] > info["biggest"] or f["second"] > info["biggest"]):
                return f"{card.name}: a number bigger than {info['biggest']}"
            if not 0 <= f["answer"] <= info["biggest"]:
                return f"{card.name}: answer {f['answer']} is out of the {colour} range"
            answers.append(f["answer"])
        if max(answers) != info["biggest"]:
            return f"{colour}: the biggest answer is {max(answers)}, not {info['biggest']}"
    return True


@invariant("every card shows the spaces its colour moves, and each pile holds the cards the table says",
           per_player_count=False)
def cards_show_their_move(game) -> bool | str:
    for colour, info in COLOURS.items():
        deck = game.deck(info["deck"])
        if deck.total != cards_in_pile(colour):
            return f"{deck.name}: {deck.total} cards, not {cards_in_pile(colour)}"
        for card in deck.cards:
            if card.fields["spaces"] != spaces_moved(colour):
                return f"{card.name}: shows {card.fields['spaces']} spaces, not {spaces_moved(colour)}"
    return True


@invariant("the box holds the Helper tokens of the biggest game", per_player_count=False)
def helpers_suffice(game) -> bool | str:
    box = next(c for c in game.inventory if c.id == "helpers").count
    if box != BOX_HELPERS:
        return f"the box holds {box} Helper tokens, the engine counts {BOX_HELPERS}"
    need = max(helpers_in_play(n) for n in game.players)
    return True if box >= need else f"{need} Helper tokens needed, {box} in the box"


@invariant("the Star spaces lie on the track before the Finish, and the Quick Dash finish is a Star",
           per_player_count=False)
def stars_on_track() -> bool:
    stars = star_spaces()
    return all(0 < s < TRACK_SPACES for s in stars) and QUICK_FINISH in stars
