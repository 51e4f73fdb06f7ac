"""Spice Exchange: the rules the tables and the rulebook print.

Five spices change hands in a harbour market. The market runs through three
phases over eight rounds, merchant ships dock on three of those rounds, and
contracts and leftover spice sets score at the end.
"""

from generator.engine import invariant, rule

PLAYERS = (3, 5)

SPICES = ("Pepper", "Cinnamon", "Ginger", "Nutmeg", "Saffron")
COMMON = ("Pepper", "Cinnamon", "Ginger")
GUILDS = ("Apothecary", "Cook", "Perfumer")
PHASES = ("Harvest", "Monsoon", "Festival")

# Give this many of a spice to take one spice of any other kind.
EXCHANGE_RATES = {
    "Harvest": {"Pepper": 3, "Cinnamon": 3, "Ginger": 2, "Nutmeg": 2, "Saffron": 1},
    "Monsoon": {"Pepper": 2, "Cinnamon": 3, "Ginger": 3, "Nutmeg": 1, "Saffron": 2},
    "Festival": {"Pepper": 3, "Cinnamon": 2, "Ginger": 3, "Nutmeg": 2, "Saffron": 1},
}

# Round on which each phase begins, and the rounds ships dock.
PHASE_STARTS = {"Harvest": 1, "Monsoon": 3, "Festival": 6}
SHIP_ROUNDS = (1, 4, 7)

ROUNDS = 8
TOKENS_PER_SPICE = 20
CONTRACT_CARDS = 24
SHIP_CARDS = 10
BERTHS = 2


# ---------------------------------------------------------------- setup by player count

@rule
def contracts_on_display(players: int = 3) -> int:
    """Face-up contracts in the contract row: one more than the players."""
    return players + 1


@rule
def ships_per_arrival(players: int = 3) -> int:
    """Ships revealed each time ships dock: one at three players, else two."""
    return 1 if players == 3 else 2


@rule
def starting_spices(players: int | None = None) -> int:
    """Every merchant starts with one Pepper, one Cinnamon and one Ginger."""
    return 3


@rule
def actions_per_turn(players: int | None = None) -> int:
    return 2


@rule
def rounds(players: int | None = None) -> int:
    return ROUNDS


@rule
def warehouse_limit(players: int | None = None) -> int:
    """Spice tokens a merchant may keep at the end of their own turn."""
    return 10


@rule
def gather_amount() -> int:
    """Common spices a Gather action takes from the supply."""
    return 2


@rule
def exchange_take_limit() -> int:
    """Spices one Exchange action may take."""
    return 2


@rule
def ship_take_limit() -> int:
    """Spices one Unload action may take from a single ship."""
    return 2


@rule
def berths() -> int:
    return BERTHS


@rule
def guild_set_bonus() -> int:
    """Points for each set of one contract from every guild."""
    return 4


# ---------------------------------------------------------------- the market

@rule
def exchange_rate(phase: str, spice: str) -> int:
    """How many of `spice` buy one spice of any other kind in this phase."""
    return EXCHANGE_RATES[phase][spice]


@rule
def exchange_cost(phase: str, spice: str, take: int) -> int:
    """Spices given to take `take` spices at the current rate."""
    return exchange_rate(phase, spice) * take


@rule
def phase_of_round(round: int) -> str:
    current = "Harvest"
    for phase in PHASES:
        if PHASE_STARTS[phase] <= round:
            current = phase
    return current


@rule
def phase_start(phase: str) -> int:
    return PHASE_STARTS[phase]


@rule
def ships_dock(round: int) -> bool:
    return round in SHIP_ROUNDS


@rule
def ship_round(arrival: int) -> int:
    """The round of the first, second or third docking."""
    return SHIP_ROUNDS[arrival - 1]


@rule
def ship_payment(price: int, taken: int) -> int:
    """What a merchant pays a captain: the ship's price for each spice unloaded."""
    return price * taken


# ---------------------------------------------------------------- scoring

@rule
def set_points(size: int) -> int:
    """Points for one set of `size` different spices."""
    return size * (size + 1) // 2


@rule
def spice_set_score(spices: dict) -> int:
    """Best split of leftover spices into sets of different kinds.

    Taking every kind still held into one set, again and again, is best,
    because a bigger set always scores more than two smaller ones.
    """
    left = {name: int(spices.get(name, 0)) for name in SPICES}
    total = 0
    while True:
        size = sum(1 for n in left.values() if n > 0)
        if size == 0:
            return total
        total += set_points(size)
        for name in left:
            if left[name] > 0:
                left[name] -= 1


@rule
def guild_sets(guilds: list) -> int:
    return min(guilds.count(g) for g in GUILDS)


@rule
def guild_points(guilds: list) -> int:
    return guild_sets(guilds) * guild_set_bonus()


@rule
def final_score(contract_points: list, guilds: list, spices: dict) -> int:
    return sum(contract_points) + guild_points(guilds) + spice_set_score(spices)


# ---------------------------------------------------------------- setup

def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "market-board": 1,
        "contracts": CONTRACT_CARDS,
        "ships": SHIP_CARDS,
        "spice-tokens": TOKENS_PER_SPICE * len(SPICES),
        "round-marker": 1,
        "first-merchant": 1,
    }


def play(players: int, variant: str | None = None) -> dict[str, dict]:
    return {
        "contracts": {"table": contracts_on_display(players)},
        "ships": {"per_round": ships_per_arrival(players)},
    }


# ---------------------------------------------------------------- invariants

@invariant("the ship deck lasts every docking of the game")
def ships_last(players: int) -> bool:
    return ships_per_arrival(players) * len(SHIP_ROUNDS) <= SHIP_CARDS


@invariant("there are never more ships than berths")
def berths_suffice(players: int) -> bool:
    return ships_per_arrival(players) <= BERTHS


@invariant("the last docking falls inside the game")
def ships_inside_game(players: int) -> bool:
    return max(SHIP_ROUNDS) <= rounds(players)


@invariant("the engine's box counts match game.yaml", per_player_count=False)
def box_counts_match(game) -> bool | str:
    if game.deck("contracts").total != CONTRACT_CARDS:
        return f"contracts: {game.deck('contracts').total} cards, engine says {CONTRACT_CARDS}"
    if game.deck("ships").total != SHIP_CARDS:
        return f"ships: {game.deck('ships').total} cards, engine says {SHIP_CARDS}"
    tokens = next(c for c in game.inventory if c.id == "spice-tokens")
    if tokens.count != TOKENS_PER_SPICE * len(SPICES):
        return f"spice tokens: {tokens.count}"
    return True


@invariant("every spice name of game.yaml is one the engine knows", per_player_count=False)
def spices_agree(game) -> bool:
    return tuple(game.names["spices"]) == SPICES and tuple(game.names["guilds"]) == GUILDS


@invariant("no ship asks for a spice it carries", per_player_count=False)
def ships_do_not_want_their_cargo(game) -> bool | str:
    for card in game.deck("ships").cards:
        if card.fields["cargo"].of(card.fields["wants"]) > 0:
            return f"{card.name} wants {card.fields['wants']} and carries it"
    return True


@invariant("every contract can be held inside the warehouse limit", per_player_count=False)
def contracts_fit_warehouse(game) -> bool | str:
    for card in game.deck("contracts").cards:
        if sum(a.amount for a in card.fields["demand"]) > warehouse_limit():
            return f"{card.name} demands more than a warehouse holds"
    return True


@invariant("the contract deck fills the row with cards to spare", per_player_count=True)
def contracts_suffice(players: int) -> bool:
    return contracts_on_display(players) * 3 <= CONTRACT_CARDS
