"""Robo Relay: the rules the tables and examples print, as small functions.

The factory floor is modelled here as well, so that a register can be run for
a single robot; an invariant holds this model to the grid in game.yaml.
"""

from generator.engine import invariant, rule

PLAYERS = (2, 6)

# Cards dealt at the start of a round before Reboot tokens are taken off.
BASE_DEAL = {2: 8, 3: 7, 4: 7, 5: 6, 6: 6}

COLUMNS, ROWS = 12, 10

STEP = {"north": (0, -1), "east": (1, 0), "south": (0, 1), "west": (-1, 0)}
ORDER = ["north", "east", "south", "west"]

BELTS = {
    **{sq: "north" for sq in ("0504", "0505", "0506", "0507", "0508")},
    **{sq: "east" for sq in ("0705", "0805", "0905", "1005", "1105")},
    **{sq: "south" for sq in ("0205", "0206", "0207", "0208")},
    **{sq: "west" for sq in ("0402", "0502", "0602", "0702", "0802")},
}
PUSHERS = {"0809": "north", "0107": "east", "0901": "south", "1203": "west"}
PITS = {"0806", "0404", "1107", "0308"}
WALLS = {
    frozenset(pair)
    for pair in (("0303", "0403"), ("0302", "0303"), ("1002", "1102"), ("0606", "0607"), ("0706", "0707"))
}
CHECKPOINTS = {1: "0906", 2: "0303", 3: "1002", 4: "0608"}
DOCKS = {1: "0210", 2: "0410", 3: "0610", 4: "0710", 5: "0910", 6: "1110"}

# What each kind of program card does: squares moved (negative: backward) and quarter turns right.
CARD_EFFECTS = {
    "Move 1": (1, 0),
    "Move 2": (2, 0),
    "Move 3": (3, 0),
    "Back Up": (-1, 0),
    "Turn Left": (0, -1),
    "Turn Right": (0, 1),
    "U-Turn": (0, 2),
}

FELL = "fell"


@rule
def registers(players: int | None = None) -> int:
    """Program cards each robot runs in a round: one per register of the mat."""
    return 3


@rule
def max_reboot_tokens(players: int | None = None) -> int:
    """Most Reboot tokens a player may hold at once."""
    return 3


@rule
def cards_dealt(players: int = 2, reboots: int = 0) -> int:
    """Program cards dealt to a player holding `reboots` Reboot tokens."""
    return BASE_DEAL[players] - min(reboots, max_reboot_tokens())


@rule
def checkpoints_to_win(players: int = 2) -> int:
    """Checkpoints in the race: all four in a small game, the first three in a big one."""
    return 4 if players <= 3 else 3


@rule
def belts_move(register: int) -> bool:
    return True


@rule
def pushers_fire(register: int) -> bool:
    """Pushers fire in the first and third registers and rest in the second."""
    return register in (1, 3)


@rule
def resolution_order(priorities: list) -> list:
    """The order cards of one register resolve in: highest priority first."""
    return sorted(priorities, reverse=True)


def _square(col: int, row: int) -> str:
    return f"{col:02d}{row:02d}"


def _step(square: str, direction: str) -> str:
    """The square one step away, FELL for off the board or into a pit, or the same square at a wall."""
    col, row = int(square[:2]), int(square[2:])
    dc, dr = STEP[direction]
    col, row = col + dc, row + dr
    if not (1 <= col <= COLUMNS and 1 <= row <= ROWS):
        return FELL
    target = _square(col, row)
    if frozenset((square, target)) in WALLS:
        return square
    if target in PITS:
        return FELL
    return target


@rule
def run_register(square: str, facing: str, card: str, register: int = 1) -> list:
    """One robot alone on the floor runs one register: its card, then belts, then pushers.

    Returns [square, facing], or ["fell", facing] when it falls.
    """
    moves, turns = CARD_EFFECTS[card]
    facing = ORDER[(ORDER.index(facing) + turns) % 4]
    direction = facing if moves >= 0 else ORDER[(ORDER.index(facing) + 2) % 4]
    for _ in range(abs(moves)):
        nxt = _step(square, direction)
        if nxt == FELL:
            return [FELL, facing]
        if nxt == square:  # a wall: the rest of the card is lost
            break
        square = nxt
    if belts_move(register) and square in BELTS:
        square = _step(square, BELTS[square])
        if square == FELL:
            return [FELL, facing]
    if pushers_fire(register) and square in PUSHERS:
        square = _step(square, PUSHERS[square])
        if square == FELL:
            return [FELL, facing]
    return [square, facing]


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    teams = players // 2 if variant == "relay-teams" else players
    return {
        "program": 60,
        "factory-floor": 1,
        "robots": players,
        "program-mats": players,
        "checkpoint-chips": checkpoints_to_win(players) * teams,
        "reboot-tokens": max_reboot_tokens() * players,
    }


def play(players: int, variant: str | None = None) -> dict[str, dict]:
    return {"program": {"hand": cards_dealt(players)}}


@invariant("the program deck deals every player's hand at once")
def deck_deals_everyone(players: int, game) -> bool | str:
    deck = game.deck("program")
    needed = cards_dealt(players) * players
    return True if deck.total >= needed else f"{deck.total} cards, {needed} dealt"


@invariant("even a player holding the most Reboot tokens is dealt a card for every register")
def hand_fills_the_registers(players: int) -> bool:
    return cards_dealt(players, max_reboot_tokens()) >= registers()


@invariant("no two program cards share a priority", per_player_count=False)
def priorities_unique(game) -> bool | str:
    seen: dict[int, str] = {}
    for card in game.deck("program").cards:
        p = card.fields["priority"]
        if p in seen:
            return f"{card.name} and {seen[p]} share priority {p}"
        seen[p] = card.name
    return True


@invariant("every program card's steps are what its kind moves", per_player_count=False)
def steps_match_kind(game) -> bool | str:
    for card in game.deck("program").cards:
        moves, _ = CARD_EFFECTS[card.fields["kind"]]
        if card.fields["steps"] != abs(moves):
            return f"{card.name} ({card.id}) moves {abs(moves)}, not {card.fields['steps']}"
    return True


@invariant("a longer move always has a higher priority than a shorter one", per_player_count=False)
def longer_moves_go_first(game) -> bool | str:
    by_kind: dict[str, list[int]] = {}
    for card in game.deck("program").cards:
        by_kind.setdefault(card.fields["kind"], []).append(card.fields["priority"])
    for shorter, longer in (("Move 1", "Move 2"), ("Move 2", "Move 3")):
        if max(by_kind[shorter]) >= min(by_kind[longer]):
            return f"some {shorter} outranks a {longer}"
    return True


@invariant("the engine's factory floor is the grid printed in game.yaml", per_player_count=False)
def floor_matches_grid(game) -> bool | str:
    grid = next(g for g in game.grids if g.id == "factory")
    terrain: dict[str, str] = {}
    names: dict[str, str] = {}
    for cell in grid.cells:
        for at in cell.at:
            terrain[at] = cell.terrain
            if cell.name:
                names[cell.name] = at
    belts = {sq: t.split("-")[1] for sq, t in terrain.items() if t.startswith("belt-")}
    pushers = {sq: t.split("-")[1] for sq, t in terrain.items() if t.startswith("pusher-")}
    pits = {sq for sq, t in terrain.items() if t == "pit"}
    if belts != BELTS:
        return "the belts differ from the grid"
    if pushers != PUSHERS:
        return "the pushers differ from the grid"
    if pits != PITS:
        return "the pits differ from the grid"
    for n, sq in CHECKPOINTS.items():
        if names.get(f"Checkpoint {n}") != sq:
            return f"Checkpoint {n} is not on {sq}"
    for n, sq in DOCKS.items():
        if names.get(f"Dock {n}") != sq:
            return f"Dock {n} is not on {sq}"
    walls = {frozenset(pair.split("/")) for line in grid.lines if line.kind == "wall" for pair in line.cells}
    if walls != WALLS:
        return "the walls differ from the grid"
    if (grid.columns, grid.rows) != (COLUMNS, ROWS):
        return "the grid's size differs"
    return True
