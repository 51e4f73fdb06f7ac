"""Mine Depths: the rules the tables and examples print."""
from generator.engine import invariant, rule

PLAYERS = (2, 5)

METRES_PER_DIG = 25
BAND_METRES = 50
BOTTOM = 250                          # the foot of the shaft: no dig goes deeper

ORE_BY_BAND = (1, 2, 3, 4, 6)         # ore a safe dig puts in your cart, band by band
CAVE_IN_BY_BAND = (2, 3, 4, 5, 6)     # a 2d6 total at or below this caves the shaft in

ORE_TOKENS = {1: 60, 5: 20}           # value -> tokens of that value in the box


def _band(depth: int) -> int:
    if depth < 0 or depth >= BOTTOM:
        raise ValueError(f"no dig starts at {depth} m")
    return depth // BAND_METRES


@rule
def ore_per_dig(depth: int) -> int:
    """Ore a safe dig started at this depth puts in the cart (doubles pay twice this)."""
    return ORE_BY_BAND[_band(depth)]


@rule
def cave_in_on(depth: int) -> int:
    """The highest 2d6 total that caves the shaft in, for a dig started at this depth."""
    return CAVE_IN_BY_BAND[_band(depth)]


def _ways(total: int) -> int:
    return 6 - abs(7 - total)


@rule
def cave_in_chance(depth: int) -> int:
    """Of the 36 ways two dice fall, how many cave the shaft in at this depth."""
    return sum(_ways(t) for t in range(2, cave_in_on(depth) + 1))


@rule
def metres_per_dig() -> int:
    return METRES_PER_DIG


@rule
def deepest() -> int:
    return BOTTOM


@rule
def store_size(players: int = 2) -> int:
    """Gear cards face up in the store: one more than the players."""
    return players + 1


@rule
def ore_to_end(players: int = 2) -> int:
    """Banked ore that ends the game at the end of the round."""
    return {2: 40, 3: 40, 4: 35, 5: 30}[players]


@rule
def starting_ore(players: int | None = None) -> int:
    return 3


def _dig(depth: int, roll: list) -> tuple[bool, int]:
    """One dig from `depth`: (safe, ore gained)."""
    d1, d2 = roll
    if d1 + d2 <= cave_in_on(depth):
        return False, 0
    ore = ore_per_dig(depth)
    return True, ore * 2 if d1 == d2 else ore


def _shift(rolls: list) -> tuple[int, int, bool]:
    depth, cart = 0, 0
    for roll in rolls:
        safe, ore = _dig(depth, roll)
        if not safe:
            return depth, cart, True
        cart += ore
        depth += METRES_PER_DIG
    return depth, cart, False


@rule
def shift_cart(rolls: list) -> int:
    """Ore in the cart when the digging stops (before a cave-in empties it)."""
    return _shift(rolls)[1]


@rule
def shift_depth(rolls: list) -> int:
    """How deep the lamp got before the miner banked or the roof came down."""
    return _shift(rolls)[0]


@rule
def caved_in(rolls: list) -> bool:
    return _shift(rolls)[2]


@rule
def vault_after_bank(vault: int, cart: int) -> int:
    return vault + cart


@rule
def rope_keeps(cart: int) -> int:
    """A Safety Rope saves half the cart, rounded down."""
    return cart // 2


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "mine-board": 1,
        "gear": 0 if variant == "bare-hands" else 19,
        "ore-tokens": 80,
        "lamps": players,
        "miner-boards": players,
        "dice": 2,
    }


@invariant("the ore supply covers every player reaching the end of the game", per_player_count=True)
def supply_covers_target(players: int) -> bool:
    supply = sum(value * n for value, n in ORE_TOKENS.items())
    return supply >= ore_to_end(players) * players


@invariant("the token sheet prints the ore tokens the engine counts", per_player_count=False)
def ore_tokens_match(game) -> bool | str:
    sheet = next(t for t in game.tokens if t.component == "ore-tokens")
    printed = {int(f.front): f.count for f in sheet.faces}
    return True if printed == ORE_TOKENS else f"sheet prints {printed}, engine counts {ORE_TOKENS}"


@invariant("the store can always be filled from the Gear deck", per_player_count=True)
def store_fills(players: int, game) -> bool:
    return game.deck("gear").total >= store_size(players)
