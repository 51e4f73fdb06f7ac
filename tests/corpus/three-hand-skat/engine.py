"""Engine model of Three-Hand Skat.

Every number the rulebook, the tables and the worked examples print is
computed here or held to the card data by an invariant.
"""
from generator.engine import invariant, rule

PLAYERS = (3, 3)

POINTS = {"Ace": 11, "Ten": 10, "King": 4, "Queen": 3, "Jack": 2,
          "Nine": 0, "Eight": 0, "Seven": 0, "Six": 0}
SUITS = 4


@rule
def card_points(rank: str) -> int:
    """What one card of this rank is worth when the tricks are counted."""
    return POINTS[rank]


@rule
def suit_points() -> int:
    """Card points in one suit."""
    return sum(POINTS.values())


@rule
def deck_points() -> int:
    """Card points in the whole deck."""
    return suit_points() * SUITS


@rule
def deck_size() -> int:
    return len(POINTS) * SUITS


@rule
def hand_size(players: int = 3) -> int:
    """Cards dealt to each player."""
    return 11


@rule
def skat_size(players: int = 3) -> int:
    """Cards dealt face down to the skat."""
    return 2


@rule
def bounty_cards(players: int = 3) -> int:
    """Cards dealt face up as the Bounty."""
    return 1


@rule
def tricks_per_hand(players: int = 3) -> int:
    """Every card in the hands is played, one trick per round of three."""
    return hand_size(players)


@rule
def hands_in_game(players: int = 3) -> int:
    """Each player deals three times."""
    return 3 * players


@rule
def lowest_bid() -> int:
    return 60


@rule
def highest_bid() -> int:
    return deck_points()


@rule
def bid_step() -> int:
    return 10


@rule
def bid_levels() -> list[int]:
    return list(range(lowest_bid(), highest_bid() + 1, bid_step()))


@rule
def points_made(bid: int) -> int:
    """Game points the declarer wins for making the bid."""
    return bid // 10


@rule
def points_swept(bid: int) -> int:
    """Game points for making the bid and winning every trick."""
    return 2 * points_made(bid)


@rule
def points_lost(bid: int) -> int:
    """Game points the declarer loses when the bid fails."""
    return 2 * points_made(bid)


@rule
def declarer_total(skat: int, tricks: int, bounty: int) -> int:
    """Card points the declarer counts: the skat laid away, the tricks, and the Bounty if won."""
    return skat + tricks + bounty


@rule
def hand_score(bid: int, taken: int, sweep: bool = False) -> int:
    """The declarer's change in game points for one hand."""
    if taken >= bid:
        return points_swept(bid) if sweep else points_made(bid)
    return -points_lost(bid)


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {"cards": deck_size(), "aids": players, "dealer-button": 1, "score-pad": 1}


def play(players: int, variant: str | None = None) -> dict[str, dict]:
    return {"cards": {"hand": hand_size(players), "turns": 1}}


@invariant("the deal uses every card: three hands, the skat and the Bounty")
def deal_uses_deck(players: int, game) -> bool | str:
    total = game.deck("cards").total
    dealt = hand_size(players) * players + skat_size(players) + bounty_cards(players)
    return True if dealt == total else f"{dealt} cards dealt from a deck of {total}"


@invariant("each card's points column is its rank's card points", per_player_count=False)
def card_points_match(game) -> bool | str:
    for card in game.deck("cards").cards:
        if card.fields["points"] != card_points(card.fields["rank"]):
            return f"{card.name} shows {card.fields['points']} points"
    return True


@invariant("the cards' points add up to the deck's card points", per_player_count=False)
def deck_points_match(game) -> bool | str:
    total = sum(c.fields["points"] * c.count for c in game.deck("cards").cards)
    return True if total == deck_points() else f"the cards add up to {total}"


@invariant("the deck holds every rank of every suit once", per_player_count=False)
def deck_is_complete(game) -> bool | str:
    seen = {(c.fields["suit"], c.fields["rank"]) for c in game.deck("cards").cards if c.count == 1}
    want = {(s, r) for s in game.names["suits"] for r in game.names["ranks"]}
    return True if seen == want and game.deck("cards").total == deck_size() else "suits or ranks missing"


@invariant("the highest bid is every card point in the deck", per_player_count=False)
def top_bid_is_everything() -> bool:
    return bid_levels()[-1] == deck_points()
