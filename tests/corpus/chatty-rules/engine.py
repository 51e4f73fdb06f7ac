"""Engine model of Odd Socks: the rules the printed tables, the die and the
worked example are bound to.

Numbers live here once; game.yaml's tables print them and the invariants hold
the card data to them.
"""
from generator.engine import invariant, rule

PLAYERS = (2, 5)

COLOURS = ("Red", "Blue", "Green", "Yellow", "Purple")
SOCKS_PER_COLOUR = 8          # 4 Plain, 2 Striped, 2 Spotty
RAINBOW_SOCKS = 2


@rule
def colours_in_play(players: int) -> int:
    """Sock colours shuffled in: fewer colours with fewer players, so pairs still turn up."""
    return {2: 3, 3: 4}.get(players, 5)


@rule
def socks_in_play(players: int) -> int:
    """Sock cards shuffled into the draw pile: every sock of the colours in play, and both Rainbow Socks."""
    return colours_in_play(players) * SOCKS_PER_COLOUR + RAINBOW_SOCKS


@rule
def cards_dealt(players: int | None = None) -> int:
    """Cards dealt to each player at the start."""
    return 4


@rule
def hand_limit(players: int | None = None) -> int:
    """Cards you may keep at the end of your turn (Tidy)."""
    return 4


@rule
def line_cards(players: int) -> int:
    """Face-up cards on the Line."""
    return 4 if players <= 3 else 5


@rule
def perfect_pair_bonus(players: int | None = None) -> int:
    """Points a Perfect Pair scores on top of its fluff."""
    return 3


@rule
def odd_sock_penalty(players: int | None = None) -> int:
    """Points lost for each sock left in your hand at the end."""
    return 1


@rule
def tidy_drawer_bonus(players: int | None = None) -> int:
    """Points for the Tidy Drawer token: most pairs at the end."""
    return 5


@rule
def pair_points(fluff: list, perfect: bool = False) -> int:
    """One pair's points: the fluff of its two socks, and the bonus if it is a Perfect Pair."""
    return sum(fluff) + (perfect_pair_bonus() if perfect else 0)


@rule
def final_score(pair_totals: list, odd_socks: int, tidy_drawer: bool = False) -> int:
    """A player's score: every pair's points, less the odd socks, plus the Tidy Drawer."""
    return (sum(pair_totals) - odd_socks * odd_sock_penalty()
            + (tidy_drawer_bonus() if tidy_drawer else 0))


@rule
def dryer(roll: int) -> str:
    """The Dryer die's result for a roll of a six-sided die."""
    if roll == 1:
        return "eaten"
    if roll == 5:
        return "cling"
    if roll == 6:
        return "lucky"
    return "tumble"


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    """What a game at this count takes out of the box."""
    return {
        "socks": socks_in_play(players),
        "dryer-die": 1,
        "first-peg": 1,
        "tidy-token": 1,
        "laundry-pad": 1,
    }


@invariant("the box holds eight socks of each colour and two Rainbow Socks", per_player_count=False)
def deck_matches_colours(game) -> bool | str:
    deck = game.deck("socks")
    for colour in COLOURS:
        n = sum(c.count for c in deck.cards if c.fields["colour"] == colour)
        if n != SOCKS_PER_COLOUR:
            return f"{colour} has {n} socks, not {SOCKS_PER_COLOUR}"
    rainbow = sum(c.count for c in deck.cards if c.fields["pattern"] == "Rainbow")
    if rainbow != RAINBOW_SOCKS:
        return f"{rainbow} Rainbow Socks, not {RAINBOW_SOCKS}"
    return True


@invariant("the colours in the box are the colours the rules shuffle in", per_player_count=False)
def colours_agree(game) -> bool | str:
    return True if tuple(game.names["colours"]) == COLOURS else f"colours {game.names['colours']}"


@invariant("the deal and the Line leave socks in the draw pile")
def deal_leaves_a_pile(players: int) -> bool | str:
    left = socks_in_play(players) - players * cards_dealt(players) - line_cards(players)
    return True if left >= 8 else f"only {left} socks left to draw"
