"""Engine model of Roundhouse, a domino train game for a double-twelve set.

The rules the printed tables, the hub board's round track, the score sheet
and the worked examples are bound to. Pure functions only.
"""
from generator.engine import invariant, rule

PLAYERS = (2, 8)          # the same range as `players` in game.yaml
TOP_PIP = 12              # a double-twelve set: ends run from 0 (blank) to 12
TILES_IN_SET = 91         # every pair of ends from 0-0 to 12-12, once each
ROUNDS = TOP_PIP + 1      # one round per double, double-12 down to the double-blank
HEAVY_BLANK_SCORE = 50    # what the double-blank costs you under the Heavy Blank variant


@rule
def hand_size(players: int) -> int:
    """Tiles each player draws at the start of a round."""
    if players <= 4:
        return 15
    if players <= 6:
        return 12
    return 11


@rule
def boneyard_after_deal(players: int) -> int:
    """Tiles left face down once the hub double is out and every hand is drawn."""
    return TILES_IN_SET - 1 - hand_size(players) * players


@rule
def hub_double(round_number: int) -> int:
    """The double that starts the hub in this round (1 to 13)."""
    if not 1 <= round_number <= ROUNDS:
        raise ValueError(f"there is no round {round_number}")
    return TOP_PIP + 1 - round_number


@rule
def rounds(players: int | None = None) -> int:
    """Rounds in a game: one per double of the set, whatever the player count."""
    return ROUNDS


@rule
def tiles_drawn_when_stuck(players: int | None = None) -> int:
    """How many tiles you draw from the boneyard when you cannot play."""
    return 1


@rule
def constant(what: str) -> int:
    """The numbers of the 'Numbers to remember' table, by name."""
    return {
        "Rounds": ROUNDS,
        "Highest double": TOP_PIP,
        "Tiles in the set": TILES_IN_SET,
        "Draws when stuck": tiles_drawn_when_stuck(),
    }[what]


@rule
def double_blank_score(rules: str) -> int:
    """What the double-blank scores when it is still in your hand at the end of a round."""
    return HEAVY_BLANK_SCORE if rules == "Heavy Blank" else 0


@rule
def tile_score(tile: list, variant: str | None = None) -> int:
    """Penalty points of one tile left in hand: its pips, except the double-blank under Heavy Blank."""
    high, low = tile
    if high == 0 and low == 0 and variant == "heavy-blank":
        return HEAVY_BLANK_SCORE
    return high + low


@rule
def hand_score(tiles: list, variant: str | None = None) -> int:
    """Penalty points of a whole hand at the end of a round (0 for the player who went out)."""
    return sum(tile_score(t, variant) for t in tiles)


@rule
def next_end(end: int, tile: list) -> int:
    """The open end of a train after `tile` is laid on an end showing `end`."""
    a, b = tile
    if a == end:
        return b
    if b == end:
        return a
    raise ValueError(f"the {a}-{b} does not match an end of {end}")


@rule
def must_satisfy(tile: list) -> bool:
    """Whether laying this tile obliges a follow-up play on it (it is a double)."""
    return tile[0] == tile[1]


@rule
def round_track_labels() -> list:
    """The numbers printed on the hub board's round track: the hub double of each round."""
    return [str(hub_double(r)) for r in range(1, ROUNDS + 1)]


@rule
def score_sheet_rows() -> list:
    """One row per round for the score sheet: the round's hub double."""
    return [[hub_double(r)] for r in range(1, ROUNDS + 1)]


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    """What a game at this player count takes out of the box."""
    return {
        "dominoes": TILES_IN_SET,   # the whole set: hub double, hands and boneyard
        "signals": players,
        "round-marker": 1,
        "hub-board": 1,
        "score-pad": 1,
    }


@invariant("every hand can be drawn and the boneyard is never negative")
def deal_fits(players: int) -> bool | str:
    left = boneyard_after_deal(players)
    return True if left >= 0 else f"the deal is {-left} tiles short"


@invariant("the tile deck is one complete double-twelve set", per_player_count=False)
def set_is_complete(game) -> bool | str:
    deck = game.deck("dominoes")
    if deck.total != TILES_IN_SET:
        return f"{deck.total} tiles, not {TILES_IN_SET}"
    seen = set()
    for card in deck.cards:
        high, low = card.fields["high"], card.fields["low"]
        if not 0 <= low <= high <= TOP_PIP:
            return f"{card.name} has ends out of order or out of range"
        if (high, low) in seen:
            return f"{card.name} appears twice"
        seen.add((high, low))
        if card.count != 1:
            return f"{card.name} has {card.count} copies"
    return True


@invariant("every double names the round it opens", per_player_count=False)
def doubles_name_their_round(game) -> bool | str:
    for card in game.deck("dominoes").cards:
        high, low = card.fields["high"], card.fields["low"]
        if high != low:
            continue
        rnd = ROUNDS - high
        text = card.fields["text"]
        if high == TOP_PIP:
            wanted = "round 1"
        elif high == 0:
            wanted = "last round"
        else:
            wanted = f"round {rnd}"
        if wanted not in text:
            return f"{card.name} should say it opens the hub in {wanted}"
    return True
