"""Engine model of Orbit Drift.

Two players, two very different jobs. The Warden keeps an orbital station
alive with a deck of module cards and a store of shields; the Corsair flies a
raider fleet of six ships round a ring of twelve sectors, burning fuel to move
and attacking from the four docking sectors. Fights are settled by comparing
the value of the card each side lays down.

Every number the printed tables, the worked examples and the rulebook state is
computed here. The card values themselves live in cards/*.csv; the invariants
at the bottom hold the two together.
"""
from __future__ import annotations

from generator.engine import invariant, rule

PLAYERS = (2, 2)

SIDES = ("Station", "Raider")

# --- the ring ---------------------------------------------------------------
SECTORS = 12
DOCKING_SECTORS = (3, 6, 9, 12)
DRIFT_GATES = (1, 7)

# --- tracks -----------------------------------------------------------------
STARTING_SHIELDS = 12
MAX_SHIELDS = 15
STARTING_FUEL = 10
MAX_FUEL = 15
REFUEL = 3
ROUNDS = 8

# --- the Corsair's fleet ------------------------------------------------------
FLEET = 6
SHIPS_TO_BREAK_FLEET = 4          # the Warden wins once this many raiders are destroyed
MAX_MOVE = 3                      # sectors one ship may move in a round
FUEL_COSTS = {"Move one sector": 1, "Enter the ring": 2, "Draw an extra Gambit card": 2}

# --- hands ------------------------------------------------------------------
_STARTING_HAND = {"Station": 5, "Raider": 3}
_CARDS_DRAWN = {"Station": 2, "Raider": 1}
_HAND_LIMIT = {"Station": 7, "Raider": 5}
ORDERS_PER_ROUND = 2

# --- combat -----------------------------------------------------------------
BREACH = 2                        # shields lost when a raider wins a fight
UNDEFENDED_BREACH = 3             # ... and when the Warden laid no module at all

MODULE_DECK = 30
GAMBIT_DECK = 18


def _side(side: str) -> str:
    if side not in SIDES:
        raise ValueError(f"unknown side {side!r}; expected one of {', '.join(SIDES)}")
    return side


# --- rules the tables and the text use -----------------------------------------
@rule
def sectors(players: int = 2) -> int:
    """Sectors in the orbital ring."""
    return SECTORS


@rule
def docking_sectors(players: int = 2) -> list[int]:
    """The sectors a raider can attack the station from."""
    return list(DOCKING_SECTORS)


@rule
def drift_gates(players: int = 2) -> list[int]:
    """The two sectors where a ship enters the ring from the Drift."""
    return list(DRIFT_GATES)


@rule
def starting_shields(players: int = 2) -> int:
    """Shields the station starts with."""
    return STARTING_SHIELDS


@rule
def max_shields(players: int = 2) -> int:
    """The most shields the station can hold; repairs past this are lost."""
    return MAX_SHIELDS


@rule
def starting_fuel(players: int = 2) -> int:
    """Fuel the Corsair starts with."""
    return STARTING_FUEL


@rule
def max_fuel(players: int = 2) -> int:
    """The top of the fuel track."""
    return MAX_FUEL


@rule
def refuel(players: int = 2) -> int:
    """Fuel the Corsair gains at the start of every round."""
    return REFUEL


@rule
def rounds(players: int = 2) -> int:
    """Rounds in a game: the station wins if it still has shields after the last."""
    return ROUNDS


@rule
def raider_ships(players: int = 2) -> int:
    """Ships in the raider fleet."""
    return FLEET


@rule
def ships_to_break_fleet(players: int = 2) -> int:
    """Raider ships the Warden must destroy to win at once."""
    return SHIPS_TO_BREAK_FLEET


@rule
def max_move(players: int = 2) -> int:
    """Sectors a single ship may move in one round."""
    return MAX_MOVE


@rule
def fuel_cost(action: str) -> int:
    """What a manoeuvre costs in fuel."""
    return FUEL_COSTS[action]


@rule
def starting_hand(side: str) -> int:
    """Cards each side draws at setup."""
    return _STARTING_HAND[_side(side)]


@rule
def cards_drawn(side: str) -> int:
    """Cards each side draws every round."""
    return _CARDS_DRAWN[_side(side)]


@rule
def hand_limit(side: str) -> int:
    """Cards a side may keep at the end of a round."""
    return _HAND_LIMIT[_side(side)]


@rule
def orders_per_round(players: int = 2) -> int:
    """Module cards the Warden may play as orders in one round."""
    return ORDERS_PER_ROUND


@rule
def breach_damage(defended: bool = True) -> int:
    """Shields lost when a raider wins a fight, before any Gambit card's extra damage."""
    return BREACH if defended else UNDEFENDED_BREACH


@rule
def attack(gambit: int, swarm: int = 0) -> int:
    """A raider's attack: its Gambit card's value plus one for each other raider ship in the sector."""
    return gambit + swarm


@rule
def fight(attack: int, defence: int) -> str:
    """The outcome of one fight, from the raider's attack and the module the Warden laid (0 for none)."""
    if attack > defence:
        return "breach"
    if attack == defence:
        return "driven off"
    return "destroyed"


@rule
def shields_lost(attack: int, defence: int, defended: bool = True, damage: int = 0) -> int:
    """Shields the station loses in one fight: nothing unless the raider wins it."""
    if fight(attack, defence) != "breach":
        return 0
    return breach_damage(defended) + damage


@rule
def fuel_spent(entries: int = 0, steps: int = 0, extra_cards: int = 0) -> int:
    """Fuel a Corsair's round of manoeuvres costs."""
    return (entries * FUEL_COSTS["Enter the ring"] + steps * FUEL_COSTS["Move one sector"]
            + extra_cards * FUEL_COSTS["Draw an extra Gambit card"])


@rule
def fuel_after_refuel(fuel: int) -> int:
    """The fuel track after the Refuel phase: three more, never past the top."""
    return min(MAX_FUEL, fuel + REFUEL)


@rule
def shields_after_repair(shields: int, repair: int) -> int:
    """The shield track after a repair: never past the top."""
    return min(MAX_SHIELDS, shields + repair)


@rule
def sector_distance(start: int, end: int) -> int:
    """Fewest sectors between two sectors of the ring, going whichever way is shorter."""
    step = abs(start - end) % SECTORS
    return min(step, SECTORS - step)


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    """What a game takes out of the box: everything."""
    return {
        "board": 1,
        "modules": MODULE_DECK,
        "gambits": GAMBIT_DECK,
        "raider-ships": FLEET,
        "track-markers": 3,
        "player-aids": 2,
    }


def play(players: int, variant: str | None = None) -> dict[str, dict[str, int]]:
    """How the two decks are drawn, for the designer's report."""
    return {
        "modules": {"hand": _STARTING_HAND["Station"], "draw": _CARDS_DRAWN["Station"]},
        "gambits": {"hand": _STARTING_HAND["Raider"], "draw": _CARDS_DRAWN["Raider"]},
    }


# --- invariants ---------------------------------------------------------------
@invariant("the module deck holds thirty cards", per_player_count=False)
def module_deck_size(game) -> bool | str:
    total = game.deck("modules").total
    return True if total == MODULE_DECK else f"{total} module cards, the rules expect {MODULE_DECK}"


@invariant("the Gambit deck holds eighteen cards", per_player_count=False)
def gambit_deck_size(game) -> bool | str:
    total = game.deck("gambits").total
    return True if total == GAMBIT_DECK else f"{total} Gambit cards, the rules expect {GAMBIT_DECK}"


@invariant("the box holds the whole raider fleet", per_player_count=False)
def fleet_in_box(game) -> bool | str:
    ships = next(c for c in game.inventory if c.id == "raider-ships")
    return True if ships.count == FLEET else f"{ships.count} ship tokens, the fleet is {FLEET}"


@invariant("every module card's value lies between 1 and 6", per_player_count=False)
def module_values(game) -> bool | str:
    odd = [c.name for c in game.deck("modules").cards if not 1 <= c.fields["value"] <= 6]
    return True if not odd else f"out of range: {', '.join(odd)}"


@invariant("every Gambit card's value lies between 1 and 6", per_player_count=False)
def gambit_values(game) -> bool | str:
    odd = [c.name for c in game.deck("gambits").cards if not 1 <= c.fields["value"] <= 6]
    return True if not odd else f"out of range: {', '.join(odd)}"


@invariant("the shield and fuel tracks reach the top of each", per_player_count=False)
def tracks_long_enough(game) -> bool | str:
    board = next(m for m in game.maps if m.id == "ring")
    ends = {t.id: t.end for t in board.tracks}
    if ends.get("shields") != MAX_SHIELDS:
        return f"the shield track ends at {ends.get('shields')}, shields top out at {MAX_SHIELDS}"
    if ends.get("fuel") != MAX_FUEL:
        return f"the fuel track ends at {ends.get('fuel')}, fuel tops out at {MAX_FUEL}"
    if ends.get("rounds") != ROUNDS:
        return f"the round track ends at {ends.get('rounds')}, the game lasts {ROUNDS} rounds"
    return True


@invariant("the ring has twelve sectors, four of them docking sectors", per_player_count=False)
def ring_matches(game) -> bool | str:
    board = next(m for m in game.maps if m.id == "ring")
    ring = [loc for loc in board.locations if loc.kind in ("orbit", "dock")]
    docks = [loc for loc in ring if loc.kind == "dock"]
    if len(ring) != SECTORS:
        return f"{len(ring)} sectors on the board"
    if sorted(int(loc.id.split("-")[1]) for loc in docks) != list(DOCKING_SECTORS):
        return "the docking sectors on the board are not 3, 6, 9 and 12"
    return True


@invariant("the Warden can always answer the first round's docking fights", per_player_count=False)
def opening_hand_fits(game) -> bool:
    return _STARTING_HAND["Station"] >= len(DOCKING_SECTORS)
