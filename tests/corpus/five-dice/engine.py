"""Five Dice: the scoring rules the sheet, the tables and the examples print."""
from collections import Counter

from generator.engine import invariant, rule

PLAYERS = (1, 6)
DICE = 5
ROLLS_PER_TURN = 3
UPPER = ("Ones", "Twos", "Threes", "Fours", "Fives", "Sixes")
LOWER = ("Three of a kind", "Four of a kind", "Full house", "Small straight",
         "Large straight", "Five of a kind", "Chance")
BOXES = UPPER + LOWER
FIXED = {"Full house": 25, "Small straight": 30, "Large straight": 40, "Five of a kind": 50}
BONUS_LINE = 63
UPPER_BONUS = 35
FURTHER_FIVE_BONUS = 100
CHALLENGE_CARDS = 11      # the challenge deck, all of it, comes out for the solo challenge
BOX_CARDS = 13


# ---- set-up -------------------------------------------------------------------

@rule
def sheets_used(players: int) -> int:
    return players


@rule
def pencils_used(players: int) -> int:
    return players


@rule
def dice_count(players: int | None = None) -> int:
    return DICE


@rule
def rounds(players: int | None = None) -> int:
    """One round per box on the sheet."""
    return len(BOXES)


@rule
def rolls_per_turn() -> int:
    return ROLLS_PER_TURN


# ---- scoring ------------------------------------------------------------------

@rule
def face_of(box: str) -> int:
    return UPPER.index(box) + 1


@rule
def par_score(box: str) -> int:
    """Three dice of the box's number."""
    return 3 * face_of(box)


@rule
def best_upper(box: str) -> int:
    return DICE * face_of(box)


@rule
def box_needs(box: str) -> str:
    return {
        "Three of a kind": "three alike",
        "Four of a kind": "four alike",
        "Full house": "three alike and a pair",
        "Small straight": "four in a row",
        "Large straight": "five in a row",
        "Five of a kind": "five alike",
        "Chance": "nothing",
    }[box]


@rule
def lower_score(box: str) -> int | str:
    return FIXED.get(box, "dice total")


@rule
def fixed_points(box: str) -> int:
    return FIXED[box]


def _runs(faces: set[int], length: int) -> bool:
    return any(set(range(start, start + length)) <= faces for start in range(1, 8 - length))


@rule
def score(box: str, dice: list, joker: bool = False) -> int:
    """What five dice score in one box. `joker`: a further five of a kind whose upper box is taken."""
    dice = [int(d) for d in dice]
    counts = Counter(dice)
    most = max(counts.values())
    total = sum(dice)
    if box in UPPER:
        face = face_of(box)
        return face * counts[face]
    if box == "Three of a kind":
        return total if most >= 3 else 0
    if box == "Four of a kind":
        return total if most >= 4 else 0
    if box == "Full house":
        return 25 if joker or sorted(counts.values()) == [2, 3] else 0
    if box == "Small straight":
        return 30 if joker or _runs(set(dice), 4) else 0
    if box == "Large straight":
        return 40 if joker or _runs(set(dice), 5) else 0
    if box == "Five of a kind":
        return 50 if most == 5 else 0
    if box == "Chance":
        return total
    raise ValueError(f"no box called {box!r}")


@rule
def upper_total(boxes: list) -> int:
    return sum(int(b) for b in boxes)


@rule
def upper_bonus(upper: int) -> int:
    return UPPER_BONUS if upper >= BONUS_LINE else 0


@rule
def upper_with_bonus(boxes: list) -> int:
    total = upper_total(boxes)
    return total + upper_bonus(total)


@rule
def extra_five_bonus(five_box: int) -> int:
    """A further five of a kind pays only if the Five of a kind box holds 50, not a scratched 0."""
    return FURTHER_FIVE_BONUS if five_box == FIXED["Five of a kind"] else 0


@rule
def bonus_needs(bonus: str) -> str:
    return {
        "Upper bonus": f"upper section totals {BONUS_LINE} or more",
        "Further Five of a kind": "Five of a kind box already holds 50",
    }[bonus]


@rule
def bonus_points(bonus: str) -> int:
    return {"Upper bonus": UPPER_BONUS, "Further Five of a kind": FURTHER_FIVE_BONUS}[bonus]


@rule
def bonus_line() -> int:
    return BONUS_LINE


@rule
def sheet_labels(section: str) -> list[str]:
    """The box names the score sheet prints, section by section."""
    return list(UPPER if section == "Upper" else LOWER)


@rule
def best_game_without_extras() -> int:
    """Every box at its best and the upper bonus, no further five of a kind."""
    upper = sum(best_upper(b) for b in UPPER) + UPPER_BONUS
    lower = 6 * DICE * 2 + sum(FIXED.values()) + 6 * DICE
    return upper + lower


# ---- set-up -------------------------------------------------------------------

def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "dice": DICE,
        "pencils": players,
        "score-pad": 1,
        "boxes": BOX_CARDS if variant == "called-order" else 0,
        "challenges": CHALLENGE_CARDS if variant == "solo-challenge" else 0,
    }


def play(players: int, variant: str | None = None) -> dict:
    return {"dice": {"dice": DICE}}


# ---- invariants -----------------------------------------------------------------

@invariant("three of each number reaches the upper bonus line exactly", per_player_count=False)
def par_meets_bonus_line() -> bool:
    return sum(par_score(b) for b in UPPER) == BONUS_LINE


@invariant("the game lasts one round per box")
def one_round_per_box(players: int) -> bool:
    return rounds(players) == len(BOXES)


@invariant("there is one box card per box, with the fixed points the rules give", per_player_count=False)
def box_cards_match(game) -> bool | str:
    deck = game.deck("boxes")
    names = [c.name for c in deck.cards]
    if sorted(names) != sorted(BOXES) or deck.total != BOX_CARDS:
        return f"box cards {names} do not match the sheet"
    for card in deck.cards:
        want = FIXED.get(card.name)
        if card.fields["points"] != want:
            return f"{card.name} prints {card.fields['points']} points, the rules give {want}"
        if card.fields["section"] != ("Upper" if card.name in UPPER else "Lower"):
            return f"{card.name} is in the wrong section"
    return True


@invariant("the whole challenge deck comes out for the solo challenge", per_player_count=False)
def challenge_deck_whole(game) -> bool | str:
    total = game.deck("challenges").total
    return True if total == CHALLENGE_CARDS else f"the deck holds {total}, setup takes {CHALLENGE_CARDS}"


@invariant("every challenge can be met without a further five of a kind", per_player_count=False)
def challenges_reachable(game) -> bool | str:
    best = best_game_without_extras()
    high = [c.name for c in game.deck("challenges").cards if c.fields["target"] > best]
    return True if not high else f"out of reach: {', '.join(high)}"
