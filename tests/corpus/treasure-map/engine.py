"""Engine model of Treasure Map: the rules the printed tables, die and examples are bound to."""
from generator.engine import invariant, rule

PLAYERS = (2, 6)

COLOURS = ["Red", "Blue", "Green", "Yellow", "Purple", "Orange"]
SPACES = 30          # numbered spaces round the map, 1 to 30; the Harbour (0) is off the loop
ISLANDS = 6
GEMS_TO_WIN = 10
CHIPS = {1: 10, 2: 8, 3: 6}   # gems on a chip -> chips of that kind in the box
PARROT_CARDS = 20

# each island and the two dig spaces beside it
DIG_SPACES = {
    "Shell Island": (1, 2),
    "Skull Island": (9, 10),
    "Palm Island": (13, 14),
    "Turtle Island": (16, 17),
    "Volcano Island": (24, 25),
    "Mermaid Island": (28, 29),
}
PIRATE_START = {"Captain Patch": 7, "Captain Peg": 22}


@rule
def space_colour(space: int) -> str:
    """The colour of a numbered space: the six colours repeat round the map, space 1 red."""
    return COLOURS[(space - 1) % len(COLOURS)]


@rule
def next_space(space: int, colour: str) -> int:
    """Where a ship on `space` (0 for the Harbour) stops after rolling `colour`: the next space of that colour."""
    step = space
    for _ in range(SPACES):
        step = step % SPACES + 1
        if space_colour(step) == colour:
            return step
    raise ValueError(f"no {colour} space")


@rule
def pirate_lands(start: int, steps: int) -> int:
    """Where a pirate ship on `start` stops after sailing `steps` spaces forward (30 goes on to 1)."""
    return (start - 1 + steps) % SPACES + 1


@rule
def die_colour(roll: int) -> str:
    """The colour die's result id for a face."""
    return COLOURS[roll - 1].lower()


@rule
def gems(chips: list) -> int:
    """Gems a player holds: the sum of the chips."""
    return sum(chips)


@rule
def has_won(gems: int) -> bool:
    """A player with this many gems has won at once."""
    return gems >= GEMS_TO_WIN


@rule
def gems_to_win(players: int | None = None) -> int:
    return GEMS_TO_WIN


@rule
def chips_per_island(players: int = 4) -> int:
    """Fewer chips under each island in a game of two or three, so it does not drag."""
    return 3 if players <= 3 else 4


@rule
def chips_left_out(players: int = 4) -> int:
    """Chips put back in the box unseen before the game."""
    return sum(CHIPS.values()) - ISLANDS * chips_per_island(players)


@rule
def chips_of_value(gems: int) -> int:
    return CHIPS[gems]


@rule
def constant(what: str) -> int:
    return {
        "Numbered spaces": SPACES,
        "Islands": ISLANDS,
        "Dig spaces": sum(len(v) for v in DIG_SPACES.values()),
        "Gems to win": GEMS_TO_WIN,
    }[what]


@rule
def parrot_cards_drawn() -> int:
    """Parrot cards drawn at the end of each turn."""
    return 1


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "game-board": 1,
        "ships": players,
        "pirate-ships": 2,
        "treasure-chips": ISLANDS * chips_per_island(players),
        "colour-die": 1,
        "parrot": 0 if variant == "calm-seas" else PARROT_CARDS,
    }


def play(players: int, variant: str | None = None) -> dict:
    return {"parrot": {"hand": 0, "draw": parrot_cards_drawn()}, "colour": {"dice": 1}}


@invariant("the box holds the chips the engine counts", per_player_count=False)
def chips_match_box(game) -> bool | str:
    line = next(c for c in game.inventory if c.id == "treasure-chips")
    return True if line.count == sum(CHIPS.values()) else f"box {line.count}, engine {sum(CHIPS.values())}"


@invariant("the chip sheet prints the chip mix of the table", per_player_count=False)
def chip_sheet_matches(game) -> bool | str:
    sheet = next(t for t in game.tokens if t.component == "treasure-chips")
    printed = {int(f.front.split()[0]): f.count for f in sheet.faces}
    return True if printed == CHIPS else f"sheet prints {printed}"


@invariant("the map's spaces have the engine's colours and dig spaces", per_player_count=False)
def map_matches_engine(game) -> bool | str:
    board = game.maps[0]
    digs = {n for pair in DIG_SPACES.values() for n in pair}
    for n in range(1, SPACES + 1):
        loc = board.location(f"space-{n}")
        if loc is None:
            return f"space {n} is missing"
        want = f"{space_colour(n).lower()}-{'dig' if n in digs else 'space'}"
        if loc.kind != want:
            return f"space {n} is {loc.kind}, the engine says {want}"
    return True


@invariant("the Parrot deck holds the cards the engine counts", per_player_count=False)
def parrot_deck_size(game) -> bool | str:
    total = game.deck("parrot").total
    return True if total == PARROT_CARDS else f"{total} Parrot cards"


@invariant("every numbered space is one of the map's colours, five of each")
def five_of_each(players: int) -> bool:
    return all(sum(1 for n in range(1, SPACES + 1) if space_colour(n) == c) == 5 for c in COLOURS)
