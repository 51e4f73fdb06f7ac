"""Engine model of Ladder Climb, a climbing card game for three to six players.

The rules below are the ones the printed tables, the worked examples and the
rulebook's placeholders read. Everything that depends on the player count is
in the small dictionaries at the top, so a playtest change is one edit.
"""
from generator.engine import invariant, rule

PLAYERS = (3, 6)

DECK_SIZE = 56          # 52 suited cards and the four specials

# cards dealt to each player; whatever is left over is the cache
_DEALT = {3: 17, 4: 14, 5: 11, 6: 9}
# cards a player has seen when the deal pauses for Summit calls
_PEEK = {3: 9, 4: 8, 5: 6, 6: 5}
# cards each player hands on during the Pass phase
_PASSED = {3: 2, 4: 3, 5: 2, 6: 2}
# players per team: 1 means everybody plays alone
_TEAM_SIZE = {3: 1, 4: 2, 5: 1, 6: 2}
# the score that ends the game
_TARGET = {3: 600, 4: 1000, 5: 600, 6: 1000}

_CARD_POINTS = {"5": 5, "10": 10, "King": 10, "Wyrm": 25, "Firebird": -25}

_FEWEST = {
    "Single": 1,
    "Pair": 2,
    "Triple": 3,
    "Full house": 5,
    "Straight": 5,
    "Stairs": 4,
    "Four-of-a-kind bomb": 4,
    "Straight-flush bomb": 5,
}

_CALLS = {"none": 0, "Ledge call": 100, "Summit call": 200}


def _count(players: int) -> int:
    if players not in _DEALT:
        raise ValueError(f"Ladder Climb is for 3 to 6 players, not {players}")
    return players


@rule
def cards_dealt(players: int) -> int:
    """Cards each player is dealt."""
    return _DEALT[_count(players)]


@rule
def cache_cards(players: int) -> int:
    """Cards left face down after the deal; the winner of the last trick takes them."""
    return DECK_SIZE - cards_dealt(players) * players


@rule
def cards_before_summit_call(players: int) -> int:
    """Cards a player has been dealt when the deal pauses for Summit calls."""
    return _PEEK[_count(players)]


@rule
def cards_passed(players: int) -> int:
    """Cards each player passes face down in the Pass phase."""
    return _PASSED[_count(players)]


@rule
def team_size(players: int) -> int:
    """Players on a team (1: everybody plays alone)."""
    return _TEAM_SIZE[_count(players)]


@rule
def teams(players: int) -> int:
    """How many sides score separately."""
    return players // team_size(players)


@rule
def target_score(players: int) -> int:
    """The score that ends the game at the end of a hand."""
    return _TARGET[_count(players)]


@rule
def quick_target(players: int) -> int:
    """Quick Climb variant: half the usual target."""
    return target_score(players) // 2


@rule
def card_points(card: str) -> int:
    """Points a scoring card is worth in a won trick."""
    return _CARD_POINTS[card]


@rule
def fewest_cards(combination: str) -> int:
    """The fewest cards a legal combination of this kind may hold."""
    return _FEWEST[combination]


@rule
def call_made(call: str) -> int:
    """What a call adds when its caller goes out first."""
    return _CALLS[call]


@rule
def call_failed(call: str) -> int:
    """What a call costs when its caller does not go out first."""
    return -_CALLS[call]


@rule
def double_finish_bonus() -> int:
    """What a team scores for going out first and second, instead of its card points."""
    return 200


@rule
def trick_points(fives: int = 0, tens: int = 0, kings: int = 0,
                 wyrm: bool = False, firebird: bool = False) -> int:
    """Points in a pile of won cards."""
    total = fives * card_points("5") + tens * card_points("10") + kings * card_points("King")
    if wyrm:
        total += card_points("Wyrm")
    if firebird:
        total += card_points("Firebird")
    return total


@rule
def hand_score(card_points: int = 0, call: str = "none", made: bool = False,
               double_finish: bool = False) -> int:
    """One side's score for a hand: its card points (or the double-finish bonus) and its call."""
    base = double_finish_bonus() if double_finish else card_points
    bonus = call_made(call) if made else call_failed(call)
    return base + bonus


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    """What a game at this count takes out of the box: the whole deck, one call marker each, the score pad."""
    return {"ladder": DECK_SIZE, "call-markers": players, "score-pad": 1}


def play(players: int, variant: str | None = None) -> dict[str, dict[str, int]]:
    return {"ladder": {"hand": cards_dealt(players), "draw": 0}}


@invariant("the deal and the cache use the whole deck, and the Summit pause comes before the deal ends")
def deal_uses_the_deck(players: int, game) -> bool | str:
    total = game.deck("ladder").total
    if total != DECK_SIZE:
        return f"the deck holds {total} cards, the engine counts {DECK_SIZE}"
    if cache_cards(players) < 0:
        return f"{players} players are dealt more cards than the deck holds"
    if cards_before_summit_call(players) >= cards_dealt(players):
        return "the Summit pause comes after the deal is over"
    return True


@invariant("teams divide the table evenly", per_player_count=True)
def teams_fit(players: int) -> bool:
    return players % team_size(players) == 0


@invariant("every card prints the points the engine scores it for, and the deck holds 100 points", per_player_count=False)
def card_points_agree(game) -> bool | str:
    total = 0
    for card in game.deck("ladder").cards:
        pts = card.fields["points"]
        rank = card.fields["rank"]
        if card.id == "wyrm":
            want = card_points("Wyrm")
        elif card.id == "firebird":
            want = card_points("Firebird")
        elif rank == 5:
            want = card_points("5")
        elif rank == 10:
            want = card_points("10")
        elif rank == 13:
            want = card_points("King")
        else:
            want = 0
        if pts != want:
            return f"{card.name} prints {pts} points, the engine scores {want}"
        total += pts * card.count
    return True if total == 100 else f"the deck holds {total} points, not 100"
