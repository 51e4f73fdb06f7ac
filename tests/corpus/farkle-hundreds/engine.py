"""Hundreds & Thousands: the rules the tables, the examples and the setup print."""

from collections import Counter

from generator.engine import invariant, rule

PLAYERS = (2, 6)

DICE = 6
POINTS_TO_WIN = 10_000
QUICK_POINTS_TO_WIN = 5_000
OPENING_BANK = 500
BUSTS_FOR_PENALTY = 3
BUST_PENALTY = 1_000
COMBOS = {
    "A single 1": 100,
    "A single 5": 50,
    "Three pairs": 750,
    "Straight 1 to 6": 1_500,
}


# --- setup -----------------------------------------------------------------

@rule
def scoring_cards(players: int) -> int:
    """Every player keeps one Scoring card beside them."""
    return players


@rule
def chances_each(players: int) -> int:
    """Second Chance tokens each player starts with: fewer at a bigger table."""
    if players == 2:
        return 3
    if players <= 4:
        return 2
    return 1


@rule
def chances_total(players: int) -> int:
    return players * chances_each(players)


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "dice": DICE,
        "fortune": 0 if variant == "plain-dice" else 24,
        "scoring": scoring_cards(players),
        "chance-tokens": chances_total(players),
        "score-pad": 1,
    }


# --- numbers to remember ---------------------------------------------------

@rule
def points_to_win(players: int | None = None, variant: str | None = None) -> int:
    return QUICK_POINTS_TO_WIN if variant == "quick" else POINTS_TO_WIN


@rule
def opening_bank(players: int | None = None) -> int:
    """The smallest turn total that may be a player's first bank."""
    return OPENING_BANK


@rule
def busts_for_penalty(players: int | None = None) -> int:
    return BUSTS_FOR_PENALTY


@rule
def bust_penalty(players: int | None = None) -> int:
    return BUST_PENALTY


@rule
def dice_count() -> int:
    return DICE


# --- scoring ---------------------------------------------------------------

@rule
def kind_points(face: int, count: int) -> int:
    """Three of a kind is 100 times the face (three 1s: 1,000); each die more adds the three again."""
    base = 1_000 if face == 1 else face * 100
    return base * (count - 2)


@rule
def combo_points(combo: str) -> int:
    return COMBOS[combo]


def _faces(dice) -> list[int]:
    return sorted(int(d) for d in dice)


@rule
def keep_score(dice: list) -> int:
    """Points for a set of dice set aside from one roll; 0 when some die of it does not score."""
    faces = _faces(dice)
    if faces == [1, 2, 3, 4, 5, 6]:
        return COMBOS["Straight 1 to 6"]
    counts = Counter(faces)
    if len(faces) == 6 and len(counts) == 3 and all(n == 2 for n in counts.values()):
        return COMBOS["Three pairs"]
    total = 0
    for face, n in counts.items():
        if n >= 3:
            total += kind_points(face, n)
        elif face == 1:
            total += n * COMBOS["A single 1"]
        elif face == 5:
            total += n * COMBOS["A single 5"]
        else:
            return 0
    return total


@rule
def is_bust(roll: list) -> bool:
    """A roll busts when no die of it can be set aside as scoring."""
    faces = _faces(roll)
    counts = Counter(faces)
    if 1 in counts or 5 in counts:
        return False
    if any(n >= 3 for n in counts.values()):
        return False
    if keep_score(faces) > 0:
        return False
    return True


@rule
def turn_total(keeps: list) -> int:
    """The sum of every set of dice put aside in one turn."""
    return sum(keep_score(k) for k in keeps)


@rule
def banked(turn: int, bonus: int = 0, double: bool = False) -> int:
    """What goes onto the score sheet: the turn total, doubled by Double Up, plus a Fortune bonus."""
    return (turn * 2 if double else turn) + bonus


@rule
def score_after_busts(score: int, busts_in_row: int) -> int:
    """A player's score after a bust: the penalty comes off at the third bust in a row, never below 0."""
    if busts_in_row >= BUSTS_FOR_PENALTY:
        return max(0, score - BUST_PENALTY)
    return score


# --- invariants ------------------------------------------------------------

@invariant("the whole Fortune deck is shuffled into the draw pile", per_player_count=False)
def fortune_comes_out_whole(game) -> bool | str:
    deck = game.deck("fortune")
    wanted = setup(2)["fortune"]
    return True if deck.total == wanted else f"setup takes {wanted}, the deck holds {deck.total}"


@invariant("every Fortune card's points are a multiple of 50, as the dice score", per_player_count=False)
def fortune_points_in_fifties(game) -> bool | str:
    odd = [c.name for c in game.deck("fortune").cards
           if c.fields["points"] is not None and c.fields["points"] % 50]
    return True if not odd else f"not in fifties: {', '.join(odd)}"


@invariant("the box holds enough Second Chance tokens for every Lucky Penny too")
def tokens_cover_lucky_pennies(players: int, game) -> bool | str:
    tokens = next(c for c in game.inventory if c.id == "chance-tokens")
    pennies = sum(c.count for c in game.deck("fortune").cards if c.id == "lucky-penny")
    need = chances_total(players) + pennies
    return True if tokens.count >= need else f"{need} needed, {tokens.count} in the box"
