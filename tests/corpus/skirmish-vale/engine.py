"""Skirmish Vale: the rules the rulebook's tables print, the warband limits and the setup."""
from generator.engine import invariant, rule

PLAYERS = (2, 2)

SCENARIOS = ("Hold the Ford", "Burn the Stores", "Standing Stones")
OBJECTIVES = {"Hold the Ford": 1, "Burn the Stores": 4, "Standing Stones": 3}
VP_EACH = {"Hold the Ford": 3, "Burn the Stores": 2, "Standing Stones": 1}
SCORED = {"Hold the Ford": "End of each round", "Burn the Stores": "Once, when burned",
          "Standing Stones": "End of each round"}
DEPLOYMENT = {"Hold the Ford": 6, "Burn the Stores": 8, "Standing Stones": 6}
TERRAIN_DRAWN = {"Hold the Ford": 6, "Burn the Stores": 5, "Standing Stones": 7}

BOX = {"unit-cards": 22, "ploy-cards": 16, "terrain-cards": 12, "wound-markers": 30,
       "shaken-markers": 12, "objective-markers": 4, "activation-markers": 16, "dice": 6,
       "tape-measures": 2, "terrain-pieces": 12, "miniatures": 22}


# --- constants of a game -------------------------------------------------------------

@rule
def warband_points(players: int) -> int:
    """Most points a warband may cost."""
    return 50


@rule
def ploys_in_hand(players: int) -> int:
    """Ploy cards dealt to each player at the start."""
    return 3


@rule
def rounds(players: int) -> int:
    return 5


@rule
def table_inches(players: int) -> int:
    """Side of the square table, in inches."""
    return 24


@rule
def engagement_inches() -> int:
    """Units this close to an enemy are engaged."""
    return 1


@rule
def control_inches() -> int:
    """A unit this close to an objective, with no enemy as close, holds it."""
    return 2


# --- attacks ------------------------------------------------------------------------

@rule
def to_hit(defence: int, cover: bool = False) -> int:
    """The lowest die roll that hits: one more than the defence, one more again in cover; a 6 always hits."""
    need = defence + 1 + (1 if cover else 0)
    return max(2, min(6, need))


@rule
def hits(rolls: list[int], need: int) -> int:
    """Dice that hit: each die showing `need` or more."""
    return sum(1 for r in rolls if r >= need)


@rule
def wounds_left(wounds: int, hits: int, per_hit: int = 1) -> int:
    return max(0, wounds - hits * per_hit)


@rule
def must_test_morale(wounds: int, left: int) -> bool:
    """A unit left alive with half its starting wounds or fewer tests its morale."""
    return 0 < left and left * 2 <= wounds


# --- morale ---------------------------------------------------------------------------

@rule
def morale(total: int, courage: int) -> str:
    """2d6 plus modifiers against Courage: hold, Shaken by 1 or 2 over, rout by 3 or more over."""
    over = total - courage
    if over <= 0:
        return "Hold"
    if over <= 2:
        return "Shaken"
    return "Rout"


@rule
def ways_to_roll(total: int) -> int:
    """Of the 36 throws of two six-sided dice, how many give `total`."""
    return 6 - abs(7 - total)


# --- scenarios ------------------------------------------------------------------------

@rule
def objectives(scenario: str) -> int:
    return OBJECTIVES[scenario]


@rule
def vp_per_objective(scenario: str) -> int:
    return VP_EACH[scenario]


@rule
def scored_when(scenario: str) -> str:
    return SCORED[scenario]


@rule
def deployment_depth(scenario: str) -> int:
    """How deep each deployment zone reaches from its own table edge, in inches."""
    return DEPLOYMENT[scenario]


@rule
def terrain_cards_drawn(scenario: str) -> int:
    return TERRAIN_DRAWN[scenario]


@rule
def vp_per_unit_destroyed(scenario: str) -> int:
    return 1


# --- warbands -------------------------------------------------------------------------

@rule
def warband_total(points: list[int]) -> int:
    return sum(points)


@rule
def warband_legal(total: int) -> bool:
    return total <= warband_points(2)


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    """Everything comes out of the box: players build warbands from the whole unit deck."""
    return dict(BOX)


def play(players: int, variant: str | None = None) -> dict:
    return {"ploys": {"hand": ploys_in_hand(players), "draw": 0}}


@invariant("setup takes every component out of the box whole", per_player_count=False)
def box_comes_out_whole(game) -> bool | str:
    wrong = [f"{c.id}: {BOX.get(c.id)} vs {c.count}" for c in game.inventory if BOX.get(c.id) != c.count]
    return not wrong or "; ".join(wrong)


@invariant("each faction has exactly one Leader and can field a legal warband with choices to spare",
           per_player_count=False)
def factions_can_muster(game) -> bool | str:
    for faction in game.names["factions"]:
        cards = [c for c in game.deck("units").cards if c.fields["faction"] == faction]
        leaders = [c for c in cards if c.fields["role"] == "Leader"]
        if len(leaders) != 1:
            return f"{faction} has {len(leaders)} Leaders"
        roster = sum(c.fields["points"] * c.count for c in cards)
        if roster <= warband_points(2):
            return f"{faction}: the whole roster costs only {roster}"
        if leaders[0].fields["points"] >= warband_points(2) // 2:
            return f"{faction}: the Leader costs half a warband"
    return True


@invariant("the box holds enough objective markers for the busiest scenario", per_player_count=False)
def enough_objectives(game) -> bool | str:
    markers = next(c for c in game.inventory if c.id == "objective-markers").count
    need = max(OBJECTIVES.values())
    return markers >= need or f"{markers} markers, {need} needed"


@invariant("the terrain deck covers the scenario that draws the most", per_player_count=False)
def enough_terrain(game) -> bool | str:
    return game.deck("terrain").total >= max(TERRAIN_DRAWN.values())
