"""Rainbow Hop: the rules the tables, the die and the examples print."""
from generator.engine import invariant, rule

PLAYERS = (2, 4)

COLOURS = ("Red", "Blue", "Green", "Yellow", "Purple")
TRACK_SPACES = 30             # space 30 is the Rainbow Castle
STAR_SPACES = (6, 12, 18, 24)
SUN_TOKENS_IN_BOX = 12
DIE_FACES = {1: "red", 2: "red", 3: "blue", 4: "green", 5: "yellow", 6: "purple"}
COUNTING = {"Red": 1, "Blue": 2, "Green": 3, "Yellow": 4, "Purple": 5}


@rule
def track_spaces() -> int:
    """Spaces on the path, the castle included."""
    return TRACK_SPACES


@rule
def star_spaces() -> list[int]:
    """The spaces with a star on them."""
    return list(STAR_SPACES)


@rule
def space_colour(space: int) -> str:
    """The colour of a space: the five colours in turn from space 1; the castle is every colour."""
    if space >= TRACK_SPACES:
        return "Rainbow"
    return COLOURS[(space - 1) % len(COLOURS)]


@rule
def colour_rolled(roll: int) -> str:
    """The colour die: two red faces, one of each other colour."""
    return DIE_FACES[roll]


@rule
def hop_to(position: int, colour: str) -> int:
    """Where an animal on `position` stops when the die shows `colour`:
    the next space of that colour, else the Rainbow Castle."""
    for space in range(position + 1, TRACK_SPACES):
        if space_colour(space) == colour:
            return space
    return TRACK_SPACES


@rule
def hops_counted(position: int, colour: str) -> int:
    """How many hops the child counts out loud on the way."""
    return hop_to(position, colour) - position


@rule
def card_move(position: int, hops: int) -> int:
    """A Rainbow card's hops forward (or back), never behind Start nor past the castle."""
    return max(0, min(TRACK_SPACES, position + hops))


@rule
def sun_tokens(players: int) -> int:
    """Sun tokens each player starts with."""
    return 3 if players == 2 else 2


@rule
def supply_suns(players: int) -> int:
    """Sun tokens left in the middle after each player took theirs."""
    return SUN_TOKENS_IN_BOX - sun_tokens(players) * players


@rule
def counting_hops(colour: str) -> int:
    """Counting Hops variant: each colour is a number of hops."""
    return COUNTING[colour]


@rule
def cards_drawn_on_a_star() -> int:
    """Rainbow cards drawn when a hop ends on a star space."""
    return 1


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    """What a game at this count takes out of the box."""
    return {
        "game-board": 1,
        "colour-die": 1,
        "pawns": players,
        "rainbow": 20,
        "sun-tokens": SUN_TOKENS_IN_BOX,
    }


def play(players: int, variant: str | None = None) -> dict[str, dict]:
    return {"colour": {"dice": 1}}


@invariant("the supply never starts empty")
def supply_has_suns(players: int) -> bool:
    return supply_suns(players) > 0


@invariant("the box holds the Sun tokens the engine counts on", per_player_count=False)
def sun_box_matches(game) -> bool | str:
    suns = next(c for c in game.inventory if c.id == "sun-tokens")
    return True if suns.count == SUN_TOKENS_IN_BOX else f"box has {suns.count}, engine counts {SUN_TOKENS_IN_BOX}"


@invariant("every Rainbow card comes out at setup", per_player_count=False)
def whole_deck_comes_out(game) -> bool | str:
    total = game.deck("rainbow").total
    return True if setup(2)["rainbow"] == total else f"setup takes {setup(2)['rainbow']}, deck has {total}"


@invariant("the printed path has the colours and stars the engine hops on", per_player_count=False)
def board_matches_engine(game) -> bool | str:
    board = game.maps[0]
    for location in board.locations:
        if not location.name.isdigit():
            continue
        space = int(location.name)
        want = space_colour(space).lower() + "-space"
        if location.kind != want:
            return f"space {space} is {location.kind}, the engine says {want}"
        starred = "marked" in location.flags
        if starred != (space in STAR_SPACES):
            return f"space {space}: star on the board {starred}, in the engine {space in STAR_SPACES}"
    numbered = [loc for loc in board.locations if loc.name.isdigit()]
    if len(numbered) != TRACK_SPACES - 1:
        return f"{len(numbered)} numbered spaces, the engine expects {TRACK_SPACES - 1}"
    return True


@invariant("no Rainbow card moves more than three spaces either way", per_player_count=False)
def cards_stay_small(game) -> bool | str:
    for card in game.deck("rainbow").cards:
        if abs(card.fields["hops"]) > 3:
            return f"{card.name} moves {card.fields['hops']}"
    return True


@invariant("the die table and the engine's die agree on red's two faces", per_player_count=False)
def red_twice(game) -> bool | str:
    reds = sum(1 for face in DIE_FACES.values() if face == "red")
    return True if reds == 2 else f"red is on {reds} faces"
