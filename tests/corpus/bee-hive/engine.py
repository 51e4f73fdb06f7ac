"""Engine model of Bee Hive: a worker-placement game of beekeeping for 1-4 players.

Honey is counted in grams throughout. Every number the rulebook prints comes
from a rule here or from game.yaml.
"""
from generator.engine import invariant, rule

PLAYERS = (1, 4)

SEASONS = ("Spring", "Summer", "Autumn")

# Grams of honey one bee gathers on a field in one round, by season.
NECTAR = {
    "Orchard":        {"Spring": 200, "Summer": 50,  "Autumn": 0},
    "Rapeseed Field": {"Spring": 150, "Summer": 100, "Autumn": 0},
    "Clover Meadow":  {"Spring": 50,  "Summer": 200, "Autumn": 100},
    "Lime Avenue":    {"Spring": 0,   "Summer": 250, "Autumn": 50},
    "Heather Moor":   {"Spring": 0,   "Summer": 50,  "Autumn": 250},
}

FRAME_GRAMS = 500
JAR_GRAMS = 250


# --- setup by player count -------------------------------------------------

@rule
def bee_spaces(players: int) -> int:
    """Open bee spaces on each flower field."""
    return 2 if players <= 2 else 3


@rule
def market_stalls(players: int) -> int:
    """Open stalls at the Market."""
    return {1: 1, 2: 2, 3: 2, 4: 3}[players]


@rule
def starting_coins(players: int | None = None) -> int:
    """Coins each beekeeper starts with."""
    return 4


@rule
def starting_bees(players: int | None = None) -> int:
    return 3


@rule
def starting_frames(players: int | None = None) -> int:
    return 2


# --- constants ------------------------------------------------------------

@rule
def most_bees() -> int:
    """A hive never holds more than this many bees."""
    return 6


@rule
def most_frames() -> int:
    """Frame slots on a hive board."""
    return 8


@rule
def frame_capacity() -> int:
    """Grams of honey one frame holds."""
    return FRAME_GRAMS


@rule
def jar_grams() -> int:
    """Grams of honey in one jar."""
    return JAR_GRAMS


@rule
def rounds() -> int:
    """Rounds in a game: two in each season."""
    return rounds_per_season() * len(SEASONS)


@rule
def rounds_per_season() -> int:
    return 2


@rule
def frame_cost() -> int:
    """Coins a Frame costs at the Workshop (the cost 'frame' in game.yaml; an invariant holds them equal)."""
    return 3


@rule
def solo_target() -> int:
    """Coins a solo beekeeper needs to win."""
    return 40


@rule
def constant(what: str) -> int:
    return {
        "Frame capacity (g)": frame_capacity(),
        "Jar (g)": jar_grams(),
        "Rounds": rounds(),
        "Most bees": most_bees(),
        "Frame slots": most_frames(),
    }[what]


# --- nectar and honey -----------------------------------------------------

@rule
def nectar_flow(field: str, season: str) -> int:
    """Grams one bee gathers on this field in one round of this season."""
    return NECTAR[field][season]


@rule
def gather(honey: int, frames: int, yields: list) -> int:
    """Honey in the hive after gathering: what the frames can hold, the rest is lost."""
    return min(honey + sum(yields), frames * FRAME_GRAMS)


@rule
def honey_lost(honey: int, frames: int, yields: list) -> int:
    """Grams that do not fit the frames and are lost."""
    return honey + sum(yields) - gather(honey, frames, yields)


@rule
def jars_from(honey: int) -> int:
    """Full jars that can be filled from this much honey."""
    return honey // JAR_GRAMS


@rule
def sale(jars: int, price: int) -> int:
    """Coins for jars sold at a price per jar."""
    return jars * price


@rule
def swarm_loss(bees: int, frames: int) -> int:
    """Bees that leave when the hive swarms: half, rounded down, if bees exceed twice the frames."""
    return bees // 2 if bees > 2 * frames else 0


@rule
def final_score(coins: int, honey: int) -> int:
    """Coins, plus one Coin for each full jar of honey left in the hive."""
    return coins + honey // JAR_GRAMS


# --- setup ----------------------------------------------------------------

def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "market": 12,
        "bees": players * most_bees(),
        "frames": 32,
        "honey": 60,
        "coins": 45,
        "hive-boards": players,
        "meadow-board": 1,
        "first-beekeeper": 1,
        "round-marker": 1,
        "wasp": 1 if players == 1 else 0,
    }


def play(players: int, variant: str | None = None) -> dict[str, dict]:
    return {"market": {"hand": 0, "draw": 0, "per_round": 1, "turns": 6}}


# --- invariants -----------------------------------------------------------

@invariant("the market deck lasts every round", per_player_count=False)
def market_lasts(game) -> bool | str:
    total = game.deck("market").total
    return True if total >= rounds() else f"{total} market cards for {rounds()} rounds"


@invariant("the box holds a full hive of frames for every player", per_player_count=False)
def frames_suffice(game) -> bool | str:
    frames = next(c for c in game.inventory if c.id == "frames")
    need = most_frames() * game.max_players
    return True if frames.count >= need else f"{frames.count} frames, {need} needed"


@invariant("every flower field on the board has a nectar row", per_player_count=False)
def fields_have_nectar(game) -> bool | str:
    missing = [f for f in game.names["fields"] if f not in NECTAR]
    return True if not missing else f"no nectar for {', '.join(missing)}"


@invariant("every field gives nectar in at least one season", per_player_count=False)
def fields_bloom(game) -> bool | str:
    dead = [f for f, flows in NECTAR.items() if not any(flows.values())]
    return True if not dead else f"never blooms: {', '.join(dead)}"


@invariant("the Workshop's frame price agrees with the cost in game.yaml", per_player_count=False)
def frame_cost_agrees(game) -> bool | str:
    cost = next(c for c in game.costs if c.id == "frame")
    coins = sum(i.amount for i in cost.items if i.of == "Coin")
    return True if coins == frame_cost() else f"game.yaml says {coins} Coin, engine {frame_cost()}"
