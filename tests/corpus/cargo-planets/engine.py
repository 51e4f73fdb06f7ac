"""Engine model of Cargo Planets: prices, fuel, contracts and the numbers by player count."""
from generator.engine import invariant, rule

PLAYERS = (2, 5)

PLANETS = ("Veyra", "Korrin", "Thessa", "Orlo", "Brannock", "Calyx", "Dunmere")
GOODS = ("Ore", "Grain", "Medicine", "Machinery", "Luxuries")

# Credits per ton of each good at each planet (the same price to buy and to sell).
PRICES = {
    "Ore":       {"Veyra": 6, "Korrin": 3, "Thessa": 7, "Orlo": 5, "Brannock": 2, "Calyx": 8, "Dunmere": 9},
    "Grain":     {"Veyra": 4, "Korrin": 6, "Thessa": 2, "Orlo": 7, "Brannock": 8, "Calyx": 3, "Dunmere": 6},
    "Medicine":  {"Veyra": 10, "Korrin": 12, "Thessa": 9, "Orlo": 14, "Brannock": 15, "Calyx": 8, "Dunmere": 11},
    "Machinery": {"Veyra": 9, "Korrin": 7, "Thessa": 12, "Orlo": 6, "Brannock": 11, "Calyx": 10, "Dunmere": 5},
    "Luxuries":  {"Veyra": 14, "Korrin": 16, "Thessa": 13, "Orlo": 18, "Brannock": 12, "Calyx": 20, "Dunmere": 15},
}

# Credits per unit of fuel at each planet.
FUEL_PRICES = {"Veyra": 2, "Korrin": 3, "Thessa": 2, "Orlo": 3, "Brannock": 4, "Calyx": 3, "Dunmere": 2}

LANES = {"Short lane": 1, "Long lane": 2}


@rule
def price(planet: str, good: str) -> int:
    """Credits per ton of a good at a planet."""
    return PRICES[good][planet]


@rule
def fuel_price(planet: str) -> int:
    """Credits per unit of fuel at a planet."""
    return FUEL_PRICES[planet]


@rule
def trade_value(good: str, planet: str, tons: int) -> int:
    """What so many tons of a good cost (or fetch) at a planet."""
    return tons * price(planet, good)


@rule
def heavy_load() -> int:
    """A hold with more than this many tons aboard is heavy."""
    return 8


@rule
def jump_fuel(lane: str, tons: int) -> int:
    """Fuel one jump along a lane burns: its length, plus one for a heavy hold."""
    return LANES[lane] + (1 if tons > heavy_load() else 0)


@rule
def run_fuel(lanes: list, tons: int) -> int:
    """Fuel for several jumps in one turn with the same cargo aboard."""
    return sum(jump_fuel(lane, tons) for lane in lanes)


@rule
def top_price(good: str) -> int:
    """The best price a good fetches anywhere on the map."""
    return max(PRICES[good].values())


@rule
def contract_reward(good: str, tons: int, deadline: int) -> int:
    """A contract pays the good's best price for every ton, plus a rush bonus."""
    bonus = 10 if deadline <= 3 else 5
    return tons * top_price(good) + bonus


@rule
def contract_penalty(tons: int) -> int:
    """Credits a captain pays for a contract not delivered in time."""
    return 2 * tons


@rule
def rounds_played(players: int = 2) -> int:
    """Rounds in a game: shorter with more captains."""
    return 12 if players <= 3 else 10


@rule
def contracts_on_offer(players: int = 2) -> int:
    """Face-up contracts in the offer: one more than the captains."""
    return players + 1


@rule
def starting_credits(players: int | None = None) -> int:
    return 30


@rule
def starting_fuel(players: int | None = None) -> int:
    return 6


@rule
def hold_capacity(players: int | None = None) -> int:
    """Tons a hold takes before any upgrade."""
    return 10


@rule
def tank_capacity(players: int | None = None) -> int:
    """Fuel a tank holds before any upgrade."""
    return 8


@rule
def open_contracts(players: int | None = None) -> int:
    """Contracts a captain may hold at once."""
    return 2


@rule
def jumps_per_turn(players: int | None = None) -> int:
    return 2


@rule
def crates_per_good() -> int:
    return 12


@rule
def final_credits(credits: int, penalties: list) -> int:
    """Credits at the end of the game, after open contracts are paid for."""
    return credits - sum(penalties)


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "star-map": 1,
        "contracts": 24,
        "captain-boards": players,
        "ship-tokens": players,
        "fuel-markers": players,
        "round-marker": 1,
        "cargo-crates": crates_per_good() * len(GOODS),
        "ledger-pad": 1,
    }


def play(players: int, variant: str | None = None) -> dict[str, dict]:
    return {"contracts": {"table": contracts_on_offer(players)}}


@invariant("every contract pays what contract_reward() says", per_player_count=False)
def rewards_follow_the_rule(game) -> bool | str:
    for card in game.deck("contracts").cards:
        f = card.fields
        want = contract_reward(f["good"], f["tons"], f["deadline"])
        if f["reward"] != want:
            return f"{card.name} pays {f['reward']}, the rule gives {want}"
    return True


@invariant("every contract's penalty is what contract_penalty() says", per_player_count=False)
def penalties_follow_the_rule(game) -> bool | str:
    for card in game.deck("contracts").cards:
        f = card.fields
        if f["penalty"] != contract_penalty(f["tons"]):
            return f"{card.name} fines {f['penalty']}, the rule gives {contract_penalty(f['tons'])}"
    return True


@invariant("every contract fits an unupgraded hold", per_player_count=False)
def contracts_fit_a_hold(game) -> bool | str:
    for card in game.deck("contracts").cards:
        if card.fields["tons"] > hold_capacity():
            return f"{card.name} needs {card.fields['tons']} tons"
    return True


@invariant("the box holds the crates the engine counts", per_player_count=False)
def crates_in_box(game) -> bool | str:
    line = next(c for c in game.inventory if c.id == "cargo-crates")
    want = crates_per_good() * len(GOODS)
    return True if line.count == want else f"box {line.count}, engine {want}"


@invariant("the contract deck refills the offer for a whole game")
def deck_lasts(players: int, game) -> bool | str:
    deck = game.deck("contracts").total
    return True if deck >= contracts_on_offer(players) + players * 3 else f"only {deck} contracts"
