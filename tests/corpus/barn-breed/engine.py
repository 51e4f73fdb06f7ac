"""Engine model of Barn Breed.

The numbers the printed tables and the rulebook use live here as small rules:
setup by player count, farm limits, prices and feed, breeding, scoring.
"""
from generator.engine import invariant, rule

PLAYERS = (2, 4)
ANIMALS = ("Sheep", "Pig", "Cow", "Horse")

SELL_PRICE = {"Sheep": 2, "Pig": 3, "Cow": 4, "Horse": 6}
WINTER_FEED = {"Sheep": 1, "Pig": 1, "Cow": 2, "Horse": 2}

# points by herd band: 0, 1, 2-3, 4-5, 6-7, 8 or more
HERD_POINTS = {
    "Sheep": (-2, 1, 2, 3, 4, 5),
    "Pig": (-2, 1, 2, 3, 5, 6),
    "Cow": (-2, 1, 3, 4, 6, 7),
    "Horse": (-2, 2, 3, 5, 7, 8),
}

# a bit of the box the engine has to know for setup (held to game.yaml by an invariant)
BOX = {
    "animal-tokens": 76,
    "coin-tokens": 40,
    "hay-tokens": 40,
    "livestock": 28,
    "farmhand": 20,
    "weather": 12,
}


# ---------------------------------------------------------------- setup by player count

@rule
def market_size(players: int = 2) -> int:
    """Livestock cards face up in the market: two more than the players."""
    return players + 2


@rule
def actions_per_season(players: int = 3) -> int:
    """Actions each player takes in a season's Work phase."""
    return 3 if players == 2 else 2


@rule
def farmhands_dealt(players: int = 3) -> int:
    """Farmhand cards each player starts with in hand."""
    return 3 if players == 2 else 2


@rule
def starting_coin(players: int | None = None) -> int:
    return 5


@rule
def starting_hay(players: int | None = None) -> int:
    return 2


# ---------------------------------------------------------------- farm limits

@rule
def pen_spaces(players: int | None = None) -> int:
    return 5


@rule
def pens_fenced_at_start(players: int | None = None) -> int:
    return 2


@rule
def pen_capacity(players: int | None = None) -> int:
    return 3


@rule
def stable_capacity(players: int | None = None) -> int:
    return 5


@rule
def farmyard_capacity(players: int | None = None) -> int:
    return 1


@rule
def hay_cut(players: int | None = None) -> int:
    """Hay taken with one Cut hay action."""
    return 2


@rule
def hay_price(players: int | None = None) -> int:
    """Coin paid for one Hay bought from the supply during Feeding."""
    return 2


@rule
def seasons_in_game(players: int | None = None) -> int:
    """Two farming years of four seasons."""
    return 8


@rule
def years_in_game() -> int:
    return 2


@rule
def coins_per_point() -> int:
    return 3


# ---------------------------------------------------------------- market and feed

@rule
def sell_price(animal: str) -> int:
    return SELL_PRICE[animal]


@rule
def winter_feed(animal: str) -> int:
    return WINTER_FEED[animal]


@rule
def feed_needed(herd: dict) -> int:
    """Hay a farm eats in Winter: each animal its kind's feed."""
    return sum(WINTER_FEED[kind] * int(n) for kind, n in herd.items())


# ---------------------------------------------------------------- breeding

@rule
def offspring(animals: int) -> int:
    """Every pair of one kind in a pen makes one offspring."""
    return animals // 2


@rule
def after_breeding(animals: int, capacity: int) -> int:
    """Animals a pen keeps after Breeding, before any move to free room."""
    return min(animals + offspring(animals), capacity)


@rule
def runaways(animals: int, capacity: int) -> int:
    """Offspring that do not fit in their own pen."""
    return max(0, animals + offspring(animals) - capacity)


# ---------------------------------------------------------------- scoring

def _band(herd: int | str) -> int:
    if herd == "8 or more":
        return 5
    n = int(herd)
    if n <= 0:
        return 0
    if n == 1:
        return 1
    if n <= 3:
        return 2
    if n <= 5:
        return 3
    if n <= 7:
        return 4
    return 5


@rule
def herd_points(herd: int | str, kind: str) -> int:
    """Points one herd scores by its size."""
    return HERD_POINTS[kind][_band(herd)]


@rule
def final_score(herd: dict, coins: int) -> int:
    """All four herds (a missing kind scores its 0 column) plus 1 point per 3 Coin."""
    total = sum(herd_points(int(herd.get(kind, 0)), kind) for kind in ANIMALS)
    return total + coins // coins_per_point()


# ---------------------------------------------------------------- setup

def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "market-board": 1,
        "farm-boards": players,
        "livestock": BOX["livestock"],
        "farmhand": BOX["farmhand"],
        "weather": 0 if variant == "calm-years" else BOX["weather"],
        "animal-tokens": BOX["animal-tokens"],
        "fence-tokens": 5 * players,
        "stable-tokens": 2 * players,
        "coin-tokens": BOX["coin-tokens"],
        "hay-tokens": BOX["hay-tokens"],
        "first-farmer": 1,
        "season-marker": 1,
    }


def play(players: int, variant: str | None = None) -> dict:
    return {
        "farmhand": {"hand": farmhands_dealt(players), "draw": 2},
        "livestock": {"hand": market_size(players), "draw": 1},
    }


# ---------------------------------------------------------------- invariants

@invariant("the box count the engine uses matches game.yaml", per_player_count=False)
def box_matches(game) -> bool | str:
    for key, n in BOX.items():
        deck = game.deck(key)
        have = deck.total if deck is not None else next(c.count for c in game.inventory if c.id == key)
        if have != n:
            return f"{key}: engine says {n}, game.yaml {have}"
    return True


@invariant("the opening market and hands leave cards to draw")
def decks_last(players: int) -> bool | str:
    left = BOX["livestock"] - market_size(players)
    if left < seasons_in_game() * 2:
        return f"only {left} Livestock cards behind the market"
    left = BOX["farmhand"] - farmhands_dealt(players) * players
    return True if left >= 8 else f"only {left} Farmhand cards left to draw"


@invariant("the starting animals are two pairs per player and fit the fenced pens")
def start_fits(players: int) -> bool | str:
    starting = 2 * 2 * players
    if starting > BOX["animal-tokens"]:
        return "not enough animal tokens"
    return True if pens_fenced_at_start() * pen_capacity() >= 4 else "starting pairs do not fit"


@invariant("a bigger herd never scores less, and a stable holds more than a bare pen", per_player_count=False)
def scoring_grows(game) -> bool | str:
    for kind, pts in HERD_POINTS.items():
        if list(pts) != sorted(pts):
            return f"{kind} herd points fall as the herd grows"
    return True if stable_capacity() > pen_capacity() else "a stable adds no room"


@invariant("the Livestock cards only sell animals the game has, for more than they sell back for", per_player_count=False)
def livestock_fair(game) -> bool | str:
    for card in game.deck("livestock").cards:
        animal = card.fields["animal"]
        if animal not in ANIMALS:
            return f"{card.name}: unknown animal {animal}"
        if card.fields["price"] <= card.fields["head"] * SELL_PRICE[animal]:
            return f"{card.name} costs no more than its animals sell for"
    return True
