"""Engine model of Crown and Quill.

The rules the rulebook's tables print, setup by player count, and a few
invariants that hold the card data and the box to the rules.
"""
from generator.engine import invariant, rule

PLAYERS = (3, 6)

PROVINCES = (
    "Ashmoor", "Brightwater", "Corrin Vale", "Dunhallow",
    "Eastmarch", "Fenwick", "Greyhaven", "Highcrown",
)

# Points for first, second (and third) place: (3-4 players, 5-6 players).
PROVINCE_POINTS = {
    "Ashmoor": ((5, 2), (6, 3, 1)),
    "Brightwater": ((6, 3), (7, 4, 2)),
    "Corrin Vale": ((4, 2), (5, 3, 1)),
    "Dunhallow": ((7, 3), (8, 4, 2)),
    "Eastmarch": ((5, 2), (6, 3, 1)),
    "Fenwick": ((4, 1), (5, 2, 1)),
    "Greyhaven": ((6, 2), (7, 3, 1)),
    "Highcrown": ((8, 4), (9, 5, 2)),
}

ERAS = 3


def _check_players(players: int) -> None:
    if not PLAYERS[0] <= players <= PLAYERS[1]:
        raise ValueError(f"Crown and Quill is for 3-6 players, not {players}")


@rule
def cubes_per_house() -> int:
    """Cubes of each house colour in the box."""
    return 30


@rule
def starting_supply(players: int) -> int:
    """Cubes each house puts in its supply at setup."""
    _check_players(players)
    return {3: 14, 4: 12, 5: 10, 6: 10}[players]


@rule
def opening_cubes(players: int) -> int:
    """Cubes each house places on the map during setup, one per province chosen."""
    _check_players(players)
    return 3 if players <= 4 else 2


@rule
def reinforcements(players: int) -> int:
    """Cubes each house moves from reserve to supply at the start of the Second and Third Era."""
    _check_players(players)
    return {3: 8, 4: 7, 5: 6, 6: 5}[players]


@rule
def cards_per_era(players: int) -> int:
    """Court cards dealt to each house at the start of every era."""
    _check_players(players)
    return 10 - players


@rule
def turns_per_era(players: int) -> int:
    """Turns each house takes in one era: one fewer than the cards dealt."""
    return cards_per_era(players) - 1


@rule
def places_scored(players: int) -> int:
    """How many places score in a province: three with five or six houses."""
    _check_players(players)
    return 2 if players <= 4 else 3


@rule
def cards_revealed(era: int) -> int:
    """Province cards turned face up in the Reveal phase of an era."""
    return {1: 2, 2: 3, 3: 3}[era]


@rule
def provinces_scored(era: int) -> int:
    """Province cards face up at the Reckoning of an era: all revealed so far."""
    return sum(cards_revealed(e) for e in range(1, era + 1))


@rule
def place_points(province: str, place: int, players: int) -> int:
    """Points a house earns for a place in a province; 0 for a place that does not score."""
    _check_players(players)
    small, large = PROVINCE_POINTS[province]
    points = small if players <= 4 else large
    return points[place - 1] if 1 <= place <= len(points) else 0


@rule
def muster_cubes(strength: int, supply: int) -> int:
    """Cubes placed by a Muster: the card's strength, as far as the supply reaches."""
    return max(0, min(strength, supply))


@rule
def eras() -> int:
    """Eras in a game."""
    return ERAS


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    """What a game at this player count takes out of the box."""
    houses = players + 1 if variant == "regent" else players
    return {
        "game-board": 1,
        "court": 60,
        "scoring": 8,
        "influence-cubes": cubes_per_house() * houses,
        "house-markers": 2 * houses,
        "era-marker": 1,
    }


def play(players: int, variant: str | None = None) -> dict[str, dict]:
    return {"court": {"hand": cards_per_era(players)}}


@invariant("the Court deck covers every hand at the start of the Third Era", per_player_count=True)
def court_deck_lasts(players: int, game) -> bool | str:
    deck = sum(c.count for c in game.deck("court").cards)
    saved = (cards_per_era(players) - turns_per_era(players)) * (ERAS - 1)
    need = players * (cards_per_era(players) + saved)
    return True if need <= deck else f"{need} cards needed, the deck has {deck}"


@invariant("a house never needs more cubes than its colour has in the box")
def cubes_fit_the_box(players: int, game) -> bool | str:
    cubes = next(c for c in game.inventory if c.id == "influence-cubes")
    used = starting_supply(players) + (ERAS - 1) * reinforcements(players)
    if cubes.per_player != cubes_per_house():
        return f"the box has {cubes.per_player} cubes per colour, the engine {cubes_per_house()}"
    return True if used <= cubes_per_house() else f"a house uses {used} cubes"


@invariant("the opening cubes come out of the starting supply")
def opening_from_supply(players: int) -> bool:
    return opening_cubes(players) < starting_supply(players)


@invariant("every Province card prints the points the engine scores", per_player_count=False)
def province_cards_match(game) -> bool | str:
    wrong = []
    for card in game.deck("scoring").cards:
        f = card.fields
        small, large = PROVINCE_POINTS[f["province"]]
        printed_small = (f["first_small"], f["second_small"])
        printed_large = (f["first_large"], f["second_large"], f["third_large"])
        if printed_small != small or printed_large != large:
            wrong.append(card.name)
    return True if not wrong else "points differ: " + ", ".join(wrong)


@invariant("each province has exactly one Province card, and the eras reveal them all",
           per_player_count=False)
def provinces_all_scored(game) -> bool | str:
    named = sorted(c.fields["province"] for c in game.deck("scoring").cards)
    if named != sorted(PROVINCES):
        return "the Province cards do not match the provinces"
    return True if provinces_scored(ERAS) == len(PROVINCES) else "the eras do not reveal every card"


@invariant("the game has as many eras as the era track and the names list", per_player_count=False)
def eras_match(game) -> bool:
    return len(game.names["eras"]) == ERAS
