"""engine.py of Marsh & Ledger: what the dice mean, where numbers go and how the two sheets score."""
from generator.engine import invariant, rule

PLAYERS = (1, 6)

TERRAIN_BY_ROLL = {1: "Marsh", 2: "Field", 3: "Field", 4: "Forest", 5: "Forest", 6: "Village"}
ACCOUNT_BY_TERRAIN = {"Marsh": "Any account", "Field": "Grain", "Forest": "Timber", "Village": "Coin"}
ACCOUNT_POINTS = (0, 1, 3, 5, 8, 11, 15, 20)   # by boxes filled, 0 to 7
ACCOUNTS = ("Grain", "Timber", "Coin")
MAP_SIDE = 5                                    # the map is 5 x 5 squares, the Harbour in the middle
ROUNDS = 18
CHARTERS_REVEALED = 3
SPOILAGE_BOXES = 6
SPOIL_PENALTY = 2
STAMP_BOX = 5
FIELD_POINTS = 2                                # per Field of the largest Field group
SOLO_DEADLINE = 9                               # alone, a charter met by the end of this round pays its first value

LETTERS = {"M": "Marsh", "F": "Field", "W": "Forest", "V": "Village", "H": "Harbour"}


# --- dice and the ledger ----------------------------------------------------------------------

@rule
def terrain(roll: int) -> str:
    """The terrain a die charted on the map draws."""
    return TERRAIN_BY_ROLL[roll]


@rule
def chart_result(roll: int) -> str:
    """The Chart die table's result id for a roll: the terrain's name in lower case."""
    return terrain(roll).lower()


@rule
def account_for(terrain: str) -> str:
    """The account the ledger die is written in, after charting this terrain."""
    return ACCOUNT_BY_TERRAIN[terrain]


@rule
def can_record(last: int, value: int) -> bool:
    """An account's numbers never fall: a number may follow an equal or lower one."""
    return value >= last


@rule
def account_points(boxes: int) -> int:
    return ACCOUNT_POINTS[boxes]


@rule
def ledger_points() -> list[list[int]]:
    """What the ledger sheet prints in each box's corner: the account's points once that box is filled."""
    return [[account_points(box) for box in range(1, account_boxes() + 1)] for _ in ACCOUNTS]


@rule
def ledger_score(grain: int, timber: int, coin: int, spoiled: int) -> int:
    return account_points(grain) + account_points(timber) + account_points(coin) - spoil_penalty() * spoiled


# --- constants ---------------------------------------------------------------------------------

@rule
def rounds(players: int = 1) -> int:
    return ROUNDS


@rule
def charters_revealed(players: int = 1) -> int:
    return CHARTERS_REVEALED


@rule
def account_boxes(players: int = 1) -> int:
    return len(ACCOUNT_POINTS) - 1


@rule
def spoilage_boxes(players: int = 1) -> int:
    return SPOILAGE_BOXES


@rule
def spoil_penalty(players: int = 1) -> int:
    return SPOIL_PENALTY


@rule
def stamp_box() -> int:
    return STAMP_BOX


@rule
def dice_rolled() -> int:
    return 3


@rule
def map_side() -> int:
    return MAP_SIDE


@rule
def solo_deadline() -> int:
    return SOLO_DEADLINE


# --- scoring the map ---------------------------------------------------------------------------

@rule
def field_points(largest_group: int) -> int:
    return FIELD_POINTS * largest_group


@rule
def forest_points(neighbours: list) -> int:
    """Each Forest scores 1 for every Forest beside it (so a pair of Forests scores 2)."""
    return sum(neighbours)


@rule
def village_points(kinds: list) -> int:
    """Each Village scores 1 for every different terrain beside it, the Harbour included."""
    return sum(kinds)


def _cells(grid: list) -> dict:
    return {(r, c): LETTERS.get(ch) for r, row in enumerate(grid) for c, ch in enumerate(row)}


def _beside(cells: dict, r: int, c: int) -> list:
    return [cells[p] for p in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)) if cells.get(p)]


@rule
def map_score(grid: list) -> int:
    """A whole map, written as 5 rows of letters: M Marsh, F Field, W Forest, V Village, H Harbour, . empty."""
    cells = _cells(grid)
    seen: set = set()
    largest = 0
    for start, kind in cells.items():
        if kind != "Field" or start in seen:
            continue
        stack, size = [start], 0
        seen.add(start)
        while stack:
            r, c = stack.pop()
            size += 1
            for p in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)):
                if cells.get(p) == "Field" and p not in seen:
                    seen.add(p)
                    stack.append(p)
        largest = max(largest, size)
    forests = [sum(1 for k in _beside(cells, r, c) if k == "Forest")
               for (r, c), kind in cells.items() if kind == "Forest"]
    villages = [len(set(_beside(cells, r, c))) for (r, c), kind in cells.items() if kind == "Village"]
    return field_points(largest) + forest_points(forests) + village_points(villages)


@rule
def final_score(map_points: int, ledger_points: int, charter_points: int) -> int:
    return map_points + ledger_points + charter_points


# --- setup -------------------------------------------------------------------------------------

def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "charters": charters_revealed(players),
        "dice": dice_rolled(),
        "pencils": players,
        "map-pad": 1,
        "ledger-pad": 1,
    }


def play(players: int, variant: str | None = None) -> dict:
    return {"dice": {"dice": dice_rolled()}}


# --- invariants --------------------------------------------------------------------------------

@invariant("the map has a free square for every round")
def map_holds_the_game(players: int) -> bool:
    return MAP_SIDE * MAP_SIDE - 1 >= rounds(players)


@invariant("the ledger has a box or a Spoilage cross for every round")
def ledger_holds_the_game(players: int) -> bool:
    return len(ACCOUNTS) * account_boxes(players) + spoilage_boxes(players) >= rounds(players)


@invariant("the stamp box lies inside an account")
def stamp_inside(players: int) -> bool:
    return 1 <= stamp_box() <= account_boxes(players)


@invariant("every charter pays more to the first to meet it", per_player_count=False)
def charters_reward_speed(game) -> bool | str:
    slow = [c.name for c in game.deck("charters").cards if c.fields["first"] <= c.fields["later"]]
    return True if not slow else f"first does not beat later: {', '.join(slow)}"


@invariant("the deck holds enough charters to reveal", per_player_count=False)
def enough_charters(game) -> bool:
    return game.deck("charters").total >= CHARTERS_REVEALED


@invariant("every box filled in an account adds points", per_player_count=False)
def points_climb(game) -> bool:
    return all(a < b for a, b in zip(ACCOUNT_POINTS, ACCOUNT_POINTS[1:]))
