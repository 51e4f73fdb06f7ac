"""Engine model of Prairie Bushels: a homestead farmed for five years.

Land is counted in 20-acre plots, yields in bushels per acre (by crop and by
the summer's weather), elevator prices in cents per bushel and money in whole
dollars. The mortgage falls due every autumn.
"""
from generator.engine import invariant, rule

PLAYERS = (2, 4)

CROPS = ("Wheat", "Oats", "Barley", "Flax")
WEATHERS = ("Drought", "Dry", "Fair", "Good Rain")

# bushels per acre, by crop, for Drought, Dry, Fair, Good Rain
YIELDS = {
    "Wheat": (5, 10, 15, 25),
    "Oats": (10, 20, 30, 40),
    "Barley": (10, 15, 20, 25),
    "Flax": (0, 5, 10, 15),
}


@rule
def years(players: int | None = None) -> int:
    """How many years (rounds) the game lasts."""
    return 5


@rule
def acres_per_plot(players: int | None = None) -> int:
    return 20


@rule
def plots_per_homestead(players: int | None = None) -> int:
    return 8


@rule
def acres_per_homestead(players: int | None = None) -> int:
    return acres_per_plot() * plots_per_homestead()


@rule
def plots_broken_at_start(players: int | None = None) -> int:
    return 2


@rule
def sod_tokens_each(players: int | None = None) -> int:
    """Unbroken plots a homestead starts with, each covered by a Sod token."""
    return plots_per_homestead() - plots_broken_at_start()


@rule
def starting_cash(players: int | None = None) -> int:
    """Dollars each homesteader starts with."""
    return 250


@rule
def mortgage_payment(players: int | None = None) -> int:
    """Dollars due at every Mortgage Day."""
    return 300


@rule
def land_value_per_acre(players: int | None = None) -> int:
    """Dollars each broken acre is worth at the end."""
    return 5


@rule
def lien_penalty(players: int | None = None) -> int:
    """Dollars each Lien still held takes off a final score."""
    return 400


@rule
def proving_up_bonus(players: int | None = None) -> int:
    """Dollars a homesteader with no Lien at the end adds."""
    return 200


@rule
def granary_bushels(players: int | None = None) -> int:
    """The most bushels one Granary holds back from the elevator."""
    return 400


@rule
def bushels_per_acre(crop: str, weather: str) -> int:
    return YIELDS[crop][WEATHERS.index(weather)]


@rule
def harvest_bushels(acres: int, crop: str, weather: str) -> int:
    """Bushels a crop gives on so many acres in that weather."""
    return acres * bushels_per_acre(crop, weather)


@rule
def sale_dollars(bushels: int, cents: int) -> int:
    """Dollars the elevator pays for so many bushels at a price in cents per bushel."""
    return bushels * cents // 100


@rule
def cash_after_mortgage(cash: int, income: int) -> int:
    """Cash left once the autumn's income is in and the mortgage is paid."""
    return cash + income - mortgage_payment()


@rule
def final_score(cash: int, broken_acres: int, liens: int) -> int:
    score = cash + broken_acres * land_value_per_acre() - liens * lien_penalty()
    if liens == 0:
        score += proving_up_bonus()
    return score


@rule
def hail(roll: int) -> str:
    """The Hail die's result id for a roll."""
    if roll == 1:
        return "two-plots"
    if roll == 2:
        return "one-plot"
    return "passes"


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "homestead-boards": players,
        "county-board": 1,
        "weather": 12,
        "elevator": 8,
        "sod-tokens": sod_tokens_each() * players,
        "crop-markers": 48,
        "lien-tokens": 12,
        "improvement-tiles": 12,
        "year-marker": 1,
        "hail-die": 1,
        "ledger-pad": 1,
    }


def play(players: int, variant: str | None = None) -> dict[str, dict]:
    return {"weather": {"per_round": 1}, "elevator": {"per_round": 1}, "hail": {"dice": 1}}


@invariant("the box holds the Sod tokens every homestead starts with", per_player_count=True)
def sod_suffices(players: int, game) -> bool | str:
    sod = next(c for c in game.inventory if c.id == "sod-tokens")
    need = sod_tokens_each() * players
    return True if sod.count >= need else f"{need} Sod tokens needed, {sod.count} in the box"


@invariant("the weather deck lasts the whole game", per_player_count=False)
def weather_lasts(game) -> bool | str:
    total = game.deck("weather").total
    return True if total >= years() else f"only {total} weather cards for {years()} years"


@invariant("the elevator deck lasts the whole game", per_player_count=False)
def elevator_lasts(game) -> bool | str:
    total = game.deck("elevator").total
    return True if total >= years() else f"only {total} elevator cards for {years()} years"


@invariant("every elevator price is a whole number of cents divisible by 5", per_player_count=False)
def prices_round(game) -> bool | str:
    for card in game.deck("elevator").cards:
        for crop in ("wheat", "oats", "barley", "flax"):
            if card.fields[crop] % 5:
                return f"{card.name} prices {crop} at {card.fields[crop]} cents"
    return True


@invariant("every weather card names a known weather", per_player_count=False)
def weather_known(game) -> bool | str:
    for card in game.deck("weather").cards:
        if card.fields["weather"] not in WEATHERS:
            return f"{card.name} has weather {card.fields['weather']}"
    return True


@invariant("seed costs one cost per crop", per_player_count=False)
def seed_per_crop(game) -> bool | str:
    names = sorted(c.name for c in game.costs if c.group == "seed")
    want = sorted(f"{crop} seed" for crop in CROPS)
    return True if names == want else f"seed costs are {names}"
