"""Engine model of Tidewater Tally, a counting game for two or three players.

Cards are written as [rank, suit] pairs: rank 1 is the Ace, 11 the Deckhand,
12 the Mate and 13 the Captain. During the Play only ranks matter, so the pile
of cards played is a plain list of ranks.
"""
from itertools import combinations

from generator.engine import invariant, rule

PLAYERS = (2, 3)

SUITS = ("Anchors", "Bells", "Lanterns", "Gulls")
DECKHAND = 11

# What a combination is worth during the Play and in the Show (None: it does not score there).
PLAY_POINTS = {
    "Fifteen": 2,
    "Pair": 2,
    "Three alike": 6,
    "Four alike": 12,
    "Thirty-one": 2,
    "Go": 1,
    "Last card": 1,
    "Deckhand turned": 2,
}
SHOW_POINTS = {
    "Fifteen": 2,
    "Pair": 2,
    "Three alike": 6,
    "Four alike": 12,
    "Flush of four": 4,
    "Flush of five": 5,
    "Matching Deckhand": 1,
}


def _value(rank: int) -> int:
    return min(int(rank), 10)


def _cards(cards: list) -> list[tuple[int, str]]:
    return [(int(rank), str(suit)) for rank, suit in cards]


@rule
def count_value(rank: int) -> int:
    """What a card adds to a count: its rank, the three court cards 10."""
    return _value(rank)


@rule
def cards_dealt(players: int = 2) -> int:
    """Cards dealt to each player."""
    return 6 if players == 2 else 5


@rule
def cards_to_crib(players: int = 2) -> int:
    """Cards each player lays in the crib after the deal."""
    return 2 if players == 2 else 1


@rule
def crib_cards_from_deck(players: int = 2) -> int:
    """Cards the dealer deals straight from the deck into the crib."""
    return 0 if players == 2 else 1


@rule
def cards_kept(players: int | None = None) -> int:
    """Cards each player keeps for the Play and the Show: the same at every count."""
    count = players or 2
    return cards_dealt(count) - cards_to_crib(count)


@rule
def crib_size(players: int | None = None) -> int:
    """Cards in the crib once everyone has discarded: the same at every count."""
    count = players or 2
    return cards_to_crib(count) * count + crib_cards_from_deck(count)


@rule
def pegs_each(players: int | None = None) -> int:
    """Pegs each player moves along their lane."""
    return 2


@rule
def target_score(variant: str | None = None) -> int:
    """Points that win the game: the Home hole."""
    return 61 if variant == "short" else 121


@rule
def sandbar(variant: str | None = None) -> int:
    """The hole a loser's front peg must reach to escape a double loss."""
    return 31 if variant == "short" else 91


@rule
def count_limit() -> int:
    """The running count may never pass this."""
    return 31


@rule
def play_points(combo: str) -> int | None:
    """Points pegged during the Play for a combination, None if it does not score there."""
    return PLAY_POINTS.get(combo)


@rule
def show_points(combo: str) -> int | None:
    """Points counted in the Show for a combination, None if it does not score there."""
    return SHOW_POINTS.get(combo)


@rule
def run_length_points(length: int) -> int:
    """A run scores one point for each card in it."""
    return length


# The Play ------------------------------------------------------------------------------------


@rule
def play_count(pile: list) -> int:
    """The running count of the cards played since the count last started from zero."""
    return sum(_value(rank) for rank in pile)


def _trailing_run(pile: list[int]) -> int:
    best = 0
    for length in range(3, len(pile) + 1):
        tail = sorted(pile[-length:])
        if all(b - a == 1 for a, b in zip(tail, tail[1:])):
            best = length
    return best


def _trailing_alike(pile: list[int]) -> int:
    alike = 1
    for rank in reversed(pile[:-1]):
        if rank != pile[-1]:
            break
        alike += 1
    return alike


@rule
def pegging_points(pile: list) -> int:
    """What the player of the last card of the pile pegs for it (Go and last card aside)."""
    ranks = [int(rank) for rank in pile]
    if play_count(ranks) > count_limit():
        raise ValueError("the count passed 31")
    points = 0
    total = play_count(ranks)
    if total == 15:
        points += PLAY_POINTS["Fifteen"]
    if total == count_limit():
        points += PLAY_POINTS["Thirty-one"]
    alike = _trailing_alike(ranks)
    points += {1: 0, 2: PLAY_POINTS["Pair"], 3: PLAY_POINTS["Three alike"], 4: PLAY_POINTS["Four alike"]}[alike]
    points += run_length_points(_trailing_run(ranks)) if _trailing_run(ranks) else 0
    return points


# The Show ------------------------------------------------------------------------------------


@rule
def fifteen_points(cards: list) -> int:
    """Two points for every different group of cards adding up to fifteen."""
    values = [_value(rank) for rank, _ in _cards(cards)]
    groups = sum(
        1 for size in range(2, len(values) + 1) for group in combinations(values, size) if sum(group) == 15
    )
    return groups * SHOW_POINTS["Fifteen"]


@rule
def pair_points(cards: list) -> int:
    """Two points for every pair of cards of one rank."""
    ranks = [rank for rank, _ in _cards(cards)]
    return sum(SHOW_POINTS["Pair"] for a, b in combinations(ranks, 2) if a == b)


@rule
def run_points(cards: list) -> int:
    """Runs of three or more ranks in a row, each counted as often as it can be made."""
    ranks = [rank for rank, _ in _cards(cards)]
    for length in range(len(ranks), 2, -1):
        runs = 0
        for group in combinations(ranks, length):
            tail = sorted(group)
            if all(b - a == 1 for a, b in zip(tail, tail[1:])):
                runs += 1
        if runs:
            return runs * length
    return 0


@rule
def flush_points(hand: list, starter: list, crib: bool = False) -> int:
    """A flush: four in the hand (not the crib), five with the Tide card."""
    suits = {suit for _, suit in _cards(hand)}
    if len(suits) != 1:
        return 0
    if str(starter[1]) in suits:
        return SHOW_POINTS["Flush of five"]
    return 0 if crib else SHOW_POINTS["Flush of four"]


@rule
def deckhand_points(hand: list, starter: list) -> int:
    """One point for the Deckhand of the Tide card's suit in the hand."""
    return SHOW_POINTS["Matching Deckhand"] if [DECKHAND, str(starter[1])] in [list(c) for c in _cards(hand)] else 0


@rule
def show_total(hand: list, starter: list, crib: bool = False) -> int:
    """Everything a hand (or the crib) scores with the Tide card."""
    five = list(hand) + [starter]
    return (
        fifteen_points(five)
        + pair_points(five)
        + run_points(five)
        + flush_points(hand, starter, crib)
        + deckhand_points(hand, starter)
    )


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    """What a game at this player count takes out of the box."""
    return {
        "tally": 52,
        "tally-board": 1,
        "pegs": pegs_each() * players,
    }


def play(players: int, variant: str | None = None) -> dict:
    return {"tally": {"hand": cards_dealt(players), "draw": 0}}


@invariant("every player keeps four cards and the crib holds four")
def hands_of_four(players: int) -> bool | str:
    if cards_kept(players) != 4:
        return f"players keep {cards_kept(players)}"
    if crib_size(players) != 4:
        return f"the crib holds {crib_size(players)}"
    return True


@invariant("the deal and the Tide card never empty the deck")
def deal_fits(players: int, game) -> bool | str:
    used = cards_dealt(players) * players + crib_cards_from_deck(players) + 1
    deck = game.deck("tally").total
    return True if used <= deck else f"{used} cards used, {deck} in the deck"


@invariant("thirteen ranks in each of four suits, each card counting its rank", per_player_count=False)
def deck_is_whole(game) -> bool | str:
    cards = game.deck("tally").cards
    seen = {(c.fields["suit"], c.fields["rank"]) for c in cards}
    if len(seen) != 52 or sum(c.count for c in cards) != 52:
        return "the deck is not 52 distinct cards"
    for card in cards:
        if card.fields["value"] != count_value(card.fields["rank"]):
            return f"{card.name} counts {card.fields['value']}"
    return True


@invariant("the best hand in the game scores 29", per_player_count=False)
def best_hand(game) -> bool | str:
    hand = [[5, "Anchors"], [5, "Bells"], [5, "Gulls"], [11, "Lanterns"]]
    score = show_total(hand, [5, "Lanterns"])
    return True if score == 29 else f"the best hand scores {score}"
