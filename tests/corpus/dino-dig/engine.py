"""Engine model of Dino Dig."""
from generator.engine import invariant, rule

PLAYERS = (2, 4)

POINTS = {"Tail": 1, "Leg": 2, "Rib": 3, "Skull": 4, "Amber": 2, "Rock": 0}
CONTRACTS = {"little-raptor": 3, "rib-cage": 4, "long-neck": 5, "big-rex": 8}


@rule
def tile_points(find: str) -> int:
    """Points a flipped tile is worth."""
    return POINTS[find]


@rule
def hard_hats(players: int = 2) -> int:
    """Hard hats each player starts with: fewer in a big game."""
    return 1 if players == 4 else 2


@rule
def quarry_size(players: int | None = None) -> int:
    """Tiles in the quarry: always a five by five grid."""
    return 25


@rule
def quarry_side() -> int:
    """Tiles along each side of the quarry."""
    return 5


@rule
def haul_points(tails: int = 0, legs: int = 0, ribs: int = 0, skulls: int = 0, amber: int = 0) -> int:
    """Points of a handful of finds."""
    return tails * 1 + legs * 2 + ribs * 3 + skulls * 4 + amber * 2


@rule
def final_score(tails: int = 0, legs: int = 0, ribs: int = 0, skulls: int = 0, amber: int = 0,
                contracts: list | None = None) -> int:
    """Finds plus the bonus of every contract filled."""
    bonus = sum(CONTRACTS[c] for c in (contracts or []))
    return haul_points(tails, legs, ribs, skulls, amber) + bonus


@rule
def contracts_per_player() -> int:
    """Most contracts one player may fill."""
    return 2


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {"dig": quarry_size(players), "hard-hats": hard_hats(players) * players}


@invariant("the quarry fills a five by five grid exactly")
def quarry_is_full(players: int, game) -> bool | str:
    total = game.deck("dig").total
    return True if total == quarry_side() ** 2 else f"the deck has {total} tiles"
