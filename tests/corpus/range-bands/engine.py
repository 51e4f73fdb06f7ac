"""Engine model of Harrow Ridge: range bands, cover, dice pools and the attack die."""
from generator.engine import invariant, rule

PLAYERS = (2, 2)

BANDS = ((1, 2, "Short"), (3, 5, "Medium"), (6, 9, "Long"))
COVER = {"Open ground": 0, "Light cover": 1, "Heavy cover": 2}
CONSTANTS = {"Actions per activation": 2, "Rounds": 6, "Units to eliminate": 4, "Objectives": 3}
UNITS_PER_SIDE = 6


@rule
def range_band(distance: int) -> str | None:
    """The band a target this many squares away lies in; None past the longest band."""
    for low, high, band in BANDS:
        if low <= distance <= high:
            return band
    return None


@rule
def dice_removed(cover: str, hunkered: bool = False) -> int:
    """Dice cover takes from a pool before the roll; hunkering takes one more."""
    return COVER[cover] + (1 if hunkered else 0)


@rule
def attack_pool(base: int, cover: str, hunkered: bool = False, marksman_long: bool = False,
                grenadier_short: bool = False) -> int:
    """Dice rolled: the card's dice for the band, less what cover removes, never below 0."""
    removed = dice_removed(cover, hunkered)
    if grenadier_short:
        removed = 0
    elif marksman_long:
        removed = max(0, removed - 1)
    return max(0, base - removed)


@rule
def attack_result(roll: int) -> str:
    """The attack die: 1-3 miss, 4-5 one hit, 6 two hits."""
    if roll <= 3:
        return "miss"
    return "hit" if roll <= 5 else "double-hit"


@rule
def hits_scored(rolls: list) -> int:
    """Hits a rolled pool scores."""
    return sum({"miss": 0, "hit": 1, "double-hit": 2}[attack_result(r)] for r in rolls)


@rule
def constant(what: str) -> int:
    return CONSTANTS[what]


@rule
def actions_per_activation() -> int:
    return CONSTANTS["Actions per activation"]


@rule
def rounds() -> int:
    return CONSTANTS["Rounds"]


@rule
def units_to_eliminate() -> int:
    return CONSTANTS["Units to eliminate"]


@rule
def deployment_rows() -> int:
    """Rows on each player's edge where the squad deploys."""
    return 2


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {"units": 12, "battlefield": 1, "unit-markers": 12, "hit-tokens": 20,
            "hunker-tokens": 6, "objective-markers": 3, "dice": 6}


@invariant("each side fields six units of the same make-up", per_player_count=False)
def sides_match(game) -> bool | str:
    squads: dict[str, dict[str, int]] = {}
    for card in game.deck("units").cards:
        squad = squads.setdefault(card.fields["side"], {})
        squad[card.fields["type"]] = squad.get(card.fields["type"], 0) + card.count
    sizes = {side: sum(s.values()) for side, s in squads.items()}
    if any(n != UNITS_PER_SIDE for n in sizes.values()):
        return f"squad sizes {sizes}"
    return len({tuple(sorted(s.items())) for s in squads.values()}) == 1 or "the squads differ"


@invariant("no unit's pool needs more dice than the box holds", per_player_count=False)
def dice_suffice(game) -> bool | str:
    dice = next(c for c in game.inventory if c.id == "dice").count
    big = [c.name for c in game.deck("units").cards
           if max(c.fields["short"], c.fields["medium"], c.fields["long"]) > dice]
    return not big or "too many dice: " + ", ".join(big)


@invariant("the objectives on the map are the number the rules name", per_player_count=False)
def objectives_marked(game) -> bool | str:
    grid = game.grids[0]
    marked = sum(1 for p in grid.pieces if p.text == "Objective")
    return marked == CONSTANTS["Objectives"] or f"{marked} objectives on the map"


@invariant("units to eliminate is a majority of a squad", per_player_count=False)
def elimination_is_majority(game) -> bool:
    return UNITS_PER_SIDE // 2 < units_to_eliminate() <= UNITS_PER_SIDE
