"""The Long Survey: the rules the journal sheet, the tables and the worked examples print.

One explorer, one map sheet of forty hexes, thirty days. Everything the rulebook states as a
number comes from here or from game.yaml; invariants tie the two together.
"""
from generator.engine import invariant, rule

PLAYERS = (1, 1)

# The map, row A (top) to row E (bottom), columns 1 to 8. Rows B and D sit half a hex to the
# right of the rows above and below them, so hex B1 touches A1, A2, C1 and C2.
MAP = (
    ("Hills", "Forest", "Forest", "Hills", "Peaks", "Ruins", "Spring", "Peaks"),
    ("Meadow", "Forest", "Spring", "Hills", "Hills", "Peaks", "Peaks", "Observatory"),
    ("Base Camp", "Meadow", "Forest", "Marsh", "Marsh", "Spring", "Hills", "Peaks"),
    ("Meadow", "Ruins", "Meadow", "Marsh", "Marsh", "Forest", "Hills", "Ruins"),
    ("Forest", "Forest", "Meadow", "Spring", "Meadow", "Meadow", "Ruins", "Hills"),
)
ROWS = "ABCDE"

TERRAIN_COST = {
    "Meadow": 1, "Forest": 2, "Hills": 2, "Marsh": 3, "Peaks": 3,
    "Spring": 1, "Ruins": 2, "Base Camp": 1, "Observatory": 2,
}

LEVELS = {"Well-supplied": 12, "Standard": 9, "Lean season": 6}
LEVEL_IDS = {"well-supplied": "Well-supplied", "lean-season": "Lean season", None: "Standard"}

# The weather die: a six-sided die with stickers. A Storm is rolled again.
WEATHER = {1: "clear", 2: "clear", 3: "cloudy", 4: "cloudy", 5: "rain", 6: "storm"}
STORM = {1: "break", 2: "break", 3: "break", 4: "break", 5: "squall", 6: "squall"}   # Sun or Cloud: it breaks
STEPS = {"Clear": 3, "Cloudy": 2, "Rain": 1, "Squall": 0, "Break": 1}

# Evening events on two six-sided dice, 2 to 12, with what each does to the supplies.
EVENTS = {
    2: ("Rockslide", -2),
    3: ("Wrong Turn", 0),
    4: ("Spoiled Rations", -1),
    5: ("Twisted Ankle", 0),
    6: ("Cold Night", -1),
    7: ("Quiet Camp", 0),
    8: ("Berry Thicket", 1),
    9: ("Fresh Tracks", 1),
    10: ("Clear Horizon", 0),
    11: ("Trapper's Cache", 2),
    12: ("Star Chart", 0),
}

RANKS = ((30, "Legend of the Society"), (23, "Gold Medallist"), (15, "Fellow of the Society"),
         (0, "Footnote in the Gazette"))


# ---------------------------------------------------------------- the map

@rule
def map_hexes() -> list[list[str]]:
    """The terrain of every hex, row by row: what the journal sheet prints."""
    return [list(row) for row in MAP]


@rule
def hex_count() -> int:
    return sum(len(row) for row in MAP)


@rule
def terrain_cost(terrain: str) -> int:
    """Steps it takes to enter one hex of this terrain."""
    return TERRAIN_COST[terrain]


@rule
def hexes_of(terrain: str) -> int:
    """How many hexes of the map show this terrain."""
    return sum(row.count(terrain) for row in MAP)


def _where(terrain: str) -> tuple[int, int]:
    for r, row in enumerate(MAP):
        for c, name in enumerate(row):
            if name == terrain:
                return r, c
    raise ValueError(terrain)


def _neighbours(r: int, c: int):
    shifted = r % 2 == 1          # rows B and D (index 1 and 3) sit half a hex to the right
    steps = [(0, -1), (0, 1)]
    if shifted:
        steps += [(-1, 0), (-1, 1), (1, 0), (1, 1)]
    else:
        steps += [(-1, -1), (-1, 0), (1, -1), (1, 0)]
    for dr, dc in steps:
        nr, nc = r + dr, c + dc
        if 0 <= nr < len(MAP) and 0 <= nc < len(MAP[0]):
            yield nr, nc


def _cheapest(start: tuple[int, int], goal: tuple[int, int]) -> int:
    import heapq
    best = {start: 0}
    queue = [(0, start)]
    while queue:
        cost, here = heapq.heappop(queue)
        if here == goal:
            return cost
        if cost > best.get(here, 10**9):
            continue
        for nxt in _neighbours(*here):
            new = cost + TERRAIN_COST[MAP[nxt[0]][nxt[1]]]
            if new < best.get(nxt, 10**9):
                best[nxt] = new
                heapq.heappush(queue, (new, nxt))
    return 10**9


@rule
def are_neighbours(a: str, b: str) -> bool:
    """Whether two hexes, written as on the sheet ('C1', 'B2'), share a side."""
    ra, ca = ROWS.index(a[0]), int(a[1:]) - 1
    rb, cb = ROWS.index(b[0]), int(b[1:]) - 1
    return (rb, cb) in set(_neighbours(ra, ca))


@rule
def cheapest_way_out() -> int:
    """The fewest steps from Base Camp to the Observatory, entering hex after hex."""
    return _cheapest(_where("Base Camp"), _where("Observatory"))


@rule
def path_cost(hexes: list) -> int:
    """Steps to walk a path of hexes (the first is where you stand, so it costs nothing)."""
    total = 0
    for here, there in zip(hexes, hexes[1:]):
        if not are_neighbours(here, there):
            raise ValueError(f"{here} and {there} do not touch")
        total += TERRAIN_COST[MAP[ROWS.index(there[0])][int(there[1:]) - 1]]
    return total


# ---------------------------------------------------------------- time and supplies

@rule
def day_limit() -> int:
    return 30


@rule
def starting_supplies(level: str = "Standard") -> int:
    """Supply days in your pack when you set out, by difficulty."""
    return LEVELS[level]


@rule
def pack_limit(level: str = "Standard") -> int:
    """The most supply days the pack holds: the supply track runs 0 to this."""
    return 15


@rule
def rations_per_day() -> int:
    return 1


@rule
def forced_march_cost() -> int:
    """Extra supply days eaten for one extra step."""
    return 1


@rule
def forced_march_steps() -> int:
    return 1


@rule
def spring_camp_supplies() -> int:
    return 5


@rule
def dry_camp_supplies() -> int:
    return 2


@rule
def hunger_limit() -> int:
    """The Hunger box that ends the expedition."""
    return 3


# ---------------------------------------------------------------- weather

@rule
def weather(roll: int, reroll: int | None = None) -> str:
    if reroll is None:
        return WEATHER[roll]
    return STORM[reroll]


@rule
def march_steps(weather: str, forced: bool = False, ankle: bool = False) -> int:
    """Steps you may spend today: the weather's, one more on a forced march, one fewer with a
    twisted ankle (never below none)."""
    steps = STEPS[weather] + (forced_march_steps() if forced else 0) - (1 if ankle else 0)
    return max(0, steps)


# ---------------------------------------------------------------- evening events

@rule
def event(roll: int) -> str:
    return EVENTS[roll][0]


@rule
def event_supplies(roll: int) -> int:
    """Supply days the evening's event adds (or takes, below zero)."""
    return EVENTS[roll][1]


@rule
def ways_to_roll(roll: int) -> int:
    """Of the 36 throws of two six-sided dice, how many total `roll`."""
    return 6 - abs(7 - roll)


@rule
def supplies_after_day(supplies: int, camp: str = "none", roll: int = 7, forced: int = 0,
                       ruin_supplies: int = 0) -> int:
    """The supply track at the end of a day: camp first, then the ruin's card, the forced
    marches and the day's ration, then the event; never above the pack, never below 0."""
    gain = {"none": 0, "dry": dry_camp_supplies(), "spring": spring_camp_supplies()}[camp]
    s = min(pack_limit(), supplies + gain + ruin_supplies)
    s -= forced * forced_march_cost()
    s -= rations_per_day()
    s = max(0, s)
    s = max(0, min(pack_limit(), s + event_supplies(roll)))
    return s


# ---------------------------------------------------------------- scoring

@rule
def return_bonus() -> int:
    return 10


@rule
def star_chart_points() -> int:
    return 2


@rule
def points_per_supply() -> int:
    return 1


@rule
def final_score(returned: bool, ruin_points: int, charts: int, supplies: int) -> int:
    """The journal's score: nothing for an expedition that never came home."""
    if not returned:
        return 0
    return return_bonus() + ruin_points + charts * star_chart_points() + supplies * points_per_supply()


@rule
def rank(score: int | str) -> str:
    if isinstance(score, str):          # the open-ended column, "30 or more"
        score = int(score.split()[0])
    for low, name in RANKS:
        if score >= low:
            return name
    return RANKS[-1][1]


# ---------------------------------------------------------------- setup

def setup(players: int, variant: str | None = None) -> dict[str, int]:
    """One explorer: a journal sheet from the pad, the Ruin cards, the three dice, a pencil."""
    return {
        "journal-pad": 1,
        "ruins": 10,
        "weather-die": 1,
        "event-dice": 2,
        "pencil": 1,
    }


def play(players: int, variant: str | None = None) -> dict:
    return {"ruins": {"hand": 0, "draw": 1}, "event-dice": {"dice": 2}}


# ---------------------------------------------------------------- invariants

@invariant("the map sheet has forty hexes, one Base Camp and one Observatory", per_player_count=False)
def map_is_whole(game) -> bool | str:
    if hex_count() != 40:
        return f"{hex_count()} hexes"
    if hexes_of("Base Camp") != 1 or hexes_of("Observatory") != 1:
        return "the map needs exactly one Base Camp and one Observatory"
    unknown = {t for row in MAP for t in row} - set(game.names["terrains"])
    return True if not unknown else f"terrains not in game.yaml: {', '.join(sorted(unknown))}"


@invariant("a round trip on the cheapest path fits in the day limit on Cloudy days", per_player_count=False)
def round_trip_fits() -> bool | str:
    days = 2 * cheapest_way_out() / STEPS["Cloudy"]
    return True if days <= day_limit() else f"{days} days"


@invariant("the Ruin deck holds a card for every Ruins hex, twice over", per_player_count=False)
def enough_ruin_cards(game) -> bool | str:
    deck = game.deck("ruins")
    return True if deck.total >= 2 * hexes_of("Ruins") else f"{deck.total} cards"


@invariant("no difficulty starts with more supplies than the pack holds", per_player_count=False)
def packs_fit() -> bool:
    return all(starting_supplies(level) <= pack_limit(level) for level in LEVELS)


@invariant("the event table covers every total of two dice", per_player_count=False)
def events_cover_the_dice() -> bool:
    return sorted(EVENTS) == list(range(2, 13)) and sum(ways_to_roll(r) for r in EVENTS) == 36


@rule
def camp_supplies(camp: str) -> int:
    """Supply days a camp restores: 'Dry camp' anywhere, 'Spring camp' on a Spring hex."""
    return {"Dry camp": dry_camp_supplies(), "Spring camp": spring_camp_supplies()}[camp]


@rule
def score_part(part: str) -> int:
    return {"Back at Base Camp": return_bonus(), "Each star chart": star_chart_points(),
            "Each supply day left": points_per_supply()}[part]


@rule
def constant(what: str) -> int:
    return {"Days": day_limit(), "Hexes": hex_count(), "Hunger boxes": hunger_limit(),
            "Ration per day": rations_per_day()}[what]


@rule
def star_chart_boxes() -> int:
    """Star chart boxes on the journal sheet."""
    return 4


@rule
def ruin_log_lines() -> int:
    return hexes_of("Ruins")
