"""White Water: the rules the tables, examples and setup are held to."""

from generator.engine import invariant, rule

PLAYERS = (2, 5)

GRADES = ["Grade I", "Grade II", "Grade III", "Grade IV", "Grade V"]
KIND_OF_GRADE = {1: "grade-i", 2: "grade-ii", 3: "grade-iii", 4: "grade-iv", 5: "grade-v"}

# The river from the Put-in to the Takeout: each section's name and grade (1 = Grade I).
RIVER = [
    ('Put-in', 1),
    ('Willow Bend', 1),
    ('Pebble Run', 2),
    ('Otter Slide', 1),
    ('Twin Stones', 2),
    ('Fox Chute', 3),
    ('Long Pool', 1),
    ('Reed Flats', 1),
    ('Heron Riffle', 2),
    ('Broken Ledge', 3),
    ('Cauldron', 4),
    ("Miller's Bridge", 2),
    ('Slow Water', 1),
    ('Alder Eddy', 1),
    ('Gravel Bar', 2),
    ('Washboard', 3),
    ('Rock Garden', 3),
    ('Stoneteeth', 4),
    ('Long Glide', 2),
    ('Kingfisher Reach', 1),
    ('Split Rock', 2),
    ('Gauge Station', 1),
    ('Trout Hole', 1),
    ('Sandy Beach', 1),
    ('Rattlesnake', 3),
    ('Staircase', 4),
    ('Widowmaker', 5),
    ('Calm Mirror', 1),
    ('Pine Shoals', 2),
    ('The Narrows', 3),
    ('Chute Falls', 4),
    ("Hermit's Rock", 2),
    ('Lily Pads', 1),
    ('Boulder Maze', 3),
    ("Devil's Drop", 5),
    ('Back Eddy', 2),
    ('Cottonwood Run', 1),
    ('Last Riffle', 2),
    ('Quiet Stretch', 1),
    ('Takeout', 1),
]

CHECKPOINTS = ["Miller's Bridge", "Gauge Station", "Hermit's Rock"]
PADDLE_CARDS = 42
ROUNDS = 10


def _grade_number(grade: str) -> int:
    return GRADES.index(grade) + 1


def _index(section: str) -> int:
    for i, (name, _grade) in enumerate(RIVER):
        if name == section:
            return i
    raise ValueError(f"no section called {section!r}")


@rule
def current(grade: str) -> int:
    """Sections the current carries a raft downstream."""
    return _grade_number(grade)


@rule
def control_needed(grade: str) -> int:
    """The least control that keeps a raft upright at the end of its run."""
    return _grade_number(grade)


@rule
def sections_of_grade(grade: str) -> int:
    n = _grade_number(grade)
    return sum(1 for _name, g in RIVER if g == n)


@rule
def flips(grade: str, control: int) -> bool:
    return control < control_needed(grade)


@rule
def lands_in(start: str, strength: int, ignore_current: bool = False) -> str:
    """Where a raft ends its run: paddle `strength` sections, then ride the current."""
    last = len(RIVER) - 1
    i = min(_index(start) + strength, last)
    if i < last and not ignore_current:
        i = min(i + RIVER[i][1], last)
    return RIVER[i][0]


@rule
def sections_moved(start: str, strength: int, ignore_current: bool = False) -> int:
    return _index(lands_in(start, strength, ignore_current)) - _index(start)


@rule
def hand_size(players: int = 2) -> int:
    return 5 if players <= 3 else 4


@rule
def tokens_per_checkpoint(players: int = 2) -> int:
    """One token for every team at each checkpoint."""
    return players


@rule
def one_point_tokens(players: int = 2) -> int:
    """Besides the 3 and the 2, the rest of a checkpoint's stack is 1-point tokens."""
    return players - 2


@rule
def checkpoints() -> int:
    return len(CHECKPOINTS)


@rule
def round_limit(players: int | None = None) -> int:
    return ROUNDS


@rule
def checkpoint_points(place: int) -> int:
    return {1: 3, 2: 2}.get(place, 1)


@rule
def finish_points(place: int) -> int:
    return {1: 6, 2: 4, 3: 2, 4: 1}.get(place, 0)


@rule
def final_score(checkpoint_tokens: list, finish_place: int | None = None) -> int:
    finish = finish_points(finish_place) if finish_place else 0
    return sum(checkpoint_tokens) + finish


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "river-board": 1,
        "paddle": PADDLE_CARDS,
        "rafts": players,
        "flip-tokens": players,
        "checkpoint-tokens": checkpoints() * tokens_per_checkpoint(players),
        "finish-tokens": min(players, 4),
        "round-marker": 1,
    }


def play(players: int, variant: str | None = None) -> dict:
    return {"paddle": {"hand": hand_size(players), "draw": 1}}


@invariant("the river in the engine is the river printed on the board", per_player_count=False)
def river_matches_board(game) -> bool | str:
    board = next(m for m in game.maps if m.id == "river")
    printed = [(loc.name, loc.kind) for loc in board.locations]
    wanted = [(name, KIND_OF_GRADE[g]) for name, g in RIVER]
    if printed != wanted:
        for i, (p, w) in enumerate(zip(printed, wanted)):
            if p != w:
                return f"section {i + 1}: board has {p}, engine has {w}"
        return f"board has {len(printed)} sections, engine has {len(wanted)}"
    return True


@invariant("the checkpoints shaded on the board are the engine's", per_player_count=False)
def checkpoints_on_board(game) -> bool | str:
    board = next(m for m in game.maps if m.id == "river")
    shaded = [loc.name for loc in board.locations if loc.region == "checkpoints"]
    return True if shaded == CHECKPOINTS else f"board shades {shaded}"


@invariant("the paddle deck holds the cards setup shuffles", per_player_count=False)
def paddle_deck_size(game) -> bool | str:
    total = game.deck("paddle").total
    return True if total == PADDLE_CARDS else f"deck has {total}, engine says {PADDLE_CARDS}"


@invariant("every stroke trades strength for control: the two add up to 6", per_player_count=False)
def strokes_balance(game) -> bool | str:
    off = [c.name for c in game.deck("paddle").cards if c.fields["strength"] + c.fields["control"] != 6]
    return True if not off else f"unbalanced: {', '.join(off)}"


@invariant("the opening hands leave cards in the draw pile")
def hands_fit_deck(players: int) -> bool:
    return hand_size(players) * players < PADDLE_CARDS


@invariant("the box holds a full stack of tokens at every checkpoint for five teams", per_player_count=False)
def checkpoint_tokens_suffice(game) -> bool | str:
    box = next(c for c in game.inventory if c.id == "checkpoint-tokens")
    need = checkpoints() * tokens_per_checkpoint(game.max_players)
    return True if box.count >= need else f"box holds {box.count}, need {need}"
