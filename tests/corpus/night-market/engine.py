"""Engine model of Night Market (set collection, 2-5 players).

Every number the tables, the examples and the rulebook lean on is worked out
here; the box, the cards and their tips live in game.yaml and cards/dishes.csv,
and the invariants at the bottom hold the two together.
"""
from __future__ import annotations

from generator.engine import invariant, rule

PLAYERS = (2, 5)

STALLS = ("Dumplings", "Skewers", "Noodles", "Sweets")

# --- numbers by player count ----------------------------------------------------
DEALT = {2: 5, 3: 5, 4: 4, 5: 4}
HAND_LIMIT = {2: 8, 3: 7, 4: 7, 5: 6}
MARKET_ROW = {2: 4, 3: 5, 4: 5, 5: 6}

# --- scoring ----------------------------------------------------------------------
PLATTER = {2: 3, 3: 6, 4: 10, 5: 15}   # coins for a platter of that many dishes
TASTING_MENU = 8                       # one dish of each stall
STAR_BONUS = 3                         # first platter of a stall takes its Star token
SPOILED = 1                            # coins lost per card left in hand at the end
CATS_PER_PLATTER = 1

# --- the box ------------------------------------------------------------------------
CARDS_PER_STALL = 15
LUCKY_CATS = 4
DECK = CARDS_PER_STALL * len(STALLS) + LUCKY_CATS   # 64
COIN_TOKENS = 60
STAR_TOKENS = len(STALLS)
STALL_BOARDS = len(STALLS)


def _check_players(players: int) -> None:
    if not PLAYERS[0] <= players <= PLAYERS[1]:
        raise ValueError(f"Night Market is for {PLAYERS[0]}-{PLAYERS[1]} players, not {players}")


@rule
def cards_dealt(players: int) -> int:
    """Cards dealt to each player at the start."""
    _check_players(players)
    return DEALT[players]


@rule
def hand_limit(players: int) -> int:
    """Cards a player may keep at the end of their turn."""
    _check_players(players)
    return HAND_LIMIT[players]


@rule
def market_row(players: int) -> int:
    """Face-up cards in the market row."""
    _check_players(players)
    return MARKET_ROW[players]


@rule
def blind_draw() -> int:
    """Cards drawn from the deck when you shop blind instead of taking from the row."""
    return 2


@rule
def platter_coins(size: int) -> int:
    """Coins for a platter of this many dishes from one stall, before tips."""
    if size not in PLATTER:
        raise ValueError(f"a platter holds 2 to 5 dishes, not {size}")
    return PLATTER[size]


@rule
def smallest_platter() -> int:
    return min(PLATTER)


@rule
def largest_platter() -> int:
    return max(PLATTER)


@rule
def tasting_menu_coins() -> int:
    """Coins for a tasting menu, before tips."""
    return TASTING_MENU


@rule
def star_bonus() -> int:
    """What a Star token is worth at the end."""
    return STAR_BONUS


@rule
def spoiled_penalty() -> int:
    """Coins lost for each card still in hand at the end."""
    return SPOILED


@rule
def bonus_coins(what: str) -> int:
    """The other coins of the game, by name (a spoiled card is a loss)."""
    table = {"Tasting Menu": TASTING_MENU, "Star token": STAR_BONUS, "Spoiled card": -SPOILED}
    if what not in table:
        raise ValueError(f"unknown bonus {what!r}")
    return table[what]


@rule
def set_coins(kind: str, tips: list) -> int:
    """Coins a served set earns: the platter or tasting-menu value plus every card's tips."""
    if kind == "Platter":
        base = platter_coins(len(tips))
    elif kind == "Tasting Menu":
        if len(tips) != len(STALLS):
            raise ValueError("a tasting menu is one dish of each of the four stalls")
        base = TASTING_MENU
    else:
        raise ValueError(f"unknown set {kind!r}")
    return base + sum(int(t) for t in tips)


@rule
def final_score(coins: int, stars: int, spoiled: int) -> int:
    """Coins at the end: coins won, plus the Star tokens, less the spoiled cards."""
    return coins + stars * STAR_BONUS - spoiled * SPOILED


@rule
def cats_per_platter() -> int:
    return CATS_PER_PLATTER


@rule
def stall_count() -> int:
    return len(STALLS)


@rule
def deck_after_setup(players: int) -> int:
    """Cards left in the deck once the hands are dealt and the row is laid out."""
    _check_players(players)
    return DECK - cards_dealt(players) * players - market_row(players)


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    """What a game at this count takes out of the box: all of it, at every count."""
    _check_players(players)
    return {
        "dishes": DECK,
        "stall-boards": STALL_BOARDS,
        "coin-tokens": COIN_TOKENS,
        "star-tokens": STAR_TOKENS,
        "lantern": 1,
        "rulebook": 1,
    }


def play(players: int, variant: str | None = None) -> dict[str, dict]:
    return {"dishes": {"hand": cards_dealt(players), "draw": 1, "table": market_row(players)}}


# --- invariants -----------------------------------------------------------------------
@invariant("the deck deals every hand and the market row with plenty left to play")
def deck_lasts(players: int) -> bool | str:
    left = deck_after_setup(players)
    if left < 30:
        return f"only {left} cards left after setup at {players} players"
    return True


@invariant("the hand limit is above the opening hand, so nobody discards on turn one")
def limit_above_hand(players: int) -> bool | str:
    if hand_limit(players) <= cards_dealt(players):
        return f"hand limit {hand_limit(players)} is not above the {cards_dealt(players)} dealt"
    return True


@invariant("a bigger platter always pays more per dish", per_player_count=False)
def platters_grow() -> bool | str:
    sizes = sorted(PLATTER)
    for a, b in zip(sizes, sizes[1:]):
        if PLATTER[b] / b <= PLATTER[a] / a:
            return f"a platter of {b} pays no more per dish than one of {a}"
    return True


def _box(game, component: str) -> int:
    return next((c.count for c in game.inventory if c.id == component), 0)


@invariant("the dish deck is 15 cards a stall plus the Lucky Cats, as the box says", per_player_count=False)
def deck_matches_box(game) -> bool | str:
    deck = game.deck("dishes")
    if deck is None:
        return "no dishes deck"
    if deck.total != DECK or _box(game, "dish-cards") != DECK:
        return f"the engine has {DECK} dishes, the deck {deck.total}, the box {_box(game, 'dish-cards')}"
    for stall in STALLS:
        n = sum(c.count for c in deck.cards if c.fields["stall"] == stall)
        if n != CARDS_PER_STALL:
            return f"{stall} has {n} cards, not {CARDS_PER_STALL}"
    cats = sum(c.count for c in deck.cards if not c.fields["stall"])
    if cats != LUCKY_CATS:
        return f"{cats} Lucky Cats, not {LUCKY_CATS}"
    if list(game.names.get("stalls", ())) != list(STALLS):
        return "game.yaml's stalls differ from the engine's"
    return True


@invariant("tips run from 0 to 2 and the Lucky Cat tips nothing", per_player_count=False)
def tips_in_range(game) -> bool | str:
    for card in game.deck("dishes").cards:
        tips = card.fields["tips"]
        if not 0 <= tips <= 2:
            return f"{card.name} tips {tips}"
        if not card.fields["stall"] and tips:
            return f"{card.name} is a Lucky Cat with tips"
    return True


@invariant("the box holds the stall boards, Star tokens and coins setup takes", per_player_count=False)
def box_matches_setup(game) -> bool | str:
    for component, want in (("stall-boards", STALL_BOARDS), ("star-tokens", STAR_TOKENS),
                            ("coin-tokens", COIN_TOKENS)):
        if _box(game, component) != want:
            return f"{component}: box {_box(game, component)}, engine {want}"
    return True
