"""Engine model of Lantern Tales.

The numbers the setup and scoring tables print, the scoring of one round
(used by the worked examples), setup(players) and a few invariants that tie
the rules to the box.
"""
from generator.engine import invariant, rule

PLAYERS = (3, 8)  # the same range as `players` in game.yaml
BIG_TABLE = 7     # from this many players on, hands shrink and guessers vote twice
DECK_SIZE = 84    # picture cards in the box (held to game.yaml by an invariant)
TOKEN_NUMBERS = 8  # voting tokens per colour, numbered 1 to 8

EVERYONE = "Everyone found it"
SOME = "Some found it"
NOBODY = "Nobody found it"


# --- setup -----------------------------------------------------------------

@rule
def hand_size(players: int) -> int:
    """Cards each player holds: six, but five at a big table so the draw pile lasts."""
    return 5 if players >= BIG_TABLE else 6


@rule
def votes_per_guesser(players: int) -> int:
    """Voting tokens each guesser lays down in a round (on different pictures)."""
    return 2 if players >= BIG_TABLE else 1


@rule
def cards_shown(players: int) -> int:
    """Pictures in the row each round: the storyteller's card and one from each guesser."""
    return players


@rule
def tokens_per_player(players: int) -> int:
    """Voting tokens each player takes: numbered 1 up to the pictures in the row."""
    return cards_shown(players)


@rule
def points_to_win(variant: str | None = None) -> int:
    """The score that ends the game at the end of the round it is reached in."""
    return 20 if variant == "short-evening" else 30


@rule
def phases_in_round() -> int:
    """Steps of a round: Tell, Give, Lay out, Vote, Reveal, Score, Pass the lantern."""
    return 7


# --- scoring ---------------------------------------------------------------

@rule
def outcome(found: int, guessers: int) -> str:
    """What happened to the storyteller's picture, from how many guessers found it."""
    if found == 0:
        return NOBODY
    if found == guessers:
        return EVERYONE
    return SOME


@rule
def storyteller_points(outcome: str) -> int:
    """The storyteller scores only when some, but not all, guessers found the picture."""
    return 3 if outcome == SOME else 0


@rule
def finder_points(outcome: str) -> int | None:
    """A guesser who voted for the storyteller's picture."""
    if outcome == NOBODY:
        return None
    return 3 if outcome == SOME else 2


@rule
def misser_points(outcome: str) -> int | None:
    """A guesser who did not vote for the storyteller's picture."""
    if outcome == EVERYONE:
        return None
    return 0 if outcome == SOME else 2


@rule
def decoy_points(outcome: str) -> int:
    """A guesser's bonus for each vote their own picture drew, whatever happened."""
    return 1


@rule
def round_points(player: str, storyteller: str, votes: dict) -> int:
    """Points one player scores in a round.

    votes maps each guesser to the list of players whose pictures they voted for.
    """
    guessers = list(votes)
    found = sum(1 for g in guessers if storyteller in votes[g])
    result = outcome(found, len(guessers))
    if player == storyteller:
        return storyteller_points(result)
    if storyteller in votes[player]:
        base = finder_points(result)
    else:
        base = misser_points(result)
    drawn = sum(list(v).count(player) for v in votes.values())
    return (base or 0) + drawn * decoy_points(result)


# --- setup and play ----------------------------------------------------------

def setup(players: int, variant: str | None = None) -> dict[str, int]:
    """What a game at this player count takes out of the box."""
    return {
        "pictures": DECK_SIZE,                           # the whole deck is shuffled
        "voting-tokens": players * tokens_per_player(players),
        "rabbits": players,
        "score-board": 1,
        "lantern": 1,
    }


def play(players: int, variant: str | None = None) -> dict:
    """How a round draws: a full hand at the start, one card back per round."""
    return {"pictures": {"hand": hand_size(players), "draw": 1}}


# --- invariants --------------------------------------------------------------

@invariant("the box holds the 84 picture cards the engine deals from", per_player_count=False)
def deck_matches_box(game) -> bool | str:
    total = game.deck("pictures").total
    return True if total == DECK_SIZE else f"the deck has {total} cards, the engine expects {DECK_SIZE}"


@invariant("after the deal the draw pile refills every hand for at least three rounds")
def draw_pile_lasts(players: int) -> bool | str:
    left = DECK_SIZE - hand_size(players) * players
    need = 3 * cards_shown(players)
    return True if left >= need else f"{left} cards left, {need} needed"


@invariant("a guesser always has enough other pictures to spend every vote on")
def votes_fit_the_row(players: int) -> bool | str:
    # a guesser may not vote for their own picture, and each vote goes on a different one
    choices = cards_shown(players) - 1
    return True if votes_per_guesser(players) <= choices else f"{choices} pictures for {votes_per_guesser(players)} votes"


@invariant("each colour has a voting token for every place in the row")
def tokens_cover_the_row(players: int, game) -> bool | str:
    tokens = next(c for c in game.inventory if c.id == "voting-tokens")
    per_colour = tokens.count // 8
    return True if per_colour >= cards_shown(players) and per_colour == TOKEN_NUMBERS else f"{per_colour} tokens per colour"
