"""Tide Harbour: the rules the tables, examples and setup print."""

from generator.engine import invariant, rule

PLAYERS = (2, 4)

TIMES = ["04:00", "07:00", "10:00", "13:00", "16:00", "19:00"]
SEASONS = ["Spring", "Summer", "Autumn", "Winter"]

# Tide heights over the sill, in decimetres (whole units), by season and time.
TIDES_DM = {
    "Spring": [26, 40, 24, 6, 20, 38],
    "Summer": [22, 32, 24, 12, 18, 30],
    "Autumn": [20, 42, 22, 4, 16, 40],
    "Winter": [18, 30, 26, 14, 16, 26],
}

# Silver a crate, by fish and season.
PRICES = {
    "Mackerel": {"Spring": 2, "Summer": 1, "Autumn": 2, "Winter": 3},
    "Crab": {"Spring": 3, "Summer": 4, "Autumn": 3, "Winter": 2},
    "Herring": {"Spring": 2, "Summer": 3, "Autumn": 4, "Winter": 3},
    "Cod": {"Spring": 4, "Summer": 3, "Autumn": 3, "Winter": 5},
}

CONSTANTS = {
    "Berths on a quay": 3,
    "Starting Silver": 10,
    "Seasons": 4,
    "Tide times a day": 6,
}

BOAT_CARDS = 17
CRATES = 40
SILVER_PIECES = 42


def tide_dm(time: str, season: str) -> int:
    return TIDES_DM[season][TIMES.index(time)]


@rule
def tide_height(time: str, season: str) -> str:
    """The tide height in metres with one decimal, as the tide table prints it."""
    return f"{tide_dm(time, season) / 10:.1f}"


@rule
def may_pass(draft_dm: int, time: str, season: str) -> bool:
    """A boat passes the harbour mouth when the tide is at least its draft."""
    return tide_dm(time, season) >= draft_dm


@rule
def fish_price(fish: str, season: str) -> int:
    return PRICES[fish][season]


@rule
def shoal(roll: int) -> str:
    if roll <= 2:
        return "thin"
    if roll <= 5:
        return "steady"
    return "shoal"


def catch_change(roll: int, boat: str = "") -> int:
    result = shoal(roll)
    if result == "thin":
        return 0 if boat == "Crabber" else -1
    if result == "shoal":
        return 2 if boat == "Drifter" else 1
    return 0


@rule
def crates_landed(catch: int, hold: int, rolls: list, boat: str = "") -> int:
    """Crates aboard after the given Shoal die rolls, never more than the hold."""
    crates = 0
    for roll in rolls:
        crates = min(hold, crates + max(0, catch + catch_change(roll, boat)))
    return crates


@rule
def sale_value(fish: str, season: str, crates: int) -> int:
    return crates * fish_price(fish, season)


@rule
def resale_value(cost: int) -> int:
    """A boat sold to the yard, or counted at the end: half its cost, rounded down."""
    return cost // 2


@rule
def final_score(silver: int, boat_costs: list) -> int:
    return silver + sum(resale_value(c) for c in boat_costs)


@rule
def shipyard_row(players: int) -> int:
    """Face-up boats for sale: one more than the players."""
    return players + 1


@rule
def mouth_limit(players: int) -> int:
    """Boats the harbour mouth lets through at one tide, in and out together."""
    return players + 2


@rule
def constant(what: str) -> int:
    return CONSTANTS[what]


@rule
def starting_silver(players: int | None = None) -> int:
    return CONSTANTS["Starting Silver"]


@rule
def berths() -> int:
    return CONSTANTS["Berths on a quay"]


@rule
def seasons() -> int:
    return CONSTANTS["Seasons"]


@rule
def tide_times() -> int:
    return CONSTANTS["Tide times a day"]


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "harbour-board": 1,
        "boats": BOAT_CARDS,
        "quays": players,
        "crates": CRATES,
        "silver": SILVER_PIECES,
        "tide-marker": 1,
        "season-marker": 1,
        "harbour-master": 1,
        "shoal-die": 0 if variant == "calm-seas" else 1,
    }


@invariant("the box counts in setup() match game.yaml", per_player_count=False)
def box_counts_match(game) -> bool | str:
    counts = {c.id: c.count for c in game.inventory}
    if game.deck("boats").total != BOAT_CARDS:
        return f"boat deck has {game.deck('boats').total}, setup says {BOAT_CARDS}"
    if counts["crates"] != CRATES or counts["silver"] != SILVER_PIECES:
        return "crate or silver count differs from setup()"
    return True


@invariant("there is a Skiff for every player to start with")
def a_skiff_each(players: int, game) -> bool | str:
    skiffs = sum(c.count for c in game.deck("boats").cards if c.name == "Skiff")
    return True if skiffs >= players else f"{skiffs} Skiffs for {players} players"


@invariant("the boat deck deals the shipyard row after the Skiffs are given out")
def row_can_be_dealt(players: int, game) -> bool | str:
    left = game.deck("boats").total - players
    return True if left >= shipyard_row(players) else f"{left} boats left for a row of {shipyard_row(players)}"


@invariant("every boat can go out and come home on the same day in some season", per_player_count=False)
def every_boat_makes_a_trip(game) -> bool | str:
    for card in game.deck("boats").cards:
        draft = card.fields["draft_dm"]
        if not any(sum(1 for t in TIMES if tide_dm(t, s) >= draft) >= 2 for s in SEASONS):
            return f"{card.name} can never make a round trip"
    return True


@invariant("every fish has a price in every season", per_player_count=False)
def every_fish_priced(game) -> bool | str:
    for fish in game.names["fish"]:
        if fish not in PRICES:
            return f"no price for {fish}"
    for card in game.deck("boats").cards:
        if card.fields["fish"] not in PRICES:
            return f"{card.name} lands {card.fields['fish']}, which has no price"
    return True


@invariant("the tow costs what the rulebook's nightfall rule charges", per_player_count=False)
def tow_is_cheaper_than_a_skiff(game) -> bool | str:
    tow = next(c for c in game.costs if c.id == "tow")
    skiff = next(c for c in game.deck("boats").cards if c.id == "skiff")
    return True if tow.items[0].amount < skiff.fields["cost"] else "the tow costs as much as a new Skiff"
