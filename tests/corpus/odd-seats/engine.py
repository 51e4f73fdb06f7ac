"""Engine model of Odd Seats, a trick-taking game for three or five players.

Each hand one player sits in the odd seat as the Soloist; everyone else pairs
up into Duets (one Duet at three players, two at five). With four there is no
way to seat a Soloist and pair the rest, which is why the game is for 3 or 5.
"""
from generator.engine import invariant, rule

PLAYERS = (3, 5)  # the ends of game.yaml's players: [3, 5]

SUITS = ("Strings", "Winds", "Brass", "Drums")
RANKS = 12
DECK = len(SUITS) * RANKS  # 48 Concert cards


@rule
def hand_size(players: int) -> int:
    """Cards dealt to each player: 15 at three players, 9 at five."""
    return {3: 15, 5: 9}[players]


@rule
def pit_size(players: int | None = None) -> int:
    """Cards left face down as the Pit: always the three the deal leaves over."""
    return 3


@rule
def duets(players: int) -> int:
    """Partnerships of two: everyone but the Soloist pairs up."""
    return (players - 1) // 2


@rule
def hands_in_game(players: int) -> int:
    """A concert lasts until every player has been the Soloist once."""
    return players


@rule
def tricks_per_hand(players: int) -> int:
    """Every card in hand is played, one trick per card."""
    return hand_size(players)


@rule
def contract(players: int) -> int:
    """Tricks the Soloist must take to make the contract."""
    return {3: 6, 5: 3}[players]


@rule
def solo_points_per_trick(players: int) -> int:
    """Points per trick for a Soloist who makes the contract."""
    return {3: 2, 5: 3}[players]


@rule
def duet_points_per_trick(players: int | None = None) -> int:
    """Each player of a Duet scores this much per trick the Duet took."""
    return 1


@rule
def set_bonus(players: int) -> int:
    """Bonus to every Duet player when the Soloist falls short."""
    return {3: 3, 5: 2}[players]


@rule
def soloist_score(players: int, tricks: int) -> int:
    """The Soloist's points for a hand."""
    if tricks >= contract(players):
        return tricks * solo_points_per_trick(players)
    return 0


@rule
def duet_player_score(players: int, duet_tricks: int, soloist_tricks: int) -> int:
    """What each player of one Duet scores for a hand."""
    score = duet_tricks * duet_points_per_trick(players)
    if soloist_tricks < contract(players):
        score += set_bonus(players)
    return score


def _parse(card: str) -> tuple[str, int]:
    suit, rank = card.rsplit(" ", 1)
    return suit, int(rank)


@rule
def trick_winner(plays: list, trump: str) -> str:
    """The card that wins a trick; plays are in order, the first one led.

    The highest trump wins; with no trump, the highest card of the led suit.
    Grace Note: when a suit's 1 and 12 are in the same trick, the 1 counts as
    the highest card of that suit.
    """
    cards = [_parse(c) for c in plays]
    led = cards[0][0]

    def strength(card: tuple[str, int]) -> int:
        suit, rank = card
        if rank == 1 and (suit, RANKS) in cards:
            return RANKS + 1
        return rank

    trumps = [c for c in cards if c[0] == trump]
    pool = trumps if trumps else [c for c in cards if c[0] == led]
    best = max(pool, key=strength)
    return f"{best[0]} {best[1]}"


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    """What a game at this count takes out of the box."""
    return {
        "concert": DECK,
        "baton": 1,
        "duet-tokens": 2 * duets(players),
        "score-pad": 1,
    }


def play(players: int, variant: str | None = None) -> dict:
    return {"concert": {"hand": hand_size(players), "draw": 0}}


@invariant("the deal uses the whole deck: every hand plus the Pit")
def deal_uses_deck(players: int, game) -> bool | str:
    total = game.deck("concert").total
    dealt = hand_size(players) * players + pit_size(players)
    return True if dealt == total else f"{dealt} cards dealt of {total}"


@invariant("everyone but the Soloist has a partner")
def seats_pair_up(players: int) -> bool:
    return 2 * duets(players) + 1 == players


@invariant("the contract is fewer tricks than a hand has")
def contract_possible(players: int) -> bool:
    return 0 < contract(players) < tricks_per_hand(players)


@invariant("the box holds a Duet token for every Duet player")
def duet_tokens_suffice(players: int, game) -> bool:
    tokens = next(c for c in game.inventory if c.id == "duet-tokens")
    return tokens.count >= 2 * duets(players)


@invariant("the deck is four suits of twelve ranks", per_player_count=False)
def deck_shape(game) -> bool | str:
    seen = {(c.fields["suit"], c.fields["rank"]) for c in game.deck("concert").cards}
    want = {(s, r) for s in SUITS for r in range(1, RANKS + 1)}
    return True if seen == want else f"missing {sorted(want - seen)[:3]}"
