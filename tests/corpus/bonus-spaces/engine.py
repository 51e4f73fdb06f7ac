"""Engine model of The Long Canal: a barge race along 40 spaces.

A barge starts in the Harbour (space 0) and races to the Old Mill on space 40.
Thirteen special spaces move it on, move it back, give another turn or cost one.
A special space acts only when a roll (with its punt) ends there: a space reached
by a Tailwind, a Weir or a Canal card does nothing.
"""
from generator.engine import invariant, rule

PLAYERS = (2, 6)

FINISH = 40
DIE_FACES = 6
PUNT_STEP = 1          # a Punt token changes the roll by one, up or down
PUNTS_PER_TURN = 1     # at most one Punt token a turn
CANAL_CARDS_DRAWN = 1  # a Boathouse draws one card

# space number -> (effect, spaces moved, turns gained or lost)
SPACES: dict[int, tuple[str, int | None, int | None]] = {
    5: ("Tailwind", 3, None),
    7: ("Boathouse", None, None),
    9: ("Lock", None, -1),
    12: ("Ferry", None, 1),
    15: ("Weir", -4, None),
    18: ("Tailwind", 4, None),
    21: ("Boathouse", None, None),
    24: ("Lock", None, -1),
    27: ("Ferry", None, 1),
    30: ("Weir", -5, None),
    33: ("Boathouse", None, None),
    35: ("Tailwind", 2, None),
    38: ("Weir", -6, None),
}


@rule
def space_effect(space: int) -> str | None:
    """The effect printed on a space, or None for a plain space."""
    entry = SPACES.get(space)
    return entry[0] if entry else None


@rule
def space_move(space: int) -> int | None:
    """Spaces a Tailwind (forward) or a Weir (back) moves the barge; None where the space moves nothing."""
    entry = SPACES.get(space)
    return entry[1] if entry else None


@rule
def space_turns(space: int) -> int | None:
    """+1 for a Ferry's extra turn, -1 for a Lock's missed turn; None otherwise."""
    entry = SPACES.get(space)
    return entry[2] if entry else None


@rule
def nth_space(effect: str, n: int) -> int:
    """The number of the n-th space (from the Harbour) with this effect."""
    spaces = sorted(s for s, (e, _, _) in SPACES.items() if e == effect)
    return spaces[n - 1]


@rule
def finish_space() -> int:
    """The Old Mill: the last space of the canal."""
    return FINISH


@rule
def track_spaces() -> int:
    """Spaces on the canal."""
    return FINISH


@rule
def special_spaces() -> int:
    """How many special spaces the canal has."""
    return len(SPACES)


@rule
def punts_each(players: int) -> int:
    """Punt tokens each player starts with."""
    return 3 if players <= 3 else 2


@rule
def punts_per_turn() -> int:
    """Punt tokens a player may spend in one turn."""
    return PUNTS_PER_TURN


@rule
def end_space(start: int, roll: int, punt: int = 0) -> int:
    """Where a barge ends its move: the roll plus its punt, then the space's own move."""
    space = min(start + roll + punt, FINISH)
    move = space_move(space)
    if move is not None:
        space = space + move
    return max(0, min(space, FINISH))


@rule
def turns_after(start: int, roll: int, punt: int = 0) -> int:
    """+1 when the move ends on a Ferry, -1 on a Lock, 0 otherwise."""
    space = min(start + roll + punt, FINISH)
    return space_turns(space) or 0


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "canal-board": 1,
        "canal": 16,
        "barges": players,
        "punt-tokens": 24,
        "die": 1,
    }


@invariant("no special space sends a barge onto another special space", per_player_count=False)
def effects_do_not_chain() -> bool | str:
    for space, (effect, move, _) in SPACES.items():
        if move is not None and space + move in SPACES:
            return f"{effect} on {space} lands on special space {space + move}"
    return True


@invariant("every special space lies strictly between the Harbour and the Old Mill", per_player_count=False)
def spaces_on_the_canal() -> bool:
    return all(0 < s < FINISH for s in SPACES)


@invariant("the players' opening Punt tokens come out of the supply with some left for Spare Pole cards")
def punts_suffice(players: int, game) -> bool | str:
    supply = next(c for c in game.inventory if c.id == "punt-tokens").count
    dealt = punts_each(players) * players
    return True if supply - dealt >= 4 else f"only {supply - dealt} Punt tokens left in the supply"


@invariant("a Canal card's movement never reaches past the Harbour or a quarter of the canal", per_player_count=False)
def card_moves_are_small(game) -> bool | str:
    for card in game.deck("canal").cards:
        move = card.fields["move"]
        if move is not None and abs(move) > FINISH // 4:
            return f"{card.name} moves {move}"
    return True
