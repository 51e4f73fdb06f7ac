"""Engine model of Museum Curate: the rules its tables, examples and rulebook print."""
from generator.engine import invariant, rule

PLAYERS = (2, 5)

ERAS = ("Ancient", "Medieval", "Renaissance", "Modern")
SET_POINTS = {1: 1, 2: 3, 3: 6, 4: 10, 5: 15}


@rule
def cards_dealt(players: int) -> int:
    """Artefacts dealt to each player at the start."""
    return 4 if players <= 3 else 3


@rule
def market_cards(players: int) -> int:
    """Face-up artefacts in the market: two more than the players."""
    return players + 2


@rule
def rounds_played(players: int) -> int:
    """Rounds in a game, one Public Interest card each."""
    return {2: 6, 3: 5, 4: 4, 5: 4}[players]


@rule
def turns_each_round(players: int = 2) -> int:
    """Turns every player takes in the Curate phase of a round."""
    return 2


@rule
def hand_limit(players: int = 2) -> int:
    """Most artefacts a player may hold in hand."""
    return 6


@rule
def exhibition_limit(players: int = 2) -> int:
    """Most artefacts one exhibition may hold."""
    return 5


@rule
def loan_tokens_each(players: int = 2) -> int:
    """Loan tokens each player starts with."""
    return 3


@rule
def loan_token_points(players: int = 2) -> int:
    """Points for each Loan token of another player held at the end."""
    return 2


@rule
def masterpiece_points(players: int = 2) -> int:
    """Extra points for a masterpiece on display."""
    return 2


@rule
def exhibition_points(size: int) -> int:
    """Points an exhibition scores by its number of artefacts."""
    if size <= 0:
        return 0
    return SET_POINTS[min(size, exhibition_limit())]


@rule
def exhibitions_score(sizes: list) -> int:
    """Points of a museum's exhibitions together."""
    return sum(exhibition_points(s) for s in sizes)


@rule
def final_score(sizes: list, masterpieces: int, interest: list, loans_held: int) -> int:
    """A museum's final score."""
    return (exhibitions_score(sizes) + masterpieces * masterpiece_points()
            + sum(interest) + loans_held * loan_token_points())


@rule
def lender_change(lender_before: int) -> int:
    """What a loan changes in the lender's score: one artefact fewer, one token more."""
    return exhibition_points(lender_before - 1) - exhibition_points(lender_before) + loan_token_points()


@rule
def borrower_change(borrower_before: int) -> int:
    """What a loan changes in the borrower's score: one artefact more."""
    return exhibition_points(borrower_before + 1) - exhibition_points(borrower_before)


@rule
def interest_winner(on_display: dict) -> str:
    """Who takes the round's Public Interest card: the one museum with the most, else nobody."""
    best = max(on_display.values())
    leaders = [name for name, count in on_display.items() if count == best]
    if best <= 0 or len(leaders) > 1:
        return "nobody"
    return leaders[0]


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    """What a game at this player count takes out of the box."""
    return {
        "artefacts": 48,
        "interest": rounds_played(players),
        "loan-tokens": loan_tokens_each() * players,
        "first-curator": 1,
        "score-pad": 1,
    }


@invariant("the artefact deck holds what setup takes out", per_player_count=False)
def artefacts_whole(game) -> bool | str:
    total = game.deck("artefacts").total
    return True if total == 48 else f"the deck holds {total}, setup() takes 48"


@invariant("every era has twelve artefacts, two of them masterpieces", per_player_count=False)
def eras_balanced(game) -> bool | str:
    for era in ERAS:
        cards = [c for c in game.deck("artefacts").cards if c.fields["era"] == era]
        total = sum(c.count for c in cards)
        masters = sum(c.count for c in cards if c.fields["extra_points"] is not None)
        if total != 12 or masters != 2:
            return f"{era}: {total} artefacts, {masters} masterpieces"
    return True


@invariant("every masterpiece's badge is the masterpiece bonus", per_player_count=False)
def masterpiece_badges(game) -> bool | str:
    for card in game.deck("artefacts").cards:
        extra = card.fields["extra_points"]
        if extra is not None and extra != masterpiece_points():
            return f"{card.name} shows {extra}"
    return True


@invariant("the deal and the market leave artefacts to draw")
def deal_leaves_a_deck(players: int, game) -> bool | str:
    left = game.deck("artefacts").total - cards_dealt(players) * players - market_cards(players)
    return True if left >= 20 else f"only {left} artefacts left to draw"


@invariant("there are enough Public Interest cards for every round")
def interest_suffices(players: int, game) -> bool | str:
    return game.deck("interest").total >= rounds_played(players)
