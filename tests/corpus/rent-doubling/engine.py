"""Rent Doubling: the rules the rulebook, the tables and the deed cards print."""

from generator.engine import invariant, rule

PLAYERS = (2, 5)

# district: (price of each lot, ground rent, hotel cost), in ring order from Harbour Gate
DISTRICTS = {
    "Docks": (5, 1, 10),
    "Tannery Row": (9, 2, 10),
    "Market Square": (13, 3, 15),
    "Old Town": (17, 4, 15),
    "Gardens": (21, 5, 20),
    "Crown Hill": (25, 6, 20),
}
LOTS_PER_DISTRICT = 4
LOTS_ON_THE_RING = 24

STARTING_SILVER = {2: 120, 3: 100, 4: 90, 5: 80}
WAGES = 15
LOTS_FOR_A_HOTEL = 2
HOTELS_IN_THE_BOX = 12
SHORT_EVENING_HOTELS = 6
OWNER_MARKERS_EACH = 16
SILVER_TOKENS = 100
CRIER_CARDS = 16
DEEDS_DEALT = 2          # Dealt Deeds variant
CRIER_DRAWN_ON_DOUBLES = 1


@rule
def starting_silver(players: int, variant: str | None = None) -> int:
    """Silver each player takes from the bank at setup."""
    return STARTING_SILVER[players]


@rule
def wages(players: int | None = None) -> int:
    """Silver the bank pays each time a pawn passes or stops on Harbour Gate."""
    return WAGES


@rule
def lot_price(district: str) -> int:
    return DISTRICTS[district][0]


@rule
def ground_rent(district: str) -> int:
    return DISTRICTS[district][1]


@rule
def hotel_cost(district: str) -> int:
    return DISTRICTS[district][2]


@rule
def rent_multiplier(owned: int, hotel: bool = False) -> int:
    """The ladder: 2, 4, 8, 16 for one to four lots of the district; a hotel triples it."""
    if not 1 <= owned <= LOTS_PER_DISTRICT:
        raise ValueError(f"a district has {LOTS_PER_DISTRICT} lots; owned={owned}")
    return 2 ** owned * (3 if hotel else 1)


@rule
def rent(district: str, owned: int, hotel: bool = False) -> int:
    """Rent on one lot: its district's ground rent times the ladder."""
    return ground_rent(district) * rent_multiplier(owned, hotel)


@rule
def lots_for_a_hotel(players: int | None = None) -> int:
    """Lots of one district a player must own before building a hotel in it."""
    return LOTS_FOR_A_HOTEL


@rule
def hotels_per_lot() -> int:
    return 1


@rule
def hotels_to_end(players: int | None = None, variant: str | None = None) -> int:
    """The game ends when this many hotels stand on the board."""
    return SHORT_EVENING_HOTELS if variant == "short-evening" else HOTELS_IN_THE_BOX


@rule
def sale_value(price: int) -> int:
    """The bank buys a lot or a hotel back for half what it cost, rounded down."""
    return price // 2


@rule
def worth(silver: int, lot_prices: list, hotel_costs: list) -> int:
    """A player's worth at the end: Silver, plus lots at their price, plus hotels at their cost."""
    return silver + sum(lot_prices) + sum(hotel_costs)


@rule
def deeds_dealt(players: int = 2, variant: str | None = None) -> int:
    return DEEDS_DEALT if variant == "dealt-deeds" else 0


@rule
def lots_on_the_ring() -> int:
    return LOTS_ON_THE_RING


@rule
def lots_in_a_district() -> int:
    return LOTS_PER_DISTRICT


@rule
def crier_cards_drawn() -> int:
    """Town Crier cards drawn when both dice show the same number."""
    return CRIER_DRAWN_ON_DOUBLES


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    """What a game at this count takes out of the box."""
    return {
        "game-board": 1,
        "deeds": LOTS_ON_THE_RING,
        "crier": CRIER_CARDS,
        "silver-tokens": SILVER_TOKENS,
        "hotels": HOTELS_IN_THE_BOX,
        "owner-markers": OWNER_MARKERS_EACH * players,
        "pawns": players,
        "dice": 2,
    }


@invariant("every deed prints its district's price and the ladder's rents", per_player_count=False)
def deeds_match_districts(game) -> bool | str:
    deck = game.deck("deeds")
    for card in deck.cards:
        district = card.fields["district"]
        if card.fields["price"] != lot_price(district):
            return f"{card.name} costs {card.fields['price']}, but {district} lots cost {lot_price(district)}"
        for owned in range(1, LOTS_PER_DISTRICT + 1):
            printed = card.fields[f"rent_{owned}"]
            if printed != rent(district, owned):
                return f"{card.name} prints rent {printed} for {owned} lots, but the ladder gives {rent(district, owned)}"
    return True


@invariant("each district has four lots on the ring, one deed each", per_player_count=False)
def districts_have_four_lots(game) -> bool | str:
    deck = game.deck("deeds")
    if deck.total != LOTS_ON_THE_RING:
        return f"{deck.total} deeds for {LOTS_ON_THE_RING} lots"
    for district in DISTRICTS:
        lots = [c for c in deck.cards if c.fields["district"] == district]
        if len(lots) != LOTS_PER_DISTRICT or any(c.count != 1 for c in lots):
            return f"{district} has {len(lots)} deeds"
    if list(game.names["districts"]) != list(DISTRICTS):
        return "the districts in game.yaml are not the engine's, in ring order"
    return True


@invariant("the hotel prices in game.yaml are the engine's", per_player_count=False)
def hotel_costs_agree(game) -> bool | str:
    for district in DISTRICTS:
        cost_id = "hotel-" + district.lower().replace(" ", "-")
        cost = next((c for c in game.costs if c.id == cost_id), None)
        if cost is None:
            return f"no cost {cost_id}"
        amount = sum(item.amount for item in cost.items)
        if amount != hotel_cost(district):
            return f"{cost.name} costs {amount}, the engine says {hotel_cost(district)}"
    return True


@invariant("the box holds what setup takes out", per_player_count=False)
def box_counts_agree(game) -> bool | str:
    counts = {c.id: c.count for c in game.inventory}
    if counts["hotels"] != HOTELS_IN_THE_BOX:
        return f"the box holds {counts['hotels']} hotels, the engine {HOTELS_IN_THE_BOX}"
    if counts["silver-tokens"] != SILVER_TOKENS:
        return f"the box holds {counts['silver-tokens']} Silver tokens, the engine {SILVER_TOKENS}"
    if game.deck("crier").total != CRIER_CARDS:
        return f"{game.deck('crier').total} Town Crier cards, the engine {CRIER_CARDS}"
    markers = next(c for c in game.inventory if c.id == "owner-markers")
    if markers.per_player != OWNER_MARKERS_EACH:
        return f"{markers.per_player} owner markers each, the engine {OWNER_MARKERS_EACH}"
    return True


@invariant("a lone player can afford at least one lot of every district at the start")
def start_buys_a_lot(players: int) -> bool:
    return starting_silver(players) >= max(price for price, _, _ in DISTRICTS.values())

