"""Ant Colony: the rules the tables, examples and boards print."""

from generator.engine import invariant, rule

PLAYERS = (2, 4)

SEASONS = ("Spring", "Summer", "Autumn", "Winter")

CHAMBER_HOLDS = {
    "Nursery": "Brood",
    "Granary": "Crumbs",
    "Gallery": "Workers and nurses",
    "Barracks": "Soldiers",
    "Royal chamber": "The queen",
}
CHAMBER_ROOM = {"Nursery": 4, "Granary": 6, "Gallery": 4, "Barracks": 3, "Royal chamber": None}
CHAMBER_POINTS = {"Nursery": 1, "Granary": 1, "Gallery": 1, "Barracks": 2, "Royal chamber": 4}

ANT_POINTS = {"Worker": 1, "Nurse": 1, "Soldier": 2}
ANT_UPKEEP = {"Worker": 1, "Nurse": 1, "Soldier": 2}
RAISE_COST = {"Worker": 0, "Nurse": 0, "Soldier": 2}

STARTING_COLONY = {"Workers": 3, "Nurses": 1, "Soldiers": 1, "Eggs": 2, "Crumbs": 4}
STARTING_CHAMBERS = ("Nursery", "Granary", "Gallery", "Barracks")

# the supply, as the box holds it (held to game.yaml by whole_supplies_come_out)
SUPPLY = {
    "worker-tokens": 40,
    "nurse-tokens": 16,
    "soldier-tokens": 16,
    "brood-tokens": 40,
    "crumb-tokens": 64,
    "chamber-tiles": 42,
}
MEADOW_CARDS = 27
SEASON_CARDS = 12


# --- time -------------------------------------------------------------------

@rule
def turns_as_egg() -> int:
    """Grow steps a brood token spends on the egg spaces."""
    return 2


@rule
def turns_as_larva() -> int:
    """Grow steps a brood token spends on the larva spaces before it hatches."""
    return 3


@rule
def turns_in_season() -> int:
    return 3


@rule
def seasons_in_year() -> int:
    return len(SEASONS)


@rule
def last_turn() -> int:
    """The game is one year: its last turn is the last turn of Winter."""
    return turns_in_season() * seasons_in_year()


@rule
def season_start(season: str) -> int:
    """The turn on which a season begins."""
    return SEASONS.index(season) * turns_in_season() + 1


@rule
def season_turns(season: str) -> str:
    first = season_start(season)
    return f"{first}\u2013{first + turns_in_season() - 1}"


@rule
def meadow_refilled(season: str) -> bool:
    return season != "Winter"


@rule
def larva_turn(laid: int) -> int:
    """The turn on which an egg laid on turn `laid` turns over as a larva."""
    return laid + turns_as_egg()


@rule
def ant_turn(laid: int) -> int:
    """The turn on which an egg laid on turn `laid` hatches as an ant."""
    return laid + turns_as_egg() + turns_as_larva()


@rule
def hatches_in_time(laid: int) -> bool:
    return ant_turn(laid) <= last_turn()


# --- setup ------------------------------------------------------------------

@rule
def meadow_cards(players: int = 2) -> int:
    """Meadow cards face up: two more than the players."""
    return players + 2


@rule
def starting_colony(what: str) -> int:
    return STARTING_COLONY[what]


# --- the colony -------------------------------------------------------------

@rule
def eggs_laid(royal_chambers: int = 0) -> int:
    """Eggs a queen lays at the start of each season."""
    return 3 + royal_chambers


@rule
def brood_per_nurse() -> int:
    return 3


@rule
def larva_food() -> int:
    """Crumbs each larva eats in the Grow step."""
    return 1


@rule
def queen_food() -> int:
    """Crumbs the queen eats at the end of each season."""
    return 2


@rule
def chamber_holds(chamber: str) -> str:
    return CHAMBER_HOLDS[chamber]


@rule
def chamber_capacity(chamber: str) -> int | None:
    return CHAMBER_ROOM[chamber]


@rule
def chamber_points(chamber: str) -> int:
    return CHAMBER_POINTS[chamber]


@rule
def ant_points(ant: str) -> int:
    return ANT_POINTS[ant]


@rule
def ant_upkeep(ant: str) -> int:
    return ANT_UPKEEP[ant]


@rule
def raise_cost(ant: str) -> int:
    return RAISE_COST[ant]


@rule
def season_upkeep(workers: int, nurses: int, soldiers: int) -> int:
    """Crumbs a colony eats at the end of a season, the queen included."""
    return (workers * ant_upkeep("Worker") + nurses * ant_upkeep("Nurse")
            + soldiers * ant_upkeep("Soldier") + queen_food())


# --- scoring ----------------------------------------------------------------

@rule
def crumbs_per_point() -> int:
    return 3


@rule
def larva_points() -> int:
    return 1


@rule
def final_score(workers: int, nurses: int, soldiers: int, chambers: list, crumbs: int, larvae: int) -> int:
    ants = workers * ant_points("Worker") + nurses * ant_points("Nurse") + soldiers * ant_points("Soldier")
    rooms = sum(chamber_points(c) for c in chambers)
    return ants + rooms + crumbs // crumbs_per_point() + larvae * larva_points()


# --- setup ------------------------------------------------------------------

def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "meadow": MEADOW_CARDS,
        "season": SEASON_CARDS,
        "year-board": 1,
        "turn-marker": 1,
        "first-player-token": 1,
        "colony-boards": players,
        "queen-tokens": players,
        **SUPPLY,
    }


# --- invariants -------------------------------------------------------------

def _component(game, cid):
    return next(c for c in game.inventory if c.id == cid)


@invariant("the supply the engine names is the box's", per_player_count=False)
def whole_supplies_come_out(game) -> bool | str:
    wrong = [cid for cid, n in SUPPLY.items() if _component(game, cid).count != n]
    if game.deck("meadow").total != MEADOW_CARDS:
        wrong.append("meadow")
    if game.deck("season").total != SEASON_CARDS:
        wrong.append("season")
    return True if not wrong else "differs from the box: " + ", ".join(wrong)


@invariant("the supply covers every starting colony")
def starting_colonies_fit(players: int, game) -> bool | str:
    need = {
        "worker-tokens": STARTING_COLONY["Workers"],
        "nurse-tokens": STARTING_COLONY["Nurses"],
        "soldier-tokens": STARTING_COLONY["Soldiers"],
        "brood-tokens": STARTING_COLONY["Eggs"],
    }
    short = [cid for cid, each in need.items() if _component(game, cid).count < each * players]
    tiles = next(t for t in game.tokens if t.component == "chamber-tiles")
    per_kind = {f.front: f.count for f in tiles.faces}
    short += [k for k in STARTING_CHAMBERS if per_kind.get(k, 0) < players]
    return True if not short else "too few: " + ", ".join(short)


@invariant("the Meadow deck can lay out the first meadow")
def meadow_fills(players: int, game) -> bool:
    return game.deck("meadow").total >= meadow_cards(players)


@invariant("every season has as many Season cards", per_player_count=False)
def seasons_even(game) -> bool | str:
    counts = {s: 0 for s in SEASONS}
    for card in game.deck("season").cards:
        counts[card.fields["season"]] += card.count
    return True if len(set(counts.values())) == 1 else f"uneven: {counts}"


@invariant("the chamber costs score what the engine scores", per_player_count=False)
def chamber_points_agree(game) -> bool | str:
    wrong = [c.name for c in game.costs if c.group == "chambers" and c.points != chamber_points(c.name)]
    return True if not wrong else "points differ: " + ", ".join(wrong)
