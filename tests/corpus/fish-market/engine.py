"""Engine model of Fish Market.

Skippers send boats to four fishing grounds each season, land crates of fish,
and sell them on a market whose price for each species drops one step for
every crate sold and climbs back at the end of the season. Four seasons make a
year; the game lasts two years. Every number a table, the board or a worked
example prints is computed here.
"""
from __future__ import annotations

from generator.engine import invariant, rule

PLAYERS = (2, 5)

SPECIES = ("Herring", "Mackerel", "Cod", "Lobster")
SEASONS = ("Spring", "Summer", "Autumn", "Winter")

# Crates one boat brings home from a ground, by season (before weather,
# crowding and its hold).
CATCH = {
    "Herring": (3, 4, 3, 2),
    "Mackerel": (2, 4, 3, 1),
    "Cod": (2, 1, 3, 3),
    "Lobster": (1, 2, 2, 0),
}

# Coins one crate fetches, by the step (1 to 8) of the species' price marker.
PRICES = {
    "Herring": (1, 1, 2, 2, 3, 3, 4, 4),
    "Mackerel": (1, 2, 2, 3, 3, 4, 4, 5),
    "Cod": (2, 2, 3, 3, 4, 5, 5, 6),
    "Lobster": (2, 3, 4, 5, 6, 7, 8, 9),
}

FLOOR_STEP = 1
TOP_STEP = 8
START_STEP = 6
SEASONS_PER_YEAR = 4
YEARS = 2
STARTING_COINS = 12
FLEET_LIMIT = 4
CROWDING_PENALTY = 1
SHIPYARD_DECK = 14        # every boat card but the five Dinghies
WEATHER_DECK = 12
COINS = 60
CRATES = 72


# --- calendar ---------------------------------------------------------------
@rule
def seasons_per_year(players: int | None = None) -> int:
    """Spring, Summer, Autumn and Winter."""
    return SEASONS_PER_YEAR


@rule
def years_in_game(players: int | None = None) -> int:
    return YEARS


@rule
def seasons_in_game(players: int | None = None) -> int:
    return SEASONS_PER_YEAR * YEARS


@rule
def fleet_limit(players: int | None = None) -> int:
    """The most boats one skipper may own at once."""
    return FLEET_LIMIT


# --- setup by player count ----------------------------------------------------
@rule
def starting_coins(players: int | None = None) -> int:
    return STARTING_COINS


@rule
def shipyard_row(players: int) -> int:
    """Face-up boat cards for sale in the shipyard row."""
    return 3 if players <= 3 else 4


@rule
def recovery_steps(players: int) -> int:
    """Steps every price marker climbs at the end of a season."""
    return 2 if players <= 3 else 3


@rule
def crowded_at(players: int) -> int:
    """A ground holding this many boats or more is crowded."""
    return 3 if players <= 3 else 4


@rule
def crowding_penalty() -> int:
    return CROWDING_PENALTY


# --- fishing ------------------------------------------------------------------
@rule
def crates_caught(season: str, species: str) -> int:
    """What the catch table gives one boat on a ground in a season."""
    return CATCH[species][SEASONS.index(season)]


@rule
def boat_catch(season: str, species: str, hold: int, weather: int = 0,
               crowded: bool = False, bonus: int = 0) -> int:
    """Crates one boat lands: the table, the weather, crowding, then its hold.

    A Crab Potter's bonus is added in Summer on the Lobster grounds, after the
    hold (it may carry more than its hold).
    """
    crates = crates_caught(season, species) + weather
    if crowded:
        crates -= CROWDING_PENALTY
    crates = max(0, min(hold, crates))
    if bonus and season == "Summer" and species == "Lobster":
        crates += bonus
    return crates


# --- the market -----------------------------------------------------------------
@rule
def starting_step() -> int:
    return START_STEP


@rule
def top_step() -> int:
    return TOP_STEP


@rule
def price(species: str, step: int) -> int:
    """Coins one crate fetches with the marker on this step."""
    return PRICES[species][step - 1]


@rule
def step_after_sale(step: int, crates: int) -> int:
    """Each crate sold drops the marker one step, never below the floor."""
    return max(FLOOR_STEP, step - crates)


@rule
def sale_income(species: str, step: int, crates: int) -> int:
    """Coins for selling crates one by one, the marker dropping after each."""
    total = 0
    for _ in range(crates):
        total += price(species, step)
        step = step_after_sale(step, 1)
    return total


@rule
def step_after_recovery(step: int, players: int) -> int:
    return min(TOP_STEP, step + recovery_steps(players))


# --- money --------------------------------------------------------------------
@rule
def upkeep_total(upkeeps: list) -> int:
    return sum(upkeeps)


@rule
def resale_value(cost: int) -> int:
    """The shipyard pays half a boat's cost, rounded down."""
    return cost // 2


@rule
def final_worth(coins: int, boat_costs: list) -> int:
    return coins + sum(resale_value(c) for c in boat_costs)


# --- what comes out of the box ----------------------------------------------
def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "market-board": 1,
        "boats": players + SHIPYARD_DECK,      # a Dinghy each, and the shipyard deck
        "boats/dinghy": players,
        "weather": WEATHER_DECK,
        "price-markers": len(SPECIES),
        "season-marker": 1,
        "boat-markers": FLEET_LIMIT * players,
        "coins": COINS,
        "crates": CRATES,
    }


def play(players: int, variant: str | None = None) -> dict:
    return {"weather": {"hand": 0, "draw": 1}, "boats": {"hand": 0, "draw": 1}}


# --- invariants -----------------------------------------------------------------
@invariant("every boat's resale value is half its cost, rounded down", per_player_count=False)
def resale_is_half(game) -> bool | str:
    wrong = [c.name for c in game.deck("boats").cards
             if c.fields["resale"] != resale_value(c.fields["cost"])]
    return True if not wrong else f"resale is not half the cost: {', '.join(wrong)}"


@invariant("the box holds a Dinghy for every skipper", per_player_count=False)
def dinghies_suffice(game) -> bool | str:
    dinghy = next(c for c in game.deck("boats").cards if c.id == "dinghy")
    return True if dinghy.count >= PLAYERS[1] else f"only {dinghy.count} Dinghies"


@invariant("the shipyard deck is every boat card but the Dinghies", per_player_count=False)
def shipyard_deck_size(game) -> bool | str:
    deck = game.deck("boats")
    others = sum(c.count for c in deck.cards if c.id != "dinghy")
    return True if others == SHIPYARD_DECK else f"{others} shipyard cards, engine says {SHIPYARD_DECK}"


@invariant("the weather deck lasts the whole game", per_player_count=False)
def weather_lasts(game) -> bool | str:
    total = game.deck("weather").total
    if total != WEATHER_DECK:
        return f"{total} weather cards, engine says {WEATHER_DECK}"
    return True if total >= seasons_in_game() else f"only {total} weather cards"


@invariant("no price falls as its marker climbs", per_player_count=False)
def prices_climb() -> bool | str:
    for species, row in PRICES.items():
        if any(b < a for a, b in zip(row, row[1:])):
            return f"{species} prices fall somewhere"
    return True


@invariant("the box's coins and crates are the ones setup lays out", per_player_count=False)
def supplies_match(game) -> bool | str:
    counts = {c.id: c.count for c in game.inventory}
    if counts.get("coins") != COINS or counts.get("crates") != CRATES:
        return "coins or crates differ from the box"
    return True


@invariant("the shipyard row can always be filled at setup")
def shipyard_fills(players: int) -> bool:
    return shipyard_row(players) <= SHIPYARD_DECK
