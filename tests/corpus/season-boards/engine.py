"""Season Boards: the rules the tables, the board and the rulebook print."""

from generator.engine import invariant, rule

PLAYERS = (2, 4)

GOODS = ("Grain", "Fruit", "Wool", "Wood", "Fish")
FOOD = ("Grain", "Fruit", "Fish")
SIDES = ("Summer", "Winter")

# farm space -> (the good it pays, on the summer side, on the winter side)
SPACES = {
    "Wheat Field": ("Grain", 3, 1),
    "Barley Strip": ("Grain", 2, 2),
    "Orchard": ("Fruit", 3, 1),
    "Pasture": ("Wool", 1, 3),
    "Woodlot": ("Wood", 1, 3),
    "Fishpond": ("Fish", 2, 1),
}

# box counts setup() names (held to game.yaml by an invariant)
ORDER_CARDS = 24
GOODS_EACH = 24
HUNGER_TOKENS = 12


@rule
def space_good(space: str) -> str:
    """The good a farm space pays, the same on both sides."""
    return SPACES[space][0]


@rule
def space_yield(space: str, side: str) -> int:
    """How many goods a farmer takes from a farm space on this side of the board."""
    good, summer, winter = SPACES[space]
    return summer if side == "Summer" else winter


@rule
def farmers_each(players: int) -> int:
    return 4 if players == 2 else 3


@rule
def orders_on_display(players: int) -> int:
    """Face-up orders kept beside the board: one more than the players."""
    return players + 1


@rule
def rounds_per_side(players: int | None = None, variant: str | None = None) -> int:
    return 3 if variant == "quick-year" else 4


@rule
def rounds_in_year(players: int | None = None, variant: str | None = None) -> int:
    return 2 * rounds_per_side(players, variant)


@rule
def flip_after_round() -> int:
    """The board is turned over after the last space of the summer track."""
    return 4


@rule
def last_round() -> int:
    return 8


@rule
def starting_grain(players: int | None = None) -> int:
    return 2


@rule
def starting_wood(players: int | None = None) -> int:
    return 1


@rule
def town_hall_goods(players: int | None = None) -> int:
    return 1


@rule
def food_per_winter_round(players: int | None = None) -> int:
    return 1


@rule
def hunger_penalty(players: int | None = None) -> int:
    """Points each Hunger token costs at the end of the year."""
    return 2


@rule
def goods_per_point(players: int | None = None) -> int:
    """Leftover goods that make one point at the end."""
    return 3


@rule
def order_value(points: int, winter_bonus: int = 0, in_winter: bool = False) -> int:
    """What one filled order scores: its points, plus its winter bonus if filled in winter."""
    return points + ((winter_bonus or 0) if in_winter else 0)


@rule
def order_points(points: list) -> int:
    return sum(points)


@rule
def final_score(order_points: int, winter_bonus: int, goods_left: int, hunger_tokens: int) -> int:
    return order_points + winter_bonus + goods_left // goods_per_point() - hunger_tokens * hunger_penalty()


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "farm-board": 1,
        "orders": ORDER_CARDS,
        "farmers": farmers_each(players) * players,
        "goods": GOODS_EACH * len(GOODS),
        "hunger-tokens": HUNGER_TOKENS,
        "first-farmer": 1,
        "round-marker": 1,
    }


@invariant("the board's round tracks hold the whole year", per_player_count=False)
def tracks_hold_the_year() -> bool | str:
    if flip_after_round() != rounds_per_side():
        return f"flip after {flip_after_round()}, but {rounds_per_side()} rounds a side"
    if last_round() != rounds_in_year():
        return f"last round {last_round()}, but the year has {rounds_in_year()}"
    return True


@invariant("the order deck fills the display three times over")
def deck_feeds_display(players: int, game) -> bool | str:
    total = game.deck("orders").total
    needed = 3 * orders_on_display(players)
    return True if total >= needed else f"{total} orders, {needed} needed"


@invariant("setup's box counts are game.yaml's", per_player_count=False)
def box_counts_agree(game) -> bool | str:
    counts = {c.id: c.count for c in game.inventory}
    if game.deck("orders").total != ORDER_CARDS:
        return f"the deck has {game.deck('orders').total} orders, the engine {ORDER_CARDS}"
    if counts["goods"] != GOODS_EACH * len(GOODS):
        return f"the box holds {counts['goods']} goods, the engine {GOODS_EACH * len(GOODS)}"
    if counts["hunger-tokens"] != HUNGER_TOKENS:
        return f"the box holds {counts['hunger-tokens']} Hunger tokens, the engine {HUNGER_TOKENS}"
    return True


@invariant("household upkeep costs what a winter round eats", per_player_count=False)
def upkeep_matches(game) -> bool | str:
    cost = next(c for c in game.costs if c.id == "household")
    paid = sum(item.amount for item in cost.items)
    return True if paid == food_per_winter_round() else f"the cost asks {paid}, the rule {food_per_winter_round()}"


@invariant("every order asks for two to five goods and pays fairly for them", per_player_count=False)
def orders_are_fair(game) -> bool | str:
    for card in game.deck("orders").cards:
        asked = sum(a.amount for a in card.fields["needs"])
        if not 2 <= asked <= 5:
            return f"{card.name} asks for {asked} goods"
        if card.fields["points"] < asked - 1:
            return f"{card.name} pays too little for {asked} goods"
    return True


@invariant("every space pays at least one good on each side", per_player_count=False)
def spaces_pay() -> bool | str:
    for space in SPACES:
        for side in SIDES:
            if space_yield(space, side) < 1:
                return f"{space} pays nothing on the {side} side"
    return True
