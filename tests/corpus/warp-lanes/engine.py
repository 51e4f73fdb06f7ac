"""Engine model of Warp Lanes.

Captains fly freight contracts along the numbered lanes of the Corvid Cluster.
Distances are kept in tenths of a light-year (4.2 ly is 42), so every rule
works with whole numbers.
"""
from generator.engine import invariant, rule

PLAYERS = (2, 5)

MARKS = ("Mk I", "Mk II", "Mk III")
HOLDS = {"Mk I": 2, "Mk II": 4, "Mk III": 6}
HULL_PRICE = {"Mk I": None, "Mk II": 6, "Mk III": 11}
DRIVE_PRICE = {2: 3, 3: 5, 4: 7, 5: 9, 6: 12, 7: 15, 8: 18, 9: 22}


# --- setup -----------------------------------------------------------------

@rule
def exchange_size(players: int = 2) -> int:
    """Contracts lying face up in the Exchange: two more than the captains."""
    return players + 2


@rule
def credits_to_win(players: int = 2) -> int:
    """Credits that end the game at the end of a round."""
    return {2: 50, 3: 45, 4: 40, 5: 40}[players]


@rule
def starting_credits(players: int | None = None) -> int:
    """Credits each captain starts with, at every player count."""
    return 10


@rule
def shipyard_row(players: int | None = None) -> int:
    """Shipyard cards face up for sale, at every player count."""
    return 5


@rule
def starting_warp() -> int:
    """Every ship leaves port with a Warp 1 drive."""
    return 1


@rule
def starting_holds() -> int:
    """Every ship leaves port with a Mk I hull."""
    return HOLDS["Mk I"]


@rule
def most_pods() -> int:
    """Cargo pods one ship may carry."""
    return 2


# --- ships -----------------------------------------------------------------

@rule
def hull_holds(mark: str) -> int:
    """Cargo holds of a hull by its mark."""
    return HOLDS[mark]


@rule
def hull_price(mark: str) -> int | None:
    """What the Shipyard asks for a hull; the Mk I is never sold."""
    return HULL_PRICE[mark]


@rule
def drive_cost(warp: int) -> int:
    """What the Shipyard asks for a drive of this warp rating."""
    return DRIVE_PRICE[warp]


# --- flying ----------------------------------------------------------------

@rule
def jumps_needed(tenths: int, warp: int) -> int:
    """Jump tokens a contract takes: its distance over the warp rating, rounded up."""
    per_jump = warp * 10
    return -(-tenths // per_jump)


@rule
def contract_pay(cargo: int, tenths: int) -> int:
    """Credits a contract pays: 2 per hold of cargo, plus 1 per light-year begun."""
    return 2 * cargo + -(-tenths // 10)


@rule
def lane_toll(lane: int) -> int:
    """Toll to sign a contract on a lane: core lanes are free, the frontier dear."""
    if lane <= 3:
        return 0
    if lane <= 6:
        return 1
    return 2


@rule
def hazard(roll: int) -> str:
    """The hazard die's result for a roll."""
    if roll == 1:
        return "ion-storm"
    if roll == 6:
        return "slipstream"
    return "clear"


@rule
def tokens_removed(result: str) -> int:
    """Jump tokens one jump removes from each contract you carry."""
    return {"ion-storm": 0, "clear": 1, "slipstream": 2}[result]


@rule
def haul_profit(cargo: int, tenths: int, lane: int) -> int:
    """What a contract leaves you once its toll is paid."""
    return contract_pay(cargo, tenths) - lane_toll(lane)


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "contracts": 24,
        "shipyard": 22,
        "ship-mats": players,
        "jump-tokens": 40,
        "credit-chips": 60,
        "hazard-die": 1,
    }


def play(players: int, variant: str | None = None) -> dict:
    return {"contracts": {"hand": 0, "draw": 1}, "shipyard": {"hand": 0, "draw": 1}, "hazard": {"dice": 1}}


# --- invariants ------------------------------------------------------------

def _lane_number(name: str) -> int:
    return int(name.split()[-1])


@invariant("every contract pays what its cargo and distance earn", per_player_count=False)
def contracts_pay_fairly(game) -> bool | str:
    for card in game.deck("contracts").cards:
        f = card.fields
        if f["pay"] != contract_pay(f["cargo"], f["distance_tenths"]):
            return f"{card.name} pays {f['pay']}, not {contract_pay(f['cargo'], f['distance_tenths'])}"
    return True


@invariant("every contract fits a Mk III hull and lies inside the cluster", per_player_count=False)
def contracts_can_fly(game) -> bool | str:
    for card in game.deck("contracts").cards:
        f = card.fields
        if f["cargo"] > HOLDS["Mk III"] + most_pods():
            return f"{card.name} is too big for any ship"
        if not 10 <= f["distance_tenths"] <= 99:
            return f"{card.name} is {f['distance_tenths']} tenths of a light-year away"
        if not 1 <= _lane_number(f["lane"]) <= 9:
            return f"{card.name} flies no lane of the cluster"
    return True


@invariant("every drive and hull costs what the Shipyard's price list says", per_player_count=False)
def shipyard_prices(game) -> bool | str:
    for card in game.deck("shipyard").cards:
        f = card.fields
        if f["part"] == "Drive" and f["cost"] != drive_cost(f["warp"]):
            return f"{card.name} costs {f['cost']}, not {drive_cost(f['warp'])}"
        if f["part"] == "Hull":
            mark = card.name.removesuffix(" Hull")
            if f["cost"] != hull_price(mark) or f["holds"] != hull_holds(mark):
                return f"{card.name} does not match the {mark} hull"
    return True


@invariant("the bank holds enough credits for every captain's start")
def bank_covers_start(players: int, game) -> bool | str:
    chips = next(c for c in game.inventory if c.id == "credit-chips")
    return True if chips.count >= starting_credits(players) * players / 5 else "too few credit chips"


@invariant("the Exchange can be filled at the start", per_player_count=True)
def exchange_fills(players: int, game) -> bool:
    return game.deck("contracts").total >= exchange_size(players) * 2
