"""Engine model of Memory Meadow: a memory and matching game for families."""
from generator.engine import invariant, rule

PLAYERS = (2, 5)

# The three ways to play, by the names the setup table prints.
MODES = {"Meadow Game": None, "Little Meadow": "little-meadow", "Fox Chase": "fox-chase"}

# The twelve animals of the Little Meadow (setup cannot read game.yaml; an invariant holds this to the CSV).
LITTLE = ("rabbit", "hedgehog", "frog", "duck", "bee", "butterfly", "ladybird", "snail",
          "field-mouse", "robin", "squirrel", "lamb")

HEN_HOUSE = 24


def _mode(mode: str | None) -> str | None:
    """A table's mode name or a variant id, as a variant id (None for the Meadow Game)."""
    if mode in MODES:
        return MODES[mode]
    if mode in (None, "little-meadow", "fox-chase"):
        return mode
    raise ValueError(f"unknown mode {mode!r}")


@rule
def pairs_in_meadow(mode: str) -> int:
    """Animal pairs laid out at the start."""
    return 12 if _mode(mode) == "little-meadow" else 18


@rule
def meadow_rows(mode: str) -> int:
    return 4 if _mode(mode) == "little-meadow" else 6


@rule
def meadow_columns(mode: str) -> int:
    return 6


@rule
def tiles_in_meadow(mode: str) -> int:
    """Face-down animal tiles at the start."""
    return 2 * pairs_in_meadow(mode)


@rule
def wind_tiles(mode: str) -> int:
    """Wind tiles in the weather pile: none for the little ones."""
    return 0 if _mode(mode) == "little-meadow" else 3


@rule
def rainbow_tiles(mode: str) -> int:
    return 3


@rule
def weather_tiles(mode: str) -> int:
    return wind_tiles(mode) + rainbow_tiles(mode)


@rule
def tiles_per_try(players: int) -> int:
    """Tiles a player turns over in one try."""
    return 2


@rule
def rainbow_peeks(players: int) -> int:
    """Face-down tiles a Rainbow lets you look at."""
    return 2


@rule
def wind_rows(players: int) -> int:
    """Rows the Wind mixes."""
    return 2


@rule
def pairs_to_settle(mode: str) -> int:
    """In a two-player game, the pairs that no one can catch up with any more."""
    return pairs_in_meadow(mode) // 2 + 1


@rule
def tiles_left(mode: str, pairs_kept: int) -> int:
    """Animal tiles still in the meadow once this many pairs have been kept."""
    return 2 * (pairs_in_meadow(mode) - pairs_kept)


@rule
def fox_start(players: int) -> int:
    """The space the fox starts on in Fox Chase: bigger groups remember more, so the fox gets a head start."""
    return players - 2


@rule
def hen_house_space() -> int:
    return HEN_HOUSE


@rule
def fox_steps_per_miss(players: int) -> int:
    return 1


@rule
def misses_allowed(players: int) -> int:
    """Misses the group can make before the fox reaches the hen house."""
    return HEN_HOUSE - fox_start(players)


@rule
def fox_space(players: int, misses: int) -> int:
    return fox_start(players) + misses * fox_steps_per_miss(players)


@rule
def misses_left(players: int, misses: int) -> int:
    return HEN_HOUSE - fox_space(players, misses)


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    """What a game at this count takes out of the box."""
    if variant == "little-meadow":
        out: dict[str, int] = {f"meadow/{card}": 2 for card in LITTLE}
        out["weather/rainbow"] = rainbow_tiles(variant)
        return out
    out = {"meadow": tiles_in_meadow(variant), "weather": weather_tiles(variant)}
    if variant == "fox-chase":
        out["fox-token"] = 1
        out["fox-board"] = 1
    return out


@invariant("every meadow fills its grid exactly", per_player_count=False)
def grid_is_full() -> bool | str:
    for mode in MODES:
        if meadow_rows(mode) * meadow_columns(mode) != tiles_in_meadow(mode):
            return f"{mode}: {meadow_rows(mode)} x {meadow_columns(mode)} grid for {tiles_in_meadow(mode)} tiles"
    return True


@invariant("every animal comes as exactly one pair", per_player_count=False)
def animals_are_pairs(game) -> bool | str:
    odd = [c.name for c in game.deck("meadow").cards if c.count != 2]
    return True if not odd else f"not a pair: {', '.join(odd)}"


@invariant("the box holds the full meadow and the full weather pile", per_player_count=False)
def box_matches(game) -> bool | str:
    if game.deck("meadow").total != tiles_in_meadow("Meadow Game"):
        return f"meadow deck has {game.deck('meadow').total} tiles"
    if game.deck("weather").total != weather_tiles("Meadow Game"):
        return f"weather deck has {game.deck('weather').total} tiles"
    return True


@invariant("the Little Meadow animals are the ones marked little", per_player_count=False)
def little_meadow_marked(game) -> bool | str:
    marked = {c.id for c in game.deck("meadow").cards if c.fields["little"]}
    if marked != set(LITTLE):
        return f"marked {sorted(marked)} but the engine uses {sorted(LITTLE)}"
    return True if len(LITTLE) == pairs_in_meadow("Little Meadow") else "wrong number of Little Meadow pairs"


@invariant("each cloud pair in play turns over exactly one weather tile", per_player_count=False)
def clouds_match_weather(game) -> bool | str:
    cards = game.deck("meadow").cards
    for mode in MODES:
        in_play = [c for c in cards if _mode(mode) != "little-meadow" or c.fields["little"]]
        clouds = sum(1 for c in in_play if c.fields["cloud"])
        if clouds != weather_tiles(mode):
            return f"{mode}: {clouds} cloud pairs but {weather_tiles(mode)} weather tiles"
    return True


@invariant("the fox starts short of the hen house")
def fox_has_room(players: int) -> bool:
    return 0 <= fox_start(players) < HEN_HOUSE
