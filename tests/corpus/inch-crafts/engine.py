"""Engine model of Inch Crafts."""
from generator.engine import invariant, rule

PLAYERS = (2, 4)


@rule
def hand_size(players: int) -> int:
    """Paper cards dealt to each player at the start."""
    return 5 if players == 2 else 4


@rule
def open_projects(players: int) -> int:
    """Project cards face up on the workbench."""
    return players + 1


@rule
def ribbons_in_play(players: int) -> int:
    """Blue Ribbon tokens set out for the game."""
    return 2 * players + 1


@rule
def clock_step() -> int:
    """Minutes the Glue Clock moves at the end of each round."""
    return 10


@rule
def last_round() -> int:
    """The fair opens after this round: two hours on the Glue Clock."""
    return 12


@rule
def fair_minutes() -> int:
    """Minutes on the Glue Clock when the fair opens."""
    return clock_step() * last_round()


@rule
def rounds_to_dry(glue: int) -> int:
    """Rounds a model waits on the drying rack: one per 10 minutes, rounded up."""
    step = clock_step()
    return (glue + step - 1) // step


@rule
def ribbon_points() -> int:
    """Points each Blue Ribbon is worth."""
    return 2


@rule
def final_score(points: int, ribbons: int, scraps: int) -> int:
    """Model points plus ribbons, less one point for every two scraps."""
    return points + ribbon_points() * ribbons - scraps // 2


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "paper": 40,
        "projects": 12,
        "ribbons": ribbons_in_play(players),
        "clock-marker": 1,
    }


@invariant("the deal leaves Paper cards to draw")
def deal_leaves_cards(players: int, game) -> bool | str:
    left = game.deck("paper").total - hand_size(players) * players
    return True if left >= 20 else f"only {left} Paper cards left"


@invariant("every project's glue dries before the fair", per_player_count=False)
def glue_fits(game) -> bool | str:
    slow = [c.name for c in game.deck("projects").cards if rounds_to_dry(c.fields["glue"]) >= last_round()]
    return True if not slow else f"too slow: {', '.join(slow)}"
