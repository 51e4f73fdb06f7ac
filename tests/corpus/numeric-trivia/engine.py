"""Ballpark: the rules the tables print, and the scoring of one question."""

from generator.engine import invariant, rule

PLAYERS = (3, 8)

QUESTION_CARDS = 48          # the Question deck, held to game.yaml by an invariant
CARDS_PER_TOPIC = 12
TOPICS = ("Years", "Heights", "Distances", "Populations")
PLACES = ("Closest", "Second", "Third", "Fourth")
MOST_PLAYERS = 8


# --- length of the game -------------------------------------------------------


@rule
def teams(players: int, variant: str | None = "teams") -> int:
    """Team play: teams of two, the odd player joining a team at seven."""
    return players // 2


@rule
def reads_each(players: int, variant: str | None = None) -> int:
    """How many questions each player (or team) reads as the Reader."""
    if variant == "teams":
        return 4 if teams(players) == 3 else 3
    if players == 3:
        return 4
    if players <= 5:
        return 3
    return 2


@rule
def questions_in_game(players: int, variant: str | None = None) -> int:
    """Every player (or team) reads the same number of questions."""
    readers = teams(players) if variant == "teams" else players
    return readers * reads_each(players, variant)


@rule
def places_scored(players: int, variant: str | None = None) -> int:
    """How many places earn points: about half of those guessing."""
    guessers = (teams(players) if variant == "teams" else players) - 1
    return (guessers + 1) // 2


@rule
def place_points(place: str) -> int:
    """Points for a place, closest first."""
    return {"Closest": 4, "Second": 3, "Third": 2, "Fourth": 1}[place]


# --- constants ----------------------------------------------------------------


@rule
def bullseye_bonus(players: int | None = None) -> int:
    return 2


@rule
def sure_things_each(players: int | None = None) -> int:
    return 2


@rule
def sure_thing_penalty(players: int | None = None) -> int:
    return 2


@rule
def stumper_points(players: int | None = None) -> int:
    return 1


@rule
def guess_seconds(players: int | None = None) -> int:
    return 30


@rule
def bullseye_window(tolerance: int, variant: str | None = None) -> int:
    """The card's window; Wide margins doubles it."""
    return tolerance * 2 if variant == "wide-margins" else tolerance


# --- the category die -----------------------------------------------------------


@rule
def topic_for_roll(roll: int) -> str:
    return {1: "years", 2: "heights", 3: "distances", 4: "populations"}.get(roll, "readers-pick")


# --- scoring one question -------------------------------------------------------


def _place(player: str, answer: int, guesses: dict) -> int:
    """1 for the closest guess; tied guesses share the better place."""
    mine = abs(guesses[player] - answer)
    return 1 + sum(1 for g in guesses.values() if abs(g - answer) < mine)


@rule
def guess_points(player: str, answer: int, tolerance: int, guesses: dict, players: int,
                 sure_things: list | None = None, variant: str | None = None) -> int:
    """What one guess scores: its place, the bullseye bonus, then the Sure Thing."""
    place = _place(player, answer, guesses)
    points = 0
    if place <= places_scored(players, variant):
        points += place_points(PLACES[place - 1])
    if abs(guesses[player] - answer) <= bullseye_window(tolerance, variant):
        points += bullseye_bonus()
    if player in (sure_things or []):
        points = points * 2 if points > 0 else -sure_thing_penalty()
    return points


@rule
def reader_points(answer: int, tolerance: int, guesses: dict, variant: str | None = None) -> int:
    """The Reader scores a stumper point when no guess lands in the window."""
    window = bullseye_window(tolerance, variant)
    if any(abs(g - answer) <= window for g in guesses.values()):
        return 0
    return stumper_points()


# --- setup ------------------------------------------------------------------------


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    sides = teams(players) if variant == "teams" else players
    return {
        "questions": QUESTION_CARDS,                       # sorted into four piles by topic
        "category-die": 1,
        "sure-thing-tokens": sure_things_each() * sides,
        "guess-pad": 1,
        "pencils": sides,
        "sand-timer": 1,
    }


def play(players: int, variant: str | None = None) -> dict[str, dict]:
    return {"questions": {"per_round": 1, "turns": 5}, "category": {"dice": 1}}


# --- invariants --------------------------------------------------------------------


@invariant("the Question deck in the engine is the deck in game.yaml", per_player_count=False)
def deck_size_agrees(game) -> bool | str:
    total = game.deck("questions").total
    return True if total == QUESTION_CARDS else f"engine says {QUESTION_CARDS}, deck has {total}"


@invariant("every topic has its own full pile of cards", per_player_count=False)
def topics_even(game) -> bool | str:
    counts = {t: 0 for t in TOPICS}
    for card in game.deck("questions").cards:
        counts[card.fields["topic"]] += card.count
    uneven = [f"{t} {n}" for t, n in counts.items() if n != CARDS_PER_TOPIC]
    return True if not uneven else "uneven piles: " + ", ".join(uneven)


@invariant("the deck lasts the longest game with a tie-break or two to spare", per_player_count=False)
def deck_lasts(game) -> bool | str:
    longest = max(questions_in_game(n, v) for v in (None, "teams") for n in range(3, MOST_PLAYERS + 1)
                  if v is None or n >= 6)
    return True if game.deck("questions").total >= longest + 4 else f"longest game {longest}"


@invariant("every bullseye window is fair: a few years, or about a twentieth of the answer",
           per_player_count=False)
def windows_fair(game) -> bool | str:
    for card in game.deck("questions").cards:
        answer, window = card.fields["answer"], card.fields["tolerance"]
        if card.fields["topic"] == "Years":
            if not 2 <= window <= 100:
                return f"{card.name}: window of {window} years"
        elif not 0.02 * abs(answer) <= window <= 0.10 * abs(answer):
            return f"{card.name}: window {window} for {answer}"
    return True


@invariant("a guess sheet has a line for every question a player can answer, tie-breaks too")
def sheet_lines_suffice(players: int) -> bool:
    return questions_in_game(players) - reads_each(players) + 2 <= 16


@invariant("the box holds two Sure Thing tokens for every player", per_player_count=False)
def tokens_suffice(game) -> bool | str:
    line = next(c for c in game.inventory if c.id == "sure-thing-tokens")
    return line.count == sure_things_each() * MOST_PLAYERS and line.per_player == sure_things_each()
