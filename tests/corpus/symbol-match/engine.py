"""Engine model of Glimpse: the deck's geometry and the four mini-games' counts and scores."""
from itertools import combinations

from generator.engine import invariant, rule

PLAYERS = (2, 8)

DISCS = 31                 # a projective plane of order 5: 5*5 + 5 + 1 discs and as many symbols
SYMBOLS_PER_DISC = 6       # 5 + 1 symbols on each disc
SHED_PLACES = {"First out": 6, "Second out": 3, "Third out": 1, "Everyone else": 0}
BURDEN_TOP = 5
HOT_STACK_ROUNDS = 5
MINI_GAMES = ["The Well", "Shed", "Burden", "Hot Stack"]


@rule
def discs_in_deck() -> int:
    """Every disc of the box is used in every mini-game."""
    return DISCS


@rule
def symbols_per_disc() -> int:
    return SYMBOLS_PER_DISC


@rule
def discs_per_symbol() -> int:
    """Each symbol is printed on this many discs."""
    return SYMBOLS_PER_DISC


@rule
def symbols_shared() -> int:
    """Any two discs share exactly this many symbols."""
    return 1


@rule
def mini_games() -> int:
    return len(MINI_GAMES)


@rule
def well_discs(players: int = 2) -> int:
    """The Well: each player is dealt one disc, the rest form the Well."""
    return DISCS - players


@rule
def shed_discs(players: int = 2) -> int:
    """Shed: one disc becomes the Pool, the other 30 are dealt out evenly."""
    return (DISCS - 1) // players


@rule
def shed_discs_returned(players: int = 2) -> int:
    """Shed: what an even deal leaves over goes back to the box."""
    return (DISCS - 1) % players


@rule
def burden_discs(players: int = 2) -> int:
    """Burden: each player is dealt one disc, the rest form the face-down draw pile."""
    return DISCS - players


@rule
def hot_stack_rounds(players: int | None = None) -> int:
    return HOT_STACK_ROUNDS


@rule
def well_points(taken: int) -> int:
    """One point for each disc taken from the Well."""
    return taken


@rule
def shed_points(place: str) -> int:
    return SHED_PLACES[place]


@rule
def burden_points(pile: int, smallest: int) -> int:
    """The smallest pile scores 5; every disc more than it costs one of those points."""
    return max(0, BURDEN_TOP - (pile - smallest))


@rule
def burden_top_points() -> int:
    return BURDEN_TOP


@rule
def hot_stack_points(escaped: int) -> int:
    """One point for each round a player is not left holding the stack."""
    return escaped


@rule
def session_total(scores: list) -> int:
    return sum(scores)


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {"discs": DISCS, "guides": 4 if variant is None else 2, "score-pad": 1, "pencil": 1}


@invariant("the deck has as many discs as discs_in_deck() says", per_player_count=False)
def deck_size(game) -> bool | str:
    total = game.deck("discs").total
    return True if total == DISCS else f"the deck has {total} discs"


@invariant("every disc shows six different symbols", per_player_count=False)
def six_symbols(game) -> bool | str:
    for card in game.deck("discs").cards:
        syms = card.fields["symbols"]
        if len(syms) != SYMBOLS_PER_DISC or len(set(syms)) != len(syms):
            return f"{card.name} shows {len(set(syms))} different symbols"
    return True


@invariant("any two discs share exactly one symbol", per_player_count=False)
def one_match(game) -> bool | str:
    cards = game.deck("discs").cards
    for a, b in combinations(cards, 2):
        shared = set(a.fields["symbols"]) & set(b.fields["symbols"])
        if len(shared) != 1:
            return f"{a.name} and {b.name} share {len(shared)} symbols"
    return True


@invariant("every symbol is on the same number of discs", per_player_count=False)
def symbols_even(game) -> bool | str:
    counts = {name: 0 for name in game.names["symbols"]}
    for card in game.deck("discs").cards:
        for s in card.fields["symbols"]:
            counts[s] += 1
    off = [f"{n} ({c})" for n, c in counts.items() if c != SYMBOLS_PER_DISC]
    return True if not off else "uneven: " + ", ".join(off)


@invariant("the symbol list has one symbol per disc", per_player_count=False)
def symbol_count(game) -> bool:
    return len(game.names["symbols"]) == DISCS


@invariant("the mini-game cards come in session order", per_player_count=False)
def guides_in_order(game) -> bool | str:
    cards = game.deck("guides").cards
    names = [c.name for c in cards]
    orders = [c.fields["order"] for c in cards]
    if names != MINI_GAMES:
        return f"the cards are {names}"
    return True if orders == list(range(1, len(MINI_GAMES) + 1)) else f"orders {orders}"


@invariant("every deal of every mini-game uses the whole deck")
def deals_add_up(players: int) -> bool:
    return (well_discs(players) + players == DISCS
            and burden_discs(players) + players == DISCS
            and 1 + shed_discs(players) * players + shed_discs_returned(players) == DISCS
            and shed_discs(players) >= 3)
