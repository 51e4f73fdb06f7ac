"""Fleet Grid: the rules the printed tables and examples are held to."""

from generator.engine import invariant, rule

PLAYERS = (2, 2)

GRID_SIDE = 10                      # columns A-J, rows 1-10
SHIP_SIZES = {"Carrier": 5, "Battleship": 4, "Cruiser": 3, "Submarine": 3, "Destroyer": 2}
SALVO_SHOTS = {"Twin Salvo": 2, "Triple Salvo": 3, "Broadside": 4}
SONAR_SQUARES = {"Sonar Ping": GRID_SIDE, "Sonar Sweep": 3 * 3, "Deep Sonar": 4 * 4}
POINTS = {"Each hit": 1, "Each ship sunk": 2, "Whole fleet sunk": 5}
ORDERS_CARDS = 18
MISS_PEGS_EACH = 40


@rule
def ship_size(ship: str) -> int:
    """Squares a ship covers."""
    return SHIP_SIZES[ship]


@rule
def fleet_squares() -> int:
    """Squares of ship in one fleet."""
    return sum(SHIP_SIZES.values())


@rule
def ships_in_fleet() -> int:
    return len(SHIP_SIZES)


@rule
def grid_side() -> int:
    """Squares along one side of a sea."""
    return GRID_SIDE


@rule
def grid_squares() -> int:
    return GRID_SIDE * GRID_SIDE


@rule
def opening_hand(players: int = 2, seat: str = "first") -> int:
    """Orders cards dealt at the start: the second player gets one more."""
    return 2 if seat == "first" else 3


@rule
def hand_limit(players: int | None = None) -> int:
    """You draw only while you hold fewer than this."""
    return 3


@rule
def hit_pegs_each(players: int | None = None) -> int:
    """Enough Hit pegs to sink the whole enemy fleet."""
    return fleet_squares()


@rule
def miss_pegs_each(players: int | None = None) -> int:
    """Each player's shells."""
    return MISS_PEGS_EACH


@rule
def shots_per_turn(players: int | None = None) -> int:
    return 1


@rule
def points_for(what: str) -> int:
    return POINTS[what]


@rule
def final_score(hits: int, sunk: int, whole_fleet: bool = False) -> int:
    """One point a hit, two more a ship sunk, five more for the whole fleet."""
    score = hits * POINTS["Each hit"] + sunk * POINTS["Each ship sunk"]
    if whole_fleet:
        score += POINTS["Whole fleet sunk"]
    return score


@rule
def max_score() -> int:
    return final_score(fleet_squares(), ships_in_fleet(), True)


@rule
def salvo_shots(card: str) -> int:
    return SALVO_SHOTS[card]


@rule
def sonar_squares(card: str) -> int:
    return SONAR_SQUARES[card]


@rule
def hits_in(results: list) -> int:
    """Hit pegs a volley of answers places: a 'sunk' is a hit too."""
    return sum(1 for r in results if r in ("hit", "sunk"))


@rule
def misses_in(results: list) -> int:
    return sum(1 for r in results if r == "miss")


@rule
def squares_left(block: int, pegged: int) -> int:
    """Squares of a sonar block not yet pegged."""
    return block - pegged


@rule
def damage_boxes() -> list:
    """The Fleet chart's damage rows: one box per square of each ship, five columns wide."""
    width = max(SHIP_SIZES.values())
    return [[1 if i < size else 0 for i in range(width)] for size in SHIP_SIZES.values()]


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "orders": 0 if variant == "classic" else ORDERS_CARDS,
        "ships": 2 * len(SHIP_SIZES),
        "fleet-boards": players,
        "fleet-chart-pad": 1,
        "hit-pegs": players * hit_pegs_each(),
        "miss-pegs": players * miss_pegs_each(),
        "pencils": players,
        "screens": players,
    }


@invariant("the ship cards print the engine's ship sizes", per_player_count=False)
def ship_cards_match(game) -> bool | str:
    names = list(game.names["ships"])
    if names != list(SHIP_SIZES):
        return f"name set ships is {names}, engine has {list(SHIP_SIZES)}"
    for card in game.deck("ships").cards:
        if card.fields["size"] != SHIP_SIZES.get(card.name):
            return f"{card.name} prints size {card.fields['size']}"
    return True


@invariant("the Orders cards print the engine's shots and sonar areas", per_player_count=False)
def orders_cards_match(game) -> bool | str:
    deck = game.deck("orders")
    if deck.total != ORDERS_CARDS:
        return f"the Orders deck has {deck.total} cards, the engine deals {ORDERS_CARDS}"
    for card in deck.cards:
        if card.fields["kind"] == "Salvo" and card.fields["shots"] != SALVO_SHOTS.get(card.name):
            return f"{card.name} fires {card.fields['shots']}"
        if card.fields["kind"] == "Sonar" and card.fields["squares"] != SONAR_SQUARES.get(card.name):
            return f"{card.name} scans {card.fields['squares']}"
    return True


@invariant("the box holds the pegs the engine gives each player", per_player_count=False)
def pegs_match(game) -> bool | str:
    lines = {c.id: c for c in game.inventory}
    if lines["hit-pegs"].per_player != hit_pegs_each():
        return "Hit pegs per player differ from the fleet's squares"
    if lines["miss-pegs"].per_player != miss_pegs_each():
        return "Miss pegs per player differ from the engine's shells"
    return True


@invariant("a whole fleet fits in one sea", per_player_count=False)
def fleet_fits() -> bool:
    return fleet_squares() <= grid_squares() and max(SHIP_SIZES.values()) <= GRID_SIDE
