"""Engine model of Bounty Board: the numbers the printed tables and examples use."""
from generator.engine import invariant, rule

PLAYERS = (1, 4)

HITS = {"miss": 0, "graze": 1, "strike": 2, "critical": 3}


@rule
def hunt_dice(players: int = 2) -> int:
    """Hunt dice a hunter rolls on a turn: a lone hunter gets one more."""
    return 4 if players == 1 else 3


@rule
def gold_goal(players: int = 2) -> int:
    """Gold the purse must hold at the end of a round to win."""
    return 20 + 5 * players


@rule
def village_hearts(players: int | None = None) -> int:
    """Hearts the village starts with."""
    return 5


@rule
def board_slots() -> int:
    """Slots on the bounty board."""
    return 6


@rule
def rounds() -> int:
    """Rounds in a game."""
    return 8


@rule
def rampage_coins() -> int:
    """The reward coin that makes a bounty rampage."""
    return 4


@rule
def bounty_reward(base: int, rounds: int = 0) -> int:
    """Gold a bounty pays: its base reward plus one per round it stayed unclaimed."""
    return base + rounds


@rule
def hunt_face(roll: int) -> str:
    """The Hunt die's result for a face position."""
    if roll == 1:
        return "miss"
    if roll <= 3:
        return "graze"
    if roll <= 5:
        return "strike"
    return "critical"


@rule
def hits(face: str) -> int:
    """Hits one die face scores."""
    return HITS[face.lower()]


@rule
def roll_hits(faces: list) -> int:
    """Hits of a whole roll."""
    return sum(hits(f) for f in faces)


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "monsters": 24,
        "game-board": 1,
        "hunt-dice": hunt_dice(players),
        "reward-coins": 24,
        "village-hearts": village_hearts(players),
        "wound-cubes": 40,
        "hunter-pawns": players,
        "purse-marker": 1,
        "round-marker": 1,
    }


def play(players: int, variant: str | None = None) -> dict:
    return {"monsters": {"hand": 0, "draw": 2}, "hunt": {"dice": hunt_dice(players)}}


@invariant("the deck fills the board at setup with cards to spare", per_player_count=False)
def deck_fills_board(game) -> bool | str:
    total = game.deck("monsters").total
    return True if total >= board_slots() * 3 else f"only {total} monsters"


@invariant("the box holds enough reward coins for every slot to reach a rampage", per_player_count=False)
def coins_suffice(game) -> bool | str:
    coins = next(c for c in game.inventory if c.id == "reward-coins").count
    need = board_slots() * rampage_coins()
    return True if coins >= need else f"{coins} coins, {need} needed"


@invariant("the purse track reaches the highest goal", per_player_count=False)
def purse_track_long_enough(game) -> bool | str:
    track = next(t for t in game.maps[0].tracks if t.id == "purse")
    return True if track.end >= gold_goal(4) else f"track ends at {track.end}"
