"""Draft Wheel: the rules the tables and the rulebook print."""
from generator.engine import invariant, rule

PLAYERS = (3, 5)
ROUNDS = 3
KINDS = ("Lantern", "Kite", "Bell", "Ribbon", "Mask")
HAND = {3: 9, 4: 8, 5: 7}


@rule
def hand_size(players: int = 4) -> int:
    """Cards dealt to each player at the start of a round."""
    return HAND[players]


@rule
def rounds() -> int:
    return ROUNDS


@rule
def cards_kept(players: int = 4) -> int:
    """Every card of a hand is picked by someone, so each player keeps a hand's worth per round."""
    return hand_size(players) * ROUNDS


@rule
def cards_per_round(players: int = 4) -> int:
    return hand_size(players) * players


@rule
def pass_direction(round: int) -> str:
    return "Right" if round == 2 else "Left"


@rule
def set_points(kinds: int) -> int:
    """A set of n different kinds scores the n-th triangular number."""
    return kinds * (kinds + 1) // 2


@rule
def star_points(place: str) -> int:
    return {"Most": 6, "Second most": 3}[place]


@rule
def sets_from_counts(counts: list) -> list:
    """Build sets greedily: take one of every kind you still hold, again and again."""
    left = [int(c) for c in counts]
    sets = []
    while any(left):
        size = sum(1 for c in left if c > 0)
        sets.append(size)
        left = [c - 1 if c > 0 else 0 for c in left]
    return sets


@rule
def tableau_score(counts: list) -> int:
    return sum(set_points(n) for n in sets_from_counts(counts))


@rule
def kinds_count() -> int:
    return len(KINDS)


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {"festival": 105, "wheel-marker": 1, "score-pencil": 1}


def play(players: int, variant: str | None = None) -> dict:
    return {"festival": {"hand": hand_size(players)}}


@invariant("the deck deals every round of the game without reshuffling")
def deck_lasts(players: int, game) -> bool | str:
    total = game.deck("festival").total
    need = cards_per_round(players) * ROUNDS
    return True if total >= need else f"{need} cards needed, {total} in the deck"


@invariant("the kinds in game.yaml are the engine's kinds", per_player_count=False)
def kinds_agree(game) -> bool:
    return tuple(game.names["kinds"]) == KINDS


@invariant("every kind has the same number of cards", per_player_count=False)
def kinds_even(game) -> bool | str:
    per = {k: 0 for k in KINDS}
    for card in game.deck("festival").cards:
        per[card.fields["kind"]] += card.count
    return True if len(set(per.values())) == 1 else f"uneven kinds: {per}"
