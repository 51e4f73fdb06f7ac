"""Lone Patience: the rules the tables, costs and examples print.

One player, one 52-card deck of four suits and thirteen ranks. Seven columns
are dealt (column n holds n cards, only the last face up), the rest is the
stock; four foundations are built up by suit from Ace to King.
"""

from generator.engine import invariant, rule

PLAYERS = (1, 1)

SUITS = ("Suns", "Flames", "Moons", "Stars")
RANKS = 13
COLUMNS = 7
FOUNDATIONS = len(SUITS)
DECK_SIZE = len(SUITS) * RANKS

# Ways to deal the stock: cards turned over at a time, passes through the stock.
WAYS = {
    "Standard": {"turned": 3, "passes": 3},
    "Gentle": {"turned": 1, "passes": 2},
}

# Points a move scores (the scoring table).
MOVE_POINTS = {
    "Waste to tableau": 5,
    "Waste to foundation": 10,
    "Tableau to foundation": 10,
    "Turning up a card": 5,
    "All cards home": 50,
}

# What the two penalties cost, in points (game.yaml's costs print them).
TAKE_BACK_POINTS = 15
REDEAL_POINTS = 20

# Against the Clock: minutes on the timer and the bonus per whole minute left.
CLOCK = {
    "Standard": {"minutes": 15, "per_minute": 10},
    "Gentle": {"minutes": 10, "per_minute": 10},
}


@rule
def columns(players: int = 1) -> int:
    """Columns in the tableau."""
    return COLUMNS


@rule
def cards_in_column(column: int) -> int:
    """Column n is dealt n cards."""
    return column


@rule
def face_down_in_column(column: int) -> int:
    """Every card of a column but its last is dealt face down."""
    return column - 1


@rule
def face_up_in_column(column: int) -> int:
    """Only the last card dealt to a column lies face up."""
    return 1


@rule
def tableau_cards(players: int = 1) -> int:
    """Cards dealt to the tableau: 1 + 2 + ... + 7."""
    return sum(cards_in_column(c) for c in range(1, COLUMNS + 1))


@rule
def face_down_cards(players: int = 1) -> int:
    """Face-down cards in the whole tableau after the deal."""
    return sum(face_down_in_column(c) for c in range(1, COLUMNS + 1))


@rule
def stock_cards(players: int = 1) -> int:
    """What is left after the deal forms the stock."""
    return DECK_SIZE - tableau_cards()


@rule
def foundations(players: int = 1) -> int:
    """One foundation per suit."""
    return FOUNDATIONS


@rule
def cards_turned(way: str = "Standard") -> int:
    """Cards turned from the stock onto the waste at a time."""
    return WAYS[way]["turned"]


@rule
def passes(way: str = "Standard") -> int:
    """Times you may go through the stock in all (the first pass included)."""
    return WAYS[way]["passes"]


@rule
def redeals(way: str = "Standard") -> int:
    """Redeals allowed: every pass after the first."""
    return passes(way) - 1


@rule
def move_points(move: str) -> int:
    """Points a move scores."""
    return MOVE_POINTS[move]


@rule
def take_back_penalty() -> int:
    """Points lost for taking a card back off a foundation."""
    return TAKE_BACK_POINTS


@rule
def redeal_penalty() -> int:
    """Points lost for each redeal."""
    return REDEAL_POINTS


@rule
def finish_bonus() -> int:
    """Points for getting every card home."""
    return MOVE_POINTS["All cards home"]


@rule
def final_score(
    waste_to_tableau: int,
    waste_to_foundation: int,
    tableau_to_foundation: int,
    turned_up: int,
    taken_back: int,
    redeals: int,
    all_home: bool,
) -> int:
    """A game's score from what happened in it."""
    score = (
        waste_to_tableau * MOVE_POINTS["Waste to tableau"]
        + waste_to_foundation * MOVE_POINTS["Waste to foundation"]
        + tableau_to_foundation * MOVE_POINTS["Tableau to foundation"]
        + turned_up * MOVE_POINTS["Turning up a card"]
        - taken_back * TAKE_BACK_POINTS
        - redeals * REDEAL_POINTS
    )
    if all_home:
        score += MOVE_POINTS["All cards home"]
    return score


@rule
def timer_minutes(way: str = "Standard", variant: str = "against-the-clock") -> int:
    """Against the Clock: minutes set on the timer."""
    return CLOCK[way]["minutes"]


@rule
def minute_bonus(way: str = "Standard", variant: str = "against-the-clock") -> int:
    """Against the Clock: points for each whole minute left when every card is home."""
    return CLOCK[way]["per_minute"]


@rule
def time_bonus(minutes_left: int, way: str = "Standard") -> int:
    """Against the Clock: the bonus for the whole minutes left on the timer."""
    return max(0, minutes_left) * minute_bonus(way)


@rule
def timed_score(points: int, minutes_left: int, way: str = "Standard") -> int:
    """Against the Clock: the points of the moves plus the time bonus."""
    return points + time_bonus(minutes_left, way)


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    """What a game takes out of the box."""
    return {
        "patience": DECK_SIZE,
        "score-pad": 1,
        "pencil": 1,
        "timer": 1 if variant == "against-the-clock" else 0,
    }


@invariant("the deck holds every rank of every suit once", per_player_count=False)
def deck_is_whole(game) -> bool | str:
    deck = game.deck("patience")
    if deck.total != DECK_SIZE:
        return f"{deck.total} cards, not {DECK_SIZE}"
    seen = {(c.fields["suit"], c.fields["rank"]) for c in deck.cards}
    missing = [f"{r} of {s}" for s in SUITS for r in range(1, RANKS + 1) if (s, r) not in seen]
    return True if not missing else f"missing: {', '.join(missing[:5])}"


@invariant("the suits on the cards are the suits of the game", per_player_count=False)
def suits_agree(game) -> bool | str:
    named = tuple(game.names["suits"])
    return True if named == SUITS else f"game.yaml names {', '.join(named)}"


@invariant("the deal and the stock use up the deck", per_player_count=False)
def deal_uses_deck(game) -> bool:
    return tableau_cards() + stock_cards() == game.deck("patience").total


@invariant("the penalties game.yaml prints are the ones the score takes off", per_player_count=False)
def penalties_agree(game) -> bool | str:
    prices = {c.id: sum(i.amount for i in c.items) for c in game.costs}
    if prices.get("take-back") != TAKE_BACK_POINTS:
        return f"take-back costs {prices.get('take-back')}, the score takes off {TAKE_BACK_POINTS}"
    if prices.get("redeal") != REDEAL_POINTS:
        return f"redeal costs {prices.get('redeal')}, the score takes off {REDEAL_POINTS}"
    return True
