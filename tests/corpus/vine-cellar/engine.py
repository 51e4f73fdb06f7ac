"""Engine model of Vine Cellar: a vineyard game of seasons for 1-5 players.

Every number the tables, the board's tracks, the cards and the worked examples
print is computed here. The box counts and the card data live in game.yaml and
the CSVs; the invariants at the end hold the two sides together.
"""
from __future__ import annotations

from generator.engine import invariant, rule

PLAYERS = (1, 5)

# --- fixed numbers of the rules --------------------------------------------
HAND_LIMIT = 7            # vine and order cards kept at the end of winter
FIELDS = 3                # fields on every vineyard board
FIELD_MAX = 9             # the highest grape a field can yield (and the top token)
GRAPE_MIN, GRAPE_MAX = 1, 9
WINE_MAX = 9              # wine stops improving at 9
YEARS = 7                 # the last year of the game
POINTS_TO_END = 20        # reaching this finishes the current year
MOST_WORKERS = 6          # the workers of one colour
TRAIN_COST = 4            # lira for a new worker
TOUR_LIRA = 2             # Give a tour
RESIDUAL_TOP = 5          # last space of the residual income track
WINES_PER_MAKE = 2        # grapes turned into wine by one Make wine action
OPENING_VINES = 2         # vine cards dealt to each player at setup
OPENING_ORDERS = 1        # order cards dealt to each player at setup

# What the box holds, for setup() (invariant box_matches_setup holds these to game.yaml).
VINE_CARDS = 26
ORDER_CARDS = 20
GRAPE_TOKENS = 54
LIRA_COINS = 40


def _check_players(players: int) -> None:
    if not PLAYERS[0] <= players <= PLAYERS[1]:
        raise ValueError(f"Vine Cellar takes {PLAYERS[0]}-{PLAYERS[1]} players, not {players}")


# --- setup by player count -----------------------------------------------------
@rule
def starting_workers(players: int) -> int:
    """Workers each player starts with; the solo grower gets one extra hand."""
    _check_players(players)
    return 4 if players == 1 else 3


@rule
def starting_lira(players: int) -> int:
    """Lira each player starts with."""
    _check_players(players)
    return 2 + players // 2


@rule
def action_spaces(players: int) -> int:
    """Worker spaces open on every action of the board."""
    _check_players(players)
    return (players + 1) // 2


@rule
def vines_dealt(players: int | None = None) -> int:
    """Vine cards dealt to each player at setup."""
    return OPENING_VINES


@rule
def orders_dealt(players: int | None = None) -> int:
    """Order cards dealt to each player at setup."""
    return OPENING_ORDERS


# --- numbers that never change -----------------------------------------------------
@rule
def hand_limit(players: int | None = None) -> int:
    """Cards (vines and orders together) a player may keep at the end of winter."""
    return HAND_LIMIT


@rule
def fields_per_player(players: int | None = None) -> int:
    """Fields on each vineyard board."""
    return FIELDS


@rule
def years_in_game(players: int | None = None) -> int:
    """The game ends after this year at the latest."""
    return YEARS


@rule
def points_to_end(players: int | None = None) -> int:
    """Victory points that finish the year in which they are reached."""
    return POINTS_TO_END


@rule
def most_workers(players: int | None = None) -> int:
    """Workers a player may have at most."""
    return MOST_WORKERS


@rule
def tour_lira() -> int:
    """Lira for giving a tour."""
    return TOUR_LIRA


@rule
def wines_per_make() -> int:
    """Grapes one Make wine action turns into wine."""
    return WINES_PER_MAKE


@rule
def residual_top() -> int:
    """The last space of the residual income track."""
    return RESIDUAL_TOP


# --- residual income -------------------------------------------------------------
@rule
def residual_income(space: int) -> int:
    """Lira collected each spring for a residual marker on this space: every fourth step pays one less."""
    if not 0 <= space <= RESIDUAL_TOP:
        raise ValueError(f"the residual track runs 0-{RESIDUAL_TOP}, not {space}")
    return space - space // 4


@rule
def residual_after(marker: int, gain: int) -> int:
    """Where the residual marker stands after moving up `gain` spaces (it stops at the top)."""
    return min(RESIDUAL_TOP, marker + gain)


# --- grapes and wine -------------------------------------------------------------
@rule
def sell_price(value: int) -> int:
    """Lira for selling one grape token of this value: half its value, rounded up."""
    if not GRAPE_MIN <= value <= GRAPE_MAX:
        raise ValueError(f"grapes run {GRAPE_MIN}-{GRAPE_MAX}, not {value}")
    return (value + 1) // 2


@rule
def harvest_value(vines: list) -> int:
    """The grape a field yields in the fall: the sum of its vines' values, never above 9."""
    return min(FIELD_MAX, sum(int(v) for v in vines))


@rule
def can_plant(field: list, vine: int) -> bool:
    """A vine may join a field only if the field's total stays at 9 or less."""
    return sum(int(v) for v in field) + vine <= FIELD_MAX


@rule
def aged_value(value: int) -> int:
    """A wine's value after one winter in the cellar."""
    return min(WINE_MAX, value + 1)


# --- orders --------------------------------------------------------------------
@rule
def order_points(red: int | None = None, white: int | None = None) -> int:
    """Victory points of an order: half the values it asks for, rounded up."""
    return ((red or 0) + (white or 0) + 1) // 2


@rule
def order_residual(red: int | None = None, white: int | None = None) -> int:
    """Residual steps of an order: the small orders pay steadily, the big ones once."""
    return 1 if order_points(red, white) >= 4 else 2


@rule
def can_fill(reds: list, whites: list, red: int | None = None, white: int | None = None) -> bool:
    """Whether a cellar holding these red and white wines can fill an order.

    Each wine the order asks for needs one wine of that colour of at least that value.
    """
    if red is not None and not any(int(w) >= red for w in reds):
        return False
    if white is not None and not any(int(w) >= white for w in whites):
        return False
    return True


@rule
def wasted_value(wine: int, needed: int) -> int:
    """Value poured away when a wine better than the order asks is delivered."""
    return max(0, wine - needed)


@rule
def train_cost() -> int:
    """Lira to train a new worker."""
    return TRAIN_COST


# --- what a game takes out of the box ------------------------------------------------
def setup(players: int, variant: str | None = None) -> dict[str, int]:
    _check_players(players)
    return {
        "board": 1,
        "vineyard-boards": players,
        "vines": VINE_CARDS,
        "orders": ORDER_CARDS,
        "grape-tokens": GRAPE_TOKENS,
        "lira-coins": LIRA_COINS,
        "workers": MOST_WORKERS * players,
        "markers": 2 * players,
        "year-marker": 1,
        "first-player": 0 if players == 1 else 1,
    }


def play(players: int, variant: str | None = None) -> dict:
    return {"vines": {"hand": OPENING_VINES, "draw": 1}, "orders": {"hand": OPENING_ORDERS, "draw": 1}}


# --- invariants ----------------------------------------------------------------
@invariant("every order's points and residual steps follow the order rules", per_player_count=False)
def orders_follow_rules(game) -> bool | str:
    for card in game.deck("orders").cards:
        red, white = card.fields["red"], card.fields["white"]
        if red is None and white is None:
            return f"{card.name} asks for no wine"
        if card.fields["points"] != order_points(red, white):
            return f"{card.name} gives {card.fields['points']} points, the rule {order_points(red, white)}"
        if card.fields["residual"] != order_residual(red, white):
            return f"{card.name} gives {card.fields['residual']} residual, the rule {order_residual(red, white)}"
        for need in (red, white):
            if need is not None and not GRAPE_MIN <= need <= WINE_MAX:
                return f"{card.name} asks for a wine no token can show"
    return True


@invariant("every vine fits a field on its own and costs no more than it yields", per_player_count=False)
def vines_are_plantable(game) -> bool | str:
    for card in game.deck("vines").cards:
        if not can_plant([], card.fields["value"]):
            return f"{card.name} is too big for a field"
        if card.fields["cost"] >= card.fields["value"]:
            return f"{card.name} costs {card.fields['cost']} but yields {card.fields['value']}"
    return True


@invariant("the box holds what setup takes out", per_player_count=False)
def box_matches_setup(game) -> bool | str:
    box = {c.id: c.count for c in game.inventory}
    for key, count in (("vines", VINE_CARDS), ("orders", ORDER_CARDS)):
        if game.deck(key).total != count:
            return f"deck {key} holds {game.deck(key).total}, the engine {count}"
    for key, count in (("grape-tokens", GRAPE_TOKENS), ("lira-coins", LIRA_COINS)):
        if box.get(key) != count:
            return f"{key}: the box holds {box.get(key)}, the engine {count}"
    return True


@invariant("the opening deal leaves cards in both decks")
def deal_fits(players: int, game) -> bool | str:
    vines_left = game.deck("vines").total - vines_dealt() * players
    orders_left = game.deck("orders").total - orders_dealt() * players
    if vines_left < 10 or orders_left < 10:
        return f"only {vines_left} vines and {orders_left} orders left"
    return True


@invariant("the opening hand is within the hand limit")
def opening_hand_fits(players: int) -> bool:
    return vines_dealt() + orders_dealt() <= hand_limit()


@invariant("no one starts with more workers than the box gives a colour")
def workers_fit(players: int) -> bool:
    return starting_workers(players) <= MOST_WORKERS
