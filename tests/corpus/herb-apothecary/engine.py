"""Engine model of Herb Apothecary."""
from generator.engine import invariant, rule

PLAYERS = (2, 4)

GRADES = {
    "Mild": (3, 2, 1),
    "Serious": (5, 3, 2),
    "Grave": (7, 4, 3),
}


@rule
def waiting_room(players: int) -> int:
    """Patients face up in the waiting room: one more than the players."""
    return players + 1


@rule
def starting_herbs(players: int) -> int:
    """Herbs dealt to each player's Fresh slot at the start."""
    return 4 if players == 2 else 3


@rule
def starting_silver(players: int | None = None) -> int:
    return 2


@rule
def market_size(players: int | None = None) -> int:
    return 5


@rule
def herbs_gathered(players: int | None = None) -> int:
    return 2


@rule
def wilt_turns(players: int | None = None) -> int:
    return 3


@rule
def game_turns(players: int | None = None) -> int:
    return 12


@rule
def silver_per_point(players: int | None = None) -> int:
    return 3


@rule
def grade_need(grade: str) -> int:
    return GRADES[grade][0]


@rule
def grade_silver(grade: str) -> int:
    return GRADES[grade][1]


@rule
def grade_reputation(grade: str) -> int:
    return GRADES[grade][2]


@rule
def potency_total(herbs: list) -> int:
    return sum(herbs)


@rule
def final_score(reputation: int, silver: int) -> int:
    return reputation + silver // silver_per_point()


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "herbs": 45,
        "remedies": 10,
        "patients": 25,
        "seasons": 12,
        "silver-coins": starting_silver(players) * players + 1,  # and one as the turn marker
        "reputation-markers": players,
        "drying-racks": players,
        "apothecary-board": 1,
    }


def play(players: int, variant: str | None = None) -> dict:
    return {"herbs": {"hand": starting_herbs(players), "draw": herbs_gathered()}}


@invariant("the season deck holds one card per turn", per_player_count=False)
def season_deck_is_a_game(game) -> bool | str:
    total = game.deck("seasons").total
    return True if total == game_turns() else f"{total} season cards for {game_turns()} turns"


@invariant("every patient's need, silver and reputation match its grade", per_player_count=False)
def patients_match_grades(game) -> bool | str:
    by_need = {v[0]: v for v in GRADES.values()}
    for card in game.deck("patients").cards:
        g = by_need.get(card.fields["need"])
        if g is None or (card.fields["silver"], card.fields["reputation"]) != g[1:]:
            return f"{card.name} fits no grade"
    return True


@invariant("the deal and the market leave herbs in the deck")
def deal_leaves_herbs(players: int, game) -> bool | str:
    left = game.deck("herbs").total - starting_herbs(players) * players - market_size()
    return True if left > 0 else f"only {left} herbs left"
