"""Engine model of Tidecallers, a trick-taking game for 3 to 5 players.

The sea deck is four ocean suits (Coral, Kelp, Shell, Current) ranked 1 to 12
and five Tide cards ranked 1 to 5 that are always trump. Fewer players strip
the low ocean ranks so that hands stay long.
"""
from generator.engine import invariant, rule

PLAYERS = (3, 5)

OCEAN_SUITS = ("Coral", "Kelp", "Shell", "Current")
OCEAN_RANKS = 12
TIDE_RANKS = 5

# Lowest ocean rank kept in the deck at each player count.
_LOWEST_RANK = {3: 4, 4: 2, 5: 1}
# Rounds in a game: everyone deals the same number of times.
_ROUNDS = {3: 6, 4: 4, 5: 5}

MADE_BONUS = 10
MADE_PER_TRICK = 2
MISSED_PER_TRICK = 3


def _check_players(players: int) -> None:
    if not PLAYERS[0] <= players <= PLAYERS[1]:
        raise ValueError(f"Tidecallers is for {PLAYERS[0]}-{PLAYERS[1]} players, not {players}")


@rule
def lowest_rank(players: int) -> int:
    """The lowest ocean rank left in the deck."""
    _check_players(players)
    return _LOWEST_RANK[players]


@rule
def ocean_cards_removed(players: int) -> int:
    """Ocean cards put back in the box before the game: every rank below the lowest kept, in all four suits."""
    return (lowest_rank(players) - 1) * len(OCEAN_SUITS)


@rule
def cards_in_play(players: int) -> int:
    """Cards shuffled into the sea deck for the game."""
    return len(OCEAN_SUITS) * OCEAN_RANKS - ocean_cards_removed(players) + TIDE_RANKS


@rule
def hand_size(players: int) -> int:
    """Cards dealt to each player every round."""
    return cards_in_play(players) // players


@rule
def deep_cards(players: int) -> int:
    """Cards left over after the deal, set aside face down as the Deep."""
    return cards_in_play(players) - hand_size(players) * players


@rule
def rounds(players: int) -> int:
    """Rounds in a game."""
    _check_players(players)
    return _ROUNDS[players]


@rule
def deals_each(players: int) -> int:
    """How many times each player deals during the game."""
    return rounds(players) // players


@rule
def made_points(bid: int) -> int:
    """Points for taking exactly the tricks you bid."""
    return MADE_BONUS + MADE_PER_TRICK * bid


@rule
def missed_points(off: int) -> int:
    """Points (negative) for missing your bid by `off` tricks, over or under."""
    return -MISSED_PER_TRICK * off


@rule
def round_score(bid: int, taken: int, pearls: int = 0) -> int:
    """A player's score for one round: the bid, made or missed, plus one point per pearl captured."""
    if taken == bid:
        base = made_points(bid)
    else:
        base = missed_points(abs(taken - bid))
    return base + pearls


@rule
def forbidden_dealer_bid(hand: int, others: int) -> int:
    """The one bid the dealer may not make (the Undertow): the one that would make the bids add up to the hand size.
    Returns -1 when no bid is forbidden (the others already bid more than the hand)."""
    rest = hand - others
    return rest if rest >= 0 else -1


def _parse(card: str) -> tuple[str, int]:
    suit, rank = card.rsplit(" ", 1)
    return suit, int(rank)


@rule
def trick_winner(cards: list) -> str:
    """The card that wins a trick. `cards` are written 'Suit rank' in the order played,
    the first one led: the highest Tide card wins, else the highest card of the suit led."""
    played = [_parse(c) for c in cards]
    follow = played[0][0]
    tides = [(r, i) for i, (s, r) in enumerate(played) if s == "Tide"]
    if tides:
        _, i = max(tides)
        return cards[i]
    following = [(r, i) for i, (s, r) in enumerate(played) if s == follow]
    _, i = max(following)
    return cards[i]


@rule
def pearls_in_deck(players: int) -> int:
    """Pearls on the cards in play: one on each Crown, two on the King Tide."""
    _check_players(players)
    return len(OCEAN_SUITS) * 1 + 2


def card_ids(players: int) -> list[str]:
    ids = [f"{s.lower()}-{r}" for s in OCEAN_SUITS for r in range(lowest_rank(players), OCEAN_RANKS + 1)]
    ids += [f"tide-{r}" for r in range(1, TIDE_RANKS + 1)]
    return ids


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    """What a game at this count takes out of the box."""
    need = {f"sea/{cid}": 1 for cid in card_ids(players)}
    need["lighthouse"] = 1
    need["score-pad"] = 1
    return need


@invariant("the deal uses every card in play but the Deep, and the Deep holds one to three cards")
def deal_adds_up(players: int) -> bool | str:
    if hand_size(players) * players + deep_cards(players) != cards_in_play(players):
        return "hands and Deep do not add up to the cards in play"
    if not 1 <= deep_cards(players) <= 3:
        return f"the Deep holds {deep_cards(players)} cards"
    return True


@invariant("every player deals the same number of times")
def deals_are_even(players: int) -> bool:
    return rounds(players) % players == 0


@invariant("the sea deck in the box is the deck the engine plays with", per_player_count=False)
def deck_matches_engine(game) -> bool | str:
    cards = {c.id: c for c in game.deck("sea").cards}
    wanted = set(card_ids(5))
    if set(cards) != wanted:
        return f"cards differ: {sorted(set(cards) ^ wanted)}"
    pearls = sum(c.fields["pearls"] * c.count for c in cards.values())
    if pearls != pearls_in_deck(5):
        return f"the cards hold {pearls} pearls, the engine counts {pearls_in_deck(5)}"
    for c in cards.values():
        suit = c.fields["suit"]
        rank = c.fields["rank"]
        if c.id != f"{suit.lower()}-{rank}":
            return f"{c.name}: id and suit/rank disagree"
    return True
