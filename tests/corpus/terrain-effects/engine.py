"""Broken Country: the rules the tables print, and the checks that keep the data honest."""

from generator.engine import invariant, rule

PLAYERS = (2, 2)

# Terrain effects chart: movement cost to enter, defence modifier to the defender's roll.
TERRAIN = {
    "Clear": (1, 0),
    "Town": (1, 1),
    "Forest": (2, 1),
    "Hills": (3, 1),
    "Marsh": (3, -1),
}

# Rain makes every area but a Town one point dearer to enter.
RAIN_EXTRA = 1

# The terrain of every area of the board (held to the map's location kinds by an invariant).
AREAS = {
    "Cairn Hill": "Hills",
    "Stonegate": "Town",
    "Greywood": "Forest",
    "Upper Fields": "Clear",
    "Fenwater": "Marsh",
    "Long Meadow": "Clear",
    "Barrow Ridge": "Hills",
    "Oakhollow": "Forest",
    "Reedmere": "Marsh",
    "Millbrook": "Town",
    "Thornfield": "Clear",
    "Crossways": "Town",
    "Watch Hill": "Hills",
    "Kingsford": "Town",
    "Ashwood": "Forest",
    "Brackenmoor": "Marsh",
}

TOWN_POINTS = {"Stonegate": 1, "Millbrook": 2, "Crossways": 2, "Kingsford": 1}

UNITS_PER_SIDE = 7
CONTROL_MARKERS_PER_SIDE = 4
STACKING_LIMIT = 3
GAME_TURNS = {None: 8, "short": 6}
FOG_DEFENCE_BONUS = 1


def _terrain_of(place: str) -> str:
    """An area's name or a terrain's name, read as a terrain."""
    return AREAS.get(place, place)


@rule
def movement_cost(terrain: str, weather: str = "Fair") -> int:
    """Movement points a unit spends to enter an area of this terrain."""
    terrain = _terrain_of(terrain)
    cost = TERRAIN[terrain][0]
    if weather.lower() == "rain" and terrain != "Town":
        cost += RAIN_EXTRA
    return cost


@rule
def defence_modifier(terrain: str) -> int:
    """Added to the defender's roll in a battle fought in an area of this terrain."""
    return TERRAIN[_terrain_of(terrain)][1]


@rule
def path_cost(areas: list, weather: str = "Fair") -> int:
    """Movement points spent to enter each of these areas in turn."""
    return sum(movement_cost(area, weather) for area in areas)


@rule
def weather_defence_bonus(weather: str = "Fair") -> int:
    """What the weather adds to every defender's roll."""
    return FOG_DEFENCE_BONUS if weather.lower() == "fog" else 0


@rule
def battle_margin(attack: int, defence: int, attack_roll: int, defence_roll: int,
                  terrain: str, weather: str = "Fair") -> int:
    """Attacker's total minus defender's total."""
    attacker_total = attack + attack_roll
    defender_total = defence + defence_roll + defence_modifier(terrain) + weather_defence_bonus(weather)
    return attacker_total - defender_total


def _margin(margin: int | str) -> int:
    if isinstance(margin, str):
        return {"-3 or less": -3, "-2 to -1": -1, "3 or more": 3}[margin]
    return margin


@rule
def attacker_losses(margin: int | str) -> int:
    """Steps the attacker loses."""
    m = _margin(margin)
    if m <= -3:
        return 2
    if m <= 0:
        return 1
    return 0


@rule
def defender_losses(margin: int | str) -> int:
    """Steps the defender loses."""
    m = _margin(margin)
    if m < 0:
        return 0
    if m <= 2:
        return 1
    return 2


@rule
def falls_back(margin: int | str) -> str:
    """Which side falls back out of the area."""
    return "Attacker" if _margin(margin) <= 0 else "Defender"


@rule
def weather(roll: int) -> str:
    """The weather die: 1-3 fair, 4-5 rain, 6 fog."""
    if roll <= 3:
        return "fair"
    if roll <= 5:
        return "rain"
    return "fog"


@rule
def units_per_side(players: int = 2) -> int:
    return UNITS_PER_SIDE


@rule
def control_markers_per_side(players: int = 2) -> int:
    return CONTROL_MARKERS_PER_SIDE


@rule
def stacking_limit(players: int = 2) -> int:
    """Most units of one side that may stand in one area."""
    return STACKING_LIMIT


@rule
def game_turns(players: int = 2, variant: str | None = None) -> int:
    return GAME_TURNS[variant]


@rule
def town_points(town: str) -> int:
    return TOWN_POINTS[town]


@rule
def score(towns: list) -> int:
    """Victory points for the towns a side holds."""
    return sum(TOWN_POINTS[t] for t in towns)


@rule
def recoveries_per_town() -> int:
    """Reduced units one town may restore in a player turn."""
    return 1


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "game-board": 1,
        "units": UNITS_PER_SIDE * players,
        "control-markers": CONTROL_MARKERS_PER_SIDE * players,
        "turn-marker": 1,
        "dice": 2,
    }


def play(players: int, variant: str | None = None) -> dict:
    return {"weather": {"dice": 1}}


@invariant("the engine's area terrains are the board's", per_player_count=False)
def areas_match_board(game) -> bool | str:
    board = game.maps[0]
    kinds = {k.id: k.name for k in game.location_kinds}
    seen = {}
    for loc in board.locations:
        if loc.kind in kinds:
            seen[loc.name] = kinds[loc.kind]
    if seen != AREAS:
        wrong = sorted(set(seen.items()) ^ set(AREAS.items()))
        return f"differs at {wrong[:3]}"
    return True


@invariant("the engine's terrains are the board's location kinds", per_player_count=False)
def terrains_match_kinds(game) -> bool | str:
    names = {k.name for k in game.location_kinds}
    return True if names == set(TERRAIN) else f"kinds {sorted(names)} vs {sorted(TERRAIN)}"


@invariant("every town that scores is a town on the board", per_player_count=False)
def towns_score(game) -> bool | str:
    towns = next(c for c in game.categories if c.id == "towns")
    if set(towns.members) != set(TOWN_POINTS):
        return f"towns {sorted(towns.members)} vs {sorted(TOWN_POINTS)}"
    bad = [t for t in towns.members if AREAS.get(t) != "Town"]
    return True if not bad else f"not Town terrain: {', '.join(bad)}"


@invariant("each side has its full army in the counter deck", per_player_count=False)
def armies_complete(game) -> bool | str:
    deck = game.deck("units")
    for side in game.names["sides"]:
        n = sum(c.count for c in deck.cards if c.fields["side"] == side)
        if n != UNITS_PER_SIDE:
            return f"{side} has {n} units"
    return True


@invariant("a reduced side is weaker than the full side", per_player_count=False)
def reduced_is_weaker(game) -> bool | str:
    for card in game.deck("units").cards:
        f = card.fields
        if f["reduced_attack"] >= f["attack"] and f["reduced_defence"] >= f["defence"]:
            return f"{card.name} is no weaker reduced"
    return True


@invariant("no set-up area holds more units of one side than the stacking limit", per_player_count=False)
def setup_stacks(game) -> bool | str:
    stacks: dict = {}
    for card in game.deck("units").cards:
        key = (card.fields["side"], card.fields["start"])
        stacks[key] = stacks.get(key, 0) + card.count
    over = [f"{area} ({side})" for (side, area), n in stacks.items() if n > STACKING_LIMIT]
    return True if not over else f"overstacked: {', '.join(over)}"


@invariant("the box holds the control markers both sides take")
def markers_suffice(players: int, game) -> bool:
    line = next(c for c in game.inventory if c.id == "control-markers")
    return line.count >= CONTROL_MARKERS_PER_SIDE * players
