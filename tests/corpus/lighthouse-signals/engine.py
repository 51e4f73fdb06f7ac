"""Lighthouse Signals: the rules the tables, examples and sheets print."""

from generator.engine import invariant, rule

PLAYERS = (2, 2)

COLUMNS = "ABCDEF"
SIDE = 6
LIGHTHOUSES = {
    "Harbour Light": "A1",
    "Cape Light": "F1",
    "Rock Light": "A6",
    "Isle Light": "F6",
}
TOKENS = {"Row Beam": 3, "Column Beam": 3, "Distance Beam": 2}


def _square(name: str) -> tuple[int, int]:
    """'D4' -> (column 4, row 4); a lighthouse's name -> its square."""
    name = LIGHTHOUSES.get(name, name)
    return COLUMNS.index(name[0].upper()) + 1, int(name[1:])


@rule
def grid_side(players: int = 2) -> int:
    """Squares along each edge of the sea."""
    return SIDE


@rule
def hiding_squares(players: int = 2) -> int:
    """Squares a ship may hide in: the whole sea but the lighthouse squares."""
    return SIDE * SIDE - len(LIGHTHOUSES)


@rule
def lighthouses(players: int = 2) -> int:
    return len(LIGHTHOUSES)


@rule
def tokens_per_round(beam: str) -> int:
    """Beam tokens of one kind each player has at the start of a round."""
    return TOKENS[beam]


@rule
def beam_tokens_each(players: int = 2) -> int:
    return sum(TOKENS.values())


@rule
def rounds_to_win(players: int = 2) -> int:
    """Pennants that win the match."""
    return 3


@rule
def most_rounds(players: int = 2) -> int:
    """Best of five: the longest a match can run."""
    return 2 * rounds_to_win() - 1


@rule
def fog_cards_each_turn(players: int = 2) -> int:
    return 1


@rule
def questions_per_turn(players: int = 2) -> int:
    """Questions on an ordinary turn (a Clear Night card allows more)."""
    return 1


@rule
def guess_penalty(players: int = 2) -> int:
    """Beam tokens a player discards after naming a wrong square."""
    return 1


@rule
def distance(ship: str, light: str) -> int:
    """Steps from a lighthouse (or any square) to the ship: across plus up or down."""
    sc, sr = _square(ship)
    lc, lr = _square(light)
    return abs(sc - lc) + abs(sr - lr)


@rule
def row_answer(ship: str, row: int) -> str:
    """What the Row Beam says: In, North (the ship lies in a lower-numbered row) or South."""
    _, sr = _square(ship)
    if sr == row:
        return "In"
    return "North" if sr < row else "South"


@rule
def column_answer(ship: str, column: str) -> str:
    """What the Column Beam says: In, West (an earlier letter) or East."""
    sc, _ = _square(ship)
    c = COLUMNS.index(column.upper()) + 1
    if sc == c:
        return "In"
    return "West" if sc < c else "East"


@rule
def squares_at_distance(steps: int, light: str = "Harbour Light") -> int:
    """Hiding squares that lie exactly this many steps from a lighthouse."""
    count = 0
    for c in range(1, SIDE + 1):
        for r in range(1, SIDE + 1):
            sq = f"{COLUMNS[c - 1]}{r}"
            if sq in LIGHTHOUSES.values():
                continue
            if distance(sq, light) == steps:
                count += 1
    return count


@rule
def match_over(pennants: list) -> bool:
    """The match ends as soon as one player holds enough pennants."""
    return max(pennants) >= rounds_to_win()


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "sea-board": 1,
        "fog": 0 if variant == "open-sea" else 12,
        "beam-tokens": players * beam_tokens_each(),
        "pennants": most_rounds(),
        "sea-charts": 1,
        "pencils": players,
    }


def play(players: int, variant: str | None = None) -> dict[str, dict]:
    if variant == "open-sea":
        return {}
    return {"fog": {"per_round": players * fog_cards_each_turn(), "turns": 6}}


@invariant("the box holds each player's beam tokens", per_player_count=False)
def tokens_in_box(game) -> bool | str:
    line = next(c for c in game.inventory if c.id == "beam-tokens")
    need = 2 * beam_tokens_each()
    return True if line.count == need else f"box {line.count}, two players need {need}"


@invariant("setup takes out the whole Fog deck", per_player_count=False)
def fog_whole(game) -> bool | str:
    deck = game.deck("fog")
    return True if deck.total == setup(2)["fog"] else f"deck {deck.total}, setup {setup(2)['fog']}"


@invariant("one pennant for every round a match can run", per_player_count=False)
def pennants_enough(game) -> bool | str:
    line = next(c for c in game.inventory if c.id == "pennants")
    return True if line.count >= most_rounds() else f"{line.count} pennants for {most_rounds()} rounds"


@invariant("a Clear Night never allows more questions than a player has tokens", per_player_count=False)
def clear_night_fits(game) -> bool | str:
    for card in game.deck("fog").cards:
        if card.fields["questions"] > beam_tokens_each():
            return f"{card.name} allows {card.fields['questions']} questions"
    return True
