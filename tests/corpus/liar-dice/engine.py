"""Engine model of Liar Dice.

The numbers the bidding board, the tables and the examples print come from
here: how many dice each player holds, how bids may be raised and switched to
and from ones, what a challenge or an exact call decides, and the odds table
on the quick reference.
"""
from math import ceil, comb

from generator.engine import invariant, rule

PLAYERS = (2, 6)  # the same range as `players` in game.yaml

WILD = 1
FACES = 6
START_DICE = 5
ROGUE_DECK = 12


# --- set-up -----------------------------------------------------------------

@rule
def dice_per_player(players: int | None = None) -> int:
    """Dice under each cup at the start, at every player count."""
    return START_DICE


@rule
def dice_in_play(players: int = 2) -> int:
    """Dice on the table at the start of the first round."""
    return START_DICE * players


@rule
def rogues_dealt(players: int = 2) -> int:
    """Rogue cards dealt to each player, who keeps one of them."""
    return 3 if players <= 4 else 2


@rule
def rogues_kept(players: int | None = None) -> int:
    """Rogue cards each player keeps face down."""
    return 1


@rule
def tavern_per_round(players: int | None = None) -> int:
    """Tavern cards turned face up at the start of each round."""
    return 1


@rule
def max_dice() -> int:
    """No cup ever holds more dice than it started with."""
    return START_DICE


# --- bidding ----------------------------------------------------------------

@rule
def ones_after(count: int) -> int:
    """The least count of ones that raises a bid of `count` of another face."""
    return ceil(count / 2)


@rule
def face_after_ones(count: int) -> int:
    """The least count of another face that raises a bid of `count` ones."""
    return 2 * count + 1


@rule
def is_raise(old_count: int, old_face: int, new_count: int, new_face: int) -> bool:
    """Whether the new bid legally follows the old one."""
    if old_face != WILD and new_face == WILD:
        return new_count >= ones_after(old_count)
    if old_face == WILD and new_face != WILD:
        return new_count >= face_after_ones(old_count)
    if new_count > old_count:
        return True
    return new_count == old_count and new_face > old_face


# --- the reveal -------------------------------------------------------------

@rule
def die_face(roll: int) -> str:
    """What one die's face does when the cups come up."""
    return "wild" if roll == WILD else "plain"


@rule
def count_showing(dice: list, face: int) -> int:
    """Dice that count toward a bid on `face`: that face, plus ones unless the bid is on ones."""
    if face == WILD:
        return sum(1 for d in dice if d == WILD)
    return sum(1 for d in dice if d == face or d == WILD)


@rule
def challenge_loser(count: int, face: int, dice: list) -> str:
    """Who loses a die when the bid is challenged: the bidder if the bid was too high."""
    return "challenger" if count_showing(dice, face) >= count else "bidder"


@rule
def exact_call(count: int, face: int, dice: list) -> str:
    """An exact call: right on the nose regains a die, anything else loses one."""
    return "regain" if count_showing(dice, face) == count else "lose"


@rule
def dice_after(dice: int, outcome: str) -> int:
    """A player's dice after a round: one fewer for a loss, one more (never above five) for a good exact call."""
    if outcome in ("lose", "bidder", "challenger"):
        return dice - 1
    if outcome == "regain":
        return min(dice + 1, START_DICE)
    return dice


# --- the odds table ---------------------------------------------------------

def _at_least(n: int, k: int, p: float) -> float:
    return sum(comb(n, i) * p**i * (1 - p) ** (n - i) for i in range(k, n + 1))


def _even_money(n: int, p: float) -> int:
    best = 0
    for k in range(1, n + 1):
        if _at_least(n, k, p) >= 0.5:
            best = k
    return best


@rule
def expected_face(dice: int) -> str:
    """Dice you expect to count toward a bid on twos to sixes (ones wild): a third of them."""
    return f"{dice / 3:.1f}"


@rule
def expected_ones(dice: int) -> str:
    """Ones you expect among the dice: a sixth of them."""
    return f"{dice / 6:.1f}"


@rule
def even_bid_face(dice: int) -> int:
    """The highest count of a face (ones wild) that is at least an even bet, blind."""
    return _even_money(dice, 2 / FACES)


@rule
def even_bid_ones(dice: int) -> int:
    """The highest count of ones that is at least an even bet, blind."""
    return _even_money(dice, 1 / FACES)


# --- the box ----------------------------------------------------------------

def setup(players: int, variant: str | None = None) -> dict[str, int]:
    """What a game at this player count takes out of the box."""
    bare = variant == "bare-bones"
    return {
        "dice": dice_in_play(players),
        "cups": players,
        "rogues": 0 if bare else rogues_dealt(players) * players,
        "tavern": 0 if bare else 16,
        "bidding-board": 1,
        "bid-markers": 2,
    }


@invariant("the Rogue deck deals every player their choice", per_player_count=True)
def rogues_go_round(players: int, game) -> bool | str:
    deck = game.deck("rogues").total
    need = rogues_dealt(players) * players
    return True if need <= deck else f"{need} Rogues dealt from {deck}"


@invariant("the count track reaches every die the game can put on the table", per_player_count=False)
def count_track_long_enough(game) -> bool | str:
    board = next(m for m in game.maps if m.id == "bidding-board")
    track = next(t for t in board.tracks if t.id == "count-track")
    most = dice_in_play(game.max_players)
    return True if track.end >= most else f"the track ends at {track.end} but {most} dice can be in play"


@invariant("the whole Tavern deck comes out", per_player_count=False)
def tavern_whole(game) -> bool | str:
    total = game.deck("tavern").total
    return True if setup(2)["tavern"] == total else f"setup takes {setup(2)['tavern']} of {total}"


@invariant("a switch to ones and straight back is always a real raise", per_player_count=False)
def switching_climbs() -> bool:
    return all(face_after_ones(ones_after(c)) > c for c in range(1, 31))
