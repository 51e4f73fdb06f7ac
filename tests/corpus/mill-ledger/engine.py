"""Mill Ledger: the numbers the rules compute with."""

from generator.engine import invariant, rule

PLAYERS = (2, 4)

ROUNDS = 6              # one River card is revealed each round
PASS_COPPER = 2         # what a miller takes instead of building
BONUS_PER_SET = 4       # Copper for each complete set at Tally
HIGH_WATER_EXTRA = 2    # added to income when the river runs high
MARKET_CLEAR_COST = 2   # Copper to clear the market (also a cost in game.yaml)
OTHER_MILLWORKS = 21    # millworks that are not Waterwheels


@rule
def starting_copper(players: int = 3) -> int:
    """Copper each miller starts with: fewer rivals, a fatter purse."""
    return 10 - players


@rule
def market_size(players: int = 3) -> int:
    """Face-up millworks in the market."""
    return players + 2


@rule
def river_cards_dealt(players: int | None = None) -> int:
    """River cards dealt face down at setup: one per round."""
    return ROUNDS


@rule
def rounds_in_game(players: int | None = None) -> int:
    return ROUNDS


@rule
def pass_copper() -> int:
    return PASS_COPPER


@rule
def bonus_per_set() -> int:
    return BONUS_PER_SET


@rule
def market_clear_cost() -> int:
    return MARKET_CLEAR_COST


@rule
def set_bonus(sets: int) -> int:
    """Copper paid at Tally for complete sets."""
    return BONUS_PER_SET * sets


@rule
def complete_sets(grain: int, timber: int, cloth: int) -> int:
    """A set is one millwork of each trade; each card counts once."""
    return min(grain, timber, cloth)


@rule
def water_extra(water: str) -> int:
    return HIGH_WATER_EXTRA if water == "High" else 0


@rule
def income_halved(water: str) -> bool:
    return water == "Low"


@rule
def water_income(income: int, water: str = "Normal") -> int:
    """Income after the river: halved (rounded down) at low water, plus the high-water extra."""
    if income_halved(water):
        income = income // 2
    return income + water_extra(water)


@rule
def tally(income: int, upkeep: int, sets: int, water: str = "Normal", toll: int = 0) -> int:
    """How much a miller's purse changes at Tally (may be negative)."""
    return water_income(income, water) - upkeep - toll + set_bonus(sets)


@rule
def ledger_after(copper: int, income: int, upkeep: int, sets: int, water: str = "Normal",
                 toll: int = 0, spent: int = 0, passed: bool = False) -> int:
    """Copper at the end of a round: start, less what was spent, plus the pass, then Tally.
    A purse never falls below 0: what cannot be paid is forgiven, and the miller closes a millwork."""
    copper = copper - spent + (PASS_COPPER if passed else 0)
    return max(0, copper + tally(income, upkeep, sets, water, toll))


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "millworks": OTHER_MILLWORKS + players,   # the market deck plus one Waterwheel each
        "millworks/waterwheel": players,
        "river": ROUNDS,
        "copper-coins": 50,
        "first-miller": 1,
        "ledger-pad": 1,
    }


@invariant("the box holds a Waterwheel for every miller at the most players", per_player_count=False)
def waterwheels_suffice(game) -> bool | str:
    wheel = next(c for c in game.deck("millworks").cards if c.id == "waterwheel")
    return True if wheel.count >= PLAYERS[1] else f"only {wheel.count} Waterwheels"


@invariant("the other millworks number what setup() takes out", per_player_count=False)
def other_millworks_match(game) -> bool | str:
    others = sum(c.count for c in game.deck("millworks").cards if c.id != "waterwheel")
    return True if others == OTHER_MILLWORKS else f"{others} other millworks, engine says {OTHER_MILLWORKS}"


@invariant("the River deck covers every round", per_player_count=False)
def river_covers_rounds(game) -> bool | str:
    return game.deck("river").total >= ROUNDS


@invariant("every miller can afford a millwork in the first round")
def first_purchase(players: int, game) -> bool | str:
    cheapest = min(c.fields["cost"] for c in game.deck("millworks").cards if c.id != "waterwheel")
    return starting_copper(players) >= cheapest


@invariant("the market-clearing cost in game.yaml matches the engine", per_player_count=False)
def clear_cost_matches(game) -> bool | str:
    cost = next(c for c in game.costs if c.id == "clear-market")
    return cost.items[0].amount == MARKET_CLEAR_COST


@invariant("no River card asks for a toll larger than the smallest start", per_player_count=False)
def tolls_small(game) -> bool | str:
    worst = max(c.fields["toll"] for c in game.deck("river").cards)
    return worst <= starting_copper(PLAYERS[1])
