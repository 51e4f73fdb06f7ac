"""Adjacency Parks: the rules the tables print, and the end-of-game scoring.

A city is written as four strings of four letters, one string per row, top
row first: H House, P Park, F Factory, S Shop, and a dot for a square that
is still empty. "HPHF" is a row of House, Park, House, Factory.
"""

from generator.engine import invariant, rule

PLAYERS = (2, 4)

SIDE = 4                      # a city plan is 4 squares by 4
TILES_IN_BOX = 70             # district tiles in the box (held to game.yaml below)
GOALS_IN_BOX = 8              # civic goal cards in the box
INFLUENCE_IN_BOX = 12

KIND_LETTERS = {"H": "House", "P": "Park", "F": "Factory", "S": "Shop"}

# What each civic goal is worth; held to the goal cards' points column.
GOAL_POINTS = {
    "green-belt": 4,
    "quiet-streets": 3,
    "high-street": 3,
    "industrial-estate": 4,
    "garden-suburb": 5,
    "four-corners": 4,
    "mixed-use": 3,
    "close-knit": 3,
}


# ---------------------------------------------------------------- set-up

@rule
def market_size(players: int = 2) -> int:
    """Face-up tiles in the market: one more than the players."""
    return players + 1


@rule
def influence_each(players: int = 2) -> int:
    """Influence tokens each player starts with."""
    return 3 if players == 2 else 2


@rule
def goals_revealed(players: int | None = None) -> int:
    """Civic goal cards turned face up at the start."""
    return 3


@rule
def city_squares(players: int | None = None) -> int:
    """Squares on a city plan, and so tiles each player places."""
    return SIDE * SIDE


@rule
def tiles_used(players: int = 2) -> int:
    """Tiles that end up in the cities."""
    return city_squares() * players


# ---------------------------------------------------------------- tile scores

@rule
def house_points(houses: int = 0) -> int:
    """A House is worth 1, whatever is beside it."""
    return 1


@rule
def park_points(houses: int) -> int:
    """A Park scores 2 for each House beside it."""
    return 2 * houses


@rule
def factory_points(houses: int) -> int:
    """A Factory is worth 3, less 1 for each House beside it (it may go below zero)."""
    return 3 - houses


@rule
def shop_points(kinds: int) -> int:
    """A Shop scores 1 for each different kind of tile beside it."""
    return kinds


@rule
def greenest_bonus() -> int:
    """Points for the city (or cities, when tied) with the largest group of Parks."""
    return 3


@rule
def influence_points(influence: int = 1) -> int:
    """Each Influence token left at the end is worth 1 point."""
    return influence


@rule
def end_bonus(what: str) -> int:
    """The points a city scores besides its tiles (table 'end_bonuses')."""
    return {"Greenest city": greenest_bonus(), "Each Influence left": influence_points(1)}[what]


INFLUENCE_COSTS = {"fresh-market": 1, "rezone": 2}


# ---------------------------------------------------------------- reading a city

def _cells(city: list) -> list[list[str]]:
    rows = [list(str(r)) for r in city]
    if len(rows) != SIDE or any(len(r) != SIDE for r in rows):
        raise ValueError(f"a city is {SIDE} rows of {SIDE} letters")
    for r in rows:
        for c in r:
            if c not in KIND_LETTERS and c != ".":
                raise ValueError(f"unknown tile letter {c!r}")
    return rows


def _beside(r: int, c: int):
    for dr, dc in ((-1, 0), (1, 0), (0, -1), (0, 1)):
        rr, cc = r + dr, c + dc
        if 0 <= rr < SIDE and 0 <= cc < SIDE:
            yield rr, cc


def _groups(cells: list[list[str]], letter: str) -> list[int]:
    seen: set[tuple[int, int]] = set()
    sizes = []
    for r in range(SIDE):
        for c in range(SIDE):
            if cells[r][c] != letter or (r, c) in seen:
                continue
            stack = [(r, c)]
            seen.add((r, c))
            size = 0
            while stack:
                cr, cc = stack.pop()
                size += 1
                for nr, nc in _beside(cr, cc):
                    if cells[nr][nc] == letter and (nr, nc) not in seen:
                        seen.add((nr, nc))
                        stack.append((nr, nc))
            sizes.append(size)
    return sizes


def _tile_score(cells: list[list[str]], r: int, c: int) -> int:
    here = cells[r][c]
    around = [cells[nr][nc] for nr, nc in _beside(r, c)]
    houses = around.count("H")
    if here == "H":
        return house_points(houses)
    if here == "P":
        return park_points(houses)
    if here == "F":
        return factory_points(houses)
    if here == "S":
        return shop_points(len({k for k in around if k != "."}))
    return 0


@rule
def points_by_kind(city: list) -> dict:
    """Tile points of a city, kind by kind."""
    cells = _cells(city)
    out = {"House": 0, "Park": 0, "Factory": 0, "Shop": 0}
    for r in range(SIDE):
        for c in range(SIDE):
            if cells[r][c] in KIND_LETTERS:
                out[KIND_LETTERS[cells[r][c]]] += _tile_score(cells, r, c)
    return out


@rule
def city_tile_points(city: list) -> int:
    """Every tile's own points, added up."""
    return sum(points_by_kind(city).values())


@rule
def largest_park_group(city: list) -> int:
    """The most Parks joined side to side in one group."""
    return max(_groups(_cells(city), "P"), default=0)


def _goal_met(goal: str, cells: list[list[str]]) -> bool:
    cols = ["".join(cells[r][c] for r in range(SIDE)) for c in range(SIDE)]
    rows = ["".join(r) for r in cells]
    if goal == "green-belt":
        return all("P" in row for row in rows)
    if goal == "quiet-streets":
        return not any(
            cells[r][c] == "F" and any(cells[nr][nc] == "P" for nr, nc in _beside(r, c))
            for r in range(SIDE) for c in range(SIDE)
        )
    if goal == "high-street":
        return any(line.count("S") >= 3 for line in rows + cols)
    if goal == "industrial-estate":
        return max(_groups(cells, "F"), default=0) >= 4
    if goal == "garden-suburb":
        houses = [(r, c) for r in range(SIDE) for c in range(SIDE) if cells[r][c] == "H"]
        return bool(houses) and all(
            any(cells[nr][nc] == "P" for nr, nc in _beside(r, c)) for r, c in houses
        )
    if goal == "four-corners":
        last = SIDE - 1
        return all(cells[r][c] == "P" for r, c in ((0, 0), (0, last), (last, 0), (last, last)))
    if goal == "mixed-use":
        return any(set(row) >= set(KIND_LETTERS) for row in rows)
    if goal == "close-knit":
        return max(_groups(cells, "H"), default=0) >= 6
    raise ValueError(f"unknown civic goal {goal!r}")


@rule
def goals_met(city: list, goals: list) -> list:
    """The civic goals (of those on the table) that this city meets."""
    cells = _cells(city)
    return [g for g in goals if _goal_met(g, cells)]


@rule
def goal_points(city: list, goals: list) -> int:
    """Points from the civic goals this city meets."""
    return sum(GOAL_POINTS[g] for g in goals_met(city, goals))


@rule
def final_score(city: list, goals: list, influence: int, greenest: bool) -> int:
    """Tile points + civic goals + the greenest-city bonus + Influence left."""
    return (
        city_tile_points(city)
        + goal_points(city, goals)
        + (greenest_bonus() if greenest else 0)
        + influence_points(influence)
    )


# ---------------------------------------------------------------- box and table

def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "districts": TILES_IN_BOX,                       # every tile, shuffled face down
        "goals": 0 if variant == "family" else GOALS_IN_BOX,
        "city-plans": players,
        "influence": influence_each(players) * players,
        "score-pad": 1,
    }


def play(players: int, variant: str | None = None) -> dict[str, dict]:
    return {
        "districts": {"table": market_size(players), "per_round": players, "turns": 5},
        "goals": {"table": goals_revealed(players)},
    }


@invariant("the box holds the numbers the engine counts with", per_player_count=False)
def box_matches(game) -> bool | str:
    tiles = game.deck("districts").total
    goals = game.deck("goals").total
    tokens = next(c.count for c in game.inventory if c.id == "influence")
    if tiles != TILES_IN_BOX:
        return f"{tiles} district tiles, engine counts {TILES_IN_BOX}"
    if goals != GOALS_IN_BOX:
        return f"{goals} goal cards, engine counts {GOALS_IN_BOX}"
    if tokens != INFLUENCE_IN_BOX:
        return f"{tokens} Influence tokens, engine counts {INFLUENCE_IN_BOX}"
    return True


@invariant("every goal card is worth what the engine scores it", per_player_count=False)
def goal_cards_match(game) -> bool | str:
    for card in game.deck("goals").cards:
        if GOAL_POINTS.get(card.id) != card.fields["points"]:
            return f"{card.name} prints {card.fields['points']}, engine scores {GOAL_POINTS.get(card.id)}"
    return True


@invariant("the tiles fill every city and the last market")
def tiles_suffice(players: int) -> bool | str:
    need = tiles_used(players) + market_size(players)
    return True if need <= TILES_IN_BOX else f"needs {need} tiles, the box holds {TILES_IN_BOX}"


@invariant("the Influence actions cost what the engine charges", per_player_count=False)
def influence_costs_match(game) -> bool | str:
    for cost in game.costs:
        paid = sum(item.amount for item in cost.items if item.of == "Influence")
        if INFLUENCE_COSTS.get(cost.id) != paid:
            return f"{cost.name} costs {paid} Influence, engine charges {INFLUENCE_COSTS.get(cost.id)}"
    return True


@invariant("there are goals enough for the table and one secret plan each")
def goals_suffice(players: int) -> bool:
    return goals_revealed(players) + players <= GOALS_IN_BOX


@invariant("the Influence tokens cover every player's start")
def influence_suffices(players: int) -> bool:
    return influence_each(players) * players <= INFLUENCE_IN_BOX
