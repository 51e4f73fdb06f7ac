"""Wallet Eighteen: the rules the tables, examples and cards print."""

from generator.engine import invariant, rule

PLAYERS = (1, 2)

MARKET_CARDS = 16          # held to the deck by deal_uses_the_whole_deck
GOODS = ("Tea", "Silk", "Spice", "Jade")
HAGGLE_DISCOUNT = 2        # the Haggle trick opens a stall this many coins cheaper
VARIETY = {0: 0, 1: 0, 2: 1, 3: 3, 4: 6}


# --- setup -----------------------------------------------------------------

@rule
def cards_dealt(players: int) -> int:
    """Cards dealt to each player at the start: four alone, three each in a duel."""
    return 4 if players == 1 else 3


@rule
def cards_set_aside(players: int) -> int:
    """Cards set aside face down and unseen, so a solo game never knows the whole deck."""
    return 2 if players == 1 else 0


@rule
def draw_pile(players: int) -> int:
    """What is left for the first night's draw pile."""
    return MARKET_CARDS - cards_dealt(players) * players - cards_set_aside(players)


# --- limits (the same at every count) ---------------------------------------

@rule
def hand_limit(players: int | None = None) -> int:
    return 5


@rule
def purse_limit(players: int | None = None) -> int:
    return 4


@rule
def nights(players: int | None = None) -> int:
    return 2


# --- paying and scoring ------------------------------------------------------

@rule
def haggled_cost(cost: int) -> int:
    """A stall's cost when it is opened with a Haggle trick (never below nothing)."""
    return max(0, cost - HAGGLE_DISCOUNT)


@rule
def coins_wasted(paid: list, cost: int) -> int:
    """Coins lost when purse cards worth `paid` pay a stall of `cost`: no change is given."""
    total = sum(int(c) for c in paid)
    if total < cost:
        raise ValueError(f"{total} coins cannot pay a cost of {cost}")
    return total - cost


@rule
def variety_bonus(goods: int) -> int:
    """Bonus renown for the number of different goods among a player's stalls."""
    return VARIETY[goods]


@rule
def final_renown(stalls: list) -> int:
    """A player's final renown.

    Each stall is [goods, printed renown, power]; a power of "kin" scores one
    more renown for each other stall of the same goods.
    """
    total = sum(int(s[1]) for s in stalls)
    for i, stall in enumerate(stalls):
        if stall[2] == "kin":
            total += sum(1 for j, other in enumerate(stalls) if j != i and other[0] == stall[0])
    total += variety_bonus(len({s[0] for s in stalls}))
    return total


@rule
def solo_title(renown: int | str) -> str:
    """The title a solo game earns."""
    if isinstance(renown, str):          # the open column "25 or more"
        return "Lantern Master"
    if renown >= 25:
        return "Lantern Master"
    if renown >= 20:
        return "Market Warden"
    if renown >= 15:
        return "Stallholder"
    return "Street Hawker"


# --- what comes out of the box ----------------------------------------------

def setup(players: int, variant: str | None = None) -> dict[str, int]:
    """Every market card is shuffled (dealt, set aside or the draw pile); both reference cards are used."""
    return {"market": MARKET_CARDS, "reference": 2}


def play(players: int, variant: str | None = None) -> dict[str, dict]:
    market = {"hand": cards_dealt(players), "draw": 1}
    if players == 1:
        market["per_round"] = 1          # the night watch throws one card away each turn
    return {"market": market}


# --- invariants --------------------------------------------------------------

@invariant("dealing, setting aside and the draw pile use the whole market deck")
def deal_uses_the_whole_deck(players: int, game) -> bool | str:
    total = game.deck("market").total
    used = cards_dealt(players) * players + cards_set_aside(players) + draw_pile(players)
    return True if used == total == MARKET_CARDS else f"{used} cards used of {total}"


@invariant("each goods has four cards, one stall at each cost from 1 to 4", per_player_count=False)
def goods_are_even(game) -> bool | str:
    if tuple(game.names["goods"]) != GOODS:
        return f"the goods are {', '.join(game.names['goods'])}"
    for goods in GOODS:
        costs = sorted(c.fields["cost"] for c in game.deck("market").cards if c.fields["goods"] == goods)
        if costs != [1, 2, 3, 4]:
            return f"{goods} stalls cost {costs}"
    return True


@invariant("a card rich in coins is a cheap stall: coins and cost add up to 4 or 5", per_player_count=False)
def coins_pull_against_cost(game) -> bool | str:
    for card in game.deck("market").cards:
        if card.fields["coins"] + card.fields["cost"] not in (4, 5):
            return f"{card.name} has {card.fields['coins']} coins and costs {card.fields['cost']}"
    return True


@invariant("a full purse of the richest cards can pay the dearest stall", per_player_count=False)
def a_full_purse_pays_anything(game) -> bool | str:
    cards = game.deck("market").cards
    richest = sorted((c.fields["coins"] for c in cards), reverse=True)[: purse_limit()]
    dearest = max(c.fields["cost"] for c in cards)
    return True if sum(richest) >= dearest else f"{sum(richest)} coins against a cost of {dearest}"


@invariant("every trick is on four cards, one of each goods", per_player_count=False)
def tricks_are_spread(game) -> bool | str:
    for trick in game.names["tricks"]:
        holders = [c.fields["goods"] for c in game.deck("market").cards if c.fields["trick"] == trick]
        if sorted(holders) != sorted(GOODS):
            return f"{trick} is on {', '.join(holders)}"
    return True
