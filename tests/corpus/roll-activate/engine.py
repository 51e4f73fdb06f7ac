"""Engine model of Lantern Harbour (roll-and-activate town building, 2-4 players).

The numbers the rules compute with live here; the cards' own values are in
cards/*.csv, and the invariants at the end hold the two together.
"""
from __future__ import annotations

from generator.engine import invariant, rule

PLAYERS = (2, 4)

STARTING_COINS = 3
QUICK_TIDE_COINS = 5
LANDMARKS_TO_WIN = 4
DICE_WITH_LIGHTHOUSE = 2
FAIR_BONUS = 1               # extra coin per Shop or Tavern that wakes, with the Harbour Fair
SIGNAL_REROLLS = 1           # rerolls a turn with the Signal Tower
MARKET_COPIES = 6            # copies of every establishment in the market (the starters have more)
STARTER_CARDS = ("Kelp Bed", "Net Shed")

# Establishments: kind, lowest and highest activation number, coins paid, and
# the cards a combo shop counts (it pays `pays` for each of them you own).
ESTABLISHMENTS: dict[str, tuple[str, int, int, int, tuple[str, ...]]] = {
    "Kelp Bed": ("Harbour", 1, 1, 1, ()),
    "Oyster Beds": ("Harbour", 2, 2, 1, ()),
    "Net Shed": ("Shop", 2, 3, 1, ()),
    "Dockside Tavern": ("Tavern", 3, 3, 1, ()),
    "Chandlery": ("Shop", 4, 4, 3, ()),
    "Driftwood Yard": ("Harbour", 5, 5, 1, ()),
    "Smokehouse": ("Shop", 7, 7, 3, ("Oyster Beds",)),
    "Boatwright": ("Shop", 8, 8, 3, ("Driftwood Yard", "Deep-sea Trawler")),
    "Deep-sea Trawler": ("Harbour", 9, 9, 5, ()),
    "Chowder House": ("Tavern", 9, 10, 2, ()),
    "Pearl Reef": ("Harbour", 10, 10, 3, ()),
    "Fish Market": ("Shop", 11, 12, 2, ("Kelp Bed", "Pearl Reef")),
}

LANDMARK_COST = {
    "Lighthouse": 4,
    "Harbour Fair": 10,
    "Carousel": 16,
    "Signal Tower": 22,
}

CONSTANTS = {
    "Landmarks to win": LANDMARKS_TO_WIN,
    "Dice with the Lighthouse": DICE_WITH_LIGHTHOUSE,
    "Extra coin from the Harbour Fair": FAIR_BONUS,
    "Rerolls with the Signal Tower": SIGNAL_REROLLS,
}

VARIANTS = (None, "quick-tide")


def _check_players(players: int) -> None:
    if not PLAYERS[0] <= players <= PLAYERS[1]:
        raise ValueError(f"Lantern Harbour takes {PLAYERS[0]}-{PLAYERS[1]} players, not {players}")


def _card(name: str) -> tuple[str, int, int, int, tuple[str, ...]]:
    if name not in ESTABLISHMENTS:
        raise ValueError(f"no establishment called {name!r}")
    return ESTABLISHMENTS[name]


# --- setup -------------------------------------------------------------------
@rule
def starting_coins(players: int = 2, variant: str | None = None) -> int:
    """Coins each player takes from the bank at the start."""
    _check_players(players)
    return QUICK_TIDE_COINS if variant == "quick-tide" else STARTING_COINS


@rule
def coins_dealt(players: int, variant: str | None = None) -> int:
    """Coins handed out at setup, all players together."""
    return starting_coins(players, variant) * players


@rule
def starters_in_market(players: int, card: str) -> int:
    """Starting cards left over after each player takes one: they join the market."""
    _check_players(players)
    if card not in STARTER_CARDS:
        raise ValueError(f"{card} is no starting card")
    return MARKET_COPIES + PLAYERS[1] - players


@rule
def landmarks_in_play(players: int) -> int:
    """Landmark cards on the table: a set of four per player."""
    _check_players(players)
    return LANDMARKS_TO_WIN * players


# --- rolling -----------------------------------------------------------------
@rule
def dice_to_roll(lighthouse: bool = False) -> int:
    """Dice a player may roll: one, or two once the Lighthouse is lit."""
    return DICE_WITH_LIGHTHOUSE if lighthouse else 1


@rule
def ways_one_die(roll: int) -> int | None:
    """Faces of one die (of 6) that show this number; None where it cannot come up."""
    return 1 if 1 <= roll <= 6 else None


@rule
def ways_two_dice(roll: int) -> int | None:
    """Throws of two dice (of 36) that total this number; None where it cannot come up."""
    if not 2 <= roll <= 12:
        return None
    return 6 - abs(7 - roll)


@rule
def activates(card: str, roll: int) -> bool:
    """Whether a roll wakes this establishment."""
    _, low, high, _, _ = _card(card)
    return low <= roll <= high


@rule
def cards_woken(roll: int, kind: str) -> list[str]:
    """The establishments of one kind that a roll wakes, in market order."""
    return [name for name, (k, low, high, _, _) in ESTABLISHMENTS.items() if k == kind and low <= roll <= high]


# --- earning -----------------------------------------------------------------
def _count(owned: dict | None, name: str) -> int:
    return int((owned or {}).get(name, 0))


@rule
def card_payout(card: str, owned: dict | None = None, fair: bool = False) -> int:
    """Coins one copy of a card pays when it wakes, for its owner's town."""
    kind, _, _, pays, per = _card(card)
    coins = pays * sum(_count(owned, other) for other in per) if per else pays
    if fair and kind in ("Shop", "Tavern"):
        coins += FAIR_BONUS
    return coins


@rule
def bank_income(roll: int, owned: dict, own_roll: bool, fair: bool = False) -> int:
    """Coins the bank pays one town for a roll: its Harbours always, its Shops on its own roll."""
    total = 0
    for name, copies in owned.items():
        kind, low, high, _, _ = _card(name)
        if not low <= roll <= high:
            continue
        if kind == "Harbour" or (kind == "Shop" and own_roll):
            total += int(copies) * card_payout(name, owned, fair)
    return total


@rule
def tavern_owed(roll: int, owned: dict, fair: bool = False) -> int:
    """Coins the roller owes one other town's Taverns for a roll."""
    total = 0
    for name, copies in owned.items():
        kind, low, high, _, _ = _card(name)
        if kind == "Tavern" and low <= roll <= high:
            total += int(copies) * card_payout(name, owned, fair)
    return total


@rule
def tavern_paid(owed: int, roller_coins: int) -> int:
    """A roller pays what they owe, or all they have when it is less."""
    return max(0, min(owed, roller_coins))


# --- landmarks and winning ---------------------------------------------------
@rule
def landmark_cost(landmark: str) -> int:
    if landmark not in LANDMARK_COST:
        raise ValueError(f"no landmark called {landmark!r}")
    return LANDMARK_COST[landmark]


@rule
def total_landmark_cost() -> int:
    """Coins a town spends on its four landmarks."""
    return sum(LANDMARK_COST.values())


@rule
def landmarks_to_win() -> int:
    return LANDMARKS_TO_WIN


@rule
def constant(what: str) -> int:
    """Numbers that never change, looked up by name."""
    return CONSTANTS[what]


# --- what comes out of the box ---------------------------------------------
def setup(players: int, variant: str | None = None) -> dict[str, int]:
    _check_players(players)
    return {
        "establishments": 80,                       # starters to the players, the rest is the market
        "landmarks": landmarks_in_play(players),    # one set of four per player
        "coin-ones": 40,                            # the bank
        "coin-fives": 20,
        "dice": 2,
    }


# --- invariants --------------------------------------------------------------
def _span(text: str) -> tuple[int, int]:
    low, _, high = text.replace("\u2013", "-").partition("-")
    return int(low), int(high or low)


@invariant("every establishment card agrees with the engine's table", per_player_count=False)
def establishments_agree(game) -> bool | str:
    deck = game.deck("establishments")
    seen = set()
    for card in deck.cards:
        if card.name not in ESTABLISHMENTS:
            return f"{card.name} is not in the engine"
        kind, low, high, pays, per = ESTABLISHMENTS[card.name]
        f = card.fields
        if f["kind"] != kind or _span(f["rolls"]) != (low, high) or f["pays"] != pays or tuple(f["per"]) != per:
            return f"{card.name} differs from the engine"
        seen.add(card.name)
    missing = set(ESTABLISHMENTS) - seen
    return True if not missing else f"no card for {', '.join(sorted(missing))}"


@invariant("the market holds six of every card once the starters are dealt", per_player_count=False)
def market_copies(game) -> bool | str:
    for card in game.deck("establishments").cards:
        want = MARKET_COPIES + (PLAYERS[1] if card.name in STARTER_CARDS else 0)
        if card.count != want:
            return f"{card.name} has {card.count} copies, not {want}"
    return True


@invariant("landmark cards cost what the engine says, one set per player", per_player_count=False)
def landmarks_agree(game) -> bool | str:
    deck = game.deck("landmarks")
    for card in deck.cards:
        if LANDMARK_COST.get(card.name) != card.fields["cost"]:
            return f"{card.name} costs {card.fields['cost']} on its card"
        if card.count != PLAYERS[1]:
            return f"{card.name} has {card.count} copies"
    if len(deck.cards) != LANDMARKS_TO_WIN:
        return f"{len(deck.cards)} landmarks, but {LANDMARKS_TO_WIN} win"
    return True


@invariant("the bank can pay every player's starting coins")
def bank_covers_start(players: int, game, variant: str | None = None) -> bool:
    ones = next(c for c in game.inventory if c.id == "coin-ones").count
    fives = next(c for c in game.inventory if c.id == "coin-fives").count
    return coins_dealt(players, variant) <= ones + 5 * fives


@invariant("the whole establishment deck comes out", per_player_count=False)
def whole_deck_out(game) -> bool | str:
    total = game.deck("establishments").total
    return True if setup(2)["establishments"] == total else f"setup takes 80, the deck has {total}"
