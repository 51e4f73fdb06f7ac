"""Ratio Harbors: the rules the printed tables and examples are checked against."""

from generator.engine import invariant, rule

PLAYERS = (2, 4)

# Trading: how many goods of one kind buy one good, by where you trade.
RATES = {"Bank": 4, "Open harbor": 3, "Goods harbor": 2, "Market Day": 1}

# How many land hexes carry each number marker (the island's printed markers).
MARKERS = {2: 1, 3: 2, 4: 2, 5: 2, 6: 2, 7: 0, 8: 2, 9: 2, 10: 2, 11: 2, 12: 1}

YIELD = {"Camp": 1, "Town": 2}
POINTS = {"Camp": 1, "Town": 2}

SQUALL_LIMIT = 7            # hold more than this on a 7 and you return half
BUILDINGS_PER_HEX = 2
HARBOR_MASTER_HARBORS = 3   # harbors touched to claim the Harbor Master tile
HARBOR_MASTER_POINTS = 2
LANDMARK_POINTS = 1

CONSTANTS = {
    "Squall limit": SQUALL_LIMIT,
    "Buildings on one hex": BUILDINGS_PER_HEX,
    "Harbors for the Harbor Master": HARBOR_MASTER_HARBORS,
    "Harbor Master points": HARBOR_MASTER_POINTS,
}


# --- setup by player count -------------------------------------------------

@rule
def starting_camps(players: int = 3) -> int:
    """Camps each player places before the first turn: three in a duel, else two."""
    return 3 if players == 2 else 2


@rule
def points_to_win(players: int = 3) -> int:
    """Points that end the game on their owner's turn."""
    return 12 if players == 2 else 10


@rule
def camps_each(players: int | None = None) -> int:
    return 5


@rule
def towns_each(players: int | None = None) -> int:
    return 4


# --- trading ---------------------------------------------------------------

@rule
def goods_given(place: str) -> int:
    """Goods of one kind you give for one good at this place."""
    return RATES[place]


@rule
def trade_rate(place: str) -> str:
    """The rate as it is printed on the board and the cards: '3:1'."""
    return f"{RATES[place]}:1"


@rule
def trade_yield(given: int, place: str) -> int:
    """Goods you get for `given` goods of one kind traded at `place` (leftovers stay in hand)."""
    return given // RATES[place]


# --- production ------------------------------------------------------------

@rule
def markers_showing(roll: int) -> int:
    """Land hexes whose number marker shows this two-dice total."""
    return MARKERS[roll]


@rule
def ways_to_roll(roll: int) -> int:
    """Of the 36 throws of two six-sided dice, how many total `roll`."""
    return 6 - abs(7 - roll)


@rule
def building_yield(building: str) -> int:
    return YIELD[building]


@rule
def building_points(building: str) -> int:
    return POINTS[building]


@rule
def squall_returns(held: int) -> int:
    """Goods cards a player returns on a 7: half, rounded down, if they hold more than the limit."""
    return held // 2 if held > SQUALL_LIMIT else 0


@rule
def constant(what: str) -> int:
    return CONSTANTS[what]


@rule
def squall_limit() -> int:
    return SQUALL_LIMIT


@rule
def buildings_per_hex() -> int:
    return BUILDINGS_PER_HEX


@rule
def harbor_master_harbors() -> int:
    return HARBOR_MASTER_HARBORS


@rule
def harbor_master_points() -> int:
    return HARBOR_MASTER_POINTS


# --- scoring ---------------------------------------------------------------

@rule
def score(camps: int, towns: int, landmarks: int = 0, harbor_master: bool = False) -> int:
    """A player's points: buildings, revealed Landmarks and the Harbor Master tile."""
    total = camps * POINTS["Camp"] + towns * POINTS["Town"] + landmarks * LANDMARK_POINTS
    if harbor_master:
        total += HARBOR_MASTER_POINTS
    return total


# --- what comes out of the box ---------------------------------------------

def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "island-board": 1,
        "goods": 95,                       # the whole bank
        "charter": 18,                     # the whole Charter deck, shuffled
        "camps": camps_each(players) * players,
        "towns": towns_each(players) * players,
        "harbor-master": 1,
        "dice": 2,
    }


# --- invariants ------------------------------------------------------------

@invariant("each player has enough Camps for their starting Camps and at least two more")
def camps_suffice(players: int) -> bool:
    return camps_each(players) >= starting_camps(players) + 2


@invariant("the box's Camps and Towns are what each player has, times four colours", per_player_count=False)
def pieces_match_box(game) -> bool | str:
    counts = {c.id: c.count for c in game.inventory}
    if counts["camps"] != camps_each() * PLAYERS[1]:
        return f"{counts['camps']} Camps in the box"
    if counts["towns"] != towns_each() * PLAYERS[1]:
        return f"{counts['towns']} Towns in the box"
    return True


@invariant("the costs print the points the engine scores", per_player_count=False)
def cost_points_agree(game) -> bool | str:
    for cost in game.costs:
        if cost.name in POINTS and cost.points != POINTS[cost.name]:
            return f"{cost.name} is worth {cost.points} in the costs"
    return True


@invariant("the island's number markers are the ones the production table counts", per_player_count=False)
def markers_agree(game) -> bool | str:
    island = game.grids[0]
    seen: dict[int, int] = {}
    for piece in island.pieces:
        if piece.text.isdigit():
            n = int(piece.text)
            seen[n] = seen.get(n, 0) + 1
    for roll, count in MARKERS.items():
        if seen.get(roll, 0) != count:
            return f"the island shows {seen.get(roll, 0)} markers of {roll}, the table {count}"
    return True


@invariant("every harbor rate printed on the island is an open or a goods harbor's", per_player_count=False)
def harbor_rates_known(game) -> bool | str:
    island = game.grids[0]
    allowed = {trade_rate("Open harbor"), trade_rate("Goods harbor")}
    for piece in island.pieces:
        if ":" in piece.text and piece.text not in allowed:
            return f"{piece.at} shows {piece.text}"
    return True


@invariant("the bank holds the same number of each good", per_player_count=False)
def bank_is_even(game) -> bool | str:
    counts = {card.count for card in game.deck("goods").cards}
    return True if len(counts) == 1 else f"goods counts differ: {sorted(counts)}"
