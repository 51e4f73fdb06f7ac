"""Engine model of Ops Front: The Carrow War.

The combat results table, the odds columns, hand sizes by turn, victory
points for cities and the sudden-death thresholds. game.yaml's tables,
examples and map marks are all checked against these rules.
"""
from generator.engine import invariant, rule

PLAYERS = (1, 2)
TURNS = 8
LATE_WAR_TURN = 4

# Odds columns, weakest first, and the result ladder the die climbs: each column
# to the right starts one step further up the ladder.
ODDS = ("1:2", "1:1", "3:2", "2:1", "3:1", "4:1")
ODDS_AT_LEAST = (0.5, 1.0, 1.5, 2.0, 3.0, 4.0)
LADDER = ("A2", "A1", "A1", "EX", "EX", "D1", "D1", "D1R", "D2", "D2R", "D2R")

# OP prices, the same as game.yaml's costs (held together by an invariant).
OP_COST = {"activate-move": 1, "activate-attack": 1, "recruit": 2, "dig-in": 3}

START = {
    "Aldria": {"Harrowgate": 4, "Merrin": 3, "Kestrel Ford": 3, "Oldbridge": 2, "Brennock": 2},
    "Varesh": {"Castell Varo": 4, "Orlaine": 3, "Dunmere": 3, "Stavik": 2, "Sallow Pass": 2},
}
SOLO_EXTRA = {"Castell Varo": 2}   # the Staff Ride's extra Varesh cubes
CUBES_PER_SIDE = 30

VICTORY_CITIES = {"Harrowgate": 3, "Brennock": 1, "Carrow Mill": 1, "Sallow Pass": 1, "Castell Varo": 3}
FORTRESSES = ("Harrowgate", "Sallow Pass", "Castell Varo")
HOME = {
    "Aldria": ("Harrowgate", "Merrin", "Kestrel Ford", "Oldbridge"),
    "Varesh": ("Castell Varo", "Orlaine", "Dunmere", "Stavik"),
}


@rule
def combat(odds: str, roll: int) -> str:
    """The result of one die roll on one odds column."""
    return LADDER[ODDS.index(odds) + roll - 1]


@rule
def odds_column(attack: int, defence: int, shifts: int = 0) -> str:
    """The column an attack rolls on: the ratio rounded down to a column, then shifted
    (a fortress and a fieldwork are -1 each; some events +1). Below 1:2 there is no attack."""
    ratio = attack / defence
    column = -1
    for i, least in enumerate(ODDS_AT_LEAST):
        if ratio >= least:
            column = i
    if column < 0:
        return "none"
    column = min(column + shifts, len(ODDS) - 1)
    return "none" if column < 0 else ODDS[column]


@rule
def activation_cost(moves: int, attacks: int, recruits: int = 0, fieldworks: int = 0) -> int:
    """OP needed for a set of activations, recruits and fieldworks in one action round."""
    return (moves * OP_COST["activate-move"] + attacks * OP_COST["activate-attack"]
            + recruits * OP_COST["recruit"] + fieldworks * OP_COST["dig-in"])


@rule
def starting_strength(side: str, players: int = 2) -> int:
    total = sum(START[side].values())
    if side == "Varesh" and players == 1:
        total += sum(SOLO_EXTRA.values())
    return total


@rule
def opening_hand(side: str, players: int = 2) -> int | None:
    """Cards in hand on turn 1; the solitaire Varesh keeps no hand."""
    if side == "Varesh" and players == 1:
        return None
    return hand_size(1)


@rule
def vp_start(players: int = 2) -> int:
    return 10


@rule
def hand_size(turn: int) -> int:
    return 6 if turn <= 3 else 7 if turn <= 6 else 8


@rule
def action_rounds(turn: int) -> int:
    """One card fewer than the hand size: the last card may be kept for the next turn."""
    return hand_size(turn) - 1


@rule
def late_war_turn() -> int:
    return LATE_WAR_TURN


@rule
def turns() -> int:
    return TURNS


@rule
def capture_vp(city: str) -> int:
    return VICTORY_CITIES.get(city, 0)


@rule
def is_fortress(city: str) -> bool:
    return city in FORTRESSES


@rule
def sudden_death(side: str) -> int:
    """Aldria wins at the end of a turn with the marker on 16 or higher, Varesh on 4 or lower."""
    return 16 if side == "Aldria" else 4


@rule
def marker_after(marker: int, city: str, side: str) -> int:
    """Where the victory marker goes when `side` takes `city`: up for Aldria, down for Varesh."""
    step = capture_vp(city)
    return min(20, marker + step) if side == "Aldria" else max(0, marker - step)


@rule
def final_winner(marker: int) -> str:
    """After the last turn: Aldria wins above the starting space, Varesh on it or below."""
    return "Aldria" if marker > vp_start() else "Varesh"


@rule
def recruit_cost() -> int:
    return OP_COST["recruit"]


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    """Everything a game takes out of the box; the cubes are a bank, named whole."""
    return {
        "aldria": 17,
        "varesh": 17,
        "map-board": 1,
        "aldria-cubes": CUBES_PER_SIDE,
        "varesh-cubes": CUBES_PER_SIDE,
        "control-markers": 12,
        "fieldworks": 6,
        "vp-marker": 1,
        "turn-marker": 1,
        "die": 1,
    }


@invariant("each side's starting cubes fit in its bank with room to recruit")
def cubes_suffice(players: int) -> bool | str:
    for side in ("Aldria", "Varesh"):
        need = starting_strength(side, players)
        if need + 6 > CUBES_PER_SIDE:
            return f"{side} starts with {need} of {CUBES_PER_SIDE} cubes"
    return True


@invariant("the engine's OP prices are game.yaml's costs", per_player_count=False)
def op_costs_agree(game) -> bool | str:
    for cost in game.costs:
        amount = sum(item.amount for item in cost.items)
        if OP_COST.get(cost.id) != amount:
            return f"{cost.name}: game.yaml says {amount} OP, engine {OP_COST.get(cost.id)}"
    return True


@invariant("every card is worth 1 to 4 OP and the Early War cards fill an opening hand",
           per_player_count=False)
def decks_playable(game) -> bool | str:
    for deck_id in ("aldria", "varesh"):
        deck = game.deck(deck_id)
        for card in deck.cards:
            if not 1 <= card.fields["ops"] <= 4:
                return f"{card.name} is worth {card.fields['ops']} OP"
        early = sum(c.count for c in deck.cards if c.fields["phase"] == "Early War")
        if early < hand_size(1) + action_rounds(1):
            return f"{deck.name}: only {early} Early War cards"
    return True


@invariant("setup's deck sizes are the decks' own", per_player_count=False)
def setup_decks_whole(game) -> bool | str:
    want = setup(2)
    for deck_id in ("aldria", "varesh"):
        if want[deck_id] != game.deck(deck_id).total:
            return f"setup takes {want[deck_id]} {deck_id} cards, the deck has {game.deck(deck_id).total}"
    return True


@invariant("the start and control markers hold every city at start", per_player_count=False)
def markers_cover_start(game) -> bool | str:
    held = sum(len(START[s]) for s in START)
    markers = next(c for c in game.inventory if c.id == "control-markers").count
    return True if markers >= held else f"{held} cities held at start, {markers} markers"
