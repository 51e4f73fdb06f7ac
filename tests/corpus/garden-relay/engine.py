"""Engine model of Garden Relay."""
from generator.engine import invariant, rule

PLAYERS = (2, 6)

COLOURS = ("red", "yellow", "blue", "green")
LADDERS = {3: 10, 8: 13, 17: 22, 20: 27}
WELL = 15
POND = 30


@rule
def runners_per_player(players: int | None = None) -> int:
    """Every team has two runners: one for each half of the path."""
    return 2


@rule
def cards_dealt(players: int = 2) -> int:
    """Garden cards in each hand: two in a small game, one in a big one."""
    return 2 if players <= 3 else 1


@rule
def path_length() -> int:
    return POND


@rule
def well_space() -> int:
    return WELL


@rule
def pond_space() -> int:
    return POND


@rule
def space_colour(space: int) -> str:
    return COLOURS[(space - 1) % len(COLOURS)]


@rule
def ladder_top(bottom: int) -> int:
    """Where a flower ladder ends; a space with no ladder leads nowhere new."""
    return LADDERS.get(bottom, bottom)


@rule
def move_to(here: int, colour: str) -> int:
    """The next space of that colour ahead (never past the Pond)."""
    for space in range(here + 1, POND + 1):
        if space_colour(space) == colour:
            return space
    return POND


@rule
def colour_roll(roll: int) -> str:
    return ("red", "yellow", "blue", "green", "flower", "snail")[roll - 1]


@rule
def snail_crawl(players: int = 2) -> int:
    """Spaces the hungry snail crawls each time someone rolls the snail."""
    return 3 if players <= 3 else 2


@rule
def snail_start() -> int:
    return 1


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    out = {
        "runners": runners_per_player(players) * players,
        "batons": players,
        "garden": cards_dealt(players) * players,
    }
    if variant == "snail":
        out["snail"] = 1
    return out


@invariant("every ladder climbs upward and stays on the path")
def ladders_go_up(players: int, game) -> bool | str:
    for bottom, top in LADDERS.items():
        if not bottom < top <= POND:
            return f"ladder {bottom}->{top}"
    return True


@invariant("the hands leave cards to draw")
def cards_left(players: int, game) -> bool | str:
    left = game.deck("garden").total - cards_dealt(players) * players
    return True if left >= 6 else f"only {left} cards left"
