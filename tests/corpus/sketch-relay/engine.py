"""Engine model of Sketch Relay: the numbers the tables, the rulebook and the examples print."""
from generator.engine import invariant, rule

PLAYERS = (4, 8)          # the same range as `players` in game.yaml
PROMPT_CARDS = 150        # held to the prompts deck by an invariant
VOTE_TOKENS = 24          # held to the inventory by an invariant


@rule
def book_pages(players: int | None = None) -> int:
    """Pages in every sketchbook."""
    return 8


@rule
def timer_seconds(players: int | None = None) -> int:
    """One turn of the sand timer: the time for one page."""
    return 60


@rule
def points_per_vote(players: int | None = None) -> int:
    return 1


@rule
def match_points(players: int | None = None) -> int:
    """What the owner scores when the last page names the first word."""
    return 1


@rule
def pages_per_round(players: int = 4) -> int:
    """Every book passes through every player once, the owner included."""
    return players


@rule
def passes_per_round(players: int = 4) -> int:
    """Times a book moves left before it is home again."""
    return players - 1


@rule
def owner_opens(players: int = 4) -> str:
    """With an odd count the owner writes the word as page 1, so the chain still ends on a guess."""
    return "Drawing" if players % 2 == 0 else "Writing the word"


@rule
def drawings_per_book(players: int = 4) -> int:
    return players // 2


@rule
def guesses_per_book(players: int = 4) -> int:
    """Written guesses (the word page at odd counts is not a guess)."""
    return players // 2


@rule
def votes_per_player(players: int = 4) -> int:
    return 3 if players <= 5 else 2


@rule
def total_votes(players: int = 4) -> int:
    return players * votes_per_player(players)


@rule
def rounds_in_game(players: int = 4) -> int:
    return 4 if players <= 5 else 3


@rule
def prompts_used(players: int = 4) -> int:
    """Each player draws one prompt card a round."""
    return players * rounds_in_game(players)


LINES = {1: "object", 2: "animal", 3: "food", 4: "place", 5: "action", 6: "tricky"}


@rule
def word_line(roll: int) -> str:
    """The word die's result id: which line of the prompt card to use."""
    return LINES[roll]


def _plain(words: str) -> str:
    w = " ".join(words.lower().replace('"', "").split())
    for article in ("a ", "an ", "the "):
        if w.startswith(article):
            w = w[len(article):]
    if w.endswith("es") and len(w) > 4:
        w = w[:-2]
    elif w.endswith("s") and len(w) > 3:
        w = w[:-1]
    return w


@rule
def match_bonus(first: str, last: str) -> int:
    """The owner's bonus: plurals, "a", "an" and "the" are ignored."""
    return match_points() if _plain(first) == _plain(last) else 0


@rule
def round_points(votes: int, matched: bool) -> int:
    """One player's score for a round: their votes, plus the match bonus for their own book."""
    return votes * points_per_vote() + (match_points() if matched else 0)


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "prompts": PROMPT_CARDS,
        "sketchbooks": players,
        "markers": players,
        "word-die": 1,
        "sand-timer": 0 if variant == "no-timer" else 1,
        "vote-tokens": votes_per_player(players) * players,
        "score-pad": 1,
    }


@invariant("every book has a page for each player")
def books_long_enough(players: int) -> bool | str:
    need = pages_per_round(players)
    return True if need <= book_pages() else f"{need} pages needed, the book has {book_pages()}"


@invariant("every chain ends on a written guess")
def chain_ends_on_a_guess(players: int) -> bool:
    word_page = 1 if owner_opens(players) == "Writing the word" else 0
    return word_page + drawings_per_book(players) + guesses_per_book(players) == pages_per_round(players)


@invariant("the box holds every vote token and enough prompts", per_player_count=False)
def box_holds_enough(game) -> bool | str:
    deck = game.deck("prompts")
    if deck.total != PROMPT_CARDS:
        return f"deck has {deck.total} cards, engine says {PROMPT_CARDS}"
    tokens = next(c for c in game.inventory if c.id == "vote-tokens")
    if tokens.count != VOTE_TOKENS:
        return f"box has {tokens.count} vote tokens, engine says {VOTE_TOKENS}"
    worst = max(total_votes(n) for n in game.players)
    if worst > tokens.count:
        return f"{worst} votes needed"
    if max(prompts_used(n) for n in game.players) > deck.total:
        return "not enough prompt cards for a game"
    return True
