"""Ashby Hollow: the rules the tables and examples print, as small functions."""

from generator.engine import invariant, rule

PLAYERS = (2, 4)

FACTIONS = ("Red", "Blue", "Green", "Yellow")
COUNTERS_PER_FACTION = 5          # one Leader, two Rifle Squads, one Scout Team, one Support Team
COMMAND_CARDS = 30
DICE = 6

# kind: (firepower, range, movement allowance, toughness)
UNITS = {
    "Leader": (1, 3, 4, 1),
    "Rifle squad": (3, 4, 3, 2),
    "Scout team": (1, 3, 5, 1),
    "Support team": (4, 6, 2, 2),
}

# terrain: (movement cost, hit number, blocks line of sight)
TERRAIN = {
    "Open": (1, 4, False),
    "Woods": (2, 5, True),
    "Hill": (2, 5, True),
    "Ruins": (2, 5, True),
    "Marsh": (3, 4, False),
}

OBJECTIVES = ("Crossroads", "Chapel", "Old Mill", "Well", "Cairn")

# Pick Your Force: what each unit costs in Requisition
REQUISITION = {"Leader": 2, "Rifle squad": 3, "Scout team": 2, "Support team": 4}


# --- setup by player count -------------------------------------------------

@rule
def units_per_player(players: int = 2) -> int:
    """Every counter of your colour, but one Rifle Squad stays in the box at four players."""
    return COUNTERS_PER_FACTION if players < 4 else COUNTERS_PER_FACTION - 1


@rule
def hand_size(players: int = 2) -> int:
    return 5 if players == 2 else 4


@rule
def objectives_in_play(players: int = 2) -> int:
    return len(objectives_used(players))


@rule
def objectives_used(players: int = 2) -> list[str]:
    if players == 2:
        return ["Crossroads", "Chapel", "Old Mill"]
    return list(OBJECTIVES)


@rule
def game_turns(players: int = 2) -> int:
    return {2: 8, 3: 7, 4: 6}[players]


# --- constants ---------------------------------------------------------------

@rule
def cards_per_turn(players: int | None = None) -> int:
    """Command cards each player plays in a game turn, one per impulse."""
    return 3


@rule
def rally_roll(players: int | None = None) -> int:
    return 4


@rule
def rally_roll_with_leader(players: int | None = None) -> int:
    return rally_roll() - 1


@rule
def assault_bonus(players: int | None = None) -> int:
    return 1


@rule
def objective_points(players: int | None = None) -> int:
    return 1


@rule
def unit_casualty_points(players: int | None = None) -> int:
    return 1


@rule
def leader_casualty_points(players: int | None = None) -> int:
    return 2


# --- units -------------------------------------------------------------------

@rule
def firepower(kind: str) -> int:
    return UNITS[kind][0]


@rule
def fire_range(kind: str) -> int:
    return UNITS[kind][1]


@rule
def movement_allowance(kind: str) -> int:
    return UNITS[kind][2]


@rule
def toughness(kind: str) -> int:
    return UNITS[kind][3]


# --- terrain -----------------------------------------------------------------

@rule
def move_cost(terrain: str) -> int:
    return TERRAIN[terrain][0]


@rule
def cover_number(terrain: str) -> int:
    return TERRAIN[terrain][1]


@rule
def blocks_sight(terrain: str) -> bool:
    return TERRAIN[terrain][2]


@rule
def hit_number(terrain: str, wall: bool = False) -> int:
    """The roll a die needs to hit: the terrain's figure, 1 more across a stone wall, never above 6."""
    return min(6, cover_number(terrain) + (1 if wall else 0))


# --- fire combat -------------------------------------------------------------

@rule
def fire_dice(firepower: int, on_hill: bool = False, point_blank: bool = False, night: bool = False) -> int:
    dice = firepower
    if on_hill and not night:
        dice += 1
    if point_blank:
        dice += 1
    return dice


@rule
def count_hits(rolls: list, hit_on: int) -> int:
    return sum(1 for r in rolls if int(r) >= hit_on)


@rule
def fire_result(hits: int | str, toughness: int = 2, pinned: bool = False) -> str:
    n = 2 if hits == "2 or more" else int(hits)
    if n == 0:
        return "No effect"
    if pinned or n >= toughness:
        return "Eliminated"
    return "Pinned"


# --- close assault -----------------------------------------------------------

@rule
def assault_dice(firepower: int, attacking: bool = True, pinned: bool = False) -> int:
    if pinned and not attacking:
        return 1
    return firepower + (assault_bonus() if attacking else 0)


@rule
def assault_result(attacker_hits: int, defender_hits: int) -> str:
    if attacker_hits > defender_hits:
        return "Defender eliminated"
    if defender_hits > attacker_hits:
        return "Attacker eliminated"
    return "Attacker pinned"


# --- scoring -----------------------------------------------------------------

@rule
def casualty_points(units_eliminated: int, leaders_eliminated: int = 0) -> int:
    return units_eliminated * unit_casualty_points() + leaders_eliminated * leader_casualty_points()


@rule
def final_score(objective_points: int, units_eliminated: int, leaders_eliminated: int = 0) -> int:
    return objective_points + casualty_points(units_eliminated, leaders_eliminated)


# --- variant: Pick Your Force --------------------------------------------------

@rule
def requisition_budget(players: int = 2, variant: str | None = "pick-your-force") -> int:
    return 12 if players < 4 else 10


# --- setup and play ----------------------------------------------------------

def setup(players: int, variant: str | None = None) -> dict[str, int]:
    counters = units_per_player(players) * players
    if variant == "pick-your-force":
        counters = COUNTERS_PER_FACTION * players     # the pool each player buys from
    return {
        "battle-map": 1,
        "track-board": 1,
        "counters": counters,
        "command": COMMAND_CARDS,
        "objective-markers": objectives_in_play(players),
        "turn-marker": 1,
        "vp-markers": players,
        "dice": DICE,
    }


def play(players: int, variant: str | None = None) -> dict[str, dict]:
    return {"command": {"hand": hand_size(players), "draw": cards_per_turn()}}


# --- invariants ----------------------------------------------------------------

@invariant("every counter's ratings are its kind's ratings", per_player_count=False)
def counters_match_ratings(game) -> bool | str:
    for card in game.deck("counters").cards:
        f = card.fields
        printed = (f["firepower"], f["fire_range"], f["move"], f["toughness"])
        if printed != UNITS[f["kind"]]:
            return f"{card.name} prints {printed}, its kind is rated {UNITS[f['kind']]}"
    return True


@invariant("each colour has the same five counters", per_player_count=False)
def colours_are_equal(game) -> bool | str:
    for faction in FACTIONS:
        total = sum(c.count for c in game.deck("counters").cards if c.fields["faction"] == faction)
        if total != COUNTERS_PER_FACTION:
            return f"{faction} has {total} counters"
    return True


@invariant("the command deck holds what the engine deals from it", per_player_count=False)
def command_deck_size(game) -> bool | str:
    total = game.deck("command").total
    return True if total == COMMAND_CARDS else f"the deck has {total} cards, the engine counts {COMMAND_CARDS}"


@invariant("the hands and one game turn's plays never outrun the command deck")
def hands_fit(players: int) -> bool:
    return hand_size(players) * players + cards_per_turn() * players <= COMMAND_CARDS


@invariant("the objectives used are as many as the objectives in play")
def objectives_agree(players: int) -> bool:
    return len(objectives_used(players)) == objectives_in_play(players) and len(set(objectives_used(players))) == objectives_in_play(players)


@invariant("Requisition prices in game.yaml are the engine's", per_player_count=False)
def prices_agree(game) -> bool | str:
    for cost in game.costs:
        if cost.group != "requisition":
            continue
        paid = sum(item.amount for item in cost.items)
        if REQUISITION.get(cost.name) != paid:
            return f"{cost.name} costs {paid} in game.yaml, {REQUISITION.get(cost.name)} in the engine"
    return True


@invariant("a budget buys the Leader and a Rifle Squad, but never a whole colour")
def budget_forces_a_choice(players: int) -> bool:
    whole = REQUISITION["Leader"] + 2 * REQUISITION["Rifle squad"] + REQUISITION["Scout team"] + REQUISITION["Support team"]
    budget = requisition_budget(players)
    return REQUISITION["Leader"] + REQUISITION["Rifle squad"] <= budget < whole
