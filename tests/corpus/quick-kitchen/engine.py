"""Engine model of Quick Kitchen.

The numbers the rulebook's tables print, as small pure functions: how many
cards each cook holds, how many orders go on the rail, how long the timer
runs at each difficulty, how fail tokens and tips turn into a final score.
"""
from generator.engine import invariant, rule

PLAYERS = (2, 6)  # the same range as `players` in game.yaml

DIFFICULTIES = ("Apprentice", "Line Cook", "Head Chef", "Dinner Rush")
_FLIPS = {"Apprentice": 5, "Line Cook": 4, "Head Chef": 3, "Dinner Rush": 3}
_EXTRA = {"Apprentice": 0, "Line Cook": 1, "Head Chef": 1, "Dinner Rush": 2}
_FAILS = {"Apprentice": 6, "Line Cook": 5, "Head Chef": 4, "Dinner Rush": 3}

TIMER_SECONDS = 30          # the sand timer in the box
FAIL_TOKENS_IN_BOX = 6      # held to game.yaml by an invariant
TIP_TOKENS_IN_BOX = 40

BANDS = ("Greasy Spoon", "Neighbourhood Bistro", "Rising Star", "Critics' Darling")


def _level(difficulty: str) -> str:
    if difficulty not in _FLIPS:
        raise ValueError(f"unknown difficulty {difficulty!r}")
    return difficulty


@rule
def hand_size(players: int) -> int:
    """Ingredient cards each cook holds at the start of a service."""
    return 7 - (players + 1) // 2


@rule
def timer_flips(difficulty: str) -> int:
    """How many times the 30-second timer runs in one service."""
    return _FLIPS[_level(difficulty)]


@rule
def service_seconds(difficulty: str) -> int:
    """Length of one service in seconds."""
    return timer_flips(difficulty) * TIMER_SECONDS


@rule
def extra_orders(difficulty: str) -> int:
    """Orders added to the rail on top of the player-count base."""
    return _EXTRA[_level(difficulty)]


@rule
def fail_limit(difficulty: str) -> int:
    """Fail tokens on the track that close the kitchen."""
    return _FAILS[_level(difficulty)]


@rule
def orders_per_service(players: int, difficulty: str) -> int:
    """Order cards dealt onto the rail at the start of each service."""
    return (players + 1) // 2 + 1 + extra_orders(difficulty)


@rule
def services() -> int:
    """Services (rounds) in a full game."""
    return 4


@rule
def fail_penalty() -> int:
    """Tips lost at the end for each fail token on the track."""
    return 2


@rule
def order_tips(cards: int) -> int:
    """Tips an order pays: one per ingredient card, plus one for a big order of four or more."""
    return cards + (1 if cards >= 4 else 0)


@rule
def fails_for_service(left_on_rail: int, wrong_plates: int = 0, banquets_left: int = 0) -> int:
    """Fail tokens the kitchen takes when a service ends.

    One per order left on the rail and one per wrongly filled plate; a Chef's
    Banquet left on the rail costs one more.
    """
    return left_on_rail + wrong_plates + banquets_left


@rule
def final_score(tips: int, fails: int) -> int:
    """Tips in the jar less the fail penalty, never below zero."""
    return max(0, tips - fail_penalty() * fails)


@rule
def band_floor(players: int, band: str) -> int:
    """The lowest final score that earns a band."""
    floors = {
        "Greasy Spoon": 0,
        "Neighbourhood Bistro": 3 * players + 8,
        "Rising Star": 5 * players + 10,
        "Critics' Darling": 6 * players + 16,
    }
    return floors[band]


@rule
def band(players: int, score: int) -> str:
    """The score band a final score earns."""
    earned = BANDS[0]
    for name in BANDS:
        if score >= band_floor(players, name):
            earned = name
    return earned


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    """What a game at this player count takes out of the box."""
    return {
        "pantry": 71,
        "orders": 24,
        "kitchen-board": 1,
        "sand-timer": 1,
        "fail-tokens": FAIL_TOKENS_IN_BOX,
        "tip-tokens": TIP_TOKENS_IN_BOX,
        "service-marker": 1,
        "expediter-token": 1,
    }


def play(players: int, variant: str | None = None) -> dict:
    return {"pantry": {"hand": hand_size(players), "draw": 1}}


def _deck_total(game, deck_id: str) -> int:
    return sum(card.count for card in game.deck(deck_id).cards)


def _component(game, cid: str):
    return next(c for c in game.inventory if c.id == cid)


@invariant("setup takes both decks out whole", per_player_count=False)
def decks_come_out_whole(game) -> bool | str:
    wanted = setup(2)
    for deck_id in ("pantry", "orders"):
        if wanted[deck_id] != _deck_total(game, deck_id):
            return f"setup takes {wanted[deck_id]} {deck_id} cards, the deck holds {_deck_total(game, deck_id)}"
    if _component(game, "fail-tokens").count != FAIL_TOKENS_IN_BOX:
        return "fail token count differs from the box"
    if _component(game, "tip-tokens").count != TIP_TOKENS_IN_BOX:
        return "tip token count differs from the box"
    return True


@invariant("the order deck lasts a whole game at every difficulty")
def orders_last_the_game(players: int, game) -> bool | str:
    most = max(orders_per_service(players, d) for d in DIFFICULTIES)
    needed = most * services()
    have = _deck_total(game, "orders")
    return True if needed <= have else f"{needed} orders needed, {have} in the deck"


@invariant("there is a fail token for every space up to the easiest fail limit", per_player_count=False)
def fail_tokens_cover_the_limit(game) -> bool:
    return _component(game, "fail-tokens").count >= max(fail_limit(d) for d in DIFFICULTIES)


@invariant("every order pays the tips its size says", per_player_count=False)
def tips_follow_size(game) -> bool | str:
    ingredients = list(game.names["ingredients"])
    wrong = []
    for card in game.deck("orders").cards:
        needs = card.fields["needs"]
        cards = sum((needs.of(name) or 0) for name in ingredients)
        if card.fields["tips"] != order_tips(cards):
            wrong.append(card.name)
    return True if not wrong else f"tips do not match the ingredients: {', '.join(wrong)}"


@invariant("every cook can be dealt a full hand with half the pantry left over")
def pantry_deals_hands(players: int, game) -> bool:
    return players * hand_size(players) * 2 <= _deck_total(game, "pantry")
