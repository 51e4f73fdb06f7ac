"""Belt Haulers: the rules the tables, die and examples print."""

from generator.engine import invariant, rule

PLAYERS = (2, 4)

RESOURCES = ("ORE", "FUEL", "H2O", "CRED")
CARGO = ("ORE", "FUEL", "H2O")

RIG_CARDS = 32
CONTRACT_CARDS = 16


@rule
def rounds(players: int = 2) -> int:
    """Rounds in a game: fewer at a fuller table, so each game lasts about as long."""
    return {2: 9, 3: 8, 4: 7}[players]


@rule
def rig_market_size(players: int = 2) -> int:
    """Face-up rig cards in the market: two more than the players."""
    return players + 2


@rule
def contract_row_size(players: int = 2) -> int:
    """Face-up contracts."""
    return 4 if players >= 4 else 3


@rule
def starting_stock(resource: str) -> int:
    """What each player takes from the depot at setup."""
    return {"ORE": 2, "FUEL": 1, "H2O": 1, "CRED": 4}[resource]


@rule
def actions_per_turn(players: int | None = None) -> int:
    """Actions in one turn of the Operate phase."""
    return 2


@rule
def ship_drill() -> int:
    """ORE a ship's own drill makes each Produce phase."""
    return 1


@rule
def sell_price(resource: str) -> int:
    """CRED the Exchange pays for one token."""
    return {"ORE": 1, "FUEL": 2, "H2O": 2}[resource]


@rule
def buy_price(resource: str) -> int:
    """CRED the Exchange asks for one token."""
    return {"ORE": 2, "FUEL": 3, "H2O": 3}[resource]


@rule
def trade_in() -> int:
    """Cargo tokens handed in at the Exchange for one token of another kind."""
    return 2


@rule
def h2o_upkeep(rigs: int) -> int:
    """H2O the crews drink in Upkeep: one for every three rigs."""
    return rigs // 3


@rule
def dry_penalty() -> int:
    """VP lost for each H2O of upkeep a player cannot pay."""
    return 2


@rule
def outpost_limit() -> int:
    """Outposts one player may build."""
    return 2


@rule
def outpost_points() -> int:
    """VP an outpost scores at the end."""
    return 4


@rule
def cred_per_vp() -> int:
    """CRED left at the end that make one VP."""
    return 3


@rule
def belt_event(roll: int) -> str:
    """What the Belt die means in the Survey phase."""
    if roll == 1:
        return "solar-flare"
    if roll in (2, 3):
        return "quiet-shift"
    if roll == 4:
        return "ice-comet"
    if roll == 5:
        return "rich-seam"
    return "market-boom"


@rule
def ore_produced(rig_ore: list, event: str = "quiet-shift") -> int:
    """ORE one player takes in Produce: the ship's drill plus each ORE rig (one more each on a Rich seam)."""
    bonus = sum(1 for n in rig_ore if n > 0) if event == "rich-seam" else 0
    return ship_drill() + sum(rig_ore) + bonus


@rule
def final_score(card_vp: int, outposts: int, cred: int) -> int:
    """VP at the end: cards, outposts, and leftover CRED."""
    return card_vp + outposts * outpost_points() + cred // cred_per_vp()


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    """What a game at this count takes out of the box."""
    return {
        "rigs": RIG_CARDS,
        "contracts": CONTRACT_CARDS,
        "belt-board": 1,
        "ship-boards": players,
        "ore-tokens": 30,
        "fuel-tokens": 24,
        "h2o-tokens": 24,
        "cred-tokens": 40,
        "outposts": players * outpost_limit(),
        "score-markers": players,
        "round-marker": 1,
        "first-player": 1,
        "belt-die": 1,
    }


def play(players: int, variant: str | None = None) -> dict[str, dict]:
    """How the game draws: the market is dealt face up and refilled as players build."""
    return {
        "rigs": {"table": rig_market_size(players), "per_round": players},
        "contracts": {"table": contract_row_size(players), "per_round": 1},
        "belt": {"dice": 1},
    }


@invariant("setup takes every rig and contract card out of the box", per_player_count=False)
def decks_come_out_whole(game) -> bool | str:
    if game.deck("rigs").total != RIG_CARDS:
        return f"rigs deck has {game.deck('rigs').total} cards, engine says {RIG_CARDS}"
    if game.deck("contracts").total != CONTRACT_CARDS:
        return f"contracts deck has {game.deck('contracts').total} cards, engine says {CONTRACT_CARDS}"
    return True


@invariant("the decks can fill the market and the contract row with cards to spare")
def markets_fill(players: int, game) -> bool:
    return (game.deck("rigs").total >= rig_market_size(players) + 2 * players
            and game.deck("contracts").total >= contract_row_size(players) + rounds(players))


@invariant("each player has an outpost token for every outpost they may build", per_player_count=False)
def outposts_suffice(game) -> bool:
    line = next(c for c in game.inventory if c.id == "outposts")
    return line.per_player == outpost_limit()


@invariant("every contract pays more than selling its cargo at the Exchange", per_player_count=False)
def contracts_beat_the_exchange(game) -> bool | str:
    for card in game.deck("contracts").cards:
        demand = card.fields["demand"]
        sold = sum(a.amount * (sell_price(a.name) if a.name in CARGO else 1) for a in demand)
        worth = card.fields["cred"] + card.fields["vp"] * cred_per_vp()
        if worth <= sold:
            return f"{card.name} is worth {worth} CRED but its cargo sells for {sold}"
    return True
