"""Engine model of Kilnworks: the rules the printed tables, boards and examples are bound to.

Every number a rule computes lives here once; game.yaml's tables print it and the
workshop boards draw their storage tracks from it.
"""
from generator.engine import invariant, rule

PLAYERS = (1, 4)  # the same range as `players` in game.yaml

RESOURCES = ("Ore", "Clay", "Coal")

# What each side of a workshop board gives: starting amounts and the top of each storage track.
SIDES = {
    "Side A":        {"start": {"Ore": 1, "Clay": 1, "Coal": 1}, "storage": {"Ore": 5, "Clay": 5, "Coal": 5}},
    "Ironworks B":   {"start": {"Ore": 3, "Clay": 0, "Coal": 1}, "storage": {"Ore": 8, "Clay": 3, "Coal": 5}},
    "Kilnhouse B":   {"start": {"Ore": 0, "Clay": 3, "Coal": 1}, "storage": {"Ore": 3, "Clay": 8, "Coal": 5}},
    "Coalpit B":     {"start": {"Ore": 1, "Clay": 0, "Coal": 3}, "storage": {"Ore": 4, "Clay": 4, "Coal": 9}},
    "Bellfoundry B": {"start": {"Ore": 2, "Clay": 2, "Coal": 0}, "storage": {"Ore": 4, "Clay": 4, "Coal": 4}},
}

TRACK_CELLS = 10  # a storage track prints spaces 0 to 9; the longest track is 9


@rule
def starting(side: str, resource: str) -> int:
    """How many of a resource a workshop side starts with."""
    return SIDES[side]["start"][resource]


@rule
def storage(side: str, resource: str) -> int:
    """The last space of a resource's storage track on that side: the most you may hold."""
    return SIDES[side]["storage"][resource]


@rule
def storage_grid(side: str) -> list:
    """The three storage tracks of a side as the board draws them: one row per resource,
    one cell per space 0..9, None past the last space."""
    rows = []
    for res in RESOURCES:
        top = storage(side, res)
        start = starting(side, res)
        rows.append([{"n": n, "start": n == start} if n <= top else None for n in range(TRACK_CELLS)])
    return rows


@rule
def market_size(players: int) -> int:
    """Machines face up in the market."""
    return {1: 4, 2: 4, 3: 5, 4: 6}[players]


@rule
def rounds(players: int) -> int:
    """Rounds in a game."""
    return 8 if players <= 2 else 7


@rule
def orders_shown(players: int | None = None) -> int:
    """Orders face up at once, at every player count."""
    return 3


@rule
def actions_per_turn(players: int | None = None) -> int:
    """Actions each player takes in the Work phase."""
    return 2


@rule
def gather_amount(players: int | None = None) -> int:
    """Resources of one kind a Gather action takes."""
    return 2


@rule
def machine_limit(players: int | None = None) -> int:
    """Machines a workshop may own at once."""
    return 6


@rule
def leftover_per_renown(players: int | None = None) -> int:
    """Leftover resources (of any kinds together) worth 1 Renown at the end."""
    return 3


@rule
def stored_after(have: int, gain: int, limit: int) -> int:
    """A storage track after a gain: anything past the last space is lost."""
    return min(have + gain, limit)


@rule
def final_score(orders: list, machines: list, leftover: int) -> int:
    """Renown at the end: delivered orders, machines' Renown, and leftovers in threes."""
    return sum(orders) + sum(machines) + leftover // leftover_per_renown()


@rule
def round_labels() -> list:
    """The spaces of the round track."""
    return [str(n) for n in range(1, rounds(1) + 1)]


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    """What a game at this player count takes out of the box."""
    return {
        "machines": 24,
        "orders": 18,
        "workshop-boards": players,
        "resource-markers": 3 * players,
        "renown-tokens": 45,
        "foreman-token": 1,
        "round-board": 1,
        "round-marker": 1,
    }


@invariant("the box's decks are the decks setup shuffles", per_player_count=False)
def decks_come_out_whole(game) -> bool | str:
    for deck_id, n in (("machines", 24), ("orders", 18)):
        if game.deck(deck_id).total != n:
            return f"{deck_id}: setup takes {n} but the deck has {game.deck(deck_id).total}"
    return True


@invariant("every order can be delivered from side A's storage", per_player_count=False)
def orders_fit_side_a(game) -> bool | str:
    for card in game.deck("orders").cards:
        for a in card.fields["needs"]:
            if a.amount > storage("Side A", a.name):
                return f"{card.name} needs {a.amount} {a.name}, more than side A stores"
    return True


@invariant("every machine can be paid from side A's storage", per_player_count=False)
def machines_fit_side_a(game) -> bool | str:
    for card in game.deck("machines").cards:
        for a in card.fields["cost"]:
            if a.amount > storage("Side A", a.name):
                return f"{card.name} costs {a.amount} {a.name}, more than side A stores"
    return True


@invariant("every starting amount lies on its track")
def starts_on_track(players: int) -> bool | str:
    for side in SIDES:
        for res in RESOURCES:
            if not 0 <= starting(side, res) <= storage(side, res) < TRACK_CELLS:
                return f"{side} {res}"
    return True
