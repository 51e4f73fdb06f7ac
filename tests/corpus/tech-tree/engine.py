"""Engine model of Cradle of Ages: the rules the printed tables and examples are bound to.

The technology tree, the buildings and the wonders are written here as data because the
rules compute with them (what a city yields, what a player may research, what a city
scores). The invariants at the bottom hold this data to the card files, so a card edited
on one side only fails the check.
"""
from generator.engine import invariant, rule

PLAYERS = (2, 4)
ROUNDS = 12
FOOD_TO_GROW = 4
MAX_POPULATION = 10
BASE_FOOD = 2
BASE_SCIENCE = 2
RESEARCH_MARKERS_PER_PLAYER = 15
STARTING_TECHS = ("Foraging", "Stone Tools")
ARCHITECTURE_DISCOUNT = 2

ERAS = ("Ancient", "Classical", "Medieval")
ERA_OPENS = {"Ancient": 1, "Classical": 5, "Medieval": 9}
ERA_POINTS = {"Ancient": 1, "Classical": 2, "Medieval": 3}

# name: (era, science cost, prerequisites, food, production, science, building unlocked)
TECHS = {
    "Foraging": ("Ancient", 1, (), 1, 0, 0, None),
    "Stone Tools": ("Ancient", 1, (), 0, 1, 0, None),
    "Agriculture": ("Ancient", 3, ("Foraging",), 1, 0, 0, "Granary"),
    "Pottery": ("Ancient", 2, ("Foraging",), 1, 0, 0, None),
    "Animal Husbandry": ("Ancient", 4, ("Foraging",), 1, 1, 0, None),
    "Mining": ("Ancient", 3, ("Stone Tools",), 0, 1, 0, None),
    "Bronze Working": ("Ancient", 4, ("Mining",), 0, 1, 0, "Forge"),
    "Writing": ("Ancient", 3, ("Pottery",), 0, 0, 1, "Library"),
    "Mysticism": ("Ancient", 3, ("Foraging",), 0, 0, 1, "Shrine"),
    "The Wheel": ("Ancient", 3, ("Stone Tools",), 0, 1, 0, None),
    "Irrigation": ("Classical", 5, ("Agriculture",), 2, 0, 0, None),
    "Mathematics": ("Classical", 6, ("Writing", "The Wheel"), 0, 0, 1, None),
    "Currency": ("Classical", 5, ("Bronze Working",), 0, 0, 0, "Market"),
    "Philosophy": ("Classical", 6, ("Writing", "Mysticism"), 0, 0, 2, None),
    "Construction": ("Classical", 5, ("Mining", "The Wheel"), 0, 1, 0, None),
    "Iron Working": ("Classical", 6, ("Bronze Working",), 0, 2, 0, None),
    "Literacy": ("Classical", 5, ("Writing",), 0, 0, 1, None),
    "Horseback Riding": ("Classical", 5, ("Animal Husbandry",), 1, 1, 0, None),
    "Calendar": ("Classical", 5, ("Agriculture", "Mysticism"), 1, 0, 1, None),
    "Engineering": ("Classical", 7, ("Construction", "Mathematics"), 0, 1, 0, "Aqueduct"),
    "Crop Rotation": ("Medieval", 8, ("Irrigation", "Horseback Riding"), 3, 0, 0, None),
    "Astronomy": ("Medieval", 9, ("Mathematics", "Calendar"), 0, 0, 2, None),
    "Banking": ("Medieval", 9, ("Currency", "Mathematics"), 0, 1, 1, None),
    "Theology": ("Medieval", 8, ("Philosophy",), 0, 0, 1, "Cathedral"),
    "Guilds": ("Medieval", 9, ("Currency", "Iron Working"), 0, 2, 0, None),
    "Machinery": ("Medieval", 10, ("Engineering", "Iron Working"), 0, 3, 0, None),
    "Education": ("Medieval", 9, ("Literacy", "Philosophy"), 0, 0, 2, "University"),
    "Architecture": ("Medieval", 9, ("Engineering",), 0, 0, 0, None),
    "Feudalism": ("Medieval", 8, ("Horseback Riding", "Construction"), 1, 2, 0, None),
    "Printing": ("Medieval", 10, ("Education", "Machinery"), 0, 0, 3, None),
}

# name: (production cost, food, production, science, points)
BUILDINGS = {
    "Granary": (3, 1, 0, 0, 0),
    "Shrine": (3, 0, 0, 1, 1),
    "Forge": (4, 0, 2, 0, 0),
    "Library": (4, 0, 0, 2, 0),
    "Market": (6, 1, 1, 0, 1),
    "Aqueduct": (7, 2, 0, 0, 1),
    "University": (9, 0, 0, 3, 2),
    "Cathedral": (10, 0, 0, 0, 4),
}

# name: (era, production cost, food, production, science, points)
WONDERS = {
    "Great Pyramid": ("Ancient", 10, 0, 2, 0, 4),
    "Hanging Gardens": ("Ancient", 9, 2, 0, 0, 3),
    "Colossus": ("Ancient", 9, 0, 1, 1, 3),
    "Great Library": ("Classical", 14, 0, 0, 3, 5),
    "Lighthouse": ("Classical", 13, 1, 1, 0, 5),
    "Oracle": ("Classical", 12, 0, 0, 2, 4),
    "Great Wall": ("Medieval", 18, 0, 0, 0, 8),
    "Star Observatory": ("Medieval", 17, 0, 0, 2, 7),
}


# ---------------------------------------------------------------- setup by player count

@rule
def starting_techs(players: int | None = None) -> int:
    """Technologies each player owns before the first round."""
    return len(STARTING_TECHS)


@rule
def starting_population(players: int | None = None) -> int:
    return 2


@rule
def starting_science(players: int | None = None) -> int:
    return 2


@rule
def starting_production(players: int | None = None) -> int:
    return 2


@rule
def building_copies(players: int) -> int:
    """Cards of each building put out in the supply: one per player."""
    return players


@rule
def wonders_in_play(players: int) -> int:
    """Wonders shuffled into the wonder deck; the rest go back in the box unseen."""
    return players + 4


@rule
def wonders_face_up(players: int) -> int:
    return players + 1


@rule
def seat_science(seat: int) -> int:
    """Extra Science a player starts with for going later in the first round."""
    return {1: 0, 2: 1, 3: 1, 4: 2}[seat]


@rule
def seat_production(seat: int) -> int:
    return {1: 0, 2: 0, 3: 1, 4: 1}[seat]


# ---------------------------------------------------------------- rounds and eras

@rule
def rounds() -> int:
    return ROUNDS


@rule
def era_opens(era: str) -> int:
    """The round from which a technology or wonder of this era may be taken."""
    return ERA_OPENS[era]


@rule
def tech_points(era: str) -> int:
    """Points each technology of this era is worth at the end."""
    return ERA_POINTS[era]


@rule
def era_of_round(round: int) -> str:
    return [e for e in ERAS if ERA_OPENS[e] <= round][-1]


# ---------------------------------------------------------------- the prerequisite chart

@rule
def tech_fact(tech: str, what: str):
    era, cost, requires, food, production, science, unlocks = TECHS[tech]
    if what == "Science":
        return cost
    if what == "Requires":
        return list(requires) if requires else None
    if what == "Unlocks":
        return unlocks
    if what == "Yields":
        parts = [f"+{n} {r}" for n, r in ((food, "Food"), (production, "Production"), (science, "Science")) if n]
        return ", ".join(parts) if parts else None
    raise ValueError(f"no such column: {what}")


# ---------------------------------------------------------------- researching

@rule
def missing_prerequisites(owned: list, tech: str) -> list:
    return [t for t in TECHS[tech][2] if t not in owned]


@rule
def may_research(owned: list, tech: str, round: int, science: int) -> bool:
    era, cost = TECHS[tech][0], TECHS[tech][1]
    return (
        tech not in owned
        and not missing_prerequisites(owned, tech)
        and ERA_OPENS[era] <= round
        and science >= cost
    )


@rule
def science_after_research(science: int, tech: str) -> int:
    return science - TECHS[tech][1]


@rule
def wonder_cost(wonder: str, architecture: bool = False) -> int:
    cost = WONDERS[wonder][1]
    return cost - ARCHITECTURE_DISCOUNT if architecture else cost


# ---------------------------------------------------------------- yields and growth

@rule
def city_yield(population: int, techs: list, buildings: list = (), wonders: list = ()) -> list:
    """[Food, Production, Science] a city takes in the Income and Growth phases."""
    food, production, science = BASE_FOOD, population, BASE_SCIENCE
    for t in techs:
        food += TECHS[t][3]
        production += TECHS[t][4]
        science += TECHS[t][5]
    for b in buildings:
        food += BUILDINGS[b][1]
        production += BUILDINGS[b][2]
        science += BUILDINGS[b][3]
    for w in wonders:
        food += WONDERS[w][2]
        production += WONDERS[w][3]
        science += WONDERS[w][4]
    return [food, production, science]


@rule
def base_food() -> int:
    """Food every city yields before its cards: the river valley itself."""
    return BASE_FOOD


@rule
def base_science() -> int:
    return BASE_SCIENCE


@rule
def food_to_grow() -> int:
    return FOOD_TO_GROW


@rule
def max_population() -> int:
    return MAX_POPULATION


@rule
def surplus(food: int, population: int) -> int:
    """Food left once every population has eaten one."""
    return food - population


@rule
def grow(population: int, store: int, food: int) -> list:
    """[population, food store] after the Growth phase."""
    store += food - population
    if store < 0:
        return [max(1, population - 1), 0]
    while store >= FOOD_TO_GROW and population < MAX_POPULATION:
        store -= FOOD_TO_GROW
        population += 1
    return [population, min(store, FOOD_TO_GROW - 1)]


# ---------------------------------------------------------------- scoring

@rule
def final_score(population: int, techs: list, buildings: list = (), wonders: list = ()) -> int:
    score = population
    score += sum(ERA_POINTS[TECHS[t][0]] for t in techs)
    score += sum(BUILDINGS[b][4] for b in buildings)
    score += sum(WONDERS[w][5] for w in wonders)
    return score


# ---------------------------------------------------------------- setup

def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "technology": 30,
        "building": building_copies(players) * len(BUILDINGS),
        "wonder": wonders_in_play(players),
        "city-mats": players,
        "chronicle-board": 1,
        "research-markers": RESEARCH_MARKERS_PER_PLAYER * players,
        "city-markers": 2 * players,
        "round-marker": 1,
        "production-tokens": 40,
        "science-tokens": 40,
        "first-player": 1,
    }


# ---------------------------------------------------------------- invariants

def _row(card, cols):
    return tuple(card.fields[c] for c in cols)


@invariant("the engine's technology tree is the technology cards", per_player_count=False)
def tree_matches_cards(game) -> bool | str:
    cards = {c.name: c for c in game.deck("technology").cards}
    if set(cards) != set(TECHS):
        return f"names differ: {sorted(set(cards) ^ set(TECHS))}"
    for name, (era, cost, requires, food, production, science, unlocks) in TECHS.items():
        c = cards[name]
        got = (c.fields["era"], c.fields["cost"], tuple(c.fields["requires"]), c.fields["food"],
               c.fields["production"], c.fields["science"], c.fields["unlocks"] or None)
        if got != (era, cost, requires, food, production, science, unlocks):
            return f"{name} differs from the engine"
    return True


@invariant("every building and wonder card agrees with the engine", per_player_count=False)
def buildings_match_cards(game) -> bool | str:
    for c in game.deck("building").cards:
        if c.name not in BUILDINGS:
            return f"{c.name} is not in the engine"
        if _row(c, ("cost", "food", "production", "science", "points")) != BUILDINGS[c.name]:
            return f"{c.name} differs from the engine"
        if TECHS[c.fields["requires"]][6] != c.name:
            return f"{c.name}: {c.fields['requires']} does not unlock it"
    for c in game.deck("wonder").cards:
        if c.name not in WONDERS:
            return f"{c.name} is not in the engine"
        if _row(c, ("era", "cost", "food", "production", "science", "points")) != WONDERS[c.name]:
            return f"{c.name} differs from the engine"
    return True


@invariant("building and wonder costs in game.yaml match the cards", per_player_count=False)
def costs_match_cards(game) -> bool | str:
    printed = {c.name: c for c in game.costs}
    for name, data in list(BUILDINGS.items()) + [(w, d[1:]) for w, d in WONDERS.items()]:
        cost = printed.get(name)
        if cost is None:
            return f"{name} has no cost line"
        if sum(i.amount for i in cost.items) != data[0] or (cost.points or 0) != data[4]:
            return f"{name}: cost line differs from the engine"
    return True


@invariant("prerequisites come from the same era or an earlier one", per_player_count=False)
def prerequisites_come_first() -> bool | str:
    for name, (era, _c, requires, *_rest) in TECHS.items():
        for r in requires:
            if ERAS.index(TECHS[r][0]) > ERAS.index(era):
                return f"{name} needs the later {r}"
    return True


@invariant("a player never runs out of research markers", per_player_count=False)
def markers_suffice(game) -> bool | str:
    line = next(c for c in game.inventory if c.id == "research-markers")
    most = len(STARTING_TECHS) + ROUNDS      # one research a round
    return True if line.per_player >= most else f"{line.per_player} markers, up to {most} techs"


@invariant("the wonder deck holds enough wonders for every count")
def wonders_suffice(players: int, game) -> bool:
    return game.deck("wonder").total >= wonders_in_play(players) > wonders_face_up(players)
