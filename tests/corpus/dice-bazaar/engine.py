"""Engine model of Dice Bazaar (dice drafting and trading, 2-5 players).

Every number the setup table, the market price table, the die, the favours and
the worked example print is computed here. The box, the contract cards and the
costs live in game.yaml and cards/contracts.csv; the invariants at the foot
read them from the loaded game, so a change made on one side only fails
`pnp check`.
"""
from __future__ import annotations

from generator.engine import invariant, rule

PLAYERS = (2, 5)

GOODS = ("Dates", "Copper", "Silk", "Saffron")

# --- the market ----------------------------------------------------------------
# What the market pays for one good, round by round. Prices only ever climb:
# early on a contract pays better than the stalls, by the last rounds the
# stalls pay better than most contracts.
PRICES: dict[str, tuple[int, ...]] = {
    "Dates":   (1, 1, 2, 2, 3, 3, 4),
    "Copper":  (2, 2, 3, 3, 4, 5, 5),
    "Silk":    (2, 3, 3, 4, 5, 5, 6),
    "Saffron": (3, 3, 4, 5, 6, 7, 8),
}
BUY_MARKUP = 2        # buying a good costs its price plus this
GLUT_DISCOUNT = 1     # the good on the left-over die sells for this much less
LOWEST_SALE = 1       # ... but never for less than this

# --- the round -----------------------------------------------------------------
DICE_EACH = 2         # dice every player drafts in a round
STARTING_COINS = 5
STORAGE_LIMIT = 6     # goods a stall may keep when the round closes
REROLL_PRICE = 1      # Porter's reroll
CAMEL_DATES = 2       # Dates given up for one good of another kind

# --- the Bazaar die ------------------------------------------------------------
# Face (1-6) -> result id; what each result gives.
FACES = {1: "dates", 2: "dates", 3: "copper", 4: "silk", 5: "saffron", 6: "purse"}
RESULT_GOODS = {"dates": ("Dates", 2), "copper": ("Copper", 1), "silk": ("Silk", 1),
                "saffron": ("Saffron", 1), "purse": (None, 0)}
PURSE_COINS = 3

# --- contracts -----------------------------------------------------------------
# A contract pays the worth of its goods plus one coin for every good it asks.
CONTRACT_WORTH = {"Dates": 2, "Copper": 3, "Silk": 4, "Saffron": 5}
CONTRACT_CARDS = 24

# --- the box -------------------------------------------------------------------
BAZAAR_DICE = 11
GOODS_TOKENS = {"Dates": 24, "Copper": 18, "Silk": 16, "Saffron": 14}
COIN_TOKENS = 60


def _check_players(players: int) -> None:
    if not PLAYERS[0] <= players <= PLAYERS[1]:
        raise ValueError(f"Dice Bazaar takes {PLAYERS[0]}-{PLAYERS[1]} players, not {players}")


def _check_good(good: str) -> None:
    if good not in PRICES:
        raise ValueError(f"unknown good {good!r}: use one of {', '.join(GOODS)}")


# --- setup ---------------------------------------------------------------------
@rule
def rounds(players: int) -> int:
    """Rounds in a game: seven with two players, six with more."""
    _check_players(players)
    return 7 if players == 2 else 6


@rule
def dice_rolled(players: int) -> int:
    """Bazaar dice the Caller rolls each round: two per player and one over."""
    _check_players(players)
    return DICE_EACH * players + 1


@rule
def dice_each(players: int | None = None) -> int:
    """Dice each player drafts in a round."""
    return DICE_EACH


@rule
def contracts_face_up(players: int) -> int:
    """Contracts in the face-up row."""
    _check_players(players)
    return {2: 3, 3: 4, 4: 4, 5: 5}[players]


@rule
def starting_coins(players: int | None = None) -> int:
    """Coins each player starts with."""
    return STARTING_COINS


@rule
def storage_limit(players: int | None = None) -> int:
    """Goods a stall may keep at the close of a round."""
    return STORAGE_LIMIT


# --- the market ----------------------------------------------------------------
@rule
def market_price(good: str, round: int) -> int:  # noqa: A002 - the table's axis is called round
    """What the market pays for one good in this round."""
    _check_good(good)
    if not 1 <= round <= len(PRICES[good]):
        raise ValueError(f"there is no round {round}")
    return PRICES[good][round - 1]


@rule
def sell_price(good: str, round: int, glut: bool = False) -> int:  # noqa: A002
    """A sale: the round's price, one coin less for the glut good (never below one)."""
    price = market_price(good, round)
    return max(LOWEST_SALE, price - GLUT_DISCOUNT) if glut else price


@rule
def buy_price(good: str, round: int) -> int:  # noqa: A002
    """Buying one good from the market: its price plus the markup."""
    return market_price(good, round) + BUY_MARKUP


@rule
def buy_markup() -> int:
    """Coins a purchase costs above the market price."""
    return BUY_MARKUP


@rule
def glut_discount() -> int:
    """How much less the glut good sells for."""
    return GLUT_DISCOUNT


@rule
def price_grid() -> list[list[int]]:
    """The price table as rows of goods, for the market board."""
    return [list(PRICES[good]) for good in GOODS]


# --- the die -------------------------------------------------------------------
@rule
def bazaar_face(roll: int) -> str:
    """The result a face of the Bazaar die shows."""
    if roll not in FACES:
        raise ValueError(f"the Bazaar die has no face {roll}")
    return FACES[roll]


@rule
def purse_coins() -> int:
    """Coins the purse face pays."""
    return PURSE_COINS


@rule
def goods_from_dice(faces: list) -> int:
    """How many goods a player's drafted dice give, all kinds together."""
    return sum(RESULT_GOODS[bazaar_face(f)][1] for f in faces)


@rule
def coins_from_dice(faces: list) -> int:
    """Coins a player's drafted dice give (the purse face)."""
    return sum(PURSE_COINS for f in faces if bazaar_face(f) == "purse")


# --- contracts and coins --------------------------------------------------------
@rule
def contract_reward(cost: dict) -> int:
    """What a contract pays: the worth of its goods plus a coin per good asked."""
    total = 0
    for good, n in cost.items():
        _check_good(good)
        total += (CONTRACT_WORTH[good] + 1) * int(n)
    return total


@rule
def coins_at_close(start: int, gained: list, spent: list) -> int:
    """A player's coins when the round closes."""
    return start + sum(gained) - sum(spent)


# --- favours -------------------------------------------------------------------
@rule
def reroll_price() -> int:
    """Coins for the Porter's reroll."""
    return REROLL_PRICE


@rule
def camel_dates() -> int:
    """Dates given up for a Camel swap."""
    return CAMEL_DATES


# --- what a game takes out of the box -------------------------------------------
def setup(players: int, variant: str | None = None) -> dict[str, int]:
    _check_players(players)
    need = {
        "market-board": 1,
        "stall-mats": players,
        "bazaar-dice": dice_rolled(players),
        "contracts": CONTRACT_CARDS,
        "coins": COIN_TOKENS,
        "caller-lamp": 1,
        "round-marker": 1,
    }
    for good, n in GOODS_TOKENS.items():
        need[f"{good.lower()}-tokens"] = n
    return need


def play(players: int, variant: str | None = None) -> dict:
    # The row is dealt face up to the table, and refilled by at most one card a player
    # each round. The Bazaar dice are drafted one by one, never added up: no "dice" key.
    return {"contracts": {"table": contracts_face_up(players), "per_round": players,
                          "turns": rounds(players)}}


# --- invariants ----------------------------------------------------------------
@invariant("the market's prices never fall from one round to the next, and some price rises every round",
           per_player_count=False)
def prices_climb() -> bool | str:
    for good, row in PRICES.items():
        if any(b < a for a, b in zip(row, row[1:])):
            return f"the price of {good} falls: {row}"
    for r in range(1, len(PRICES["Dates"])):
        if all(PRICES[g][r] == PRICES[g][r - 1] for g in GOODS):
            return f"no price rises into round {r + 1}"
    return True


@invariant("the price table covers every round of the longest game")
def prices_cover_rounds(players: int) -> bool | str:
    if rounds(players) > min(len(row) for row in PRICES.values()):
        return f"{rounds(players)} rounds but prices for {min(len(row) for row in PRICES.values())}"
    return True


@invariant("every player drafts the same number of dice and exactly one die is left over")
def one_die_left(players: int) -> bool | str:
    left = dice_rolled(players) - players * dice_each(players)
    return True if left == 1 else f"{left} dice left over"


@invariant("the box holds enough Bazaar dice for the largest game", per_player_count=False)
def dice_suffice(game) -> bool | str:
    box = next((c.count for c in game.inventory if c.id == "bazaar-dice"), 0)
    need = dice_rolled(PLAYERS[1])
    if box != BAZAAR_DICE or box < need:
        return f"the box holds {box} Bazaar dice, the engine counts {BAZAAR_DICE}, a full game rolls {need}"
    return True


@invariant("every contract pays what its goods are worth plus a coin a good", per_player_count=False)
def contracts_priced(game) -> bool | str:
    deck = game.deck("contracts")
    if deck is None:
        return "no contracts deck"
    if deck.total != CONTRACT_CARDS:
        return f"{deck.total} contract cards, the engine counts {CONTRACT_CARDS}"
    for card in deck.cards:
        cost = {a.name: a.amount for a in card.fields["cost"]}
        if card.fields["reward"] != contract_reward(cost):
            return f"{card.name} pays {card.fields['reward']}, but its goods make {contract_reward(cost)}"
    return True


@invariant("the row can be dealt and refilled for a full round of contracts")
def contracts_last(players: int) -> bool | str:
    if contracts_face_up(players) + players > CONTRACT_CARDS:
        return "the contract deck cannot fill the row"
    return True


@invariant("the goods tokens and coins in the box are the ones setup lays out", per_player_count=False)
def supplies_agree(game) -> bool | str:
    box = {c.id: c.count for c in game.inventory}
    for good, n in GOODS_TOKENS.items():
        if box.get(f"{good.lower()}-tokens") != n:
            return f"the box holds {box.get(f'{good.lower()}-tokens')} {good}, the engine {n}"
    if box.get("coins") != COIN_TOKENS:
        return f"the box holds {box.get('coins')} coins, the engine {COIN_TOKENS}"
    if tuple(game.names.get("goods", ())) != GOODS:
        return f"game.yaml's goods are {game.names.get('goods')}, the engine's {GOODS}"
    return True


@invariant("every stall can fill its storehouse with one good", per_player_count=True)
def storehouse_fits(players: int) -> bool | str:
    for good, n in GOODS_TOKENS.items():
        if n < STORAGE_LIMIT * 2:
            return f"only {n} {good}"
    return True


@invariant("the favours cost what the rules charge", per_player_count=False)
def favours_agree(game) -> bool | str:
    costs = {c.id: c for c in game.costs}
    reroll = costs.get("porters-reroll")
    camel = costs.get("camel-swap")
    if reroll is None or camel is None:
        return "game.yaml lacks a favour"
    if sum(i.amount for i in reroll.items) != REROLL_PRICE:
        return "Porter's reroll costs another price in game.yaml"
    if sum(i.amount for i in camel.items) != CAMEL_DATES:
        return "Camel swap asks another number of Dates in game.yaml"
    return True
