"""Rank Counts: the rules the tables and the rulebook print.

Sixteen crew cards, ranks 1 to 8. One card is set aside face down as the
crew member who missed the boat; the players ask each other questions and
race to name its rank.
"""

from generator.engine import invariant, rule

PLAYERS = (2, 5)

# rank -> copies in the deck: five Deckhands, two each of ranks 2 to 5, one each of 6 to 8
COPIES = {1: 5, 2: 2, 3: 2, 4: 2, 5: 2, 6: 1, 7: 1, 8: 1}

# points for a right call, by how many copies the missing rank has
POINTS_BY_COPIES = {5: 1, 2: 2, 1: 3}

HAND = {2: 5, 3: 4, 4: 3, 5: 3}
FACE_UP = {2: 5, 3: 3, 4: 3, 5: 0}
TO_WIN = {2: 6, 3: 5, 4: 4, 5: 4}


@rule
def copies(rank: int) -> int:
    """How many cards of this rank the deck holds."""
    return COPIES[rank]


@rule
def call_points(rank: int) -> int:
    """Points a right call scores: the rarer the rank, the more it is worth."""
    return POINTS_BY_COPIES[COPIES[rank]]


@rule
def deck_size() -> int:
    """Cards in the whole deck."""
    return sum(COPIES.values())


@rule
def highest_rank() -> int:
    return max(COPIES)


@rule
def rank_total() -> int:
    """The ranks of all sixteen cards added up."""
    return sum(rank * n for rank, n in COPIES.items())


@rule
def missing_cards(players: int | None = None) -> int:
    """Cards set aside face down as the missing crew member: always one."""
    return 1


@rule
def hand_size(players: int) -> int:
    """Cards dealt to each player."""
    return HAND[players]


@rule
def face_up_cards(players: int) -> int:
    """Cards laid face up on the gangplank for everyone to see."""
    return FACE_UP[players]


@rule
def points_to_win(players: int = 2) -> int:
    """Points that end the game."""
    return TO_WIN[players]


@rule
def questions_per_turn() -> int:
    return 1


@rule
def missing_rank(seen: dict) -> int | None:
    """The rank still one short once every other card is accounted for.

    `seen` maps a rank (as text, as YAML mappings arrive) to how many cards
    of it a player has accounted for outside the missing card. Returns the
    one rank with a card unaccounted for, or None while more than one is.
    """
    short = [rank for rank, n in COPIES.items() if int(seen.get(str(rank), 0)) < n]
    return short[0] if len(short) == 1 else None


@rule
def unaccounted(rank: int, seen: int) -> int:
    """Cards of a rank not yet accounted for, given how many were seen."""
    return COPIES[rank] - seen


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    """What a game at this count takes out of the box."""
    return {
        "crew": deck_size(),
        "voice-markers": players,
        "point-tokens": 26,
        "tally-pad": 1,
    }


def play(players: int, variant: str | None = None) -> dict[str, dict]:
    return {"crew": {"hand": hand_size(players), "table": face_up_cards(players), "turns": 1}}


@invariant("the deck deals exactly: the missing card, the face-up cards and every hand")
def deal_uses_every_card(players: int) -> bool | str:
    dealt = missing_cards(players) + face_up_cards(players) + players * hand_size(players)
    return True if dealt == deck_size() else f"{dealt} cards dealt of {deck_size()}"


@invariant("the crew deck's counts, ranks and points match the engine", per_player_count=False)
def crew_matches_engine(game) -> bool | str:
    deck = game.deck("crew")
    if deck.total != deck_size():
        return f"the deck has {deck.total} cards, the engine {deck_size()}"
    for card in deck.cards:
        rank = card.fields["rank"]
        if rank not in COPIES:
            return f"{card.name} has rank {rank}, which the engine does not know"
        if card.count != COPIES[rank]:
            return f"{card.name}: {card.count} copies, the engine says {COPIES[rank]}"
        if card.fields["points"] != call_points(rank):
            return f"{card.name}: {card.fields['points']} points, the engine says {call_points(rank)}"
    return True


@invariant("the box holds enough point tokens for the longest game", per_player_count=False)
def enough_points(game) -> bool | str:
    tokens = next(c for c in game.inventory if c.id == "point-tokens")
    # the worst case: every player one point short of winning, then one more call of 3
    need = max((n * (points_to_win(n) - 1) + 3) for n in range(PLAYERS[0], PLAYERS[1] + 1))
    return True if tokens.count >= need else f"{tokens.count} tokens, up to {need} needed"
