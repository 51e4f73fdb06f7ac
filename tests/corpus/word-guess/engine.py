"""Word Guess: the rules the printed tables and the rulebook state.

Two teams, each a cluekeeper and guessers, race to find their own words in a
5 x 5 grid of word cards. A key card, seen only by the cluekeepers, marks each
word as the starting team's, the other team's, a bystander or the assassin.
"""

from generator.engine import invariant, rule

PLAYERS = (4, 10)

GRID_ROWS = 5
GRID_COLUMNS = 5

# What one key card marks, by side.
KEY_MARKS = {
    "Starting team": 9,
    "Other team": 8,
    "Bystanders": 7,
    "Assassin": 1,
}

WIN_POINTS = 2          # match play: a game won
POINTS_PER_WORD_LEFT = 1  # match play: each rival word still uncovered
MATCH_TARGET = 10       # match play: the first team to this many wins the match

SAND_TIMER_TURNS = {"clue": 2, "guess": 1}   # timer variant, in turns of the one-minute timer

TEAMS = ("Red", "Blue")


# --- teams -----------------------------------------------------------------

@rule
def larger_team(players: int) -> int:
    """Players in the larger team (both teams are the same size at an even count)."""
    return (players + 1) // 2


@rule
def smaller_team(players: int) -> int:
    return players // 2


@rule
def guessers_larger_team(players: int) -> int:
    """Everyone on a team but its cluekeeper guesses."""
    return larger_team(players) - cluekeepers_per_team()


@rule
def guessers_smaller_team(players: int) -> int:
    return smaller_team(players) - cluekeepers_per_team()


@rule
def cluekeepers_per_team(players: int | None = None) -> int:
    return 1


# --- the grid and the key --------------------------------------------------

@rule
def grid_words(players: int | None = None) -> int:
    """Word cards dealt face up: five rows of five."""
    return GRID_ROWS * GRID_COLUMNS


@rule
def key_words(side: str) -> int:
    """How many of the grid's words a key card marks for this side."""
    return KEY_MARKS[side]


@rule
def starting_team_words(players: int | None = None) -> int:
    return KEY_MARKS["Starting team"]


@rule
def other_team_words(players: int | None = None) -> int:
    return KEY_MARKS["Other team"]


@rule
def bystanders(players: int | None = None) -> int:
    return KEY_MARKS["Bystanders"]


# --- a turn ----------------------------------------------------------------

@rule
def most_guesses(clue: int | str) -> int | str:
    """Guesses a team may make on one clue: one more than its number.

    A clue of 0 or 'Unlimited' sets no limit (the team must still guess once).
    """
    if clue == 0 or clue == "Unlimited":
        return "no limit"
    return int(clue) + 1


@rule
def least_guesses(players: int | None = None) -> int:
    """Every turn the guessers must make at least one guess."""
    return 1


@rule
def own_words_covered(team: str, clue: int | str, marks: list) -> int:
    """Play out one turn: `marks` are what the touched words turn out to be, in order.

    The turn stops at the first word that is not the team's, at the assassin,
    or when the guesses allowed are used up. Returns the team's words covered.
    """
    limit = most_guesses(clue)
    covered = 0
    for made, mark in enumerate(marks, start=1):
        if limit != "no limit" and made > limit:
            break
        if mark != team:
            break
        covered += 1
    return covered


@rule
def penalty_words(players: int | None = None) -> int:
    """A clue that breaks the rules: the rival cluekeeper covers this many of their own words."""
    return 1


# --- scoring a match -------------------------------------------------------

@rule
def win_points(players: int | None = None) -> int:
    return WIN_POINTS


@rule
def points_per_word_left(players: int | None = None) -> int:
    return POINTS_PER_WORD_LEFT


@rule
def match_target(players: int | None = None) -> int:
    return MATCH_TARGET


@rule
def match_points(rival_words_left: int, by_assassin: bool = False) -> int:
    """Points the winning team of one game scores in match play.

    A game the rivals lost by touching the assassin scores only the win.
    """
    if by_assassin:
        return WIN_POINTS
    return WIN_POINTS + POINTS_PER_WORD_LEFT * rival_words_left


# --- timer variant ---------------------------------------------------------

@rule
def timer_turns_clue(players: int | None = None, variant: str | None = None) -> int:
    return SAND_TIMER_TURNS["clue"]


@rule
def timer_turns_guess(players: int | None = None, variant: str | None = None) -> int:
    return SAND_TIMER_TURNS["guess"]


# --- setup -----------------------------------------------------------------

def setup(players: int, variant: str | None = None) -> dict[str, int]:
    """What a game at this count takes out of the box."""
    return {
        "words": 100,                 # the whole word deck is shuffled; 25 are dealt
        "keys": 24,                   # the whole key deck; one is drawn at random
        "agent-tokens": 16,
        "double-agent": 1,
        "bystander-tokens": bystanders(),
        "assassin-token": KEY_MARKS["Assassin"],
        "sand-timer": 1 if variant == "timer" else 0,
    }


def play(players: int, variant: str | None = None) -> dict[str, dict]:
    return {"words": {"table": grid_words()}, "keys": {"table": 1}}


# --- invariants ------------------------------------------------------------

@invariant("the five sides of a key card fill the grid exactly", per_player_count=False)
def key_fills_grid() -> bool:
    return sum(KEY_MARKS.values()) == grid_words()


@invariant("every key card marks 9 words for its starting team, 8 for the other, 7 bystanders and 1 assassin",
           per_player_count=False)
def key_cards_are_sound(game) -> bool | str:
    for card in game.deck("keys").cards:
        pattern = card.fields["pattern"]
        starts = card.fields["starts"]
        other = "Blue" if starts == "Red" else "Red"
        wanted = {
            starts: KEY_MARKS["Starting team"],
            other: KEY_MARKS["Other team"],
            "Bystander": KEY_MARKS["Bystanders"],
            "Assassin": KEY_MARKS["Assassin"],
        }
        if len(pattern) != grid_words():
            return f"{card.name} marks {len(pattern)} squares, not {grid_words()}"
        for mark, n in wanted.items():
            if pattern.count(mark) != n:
                return f"{card.name} marks {pattern.count(mark)} {mark}, not {n}"
    return True


@invariant("no two key cards are alike, and each team starts on half of them", per_player_count=False)
def key_cards_differ(game) -> bool | str:
    cards = game.deck("keys").cards
    patterns = [tuple(c.fields["pattern"]) for c in cards]
    if len(set(patterns)) != len(patterns):
        return "two key cards share a pattern"
    reds = sum(1 for c in cards if c.fields["starts"] == "Red")
    if reds * 2 != len(cards):
        return f"Red starts on {reds} of {len(cards)} key cards"
    return True


@invariant("the tokens cover every word a key card can mark", per_player_count=False)
def tokens_cover_the_key(game) -> bool | str:
    count = {c.id: c.count for c in game.inventory}
    agents = count["agent-tokens"] + count["double-agent"]
    if agents != KEY_MARKS["Starting team"] + KEY_MARKS["Other team"]:
        return f"{agents} agent tokens for {KEY_MARKS['Starting team'] + KEY_MARKS['Other team']} team words"
    if count["bystander-tokens"] != KEY_MARKS["Bystanders"]:
        return "bystander tokens differ from the key's bystanders"
    if count["assassin-token"] != KEY_MARKS["Assassin"]:
        return "assassin tokens differ from the key's assassin"
    return True


@invariant("setup takes out the whole word deck and the whole key deck", per_player_count=False)
def decks_come_out_whole(game) -> bool | str:
    plan = setup(4)
    for deck_id in ("words", "keys"):
        if plan[deck_id] != game.deck(deck_id).total:
            return f"setup takes {plan[deck_id]} of deck {deck_id}, which holds {game.deck(deck_id).total}"
    return True


@invariant("the word deck holds at least four grids' worth of words", per_player_count=False)
def enough_words(game) -> bool:
    return game.deck("words").total >= 4 * grid_words()


@invariant("every team has a cluekeeper and at least one guesser")
def teams_can_play(players: int) -> bool:
    return guessers_smaller_team(players) >= 1 and larger_team(players) - smaller_team(players) <= 1
