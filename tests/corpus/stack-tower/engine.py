"""Engine model of Stack Tower.

Stacks are written as strings of discs from the bottom up: "LLD" is two Light
discs under one Dark disc, so Dark controls it. Squares are written as in the
rulebook's notation: a file letter (a-e) then a row number (1-5), row 1 being
Light's home row.
"""
from generator.engine import invariant, rule

PLAYERS = (2, 2)  # the same as `players` in game.yaml

FILES = "abcde"
DIRECTIONS = {
    "north": (0, 1), "south": (0, -1), "east": (1, 0), "west": (-1, 0),
    "northeast": (1, 1), "northwest": (-1, 1), "southeast": (1, -1), "southwest": (-1, -1),
}
COLOURS = {"L": "Light", "D": "Dark"}

# The numbers of each way to play: standard, the short game, and no gambits.
STANDARD = {
    "board": 5, "discs": 12, "home": 5, "dealt": 3, "tower": 5, "crowns": 3,
}
SHORT = {
    "board": 4, "discs": 8, "home": 4, "dealt": 2, "tower": 4, "crowns": 2,
}

HAND_LIMIT = 4
GAMBIT_DRAW_COST = 2        # own discs from the tower pile, back to the box
SPARE_DISCS = 2             # discs of each colour beyond the standard 12, for handicaps
CROWN_TOKENS = 5            # three for the winner, two at most for the other player
GAMBIT_DECK = 30


def _numbers(variant: str | None) -> dict[str, int]:
    return SHORT if variant == "short" else STANDARD


@rule
def board_size(players: int = 2, variant: str | None = None) -> int:
    """Squares along each side of the board."""
    return _numbers(variant)["board"]


@rule
def discs_per_player(players: int = 2, variant: str | None = None) -> int:
    """Discs each player plays with in an even game."""
    return _numbers(variant)["discs"]


@rule
def home_row_discs(players: int = 2, variant: str | None = None) -> int:
    """Discs each player sets out, one on every square of their home row."""
    return _numbers(variant)["home"]


@rule
def reserve_discs(players: int = 2, variant: str | None = None) -> int:
    """Discs each player keeps beside the board to enter later."""
    return discs_per_player(players, variant) - home_row_discs(players, variant)


@rule
def gambits_dealt(players: int = 2, variant: str | None = None) -> int:
    """Gambit cards dealt to each player at the start."""
    if variant == "pure":
        return 0
    return _numbers(variant)["dealt"]


@rule
def tower_height(players: int = 2, variant: str | None = None) -> int:
    """Height at which a stack you control becomes a tower you claim."""
    return _numbers(variant)["tower"]


@rule
def crowns_to_win(players: int = 2, variant: str | None = None) -> int:
    """Crowns (claimed towers) a player needs to win."""
    return _numbers(variant)["crowns"]


@rule
def hand_limit(players: int = 2, variant: str | None = None) -> int:
    """Most Gambit cards a player may hold."""
    return HAND_LIMIT


@rule
def gambit_draw_cost() -> int:
    """Own discs from the tower pile returned to the box to draw one Gambit card."""
    return GAMBIT_DRAW_COST


def _gap_band(gap: int | str) -> int:
    if isinstance(gap, str):
        if gap == "400 or more":
            return 4
        gap = int(gap)
    if gap < 0:
        raise ValueError("a rating gap is never negative")
    return min(gap // 100, 4)


@rule
def handicap_discs(gap: int | str, variant: str | None = None) -> int:
    """Extra discs the weaker player adds to their reserve, by rating gap."""
    extra = (0, 0, 1, 1, 2)[_gap_band(gap)]
    return min(extra, 1) if variant == "short" else extra


@rule
def opening_moves(gap: int | str, variant: str | None = None) -> int:
    """Turns the weaker player takes before the stronger player's first turn."""
    return (0, 1, 1, 2, 2)[_gap_band(gap)]


@rule
def move_distance(height: int, shift: int = 0) -> int:
    """Spaces a stack moves: its height, changed by a Stride card, never under one."""
    return max(1, height + shift)


def _square(name: str) -> tuple[int, int]:
    return FILES.index(name[0]), int(name[1:]) - 1


@rule
def landing_square(start: str, direction: str, height: int, shift: int = 0,
                   variant: str | None = None) -> str:
    """Where a stack lands, or 'off' when the move would leave the board."""
    size = board_size(variant=variant)
    col, row = _square(start)
    dx, dy = DIRECTIONS[direction]
    steps = move_distance(height, shift)
    col, row = col + dx * steps, row + dy * steps
    if not (0 <= col < size and 0 <= row < size):
        return "off"
    return f"{FILES[col]}{row + 1}"


@rule
def land(mover: str, target: str = "") -> str:
    """The stack after a move: the moving stack goes on top of whatever it lands on."""
    return target + mover


@rule
def controller(stack: str) -> str:
    """Who controls a stack: the colour of its top disc."""
    return COLOURS[stack[-1]]


@rule
def tower_claimed(stack: str, variant: str | None = None) -> bool:
    """A stack at or above the tower height is claimed by whoever controls it."""
    return len(stack) >= tower_height(variant=variant)


@rule
def discs_to_tower_pile(stack: str) -> int:
    """Discs of the claimer's colour in a claimed tower: they go to the claimer's tower pile."""
    return stack.count(stack[-1])


@rule
def discs_returned(stack: str) -> int:
    """Discs of the other colour in a claimed tower: they go back to their owner's reserve."""
    return len(stack) - stack.count(stack[-1])


@rule
def notation(height: int, start: str, end: str, capture: bool = False, claim: bool = False,
             gambit: str = "") -> str:
    """A move written as the rulebook writes it: 2b1xb3+ and so on."""
    text = f"{height}{start}{'x' if capture else '-'}{end}{'+' if claim else ''}"
    return f"[{gambit}] {text}" if gambit else text


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    """What a game takes out of the box (an even game; handicap discs come from the spares)."""
    discs = discs_per_player(players, variant)
    return {
        "board": 1,
        "light-discs": discs,
        "dark-discs": discs,
        "gambits": 0 if variant == "pure" else GAMBIT_DECK,
        "crowns": CROWN_TOKENS,
    }


@invariant("the home row and the reserve make up each player's discs", per_player_count=False)
def discs_add_up() -> bool | str:
    for variant in (None, "short", "pure"):
        if home_row_discs(2, variant) + reserve_discs(2, variant) != discs_per_player(2, variant):
            return f"{variant or 'standard'}: home row and reserve do not add up"
        if home_row_discs(2, variant) != board_size(2, variant):
            return f"{variant or 'standard'}: the home row is not filled one disc a square"
    return True


@invariant("a stack one short of a tower can still move on the board", per_player_count=False)
def near_towers_can_move() -> bool | str:
    for variant in (None, "short"):
        if tower_height(variant=variant) - 1 > board_size(variant=variant) - 1:
            return f"{variant or 'standard'}: a stack of {tower_height(variant=variant) - 1} can never move"
    return True


@invariant("the box holds every disc a handicapped player may need", per_player_count=False)
def discs_cover_handicaps(game) -> bool | str:
    need = discs_per_player() + handicap_discs("400 or more")
    for line in game.inventory:
        if line.id in ("light-discs", "dark-discs") and line.count < need:
            return f"{line.name}: {line.count} in the box, {need} needed"
    return True


@invariant("the Gambit deck deals both hands and more", per_player_count=False)
def gambits_suffice(game) -> bool | str:
    deck = game.deck("gambits")
    if deck.total != GAMBIT_DECK:
        return f"the deck holds {deck.total} cards, the engine says {GAMBIT_DECK}"
    dealt = 2 * max(gambits_dealt(2, v) for v in (None, "short"))
    return True if deck.total >= dealt + 10 else f"{deck.total} cards, {dealt} dealt"


@invariant("the draw cost printed in the costs is the engine's", per_player_count=False)
def draw_cost_agrees(game) -> bool | str:
    for cost in game.costs:
        if cost.id == "draw-gambit":
            amount = sum(item.amount for item in cost.items)
            return True if amount == GAMBIT_DRAW_COST else f"costs say {amount}, engine {GAMBIT_DRAW_COST}"
    return "no cost 'draw-gambit'"


@invariant("every stride card shifts a move by exactly one space", per_player_count=False)
def strides_are_small(game) -> bool | str:
    for card in game.deck("gambits").cards:
        shift = card.fields["shift"]
        if shift is not None and abs(shift) != 1:
            return f"{card.name} shifts a move by {shift}"
    return True
