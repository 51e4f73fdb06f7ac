"""Engine model of Dye Vats: the rules the printed tables, cards and examples are bound to."""
from generator.engine import invariant, rule

PLAYERS = (2, 4)

PRIMARIES = ("Red", "Yellow", "Blue")
SECONDARIES = {"Orange": ("Red", "Yellow"), "Green": ("Yellow", "Blue"), "Purple": ("Red", "Blue")}
TERTIARIES = {
    "Vermilion": ("Red", "Orange"),
    "Amber": ("Yellow", "Orange"),
    "Chartreuse": ("Yellow", "Green"),
    "Teal": ("Blue", "Green"),
    "Violet": ("Blue", "Purple"),
    "Magenta": ("Red", "Purple"),
}

# Market price track, copper a litre, by how many litres have been sold (the marker's space).
MARKET = {
    "Secondary": (9, 8, 7, 6, 5, 4, 3),
    "Tertiary": (16, 14, 12, 10, 8, 6, 4),
}


def _tier(colour: str) -> str:
    if colour in PRIMARIES:
        return "Primary"
    if colour in SECONDARIES:
        return "Secondary"
    if colour in TERTIARIES:
        return "Tertiary"
    raise ValueError(f"unknown colour {colour!r}")


# ---- money -------------------------------------------------------------------------------

@rule
def copper_per_silver() -> int:
    """One silver coin is worth this many copper."""
    return 10


@rule
def wealth(silver: int, copper: int) -> int:
    """A purse's worth in copper."""
    return silver * copper_per_silver() + copper


@rule
def coins_for(copper: int) -> list[int]:
    """The fewest coins for an amount of copper: [silver, copper]."""
    return [copper // copper_per_silver(), copper % copper_per_silver()]


@rule
def starting_silver(players: int | None = None) -> int:
    return 2


@rule
def starting_copper(players: int | None = None) -> int:
    return 5


@rule
def dye_price() -> int:
    """Copper for one litre of primary dye from the supply."""
    return 3


@rule
def dye_cost(litres: int) -> int:
    return litres * dye_price()


# ---- vats --------------------------------------------------------------------------------

@rule
def vat_capacity(players: int | None = None) -> int:
    """Litres one vat holds."""
    return 4


@rule
def starting_vats(players: int | None = None) -> int:
    return 3


@rule
def most_vats() -> int:
    """A workshop may hire one more vat, never more."""
    return 4


@rule
def mixes_per_turn(players: int | None = None) -> int:
    return 2


# ---- recipes -----------------------------------------------------------------------------

@rule
def tier(colour: str) -> str:
    return _tier(colour)


@rule
def ingredients(colour: str) -> list[str]:
    """The two dyes a colour is mixed from, the primary first."""
    if colour in SECONDARIES:
        return list(SECONDARIES[colour])
    if colour in TERTIARIES:
        return list(TERTIARIES[colour])
    raise ValueError(f"{colour} is not mixed")


@rule
def first_litres(colour: str) -> int:
    """Litres of the first dye a batch takes."""
    ingredients(colour)
    return 1


@rule
def second_litres(colour: str) -> int:
    """Litres of the second dye a batch takes: a tertiary takes two of its secondary."""
    return 1 if _tier(colour) == "Secondary" else 2


@rule
def litres_made(colour: str) -> int:
    """Litres one batch makes: nothing is lost in the mixing."""
    return first_litres(colour) + second_litres(colour)


@rule
def remaining(dye: str, vats: dict, mixes: list) -> int:
    """Litres of one dye left in a workshop after mixing the given batches in order."""
    held = {k: int(v) for k, v in vats.items()}
    for colour in mixes:
        first, second = ingredients(colour)
        for name, need in ((first, first_litres(colour)), (second, second_litres(colour))):
            if held.get(name, 0) < need:
                raise ValueError(f"not enough {name} for {colour}")
            held[name] -= need
        held[colour] = held.get(colour, 0) + litres_made(colour)
    return held.get(dye, 0)


# ---- market ------------------------------------------------------------------------------

def _step(step: int | str) -> int:
    if isinstance(step, str):
        return len(MARKET["Secondary"]) - 1      # "6 or more"
    return min(step, len(MARKET["Secondary"]) - 1)


@rule
def market_price(tier: str, step: int | str) -> int:
    """Copper a litre the market pays with its marker on this space."""
    return MARKET[tier][_step(step)]


@rule
def sale_value(tier: str, step: int, litres: int) -> int:
    """Copper for selling litres one by one, the marker dropping a space after each."""
    total = 0
    for i in range(litres):
        total += market_price(tier, step + i)
    return total


@rule
def market_recovery(players: int | None = None) -> int:
    """Spaces each market marker moves back toward the start at the end of a round."""
    return 2


@rule
def step_after_recovery(step: int) -> int:
    return max(0, step - market_recovery())


# ---- player counts -----------------------------------------------------------------------

@rule
def orders_in_row(players: int) -> int:
    return {2: 3, 3: 4, 4: 5}[players]


@rule
def orders_to_end(players: int) -> int:
    return {2: 7, 3: 6, 4: 5}[players]


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "orders": 30,
        "market-board": 1,
        "workshop-boards": players,
        "dye-tokens": 48,
        "litre-cubes": 64,
        "silver-coins": 40,
        "copper-coins": 60,
        "price-markers": 2,
        "first-player": 1,
    }


# ---- invariants --------------------------------------------------------------------------

@invariant("every batch fits one vat", per_player_count=False)
def batches_fit() -> bool | str:
    for colour in list(SECONDARIES) + list(TERTIARIES):
        if litres_made(colour) > vat_capacity():
            return f"{colour} makes {litres_made(colour)} litres"
    return True


@invariant("the dye cost in game.yaml is the engine's dye price", per_player_count=False)
def dye_cost_agrees(game) -> bool | str:
    cost = next(c for c in game.costs if c.id == "dye")
    amounts = [(i.amount, i.of) for i in cost.items]
    return True if amounts == [(dye_price(), "Copper")] else f"the cost says {amounts}"


@invariant("the market board prints the engine's prices", per_player_count=False)
def board_prices_agree(game) -> bool | str:
    board = next(m for m in game.maps if m.id == "market")
    for track in board.tracks:
        tier_name = "Secondary" if track.id == "secondary-price" else "Tertiary"
        want = [str(p) for p in MARKET[tier_name]]
        if list(track.labels) != want:
            return f"track {track.id} prints {list(track.labels)}, the engine {want}"
    return True


@invariant("every order pays more than a fresh market would for its litres", per_player_count=False)
def orders_beat_market(game) -> bool | str:
    for card in game.deck("orders").cards:
        f = card.fields
        pay = wealth(f["silver"], f["copper"])
        market = sale_value(_tier(f["colour"]), 0, f["litres"])
        if pay <= market:
            return f"{card.name} pays {pay} but the market {market}"
        if f["litres"] > vat_capacity():
            return f"{card.name} asks for more than one vat holds"
    return True


@invariant("the orders deck is big enough to end the game")
def deck_lasts(players: int, game) -> bool | str:
    need = orders_in_row(players) + orders_to_end(players) * players
    have = game.deck("orders").total
    return True if have >= orders_in_row(players) + orders_to_end(players) else f"{have} of {need}"
