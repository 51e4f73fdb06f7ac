"""Engine model of Commerce (trade, expansion and technology across six eras).

Every printed table, die table and worked example in game.yaml is bound to a
@rule below. Where the rulebook gives a formula (era thresholds, combat,
maintenance, taxes) the rule computes it; where it gives a chart (which
terrain yields what in which era, what a technology costs) the chart lives here
once, as data, and the invariants check that the chart hangs together.

Only the standard library and generator.engine are imported.
"""
from __future__ import annotations

from generator.engine import invariant, rule

PLAYERS = (2, 6)  # see ERRATA 1: the seed never states a range plainly

ERAS = ("Ancient", "Classical", "Medieval", "Renaissance", "Industrial", "Modern")
TERRAINS = ("Desert", "Water", "Ocean", "Grassland", "Mountains", "Forest", "Farmland", "Tundra")

# The era in which each terrain starts yielding each resource (None: nothing new
# that era). A resource, once unlocked, stays available in later eras.
# See ERRATA 18: the seed's chart lost its blank cells, so the eras are ours.
UNLOCKS: dict[str, tuple[str | None, ...]] = {
    #            Ancient   Classical  Medieval    Renaissance Industrial  Modern
    "Desert":    ("Spices", None,      "Artifacts", None,      "Oil",      "Gas"),
    "Water":     ("Fish",   "Lobster", "Shells",    None,      None,       None),
    "Ocean":     (None,     None,      "Whale",     None,      "Oil",      None),
    "Grassland": ("Cow",    "Wool",    "Egg",       "Sausage", None,       None),
    "Mountains": ("Stone",  "Iron",    "Gold",      None,      "Aluminum", "Silicon"),
    "Forest":    ("Wood",   "Resin",   "Truffles",  "Hardwood", None,      None),
    "Farmland":  ("Wheat",  "Rice",    "Tomatoes",  "Cotton",  "Potatoes", "Bananas"),
    "Tundra":    ("Clay",   None,      "Exotics",   "Coal",    "Minerals", None),
}

# The 31 resources, in the order the resource cards are listed.
RESOURCES = (
    "Spices", "Artifacts", "Oil", "Gas", "Fish", "Lobster", "Shells", "Whale",
    "Cow", "Wool", "Egg", "Sausage", "Stone", "Iron", "Gold", "Aluminum",
    "Silicon", "Wood", "Resin", "Truffles", "Hardwood", "Wheat", "Rice",
    "Tomatoes", "Cotton", "Potatoes", "Bananas", "Clay", "Exotics", "Coal",
    "Minerals",
)

CATEGORIES: dict[str, tuple[str, ...]] = {
    "food": ("Fish", "Cow", "Egg", "Sausage", "Truffles", "Wheat", "Rice",
             "Tomatoes", "Potatoes", "Bananas", "Lobster"),
    "luxury-goods": ("Spices", "Artifacts", "Lobster", "Shells", "Whale", "Gold",
                     "Exotics", "Cotton"),
    "building-materials": ("Wood", "Hardwood", "Iron", "Stone", "Aluminum", "Clay"),
    "burnables": ("Oil", "Gas", "Whale", "Wood", "Hardwood", "Coal", "Resin"),
    "tech-materials": ("Minerals", "Silicon"),
    "animal-products": ("Cow", "Wool", "Egg", "Sausage"),
}

DENOMINATIONS = (1, 5, 10)
CARDS_PER_DENOMINATION = 20

# Technologies: era, tech points (None: the Colony Ship wins instead), materials.
TECHNOLOGIES: dict[str, tuple[str, int | None, dict[str, int]]] = {
    "Wheel": ("Ancient", 1, {"Wood": 5, "Stone": 1, "Clay": 1}),
    "Sailing": ("Classical", 1, {"Wood": 3, "Wool": 2, "Iron": 1, "Resin": 1}),
    "Compass": ("Medieval", 1, {"Iron": 1, "Gold": 1}),
    "Harpoons": ("Medieval", 1, {"Iron": 1, "Exotics": 1, "Egg": 1}),
    "Printing Press": ("Medieval", 2, {"Stone": 10, "Gold": 1, "Shells": 1}),
    "Electricity": ("Renaissance", 3, {"Iron": 5, "Gold": 1, "Coal": 1}),
    "Chemistry": ("Renaissance", 3, {"Artifacts": 1, "Cotton": 1, "Whale": 1, "Coal": 1}),
    "Physics": ("Renaissance", 4, {"Artifacts": 2, "Clay": 10, "Gold": 5}),
    "Penicillin": ("Industrial", 3, {"Oil": 10}),
    "Sensors": ("Industrial", 2, {"Minerals": 1, "Oil": 1, "Aluminum": 1}),
    "Medicine": ("Industrial", 3, {"Oil": 5, "Aluminum": 5, "Resin": 5}),
    "Machinery": ("Industrial", 5, {"Aluminum": 15, "Coal": 10, "Iron": 10}),
    "Internet": ("Modern", 5, {"Silicon": 15, "Minerals": 5}),
    "Rockets": ("Modern", 10, {"Aluminum": 20, "Gas": 20, "Silicon": 10}),
    "Antimatter": ("Modern", 10, {"Bananas": 50}),
    # 50 food of any kind as well; categories are not era-locked, so only the
    # named resources are listed here.
    "Colony Ship": ("Modern", None, {"Iron": 10, "Aluminum": 20, "Gas": 20,
                                     "Silicon": 10, "Minerals": 5}),
}

# World wonders, one per era: name and materials. See ERRATA 6 and 7.
WONDERS: dict[str, tuple[str, dict[str, int]]] = {
    "Ancient": ("Pyramid", {"Stone": 20}),
    "Classical": ("Colosseum", {"Stone": 10, "Clay": 10}),
    "Medieval": ("Notre Dame", {"Stone": 10, "Iron": 1}),
    "Renaissance": ("Sistine Chapel", {"Stone": 10, "Iron": 10, "Artifacts": 5}),
    "Industrial": ("Brandenburg Gate", {"Stone": 20, "Aluminum": 10, "Iron": 10}),
    "Modern": ("Liberty Statue", {"Stone": 20, "Minerals": 10, "Iron": 10}),
}

# Worker level costs: the named resources and the category amounts
# (category, amount, different?). Level 1 is the price of a new worker.
WORKER_LEVELS: dict[int, tuple[dict[str, int], tuple[tuple[str, int, bool], ...]]] = {
    1: ({"Stone": 1}, (("food", 3, False),)),
    2: ({"Iron": 1}, (("food", 2, True), ("animal-products", 1, False))),
    3: ({"Iron": 1}, (("food", 3, True), ("animal-products", 1, False),
                      ("building-materials", 1, False))),
    4: ({"Iron": 1}, (("food", 4, True), ("animal-products", 2, False),
                      ("building-materials", 2, True), ("luxury-goods", 1, False))),
    5: ({"Iron": 4, "Coal": 3}, (("food", 5, True), ("building-materials", 3, True))),
    6: ({"Iron": 4, "Aluminum": 5, "Oil": 3},
        (("food", 6, True), ("tech-materials", 1, False), ("luxury-goods", 2, False))),
}

MAX_WORKER_LEVEL = 6
MIN_WORKER_LEVEL = 1

EVENT_KINDS = (
    "natural-good", "natural-bad", "economy-good", "economy-bad",
    "social-good", "social-bad",
)

# Pieces each player's colour set holds (the seed writes X; see ERRATA 15).
PER_PLAYER = {
    "settlements": 5,
    "cities": 4,
    "capitals": 1,
    "roads": 15,
    "ships": 4,
    "workers": 6,
}

MONEY_TOKENS = {1: 100, 5: 80, 10: 60}  # value -> tokens (see ERRATA 16)


def _era_index(era: str) -> int:
    if era not in ERAS:
        raise ValueError(f"unknown era {era!r}")
    return ERAS.index(era)


def _first_era(resource: str) -> int:
    """The earliest era index in which any terrain yields the resource."""
    found = [i for cells in UNLOCKS.values() for i, r in enumerate(cells) if r == resource]
    if not found:
        raise ValueError(f"no terrain yields {resource!r}")
    return min(found)


# --------------------------------------------------------------------------
# Players, eras and victory
# --------------------------------------------------------------------------

ERA_FACTORS = (0, 3, 8, 10, 15, 20)


@rule
def era_threshold(era: str, players: int) -> int:
    """Tech points all players together need before the game enters an era."""
    return players * ERA_FACTORS[_era_index(era)]


@rule
def tech_victory_points(players: int) -> int:
    """Tech points one player needs, during the Modern era, to win."""
    return players * 20


@rule
def tech_points(source: str) -> int | str:
    """Tech points a player gains from each source."""
    table: dict[str, int | str] = {
        "Settlement built": 1,
        "Settlement upgraded to city": 2,
        "New resource connected": 1,
        "World wonder built": 2,
        "Technology researched": "per card",
        "Bought from the bank": 1,
    }
    return table[source]


@rule
def tech_point_price() -> int:
    """Money the bank asks for one tech point."""
    return 100


# --------------------------------------------------------------------------
# Terrain and resources
# --------------------------------------------------------------------------

@rule
def resource(terrain: str, era: str) -> str | None:
    """The resource a terrain starts yielding in an era (None: nothing new)."""
    return UNLOCKS[terrain][_era_index(era)]


@rule
def available(terrain: str, era: str) -> list[str]:
    """Every resource a worker on the terrain may choose from in that era."""
    upto = _era_index(era)
    return [r for r in UNLOCKS[terrain][: upto + 1] if r is not None]


@rule
def tiles_per_terrain(terrain: str, players: int) -> int:
    """Tiles of one terrain laid out for the board (ERRATA 14)."""
    if terrain not in TERRAINS:
        raise ValueError(f"unknown terrain {terrain!r}")
    return players + 2


@rule
def worker_yield(level: int, liberty_statue: bool = False, luxury: bool = False) -> int:
    """Cards of one resource a worker of this level collects per resource phase.

    The Liberty Statue doubles every yield that is not a luxury good.
    """
    base = level
    return base * 2 if liberty_statue and not luxury else base


# --------------------------------------------------------------------------
# Workers
# --------------------------------------------------------------------------

@rule
def starting_workers(players: int) -> int:
    """Workers each player has when the game starts."""
    return 1


@rule
def max_workers(players: int) -> int:
    """Most workers one player may have at once."""
    return PER_PLAYER["workers"]


@rule
def max_workers_per_tile(players: int) -> int:
    """Most workers on one tile, whoever owns them."""
    return 3


@rule
def workers_on_board_at_start(players: int) -> int:
    return players * starting_workers(players)


@rule
def movement(roads: int) -> int:
    """Tiles a worker may move in one turn: one, plus one per connected road."""
    return 1 + roads


@rule
def level_after_attacking(level: int) -> int:
    """An attacker drops one level per attack but never dies from attacking (ERRATA 25)."""
    return max(MIN_WORKER_LEVEL, level - 1)


@rule
def level_after_losing(level: int) -> int:
    """A worker beaten as a defender, or caught on an enemy road, drops a level;
    0 means the worker is removed."""
    return level - 1


# --------------------------------------------------------------------------
# Combat
# --------------------------------------------------------------------------

@rule
def attack_margin(attacker_level: int, defender_level: int, brandenburg_gate: bool = False) -> int:
    """How many pips the attacker must roll above the defender's roll."""
    margin = defender_level - attacker_level + 2
    return margin - 1 if brandenburg_gate else margin


@rule
def attack_target(attacker_level: int, defender_level: int, defender_roll: int,
                  brandenburg_gate: bool = False) -> int:
    """The lowest attacker roll that wins the fight."""
    return defender_roll + attack_margin(attacker_level, defender_level, brandenburg_gate)


@rule
def attack_wins(attacker_level: int, defender_level: int, defender_roll: int,
                attacker_roll: int, brandenburg_gate: bool = False) -> bool:
    return attacker_roll >= attack_target(attacker_level, defender_level, defender_roll,
                                          brandenburg_gate)


@rule
def attack_chance_in_36(attacker_level: int, defender_level: int) -> int:
    """Of the 36 pairs of one-die rolls, how many the attacker wins."""
    return sum(
        attack_wins(attacker_level, defender_level, d, a)
        for d in range(1, 7) for a in range(1, 7)
    )


@rule
def road_challenge_lost(traveller_roll: int, owner_roll: int) -> bool:
    """Using an enemy road: the traveller's worker drops a level when the owner rolls higher."""
    return owner_roll > traveller_roll


# --------------------------------------------------------------------------
# Money: taxes and maintenance
# --------------------------------------------------------------------------

@rule
def tax(structure: str) -> int:
    """Money a structure pays its owner every turn (a capital counts as a settlement)."""
    return {"Settlement": 3, "Capital": 3, "City": 6}[structure]


@rule
def maintenance(level: int, distance: int, sistine_chapel: bool = False) -> int:
    """Money a worker costs per player turn: 1 per level, plus 1 per tile from a town."""
    if not MIN_WORKER_LEVEL <= level <= MAX_WORKER_LEVEL:
        raise ValueError(f"worker level {level} outside 1-6")
    if distance < 0:
        raise ValueError("distance cannot be negative")
    return level + (0 if sistine_chapel else distance)


@rule
def road_upkeep(roads: int) -> int:
    """Money a player's roads cost per player turn."""
    return roads


# The seed has players buy resources from the bank and sell to it (5 Money) but
# names no price; the economy events speak of "the usual price". The bank sells
# dear and buys cheap, so a deal with another player is nearly always better.
BANK_PRICES = {"Buy from the bank": 2, "Sell to the bank": 1}


@rule
def bank_price(deal: str) -> int:
    """Money per resource (per point of card value) when buying from or selling to the bank."""
    return BANK_PRICES[deal]


# --------------------------------------------------------------------------
# Dice
# --------------------------------------------------------------------------

@rule
def event_kind(roll: int) -> str:
    """Event die: which kind of global event happens (the id of the pile to draw from)."""
    if not 1 <= roll <= 6:
        raise ValueError(f"roll {roll} outside the die")
    return EVENT_KINDS[roll - 1]


@rule
def event_length(roll: int) -> str:
    """Normal die after the event die: rounds a natural or economy event lasts,
    or how many seats clockwise from Player 1 a social event lands."""
    if not 1 <= roll <= 6:
        raise ValueError(f"roll {roll} outside the die")
    return f"length-{roll}"


@rule
def social_event_player(roll: int, players: int) -> int:
    """The seat a social event lands on: count the roll clockwise from Player 1."""
    return roll % players + 1


@rule
def bandit_roll(roll: int) -> str:
    """One trade partner's roll in a bandit attack."""
    if not 1 <= roll <= 6:
        raise ValueError(f"roll {roll} outside the die")
    return "robbed" if roll <= 2 else "safe"


@rule
def bandit_outcome(rolls: list[int]) -> str:
    """What happens to a trade made outside a trade network."""
    robbed = [r for r in rolls if bandit_roll(r) == "robbed"]
    if not robbed:
        return "trade-stands"
    if len(robbed) == len(rolls):
        return "all-goods-to-bank"
    return "robbed-goods-to-pot"


# --------------------------------------------------------------------------
# World wonders
# --------------------------------------------------------------------------

@rule
def wonder(era: str) -> str:
    """The world wonder of an era."""
    return WONDERS[era][0]


# --------------------------------------------------------------------------
# Setup
# --------------------------------------------------------------------------

@rule
def bank_money() -> int:
    """Money in the box, all of it the bank's before setup."""
    return sum(value * n for value, n in MONEY_TOKENS.items())


@rule
def capitals_at_start(players: int) -> int:
    """Capitals placed at setup: one for every player, Player 1 first (ERRATA 19)."""
    return players


@rule
def starting_money(players: int) -> int:
    """Money each player takes from the bank at setup (ERRATA 16)."""
    return 10


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    """What a game at this count takes out of the box."""
    if not PLAYERS[0] <= players <= PLAYERS[1]:
        raise ValueError(f"Commerce plays {PLAYERS[0]}-{PLAYERS[1]}")
    out: dict[str, int] = {
        "normal-die": 1,
        "coloured-die": 1,
        "event-die": 1,
        "money-tokens": sum(MONEY_TOKENS.values()),
        "resource-cards": len(RESOURCES) * len(DENOMINATIONS) * CARDS_PER_DENOMINATION,
        "resources": len(RESOURCES) * len(DENOMINATIONS) * CARDS_PER_DENOMINATION,
        "local-events": 40,
        "natural-event-cards": 40,
        "economy-event-cards": 40,
        "social-event-cards": 40,
        "local-event-cards": 40,
        "technologies": len(TECHNOLOGIES),
        "world-wonders": len(WONDERS),
        "technology-cards": len(TECHNOLOGIES),
        "world-wonder-cards": len(WONDERS),
    }
    for kind in EVENT_KINDS:  # the event die's results are the pile ids
        out[kind] = 20
    for terrain in TERRAINS:
        out[f"{terrain.lower()}-tiles"] = tiles_per_terrain(terrain, players)
    # every player takes a full colour set; one worker and the capital go on
    # the board at once, the rest wait beside the player's area
    for piece, each in PER_PLAYER.items():
        out[piece] = each * players
    out["capitals"] = capitals_at_start(players)
    return out


# --------------------------------------------------------------------------
# Invariants
# --------------------------------------------------------------------------

@invariant("every resource on the cards is yielded by some terrain, and no terrain yields anything else",
           per_player_count=False)
def resources_all_produced() -> bool | str:
    produced = {r for cells in UNLOCKS.values() for r in cells if r is not None}
    missing = set(RESOURCES) - produced
    extra = produced - set(RESOURCES)
    if missing or extra:
        return f"not produced: {sorted(missing)}; produced but no cards: {sorted(extra)}"
    return len(RESOURCES) == len(set(RESOURCES)) == 31


@invariant("a terrain never unlocks the same resource twice", per_player_count=False)
def terrains_unlock_once() -> bool | str:
    for terrain, cells in UNLOCKS.items():
        named = [r for r in cells if r is not None]
        if len(named) != len(set(named)):
            return f"{terrain} unlocks a resource twice"
    return True


@invariant("every terrain yields something from the Ancient era, except the Ocean, which needs ships",
           per_player_count=False)
def ancient_yields() -> bool | str:
    bare = [t for t, cells in UNLOCKS.items() if cells[0] is None]
    return bare == ["Ocean"] or f"no Ancient resource on {bare}"


@invariant("category members are all resources")
def categories_are_resources(players: int) -> bool | str:
    for cat, members in CATEGORIES.items():
        bad = [m for m in members if m not in RESOURCES]
        if bad:
            return f"{cat} names {bad}, which are not resources"
    return True


@invariant("a cost asking for N different members of a category can be paid")
def different_costs_payable(players: int) -> bool | str:
    for level, (_, cats) in WORKER_LEVELS.items():
        for cat, amount, different in cats:
            if different and amount > len(CATEGORIES[cat]):
                return f"level {level} asks {amount} different {cat}, only {len(CATEGORIES[cat])} exist"
    return True


@invariant("worker levels cost more food as they rise, and level 6 is the top")
def worker_levels_climb(players: int) -> bool | str:
    food = [dict((c, a) for c, a, _ in WORKER_LEVELS[lv][1])["food"] for lv in sorted(WORKER_LEVELS)]
    if sorted(WORKER_LEVELS) != list(range(MIN_WORKER_LEVEL, MAX_WORKER_LEVEL + 1)):
        return "worker levels are not 1-6"
    return food[1:] == sorted(food[1:]) or f"food per level {food}"


@invariant("each technology's materials can be gathered by the technology's own era")
def technologies_buildable_in_era(players: int) -> bool | str:
    for name, (era, _, mats) in TECHNOLOGIES.items():
        for res in mats:
            if _first_era(res) > _era_index(era):
                return f"{name} ({era}) needs {res}, first yielded in {ERAS[_first_era(res)]}"
    return True


@invariant("each world wonder's materials can be gathered by its own era")
def wonders_buildable_in_era(players: int) -> bool | str:
    for era, (name, mats) in WONDERS.items():
        for res in mats:
            if _first_era(res) > _era_index(era):
                return f"{name} ({era}) needs {res}, first yielded in {ERAS[_first_era(res)]}"
    return True


@invariant("the Pyramid's boon matters: Artifacts are not yielded in the Ancient era without it")
def pyramid_boon_matters(players: int) -> bool:
    return _first_era("Artifacts") > 0


@invariant("era thresholds rise strictly from era to era")
def thresholds_rise(players: int) -> bool | str:
    values = [era_threshold(e, players) for e in ERAS]
    return all(a < b for a, b in zip(values, values[1:])) or f"thresholds {values}"


@invariant("a technology victory by points is only possible in the Modern era")
def tech_victory_needs_modern(players: int) -> bool:
    return tech_victory_points(players) >= era_threshold("Modern", players)


@invariant("every player starts with a town on the board, so worker distance is always defined")
def everyone_has_a_town(players: int) -> bool | str:
    placed = setup(players)["capitals"]
    return placed >= players or f"{placed} capital(s) placed for {players} players"


@invariant("every player's starting worker and capital fit on the board")
def board_holds_start(players: int) -> bool | str:
    tiles = sum(tiles_per_terrain(t, players) for t in TERRAINS)
    land = tiles - tiles_per_terrain("Water", players) - tiles_per_terrain("Ocean", players)
    if land < players:
        return f"{land} land tiles for {players} capitals"
    full = players * max_workers(players)
    return full <= tiles * max_workers_per_tile(players) or "workers cannot all fit"


@invariant("the bank can pay every player's starting money and still hold more than any one player")
def bank_covers_start(players: int) -> bool | str:
    left = bank_money() - players * starting_money(players)
    return left > starting_money(players) or f"bank keeps only {left}"


@invariant("a social event lands on a seat that is in the game")
def social_event_seats(players: int) -> bool:
    return all(1 <= social_event_player(r, players) <= players for r in range(1, 7))


@invariant("equal workers: the attacker needs two pips more; a higher level never fights worse")
def combat_balance(players: int) -> bool | str:
    if attack_margin(3, 3) != 2:
        return "equal levels should need two pips"
    levels = range(MIN_WORKER_LEVEL, MAX_WORKER_LEVEL + 1)
    for d in levels:
        odds = [attack_chance_in_36(a, d) for a in levels]
        if odds != sorted(odds):
            return f"against level {d} the odds fall as the attacker rises: {odds}"
    return True


@invariant("the event die names each global event kind once")
def event_die_complete(players: int) -> bool:
    return sorted(event_kind(r) for r in range(1, 7)) == sorted(EVENT_KINDS)
