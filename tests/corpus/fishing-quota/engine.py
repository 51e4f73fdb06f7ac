"""Engine model of Full Hold: a year of fishing under a shared quota."""
from generator.engine import invariant, rule

PLAYERS = (2, 4)

SEASONS = ("Spring", "Summer", "Autumn", "Winter")

# tonnes of each species the harbour may land in the year: at 2 players, and more per extra player
QUOTA_BASE = {"Cod": 10, "Haddock": 12, "Herring": 16, "Mackerel": 14}
QUOTA_STEP = {"Cod": 4, "Haddock": 4, "Herring": 6, "Mackerel": 5}

PRICES = {  # Coins per tonne, Spring to Winter
    "Cod": (5, 4, 5, 7),
    "Haddock": (4, 3, 4, 6),
    "Herring": (2, 2, 3, 2),
    "Mackerel": (3, 4, 2, 1),
}

GROUNDS = {  # ground: (distance, species)
    "Kelp Sound": (1, "Herring"),
    "Sandy Bight": (1, "Mackerel"),
    "Gannet Bank": (2, "Haddock"),
    "Silver Pit": (2, "Mackerel"),
    "Whale Deep": (3, "Cod"),
    "Northern Edge": (3, "Cod"),
}


@rule
def quota(species: str, players: int = 2) -> int:
    """Tonnes of a species the whole table may land before its fishery closes."""
    return QUOTA_BASE[species] + QUOTA_STEP[species] * (players - 2)


@rule
def price(species: str, season: str) -> int:
    """Coins paid for one tonne of a species in a season."""
    return PRICES[species][SEASONS.index(season)]


@rule
def fuel_cost(distance: int) -> int:
    """Coins of fuel one boat pays to sail to a ground at this distance and back."""
    return 2 * distance - 1


@rule
def ground_distance(ground: str) -> int:
    return GROUNDS[ground][0]


@rule
def ground_species(ground: str) -> str:
    return GROUNDS[ground][1]


@rule
def starting_coins(players: int | None = None) -> int:
    return 10


@rule
def rounds_per_season(players: int | None = None) -> int:
    return 3


@rule
def seasons() -> int:
    return len(SEASONS)


@rule
def rounds_in_game() -> int:
    return seasons() * rounds_per_season()


@rule
def fleet_limit(players: int | None = None) -> int:
    """Most boats one player may own."""
    return 3


@rule
def boats_per_ground(players: int | None = None) -> int:
    """Most boats, of all players together, fishing one ground in a round."""
    return 2


@rule
def cold_store_limit(players: int | None = None) -> int:
    """Tonnes a player may keep unsold from one Market to the next."""
    return 4


@rule
def catch(hold: int, quota_left: int, extra: int = 0, lost: int = 0) -> int:
    """Tonnes a boat brings home: its hold (plus a shoal's extra, less a squall's loss), never past the quota."""
    return max(0, min(hold + extra - lost, quota_left))


@rule
def sale_value(tonnes: int, species: str, season: str) -> int:
    return tonnes * price(species, season)


@rule
def trip_profit(sale: int, fuel: int) -> int:
    return sale - fuel


@rule
def resale(boat_price: int) -> int:
    """What a boat adds to its owner's score at the end: half its price, rounded down."""
    return boat_price // 2


@rule
def final_score(coins: int, boat_prices: list) -> int:
    return coins + sum(resale(p) for p in boat_prices)


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    events = 20 if variant is None else 14
    return {
        "harbour-board": 1,
        "fleet-boards": players,
        "boats": 10,
        "boats/skiff": players,
        "sea-events": events,
        "boat-markers": 3 * players,
        "fish-crates": 40,
        "coins": 60,
        "round-marker": 1,
        "harbourmaster": 1,
        "quota-markers": 4,
    }


def play(players: int, variant: str | None = None) -> dict:
    return {"sea-events": {"hand": 0, "draw": 1}}


@invariant("the Sea Event deck lasts the whole year", per_player_count=False)
def events_last(game) -> bool | str:
    deck = game.deck("sea-events").total
    return True if deck >= rounds_in_game() else f"{deck} cards for {rounds_in_game()} rounds"


@invariant("Fair Winds leaves enough Sea Event cards for the year", per_player_count=False)
def fair_winds_events_last(game) -> bool | str:
    cards = game.deck("sea-events").cards
    left = sum(c.count for c in cards if c.id not in ("storm", "severe-gale"))
    return True if left >= rounds_in_game() and left == 14 else f"{left} cards left without storms"


@invariant("each player starts with a Skiff")
def skiffs_for_everyone(players: int, game) -> bool:
    skiff = next(c for c in game.deck("boats").cards if c.id == "skiff")
    return skiff.count >= players


@invariant("a player has a boat marker for every boat of a full fleet", per_player_count=False)
def markers_cover_fleet(game) -> bool:
    line = next(c for c in game.inventory if c.id == "boat-markers")
    return line.per_player == fleet_limit()


@invariant("every route from the harbour is as long as its ground's distance", per_player_count=False)
def routes_match_distances(game) -> bool | str:
    board = game.maps[0]
    for route in board.routes:
        ground = next(board.location(n).name for n in route.between if board.location(n).name != "Harbour")
        if route.cost != ground_distance(ground):
            return f"{ground}: route {route.cost}, distance {ground_distance(ground)}"
    return True


@invariant("no boat's hold is bigger than the smallest quota", per_player_count=False)
def holds_fit_quotas(game) -> bool | str:
    biggest = max(c.fields["hold"] for c in game.deck("boats").cards)
    return True if biggest <= min(QUOTA_BASE.values()) else f"hold {biggest}"
