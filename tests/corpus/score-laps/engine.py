"""Score Laps: the rules the tables and the rulebook print.

A race to 100 points on a score track of 50 spaces. Each time a marker passes
space 50 its owner takes a +50 token and the marker starts round again.
Points come from banking sets of one colour: the bigger the set, the more
each card is worth.
"""

from generator.engine import invariant, rule

PLAYERS = (2, 5)

COLOURS = ("Crimson", "Cobalt", "Jade", "Amber", "Violet")
LAP = 50                 # spaces on the score track, and what one +50 token is worth
TARGET = 100             # points that end the race
SPRINT_TARGET = 60       # the Sprint variant's finish
LARGEST_SET = 6
HAND_LIMIT = 8
PIT_STOP = 2             # points a Pit stop costs (game.yaml's costs say the same)
DECK_SIZE = 60           # Livery cards in the box (held to the CSV by an invariant)
MOST_BOOST_IN_A_SET = 4  # two Tailwinds (1 each) and one Turbo (2) of a colour


# --- setup -----------------------------------------------------------------


@rule
def cards_dealt(players: int) -> int:
    """Cards dealt to each player at the start."""
    return 5 if players <= 3 else 4


@rule
def market_size(players: int) -> int:
    """Face-up cards in the market: two more than the players, six at most."""
    return min(players + 2, 6)


@rule
def lap_tokens_in_play(players: int, variant: str | None = None) -> int:
    """+50 tokens put out beside the board: two a player, one in a Sprint."""
    return players if variant == "sprint" else 2 * players


@rule
def hand_limit(players: int | None = None) -> int:
    """Cards a player may keep at the end of a turn."""
    return HAND_LIMIT


@rule
def points_to_win(players: int | None = None, variant: str | None = None) -> int:
    """The score that ends the race."""
    return SPRINT_TARGET if variant == "sprint" else TARGET


@rule
def largest_set(players: int | None = None) -> int:
    """The most cards one set may hold."""
    return LARGEST_SET


@rule
def cards_drawn(players: int | None = None) -> int:
    """Cards a player takes in the Draw step."""
    return 2


# --- scoring ---------------------------------------------------------------


@rule
def set_points(size: int) -> int | None:
    """Points for a set of this many cards: 1, 3, 6, 10, 15, 21."""
    if size < 1 or size > LARGEST_SET:
        return None
    return size * (size + 1) // 2


@rule
def bank_score(size: int, boosts: list | None = None) -> int:
    """A banked set's points: its size's points plus every boost in it."""
    base = set_points(size)
    if base is None:
        raise ValueError(f"a set holds 1 to {LARGEST_SET} cards, not {size}")
    return base + sum(boosts or [])


@rule
def lap_length() -> int:
    """Spaces on the score track: one lap, worth one +50 token."""
    return LAP


@rule
def lap_tokens(score: int) -> int:
    """+50 tokens a player holds at this score."""
    if score <= 0:
        return 0
    return (score - 1) // LAP


@rule
def marker_space(score: int) -> int | None:
    """The space the marker stands on at this score (None: still in the Start box)."""
    if score <= 0:
        return None
    return score - LAP * lap_tokens(score)


@rule
def slipstream_spaces() -> int:
    """Extra spaces (and points) for ending on a space another marker holds."""
    return 1


@rule
def new_score(score: int, gained: int, occupied: list | None = None) -> int:
    """Score after banking `gained` points, slipstreaming past the spaces other markers hold."""
    taken = {int(s) for s in (occupied or [])}
    result = score + gained
    while marker_space(result) in taken:
        result += slipstream_spaces()
    return result


@rule
def pit_stop_cost() -> int:
    """Points a Pit stop costs."""
    return PIT_STOP


@rule
def after_pit_stop(score: int) -> int | None:
    """Score after a Pit stop; None when the player cannot afford one."""
    if score < PIT_STOP:
        return None
    return score - PIT_STOP


# --- what comes out of the box ----------------------------------------------


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "livery": DECK_SIZE,
        "game-board": 1,
        "score-markers": players,
        "lap-tokens": lap_tokens_in_play(players, variant),
        "first-player": 1,
    }


def play(players: int, variant: str | None = None) -> dict[str, dict]:
    return {"livery": {"hand": cards_dealt(players), "draw": cards_drawn(),
                       "table": market_size(players)}}


# --- invariants ---------------------------------------------------------------


def _best_bank(players: int) -> int:
    """The most one turn can add: a full set with every boost of its colour, then slipstreams."""
    return set_points(LARGEST_SET) + MOST_BOOST_IN_A_SET + (players - 1) * slipstream_spaces()


@invariant("every player has enough +50 tokens for the highest score a race can end on")
def tokens_suffice(players: int) -> bool | str:
    highest = TARGET - 1 + _best_bank(players)
    need = lap_tokens(highest)
    have = lap_tokens_in_play(players) // players
    return True if need <= have else f"a score of {highest} needs {need} tokens, each has {have}"


@invariant("the deck deals every hand and the market with cards to spare")
def deck_deals(players: int) -> bool | str:
    used = cards_dealt(players) * players + market_size(players)
    return True if used + 20 <= DECK_SIZE else f"{used} of {DECK_SIZE} cards out at the start"


@invariant("the engine's deck size is the Livery deck's", per_player_count=False)
def deck_size_matches(game) -> bool | str:
    total = game.deck("livery").total
    return True if total == DECK_SIZE else f"the CSV holds {total}, the engine says {DECK_SIZE}"


@invariant("the Pit stop's printed price is the engine's", per_player_count=False)
def pit_stop_price(game) -> bool | str:
    cost = next(c for c in game.costs if c.id == "pit-stop")
    paid = sum(item.amount for item in cost.items)
    return True if paid == PIT_STOP else f"game.yaml prices it at {paid}, the engine at {PIT_STOP}"


@invariant("every colour has two Tailwinds and one Turbo, and only those carry a boost", per_player_count=False)
def boosts_per_colour(game) -> bool | str:
    for colour in COLOURS:
        cards = [c for c in game.deck("livery").cards if c.fields["colour"] == colour]
        boosts = sorted(b for c in cards for b in [c.fields["boost"]] * c.count if b is not None)
        if boosts != [1, 1, 2]:
            return f"{colour} has boosts {boosts}"
        if sum(boosts) != MOST_BOOST_IN_A_SET:
            return f"{colour}'s boosts add up to {sum(boosts)}"
    return True
