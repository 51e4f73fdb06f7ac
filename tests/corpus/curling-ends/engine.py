"""Engine model of Hammer & House, a curling card game.

The sheet is one line of spots measured in feet from the button: a negative
spot is short of the tee line (towards the thrower), a positive one is past
it. A stone more than HOUSE_RADIUS feet from the button is out of the house;
one past the back of the house is gone.
"""
from generator.engine import invariant, rule

PLAYERS = (2, 4)

HOUSE_RADIUS = 6          # the 12-foot ring: 6 feet from the button to its edge
ENDS = 8
STONES_PER_TEAM = 4
RINGS = ("Button", "4-foot", "8-foot", "12-foot")
RING_POINTS = {"Button": 4, "4-foot": 3, "8-foot": 2, "12-foot": 1}
RING_FEET = {"Button": (0, 0), "4-foot": (1, 2), "8-foot": (3, 4), "12-foot": (5, 6)}


@rule
def ends_in_game(players: int | None = None) -> int:
    """Ends in a regular game (an extra end breaks a tie)."""
    return ENDS


@rule
def last_end() -> int:
    """The number of the last regular end, marked on the ends track."""
    return ENDS


@rule
def house_radius() -> int:
    """Feet from the button to the outer edge of the 12-foot ring."""
    return HOUSE_RADIUS


@rule
def stones_per_team(players: int | None = None) -> int:
    """Stones each team throws in an end, whatever the player count."""
    return STONES_PER_TEAM


@rule
def stones_per_player(players: int) -> int:
    """Stones each player throws in an end: a team's four shared by its players."""
    return STONES_PER_TEAM // (players // 2)


@rule
def shot_hand(players: int) -> int:
    """Shot cards dealt to each player at the start of every end."""
    return 5 if players == 2 else 3


@rule
def sweep_hand(players: int) -> int:
    """Sweep cards dealt to each player at the start of every end."""
    return 3 if players == 2 else 2


@rule
def sweeps_per_throw(players: int | None = None) -> int:
    """Sweep cards one team may play on one thrown stone."""
    return 1


@rule
def ring_points(ring: str) -> int:
    """Points a counting stone scores in this ring."""
    return RING_POINTS[ring]


@rule
def ring_feet(ring: str) -> str:
    """The spots (feet from the button, either side) a ring covers, as printed."""
    low, high = RING_FEET[ring]
    return str(low) if low == high else f"{low}-{high}"


@rule
def ring_of(feet: int) -> str | None:
    """The ring a stone on this spot lies in, or None when it is out of the house."""
    distance = abs(feet)
    for ring in RINGS:
        low, high = RING_FEET[ring]
        if low <= distance <= high:
            return ring
    return None


@rule
def swept_to(feet: int, sweep: int) -> int:
    """Where a stone ends up after a Sweep card carries it further down the sheet."""
    return feet + sweep


@rule
def end_points(scoring: list, other: list) -> int:
    """Points for the team with shot stone: each of its stones in the house nearer
    the button than the other team's nearest stone scores its ring."""
    nearest_other = min((abs(s) for s in other), default=None)
    points = 0
    for spot in scoring:
        ring = ring_of(spot)
        if ring is None:
            continue
        if nearest_other is None or abs(spot) < nearest_other:
            points += RING_POINTS[ring]
    return points


@rule
def final_score(ends: list) -> int:
    """A team's total: the points it scored in each end, added up."""
    return sum(ends)


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    """What a game at this count takes out of the box."""
    return {
        "shot": 34,
        "sweep": 16,
        "sheet-board": 1,
        "stones": 2 * STONES_PER_TEAM,
        "score-markers": 2,
        "end-marker": 1,
        "hammer": 1,
    }


def play(players: int, variant: str | None = None) -> dict[str, dict]:
    return {
        "shot": {"hand": shot_hand(players), "draw": 0},
        "sweep": {"hand": sweep_hand(players), "draw": 0},
    }


@invariant("each player is dealt more Shot cards than stones to throw, so every throw is a choice")
def hand_gives_choice(players: int) -> bool | str:
    if shot_hand(players) > stones_per_player(players):
        return True
    return f"{shot_hand(players)} Shot cards for {stones_per_player(players)} stones"


@invariant("the players of a team throw exactly the team's stones")
def stones_shared(players: int) -> bool:
    return stones_per_player(players) * (players // 2) == STONES_PER_TEAM


@invariant("the decks deal every hand of an end")
def decks_deal(players: int, game) -> bool | str:
    shot = game.deck("shot").total
    sweep = game.deck("sweep").total
    if shot_hand(players) * players > shot:
        return f"{shot_hand(players) * players} Shot cards dealt of {shot}"
    if sweep_hand(players) * players > sweep:
        return f"{sweep_hand(players) * players} Sweep cards dealt of {sweep}"
    return True


@invariant("setup takes every card and stone the box holds", per_player_count=False)
def setup_takes_the_box(game) -> bool | str:
    got = setup(2)
    for line in game.inventory:
        if line.id in got and got[line.id] != line.count:
            return f"setup takes {got[line.id]} {line.name}, the box holds {line.count}"
    for deck in game.decks:
        if got.get(deck.id) != deck.total:
            return f"setup takes {got.get(deck.id)} of deck {deck.name}, which has {deck.total}"
    return True


@invariant("every Shot card's ring is the ring of its spot", per_player_count=False)
def shot_rings_agree(game) -> bool | str:
    for card in game.deck("shot").cards:
        feet = card.fields["feet"]
        ring = card.fields["ring"]
        expected = "" if feet is None else (ring_of(feet) or "")
        if ring != expected:
            return f"{card.name} lands on {feet} but says ring '{ring}'"
    return True


@invariant("guards stop short of the house, draws reach it or go through", per_player_count=False)
def kinds_fit_spots(game) -> bool | str:
    for card in game.deck("shot").cards:
        feet = card.fields["feet"]
        kind = card.fields["kind"]
        if kind == "Guard" and not (feet is not None and feet < -HOUSE_RADIUS):
            return f"{card.name} is a Guard but lands on {feet}"
    return True
