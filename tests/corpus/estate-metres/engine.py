"""Estate Metres: the rules the printed tables and the rulebook state.

Every plot is measured in square metres (m²), land and sales are priced per m²,
and buildings rise in floors of three metres each up to their district's height limit.
"""

from generator.engine import invariant, rule

PLAYERS = (2, 4)

DISTRICTS = ("Old Town", "Harbour", "Riverside", "Hillside")

# Money per m² of plot area, paid once when the plot is bought.
LAND_PRICE = {"Old Town": 3, "Harbour": 2, "Riverside": 2, "Hillside": 1}
# Money per m² of floor space, paid by the buyer when a building is sold.
SALE_PRICE = {"Old Town": 6, "Harbour": 5, "Riverside": 5, "Hillside": 4}
# Highest a building may stand, in metres.
HEIGHT_LIMIT = {"Old Town": 12, "Harbour": 18, "Riverside": 15, "Hillside": 9}

FLOOR_HEIGHT_M = 3          # every floor, the ground floor too, is three metres high
BUILD_COST_PER_M2 = 1       # Money per m² of plot area, for each floor built
BROKER_MONEY = 50           # what the Broker action pays
PLOT_LIMIT = 3              # unsold plots a player may own at once
ACTIONS = 2                 # actions in each player's turn
END_DISCOUNT = 1            # Money per m² less for a building still unsold at the end
CUBES_PER_PLAYER = 18

MARKET_SHIFT = {"slump": -1, "steady": 0, "boom": 1}


# ---- setup by player count -------------------------------------------------

@rule
def starting_money(players: int, variant: str | None = None) -> int:
    """Money each player writes on the first line of their ledger."""
    base = {2: 600, 3: 550, 4: 500}[players]
    return base + 100 if variant == "short" else base


@rule
def market_plots(players: int) -> int:
    """Plots lying face up in the market after each refill: two more than the players."""
    return players + 2


@rule
def rounds(players: int, variant: str | None = None) -> int:
    """Rounds in a game; the short game plays two fewer."""
    base = {2: 8, 3: 7, 4: 6}[players]
    return base - 2 if variant == "short" else base


# ---- constants ---------------------------------------------------------------

@rule
def actions_per_turn(players: int | None = None) -> int:
    return ACTIONS


@rule
def plot_limit(players: int | None = None) -> int:
    return PLOT_LIMIT


@rule
def floor_height_m(players: int | None = None) -> int:
    return FLOOR_HEIGHT_M


@rule
def build_cost_per_m2(players: int | None = None) -> int:
    return BUILD_COST_PER_M2


@rule
def broker_money(players: int | None = None) -> int:
    return BROKER_MONEY


@rule
def end_discount_per_m2(players: int | None = None) -> int:
    return END_DISCOUNT


# ---- the price table, by district ------------------------------------------------

@rule
def land_price_per_m2(district: str) -> int:
    return LAND_PRICE[district]


@rule
def sale_price_per_m2(district: str) -> int:
    return SALE_PRICE[district]


@rule
def height_limit_m(district: str) -> int:
    return HEIGHT_LIMIT[district]


@rule
def floors_allowed(district: str) -> int:
    """The most floors a building may have: the height limit over the floor height."""
    return HEIGHT_LIMIT[district] // FLOOR_HEIGHT_M


# ---- the market die ------------------------------------------------------------

@rule
def market_result(roll: int) -> str:
    if roll <= 2:
        return "slump"
    if roll <= 4:
        return "steady"
    return "boom"


@rule
def sale_shift(result: str) -> int:
    """Money per m² added to (or taken from) every sale this round."""
    return MARKET_SHIFT[result]


# ---- money worked out on the table ---------------------------------------------------

@rule
def plot_price(area: int, district: str) -> int:
    """What a plot costs: its area times its district's land price per m²."""
    return area * LAND_PRICE[district]


@rule
def floor_cost(area: int) -> int:
    """What one floor costs on a plot of this area."""
    return area * BUILD_COST_PER_M2


@rule
def building_height_m(floors: int) -> int:
    return floors * FLOOR_HEIGHT_M


@rule
def floor_area_m2(area: int, floors: int) -> int:
    """Floor space of a building: every floor covers the whole plot."""
    return area * floors


@rule
def sale_value(area: int, floors: int, district: str, shift: int = 0) -> int:
    """What a sale pays: floor area times the district's sale price per m², moved by the market."""
    return area * floors * (SALE_PRICE[district] + shift)


@rule
def end_value(area: int, floors: int, district: str) -> int:
    """A building still unsold when the game ends: sold at 1 Money less per m²; a bare plot, its land price."""
    if floors == 0:
        return plot_price(area, district)
    return area * floors * (SALE_PRICE[district] - END_DISCOUNT)


@rule
def profit(area: int, floors: int, district: str, shift: int = 0) -> int:
    """A building's sale less what its land and floors cost."""
    return sale_value(area, floors, district, shift) - plot_price(area, district) - floors * floor_cost(area)


# ---- setup ----------------------------------------------------------------

def setup(players: int, variant: str | None = None) -> dict[str, int]:
    """What a game at this count takes out of the box."""
    return {
        "plots": 36,
        "council": 12,
        "market-die": 1,
        "floor-cubes": CUBES_PER_PLAYER * players,
        "first-builder": 1,
        "ledger-pad": 1,
    }


def play(players: int, variant: str | None = None) -> dict[str, dict]:
    return {
        "plots": {"table": market_plots(players), "turns": 4},
        "council": {"per_round": 1},
        "market": {"dice": 1},
    }


# ---- invariants -------------------------------------------------------------

@invariant("every plot costs its area times its district's land price per m²", per_player_count=False)
def plot_prices_match(game) -> bool | str:
    for card in game.deck("plots").cards:
        want = plot_price(card.fields["area"], card.fields["district"])
        if card.fields["price"] != want:
            return f"{card.name} costs {card.fields['price']}, not {want}"
    return True


@invariant("every height limit is a whole number of floors", per_player_count=False)
def limits_are_whole_floors() -> bool | str:
    for district in DISTRICTS:
        if HEIGHT_LIMIT[district] % FLOOR_HEIGHT_M:
            return f"{district}: {HEIGHT_LIMIT[district]} m"
    return True


@invariant("the engine's districts are the game's", per_player_count=False)
def districts_agree(game) -> bool | str:
    return True if tuple(game.names["districts"]) == DISTRICTS else f"{game.names['districts']}"


@invariant("setup takes out the whole plot and council decks", per_player_count=False)
def decks_come_out_whole(game) -> bool | str:
    for deck_id in ("plots", "council"):
        if setup(2)[deck_id] != game.deck(deck_id).total:
            return f"{deck_id}: setup takes {setup(2)[deck_id]}, the deck holds {game.deck(deck_id).total}"
    return True


@invariant("the council deck has a card for every round")
def council_lasts(players: int, game) -> bool:
    return game.deck("council").total >= rounds(players)


@invariant("the plot deck fills the opening market")
def market_fills(players: int, game) -> bool:
    return game.deck("plots").total >= market_plots(players)


@invariant("a player's cubes fill their plot limit at the tallest height limit", per_player_count=False)
def cubes_suffice(game) -> bool | str:
    cubes = next(c for c in game.inventory if c.id == "floor-cubes")
    need = PLOT_LIMIT * max(floors_allowed(d) for d in DISTRICTS)
    return True if cubes.per_player >= need else f"{cubes.per_player} a player, {need} needed"
