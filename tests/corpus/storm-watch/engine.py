"""Engine model of Storm Watch.

The team of volunteers shares one pool of supplies. Each round a Storm card
surges the storm marker up its track; sandbags brace the levee against the
surge, rations keep the volunteers going, and completed tasks secure homes.
"""
from generator.engine import invariant, rule

PLAYERS = (1, 4)

STANDARD = "Rising Tide"
LEVELS = ("Calm Seas", "Rising Tide", "Hundred-Year Storm")
VARIANT_LEVELS = {"calm-seas": "Calm Seas", "hundred-year-storm": "Hundred-Year Storm"}


def _level(variant: str | None) -> str:
    return VARIANT_LEVELS.get(variant or "", STANDARD)


# --- setup by number of volunteers -------------------------------------------------

@rule
def starting_sandbags(players: int = 2) -> int:
    """Sandbags in the pool at the start: three more than the volunteers."""
    return players + 3


@rule
def starting_rations(players: int = 2) -> int:
    """Rations in the crate at the start: two more than the volunteers."""
    return players + 2


@rule
def starting_planks(players: int | None = None) -> int:
    return 2


@rule
def tasks_dealt(players: int = 2) -> int:
    """Task cards each volunteer holds."""
    return {1: 4, 2: 3, 3: 3, 4: 2}[players]


@rule
def actions_per_turn(players: int = 2) -> int:
    return 3 if players == 1 else 2


@rule
def rations_eaten(players: int = 2) -> int:
    """Every volunteer eats one ration at supper."""
    return players


@rule
def role_cards(players: int = 2, variant: str | None = None) -> int:
    """Role cards each volunteer takes: two when keeping the watch alone."""
    return 2 if variant == "solo" else 1


# --- levels of difficulty ----------------------------------------------------------

@rule
def storm_start(level: str = STANDARD) -> int:
    return {"Calm Seas": 0, "Rising Tide": 1, "Hundred-Year Storm": 2}[level]


@rule
def sandbag_limit(level: str = STANDARD) -> int:
    """The most sandbags the team may hold at once."""
    return {"Calm Seas": 14, "Rising Tide": 12, "Hundred-Year Storm": 10}[level]


@rule
def homes_change(level: str = STANDARD) -> int:
    return {"Calm Seas": -2, "Rising Tide": 0, "Hundred-Year Storm": 2}[level]


@rule
def homes_to_secure(players: int = 2, level: str = STANDARD) -> int:
    """Homes the team must secure to win."""
    return {1: 6, 2: 7, 3: 8, 4: 9}[players] + homes_change(level)


# --- constants ---------------------------------------------------------------------

@rule
def ration_limit(players: int | None = None) -> int:
    return 8


@rule
def plank_limit(players: int | None = None) -> int:
    return 6


@rule
def sandbags_per_brace(players: int | None = None) -> int:
    """Sandbags spent to lower a surge by one."""
    return 2


@rule
def rounds_in_game(players: int | None = None) -> int:
    """Storm cards turned in a game: one a round."""
    return 10


@rule
def supplies_taken(action: str) -> int:
    return {"Fill": 2, "Forage": 1, "Salvage": 1}[action]


# --- the storm track ---------------------------------------------------------------

@rule
def gale_at() -> int:
    return 4


@rule
def flood_warning_at() -> int:
    return 8


@rule
def levee_breaks_at() -> int:
    return 12


@rule
def flood_sandbags_lost() -> int:
    """Sandbags the Flood warning washes out of the pool."""
    return 2


@rule
def surge_after_bracing(surge: int, sandbags: int) -> int:
    return max(0, surge - sandbags // sandbags_per_brace())


@rule
def storm_after_round(storm: int, surge: int, sandbags: int, players: int, rations: int) -> int:
    """Where the marker ends a round: the braced surge, then one step per ration short at supper."""
    short = max(0, rations_eaten(players) - rations)
    return storm + surge_after_bracing(surge, sandbags) + short


# --- the end -----------------------------------------------------------------------

@rule
def homes_total(homes: list) -> int:
    return sum(homes)


@rule
def town_safe(homes: int, players: int, level: str = STANDARD) -> bool:
    return homes >= homes_to_secure(players, level)


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    level = _level(variant)
    return {
        "storm": rounds_in_game(),
        "tasks": 24,
        "roles": role_cards(players, variant) * players,
        "sandbags": sandbag_limit(level),
        "rations": ration_limit(),
        "planks": plank_limit(),
        "storm-marker": 1,
        "storm-board": 1,
    }


# --- invariants --------------------------------------------------------------------

@invariant("every task can be paid within the hardest level's limits", per_player_count=False)
def tasks_fit_limits(game) -> bool | str:
    limits = {"Sandbag": sandbag_limit("Hundred-Year Storm"), "Ration": ration_limit(), "Plank": plank_limit()}
    for card in game.deck("tasks").cards:
        for item in card.fields["cost"]:
            if item.amount > limits[item.name]:
                return f"{card.name} costs {item.amount} {item.name}"
    return True


@invariant("the box holds a token for every supply the team may hold", per_player_count=False)
def tokens_cover_limits(game) -> bool | str:
    counts = {c.id: c.count for c in game.inventory}
    need = {"sandbags": max(sandbag_limit(lv) for lv in LEVELS), "rations": ration_limit(), "planks": plank_limit()}
    short = [k for k, v in need.items() if counts[k] < v]
    return True if not short else f"too few tokens: {', '.join(short)}"


@invariant("the storm deck lasts the whole game", per_player_count=False)
def storm_deck_lasts(game) -> bool | str:
    total = game.deck("storm").total
    return True if total >= rounds_in_game() else f"{total} Storm cards for {rounds_in_game()} rounds"


@invariant("the task deck deals every hand with cards left to draw")
def tasks_deal(players: int, game) -> bool | str:
    total = game.deck("tasks").total
    dealt = tasks_dealt(players) * players
    return True if total - dealt >= 12 else f"only {total - dealt} task cards left after the deal"


@invariant("the task deck holds enough homes for the hardest target", per_player_count=False)
def homes_reachable(game) -> bool | str:
    total = sum(c.fields["homes"] * c.count for c in game.deck("tasks").cards)
    need = max(homes_to_secure(p, "Hundred-Year Storm") for p in range(1, 5))
    return True if total >= 3 * need else f"{total} homes in the deck, {need} needed"


@invariant("the start of every level and the starting supplies fit the pool's limits")
def start_fits(players: int) -> bool:
    return all(starting_sandbags(players) <= sandbag_limit(lv) for lv in LEVELS) and \
        starting_rations(players) <= ration_limit() and starting_planks(players) <= plank_limit()
