"""Marble Run: the rules the tables, the die and the worked example are checked against."""

from generator.engine import invariant, rule

PLAYERS = (2, 4)

# name: (kind, drop cm, rise cm, cost in blocks, points) -- held to cards/track.csv by an invariant
PIECES = {
    "Straight chute": ("Chute", 5, 0, 1, 1),
    "Steep chute": ("Chute", 10, 0, 2, 1),
    "Funnel": ("Chute", 15, 0, 3, 2),
    "Spiral": ("Chute", 20, 0, 4, 2),
    "Lift": ("Lift", 0, 5, 2, 3),
    "Big Lift": ("Lift", 0, 10, 4, 5),
    "Bell": ("Bell", 0, 0, 2, 2),
}

BLOCKS_IN_BOX = 60
TRACK_CARDS = 40


@rule
def workshop_cards(players: int) -> int:
    """Track cards face up in the Workshop row: two more than the players."""
    return players + 2


@rule
def starting_blocks(players: int | None = None) -> int:
    return 5


@rule
def rounds(players: int | None = None) -> int:
    return 5


@rule
def blocks_per_round(players: int | None = None) -> int:
    return 4


@rule
def marbles_per_round(players: int | None = None) -> int:
    return 3


@rule
def longest_run(players: int | None = None) -> int:
    """Most track cards a run may hold."""
    return 8


@rule
def buys_per_turn(players: int | None = None) -> int:
    return 2


@rule
def refresh_cost(players: int | None = None) -> int:
    """Blocks paid to discard the Workshop row and deal a new one."""
    return 1


@rule
def round_numbers(players: int | None = None) -> list[int]:
    """The rounds, numbered: the score sheet's rows."""
    return list(range(1, rounds() + 1))


@rule
def drop_to_climb(rise: int) -> int:
    """Stored drop (cm) a marble needs to climb a rise (cm): twice the rise."""
    return 2 * rise


@rule
def scrap_refund(cost: int) -> int:
    """Blocks back for scrapping a piece: half its cost, rounded down."""
    return cost // 2


@rule
def push(roll: int) -> str:
    return "gentle" if roll <= 2 else "firm" if roll <= 4 else "hard"


@rule
def push_drop(roll: int) -> int:
    """Stored drop (cm) a marble starts with after the push die."""
    return {"gentle": 0, "firm": 5, "hard": 10}[push(roll)]


def _run(push_cm: int, run: list) -> str | None:
    """Follow a marble down a run; the name of the piece it stalls on, or None in the cup."""
    stored = push_cm
    for name in run:
        _kind, drop, rise, _cost, _points = PIECES[name]
        if rise:
            need = drop_to_climb(rise)
            if stored < need:
                return name
            stored -= need
        stored += drop
    return None


@rule
def reaches_cup(push: int, run: list) -> bool:
    """Does a marble with this push (cm) get down this run (piece names, top first) into the cup?"""
    return _run(push, run) is None


@rule
def stalls_on(push: int, run: list) -> str:
    """The piece a marble stalls on, or 'Cup' when it gets through."""
    return _run(push, run) or "Cup"


@rule
def run_points(run: list) -> int:
    """The run value: the points of every piece in the run."""
    return sum(PIECES[name][4] for name in run)


@rule
def release_score(marbles_in_cup: int, run_value: int) -> int:
    """A round's score: every marble in the cup scores the whole run value."""
    return marbles_in_cup * run_value


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "track": TRACK_CARDS,
        "workshop-mats": players,
        "marbles": marbles_per_round() * players,
        "cups": players,
        "first-player": 1,
        "blocks": BLOCKS_IN_BOX,
        "push-die": 1,
        "score-pad": 1,
    }


@invariant("the engine's track pieces are the deck's, with the same drop, rise, cost and points",
           per_player_count=False)
def pieces_match_cards(game) -> bool | str:
    deck = game.deck("track")
    seen = set()
    for card in deck.cards:
        f = card.fields
        want = PIECES.get(card.name)
        got = (f["kind"], f["drop"], f["rise"], f["cost"], f["points"])
        if want != got:
            return f"{card.name}: engine says {want}, card says {got}"
        seen.add(card.name)
    missing = set(PIECES) - seen
    return True if not missing else f"no card for {', '.join(sorted(missing))}"


@invariant("the deck and the box's blocks are the counts setup() takes out", per_player_count=False)
def box_counts(game) -> bool | str:
    if game.deck("track").total != TRACK_CARDS:
        return f"the deck holds {game.deck('track').total} cards, the engine says {TRACK_CARDS}"
    blocks = next(c for c in game.inventory if c.id == "blocks")
    return True if blocks.count == BLOCKS_IN_BOX else f"the box holds {blocks.count} blocks"


@invariant("the supply can pay every player's starting blocks and first income")
def enough_blocks(players: int) -> bool:
    return BLOCKS_IN_BOX >= players * (starting_blocks() + blocks_per_round())


@invariant("a lift can be climbed from a hard push with the right chute before it", per_player_count=False)
def lifts_can_be_climbed() -> bool:
    biggest_chute = max(p[1] for p in PIECES.values())
    hardest = max(push_drop(r) for r in range(1, 7))
    return all(hardest + biggest_chute >= drop_to_climb(p[2]) for p in PIECES.values() if p[2])
