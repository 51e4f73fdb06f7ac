"""Engine model of High Contract, a partnership trick-taking game with an auction of contracts.

Every number the rulebook's tables print is computed here: the tricks a contract needs,
what each trick over six is worth, the bonuses, the doubled amounts and the penalties.
"""
from generator.engine import invariant, rule

PLAYERS = (4, 4)

STRAINS = ("Clubs", "Diamonds", "Hearts", "Spades", "No Trump")
MINORS = ("Clubs", "Diamonds")
SEATS = ("North", "East", "South", "West")
VULNERABLE_BY_DEAL = ("Neither", "North-South", "East-West", "Both")
MULTIPLIER = {"Undoubled": 1, "Doubled": 2, "Redoubled": 4}


def _vul(vulnerable) -> bool:
    if isinstance(vulnerable, str):
        return vulnerable == "Vulnerable"
    return bool(vulnerable)


@rule
def cards_dealt(players: int = 4) -> int:
    """The whole deck is dealt: 13 cards each."""
    return 52 // players


@rule
def tricks_in_a_deal() -> int:
    return 13


@rule
def book() -> int:
    """The first six tricks of declarer's side count for nothing: the book."""
    return 6


@rule
def tricks_needed(level: int) -> int:
    """A contract at level L asks declarer's side for six tricks plus L."""
    return book() + level


@rule
def highest_level() -> int:
    return 7


@rule
def first_trick_points(strain: str) -> int:
    """What the first trick over six is worth in this strain."""
    if strain in MINORS:
        return 20
    if strain == "No Trump":
        return 40
    return 30


@rule
def later_trick_points(strain: str) -> int:
    """What every trick over six after the first is worth in this strain."""
    return 20 if strain in MINORS else 30


@rule
def contract_points(level: int, strain: str, doubling: str = "Undoubled") -> int:
    """Trick points for the tricks bid, when the contract is made."""
    base = first_trick_points(strain) + (level - 1) * later_trick_points(strain)
    return base * MULTIPLIER[doubling]


@rule
def game_threshold() -> int:
    """Contract points that make a game."""
    return 100


@rule
def game_bonus(vulnerable) -> int:
    return 500 if _vul(vulnerable) else 300


@rule
def part_score_bonus(vulnerable) -> int:
    return 50


@rule
def small_slam_bonus(vulnerable) -> int:
    return 750 if _vul(vulnerable) else 500


@rule
def grand_slam_bonus(vulnerable) -> int:
    return 1500 if _vul(vulnerable) else 1000


@rule
def doubling_multiplier(doubling: str) -> int:
    return MULTIPLIER[doubling]


@rule
def making_bonus(doubling: str):
    """The bonus for making a doubled or redoubled contract; none undoubled."""
    return {"Undoubled": None, "Doubled": 50, "Redoubled": 100}[doubling]


@rule
def overtrick_points(doubling: str, vulnerable, strain: str = "") -> int | str:
    """Each trick taken beyond the contract."""
    if doubling == "Undoubled":
        return later_trick_points(strain) if strain else "trick value"
    return (200 if _vul(vulnerable) else 100) * MULTIPLIER[doubling] // 2


@rule
def undertrick_points(doubling: str, vulnerable) -> int:
    """Each trick declarer's side falls short: scored by the defenders."""
    return (100 if _vul(vulnerable) else 50) * MULTIPLIER[doubling]


@rule
def declarer_score(level: int, strain: str, tricks: int, vulnerable, doubling: str = "Undoubled") -> int:
    """Everything declarer's side scores for a made contract."""
    if tricks < tricks_needed(level):
        return 0
    points = contract_points(level, strain, doubling)
    total = points
    total += game_bonus(vulnerable) if points >= game_threshold() else part_score_bonus(vulnerable)
    if level == 6:
        total += small_slam_bonus(vulnerable)
    if level == 7:
        total += grand_slam_bonus(vulnerable)
    bonus = making_bonus(doubling)
    total += bonus or 0
    over = tricks - tricks_needed(level)
    total += over * overtrick_points(doubling, vulnerable, strain)
    return total


@rule
def defenders_score(level: int, tricks: int, vulnerable, doubling: str = "Undoubled") -> int:
    """What the defenders score when the contract fails."""
    short = max(0, tricks_needed(level) - tricks)
    return short * undertrick_points(doubling, vulnerable)


@rule
def deals_in_a_round() -> int:
    return 4


@rule
def deals_in_a_match() -> int:
    return 8


@rule
def dealer(deal: int) -> str:
    return SEATS[(deal - 1) % 4]


@rule
def vulnerable_side(deal: int) -> str:
    return VULNERABLE_BY_DEAL[(deal - 1) % 4]


@rule
def contract_cards() -> int:
    """One contract card for every level and strain."""
    return highest_level() * len(STRAINS)


@rule
def sheet_schedule() -> list:
    """The score sheet's first three columns, one row per deal of the match."""
    return [[str(d), dealer(d), vulnerable_side(d)] for d in range(1, deals_in_a_match() + 1)]


@rule
def opening_points() -> int:
    """A rough guide: the high-card points you want before you open the bidding."""
    return 12


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "suit-deck": 52,
        "contracts": contract_cards(),
        "dealer-button": 1,
        "vulnerable-markers": 2,
        "double-marker": 1,
        "score-pad": 1,
    }


@invariant("the suit deck has 13 cards of each suit and 40 high-card points", per_player_count=False)
def suit_deck_is_whole(game) -> bool | str:
    deck = game.deck("suit-deck")
    for suit in STRAINS[:4]:
        n = sum(c.count for c in deck.cards if c.fields["suit"] == suit)
        if n != 13:
            return f"{suit}: {n} cards"
    points = sum(c.count * c.fields["points"] for c in deck.cards)
    if points != 40:
        return f"{points} high-card points"
    return True if deck.total == cards_dealt(4) * 4 else f"{deck.total} cards"


@invariant("every contract card prints the tricks and trick points the rules give", per_player_count=False)
def contract_cards_agree(game) -> bool | str:
    deck = game.deck("contracts")
    if deck.total != contract_cards():
        return f"{deck.total} contract cards"
    for c in deck.cards:
        lv, st = c.fields["level"], c.fields["strain"]
        if c.fields["tricks"] != tricks_needed(lv):
            return f"{c.name}: tricks"
        if c.fields["trick_points"] != contract_points(lv, st):
            return f"{c.name}: trick points"
    return True
