"""Kite Fair: the rules the tables and examples print."""

from generator.engine import invariant, rule

PLAYERS = (2, 5)

KITE_CARDS = 45          # the whole Kite deck
CARDS_PER_COLOUR = 8     # six plain cards and two Bow cards
PRIZE_TOKENS = 42


@rule
def hand_size(players: int) -> int:
    """Cards dealt to each player at setup."""
    return {2: 7, 3: 6, 4: 5, 5: 5}[players]


@rule
def judges_revealed(players: int) -> int:
    """Judge cards turned face up at setup."""
    return {2: 3, 3: 4, 4: 4, 5: 5}[players]


@rule
def stall_size(players: int | None = None) -> int:
    """Face-up cards in the stall, refilled after every turn."""
    return 5


@rule
def hand_limit(players: int | None = None) -> int:
    """Most cards a player may keep at the end of a turn."""
    return 8


@rule
def cards_taken(players: int | None = None) -> int:
    """Cards a player takes with the Shop action."""
    return 2


@rule
def smallest_kite(players: int | None = None) -> int:
    """Fewest cards a kite may have."""
    return 3


@rule
def gusts_per_kite(players: int | None = None) -> int:
    """Most Gusts one kite may hold."""
    return 1


@rule
def kite_points(length: int) -> int:
    """Points a kite scores for its length, before its Bow cards."""
    if length < smallest_kite():
        return 0
    return {3: 3, 4: 5, 5: 8, 6: 12}.get(length, 15)


@rule
def kite_score(length: int, bows: int) -> int:
    """What a kite scores when it is flown: its length's points and 1 for each Bow card."""
    return kite_points(length) + bows


@rule
def judge_share(points: int, tied: int) -> int:
    """Points each tied player scores from one Judge: the points divided among them, rounded up."""
    return -(-points // tied)


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    kite = KITE_CARDS - CARDS_PER_COLOUR if variant == "quick-fair" else KITE_CARDS
    return {
        "kite": kite,
        "judges": judges_revealed(players),
        "prize-tokens": PRIZE_TOKENS,
        "wind-vane": 1,
    }


def play(players: int, variant: str | None = None) -> dict[str, dict]:
    return {"kite": {"hand": hand_size(players), "draw": cards_taken(), "table": stall_size()}}


@invariant("every colour has eight Kite cards and a Judge of its own", per_player_count=False)
def colours_complete(game) -> bool | str:
    kites = game.deck("kite")
    judges = {c.name for c in game.deck("judges").cards}
    for colour in game.names["colours"]:
        n = sum(c.count for c in kites.cards if c.fields["colour"] == colour)
        if n != CARDS_PER_COLOUR:
            return f"{colour} has {n} Kite cards, not {CARDS_PER_COLOUR}"
        if f"{colour} Judge" not in judges:
            return f"no {colour} Judge"
    return True


@invariant("the engine's box counts match game.yaml", per_player_count=False)
def box_counts_agree(game) -> bool | str:
    if game.deck("kite").total != KITE_CARDS:
        return f"the Kite deck has {game.deck('kite').total} cards, the engine says {KITE_CARDS}"
    tokens = next(c for c in game.inventory if c.id == "prize-tokens")
    if tokens.count != PRIZE_TOKENS:
        return f"the box holds {tokens.count} Prize tokens, the engine says {PRIZE_TOKENS}"
    return True


@invariant("the deck deals every hand and fills the stall with at least ten cards to spare")
def deck_deals(players: int, game) -> bool | str:
    dealt = hand_size(players) * players + stall_size()
    left = game.deck("kite").total - dealt
    return True if left >= 10 else f"only {left} cards left after dealing"


@invariant("there are enough Judges to reveal", per_player_count=False)
def judges_suffice(game) -> bool | str:
    most = max(judges_revealed(n) for n in game.players)
    total = game.deck("judges").total
    return True if total > most else f"{total} Judges for {most} revealed"
