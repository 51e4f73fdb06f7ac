"""Talk Around It: the rules the printed tables and the worked example are bound to.

Two teams, a one-minute timer, and a deck of word cards worth 1 to 3 points.
Keep every function pure: the same arguments always give the same answer.
"""
from generator.engine import invariant, rule

PLAYERS = (4, 10)

TIMER_SECONDS = 60        # one flip of the sand timer
FREE_SKIPS = 1            # skips a clue-giver may make each turn at no cost
SKIP_PENALTY = 1          # points lost for each skip after the free ones
STEAL_GUESSES = 1         # guesses the watching team gets when time runs out
CARDS_BY_POINTS = {1: 45, 2: 36, 3: 27}   # the word deck, by the points on the card
CARDS_PER_TURN = 8        # what a lively team gets through in a minute, for the deck-length invariant


@rule
def fox_players(players: int) -> int:
    """Team Fox takes the odd player out, so it is never the smaller team."""
    return (players + 1) // 2


@rule
def owl_players(players: int) -> int:
    """Team Owl gets the rest."""
    return players // 2


@rule
def rounds(players: int) -> int:
    """Rounds in a game: each round both teams take one turn.

    Small groups play until everyone on the bigger team has given clues twice;
    seven or more play until everyone on it has given clues once.
    """
    bigger = fox_players(players)
    return bigger * 2 if players <= 6 else bigger


@rule
def timer_seconds(players: int) -> int:
    """Seconds on the timer for every turn."""
    return TIMER_SECONDS


@rule
def free_skips(players: int) -> int:
    """Skips each turn that cost nothing."""
    return FREE_SKIPS


@rule
def skip_penalty(players: int) -> int:
    """Points lost for each skip after the free one."""
    return SKIP_PENALTY


@rule
def steal_guesses(players: int) -> int:
    """Guesses the other team gets at the card left in play when time runs out."""
    return STEAL_GUESSES


@rule
def word_cards(points: int) -> int:
    """How many word cards are worth this many points."""
    return CARDS_BY_POINTS[points]


@rule
def turn_score(guessed: list, skips: int) -> int:
    """A team's score for its own turn: the points of the cards it guessed,
    less a point for every skip beyond the free one. Never below zero."""
    lost = max(0, skips - FREE_SKIPS) * SKIP_PENALTY
    return max(0, sum(guessed) - lost)


@rule
def round_score(guessed: list, skips: int, won: list) -> int:
    """A team's score for a whole round: its own turn, plus every card it won
    during the other team's turn (buzzed cards and a successful steal)."""
    return turn_score(guessed, skips) + sum(won)


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    """What a game takes out of the box: everything, at every count."""
    return {
        "words": sum(CARDS_BY_POINTS.values()),
        "teams": 2,
        "score-pad": 1,
        "timer": 1,
        "pencil": 1,
    }


@invariant("the two teams together are every player, and differ by at most one")
def teams_add_up(players: int) -> bool | str:
    fox, owl = fox_players(players), owl_players(players)
    if fox + owl != players:
        return f"{fox} + {owl} is not {players}"
    return True if 0 <= fox - owl <= 1 else f"teams of {fox} and {owl}"


@invariant("every player on the bigger team gives clues at least once")
def everyone_gives_clues(players: int) -> bool:
    return rounds(players) >= fox_players(players)


@invariant("the deck lasts a whole game without reshuffling the skips", per_player_count=False)
def deck_lasts(game) -> bool | str:
    deck = game.deck("words").total
    longest = max(rounds(p) for p in range(PLAYERS[0], PLAYERS[1] + 1))
    needed = longest * 2 * CARDS_PER_TURN
    return True if deck >= needed else f"{deck} cards, a long game uses about {needed}"


@invariant("the deck holds the cards the table of values prints", per_player_count=False)
def deck_matches_values(game) -> bool | str:
    for points, wanted in CARDS_BY_POINTS.items():
        have = sum(c.count for c in game.deck("words").cards if c.fields["points"] == points)
        if have != wanted:
            return f"{have} cards worth {points}, the table says {wanted}"
    return True


@invariant("every word card is worth 1, 2 or 3 points", per_player_count=False)
def points_in_range(game) -> bool | str:
    odd = [c.name for c in game.deck("words").cards if c.fields["points"] not in CARDS_BY_POINTS]
    return True if not odd else f"worth an odd amount: {', '.join(odd)}"


@invariant("no taboo word is the word itself or a piece of it", per_player_count=False)
def taboo_is_its_own_word(game) -> bool | str:
    for c in game.deck("words").cards:
        taboo = c.fields["taboo"].lower()
        if not taboo or taboo in c.name.lower() or c.name.lower() in taboo:
            return f"{c.name}: taboo '{c.fields['taboo']}'"
    return True


@invariant("every word appears on one card only", per_player_count=False)
def words_are_unique(game) -> bool | str:
    seen: set[str] = set()
    for c in game.deck("words").cards:
        if c.name.lower() in seen:
            return f"{c.name} twice"
        seen.add(c.name.lower())
    return True
