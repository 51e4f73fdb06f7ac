"""Engine model of Domino Spots: a double-six dominoes game scored on the open ends.

Every number the rulebook, quick reference and tables print comes from here.
"""
from generator.engine import invariant, rule

PLAYERS = (2, 4)

HIGHEST_END = 6            # a double-six set: ends run from blank (0) to six


@rule
def set_tiles(players: int | None = None) -> int:
    """Tiles in a double-six set: every pair of ends from 0 to 6 once, doubles included."""
    n = HIGHEST_END + 1
    return n * (n + 1) // 2


@rule
def doubles_in_set(players: int | None = None) -> int:
    """Doubles in the set: double blank to double six."""
    return HIGHEST_END + 1


@rule
def tiles_per_suit(players: int | None = None) -> int:
    """Tiles that show a given number on at least one end (the double counted once)."""
    return HIGHEST_END + 1


@rule
def pips_in_set(players: int | None = None) -> int:
    """Pips on all the tiles of the set together."""
    return sum(a + b for a in range(HIGHEST_END + 1) for b in range(a, HIGHEST_END + 1))


@rule
def hand_size(players: int = 2) -> int:
    """Tiles each player draws at the start of a hand: 7 for two, 5 for three or four."""
    return 7 if players == 2 else 5


@rule
def boneyard_size(players: int = 2) -> int:
    """Tiles left face down in the boneyard after every hand is drawn."""
    return set_tiles() - hand_size(players) * players


@rule
def boneyard_reserve(players: int = 2) -> int:
    """Tiles that stay in the boneyard and may never be drawn (two at two players)."""
    return 2 if players == 2 else 0


@rule
def points_to_win(players: int = 2) -> int:
    """The score that ends the game: 150 for two players, 100 for three or four."""
    return 150 if players == 2 else 100


@rule
def score_step(players: int | None = None) -> int:
    """Every score is a multiple of this."""
    return 5


@rule
def most_open_ends(players: int | None = None) -> int:
    """Open ends the line of play can have at once: four, once the spinner is open on all sides."""
    return 4


@rule
def ends_total(ends: list) -> int:
    """Pips showing at the open ends. Each end is a list of the pips it shows:
    [3] for a plain end, [5, 5] for a double lying crosswise (both halves count)."""
    return sum(sum(end) for end in ends)


@rule
def play_score(ends: list) -> int:
    """Points for a play: the total of the open ends when it is a multiple of five, else nothing."""
    total = ends_total(ends)
    return total if total > 0 and total % score_step() == 0 else 0


@rule
def round_down(pips: int) -> int:
    """A pip count rounded down to a multiple of five."""
    return pips - pips % score_step()


@rule
def domino_score(tiles_left: list) -> int:
    """Points for going out: the pips left in every other hand, rounded down to a multiple of five.
    tiles_left lists the tiles still held by the others, each as [end, end]."""
    return round_down(sum(a + b for a, b in tiles_left))


@rule
def blocked_score(own_pips: int, other_pips: list) -> int:
    """Points for the lightest hand when play is blocked: the others' pips less your own,
    rounded down to a multiple of five."""
    return round_down(max(0, sum(other_pips) - own_pips * len(other_pips)))


@rule
def win_space(players: int = 2) -> int:
    """The space of the score track (counted from 0, five points a space) that wins."""
    return points_to_win(players) // score_step()


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    """What a hand at this count takes out of the box."""
    return {"tiles": set_tiles(), "score-pegs": players, "score-board": 1}


def play(players: int, variant: str | None = None) -> dict:
    return {"tiles": {"hand": hand_size(players), "draw": 1}}


@invariant("the tiles are a whole double-six set: every pair of ends exactly once", per_player_count=False)
def tiles_are_a_set(game) -> bool | str:
    deck = game.deck("tiles")
    if deck.total != set_tiles():
        return f"{deck.total} tiles, a double-six set has {set_tiles()}"
    seen = set()
    for card in deck.cards:
        low, high = card.fields["low"], card.fields["high"]
        if not 0 <= low <= high <= HIGHEST_END:
            return f"{card.name} has ends {low} and {high}"
        if (low, high) in seen:
            return f"{card.name} appears twice"
        seen.add((low, high))
    pips = sum(c.fields["low"] + c.fields["high"] for c in deck.cards)
    return True if pips == pips_in_set() else f"the tiles hold {pips} pips, not {pips_in_set()}"


@invariant("every hand is drawn with the reserve still left in the boneyard")
def hands_fit(players: int) -> bool | str:
    left = boneyard_size(players)
    return True if left >= boneyard_reserve(players) else f"only {left} tiles left"


@invariant("the winning score lies on the score track", per_player_count=True)
def target_on_track(players: int, game) -> bool | str:
    board = game.maps[0]
    track = board.tracks[0]
    return True if track.start <= win_space(players) <= track.end else f"space {win_space(players)} is off the track"
