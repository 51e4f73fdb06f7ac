"""Pirate Shares: the ship's articles as rules."""
from generator.engine import invariant, rule

PLAYERS = (3, 6)

LOOT_DECK = 60          # cards in the Loot deck (held to game.yaml by an invariant)
DOUBLOON_COINS = 100    # coin tokens in the box (held to game.yaml by an invariant)
CAPTAIN_HALVES = 4      # two shares
MATE_HALVES = 3         # one and a half shares
GRUMBLE_COST = 2        # doubloons a mate pays into the Ship's Chest to grumble
GRUMBLE_MUTINY = 1      # spaces a grumble moves the Mutiny marker
SKIM_MUTINY = 2         # spaces a skim moves the Mutiny marker
MUTINY_SPACE = 10       # the last space of the Mutiny track


@rule
def voyages(players: int) -> int:
    """Voyages in a game: every pirate is captain twice."""
    return 2 * players


@rule
def loot_per_voyage(players: int) -> int:
    """Loot cards plundered into the Hold each voyage."""
    return 5 if players <= 4 else 4


@rule
def halves_in_division(players: int) -> int:
    """The captain's 4 halves and 3 for each mate."""
    return CAPTAIN_HALVES + MATE_HALVES * (players - 1)


@rule
def shares_in_division(players: int) -> str:
    """The same as halves_in_division, said in shares (two halves make a share)."""
    whole, half = divmod(halves_in_division(players), 2)
    return f"{whole}½" if half else str(whole)


@rule
def captain_halves(players: int | None = None) -> int:
    return CAPTAIN_HALVES


@rule
def mate_halves(players: int | None = None) -> int:
    return MATE_HALVES


@rule
def starting_doubloons(players: int | None = None) -> int:
    return 5


@rule
def skim_mutiny(players: int | None = None) -> int:
    return SKIM_MUTINY


@rule
def marooning_fine(players: int | None = None) -> int:
    """Doubloons the captain pays to each mate when the crew mutinies."""
    return 5


@rule
def mutiny_space(players: int | None = None) -> int:
    return MUTINY_SPACE


@rule
def grumble_mutiny(players: int | None = None) -> int:
    return GRUMBLE_MUTINY


@rule
def calm_seas(players: int | None = None) -> int:
    """Spaces the marker moves down at the Reckoning when no mate grumbled."""
    return 1


@rule
def half_value(haul: int, players: int) -> int:
    """What one half is worth: the haul divided by every half of the crew, rounded down."""
    return haul // halves_in_division(players)


@rule
def captain_take(haul: int, players: int) -> int:
    return CAPTAIN_HALVES * half_value(haul, players)


@rule
def mate_take(haul: int, players: int) -> int:
    return MATE_HALVES * half_value(haul, players)


@rule
def to_chest(haul: int, players: int) -> int:
    """The odd doubloons the division cannot pay go to the Ship's Chest."""
    return haul - captain_take(haul, players) - (players - 1) * mate_take(haul, players)


def _clamp(space: int) -> int:
    return max(0, min(MUTINY_SPACE, space))


@rule
def marker_after(start: int, loot: list, skims: int, grumbles: int) -> int:
    """The Mutiny marker after the loot's own moves, the captain's skims and the mates' grumbles."""
    space = start
    for change in loot:
        space = _clamp(space + change)
    space = _clamp(space + skims * SKIM_MUTINY)
    space = _clamp(space + grumbles * GRUMBLE_MUTINY)
    return space


@rule
def chest_share(chest: int, mates: int) -> int:
    """In a mutiny, each mate's part of the Ship's Chest."""
    return chest // mates


@rule
def chest_left(chest: int, mates: int) -> int:
    return chest % mates


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "loot": LOOT_DECK,
        "doubloons": DOUBLOON_COINS,
        "captain-hat": 1,
        "mutiny-marker": 1,
        "ship-board": 1,
    }


def play(players: int, variant: str | None = None) -> dict[str, dict]:
    return {"loot": {"per_round": loot_per_voyage(players), "turns": voyages(players)}}


@invariant("the Loot deck lasts every voyage of the game")
def loot_lasts(players: int, game) -> bool | str:
    need = voyages(players) * loot_per_voyage(players)
    have = game.deck("loot").total
    return True if need <= have else f"{need} Loot cards needed, {have} in the deck"


@invariant("the box counts in engine.py agree with game.yaml", per_player_count=False)
def box_counts(game) -> bool | str:
    if game.deck("loot").total != LOOT_DECK:
        return f"Loot deck has {game.deck('loot').total}, engine says {LOOT_DECK}"
    coins = next(c for c in game.inventory if c.id == "doubloons")
    if coins.count != DOUBLOON_COINS:
        return f"box holds {coins.count} doubloon coins, engine says {DOUBLOON_COINS}"
    return True


@invariant("the grumble cost in game.yaml is the engine's", per_player_count=False)
def grumble_cost_agrees(game) -> bool | str:
    cost = next(c for c in game.costs if c.id == "grumble")
    amount = cost.items[0].amount
    return True if amount == GRUMBLE_COST else f"cost says {amount}, engine {GRUMBLE_COST}"


@invariant("the bank can pay every starting purse")
def purses_paid(players: int) -> bool:
    bank = 40 * 1 + 30 * 5 + 30 * 10
    return starting_doubloons() * players <= bank


@invariant("the Mutiny track ends on the Mutiny space", per_player_count=False)
def track_ends_on_mutiny(game) -> bool | str:
    track = next(t for t in game.maps[0].tracks if t.id == "mutiny")
    return True if track.end == MUTINY_SPACE else f"track ends at {track.end}"


@invariant("no Loot card moves the Mutiny marker more than a skim does", per_player_count=False)
def loot_mutiny_small(game) -> bool | str:
    big = [c.name for c in game.deck("loot").cards if abs(c.fields["mutiny"]) > SKIM_MUTINY]
    return True if not big else f"too unruly: {', '.join(big)}"
