"""Engine model of Oxygen Run.

The numbers the rulebook's tables print, the hazard die, the cost of a turn
and the final score. Everything here is a plain function of its arguments.
"""
from generator.engine import invariant, rule

PLAYERS = (2, 4)  # the same range as `players` in game.yaml

SALVAGE_KINDS = ("Tech", "Cargo", "Relic", "Data")   # the four kinds that make a set; Supply is none of them

# What each sector tile does: cards drawn when you salvage it, and whether
# ending your turn there means a roll of the hazard die.
TILES = {
    "Dock": (0, False),
    "Corridor": (0, False),
    "Cargo Bay": (2, False),
    "Laboratory": (2, False),
    "Vault": (3, False),
    "Reactor": (3, True),
    "Hull Breach": (1, True),
}

CONSTANTS = {
    "Starting Oxygen": 12,
    "Starting Fuel": 6,
    "Starting Hull": 5,
    "Actions per turn": 3,
    "Hold limit": 5,
}


# ---------------------------------------------------------------- setup

@rule
def station_tiles(players: int, variant: str | None = None) -> int:
    """Sector tiles shuffled into the station stack: four per player, plus eight (all 24 in Long Haul)."""
    if variant == "long-haul":
        return 24
    return 4 * players + 8


@rule
def collapse_round(players: int, variant: str | None = None) -> int:
    """The round at whose end the station collapses: sooner with more salvagers aboard."""
    return 12 - players + (2 if variant == "long-haul" else 0)


@rule
def starting_oxygen(players: int | None = None) -> int:
    return CONSTANTS["Starting Oxygen"]


@rule
def starting_fuel(players: int | None = None) -> int:
    return CONSTANTS["Starting Fuel"]


@rule
def starting_hull(players: int | None = None) -> int:
    return CONSTANTS["Starting Hull"]


@rule
def actions_per_turn(players: int | None = None) -> int:
    return CONSTANTS["Actions per turn"]


@rule
def hold_limit(players: int | None = None) -> int:
    """Salvage cards a salvager may carry (not banked) at once."""
    return CONSTANTS["Hold limit"]


@rule
def blackout_oxygen() -> int:
    """Oxygen a salvager wakes up with on the Dock after a blackout."""
    return starting_oxygen() // 2


@rule
def set_bonus() -> int:
    """Credits for each full set of Tech, Cargo, Relic and Data in your bank."""
    return 5


@rule
def breath() -> int:
    """Oxygen lost at the start of every turn, before any action."""
    return 1


# ---------------------------------------------------------------- tiles

@rule
def tile_stat(what: str, tile: str) -> int | bool:
    salvage, hazard = TILES[tile]
    if what == "Salvage draw":
        return salvage
    if what == "Hazard roll":
        return hazard
    raise ValueError(f"unknown tile column {what!r}")


# ---------------------------------------------------------------- actions

@rule
def move_oxygen(heavy: int = 0) -> int:
    """Oxygen one Move costs: 1, and 1 more for each Heavy card carried."""
    return 1 + heavy


@rule
def explore_cost(gauge: str) -> int:
    """Exploring (moving onto a new tile) costs 1 Oxygen and 1 Fuel."""
    return {"Oxygen": 1, "Fuel": 1}[gauge]


@rule
def turn_oxygen(oxygen: int, moves: int = 0, explores: int = 0, heavy: int = 0) -> int:
    """Oxygen left at the end of a turn: breath, then each Move and Explore."""
    return oxygen - breath() - moves * move_oxygen(heavy) - explores * (explore_cost("Oxygen") + heavy)


@rule
def turn_fuel(fuel: int, explores: int = 0, salvages: int = 0, patches: int = 0) -> int:
    """Fuel left at the end of a turn."""
    return fuel - explores * explore_cost("Fuel") - salvages * 1 - patches * 2


# ---------------------------------------------------------------- hazard die

@rule
def hazard(roll: int) -> str:
    return {1: "breach", 2: "leak", 3: "short", 4: "tremor"}.get(roll, "clear")


# ---------------------------------------------------------------- scoring

@rule
def complete_sets(kinds: list) -> int:
    """Full sets of Tech, Cargo, Relic and Data among the banked cards' kinds."""
    return min(kinds.count(k) for k in SALVAGE_KINDS)


@rule
def final_score(credits: list, kinds: list, hull: int) -> int:
    """Banked credits, plus the set bonus per full set, plus 1 per Hull left."""
    return sum(credits) + set_bonus() * complete_sets(kinds) + hull


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    """What a game at this player count takes out of the box."""
    return {
        "sector-tiles": station_tiles(players, variant),
        "dock-tile": 1,
        "salvage": 51,
        "suit-boards": players,
        "salvager-pawns": players,
        "gauge-cubes": 3 * players,
        "expedition-board": 1,
        "decay-marker": 1,
        "stripped-tokens": 20,
        "hazard-die": 1,
    }


# ---------------------------------------------------------------- invariants

@invariant("the station stack never needs more sector tiles than the box holds")
def station_fits_box(players: int, game, variant=None) -> bool | str:
    box = next(c for c in game.inventory if c.id == "sector-tiles").count
    need = station_tiles(players, variant)
    return True if need <= box else f"{need} tiles needed, {box} in the box"


@invariant("setup takes the whole salvage deck", per_player_count=False)
def salvage_deck_whole(game) -> bool | str:
    total = game.deck("salvage").total
    return True if setup(2)["salvage"] == total else f"setup says 51, the deck has {total}"


@invariant("every player can fill a hold twice before the salvage deck runs out")
def salvage_deck_lasts(players: int, game) -> bool | str:
    total = game.deck("salvage").total
    need = 2 * hold_limit() * players
    return True if total >= need else f"{total} cards for {need}"


@invariant("Supply cards score nothing and every other card scores something", per_player_count=False)
def supply_scores_nothing(game) -> bool | str:
    for card in game.deck("salvage").cards:
        supply = card.fields["kind"] == "Supply"
        if supply and card.fields["credits"] != 0:
            return f"{card.name} is Supply but scores {card.fields['credits']}"
        if not supply and card.fields["credits"] <= 0:
            return f"{card.name} scores nothing"
    return True


@invariant("the printed action costs are the ones the engine charges", per_player_count=False)
def costs_match_engine(game) -> bool | str:
    costs = {c.id: {i.of: i.amount for i in c.items} for c in game.costs}
    if costs.get("move") != {"Oxygen": move_oxygen()}:
        return f"Move costs {costs.get('move')}"
    if costs.get("explore") != {"Oxygen": explore_cost("Oxygen"), "Fuel": explore_cost("Fuel")}:
        return f"Explore costs {costs.get('explore')}"
    if costs.get("salvage") != {"Fuel": 1} or costs.get("patch") != {"Fuel": 2}:
        return "Salvage or Patch costs differ from turn_fuel()"
    return True


@invariant("a full tank lasts at least three turns of full movement")
def tank_lasts(players: int) -> bool:
    return starting_oxygen() >= 3 * (breath() + actions_per_turn() * move_oxygen())
