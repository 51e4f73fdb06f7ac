"""Engine model of Siege Line: the rules the printed tables and examples state."""
from generator.engine import invariant, rule

PLAYERS = (2, 2)

ROUNDS = 10
WALL_SECTIONS = 5
WALL_STRENGTH = 3
START_SUPPLY = 10
SUPPLY_LOSS = 1
KEEP_UNITS = 3          # siege units needed in the courtyard to take the keep
SORTIE_COST = 1

SIDES = {
    "Attacker": {"units": 12, "deck": 24, "hand": 5, "engines": 7},
    "Defender": {"units": 8, "deck": 20, "hand": 4, "engines": 0},
}
ENGINE_BONUS = {"No engine": 0, "Ladder": 1, "Ram": 2, "Trebuchet": 3}


@rule
def rounds(players: int = 2) -> int:
    return ROUNDS


@rule
def wall_sections(players: int = 2) -> int:
    return WALL_SECTIONS


@rule
def wall_strength(players: int = 2) -> int:
    return WALL_STRENGTH


@rule
def starting_supply(players: int = 2) -> int:
    return START_SUPPLY


@rule
def supply_loss(players: int = 2) -> int:
    return SUPPLY_LOSS


@rule
def keep_units() -> int:
    """Siege units the attacker needs in the courtyard, outnumbering the defenders there."""
    return KEEP_UNITS


@rule
def sortie_cost() -> int:
    return SORTIE_COST


@rule
def side_units(side: str) -> int:
    return SIDES[side]["units"]


@rule
def side_deck(side: str) -> int:
    return SIDES[side]["deck"]


@rule
def opening_hand(side: str) -> int:
    return SIDES[side]["hand"]


@rule
def side_engines(side: str) -> int:
    return SIDES[side]["engines"]


@rule
def engine_bonus(engine: str) -> int:
    return ENGINE_BONUS[engine]


def _band(margin) -> int:
    """A margin as the table's columns group it: below 0, 0, 1-2, 3 or more."""
    if margin == "less than 0":
        return -1
    if margin == "3 or more":
        return 3
    return int(margin)


@rule
def assault_result(margin) -> str:
    m = _band(margin)
    if m < 0:
        return "Repulsed"
    if m == 0:
        return "Scarred"
    return "Damaged" if m <= 2 else "Breach"


@rule
def wall_loss(margin) -> int:
    return {"Repulsed": 0, "Scarred": 1, "Damaged": 1, "Breach": 2}[assault_result(margin)]


@rule
def units_lost(margin) -> int:
    return {"Repulsed": 1, "Scarred": 1, "Damaged": 0, "Breach": 0}[assault_result(margin)]


@rule
def assault_margin(roll: int, engine: str, strength: int, defenders: int) -> int:
    """Die plus engine bonus, minus the section's defence (strength + defenders)."""
    return roll + engine_bonus(engine) - (strength + defenders)


@rule
def assault_outcome(roll: int, engine: str, strength: int, defenders: int) -> str:
    return assault_result(assault_margin(roll, engine, strength, defenders))


@rule
def wall_after(roll: int, engine: str, strength: int, defenders: int) -> int:
    return max(0, strength - wall_loss(assault_margin(roll, engine, strength, defenders)))


@rule
def supply_after(supply: int, gained: int, sorties: int) -> int:
    """Supply at the end of a round: the round's loss, then gains, then sorties paid."""
    return max(0, supply - SUPPLY_LOSS + gained - sorties * SORTIE_COST)


@rule
def starved_units(supply: int, gained: int, sorties: int) -> int:
    """Defender units lost for each point of supply the defender could not pay."""
    return max(0, -(supply - SUPPLY_LOSS + gained - sorties * SORTIE_COST))


@rule
def sortie(roll: int) -> str:
    if roll <= 2:
        return "caught"
    return "driven-back" if roll == 3 else "fired"


@rule
def keep_taken(attackers: int, defenders: int) -> bool:
    return attackers >= KEEP_UNITS and attackers > defenders


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "attack": SIDES["Attacker"]["deck"],
        "defence": SIDES["Defender"]["deck"],
        "castle-board": 1,
        "siege-units": SIDES["Attacker"]["units"],
        "defender-units": SIDES["Defender"]["units"],
        "siege-engines": SIDES["Attacker"]["engines"],
        "rubble": WALL_SECTIONS * WALL_STRENGTH,
        "markers": 2,
        "dice": 2,
    }


@invariant("each side's deck and units in the engine match the box", per_player_count=False)
def sides_match_box(game) -> bool | str:
    box = {c.id: c.count for c in game.inventory}
    if game.deck("attack").total != SIDES["Attacker"]["deck"]:
        return "attacker deck size differs"
    if game.deck("defence").total != SIDES["Defender"]["deck"]:
        return "defender deck size differs"
    if box["siege-units"] != SIDES["Attacker"]["units"] or box["defender-units"] != SIDES["Defender"]["units"]:
        return "unit counts differ"
    if box["siege-engines"] != SIDES["Attacker"]["engines"]:
        return "engine count differs"
    if box["rubble"] < WALL_SECTIONS * WALL_STRENGTH:
        return "not enough rubble to knock every wall down"
    return True


@invariant("the sortie cost in the engine is the printed cost", per_player_count=False)
def sortie_cost_matches(game) -> bool | str:
    cost = next(c for c in game.costs if c.id == "sortie")
    return cost.items[0].amount == SORTIE_COST or "sortie cost differs"


@invariant("a garrison that never sorties or forages just lasts the siege")
def larder_lasts(players: int) -> bool:
    return START_SUPPLY >= ROUNDS * SUPPLY_LOSS


@invariant("the defender has enough units to hold every wall section")
def enough_defenders(players: int) -> bool:
    return SIDES["Defender"]["units"] >= WALL_SECTIONS
