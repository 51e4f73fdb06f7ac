"""Engine model of Overhang, a climbing card game for two partnerships.

Ranks are numbers: 2 to 10, then Jack 11, Queen 12, King 13 and Ace 14.
A combination handed to a rule is a list of ranks (suits only matter for an
Avalanche, which the examples do not play).
"""
from collections import Counter

from generator.engine import invariant, rule

PLAYERS = (4, 4)

RANK_WORDS = {"Five": 5, "Ten": 10, "King": 13}

CONSTANTS = {
    "cards_dealt": 13,
    "cards_passed": 1,
    "shortest_run": 5,
    "fewest_ladder_pairs": 2,
    "first_out_bonus": 50,
    "clean_climb_score": 150,
    "target_score": 500,
}


@rule
def card_points(rank: int | str) -> int:
    """Points a card carries: fives 5, tens and kings 10, every other card nothing."""
    if isinstance(rank, str):
        rank = RANK_WORDS.get(rank, 0)
    if rank == 5:
        return 5
    if rank in (10, 13):
        return 10
    return 0


@rule
def points_in_deck() -> int:
    """Card points in the whole deck, so in every hand."""
    return 4 * sum(card_points(r) for r in range(2, 15))


@rule
def cards_dealt(players: int = 4) -> int:
    """Each player's hand: the whole deck dealt out."""
    return CONSTANTS["cards_dealt"]


@rule
def cards_passed(players: int = 4) -> int:
    """Cards each player passes face down to their partner before the first lead."""
    return CONSTANTS["cards_passed"]


@rule
def shortest_run(players: int = 4) -> int:
    return CONSTANTS["shortest_run"]


@rule
def fewest_ladder_pairs(players: int = 4) -> int:
    return CONSTANTS["fewest_ladder_pairs"]


@rule
def first_out_bonus(players: int = 4) -> int:
    return CONSTANTS["first_out_bonus"]


@rule
def clean_climb_score(players: int = 4) -> int:
    """What a team scores when both partners go out before either opponent."""
    return CONSTANTS["clean_climb_score"]


@rule
def target_score(players: int = 4) -> int:
    return CONSTANTS["target_score"]


@rule
def combination_cards(combination: str) -> int | str:
    return {
        "Single": 1,
        "Pair": 2,
        "Triple": 3,
        "Run": f"{shortest_run()} or more",
        "Ladder": "4, 6, 8 ...",
        "Full house": 5,
    }[combination]


@rule
def ranked_by(combination: str) -> str:
    return {
        "Single": "its rank",
        "Pair": "its rank",
        "Triple": "its rank",
        "Run": "its top card",
        "Ladder": "its top pair",
        "Full house": "its triple",
    }[combination]


@rule
def bomb_shape(bomb: str) -> str:
    return {
        "Rockfall": "four cards of one rank",
        "Avalanche": f"a run of one suit, {shortest_run()} cards or more",
    }[bomb]


@rule
def bomb_beats(bomb: str) -> str:
    return {
        "Rockfall": "any combination and any lower Rockfall",
        "Avalanche": "anything else, or a shorter or lower Avalanche",
    }[bomb]


def classify(ranks: list[int], suits: list[str] | None = None) -> tuple[str, int, int] | None:
    """(kind, length, key) of a play, or None when the cards make no combination."""
    ranks = sorted(int(r) for r in ranks)
    n = len(ranks)
    counts = Counter(ranks)
    if n == 0:
        return None
    if n == 4 and len(counts) == 1:
        return ("Rockfall", 4, ranks[0])
    distinct = sorted(counts)
    consecutive = all(b - a == 1 for a, b in zip(distinct, distinct[1:]))
    if n >= shortest_run() and len(counts) == n and consecutive:
        if suits and len(set(suits)) == 1:
            return ("Avalanche", n, ranks[-1])
        return ("Run", n, ranks[-1])
    if n == 1:
        return ("Single", 1, ranks[0])
    if n == 2 and len(counts) == 1:
        return ("Pair", 2, ranks[0])
    if n == 3 and len(counts) == 1:
        return ("Triple", 3, ranks[0])
    if n == 5 and sorted(counts.values()) == [2, 3]:
        triple = next(r for r, c in counts.items() if c == 3)
        return ("Full house", 5, triple)
    if (n >= 2 * fewest_ladder_pairs() and all(c == 2 for c in counts.values())
            and consecutive):
        return ("Ladder", n, distinct[-1])
    return None


@rule
def beats(play: list, last: list) -> bool:
    """Whether `play` may be laid on `last` (both lists of ranks)."""
    mine = classify(play)
    theirs = classify(last)
    if mine is None:
        return False
    if theirs is None:
        return True
    kind, length, key = mine
    their_kind, their_length, their_key = theirs
    bombs = ("Rockfall", "Avalanche")
    if kind == "Avalanche":
        if their_kind != "Avalanche":
            return True
        return (length, key) > (their_length, their_key)
    if kind == "Rockfall":
        if their_kind == "Avalanche":
            return False
        if their_kind == "Rockfall":
            return key > their_key
        return True
    if their_kind in bombs:
        return False
    return kind == their_kind and length == their_length and key > their_key


@rule
def team_score(fives: int, tens: int, kings: int, went_out_first: bool = False,
               clean_climb: bool = False) -> int:
    """A team's score for one hand."""
    if clean_climb:
        return clean_climb_score()
    points = fives * card_points(5) + tens * card_points(10) + kings * card_points(13)
    return points + (first_out_bonus() if went_out_first else 0)


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {"ridge": 52, "summit-flag": 1, "score-pad": 1}


def play(players: int, variant: str | None = None) -> dict:
    return {"ridge": {"hand": cards_dealt(players)}}


@invariant("the deck is dealt out evenly, a full hand to each player")
def deck_deals_out(players: int, game) -> bool | str:
    total = game.deck("ridge").total
    dealt = cards_dealt(players) * players
    return True if total == dealt else f"{total} cards, {dealt} dealt"


@invariant("every card's points follow the card-point rule", per_player_count=False)
def card_points_match(game) -> bool | str:
    wrong = [c.name for c in game.deck("ridge").cards if c.fields["points"] != card_points(c.fields["rank"])]
    return True if not wrong else f"points differ on {', '.join(wrong)}"


@invariant("the deck holds exactly the card points a hand shares", per_player_count=False)
def deck_points(game) -> bool | str:
    total = sum(c.fields["points"] * c.count for c in game.deck("ridge").cards)
    return True if total == points_in_deck() else f"the cards carry {total}, the rules say {points_in_deck()}"


@invariant("every suit runs 2 to Ace once", per_player_count=False)
def suits_complete(game) -> bool | str:
    for suit in game.names["suits"]:
        ranks = sorted(c.fields["rank"] for c in game.deck("ridge").cards if c.fields["suit"] == suit)
        if ranks != list(range(2, 15)):
            return f"{suit} has ranks {ranks}"
    return True
