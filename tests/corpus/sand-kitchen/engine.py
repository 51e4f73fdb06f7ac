"""Sand Kitchen: the rules the tables and examples print.

A real-time cooperative game. Each round is one turn of a two-minute sand
timer; the difficulty level sets how many rounds the team gets and how many
complaints it can take, and the level with the player count sets how many
orders must be served to win.
"""

from generator.engine import invariant, rule

PLAYERS = (2, 5)

LEVELS = ("Apprentice", "Line Cook", "Head Chef")

# Orders each chef is expected to serve over a game, by level; the team needs
# that many per chef, plus two.
_ORDERS_PER_CHEF = {"Apprentice": 3, "Line Cook": 4, "Head Chef": 5}
_ROUNDS = {"Apprentice": 8, "Line Cook": 7, "Head Chef": 6}
_COMPLAINTS = {"Apprentice": 3, "Line Cook": 2, "Head Chef": 1}

# Chef spots printed in each station's box on the kitchen board.
_CHEF_SPOTS = {"Pantry": 2, "Chopping Board": 2, "Stove": 2, "Oven": 1, "Grill": 1, "Pass": 1}
COOKING_STATIONS = ("Stove", "Oven", "Grill")

# Box counts setup() has to name (held to game.yaml by an invariant below).
ORDER_TICKETS = 40
INGREDIENT_TOKENS = 72
TOKENS_PER_INGREDIENT = 12


def _level(level: str) -> str:
    if level not in LEVELS:
        raise ValueError(f"unknown level {level!r}; the levels are {', '.join(LEVELS)}")
    return level


@rule
def chef_pawns(players: int) -> int:
    """One chef pawn per player."""
    return players


@rule
def rail_size(players: int) -> int:
    """Orders face up on the rail after Prep: one more than the players."""
    return players + 1


@rule
def orders_needed(players: int, level: str = "Apprentice") -> int:
    """Orders the team must serve to win."""
    return players * _ORDERS_PER_CHEF[_level(level)] + 2


@rule
def rounds(level: str = "Apprentice") -> int:
    """Rounds in a game: how many times the timer is turned."""
    return _ROUNDS[_level(level)]


@rule
def complaints_allowed(level: str = "Apprentice") -> int:
    """Complaints the kitchen survives; one more loses the game."""
    return _COMPLAINTS[_level(level)]


@rule
def chef_spots(station: str) -> int:
    """Chefs who can work at a station at the same time."""
    return _CHEF_SPOTS[station]


@rule
def carry_limit(players: int | None = None) -> int:
    """Ingredient tokens one chef may carry at a time."""
    return 2


@rule
def service_minutes(players: int | None = None) -> int:
    """How long the sand runs: one Service."""
    return 2


@rule
def rail_refill(players: int, on_rail: int) -> int:
    """Orders flipped onto the rail in Prep."""
    return max(0, rail_size(players) - on_rail)


@rule
def served_total(before: int, tickets: int, platters: int = 0) -> int:
    """Orders counted after a Service: every ticket served, a Party Platter twice."""
    return before + tickets + platters


@rule
def orders_still_needed(players: int, level: str, served: int) -> int:
    """Orders still to serve before the team wins."""
    return max(0, orders_needed(players, level) - served)


@rule
def rounds_left(level: str, round: int) -> int:
    """Rounds still to play after the given round ends."""
    return max(0, rounds(level) - round)


@rule
def game_lost(level: str, complaints: int) -> bool:
    """The kitchen closes when the complaints pass what the level can take."""
    return complaints > complaints_allowed(level)


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    """What a game at this count takes out of the box."""
    return {
        "kitchen-board": 1,
        "orders": ORDER_TICKETS,
        "ingredient-tokens": INGREDIENT_TOKENS,
        "round-marker": 1,
        "chef-pawns": chef_pawns(players),
        "sand-timer": 1,
    }


def play(players: int, variant: str | None = None) -> dict[str, dict]:
    """How the game draws orders, for the designer's report."""
    return {"orders": {"table": rail_size(players), "per_round": players}}


@invariant("the order deck lasts the longest, hardest game", per_player_count=False)
def deck_lasts(game) -> bool | str:
    deck = game.deck("orders")
    worst = max(orders_needed(p, lv) + rail_size(p) + rounds(lv) for p in range(PLAYERS[0], PLAYERS[1] + 1) for lv in LEVELS)
    return True if deck.total >= worst else f"{deck.total} orders in the deck, a game may draw {worst}"


@invariant("every order is cooked at a cooking station and needs two to four ingredients", per_player_count=False)
def orders_are_cookable(game) -> bool | str:
    for card in game.deck("orders").cards:
        if card.fields["station"] not in COOKING_STATIONS:
            return f"{card.name} is cooked at {card.fields['station']}"
        size = sum(a.amount for a in card.fields["ingredients"])
        if not 2 <= size <= 4:
            return f"{card.name} needs {size} ingredients"
    return True


@invariant("the pantry holds enough of each ingredient for a full rail of its hungriest orders", per_player_count=False)
def pantry_suffices(game) -> bool | str:
    sheet = next(s for s in game.tokens if s.component == "ingredient-tokens")
    tokens = {face.front: face.count for face in sheet.faces}
    for name in game.names["ingredients"]:
        most = max(card.fields["ingredients"].of(name) for card in game.deck("orders").cards)
        need = most * rail_size(PLAYERS[1])
        if tokens.get(name, 0) < need:
            return f"{name}: {tokens.get(name, 0)} tokens, a full rail may want {need}"
    return True


@invariant("the kitchen board prints as many chef spots as the stations table says", per_player_count=False)
def board_matches_stations(game) -> bool | str:
    kitchen = game.maps[0]
    for station in game.names["stations"]:
        place = kitchen.location(station)
        if place is None:
            return f"{station} is not on the board"
        if len(place.spaces) != chef_spots(station):
            return f"{station} has {len(place.spaces)} chef spots on the board, the table says {chef_spots(station)}"
    return True


@invariant("setup takes every order ticket and ingredient token out of the box", per_player_count=False)
def whole_supplies_come_out(game) -> bool | str:
    counts = {c.id: c.count for c in game.inventory}
    if game.deck("orders").total != ORDER_TICKETS:
        return f"the deck holds {game.deck('orders').total} orders, setup takes {ORDER_TICKETS}"
    if counts["ingredient-tokens"] != INGREDIENT_TOKENS:
        return f"the box holds {counts['ingredient-tokens']} ingredient tokens, setup takes {INGREDIENT_TOKENS}"
    if INGREDIENT_TOKENS != TOKENS_PER_INGREDIENT * len(game.names["ingredients"]):
        return "the ingredient tokens are not shared evenly"
    return True
