"""Whisper Chain: the rules behind the printed tables.

A party word game for teams. Everything here is pure: same arguments, same
answer. Box counts live in game.yaml; invariants compare the two.
"""
from generator.engine import invariant, rule

PLAYERS = (4, 10)

# Box contents the setup takes whole (held to game.yaml by an invariant).
WORD_CARDS = 40
TWIST_CARDS = 10
CHAIN_CARDS = 2  # the Chain twists, left out of the Chain Reaction variant

CATEGORY_FACES = {1: "animals", 2: "food", 3: "places", 4: "objects", 5: "actions", 6: "twist"}


@rule
def teams(players: int) -> int:
    """Two teams up to eight players, three teams at nine or ten."""
    return 3 if players >= 9 else 2


@rule
def largest_team(players: int) -> int:
    """Players in the biggest team when the table splits as evenly as it can."""
    t = teams(players)
    return -(-players // t)


@rule
def smallest_team(players: int) -> int:
    """Players in the smallest team."""
    return players // teams(players)


@rule
def target_score(players: int, variant: str | None = None) -> int:
    """Points a team needs to trigger the end of the game."""
    if variant == "family":
        return 20
    return 30 if teams(players) == 2 else 25


@rule
def score_markers(players: int) -> int:
    """One marker on the score track per team."""
    return teams(players)


@rule
def turn_seconds() -> int:
    """The sand timer: one turn of clue-giving."""
    return 60


@rule
def free_passes() -> int:
    """Passes a clue-giver may make in one turn without losing points."""
    return 1


@rule
def pass_penalty(passes: int) -> int:
    """Points the clue-giver's team loses for the passes of one turn."""
    return max(0, passes - free_passes())


@rule
def card_points(difficulty: int, spotlight: bool = False) -> int:
    """Points for a guessed card: its difficulty, plus one in the spotlight category."""
    return difficulty + (spotlight_bonus() if spotlight else 0)


@rule
def spotlight_bonus() -> int:
    """Extra point for a guessed card of the category the die rolled."""
    return 1


@rule
def foul_points() -> int:
    """Points the watching team scores for a card lost to a foul, whatever its difficulty."""
    return 1


@rule
def reroll_cost() -> int:
    """Points a team pays to roll the category die again before the timer starts."""
    return 2


@rule
def turn_score(difficulties: list, spotlight_hits: int = 0, passes: int = 0) -> int:
    """Net points for one turn: guessed cards, spotlight bonuses, minus pass penalties."""
    return sum(difficulties) + spotlight_hits * spotlight_bonus() - pass_penalty(passes)


@rule
def category(roll: int) -> str:
    """The category die's result for a roll."""
    return CATEGORY_FACES[roll]


@rule
def forbidden_words_min() -> int:
    return 4


@rule
def forbidden_words_max() -> int:
    return 5


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    """What a game at this count takes out of the box."""
    return {
        "words": words_in_play(players, variant),
        "twists": TWIST_CARDS - CHAIN_CARDS if variant == "chain-reaction" else TWIST_CARDS,
        "score-markers": score_markers(players),
        "category-die": 1,
        "sand-timer": 1,
        "score-board": 1,
    }


@invariant("teams differ by at most one player and every team has a clue-giver and a guesser")
def teams_are_fair(players: int) -> bool | str:
    if largest_team(players) - smallest_team(players) > 1:
        return "teams too uneven"
    if smallest_team(players) < 2:
        return "a team of one cannot play"
    return True


@invariant("the whole word and twist decks come out of the box", per_player_count=False)
def decks_come_out_whole(game) -> bool | str:
    words = game.deck("words")
    twists = game.deck("twists")
    total_words = sum(c.count for c in words.cards)
    total_twists = sum(c.count for c in twists.cards)
    if total_words != WORD_CARDS:
        return f"engine says {WORD_CARDS} word cards, the deck has {total_words}"
    if total_twists != TWIST_CARDS:
        return f"engine says {TWIST_CARDS} twist cards, the deck has {total_twists}"
    return True


@invariant("every word card lists four or five forbidden words and a difficulty of 1-3",
           per_player_count=False)
def word_cards_are_well_formed(game) -> bool | str:
    bad = []
    for c in game.deck("words").cards:
        words = [w.strip() for w in c.fields["forbidden"].split(";") if w.strip()]
        if not forbidden_words_min() <= len(words) <= forbidden_words_max():
            bad.append(c.name)
        elif not 1 <= c.fields["difficulty"] <= 3:
            bad.append(c.name)
    return True if not bad else f"badly formed: {', '.join(bad)}"


@invariant("the costs in game.yaml are the engine's", per_player_count=False)
def costs_match_engine(game) -> bool | str:
    want = {"extra-pass": 1, "reroll": reroll_cost()}
    for cost in game.costs:
        if cost.id in want and cost.items[0].amount != want[cost.id]:
            return f"cost {cost.name} is {cost.items[0].amount}, engine says {want[cost.id]}"
    return True


@invariant("a deck holds enough words for a long game", per_player_count=True)
def deck_lasts(players: int, game) -> bool:
    # A team rarely scores more than ten points a turn; the deck must cover
    # the turns to the target with average difficulty 2.
    turns = -(-target_score(players) // 8) * teams(players)
    return sum(c.count for c in game.deck("words").cards) >= turns * 3


HARD_CARDS = 10  # difficulty 3 cards, left out of the Family Table variant


@rule
def foul_points_for(difficulty: int) -> int:
    """A card lost to a foul scores the same for the watchers whatever its difficulty."""
    return foul_points()


@rule
def words_in_play(players: int, variant: str | None = None) -> int:
    """Word cards shuffled into the draw pile."""
    return WORD_CARDS - HARD_CARDS if variant == "family" else WORD_CARDS


@invariant("the Family Table leaves out exactly the difficulty 3 cards", per_player_count=False)
def hard_cards_counted(game) -> bool | str:
    hard = sum(c.count for c in game.deck("words").cards if c.fields["difficulty"] == 3)
    return True if hard == HARD_CARDS else f"engine says {HARD_CARDS} hard cards, the deck has {hard}"


@invariant("Chain Reaction leaves out exactly the Chain twists", per_player_count=False)
def chain_cards_counted(game) -> bool | str:
    chain = sum(c.count for c in game.deck("twists").cards if c.id == "chain")
    return True if chain == CHAIN_CARDS else f"engine says {CHAIN_CARDS} Chain cards, the deck has {chain}"
