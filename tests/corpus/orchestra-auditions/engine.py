"""Orchestra Auditions: the rules the tables and the rulebook print."""
from generator.engine import invariant, rule

PLAYERS = (3, 6)

SECTIONS = ("Strings", "Woodwinds", "Brass", "Percussion")


@rule
def tapes_per_concert(players: int = 3) -> int:
    """Audition tapes the Conductor ranks in one concert."""
    return 5 if players <= 4 else 6


@rule
def conductor_hand(players: int = 3) -> int:
    """Instrument cards the Conductor draws at the start of a concert: three more than the tapes."""
    return tapes_per_concert(players) + 3


@rule
def panel_members(players: int) -> int:
    """Everyone but the Conductor sits on the Panel."""
    return players - 1


@rule
def applause_to_win(players: int = 3) -> int:
    """Applause the team needs after the third concert."""
    return 20 if players <= 4 else 24


@rule
def tuning_cards(players: int | None = None) -> int:
    """Cards the Conductor may swap during Tuning."""
    return 2


@rule
def concerts(players: int | None = None) -> int:
    """Concerts in a game."""
    return 3


@rule
def encore_bonus(players: int | None = None) -> int:
    """Extra Applause when every tape lands within one place."""
    return 3


@rule
def applause_for_distance(distance: int | str) -> int:
    """Applause one tape scores, by how many places the Panel missed its true place."""
    if distance == "2 or more":
        return 0
    if isinstance(distance, int) and distance >= 2:
        return 0
    return {0: 2, 1: 1}[distance]


@rule
def score_concert(distances: list, prodigies_exact: int = 0) -> int:
    """Applause for one concert: each tape by its distance, the encore, one more per Prodigy placed exactly."""
    total = sum(applause_for_distance(min(int(d), 2)) for d in distances)
    if all(int(d) <= 1 for d in distances):
        total += encore_bonus()
    return total + prodigies_exact


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "instruments": 36,
        "tapes": 24,
        "hall-board": 1,
        "markers": 2,
        "ranking-pad": 1,
    }


@invariant("every section holds one instrument card of each number 1 to 9", per_player_count=False)
def sections_complete(game) -> bool | str:
    deck = game.deck("instruments")
    for section in SECTIONS:
        numbers = sorted(c.fields["number"] for c in deck.cards if c.fields["section"] == section)
        if numbers != list(range(1, 10)):
            return f"{section} holds {numbers}"
    return True


@invariant("the tape deck lasts three concerts")
def tapes_last(players: int, game) -> bool | str:
    needed = tapes_per_concert(players) * concerts()
    total = game.deck("tapes").total
    return True if total >= needed else f"{needed} tapes needed, {total} in the deck"


@invariant("the Conductor's hand fits in the instrument deck")
def hand_fits(players: int, game) -> bool:
    return conductor_hand(players) <= game.deck("instruments").total
