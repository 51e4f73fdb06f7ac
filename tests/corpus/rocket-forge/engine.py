"""Rocket Forge: the rules the tables print, setup by player count, and the
facts that tie the card data to them."""

from generator.engine import invariant, rule

PLAYERS = (1, 5)

DESTINATIONS = ("Moon", "Mars", "Jupiter")
RESOURCES = ("Metal", "Electronics", "Propellant", "Data")

# What the box holds (held to game.yaml by the invariant boxed_supplies_match).
PARTS_IN_BOX = 41
FACILITY_TILES = 24
CUBES = {"metal-cubes": 30, "electronics-cubes": 25, "propellant-cubes": 30, "data-cubes": 25}

# Mission cards shuffled into each destination's pile, by player count.
MISSION_PILES = {
    "Moon": {1: 4, 2: 4, 3: 5, 4: 6, 5: 6},
    "Mars": {1: 3, 2: 3, 3: 4, 4: 5, 5: 5},
    "Jupiter": {1: 2, 2: 2, 3: 3, 4: 4, 5: 4},
}

DELTA_V = {"Moon": 4, "Mars": 7, "Jupiter": 11}
FIRST_FLIGHT = {"Moon": 1, "Mars": 2, "Jupiter": 3}
STARTING_CUBES = {"Metal": 2, "Electronics": 1, "Propellant": 2, "Data": 1}

# Propellant burned at lift-off, by mass bracket of four tons; heavier rockets cannot lift off.
FUEL_BY_BRACKET = (1, 2, 4, 6, 9)
HEAVIEST_ROCKET = 20

SOLO_RATINGS = {"Test pilot": 15, "Mission commander": 25, "Space pioneer": 35}


# ---------------------------------------------------------------- setup by player count

@rule
def workshop_size(players: int = 2) -> int:
    """Part cards lying face up in the Workshop: two more than the players, never fewer than four."""
    return max(4, players + 2)


@rule
def missions_in_play(players: int, destination: str) -> int:
    """Mission cards shuffled into one destination's pile."""
    return MISSION_PILES[destination][players]


@rule
def mission_cards_in_play(players: int = 2) -> int:
    """All the mission cards of a game at this count."""
    return sum(missions_in_play(players, d) for d in DESTINATIONS)


@rule
def starting_cubes(resource: str) -> int:
    """Cubes of one resource each player starts with."""
    return STARTING_CUBES[resource]


# ---------------------------------------------------------------- the round

@rule
def rounds(variant: str | None = None) -> int:
    """Rounds in a game: twelve, or nine in the Short Program."""
    return 9 if variant == "short-program" else 12


@rule
def launch_window_round(window: int) -> int:
    """The round of the n-th launch window: every third round."""
    return 3 * window


@rule
def launch_windows(variant: str | None = None) -> int:
    """Launch windows in a game."""
    return rounds(variant) // 3


@rule
def is_launch_window(round: int) -> bool:
    return round % 3 == 0


@rule
def actions_per_turn(players: int | None = None) -> int:
    """Actions each player takes in the Actions phase."""
    return 2


@rule
def base_income(players: int | None = None) -> int:
    """Cubes of a kind of your choice every player takes in Production, besides their facilities."""
    return 1


@rule
def cubes_gathered() -> int:
    """Cubes of one kind the Gather action takes."""
    return 2


@rule
def facility_output() -> int:
    """Cubes one facility produces each Production phase."""
    return 1


@rule
def max_rocket_parts() -> int:
    """The most parts a rocket on a launch pad may have, its capsule included."""
    return 6


# ---------------------------------------------------------------- launching

@rule
def fuel_cost(mass: int | str) -> int | None:
    """Propellant a rocket of this mass burns at lift-off; None: too heavy to lift off."""
    if isinstance(mass, str):          # the column "21 or more"
        return None
    if mass < 1 or mass > HEAVIEST_ROCKET:
        return None
    return FUEL_BY_BRACKET[(mass - 1) // 4]


@rule
def heaviest_rocket() -> int:
    return HEAVIEST_ROCKET


@rule
def delta_v_needed(destination: str) -> int:
    return DELTA_V[destination]


@rule
def first_flight_bonus(destination: str) -> int:
    """Points for the first player to fly any mission to this destination."""
    return FIRST_FLIGHT[destination]


@rule
def rocket_mass(masses: list) -> int:
    return sum(masses)


@rule
def rocket_delta_v(boosts: list) -> int:
    return sum(boosts)


@rule
def farthest_destination(delta_v: int) -> str | None:
    """The farthest destination a rocket of this delta-v reaches."""
    best = None
    for d in DESTINATIONS:
        if delta_v >= DELTA_V[d]:
            best = d
    return best


@rule
def launch_score(mission_points: int, capsule_bonus: int = 0, first_flight: int = 0) -> int:
    """Points one launch scores: the mission card, a Habitat's bonus, a first-flight bonus."""
    return mission_points + capsule_bonus + first_flight


@rule
def facility_points() -> int:
    """Points each facility you own scores at the end of the game."""
    return 1


@rule
def launch_roll(roll: int) -> str:
    """The Launch die of the Launch Risk variant."""
    if roll == 1:
        return "scrub"
    if roll <= 3:
        return "drag"
    if roll <= 5:
        return "nominal"
    return "clean-burn"


@rule
def solo_points_needed(rating: str) -> int:
    return SOLO_RATINGS[rating]


# ---------------------------------------------------------------- setup

def setup(players: int, variant: str | None = None) -> dict[str, int]:
    """What a game at this count takes out of the box."""
    return {
        "mission-board": 1,
        "parts": PARTS_IN_BOX,
        "missions": mission_cards_in_play(players),
        "facility-tiles": FACILITY_TILES,
        **CUBES,
        "launch-pads": players,
        "score-markers": players,
        "round-marker": 1,
        "first-player-marker": 1,
        "launch-die": 1 if variant == "launch-risk" else 0,
    }


def play(players: int, variant: str | None = None) -> dict[str, dict]:
    return {"parts": {"table": workshop_size(players), "per_round": 1}}


# ---------------------------------------------------------------- invariants

@invariant("the box holds what setup() names whole: parts, facility tiles and cubes", per_player_count=False)
def boxed_supplies_match(game) -> bool | str:
    if game.deck("parts").total != PARTS_IN_BOX:
        return f"the Parts deck has {game.deck('parts').total} cards, the engine counts {PARTS_IN_BOX}"
    counts = {c.id: c.count for c in game.inventory}
    if counts.get("facility-tiles") != FACILITY_TILES:
        return "facility tiles differ"
    for key, n in CUBES.items():
        if counts.get(key) != n:
            return f"{key} differ"
    return True


@invariant("every destination's pile has the mission cards the most players need", per_player_count=False)
def mission_piles_suffice(game) -> bool | str:
    deck = game.deck("missions")
    for d in DESTINATIONS:
        have = sum(c.count for c in deck.cards if c.fields["destination"] == d)
        need = missions_in_play(game.max_players, d)
        if have < need:
            return f"{d}: {have} cards, {need} needed"
    return True


@invariant("a mission card prints its destination's delta-v", per_player_count=False)
def mission_delta_v_matches(game) -> bool | str:
    for c in game.deck("missions").cards:
        if c.fields["delta_v"] != DELTA_V[c.fields["destination"]]:
            return f"{c.name} prints delta-v {c.fields['delta_v']}"
    return True


@invariant("capsules give no delta-v, engines and tanks always some; only capsules carry a crew", per_player_count=False)
def part_kinds_behave(game) -> bool | str:
    for c in game.deck("parts").cards:
        kind = c.fields["kind"]
        if kind == "Capsule" and c.fields["delta_v"] != 0:
            return f"{c.name} is a capsule with delta-v"
        if kind != "Capsule" and c.fields["delta_v"] <= 0:
            return f"{c.name} gives no delta-v"
        if kind != "Capsule" and c.fields["crewed"]:
            return f"{c.name} carries a crew but is no capsule"
    return True


@invariant("some rocket of legal size and mass reaches Jupiter with a crew", per_player_count=False)
def jupiter_reachable(game) -> bool | str:
    cards = game.deck("parts").cards
    capsules = [c for c in cards if c.fields["kind"] == "Capsule" and c.fields["crewed"]]
    lifters = [c for c in cards if c.fields["kind"] != "Capsule" and c.id != "ion-drive"]   # no crew on an Ion Drive
    # best[k][m]: the most delta-v of k lifting parts weighing m tons, at least one an engine
    slots = max_rocket_parts() - 1
    best_any = {(0, 0): (0, False)}
    for c in lifters:
        for _ in range(c.count):
            nxt = dict(best_any)
            for (k, m), (dv, eng) in best_any.items():
                k2, m2 = k + 1, m + c.fields["mass"]
                if k2 > slots or m2 > HEAVIEST_ROCKET:
                    continue
                cand = (dv + c.fields["delta_v"], eng or c.fields["kind"] == "Engine")
                if (k2, m2) not in nxt or cand > nxt[(k2, m2)]:
                    nxt[(k2, m2)] = cand
            best_any = nxt
    for cap in capsules:
        for (k, m), (dv, eng) in best_any.items():
            if eng and m + cap.fields["mass"] <= HEAVIEST_ROCKET and dv >= DELTA_V["Jupiter"]:
                return True
    return "no crewed rocket reaches Jupiter"


@invariant("the game's launch windows all fall inside its rounds")
def windows_fit(players: int, variant: str | None = None) -> bool:
    return launch_window_round(launch_windows(variant)) <= rounds(variant)
