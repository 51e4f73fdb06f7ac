"""Engine model of Quiz Night at the Crooked Lantern.

A party quiz for three to eight teams. Each round one team reads the category
cards aloud and the other teams buzz to answer them; at the end of the round
the answering teams are ranked by the points they won, and the ranks (not the
raw points) go on the scoreboard.
"""
from math import ceil

from generator.engine import invariant, rule

PLAYERS = (3, 8)  # teams, as game.yaml's players

# Rank points by place in a round: first, second, third; everyone below gets nothing.
RANK_POINTS = {1: 5, 2: 3, 3: 1}

PLACE_WORDS = {"1st": 1, "2nd": 2, "3rd": 3, "4th or lower": 4}


def _place(place: int | str) -> int:
    if isinstance(place, str):
        return PLACE_WORDS[place]
    return place


@rule
def rounds(players: int = 3) -> int:
    """Rounds in a game: every team reads once; with three teams, twice."""
    return 6 if players == 3 else players


@rule
def questions_per_round(players: int = 3) -> int:
    """Category cards the reader reads in one round."""
    if players <= 4:
        return 4
    if players <= 6:
        return 3
    return 2


@rule
def question_cards_used(players: int = 3) -> int:
    """Category cards a whole game reads out."""
    return rounds(players) * questions_per_round(players)


@rule
def answering_teams(players: int = 3) -> int:
    """Teams that buzz in a round: all but the reading team."""
    return players - 1


@rule
def jokers_dealt(players: int | None = None, variant: str | None = None) -> int:
    """Joker cards each team starts with: two, or one per pair in Teams of Two."""
    return 1 if variant == "pairs" else 2


@rule
def wrong_answer_penalty() -> int:
    """Points a team loses from its round score for a wrong answer after buzzing."""
    return 1


@rule
def answer_seconds() -> int:
    """Seconds a team has to start its answer after buzzing (counted aloud by the reader)."""
    return 5


@rule
def rank_points(place: int | str) -> int:
    """Rank points for a place in a round, with no tie."""
    return RANK_POINTS.get(_place(place), 0)


@rule
def tie_share(place: int, tied: int) -> int:
    """Rank points each of `tied` teams takes when they tie at `place`.

    The tied teams add up the rank points of every place they fill between them
    and share the total equally, rounding up.
    """
    total = sum(rank_points(p) for p in range(place, place + tied))
    return ceil(total / tied)


@rule
def round_points(won: list, wrong: int = 0) -> int:
    """A team's points in one round: the values of the cards it won, less one per
    wrong answer, never below zero."""
    return max(0, sum(won) - wrong * wrong_answer_penalty())


@rule
def round_rank_points(scores: dict) -> dict:
    """Rank points for every answering team of a round, ties shared.

    A team that scored no points in the round takes no rank points, whatever its place.
    """
    ordered = sorted(set(scores.values()), reverse=True)
    result = {}
    place = 1
    for value in ordered:
        tied = [team for team, s in scores.items() if s == value]
        share = tie_share(place, len(tied)) if value > 0 else 0
        for team in tied:
            result[team] = share
        place += len(tied)
    return result


@rule
def team_rank_points(scores: dict, team: str) -> int:
    """One team's rank points in a round (see round_rank_points)."""
    return round_rank_points(scores)[team]


@rule
def most_rank_points(players: int = 3) -> int:
    """The most rank points one team can win in a game: first in every round it answers."""
    reads = 2 if players == 3 else 1
    return (rounds(players) - reads) * rank_points(1)


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    """What a game for this many teams takes out of the box."""
    return {
        "questions": 36,
        "jokers": jokers_dealt(players, variant) * players,
        "buzzers": players,
        "timer": 1,
        "score-pad": 1,
    }


@invariant("the category deck lasts the longest game", per_player_count=False)
def deck_lasts(game) -> bool | str:
    deck = game.deck("questions").total
    longest = max(question_cards_used(n) for n in game.players)
    return True if deck >= longest else f"{deck} category cards, the longest game reads {longest}"


@invariant("setup takes out the whole category deck", per_player_count=False)
def whole_deck_comes_out(game) -> bool | str:
    deck = game.deck("questions").total
    return True if setup(3)["questions"] == deck else f"setup takes {setup(3)['questions']}, the deck has {deck}"


@invariant("every category card is worth 1, 2 or 3 points", per_player_count=False)
def card_values(game) -> bool | str:
    for card in game.deck("questions").cards:
        if card.fields["points"] not in (1, 2, 3):
            return f"{card.name} is worth {card.fields['points']}"
    return True


@invariant("every category has the same cards: two of each value", per_player_count=False)
def categories_balanced(game) -> bool | str:
    for topic in game.names["topics"]:
        values = sorted(c.fields["points"] for c in game.deck("questions").cards
                        if c.fields["topic"] == topic for _ in range(c.count))
        if values != [1, 1, 2, 2, 3, 3]:
            return f"{topic} has values {values}"
    return True


@invariant("each team reads the same number of rounds")
def reading_is_fair(players: int) -> bool:
    return rounds(players) % players == 0


@invariant("the joker deal fits the joker deck", per_player_count=False)
def jokers_suffice(game) -> bool | str:
    deck = game.deck("jokers").total
    need = max(jokers_dealt(n) * n for n in game.players)
    return True if deck >= need else f"{need} jokers dealt, {deck} in the deck"
