"""Spring Tide: a trick-taking game of exact bids over rounds of 1, 2, ... 10, ... 2, 1 cards."""

from generator.engine import invariant, rule

PLAYERS = (3, 6)

SUITS = ("Coral", "Kelp", "Shell", "Pearl")
RANKS = 16                      # each suit runs 1 to 16
DECK_SIZE = len(SUITS) * RANKS  # 64

# The most cards a round deals to each player, by variant.
PEAK = {None: 10, "open-hook": 10, "short-tide": 7}

MADE_BONUS = 10                 # a bid made exactly scores this, plus the bid


def _peak(variant: str | None) -> int:
    return PEAK[variant]


@rule
def peak_hand(players: int | None = None, variant: str | None = None) -> int:
    """Cards in each hand in the biggest round: the same at every player count."""
    return _peak(variant)


@rule
def rounds(variant: str | None = None) -> int:
    """Rounds in a game: up to the peak and back down, the peak played once."""
    return 2 * _peak(variant) - 1


@rule
def cards_in_round(round: int, variant: str | None = None) -> int:
    """Cards dealt to each player in a round (rounds counted from 1)."""
    peak = _peak(variant)
    if not 1 <= round <= rounds(variant):
        raise ValueError(f"the game has rounds 1 to {rounds(variant)}, not {round}")
    return min(round, 2 * peak - round)


@rule
def cards_by_round(variant: str | None = None) -> list[int]:
    """The cards each round deals, round 1 first (printed down the Tide log)."""
    return [cards_in_round(r, variant) for r in range(1, rounds(variant) + 1)]


@rule
def round_rising(cards: int, variant: str | None = None) -> int:
    """The round on the way up that deals this many cards."""
    return cards


@rule
def round_falling(cards: int, variant: str | None = None) -> int | None:
    """The round on the way down that deals this many cards; none for the peak."""
    peak = _peak(variant)
    return None if cards == peak else 2 * peak - cards


@rule
def cards_at_peak(players: int, variant: str | None = None) -> int:
    """Cards in all the hands together in the biggest round."""
    return players * _peak(variant)


@rule
def stock_at_peak(players: int, variant: str | None = None) -> int:
    """Cards left in the stock after the biggest deal."""
    return DECK_SIZE - cards_at_peak(players, variant)


@rule
def forbidden_bid(cards: int, bids: list, variant: str | None = None) -> int | None:
    """The one bid the dealer may not make, or None when every bid is open.

    `bids` are the other players' bids, already made. The dealer may not bring the
    total to exactly the cards in each hand (the hook); in Open Hook nothing is forbidden.
    """
    if variant == "open-hook":
        return None
    rest = cards - sum(int(b) for b in bids)
    return rest if 0 <= rest <= cards else None


@rule
def made_points(bid: int) -> int:
    """Points for taking exactly the tricks bid."""
    return MADE_BONUS + bid


@rule
def points_lost_per_trick_off(bid: int | None = None) -> int:
    """Points a missed bid loses for each trick too many or too few."""
    return 1


@rule
def round_score(bid: int, tricks: int) -> int:
    """A player's points for one round."""
    if bid == tricks:
        return made_points(bid)
    return -abs(bid - tricks) * points_lost_per_trick_off()


def _card(name: str) -> tuple[str, int]:
    suit, rank = name.rsplit(" ", 1)
    return suit, int(rank)


@rule
def trick_winner(plays: list, tide: str) -> str:
    """The card that wins a trick. `plays` are card names in the order played; the first is the lead."""
    cards = [_card(p) for p in plays]
    led = cards[0][0]
    tides = [c for c in cards if c[0] == tide]
    pool = tides if tides else [c for c in cards if c[0] == led]
    suit, rank = max(pool, key=lambda c: c[1])
    return f"{suit} {rank}"


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    """What a game takes out of the box: the whole deck, the dealer token, the pad, a pencil each."""
    return {
        "tide": DECK_SIZE,
        "dealer-token": 1,
        "score-pad": 1,
        "pencils": players,
    }


def play(players: int, variant: str | None = None) -> dict[str, dict]:
    """For the designer's report: the biggest round's hands, and the card turned for the Tide."""
    return {"tide": {"hand": _peak(variant), "table": 1}}


@invariant("the deck is four suits of sixteen, each rank once per suit", per_player_count=False)
def deck_is_four_suits(game) -> bool | str:
    deck = game.deck("tide")
    if deck.total != DECK_SIZE:
        return f"the deck has {deck.total} cards, the engine counts {DECK_SIZE}"
    if tuple(game.names["suits"]) != SUITS:
        return f"the suits are {list(game.names['suits'])}, the engine has {list(SUITS)}"
    for suit in SUITS:
        ranks = sorted(c.fields["rank"] for c in deck.cards if c.fields["suit"] == suit for _ in range(c.count))
        if ranks != list(range(1, RANKS + 1)):
            return f"{suit} does not run 1 to {RANKS} once each"
    return True


@invariant("the biggest deal still leaves a card to turn for the Tide suit", per_player_count=True)
def peak_leaves_a_tide_card(players: int, variant: str | None = None) -> bool | str:
    left = stock_at_peak(players, variant)
    return True if left >= 1 else f"{left} cards left after the biggest deal"


@invariant("every round deals one card more or one fewer than the round before", per_player_count=False)
def rounds_step_by_one(variant: str | None = None) -> bool | str:
    cards = cards_by_round(variant)
    if cards[0] != 1 or cards[-1] != 1 or max(cards) != _peak(variant):
        return f"the rounds run {cards}"
    if any(abs(a - b) != 1 for a, b in zip(cards, cards[1:])):
        return "a round jumps by more than one card"
    return True
