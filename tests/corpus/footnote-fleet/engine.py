"""Footnote Fleet: the rules the tables print, small print included."""

from generator.engine import invariant, rule

PLAYERS = (2, 4)

CLASSES = ("Cutter", "Brig", "Frigate", "Ship of the Line")
COST = {"Cutter": 2, "Brig": 3, "Frigate": 5, "Ship of the Line": 8}
GUNS = {"Cutter": 1, "Brig": 2, "Frigate": 3, "Ship of the Line": 5}
UPKEEP = {"Cutter": 0, "Brig": 1, "Frigate": 1, "Ship of the Line": 2}
GLORY = {"Cutter": 0, "Brig": 0, "Frigate": 1, "Ship of the Line": 3}

TRADE_IN_SAVING = 1      # small print *: trade in a Cutter and a Frigate costs 1 Gold less
LAST_ADMIRAL_BONUS = 1   # small print * of the setup table
GOLD_PER_GLORY = 4       # leftover Gold scores 1 Glory per 4, rounded down

SHIP_CARDS = 28
STARTERS = 4             # Harbour Cutters, one to start each fleet
PRIZE_CARDS = 20
ROUND_CARDS = 6
GOLD_COINS = 50

SLIPWAY_COST = 1
PILOT_COST = 2


# --- setup by number of admirals -------------------------------------------

@rule
def shipyard_size(players: int) -> int:
    """Ship cards face up in the shipyard row: two more than the admirals."""
    return players + 2


@rule
def prizes_at_sea(players: int) -> int:
    """Prize cards face up in the sea lanes: one more than the admirals."""
    return players + 1


@rule
def starting_gold(players: int = 2, variant: str | None = None) -> int:
    """Gold each admiral starts with (the last in turn order takes the bonus on top)."""
    return 8 if variant == "short-crossing" else 6


@rule
def last_admiral_bonus() -> int:
    """Small print *: the last admiral in turn order starts with this much more Gold."""
    return LAST_ADMIRAL_BONUS


@rule
def muster_income(players: int | None = None) -> int:
    """Gold every admiral takes at each Muster."""
    return 3


@rule
def rounds(players: int = 2, variant: str | None = None) -> int:
    """Rounds played: one fewer with four admirals (small print †), four in a Short Crossing."""
    if variant == "short-crossing":
        return 4
    return 5 if players == 4 else 6


@rule
def fleet_limit() -> int:
    """Most ships one fleet may hold."""
    return 6


# --- the fleet ----------------------------------------------------------------

@rule
def ship_cost(ship: str) -> int:
    return COST[ship]


@rule
def frigate_price(trade_in: bool = False) -> int:
    """Small print *: a Frigate bought with a Cutter traded in costs 1 Gold less."""
    return COST["Frigate"] - (TRADE_IN_SAVING if trade_in else 0)


@rule
def guns(ship: str) -> int:
    return GUNS[ship]


@rule
def upkeep(ship: str) -> int:
    return UPKEEP[ship]


@rule
def ship_glory(ship: str, commissioned_in_final_round: bool = False) -> int:
    """Small print ¹: a Ship of the Line commissioned in the final round scores nothing."""
    if ship == "Ship of the Line" and commissioned_in_final_round:
        return 0
    return GLORY[ship]


# --- battle -------------------------------------------------------------------

@rule
def gunnery(roll: int) -> str:
    if roll == 1:
        return "misfire"
    if roll <= 4:
        return "steady"
    if roll == 5:
        return "broadside"
    return "raking"


@rule
def fire_bonus(roll: int, ship_of_the_line: bool = False) -> int:
    """What the gunnery die adds; raking fire adds 3 only with a Ship of the Line in the attack."""
    result = gunnery(roll)
    if result == "raking":
        return 3 if ship_of_the_line else 2
    return {"misfire": 0, "steady": 1, "broadside": 2}[result]


@rule
def attack_total(guns: list, roll: int, ship_of_the_line: bool = False) -> int:
    """The attacking ships' Guns plus what the gunnery die adds."""
    return sum(guns) + fire_bonus(roll, ship_of_the_line)


@rule
def attack_succeeds(total: int, defense: int) -> bool:
    return total >= defense


# --- upkeep and the end -------------------------------------------------------

@rule
def upkeep_due(fleet: list, took_prize: list | None = None) -> int:
    """Upkeep of a fleet; a Frigate that took a prize this round pays none (small print ‡)."""
    free_frigates = list(took_prize or []).count("Frigate")
    due = 0
    for ship in fleet:
        if ship == "Frigate" and free_frigates > 0:
            free_frigates -= 1
            continue
        due += UPKEEP[ship]
    return due


@rule
def gold_glory(gold: int) -> int:
    """Leftover Gold: 1 Glory for every 4, rounded down."""
    return gold // GOLD_PER_GLORY


@rule
def final_glory(prize_glory: int, fleet: list, gold: int, late_ships_of_the_line: int = 0) -> int:
    ships = sum(GLORY[ship] for ship in fleet) - GLORY["Ship of the Line"] * late_ships_of_the_line
    return prize_glory + ships + gold_glory(gold)


# --- what comes out of the box ------------------------------------------------

def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "ships": SHIP_CARDS - (STARTERS - players),   # unused Harbour Cutters stay in the box
        "ships/harbour-cutter": players,
        "prizes": PRIZE_CARDS,
        "rounds": rounds(players, variant),
        "gold": GOLD_COINS,
        "admiralty-marker": 1,
        "gunnery-die": 1,
    }


def play(players: int, variant: str | None = None) -> dict:
    return {"gunnery": {"dice": 1}}


# --- the data agrees with the rules -------------------------------------------

@invariant("every ship card prints its class's cost, guns, upkeep and glory", per_player_count=False)
def ships_match_the_register(game) -> bool | str:
    for card in game.deck("ships").cards:
        cls = card.fields["ship_class"]
        for column, values in (("cost", COST), ("guns", GUNS), ("upkeep", UPKEEP), ("glory", GLORY)):
            if card.fields[column] != values[cls]:
                return f"{card.name}: {column} {card.fields[column]}, but a {cls} has {values[cls]}"
    return True


@invariant("the decks hold the cards the engine counts on", per_player_count=False)
def deck_sizes(game) -> bool | str:
    sizes = {"ships": SHIP_CARDS, "prizes": PRIZE_CARDS, "rounds": ROUND_CARDS}
    for deck_id, expected in sizes.items():
        if game.deck(deck_id).total != expected:
            return f"deck {deck_id} has {game.deck(deck_id).total} cards, the engine expects {expected}"
    starters = next(c for c in game.deck("ships").cards if c.id == "harbour-cutter")
    if starters.count != STARTERS:
        return f"{starters.count} Harbour Cutters, the engine expects {STARTERS}"
    return True


@invariant("the harbour costs are the engine's", per_player_count=False)
def harbour_costs(game) -> bool | str:
    expected = {"clear-the-slipway": SLIPWAY_COST, "hire-a-pilot": PILOT_COST}
    for cost in game.costs:
        if cost.id in expected and cost.items[0].amount != expected[cost.id]:
            return f"{cost.name} costs {cost.items[0].amount}, the engine says {expected[cost.id]}"
    return True


@invariant("the sea, the shipyard and the round cards are enough at every count")
def decks_suffice(players: int, game) -> bool | str:
    shipyard = game.deck("ships").total - STARTERS
    if shipyard < shipyard_size(players):
        return "too few ships for the shipyard row"
    if game.deck("prizes").total < prizes_at_sea(players):
        return "too few prizes for the sea lanes"
    if game.deck("rounds").total < rounds(players):
        return "too few Round cards"
    return True
