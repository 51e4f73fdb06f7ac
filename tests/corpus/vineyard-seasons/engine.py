"""Engine model of Vineyard Seasons.

Three years of four seasons. Vineyards yield grapes by quality each autumn,
two grapes press into a barrel, barrels age in the cellar each winter and
gain value by age, and orders pay points for barrels of a least age.
"""
from generator.engine import invariant, rule

PLAYERS = (2, 4)

GRAPES = {"Plain": 2, "Good": 3, "Fine": 4}
VALUE_BY_AGE = {0: 1, 1: 3, 2: 5, 3: 8}
OLDEST = 3


# --- setup by player count -------------------------------------------------

@rule
def vineyards_in_market(players: int) -> int:
    """Vineyard cards face up in the market."""
    return 3 if players == 2 else 4


@rule
def orders_on_display(players: int) -> int:
    """Order cards face up on the display: one more than the players."""
    return players + 1


@rule
def order_cards_used(players: int) -> int:
    """Order cards in play: 16 marked 2+, 4 marked 3+, 4 marked 4+."""
    return {2: 16, 3: 20, 4: 24}[players]


@rule
def starting_lira(players: int | None = None) -> int:
    return 6


# --- constants ---------------------------------------------------------------

@rule
def spring_income(players: int | None = None) -> int:
    """Lira each player takes from the bank every spring."""
    return 2


@rule
def grapes_per_barrel(players: int | None = None) -> int:
    return 2


@rule
def vineyard_limit(players: int | None = None) -> int:
    """Plots on an estate board."""
    return 3


@rule
def order_hand_limit(players: int | None = None) -> int:
    return 3


@rule
def lira_per_point(players: int | None = None) -> int:
    return 3


@rule
def years() -> int:
    return 3


@rule
def seasons_per_year() -> int:
    return 4


@rule
def grape_sale_price() -> int:
    """Lira for one grape that could not be pressed."""
    return 1


@rule
def max_expansions() -> int:
    return 2


# --- harvest, cellar, value ------------------------------------------------

@rule
def grapes_harvested(quality: str) -> int:
    """Grapes one vineyard of this quality yields each autumn."""
    return GRAPES[quality]


@rule
def grapes_from(vineyards: list) -> int:
    """Grapes of one wine from several vineyards together."""
    return sum(GRAPES[q] for q in vineyards)


@rule
def barrels_pressed(grapes: int) -> int:
    return grapes // grapes_per_barrel()


@rule
def grapes_left_over(grapes: int) -> int:
    return grapes % grapes_per_barrel()


@rule
def cellar_capacity(expansions: int) -> int:
    """Barrels a cellar holds with this many expansion tiles."""
    if not 0 <= expansions <= max_expansions():
        raise ValueError(f"a cellar takes 0 to {max_expansions()} expansions")
    return 4 + 2 * expansions


@rule
def room_in_cellar(expansions: int, barrels: int) -> int:
    return cellar_capacity(expansions) - barrels


@rule
def barrel_value(age: int) -> int:
    """Lira a barrel fetches when sold, by its age in years."""
    return VALUE_BY_AGE[min(age, OLDEST)]


@rule
def age_after_winter(age: int) -> int:
    return min(age + 1, OLDEST)


# --- orders and scoring ------------------------------------------------------

@rule
def order_points(barrels: int, min_age: int) -> int:
    """Points an order pays: one point, plus (least age + 1) per barrel it asks for."""
    return barrels * (min_age + 1) + 1


@rule
def final_score(order_points: int, lira: int) -> int:
    return order_points + lira // lira_per_point()


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "calendar-board": 1,
        "estate-boards": players,
        "vineyards": 20,
        "home-plots": players,
        "orders": order_cards_used(players),
        "barrels": 36,
        "lira": 52,
        "expansions": 2 * players,
        "score-markers": players,
        "season-marker": 1,
        "first-vintner": 1,
    }


def play(players: int, variant: str | None = None) -> dict:
    return {"orders": {"hand": 0, "draw": 1}}


# --- invariants --------------------------------------------------------------

@invariant("every order card pays what order_points() says for its barrels and age", per_player_count=False)
def orders_pay_by_rule(game) -> bool | str:
    wrong = [c.name for c in game.deck("orders").cards
             if c.fields["points"] != order_points(c.fields["red"] + c.fields["white"], c.fields["min_age"])]
    return True if not wrong else "points off the rule: " + ", ".join(wrong)


@invariant("an order always pays more than its barrels would fetch when sold", per_player_count=False)
def orders_beat_selling(game) -> bool | str:
    for c in game.deck("orders").cards:
        barrels = c.fields["red"] + c.fields["white"]
        lira = barrels * barrel_value(c.fields["min_age"])
        if c.fields["points"] * lira_per_point() <= lira:
            return f"{c.name} pays less than selling its barrels"
    return True


@invariant("no order asks for more barrels than a full cellar holds, nor an age a barrel cannot reach",
           per_player_count=False)
def orders_can_be_filled(game) -> bool | str:
    for c in game.deck("orders").cards:
        if c.fields["red"] + c.fields["white"] > cellar_capacity(max_expansions()):
            return f"{c.name} asks for too many barrels"
        if c.fields["min_age"] > years() - 1:
            return f"{c.name} asks for an age no barrel reaches before the last winter"
    return True


@invariant("the order cards in play are those marked for this player count")
def orders_marked(players: int, game) -> bool | str:
    marked = sum(c.count for c in game.deck("orders").cards if c.fields["players"] <= players)
    return True if marked == order_cards_used(players) else f"{marked} marked, {order_cards_used(players)} in play"


@invariant("each vineyard's printed cost is the price of its quality", per_player_count=False)
def vineyard_costs(game) -> bool | str:
    price = {}
    for cost in game.costs:
        if cost.name.endswith(" vineyard"):
            price[cost.name.split()[0]] = cost.items[0].amount
    for c in game.deck("vineyards").cards:
        if c.fields["cost"] != price[c.fields["quality"]]:
            return f"{c.name} costs {c.fields['cost']}, its quality {price[c.fields['quality']]}"
    return True


@invariant("the market and the display can be dealt and refilled for the whole game")
def decks_last(players: int, game) -> bool | str:
    vineyards = game.deck("vineyards").total
    if vineyards < vineyards_in_market(players) + players * (vineyard_limit() - 1):
        return f"only {vineyards} vineyard cards"
    if order_cards_used(players) < orders_on_display(players) * 2:
        return "too few orders"
    return True


@invariant("the barrel tokens fill every player's largest cellar")
def barrels_suffice(players: int, game) -> bool | str:
    barrels = next(c for c in game.inventory if c.id == "barrels").count
    need = players * cellar_capacity(max_expansions())
    return True if barrels >= need else f"{barrels} barrels, {need} needed"


@invariant("each vineyard card prints the grapes its quality yields", per_player_count=False)
def vineyard_grapes(game) -> bool | str:
    for deck in ("vineyards", "home-plots"):
        for c in game.deck(deck).cards:
            if c.fields["grapes"] != grapes_harvested(c.fields["quality"]):
                return f"{c.name} prints {c.fields['grapes']} grapes"
    return True


@rule
def hire_out_lira() -> int:
    """Lira for the summer action Hire out."""
    return 1
