"""Table for Eight: the rules the tables, boards and examples print."""

from generator.engine import invariant, rule

PLAYERS = (1, 4)

# What a recipe card is written for, and the parties the Guest cards bring.
SERVINGS_ON_A_CARD = 4
PARTY_SIZES = (2, 6, 8)

# The pantry: what each player starts with, and one delivery of each.
STARTING_STOCK = {
    "Flour": 1000, "Butter": 500, "Sugar": 500, "Rice": 500,
    "Milk": 1000, "Cream": 500, "Stock": 1000,
}
DELIVERY = {
    "Flour": 500, "Butter": 250, "Sugar": 250, "Rice": 250,
    "Milk": 500, "Cream": 250, "Stock": 500,
}
LIQUIDS = ("Milk", "Cream", "Stock")

# The oven dial, in degrees Celsius, and the timer, in minutes.
OVEN_SETTINGS = (140, 160, 180, 200, 220, 240)
OVEN_STEP = 20


@rule
def row_size(players: int) -> int:
    """Cards face up in the recipe row, and in the guest row: one more than the players."""
    return players + 1


@rule
def services(players: int | None = None) -> int:
    """Services (rounds) in a game."""
    return 6


@rule
def kitchen_minutes(players: int | None = None) -> int:
    """Minutes on the timer each service."""
    return 60


@rule
def oven_start(players: int | None = None) -> int:
    """Where every oven dial starts the game, in degrees."""
    return 180


@rule
def deliveries(players: int | None = None) -> int:
    """Deliveries each player takes in the Restock step (two different ingredients)."""
    return 2


@rule
def cancel_penalty(players: int | None = None) -> int:
    """Points lost for an order you cannot cook."""
    return 2


@rule
def wanted_bonus(players: int | None = None) -> int:
    """Points for serving the course the guests want."""
    return 2


@rule
def oven_step() -> int:
    """Degrees between two settings of the dial."""
    return OVEN_STEP


@rule
def oven_settings() -> list[int]:
    return list(OVEN_SETTINGS)


@rule
def dial_labels() -> list[str]:
    return [f"{t}°" for t in OVEN_SETTINGS]


@rule
def timer_labels() -> list[str]:
    return [str(m) for m in range(0, kitchen_minutes() + 1, 5)]


@rule
def heat_up_minutes() -> int:
    """Kitchen minutes to turn the dial up one step (20 degrees)."""
    return 5


@rule
def cool_down_minutes() -> int:
    """Kitchen minutes to turn the dial down one step (20 degrees)."""
    return 10


@rule
def hot_minutes_saved() -> int:
    """Baking one step hotter than the recipe takes this many minutes off the bake."""
    return 10


@rule
def hot_stars_lost() -> int:
    """...and costs the dish this many stars."""
    return 1


@rule
def oven_change(change: str) -> int:
    """The table of oven changes, by what you do to the dial."""
    return {
        "Heat up 20 degrees": heat_up_minutes(),
        "Cool down 20 degrees": cool_down_minutes(),
        "Bake 20 degrees hot": -hot_minutes_saved(),
    }[change]


@rule
def oven_minutes(from_temp: int, to_temp: int) -> int:
    """Kitchen minutes spent moving the dial from one setting to another."""
    steps = abs(to_temp - from_temp) // OVEN_STEP
    if to_temp > from_temp:
        return steps * heat_up_minutes()
    return steps * cool_down_minutes()


@rule
def amount_scaling(guests: int) -> str:
    """How the amounts on a recipe card change for this many guests."""
    return {2: "halve", 4: "as printed", 6: "one and a half times", 8: "double"}[guests]


@rule
def scaled_amount(amount: int, guests: int) -> int:
    """An ingredient amount for four, scaled to this many guests."""
    return amount * guests // SERVINGS_ON_A_CARD


@rule
def bake_change(guests: int) -> int:
    """Minutes added to (or taken off) a recipe's bake time for this many guests."""
    return {2: -5, 4: 0, 6: 5, 8: 10}[guests]


@rule
def bake_minutes(minutes: int, guests: int, hot: bool = False) -> int:
    """The bake time of a recipe scaled to this many guests."""
    return minutes + bake_change(guests) - (hot_minutes_saved() if hot else 0)


@rule
def points_per_star(guests: int) -> int:
    """Each star of a dish scores this many points: one per two guests."""
    return guests // 2


@rule
def dish_points(stars: int, guests: int, tip: int = 0, on_time: bool = True,
                wanted: bool = False, hot: bool = False) -> int:
    """What a served dish scores."""
    stars_left = max(0, stars - (hot_stars_lost() if hot else 0))
    points = stars_left * points_per_star(guests)
    if on_time:
        points += tip
    if wanted:
        points += wanted_bonus()
    return points


@rule
def kitchen_time(from_temp: int, to_temp: int, minutes: int, guests: int, hot: bool = False) -> int:
    """Kitchen minutes a dish takes: the dial, then the bake."""
    return oven_minutes(from_temp, to_temp) + bake_minutes(minutes, guests, hot)


@rule
def unit(ingredient: str) -> str:
    return "ml" if ingredient in LIQUIDS else "g"


@rule
def starting_stock(ingredient: str) -> int:
    return STARTING_STOCK[ingredient]


@rule
def delivery(ingredient: str) -> int:
    return DELIVERY[ingredient]


@rule
def pantry_labels() -> list[str]:
    """The rows of the pantry sheet: ingredient, unit and starting stock."""
    return [f"{name} ({unit(name)}), start {STARTING_STOCK[name]}" for name in STARTING_STOCK]


@rule
def service_labels() -> list[str]:
    return [str(n) for n in range(1, services() + 1)]


@rule
def solo_rank_points(rank: str) -> int:
    """Points a solo cook needs for each rank."""
    return {"Line cook": 35, "Sous-chef": 50, "Head chef": 65}[rank]


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "recipes": 28,
        "guests": 27,
        "kitchen-board": 1,
        "oven-boards": players,
        "dial-markers": players,
        "timer-markers": players,
        "service-marker": 1,
        "first-cook": 1,
        "pantry-pad": 1,
        "pencils": players,
    }


@invariant("every recipe amount is a multiple of 50, so halving and one and a half times stay whole",
           per_player_count=False)
def amounts_scale_whole(game) -> bool | str:
    for card in game.deck("recipes").cards:
        for a in card.fields["ingredients"]:
            if a.amount % 50:
                return f"{card.name}: {a.amount} {a.name}"
    return True


@invariant("every recipe's oven setting is on the dial", per_player_count=False)
def ovens_on_dial(game) -> bool | str:
    bad = [c.name for c in game.deck("recipes").cards if c.fields["oven"] not in OVEN_SETTINGS]
    return True if not bad else f"off the dial: {', '.join(bad)}"


@invariant("every recipe doubled still bakes within one service", per_player_count=False)
def bakes_fit_a_service(game) -> bool | str:
    slow = [c.name for c in game.deck("recipes").cards
            if bake_minutes(c.fields["minutes"], 8) > kitchen_minutes()]
    return True if not slow else f"too slow doubled: {', '.join(slow)}"


@invariant("every Guest card brings 2, 6 or 8 guests", per_player_count=False)
def parties_scale(game) -> bool | str:
    bad = [c.name for c in game.deck("guests").cards if c.fields["guests"] not in PARTY_SIZES]
    return True if not bad else f"odd party: {', '.join(bad)}"


@invariant("the recipe and guest decks last every service")
def decks_last(players: int, game) -> bool | str:
    needed = row_size(players) + players * (services() - 1)
    for deck_id in ("recipes", "guests"):
        if game.deck(deck_id).total < needed:
            return f"{deck_id}: {game.deck(deck_id).total} cards, {needed} needed"
    return True


@invariant("setup takes every card of both decks", per_player_count=False)
def decks_come_out_whole(game) -> bool | str:
    s = setup(4)
    for deck_id in ("recipes", "guests"):
        if s[deck_id] != game.deck(deck_id).total:
            return f"{deck_id}: setup takes {s[deck_id]} of {game.deck(deck_id).total}"
    return True


@invariant("the pantry rules and the tables name the same ingredients", per_player_count=False)
def pantry_matches(game) -> bool | str:
    return True if list(game.names["ingredients"]) == list(STARTING_STOCK) else "ingredient lists differ"
