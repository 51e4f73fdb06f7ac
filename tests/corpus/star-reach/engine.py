"""Engine model of Star Reach: the rules the printed tables and examples use."""
from generator.engine import invariant, rule

PLAYERS = (2, 4)  # the same range as `players` in game.yaml

YIELDS = {
    "Home System": {"Credits": 2, "Ore": 1, "Science": 1},
    "Trade Hub": {"Credits": 2, "Ore": 0, "Science": 0},
    "Ore World": {"Credits": 0, "Ore": 2, "Science": 0},
    "Research World": {"Credits": 0, "Ore": 0, "Science": 2},
    "Garden World": {"Credits": 1, "Ore": 1, "Science": 1},
    "Asteroid Field": {"Credits": 0, "Ore": 1, "Science": 0},
    "Nebula": {"Credits": 0, "Ore": 0, "Science": 0},
    "Empty Space": {"Credits": 0, "Ore": 0, "Science": 0},
}

SHIPS = {
    "Cruiser": {"dice": 1, "hull": 1, "speed": 1},
    "Dreadnought": {"dice": 2, "hull": 2, "speed": 1},
}

POINTS = {
    "Colony founded": 1,
    "Battle won": 1,
    "Tier I tech": 1,
    "Tier II tech": 2,
    "Tier III tech": 3,
}

TIER_COST = {1: 3, 2: 5, 3: 8}
TIER_NAME = {1: "Tier I tech", 2: "Tier II tech", 3: "Tier III tech"}

HIT_ON = 5  # a combat die hits on this or higher


# --- setup -----------------------------------------------------------------

@rule
def sector_tiles_used(players: int) -> int:
    """Sector tiles shuffled into the stack: six per player plus six."""
    return 6 * players + 6


@rule
def starting_credits(players: int) -> int:
    """Credits each empire starts with; the wider 4-player map gets one more."""
    return 5 if players == 4 else 4


@rule
def starting_ore(players: int) -> int:
    return 2


@rule
def home_distance(players: int) -> int:
    """Sectors of open space between two Home Systems at setup."""
    return 2 if players == 4 else 3


@rule
def rounds(players: int = 2) -> int:
    return 8


@rule
def points_to_win(players: int = 2) -> int:
    return 15


@rule
def actions_per_turn(players: int = 2) -> int:
    return 2


@rule
def starting_ships() -> int:
    """Ships each empire starts with: one Cruiser and one Colony Ship."""
    return 2


# --- economy -----------------------------------------------------------------

@rule
def sector_yield(sector: str, resource: str) -> int:
    return YIELDS[sector][resource]


@rule
def income(sectors: list, resource: str) -> int:
    """What an empire collects of one resource from the sectors it holds."""
    return sum(YIELDS[s][resource] for s in sectors)


# --- technology ---------------------------------------------------------------

@rule
def tech_cost(tier: int) -> int:
    return TIER_COST[tier]


@rule
def tech_points(tier: int) -> int:
    return POINTS[TIER_NAME[tier]]


@rule
def techs_required(tier: int) -> int:
    """Technologies of the tier below an empire must own before it researches this tier."""
    return tier - 1


@rule
def tech_copies() -> int:
    """Copies of each technology card: at most two empires can own one."""
    return 2


# --- combat ----------------------------------------------------------------

@rule
def combat_result(roll: int) -> str:
    return "hit" if roll >= HIT_ON else "miss"


@rule
def hits(rolls: list) -> int:
    return sum(1 for r in rolls if r >= HIT_ON)


@rule
def damage(hits: int, shields: int) -> int:
    """Hits that get through a fleet's shields in one combat round."""
    return max(0, hits - shields)


@rule
def combat_dice(ship: str) -> int:
    return SHIPS[ship]["dice"]


@rule
def hits_to_destroy(ship: str) -> int:
    return SHIPS[ship]["hull"]


@rule
def ship_speed(ship: str) -> int:
    return SHIPS[ship]["speed"]


# --- scoring -----------------------------------------------------------------

@rule
def points_for(source: str) -> int:
    return POINTS[source]


# --- setup and invariants ----------------------------------------------------------

def setup(players: int, variant: str | None = None) -> dict[str, int]:
    """What a game at this player count takes out of the box."""
    return {
        "home-tiles": players,
        "sector-tiles": sector_tiles_used(players),
        "command-board": 1,
        "player-mats": players,
        "techs": 24,
        "events": 12,
        "colony-discs": 8 * players,
        "colony-ships": 3 * players,
        "cruisers": 6 * players,
        "dreadnoughts": 2 * players,
        "resource-tokens": 90,
        "score-markers": players,
        "round-marker": 1,
        "combat-dice": 6,
    }


def play(players: int, variant: str | None = None) -> dict:
    return {"events": {"hand": 0, "draw": 1}, "combat": {"dice": 3}}


@invariant("every technology card costs and scores what its tier says", per_player_count=False)
def tech_cards_match_tiers(game) -> bool | str:
    for card in game.deck("techs").cards:
        tier = card.fields["tier"]
        if card.fields["cost"] != tech_cost(tier):
            return f"{card.name} costs {card.fields['cost']}, tier {tier} costs {tech_cost(tier)}"
        if card.fields["points"] != tech_points(tier):
            return f"{card.name} scores {card.fields['points']}, tier {tier} scores {tech_points(tier)}"
        if card.count != tech_copies():
            return f"{card.name} has {card.count} copies"
    tiers = [c.fields["tier"] for c in game.deck("techs").cards]
    if any(tiers.count(t) != 4 for t in (1, 2, 3)):
        return "each tier must hold four technologies"
    return True


@invariant("the sector stack and the event deck are big enough")
def supplies_suffice(players: int, game) -> bool | str:
    tiles = next(c for c in game.inventory if c.id == "sector-tiles")
    if tiles.count < sector_tiles_used(players):
        return f"{tiles.count} sector tiles, {sector_tiles_used(players)} needed"
    if game.deck("events").total < rounds(players):
        return "fewer event cards than rounds"
    if game.deck("techs").total != setup(players)["techs"] or game.deck("events").total != setup(players)["events"]:
        return "setup takes a deck size the data does not have"
    return True


@invariant("a hit needs a 5 or 6 on the die", per_player_count=False)
def hits_need_five(game) -> bool | str:
    die = next(d for d in game.dice if d.id == "combat")
    for r in die.results:
        for roll in r.rolls:
            if (r.id == "hit") != (roll >= HIT_ON):
                return f"face {roll} is '{r.id}'"
    return True
