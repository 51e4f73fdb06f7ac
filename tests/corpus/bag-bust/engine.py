"""Bag Bust: the rules the tables, boards and examples print."""

from generator.engine import invariant, rule

PLAYERS = (2, 5)

# What each player's bag holds at the start, by chip id.
START_BAG = {"fizz-1": 3, "fizz-2": 2, "fizz-3": 1, "pumpkin-1": 1, "herb-1": 1}

# The market's prices in silver, by chip id (held to game.yaml's costs by an invariant).
PRICES = {
    "pumpkin-1": 3,
    "herb-1": 4, "herb-2": 8, "herb-4": 14,
    "ember-1": 5, "ember-2": 9, "ember-4": 15,
    "snowmint-1": 7, "snowmint-2": 12, "snowmint-4": 18,
}

# The kinds the market sells at the "every other kind" stock (all but Pumpkin 1).
OTHER_MARKET_CHIPS = ("herb-1", "herb-2", "herb-4", "snowmint-1", "snowmint-2", "snowmint-4",
                      "ember-1", "ember-2", "ember-4")

TRACK_SPACES = 40


@rule
def burst_limit(players: int | None = None, variant: str | None = None) -> int:
    """The highest white total a kettle survives; one more and it bursts."""
    if variant == "family":
        return 9
    if variant == "scorching":
        return 6
    return 7


@rule
def rounds(players: int | None = None) -> int:
    return 7


@rule
def chips_bought(players: int | None = None) -> int:
    """Chips a player may buy in one Buy phase (never two of one ingredient)."""
    return 2


@rule
def best_brew_bonus(players: int | None = None) -> int:
    return 2


@rule
def silver_per_point(players: int | None = None) -> int:
    """After the last round, this much silver scores one point."""
    return 5


@rule
def kettle_spaces(players: int | None = None) -> int:
    """Spaces on the kettle track, numbered 0 to 39."""
    return TRACK_SPACES


@rule
def herb_bonus() -> int:
    """Extra silver when a Herb is the last chip placed by a brewer who stopped on their own."""
    return 2


@rule
def ember_points() -> int:
    """Points each Ember scores in a kettle that did not burst."""
    return 1


@rule
def snowmint_cooling() -> int:
    """How much each Snowmint lowers the white total."""
    return 1


@rule
def pumpkin_stock(players: int) -> int:
    """Pumpkin 1 chips laid out in the market."""
    return 4 * players


@rule
def market_stock(players: int) -> int:
    """Chips of each other market kind laid out (Herb 1 ... Ember 4)."""
    return 2 * players + 2


@rule
def starting_chips(chip: str) -> int:
    """How many of a chip each starting bag holds, by its printed name (Fizz 1, Herb 1...)."""
    return START_BAG[chip.lower().replace(" ", "-")]


@rule
def starting_white_total() -> int:
    return sum(int(cid.split("-")[1]) * n for cid, n in START_BAG.items() if cid.startswith("fizz"))


@rule
def white_total(fizz: list, snowmints: int) -> int:
    """The Fizz chips' values added up, less the cooling of every Snowmint."""
    return sum(fizz) - snowmints * snowmint_cooling()


@rule
def bursts(white: int, variant: str | None = None) -> bool:
    return white > burst_limit(variant=variant)


@rule
def silver_at(space: int) -> int:
    """Silver printed on a kettle space: its number, and 1 more for every full ten."""
    return space + space // 10


@rule
def points_at(space: int) -> int:
    """Points printed on a kettle space: 1 for every full four spaces."""
    return space // 4


@rule
def kettle_silver() -> list[int]:
    return [silver_at(space) for space in range(TRACK_SPACES)]


@rule
def white_track_labels() -> list[str]:
    """The tally on each kettle board: the safe white totals, then the burst."""
    return [str(n) for n in range(1, burst_limit() + 1)] + ["Burst!"]


@rule
def round_silver(space: int, burst: bool, herb_last: bool, variant: str | None = None) -> int:
    """Silver a brewer earns in the Score phase."""
    silver = silver_at(space)
    if burst:
        return 0 if variant == "scorching" else silver // 2
    return silver + (herb_bonus() if herb_last else 0)


@rule
def round_points(space: int, burst: bool, embers: int) -> int:
    """Points a brewer scores in the Score phase (the Best Brew bonus aside)."""
    if burst:
        return 0
    return points_at(space) + embers * ember_points()


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    chips = {
        "chips/fizz-1": START_BAG["fizz-1"] * players,
        "chips/fizz-2": START_BAG["fizz-2"] * players,
        "chips/fizz-3": START_BAG["fizz-3"] * players,
        "chips/pumpkin-1": START_BAG["pumpkin-1"] * players + pumpkin_stock(players),
    }
    for cid in OTHER_MARKET_CHIPS:
        chips[f"chips/{cid}"] = START_BAG.get(cid, 0) * players + market_stock(players)
    return {
        "chips": sum(chips.values()),
        **chips,
        "fortune": 0 if variant == "family" else 12,
        "kettle-boards": players,
        "score-pad": 1,
        "bags": players,
        "pencils": players,
    }


def play(players: int, variant: str | None = None) -> dict[str, dict]:
    return {"fortune": {"per_round": 1, "turns": 7}}


@invariant("the market's prices in game.yaml are the engine's", per_player_count=False)
def prices_agree(game) -> bool | str:
    for cost in game.costs:
        if cost.group != "market":
            continue
        price = PRICES.get(cost.id)
        paid = sum(item.amount for item in cost.items if item.of == "Silver")
        if price != paid:
            return f"{cost.name} costs {paid} in game.yaml but {price} in the engine"
    missing = set(PRICES) - {c.id for c in game.costs}
    return True if not missing else f"no cost for {', '.join(sorted(missing))}"


@invariant("every chip is worth 1 to 4 and Fizz chips are never sold", per_player_count=False)
def chips_are_sound(game) -> bool | str:
    for card in game.deck("chips").cards:
        if not 1 <= card.fields["value"] <= 4:
            return f"{card.name} is worth {card.fields['value']}"
        if card.fields["ingredient"] == "Fizz" and card.id in PRICES:
            return f"{card.name} is for sale"
        if card.fields["ingredient"] != "Fizz" and card.id not in PRICES:
            return f"{card.name} has no price"
    return True


@invariant("a starting bag cannot be emptied without bursting", per_player_count=False)
def start_bag_can_burst() -> bool:
    return starting_white_total() > burst_limit()


@invariant("the kettle track is long enough for a full starting bag")
def track_long_enough(players: int) -> bool:
    reach = sum(int(cid.split("-")[1]) * n for cid, n in START_BAG.items())
    return reach < kettle_spaces(players)
