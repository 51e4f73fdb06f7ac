"""Engine model of Dread Manor, a cooperative haunted-house investigation.

The rules the printed tables, die, doom track and worked examples are bound to.
"""
from generator.engine import invariant, rule

PLAYERS = (1, 4)  # the same range as `players` in game.yaml

DOOM_LIMIT = 12        # the doom marker reaching this space ends the game in defeat
SUCCESS_ROLL = 5       # a die showing this or more is a success
ACTIONS = 2            # actions an investigator takes on their turn
DOOM_PER_ROUND = 1     # the doom marker's move each Doom phase, before Haunts
STATS = ("Sanity", "Health", "Lore", "Strength", "Agility")


@rule
def investigators(players: int) -> int:
    """Investigators in play: a lone player runs two, otherwise one each."""
    return max(2, players)


@rule
def clues_needed(players: int) -> int:
    """Clue tokens the team must hold to turn the mystery card face up: two per investigator."""
    return 2 * investigators(players)


@rule
def clues_per_room(players: int) -> int:
    """Clue tokens placed on a clue room when it is explored."""
    return 1 if investigators(players) <= 2 else 2


@rule
def starting_doom(players: int) -> int:
    """Space of the doom track the marker starts on: more investigators, less time."""
    return investigators(players) - 2


@rule
def actions_per_turn(players: int) -> int:
    return ACTIONS


@rule
def doom_limit(players: int = 1) -> int:
    return DOOM_LIMIT


@rule
def success_roll(players: int = 1) -> int:
    return SUCCESS_ROLL


@rule
def doom_per_round(players: int = 1) -> int:
    return DOOM_PER_ROUND


@rule
def die_face(roll: int) -> str:
    """The test die: a 5 or 6 is a success, anything else a blank."""
    return "success" if roll >= SUCCESS_ROLL else "blank"


@rule
def successes(dice: list[int]) -> int:
    """Successes in one roll of test dice."""
    return sum(1 for d in dice if d >= SUCCESS_ROLL)


@rule
def test_passes(successes: int, target: int) -> bool:
    return successes >= target


@rule
def doom_advance(haunts: int) -> int:
    """Spaces the doom marker moves in one Doom phase."""
    return DOOM_PER_ROUND + haunts


@rule
def doom_after(doom: int, haunts: int) -> int:
    """Where the doom marker stands after a Doom phase."""
    return doom + doom_advance(haunts)


def _chance_at_least(dice: int, wanted: int) -> float:
    from math import comb
    p = (7 - SUCCESS_ROLL) / 6
    return sum(comb(dice, k) * p**k * (1 - p) ** (dice - k) for k in range(wanted, dice + 1))


@rule
def chance_one(dice: int) -> int:
    """Chance, in percent, of at least one success with this many dice."""
    return round(100 * _chance_at_least(dice, 1))


@rule
def chance_two(dice: int) -> int:
    """Chance, in percent, of at least two successes with this many dice."""
    return round(100 * _chance_at_least(dice, 2))


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    """What a game at this player count takes out of the box."""
    n = investigators(players)
    return {
        "investigators": n,
        "omens": 27,
        "mysteries": 1,
        "room-tiles": 17,
        "clue-tokens": 20,
        "wound-tokens": 20,
        "horror-tokens": 20,
        "doom-marker": 1,
        "doom-board": 1,
        "investigator-pawns": n,
        "dice": 6,
    }


@invariant("the box holds clue tokens for every clue room at the highest count, and the mystery's clues")
def clue_tokens_suffice(players: int, game) -> bool | str:
    clues = next(c for c in game.inventory if c.id == "clue-tokens").count
    if clues < clues_needed(players) + 4:
        return f"{clues} clue tokens, {clues_needed(players)} needed for the mystery"
    return True


@invariant("every stat on an investigator card is from 1 to 5", per_player_count=False)
def stats_in_range(game) -> bool | str:
    for card in game.deck("investigators").cards:
        for stat in STATS:
            v = card.fields[stat.lower()]
            if not 1 <= v <= 5:
                return f"{card.name} has {stat} {v}"
    return True


@invariant("the box has enough dice for the highest stat plus an item's extra die", per_player_count=False)
def dice_suffice(game) -> bool | str:
    dice = next(c for c in game.inventory if c.id == "dice").count
    top = max(card.fields[s.lower()] for card in game.deck("investigators").cards for s in STATS)
    return True if dice >= top + 1 else f"{dice} dice for a stat of {top}"


@invariant("setup takes the whole omen deck and every room tile", per_player_count=False)
def decks_come_out_whole(game) -> bool | str:
    s = setup(1)
    if s["omens"] != game.deck("omens").total:
        return f"setup takes {s['omens']} omens, the deck has {game.deck('omens').total}"
    tiles = next(c for c in game.inventory if c.id == "room-tiles").count
    return True if s["room-tiles"] == tiles else f"setup takes {s['room-tiles']} room tiles, box has {tiles}"


@invariant("the doom marker starts well short of the end")
def doom_leaves_time(players: int) -> bool:
    return DOOM_LIMIT - starting_doom(players) >= 8
