"""Engine model of Clock Garden.

The time track runs from space 0 to space 36. The gardener furthest behind
always plays next; on a tie, the marker on top (the one that arrived last)
plays. Harvest bells every sixth space pay income, bee spaces three spaces
after each bell hold a bee for whoever gets there first.
"""
from generator.engine import invariant, rule

PLAYERS = (2, 2)

TRACK_END = 36
BELL_EVERY = 6
BEE_OFFSET = 3
PLANT_CARDS = 35
GOAL_CARDS = 9
SEED_TOKENS = 40
BEE_TOKENS = 8

SCORING = {
    "Each bee": 2,
    "Each full border": 5,
    "Each empty plot": -2,
    "Seeds for one point": 3,
}


# --- setup -----------------------------------------------------------------

@rule
def nursery_size(players: int = 2) -> int:
    """Plant cards lying face up in the nursery."""
    return 5


@rule
def goals_revealed(players: int = 2, variant: str | None = None) -> int:
    """Goal cards turned face up at the start (none in the Wild Meadow)."""
    return 0 if variant == "wild-meadow" else 2


@rule
def bees_on_track(players: int = 2) -> int:
    """One bee on each bee space."""
    return len(bee_spaces())


@rule
def bees_in_hive(players: int = 2) -> int:
    """The bees that start in the hive, for bee hotels and the Hazel."""
    return BEE_TOKENS - bees_on_track(players)


@rule
def garden_plots(players: int = 2) -> int:
    """Three beds of three plots."""
    return 3 * 3


@rule
def starting_seeds(seat: str = "First") -> int:
    """The second gardener starts with one seed more."""
    return 5 if seat == "First" else 6


@rule
def starting_stack(seat: str) -> str:
    """Where each marker sits on space 0: the first gardener's on top."""
    return "on top" if seat == "First" else "underneath"


@rule
def track_end() -> int:
    return TRACK_END


# --- actions ---------------------------------------------------------------

@rule
def action_hours(action: str) -> int:
    """Hours the two fixed-price actions cost."""
    return {"Gather": 2, "Clear the nursery": 1}[action]


@rule
def action_seeds(action: str) -> int:
    """Seeds the two fixed-price actions give."""
    return {"Gather": 3, "Clear the nursery": 0}[action]


@rule
def move_marker(position: int, hours: int) -> int:
    """A marker moves forward by the hours spent, never past the last space."""
    return min(TRACK_END, position + hours)


@rule
def next_turn(ada: int, ben: int, on_top: str) -> str:
    """Who plays next: whoever is behind; on a tie, the marker on top."""
    if ada < ben:
        return "Ada"
    if ben < ada:
        return "Ben"
    return on_top


# --- the track -------------------------------------------------------------

@rule
def bell_space(bell: int) -> int:
    return BELL_EVERY * bell


@rule
def bee_space(bee: int) -> int:
    return BELL_EVERY * bee + BEE_OFFSET


def bell_spaces() -> list[int]:
    return list(range(BELL_EVERY, TRACK_END + 1, BELL_EVERY))


def bee_spaces() -> list[int]:
    return [s + BEE_OFFSET for s in bell_spaces() if s + BEE_OFFSET < TRACK_END]


@rule
def base_income(bell: int = 1) -> int:
    """Every bell pays 1 seed before counting your plants."""
    return 1


@rule
def bells_passed(start: int, end: int) -> int:
    """Bells rung by a move from start to end (passing or stopping on them)."""
    return sum(1 for s in bell_spaces() if start < s <= end)


@rule
def bell_income(yields: list, cold_frame: bool = False) -> int:
    """Seeds one bell pays: the base, each plant's yield, 1 more with a cold frame."""
    return base_income() + sum(yields) + (1 if cold_frame else 0)


# --- scoring ---------------------------------------------------------------

@rule
def scoring_value(what: str) -> int:
    return SCORING[what]


@rule
def seed_points(seeds: int) -> int:
    return seeds // SCORING["Seeds for one point"]


@rule
def borders(flowers: int, herbs: int, vegetables: int, shrubs: int) -> int:
    """Full borders: one plant of each family each."""
    return min(flowers, herbs, vegetables, shrubs)


@rule
def final_score(blooms: int, bees: int, borders: int, empty_plots: int, seeds: int, goals: int) -> int:
    return (blooms
            + bees * SCORING["Each bee"]
            + borders * SCORING["Each full border"]
            + empty_plots * SCORING["Each empty plot"]
            + seed_points(seeds)
            + goals)


# --- setup and invariants --------------------------------------------------

def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "game-board": 1,
        "garden-boards": players,
        "plants": PLANT_CARDS,
        "goals": 0 if variant == "wild-meadow" else GOAL_CARDS,
        "time-markers": players,
        "seed-tokens": SEED_TOKENS,
        "bee-tokens": bees_on_track(players) + bees_in_hive(players),
    }


def play(players: int, variant: str | None = None) -> dict:
    return {"plants": {"hand": 0, "draw": 1}}


@invariant("bells and bee spaces lie on the track and never share a space", per_player_count=False)
def track_spaces_apart() -> bool | str:
    bells, bees = set(bell_spaces()), set(bee_spaces())
    if bells & bees:
        return f"shared spaces {sorted(bells & bees)}"
    if not all(0 < s <= TRACK_END for s in bells | bees):
        return "a marked space lies off the track"
    return True if max(bells) == TRACK_END else "the dusk bell is not on the last space"


@invariant("the box counts the engine uses match game.yaml", per_player_count=False)
def box_counts_agree(game) -> bool | str:
    counts = {c.id: c.count for c in game.inventory}
    if game.deck("plants").total != PLANT_CARDS:
        return f"plants deck has {game.deck('plants').total}, engine says {PLANT_CARDS}"
    if game.deck("goals").total != GOAL_CARDS:
        return f"goals deck has {game.deck('goals').total}, engine says {GOAL_CARDS}"
    if counts["bee-tokens"] != BEE_TOKENS or counts["seed-tokens"] != SEED_TOKENS:
        return "token counts differ from the engine's"
    return True


@invariant("the plant deck holds at least six full nurseries", per_player_count=False)
def deck_outlasts_nursery(game) -> bool | str:
    total = game.deck("plants").total
    return True if total >= nursery_size() * 6 else f"only {total} plant cards"


@invariant("no plant costs more hours than a bell interval", per_player_count=False)
def plants_fit_between_bells(game) -> bool | str:
    slow = [c.name for c in game.deck("plants").cards if c.fields["hours"] > BELL_EVERY]
    return True if not slow else f"too slow: {', '.join(slow)}"


@invariant("every gardener can afford the cheapest plant at the start")
def cheapest_plant_affordable(players: int, game) -> bool:
    cheapest = min(c.fields["seeds"] for c in game.deck("plants").cards)
    return cheapest <= starting_seeds("First")
