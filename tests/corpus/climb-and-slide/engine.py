"""Climb and Slide: the rules the rulebook's tables and examples print.

The board is 100 spaces in ten rows of ten. Space 1 is at the bottom left;
the first row runs left to right, the second right to left, and so on up to
space 100 at the top left. Every ladder and every slide runs straight up or
down one column of the board.
"""

from generator.engine import invariant, rule

PLAYERS = (2, 6)

GOAL = 100
ROW = 10
DIE_FACES = 6
KEEP_LIMIT = 2
BOX_LUCK = 12          # Luck tokens in the box (game.yaml: inventory 'luck-tokens')
EVENT_CARDS = 24       # cards in the Event deck (game.yaml: deck 'events')

# foot -> top
LADDERS = {5: 36, 9: 29, 20: 40, 27: 67, 44: 64, 53: 88, 62: 82, 71: 91}
# head -> bottom
SLIDES = {24: 4, 33: 8, 50: 30, 59: 39, 76: 45, 92: 52, 95: 75, 98: 63}
EVENT_SPACES = (14, 22, 37, 48, 61, 77, 85, 94)

_STARTING_LUCK = {2: 3, 3: 2, 4: 2, 5: 1, 6: 1}


def position(space: int) -> tuple[int, int]:
    """(column, row) of a space, both counted from 1 at the bottom left."""
    row = (space - 1) // ROW + 1
    step = (space - 1) % ROW
    column = step + 1 if row % 2 == 1 else ROW - step
    return column, row


def coordinate(space: int) -> str:
    """The board's printed coordinate of a space: 'a1' for space 1, 'a10' for space 100."""
    column, row = position(space)
    return f"{chr(ord('a') + column - 1)}{row}"


# --- setup -----------------------------------------------------------------

@rule
def starting_luck(players: int) -> int:
    """Luck tokens each player takes at the start: fewer in a big game, to keep turns quick."""
    return _STARTING_LUCK[players]


@rule
def supply_luck(players: int) -> int:
    """Luck tokens left in the supply once every player has taken theirs."""
    return BOX_LUCK - players * starting_luck(players)


@rule
def goal_space(players: int | None = None) -> int:
    """The space a pawn must land on exactly to win."""
    return GOAL


@rule
def keep_limit(players: int | None = None) -> int:
    """Keep cards a player may hold at once."""
    return KEEP_LIMIT


@rule
def event_space_count(players: int | None = None) -> int:
    """How many event spaces the board has."""
    return len(EVENT_SPACES)


@rule
def ladder_count(players: int | None = None) -> int:
    return len(LADDERS)


@rule
def slide_count(players: int | None = None) -> int:
    return len(SLIDES)


# --- the board -------------------------------------------------------------

@rule
def ladder_top(foot: int) -> int:
    """Where the ladder whose foot is on this space carries a pawn."""
    return LADDERS[foot]


@rule
def slide_bottom(head: int) -> int:
    """Where the slide whose head is on this space drops a pawn."""
    return SLIDES[head]


@rule
def after_ladders_and_slides(space: int) -> int:
    """The space a pawn ends on once any ladder or slide on its space has moved it."""
    if space in LADDERS:
        return LADDERS[space]
    if space in SLIDES:
        return SLIDES[space]
    return space


@rule
def move(start: int, roll: int) -> int:
    """A pawn on `start` (0 = off the board) moves `roll` spaces; past 100 it does not move at all."""
    if start + roll > GOAL:
        return start
    return after_ladders_and_slides(start + roll)


@rule
def roll_needed(start: int) -> int | None:
    """The roll that lands exactly on 100 from `start`, or None when no single roll can."""
    need = GOAL - start
    return need if 1 <= need <= DIE_FACES else None


@rule
def next_ladder_foot(space: int) -> int | None:
    """Rope Swing: the foot of the next ladder ahead of this space, or None."""
    ahead = [foot for foot in LADDERS if foot > space]
    return min(ahead) if ahead else None


@rule
def move_back(start: int, spaces: int) -> int:
    """An event moves a pawn back; it never goes below space 1, then ladders and slides apply."""
    return after_ladders_and_slides(max(1, start - spaces))


@rule
def move_forward(start: int, spaces: int) -> int:
    """An event moves a pawn forward; past 100 it stays where it is, as with a roll."""
    return move(start, spaces)


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "game-board": 1,
        "pawns": players,
        "die": 1,
        "luck-tokens": BOX_LUCK,     # the whole supply comes out: some dealt, the rest beside the board
        "events": EVENT_CARDS,       # the whole Event deck, shuffled face down
    }


def play(players: int, variant: str | None = None) -> dict:
    return {"events": {"hand": 0, "draw": 1}, "die": {"dice": 1}}


# --- invariants ------------------------------------------------------------

@invariant("every ladder climbs and every slide drops, each straight along one column", per_player_count=False)
def ladders_up_slides_down() -> bool | str:
    for foot, top in LADDERS.items():
        if top <= foot or position(foot)[0] != position(top)[0]:
            return f"ladder {foot}-{top}"
    for head, bottom in SLIDES.items():
        if bottom >= head or position(head)[0] != position(bottom)[0]:
            return f"slide {head}-{bottom}"
    return True


@invariant("no space is two special things at once, and no ladder or slide ends where another begins", per_player_count=False)
def spaces_do_one_thing() -> bool | str:
    starts = list(LADDERS) + list(SLIDES) + list(EVENT_SPACES)
    if len(set(starts)) != len(starts):
        return "a space starts two things"
    ends = set(LADDERS.values()) | set(SLIDES.values())
    clash = ends & set(starts)
    if clash:
        return f"ends on a special space: {sorted(clash)}"
    if GOAL in starts or 1 in starts:
        return "the first or last space is special"
    return True


@invariant("the board drawn in game.yaml has the engine's ladders, slides and event spaces", per_player_count=False)
def board_matches_engine(game) -> bool | str:
    grid = next((g for g in game.grids if g.id == "board"), None)
    if grid is None:
        return "no grid 'board'"
    names: dict[str, str] = {}
    terrain: dict[str, str] = {}
    for cell in grid.cells:
        coords = [cell.at] if isinstance(cell.at, str) else list(cell.at)
        for c in coords:
            if cell.name:
                names[c] = cell.name
            if cell.terrain:
                terrain[c] = cell.terrain
    for space in range(1, GOAL + 1):
        if names.get(coordinate(space)) != str(space):
            return f"space {space} is not named at {coordinate(space)}"
    drawn = {"ladder": {}, "slide": {}}
    for line in grid.lines:
        first, last = int(names[line.cells[0]]), int(names[line.cells[-1]])
        drawn.setdefault(line.kind, {})[first] = last
    if drawn["ladder"] != LADDERS:
        return f"ladders drawn {drawn['ladder']}"
    if drawn["slide"] != SLIDES:
        return f"slides drawn {drawn['slide']}"
    events = sorted(int(names[c]) for c, t in terrain.items() if t == "event")
    if tuple(events) != EVENT_SPACES:
        return f"event spaces drawn {events}"
    return True


@invariant("the box's Luck tokens and Event cards are the engine's", per_player_count=False)
def box_counts(game) -> bool | str:
    luck = next((c for c in game.inventory if c.id == "luck-tokens"), None)
    if luck is None or luck.count != BOX_LUCK:
        return "Luck tokens in the box differ"
    if game.deck("events").total != EVENT_CARDS:
        return f"{game.deck('events').total} Event cards, engine says {EVENT_CARDS}"
    return True


@invariant("every card that moves a pawn or gives Luck says so in one column only", per_player_count=False)
def event_cards_do_one_thing(game) -> bool | str:
    for card in game.deck("events").cards:
        amounts = [card.fields[c] for c in ("forward", "backward", "luck") if card.fields[c] is not None]
        if len(amounts) > 1:
            return f"{card.name} does two things"
        if card.fields["kind"] == "Keep" and amounts:
            return f"{card.name} is a Keep card with an amount"
    return True


@invariant("the supply never runs short at setup")
def luck_covers_players(players: int) -> bool:
    return supply_luck(players) >= 0
