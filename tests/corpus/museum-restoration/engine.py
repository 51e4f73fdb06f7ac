"""Engine model of Museum Restoration."""
import math

from generator.engine import invariant, rule

PLAYERS = (2, 4)


@rule
def rounds(players: int = 2) -> int:
    """Rounds in a game: fewer with more players, so the decks last."""
    return {2: 8, 3: 7, 4: 6}[players]


@rule
def display_size(players: int = 2) -> int:
    """Artwork cards face up in the display: two more than the players."""
    return players + 2


@rule
def starting_coins(players: int | None = None) -> int:
    return 10


@rule
def actions_per_round(players: int | None = None) -> int:
    return 2


@rule
def conservators_face_up(players: int | None = None) -> int:
    return 3


@rule
def acquisition_fee() -> int:
    return 2


@rule
def skill_needed(condition: int) -> int:
    """Skill a restoration needs: one point per 20 percent missing, rounded up."""
    return math.ceil((100 - condition) / 20)


@rule
def restoration_bill(cost: int, wages: list) -> int:
    """What a restoration costs: the artwork's cost plus every working conservator's wage."""
    return cost + sum(wages)


@rule
def full_hall_bonus() -> int:
    return 2


@rule
def hall_visitors(prestige: list, capacity: int) -> int:
    """Visitors (thousands) a hall draws: its works' prestige, plus the bonus when it is full."""
    bonus = full_hall_bonus() if len(prestige) >= capacity else 0
    return sum(prestige) + bonus


@rule
def takings(visitors: int, price: int) -> int:
    """Coins a hall takes: its visitors in thousands times its ticket price."""
    return visitors * price


@rule
def old_master_century() -> int:
    return 15


@rule
def old_master_bonus() -> int:
    return 2


@rule
def visitor_track_end() -> int:
    return 50


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "artworks": 18,
        "conservators": 16,
        "halls": 8,
        "conservators/apprentice": players,
        "halls/cabinet": players,
        "coins": 40,
        "visitor-markers": players,
        "round-marker": 1,
        "score-board": 1,
    }


@invariant("every player can start with a Cabinet and an Apprentice")
def starting_cards(players: int, game) -> bool | str:
    halls = {c.id: c.count for c in game.deck("halls").cards}
    staff = {c.id: c.count for c in game.deck("conservators").cards}
    if halls["cabinet"] < players or staff["apprentice"] < players:
        return "not enough Cabinets or Apprentices"
    return True


@invariant("the artwork deck refills the display for every round", per_player_count=True)
def deck_lasts(players: int, game) -> bool | str:
    total = game.deck("artworks").total
    return True if total >= display_size(players) + players else f"only {total} artworks"
