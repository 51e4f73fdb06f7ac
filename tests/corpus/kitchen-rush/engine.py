"""Engine model of Kitchen Rush (real-time cooperative cooking, 2-6 chefs).

Everything the rulebook, the quick reference and the boards print as a number
comes from a rule here. The cards' own numbers (tips, Rush card amounts) live
in the card files; the invariants at the bottom hold them to these rules.
"""
from __future__ import annotations

from generator.engine import invariant, rule

PLAYERS = (2, 6)

INGREDIENTS = ("Tomato", "Cheese", "Dough", "Fish", "Herbs", "Egg")
TOKENS_IN_BOX_PER_INGREDIENT = 12
SMALL_CREW_TOKENS = 8          # two or three chefs play with a smaller pantry
SERVICES = 4
HAND_LIMIT = 2                 # tokens on your station at once
RUSH_CARDS_REVEALED = SERVICES - 1   # one at the start of services 2, 3 and 4
SPECIAL_BONUS = 2
STAR_STEP = 6                  # tips between one star and the next
TOKENS_BY_COURSE = {"Starter": (2, 3), "Main": (4, 5), "Special": (5, 6)}

ORDER_CARDS = 36
RUSH_CARDS = 10


def _check_players(players: int) -> None:
    if not PLAYERS[0] <= players <= PLAYERS[1]:
        raise ValueError(f"Kitchen Rush takes {PLAYERS[0]}-{PLAYERS[1]} chefs, not {players}")


# --- setup -------------------------------------------------------------------
@rule
def orders_on_pass(players: int) -> int:
    """Orders face up on the pass at the start of every service: one more than the chefs."""
    _check_players(players)
    return players + 1


@rule
def tokens_per_ingredient(players: int) -> int:
    """Tokens of each ingredient in the pantry."""
    _check_players(players)
    return SMALL_CREW_TOKENS if players <= 3 else TOKENS_IN_BOX_PER_INGREDIENT


@rule
def pantry_tokens(players: int) -> int:
    """Ingredient tokens spread face down at setup, all ingredients together."""
    return tokens_per_ingredient(players) * len(INGREDIENTS)


@rule
def complaint_limit(players: int) -> int:
    """The complaint count that closes the kitchen (and loses the game)."""
    _check_players(players)
    return players + 4


# --- constants ---------------------------------------------------------------
@rule
def services(players: int | None = None) -> int:
    """Services (rounds) in a game."""
    return SERVICES


@rule
def hand_limit(players: int | None = None, rush: int | None = None) -> int:
    """Tokens a chef may hold at once; a Rush card may set another limit for its service."""
    return HAND_LIMIT if rush is None else rush


@rule
def rush_cards_revealed(players: int | None = None) -> int:
    """Rush cards turned over in a game: one at the start of each service after the first."""
    return RUSH_CARDS_REVEALED


@rule
def special_bonus(players: int | None = None) -> int:
    """Tips a Special pays on top of one per token."""
    return SPECIAL_BONUS


# --- orders ------------------------------------------------------------------
@rule
def course_tokens(course: str) -> str:
    """How many tokens an order of this course asks for, as printed ("2-3")."""
    low, high = TOKENS_BY_COURSE[course]
    return f"{low}-{high}"


@rule
def course_bonus(course: str) -> int:
    """Tips an order of this course pays on top of one per token."""
    if course not in TOKENS_BY_COURSE:
        raise ValueError(f"unknown course {course!r}")
    return SPECIAL_BONUS if course == "Special" else 0


@rule
def tokens_needed(ingredients: dict) -> int:
    """Tokens an order asks for, all ingredients together."""
    return sum(int(n) for n in ingredients.values())


@rule
def order_tips(tokens: int, course: str, bonus: int = 0) -> int:
    """Tips an order pays: one per token, the course's extra, and a Rush card's bonus."""
    return tokens + course_bonus(course) + bonus


# --- a service ----------------------------------------------------------------
@rule
def orders_this_service(players: int, extra: int = 0) -> int:
    """Orders on the pass when the timer is flipped: the pass topped up, plus a Rush card's extra orders."""
    return orders_on_pass(players) + extra


@rule
def complaints_after(before: int, unserved: int) -> int:
    """The complaint marker after clean-up: one step for each order left on the pass."""
    return before + unserved


@rule
def kitchen_closed(complaints: int, players: int) -> bool:
    """Whether the kitchen closes (the game is lost)."""
    return complaints >= complaint_limit(players)


# --- the end -------------------------------------------------------------------
@rule
def star_threshold(players: int, stars: int = 1) -> int:
    """Tips the crew needs for a rating of this many stars."""
    _check_players(players)
    if stars not in (1, 2, 3):
        raise ValueError("ratings run from one to three stars")
    return 12 + 6 * players + STAR_STEP * (stars - 1)


@rule
def stars_earned(tips: int, players: int) -> int:
    """Stars the crew earns with this many tips (0: the restaurant gets no stars)."""
    return sum(1 for stars in (1, 2, 3) if tips >= star_threshold(players, stars))


# --- what comes out of the box ----------------------------------------------
def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "orders": ORDER_CARDS,
        "rush": 0 if variant == "family-service" else RUSH_CARDS,
        "ingredient-tokens": pantry_tokens(players),
        "kitchen-board": 1,
        "station-mats": players,
        "service-marker": 1,
        "complaint-marker": 1,
        "sand-timer": 1,
    }


def play(players: int, variant: str | None = None) -> dict[str, dict]:
    return {"orders": {"table": orders_on_pass(players), "per_round": orders_on_pass(players)}}


# --- invariants ------------------------------------------------------------------
@invariant("every order pays one tip per token plus its course's extra", per_player_count=False)
def order_tips_agree(game) -> bool | str:
    for card in game.deck("orders").cards:
        tokens = sum(a.amount for a in card.fields["ingredients"])
        want = order_tips(tokens, card.fields["course"])
        if card.fields["tips"] != want:
            return f"{card.name} pays {card.fields['tips']} tips, the rule says {want}"
    return True


@invariant("every order asks for as many tokens as its course allows", per_player_count=False)
def order_sizes_fit_course(game) -> bool | str:
    for card in game.deck("orders").cards:
        tokens = sum(a.amount for a in card.fields["ingredients"])
        low, high = TOKENS_BY_COURSE[card.fields["course"]]
        if not low <= tokens <= high:
            return f"{card.name} needs {tokens} tokens, a {card.fields['course']} takes {low}-{high}"
    return True


@invariant("the smallest pantry holds enough of an ingredient for any one order", per_player_count=False)
def pantry_covers_orders(game) -> bool | str:
    for card in game.deck("orders").cards:
        for a in card.fields["ingredients"]:
            if a.amount > SMALL_CREW_TOKENS:
                return f"{card.name} needs {a.amount} {a.name}"
    return True


@invariant("the box holds twelve tokens of each ingredient and the decks the engine counts", per_player_count=False)
def box_agrees(game) -> bool | str:
    tokens = next(c for c in game.inventory if c.id == "ingredient-tokens")
    if tokens.count != TOKENS_IN_BOX_PER_INGREDIENT * len(INGREDIENTS):
        return f"the box holds {tokens.count} ingredient tokens"
    if tuple(game.names["ingredients"]) != INGREDIENTS:
        return "the ingredients differ from the engine's"
    if game.deck("orders").total != ORDER_CARDS or game.deck("rush").total != RUSH_CARDS:
        return "the decks' sizes differ from the engine's"
    return True


@invariant("the order deck lasts four full services at the largest table, Rush extras included")
def deck_lasts(players: int, game) -> bool | str:
    most_extra = max(c.fields["extra_orders"] for c in game.deck("rush").cards)
    needed = orders_on_pass(players) * SERVICES + most_extra * RUSH_CARDS_REVEALED
    deck = game.deck("orders").total
    return True if deck >= needed else f"{deck} orders, {needed} could be needed"


@invariant("every Rush card keeps the hand limit between one and three", per_player_count=False)
def rush_limits_sane(game) -> bool | str:
    for card in game.deck("rush").cards:
        if not 1 <= card.fields["hand_limit"] <= 3:
            return f"{card.name} sets a hand limit of {card.fields['hand_limit']}"
    return True
