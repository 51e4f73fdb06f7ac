"""Engine model of Tallymen: a census game of area majority over three eras.

The provinces' populations, the census scoring and the numbers that change
with the player count live here; game.yaml's tables and the map are held to
them.
"""
from generator.engine import invariant, rule

PLAYERS = (3, 5)

POPULATION = {
    "Highcairn": 3,
    "Fellwater": 2,
    "Brackenmoor": 4,
    "Tor Amsel": 2,
    "Millbridge": 5,
    "Oxlease": 6,
    "Wendham": 4,
    "Carrow Ford": 3,
    "Port Idle": 6,
    "Gullsands": 2,
    "Sallow Bay": 3,
    "Kestrel Point": 5,
}

ERAS = 3


@rule
def population(province: str) -> int:
    """The population printed on a province."""
    return POPULATION[province]


@rule
def total_population() -> int:
    """The population of the whole realm."""
    return sum(POPULATION.values())


@rule
def eras() -> int:
    """Eras in a game; each ends with a census."""
    return ERAS


@rule
def turns_per_era(players: int = 4) -> int:
    """Turns each player takes in one era."""
    return {3: 6, 4: 5, 5: 4}[players]


@rule
def opening_settlers(players: int = 4) -> int:
    """Settlers each player places before the first turn."""
    return 3 if players == 3 else 2


@rule
def hand_size(players: int | None = None) -> int:
    """Charter cards in a player's hand."""
    return 3


@rule
def roll_size(players: int | None = None) -> int:
    """Face-up charter cards in the Roll."""
    return 3


@rule
def settlers_each(players: int | None = None) -> int:
    """Settler cubes of one colour."""
    return 25


@rule
def first_place_points(population: int, era: int = 1) -> int:
    """What the province's majority holder scores at a census: doubled in the last era."""
    return population * (2 if era == ERAS else 1)


@rule
def second_place_points(population: int, era: int = 1) -> int:
    """What the runner-up scores: half the population, rounded down, in every era."""
    return population // 2


@rule
def census_points(player: str, settlers: dict, population: int, era: int) -> int:
    """What one player scores for one province at a census.

    Most settlers alone: first place. Tied for most: each tied player scores
    second place, and nobody else scores. Next most alone (after a sole
    leader): second place. Tied for next most: nothing.
    """
    mine = settlers.get(player, 0)
    if mine == 0:
        return 0
    counts = sorted({n for n in settlers.values() if n > 0}, reverse=True)
    top = counts[0]
    leaders = [p for p, n in settlers.items() if n == top]
    if mine == top:
        if len(leaders) == 1:
            return first_place_points(population, era)
        return second_place_points(population, era)
    if len(leaders) > 1 or len(counts) < 2:
        return 0
    second = counts[1]
    runners = [p for p, n in settlers.items() if n == second]
    if mine == second and len(runners) == 1:
        return second_place_points(population, era)
    return 0


@rule
def dispersal(settlers: int, era: int) -> int:
    """Settlers a player keeps in a province after the census's dispersal.

    After the census of the first two eras each player removes one settler
    from every province where they have any; after the last census nothing
    happens, as the game is over.
    """
    if era == ERAS:
        return settlers
    return max(0, settlers - 1)


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    """What a game at this player count takes out of the box."""
    return {
        "charters": 45,
        "game-board": 1,
        "settlers": settlers_each() * players,
        "score-markers": players,
        "era-marker": 1,
        "first-player": 1,
    }


@invariant("the map prints every province's population as the engine has it", per_player_count=False)
def map_matches_population(game) -> bool | str:
    board = game.maps[0]
    for loc in board.locations:
        if loc.kind != "region":
            continue
        expected = f"Population {POPULATION[loc.name]}"
        if expected not in loc.spaces:
            return f"{loc.name} prints {list(loc.spaces)}, not '{expected}'"
    return True


@invariant("every province has charter cards, and every card's settlers match its text", per_player_count=False)
def charters_cover_provinces(game) -> bool | str:
    deck = game.deck("charters")
    named = {c.fields["province"] for c in deck.cards if c.fields["province"]}
    missing = set(POPULATION) - named
    if missing:
        return f"no charter for {', '.join(sorted(missing))}"
    return True


@invariant("a player's settlers last an era even if every card played places three")
def settlers_last_an_era(players: int) -> bool:
    return settlers_each() >= opening_settlers(players) + 3 * turns_per_era(players)


@invariant("the deck deals every hand and fills the Roll")
def deck_deals(players: int, game) -> bool:
    return game.deck("charters").total >= players * hand_size() + roll_size()
