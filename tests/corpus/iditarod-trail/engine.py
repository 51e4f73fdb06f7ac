"""Iditarod Trail: the rules the tables, examples and setup print.

Distances are in miles; the board moves in spaces of 25 miles.
A stint is one round of 12 hours.
"""

from generator.engine import invariant, rule

PLAYERS = (2, 5)

MILES_PER_SPACE = 25
STINT_HOURS = 12

# Checkpoints in trail order, with the miles from the checkpoint before.
LEGS = (
    ("Willow", 0),
    ("Skwentna", 75),
    ("Finger Lake", 50),
    ("Rainy Pass", 25),
    ("Rohn", 50),
    ("Nikolai", 75),
    ("McGrath", 50),
    ("Ophir", 75),
    ("Cripple", 75),
    ("Ruby", 100),
    ("Galena", 50),
    ("Kaltag", 100),
    ("Unalakleet", 100),
    ("Koyuk", 75),
    ("Nome", 75),
)

# The checkpoints where the 24-hour layover may be taken (Rohn to Galena).
LAYOVER_CHECKPOINTS = ("Rohn", "Nikolai", "McGrath", "Ophir", "Cripple", "Ruby", "Galena")

CONSTANTS = {
    "Finish (mile)": 975,
    "Miles per space": MILES_PER_SPACE,
    "Dogs at the start": 12,
    "Fewest dogs": 8,
    "Fatigue limit": 4,
    "Hours per stint": STINT_HOURS,
    "Layover hours": 24,
}


@rule
def leg_miles(checkpoint: str) -> int:
    """Miles from the checkpoint before (0 at Willow)."""
    return dict(LEGS)[checkpoint]


@rule
def leg_spaces(checkpoint: str) -> int:
    """Board spaces from the checkpoint before."""
    return leg_miles(checkpoint) // MILES_PER_SPACE


@rule
def checkpoint_mile(checkpoint: str) -> int:
    """Miles from Willow to the checkpoint."""
    total = 0
    for name, miles in LEGS:
        total += miles
        if name == checkpoint:
            return total
    raise ValueError(f"no checkpoint {checkpoint}")


@rule
def finish_mile() -> int:
    return sum(miles for _, miles in LEGS)


@rule
def trail_spaces() -> int:
    return finish_mile() // MILES_PER_SPACE


@rule
def constant(what: str) -> int:
    return CONSTANTS[what]


@rule
def starting_dogs() -> int:
    return CONSTANTS["Dogs at the start"]


@rule
def fewest_dogs() -> int:
    return CONSTANTS["Fewest dogs"]


@rule
def fatigue_limit() -> int:
    return CONSTANTS["Fatigue limit"]


@rule
def layover_hours() -> int:
    return CONSTANTS["Layover hours"]


@rule
def layover_stints() -> int:
    return layover_hours() // STINT_HOURS


@rule
def base_miles(dogs: int) -> int:
    """Miles a rested team runs in one stint."""
    if dogs >= 12:
        return 100
    if dogs >= 10:
        return 75
    return 50


@rule
def run_miles(dogs: int, fatigue: int) -> int:
    """The Miles per run table: every 2 fatigue costs 25 miles."""
    return max(0, base_miles(dogs) - MILES_PER_SPACE * (fatigue // 2))


@rule
def fatigue_per_run() -> int:
    return 1


@rule
def trail_breaking_miles() -> int:
    """Miles lost by the sled that runs with no sled ahead of it."""
    return 25


@rule
def fatigue_lost(action: str) -> int | str:
    """Fatigue a team loses by resting, camping or taking its layover."""
    return {"Rest": 2, "Camp": 1, "Layover": "all"}[action]


@rule
def stints_taken(action: str) -> int:
    return {"Rest": 1, "Camp": 1, "Layover": layover_stints()}[action]


@rule
def musher_cards_drawn(action: str) -> int:
    return {"Rest": 1, "Camp": 0, "Layover": 2}[action]


@rule
def starting_hand() -> int:
    return 2


@rule
def hand_limit() -> int:
    return 3


@rule
def nome_bonus() -> int:
    return 5


@rule
def run_distance(dogs: int, fatigue: int, trail: int, leading: bool, bonus: int = 0) -> int:
    """Miles one run covers: the table, the Trail card, trail breaking and a Musher card."""
    miles = run_miles(dogs, fatigue) + trail + bonus
    if leading:
        miles -= trail_breaking_miles()
    return max(0, miles)


@rule
def fatigue_after_run(fatigue: int, trail_fatigue: int, card_fatigue: int = 0) -> int:
    """Fatigue after a run, before any dog is dropped (capped at the limit)."""
    return min(fatigue_limit(), fatigue + fatigue_per_run() + trail_fatigue + card_fatigue)


@rule
def dogs_dropped(fatigue: int, trail_fatigue: int, card_fatigue: int = 0) -> int:
    """A dog is dropped when fatigue would rise above the limit."""
    return 1 if fatigue + fatigue_per_run() + trail_fatigue + card_fatigue > fatigue_limit() else 0


@rule
def final_score(miles: int, dogs: int, in_nome: bool) -> int:
    """One point per space reached, one per dog in harness, and the Nome bonus."""
    return miles // MILES_PER_SPACE + dogs + (nome_bonus() if in_nome else 0)


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "trail-map": 1,
        "trail": 24,
        "musher": 24,
        "team-boards": players,
        "sleds": players,
        "team-markers": 2 * players,
        "layover-tokens": players,
    }


def play(players: int, variant: str | None = None) -> dict[str, dict]:
    return {
        "trail": {"per_round": 1, "turns": 10},
        "musher": {"hand": starting_hand(), "draw": 0},
    }


@invariant("the legs add up to the finish at mile 975", per_player_count=False)
def legs_reach_nome() -> bool | str:
    return True if finish_mile() == CONSTANTS["Finish (mile)"] else f"legs add up to {finish_mile()}"


@invariant("every leg is a whole number of 25-mile spaces", per_player_count=False)
def legs_are_whole_spaces() -> bool | str:
    odd = [name for name, miles in LEGS if miles % MILES_PER_SPACE]
    return True if not odd else f"not whole spaces: {', '.join(odd)}"


@invariant("the board's routes are the legs, one space per 25 miles", per_player_count=False)
def board_matches_legs(game) -> bool | str:
    board = game.maps[0]
    names = {loc.id: loc.name for loc in board.locations}
    for route in board.routes:
        a, b = (names.get(x, x) for x in route.between)
        miles = leg_miles(b)
        if route.cost * MILES_PER_SPACE != miles:
            return f"{a} to {b} is {route.cost} spaces on the board, but {miles} miles"
    return True if len(board.routes) == len(LEGS) - 1 else "the board lacks a leg"


@invariant("the layover checkpoints are marked on the board", per_player_count=False)
def layover_marked(game) -> bool | str:
    marked = {loc.name for loc in game.maps[0].locations if "marked" in loc.flags}
    return True if marked == set(LAYOVER_CHECKPOINTS) else f"marked: {sorted(marked)}"


@invariant("both decks come out whole", per_player_count=False)
def decks_come_out_whole(game) -> bool | str:
    for deck_id in ("trail", "musher"):
        if game.deck(deck_id).total != setup(2)[deck_id]:
            return f"deck {deck_id} has {game.deck(deck_id).total} cards"
    return True


@invariant("a full team outruns a small one at every fatigue")
def bigger_teams_run_further(players: int) -> bool:
    return all(run_miles(12, f) >= run_miles(8, f) for f in range(fatigue_limit() + 1))
