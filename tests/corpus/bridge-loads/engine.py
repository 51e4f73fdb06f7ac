"""Bridge Loads: the rules the tables, examples and rulebook print."""
from generator.engine import invariant, rule

PLAYERS = (1, 4)

WIND_EXTRA = {"Calm": 0, "Gust": 3, "Gale": 6}


# ---- numbers that do not change with the player count -------------------

@rule
def river_width(players: int | None = None) -> int:
    """Metres of river every bridge must cross."""
    return 30


@rule
def income(players: int | None = None) -> int:
    """Budget each player takes in the Income step."""
    return 3


@rule
def buys_per_turn(players: int | None = None) -> int:
    """Cards a player may buy from the Yard in one Build step."""
    return 2


@rule
def rounds(players: int | None = None) -> int:
    """Rounds in a game."""
    return 10


@rule
def ribbon_bonus(players: int | None = None) -> int:
    """Points for a bridge that spans the river at the end of the game."""
    return 5


@rule
def crack_penalty(players: int | None = None) -> int:
    """Points lost for each Crack token at the end of the game."""
    return 3


@rule
def solo_target(players: int | None = None) -> int:
    """Points the solo builder needs to beat the River Authority."""
    return 30


# ---- numbers by player count --------------------------------------------

@rule
def girders_in_yard(players: int) -> int:
    """Girder cards face up in the Yard: two more than the players."""
    return players + 2


@rule
def cables_in_yard(players: int) -> int:
    """Cable cards face up in the Yard."""
    return 2


@rule
def starting_budget(players: int) -> int:
    """Budget each player starts with."""
    return 8


# ---- the wind die ---------------------------------------------------------

@rule
def wind(roll: int) -> str:
    """The Wind die: 1-3 calm, 4-5 gust, 6 gale."""
    if roll <= 3:
        return "calm"
    if roll <= 5:
        return "gust"
    return "gale"


@rule
def wind_extra(wind: str) -> int:
    """Tonnes the wind adds to a truck's weight."""
    return WIND_EXTRA[wind]


# ---- crossing and scoring -------------------------------------------------

@rule
def load(weight: int, wind: str) -> int:
    """The load a truck puts on each span: its weight plus the wind."""
    return weight + WIND_EXTRA[wind]


@rule
def span_capacity(capacity: int, boost: int = 0) -> int:
    """A span holds its girder's capacity plus its cable's boost."""
    return capacity + boost


@rule
def first_failing_span(capacities: list, load: int) -> int:
    """The span (counted from 1 at your bank) the truck falls through; 0 if it crosses."""
    for place, capacity in enumerate(capacities, start=1):
        if capacity < load:
            return place
    return 0


@rule
def bridge_complete(spans: list) -> bool:
    """A bridge is complete when its spans add up to the river's width or more."""
    return sum(spans) >= river_width()


@rule
def budget_after(budget: int, costs: list) -> int:
    """Budget left after paying for the cards bought."""
    return budget - sum(costs)


@rule
def final_score(budget: int, complete: bool, cracks: int) -> int:
    """Budget, plus the ribbon bonus for a complete bridge, minus each Crack token."""
    return budget + (ribbon_bonus() if complete else 0) - crack_penalty() * cracks


# ---- setup ------------------------------------------------------------------

def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "girders": 24,
        "cables": 12,
        "trucks": 12,
        "river-mats": players,
        "site-board": 1,
        "budget-coins": 80,
        "crack-tokens": 16,
        "round-marker": 1,
        "wind-die": 1,
    }


# ---- invariants -------------------------------------------------------------

@invariant("the truck deck lasts the whole game", per_player_count=False)
def trucks_last(game) -> bool | str:
    total = game.deck("trucks").total
    return True if total >= rounds() else f"{total} trucks for {rounds()} rounds"


@invariant("the girder deck can fill the Yard at the most players", per_player_count=False)
def yard_fills(game) -> bool | str:
    total = game.deck("girders").total
    return True if total >= girders_in_yard(4) * 3 else f"only {total} girders"


@invariant("a cable on the strongest girder can carry the heaviest truck in a gale", per_player_count=False)
def heaviest_can_cross(game) -> bool | str:
    best_girder = max(c.fields["capacity"] for c in game.deck("girders").cards)
    best_cable = max(c.fields["boost"] for c in game.deck("cables").cards)
    heaviest = max(c.fields["weight"] for c in game.deck("trucks").cards)
    if best_girder + best_cable >= heaviest + WIND_EXTRA["Gale"]:
        return True
    return f"{best_girder + best_cable} t cannot carry {heaviest + WIND_EXTRA['Gale']} t"
