"""Shunting Yard: the rules the tables print, and a solver that proves every puzzle card."""
from generator.engine import invariant, rule

PLAYERS = (1, 1)

CAPACITY = {"Headshunt": 4, "Siding A": 6, "Siding B": 5, "Siding C": 4, "Departure Road": 8}
STORAGE = ("Siding A", "Siding B", "Siding C", "Departure Road")   # the tracks wagons stand on

CARGO = {1: ["Milk", "Mail", "Fish"], 2: ["Coal", "Grain", "Timber"], 3: ["Oil", "Steel"]}
WAGON_DECKS = {1: "short-wagons", 2: "medium-wagons", 3: "long-wagons"}

LEVELS = {  # wagons in play, wagons in the train, spare moves printed on the card, points
    "Easy": (4, 3, 2, 1),
    "Medium": (5, 4, 2, 2),
    "Hard": (6, 4, 1, 3),
    "Expert": (7, 5, 1, 4),
}

SHIFT = {"Puzzles in a shift": 4, "Failed puzzles that end a shift": 2, "Spaces on the move track": 13}


@rule
def capacity(track: str) -> int:
    """How many units of wagons a track holds (the headshunt: the longest block drawn out)."""
    return CAPACITY[track]


@rule
def headshunt_capacity() -> int:
    return CAPACITY["Headshunt"]


@rule
def wagons_of_length(length: int) -> int:
    return len(CARGO[length])


@rule
def cargo_of_length(length: int) -> list:
    return CARGO[length]


def _length(wagon: str) -> int:
    return next(n for n, names in CARGO.items() if wagon in names)


@rule
def wagons_in_play(difficulty: str) -> int:
    return LEVELS[difficulty][0]


@rule
def train_length(difficulty: str) -> int:
    return LEVELS[difficulty][1]


@rule
def spare_moves(difficulty: str) -> int:
    """Moves a card allows beyond the fewest that solve it."""
    return LEVELS[difficulty][2]


@rule
def base_points(difficulty: str) -> int:
    return LEVELS[difficulty][3]


@rule
def shift_number(what: str) -> int:
    return SHIFT[what]


@rule
def puzzles_per_shift() -> int:
    return SHIFT["Puzzles in a shift"]


@rule
def failures_to_end_shift() -> int:
    return SHIFT["Failed puzzles that end a shift"]


@rule
def block_fits_headshunt(lengths: list) -> bool:
    """A block may be drawn out only if its wagons together fit the headshunt."""
    return sum(lengths) <= CAPACITY["Headshunt"]


@rule
def free_units(track: str, lengths: list) -> int:
    """Units still free on a track holding wagons of these lengths."""
    return CAPACITY[track] - sum(lengths)


@rule
def puzzle_score(difficulty: str, move_limit: int, moves_used: int, solved: bool = True) -> int:
    """A solved puzzle scores its difficulty's points plus one per move to spare; a failed one 0."""
    if not solved or moves_used > move_limit:
        return 0
    return base_points(difficulty) + (move_limit - moves_used)


@rule
def shift_points(scores: list) -> int:
    return sum(scores)


@rule
def rating(points) -> str:
    if points == "14 or more":
        return "Yardmaster"
    points = int(points)
    if points >= 14:
        return "Yardmaster"
    if points >= 10:
        return "Yard Foreman"
    if points >= 5:
        return "Shunter"
    return "Trainee"


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "puzzles": puzzles_per_shift(),      # one card of each difficulty
        "short-wagons": 3,
        "medium-wagons": 3,
        "long-wagons": 2,
        "yard-board": 1,
        "locomotive": 1,
        "move-marker": 1,
        "shift-log-pad": 1,
    }


# --- the solver -------------------------------------------------------------

def _moves(state, lengths):
    """Every position one move away: a block from the open end of one track to another."""
    for i, src in enumerate(state):
        total = 0
        for k in range(1, len(src) + 1):
            total += lengths[src[-k]]
            if total > CAPACITY["Headshunt"]:
                break
            block = src[-k:]
            for j, dst in enumerate(state):
                if j == i:
                    continue
                if sum(lengths[w] for w in dst) + total <= CAPACITY[STORAGE[j]]:
                    nxt = list(state)
                    nxt[i] = src[:-k]
                    nxt[j] = dst + block
                    yield tuple(nxt)


def fewest_moves(start, train, lengths, limit):
    """Breadth-first: the fewest moves that leave exactly `train` on the Departure Road, or None."""
    start = tuple(tuple(t) for t in start)
    train = tuple(train)
    if start[3] == train:
        return 0
    seen = {start}
    frontier = [start]
    for depth in range(1, limit + 1):
        nxt = []
        for s in frontier:
            for n in _moves(s, lengths):
                if n in seen:
                    continue
                if n[3] == train:
                    return depth
                seen.add(n)
                nxt.append(n)
        frontier = nxt
    return None


def _lengths(game) -> dict:
    out = {}
    for deck_id in WAGON_DECKS.values():
        for card in game.deck(deck_id).cards:
            out[card.name] = card.fields["length"]
    return out


@invariant("the wagon counters have the lengths the rules give", per_player_count=False)
def wagon_lengths_agree(game) -> bool | str:
    for length, deck_id in WAGON_DECKS.items():
        for card in game.deck(deck_id).cards:
            if card.fields["length"] != length or card.name not in CARGO[length]:
                return f"{card.name} is in the wrong deck or has the wrong length"
    return True


@invariant("every puzzle card fits the yard and matches its difficulty", per_player_count=False)
def puzzles_fit(game) -> bool | str:
    lengths = _lengths(game)
    for card in game.deck("puzzles").cards:
        f = card.fields
        tracks = [f["siding_a"], f["siding_b"], f["siding_c"]]
        wagons = [w for t in tracks for w in t]
        if len(wagons) != len(set(wagons)):
            return f"{card.name} uses a wagon twice"
        for name, t in zip(STORAGE, tracks):
            if sum(lengths[w] for w in t) > CAPACITY[name]:
                return f"{card.name} overfills {name}"
        if len(wagons) != wagons_in_play(f["difficulty"]):
            return f"{card.name} has {len(wagons)} wagons"
        if len(f["train"]) != train_length(f["difficulty"]):
            return f"{card.name} asks for a train of {len(f['train'])}"
        if not set(f["train"]) <= set(wagons):
            return f"{card.name} asks for a wagon not in play"
        if sum(lengths[w] for w in f["train"]) > CAPACITY["Departure Road"]:
            return f"{card.name}'s train is too long for the Departure Road"
    return True


@invariant("every puzzle card can be solved within its move limit, with exactly its spare moves",
           per_player_count=False)
def puzzles_solvable(game) -> bool | str:
    lengths = _lengths(game)
    for card in game.deck("puzzles").cards:
        f = card.fields
        start = [f["siding_a"], f["siding_b"], f["siding_c"], ()]
        best = fewest_moves(start, f["train"], lengths, f["move_limit"])
        if best is None:
            return f"{card.name} cannot be solved in {f['move_limit']} moves"
        if f["move_limit"] - best != spare_moves(f["difficulty"]):
            return f"{card.name} is solved in {best} moves but allows {f['move_limit']}"
    return True


@invariant("the move track reaches every card's move limit", per_player_count=False)
def move_track_long_enough(game) -> bool | str:
    track = next(t for m in game.maps for t in m.tracks if t.id == "moves")
    most = max(c.fields["move_limit"] for c in game.deck("puzzles").cards)
    return True if track.end >= most else f"the track ends at {track.end}, a card allows {most}"


@invariant("a shift draws one puzzle card of each difficulty", per_player_count=False)
def one_of_each(game) -> bool | str:
    kinds = {c.fields["difficulty"] for c in game.deck("puzzles").cards}
    return True if len(kinds) == puzzles_per_shift() else f"{len(kinds)} difficulties"


@invariant("the yard board prints as many spaces on each track as it holds units", per_player_count=False)
def board_matches_capacities(game) -> bool | str:
    yard = next(m for m in game.maps if m.id == "yard")
    for loc in yard.locations:
        spaces = sum(r.count for r in loc.rows)
        if spaces != CAPACITY[loc.name]:
            return f"{loc.name} prints {spaces} spaces but holds {CAPACITY[loc.name]} units"
    return True
