"""Hearth and Furrow: the rules the board, the tables and the rulebook print.

Action spaces whose numbers change with the player count are kept as triples,
one value each for two, three and four players, and printed with slashes
("1/2/2", "3/4/5") as the board prints them.
"""

from generator.engine import invariant, rule

PLAYERS = (2, 4)
COUNTS = (2, 3, 4)

# space: (workers at 2/3/4 players, goods each worker takes at 2/3/4 players, the good)
GATHERING = {
    "Forest": ((1, 2, 2), (3, 3, 4), "Wood"),
    "Clay Pit": ((1, 1, 2), (2, 2, 3), "Clay"),
    "Reed Bank": ((1, 1, 1), (1, 2, 2), "Reed"),
    "Fishing Pond": ((1, 2, 2), (3, 4, 5), "Food"),
    "Day Labourer": ((2, 3, 4), (2, 2, 2), "Food"),
    "Grain Seeds": ((1, 1, 2), (1, 1, 1), "Grain"),
    "Sheep Market": ((1, 1, 2), (1, 1, 1), "Sheep"),
}

# spaces that take one worker at every player count, and what they do
OTHER = {
    "Plough": "plough 1 field",
    "Sow": "sow up to 2 fields",
    "Build Rooms": "build rooms, paying for each",
    "Fences": "fence up to 2 pastures",
    "Family Growth": "1 newborn, if you have a free room",
    "Workshop": "buy 1 improvement",
    "Starting Player": "take 1 Food and the starting player token",
}

# what one Grain bakes into at a harvest, by the improvement that bakes it
BAKING = {"Fireplace": 2, "Cooking Hearth": 3}

# end scoring bands: (from this many up, points)
BANDS = {
    "Fields": ((0, -1), (2, 1), (3, 2), (4, 3), (5, 4)),
    "Sheep": ((0, -1), (1, 1), (4, 2), (6, 3), (8, 4)),
    "Grain": ((0, -1), (1, 1), (4, 2), (6, 3), (8, 4)),
}

# the general supply, which comes out of the box whole (held to game.yaml by an invariant)
SUPPLY = {"wood": 30, "clay": 20, "reed": 16, "grain": 30, "food": 40, "sheep": 18, "begging": 10}
DECK_SIZE = 12


def _index(players: int) -> int:
    if players not in COUNTS:
        raise ValueError(f"Hearth and Furrow is for 2-4 players, not {players}")
    return players - COUNTS[0]


def _slashed(values) -> str:
    values = list(values)
    if len(set(values)) == 1:
        return str(values[0])
    return "/".join(str(v) for v in values)


# ---------------------------------------------------------------- action spaces

@rule
def space_workers(space: str, players: int = 2) -> int:
    """How many workers an action space takes at this player count."""
    if space in GATHERING:
        return GATHERING[space][0][_index(players)]
    if space in OTHER:
        _index(players)
        return 1
    raise ValueError(f"no action space {space!r}")


@rule
def space_takes(space: str, players: int = 2) -> int:
    """Goods each worker on a gathering space takes at this player count."""
    if space not in GATHERING:
        raise ValueError(f"{space!r} is no gathering space")
    return GATHERING[space][1][_index(players)]


@rule
def action_space(space: str, what: str) -> str:
    """A space as the board prints it: its workers and its action, slashed by player count."""
    if what == "Workers":
        return _slashed(space_workers(space, n) for n in COUNTS)
    if what == "Action":
        if space in GATHERING:
            good = GATHERING[space][2]
            return f"take {_slashed(space_takes(space, n) for n in COUNTS)} {good}"
        if space in OTHER:
            return OTHER[space]
        raise ValueError(f"no action space {space!r}")
    raise ValueError(f"unknown column {what!r}")


def all_spaces() -> list[str]:
    return list(GATHERING) + list(OTHER)


# ---------------------------------------------------------------- setup

@rule
def display_cards(players: int = 2) -> int:
    """Improvement cards laid face up as the display: two more than the players."""
    return _index(players) + COUNTS[0] + 2


@rule
def starting_workers(players: int | None = None) -> int:
    return 2


@rule
def max_workers(players: int | None = None) -> int:
    return 5


@rule
def starting_food(players: int | None = None, first: bool = False) -> int:
    """The starting player takes 2 Food, everyone else 3."""
    return 2 if first else 3


@rule
def rounds(players: int | None = None) -> int:
    return 8


@rule
def harvest_rounds() -> list[int]:
    return [3, 6, 8]


@rule
def harvest_round(index: int) -> int:
    """The round after which the index-th harvest comes."""
    return harvest_rounds()[index - 1]


@rule
def farm_plots() -> int:
    return 10


@rule
def starting_rooms() -> int:
    return 2


@rule
def sown_field_grain() -> int:
    """Grain on a field right after it is sown: 1 from you, 2 from the supply."""
    return 3


# ---------------------------------------------------------------- harvest

@rule
def food_per_worker(players: int | None = None) -> int:
    return 2


@rule
def food_per_newborn(players: int | None = None) -> int:
    return 1


@rule
def raw_grain_food(players: int | None = None) -> int:
    return 1


@rule
def sheep_per_pasture(players: int | None = None) -> int:
    return 2


@rule
def sheep_in_house(players: int | None = None) -> int:
    return 1


@rule
def food_needed(workers: int, newborns: int = 0) -> int:
    """Food a family eats at a harvest."""
    return (workers - newborns) * food_per_worker() + newborns * food_per_newborn()


@rule
def baked_food(grain: int, improvement: str = "") -> int:
    """Food from Grain at a harvest: raw, or baked by a Fireplace or Cooking Hearth."""
    return grain * BAKING.get(improvement, raw_grain_food())


@rule
def begging_tokens(needed: int, paid: int) -> int:
    return max(0, needed - paid)


# ---------------------------------------------------------------- scoring

def _band_points(what: str, count: int) -> int:
    points = None
    for start, pts in BANDS[what]:
        if count >= start:
            points = pts
    return points


@rule
def field_points(fields: int) -> int:
    return _band_points("Fields", fields)


@rule
def sheep_points(sheep: int) -> int:
    return _band_points("Sheep", sheep)


@rule
def grain_points(grain: int) -> int:
    return _band_points("Grain", grain)


@rule
def needed_for_points(points: int, what: str) -> str:
    """What the scoring table prints: how many of a thing score these points."""
    bands = BANDS[what]
    for i, (start, pts) in enumerate(bands):
        if pts == points:
            if i == len(bands) - 1:
                return f"{start}+"
            end = bands[i + 1][0] - 1
            return str(start) if end == start else f"{start}-{end}"
    return None


@rule
def room_points(players: int | None = None) -> int:
    return 1


@rule
def worker_points(players: int | None = None) -> int:
    return 3


@rule
def unused_plot_points(players: int | None = None) -> int:
    return -1


@rule
def begging_points(players: int | None = None) -> int:
    return -3


@rule
def final_score(fields: int, sheep: int, grain: int, rooms: int, workers: int,
                unused_plots: int, improvement_points: int, begging: int) -> int:
    return (field_points(fields) + sheep_points(sheep) + grain_points(grain)
            + rooms * room_points() + workers * worker_points()
            + unused_plots * unused_plot_points() + improvement_points
            + begging * begging_points())


# ---------------------------------------------------------------- setup and play

def setup(players: int, variant: str | None = None) -> dict[str, int]:
    taken = {
        "game-board": 1,
        "farm-boards": players,
        "workers": max_workers() * players,   # each player takes the five workers of a colour
        "round-marker": 1,
        "start-token": 1,
        "score-pad": 1,
    }
    taken.update(SUPPLY)
    if variant == "family":
        taken["improvements"] = 0
        taken["improvements/fireplace"] = 2
    else:
        taken["improvements"] = DECK_SIZE
    return taken


def play(players: int, variant: str | None = None) -> dict[str, dict]:
    return {"improvements": {"table": display_cards(players)}}


# ---------------------------------------------------------------- invariants

@invariant("the general supply and the improvement deck come out of the box whole", per_player_count=False)
def supply_matches_box(game) -> bool | str:
    box = {c.id: c.count for c in game.inventory}
    wrong = [k for k, v in SUPPLY.items() if box.get(k) != v]
    deck = game.deck("improvements")
    if deck is None or deck.total != DECK_SIZE:
        wrong.append("improvements")
    return True if not wrong else "differs from the box: " + ", ".join(wrong)


@invariant("the box holds every worker a player can grow to", per_player_count=False)
def workers_per_player(game) -> bool | str:
    line = next(c for c in game.inventory if c.id == "workers")
    return True if line.per_player == max_workers() else f"per_player {line.per_player}"


@invariant("the display never needs more cards than the deck holds")
def display_fits(players: int, game) -> bool:
    return display_cards(players) <= game.deck("improvements").total


@invariant("the board has a place for every worker the players can have")
def spaces_hold_everyone(players: int) -> bool | str:
    room = sum(space_workers(s, players) for s in all_spaces())
    need = players * max_workers()
    return True if room >= need else f"{room} places for {need} workers"


@invariant("the baking improvements are cards of the deck", per_player_count=False)
def bakers_exist(game) -> bool | str:
    names = {c.name for c in game.deck("improvements").cards}
    missing = [b for b in BAKING if b not in names]
    return True if not missing else "no such card: " + ", ".join(missing)


@invariant("a room scores what the building costs say", per_player_count=False)
def room_cost_points(game) -> bool | str:
    room = next((c for c in game.costs if c.id == "room"), None)
    if room is None:
        return "no cost 'room'"
    return True if room.points == room_points() else f"room cost gives {room.points} points"


@invariant("the starting rooms leave plots to farm", per_player_count=False)
def farm_has_room() -> bool:
    return starting_rooms() < farm_plots() and starting_workers() <= starting_rooms()
