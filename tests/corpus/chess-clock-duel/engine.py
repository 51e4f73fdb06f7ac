"""Chess Clock Duel: the numbers the rules compute with."""

from generator.engine import invariant, rule

PLAYERS = (2, 2)

# name: (squares it moves, capture value or None, pieces each player has)
PIECES = {
    "Leader": (1, None, 1),
    "Warden": (2, 5, 1),
    "Lancer": (4, 4, 2),
    "Vaulter": (2, 3, 2),
    "Skirmisher": (3, 2, 2),
    "Runner": (1, 1, 8),
}

STANDARD = {"minutes": 15, "bonus": 10, "penalty": 30, "time_left": 5}
BLITZ = {"minutes": 5, "bonus": 5, "penalty": 15, "time_left": 5}


def _clock(variant: str | None) -> dict[str, int]:
    return BLITZ if variant == "blitz" else STANDARD


@rule
def clock_minutes(players: int = 2, variant: str | None = None) -> int:
    """Minutes each player's clock starts with."""
    return _clock(variant)["minutes"]


@rule
def capture_bonus_seconds(players: int = 2, variant: str | None = None) -> int:
    """Seconds a player adds to their own clock for each capture."""
    return _clock(variant)["bonus"]


@rule
def penalty_seconds(players: int = 2, variant: str | None = None) -> int:
    """Seconds added to the opponent's clock when a player makes an illegal move."""
    return _clock(variant)["penalty"]


@rule
def time_left_points(players: int = 2, variant: str | None = None) -> int:
    """Points scored at flag fall by the player whose clock has not run out."""
    return _clock(variant)["time_left"]


@rule
def pieces_per_player(players: int = 2) -> int:
    """Pieces each player sets up."""
    return sum(each for _, _, each in PIECES.values())


@rule
def capture_value(piece: str) -> int | None:
    """What a captured piece scores at flag fall (the Leader has none: its capture ends the game)."""
    return PIECES[piece][1]


@rule
def move_range(piece: str) -> int:
    """How many squares a piece moves at most (the Vaulter: exactly)."""
    return PIECES[piece][0]


@rule
def clock_after_captures(seconds: int, captures: int = 1, variant: str | None = None) -> int:
    """A clock's seconds after the capturing player adds the time bonus."""
    return seconds + captures * capture_bonus_seconds(variant=variant)


@rule
def final_score(captured: list, time_left: bool, variant: str | None = None) -> int:
    """Score at flag fall: the capture values of the pieces captured, plus the bonus for time left."""
    total = sum(capture_value(p) or 0 for p in captured)
    if time_left:
        total += time_left_points(variant=variant)
    return total


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "game-board": 1,
        "pieces": 2 * pieces_per_player(players),
        "piece-cards": 2 * len(PIECES),
        "chess-clock": 1,
    }


@invariant("the piece cards give the engine's ranges, values and numbers of pieces", per_player_count=False)
def cards_match_engine(game) -> bool | str:
    deck = game.deck("piece-cards")
    for card in deck.cards:
        if card.name not in PIECES:
            return f"{card.name} is no piece of the engine"
        rng, value, each = PIECES[card.name]
        if card.fields["range"] != rng:
            return f"{card.name} moves {card.fields['range']} on its card, {rng} in the engine"
        if card.fields["value"] != value:
            return f"{card.name} is worth {card.fields['value']} on its card, {value} in the engine"
        if card.fields["per_player"] != each:
            return f"{card.name}: {card.fields['per_player']} per player on its card, {each} in the engine"
        if card.count != 2:
            return f"{card.name} needs one card per player"
    return True


@invariant("the box holds every player's pieces", per_player_count=False)
def box_holds_pieces(game) -> bool | str:
    line = next(c for c in game.inventory if c.id == "pieces")
    need = 2 * pieces_per_player()
    return True if line.count == need else f"the box holds {line.count} pieces, the game needs {need}"
